/* SPDX-License-Identifier: MIT */
/* end.c: the end of the game: majority, an empty row, repetition and no legal move, checked in that
 * order after every move, and the final sweep (or the Awari split) of the seeds left on the board. */
#include <string.h>

#include "fastpath.h"

/* Each player's houses go to their own store. */
void mc_sweep(int H, mc_pos *p)
{
    int s, i;
    for (s = 0; s < 2; s++) {
        uint8_t *row = p->pits + MC_HOUSE(H, s, 0);
        for (i = 0; i < H; i++) {
            p->pits[MC_STORE(H, s)] = (uint8_t)(p->pits[MC_STORE(H, s)] + row[i]);
            row[i] = 0;
        }
    }
}

/* leftover=unfed: the player to move cannot feed the opponent, who takes every seed left. */
static void sweep_to_unfed(int H, mc_pos *p, mc_trace *t)
{
    const int store = MC_STORE(H, 1 - p->to_move);
    int s, i;
    for (s = 0; s < 2; s++)
        for (i = 0; i < H; i++) {
            uint8_t *h = p->pits + MC_HOUSE(H, s, i);
            if (*h && t)
                mc_trace_emit(t, MANCALA_EVENT_SWEEP, MC_HOUSE(H, s, i), *h, store);
            p->pits[store] = (uint8_t)(p->pits[store] + *h);
            *h = 0;
        }
}

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

/* cycle=split: the seeds left are shared evenly; an odd seed stays in the first non-empty house in
 * pits order, so seeds are still conserved. */
static void split(int H, mc_pos *p)
{
    int i, first, left = seeds_left(H, p, &first);
    for (i = 0; i < 2 * H + 2; i++)
        if (i != MC_STORE(H, 0) && i != MC_STORE(H, 1))
            p->pits[i] = 0;
    p->pits[MC_STORE(H, 0)] = (uint8_t)(p->pits[MC_STORE(H, 0)] + left / 2);
    p->pits[MC_STORE(H, 1)] = (uint8_t)(p->pits[MC_STORE(H, 1)] + left / 2);
    if (left % 2)
        p->pits[first] = 1;
}

static size_t occurrences(const mc_pos *seen, size_t nseen, const mc_pos *p, int npits)
{
    size_t i, k = 0;
    for (i = 0; i < nseen; i++)
        if (seen[i].to_move == p->to_move && memcmp(seen[i].pits, p->pits, (size_t)npits) == 0 &&
            seen[i].closed == p->closed && seen[i].tuzdik[0] == p->tuzdik[0] &&
            seen[i].tuzdik[1] == p->tuzdik[1])
            k++;
    return k;
}

static int majority_reached(const mc_pos *p, int H, int npits)
{
    int i, total = 0;
    int a = p->pits[MC_STORE(H, 0)], b = p->pits[MC_STORE(H, 1)];
    for (i = 0; i < npits; i++)
        total += p->pits[i];
    return 2 * a > total || 2 * b > total || (2 * a == total && 2 * b == total);
}

/* The sweep's events: each house's seeds to its owner's store. */
static void trace_sweep(mc_trace *t, int H, const mc_pos *p)
{
    int s, i;
    for (s = 0; s < 2; s++)
        for (i = 0; i < H; i++)
            if (p->pits[MC_HOUSE(H, s, i)])
                mc_trace_emit(t, MANCALA_EVENT_SWEEP, MC_HOUSE(H, s, i),
                              p->pits[MC_HOUSE(H, s, i)], MC_STORE(H, s));
}

/* The split's events, as split() shares the seeds: the first player's half taken from the houses in
 * pits order, then the second's, the odd seed left where split() leaves it. */
