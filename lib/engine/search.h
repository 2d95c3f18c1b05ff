/* SPDX-License-Identifier: MIT */
/* search.h: the search object (struct mancala_search), its workers and the children they make,
 * and what the search's files share: searcher.c (the object, its settings and results), run.c
 * (a run from start to end), timeman.c (time limits), search.c (the node search), thread.c
 * (workers and helper threads), deepen.c (iterative deepening), level.c (the playing levels),
 * solve.c (MTD(f)) and analyse.c (mancala_search_analyse). Only they include it. */
#ifndef MANCALA_SEARCH_H
#define MANCALA_SEARCH_H

#include "engine.h"

#define MC_MAX_PLY 512        /* deepest line one search follows */
#define MC_INF 30000          /* beyond any internal score (seeds times the evaluation's unit,
                               * 255 * 16 at most, plus the evaluation's terms) */
#define MC_DEPTH_INF 100000   /* the solver's depth: never reached, so every leaf is exact */
/* The least depth of a node of a search without depth limit (MC_DEPTH_INF at its root, a ply
 * less for each move down to MC_MAX_PLY). */
#define MC_DEPTH_UNLIMITED (MC_DEPTH_INF - MC_MAX_PLY - 1)
#define MC_BUSY_SLOTS 4096    /* marks of positions under search by some thread */
#define MC_DEFAULT_TT_MB 64   /* table size of a new search object, in MiB */
#define MC_ETC_DEPTH 5         /* least remaining depth for the look-ahead pre-pass */
#define MC_TABLE_OVER_DB 6     /* a solve's nodes with fewer seeds than a big database's plus
                                * this leave the table alone (see mc_prepare) */
#define MC_TABLE_BIG_DB ((uint64_t)1 << 26) /* a big database: this many entries or more */
#define MC_LMR_DEPTH 3         /* least remaining depth for a late move reduction */
#define MC_LMR_AFTER 2         /* moves searched at full depth before later ones are reduced */
#define MC_ASPIRATION 2        /* half width of an iteration's first window, in seeds */
#define MC_LEVEL_TIME_MS 900  /* a playing level's time limit when the caller sets no limit */

/* A child position made ahead of its search. */
typedef struct mc_kid {
    mc_pos pos;
    uint64_t key;
    size_t base;
    uint32_t mask;
    int move;
    int known;           /* the value is known without a search: the game is over, or the */
    int val;             /* database holds the position; val is then from the parent's view */
} mc_kid;

/* What one searching thread owns. */
typedef struct mc_worker {
    struct mancala_search *s;
    mc_pos *path;        /* the repetition window before the root, the root, then the line */
    size_t root;         /* index of the root in path */
    uint32_t mask[MC_MAX_PLY + 2]; /* legal moves of path[root + ply] */
    size_t base[MC_MAX_PLY + 2];   /* first position of the repetition window of each ply */
    uint64_t nodes;
    uint64_t heur;       /* estimates used (depth cut-offs, unproven table entries) */
    uint64_t reps;       /* lines ended by a repetition (whose value depends on the path) */
    int stop;
    int id;              /* worker number: 0 for the main thread */
    int root_move;       /* best move of the root in the search under way */
    int root_score;      /* and its score */
    int better_move;     /* a root move found better than the one searched first, or -1 */
    int better_score;    /* and its score */
    uint32_t hist[2][MC_MAX_MOVES]; /* history of cut-off moves (count-capture rules) */
    /* Last, and left out when a worker is zeroed: over a megabyte, each child written before
     * it is read, and a run touches only the plies it reaches. */
    mc_kid kids[MC_MAX_PLY + 1][MC_MAX_MOVES];
} mc_worker;

