/* SPDX-License-Identifier: MIT */
/* congkak.c: the Congkak preset, and the relay sowing (relay=on) of the Congkak/Dakon family, named
 * after it: a rule that any variant may choose by its spec. */
#include "internal.h"

const mc_rules mc_congkak_rules = {
    .houses = 6, .seeds = 6, .stores = MC_STORES_OWN, .origin = MC_ORIGIN_SOW,
    .relay = MC_RELAY_ON, .extra = MC_EXTRA_STORE, .capture = MC_CAPTURE_STANDARD,
    .grandslam = MC_GRANDSLAM_NOCAPTURE, .feed = MC_FEED_FREE, .end = MC_END_EITHER,
    .majority = MC_MAJORITY_PLAY, .cycle = MC_CYCLE_END
};

/* Relay: the last seed landed in a house (either side) that already held seeds, so the whole house
 * is picked up and sowing goes on. Stores never relay. */
int mc_relay_continues(const mancala_variant *v, const mc_pos *p, int last, int before)
{
    int H = v->r.houses;
    return v->r.relay == MC_RELAY_ON && before > 0 && last != MC_STORE(H, 0) &&
           last != MC_STORE(H, 1) && p->pits[last] > 0;
}
