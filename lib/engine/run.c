/* SPDX-License-Identifier: MIT */
/* run.c: a run from start to end: what it needs before it may change the search object
 * (mc_begin), the setup of keys, limits and tables for its rules (mc_prepare), and the choice
 * between a playing level, the book and the search (mancala_search_run, mancala_search_solve). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "search.h"

/* Rules identity for the table: entries of one variant are no use (and wrong) for another. */
static uint64_t rules_key(const mancala_variant *v)
{
    /* The keys of the rule model v3, and each group after them (pasu= to pasucheck=, then Bao's
     * hand= and nyumba=), go in only where they are set: the table's keys of earlier rules, and
     * with them node counts, stay what they were. limit= is left out: the search plays as if
     * there were none (mancala-spec(7)). */
    static const uint8_t none[sizeof v->r];
    const size_t v3 = offsetof(mc_rules, rows), v4 = offsetof(mc_rules, pasu),
                 v5 = offsetof(mc_rules, hand), end = offsetof(mc_rules, limit);
    const uint8_t *r = (const uint8_t *)&v->r;
    uint64_t h = mc_fnv1a(r, v3, MC_FNV_BASIS);
    if (memcmp(r + v3, none, v4 - v3) != 0)
        h = mc_fnv1a(r + v3, v4 - v3, h);
    if (memcmp(r + v4, none, v5 - v4) != 0)
        h = mc_fnv1a(r + v4, v5 - v4 + 1, h); /* four bytes, as before hand= took the spare's place */
    if (memcmp(r + v5, none, end - v5) != 0)
        h = mc_fnv1a(r + v5, end - v5, h);
    return h ^ (uint64_t)(size_t)v->land_hook ^ (uint64_t)(size_t)v->end_hook ^
           (uint64_t)(size_t)v->sow_hook ^ (uint64_t)(size_t)v->userdata ^
           ((uint64_t)(size_t)v->h2.sow << 1) ^ ((uint64_t)(size_t)v->h2.land << 2) ^
           ((uint64_t)(size_t)v->h2.end << 3) ^ ((uint64_t)(size_t)v->userdata2 << 4);
}

/* No position under search by any thread (no helper runs yet). */
static void clear_busy(mancala_search *s)
{
    int i;
    for (i = 0; i < MC_BUSY_SLOTS; i++)
        MC_ATOMIC_SET(s->busy[i], 0);
}

/* Sets s up for a run on g. */
void mc_prepare(mancala_search *s, const mancala_game *g, int solve)
{
    uint64_t rk = rules_key(&g->v), wk = rk;

    s->rules_mix = mc_splitmix(&rk);
    s->free_extras = 0; /* mc_play_level sets its own */
    if (g->v.r.stores == MC_STORES_NONE || g->v.move_hooked) {
        /* Where positions can repeat, a value depends on the positions already played that a
         * line may come back to (the repetition window, and the root): a "proven" entry of an
         * earlier search under another window can be wrong now (an Oware game reusing one search
         * object got an exact value of 4 where the position is worth 2). So the window is mixed
         * into the keys of the positions whose window reaches back before the root: their
         * entries are shared only by searches under the same window. */
        size_t i;
        for (i = g->window; i < g->hist.len; i++)
            wk = mc_fnv1a(&g->hist.pos[i].hash, sizeof g->hist.pos[i].hash, wk);
        wk = mc_fnv1a(&g->cur.hash, sizeof g->cur.hash, wk);
        s->window_mix = mc_splitmix(&wk);
    } else {
        s->window_mix = 0;
    }
    s->tt.age++;
    s->v = &g->v;
    s->count_order = g->v.r.capture == MC_CAPTURE_COUNT && g->v.count23;
    s->unit = mc_eval_unit(&g->v);
    /* The stores and the marks take part in the key where the rules say they can change the
     * rest of the game (the flags of the options' table, lib/rules/options.h). */
    s->stores_matter = mc_rules_stores_matter(&g->v);
    s->marks_matter = mc_rules_marks(&g->v);
    /* A guide serves runs at full strength only (a solve or an analysis wants exact values):
     * the caller's, else the one that ships with the library (data.c), looked for by the first
     * such run, before the clock starts. */
    s->run_guide = NULL;
    if (!solve && (s->level == 0 || s->level == 10))
        s->run_guide = s->guide ? s->guide : mc_data_guide(s, &g->v);
    s->guide_seeds = s->run_guide && mc_db_guides(s->run_guide, &g->v)
                         ? mancala_db_seeds(s->run_guide)
                         : -1;
    mc_time_start(s, solve);
    s->db_usable = s->db != NULL; /* mc_begin refuses a database of other rules */
    s->etc_seeds = (s->db_usable ? mancala_db_seeds(s->db) : 0) + 10;
    s->share_seeds = s->threads > 1 ? (s->db_usable ? mancala_db_seeds(s->db) : 0) + 6 : INT_MAX;
    /* A solve's nodes just above a big database are searched again where met again, instead of
     * being kept in the table: most of their children are the database's, whose values cost
     * about as much to read as the table's entry, and a probe that misses (most do) is a cache
     * miss for nothing; their entries no longer push out those of big subtrees either. Measured
     * with Kalah(6,5), a 26-seed database (2.7 GB) and a 4 GiB table: a position 4 plies in, one
     * thread, solved in 46.6 to 49.7 s with 5 to 8 seeds over the database against 64.6 s with
     * every node in the table (119 to 143 million nodes against 94.5, at twice the rate); the
     * whole solve, two threads, in 522.5 s against 621.9 (NEWS). A small database is read from
     * the cache, and the table pays there: Kalah(6,4)'s 16 seeds (30 MB) took 29.9 to 33.2 s
     * without the table near it against 25.4 to 26.8 s with it. */
    s->table_seeds = solve && s->db_usable && mc_db_entries(s->db) >= MC_TABLE_BIG_DB
                         ? mancala_db_seeds(s->db) + MC_TABLE_OVER_DB
                         : 0;
    clear_busy(s);
}

