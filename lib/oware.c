/* SPDX-License-Identifier: MIT */
/* oware.c: the Oware preset, and the rule families named after it that any variant may choose by
 * its spec: the 2-or-3 chain capture (capture=count) with its grand slam policies, and the
 * must-feed test (feed=must). */
#include "internal.h"

const mc_rules mc_oware_rules = {
    .houses = 6, .seeds = 4, .stores = MC_STORES_NONE, .origin = MC_ORIGIN_SKIP,
    .relay = MC_RELAY_OFF, .extra = MC_EXTRA_OFF, .capture = MC_CAPTURE_COUNT,
    .grandslam = MC_GRANDSLAM_NOCAPTURE, .feed = MC_FEED_MUST, .end = MC_END_MOVER,
    .majority = MC_MAJORITY_END, .cycle = MC_CYCLE_END
};

/* The last seed landed in pit `last`. If it made an opponent's house hold 2 or 3, take it and the
 * houses before it on the opponent's side while they hold 2 or 3. A capture of every seed on the
 * opponent's side is a grand slam: it is flagged, and done only under grandslam=capture. Returns the
 * MC_MOVE_* flags of what happened (MC_MOVE_STORES, MC_MOVE_GRANDSLAM). */
unsigned mc_capture_count(const mancala_variant *v, mc_pos *p, int last)
{
    int H = v->r.houses, m = p->to_move;
    int first = MC_HOUSE(H, 1 - m, 0);
    int i, taken = 0, total = 0;

    if (last < first || last >= first + H)
        return 0;
    for (i = last; i >= first && (p->pits[i] == 2 || p->pits[i] == 3); i--)
        taken += p->pits[i];
    if (taken == 0)
        return 0;
    for (i = first; i < first + H; i++)
        total += p->pits[i];
    if (taken == total && v->r.grandslam != MC_GRANDSLAM_CAPTURE)
        return MC_MOVE_GRANDSLAM;
    for (i = last; i >= first && (p->pits[i] == 2 || p->pits[i] == 3); i--)
        p->pits[i] = 0;
    p->pits[MC_STORE(H, m)] = (uint8_t)(p->pits[MC_STORE(H, m)] + taken);
    return MC_MOVE_STORES | (taken == total ? MC_MOVE_GRANDSLAM : 0u);
}

/* Whether sowing `house` surely reaches the opponent's first house without simulating the move:
 * true when the seeds cover the mover's remaining houses (and store). Exact for variants without
 * relay or a land hook, which can only add sowing legs. */
int mc_feeds_surely(const mancala_variant *v, const mc_pos *p, int house)
{
    int H = v->r.houses;
    int need = H - house + (v->r.stores == MC_STORES_OWN);
    return p->pits[MC_HOUSE(H, p->to_move, house)] >= need;
}
