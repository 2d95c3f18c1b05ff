/* SPDX-License-Identifier: MIT */
/* end.c: the end of the game: majority, an empty row, repetition and no legal move, checked in that
 * order after every move, and the finish: the seeds left on the board swept to their owners, shared
 * (the Awari split), given to the player who could not be fed, or left where they are. */
#include <string.h>

#include "fastpath.h"

/* The seeds left in the houses, and (*first) the first non-empty house in pits order, -1 if none. */
static int seeds_left(int H, const mc_pos *p, int *first)
{
    int i, left = 0;
    *first = -1;
    for (i = 0; i < 2 * H + 2; i++) {
        if (i == MC_STORE(H, 0) || i == MC_STORE(H, 1))
            continue;
        if (p->pits[i] && *first < 0)
            *first = i;
        left += p->pits[i];
    }
    return left;
}

/* cycle=split: the seeds left are shared evenly, the first player's half taken from the houses in
 * pits order, then the second's; an odd seed stays in the first non-empty house in pits order, so
 * seeds are still conserved. Each share is reported to t (NULL: untraced) as it is taken. */
static void split(int H, mc_pos *p, mc_trace *t)
{
    int i, first, left = seeds_left(H, p, &first), quota = left / 2;
    for (i = 0; i < 2 * H + 2; i++) {
        int c = p->pits[i], a, k;
        if (i == MC_STORE(H, 0) || i == MC_STORE(H, 1))
            continue;
        if (i == first && left % 2)
            c--;
        a = c < quota ? c : quota;
        quota -= a;
        p->pits[i] = (uint8_t)(p->pits[i] - c);
        for (k = 0; k < 2; k++) {
            const int share = k == 0 ? a : c - a, store = MC_STORE(H, k);
            if (share && t)
                mc_trace_emit(t, MANCALA_EVENT_SWEEP, i, share, store);
            p->pits[store] = (uint8_t)(p->pits[store] + share);
        }
    }
}

/* Whether a and b are the same position: the pits, the player to move and the marks, the round
 * left out. */
static int same_position(const mc_pos *a, const mc_pos *b, int npits)
{
    return a->to_move == b->to_move && memcmp(a->pits, b->pits, (size_t)npits) == 0 &&
           a->closed == b->closed && a->tuzdik[0] == b->tuzdik[0] &&
           a->tuzdik[1] == b->tuzdik[1] && a->fresh == b->fresh && a->pending == b->pending &&
           a->lost == b->lost;
}

static size_t occurrences(const mc_pos *seen, size_t nseen, const mc_pos *p, int npits)
{
    size_t i, k = 0;
    for (i = 0; i < nseen; i++)
        k += (size_t)same_position(&seen[i], p, npits);
    return k;
}

/* Whether p starts a round (its round is not that of the position before it) in a position the
 * line has been in. Within a round of rounds=burn no position comes back (stores on the path);
 * across rounds one can, and from there the game could go round for ever: mancala-spec(7) ends
 * it then. Out of the settle's way: rounds start seldom. */
static MC_NOINLINE int round_repeats(const mancala_variant *v, const mc_pos *p,
                                     const mc_line *l)
{
    const mc_pos *before = l->n ? &l->path[l->n - 1] : l->npast ? &l->past[l->npast - 1] : NULL;
    if (!before || before->round == p->round)
        return 0;
    return occurrences(l->past, l->npast, p, v->npits) != 0 ||
           occurrences(l->path, l->n, p, v->npits) != 0;
}

static int majority_reached(const mc_pos *p, int H, int npits)
{
    int i, total = 0;
    int a = p->pits[MC_STORE(H, 0)], b = p->pits[MC_STORE(H, 1)];
    for (i = 0; i < npits; i++)
        total += p->pits[i];
    return 2 * a > total || 2 * b > total || (2 * a == total && 2 * b == total);
}

/* The END event and the reason, once the board is final. */
static void trace_end(mc_trace *t, int H, const mc_pos *p, int reason)
{
    const int a = p->pits[MC_STORE(H, 0)], b = p->pits[MC_STORE(H, 1)];
    t->reason = (uint8_t)reason;
    mc_trace_emit(t, MANCALA_EVENT_END, a > b ? 0 : a < b ? 1 : -1, reason, -1);
}

/* The end hooks, out of the settle's way: the first kind, then hooks v2 where it left the
 * default. */
static MC_NOINLINE int32_t end_hooks(const mancala_variant *v, mc_pos *p, int32_t *action,
                                  mc_trace *t)
{
    uint8_t was[MC_MAX_PITS];
    int32_t st;

    if (t)
        memcpy(was, p->pits, sizeof was);
    if (v->end_hook) {
        st = mc_hook_end(v, p, action);
        if (st != MANCALA_OK)
            return st;
    }
    if (v->h2_end && *action == MANCALA_END_DEFAULT) {
        st = mc_hook2_end(v, p, action);
        if (st != MANCALA_OK)
            return st;
    }
    if (t)
        mc_trace_set(t, v, was, p);
    return MANCALA_OK;
}

