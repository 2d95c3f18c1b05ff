/* SPDX-License-Identifier: MIT */
/* check_rules.c: every play rule of every preset and option value, proved on hand-set positions.
 * Each expected board was worked out by hand from mancala-spec(7), never by running the library.
 *
 * Board notation in the comments: pits array index, H = 6 unless the spec says otherwise:
 * 0..5 p0 houses, 6 p0 store, 7..12 p1 houses, 13 p1 store. "pN" is pit N. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mancala.h"
#include "testutil.h"

#define NP(a) (sizeof(a) / sizeof((a)[0]))
#define MAXPITS (4 * MANCALA_MAX_HOUSES + 2)
#define OVER (-1) /* expected "player to move" meaning: the game is over */
#define HISTCAP 256

/* ------------------------------------------------------------------ helpers */

static void fmt_pits(char *buf, size_t cap, const int32_t *p, size_t n)
{
    size_t used = 0;
    size_t i;

    buf[0] = '\0';
    for (i = 0; i < n; i++) {
        int w = snprintf(buf + used, cap - used, "%s%ld", i ? "," : "[", (long)p[i]);
        if (w < 0 || (size_t)w >= cap - used)
            return;
        used += (size_t)w;
    }
    if (used + 1 < cap) {
        buf[used] = ']';
        buf[used + 1] = '\0';
    }
}

static size_t get_board(const mancala_game *g, int32_t *pits, int line)
{
    size_t n = 0;
    int32_t rc = mancala_game_board(g, pits, MAXPITS, &n);

    ck_assert_msg(rc == MANCALA_OK, "line %d: mancala_game_board = %d", line, (int)rc);
    ck_assert_msg(n >= 4 && n <= MAXPITS, "line %d: board count %lu", line, (unsigned long)n);
    return n;
}

static size_t history_len(const mancala_game *g, int32_t *moves, int line)
{
    size_t n = 0;
    int32_t rc = mancala_game_history(g, moves, HISTCAP, &n);

    ck_assert_msg(rc == MANCALA_OK, "line %d: mancala_game_history = %d", line, (int)rc);
    return n;
}

static void expect_board(const mancala_game *g, const int32_t *exp, size_t n, int line,
                         const char *what)
{
    int32_t got[MAXPITS];
    size_t gn = get_board(g, got, line);
    char e[512];
    char b[512];

    fmt_pits(e, sizeof e, exp, n);
    fmt_pits(b, sizeof b, got, gn);
    ck_assert_msg(gn == n && memcmp(got, exp, n * sizeof *exp) == 0,
                  "line %d (%s): board expected %s, got %s", line, what, e, b);
}

/* tm: 0/1 = that player moves and the game goes on; OVER = the game has ended. */
static void expect_state(mancala_game *g, int32_t tm, int line, const char *what)
{
    int32_t moves[MANCALA_MAX_MOVES];
    size_t count = 99;
    int32_t rc;

    if (tm == OVER) {
        ck_assert_msg(mancala_game_is_over(g) == 1, "line %d (%s): is_over = %d, expected 1", line,
                      what, (int)mancala_game_is_over(g));
        ck_assert_msg(mancala_game_to_move(g) == MANCALA_EOVER,
                      "line %d (%s): to_move = %d, expected MANCALA_EOVER", line, what,
                      (int)mancala_game_to_move(g));
        rc = mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &count);
        ck_assert_msg(rc == MANCALA_OK && count == 0,
                      "line %d (%s): legal_moves after the end = %d, count %lu", line, what,
                      (int)rc, (unsigned long)count);
        rc = mancala_game_play(g, 0);
        ck_assert_msg(rc == MANCALA_EOVER, "line %d (%s): play after the end = %d", line, what,
                      (int)rc);
    } else {
        ck_assert_msg(mancala_game_is_over(g) == 0, "line %d (%s): is_over = %d, expected 0", line,
                      what, (int)mancala_game_is_over(g));
        ck_assert_msg(mancala_game_to_move(g) == tm, "line %d (%s): to_move = %d, expected %d",
                      line, what, (int)mancala_game_to_move(g), (int)tm);
        rc = mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &count);
        ck_assert_msg(rc == MANCALA_OK && count > 0,
                      "line %d (%s): legal_moves of a live game = %d, count %lu", line, what,
                      (int)rc, (unsigned long)count);
    }
}

static mancala_game *open_game(const char *spec, const int32_t *pits, size_t n, int32_t tm,
                               int line)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    int32_t rc = mancala_variant_new(&v, spec);

    ck_assert_msg(rc == MANCALA_OK, "line %d: variant_new(\"%s\") = %d", line, spec, (int)rc);
    rc = mancala_game_new(&g, v);
    mancala_variant_free(v);
    ck_assert_msg(rc == MANCALA_OK, "line %d: game_new(\"%s\") = %d", line, spec, (int)rc);
    ck_assert_msg((size_t)mancala_game_houses(g) * 2 + 2 == n,
                  "line %d: test board has %lu pits, game has %d houses", line, (unsigned long)n,
                  (int)mancala_game_houses(g));
    rc = mancala_game_set_board(g, pits, n, tm);
    ck_assert_msg(rc == MANCALA_OK, "line %d: set_board = %d", line, (int)rc);
    return g;
}

/* A hand-set position that is not over: the board reads back exactly, tm is to move. */
static mancala_game *start_game(const char *spec, const int32_t *pits, size_t n, int32_t tm,
                                int line)
{
    mancala_game *g = open_game(spec, pits, n, tm, line);

    expect_board(g, pits, n, line, "after set_board");
    expect_state(g, tm, line, "after set_board");
    return g;
}

/* Plays move, checks the exact board and state, undoes it (board, to_move, is_over, hash and
 * history restored), then plays it again so a sequence can go on. */
static void step(mancala_game *g, int32_t move, const int32_t *exp, size_t n, int32_t tm, int line)
{
    int32_t before[MAXPITS];
    int32_t hist[HISTCAP];
    size_t bn = get_board(g, before, line);
    uint64_t h0 = mancala_game_hash(g);
    uint64_t h1;
    int32_t tm0 = mancala_game_to_move(g);
    int32_t over0 = mancala_game_is_over(g);
    size_t hc0 = history_len(g, hist, line);
    size_t hc;
    int32_t rc = mancala_game_play(g, move);

    ck_assert_msg(rc == MANCALA_OK, "line %d: play(%d) = %d (%s)", line, (int)move, (int)rc,
                  mancala_strerror(rc));
    expect_board(g, exp, n, line, "after move");
    expect_state(g, tm, line, "after move");
    hc = history_len(g, hist, line);
    ck_assert_msg(hc == hc0 + 1 && hist[hc - 1] == move,
                  "line %d: history has %lu moves after play, expected %lu ending in %d", line,
                  (unsigned long)hc, (unsigned long)(hc0 + 1), (int)move);
    h1 = mancala_game_hash(g);

    rc = mancala_game_undo(g);
    ck_assert_msg(rc == MANCALA_OK, "line %d: undo = %d", line, (int)rc);
    expect_board(g, before, bn, line, "after undo");
    ck_assert_msg(mancala_game_to_move(g) == tm0, "line %d: to_move after undo = %d, expected %d",
                  line, (int)mancala_game_to_move(g), (int)tm0);
    ck_assert_msg(mancala_game_is_over(g) == over0, "line %d: is_over after undo = %d", line,
                  (int)mancala_game_is_over(g));
    ck_assert_msg(mancala_game_hash(g) == h0, "line %d: hash after undo differs", line);
    ck_assert_msg(history_len(g, hist, line) == hc0, "line %d: history length after undo", line);

    rc = mancala_game_play(g, move);
    ck_assert_msg(rc == MANCALA_OK, "line %d: replay(%d) = %d", line, (int)move, (int)rc);
    expect_board(g, exp, n, line, "after replay");
    ck_assert_msg(mancala_game_hash(g) == h1, "line %d: hash after replay differs", line);
    expect_state(g, tm, line, "after replay");
}

static void run_case(const char *spec, const int32_t *before, size_t bn, int32_t tm, int32_t move,
                     const int32_t *after, size_t an, int32_t etm, int line)
{
    mancala_game *g = start_game(spec, before, bn, tm, line);

    ck_assert_msg(an == bn, "line %d: before/after sizes differ", line);
    step(g, move, after, an, etm, line);
    mancala_game_free(g);
}

/* set_board of a position that is already over: it is swept at once, nothing to undo. */
static void run_over_at_set(const char *spec, const int32_t *pits, size_t n, int32_t tm,
                            const int32_t *swept, size_t sn, int line)
{
    mancala_game *g = open_game(spec, pits, n, tm, line);
    int32_t hist[HISTCAP];

    ck_assert_msg(sn == n, "line %d: sizes differ", line);
    expect_board(g, swept, sn, line, "after set_board (over)");
    expect_state(g, OVER, line, "after set_board (over)");
    ck_assert_msg(history_len(g, hist, line) == 0, "line %d: history not empty", line);
    ck_assert_msg(mancala_game_undo(g) == MANCALA_ENOHISTORY, "line %d: undo after set_board", line);
    mancala_game_free(g);
}

static void expect_moves(const mancala_game *g, const int32_t *exp, size_t n, int line)
{
    int32_t got[MANCALA_MAX_MOVES];
    size_t gn = 0;
    int32_t rc = mancala_game_legal_moves(g, got, MANCALA_MAX_MOVES, &gn);
    char e[256];
    char b[256];

    ck_assert_msg(rc == MANCALA_OK, "line %d: legal_moves = %d", line, (int)rc);
    fmt_pits(e, sizeof e, exp, n);
    fmt_pits(b, sizeof b, got, gn);
    ck_assert_msg(gn == n && memcmp(got, exp, n * sizeof *exp) == 0,
                  "line %d: legal moves expected %s, got %s", line, e, b);
}

