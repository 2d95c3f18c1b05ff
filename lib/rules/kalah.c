/* SPDX-License-Identifier: MIT */
/* kalah.c: the Kalah preset, and the opposite-house capture (capture=standard, capture=empty) named
 * after it: a rule family that any variant may choose by its spec, not Kalah's alone. */
#include "rules.h"

static const mc_rules kalah_rules = {
    .houses = 6, .seeds = 4, .stores = MC_STORES_OWN, .origin = MC_ORIGIN_SOW,
    .relay = MC_RELAY_OFF, .extra = MC_EXTRA_STORE, .capture = MC_CAPTURE_STANDARD,
    .grandslam = MC_GRANDSLAM_NOCAPTURE, .feed = MC_FEED_FREE, .end = MC_END_EITHER,
    .majority = MC_MAJORITY_PLAY, .cycle = MC_CYCLE_END, .counts = MC_COUNTS_DEFAULT
};

/* The last seed landed in pit `last`, which held `before` seeds (traced or not: the compiler drops
 * the reports of the untraced copy). A lone seed in one of the mover's
 * own houses takes the opposite house's seeds with it into the mover's store; with capture=empty it
 * goes to the store even when the opposite house is empty; with capture=opposite (Sungka) only the
 * opposite seeds go, and the lone seed stays. Returns MC_MOVE_STORES if seeds went to the
 * store, else 0. */
MC_ALWAYS_INLINE unsigned capture_opposite(const mancala_variant *v, mc_pos *p, int last, int before,
                                           mc_trace *t)
{
    int H = v->r.houses, m = p->to_move;
    int first = MC_HOUSE(H, m, 0);
    int opp, store;

    if (before != 0 || last < first || last >= first + H)
        return 0;
    opp = MC_HOUSE(H, 1 - m, H - 1 - (last - first));
    store = MC_STORE(H, m);
    if (p->pits[opp] > 0 && v->r.capture == MC_CAPTURE_OPPOSITE) {
        mc_take(p, opp, store, t); /* the lander stays */
        return MC_MOVE_STORES;
    }
    if (p->pits[opp] > 0) {
        /* In pits order, as the trace reports captures. */
        mc_take(p, last < opp ? last : opp, store, t);
        mc_take(p, last < opp ? opp : last, store, t);
        return MC_MOVE_STORES;
    }
    /* Rounds: a closed opposite house holds nothing to take, and the lone seed stays. */
    if (v->r.capture == MC_CAPTURE_EMPTY && !mc_closed(p, opp)) {
        mc_take(p, last, store, t);
        return MC_MOVE_STORES;
    }
    return 0;
}

static unsigned capture(const mancala_variant *v, mc_pos *p, int last, int before, int origin,
                        mc_trace *t)
{
    (void)origin;
    return t ? capture_opposite(v, p, last, before, t) : capture_opposite(v, p, last, before, NULL);
}

static void bind(mancala_variant *v)
{
    if (v->r.capture == MC_CAPTURE_STANDARD || v->r.capture == MC_CAPTURE_EMPTY ||
        v->r.capture == MC_CAPTURE_OPPOSITE)
        v->fam.capture = capture;
}

static const mc_preset presets[] = { { "kalah", &kalah_rules }, { NULL, NULL } };
const mc_family mc_kalah_family = { "kalah", presets, bind };
