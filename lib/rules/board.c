/* SPDX-License-Identifier: MIT */
/* board.c: the plain board work that the rules files share, below them all: the sweep of the seeds
 * left in the houses into the stores, and the marks (closed houses, tuzdiks, the round) read from
 * the API's array and checked against the rules. It calls nothing in lib/rules but trace.c. */
#include "rules.h"

/* The seeds left in the houses to the stores: each player's to their own (to < 0), or all to pit
 * `to` (leftover=unfed), each house reported to t (NULL: untraced) as it goes. */
void mc_sweep(int H, mc_pos *p, int to, mc_trace *t)
{
    int s, i;
    for (s = 0; s < 2; s++) {
        const int store = to >= 0 ? to : MC_STORE(H, s);
        uint8_t *row = p->pits + MC_HOUSE(H, s, 0);
        for (i = 0; i < H; i++) {
            if (t && row[i])
                mc_trace_emit(t, MANCALA_EVENT_SWEEP, MC_HOUSE(H, s, i), row[i], store);
            p->pits[store] = (uint8_t)(p->pits[store] + row[i]);
            row[i] = 0;
        }
    }
}

void mc_swap_sides(const mancala_variant *v, mc_pos *p, mc_trace *t)
{
    const int half = v->r.houses + 1;
    int i;
    for (i = 0; i < half; i++) {
        const uint8_t a = p->pits[i];
        p->pits[i] = p->pits[half + i];
        p->pits[half + i] = a;
    }
    p->to_move = 0;
    p->fresh = 0;
    if (t)
        mc_trace_emit(t, MANCALA_EVENT_SWAP, -1, 0, -1);
}

/* The marks of the API's array (2H MANCALA_MARK_* values, player 0's houses first) into p. */
int32_t mc_marks_read(int H, const int32_t *marks, mc_pos *p)
{
    int s, i;
    p->closed = 0;
    p->tuzdik[0] = p->tuzdik[1] = 0;
    for (s = 0; s < 2; s++)
        for (i = 0; i < H; i++) {
            const int32_t mk = marks[s * H + i];
            if (mk == MANCALA_MARK_CLOSED) {
                if (MC_HOUSE(H, s, i) >= 64)
                    return MANCALA_EBOARD; /* four rows close no house */
                p->closed |= (uint64_t)1 << MC_HOUSE(H, s, i);
            } else if (mk == MANCALA_MARK_TUZDIK) {
                if (p->tuzdik[1 - s])
                    return MANCALA_EBOARD; /* a player has one tuzdik at most */
                p->tuzdik[1 - s] = (uint8_t)(i + 1);
            } else if (mk != MANCALA_MARK_OPEN) {
                return MANCALA_EINVAL;
            }
        }
    return MANCALA_OK;
}

/* The marks of p fit the rules: closed houses, the round, tuzdiks and lost houses only where the
 * rule families make them (v->fam.marks), tuzdiks where a claim could have made them (not the
 * last house, not the same index as the other player's); a marked house holds no seeds. */
int32_t mc_marks_check(const mancala_variant *v, const mc_pos *p)
{
    const int H = v->r.houses;
    uint64_t houses = 0;
    int s, i;
    /* Hooks v2 may mark houses as their rules say: only what the marks mean is checked. */
    const int h2 = v->h2.sow || v->h2.land || v->h2.end;

    for (s = 0; s < 2; s++)
        for (i = 0; i < H && MC_HOUSE(H, s, i) < 64; i++)
            houses |= (uint64_t)1 << MC_HOUSE(H, s, i);
    /* The first turns to come: both with player 0 to move, the second's with player 1. */
    if (p->fresh && (!(v->r.pie || v->r.opening) || p->fresh > 2 || p->to_move != 2 - p->fresh))
        return MANCALA_EBOARD;
    if (p->closed & ~houses)
        return MANCALA_EBOARD;
    if (p->lost > 3 || (p->lost && !(v->fam.marks & MC_MARKS_LOST)))
        return MANCALA_EBOARD;
    if ((p->closed || p->round) && !(v->fam.marks & MC_MARKS_CLOSED) && !h2)
        return MANCALA_EBOARD;
    for (s = 0; s < 2; s++) {
        const int pit = mc_tuzdik_pit(H, p, s);
        if (!p->tuzdik[s])
            continue;
        if (p->tuzdik[s] > H || p->pits[pit] || mc_closed(p, pit))
            return MANCALA_EBOARD;
        if (!h2 && (!(v->fam.marks & MC_MARKS_TUZDIK) || p->tuzdik[s] >= H ||
                    p->tuzdik[s] == p->tuzdik[1 - s]))
            return MANCALA_EBOARD;
    }
    for (i = 0; i < v->npits; i++)
        if (mc_closed(p, i) && p->pits[i])
            return MANCALA_EBOARD;
    return MANCALA_OK;
}
