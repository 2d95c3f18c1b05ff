/* SPDX-License-Identifier: MIT */
/* level.c: the playing levels 1 to 9: the table of their depths and mistakes, and the run that
 * scores every root move, depth by depth, and draws one. */
#include <string.h>

#include "search.h"

/* The playing levels 1..9: the depth of each one's search, and the chances in percent that it
 * plays, instead of a move of the best score, a move drawn among all the legal ones (random) or
 * among those of the worst one-ply score (worst: a beginner's mistakes, the capture left open and
 * the extra move missed). Chosen by self-play from tools/ladder.py's balanced openings: NEWS
 * (0.2.0) gives the ladder's figures, and commit c55efdc's comment here the match behind each
 * step (level 1's worst moves, level 3's 40%, level 6's random moves, level 9's 9 plies). */
static const struct level {
    int depth, random, worst;
} levels[10] = {
    { 0, 0, 0 },   { 1, 10, 90 }, { 1, 100, 0 }, { 1, 40, 0 }, { 1, 0, 0 },
    { 2, 0, 0 },   { 3, 2, 0 },   { 4, 0, 0 },   { 6, 0, 0 },  { 9, 0, 0 },
};

/* Scores every root move with a full window (for the playing levels). */
static void score_root_moves(mc_worker *w, int depth, int *scores)
{
    const mancala_variant *v = w->s->v;
    const int H = mc_move_slots(v), m = w->path[w->root].to_move;
    int i;
    for (i = 0; i < H; i++)
        scores[i] = -MC_INF; /* also for the moves a limit leaves unscored */
    for (i = 0; i < H; i++) {
        mc_kid kd;
        int val;
        if (!(w->mask[0] >> i & 1) || !mc_make_kid(w, 0, i, &kd))
            continue;
        w->path[w->root + 1] = kd.pos;
        w->mask[1] = kd.mask;
        w->base[1] = kd.base;
        if (kd.known)
            val = kd.val;
        else if (kd.pos.to_move == m) /* an extra move: the same side moves again */
            val = mc_search(w, 1, mc_free_extra(w, 0) ? depth : depth - 1, -MC_INF, MC_INF, kd.key);
        else if (depth <= 1) {
            w->heur++;
            val = -mc_evaluate(v, &kd.pos);
        } else
            val = -mc_search(w, 1, depth - 1, -MC_INF, MC_INF, kd.key);
        if (w->stop)
            return; /* val is meaningless: this move stays unscored */
        scores[i] = val;
    }
}

/* Plays at level 1..9: scores every move, depth by depth up to the level's depth, and draws one
 * among those of the best score or, at the level's chance, among all of them (then scored at one
 * ply only). */
void mc_play_level(mancala_search *s, mc_worker *w)
{
    int scores[MC_MAX_MOVES], done[MC_MAX_MOVES], ok_moves[MC_MAX_MOVES];
    const struct level *lv = &levels[s->level];
    int depth = lv->depth, d, i, n = 0, target = 0, H = mc_move_slots(s->v);
    int done_depth = 0, exact = 0;
    const int draw = (int)(mc_splitmix(&s->rng) % 100);
    const int any = draw < lv->random, worst = !any && draw < lv->random + lv->worst;
    if (any || worst)
        depth = 1; /* the scores of one ply, for the result */
    if (s->depth_limit && s->depth_limit < depth)
        depth = s->depth_limit;
    s->free_extras = (lv->depth + 1) / 2;
    /* Depth by depth (which orders each depth's moves by the one before): a limit that stops a
     * depth leaves the scores of the depth before, all of them, to choose from. */
    for (d = 1; d <= depth; d++) {
        w->heur = 0;
        score_root_moves(w, d, scores);
        if (w->stop)
            break;
        memcpy(done, scores, sizeof done);
        done_depth = d;
        exact = w->heur == 0;
    }
    if (done_depth > 0)
        memcpy(scores, done, sizeof scores);
    /* The candidates: every move scored (random), or those of the lowest (worst) or highest
     * score. Stopped in the first depth: the moves scored by then (if none was, the run plays the
     * first legal move). */
    for (i = 0; i < H; i++) {
        if (scores[i] == -MC_INF || (!any && n > 0 && (worst ? scores[i] > target
                                                              : scores[i] < target)))
            continue;
        if (!any && n > 0 && scores[i] != target)
            n = 0; /* a lower (worst) or higher score than the candidates' */
        target = scores[i];
        ok_moves[n++] = i;
    }
    if (n == 0)
        return;
    i = ok_moves[mc_splitmix(&s->rng) % (uint64_t)n];
    mc_set_result(s, i, scores[i], done_depth);
    s->exact = done_depth > 0 && exact;
}
