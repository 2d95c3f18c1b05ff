/* SPDX-License-Identifier: MIT */
/* trace.c: the events of a traced move (mc_trace): the recorder, and the helpers that report a
 * hook's change. The rules report each event where they act (sow.c, end.c, board.c and the rule
 * families), on the same paths as play, so the events cannot drift from what play does. It calls
 * nothing else in lib/rules. */
#include <stdlib.h>

#include "rules.h"

void mc_trace_emit(mc_trace *t, int kind, int pit, int count, int to)
{
    if (t->keep && !t->err) {
        if (t->len == t->cap) {
            size_t cap = t->cap ? 2 * t->cap : 64;
            mancala_event *ev = realloc(t->ev, cap * sizeof *ev);
            if (!ev)
                t->err = MANCALA_ENOMEM;
            else {
                t->ev = ev;
                t->cap = cap;
            }
        }
        if (!t->err) {
            t->ev[t->len].kind = kind;
            t->ev[t->len].pit = pit;
            t->ev[t->len].count = count;
            t->ev[t->len].to = to;
        }
    }
    t->len++;
}

void mc_trace_set(mc_trace *t, const mancala_variant *v, const uint8_t *before, const mc_pos *p)
{
    int i;
    for (i = 0; i < v->npits; i++)
        if (p->pits[i] != before[i])
            mc_trace_emit(t, MANCALA_EVENT_SET, i, p->pits[i], -1);
}

void mc_trace_marks(mc_trace *t, const mancala_variant *v, const mc_pos *was, const mc_pos *p)
{
    const int H = v->r.houses;
    int i, s;
    for (i = 0; i < v->npits && i < 64; i++) /* (closed has a bit for each of 64 pits) */
        if ((was->closed ^ p->closed) >> i & 1)
            mc_trace_emit(t, mc_closed(p, i) ? MANCALA_EVENT_CLOSE : MANCALA_EVENT_OPEN, i, 0,
                          -1);
    for (s = 0; s < 2; s++)
        if (p->tuzdik[s] && p->tuzdik[s] != was->tuzdik[s])
            mc_trace_emit(t, MANCALA_EVENT_TUZDIK, mc_tuzdik_pit(H, p, s), s, -1);
}

/* The names of the event kinds, in the order of their values (MANCALA_EVENT_PICKUP is 1). */
static const char *const event_names[] = { "pickup", "sow", "skip", "capture", "sweep", "extra",
                                           "set", "end", "round", "refill", "close", "open",
                                           "tuzdik", "swap", "pass" };
MC_STATIC_ASSERT(sizeof event_names / sizeof event_names[0] == MANCALA_EVENT_PASS,
                 one_name_per_event_kind);

const char *mancala_event_name(int32_t kind)
{
    if (kind < MANCALA_EVENT_PICKUP || kind > MANCALA_EVENT_PASS)
        return NULL;
    return event_names[kind - MANCALA_EVENT_PICKUP];
}
