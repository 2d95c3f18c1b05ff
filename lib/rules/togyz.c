/* SPDX-License-Identifier: MIT */
/* togyz.c: the Togyz Kumalak and Bestemshe presets, and the tuzdik (tuzdik=on) named after the
 * family: a house of the opponent claimed for the rest of the game, whose seeds go to its owner. */
#include "rules.h"

/* As Mind-Sports-Games/strategygames plays them (see mancala-spec(7)). */
static const mc_rules togyz_rules = {
    .houses = 9, .seeds = 9, .stores = MC_STORES_NONE, .origin = MC_ORIGIN_FIRST,
    .relay = MC_RELAY_OFF, .extra = MC_EXTRA_OFF, .capture = MC_CAPTURE_COUNT,
    .grandslam = MC_GRANDSLAM_CAPTURE, .feed = MC_FEED_FREE, .end = MC_END_MOVER,
    .majority = MC_MAJORITY_END, .cycle = MC_CYCLE_PLAY, .counts = 0,
    .count_flags = MC_COUNTS_EVEN, .chain = MC_CHAIN_OFF, .side = MC_SIDE_OPPONENT,
    .tuzdik = MC_TUZDIK_ON
};

static const mc_rules bestemshe_rules = {
    .houses = 5, .seeds = 5, .stores = MC_STORES_NONE, .origin = MC_ORIGIN_FIRST,
    .relay = MC_RELAY_OFF, .extra = MC_EXTRA_OFF, .capture = MC_CAPTURE_COUNT,
    .grandslam = MC_GRANDSLAM_CAPTURE, .feed = MC_FEED_FREE, .end = MC_END_MOVER,
    .majority = MC_MAJORITY_END, .cycle = MC_CYCLE_PLAY, .counts = 0,
    .count_flags = MC_COUNTS_EVEN, .chain = MC_CHAIN_OFF, .side = MC_SIDE_OPPONENT,
    .tuzdik = MC_TUZDIK_OFF
};

/* The last seed made the opponent's house `last` hold exactly 3 and no count capture took it: the
 * house becomes the mover's tuzdik if the mover has none, it is not the opponent's last house, and
 * the opponent's tuzdik is not the mover's house of the same index. Its 3 seeds go to the mover's
 * store. Returns the MC_MOVE_* flags of what happened. */
MC_ALWAYS_INLINE unsigned tuzdik_claim(const mancala_variant *v, mc_pos *p, int last, mc_trace *t)
{
    const int H = v->r.houses, m = p->to_move;
    const int first = MC_HOUSE(H, 1 - m, 0), i = last - first, store = MC_STORE(H, m);

    if (p->tuzdik[m] || i < 0 || i >= H - 1 || p->pits[last] != 3 || p->tuzdik[1 - m] == i + 1)
        return 0;
    p->tuzdik[m] = (uint8_t)(i + 1);
    if (t)
        mc_trace_emit(t, MANCALA_EVENT_TUZDIK, last, m, -1);
    mc_take(p, last, store, t);
    return MC_MOVE_STORES;
}

static unsigned claim(const mancala_variant *v, mc_pos *p, int last, mc_trace *t)
{
    return t ? tuzdik_claim(v, p, last, t) : tuzdik_claim(v, p, last, NULL);
}

/* tuzdik=on: a landing the count capture took nothing from may claim the house (a count capture
 * of side=own never reaches there); a tuzdik is a mark the sowing walks over. */
static void bind(mancala_variant *v)
{
    if (v->r.tuzdik != MC_TUZDIK_ON)
        return;
    v->fam.walk = v->fam.retro = 1;
    v->fam.marks |= MC_MARKS_TUZDIK;
    if (v->r.side != MC_SIDE_OWN && !v->fam.claim)
        v->fam.claim = claim;
}

static const mc_preset presets[] = {
    { "togyz", &togyz_rules }, { "bestemshe", &bestemshe_rules }, { NULL, NULL }
};
const mc_family mc_togyz_family = { "togyz", presets, bind };
