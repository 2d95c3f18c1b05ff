/* SPDX-License-Identifier: MIT */
/* sow.c: the generic sowing engine. One move of any variant: pick up a house, sow along the mover's
 * path, then let the variant's landing rules (or its land hook) decide: capture, relay or extra move. */
#include "fastpath.h"

/* Events of a rule that only moves seeds into the mover's store: each pit that lost seeds. */
static void trace_capture(mc_trace *t, const mancala_variant *v, const uint8_t *before,
                          const mc_pos *p)
{
    const int H = v->r.houses, store = MC_STORE(H, p->to_move);
    int i;
    for (i = 0; i < v->npits; i++)
        if (i != store && p->pits[i] < before[i])
            mc_trace_emit(t, MANCALA_EVENT_CAPTURE, i, before[i] - p->pits[i], store);
}

/* Events of a hook's change: the new content of each pit it changed. */
void mc_trace_set(mc_trace *t, const mancala_variant *v, const uint8_t *before, const mc_pos *p)
{
    int i;
    for (i = 0; i < v->npits; i++)
        if (p->pits[i] != before[i])
            mc_trace_emit(t, MANCALA_EVENT_SET, i, p->pits[i], -1);
}

/* The first leg's seeds in order: the lap from the house, with the skipped origin between laps. */
static void trace_first_leg(mc_trace *t, const mancala_variant *v, const mc_pos *p, int house)
{
    const int origin = MC_HOUSE(v->r.houses, p->to_move, house);
    const uint8_t *seq = v->path[p->to_move][house];
    const int L = v->lap, n = p->pits[origin];
    int k;

    mc_trace_emit(t, MANCALA_EVENT_PICKUP, origin, n, -1);
    for (k = 0; k < n; k++) {
        if (k > 0 && k % L == 0 && v->r.origin == MC_ORIGIN_SKIP)
            mc_trace_emit(t, MANCALA_EVENT_SKIP, origin, 0, -1);
        mc_trace_emit(t, MANCALA_EVENT_SOW, seq[k % L], 1, -1);
    }
}

/* Events of a hook's change of the marks: houses closed or opened, tuzdiks claimed. */
static void trace_marks(mc_trace *t, const mancala_variant *v, const mc_pos *was, const mc_pos *p)
{
    const int H = v->r.houses;
    int i, s;
    for (i = 0; i < v->npits; i++)
        if ((was->closed ^ p->closed) >> i & 1)
            mc_trace_emit(t, (p->closed >> i & 1) ? MANCALA_EVENT_CLOSE : MANCALA_EVENT_OPEN, i, 0,
                          -1);
    for (s = 0; s < 2; s++)
        if (p->tuzdik[s] && p->tuzdik[s] != was->tuzdik[s])
            mc_trace_emit(t, MANCALA_EVENT_TUZDIK, mc_tuzdik_pit(H, p, s), s, -1);
}

/* A relay: the seeds of pit `last` go back into the hand; returns how many. */
static inline int pick_up(mc_pos *p, int last, mc_trace *t)
{
    const int n = p->pits[last];
    if (t)
        mc_trace_emit(t, MANCALA_EVENT_PICKUP, last, n, -1);
    p->pits[last] = 0;
    return n;
}

/* mc_apply for variants whose sowing can go on after the first leg (relay, or a land hook): each
 * further leg walks the sowing path seed by seed. With a trace t it also reports each step (any
 * variant may take it then); without, the compiler drops every trace branch. */