/* The move is refused with MANCALA_EILLEGAL and nothing changes. */
static void expect_illegal(mancala_game *g, int32_t move, int line)
{
    int32_t before[MAXPITS];
    size_t bn = get_board(g, before, line);
    uint64_t h = mancala_game_hash(g);
    int32_t tm = mancala_game_to_move(g);
    int32_t rc = mancala_game_play(g, move);

    ck_assert_msg(rc == MANCALA_EILLEGAL, "line %d: play(%d) = %d, expected MANCALA_EILLEGAL",
                  line, (int)move, (int)rc);
    expect_board(g, before, bn, line, "after refused move");
    ck_assert_msg(mancala_game_hash(g) == h && mancala_game_to_move(g) == tm,
                  "line %d: refused move changed the game", line);
}

#define CASE(spec, before, tm, move, after, etm)                                                   \
    run_case((spec), (before), NP(before), (tm), (move), (after), NP(after), (etm), __LINE__)
#define OVER_AT_SET(spec, pits, tm, swept)                                                         \
    run_over_at_set((spec), (pits), NP(pits), (tm), (swept), NP(swept), __LINE__)
#define START(spec, pits, tm) start_game((spec), (pits), NP(pits), (tm), __LINE__)
#define STEP(g, move, after, etm) step((g), (move), (after), NP(after), (etm), __LINE__)
#define MOVES(g, list) expect_moves((g), (list), NP(list), __LINE__)
#define ILLEGAL(g, move) expect_illegal((g), (move), __LINE__)

/* ------------------------------------------------------------------ Dabuda (H = 10: 0..9 p0
 * houses, 10 p0 store, 11..20 p1 houses, 21 p1 store; house i faces the opponent's H-1-i) */

