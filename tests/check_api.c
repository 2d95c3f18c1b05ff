/* SPDX-License-Identifier: MIT */
/* check_api.c: every error path of the game and variant API, through the public header only
 * (the search's and the databases' are in check_search.c). A failing call must leave every
 * object and out-parameter as it was, so each row compares snapshots. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mancala.h"
#include "testutil.h"

#define KALAH_SPEC                                                                               \
    "kalah:houses=6,seeds=4,stores=own,origin=sow,relay=off,extra=store,capture=standard,"      \
    "grandslam=nocapture,feed=free,end=either,majority=play,cycle=end"
#define KALAH_TEXT KALAH_SPEC " 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0"
#define TINY_SPEC                                                                                \
    "kalah:houses=1,seeds=1,stores=own,origin=sow,relay=off,extra=store,capture=standard,"      \
    "grandslam=nocapture,feed=free,end=either,majority=play,cycle=end"

/* ---------------------------------------------------------------- helpers */

static void play_ok(mancala_game *g, int32_t m)
{
    ck_assert_msg(mancala_game_play(g, m) == MANCALA_OK, "play(%d) failed", (int)m);
}

static void expect_text(const mancala_game *g, const char *want)
{
    char buf[2048];
    size_t n = 0;
    ck_assert_int_eq(mancala_game_to_text(g, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_str_eq(buf, want);
}

/* ---------------------------------------------------------------- setups */

enum setup {
    S_NULL,   /* the game argument is NULL */
    S_NEW,    /* fresh Kalah */
    S_MID,    /* Kalah after move 2 (extra move: player 0 again, house 2 empty, history [2]) */
    S_OVER,   /* kalah:houses=1,seeds=1 after move 0: over, history [0] */
    S_FEED    /* Oware, player 0 to move, player 1's row empty: only house 5 feeds */
};

static const char *setup_name[] = { "NULL", "new", "mid", "over", "feed" };

static mancala_game *make_setup(enum setup s)
{
    static const int32_t feed[14] = { 3, 0, 0, 0, 0, 1, 10, 0, 0, 0, 0, 0, 0, 10 };
    mancala_game *g = NULL;
    switch (s) {
    case S_NULL:
        return NULL;
    case S_NEW:
        return new_game("kalah");
    case S_MID:
        g = new_game("kalah");
        play_ok(g, 2);
        return g;
    case S_OVER:
        g = new_game("kalah:houses=1,seeds=1");
        play_ok(g, 0);
        ck_assert_int_eq(mancala_game_is_over(g), 1);
        return g;
    case S_FEED:
        g = new_game("oware");
        ck_assert_int_eq(mancala_game_set_board(g, feed, 14, 0), MANCALA_OK);
        ck_assert_int_eq(mancala_game_is_over(g), 0);
        return g;
    }
    return NULL;
}

/* ---------------------------------------------------------------- the error table */

enum op {
    OP_HOUSES, OP_TO_MOVE, OP_IS_OVER, OP_HOUSE, OP_STORE, OP_BOARD, OP_LEGAL, OP_HISTORY,
    OP_PLAY, OP_UNDO, OP_SET_BOARD, OP_PERFT, OP_TO_TEXT, OP_SET_TEXT, OP_CLONE
};

/* Buffer-taking rows: cap is the capacity passed; NULLBUF passes buf NULL, NULLCNT passes count NULL. */
#define NULLBUF 1
#define NULLCNT 2
#define NULLOUT 4

struct row {
    const char *name;
    enum setup setup;
    enum op op;
    int32_t a, b;          /* player/house/move/depth/to_move */
    size_t cap;            /* buffer capacity, or pits count for set_board */
    int flags;
    const int32_t *pits;   /* set_board */
    const char *text;      /* set_text */
    int32_t expect;
    size_t need;           /* for MANCALA_ERANGE: the size that must be reported */
};

static const int32_t pits_ok[34] = { 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0,
                                     0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
static const int32_t pits_neg_house[14] = { 4, 4, -1, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 1 };
static const int32_t pits_neg_store[14] = { 4, 4, 4, 4, 4, 4, -1, 4, 4, 4, 4, 4, 4, 1 };
static const int32_t pits_neg_last[14] = { 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, -4 };
static const int32_t pits_min[14] = { INT32_MIN, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0 };
static const int32_t pits_256[14] = { 4, 4, 4, 4, 4, 4, 200, 4, 4, 4, 4, 4, 4, 8 };
static const int32_t pits_one256[14] = { 256, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
static const int32_t pits_wrap[14] = { INT32_MAX, 0, 0, 0, 0, 0, 0, INT32_MAX, 0, 0, 0, 0, 0, 4 };
static const int32_t pits_wrap2[14] = { 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, INT32_MAX };
static const int32_t tiny_neg[4] = { 1, 0, -1, 0 };
static const int32_t tiny_big[4] = { 1, 0, 255, 0 };

#define OTHER_TEXT "oware 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0"
#define VALID_TEXT "kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0"
#define KLEN (sizeof KALAH_TEXT)     /* text length including the NUL */
#define MID_TEXT KALAH_SPEC " 4,4,0,5,5,5/1 4,4,4,4,4,4/0 0"
#define MLEN (sizeof MID_TEXT)

static const struct row rows[] = {
    /* NULL game */
    { "houses(NULL)", S_NULL, OP_HOUSES, 0, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "to_move(NULL)", S_NULL, OP_TO_MOVE, 0, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "is_over(NULL)", S_NULL, OP_IS_OVER, 0, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "house(NULL)", S_NULL, OP_HOUSE, 0, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "store(NULL)", S_NULL, OP_STORE, 0, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "board(NULL)", S_NULL, OP_BOARD, 0, 0, 64, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "legal_moves(NULL)", S_NULL, OP_LEGAL, 0, 0, 64, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "history(NULL)", S_NULL, OP_HISTORY, 0, 0, 64, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "play(NULL)", S_NULL, OP_PLAY, 0, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "undo(NULL)", S_NULL, OP_UNDO, 0, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "set_board(NULL)", S_NULL, OP_SET_BOARD, 0, 0, 14, 0, pits_ok, NULL, MANCALA_EINVAL, 0 },
    { "perft(NULL)", S_NULL, OP_PERFT, 1, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "to_text(NULL)", S_NULL, OP_TO_TEXT, 0, 0, 2048, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "set_text(NULL)", S_NULL, OP_SET_TEXT, 0, 0, 0, 0, NULL, VALID_TEXT, MANCALA_EINVAL, 0 },
    { "clone(NULL)", S_NULL, OP_CLONE, 0, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },

    /* house/store out of range */
    { "house(-1,0)", S_NEW, OP_HOUSE, -1, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "house(2,0)", S_NEW, OP_HOUSE, 2, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "house(MIN,0)", S_NEW, OP_HOUSE, INT32_MIN, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "house(0,-1)", S_NEW, OP_HOUSE, 0, -1, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "house(0,6)", S_NEW, OP_HOUSE, 0, 6, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "house(1,6)", S_NEW, OP_HOUSE, 1, 6, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "house(1,MAX)", S_NEW, OP_HOUSE, 1, INT32_MAX, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "house(0,1) tiny", S_OVER, OP_HOUSE, 0, 1, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "store(-1)", S_NEW, OP_STORE, -1, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "store(2)", S_NEW, OP_STORE, 2, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "store(2) over", S_OVER, OP_STORE, 2, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },

    /* board buffers */
    { "board buf NULL cap 14", S_NEW, OP_BOARD, 0, 0, 14, NULLBUF, NULL, NULL, MANCALA_EINVAL, 0 },
    { "board count NULL", S_NEW, OP_BOARD, 0, 0, 14, NULLCNT, NULL, NULL, MANCALA_EINVAL, 0 },
    { "board both NULL", S_NEW, OP_BOARD, 0, 0, 0, NULLBUF | NULLCNT, NULL, NULL, MANCALA_EINVAL, 0 },
    { "board cap 13", S_NEW, OP_BOARD, 0, 0, 13, 0, NULL, NULL, MANCALA_ERANGE, 14 },
    { "board cap 1", S_MID, OP_BOARD, 0, 0, 1, 0, NULL, NULL, MANCALA_ERANGE, 14 },
    { "board cap 0", S_NEW, OP_BOARD, 0, 0, 0, 0, NULL, NULL, MANCALA_ERANGE, 14 },
    { "board (NULL,0)", S_NEW, OP_BOARD, 0, 0, 0, NULLBUF, NULL, NULL, MANCALA_ERANGE, 14 },
    { "board cap 3 tiny", S_OVER, OP_BOARD, 0, 0, 3, 0, NULL, NULL, MANCALA_ERANGE, 4 },

    /* legal_moves buffers */
    { "legal buf NULL cap 6", S_NEW, OP_LEGAL, 0, 0, 6, NULLBUF, NULL, NULL, MANCALA_EINVAL, 0 },
    { "legal count NULL", S_NEW, OP_LEGAL, 0, 0, 6, NULLCNT, NULL, NULL, MANCALA_EINVAL, 0 },
    { "legal count NULL over", S_OVER, OP_LEGAL, 0, 0, 6, NULLCNT, NULL, NULL, MANCALA_EINVAL, 0 },
    { "legal cap 5", S_NEW, OP_LEGAL, 0, 0, 5, 0, NULL, NULL, MANCALA_ERANGE, 6 },
    { "legal (NULL,0)", S_NEW, OP_LEGAL, 0, 0, 0, NULLBUF, NULL, NULL, MANCALA_ERANGE, 6 },
    { "legal cap 4 mid", S_MID, OP_LEGAL, 0, 0, 4, 0, NULL, NULL, MANCALA_ERANGE, 5 },
    { "legal (NULL,0) feed", S_FEED, OP_LEGAL, 0, 0, 0, NULLBUF, NULL, NULL, MANCALA_ERANGE, 1 },

    /* history buffers */
    { "history buf NULL cap 1", S_NEW, OP_HISTORY, 0, 0, 1, NULLBUF, NULL, NULL, MANCALA_EINVAL, 0 },
    { "history count NULL", S_MID, OP_HISTORY, 0, 0, 8, NULLCNT, NULL, NULL, MANCALA_EINVAL, 0 },
    { "history cap 0", S_MID, OP_HISTORY, 0, 0, 0, 0, NULL, NULL, MANCALA_ERANGE, 1 },
    { "history (NULL,0)", S_MID, OP_HISTORY, 0, 0, 0, NULLBUF, NULL, NULL, MANCALA_ERANGE, 1 },
    { "history (NULL,0) over", S_OVER, OP_HISTORY, 0, 0, 0, NULLBUF, NULL, NULL, MANCALA_ERANGE, 1 },

    /* play */
    { "play(-1)", S_NEW, OP_PLAY, -1, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "play(6)", S_NEW, OP_PLAY, 6, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "play(MAX)", S_NEW, OP_PLAY, INT32_MAX, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "play(MIN)", S_NEW, OP_PLAY, INT32_MIN, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "play(6) mid", S_MID, OP_PLAY, 6, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "play(empty 2)", S_MID, OP_PLAY, 2, 0, 0, 0, NULL, NULL, MANCALA_EILLEGAL, 0 },
    { "play(empty 1) feed", S_FEED, OP_PLAY, 1, 0, 0, 0, NULL, NULL, MANCALA_EILLEGAL, 0 },
    { "play(non-feeding 0)", S_FEED, OP_PLAY, 0, 0, 0, 0, NULL, NULL, MANCALA_EILLEGAL, 0 },
    { "play(6) feed", S_FEED, OP_PLAY, 6, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "play(0) over", S_OVER, OP_PLAY, 0, 0, 0, 0, NULL, NULL, MANCALA_EOVER, 0 },
    { "play(1) over", S_OVER, OP_PLAY, 1, 0, 0, 0, NULL, NULL, MANCALA_EOVER, 0 },
    { "play(-1) over", S_OVER, OP_PLAY, -1, 0, 0, 0, NULL, NULL, MANCALA_EOVER, 0 },
    { "play(MAX) over", S_OVER, OP_PLAY, INT32_MAX, 0, 0, 0, NULL, NULL, MANCALA_EOVER, 0 },

    /* to_move after the end; undo at the start */
    { "to_move over", S_OVER, OP_TO_MOVE, 0, 0, 0, 0, NULL, NULL, MANCALA_EOVER, 0 },
    { "undo new", S_NEW, OP_UNDO, 0, 0, 0, 0, NULL, NULL, MANCALA_ENOHISTORY, 0 },
    { "undo after set_board", S_FEED, OP_UNDO, 0, 0, 0, 0, NULL, NULL, MANCALA_ENOHISTORY, 0 },

    /* set_board */
    { "set_board pits NULL", S_NEW, OP_SET_BOARD, 0, 0, 14, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "set_board pits NULL mid", S_MID, OP_SET_BOARD, 0, 0, 14, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "set_board to_move 2", S_NEW, OP_SET_BOARD, 2, 0, 14, 0, pits_ok, NULL, MANCALA_EINVAL, 0 },
    { "set_board to_move -1", S_MID, OP_SET_BOARD, -1, 0, 14, 0, pits_ok, NULL, MANCALA_EINVAL, 0 },
    { "set_board to_move 2 over", S_OVER, OP_SET_BOARD, 2, 0, 4, 0, pits_ok, NULL, MANCALA_EINVAL, 0 },
    { "set_board count 13", S_NEW, OP_SET_BOARD, 0, 0, 13, 0, pits_ok, NULL, MANCALA_EBOARD, 0 },
    { "set_board count 15", S_MID, OP_SET_BOARD, 0, 0, 15, 0, pits_ok, NULL, MANCALA_EBOARD, 0 },
    { "set_board count 0", S_NEW, OP_SET_BOARD, 0, 0, 0, 0, pits_ok, NULL, MANCALA_EBOARD, 0 },
    { "set_board count 34", S_NEW, OP_SET_BOARD, 0, 0, 34, 0, pits_ok, NULL, MANCALA_EBOARD, 0 },
    { "set_board count 14 tiny", S_OVER, OP_SET_BOARD, 0, 0, 14, 0, pits_ok, NULL, MANCALA_EBOARD, 0 },
    { "set_board count 2 tiny", S_OVER, OP_SET_BOARD, 0, 0, 2, 0, pits_ok, NULL, MANCALA_EBOARD, 0 },
    { "set_board negative house", S_NEW, OP_SET_BOARD, 0, 0, 14, 0, pits_neg_house, NULL, MANCALA_EBOARD, 0 },
    { "set_board negative store", S_MID, OP_SET_BOARD, 0, 0, 14, 0, pits_neg_store, NULL, MANCALA_EBOARD, 0 },
    { "set_board negative last", S_MID, OP_SET_BOARD, 1, 0, 14, 0, pits_neg_last, NULL, MANCALA_EBOARD, 0 },
    { "set_board INT32_MIN", S_NEW, OP_SET_BOARD, 0, 0, 14, 0, pits_min, NULL, MANCALA_EBOARD, 0 },
    { "set_board negative tiny", S_OVER, OP_SET_BOARD, 0, 0, 4, 0, tiny_neg, NULL, MANCALA_EBOARD, 0 },
    { "set_board total 256", S_NEW, OP_SET_BOARD, 0, 0, 14, 0, pits_256, NULL, MANCALA_ELIMIT, 0 },
    { "set_board total 256 mid", S_MID, OP_SET_BOARD, 1, 0, 14, 0, pits_256, NULL, MANCALA_ELIMIT, 0 },
    { "set_board one pit 256", S_NEW, OP_SET_BOARD, 0, 0, 14, 0, pits_one256, NULL, MANCALA_ELIMIT, 0 },
    { "set_board int overflow", S_NEW, OP_SET_BOARD, 0, 0, 14, 0, pits_wrap, NULL, MANCALA_ELIMIT, 0 },
    { "set_board INT32_MAX store", S_MID, OP_SET_BOARD, 0, 0, 14, 0, pits_wrap2, NULL, MANCALA_ELIMIT, 0 },
    { "set_board total 256 tiny", S_OVER, OP_SET_BOARD, 0, 0, 4, 0, tiny_big, NULL, MANCALA_ELIMIT, 0 },

    /* perft */
    { "perft depth -1", S_NEW, OP_PERFT, -1, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "perft depth MIN", S_MID, OP_PERFT, INT32_MIN, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "perft depth -1 over", S_OVER, OP_PERFT, -1, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "perft positions NULL", S_NEW, OP_PERFT, 1, 0, 0, NULLOUT, NULL, NULL, MANCALA_EINVAL, 0 },
    { "perft positions NULL d0", S_NEW, OP_PERFT, 0, 0, 0, NULLOUT, NULL, NULL, MANCALA_EINVAL, 0 },
    /* too large: the depth cap of mancala_game_perft(3) is 1000 */
    { "perft depth 1001", S_NEW, OP_PERFT, 1001, 0, 0, 0, NULL, NULL, MANCALA_ELIMIT, 0 },
    { "perft depth MAX", S_MID, OP_PERFT, INT32_MAX, 0, 0, 0, NULL, NULL, MANCALA_ELIMIT, 0 },
    { "perft depth 1001 feed", S_FEED, OP_PERFT, 1001, 0, 0, 0, NULL, NULL, MANCALA_ELIMIT, 0 },

    /* to_text buffers */
    { "to_text buf NULL cap 10", S_NEW, OP_TO_TEXT, 0, 0, 10, NULLBUF, NULL, NULL, MANCALA_EINVAL, 0 },
    { "to_text needed NULL", S_NEW, OP_TO_TEXT, 0, 0, 2048, NULLCNT, NULL, NULL, MANCALA_EINVAL, 0 },
    { "to_text cap len", S_NEW, OP_TO_TEXT, 0, 0, KLEN - 1, 0, NULL, NULL, MANCALA_ERANGE, KLEN },
    { "to_text cap 1", S_NEW, OP_TO_TEXT, 0, 0, 1, 0, NULL, NULL, MANCALA_ERANGE, KLEN },
    { "to_text cap 0", S_NEW, OP_TO_TEXT, 0, 0, 0, 0, NULL, NULL, MANCALA_ERANGE, KLEN },
    { "to_text (NULL,0)", S_NEW, OP_TO_TEXT, 0, 0, 0, NULLBUF, NULL, NULL, MANCALA_ERANGE, KLEN },
    { "to_text (NULL,0) mid", S_MID, OP_TO_TEXT, 0, 0, 0, NULLBUF, NULL, NULL, MANCALA_ERANGE, MLEN },
    { "to_text cap len mid", S_MID, OP_TO_TEXT, 0, 0, MLEN - 1, 0, NULL, NULL, MANCALA_ERANGE, MLEN },

    /* set_text */
    { "set_text NULL", S_NEW, OP_SET_TEXT, 0, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "set_text NULL mid", S_MID, OP_SET_TEXT, 0, 0, 0, 0, NULL, NULL, MANCALA_EINVAL, 0 },
    { "set_text other variant", S_NEW, OP_SET_TEXT, 0, 0, 0, 0, NULL, OTHER_TEXT, MANCALA_ESPEC, 0 },
    { "set_text other variant mid", S_MID, OP_SET_TEXT, 0, 0, 0, 0, NULL, OTHER_TEXT, MANCALA_ESPEC, 0 },
    { "set_text other seeds", S_MID, OP_SET_TEXT, 0, 0, 0, 0, NULL,
      "kalah:seeds=5 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0", MANCALA_ESPEC, 0 },
    { "set_text kalah into oware", S_FEED, OP_SET_TEXT, 0, 0, 0, 0, NULL, VALID_TEXT, MANCALA_ESPEC, 0 },
    { "set_text unknown preset", S_MID, OP_SET_TEXT, 0, 0, 0, 0, NULL,
      "foo 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0", MANCALA_ESPEC, 0 },
    { "set_text empty", S_MID, OP_SET_TEXT, 0, 0, 0, 0, NULL, "", MANCALA_EPARSE, 0 },
    { "set_text missing player", S_MID, OP_SET_TEXT, 0, 0, 0, 0, NULL,
      "kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/0", MANCALA_EPARSE, 0 },
    { "set_text player 2", S_MID, OP_SET_TEXT, 0, 0, 0, 0, NULL,
      "kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/0 2", MANCALA_EPARSE, 0 },
    { "set_text junk", S_NEW, OP_SET_TEXT, 0, 0, 0, 0, NULL,
      "kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0 x", MANCALA_EPARSE, 0 },
    { "set_text 5 houses", S_MID, OP_SET_TEXT, 0, 0, 0, 0, NULL,
      "kalah 4,4,4,4,4/0 4,4,4,4,4,4/0 0", MANCALA_EBOARD, 0 },
    { "set_text total 256", S_MID, OP_SET_TEXT, 0, 0, 0, 0, NULL,
      "kalah 4,4,4,4,4,4/200 4,4,4,4,4,4/8 0", MANCALA_ELIMIT, 0 },
    { "set_text over", S_OVER, OP_SET_TEXT, 0, 0, 0, 0, NULL, VALID_TEXT, MANCALA_ESPEC, 0 },

    /* clone */
    { "clone out NULL", S_NEW, OP_CLONE, 0, 0, 0, NULLOUT, NULL, NULL, MANCALA_EINVAL, 0 },
    { "clone out NULL over", S_OVER, OP_CLONE, 0, 0, 0, NULLOUT, NULL, NULL, MANCALA_EINVAL, 0 },
};

#define NROWS ((int)(sizeof rows / sizeof rows[0]))

struct outs {
    int32_t ibuf[64];
    char cbuf[2048];
    size_t n;
    uint64_t u;
    mancala_game *gout;
};

static int32_t run_row(const struct row *r, mancala_game *g, struct outs *o)
{
    int32_t *ib = (r->flags & NULLBUF) ? NULL : o->ibuf;
    char *cb = (r->flags & NULLBUF) ? NULL : o->cbuf;
    size_t *np = (r->flags & NULLCNT) ? NULL : &o->n;
    switch (r->op) {
    case OP_HOUSES: return mancala_game_houses(g);
    case OP_TO_MOVE: return mancala_game_to_move(g);
    case OP_IS_OVER: return mancala_game_is_over(g);
    case OP_HOUSE: return mancala_game_house(g, r->a, r->b);
    case OP_STORE: return mancala_game_store(g, r->a);
    case OP_BOARD: return mancala_game_board(g, ib, r->cap, np);
    case OP_LEGAL: return mancala_game_legal_moves(g, ib, r->cap, np);
    case OP_HISTORY: return mancala_game_history(g, ib, r->cap, np);
    case OP_PLAY: return mancala_game_play(g, r->a);
    case OP_UNDO: return mancala_game_undo(g);
    case OP_SET_BOARD: return mancala_game_set_board(g, r->pits, r->cap, r->a);
    case OP_PERFT:
        return mancala_game_perft(g, r->a, (r->flags & NULLOUT) ? NULL : &o->u);
    case OP_TO_TEXT: return mancala_game_to_text(g, cb, r->cap, np);
    case OP_SET_TEXT: return mancala_game_set_text(g, r->text);
    case OP_CLONE: return mancala_game_clone(g, (r->flags & NULLOUT) ? NULL : &o->gout);
    }
    return 12345;
}

START_TEST(test_error_table)
{
    const struct row *r = &rows[_i];
    struct outs o;
    struct snap before, after;
    mancala_game *g = make_setup(r->setup);
    int32_t rc;
    size_t k;
    char what[160];

    snprintf(what, sizeof what, "row %d \"%s\" (setup %s)", _i, r->name, setup_name[r->setup]);
    for (k = 0; k < 64; k++)
        o.ibuf[k] = INT_SENTINEL;
    memset(o.cbuf, CHAR_SENTINEL, sizeof o.cbuf);
    o.n = SIZE_SENTINEL;
    o.u = U64_SENTINEL;
    o.gout = GAME_SENTINEL;

    if (g)
        take_snap(g, &before);
    rc = run_row(r, g, &o);
    ck_assert_msg(rc == r->expect, "%s: returned %d, expected %d", what, (int)rc, (int)r->expect);

    if (r->expect == MANCALA_ERANGE)
        ck_assert_msg(o.n == r->need, "%s: reported size %lu, expected %lu", what,
                      (unsigned long)o.n, (unsigned long)r->need);
    else
        ck_assert_msg(o.n == SIZE_SENTINEL, "%s: *count/*needed written on error", what);
    for (k = 0; k < 64; k++)
        ck_assert_msg(o.ibuf[k] == INT_SENTINEL, "%s: buffer entry %u written on error", what,
                      (unsigned)k);
    for (k = 0; k < sizeof o.cbuf; k++)
        ck_assert_msg(o.cbuf[k] == CHAR_SENTINEL, "%s: text byte %u written on error", what,
                      (unsigned)k);
    ck_assert_msg(o.u == U64_SENTINEL, "%s: *positions written on error", what);
    ck_assert_msg(o.gout == GAME_SENTINEL, "%s: *out written on error", what);

    if (g) {
        take_snap(g, &after);
        same_snap(&before, &after, what);
        mancala_game_free(g);
    }
}
END_TEST

/* ---------------------------------------------------------------- NULL and no-op cases */

START_TEST(test_hash_null)
{
    ck_assert(mancala_game_hash(NULL) == 0);
}
END_TEST

START_TEST(test_free_null)
{
    mancala_game_free(NULL);
    mancala_variant_free(NULL);
}
END_TEST

START_TEST(test_variant_errors)
{
    mancala_variant *v = VARIANT_SENTINEL, *k = NULL;
    char buf[512], before[512];
    size_t n = SIZE_SENTINEL, len;

    ck_assert_int_eq(mancala_variant_new(NULL, "kalah"), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_variant_new(&v, NULL), MANCALA_EINVAL);
    ck_assert_ptr_eq(v, VARIANT_SENTINEL);
    ck_assert_int_eq(mancala_variant_new(&v, "foo"), MANCALA_ESPEC);
    ck_assert_ptr_eq(v, VARIANT_SENTINEL);
    ck_assert_int_eq(mancala_variant_new(&v, "kalah:houses=17"), MANCALA_ELIMIT);
    ck_assert_ptr_eq(v, VARIANT_SENTINEL);

    ck_assert_int_eq(mancala_variant_new(&k, "kalah"), MANCALA_OK);
    ck_assert_ptr_nonnull(k);
    ck_assert_int_eq(mancala_variant_spec(k, before, sizeof before, &len), MANCALA_OK);
    ck_assert_str_eq(before, KALAH_SPEC);

    memset(buf, CHAR_SENTINEL, sizeof buf);
    ck_assert_int_eq(mancala_variant_spec(NULL, buf, sizeof buf, &n), MANCALA_EINVAL);
    ck_assert_uint_eq(n, SIZE_SENTINEL);
    ck_assert_int_eq(mancala_variant_spec(k, NULL, 10, &n), MANCALA_EINVAL);
    ck_assert_uint_eq(n, SIZE_SENTINEL);
    ck_assert_int_eq(mancala_variant_spec(k, buf, sizeof buf, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_variant_spec(k, buf, strlen(KALAH_SPEC), &n), MANCALA_ERANGE);
    ck_assert_uint_eq(n, strlen(KALAH_SPEC) + 1);
    n = SIZE_SENTINEL;
    ck_assert_int_eq(mancala_variant_spec(k, buf, 0, &n), MANCALA_ERANGE);
    ck_assert_uint_eq(n, strlen(KALAH_SPEC) + 1);
    n = SIZE_SENTINEL;
    ck_assert_int_eq(mancala_variant_spec(k, NULL, 0, &n), MANCALA_ERANGE);
    ck_assert_uint_eq(n, strlen(KALAH_SPEC) + 1);
    for (len = 0; len < sizeof buf; len++)
        ck_assert_msg(buf[len] == CHAR_SENTINEL, "variant_spec wrote byte %u on error",
                      (unsigned)len);
    ck_assert_int_eq(mancala_variant_spec(k, buf, strlen(KALAH_SPEC) + 1, &n), MANCALA_OK);
    ck_assert_str_eq(buf, KALAH_SPEC);

    ck_assert_int_eq(mancala_variant_set_hooks(NULL, NULL, NULL, NULL, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_variant_set_hooks(k, NULL, NULL, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(k, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_str_eq(buf, before);
    mancala_variant_free(k);
}
END_TEST

START_TEST(test_game_new_errors)
{
    mancala_variant *v = NULL;
    mancala_game *g = GAME_SENTINEL;
    ck_assert_int_eq(mancala_variant_new(&v, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(NULL, v), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_new(&g, NULL), MANCALA_EINVAL);
    ck_assert_ptr_eq(g, GAME_SENTINEL);
    ck_assert_int_eq(mancala_game_from_text(NULL, VALID_TEXT), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_from_text(&g, NULL), MANCALA_EINVAL);
    ck_assert_ptr_eq(g, GAME_SENTINEL);
    ck_assert_int_eq(mancala_game_from_text(&g, "kalah 4,4/0 4,4/0 0"), MANCALA_EBOARD);
    ck_assert_ptr_eq(g, GAME_SENTINEL);
    ck_assert_int_eq(mancala_game_from_text(&g, "kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/0 9"),
                     MANCALA_EPARSE);
    ck_assert_ptr_eq(g, GAME_SENTINEL);
    mancala_variant_free(v);
}
END_TEST

/* ---------------------------------------------------------------- successes next to the errors */

START_TEST(test_buffers_exact_fit)
{
    mancala_game *g = new_game("kalah"), *t = new_game("kalah:houses=1,seeds=1");
    int32_t buf[64];
    char text[2048];
    size_t n = SIZE_SENTINEL;
    static const int32_t start[14] = { 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0 };
    int32_t i;

    ck_assert_int_eq(mancala_game_board(g, buf, 14, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 14);
    ck_assert_mem_eq(buf, start, sizeof start);
    n = SIZE_SENTINEL;
    ck_assert_int_eq(mancala_game_board(g, buf, 64, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 14);
    ck_assert_mem_eq(buf, start, sizeof start);

    ck_assert_int_eq(mancala_game_legal_moves(g, buf, 6, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 6);
    for (i = 0; i < 6; i++)
        ck_assert_int_eq(buf[i], i);

    n = SIZE_SENTINEL;
    ck_assert_int_eq(mancala_game_history(g, NULL, 0, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 0);

    n = SIZE_SENTINEL;
    ck_assert_int_eq(mancala_game_to_text(g, text, KLEN, &n), MANCALA_OK);
    ck_assert_str_eq(text, KALAH_TEXT);

    play_ok(g, 2);
    n = SIZE_SENTINEL;
    ck_assert_int_eq(mancala_game_history(g, buf, 1, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(buf[0], 2);
    ck_assert_int_eq(mancala_game_legal_moves(g, buf, 5, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 5);
    ck_assert_int_eq(buf[0], 0);
    ck_assert_int_eq(buf[1], 1);
    ck_assert_int_eq(buf[2], 3);
    ck_assert_int_eq(buf[3], 4);
    ck_assert_int_eq(buf[4], 5);
    ck_assert_int_eq(mancala_game_to_text(g, text, MLEN, &n), MANCALA_OK);
    ck_assert_str_eq(text, MID_TEXT);

    /* tiny game: 4 pits */
    ck_assert_int_eq(mancala_game_board(t, buf, 4, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 4);
    ck_assert_int_eq(mancala_game_houses(t), 1);
    ck_assert_int_eq(mancala_game_houses(g), 6);

    mancala_game_free(g);
    mancala_game_free(t);
}
END_TEST

START_TEST(test_accessors_in_range)
{
    mancala_game *g = new_game("kalah");
    int32_t p, h;
    play_ok(g, 2);
    for (p = 0; p < 2; p++)
        for (h = 0; h < 6; h++)
            ck_assert_int_eq(mancala_game_house(g, p, h), (p == 0 && h == 2) ? 0
                                                          : (p == 0 && h > 2)   ? 5
                                                                                : 4);
    ck_assert_int_eq(mancala_game_store(g, 0), 1);
    ck_assert_int_eq(mancala_game_store(g, 1), 0);
    ck_assert_int_eq(mancala_game_to_move(g), 0);
    ck_assert_int_eq(mancala_game_is_over(g), 0);
    mancala_game_free(g);
}
END_TEST

START_TEST(test_set_board_accepts_limits)
{
    mancala_game *g = new_game("kalah");
    static const int32_t p255[14] = { 4, 4, 4, 4, 4, 4, 200, 4, 4, 4, 4, 4, 4, 7 };
    static const int32_t odd[14] = { 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0 };
    int32_t buf[14];
    size_t n;

    play_ok(g, 2);
    ck_assert_int_eq(mancala_game_set_board(g, p255, 14, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_game_board(g, buf, 14, &n), MANCALA_OK);
    ck_assert_mem_eq(buf, p255, sizeof p255);
    ck_assert_int_eq(mancala_game_to_move(g), 1);
    ck_assert_int_eq(mancala_game_history(g, NULL, 0, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_ENOHISTORY);

    /* totals need not match the variant's start */
    ck_assert_int_eq(mancala_game_set_board(g, odd, 14, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(g), 0);
    ck_assert_int_eq(mancala_game_house(g, 1, 5), 2);
    mancala_game_free(g);
}
END_TEST

START_TEST(test_perft_edges)
{
    mancala_game *g = new_game("kalah"), *o = make_setup(S_OVER);
    struct snap before, after;
    uint64_t n = U64_SENTINEL;

    take_snap(g, &before);
    ck_assert_int_eq(mancala_game_perft(g, 0, &n), MANCALA_OK);
    ck_assert(n == 1);
    ck_assert_int_eq(mancala_game_perft(g, 1, &n), MANCALA_OK);
    ck_assert(n == 6);
    ck_assert_int_eq(mancala_game_perft(g, 3, &n), MANCALA_OK);
    ck_assert(n == 185);
    take_snap(g, &after);
    same_snap(&before, &after, "perft");

    ck_assert_int_eq(mancala_game_perft(o, 0, &n), MANCALA_OK);
    ck_assert(n == 1);
    ck_assert_int_eq(mancala_game_perft(o, 1, &n), MANCALA_OK);
    ck_assert(n == 0);
    ck_assert_int_eq(mancala_game_perft(o, 5, &n), MANCALA_OK);
    ck_assert(n == 0);
    mancala_game_free(g);
    mancala_game_free(o);
}
END_TEST

/* After the end, as mancala-spec(7) (END OF THE GAME), mancala_game_new(3) and
 * mancala_game_play(3) describe it. */
START_TEST(test_after_the_end)
{
    mancala_game *g = new_game("kalah:houses=1,seeds=1"), *s = NULL;
    struct snap start, end, again;
    static const int32_t final[4] = { 0, 1, 0, 1 };
    int32_t buf[16];
    size_t n;

    take_snap(g, &start);
    ck_assert_str_eq(start.text, TINY_SPEC " 1/0 1/0 0");
    /* the only move: the seed reaches the store (extra move), player 0's row is empty, the game ends
     * and player 1's seed is swept into player 1's store */
    play_ok(g, 0);
    take_snap(g, &end);
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_to_move(g), MANCALA_EOVER);
    ck_assert_mem_eq(end.pits, final, sizeof final);
    ck_assert_str_eq(end.text, TINY_SPEC " 0/1 0/1 0");
    n = SIZE_SENTINEL;
    ck_assert_int_eq(mancala_game_legal_moves(g, buf, 16, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 0);
    n = SIZE_SENTINEL;
    ck_assert_int_eq(mancala_game_legal_moves(g, NULL, 0, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_EOVER);
    ck_assert_int_eq(mancala_game_play(g, 7), MANCALA_EOVER);
    take_snap(g, &again);
    same_snap(&end, &again, "play after the end");

    /* the hash covers the board and the player who would move next, whatever the history */
    ck_assert_int_eq(mancala_game_clone(g, &s), MANCALA_OK);
    ck_assert_int_eq(mancala_game_set_board(s, final, 4, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(s), 1);
    ck_assert(mancala_game_hash(s) == end.hash);
    expect_text(s, end.text);
    ck_assert_int_eq(mancala_game_set_board(s, final, 4, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(s), 1);
    ck_assert(mancala_game_hash(s) != end.hash);
    mancala_game_free(s);

    /* undo still works and un-ends the game */
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    take_snap(g, &again);
    same_snap(&start, &again, "undo of the last move");
    ck_assert_int_eq(mancala_game_is_over(g), 0);
    ck_assert_int_eq(mancala_game_to_move(g), 0);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_ENOHISTORY);
    play_ok(g, 0);
    take_snap(g, &again);
    same_snap(&end, &again, "replay");
    mancala_game_free(g);
}
END_TEST

/* An ordinary Kalah ending reached by play, then taken back. */
START_TEST(test_after_the_end_kalah)
{
    mancala_game *g = new_game("kalah");
    static const int32_t near[14] = { 0, 0, 0, 0, 0, 1, 20, 2, 0, 0, 0, 0, 3, 22 };
    struct snap before, after;

    ck_assert_int_eq(mancala_game_set_board(g, near, 14, 0), MANCALA_OK);
    take_snap(g, &before);
    play_ok(g, 5); /* into the store: extra move, but player 0's row is now empty */
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_to_move(g), MANCALA_EOVER);
    ck_assert_int_eq(mancala_game_store(g, 0), 21);
    ck_assert_int_eq(mancala_game_store(g, 1), 27);
    ck_assert_int_eq(mancala_game_house(g, 1, 0), 0);
    ck_assert_int_eq(mancala_game_house(g, 1, 5), 0);
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_EOVER);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    take_snap(g, &after);
    same_snap(&before, &after, "undo of the ending move");
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_ENOHISTORY);
    mancala_game_free(g);
}
END_TEST

START_TEST(test_clone_independence)
{
    mancala_game *g = new_game("kalah"), *c = NULL, *c2 = NULL;
    struct snap sg, sc, t;

    play_ok(g, 2);
    play_ok(g, 5);
    take_snap(g, &sg);
    ck_assert_int_eq(mancala_game_clone(g, &c), MANCALA_OK);
    ck_assert_ptr_nonnull(c);
    ck_assert_ptr_ne(c, g);
    take_snap(c, &sc);
    same_snap(&sg, &sc, "clone equals original");

    /* moving the clone leaves the original alone */
    play_ok(c, 0);
    take_snap(g, &t);
    same_snap(&sg, &t, "original after playing the clone");
    ck_assert_int_eq(mancala_game_undo(c), MANCALA_OK);
    ck_assert_int_eq(mancala_game_undo(c), MANCALA_OK);
    take_snap(g, &t);
    same_snap(&sg, &t, "original after undoing the clone");

    /* and the other way round */
    take_snap(c, &sc);
    play_ok(g, 1);
    ck_assert_int_eq(mancala_game_set_board(g, pits_ok, 14, 1), MANCALA_OK);
    take_snap(c, &t);
    same_snap(&sc, &t, "clone after changing the original");

    /* the clone outlives the original and keeps its history */
    ck_assert_int_eq(mancala_game_clone(c, &c2), MANCALA_OK);
    mancala_game_free(g);
    ck_assert_int_eq(mancala_game_undo(c), MANCALA_OK);
    ck_assert_int_eq(mancala_game_undo(c), MANCALA_ENOHISTORY);
    expect_text(c, KALAH_TEXT);
    take_snap(c2, &t);
    same_snap(&sc, &t, "second clone");
    mancala_game_free(c);
    mancala_game_free(c2);
}
END_TEST

START_TEST(test_variant_freed_after_new)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    uint64_t n = 0;
    ck_assert_int_eq(mancala_variant_new(&v, "congkak"), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    mancala_variant_free(v);
    ck_assert_int_eq(mancala_game_houses(g), 6);
    ck_assert_int_eq(mancala_game_house(g, 1, 3), 6);
    ck_assert_int_eq(mancala_game_perft(g, 1, &n), MANCALA_OK);
    ck_assert(n == 6);
    play_ok(g, 0);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    mancala_game_free(g);
}
END_TEST

START_TEST(test_strerror)
{
    static const int32_t codes[] = {
        MANCALA_OK, MANCALA_EINVAL, MANCALA_ENOMEM, MANCALA_ESPEC, MANCALA_ELIMIT,
        MANCALA_EILLEGAL, MANCALA_EOVER, MANCALA_ENOHISTORY, MANCALA_ERANGE, MANCALA_EBOARD,
        MANCALA_EPARSE, MANCALA_EHOOK, MANCALA_EIO, MANCALA_EFORMAT, MANCALA_ERULES,
        MANCALA_ECANCELED
    };
    static const int32_t unknown[] = { 1, -16, -100, 42, INT32_MIN, INT32_MAX };
    const size_t nc = sizeof codes / sizeof codes[0];
    const char *text[sizeof codes / sizeof codes[0]];
    size_t i, j;
    const char *u0;

    /* the values are ABI */
    ck_assert_int_eq(MANCALA_OK, 0);
    ck_assert_int_eq(MANCALA_EINVAL, -1);
    ck_assert_int_eq(MANCALA_ENOMEM, -2);
    ck_assert_int_eq(MANCALA_ESPEC, -3);
    ck_assert_int_eq(MANCALA_ELIMIT, -4);
    ck_assert_int_eq(MANCALA_EILLEGAL, -5);
    ck_assert_int_eq(MANCALA_EOVER, -6);
    ck_assert_int_eq(MANCALA_ENOHISTORY, -7);
    ck_assert_int_eq(MANCALA_ERANGE, -8);
    ck_assert_int_eq(MANCALA_EBOARD, -9);
    ck_assert_int_eq(MANCALA_EPARSE, -10);
    ck_assert_int_eq(MANCALA_EHOOK, -11);
    ck_assert_int_eq(MANCALA_EIO, -12);
    ck_assert_int_eq(MANCALA_EFORMAT, -13);
    ck_assert_int_eq(MANCALA_ERULES, -14);
    ck_assert_int_eq(MANCALA_ECANCELED, -15);

    for (i = 0; i < nc; i++) {
        text[i] = mancala_strerror(codes[i]);
        ck_assert_msg(text[i] != NULL, "strerror(%d) is NULL", (int)codes[i]);
        ck_assert_msg(text[i][0] != '\0', "strerror(%d) is empty", (int)codes[i]);
        ck_assert_msg(mancala_strerror(codes[i]) == text[i], "strerror(%d) not static",
                      (int)codes[i]);
        for (j = 0; j < i; j++)
            ck_assert_msg(strcmp(text[i], text[j]) != 0, "strerror(%d) == strerror(%d): %s",
                          (int)codes[i], (int)codes[j], text[i]);
    }
    for (i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        u0 = mancala_strerror(unknown[i]);
        ck_assert_msg(u0 != NULL, "strerror(%d) is NULL", (int)unknown[i]);
        ck_assert_msg(u0[0] != '\0', "strerror(%d) is empty", (int)unknown[i]);
        ck_assert_msg(mancala_strerror(unknown[i]) == u0, "strerror(%d) not static",
                      (int)unknown[i]);
        for (j = 0; j < nc; j++)
            ck_assert_msg(strcmp(u0, text[j]) != 0, "unknown code %d reads as code %d: %s",
                          (int)unknown[i], (int)codes[j], u0);
    }
    /* texts stay valid after other calls */
    ck_assert_str_eq(mancala_strerror(MANCALA_EINVAL), text[1]);
    /* EFORMAT is what every loader of a file answers (databases, guides among them, and
     * books): its text names each kind, not databases alone (issue 52). */
    ck_assert_ptr_nonnull(strstr(mancala_strerror(MANCALA_EFORMAT), "database"));
    ck_assert_ptr_nonnull(strstr(mancala_strerror(MANCALA_EFORMAT), "book"));
}
END_TEST

START_TEST(test_limits)
{
    ck_assert_int_eq(mancala_max_houses(), 16);
    ck_assert_int_eq(mancala_max_seeds(), 255);
    ck_assert_int_eq(mancala_max_houses(), MANCALA_MAX_HOUSES);
    ck_assert_int_eq(mancala_max_seeds(), MANCALA_MAX_SEEDS);
    ck_assert_int_eq(mancala_max_sowings(), 4096);
    ck_assert_int_eq(mancala_max_sowings(), MANCALA_MAX_SOWINGS);
}
END_TEST

/* The loaded library reports the version of the headers it was built with. */
START_TEST(test_version)
{
    char hex[16];
    ck_assert_str_eq(mancala_version_string(), MANCALA_VERSION_STRING);
    ck_assert_uint_eq(mancala_version(), MANCALA_VERSION_HEX);
    ck_assert_int_eq(mancala_abi_version(), MANCALA_ABI_VERSION);
    ck_assert_int_eq(mancala_abi_version(), 0);
    snprintf(hex, sizeof hex, "%u.%u.%u", (unsigned)(mancala_version() >> 16),
             (unsigned)(mancala_version() >> 8 & 0xff), (unsigned)(mancala_version() & 0xff));
    ck_assert_str_eq(hex, mancala_version_string());
}
END_TEST

static Suite *api_suite(void)
{
    Suite *s = suite_create("api");
    TCase *tc = tcase_create("errors");
    tcase_add_loop_test(tc, test_error_table, 0, NROWS);
    tcase_add_test(tc, test_hash_null);
    tcase_add_test(tc, test_free_null);
    tcase_add_test(tc, test_variant_errors);
    tcase_add_test(tc, test_game_new_errors);
    suite_add_tcase(s, tc);

    tc = tcase_create("contracts");
    tcase_add_test(tc, test_buffers_exact_fit);
    tcase_add_test(tc, test_accessors_in_range);
    tcase_add_test(tc, test_set_board_accepts_limits);
    tcase_add_test(tc, test_perft_edges);
    tcase_add_test(tc, test_after_the_end);
    tcase_add_test(tc, test_after_the_end_kalah);
    tcase_add_test(tc, test_clone_independence);
    tcase_add_test(tc, test_variant_freed_after_new);
    tcase_add_test(tc, test_strerror);
    tcase_add_test(tc, test_limits);
    tcase_add_test(tc, test_version);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(api_suite());
}
