/* SPDX-License-Identifier: MIT */
/* db.h: the endgame database's insides (its probes are in engine.h): the struct, the index of
 * arrangements (db_index.c), the pieces of the retrograde builder (db_build.c) and the file's
 * header (db_file.c), which tools/mancala-dbgen shares to build a database across MPI ranks. */
#ifndef MANCALA_DB_H
#define MANCALA_DB_H

#include "engine.h"

/* Limits documented in mancala_db_build(3). */
#define MC_DB_MAX_SEEDS 32
#define MC_DB_MAX_ENTRIES ((uint64_t)1 << 34) /* 16 GiB */

/* A value is a gain of at most MC_DB_MAX_SEEDS either way, so the int8_t below all of them is free
 * to mark an entry not computed yet. */
#define MC_DB_UNKNOWN INT8_MIN

/* In a moves entry: the game is over there. There are at most MANCALA_MAX_HOUSES moves, so the
 * count never reaches this bit. */
#define MC_DB_TERMINAL 0x80

/* The most mc_db_predecessors finds: one for each house and each seed count of the move. */
#define MC_DB_MAX_PREDECESSORS (MANCALA_MAX_HOUSES * MC_DB_MAX_SEEDS)

/* The longest spec a database file's header holds (canonical specs are shorter), and the size
 * of the longest header (mancala_db_save(3)). */
#define MC_DB_MAX_SPEC 1024
#define MC_DB_HEADER_MAX (40 + MC_DB_MAX_SPEC + 8)

/* Rows and columns of the table of W(m, k): m up to MC_DB_MAX_SEEDS, k up to 2H + 1. */
#define MC_DB_W_SEEDS (MC_DB_MAX_SEEDS + 1)
#define MC_DB_W_HOUSES (2 * MANCALA_MAX_HOUSES + 2)

/* The order of the houses in the index (mancala_db_save(3); why pairs: mc_db_set_layout): the
 * mover's row, then the opponent's (files of versions 1 and 2, which are no longer read); or the
 * two houses of each number together, the mover's first (what a build makes and files hold). */
enum { MC_DB_ROWS, MC_DB_PAIRS };

struct mancala_db {
    mancala_variant v;        /* the rules (no hooks) */
    int32_t seeds;            /* N: arrangements of 0..N seeds */
    int houses2;              /* houses on the board, both sides */
    uint64_t w[MC_DB_W_SEEDS][MC_DB_W_HOUSES]; /* W(m, k): arrangements of m seeds in k houses */
    /* The ranking's terms (rank_of, mc_db_rank_pairs): per house j of the order, what rem seeds
     * left after it take off the rank; and per layer n, its start plus W(n, K). */
    uint64_t rk[MC_DB_W_HOUSES][MC_DB_W_SEEDS];
    uint64_t top[MC_DB_W_SEEDS];
    uint64_t entries;
    int layout;                               /* MC_DB_ROWS or MC_DB_PAIRS */
    uint8_t order[2][2 * MANCALA_MAX_HOUSES]; /* per mover, the pit of each house in rank order */
    /* The values, shared by the threads of a build: NULL in a database that mancala-dbgen
     * spreads over its ranks. Read and written through mc_db_val and mc_db_set only. */
    MC_ATOMIC(int8_t) *val;
};

static inline int mc_db_val(const mancala_db *db, uint64_t r)
{
    return MC_ATOMIC_LOAD(db->val[r]);
}

static inline void mc_db_set(mancala_db *db, uint64_t r, int value)
{
    MC_ATOMIC_SET(db->val[r], (int8_t)value);
}

/* ---- db.c: the rules a database can describe, and a database's making */
/* Whether a database can describe v's rules (mancala_db_build(3)). */
int mc_db_rules_supported(const mancala_variant *v);
/* db's rules, size and index tables (layout MC_DB_PAIRS), with no room for values (val NULL):
 * MANCALA_ELIMIT past MC_DB_MAX_ENTRIES. */
int32_t mc_db_init(mancala_db *db, const mc_rules *r, int32_t seeds);
/* A database with room for its values: MANCALA_ELIMIT past MC_DB_MAX_ENTRIES, else ENOMEM.
 * In two steps, for a loader that holds the database's size to its file before it makes the
 * room: mc_db_new, with no room (val NULL), and mc_db_alloc_values (ENOMEM). */
int32_t mc_db_alloc(const mc_rules *r, int32_t seeds, mancala_db **out);
int32_t mc_db_new(const mc_rules *r, int32_t seeds, mancala_db **out);
int32_t mc_db_alloc_values(mancala_db *db);

/* ---- db_index.c: the index of arrangements */
/* Fills db's table of W(m, k). */
void mc_db_tables(mancala_db *db);
/* Sets the order of db's houses in its index (MC_DB_ROWS or MC_DB_PAIRS). */
void mc_db_set_layout(mancala_db *db, int layout);
/* Index of the first arrangement of n seeds; of arrangement p of n seeds (its mover's view); and
 * back, the arrangement of index r of n seeds with player 0 to move. */
