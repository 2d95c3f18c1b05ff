/* SPDX-License-Identifier: MIT */
/* congkak.c: the Congkak preset and the relay-sowing rule of the Congkak/Dakon family. */
#include "internal.h"

const mc_rules mc_congkak_rules = {
    6, 6, MC_STORES_OWN, MC_ORIGIN_SOW, MC_RELAY_ON, MC_EXTRA_STORE, MC_CAPTURE_STANDARD,
    MC_GRANDSLAM_NOCAPTURE, MC_FEED_FREE, MC_END_EITHER, MC_MAJORITY_PLAY, MC_CYCLE_END
};

/* Relay: the last seed landed in a house (either side) that already held seeds, so the whole house
 * is picked up and sowing goes on. Stores never relay. */
int mc_relay_continues(const mancala_variant *v, const mc_pos *p, int last, int before)
{
    int H = v->r.houses;
    return v->r.relay == MC_RELAY_ON && before > 0 && last != MC_STORE(H, 0) &&
           last != MC_STORE(H, 1) && p->pits[last] > 0;
}
