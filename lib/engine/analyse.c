/* SPDX-License-Identifier: MIT */
/* analyse.c: mancala_search_analyse: the value of every root move, by iterative deepening over
 * all of them and then, without a depth limit, MTD(f) for each. */
#include "search.h"

/* Scores the n root moves kids[]: first their static values, then iterative deepening over all
 * of them up to max_depth (a move whose value is exact is not searched again), then, if solve,
 * MTD(f) for those still not exact. A limit that stops an iteration keeps the scores of the one
 * before, and the exact values found since. Returns the depth of the last finished iteration. */
static int analyse_moves(mc_worker *w, mc_pool *pl, const mancala_game *g, const mc_kid *kids,
                         int n, int max_depth, int solve, int *scores, int *exact, int *solved)
{
    const mancala_variant *v = w->s->v;
    const int m = w->path[w->root].to_move;
    int depth, k, all = 1, done_depth = 0, best, next[MC_MAX_MOVES];
    for (k = 0; k < n; k++) {
        exact[k] = kids[k].known;
        if (kids[k].known)
            scores[k] = kids[k].val;
        else
            scores[k] = kids[k].pos.to_move == m ? mc_evaluate(v, &kids[k].pos)
                                                 : -mc_evaluate(v, &kids[k].pos);
        all = all && exact[k];
    }
    *solved = 0;
    done_depth = all; /* every move ends the game or is in the database: 1 ply tells all */
    for (depth = 1; depth <= max_depth && !all; depth++) {
        mc_report_depth(w->s, depth);
        for (k = 0; k < n; k++) {
            if (exact[k])
                continue;
            w->heur = 0;
            next[k] = mc_move_search_all(pl, w, &kids[k], depth, -MC_INF, MC_INF);
            if (w->stop)
                return done_depth;
            if (w->heur == 0) {
                /* exact now: kept even if a limit cuts this iteration short */
                scores[k] = next[k];
                exact[k] = 1;
            }
        }
        all = 1;
        best = 0;
        for (k = 0; k < n; k++) {
            if (!exact[k])
                scores[k] = next[k];
            all = all && exact[k];
            if (scores[k] > scores[best])
                best = k;
        }
        done_depth = depth;
        mc_set_result(w->s, kids[best].move, scores[best], depth);
        w->s->exact = all;
        if (mc_iteration_done(w->s, w, pl, g) && !all)
            return done_depth; /* the soft time limit: no further iteration, nor solving */
    }
    if (all)
        return done_depth;
    *solved = solve;
    for (k = 0; solve && k < n; k++) {
        int val;
        if (exact[k])
            continue;
        if (mc_solve_move(w, pl, &kids[k], scores[k], &val)) {
            scores[k] = val;
            exact[k] = 1;
        } else {
            *solved = 0;
        }
        if (w->stop)
            break;
    }
    return done_depth;
}

/* The moves an analysis lists: the legal ones, less any whose rule hook fails (as the search
 * leaves them out). */
static int count_moves(const mancala_game *g, const mc_worker *w)
{
    int i, n = 0;
    for (i = 0; i < mc_move_slots(&g->v); i++) {
        mc_pos pos;
        size_t base;
        uint32_t mask;
        if ((g->mask >> i & 1) &&
            mc_advance(&g->v, w->path, w->base[0], w->root, i, &pos, &base, &mask) == MANCALA_OK)
            n++;
    }
    return n;
}

int32_t mancala_search_analyse(mancala_search *s, const mancala_game *g, int32_t *moves,
                               int32_t *scores, int32_t *exact, size_t cap, size_t *count)
{
    mc_worker *w;
    mc_pool pl = { NULL, 0 };
    mc_kid kids[MC_MAX_MOVES];
    int sc[MC_MAX_MOVES], ex[MC_MAX_MOVES];
    int i, n = 0, H, depth, solved, best = 0, all = 1;
    size_t k;
    int32_t st;

    if (!s || !g || !count || ((!moves || !scores) && cap > 0))
        return MANCALA_EINVAL;
    if (g->v.fam.steps)
        return MANCALA_ERULES; /* its values are per first step, not per turn (seize=any) */
    if ((st = mc_begin(s, g, &w)) != MANCALA_OK)
        return st;
    H = mc_move_slots(&g->v);
    /* Counted before s changes, so that a buffer too small changes nothing. */
    n = count_moves(g, w);
    *count = (size_t)n;
    if (cap < (size_t)n) {
        mc_worker_free(w);
        return MANCALA_ERANGE;
    }
    /* An analysis is at full strength, whatever the level, and has no default time limit. */
    mc_prepare(s, g, 1);
    s->has_result = 0;
    s->exact = 0;
    n = 0;
    for (i = 0; i < H; i++)
        if ((g->mask >> i & 1) && mc_make_kid(w, 0, i, &kids[n]))
            n++;
    mc_pool_start(&pl, s, g);
    depth = analyse_moves(w, &pl, g, kids, n, s->depth_limit ? s->depth_limit : 20,
                          !s->depth_limit, sc, ex, &solved);
    s->nodes = mc_pool_free(&pl) + w->nodes;
    for (i = 0; i < n; i++) {
        if (sc[i] > sc[best])
            best = i;
        all = all && ex[i];
    }
    for (k = 0; k < (size_t)n; k++) {
        moves[k] = kids[k].move;
        scores[k] = mc_seeds_of(s, sc[k]);
        if (exact)
            exact[k] = ex[k];
    }
    *count = (size_t)n;
    if (n > 0) {
        mc_set_result(s, kids[best].move, sc[best], all && solved ? MC_MAX_PLY : depth);
        s->exact = all;
    } else {
        mc_set_first_legal(s, g);
    }
    mc_collect_pv(s, w, g, s->best);
    mc_worker_free(w);
    MC_ATOMIC_SET(s->cancel, 0); /* as in run.c's run(): a cancel is cleared by the run it met */
    return MANCALA_OK;
}