uint64_t mc_db_layer_start(const mancala_db *db, int n);
uint64_t mc_db_index(const mancala_db *db, const mc_pos *p, int n);
void mc_db_unrank(const mancala_db *db, uint64_t r, int n, mc_pos *p);
/* mc_db_index of an arrangement of n seeds in a database by pairs, whose mover's row is `own` and
 * the opponent's `other`: inline, the builder's most frequent step, with the houses read off the
 * two rows instead of through the order. The terms are summed from the last house, whose seeds
 * after it are none, so that a jump into one unrolled run of them takes any number of houses:
 * 41 instructions a ranking against 186 with 0.6.6's loop (cachegrind, a Kalah build). */
#define MC_DB_PAIR(i)                                                                              \
    do {                                                                                           \
        r -= db->rk[2 * (i) + 1][rem];                                                             \
        rem += other[i];                                                                           \
        r -= db->rk[2 * (i)][rem];                                                                 \
        rem += own[i];                                                                             \
    } while (0)
static inline uint64_t mc_db_rank_pairs(const mancala_db *db, const uint8_t *own,
                                        const uint8_t *other, int n)
{
    uint64_t r = db->top[n];
    size_t rem = 0; /* the seeds of the houses after the one at hand; unsigned: an index as is */
    switch (db->houses2 / 2) {
    case 16:
        MC_DB_PAIR(15); /* fall through */
    case 15:
        MC_DB_PAIR(14); /* fall through */
    case 14:
        MC_DB_PAIR(13); /* fall through */
    case 13:
        MC_DB_PAIR(12); /* fall through */
    case 12:
        MC_DB_PAIR(11); /* fall through */
    case 11:
        MC_DB_PAIR(10); /* fall through */
    case 10:
        MC_DB_PAIR(9); /* fall through */
    case 9:
        MC_DB_PAIR(8); /* fall through */
    case 8:
        MC_DB_PAIR(7); /* fall through */
    case 7:
        MC_DB_PAIR(6); /* fall through */
    case 6:
        MC_DB_PAIR(5); /* fall through */
    case 5:
        MC_DB_PAIR(4); /* fall through */
    case 4:
        MC_DB_PAIR(3); /* fall through */
    case 3:
        MC_DB_PAIR(2); /* fall through */
    case 2:
        MC_DB_PAIR(1); /* fall through */
    case 1:
        MC_DB_PAIR(0);
    }
    return r;
}
#undef MC_DB_PAIR
MC_STATIC_ASSERT(MANCALA_MAX_HOUSES == 16, db_rank_pairs_takes_every_board);
/* The arrangement after p (player 0 to move, as mc_db_unrank made it) in its layer; p must not be
 * the layer's last. */
void mc_db_next(const mancala_db *db, mc_pos *p);

/* ---- db_build.c: retrograde analysis */
/* The value of the arrangement of the given index and n seeds (a lower layer's), reached by move
 * `house` of p (player 0 to move), which the builder replays where it must work the value out. */
typedef int (*mc_db_child_fn)(void *ctx, uint64_t index, int n, const mc_pos *p, int house);

/* Retrograde analysis, first step, for arrangement r of n seeds: *exit receives the best value of
 * its moves that leave the layer (child gives the values of the lower layers), or the final value
 * if the game is over there; *moves the number of its moves that stay in the layer, or
 * MC_DB_TERMINAL. */
void mc_db_exit(const mancala_db *db, uint64_t r, int n, mc_db_child_fn child, void *ctx,
                int8_t *exit, uint8_t *moves);

/* The arrangements of the layer of n seeds (indices from base, its start) from which a move that
 * captures nothing leads to c (player 0 to move, not finished); returns how many went to out
 * (room for MC_DB_MAX_PREDECESSORS). Complete for relay=off. */
int mc_db_predecessors(const mancala_db *db, int n, uint64_t base, const mc_pos *c, uint32_t *out);

/* Threshold t of the retrograde analysis: the value an undecided arrangement takes from its own
 * exit and moves, or MC_DB_UNKNOWN; the value it takes when one of its moves in the layer leads to
 * an arrangement just decided (won: worth t to that arrangement's mover, else -t), or
 * MC_DB_UNKNOWN, counting the move off *moves. */
int mc_db_decide_alone(int exit, unsigned moves, int t);
int mc_db_decide_by_child(int exit, uint8_t *moves, int won, int t);

/* ---- db_file.c */
/* The header of db's file, with crc in its checksum field, into bytes (room for
 * MC_DB_HEADER_MAX); returns its size (0: db's spec does not fit, which no canonical spec does).
 * The file's checksum (mancala_db_save(3)) is mc_crc32c over this header made with crc 0, then
 * over the entries; the header is then made again with it. */
size_t mc_db_header(const mancala_db *db, uint32_t crc, uint8_t *bytes);

#endif