struct mancala_search {
    /* settings */
    int32_t depth_limit;
    uint64_t node_limit;
    int64_t time_limit_ms;
    int32_t level;
    int32_t free_extras; /* extra moves a line may make without using a ply (mc_play_level's) */
    uint64_t rng;
    int32_t threads;
    const mancala_db *db;
    const mancala_book *book; /* consulted by runs at full strength (level 0 or 10) */
    const mancala_db *guide;  /* estimates for runs at full strength (mancala_search_set_guide) */
    char *data_dir;          /* mancala_search_set_data_dir's copy; NULL: the default (data.c) */
    mancala_db *data_guide;  /* the shipped guide, loaded by the first run that can use it */
    int data_tried;          /* the data directory has been looked in */
    int32_t data_status;     /* and what the load returned */
    MC_ATOMIC(int) cancel;   /* mancala_search_cancel's, from any thread */
    MC_ATOMIC(int) pass_over; /* a thread has finished the root search the threads share */
    /* tables */
    mc_tt tt;
    size_t tt_mb;            /* size the table was made with */
    uint64_t rules_mix;      /* mixed into every key: the rules of the search under way */
    uint64_t window_mix;     /* and into keys whose repetition window reaches before the root */
    uint64_t zob[MC_MAX_PITS][256];
    uint64_t zside;
    /* the search under way */
    const mancala_variant *v;
    int stores_matter;
    int marks_matter; /* closed houses, tuzdiks or the round are part of the position */
    int unit;                /* internal scores are seeds times this (mc_eval_unit) */
    int count_order;         /* 2-or-3 captures (Oware): captures, then the history, order the
                              * moves, later children get a null window first (PVS), and leaves
                              * and shallow nodes with many seeds probe the table less; Kalah's
                              * search stays as it was measured against the Debian program */
    int db_usable;           /* a database is set (it holds positions of these rules) */
    const mancala_db *run_guide; /* the guide of the run under way: the caller's or the data's */
    int guide_seeds;         /* the guide's estimates serve up to this many seeds (-1: none) */
    int etc_seeds;           /* nodes with at least this many seeds look ahead into the table */
    int share_seeds;         /* and threads share out the children of nodes with this many */
    int table_seeds;         /* nodes with fewer neither probe nor fill the table (key 0) */
    MC_ATOMIC(uint64_t) busy[MC_BUSY_SLOTS] MC_ALIGN8; /* shared: see MC_ALIGN8 */
    double deadline;
    double soft_deadline;    /* no new iteration after it (0: none) */
    mancala_progress_fn progress;
    void *progress_ud;
    mancala_pass_fn pass_progress; /* a solve's exact passes (mancala_search_set_pass_progress) */
    void *pass_ud;
    /* Timed reports (mancala_search_set_tick): made by the main worker at its check of the
     * limits (search.c), every 256 nodes, when the clock says one is due. */
    mancala_tick_fn tick;
    void *tick_ud;
    double tick_interval;    /* ms */
    double tick_next;        /* when the next report is due */
    double start_ms;         /* the run's beginning */
    MC_ATOMIC(uint64_t) helper_nodes MC_ALIGN8; /* the helpers' nodes, counted 256 at a time */
    mancala_progress report; /* what the next report says of the run under way: its stage, the
                              * iteration or pass, the bounds and the last value */
    int64_t soft_time_ms;
    /* the main worker, over a megabyte: made by the first run and kept for the next ones */
    mc_worker *main;
    /* result */
    int has_result;
    int32_t best, exact, depth;
    int iscore;              /* the score in internal units (in seeds: seeds_of) */
    uint64_t nodes;
    int32_t pv[MC_MAX_PLY]; /* whole turns, as the API names moves (mc_turn_step) */
    size_t pvlen;
};

/* The store difference of p from its mover's view, in the search's internal units. */
static inline int mc_diff_of(const mancala_search *s, const mc_pos *p)
{
    return s->unit * mc_store_diff(s->v->r.houses, p);
}

/* ---- movepick.c, for an exact search's children (the static orders are in engine.h) */
/* Reorders the children kids[first..n) of a node whose mover is m: those that keep the turn
 * first, then those that leave the fewest seeds in the houses; ties as they were. */
void mc_order_exact(const mancala_variant *v, mc_kid *kids, int first, int n, int m);

/* ---- search.c: the node search */
/* The table key of p; fresh: a store has changed on the way from the root. */
uint64_t mc_key_of(const mancala_search *s, const mc_pos *p, int fresh);
/* Makes the position after move at ply into kd; 0 if a hook failed (the move is skipped). */
int mc_make_kid(mc_worker *w, int ply, int move, mc_kid *kd);
/* Whether an extra move from the node at ply is free (costs no ply). */
int mc_free_extra(const mc_worker *w, int ply);
/* Negamax over path[root + ply], a position that is not over; depth plies remain. */
int mc_search(mc_worker *w, int ply, int depth, int alpha, int beta, uint64_t key);
/* One root search at depth: the best move and its score (window alpha..beta). */
int mc_root_search(mc_worker *w, int depth, int alpha, int beta, int *best_move);
/* The value of root move kd from the view of the root's mover, depth plies deep. */
int mc_move_search(mc_worker *w, const mc_kid *kd, int depth, int alpha, int beta);

/* ---- the busy table, inline: the node search marks the children it is searching, and the
 * threads of a run (thread.c) put off those another thread has marked */
