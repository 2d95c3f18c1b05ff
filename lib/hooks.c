/* SPDX-License-Identifier: MIT */
/* hooks.c: calls into an application's rule hooks. A hook works on an int32 copy of the pits; what
 * it hands back is checked (no negative pit, seeds conserved) before the engine takes it. */
#include "internal.h"

static int load(const mancala_variant *v, const mc_pos *p, int32_t *buf)
{
    int i, total = 0;
    for (i = 0; i < v->npits; i++) {
        buf[i] = p->pits[i];
        total += p->pits[i];
    }
    return total;
}

static int32_t store_back(const mancala_variant *v, mc_pos *p, const int32_t *buf, int total)
{
    int i;
    int64_t sum = 0;
    for (i = 0; i < v->npits; i++) {
        if (buf[i] < 0 || buf[i] > MANCALA_MAX_SEEDS)
            return MANCALA_EHOOK;
        sum += buf[i];
    }
    if (sum != total)
        return MANCALA_EHOOK;
    for (i = 0; i < v->npits; i++)
        p->pits[i] = (uint8_t)buf[i];
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
