/* SPDX-License-Identifier: MIT */
/* deepen.c: iterative deepening: one iteration after another, each under an aspiration window
 * where the rules call for one, with the progress function told after each. */
#include "search.h"

/* After a finished iteration: tells the caller's progress function, with the line so far
 * readable by mancala_search_pv; returns 1 if the soft time limit has passed (no new
 * iteration). On the calling thread, the helpers being joined. */
int mc_iteration_done(mancala_search *s, mc_worker *w, const mc_pool *pl, const mancala_game *g)
{
    if (s->progress && s->has_result) {
        const uint64_t nodes = w->nodes + mc_pool_nodes(pl);
        mc_collect_pv(s, w, g, s->best);
        s->nodes = nodes;
        s->progress(s, s->depth, mc_seeds_of(s, s->iscore), s->exact, nodes, s->progress_ud);
    }
    return mc_soft_time_is_up(s);
}

/* One iteration of the deepening at depth: under the 2-or-3 chain (count_order), first with a
 * window around the last iteration's score (aspiration), widened on the side a value falls
 * outside it, until the value falls inside; elsewhere with the full window. */
static int aspire(mancala_search *s, mc_worker *w, mc_pool *pl, int depth, int *mv)
{
    int delta = MC_ASPIRATION * s->unit, lo = -MC_INF, hi = MC_INF;
    if (s->count_order && s->has_result && depth >= 4) {
        lo = s->iscore - delta;
        hi = s->iscore + delta;
    }
    for (;;) {
        int val;
        w->heur = 0;
        val = mc_root_search_all(pl, w, depth, lo, hi, mv);
        if (w->stop)
            return val;
        if (val <= lo && lo > -MC_INF) {
            delta *= 4;
            lo = val - delta > -MC_INF ? val - delta : -MC_INF;
        } else if (val >= hi && hi < MC_INF) {
            delta *= 4;
            hi = val + delta < MC_INF ? val + delta : MC_INF;
        } else {
            return val;
        }
    }
}

/* Iterative deepening up to max_depth plies: the result is that of the last finished iteration,
 * and it is exact once an iteration used no estimate. */
void mc_deepen(mancala_search *s, mc_worker *w, mc_pool *pl, const mancala_game *g, int max_depth)
{
    int depth, mv;
    for (depth = 1; depth <= max_depth; depth++) {
        int val;
        mc_report_depth(s, depth);
        val = aspire(s, w, pl, depth, &mv);
        if (w->stop) {
            /* An unfinished iteration's value means nothing; in the first one, the best move
             * it had scored is still better than none. In a later one, a move it found better
             * than the last iteration's (searched first) is played, at that iteration's depth. */
            if (!s->has_result && w->root_move >= 0)
                mc_set_result(s, w->root_move, w->root_score, 0);
            else if (s->count_order && s->has_result && w->better_move >= 0)
                mc_set_result(s, w->better_move, w->better_score, s->depth);
            return;
        }
        if (mv >= 0)
            mc_set_result(s, mv, val, depth);
        if (w->heur == 0)
            s->exact = 1;
        if (mc_iteration_done(s, w, pl, g) && !s->exact) {
            w->stop = 1; /* the soft limit: no further iteration, nor a solve's exact passes */
            return;
        }
        if (s->exact)
            return;
    }
}