/* Which positions some thread is searching right now (ABDADA's "exclusive" marks), by key:
 * a small table of keys; a collision only makes a thread put off a child it need not have. */
static inline MC_ATOMIC(uint64_t) *mc_busy_slot(mancala_search *s, uint64_t key)
{
    return &s->busy[(key >> 32) & (MC_BUSY_SLOTS - 1)];
}

static inline int mc_busy_test(mancala_search *s, uint64_t key)
{
    return MC_ATOMIC_LOAD(*mc_busy_slot(s, key)) == key;
}

static inline void mc_busy_set(mancala_search *s, uint64_t key)
{
    MC_ATOMIC_SET(*mc_busy_slot(s, key), key);
}

static inline void mc_busy_clear(mancala_search *s, uint64_t key)
{
    /* Another thread may have marked the slot since: its mark is left alone. */
    MC_ATOMIC_CLEAR_IF(mc_busy_slot(s, key), key);
}

/* ---- thread.c: workers and helper threads */
typedef struct mc_helper mc_helper;
typedef struct mc_pool {
    mc_helper *h;
    int n;
} mc_pool;
/* Sets up a worker on the game's position (with its repetition window); mc_worker_free frees
 * what it allocated (the main worker itself stays with its search object for the next run). */
int32_t mc_worker_init(mc_worker *w, mancala_search *s, const mancala_game *g, int id);
void mc_worker_free(mc_worker *w);
/* The helpers of a run (threads - 1 of them, in an empty pool), their nodes so far, and their
 * end (returns their nodes). */
void mc_pool_start(mc_pool *pl, mancala_search *s, const mancala_game *g);
uint64_t mc_pool_nodes(const mc_pool *pl);
uint64_t mc_pool_free(mc_pool *pl);
/* mc_root_search and mc_move_search with the helpers on the same root or move. */
int mc_root_search_all(mc_pool *pl, mc_worker *w, int depth, int alpha, int beta, int *mv);
int mc_move_search_all(mc_pool *pl, mc_worker *w, const mc_kid *kd, int depth, int alpha,
                       int beta);

/* ---- timeman.c: the deadlines of a run starting now, and the checks against them */
void mc_time_start(mancala_search *s, int solve);
int mc_time_is_up(const mancala_search *s);      /* cancelled or past the time limit */
int mc_soft_time_is_up(const mancala_search *s); /* past the soft time limit */
/* At w's check of the limits (every 256 nodes) while a tick function is set: the main worker
 * reports if a report is due (a nonzero answer cancels the run); a helper counts its nodes. */
void mc_tick(mc_worker *w);
/* The stage of the run under way, for the reports: the deepening's iteration at depth; an exact
 * pass's number, and the bounds (internal units, -MC_INF and MC_INF unknown) and value after it. */
void mc_report_depth(mancala_search *s, int depth);
void mc_report_pass(mancala_search *s, int pass, int lower, int upper, int value);

/* ---- searcher.c: the result */
int mc_seeds_of(const mancala_search *s, int score);
void mc_set_result(mancala_search *s, int move, int score, int depth);
void mc_set_first_legal(mancala_search *s, const mancala_game *g);
void mc_collect_pv(mancala_search *s, mc_worker *w, const mancala_game *g, int first);

/* ---- run.c: what a run, solve or analysis needs, and the setup of s for it */
int32_t mc_begin(mancala_search *s, const mancala_game *g, mc_worker **out);
void mc_prepare(mancala_search *s, const mancala_game *g, int solve);

/* ---- data.c: the data that ships with the library */
/* The shipped guide for runs of v (loaded at the first call that can use it), or NULL. */
const mancala_db *mc_data_guide(mancala_search *s, const mancala_variant *v);
/* Whether the data serves v: MANCALA_OK, or why not (mancala_search_data_status(3)). */
int32_t mc_data_status(mancala_search *s, const mancala_variant *v);
/* Forgets what was loaded (the next run looks again). */
void mc_data_drop(mancala_search *s);

/* ---- deepen.c, level.c, solve.c */
int mc_iteration_done(mancala_search *s, mc_worker *w, const mc_pool *pl, const mancala_game *g);
void mc_deepen(mancala_search *s, mc_worker *w, mc_pool *pl, const mancala_game *g, int max_depth);
void mc_play_level(mancala_search *s, mc_worker *w);
void mc_solve_exact(mancala_search *s, mc_worker *w, mc_pool *pl, const mancala_game *g);
int mc_solve_move(mc_worker *w, mc_pool *pl, const mc_kid *kd, int guess, int *value);

#endif
