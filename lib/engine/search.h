/* SPDX-License-Identifier: MIT */
/* search.h: the search object shared by search.c (alpha-beta) and movepicker.c. */
#ifndef MANCALA_SEARCH_H
#define MANCALA_SEARCH_H

#include "db.h"
#include "../rules/fastpath.h"
#include "../common/system.h"
#include "transposition.h"

#define MC_MAX_PLY 512        /* deepest line one search follows */
#define MC_INF 30000          /* beyond any internal score (seeds times the evaluation's unit,
                               * 255 * 16 at most, plus the evaluation's terms) */
#define MC_DEPTH_INF 100000   /* the solver's depth: never reached, so every leaf is exact */
#define MC_BUSY_SLOTS 4096    /* marks of positions under search by some thread */
#define MC_DEFAULT_TT_MB 64   /* table size of a new search object, in MiB */
#define MC_ETC_DEPTH 5         /* least remaining depth for the look-ahead pre-pass */
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
    uint32_t hist[2][MANCALA_MAX_HOUSES]; /* history of cut-off moves (count-capture rules) */
    /* Last, and left out when a worker is zeroed: over a megabyte, each child written before
     * it is read, and a run touches only the plies it reaches. */
    mc_kid kids[MC_MAX_PLY + 1][MANCALA_MAX_HOUSES];
} mc_worker;

struct mancala_search {
    /* settings */
    int32_t depth_limit;
    uint64_t node_limit;
    int64_t time_limit_ms;
    int32_t level;
    int32_t free_extras; /* extra moves a line may make without using a ply (play_level's) */
    uint64_t rng;
    int32_t threads;
    const mancala_db *db;
    const mancala_book *book; /* consulted by runs at full strength (level 0 or 10) */
    const mancala_db *guide;  /* estimates for runs at full strength (mancala_search_set_guide) */
    volatile int cancel;
    volatile int pass_over;  /* the main thread has finished the root search helpers share */
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
    int guide_seeds;         /* the guide's estimates serve up to this many seeds (0: none) */
    int etc_seeds;           /* nodes with at least this many seeds look ahead into the table */
    int share_seeds;         /* and threads share out the children of nodes with this many */
    uint64_t busy[MC_BUSY_SLOTS];
    double deadline;
    double soft_deadline;    /* no new iteration after it (0: none) */
    mancala_progress_fn progress;
    void *progress_ud;
    int64_t soft_time_ms;
    /* result */
    int has_result;
    int32_t best, exact, depth;
    int iscore;              /* the score in internal units (in seeds: seeds_of) */
    uint64_t nodes;
    uint8_t pv[MC_MAX_PLY];
    size_t pvlen;
};

/* book.c: the book's legal move for p (mask: the legal moves), 1 if it holds one */
int mc_book_lookup(const mancala_book *b, const mancala_variant *v, const mc_pos *p,
                   uint32_t mask, int *move, int *score);

/* eval.c: the estimate at the depth limit from the view of the player to move, in units of
 * 1/mc_eval_unit(v) seeds (the search's internal scores are in the same units, so that finer
 * differences between positions than a whole seed can decide a move) */
int mc_evaluate(const mancala_variant *v, const mc_pos *p);
int mc_eval_unit(const mancala_variant *v);

/* movepicker.c: the order in which a node tries its moves */
int mc_order_moves(const mancala_variant *v, const mc_pos *p, uint32_t mask, int tt_move,
                   uint8_t *moves);

#endif
