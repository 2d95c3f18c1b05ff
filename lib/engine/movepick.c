/* SPDX-License-Identifier: MIT */
/* movepick.c: move ordering for the search. Best first: the transposition table's move, then
 * moves ending in the mover's store (they keep the turn), then captures, then the others from the
 * house nearest the store; under the 2-or-3 chain capture, the bigger capture first and then the
 * history of cut-offs (mc_order_count). A search without depth limit then reorders the children
 * it has made by the seeds they leave in the houses (mc_order_exact). Every thread uses the same
 * order: helper threads share out work by putting off the children another thread is searching
 * (see thread.c). */
#include "search.h"

int mc_order_moves(const mancala_variant *v, const mc_pos *p, uint32_t mask, int tt_move,
                   uint8_t *moves)
{
    const int H = v->r.houses, m = p->to_move;
    uint8_t first[MC_MAX_MOVES], rest[MC_MAX_MOVES];
    int nf = 0, nr = 0, n = 0, i, k;

    if (tt_move >= 0 && tt_move < mc_move_slots(v) && (mask >> tt_move & 1)) {
        moves[n++] = (uint8_t)tt_move;
        mask &= ~(1u << tt_move);
    }
    if (v->r.rows == MC_ROWS_4 || v->nmoves != H) {
        /* Four rows: the relays make the end of a sowing hard to foresee; two ways round
         * (direction=house): a house's slots are two. Slot order. */
        for (; mask; mask &= mask - 1)
            moves[n++] = (uint8_t)mc_lowest_bit(mask);
        return n;
    }
    for (i = H - 1; i >= 0; i--) {
        int seeds, last_is_store, lands_empty_own;
        if (!(mask >> i & 1))
            continue;
        seeds = p->pits[MC_HOUSE(H, m, i)];
        last_is_store = v->r.stores == MC_STORES_OWN && seeds == H - i;
        lands_empty_own = seeds < H - i && p->pits[MC_HOUSE(H, m, i + seeds)] == 0 &&
                          p->pits[MC_HOUSE(H, 1 - m, H - 1 - (i + seeds))] > 0;
        if (last_is_store || lands_empty_own)
            first[nf++] = (uint8_t)i;
        else
            rest[nr++] = (uint8_t)i;
    }
    if (mask >> H)
        rest[nr++] = (uint8_t)H; /* pie=on's swap, one past the houses */
    /* The loop above wrote first[0..nf) and rest[0..nr): cppcheck does not follow the counts. */
    for (k = 0; k < nf; k++)
        moves[n++] = first[k]; /* cppcheck-suppress uninitvar */
    for (k = 0; k < nr; k++)
        moves[n++] = rest[k]; /* cppcheck-suppress uninitvar */
    return n;
}

void mc_order_count(const mancala_variant *v, const uint32_t *hist, const mc_pos *p,
                    uint8_t *moves, int first, int n)
{
    const int H = v->r.houses;
    uint64_t score[MC_MAX_MOVES];
    int i, j;
    for (i = first; i < n; i++)
        score[i] = ((uint64_t)mc_count_gain(H, p, moves[i]) << 32) | hist[moves[i]];
    for (i = first + 1; i < n; i++) {
        uint8_t mv = moves[i];
        uint64_t sc = score[i];
        for (j = i; j > first && score[j - 1] < sc; j--) {
            score[j] = score[j - 1];
            moves[j] = moves[j - 1];
        }
        score[j] = sc;
        moves[j] = mv;
    }
}

/* The children of an exact search's node are worth proving first where they leave the fewest
 * seeds in the houses: the store gains most there, and the subtree, nearer the database and the
 * game's end, is smallest. Moves that keep the turn stay in front. Ordered so, Kalah(6,4)'s
 * exact passes took 74.5 million nodes against 92.3 (one thread, 1 GiB table, 16-seed
 * database), and those of a Kalah(6,5) position 6 plies in 78.0 million against 233 (one
 * thread, 4 GiB, 24 seeds); by the seeds left only among the moves that neither keep the turn
 * nor capture, 76.3 and 84.4 million; by them with the moves that keep the turn mixed in, 112.6
 * million for Kalah(6,4). */
void mc_order_exact(const mancala_variant *v, mc_kid *kids, int first, int n, int m)
{
    const int H = v->r.houses;
    int key[MC_MAX_MOVES], i, j;
    for (i = first; i < n; i++)
        key[i] = (kids[i].pos.to_move == m ? 0 : MANCALA_MAX_SEEDS + 1) +
                 mc_house_seeds(H, &kids[i].pos);
    for (i = first + 1; i < n; i++) { /* insertion, stable: ties keep the static order */
        mc_kid kd;
        const int k = key[i];
        if (key[i - 1] <= k)
            continue; /* in place already: most children are (a child is 128 bytes) */
        kd = kids[i];
        for (j = i; j > first && key[j - 1] > k; j--) {
            kids[j] = kids[j - 1];
            key[j] = key[j - 1];
        }
        kids[j] = kd;
        key[j] = k;
    }
}
