/* SPDX-License-Identifier: MIT */
/* history.c: storage for a game's past positions. It grows geometrically, so playing a move
 * allocates only when the history outgrows its capacity. */
#include <stdlib.h>
#include <string.h>

#include "rules.h"

int32_t mc_history_reserve(mc_history *h, size_t n)
{
    size_t cap;
    mc_pos *pos;
    mc_step *step;

    if (n <= h->cap)
        return MANCALA_OK;
    cap = h->cap ? h->cap : 64;
    while (cap < n) {
        if (cap > ((size_t)-1) / 2 / sizeof *pos)
            return MANCALA_ENOMEM;
        cap *= 2;
    }
    /* Both arrays are replaced only once both allocations succeeded. */
    pos = malloc(cap * sizeof *pos);
    step = malloc(cap * sizeof *step);
    if (!pos || !step) {
        free(pos);
        free(step);
        return MANCALA_ENOMEM;
    }
    if (h->len) {
        memcpy(pos, h->pos, h->len * sizeof *pos);
        memcpy(step, h->step, h->len * sizeof *step);
    }
    free(h->pos);
    free(h->step);
    h->pos = pos;
    h->step = step;
    h->cap = cap;
    return MANCALA_OK;
}

int32_t mc_history_copy(mc_history *dst, const mc_history *src)
{
    mc_history h = { NULL, NULL, 0, 0 };
    int32_t st = mc_history_reserve(&h, src->len ? src->len : 1);
    if (st != MANCALA_OK)
        return st;
    if (src->len) {
        memcpy(h.pos, src->pos, src->len * sizeof *h.pos);
        memcpy(h.step, src->step, src->len * sizeof *h.step);
    }
    h.len = src->len;
    *dst = h;
    return MANCALA_OK;
}

void mc_history_free(mc_history *h)
{
    free(h->pos);
    free(h->step);
    h->pos = NULL;
    h->step = NULL;
    h->len = h->cap = 0;
}
