/* SPDX-License-Identifier: MIT */
/* movepicker.c: move ordering for the search. Best first: the transposition table's move, then
 * moves ending in the mover's store (they keep the turn), then captures, then the others from the
 * house nearest the store. Every thread uses the same order: helper threads share out work by
 * putting off the children another thread is searching (see search.c). */
#include "search.h"

int mc_order_moves(const mancala_variant *v, const mc_pos *p, uint32_t mask, int tt_move,
                   uint8_t *moves)
{
    const int H = v->r.houses, m = p->to_move;
    uint8_t first[MANCALA_MAX_HOUSES], rest[MANCALA_MAX_HOUSES];
    int nf = 0, nr = 0, n = 0, i, k;

    if (tt_move >= 0 && tt_move < H && (mask >> tt_move & 1)) {
        moves[n++] = (uint8_t)tt_move;
        mask &= ~(1u << tt_move);
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
    /* The loop above wrote first[0..nf) and rest[0..nr): cppcheck does not follow the counts. */
    for (k = 0; k < nf; k++)
        moves[n++] = first[k]; /* cppcheck-suppress uninitvar */
    for (k = 0; k < nr; k++)
        moves[n++] = rest[k]; /* cppcheck-suppress uninitvar */
    return n;
}
