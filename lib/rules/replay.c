/* SPDX-License-Identifier: MIT */
/* replay.c: a move replayed on the traced paths of mc_apply and mc_settle for the API: what it does,
 * step by step (mancala_game_trace), and why the game ended (mancala_game_result). */
#include <stdlib.h>
#include <string.h>

#include "rules.h"

/* The legal move `move` from `from`, traced, a step at a time (a turn of several steps goes on
 * from each pending position); hist[0..len) is the line before `from` and hist[window..len) its
 * repetition window; `last`: the move is the last the game's limit allows (mc_at_limit). */
static int32_t traced_move(const mancala_variant *v, const mc_pos *hist, size_t window, size_t len,
                           const mc_pos *from, int32_t move, int last, mc_trace *t)
{
    const size_t nwin = len - window;
    mc_pos *path;
    mc_line line;
    uint32_t mk;
    int32_t st = MANCALA_OK;
    int k;

    /* Only the window is copied: the line before it stays where it is. */
    path = malloc((nwin + 1 + MC_TURN_STEPS) * sizeof *path);
    if (!path)
        return MANCALA_ENOMEM;
    if (nwin)
        memcpy(path, hist + window, nwin * sizeof *path);
    path[nwin] = *from;
    line.past = hist;
    line.npast = window;
    line.path = path;
    line.base = 0;
    line.n = nwin + 1;
    for (k = 0; k < MC_TURN_STEPS && st == MANCALA_OK; k++) {
        mc_pos c = path[line.n - 1];
        unsigned flags;
        st = mc_apply_traced(v, &c, mc_turn_step(move, k), &flags, t);
        if (st == MANCALA_OK) {
            if (flags & MC_MOVE_STORES)
                line.base = line.n;
            st = mc_settle_traced(v, &c, &line, &mk, t);
        }
        path[line.n++] = c;
        if (!c.pending)
            break;
    }
    if (st == MANCALA_OK && last && !path[line.n - 1].over)
        mc_end_at_limit(v, &path[line.n - 1], t);
    free(path);
    return st != MANCALA_OK ? st : t->err;
}

int32_t mancala_game_trace(const mancala_game *g, int32_t move, mancala_event *events, size_t cap,
                           size_t *count)
{
    mc_trace t;
    int32_t st;

    if (!g || !count || (!events && cap > 0))
        return MANCALA_EINVAL;
    st = mc_game_check_move(g, move);
    if (st != MANCALA_OK)
        return st;
    memset(&t, 0, sizeof t);
    t.keep = cap > 0;
    st = traced_move(&g->v, g->hist.pos, g->window, g->hist.len, &g->cur, move,
                     mc_at_limit(&g->v, g->hist.len + 1), &t);
    if (st == MANCALA_OK) {
        *count = t.len;
        if (cap < t.len)
            st = MANCALA_ERANGE;
        else
            memcpy(events, t.ev, t.len * sizeof *events);
    }
    free(t.ev);
    return st;
}

int32_t mancala_game_result(const mancala_game *g, int32_t *winner, int32_t *reason)
{
    const mc_history *h;
    int a, b;
    int32_t why;

    if (!g || !winner || !reason || !g->cur.over)
        return MANCALA_EINVAL;
    h = &g->hist;
    if (h->len == 0) {
        why = g->start_reason;
    } else {
        /* The reason is not kept in the position (the search copies one per node): the last
         * move, replayed on the traced path, says it again. */
        const size_t last = h->len - 1, w = h->step[last].window;
        mc_trace t;
        int32_t st;
        memset(&t, 0, sizeof t);
        st = traced_move(&g->v, h->pos, w, last, &h->pos[last], h->step[last].move,
                         mc_at_limit(&g->v, h->len), &t);
        if (st != MANCALA_OK)
            return st;
        why = t.reason;
    }
    a = g->cur.pits[MC_STORE(g->v.r.houses, 0)];
    b = g->cur.pits[MC_STORE(g->v.r.houses, 1)];
    *winner = a > b ? 0 : a < b ? 1 : -1;
    *reason = why;
    return MANCALA_OK;
}