/* What the end checks found. */
typedef struct ending {
    int over;     /* the game is over */
    int halves;   /* cycle=split: the seeds left are shared evenly */
    int repeated; /* over because a position repeated */
    int reason;   /* a mancala_result_reason, once over */
} ending;

/* The built-in end checks, in their order, unless an end hook decided (action): majority, an empty
 * row, repetition: of a position of the repetition window, or at the start of a round of one of
 * the whole line (l, NULL: none). own and other: the non-empty houses of the player to move and
 * of the opponent. */
MC_ALWAYS_INLINE void end_checks(const mancala_variant *v, const mc_pos *p, const mc_line *l,
                                 int32_t action, uint32_t own, uint32_t other, ending *e)
{
    const mc_pos *seen = l ? l->path + l->base : NULL;
    const size_t nseen = l ? l->n - l->base : 0;

    e->over = e->halves = e->repeated = e->reason = 0;
    if (action == MANCALA_END_OVER) {
        e->over = 1;
        e->reason = MANCALA_REASON_HOOK;
    } else if (action != MANCALA_END_DEFAULT) {
        return;
    } else if (v->r.majority == MC_MAJORITY_END && majority_reached(p, v->r.houses, v->npits)) {
        e->over = 1;
        e->reason = MANCALA_REASON_MAJORITY;
    } else if (v->r.end == MC_END_EITHER && (!own || !other)) {
        e->over = 1;
        e->reason = MANCALA_REASON_EMPTY_ROW;
    } else if (nseen > 0 && v->r.cycle != MC_CYCLE_PLAY &&
               (v->r.stores == MC_STORES_NONE || v->move_hooked)) {
        /* With stores on the sowing path and no hooks, every move that keeps both stores moves
         * seeds only towards the mover's store, so no position can come back. */
        const size_t k = occurrences(seen, nseen, p, v->npits);
        if (v->r.cycle == MC_CYCLE_SPLIT)
            e->over = e->halves = e->repeated = k >= 2;
        else
            e->over = e->repeated = k >= 1;
        e->reason = MANCALA_REASON_REPETITION;
    }
    if (!e->over && l && v->fam.round_end && round_repeats(v, p, l)) {
        /* whatever cycle= says: each side keeps its own, as at any repetition */
        e->over = e->repeated = 1;
        e->reason = MANCALA_REASON_REPETITION;
    }
}

/* The legal moves of the player to move, whose non-empty houses are own: most variants allow
 * every one; only a filter needs the move generator. */
MC_ALWAYS_INLINE int32_t legal_moves(const mancala_variant *v, const mc_pos *p, uint32_t own,
                                     uint32_t other, uint32_t *mask)
{
    int32_t st = MANCALA_OK;
    *mask = own;
    if (v->sow_hook || v->h2_sow || (v->r.feed == MC_FEED_MUST && !other) ||
        v->fam.no_slam)
        st = mc_legal_from(v, p, own, !other, mask);
    *mask |= mc_swap_bit(v, p);
    return st;
}

/* pass=on: the player to move has no legal move and passes, reported to t, unless the other
 * player has none either; then the game is over and the player to move stays. */
static MC_NOINLINE int32_t pass_turn(const mancala_variant *v, mc_pos *p, uint32_t *own,
                                     uint32_t *other, uint32_t *mask, mc_trace *t)
{
    int32_t st;
    p->to_move = (uint8_t)(1 - p->to_move);
    mc_rows(v, p, own, other);
    st = legal_moves(v, p, *own, *other, mask);
    if (st != MANCALA_OK || *mask == 0) {
        p->to_move = (uint8_t)(1 - p->to_move);
        mc_rows(v, p, own, other);
        return st;
    }
    if (t)
        mc_trace_emit(t, MANCALA_EVENT_PASS, 1 - p->to_move, 0, -1);
    return MANCALA_OK;
}

/* The game is over and `winner` has won: every seed goes to the winner, the hands too (the stores
 * hold them); winner -1, a draw: the seeds are shared evenly between the stores (an odd one stays
 * in the fuller store). Each move of seeds reported to t (NULL: untraced). */
