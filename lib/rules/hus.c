/* SPDX-License-Identifier: MIT */
/* hus.c: the four-row family (rows=4), named after Hus, the four-row game of Namibia: each player
 * sows round a loop of their own two rows, a relay picks up the house the last seed made
 * occupied, and a landing in the inner row takes the opponent's facing houses (capture=inner).
 * The loops themselves are the board's (variant.c); the moves, the landing and seize= are here.
 * The preset is Hus as Ludii's rule file "Hus (Damara)" plays it; see mancala-spec(7). */
#include "rules.h"

static const mc_rules hus_rules = {
    .houses = 24, .seeds = 2, .stores = MC_STORES_NONE, .origin = MC_ORIGIN_SOW,
    .relay = MC_RELAY_ON, .extra = MC_EXTRA_OFF, .capture = MC_CAPTURE_INNER,
    .grandslam = MC_GRANDSLAM_NOCAPTURE, .feed = MC_FEED_FREE, .end = MC_END_MOVER,
    .majority = MC_MAJORITY_PLAY, .cycle = MC_CYCLE_PLAY, .counts = MC_COUNTS_DEFAULT,
    .rows = MC_ROWS_4, .landing = MC_LANDING_OCCUPIED, .outer = MC_OUTER_BOTH, .inner = 4 + 1
};

static uint32_t loop_moves(const mancala_variant *v, const mc_pos *p, uint32_t *other)
{
    const int H = v->r.houses, m = p->to_move;
    const uint8_t *own = p->pits + MC_HOUSE(H, m, 0), *opp = p->pits + MC_HOUSE(H, 1 - m, 0);
    uint32_t any = 0, many = 0, theirs = 0, moves;
    int i;

    for (i = 0; i < H; i++) {
        any |= (uint32_t)(own[i] > 0) << i;
        many |= (uint32_t)(own[i] > 1) << i;
        theirs |= (uint32_t)(opp[i] > 0) << i;
    }
    *other = theirs;
    if (p->pending)
        return theirs; /* seize=any: the choice of the opponent's house to take */
    if (v->r.opening == MC_OPENING_INNER && p->fresh) {
        const uint32_t inner = (uint32_t)((1ull << H) - (1ull << H / 2));
        any &= inner; /* each player's first turn starts in the inner row */
        many &= inner;
    } else if (v->r.opening >= MC_OPENING_HOUSE && p->fresh) {
        /* A first turn sows the opening house where it holds two seeds or more; otherwise only
         * single seeds may be sown (as Ludii's Mefuvha has it). */
        const uint32_t at = 1u << (v->r.opening - MC_OPENING_HOUSE);
        any &= ~many | at;
        many &= at;
    }
    switch (v->r.single) {
    case MC_SINGLE_NEVER:
        moves = many;
        break;
    case MC_SINGLE_LAST:
        moves = many ? many : any;
        break;
    default:
        moves = any;
    }
    if (v->r.direction == MC_DIRECTION_EITHER)
        moves |= moves << H; /* H <= 16 there: the other way round in the high half */
    return moves;
}

/* seize=any: the mover takes the opponent's house `house` into their hand, which ends the turn
 * (reported to t, NULL: untraced). */
static void loop_seize(const mancala_variant *v, mc_pos *p, int house, mc_trace *t)
{
    const int H = v->r.houses, m = p->to_move;
    mc_take(p, MC_HOUSE(H, 1 - m, house), MC_STORE(H, m), t);
    p->pending = 0;
    p->to_move = (uint8_t)(1 - m);
    if (p->fresh)
        p->fresh--;
}

/* Whether the opponent's facing houses, inner `in` and outer `out`, allow a capture (outer=). */
static int facing_allows(const mancala_variant *v, int in, int out)
{
    switch (v->r.outer) {
    case MC_OUTER_BOTH:
        return in > 0 && out > 0;
    case MC_OUTER_EITHER:
        return in > 0 || out > 0;
    case MC_OUTER_ANY:
        return 1;
    default:
        return in > 0;
    }
}

