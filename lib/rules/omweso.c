/* SPDX-License-Identifier: MIT */
/* omweso.c: Omweso's turns (capture=sow, on four rows). The seeds start in the hands (hand=):
 * while a player holds seeds, a turn puts one into any of their houses. Then a turn sows a house
 * of two seeds or more anticlockwise (under direction=capture clockwise too, from the two left
 * houses of each row, where that sowing captures); a last seed in an occupied house picks it up
 * and sows on (relay); one in an occupied inner house whose two facing houses are both occupied
 * takes both and sows them back on the mover's side from the house the sowing started after.
 * The rules and their sources are in mancala-spec(7). The loop of houses is the board's (variant.c):
 * 0 to C-1 the outer row from the left, C to 2C-1 the inner row from the right (C = H/2). */
#include "rules.h"

static const mc_rules omweso_rules = {
    .houses = 16, .seeds = 0, .stores = MC_STORES_NONE, .origin = MC_ORIGIN_SOW,
    .relay = MC_RELAY_ON, .extra = MC_EXTRA_OFF, .capture = MC_CAPTURE_SOW,
    .grandslam = MC_GRANDSLAM_NOCAPTURE, .feed = MC_FEED_FREE, .end = MC_END_MOVER,
    .majority = MC_MAJORITY_PLAY, .cycle = MC_CYCLE_PLAY, .counts = MC_COUNTS_DEFAULT,
    .rows = MC_ROWS_4, .direction = MC_DIRECTION_CAPTURE, .hand = 32
};

/* The opponent's inner and outer pits facing the mover's inner house k, on a board of H houses. */
static int facing_inner(int H, int m, int k)
{
    return MC_HOUSE(H, 1 - m, 3 * (H / 2) - 1 - k);
}
static int facing_outer(int H, int m, int k)
{
    return MC_HOUSE(H, 1 - m, k - H / 2);
}

/* Whether the mover's house k is an inner house facing two occupied houses. */
static int facing_both(const mancala_variant *v, const mc_pos *p, int k)
{
    const int H = v->r.houses, m = p->to_move;
    return k >= H / 2 && p->pits[facing_inner(H, m, k)] > 0 && p->pits[facing_outer(H, m, k)] > 0;
}

/* Whether house h may be sown clockwise: two seeds or more, and the house its last seed would
 * fall into (counted before the sowing, laps and all) is an inner house facing two occupied
 * ones. As Ludii's file has it, that house need not be occupied: then nothing is captured. */
static int cw_allowed(const mancala_variant *v, const mc_pos *p, int h)
{
    const int H = v->r.houses, n = p->pits[MC_HOUSE(H, p->to_move, h)];
    return n >= 2 && facing_both(v, p, ((h - n) % H + H) % H);
}

static uint32_t omweso_moves(const mancala_variant *v, const mc_pos *p, uint32_t *other)
{
    const int H = v->r.houses, C = H / 2, m = p->to_move;
    const uint8_t *own = p->pits + MC_HOUSE(H, m, 0), *opp = p->pits + MC_HOUSE(H, 1 - m, 0);
    uint32_t moves = 0, theirs = 0;
    int k;

    for (k = 0; k < H; k++)
        theirs |= (uint32_t)(opp[k] > 0) << k;
    *other = theirs;
    if (p->pits[MC_STORE(H, m)] > 0)
        return (uint32_t)((1ull << H) - 1); /* a seed from the hand into any house */
    for (k = 0; k < H; k++)
        moves |= (uint32_t)(own[k] > 1) << k;
    if (v->r.direction == MC_DIRECTION_CAPTURE) {
        /* clockwise from the two left houses of each row (outer 0 and 1, inner 2C-2 and 2C-1),
         * where that captures */
        static const int left[4] = { 0, 1, -2, -1 };
        for (k = 0; k < 4; k++) {
            const int h = left[k] < 0 ? 2 * C + left[k] : left[k];
            if (cw_allowed(v, p, h))
                moves |= 1u << (h + H);
        }
    }
    return moves;
}