START_TEST(dabuda_first_turns_from_last_four)
{
    /* The start: each player's first turn from houses 6 to 9, then any house. p0 plays 6 (4):
     * p7, p8, p9, then p11 (4 -> 5: relay, pick 5) -> p12..p16 (4 -> 5: relay, pick 5) ->
     * p17..p20, p0 (the stores are off the path; 4 -> 5: relay, pick 5) -> p1..p5 (4 -> 5: relay,
     * pick 5) -> p6 (emptied: 1), p7..p9 (6), p11 (emptied: 1, the opponent's): the turn ends. */
    static const int32_t b[] = {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0};
    static const int32_t a1[] = {0, 5, 5, 5, 5, 0, 1, 6, 6, 6, 0,
                                 1, 5, 5, 5, 5, 0, 5, 5, 5, 5, 0};
    /* p1 plays 9 (p20, 5): p0 (0 -> 1), p1..p3, p4 (5 -> 6: relay, pick 6) -> p5 (1), p6 (2),
     * p7..p9 (7), p11 (1 -> 2: relay, pick 2) -> p12, p13 (5 -> 6: relay, pick 6) -> p14, p15
     * (6), p16 (1), p17, p18, p19 (5 -> 6: relay, pick 6) -> p20 (1), p0 (2), p1..p3 (7), p4
     * (emptied: 1, the opponent's): the turn ends. */
    static const int32_t a2[] = {2, 7, 7, 7, 1, 1, 2, 7, 7, 7, 0,
                                 0, 6, 0, 6, 6, 1, 6, 6, 0, 1, 0};
    static const int32_t last4[] = {6, 7, 8, 9};
    static const int32_t all[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    mancala_variant *v = NULL;
    mancala_game *g = NULL;

    ck_assert_int_eq(mancala_variant_new(&v, "dabuda"), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    mancala_variant_free(v);
    expect_board(g, b, NP(b), __LINE__, "start");
    MOVES(g, last4);
    ILLEGAL(g, 5);
    STEP(g, 6, a1, 1);
    MOVES(g, last4);
    ILLEGAL(g, 0);
    STEP(g, 9, a2, 0);
    MOVES(g, all);
    mancala_game_free(g);
}
END_TEST

START_TEST(dabuda_relay_then_capture)
{
    /* p0 plays 1 (1): p2 (3 -> 4: relay, pick 4) -> p3..p6, p6 empty in p0's own row: the
     * opposite house, p1's 10-1-6 = 3 (p14, 5), and the lone seed go to p0's store (6). */
    static const int32_t b[] = {0, 1, 3, 0, 0, 0, 0, 0, 0, 1, 0,
                                1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 6,
                                1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0};
    /* The opposite house empty: nothing is taken, the seed stays. */
    static const int32_t b2[] = {0, 1, 3, 0, 0, 0, 0, 0, 0, 1, 0,
                                 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a2[] = {0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 0,
                                 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0};
    /* A board set is a game's first position (mancala_game_set_board(3)), whose first turns
     * sow houses 6 to 9 only: this one, from later in a game, has them behind it. */
    CASE("dabuda:opening=any", b, 0, 1, a, 1);
    CASE("dabuda:opening=any", b2, 0, 1, a2, 1);
}
END_TEST

START_TEST(dabuda_empty_opponent_house_ends)
{
    /* p1 plays 7 (p18, 2): p19 (2 -> 3), p20 (1 -> 2: relay, pick 2) -> p0 (the stores are off
     * the path), p1 (0 -> 1): an empty house of p0's row, no capture for p1; the turn ends. */
    static const int32_t b[] = {0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 0,
                                2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 0};
    static const int32_t a[] = {1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 0,
                                2, 2, 2, 2, 2, 2, 2, 0, 3, 0, 0};
    CASE("dabuda", b, 1, 7, a, 0);
}
END_TEST

/* ------------------------------------------------------------------ French Wari (capture=facing;
 * H = 6, no stores on the path: pit j of p0's row faces pit 12-j) */

START_TEST(french_wari_facing_capture)
{
    /* p0 plays 4 (2): p5 (3 -> 4), p7 (empty, p1's row): the house facing p7, p5 (4, the mover's
     * own), goes to p0's store; the last seed stays in p7. */
    static const int32_t b1[] = {0, 0, 0, 0, 2, 3, 0, 0, 1, 1, 1, 1, 1, 0};
    static const int32_t a1[] = {0, 0, 0, 0, 0, 0, 4, 1, 1, 1, 1, 1, 1, 0};
    /* p0 plays 0 (1): p1 (empty, own row): the facing house p11 (2) is taken, p1 keeps its seed. */
    static const int32_t b2[] = {1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 1, 0};
    static const int32_t a2[] = {0, 1, 0, 0, 0, 0, 2, 1, 1, 1, 1, 0, 1, 0};
    /* p0 plays 2 (1): p3 (1 -> 2: relay, pick 2) -> p4, p5 (empty); the facing p7 is empty:
     * nothing is taken. */
    static const int32_t b3[] = {0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0};
    static const int32_t a3[] = {0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 2, 1, 1, 0};
    /* p1 plays 4 (p11, 2): p12 (3 -> 4), p13 passed over, p0 (empty, p0's row): the facing p12
     * (4, p1's own) goes to p1's store. */
    static const int32_t b4[] = {0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 2, 3, 0};
    static const int32_t a4[] = {1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 4};
    CASE("french-wari", b1, 0, 4, a1, 1);
    CASE("french-wari", b2, 0, 0, a2, 1);
    CASE("french-wari", b3, 0, 2, a3, 1);
    CASE("french-wari", b4, 1, 4, a4, 0);
}
END_TEST

/* ------------------------------------------------------------------ Kalah */

START_TEST(kalah_plain_sow)
{
    /* Start position; 4 seeds from house 0 go to p1..p4, last in a non-empty own house. */
    static const int32_t b[] = {4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0};
    static const int32_t a[] = {0, 5, 5, 5, 5, 4, 0, 4, 4, 4, 4, 4, 4, 0};
    static const int32_t all[] = {0, 1, 2, 3, 4, 5};
    mancala_game *g = START("kalah", b, 0);

    MOVES(g, all);
    STEP(g, 0, a, 1);
    mancala_game_free(g);
}
END_TEST

START_TEST(kalah_skips_opponent_store_p0)
{
    /* 9 seeds from p5: p6 (own store), p7..p12, p13 skipped, p0, p1. Last in p1 which held 1:
     * no capture. */
    static const int32_t b[] = {1, 1, 0, 0, 0, 9, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {2, 2, 0, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 0};
    CASE("kalah", b, 0, 5, a, 1);
}
END_TEST

START_TEST(kalah_skips_opponent_store_p1)
{
    /* p1 sows 9 seeds from p12: p13 (own store), p0..p5, p6 skipped, p7, p8. Last in p8 which
     * held 1: no capture. */
    static const int32_t b[] = {1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 0, 0, 9, 0};
    static const int32_t a[] = {2, 2, 2, 2, 2, 2, 0, 2, 2, 0, 0, 0, 0, 1};
    CASE("kalah", b, 1, 5, a, 0);
}
END_TEST

START_TEST(kalah_lap_into_origin_captures)
{
    /* 13 = 2H+1 seeds from p0: p1..p5, p6, p7..p12, p13 skipped, last back in p0 (origin=sow).
     * p0 held no seeds just before the last one landed, so it is an empty house: opposite p12
     * holds 2 (1 + 1 sown) -> 2 + 1 = 3 to the store, 1 + 3 = 4. */
    static const int32_t b[] = {13, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {0, 1, 1, 1, 1, 1, 4, 2, 2, 2, 2, 2, 0, 0};
    CASE("kalah", b, 0, 0, a, 1);
}
END_TEST

START_TEST(kalah_lap_into_origin_captures_p1)
{
    /* p1, 13 seeds from p7: p8..p12, p13, p0..p5, p6 skipped, last in origin p7 (empty):
     * opposite of p1 house 0 is p0 house 5 = p5 holding 2 -> 3 to p13 (1 + 3 = 4). */
    static const int32_t b[] = {1, 1, 1, 1, 1, 1, 0, 13, 0, 0, 0, 0, 0, 0};
    static const int32_t a[] = {2, 2, 2, 2, 2, 0, 0, 0, 1, 1, 1, 1, 1, 4};
    CASE("kalah", b, 1, 0, a, 0);
}
END_TEST

START_TEST(kalah_lap_past_origin)
{
    /* 14 seeds from p0: as with 13, then the 14th into p1, which already got a seed on the
     * first pass: not empty, no capture. The origin keeps the lap seed. */
    static const int32_t b[] = {14, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 0};
    CASE("kalah", b, 0, 0, a, 1);
}
END_TEST

START_TEST(kalah_double_lap)
{
    /* 26 = 2 x 13 seeds from p0: every pit but p13 gets 2, the last one in origin p0, which held
     * 1 (from the first lap) just before: not empty, no capture. */
    static const int32_t b[] = {26, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 0};
    CASE("kalah", b, 0, 0, a, 1);
}
END_TEST

START_TEST(kalah_lap_into_origin_capture_none)
{
    /* Same 13-seed lap with capture=none: the last seed simply stays in the origin. */
    static const int32_t b[] = {13, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 0};
    CASE("kalah:capture=none", b, 0, 0, a, 1);
}
END_TEST

START_TEST(kalah_small_board_lap)
{
    /* H=3 (pits: p0..p2, store p3, p4..p6, store p7). 7 = 2H+1 seeds from p1: p2, p3, p4, p5,
     * p6, p7 skipped, p0, last in origin p1 (empty). Opposite of house 1 is p1 house 1 = p5,
     * holding 1 -> 1 + 1 to the store: 1 + 2 = 3. */
    static const int32_t b[] = {1, 7, 1, 0, 2, 0, 2, 0};
    static const int32_t a[] = {2, 0, 2, 3, 3, 0, 3, 0};
    CASE("kalah:houses=3,seeds=2", b, 0, 1, a, 1);
}
END_TEST

START_TEST(kalah_origin_skip_lap)
{
    /* origin=skip: 13 seeds from p0 go p1..p5, p6, p7..p12, (p13 and origin p0 skipped), p1.
     * p1 already held the first-pass seed: no capture; p0 stays empty. */
    static const int32_t b[] = {13, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {0, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 0};
    CASE("kalah:origin=skip", b, 0, 0, a, 1);
}
END_TEST

START_TEST(kalah_extra_move_chain)
{
    /* Extra moves without limit, each one a ply in history. */
    static const int32_t b[] = {1, 0, 0, 0, 2, 1, 0, 1, 1, 1, 1, 1, 1, 0};
    /* 1 seed from p5 into the store: p0 moves again. */
    static const int32_t a1[] = {1, 0, 0, 0, 2, 0, 1, 1, 1, 1, 1, 1, 1, 0};
    /* 2 seeds from p4: p5, store: again. */
    static const int32_t a2[] = {1, 0, 0, 0, 0, 1, 2, 1, 1, 1, 1, 1, 1, 0};
    /* p5 into the store: again. */
    static const int32_t a3[] = {1, 0, 0, 0, 0, 0, 3, 1, 1, 1, 1, 1, 1, 0};
    /* p0 -> p1 (empty), opposite p11 holds 1: capture 2 (store 5). p0's row is now empty:
     * game over, p1 sweeps its 5 seeds: 5 - 5. */
    static const int32_t a4[] = {0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 5};
    mancala_game *g = START("kalah", b, 0);

    STEP(g, 5, a1, 0);
    STEP(g, 4, a2, 0);
    STEP(g, 5, a3, 0);
    STEP(g, 0, a4, OVER);
    mancala_game_free(g);
}
END_TEST

START_TEST(kalah_extra_move_p1)
{
    /* p1: 3 seeds from p10 -> p11, p12, p13 (own store): p1 moves again. */
    static const int32_t b[] = {1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 3, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 0, 2, 2, 1};
    CASE("kalah", b, 1, 3, a, 1);
}
END_TEST

START_TEST(kalah_extra_off)
{
    /* 4 seeds from p2 -> p3, p4, p5, store. With extra=store p0 moves again; extra=off passes. */
    static const int32_t b[] = {4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0};
    static const int32_t a[] = {4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0};
    CASE("kalah", b, 0, 2, a, 0);
    CASE("kalah:extra=off", b, 0, 2, a, 1);
}
END_TEST

START_TEST(kalah_capture_standard)
{
    /* 2 seeds from p1 -> p2, p3. p3 was empty, opposite p9 (12 - 3) holds 5: 5 + 1 go to the
     * store, 3 + 6 = 9. */
    static const int32_t b[] = {1, 2, 0, 0, 1, 1, 3, 1, 1, 5, 1, 1, 1, 2};
    static const int32_t a[] = {1, 0, 1, 0, 1, 1, 9, 1, 1, 0, 1, 1, 1, 2};
    CASE("kalah", b, 0, 1, a, 1);
    /* capture=empty captures the same way when the opposite house holds seeds. */
    CASE("kalah:capture=empty", b, 0, 1, a, 1);
}
END_TEST

START_TEST(kalah_capture_standard_p1)
{
    /* p1: 1 seed from p7 -> p8 (empty). Opposite of p1 house 1 is p0 house 4 = p4 holding 3:
     * 3 + 1 = 4 to p13. */
    static const int32_t b[] = {1, 1, 1, 1, 3, 1, 0, 1, 0, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 1, 0, 1, 0, 0, 0, 1, 1, 1, 1, 4};
    CASE("kalah", b, 1, 0, a, 0);
}
END_TEST

START_TEST(kalah_no_capture_opposite_empty)
{
    /* 2 seeds from p1 -> p2, p3 (empty), opposite p9 empty: standard capture does nothing, the
     * seed stays in p3. */
    static const int32_t b[] = {1, 2, 0, 0, 1, 1, 3, 1, 1, 0, 1, 1, 1, 2};
    static const int32_t a[] = {1, 0, 1, 1, 1, 1, 3, 1, 1, 0, 1, 1, 1, 2};
    CASE("kalah", b, 0, 1, a, 1);
}
END_TEST

START_TEST(kalah_no_capture_on_opponent_side)
{
    /* 2 seeds from p5 -> store, p7 (empty, but the opponent's): no capture, turn passes. */
    static const int32_t b[] = {1, 1, 1, 1, 1, 2, 0, 0, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0};
    CASE("kalah", b, 0, 5, a, 1);
}
END_TEST

START_TEST(kalah_capture_empty_lone_seed)
{
    /* capture=empty: p1 -> p2, p3 (empty), opposite p9 empty: the lone seed still goes to the
     * store, 3 + 1 = 4. */
    static const int32_t b[] = {1, 2, 0, 0, 1, 1, 3, 1, 1, 0, 1, 1, 1, 2};
    static const int32_t a[] = {1, 0, 1, 0, 1, 1, 4, 1, 1, 0, 1, 1, 1, 2};
    CASE("kalah:capture=empty", b, 0, 1, a, 1);
}
END_TEST

START_TEST(kalah_capture_none)
{
    /* capture=none: p3 empty with 5 opposite, yet nothing is taken. */
    static const int32_t b[] = {1, 2, 0, 0, 1, 1, 3, 1, 1, 5, 1, 1, 1, 2};
    static const int32_t a[] = {1, 0, 1, 1, 1, 1, 3, 1, 1, 5, 1, 1, 1, 2};
    CASE("kalah:capture=none", b, 0, 1, a, 1);
}
END_TEST

START_TEST(kalah_capture_count)
{
    /* capture=count on the Kalah path: 3 seeds from p5 -> store, p7 (2 -> 3), p8 (1 -> 2).
     * p8 = 2: taken; previous p7 = 3: taken; before it the store/p0 side: stop. 1 + 5 = 6. */
    static const int32_t b[] = {1, 1, 1, 1, 1, 3, 0, 2, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 1, 1, 0, 6, 0, 0, 1, 1, 1, 1, 0};
    CASE("kalah:capture=count", b, 0, 5, a, 1);
}
END_TEST

START_TEST(kalah_stores_none)
{
    /* stores=none: 8 seeds from p5 -> p7..p12, (p13 skipped), p0, (p6 skipped), p1. p1 was empty,
     * opposite p11 holds 1 + 1 = 2: standard capture of 3 still goes to p0's store. */
    static const int32_t b[] = {0, 0, 1, 1, 1, 8, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 0, 1, 1, 1, 0, 3, 2, 2, 2, 2, 0, 2, 0};
    CASE("kalah:stores=none,extra=off", b, 0, 5, a, 1);
}
END_TEST

START_TEST(kalah_end_either_beats_extra)
{
    /* 1 seed from p5 into the store would give an extra move, but p0's row is now empty: the
     * game ends, p1 sweeps 1 + 2 + 3 into p13: 11 - 11. */
    static const int32_t b[] = {0, 0, 0, 0, 0, 1, 10, 1, 2, 3, 0, 0, 0, 5};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 11};
    CASE("kalah", b, 0, 5, a, OVER);
}
END_TEST

START_TEST(kalah_end_either_opponent_row)
{
    /* p0 -> p1 (empty), opposite p11 holds p1's last 4 seeds: capture 5 (store 10). p1's row is
     * empty: over, p0 sweeps p3 (2): 12 - 3. */
    static const int32_t b[] = {1, 0, 0, 2, 0, 0, 5, 0, 0, 0, 0, 4, 0, 3};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 3};
    CASE("kalah", b, 0, 0, a, OVER);
}
END_TEST

START_TEST(kalah_end_either_mover_row)
{
    /* 3 seeds from p5 -> store, p7, p8: p0's row is empty, over even though p1 could move;
     * p1 sweeps 2 + 2 + 1 + 1 + 1 + 1 = 8. */
    static const int32_t b[] = {0, 0, 0, 0, 0, 3, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 8};
    CASE("kalah", b, 0, 5, a, OVER);
}
END_TEST

START_TEST(kalah_end_either_at_set_board)
{
    /* set_board applies the end rules at once: p1's row is empty, p0 sweeps 3. */
    static const int32_t b[] = {1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 5};
    OVER_AT_SET("kalah", b, 0, a);
}
END_TEST

START_TEST(kalah_end_mover_goes_on)
{
    /* end=mover: the same move that ended kalah_end_either_mover_row leaves p1 to move. */
    static const int32_t b[] = {0, 0, 0, 0, 0, 3, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a1[] = {0, 0, 0, 0, 0, 0, 1, 2, 2, 1, 1, 1, 1, 0};
    /* p1: 1 seed from p12 into p13, extra move, p1 still has seeds. */
    static const int32_t a2[] = {0, 0, 0, 0, 0, 0, 1, 2, 2, 1, 1, 1, 0, 1};
    /* p1: p11 -> p12 (empty), opposite p0 empty: no capture, seed stays. p0 to move has no
     * seeds: over, p1 sweeps 2 + 2 + 1 + 1 + 1 = 7 into p13: 1 + 7 = 8. */
    static const int32_t a3[] = {0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 8};
    mancala_game *g = START("kalah:end=mover", b, 0);

    STEP(g, 5, a1, 1);
    STEP(g, 5, a2, 1);
    STEP(g, 4, a3, OVER);
    mancala_game_free(g);
}
END_TEST

START_TEST(kalah_end_mover_extra_without_seeds)
{
    /* end=mover: p5 into the store gives p0 another move, but p0 has no seeds: over, p1 sweeps
     * its 6. */
    static const int32_t b[] = {0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 6};
    CASE("kalah:end=mover", b, 0, 5, a, OVER);
}
END_TEST

START_TEST(kalah_end_mover_opponent_empty)
{
    /* end=mover: p1's row empty at set_board, but p0 is to move and has seeds: not over. */
    static const int32_t b[] = {1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5};
    static const int32_t m[] = {0, 1};
    /* p1 -> p2, p3 (empty, opposite p9 empty: no capture). p1 to move has no seeds: over, p0
     * sweeps 1 + 1 + 1 = 3. */
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 5};
    mancala_game *g = START("kalah:end=mover", b, 0);

    MOVES(g, m);
    STEP(g, 1, a, OVER);
    mancala_game_free(g);
}
END_TEST

START_TEST(kalah_majority_end)
{
    /* Total 24, half 12. p5 into the store makes 13 > 12: with majority=end the game is over
     * (no extra move), p0 sweeps p4 (14), p1 sweeps 6 (10). Default majority=play: extra move. */
    static const int32_t b[] = {0, 0, 0, 0, 1, 1, 12, 1, 1, 1, 1, 1, 1, 4};
    static const int32_t over[] = {0, 0, 0, 0, 0, 0, 14, 0, 0, 0, 0, 0, 0, 10};
    static const int32_t play[] = {0, 0, 0, 0, 1, 0, 13, 1, 1, 1, 1, 1, 1, 4};
    CASE("kalah:majority=end", b, 0, 5, over, OVER);
    CASE("kalah", b, 0, 5, play, 0);
}
END_TEST

START_TEST(kalah_feed_must)
{
    /* feed=must (with end=mover so an empty row does not end the game): p1's houses are empty.
     * p0 -> p1 and p4 -> p5 give p1 nothing; p5 (2) -> store, p7 feeds. Only 5 is legal. */
    static const int32_t b[] = {1, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 5};
    static const int32_t m[] = {5};
    static const int32_t a[] = {1, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 5};
    mancala_game *g = START("kalah:feed=must,end=mover", b, 0);

    MOVES(g, m);
    ILLEGAL(g, 0);
    ILLEGAL(g, 4);
    STEP(g, 5, a, 1);
    mancala_game_free(g);
}
END_TEST

START_TEST(kalah_feed_must_no_feeding_move)
{
    /* feed=must, p1 empty, p0's moves p0 -> p1 and p4 -> p5 cannot feed: no legal move, over at
     * set_board, p0 sweeps 2. */
    static const int32_t b[] = {1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 5};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 5};
    OVER_AT_SET("kalah:feed=must,end=mover", b, 0, a);
}
END_TEST

/* ------------------------------------------------------------------ Oware */

START_TEST(oware_plain_sow)
{
    /* Start position, 4 seeds from p0 -> p1..p4, last on own side: no capture. */
    static const int32_t b[] = {4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0};
    static const int32_t a[] = {0, 5, 5, 5, 5, 4, 0, 4, 4, 4, 4, 4, 4, 0};
    CASE("oware", b, 0, 0, a, 1);
}
END_TEST

START_TEST(oware_never_sows_store)
{
    /* 3 seeds from p4 -> p5, (store p6 skipped), p7, p8. p8 becomes 4: no capture. */
    static const int32_t b[] = {1, 1, 1, 1, 3, 1, 0, 1, 3, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 1, 0, 2, 0, 2, 4, 1, 1, 1, 1, 0};
    CASE("oware", b, 0, 4, a, 1);
}
END_TEST

START_TEST(oware_p1_capture_across_stores)
{
    /* p1: 3 seeds from p11 -> p12, (p13 skipped), p0 (3 -> 4), p1 (1 -> 2). p1 = 2: captured;
     * previous p0 = 4: stop. p13 = 2. */
    static const int32_t b[] = {3, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 3, 1, 0};
    static const int32_t a[] = {4, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0, 2, 2};
    CASE("oware", b, 1, 4, a, 0);
}
END_TEST

START_TEST(oware_origin_skipped)
{
    /* 12 seeds from p2: p3, p4, p5, p7..p12, p0, p1 (11 houses), origin p2 skipped, 12th in p3
     * (now 2, own side: no capture). */
    static const int32_t b[] = {0, 0, 12, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 0, 2, 1, 1, 0, 2, 2, 2, 2, 2, 2, 0};
    CASE("oware", b, 0, 2, a, 1);
}
END_TEST

START_TEST(oware_origin_skipped_double_lap)
{
    /* 23 seeds from p0 (p1 empty: the move feeds, so it is legal): two rounds over the 11 other
     * houses (22 seeds, the origin skipped both times), the 23rd in p1 (3, own side: no
     * capture). */
    static const int32_t b[] = {23, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    static const int32_t a[] = {0, 3, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 0};
    CASE("oware", b, 0, 0, a, 1);
}
END_TEST

START_TEST(oware_origin_skipped_then_capture)
{
    /* 12 seeds from p5: p7..p12, p0..p4 (11), origin p5 skipped, 12th in p7 (1 + 1 + 1 = 3):
     * captured; previous house p5 is p0's own: stop. Store 3. */
    static const int32_t b[] = {1, 1, 1, 1, 1, 12, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {2, 2, 2, 2, 2, 0, 3, 0, 2, 2, 2, 2, 2, 0};
    CASE("oware", b, 0, 5, a, 1);
}
END_TEST

START_TEST(oware_single_capture)
{
    /* 2 seeds from p5 -> p7 (3 -> 4), p8 (2 -> 3). p8 = 3 captured, previous p7 = 4: stop. */
    static const int32_t b[] = {1, 1, 1, 1, 1, 2, 0, 3, 2, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 1, 1, 0, 3, 4, 0, 1, 1, 1, 1, 0};
    CASE("oware", b, 0, 5, a, 1);
}
END_TEST

START_TEST(oware_chain_stops_at_non_2_3)
{
    /* 4 seeds from p5 -> p7 (2), p8 (5), p9 (3), p10 (2). Chain: p10 2, p9 3, then p8 = 5
     * stops it; p7's 2 is not taken. Store 5. */
    static const int32_t b[] = {1, 1, 1, 1, 1, 4, 0, 1, 4, 2, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 1, 1, 0, 5, 2, 5, 0, 0, 1, 1, 0};
    CASE("oware", b, 0, 5, a, 1);
}
END_TEST

START_TEST(oware_chain_stops_at_own_side)
{
    /* 4 seeds from p4 -> p5 (2), p7 (2), p8 (2), p9 (3). Chain p9, p8, p7 = 7 seeds; the next
     * house back is p5, p0's own (holding 2): stop. */
    static const int32_t b[] = {1, 1, 1, 1, 4, 1, 0, 1, 1, 2, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 1, 0, 2, 7, 0, 0, 0, 1, 1, 1, 0};
    CASE("oware", b, 0, 4, a, 1);
}
END_TEST

START_TEST(oware_chain_p1)
{
    /* p1: 3 seeds from p12 -> p0 (4), p1 (3), p2 (2). Chain p2 2, p1 3, p0 = 4 stops: 5 to p13. */
    static const int32_t b[] = {3, 2, 1, 3, 1, 1, 0, 1, 1, 1, 1, 1, 3, 0};
    static const int32_t a[] = {4, 0, 0, 3, 1, 1, 0, 1, 1, 1, 1, 1, 0, 5};
    CASE("oware", b, 1, 5, a, 0);
}
END_TEST

/* Grand slam position: 2 seeds from p5 -> p7 (1 -> 2), p8 (2 -> 3) would capture 3 + 2, all of
 * p1's seeds. Total 12, half 6, so no majority interferes. */
static const int32_t slam[] = {1, 1, 0, 0, 0, 2, 0, 1, 2, 0, 0, 0, 0, 5};

START_TEST(oware_grandslam_nocapture)
{
    /* Default nocapture: the move is legal and captures nothing. */
    static const int32_t m[] = {0, 1, 5};
    static const int32_t a[] = {1, 1, 0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0, 5};
    mancala_game *g = START("oware", slam, 0);

    MOVES(g, m);
    STEP(g, 5, a, 1);
    mancala_game_free(g);
}
END_TEST

START_TEST(oware_grandslam_forbidden)
{
    /* forbidden: 5 is not legal and play refuses it; 0 (p0 -> p1) still is. */
    static const int32_t m[] = {0, 1};
    static const int32_t a[] = {0, 2, 0, 0, 0, 2, 0, 1, 2, 0, 0, 0, 0, 5};
    mancala_game *g = START("oware:grandslam=forbidden", slam, 0);

    MOVES(g, m);
    ILLEGAL(g, 5);
    STEP(g, 0, a, 1);
    mancala_game_free(g);
}
END_TEST

START_TEST(oware_grandslam_forbidden_only_move)
{
    /* The grand slam is p0's only move: forbidden leaves no legal move, so the game is over at
     * set_board and each side sweeps its own (p0 2, p1 3 + 5). Under nocapture it is legal. */
    static const int32_t b[] = {0, 0, 0, 0, 0, 2, 0, 1, 2, 0, 0, 0, 0, 5};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 8};
    static const int32_t m[] = {5};
    mancala_game *g;

    OVER_AT_SET("oware:grandslam=forbidden", b, 0, a);
    g = START("oware", b, 0);
    MOVES(g, m);
    mancala_game_free(g);
}
END_TEST

START_TEST(oware_grandslam_capture)
{
    /* capture: all 5 taken (store 5, not > 6). p1 then has no seeds and no legal move: over,
     * p0 sweeps its 2 -> 7 - 5. */
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 5};
    CASE("oware:grandslam=capture", slam, 0, 5, a, OVER);
}
END_TEST

START_TEST(oware_must_feed)
{
    /* p1 empty: p0 -> p1 does not feed; p4 (2) -> p5, p7 and p5 -> p7 do. Total 10, half 5. */
    static const int32_t b[] = {1, 0, 0, 0, 2, 1, 3, 0, 0, 0, 0, 0, 0, 3};
    static const int32_t m[] = {4, 5};
    static const int32_t a[] = {1, 0, 0, 0, 2, 0, 3, 1, 0, 0, 0, 0, 0, 3};
    mancala_game *g = START("oware", b, 0);

    MOVES(g, m);
    ILLEGAL(g, 0);
    STEP(g, 5, a, 1);
    mancala_game_free(g);
}
END_TEST

START_TEST(oware_must_feed_impossible_at_set_board)
{
    /* p1 empty, p0 -> p1 and p1 -> p2 cannot feed: no legal move, over at once, p0 sweeps 2.
     * With feed=free the same position goes on and both moves are legal. */
    static const int32_t b[] = {1, 1, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 3};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 3};
    static const int32_t m[] = {0, 1};
    mancala_game *g;

    OVER_AT_SET("oware", b, 0, a);
    g = START("oware:feed=free", b, 0);
    MOVES(g, m);
    mancala_game_free(g);
}
END_TEST

START_TEST(oware_must_feed_impossible_after_move)
{
    /* p1 plays its last seed p12 -> p0 (1, no capture). p1 is empty; p0 -> p1 and p2 -> p3
     * cannot feed: over, p0 sweeps 2 -> 6 - 4. */
    static const int32_t b[] = {0, 0, 1, 0, 0, 0, 4, 0, 0, 0, 0, 0, 1, 4};
    static const int32_t m[] = {5};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 4};
    mancala_game *g = START("oware", b, 1);

    MOVES(g, m);
    STEP(g, 5, a, OVER);
    mancala_game_free(g);
}
END_TEST

START_TEST(oware_end_mover_goes_on)
{
    /* p0's last seed p5 -> p7 (2): captured. p0's row is empty but p1 can feed it (p12 -> p0),
     * so the game goes on and that is p1's only legal move. Total 7, store 2. */
    static const int32_t b[] = {0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 2, 0, 1, 1, 1, 1, 1, 0};
    static const int32_t m[] = {5};
    mancala_game *g = START("oware", b, 0);

    STEP(g, 5, a, 1);
    MOVES(g, m);
    mancala_game_free(g);
}
END_TEST

START_TEST(oware_majority_end)
{
    /* Total 24, half 12. 2 seeds from p5 -> p7 (2), p8 (3): chain takes 5 (p12 keeps 1, no grand
     * slam), store 15 > 12: over, p0 sweeps 5 (20), p1 sweeps 1 (4). majority=play goes on. */
    static const int32_t b[] = {1, 1, 1, 1, 1, 2, 10, 1, 2, 0, 0, 0, 1, 3};
    static const int32_t over[] = {0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 4};
    static const int32_t play[] = {1, 1, 1, 1, 1, 0, 15, 0, 0, 0, 0, 0, 1, 3};
    CASE("oware", b, 0, 5, over, OVER);
    CASE("oware:majority=play", b, 0, 5, play, 1);
}
END_TEST

START_TEST(oware_majority_draw)
{
    /* Total 20. p5 -> p7 (3) takes p1's only seeds (grandslam=capture): stores 10 - 10, exactly
     * half each: over, a draw. */
    static const int32_t b[] = {0, 0, 0, 0, 0, 1, 7, 2, 0, 0, 0, 0, 0, 10};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 10};
    CASE("oware:grandslam=capture", b, 0, 5, a, OVER);
}
END_TEST

