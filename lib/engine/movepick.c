/* SPDX-License-Identifier: MIT */
/* movepick.c: move ordering for the search. Best first: the transposition table's move, then
 * moves ending in the mover's store (they keep the turn), then captures, then the others from the
 * house nearest the store; under the 2-or-3 chain capture, the bigger capture first and then the
 * history of cut-offs (mc_order_count). Every thread uses the same order: helper threads share
 * out work by putting off the children another thread is searching (see thread.c). */
#include "engine.h"

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
    if (v->r.rows == MC_ROWS_4) {
        /* Four rows: the relays make the end of a sowing hard to foresee; slot order. */
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