/* A turn while it goes on. */
typedef struct turn {
    const mancala_variant *v;
    mc_pos *p;
    mc_trace *t;
    int H, m, base, hand;
} turn;

/* n seeds from the hand, one into each pit after `pit` on the way d; returns the last. */
static int sow(turn *u, int pit, int n, int d)
{
    while (n-- > 0) {
        pit = d ? u->v->back[u->m][pit] : u->v->next[u->m][pit];
        if (u->t)
            mc_trace_emit(u->t, MANCALA_EVENT_SOW, pit, 1, -1);
        u->p->pits[pit]++;
    }
    return pit;
}

static int pick(turn *u, int pit, int n)
{
    if (u->t)
        mc_trace_emit(u->t, MANCALA_EVENT_PICKUP, pit, n, -1);
    u->p->pits[pit] = (uint8_t)(u->p->pits[pit] - n);
    return n;
}

/* The sowing of house h the way d and its relays: where a sowing's last seed falls into an
 * occupied house, that house is sown on the same way; into an empty one, the turn is over. A
 * last seed in an occupied inner house facing two occupied houses first captures them: their
 * seeds go through the hand and are sown anticlockwise (whatever the turn's way) from the house
 * after the one that sowing started from; then the capturing house is sown on. At most
 * MANCALA_MAX_SOWINGS sowings (a relay need not end); the captured seeds' sowing is not one. */
static void sow_turn(turn *u, int h, int d)
{
    mc_pos *p = u->p;
    int from = u->base + h, last = sow(u, from, pick(u, from, p->pits[from]), d), legs;

    for (legs = 1; legs < MANCALA_MAX_SOWINGS; legs++) {
        const int k = last - u->base;
        if (p->pits[last] < 2)
            return; /* an empty house: the turn is over */
        if (facing_both(u->v, p, k)) {
            const int in = facing_inner(u->H, u->m, k), out = facing_outer(u->H, u->m, k);
            const int n = p->pits[in] + p->pits[out];
            mc_take(p, in < out ? in : out, u->hand, u->t);
            mc_take(p, in < out ? out : in, u->hand, u->t);
            sow(u, from, pick(u, u->hand, n), 0);
        }
        from = last;
        last = sow(u, from, pick(u, from, p->pits[from]), d);
    }
}

static int32_t omweso_turn(const mancala_variant *v, mc_pos *p, int slot, unsigned *flags,
                           mc_trace *t)
{
    turn u;

    u.v = v;
    u.p = p;
    u.t = t;
    u.H = v->r.houses;
    u.m = p->to_move;
    u.base = MC_HOUSE(u.H, u.m, 0);
    u.hand = MC_STORE(u.H, u.m);
    if (p->pits[u.hand] > 0) {
        /* a seed from the hand into house slot */
        pick(&u, u.hand, 1);
        if (t)
            mc_trace_emit(t, MANCALA_EVENT_SOW, u.base + slot, 1, -1);
        p->pits[u.base + slot]++;
        *flags = MC_MOVE_STORES;
    } else {
        const uint8_t in0 = p->pits[u.hand];
        sow_turn(&u, slot % u.H, slot >= u.H);
        *flags = p->pits[u.hand] != in0 ? MC_MOVE_STORES : 0;
    }
    p->to_move = (uint8_t)(1 - u.m);
    return MANCALA_OK;
}

/* capture=sow: Omweso's own turns; a player who cannot move has lost everything. */
static void bind(mancala_variant *v)
{
    if (v->r.capture != MC_CAPTURE_SOW)
        return;
    v->fam.moves = omweso_moves;
    v->fam.turn = omweso_turn;
    v->fam.all_to_winner = v->fam.retro = 1;
}

static const mc_preset presets[] = { { "omweso", &omweso_rules }, { NULL, NULL } };
const mc_family mc_omweso_family = { "omweso", presets, bind };
