/* SPDX-License-Identifier: MIT */
/* sow.c: the general move (mc_apply). One move of any variant: pick up a house (start), sow along
 * the mover's path (walk_plain, or walk_marked over closed houses and tuzdiks), then where the last
 * seed lands (landing) the land hooks and the built-in rules decide: capture, relay or extra move;
 * then the turn and the round (end_turn). Each job is a function over the move's state (struct
 * move), all inline into one body that the untraced and traced paths share, so there is one copy
 * of each rule and the compiler drops every trace branch of the untraced one. */
#include "fastpath.h"

/* A move while it goes on. */
typedef struct move {
    const mancala_variant *v;
    mc_pos *p;
    mc_trace *t;       /* NULL: untraced */
    mc_course *course; /* what the move did so far, for hooks v2 and passing=store */
    const uint8_t *next; /* the mover's path: next[] of the variant, or back[] (direction=either) */
    int m;             /* the mover */
    int origin;        /* the pit the move started from */
    int skip;          /* the origin under origin=skip, else -1 */
    int tz0, tz1;      /* the tuzdiks' pits, -1 if none: a seed sown there goes to its owner's store */
    int pos, n;        /* where the sowing is, and the seeds in hand */
    int legs;          /* sowing legs so far */
    int taken;         /* pasu=: the leg's last house was taken as its last seed fell */
    int from;          /* where the leg started (pasucheck=leg) */
    int slot;          /* the move's slot, for hooks v2 */
    unsigned f;        /* the MC_MOVE_* flags so far */
} move;

/* What a leg's landing leads to (landing); a negative value is a MANCALA_E* status. */
enum { LEG_NEXT = 1, LEG_END, LEG_EXTRA };

/* The seeds of pit `pit` go into the hand (the move's start, a relay); returns how many. */
MC_ALWAYS_INLINE int pick_up(mc_pos *p, int pit, mc_trace *t)
{
    const int n = p->pits[pit];
    if (t)
        mc_trace_emit(t, MANCALA_EVENT_PICKUP, pit, n, -1);
    p->pits[pit] = 0;
    return n;
}

/* The course: one more seed sown, into pit `pos`. */
MC_ALWAYS_INLINE void course_sown(mc_course *c, int pos)
{
    if (c->path_len < MC_PATH_MAX)
        c->path[c->path_len++] = pos;
    c->sown++;
}

/* The state of the move `slot`, before anything is sown: a house, or under direction=either a
 * house sown the other way round (slots H to 2H-1). Returns the house. */
MC_ALWAYS_INLINE int begin(move *s, const mancala_variant *v, mc_pos *p, int slot,
                           mc_course *course, mc_trace *t)
{
    const int H = v->r.houses, house = slot < H ? slot : slot - H;
    s->slot = slot;
    s->v = v;
    s->p = p;
    s->t = t;
    s->course = course;
    s->m = p->to_move;
    s->next = slot < H ? v->next[s->m] : v->back[s->m];
    s->origin = MC_HOUSE(H, s->m, house);
    s->skip = v->r.origin == MC_ORIGIN_SKIP ? s->origin : -1;
    s->tz0 = mc_tuzdik_pit(H, p, 0);
    s->tz1 = mc_tuzdik_pit(H, p, 1);
    s->pos = s->origin;
    s->n = 0;
    s->legs = 1;
    s->taken = 0;
    s->f = 0;
    course->origin = s->origin;
    course->laps = course->passed_store = course->path_len = course->sown = 0;
    return house;
}

/* The start of the move from `house`: the v2 sow hook may send the first seed back into the origin
 * (as origin=first does); then the seeds go into the hand for a walk (variants with marks or hooks
 * v2, and every traced move), or the first leg is sown along the precomputed lap. */
MC_ALWAYS_INLINE int32_t start(move *s, int house)
{
    const mancala_variant *v = s->v;
    mc_pos *p = s->p;
    int first_back = v->r.origin == MC_ORIGIN_FIRST;

    if (v->h2.sow) {
        int32_t action, st = mc_hook2_sow(v, p, s->slot, &action);
        if (st != MANCALA_OK)
            return st;
        if (action == MANCALA_SOW_ORIGIN)
            first_back = 1;
    }
    if (!v->walk && !s->t && s->next == v->next[s->m]) {
        if (p->pits[s->origin] > v->r.houses - 1 - house + (v->r.stores == MC_STORES_OWN))
            s->f |= MC_MOVE_FED;
        s->pos = mc_first_leg(v, p, house);
        return MANCALA_OK;
    }
    s->n = pick_up(p, s->origin, s->t);
    if (first_back && s->n > 1) {
        /* Only walking variants get here: origin=first and hooks v2 walk. */
        if (s->t)
            mc_trace_emit(s->t, MANCALA_EVENT_SOW, s->origin, 1, -1);
        p->pits[s->origin] = 1;
        s->n--;
        course_sown(s->course, s->origin);
    }
    return MANCALA_OK;
}