MC_ALWAYS_INLINE int32_t apply_legs_body(const mancala_variant *v, mc_pos *p, int house, unsigned *flags,
                             mc_trace *t)
{
    const int H = v->r.houses, m = p->to_move;
    const uint8_t *next = v->next[m];
    const int origin = MC_HOUSE(H, m, house);
    const int skip = v->r.origin == MC_ORIGIN_SKIP ? origin : -1;
    const int opp_lo = MC_HOUSE(H, 1 - m, 0), opp_hi = opp_lo + H;
    const uint8_t s0 = p->pits[MC_STORE(H, 0)], s1 = p->pits[MC_STORE(H, 1)];
    /* The tuzdiks: a seed sown there goes to its owner's store. */
    int tz0 = mc_tuzdik_pit(H, p, 0), tz1 = mc_tuzdik_pit(H, p, 1);
    const int own_lo = MC_HOUSE(H, m, 0), own_hi = MC_STORE(H, m);
    unsigned f = 0;
    int pos, n = 0, legs = 1, extra = 0, first_back = v->r.origin == MC_ORIGIN_FIRST;
    mc_course course; /* for hooks v2 only: what the move did so far */
    const int track = v->h2.land != NULL || v->r.passing == MC_PASSING_STORE;

    course.origin = origin;
    course.laps = course.passed_store = course.path_len = course.sown = 0;
    if (v->h2.sow) {
        int32_t action, st = mc_hook2_sow(v, p, house, &action);
        if (st != MANCALA_OK)
            return st;
        if (action == MANCALA_SOW_ORIGIN)
            first_back = 1;
    }
    if (v->walk) {
        /* Seed by seed from the origin: closed houses and tuzdiks are on no precomputed lap, and
         * origin=first drops the first of several seeds back into the origin. */
        n = p->pits[origin];
        if (t)
            mc_trace_emit(t, MANCALA_EVENT_PICKUP, origin, n, -1);
        p->pits[origin] = 0;
        pos = origin;
        if (first_back && n > 1) {
            if (t)
                mc_trace_emit(t, MANCALA_EVENT_SOW, origin, 1, -1);
            p->pits[origin] = 1;
            n--;
            if (course.path_len < MC_PATH_MAX)
                course.path[course.path_len++] = origin;
            course.sown++;
        }
    } else {
        if (p->pits[origin] > H - 1 - house + (v->r.stores == MC_STORES_OWN))
            f |= MC_MOVE_FED;
        if (t)
            trace_first_leg(t, v, p, house);
        pos = mc_first_leg(v, p, house);
    }
    for (;;) {
        int last, before;

        /* Without marks or hooks v2 (every variant of the first rule model) a leg is the plain
         * walk; the other checks each seed against the marks and records the course. */
        while (n > 0 && !v->walk) {
            pos = next[pos];
            if (pos == skip) {
                if (t)
                    mc_trace_emit(t, MANCALA_EVENT_SKIP, pos, 0, -1);
                continue;
            }
            if (t)
                mc_trace_emit(t, MANCALA_EVENT_SOW, pos, 1, -1);
            p->pits[pos]++;
            n--;
            if (pos >= opp_lo && pos < opp_hi)
                f |= MC_MOVE_FED;
        }
        while (n > 0) {
            const int prev = pos;
            pos = next[pos];
            if (track) {
                if (pos == origin)
                    course.laps++;
                if (pos == own_hi ||
                    (prev >= own_lo && prev <= own_hi && (pos < own_lo || pos > own_hi)))
                    course.passed_store = 1;
            }
            if (pos == skip || (p->closed >> pos & 1)) {
                if (t)
                    mc_trace_emit(t, MANCALA_EVENT_SKIP, pos, 0, -1);
                continue;
            }
            n--;
            if (track) {
                if (course.path_len < MC_PATH_MAX)
                    course.path[course.path_len++] = pos;
                course.sown++;
            }
            if (pos == tz0 || pos == tz1) {
                const int store = MC_STORE(H, pos == tz0 ? 0 : 1);
                if (t)
                    mc_trace_emit(t, MANCALA_EVENT_SOW, store, 1, -1);
                p->pits[store]++;
                continue;
            }
            if (t)
                mc_trace_emit(t, MANCALA_EVENT_SOW, pos, 1, -1);
            p->pits[pos]++;
            if (pos >= opp_lo && pos < opp_hi)
                f |= MC_MOVE_FED;
        }
        last = pos;
        /* A last seed in a tuzdik does nothing more. */
        if (last == tz0 || last == tz1)
            break;
        before = p->pits[last] - 1;

        if (v->land_hook || v->h2.land) {
            int32_t action = MANCALA_LAND_DEFAULT;
            const mc_pos was = *p;
            int32_t st = MANCALA_OK;
            if (v->land_hook)
                st = mc_hook_land(v, p, last, before, &action);
            if (st == MANCALA_OK && v->h2.land && action == MANCALA_LAND_DEFAULT)
                st = mc_hook2_land(v, p, last, before, &course, &action);
            if (st != MANCALA_OK)
                return st;
            if (t) {
                mc_trace_set(t, v, was.pits, p);
                trace_marks(t, v, &was, p);
            }
            /* The hook may have claimed or given up a tuzdik. */
            tz0 = mc_tuzdik_pit(H, p, 0);
            tz1 = mc_tuzdik_pit(H, p, 1);
            if (action == MANCALA_LAND_END)
                break;
            if (action == MANCALA_LAND_EXTRA) {
                extra = 1;
                break;
            }
            if (action == MANCALA_LAND_RELAY) {
                if (last == MC_STORE(H, 0) || last == MC_STORE(H, 1) || p->pits[last] == 0 ||
                    (p->closed >> last & 1) || ++legs > MANCALA_MAX_SOWINGS)
                    return MANCALA_EHOOK;
                n = pick_up(p, last, t);
                continue;
            }
        }

        if (last == MC_STORE(H, m)) {
            extra = v->r.extra == MC_EXTRA_STORE;
            break;
        }
        if (v->r.relay == MC_RELAY_ON && mc_relay_continues(v, p, last, before)) {
            /* Built-in relay always ends: every lap drops a seed into the mover's store. A land
             * hook may move seeds between legs, so with one the cap applies here too. */
            if ((v->land_hook || v->h2.land) && ++legs > MANCALA_MAX_SOWINGS)
                return MANCALA_EHOOK;
            n = pick_up(p, last, t);
            continue;
        }
        /* passing=store: no capture before the sowing has passed the mover's store. */
        if (v->r.passing == MC_PASSING_STORE && !course.passed_store)
            break;
        if (t) {
            uint8_t was[MC_MAX_PITS];
            const uint8_t tz = p->tuzdik[m];
            memcpy(was, p->pits, sizeof was);
            f |= mc_capture(v, p, last, before);
            if (p->tuzdik[m] != tz)
                mc_trace_emit(t, MANCALA_EVENT_TUZDIK, last, m, -1);
            trace_capture(t, v, was, p);
        } else {
            f |= mc_capture(v, p, last, before);
        }
        break;
    }
    /* A hook may move seeds anywhere: the stores are compared rather than followed. */
    if (p->pits[MC_STORE(H, 0)] != s0 || p->pits[MC_STORE(H, 1)] != s1)
        f |= MC_MOVE_STORES;
    if (!extra)
        p->to_move = (uint8_t)(1 - m);
    else if (t)
        mc_trace_emit(t, MANCALA_EVENT_EXTRA, m, 0, -1);
    if (v->r.rounds == MC_ROUNDS_BURN)
        f |= mc_round_end(v, p, m, t);
    *flags = f;
    return MANCALA_OK;
}

/* Out of line, so the common one-leg move of mc_apply keeps its registers. */
static MC_NOINLINE int32_t apply_legs(const mancala_variant *v, mc_pos *p, int house, unsigned *flags)
{
    return apply_legs_body(v, p, house, flags, NULL);
}

int32_t mc_apply_traced(const mancala_variant *v, mc_pos *p, int house, unsigned *flags,
                        mc_trace *t)
{
    return apply_legs_body(v, p, house, flags, t);
}

int32_t mc_apply(const mancala_variant *v, mc_pos *p, int house, unsigned *flags)
{
    if (!v->one_leg)
        return apply_legs(v, p, house, flags);
    *flags = mc_apply_one_leg(v, p, house);
    return MANCALA_OK;
}
