/* SPDX-License-Identifier: MIT */
/* thread.c: the search's workers and helper threads. Optional helpers share the transposition
 * table and share out the work of big nodes (a simplified ABDADA: a child another thread is
 * searching is put off to the end, by marks in the busy table of search.h). */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "../common/system.h"
#include "search.h"

int32_t mc_worker_init(mc_worker *w, mancala_search *s, const mancala_game *g, int id)
{
    /* The line before the root: its repetition window; under rules whose rounds end the game
     * where one starts in a position of the whole line (end.c), the whole line, as the game
     * judges it, so that the search ends lines where the game would. */
    const size_t from = g->v.fam.round_end ? 0 : g->window, n = g->hist.len - from;
    size_t i;
    memset(w, 0, offsetof(mc_worker, kids));
    w->s = s;
    w->id = id;
    w->path = malloc((n + MC_MAX_PLY + 2) * sizeof *w->path);
    if (!w->path)
        return MANCALA_ENOMEM;
    for (i = 0; i < n; i++)
        w->path[i] = g->hist.pos[from + i];
    w->path[n] = g->cur;
    w->root = n;
    w->base[0] = g->window - from;
    w->mask[0] = g->mask;
    return MANCALA_OK;
}

void mc_worker_free(mc_worker *w)
{
    free(w->path);
    w->path = NULL;
}

/* Helper threads: for each root search of the main thread, every helper searches the same root
 * with the same window, putting off the children another thread is on and filling the shared
 * table; the main thread's result is the one kept, and helpers stop when it has it. In an exact
 * pass (no depth limit), a helper that finishes first ends the pass instead: its value is a bound
 * proven for the same window, as good as the main thread's would be. Left to wait for the main
 * thread, a helper that has finished idles, and the two threads' orders differ enough for either
 * to finish first: a position of Kalah(6,5) 4 plies in (26-seed database, 2 GiB table) took 47.2
 * and 96.1 s with two threads against 51.1 s with one, the helper idle for a third of the second
 * run. */
struct mc_helper {
    mc_worker w;
    int depth, alpha, beta;
    int move;     /* -1: the root; else the root move an analysis searches (see mc_move_search) */
    int finished; /* an exact pass finished by this helper: its value and its root's best move */
    int val, best;
};

static void set_pass_over(mancala_search *s, int over)
{
    MC_ATOMIC_SET(s->pass_over, over);
}

static void *helper_main(void *arg)
{
    mc_helper *h = arg;
    h->w.stop = 0;
    h->w.heur = 0;
    h->finished = 0;
    if (h->move < 0) {
        h->val = mc_root_search(&h->w, h->depth, h->alpha, h->beta, &h->best);
    } else {
        mc_kid kd;
        if (!mc_make_kid(&h->w, 0, h->move, &kd))
            return NULL;
        h->val = mc_move_search(&h->w, &kd, h->depth, h->alpha, h->beta);
    }
    if (!h->w.stop && h->depth >= MC_DEPTH_UNLIMITED) {
        h->finished = 1;
        set_pass_over(h->w.s, 1); /* the main thread and the other helpers stop */
    }
    return NULL;
}

/* Starts the helpers on a pass over the root (move -1) or over one root move. */
static void helpers_start(mc_pool *pl, mc_threads *th, mancala_search *s, int move, int depth,
                          int alpha, int beta)
{
    int t;
    set_pass_over(s, 0);
    for (t = 0; t < pl->n; t++) {
        pl->h[t].depth = depth;
        pl->h[t].alpha = alpha;
        pl->h[t].beta = beta;
        pl->h[t].move = move;
    }
    mc_threads_start(th, helper_main, pl->h, sizeof *pl->h, pl->n);
}

static void helpers_stop(mc_threads *th, mancala_search *s)
{
    set_pass_over(s, 1);
    mc_threads_join(th);
    set_pass_over(s, 0); /* the main thread's searches outside a pass run on */
}

/* The result of a pass: the main thread's val, unless a helper finished the pass first and
 * stopped it; then the helper's value (and its root's best move into *mv, if not NULL), and the
 * main thread carries on as if it had finished. */
static int pass_result(mc_pool *pl, mc_worker *w, int val, int *mv)
{
    int t;
    if (!w->stop)
        return val;
    for (t = 0; t < pl->n; t++) {
        const mc_helper *h = &pl->h[t];
        if (!h->finished)
            continue;
        w->stop = 0;
        w->heur += h->w.heur;
        if (mv) {
            w->root_move = *mv = h->best;
            w->root_score = h->val;
        }
        return h->val;
    }
    return val;
}

int mc_root_search_all(mc_pool *pl, mc_worker *w, int depth, int alpha, int beta, int *mv)
{
    mc_threads th;
    int val;
    if (mc_time_is_up(w->s)) {
        /* Not a new pass, whose helpers would start only to be stopped (and waited for). */
        w->stop = 1;
        w->root_move = *mv = -1;
        return 0;
    }
    helpers_start(pl, &th, w->s, -1, depth, alpha, beta);
    val = mc_root_search(w, depth, alpha, beta, mv);
    helpers_stop(&th, w->s);
    return pass_result(pl, w, val, mv);
}

int mc_move_search_all(mc_pool *pl, mc_worker *w, const mc_kid *kd, int depth, int alpha,
                       int beta)
{
    mc_threads th;
    int val;
    if (kd->known)
        return kd->val;
    if (mc_time_is_up(w->s)) {
        w->stop = 1;
        return 0;
    }
    helpers_start(pl, &th, w->s, kd->move, depth, alpha, beta);
    val = mc_move_search(w, kd, depth, alpha, beta);
    helpers_stop(&th, w->s);
    return pass_result(pl, w, val, NULL);
}

/* One helper that cannot be set up is left out. */
void mc_pool_start(mc_pool *pl, mancala_search *s, const mancala_game *g)
{
#if defined(MANCALA_THREADS)
    if (s->threads > 1)
        pl->h = calloc((size_t)s->threads - 1, sizeof *pl->h);
    while (pl->h && pl->n < s->threads - 1 &&
           mc_worker_init(&pl->h[pl->n].w, s, g, pl->n + 1) == MANCALA_OK)
        pl->n++;
#else
    (void)pl;
    (void)s;
    (void)g;
#endif
}

uint64_t mc_pool_nodes(const mc_pool *pl)
{
    uint64_t nodes = 0;
    int t;
    for (t = 0; t < pl->n; t++)
        nodes += pl->h[t].w.nodes;
    return nodes;
}

uint64_t mc_pool_free(mc_pool *pl)
{
    const uint64_t nodes = mc_pool_nodes(pl);
    int t;
    for (t = 0; t < pl->n; t++)
        free(pl->h[t].w.path);
    free(pl->h);
    pl->h = NULL;
    pl->n = 0;
    return nodes;
}
