/* SPDX-License-Identifier: MIT */
/* solve.c: the exact passes of a solve, MTD(f): null-window searches without depth limit, for
 * the root (mancala_search_solve) and for one root move (mancala_search_analyse). */
#include "search.h"

/* The exact passes of a solve, MTD(f): null-window searches without depth limit close in on
 * the exact value from the guess of the deepening. The search that raised the lower bound to
 * the value also found a move that reaches it. A value that an estimate went into (a line longer
 * than MC_MAX_PLY plies, as where rounds=burn lets a game go on round after round) is not exact:
 * the deepening's result stays. */
void mc_solve_exact(mancala_search *s, mc_worker *w, mc_pool *pl, const mancala_game *g)
{
    int lower = -MC_INF, upper = MC_INF, f = s->has_result ? s->iscore : 0, mv, lower_move = -1;
    int32_t pass = 0;
    w->heur = 0;
    while (lower < upper && !w->stop) {
        int beta = f == lower ? f + 1 : f, val;
        mc_report_pass(s, pass + 1, lower, upper, f);
        val = mc_root_search_all(pl, w, MC_DEPTH_INF, beta - 1, beta, &mv);
        if (w->stop)
            return;
        if (val < beta) {
            upper = val;
        } else {
            lower = val;
            lower_move = mv;
        }
        f = val;
        pass++;
        if (s->pass_progress) /* the bounds so far, in seeds; unknown: the seeds' limits */
            s->pass_progress(s, pass,
                             lower == -MC_INF ? -MANCALA_MAX_SEEDS : mc_seeds_of(s, lower),
                             upper == MC_INF ? MANCALA_MAX_SEEDS : mc_seeds_of(s, upper),
                             w->nodes + mc_pool_nodes(pl), s->pass_ud);
    }
    if (lower == upper && lower_move >= 0 && w->heur == 0) {
        mc_set_result(s, lower_move, lower, MC_MAX_PLY);
        s->exact = 1;
        mc_iteration_done(s, w, pl, g);
    }
}

/* The exact value of root move kd by MTD(f) from guess, as mc_solve_exact finds the root's; 0 if
 * a limit stopped it or an estimate went into it. */
int mc_solve_move(mc_worker *w, mc_pool *pl, const mc_kid *kd, int guess, int *value)
{
    int lower = -MC_INF, upper = MC_INF, f = guess, pass = 0;
    w->heur = 0;
    while (lower < upper) {
        int beta = f == lower ? f + 1 : f, val;
        mc_report_pass(w->s, ++pass, lower, upper, f);
        val = mc_move_search_all(pl, w, kd, MC_DEPTH_INF, beta - 1, beta);
        if (w->stop)
            return 0;
        if (val < beta)
            upper = val;
        else
            lower = val;
        f = val;
    }
    *value = lower;
    return w->heur == 0;
}