/* ------------------------------------------------------------------ cycles (stores=none) */

/* H = 2, pits: a0 a1 s0 b0 b1 s1; path a0 a1 b0 b1 (stores and origin skipped). Four moves
 * bring S3 = (0,1 | 1,1, p1 to move) back:
 *   S3 p1 plays b1 (1) -> a0            = S0 (1,1 | 1,0) p0
 *   S0 p0 plays a1 (1) -> b0            = S1 (1,0 | 2,0) p1
 *   S1 p1 plays b0 (2) -> b1, a0        = S2 (2,0 | 0,1) p0
 *   S2 p0 plays a0 (2) -> a1, b0        = S3 again.
 * Every player to move has seeds and the opponent is never empty, so must-feed never bites. */
static const int32_t cyc_s3[] = {0, 1, 0, 1, 1, 0};
static const int32_t cyc_s0[] = {1, 1, 0, 1, 0, 0};
static const int32_t cyc_s1[] = {1, 0, 0, 2, 0, 0};
static const int32_t cyc_s2[] = {2, 0, 0, 0, 1, 0};

START_TEST(cycle_end)
{
    /* cycle=end: S3 (seen at set_board) repeats after 4 moves: over, each side keeps its own:
     * p0 1, p1 2. */
    static const int32_t a[] = {0, 0, 1, 0, 0, 2};
    mancala_game *g = START("oware:houses=2,capture=none", cyc_s3, 1);

    STEP(g, 1, cyc_s0, 0);
    STEP(g, 1, cyc_s1, 1);
    STEP(g, 0, cyc_s2, 0);
    STEP(g, 0, a, OVER);
    mancala_game_free(g);
}
END_TEST