/* A leg of a variant without marks or hooks v2 (every variant of the first rule model): the seeds
 * in hand one by one along the path, the origin passed over under origin=skip. */
MC_ALWAYS_INLINE void walk_plain(move *s)
{
    const uint8_t *next = s->next;
    const int H = s->v->r.houses, opp_lo = MC_HOUSE(H, 1 - s->m, 0);
    int pos = s->pos, n = s->n;

    while (n > 0) {
        pos = next[pos];
        if (pos == s->skip) {
            if (s->t)
                mc_trace_emit(s->t, MANCALA_EVENT_SKIP, pos, 0, -1);
            continue;
        }
        if (s->t)
            mc_trace_emit(s->t, MANCALA_EVENT_SOW, pos, 1, -1);
        s->p->pits[pos]++;
        n--;
        if (pos >= opp_lo && pos < opp_lo + H)
            s->f |= MC_MOVE_FED;
    }
    s->pos = pos;
    s->n = n;
}

/* A leg over the marks: closed houses (and the skipped origin) are passed over, a seed sown into a
 * tuzdik goes to its owner's store; the course is kept for hooks v2 and passing=store. */
MC_ALWAYS_INLINE void walk_marked(move *s)
{
    const mancala_variant *v = s->v;
    mc_pos *p = s->p;
    mc_course *c = s->course;
    const uint8_t *next = s->next;
    const int H = v->r.houses, opp_lo = MC_HOUSE(H, 1 - s->m, 0);
    const int own_lo = MC_HOUSE(H, s->m, 0), own_hi = MC_STORE(H, s->m);
    const int track = v->h2.land != NULL || v->r.passing == MC_PASSING_STORE;
    int pos = s->pos, n = s->n;

    s->from = pos;
    while (n > 0) {
        const int prev = pos;
        pos = next[pos];
        if (track) {
            if (pos == s->origin)
                c->laps++;
            if (pos == own_hi || (prev >= own_lo && prev <= own_hi && (pos < own_lo || pos > own_hi)))
                c->passed_store = 1;
        }
        if (pos == s->skip || mc_closed(p, pos)) {
            if (s->t)
                mc_trace_emit(s->t, MANCALA_EVENT_SKIP, pos, 0, -1);
            continue;
        }
        n--;
        if (track)
            course_sown(c, pos);
        if (pos == s->tz0 || pos == s->tz1) {
            const int store = MC_STORE(H, pos == s->tz0 ? 0 : 1);
            if (s->t)
                mc_trace_emit(s->t, MANCALA_EVENT_SOW, store, 1, -1);
            p->pits[store]++;
            continue;
        }
        if (s->t)
            mc_trace_emit(s->t, MANCALA_EVENT_SOW, pos, 1, -1);
        p->pits[pos]++;
        if (pos >= opp_lo && pos < opp_lo + H)
            s->f |= MC_MOVE_FED;
        if (v->fam.sown && v->fam.sown(v, p, pos, s->m, n == 0, s->t))
            s->taken = n == 0; /* the house was taken as its seed fell */
    }
    s->pos = pos;
    s->n = n;
}

/* The land hooks where the last seed fell into `last`, which held `before` seeds: the first kind,
 * then hooks v2 where it left the default (*action). Their change is reported as they leave it,
 * and the tuzdiks are read again: a hook may claim or give one up. */
MC_ALWAYS_INLINE int32_t land_hooks(move *s, int last, int before, int32_t *action)
{
    const mancala_variant *v = s->v;
    mc_pos *p = s->p;
    mc_pos was;
    int32_t st = MANCALA_OK;

    if (s->t)
        was = *p; /* what the trace reports the hooks' change against (a copy a leg otherwise) */
    *action = MANCALA_LAND_DEFAULT;
    if (v->land_hook)
        st = mc_hook_land(v, p, last, before, action);
    if (st == MANCALA_OK && v->h2.land && *action == MANCALA_LAND_DEFAULT)
        st = mc_hook2_land(v, p, s->slot, last, before, s->course, action);
    if (st != MANCALA_OK)
        return st;
    if (s->t) {
        mc_trace_set(s->t, v, was.pits, p);
        mc_trace_marks(s->t, v, &was, p);
    }
    s->tz0 = mc_tuzdik_pit(v->r.houses, p, 0);
    s->tz1 = mc_tuzdik_pit(v->r.houses, p, 1);
    return MANCALA_OK;
}

