/* SPDX-License-Identifier: MIT */
/* congkak.c: the Congkak preset, and the relay sowing (relay=on) of the Congkak/Dakon family, named
 * after it: a rule that any variant may choose by its spec. */
#include "fastpath.h"

static const mc_rules congkak_rules = {
    .houses = 6, .seeds = 6, .stores = MC_STORES_OWN, .origin = MC_ORIGIN_SOW,
    .relay = MC_RELAY_ON, .extra = MC_EXTRA_STORE, .capture = MC_CAPTURE_STANDARD,
    .grandslam = MC_GRANDSLAM_NOCAPTURE, .feed = MC_FEED_FREE, .end = MC_END_EITHER,
    .majority = MC_MAJORITY_PLAY, .cycle = MC_CYCLE_END, .counts = MC_COUNTS_DEFAULT
};

/* Relay: the last seed landed in a house (either side) that already held seeds, so the whole house
 * is picked up and sowing goes on. Stores never relay. */
static int relay_continues(const mancala_variant *v, const mc_pos *p, int last, int before)
{
    int H = v->r.houses;
    return v->r.relay == MC_RELAY_ON && before > 0 && last != MC_STORE(H, 0) &&
           last != MC_STORE(H, 1) && p->pits[last] > 0;
}

/* Who starts the next round (starter=), the stores holding a and b seeds. */
static int next_starter(const mancala_variant *v, const mc_pos *p, int a, int b, int last_mover)
{
    switch (v->r.starter) {
    case MC_STARTER_WINNER:
        return a > b ? 0 : a < b ? 1 : 1 - last_mover;
    case MC_STARTER_LAST:
        return last_mover;
    case MC_STARTER_OTHER:
        return 1 - last_mover;
    case MC_STARTER_ALTERNATE:
        return (p->round + 1) % 2;
    default:
        return a < b ? 0 : a > b ? 1 : 1 - last_mover;
    }
}

/* The next round's board: each player fills their houses with `seeds` each in sowing order from
 * house 0 while the store holds that many; the others are closed. */
static void refill(const mancala_variant *v, mc_pos *p, mc_trace *t)
{
    const int H = v->r.houses, seeds = v->r.seeds;
    int s, i;
    for (s = 0; s < 2; s++) {
        const int store = MC_STORE(H, s);
        for (i = 0; i < H; i++) {
            const int pit = MC_HOUSE(H, s, i);
            const uint64_t bit = (uint64_t)1 << pit;
            if (p->pits[store] >= seeds) {
                p->pits[store] = (uint8_t)(p->pits[store] - seeds);
                p->pits[pit] = (uint8_t)seeds;
                if (t && (p->closed & bit))
                    mc_trace_emit(t, MANCALA_EVENT_OPEN, pit, 0, -1);
                if (t)
                    mc_trace_emit(t, MANCALA_EVENT_REFILL, store, seeds, pit);
                p->closed &= ~bit;
            } else {
                if (t && !(p->closed & bit))
                    mc_trace_emit(t, MANCALA_EVENT_CLOSE, pit, 0, -1);
                p->closed |= bit;
            }
        }
    }
}

/* rounds=burn: after a move by last_mover, if the round is over (as the game would end by end=),
 * the houses are swept into the stores; then, if both stores can fill at least one house, the next
 * round starts (refill), and starter= says who moves first. Otherwise the board stays empty, and
 * the end rules end the game with the stores as the score; so too after round 256, the last a
 * position counts, so that the round number never wraps round (a round that starts where the
 * game has been before ends the game sooner: end.c). Returns the MC_MOVE_* flags of what
 * happened. */
static unsigned round_end(const mancala_variant *v, mc_pos *p, int last_mover, mc_trace *t)
{
    const int H = v->r.houses, seeds = v->r.seeds;
    const uint32_t row0 = mc_row_bits(p->pits + MC_HOUSE(H, 0, 0), H);
    const uint32_t row1 = mc_row_bits(p->pits + MC_HOUSE(H, 1, 0), H);
    const uint32_t mover_row = p->to_move ? row1 : row0;
    int a, b, starter;

    if (v->r.end == MC_END_EITHER ? (row0 && row1) : mover_row != 0)
        return 0;
    mc_sweep(H, p, -1, t);
    a = p->pits[MC_STORE(H, 0)];
    b = p->pits[MC_STORE(H, 1)];
    if (a < seeds || b < seeds || p->round == UINT8_MAX)
        return MC_MOVE_STORES;
    starter = next_starter(v, p, a, b, last_mover);
    p->round++;
    refill(v, p, t);
    p->to_move = (uint8_t)starter;
    if (t)
        mc_trace_emit(t, MANCALA_EVENT_ROUND, starter, p->round + 1, -1);
    return MC_MOVE_STORES;
}

/* relay=on on two rows (the loops of four rows relay by their own landing), and rounds=burn, whose
 * closed houses are marks the sowing walks over. */
static void bind(mancala_variant *v)
{
    if (v->r.relay == MC_RELAY_ON && v->r.rows == MC_ROWS_2)
        v->fam.relay = relay_continues;
    if (v->r.rounds == MC_ROUNDS_BURN) {
        v->fam.round_end = round_end;
        v->fam.walk = v->fam.retro = 1;
        v->fam.marks |= MC_MARKS_CLOSED;
    }
}

static const mc_preset presets[] = { { "congkak", &congkak_rules }, { NULL, NULL } };
const mc_family mc_congkak_family = { "congkak", presets, bind };