START_TEST(cycle_split)
{
    /* cycle=split: the second S3 goes on; the third ends. 3 seeds left: 1 each, the odd one stays
     * in the first non-empty house in pits order, a1 (pit 1). */
    static const int32_t a[] = {0, 1, 1, 0, 0, 1};
    mancala_game *g = START("oware:houses=2,capture=none,cycle=split", cyc_s3, 1);

    STEP(g, 1, cyc_s0, 0);
    STEP(g, 1, cyc_s1, 1);
    STEP(g, 0, cyc_s2, 0);
    STEP(g, 0, cyc_s3, 1);
    STEP(g, 1, cyc_s0, 0);
    STEP(g, 1, cyc_s1, 1);
    STEP(g, 0, cyc_s2, 0);
    STEP(g, 0, a, OVER);
    mancala_game_free(g);
}
END_TEST

START_TEST(cycle_through_grand_slams)
{
    /* H = 1, pits a0 s0 b0 s1. Each move sows every seed into the other house (origin skipped);
     * 2 there would be a capture of all the opponent's seeds, a grand slam, so nothing is taken.
     * (1 | 1) p0 -> (0 | 2) p1 -> (2 | 0) p0 -> (0 | 2) p1 seen: over, p1 keeps 2. */
    static const int32_t b[] = {1, 0, 1, 0};
    static const int32_t a1[] = {0, 0, 2, 0};
    static const int32_t a2[] = {2, 0, 0, 0};
    static const int32_t a3[] = {0, 0, 0, 2};
    mancala_game *g = START("oware:houses=1", b, 0);

    STEP(g, 0, a1, 1);
    STEP(g, 0, a2, 0);
    STEP(g, 0, a3, OVER);
    mancala_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ limit= (mancala-spec(7)) */

static void result_is(const mancala_game *g, int32_t winner, int32_t reason)
{
    int32_t w = 99, r = 99;
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, winner);
    ck_assert_int_eq(r, reason);
}

/* The cycle S3 S0 S1 S2 above under cycle=play (no repetition rule) goes on until the limit: the
 * move that reaches it ends the game, each side's seeds swept to its own store. */
START_TEST(limit_ends_game)
{
    static const int32_t swept_s1[] = {0, 0, 1, 0, 0, 2};
    mancala_event ev[64];
    size_t n, i, sweeps = 0;
    mancala_game *g = START("oware:houses=2,capture=none,cycle=play,limit=6", cyc_s3, 1);

    STEP(g, 1, cyc_s0, 0);
    STEP(g, 1, cyc_s1, 1);
    STEP(g, 0, cyc_s2, 0);
    STEP(g, 0, cyc_s3, 1);
    STEP(g, 1, cyc_s0, 0);
    /* The sixth move's trace: the move, then the sweep, then the end. */
    ck_assert_int_eq(mancala_game_trace(g, 1, ev, 64, &n), MANCALA_OK);
    for (i = 0; i < n; i++)
        sweeps += ev[i].kind == MANCALA_EVENT_SWEEP;
    ck_assert_uint_eq(sweeps, 2);
    ck_assert_int_eq(ev[n - 1].kind, MANCALA_EVENT_END);
    ck_assert_int_eq(ev[n - 1].pit, 1);
    ck_assert_int_eq(ev[n - 1].count, MANCALA_REASON_LIMIT);
    STEP(g, 1, swept_s1, OVER);
    result_is(g, 1, MANCALA_REASON_LIMIT);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_EOVER);
    /* A new board starts the count again. */
    ck_assert_int_eq(mancala_game_set_board(g, cyc_s3, NP(cyc_s3), 1), MANCALA_OK);
    STEP(g, 1, cyc_s0, 0);
    mancala_game_free(g);
}
END_TEST

/* A game its rules end at the limit's ply keeps their reason: the cycle's repetition (cycle=end)
 * at the fourth move. */
START_TEST(limit_rules_first)
{
    static const int32_t a[] = {0, 0, 1, 0, 0, 2};
    mancala_game *g = START("oware:houses=2,capture=none,limit=4", cyc_s3, 1);

    STEP(g, 1, cyc_s0, 0);
    STEP(g, 1, cyc_s1, 1);
    STEP(g, 0, cyc_s2, 0);
    STEP(g, 0, a, OVER);
    result_is(g, 1, MANCALA_REASON_REPETITION);
    mancala_game_free(g);
}
END_TEST

/* The default: 2500 plies (mancala-spec(7)), a game of no repetition rule ending there, and its
 * record read back the same; limit=none plays on. */