/* What the land hooks' action leads to at `last`: the end of the move, an extra move, or a relay
 * (from a house that holds seeds, and not for ever). 0: the built-in rules decide. */
MC_ALWAYS_INLINE int32_t hook_action(move *s, int last, int32_t action)
{
    const int H = s->v->r.houses;
    mc_pos *p = s->p;

    switch (action) {
    case MANCALA_LAND_END:
        return LEG_END;
    case MANCALA_LAND_EXTRA:
        return LEG_EXTRA;
    case MANCALA_LAND_RELAY:
        if (last == MC_STORE(H, 0) || last == MC_STORE(H, 1) || p->pits[last] == 0 ||
            mc_closed(p, last) || ++s->legs > MANCALA_MAX_SOWINGS)
            return MANCALA_EHOOK;
        s->n = pick_up(p, last, s->t);
        return LEG_NEXT;
    default:
        return 0;
    }
}

/* A family's landing (the loops of four rows) ends the turn, or names the house it goes on from
 * (a relay, or the house after a capture). A relay round a loop of one's own houses need not
 * end, so the turn stops after MANCALA_MAX_SOWINGS legs. */
MC_ALWAYS_INLINE int32_t land_loop(move *s, int last, int before)
{
    const int from = s->v->fam.landing(s->v, s->p, last, before, s->next, &s->f, s->t);
    if (from < 0 || ++s->legs > MANCALA_MAX_SOWINGS)
        return LEG_END;
    s->n = pick_up(s->p, from, s->t);
    s->pos = from;
    return LEG_NEXT;
}

/* The built-in landing rules where the last seed fell into `last`, which held `before` seeds: the
 * mover's store gives an extra move under extra=store, a relay picks the house up, passing=store
 * holds a capture back until the sowing has passed the mover's store, and the capture dispatcher
 * decides the rest. */
MC_ALWAYS_INLINE int32_t land_rules(move *s, int last, int before)
{
    const mancala_variant *v = s->v;

    if (v->fam.landing)
        return land_loop(s, last, before);
    if (last == MC_STORE(v->r.houses, s->m))
        return v->r.extra == MC_EXTRA_STORE ? LEG_EXTRA : LEG_END;
    if (v->fam.relay && v->fam.relay(v, s->p, last, before)) {
        /* Built-in relay with stores always ends: every lap drops a seed into the mover's store.
         * Without stores a relay need not end, so the turn stops after MANCALA_MAX_SOWINGS legs;
         * a land hook may move seeds between legs, so with one the cap applies too, and reaching
         * it is the hook's fault. */
        const int hooked = v->land_hook || v->h2.land;
        if ((hooked || v->r.stores == MC_STORES_NONE) && ++s->legs > MANCALA_MAX_SOWINGS)
            return hooked ? MANCALA_EHOOK : LEG_END;
        s->n = pick_up(s->p, last, s->t);
        return LEG_NEXT;
    }
    if (v->r.passing == MC_PASSING_STORE && !s->course->passed_store)
        return LEG_END;
    s->f |= mc_capture(v, s->p, last, before, s->origin, s->t);
    return LEG_END;
}

/* Where the leg's last seed fell: a tuzdik ends the move; otherwise the land hooks, then the
 * built-in rules, decide. Returns LEG_* or a MANCALA_E* status. */
MC_ALWAYS_INLINE int32_t landing(move *s)
{
    const int last = s->pos;
    int before;

    if (last == s->tz0 || last == s->tz1 || s->taken)
        return LEG_END;
    if (s->v->fam.leg_end && s->v->fam.leg_end(s->v, s->p, s->next, s->from, last, s->m, s->t))
        return LEG_END; /* the leg's end took its last house */
    before = s->p->pits[last] - 1;
    if (s->v->land_hook || s->v->h2.land) {
        int32_t action, r = land_hooks(s, last, before, &action);
        if (r != MANCALA_OK)
            return r;
        r = hook_action(s, last, action);
        if (r != 0)
            return r;
    }
    return land_rules(s, last, before);
}