static void trace_split(mc_trace *t, int H, const mc_pos *p)
{
    int i, first, left = seeds_left(H, p, &first), quota[2];
    quota[0] = quota[1] = left / 2;
    for (i = 0; i < 2 * H + 2; i++) {
        int c = p->pits[i], a;
        if (i == MC_STORE(H, 0) || i == MC_STORE(H, 1))
            continue;
        if (i == first && left % 2)
            c--;
        a = c < quota[0] ? c : quota[0];
        quota[0] -= a;
        if (a)
            mc_trace_emit(t, MANCALA_EVENT_SWEEP, i, a, MC_STORE(H, 0));
        if (c - a)
            mc_trace_emit(t, MANCALA_EVENT_SWEEP, i, c - a, MC_STORE(H, 1));
    }
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

/* mc_settle, with a trace t or without (the compiler drops the trace branches then). */
MC_ALWAYS_INLINE int32_t settle_body(const mancala_variant *v, mc_pos *p, const mc_pos *seen, size_t nseen,
                         uint32_t *mask, mc_trace *t)
{
    const int H = v->r.houses;
    int32_t action = MANCALA_END_DEFAULT;
    int over = 0, halves = 0, repeated = 0, reason = 0;
    uint32_t mk = 0, own, other;

    if (v->rows_end) {
        if (t) {
            mc_rows(v, p, &own, &other);
            if (!own || (v->r.end == MC_END_EITHER && !other)) {
                trace_sweep(t, H, p);
                mc_settle_rows(v, p, mask);
                trace_end(t, H, p,
                          v->r.end == MC_END_EITHER ? MANCALA_REASON_EMPTY_ROW
                                                    : MANCALA_REASON_NO_MOVE);
                return MANCALA_OK;
            }
        }
        mc_settle_rows(v, p, mask);
        return MANCALA_OK;
    }
    if (v->end_hook || v->h2_end) {
        const int32_t st = end_hooks(v, p, &action, t);
        if (st != MANCALA_OK)
            return st;
    }
    mc_rows(v, p, &own, &other);
    if (action == MANCALA_END_OVER) {
        over = 1;
        reason = MANCALA_REASON_HOOK;
    } else if (action == MANCALA_END_DEFAULT) {
        if (v->r.majority == MC_MAJORITY_END && majority_reached(p, H, v->npits)) {
            over = 1;
            reason = MANCALA_REASON_MAJORITY;
        } else if (v->r.end == MC_END_EITHER && (!own || !other)) {
            over = 1;
            reason = MANCALA_REASON_EMPTY_ROW;
        } else if (nseen > 0 && v->r.cycle != MC_CYCLE_PLAY &&
                   (v->r.stores == MC_STORES_NONE || v->move_hooked)) {
            /* With stores on the sowing path and no hooks, every move that keeps both stores
             * moves seeds only towards the mover's store, so no position can come back. */
            size_t k = occurrences(seen, nseen, p, v->npits);
            if (v->r.cycle == MC_CYCLE_SPLIT)
                over = halves = repeated = k >= 2;
            else
                over = repeated = k >= 1;
            reason = MANCALA_REASON_REPETITION;
        }
    }
    if (!over) {
        /* Most variants allow every non-empty house; only a filter needs the move generator. */
        mk = own;
        if (v->sow_hook || v->h2_sow || (v->r.feed == MC_FEED_MUST && !other) ||
            (v->r.capture == MC_CAPTURE_COUNT && v->r.grandslam == MC_GRANDSLAM_FORBIDDEN)) {
            int32_t st = mc_legal_from(v, p, own, !other, &mk);
            if (st != MANCALA_OK)
                return st;
        }
        over = mk == 0;
        reason = MANCALA_REASON_NO_MOVE;
    }
    if (over && !halves && reason == MANCALA_REASON_NO_MOVE && own && !other &&
        v->r.leftover == MC_LEFTOVER_UNFED) {
        sweep_to_unfed(H, p, t);
        mk = 0;
        if (t)
            trace_end(t, H, p, reason);
    } else if (over && v->r.leftover == MC_LEFTOVER_NONE && reason != MANCALA_REASON_REPETITION) {
        /* The seeds left score for no one: they stay in the houses, the stores are the score.
         * A repetition, which the position alone does not show, still sweeps, so that every
         * finished game's position reads back as finished. */
        mk = 0;
        if (t)
            trace_end(t, H, p, reason);
    } else if (over) {
        if (t)
            (halves ? trace_split : trace_sweep)(t, H, p);
        if (halves)
            split(H, p);
        else
            mc_sweep(H, p);
        mk = 0;
        if (t)
            trace_end(t, H, p, reason);
    }
    p->over = (uint8_t)over;
    p->repeated = (uint8_t)repeated;
    *mask = mk;
    return MANCALA_OK;
}

int32_t mc_settle(const mancala_variant *v, mc_pos *p, const mc_pos *seen, size_t nseen,
                  uint32_t *mask)
{
    return settle_body(v, p, seen, nseen, mask, NULL);
}

int32_t mc_settle_traced(const mancala_variant *v, mc_pos *p, const mc_pos *seen, size_t nseen,
                         uint32_t *mask, mc_trace *t)
{
    return settle_body(v, p, seen, nseen, mask, t);
}