START_TEST(limit_default_and_none)
{
    static const int32_t loop[] = {1, 1, 0, 0};
    static const int32_t swept_s3[] = {0, 0, 1, 0, 0, 2};
    static char rec[16384];
    mancala_game *g = START("oware:houses=2,capture=none,cycle=play", cyc_s3, 1), *back = NULL;
    size_t n;
    int k;

    for (k = 0; k < 2499; k++)
        ck_assert_int_eq(mancala_game_play(g, loop[k % 4]), MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(g), 0);
    ck_assert_int_eq(mancala_game_play(g, loop[2499 % 4]), MANCALA_OK);
    expect_board(g, swept_s3, NP(swept_s3), __LINE__, "at the limit");
    result_is(g, 1, MANCALA_REASON_LIMIT);
    ck_assert_int_eq(mancala_game_history(g, NULL, 0, &n), MANCALA_ERANGE);
    ck_assert_uint_eq(n, 2500);
    ck_assert_int_eq(mancala_game_to_record(g, rec, sizeof rec, &n), MANCALA_OK);
    ck_assert_int_eq(mancala_game_from_record(&back, rec), MANCALA_OK);
    ck_assert_uint_eq(mancala_game_hash(back), mancala_game_hash(g));
    result_is(back, 1, MANCALA_REASON_LIMIT);
    mancala_game_free(back);
    mancala_game_free(g);

    g = START("oware:houses=2,capture=none,cycle=play,limit=none", cyc_s3, 1);
    for (k = 0; k < 10000; k++)
        ck_assert_int_eq(mancala_game_play(g, loop[k % 4]), MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(g), 0);
    mancala_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ Congkak */

START_TEST(congkak_relay_chain_p0)
{
    /* p0 (2) -> p1, p2 (1 -> 2: relay, pick 2) -> p3, p4 (2 -> 3: relay, pick 3) -> p5, store,
     * p7 (1 -> 2, opponent's: relay, pick 2) -> p8, p9 (empty, opponent's): turn ends. */
    static const int32_t b[] = {2, 0, 1, 0, 2, 0, 0, 1, 0, 0, 1, 1, 1, 0};
    static const int32_t a[] = {0, 1, 0, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 0};
    CASE("congkak", b, 0, 0, a, 1);
}
END_TEST

START_TEST(congkak_relay_chain_p1)
{
    /* p1: p11 (3) -> p12, p13, p0 (2 -> 3: relay, pick 3) -> p1, p2, p3 (1 -> 2: relay, pick 2)
     * -> p4, p5 (empty, p0's side): turn ends. */
    static const int32_t b[] = {2, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 3, 0, 0};
    static const int32_t a[] = {0, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1};
    CASE("congkak", b, 1, 4, a, 0);
}
END_TEST

START_TEST(congkak_extra_move)
{
    /* p3 (3) -> p4, p5, store: p0 moves again; with extra=off the turn passes. */
    static const int32_t b[] = {1, 1, 1, 3, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 0, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0};
    CASE("congkak", b, 0, 3, a, 0);
    CASE("congkak:extra=off", b, 0, 3, a, 1);
}
END_TEST

START_TEST(congkak_relay_into_store)
{
    /* p3 (1) -> p4 (1 -> 2: relay, pick 2) -> p5, store: extra move. */
    static const int32_t b[] = {1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0};
    CASE("congkak", b, 0, 3, a, 0);
}
END_TEST

START_TEST(congkak_relay_into_store_p1)
{
    /* p1: p10 (1) -> p11 (1 -> 2: relay, pick 2) -> p12, p13: p1 moves again. */
    static const int32_t b[] = {1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 0};
    static const int32_t a[] = {1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 0, 0, 1, 1};
    CASE("congkak", b, 1, 3, a, 1);
}
END_TEST

START_TEST(congkak_empty_opponent_house)
{
    /* p5 (2) -> store, p7 (empty, opponent's): the seed stays, the turn passes. */
    static const int32_t b[] = {1, 1, 1, 1, 1, 2, 0, 0, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0};
    CASE("congkak", b, 0, 5, a, 1);
}
END_TEST

START_TEST(congkak_capture_standard)
{
    /* p0 (1) -> p1 (empty, own), opposite p11 holds 4: 4 + 1 to the store, turn ends. */
    static const int32_t b[] = {1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 4, 1, 0};
    static const int32_t a[] = {0, 0, 1, 1, 1, 1, 5, 1, 1, 1, 1, 0, 1, 0};
    static const int32_t none[] = {0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 4, 1, 0};
    CASE("congkak", b, 0, 0, a, 1);
    CASE("congkak:capture=empty", b, 0, 0, a, 1);
    /* capture=none: the seed stays, the turn ends. */
    CASE("congkak:capture=none", b, 0, 0, none, 1);
}
END_TEST

START_TEST(congkak_capture_p1)
{
    /* p1: p7 (1) -> p8 (empty, own), opposite p4 holds 2: 3 to p13. */
    static const int32_t b[] = {1, 1, 1, 1, 2, 1, 0, 1, 0, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 1, 1, 1, 0, 1, 0, 0, 0, 1, 1, 1, 1, 3};
    CASE("congkak", b, 1, 0, a, 0);
}
END_TEST

START_TEST(congkak_capture_opposite_empty)
{
    /* p0 (1) -> p1 (empty, own), opposite p11 empty: standard leaves the seed, capture=empty
     * banks it. Either way the turn ends. */
    static const int32_t b[] = {1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 0};
    static const int32_t std[] = {0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 0};
    static const int32_t emp[] = {0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0};
    CASE("congkak", b, 0, 0, std, 1);
    CASE("congkak:capture=empty", b, 0, 0, emp, 1);
}
END_TEST

START_TEST(congkak_relay_then_capture)
{
    /* p0 (2) -> p1, p2 (1 -> 2: relay, pick 2) -> p3, p4 (empty, own): opposite p8 holds 3:
     * capture 4. */
    static const int32_t b[] = {2, 0, 1, 0, 0, 0, 0, 1, 3, 1, 1, 1, 1, 0};
    static const int32_t a[] = {0, 1, 0, 1, 0, 0, 4, 1, 0, 1, 1, 1, 1, 0};
    CASE("congkak", b, 0, 0, a, 1);
}
END_TEST

/* p4 (3) -> p5, store, p7 (5 -> 6: relay, pick 6) -> p8..p12, (p13 skipped), p0 (3 -> 4: relay,
 * pick 4) -> p1, p2, p3, then the origin p4 ... */
static const int32_t origin_relay[] = {3, 0, 0, 0, 3, 0, 0, 5, 0, 0, 0, 0, 0, 0};

START_TEST(congkak_origin_skip_relay)
{
    /* ... origin=skip: p4 skipped, 4th seed in p5 (1 -> 2: relay, pick 2) -> store, p7. p7 was
     * emptied by the pick-up but is not skipped: it held 0, so the seed stays, turn ends. */
    static const int32_t a[] = {0, 1, 1, 1, 0, 0, 2, 1, 1, 1, 1, 1, 1, 0};
    CASE("congkak:origin=skip", origin_relay, 0, 4, a, 1);
}
END_TEST

START_TEST(congkak_origin_sow_relay)
{
    /* ... origin=sow: 4th seed in the origin p4 (empty, own): opposite p8 holds 1: capture 2,
     * store 1 + 2 = 3, turn ends. */
    static const int32_t a[] = {0, 1, 1, 1, 0, 1, 3, 0, 0, 1, 1, 1, 1, 0};
    CASE("congkak", origin_relay, 0, 4, a, 1);
}
END_TEST

START_TEST(congkak_end_either)
{
    /* p5 (1) into the store would be an extra move, but p0's row is empty: over, p1 sweeps 2. */
    static const int32_t b[] = {0, 0, 0, 0, 0, 1, 3, 2, 0, 0, 0, 0, 0, 4};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 6};
    CASE("congkak", b, 0, 5, a, OVER);
}
END_TEST

/* ------------------------------------------------------------------ Kara (side=last) */

/* kara: H = 3 (0..2 p0 houses, 3 p0 store, 4..6 p1 houses, 7 p1 store); counts 2, 4 or 6, no
 * chain, on the opponent's side or in the mover's own last house (p2 for p0, p6 for p1). */
START_TEST(kara_own_last_house)
{
    /* p1 (1) -> p2, 1 -> 2: the mover's last house made 2 is taken, store 0 + 2. */
    static const int32_t b[] = {1, 1, 1, 0, 3, 3, 3, 0};
    static const int32_t a[] = {1, 0, 0, 2, 3, 3, 3, 0};
    CASE("kara", b, 0, 1, a, 1);
}
END_TEST

START_TEST(kara_own_other_house)
{
    /* p0 (1) -> p1, 1 -> 2: an own house that is not the last one: nothing taken. */
    static const int32_t b[] = {1, 1, 1, 0, 3, 3, 3, 0};
    static const int32_t a[] = {0, 2, 1, 0, 3, 3, 3, 0};
    CASE("kara", b, 0, 0, a, 1);
}
END_TEST

START_TEST(kara_opponent_no_chain)
{
    /* p2 (2) -> p4 (3 -> 4), p5 (1 -> 2): p5 taken; chain=off, so p4's 4 stay. */
    static const int32_t b[] = {1, 1, 2, 0, 3, 1, 3, 0};
    static const int32_t a[] = {1, 1, 0, 2, 4, 0, 3, 0};
    CASE("kara", b, 0, 2, a, 1);
}
END_TEST

START_TEST(kara_opponent_eight_stays)
{
    /* p2 (1) -> p4, 7 -> 8: not 2, 4 or 6, nothing taken. */
    static const int32_t b[] = {1, 1, 1, 0, 7, 1, 1, 0};
    static const int32_t a[] = {1, 1, 0, 0, 8, 1, 1, 0};
    CASE("kara", b, 0, 2, a, 1);
}
END_TEST

START_TEST(kara_own_last_house_p1)
{
    /* p1 plays its house 1, p5 (1) -> p6, 3 -> 4: p1's last house, taken into p7. */
    static const int32_t b[] = {1, 1, 1, 0, 1, 1, 3, 0};
    static const int32_t a[] = {1, 1, 1, 0, 1, 0, 0, 4};
    CASE("kara", b, 1, 1, a, 0);
}
END_TEST

/* ------------------------------------------------------------------ Waurie (win=empty) */