/* The end of the move: whether a store changed since it held s0 and s1 (a hook may move seeds
 * anywhere: the stores are compared rather than followed), the turn or the extra move, and under
 * rounds=burn the end of a round. */
MC_ALWAYS_INLINE void end_turn(move *s, int extra, uint8_t s0, uint8_t s1)
{
    const int H = s->v->r.houses;
    mc_pos *p = s->p;

    if (p->pits[MC_STORE(H, 0)] != s0 || p->pits[MC_STORE(H, 1)] != s1)
        s->f |= MC_MOVE_STORES;
    if (!extra && !p->pending) {
        /* (a pending turn goes on with a choice, the family's pending slot) */
        p->to_move = (uint8_t)(1 - s->m);
        if (p->fresh)
            p->fresh--; /* a first turn is over (pie=on, opening=) */
    } else if (extra && s->t)
        mc_trace_emit(s->t, MANCALA_EVENT_EXTRA, s->m, 0, -1);
    if (s->v->fam.round_end)
        s->f |= s->v->fam.round_end(s->v, p, s->m, s->t);
}

/* A relay that need not end (no stores on its path: Pallankuli, the four-row loops) stops after
 * MANCALA_MAX_SOWINGS legs. Where it has come back to the state of an earlier leg's start (the
 * pits, where it sows from and the seeds in hand), it goes round that cycle for ever: the legs
 * of whole cycles up to the cap are counted rather than sown, Brent's way, and the turn ends in
 * the same position as if they had been. Untraced moves without hooks only (a trace reports every
 * leg; a hook may keep state of its own). */
typedef struct relay_watch {
    uint8_t pits[MC_MAX_PITS];
    int pos, n, power, lam, done;
} relay_watch;

static MC_NOINLINE void relay_watch_leg(relay_watch *w, move *s, int first)
{
    const size_t np = s->v->npits;
    if (first) {
        w->done = w->lam = 0;
        w->power = 1;
    } else {
        if (w->done)
            return;
        w->lam++;
        if (s->pos == w->pos && s->n == w->n && memcmp(w->pits, s->p->pits, np) == 0) {
            /* The state of w->lam legs ago: whole cycles up to the cap are skipped. */
            const int left = MANCALA_MAX_SOWINGS - s->legs;
            if (left > 0)
                s->legs += left / w->lam * w->lam;
            w->done = 1;
            return;
        }
        if (w->lam != w->power)
            return;
        w->power *= 2;
        w->lam = 0;
    }
    memcpy(w->pits, s->p->pits, np);
    w->pos = s->pos;
    w->n = s->n;
}

/* mc_apply for variants whose sowing can go on after the first leg (relay, or a land hook), or that
 * walk over marks: legs until one lands for good. With a trace t it also reports each step (any
 * variant may take it then, the first leg walked seed by seed); without, the compiler drops every
 * trace branch. */
MC_ALWAYS_INLINE int32_t apply_legs_body(const mancala_variant *v, mc_pos *p, int house,
                                         unsigned *flags, mc_trace *t)
{
    const int H = v->r.houses;
    const uint8_t s0 = p->pits[MC_STORE(H, 0)], s1 = p->pits[MC_STORE(H, 1)];
    mc_course course;
    relay_watch watch;
    move s;
    int32_t r;

    if (v->fam.turn)
        return v->fam.turn(v, p, house, flags, t); /* a family's own turns */
    if (p->pending && v->fam.pending) {
        v->fam.pending(v, p, house, t);
        *flags = MC_MOVE_STORES;
        return MANCALA_OK;
    }
    if (mc_is_swap(v, house)) {
        mc_swap_sides(v, p, t);
        *flags = MC_MOVE_STORES;
        return MANCALA_OK;
    }
    house = begin(&s, v, p, house, &course, t);
    r = start(&s, house);
    if (r != MANCALA_OK)
        return r;
    for (;;) {
        if (v->walk)
            walk_marked(&s);
        else
            walk_plain(&s);
        r = landing(&s);
        if (r != LEG_NEXT)
            break;
        if (!t && v->r.stores == MC_STORES_NONE && v->r.relay == MC_RELAY_ON && !v->move_hooked &&
            s.legs > 64)
            relay_watch_leg(&watch, &s, s.legs == 65);
    }
    if (r < 0)
        return r;
    end_turn(&s, r == LEG_EXTRA, s0, s1);
    *flags = s.f;
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
