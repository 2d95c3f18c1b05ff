/* SPDX-License-Identifier: MIT */
/* kalah.c: the Kalah preset and the Kalah family's opposite-house capture
 * (capture=standard and capture=empty). */
#include "internal.h"

const mc_rules mc_kalah_rules = {
    6, 4, MC_STORES_OWN, MC_ORIGIN_SOW, MC_RELAY_OFF, MC_EXTRA_STORE, MC_CAPTURE_STANDARD,
    MC_GRANDSLAM_NOCAPTURE, MC_FEED_FREE, MC_END_EITHER, MC_MAJORITY_PLAY, MC_CYCLE_END
};

/* The last seed landed in pit `last`, which held `before` seeds. A lone seed in one of the mover's
 * own houses takes the opposite house's seeds with it into the mover's store; with capture=empty it
 * goes to the store even when the opposite house is empty. Returns MC_MOVE_STORES if seeds went to the
 * store, else 0. */
unsigned mc_capture_opposite(const mancala_variant *v, mc_pos *p, int last, int before)
{
    int H = v->r.houses, m = p->to_move;
    int first = MC_HOUSE(H, m, 0);
    int opp, store;

    if (before != 0 || last < first || last >= first + H)
        return 0;
    opp = MC_HOUSE(H, 1 - m, H - 1 - (last - first));
    store = MC_STORE(H, m);
    if (p->pits[opp] > 0) {
        p->pits[store] = (uint8_t)(p->pits[store] + p->pits[opp] + p->pits[last]);
        p->pits[opp] = 0;
        p->pits[last] = 0;
        return MC_MOVE_STORES;
    }
    if (v->r.capture == MC_CAPTURE_EMPTY) {
        p->pits[store] = (uint8_t)(p->pits[store] + p->pits[last]);
        p->pits[last] = 0;
        return MC_MOVE_STORES;
    }
    return 0;
}