/* The landing rules (traced or not: the compiler drops the reports of the untraced copy). The
 * mover's inner row is houses C..2C-1 (C = H/2); inner house k faces the opponent's inner house
 * 3C-1-k and, behind it, their outer house k-C. */
MC_ALWAYS_INLINE int loop_landing(const mancala_variant *v, mc_pos *p, int last, int before,
                                  const uint8_t *next, unsigned *f, mc_trace *t)
{
    const int H = v->r.houses, C = H / 2, m = p->to_move, k = last - MC_HOUSE(H, m, 0);
    const int occupied = before > 0, store = MC_STORE(H, m);
    const int on_occupied = v->r.landing == MC_LANDING_OCCUPIED;
    const int lander = on_occupied || v->r.lander == MC_LANDER_TAKE;

    if (v->r.capture == MC_CAPTURE_INNER && k >= C &&
        (v->r.landing == MC_LANDING_ANY || occupied == on_occupied)) {
        const int in = MC_HOUSE(H, 1 - m, 3 * C - 1 - k), out = MC_HOUSE(H, 1 - m, k - C);
        if (facing_allows(v, p->pits[in], p->pits[out])) {
            /* landing=occupied and lander=take take the landing house too; reported in pits
             * order. */
            if (lander && last < in)
                mc_take(p, last, store, t);
            if (v->r.outer != MC_OUTER_NO && p->pits[out] > 0)
                mc_take(p, out, store, t);
            if (p->pits[in] > 0)
                mc_take(p, in, store, t);
            if (lander && last > in)
                mc_take(p, last, store, t);
            *f |= MC_MOVE_STORES;
            p->pending = v->r.seize; /* seize=any: a house of the opponent's to choose next */
            /* After a capture on an occupied house (landing=occupied) the turn goes on from the
             * next house if it holds two seeds or more; after any other capture it ends. */
            return on_occupied && p->pits[next[last]] > 1 ? next[last] : -1;
        }
    }
    return v->r.relay == MC_RELAY_ON && occupied ? last : -1;
}

static int landing(const mancala_variant *v, mc_pos *p, int last, int before, const uint8_t *next,
                   unsigned *f, mc_trace *t)
{
    return t ? loop_landing(v, p, last, before, next, f, t)
             : loop_landing(v, p, last, before, next, f, NULL);
}

/* The start: inner=K leaves the inner row's houses after its first K empty; start=gap leaves the
 * last house of the loop empty and the one before it a single seed. */
static void loop_start(const mancala_variant *v, mc_pos *p)
{
    const int H = v->r.houses;
    int i;
    for (i = 0; i < H; i++) {
        const int filled = v->r.inner == 0 || i < H / 2 + v->r.inner - 1;
        const int seeds = v->r.start == MC_START_GAP && i >= H - 2 ? H - 1 - i : v->r.seeds;
        p->pits[MC_HOUSE(H, 0, i)] = p->pits[MC_HOUSE(H, 1, i)] = filled ? (uint8_t)seeds : 0;
    }
}

/* Four rows, unless a family of its own turns bound them first. */
static void bind(mancala_variant *v)
{
    if (v->r.rows != MC_ROWS_4 && v->r.single && !v->fam.moves)
        v->fam.moves = loop_moves; /* single= on two rows: the moves alone */
    if (v->r.rows != MC_ROWS_4 || v->fam.turn)
        return;
    v->fam.moves = loop_moves;
    v->fam.landing = landing;
    if (v->r.inner || v->r.start)
        v->fam.start = loop_start;
    if (v->r.seize) {
        v->fam.pending = loop_seize;
        v->fam.steps = 1;
    }
}

static const mc_preset presets[] = { { "hus", &hus_rules }, { NULL, NULL } };
const mc_family mc_hus_family = { "hus", presets, bind };
