/* SPDX-License-Identifier: MIT */
/* hooks.c: calls into an application's rule hooks. A hook works on an int32 copy of the pits; what
 * it hands back is checked (no negative pit, seeds conserved, marked houses empty) before the
 * engine takes it. */
#include <string.h>

#include "rules.h"

static int load(const mancala_variant *v, const mc_pos *p, int32_t *buf)
{
    int i, total = 0;
    for (i = 0; i < v->npits; i++) {
        buf[i] = p->pits[i];
        total += p->pits[i];
    }
    return total;
}

/* Takes back the pits a hook left: no pit negative or too full, seeds conserved, and no seed in a
 * house the marks keep empty (closed, or a tuzdik), which a hook of the first kind cannot see. */
static int32_t store_back(const mancala_variant *v, mc_pos *p, const int32_t *buf, int total)
{
    mc_pos c;
    int i;
    int64_t sum = 0;
    for (i = 0; i < v->npits; i++) {
        if (buf[i] < 0 || buf[i] > MANCALA_MAX_SEEDS)
            return MANCALA_EHOOK;
        sum += buf[i];
    }
    if (sum != total)
        return MANCALA_EHOOK;
    if (!p->closed && !p->tuzdik[0] && !p->tuzdik[1]) {
        /* No marks to check the pits against: straight into p, without two copies of the
         * position for every landing (a hooked relay lands up to MANCALA_MAX_SOWINGS times). */
        for (i = 0; i < v->npits; i++)
            p->pits[i] = (uint8_t)buf[i];
        return MANCALA_OK;
    }
    c = *p;
    for (i = 0; i < v->npits; i++)
        c.pits[i] = (uint8_t)buf[i];
    if (mc_marks_check(v, &c) != MANCALA_OK)
        return MANCALA_EHOOK;
    *p = c;
    return MANCALA_OK;
}

int32_t mc_hook_land(const mancala_variant *v, mc_pos *p, int last, int before, int32_t *action)
{
    int32_t buf[MC_MAX_PITS];
    int total = load(v, p, buf);
    int32_t r = v->land_hook(buf, v->r.houses, p->to_move, last, before, v->userdata);
    if (r < MANCALA_LAND_DEFAULT || r > MANCALA_LAND_RELAY)
        return MANCALA_EHOOK;
    *action = r;
    return store_back(v, p, buf, total);
}

int32_t mc_hook_end(const mancala_variant *v, mc_pos *p, int32_t *action)
{
    int32_t buf[MC_MAX_PITS];
    int total = load(v, p, buf);
    int32_t r = v->end_hook(buf, v->r.houses, p->to_move, v->userdata);
    if (r < MANCALA_END_DEFAULT || r > MANCALA_END_OVER)
        return MANCALA_EHOOK;
    *action = r;
    return store_back(v, p, buf, total);
}

int32_t mc_hook_sow(const mancala_variant *v, const mc_pos *p, int house, int32_t *allowed)
{
    int32_t buf[MC_MAX_PITS];
    int32_t r;
    load(v, p, buf);
    r = v->sow_hook(buf, v->r.houses, p->to_move, house, v->userdata);
    if (r != 0 && r != 1)
        return MANCALA_EHOOK;
    *allowed = r;
    return MANCALA_OK;
}

/* ---- hooks v2: the pits, the marks, the round and the course of the move */

/* Fills the state a hook v2 sees (with hooks v3's fields); returns the seeds on the board. */
static int state_load(const mancala_variant *v, const mc_pos *p, int player,
                      mancala_hook_state *st, int32_t *pits, int32_t *marks)
{
    const int H = v->r.houses;
    int s, i, total;
    memset(st, 0, sizeof *st);
    st->struct_size = sizeof *st;
    st->houses = H;
    st->player = player;
    st->round = p->round + 1;
    st->pits = pits;
    st->marks = marks;
    st->origin = -1;
    st->rows = v->r.rows == MC_ROWS_4 ? 4 : 2;
    st->slot = -1;
    st->first_turns = p->fresh;
    st->pending = p->pending;
    total = load(v, p, pits);
    for (s = 0; s < 2; s++)
        for (i = 0; i < H; i++)
            marks[s * H + i] = mc_closed(p, MC_HOUSE(H, s, i)) ? MANCALA_MARK_CLOSED
                               : p->tuzdik[1 - s] == i + 1      ? MANCALA_MARK_TUZDIK
                                                                 : MANCALA_MARK_OPEN;
    return total;
}

/* Takes back what the hook left, checked: seeds conserved, marks that mean something (one tuzdik
 * per player, marked houses empty). */
static int32_t state_store(const mancala_variant *v, mc_pos *p, const int32_t *pits,
                           const int32_t *marks, int total)
{
    mc_pos c = *p;
    int32_t st;

    if (mc_marks_read(v->r.houses, marks, &c) != MANCALA_OK)
        return MANCALA_EHOOK;
    if (v->r.rows == MC_ROWS_4 && (c.closed || c.tuzdik[0] || c.tuzdik[1]))
        return MANCALA_EHOOK; /* four rows close no house and have no tuzdik */
    st = store_back(v, &c, pits, total);
    if (st != MANCALA_OK)
        return st;
    if (mc_marks_check(v, &c) != MANCALA_OK)
        return MANCALA_EHOOK;
    *p = c;
    return MANCALA_OK;
}

int32_t mc_hook2_sow(const mancala_variant *v, const mc_pos *p, int slot, int32_t *action)
{
    const int house = slot < v->r.houses ? slot : slot - v->r.houses;
    int32_t pits[MC_MAX_PITS], marks[2 * MC_MAX_SIDE];
    mancala_hook_state st;
    int32_t r;
    state_load(v, p, p->to_move, &st, pits, marks);
    st.slot = slot;
    r = v->h2.sow(&st, house, v->userdata2);
    if (r < MANCALA_SOW_ILLEGAL || r > MANCALA_SOW_ORIGIN)
        return MANCALA_EHOOK;
    *action = r;
    return MANCALA_OK;
}

int32_t mc_hook2_land(const mancala_variant *v, mc_pos *p, int slot, int last, int before,
                      const mc_course *c, int32_t *action)
{
    int32_t pits[MC_MAX_PITS], marks[2 * MC_MAX_SIDE];
    mancala_hook_state st;
    const int total = state_load(v, p, p->to_move, &st, pits, marks);
    int32_t r;
    st.origin = c->origin;
    st.laps = c->laps;
    st.passed_store = c->passed_store;
    st.path = c->path;
    st.path_len = c->path_len;
    st.sown = c->sown;
    st.slot = slot;
    r = v->h2.land(&st, last, before, v->userdata2);
    if (r < MANCALA_LAND_DEFAULT || r > MANCALA_LAND_RELAY)
        return MANCALA_EHOOK;
    *action = r;
    return state_store(v, p, pits, marks, total);
}

int32_t mc_hook2_end(const mancala_variant *v, mc_pos *p, int32_t *action)
{
    int32_t pits[MC_MAX_PITS], marks[2 * MC_MAX_SIDE];
    mancala_hook_state st;
    const int total = state_load(v, p, p->to_move, &st, pits, marks);
    int32_t r;
    r = v->h2.end(&st, v->userdata2);
    if (r < MANCALA_END_DEFAULT || r > MANCALA_END_OVER)
        return MANCALA_EHOOK;
    *action = r;
    return state_store(v, p, pits, marks, total);
}
