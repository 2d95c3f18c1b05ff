/* SPDX-License-Identifier: MIT */
/* oware.c: the Oware preset, and the rule families named after it that any variant may choose by
 * its spec: the count capture (capture=count: Oware's 2-or-3 chain, or any set of counts on either
 * side, or the opponent's and the mover's last house, chained or not) with its grand slam
 * policies, and the must-feed test (feed=must). */
#include "rules.h"

static const mc_rules oware_rules = {
    .houses = 6, .seeds = 4, .stores = MC_STORES_NONE, .origin = MC_ORIGIN_SKIP,
    .relay = MC_RELAY_OFF, .extra = MC_EXTRA_OFF, .capture = MC_CAPTURE_COUNT,
    .grandslam = MC_GRANDSLAM_NOCAPTURE, .feed = MC_FEED_MUST, .end = MC_END_MOVER,
    .majority = MC_MAJORITY_END, .cycle = MC_CYCLE_END, .counts = MC_COUNTS_DEFAULT
};

/* The last seed landed in pit `last`. If it made a house of the capturing side (counts= and side=;
 * Oware: an opponent's house holding 2 or 3) hold a count the rules take, take it and, with
 * chain=on, the houses before it while they hold such counts. A capture of every seed on the
 * opponent's side is a grand slam: it is flagged, and done only under grandslam=capture. Returns the
 * MC_MOVE_* flags of what happened (MC_MOVE_STORES, MC_MOVE_GRANDSLAM): 0 when nothing was taken. */
MC_ALWAYS_INLINE unsigned capture_general(const mancala_variant *v, mc_pos *p, int last,
                                          int origin, mc_trace *t);

MC_ALWAYS_INLINE unsigned capture_count(const mancala_variant *v, mc_pos *p, int last, int origin,
                                        mc_trace *t)
{
    const int H = v->r.houses, m = p->to_move;
    const int first = MC_HOUSE(H, 1 - m, 0);
    int i, lo, taken = 0, total = 0;

    /* Oware's rule (2 or 3, chained, on the opponent's side) on its own path: perft and the
     * search of Oware take it for every move that ends on the opponent's side. */
    if (!v->count23)
        return capture_general(v, p, last, origin, t);
    if (last < first || last >= first + H)
        return 0;
    for (lo = last; lo >= first && (p->pits[lo] == 2 || p->pits[lo] == 3); lo--)
        taken += p->pits[lo];
    if (taken == 0)
        return 0;
    for (i = first; i < first + H; i++)
        total += p->pits[i];
    if (taken == total && v->r.grandslam != MC_GRANDSLAM_CAPTURE)
        return MC_MOVE_GRANDSLAM;
    /* The chain is the houses lo+1..last, taken in pits order, as the trace reports captures. */
    for (i = lo + 1; i <= last; i++)
        mc_take(p, i, MC_STORE(H, m), t);
    return MC_MOVE_STORES | (taken == total ? MC_MOVE_GRANDSLAM : 0u);
}


/* Any side, chained or not (side=last: the opponent's side, chained there, or the mover's own last
 * house in sowing order, taken alone, as Ludii's Kara has it). A house is taken once at most, so a chain over both rows stops after
 * one round of the ring; with chain=start it stops where it comes back to the house the move
 * started from, which it does not take (unless the last seed landed there). */
MC_ALWAYS_INLINE unsigned capture_general(const mancala_variant *v, mc_pos *p, int last,
                                          int origin, mc_trace *t)
{
    const int H = v->r.houses, m = p->to_move;
    const int opp = MC_HOUSE(H, 1 - m, 0);
    int first, i, slam, n = 0, taken = 0, from_opp = 0, total = 0;
    uint64_t at = 0; /* the houses the chain takes, a bit per pit */

    if (v->r.side == MC_SIDE_BOTH) {
        if (last == MC_STORE(H, 0) || last == MC_STORE(H, 1))
            return 0;
        first = -1;
    } else if (v->r.side == MC_SIDE_LAST && last == MC_HOUSE(H, m, H - 1)) {
        first = last; /* side=last: the mover's own last house, alone */
    } else {
        first = v->r.side == MC_SIDE_OWN ? MC_HOUSE(H, m, 0) : opp;
        if (last < first || last >= first + H)
            return 0;
    }
    for (i = last;
         v->takes[p->pits[i]] && !(v->r.chain == MC_CHAIN_START && i == origin && n > 0);) {
        at |= (uint64_t)1 << i;
        n++;
        taken += p->pits[i];
        if (i >= opp && i < opp + H)
            from_opp += p->pits[i];
        if (v->r.chain == MC_CHAIN_OFF || n == 2 * H)
            break;
        if (first >= 0) {
            if (i == first)
                break;
            i--;
        } else {
            /* Both rows: back along the ring of houses, the stores left out. */
            i = i == 0 ? MC_HOUSE(H, 1, H - 1) : i == MC_HOUSE(H, 1, 0) ? H - 1 : i - 1;
        }
    }
    if (taken == 0)
        return 0;
    for (i = opp; i < opp + H; i++)
        total += p->pits[i];
    slam = from_opp > 0 && from_opp == total;
    if (slam && v->r.grandslam != MC_GRANDSLAM_CAPTURE)
        return MC_MOVE_GRANDSLAM;
    /* In pits order, as the trace reports captures (the chain may have wrapped round the ring). */
    for (; at; at &= at - 1)
        mc_take(p, mc_lowest_bit(at), MC_STORE(H, m), t);
    return MC_MOVE_STORES | (slam ? MC_MOVE_GRANDSLAM : 0u);
}

static unsigned capture(const mancala_variant *v, mc_pos *p, int last, int before, int origin,
                        mc_trace *t)
{
    (void)before;
    return t ? capture_count(v, p, last, origin, t) : capture_count(v, p, last, origin, NULL);
}

/* Whether sowing `house` surely reaches the opponent's first house without simulating the move:
 * true when the seeds cover the mover's remaining houses (and store). Exact for variants without
 * relay or a land hook, which can only add sowing legs. */
static int feeds_surely(const mancala_variant *v, const mc_pos *p, int house)
{
    int H = v->r.houses;
    int need = H - house + (v->r.stores == MC_STORES_OWN);
    return p->pits[MC_HOUSE(H, p->to_move, house)] >= need;
}

static void bind(mancala_variant *v)
{
    const mc_rules *r = &v->r;
    int c;

    if (r->capture == MC_CAPTURE_COUNT) {
        v->fam.capture = capture;
        v->fam.no_slam = r->grandslam == MC_GRANDSLAM_FORBIDDEN;
    }
    /* The counts a capture takes, and whether they are Oware's 2-or-3 chain. */
    v->count23 = (uint8_t)(r->side == MC_SIDE_OPPONENT && r->chain == MC_CHAIN_ON &&
                           r->counts == MC_COUNTS_DEFAULT && !r->count_flags);
    for (c = 0; c <= MANCALA_MAX_SEEDS; c++)
        v->takes[c] = (uint8_t)(c > 0 && ((c < 32 && (r->counts >> c & 1)) ||
                                         ((r->count_flags & MC_COUNTS_EVEN) && c % 2 == 0) ||
                                         ((r->count_flags & MC_COUNTS_ODD) && c % 2 == 1)));
    if (v->r.feed == MC_FEED_MUST)
        v->fam.feeds = feeds_surely;
}

static const mc_preset presets[] = { { "oware", &oware_rules }, { NULL, NULL } };
const mc_family mc_oware_family = { "oware", presets, bind };