START_TEST(waurie_empty_row_wins_on_extra)
{
    /* p5 (1) -> the store: an extra move, but p0's row is empty: p0 has won, though its store
     * (1) is below p1's (10); every seed goes to p0: 1 + 1 + 10 = 12. */
    static const int32_t b[] = {0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 10};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0};
    CASE("waurie", b, 0, 5, a, OVER);
}
END_TEST

START_TEST(waurie_empty_row_wins)
{
    /* p5 (2) -> store, p7 (1 -> 2): p1 would move, but p0's row is empty: p0 has won and takes
     * every seed, 1 + 2 + 10 = 13. */
    static const int32_t b[] = {0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0, 10};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 13, 0, 0, 0, 0, 0, 0, 0};
    CASE("waurie", b, 0, 5, a, OVER);
}
END_TEST

START_TEST(waurie_empty_row_wins_p1)
{
    /* p1's p12 (1) -> p13: p1's row is empty, p1 has won: 1 + 3 + 5 = 9 to p13. */
    static const int32_t b[] = {3, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 1, 0};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9};
    CASE("waurie", b, 1, 5, a, OVER);
}
END_TEST

START_TEST(waurie_no_capture)
{
    /* p0 (1) -> p1, empty, own, opposite p11 holds 4: capture=none, nothing taken. */
    static const int32_t b[] = {1, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4, 0};
    static const int32_t a[] = {0, 1, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4, 0};
    CASE("waurie", b, 0, 0, a, 1);
}
END_TEST

/* ------------------------------------------------------------------ Aw-li On-nam Ot-tjin */

/* aw-li-on-nam-ot-tjin: H = 9 (0..8 p0 houses, 9 p0 store, 10..18 p1 houses, 19 p1 store). */
#define AWLI "aw-li-on-nam-ot-tjin"

START_TEST(awli_single_never)
{
    /* p0's houses 0 and 2 hold one seed each: only house 1 (2 seeds) may be played. */
    static const int32_t b[] = {1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0};
    static const int32_t one[] = {1};
    mancala_game *g = START(AWLI, b, 0);
    MOVES(g, one);
    mancala_game_free(g);
}
END_TEST

START_TEST(awli_capture_three_own_side)
{
    /* p0 (2) -> p1 (1 -> 2), p2 (2 -> 3): the last house made 3 is taken, though it is the
     * mover's own; p1's 2 stay (no chain). */
    static const int32_t b[] = {2, 1, 2, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0};
    static const int32_t a[] = {0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0};
    CASE(AWLI, b, 0, 0, a, 1);
}
END_TEST

START_TEST(awli_stuck_loses)
{
    /* p0 (2) -> p1, p2: p1 holds a lone seed in p10 and cannot move, p0 can (p7): p0 has won,
     * whatever the stores hold, and takes every seed: 2 + 2 + 1 + 20 = 25. */
    static const int32_t b[] = {2, 0, 0, 0, 0, 0, 0, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 20};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    CASE(AWLI, b, 0, 0, a, OVER);
}
END_TEST

START_TEST(awli_neither_moves_draw)
{
    /* As above with one seed in p7: neither player can move, a draw: the 24 seeds are shared,
     * 12 to each store. */
    static const int32_t b[] = {2, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 20};
    static const int32_t a[] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12};
    CASE(AWLI, b, 0, 0, a, OVER);
}
END_TEST

/* ------------------------------------------------------------------ land= (meusueb.c) */