static MC_NOINLINE void to_winner(int H, mc_pos *p, int winner, mc_trace *t)
{
    int to, from, n;
    /* A finished game read back (its position text: the houses empty, one hand holding every
     * seed, or both as many) keeps its result, whoever is to move. */
    if (mc_house_seeds(H, p) == 0 &&
        (!p->pits[MC_STORE(H, 0)] || !p->pits[MC_STORE(H, 1)] ||
         (winner < 0 && p->pits[MC_STORE(H, 0)] == p->pits[MC_STORE(H, 1)])))
        return;
    if (winner < 0) {
        mc_sweep(H, p, -1, t);
        to = p->pits[MC_STORE(H, 0)] < p->pits[MC_STORE(H, 1)] ? 0 : 1;
        from = MC_STORE(H, 1 - to);
        to = MC_STORE(H, to);
        n = (p->pits[from] - p->pits[to]) / 2;
    } else {
        to = MC_STORE(H, winner);
        from = MC_STORE(H, 1 - winner);
        mc_sweep(H, p, to, t);
        n = p->pits[from];
    }
    if (n) {
        if (t)
            mc_trace_emit(t, MANCALA_EVENT_SWEEP, from, n, to);
        p->pits[to] = (uint8_t)(p->pits[to] + n);
        p->pits[from] = (uint8_t)(p->pits[from] - n);
    }
}

/* The game is over (e): the seeds left go to the player who could not be fed (leftover=unfed), are
 * shared (cycle=split), stay where they are (leftover=none) or go to their owners; then the END
 * event. own and other as for end_checks. */
MC_ALWAYS_INLINE void finish(const mancala_variant *v, mc_pos *p, const ending *e, uint32_t own,
                             uint32_t other, mc_trace *t)
{
    const int H = v->r.houses;
    /* With leftover=none the seeds left score for no one: the stores are the score. A repetition,
     * which the position alone does not show, still sweeps, so that every finished game's
     * position reads back as finished. */
    const int keep = v->r.leftover == MC_LEFTOVER_NONE && e->reason != MANCALA_REASON_REPETITION;

    if (mc_all_to_winner(v) && !e->repeated &&
        e->reason != MANCALA_REASON_HOOK) {
        /* A player whose row is empty (end=either), or who cannot move, has lost
         * (all_to_winner), or the goal of the rules (result) says who has won. */
        to_winner(H, p, v->fam.result ? v->fam.result(v, p, own, other)
                                      : own ? p->to_move : 1 - p->to_move, t);
    } else if (!e->halves && e->reason == MANCALA_REASON_NO_MOVE && own && !other &&
        v->r.leftover == MC_LEFTOVER_UNFED)
        mc_sweep(H, p, MC_STORE(H, 1 - p->to_move), t);
    else if (e->halves)
        split(H, p, t);
    else if (!keep)
        mc_sweep(H, p, -1, t);
    if (t)
        trace_end(t, H, p, e->reason);
}

/* mc_settle, with a trace t or without (the compiler drops the trace branches then). Its parts are
 * inline: every settle of a variant whose rows alone do not decide the end takes them. */
MC_ALWAYS_INLINE int32_t settle_body(const mancala_variant *v, mc_pos *p, const mc_line *line,
                                     uint32_t *mask, mc_trace *t)
{
    int32_t action = MANCALA_END_DEFAULT, st;
    uint32_t mk = 0, own, other;
    ending e;

    if (v->rows_end) {
        mc_settle_rows(v, p, mask, t);
        if (t && p->over)
            trace_end(t, v->r.houses, p,
                      v->r.end == MC_END_EITHER ? MANCALA_REASON_EMPTY_ROW : MANCALA_REASON_NO_MOVE);
        return MANCALA_OK;
    }
    if (v->end_hook || v->h2_end) {
        st = end_hooks(v, p, &action, t);
        if (st != MANCALA_OK)
            return st;
    }
    mc_rows(v, p, &own, &other);
    end_checks(v, p, line, action, own, other, &e);
    if (!e.over) {
        st = legal_moves(v, p, own, other, &mk);
        if (st == MANCALA_OK && mk == 0 && v->r.pass == MC_PASS_ON)
            st = pass_turn(v, p, &own, &other, &mk, t);
        if (st != MANCALA_OK)
            return st;
        e.over = mk == 0;
        e.reason = MANCALA_REASON_NO_MOVE;
    }
    if (e.over) {
        finish(v, p, &e, own, other, t);
        mk = 0;
        p->pending = 0; /* seize=any with no house left to seize: the turn ends with the game */
    }
    p->over = (uint8_t)e.over;
    p->repeated = (uint8_t)e.repeated;
    *mask = mk;
    return MANCALA_OK;
}

int32_t mc_settle(const mancala_variant *v, mc_pos *p, const mc_line *line, uint32_t *mask)
{
    return settle_body(v, p, line, mask, NULL);
}

int32_t mc_settle_traced(const mancala_variant *v, mc_pos *p, const mc_line *line,
                         uint32_t *mask, mc_trace *t)
{
    return settle_body(v, p, line, mask, t);
}

void mc_end_at_limit(const mancala_variant *v, mc_pos *p, mc_trace *t)
{
    /* As at a repetition, which the position alone does not show either: each side's seeds to
     * its own store, whatever leftover= or the goal says, so that the position reads back as
     * finished and the stores are the score. */
    mc_sweep(v->r.houses, p, -1, t);
    p->over = 1;
    p->pending = 0;
    if (t)
        trace_end(t, v->r.houses, p, MANCALA_REASON_LIMIT);
}