/* What a run, solve or analysis of g needs before it may change s: g not over, a database for
 * g's rules (searching on without it would hide the caller's mistake), and the main worker, the
 * only thing that can fail (*out: to be freed with mc_worker_free). */
int32_t mc_begin(mancala_search *s, const mancala_game *g, mc_worker **out)
{
    mc_worker *w;
    if (g->cur.over)
        return MANCALA_EOVER;
    if (s->db && !mc_db_matches(s->db, &g->v))
        return MANCALA_ERULES;
    /* Made once per search object: a run that allocated its megabyte afresh spent more time
     * on it than on small searches (under AddressSanitizer most of the search fuzz harness's). */
    w = s->main ? s->main : malloc(sizeof *w);
    if (!w)
        return MANCALA_ENOMEM;
    if (mc_worker_init(w, s, g, 0) != MANCALA_OK) {
        if (w != s->main)
            free(w);
        return MANCALA_ENOMEM;
    }
    s->main = w;
    *out = w;
    return MANCALA_OK;
}

/* A run or solve: a playing level, or iterative deepening followed, when solving, by the exact
 * passes. */
static int32_t run(mancala_search *s, const mancala_game *g, int solve)
{
    mc_worker *w;
    mc_pool pl = { NULL, 0 }; /* helpers: none at a playing level, which searches alone */
    int book_move, book_score;
    int32_t st;

    if (!s || !g)
        return MANCALA_EINVAL;
    /* A cancel sent before this run began stops it at once (it is never lost: the caller's
     * thread may cancel before the worker's enters the run); the run clears it as it returns. */
    if ((st = mc_begin(s, g, &w)) != MANCALA_OK)
        return st;
    mc_prepare(s, g, solve);
    /* From here the run cannot fail: the previous result gives way to this one. */
    s->has_result = 0;
    s->exact = 0;
    if (s->level >= 1 && s->level <= 9 && !solve) {
        mc_play_level(s, w);
    } else if (!solve && s->book &&
               mc_book_lookup(s->book, &g->v, &g->cur, g->mask, &book_move, &book_score)) {
        /* A book move is an estimate of a deeper search made ahead: depth 0, never exact. */
        mc_set_result(s, book_move, book_score * s->unit, 0);
    } else {
        mc_pool_start(&pl, s, g);
        /* A solve first deepens to 20 plies for a first guess (the exact passes do not take
         * its moves: see table_cutoff). Deeper (24, 30) cost more than they saved on
         * Kalah(6,4), measured when the exact passes still took them. */
        mc_deepen(s, w, &pl, g, solve ? 20 : (s->depth_limit ? s->depth_limit : MC_MAX_PLY - 1));
        if (solve && !s->exact && !w->stop)
            mc_solve_exact(s, w, &pl, g);
    }

    s->nodes = mc_pool_free(&pl) + w->nodes;
    if (!s->has_result) /* stopped before any move was scored */
        mc_set_first_legal(s, g);
    mc_collect_pv(s, w, g, s->best);
    mc_worker_free(w);
    MC_ATOMIC_SET(s->cancel, 0); /* the request was this run's, or came as it ended */
    return MANCALA_OK;
}

int32_t mancala_search_run(mancala_search *s, const mancala_game *g)
{
    return run(s, g, 0);
}

int32_t mancala_search_solve(mancala_search *s, const mancala_game *g)
{
    return run(s, g, 1);
}