START_TEST(meusueb_four_taken_then_next_house)
{
    /* p0 (3) -> p1, p2, p3 (3 -> 4): taken to the store; the next house p4 (1) is sown on -> p5
     * (empty): the turn ends. */
    static const int32_t b[] = {3, 0, 0, 3, 1, 0, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {0, 1, 1, 0, 0, 1, 4, 1, 1, 1, 1, 1, 1, 0};
    CASE("meusueb", b, 0, 0, a, 1);
}
END_TEST

START_TEST(meusueb_four_on_opponent_side_next_empty)
{
    /* p5 (1) -> p7 (3 -> 4, the opponent's): taken to p0's store; the next house p8 is empty:
     * the turn ends. */
    static const int32_t b[] = {1, 0, 0, 0, 0, 1, 0, 3, 0, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 0, 0, 0, 0, 0, 4, 0, 0, 1, 1, 1, 1, 0};
    CASE("meusueb", b, 0, 5, a, 1);
}
END_TEST

START_TEST(meusueb_relay_then_four_p1)
{
    /* p1: p12 (1) -> p0 (1 -> 2: relay, pick 2) -> p1, p2 (3 -> 4): taken to p13; the next house
     * p3 (2) is sown on -> p4, p5 (empty): the turn ends. */
    static const int32_t b[] = {1, 2, 3, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0};
    static const int32_t a[] = {0, 3, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 4};
    CASE("meusueb", b, 1, 5, a, 0);
}
END_TEST

START_TEST(bosh_beyond_an_empty_house_taken)
{
    /* bosh: H = 5 (0..4 p0, 5 its store, 6..10 p1, 11). p0 (1) -> p1; the next house p2 is
     * empty, the one after it, p3 (3), is taken to p0's store: the turn ends. */
    static const int32_t b[] = {1, 0, 0, 3, 1, 0, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {0, 1, 0, 0, 1, 3, 1, 1, 1, 1, 1, 0};
    CASE("bosh", b, 0, 0, a, 1);
}
END_TEST

START_TEST(bosh_next_house_sown_on)
{
    /* p3 (1) -> p4; the next house p6 (2) is sown on -> p7, p8; the next house p9 (1) is sown on
     * -> p10; the next house p0 is empty, the one after it, p1 (2), is taken. */
    static const int32_t b[] = {0, 2, 0, 1, 2, 0, 2, 0, 1, 1, 1, 0};
    static const int32_t a[] = {0, 0, 0, 0, 3, 2, 0, 1, 2, 0, 2, 0};
    CASE("bosh", b, 0, 3, a, 1);
}
END_TEST

START_TEST(bosh_two_empty_houses_end_p1)
{
    /* p1: p10 (1) -> p0; the next house p1 (1) is sown on -> p2; p3 and p4 are empty: nothing
     * taken, the turn ends; p1's row is empty but p0, to move, has seeds. */
    static const int32_t b[] = {1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0};
    static const int32_t a[] = {2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    CASE("bosh", b, 1, 4, a, 0);
}
END_TEST

/* ------------------------------------------------------------------ runner */

/* ------------------------------------------------------------------ direction=house */

#define TUWEISAT "um-el-tuweisat"
#define BAGARA "um-el-bagara"

START_TEST(house_sets_direction_moves)
{
    /* The left house (0) is sown clockwise only (slot H+0 = 3), the right one (2) anticlockwise
     * only (slot 2), the middle one (1) either way (slots 1 and 4); a lone seed is never sown. */
    static const int32_t b[] = {3, 3, 3, 0, 3, 3, 3, 0};
    static const int32_t lone[] = {1, 3, 3, 0, 3, 3, 3, 0};
    static const int32_t m[] = {1, 2, 3, 4}, ml[] = {1, 2, 4};
    mancala_game *g = START(TUWEISAT, b, 0);
    MOVES(g, m);
    ILLEGAL(g, 0);
    ILLEGAL(g, 5);
    mancala_game_free(g);
    g = START(TUWEISAT, lone, 0);
    MOVES(g, ml);
    mancala_game_free(g);
}
END_TEST

START_TEST(house_clockwise_chain_back)
{
    /* p0 (2) clockwise: p6 (1 -> 2), p5 (1 -> 2). The last house holds 2: taken, and the house
     * before it along the way the seeds came, p6, holds 2: taken too (4 to the store); then p0,
     * the mover's, stops the chain. North's lone seed cannot be sown: North passes. */
    static const int32_t b[] = {2, 0, 3, 0, 1, 1, 1, 0};
    static const int32_t a[] = {0, 0, 3, 4, 1, 0, 0, 0};
    CASE(TUWEISAT, b, 0, 3, a, 0);
}
END_TEST

START_TEST(house_anticlockwise_chain_and_end)
{
    /* p2 (2) anticlockwise: p4 (1 -> 2), p5 (1 -> 2): both taken (4). Then only lone seeds are
     * left: neither player can move, and each row's seeds go to their owner. */
    static const int32_t b[] = {1, 0, 2, 0, 1, 1, 1, 0};
    static const int32_t a[] = {0, 0, 0, 5, 0, 0, 0, 1};
    CASE(TUWEISAT, b, 0, 2, a, OVER);
}
END_TEST

START_TEST(house_bagara_middle_clockwise)
{
    /* Um el-Bagara's legal moves at the start: houses 2 to 4 anticlockwise, 0 to 2 clockwise. */
    static const int32_t s[] = {5, 5, 5, 5, 5, 0, 5, 5, 5, 5, 5, 0};
    static const int32_t m[] = {2, 3, 4, 5, 6, 7};
    /* p2 (4) clockwise: p1, p0, p10 (1 -> 2), p9 (3 -> 4): 4 taken, and p10's 2 before it;
     * then only lone seeds are left: over, South's two go to South. */
    static const int32_t b[] = {0, 0, 4, 0, 0, 0, 0, 0, 0, 3, 1, 0};
    static const int32_t a[] = {0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0};
    mancala_game *g = START(BAGARA, s, 0);
    MOVES(g, m);
    ILLEGAL(g, 0);
    mancala_game_free(g);
    CASE(BAGARA, b, 0, 7, a, OVER);
}
END_TEST

/* ------------------------------------------------------------------ capture=ahead, end=one */

START_TEST(ahead_takes_and_sows_on)
{
    /* p0 (2) -> p1, p2. The next house, p3, holds 3: taken, and the sowing goes on from p2 (1)
     * -> p3. Now p4, next, is empty: the house after it, p6, is taken (1), and the turn ends. */
    static const int32_t b[] = {2, 0, 0, 3, 0, 0, 1, 0, 0, 0, 2, 0};
    static const int32_t a[] = {0, 1, 0, 1, 0, 4, 0, 0, 0, 0, 2, 0};
    CASE("pachgarhwa", b, 0, 0, a, 1);
}
END_TEST

START_TEST(ahead_one_seed_left_ends)
{
    /* p3 (1) -> p4; p6, next, is taken: one seed is left, on South's side: the game ends there,
     * before the sowing would go on from p4 into North's row; South's row holds it. */
    static const int32_t b[] = {0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0};
    static const int32_t a[] = {0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0};
    /* A board set with one seed left is over at once. */
    static const int32_t one[] = {0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3};
    static const int32_t swept[] = {0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 3};
    CASE("pachgarhwa", b, 0, 3, a, OVER);
    OVER_AT_SET("pachgarhwa", one, 0, swept);
}
END_TEST

/* ------------------------------------------------------------------ sungka */

START_TEST(sungka_capture_leaves_lander)
{
    /* p0 (2) -> p1, p2: a lone seed in an own house takes the opposite house (p10, 4) into the
     * store; the lone seed stays. */
    static const int32_t b[] = {2, 0, 0, 1, 0, 0, 0, 1, 1, 1, 4, 1, 1, 0};
    static const int32_t a[] = {0, 1, 1, 1, 0, 0, 4, 1, 1, 1, 0, 1, 1, 0};
    CASE("sungka", b, 0, 0, a, 1);
}
END_TEST

START_TEST(sungka_store_after_opponent_row)
{
    /* South's p5 (7) -> p7..p12, then South's store, which comes after North's row: an extra
     * move. North's p12 (7) -> p0..p5 (South's store passed over), then North's store: again. */
    static const int32_t b[] = {1, 0, 0, 0, 0, 7, 0, 1, 1, 1, 1, 1, 1, 0};
    static const int32_t a[] = {1, 0, 0, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 0};
    static const int32_t nb[] = {0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 7, 0};
    static const int32_t na[] = {1, 1, 1, 1, 1, 2, 0, 1, 0, 0, 0, 0, 0, 1};
    CASE("sungka", b, 0, 5, a, 0);
    CASE("sungka", nb, 1, 5, na, 1);
}
END_TEST

START_TEST(sungka_relay_then_capture)
{
    /* p0 (1) -> p1, which held 2: relay, its 3 -> p2, p3, p4; p4 was empty: the opposite p8 (2)
     * is taken, p4's seed stays. */
    static const int32_t b[] = {1, 2, 0, 0, 0, 0, 0, 1, 2, 1, 1, 1, 1, 0};
    static const int32_t a[] = {0, 0, 1, 1, 1, 0, 2, 1, 0, 1, 1, 1, 1, 0};
    CASE("sungka", b, 0, 0, a, 1);
}
END_TEST


static Suite *rules_suite(void)
{
    Suite *s = suite_create("rules");
    TCase *kalah = tcase_create("kalah");
    TCase *oware = tcase_create("oware");
    TCase *cycle = tcase_create("cycle");
    TCase *congkak = tcase_create("congkak");
    TCase *house = tcase_create("direction_house");
    TCase *ahead = tcase_create("capture_ahead");
    TCase *sungka = tcase_create("sungka");
    TCase *ludii = tcase_create("ludii");
    TCase *dabuda = tcase_create("dabuda");
    TCase *land = tcase_create("land");

    tcase_add_test(kalah, kalah_plain_sow);
    tcase_add_test(kalah, kalah_skips_opponent_store_p0);
    tcase_add_test(kalah, kalah_skips_opponent_store_p1);
    tcase_add_test(kalah, kalah_lap_into_origin_captures);
    tcase_add_test(kalah, kalah_lap_into_origin_captures_p1);
    tcase_add_test(kalah, kalah_lap_past_origin);
    tcase_add_test(kalah, kalah_double_lap);
    tcase_add_test(kalah, kalah_lap_into_origin_capture_none);
    tcase_add_test(kalah, kalah_small_board_lap);
    tcase_add_test(kalah, kalah_origin_skip_lap);
    tcase_add_test(kalah, kalah_extra_move_chain);
    tcase_add_test(kalah, kalah_extra_move_p1);
    tcase_add_test(kalah, kalah_extra_off);
    tcase_add_test(kalah, kalah_capture_standard);
    tcase_add_test(kalah, kalah_capture_standard_p1);
    tcase_add_test(kalah, kalah_no_capture_opposite_empty);
    tcase_add_test(kalah, kalah_no_capture_on_opponent_side);
    tcase_add_test(kalah, kalah_capture_empty_lone_seed);
    tcase_add_test(kalah, kalah_capture_none);
    tcase_add_test(kalah, kalah_capture_count);
    tcase_add_test(kalah, kalah_stores_none);
    tcase_add_test(kalah, kalah_end_either_beats_extra);
    tcase_add_test(kalah, kalah_end_either_opponent_row);
    tcase_add_test(kalah, kalah_end_either_mover_row);
    tcase_add_test(kalah, kalah_end_either_at_set_board);
    tcase_add_test(kalah, kalah_end_mover_goes_on);
    tcase_add_test(kalah, kalah_end_mover_extra_without_seeds);
    tcase_add_test(kalah, kalah_end_mover_opponent_empty);
    tcase_add_test(kalah, kalah_majority_end);
    tcase_add_test(kalah, kalah_feed_must);
    tcase_add_test(kalah, kalah_feed_must_no_feeding_move);
    suite_add_tcase(s, kalah);

    tcase_add_test(oware, oware_plain_sow);
    tcase_add_test(oware, oware_never_sows_store);
    tcase_add_test(oware, oware_p1_capture_across_stores);
    tcase_add_test(oware, oware_origin_skipped);
    tcase_add_test(oware, oware_origin_skipped_double_lap);
    tcase_add_test(oware, oware_origin_skipped_then_capture);
    tcase_add_test(oware, oware_single_capture);
    tcase_add_test(oware, oware_chain_stops_at_non_2_3);
    tcase_add_test(oware, oware_chain_stops_at_own_side);
    tcase_add_test(oware, oware_chain_p1);
    tcase_add_test(oware, oware_grandslam_nocapture);
    tcase_add_test(oware, oware_grandslam_forbidden);
    tcase_add_test(oware, oware_grandslam_forbidden_only_move);
    tcase_add_test(oware, oware_grandslam_capture);
    tcase_add_test(oware, oware_must_feed);
    tcase_add_test(oware, oware_must_feed_impossible_at_set_board);
    tcase_add_test(oware, oware_must_feed_impossible_after_move);
    tcase_add_test(oware, oware_end_mover_goes_on);
    tcase_add_test(oware, oware_majority_end);
    tcase_add_test(oware, oware_majority_draw);
    suite_add_tcase(s, oware);

    tcase_add_test(cycle, cycle_end);
    tcase_add_test(cycle, cycle_split);
    tcase_add_test(cycle, cycle_through_grand_slams);
    tcase_add_test(cycle, limit_ends_game);
    tcase_add_test(cycle, limit_rules_first);
    tcase_add_test(cycle, limit_default_and_none);
    suite_add_tcase(s, cycle);

    tcase_add_test(congkak, congkak_relay_chain_p0);
    tcase_add_test(congkak, congkak_relay_chain_p1);
    tcase_add_test(congkak, congkak_extra_move);
    tcase_add_test(congkak, congkak_relay_into_store);
    tcase_add_test(congkak, congkak_relay_into_store_p1);
    tcase_add_test(congkak, congkak_empty_opponent_house);
    tcase_add_test(congkak, congkak_capture_standard);
    tcase_add_test(congkak, congkak_capture_p1);
    tcase_add_test(congkak, congkak_capture_opposite_empty);
    tcase_add_test(congkak, congkak_relay_then_capture);
    tcase_add_test(congkak, congkak_origin_skip_relay);
    tcase_add_test(congkak, congkak_origin_sow_relay);
    tcase_add_test(congkak, congkak_end_either);
    suite_add_tcase(s, congkak);

    tcase_add_test(ludii, kara_own_last_house);
    tcase_add_test(ludii, kara_own_other_house);
    tcase_add_test(ludii, kara_opponent_no_chain);
    tcase_add_test(ludii, kara_opponent_eight_stays);
    tcase_add_test(ludii, kara_own_last_house_p1);
    tcase_add_test(ludii, waurie_empty_row_wins_on_extra);
    tcase_add_test(ludii, waurie_empty_row_wins);
    tcase_add_test(ludii, waurie_empty_row_wins_p1);
    tcase_add_test(ludii, waurie_no_capture);
    tcase_add_test(ludii, awli_single_never);
    tcase_add_test(ludii, awli_capture_three_own_side);
    tcase_add_test(ludii, awli_stuck_loses);
    tcase_add_test(ludii, awli_neither_moves_draw);
    suite_add_tcase(s, ludii);
    tcase_add_test(dabuda, dabuda_first_turns_from_last_four);
    tcase_add_test(dabuda, dabuda_relay_then_capture);
    tcase_add_test(dabuda, dabuda_empty_opponent_house_ends);
    tcase_add_test(dabuda, french_wari_facing_capture);
    suite_add_tcase(s, dabuda);

    tcase_add_test(land, meusueb_four_taken_then_next_house);
    tcase_add_test(land, meusueb_four_on_opponent_side_next_empty);
    tcase_add_test(land, meusueb_relay_then_four_p1);
    tcase_add_test(land, bosh_beyond_an_empty_house_taken);
    tcase_add_test(land, bosh_next_house_sown_on);
    tcase_add_test(land, bosh_two_empty_houses_end_p1);
    suite_add_tcase(s, land);

    tcase_add_test(house, house_sets_direction_moves);
    tcase_add_test(house, house_clockwise_chain_back);
    tcase_add_test(house, house_anticlockwise_chain_and_end);
    tcase_add_test(house, house_bagara_middle_clockwise);
    suite_add_tcase(s, house);

    tcase_add_test(ahead, ahead_takes_and_sows_on);
    tcase_add_test(ahead, ahead_one_seed_left_ends);
    suite_add_tcase(s, ahead);

    tcase_add_test(sungka, sungka_capture_leaves_lander);
    tcase_add_test(sungka, sungka_store_after_opponent_row);
    tcase_add_test(sungka, sungka_relay_then_capture);
    suite_add_tcase(s, sungka);
    return s;
}

int main(void)
{
    return run_suite(rules_suite());
}
