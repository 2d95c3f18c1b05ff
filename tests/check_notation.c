/* SPDX-License-Identifier: MIT */
/* check_notation.c: outside notations (mancala_game_to_notation(3)), each tested with examples
 * taken from its source, named beside each test, and with what each must refuse. */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define PS MANCALA_NOTATION_PLAYSTRATEGY
#define KGP MANCALA_NOTATION_KGP
#define OS MANCALA_NOTATION_OPENSPIEL

static void expect_text(const mancala_game *g, int32_t fmt, const char *want)
{
    char buf[512];
    size_t n = SIZE_SENTINEL;

    ck_assert_int_eq(mancala_game_to_notation(g, fmt, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_str_eq(buf, want);
    ck_assert_uint_eq(n, strlen(want) + 1);
}

static void expect_move(const mancala_game *g, int32_t fmt, int32_t move, const char *want)
{
    char buf[16];
    size_t n = SIZE_SENTINEL;
    int32_t m = INT_SENTINEL;

    ck_assert_int_eq(mancala_game_move_to_notation(g, fmt, move, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_str_eq(buf, want);
    ck_assert_int_eq(mancala_game_move_from_notation(g, fmt, want, &m), MANCALA_OK);
    ck_assert_int_eq(m, move);
}

static mancala_game *read_ok(int32_t fmt, const char *text, const mancala_variant *v)
{
    mancala_game *g = NULL;
    int32_t st = mancala_game_from_notation(&g, fmt, text, v);
    ck_assert_msg(st == MANCALA_OK, "reading \"%s\": %s", text, mancala_strerror(st));
    return g;
}

static void read_fails(int32_t fmt, const char *text, const mancala_variant *v, int32_t want)
{
    mancala_game *g = GAME_SENTINEL;
    int32_t st = mancala_game_from_notation(&g, fmt, text, v);
    ck_assert_msg(st == want, "reading \"%s\": %d, want %d", text, st, want);
    ck_assert_ptr_eq(g, GAME_SENTINEL);
}

static void expect_board(const mancala_game *g, const int32_t *want, size_t count, int32_t to_move)
{
    int32_t pits[4 * MANCALA_MAX_HOUSES + 2];
    size_t n, i;

    ck_assert_int_eq(mancala_game_board(g, pits, 4 * MANCALA_MAX_HOUSES + 2, &n), MANCALA_OK);
    ck_assert_uint_eq(n, count);
    for (i = 0; i < n; i++)
        ck_assert_msg(pits[i] == want[i], "pit %u: %d, want %d", (unsigned)i, pits[i], want[i]);
    if (to_move >= 0)
        ck_assert_int_eq(mancala_game_to_move(g), to_move);
}

/* Mind-Sports-Games/strategygames, src/test/scala/samurai/OwareApiTest.scala: the initial FEN,
 * and moves 0, 7, 4 of its engine (ours: South 0, North 1, South 4) as "a1e1", "e2a2", "e1c2". */
START_TEST(playstrategy_moves_and_fen)
{
    mancala_game *g = new_game("oware");

    expect_text(g, PS, "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1");
    expect_move(g, PS, 0, "a1e1");
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    expect_move(g, PS, 1, "e2a2");
    ck_assert_int_eq(mancala_game_play(g, 1), MANCALA_OK);
    expect_move(g, PS, 4, "e1c2");
    ck_assert_int_eq(mancala_game_play(g, 4), MANCALA_OK);
    expect_text(g, PS, "5S,5S,6S,6S,1S,5S/1,5S,5S,5S,1,5S 0 0 N 2");
    mancala_game_free(g);

    /* Same file: moves 0, 6, 3, 7, 4 give "5S,7S,7S,8S,1S,2S/1S,6S,5S,2,6S 0 0 N 3". */
    g = new_game("oware");
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 3), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 4), MANCALA_OK);
    expect_text(g, PS, "5S,7S,7S,8S,1S,2S/1S,6S,5S,2,6S 0 0 N 3");
    mancala_game_free(g);
}
END_TEST

/* OwareApiTest.scala and OwareFenTest.scala: FENs read, with the game results PlayStrategy gives. */
START_TEST(playstrategy_read)
{
    /* "2S,4,1S/1S,1S,3,1S 21 21 N 50": a2 = 2 is North's house 5, f2 = 1 its house 0. */
    static const int32_t b1[14] = {1, 1, 0, 0, 0, 1, 21, 1, 0, 0, 0, 0, 2, 21};
    /* OwareFenTest: "1s,1s,4s,4s,4s,4s/4s,4s,1s,1s,4s,4s 4 8 N 11" gives stones
     * (4,4,1,1,4,4 | 4,4,4,4,1,1) in the order a1..f1, f2..a2. */
    static const int32_t b2[14] = {4, 4, 1, 1, 4, 4, 4, 4, 4, 4, 4, 1, 1, 8};
    mancala_game *g;
    int32_t winner, reason;

    g = read_ok(PS, "2S,4,1S/1S,1S,3,1S 21 21 N 50", NULL);
    expect_board(g, b1, 14, 1);
    /* The move number is not kept: a game read counts its moves from 1. */
    expect_text(g, PS, "2S,4,1S/1S,1S,3,1S 21 21 N 1");
    mancala_game_free(g);

    g = read_ok(PS, "1s,1s,4s,4s,4s,4s/4s,4s,1s,1s,4s,4s 4 8 N 11", NULL);
    expect_board(g, b2, 14, 1);
    mancala_game_free(g);

    /* "is variantEnd if player has score above 24" */
    g = read_ok(PS, "2S,4,1S/1S,1S,3,1S 25 17 N 50", NULL);
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_result(g, &winner, &reason), MANCALA_OK);
    ck_assert_int_eq(winner, 0);
    mancala_game_free(g);

    /* "be a draw with same score and no pieces" */
    g = read_ok(PS, "6/6 24 24 S 50", NULL);
    ck_assert_int_eq(mancala_game_result(g, &winner, &reason), MANCALA_OK);
    ck_assert_int_eq(winner, -1);
    mancala_game_free(g);

    /* "end game when no legal moves": South to move with an empty row; North keeps its 6. */
    g = read_ok(PS, "1,1S,1S,1S,1S,2S/6 22 20 S 50", NULL);
    ck_assert_int_eq(mancala_game_result(g, &winner, &reason), MANCALA_OK);
    ck_assert_int_eq(winner, 1);
    ck_assert_int_eq(mancala_game_store(g, 1), 26);
    mancala_game_free(g);

    /* The finished form: scores adding up to all 48 seeds already hold the board's seeds. */
    g = read_ok(PS, "1,1S,1S,1S,1S,2S/6 22 26 S 50", NULL);
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_store(g, 0), 22);
    ck_assert_int_eq(mancala_game_store(g, 1), 26);
    expect_text(g, PS, "6/6 22 26 S 1");
    mancala_game_free(g);
}
END_TEST

START_TEST(playstrategy_refuse)
{
    mancala_game *g = new_game("oware"), *k = new_game("kalah");
    mancala_variant *v;
    int32_t m = INT_SENTINEL;
    char buf[64];
    size_t n = SIZE_SENTINEL;

    /* OwareApiTest.scala: "false due to too many pieces", "false due to more space than width" */
    read_fails(PS, "18S,18S,18S,18S,18S,18S/18S,18S,18S,18S,18S,18S 5 10 S 50", NULL,
               MANCALA_EPARSE);
    read_fails(PS, "30S,30S,30S,30S,30S,30S/30S,30S,30S,30S,30S,30S 0 0 S 1", NULL,
               MANCALA_ELIMIT);
    read_fails(PS, "3,5S,5S,5S/4,18S,18S,2 0 6 N 50", NULL, MANCALA_EPARSE);
    read_fails(PS, "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 w 1", NULL, MANCALA_EPARSE);
    read_fails(PS, "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 0", NULL, MANCALA_EPARSE);
    read_fails(PS, "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1 ", NULL, MANCALA_EPARSE);
    read_fails(PS, "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S 0 0 S 1", NULL, MANCALA_EPARSE);
    read_fails(PS, "0S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 4 0 S 1", NULL, MANCALA_EPARSE);
    read_fails(PS, "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,5S 0 0 S 1", NULL, MANCALA_EPARSE);
    ck_assert_int_eq(mancala_variant_new(&v, "kalah"), MANCALA_OK);
    read_fails(PS, "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1", v, MANCALA_ERULES);
    mancala_variant_free(v);
    /* Five seeds a house: the same notation, 60 seeds in all. */
    ck_assert_int_eq(mancala_variant_new(&v, "oware:seeds=5"), MANCALA_OK);
    mancala_game_free(read_ok(PS, "5S,5S,5S,5S,5S,5S/5S,5S,5S,5S,5S,5S 0 0 S 1", v));
    mancala_variant_free(v);

    ck_assert_int_eq(mancala_game_to_notation(k, PS, buf, sizeof buf, &n), MANCALA_ERULES);
    ck_assert_uint_eq(n, SIZE_SENTINEL);
    {
        /* A position text may hold 50 seeds of a 48-seed game; no FEN holds it (found by
         * fuzz_notation). */
        mancala_game *t =
            read_ok(MANCALA_NOTATION_TEXT, "oware 5,4,4,4,4,0/2 5,5,5,4,4,4/0 1", NULL);
        ck_assert_int_eq(mancala_game_to_notation(t, PS, buf, sizeof buf, &n), MANCALA_ERULES);
        ck_assert_uint_eq(n, SIZE_SENTINEL);
        mancala_game_free(t);
    }
    ck_assert_int_eq(mancala_game_to_notation(g, PS, NULL, 0, &n), MANCALA_ERANGE);
    ck_assert_uint_eq(n, 44);
    ck_assert_int_eq(mancala_game_to_notation(g, 0, buf, sizeof buf, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_move_from_notation(g, PS, "a2", &m), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_move_from_notation(g, PS, "a1d1", &m), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_move_from_notation(g, PS, "g1", &m), MANCALA_EPARSE);
    ck_assert_int_eq(mancala_game_move_from_notation(g, PS, "a1e", &m), MANCALA_EPARSE);
    ck_assert_int_eq(m, INT_SENTINEL);
    /* The start square alone, as PlayStrategy's Api.uciToMove takes it. */
    ck_assert_int_eq(mancala_game_move_from_notation(g, PS, "c1", &m), MANCALA_OK);
    ck_assert_int_eq(m, 2);
    ck_assert_int_eq(mancala_game_move_to_notation(g, PS, 6, buf, sizeof buf, &n),
                     MANCALA_EILLEGAL);
    mancala_game_free(g);
    mancala_game_free(k);
}
END_TEST

/* KWARC/kalah-game, spec/021-freeplay.md: the server sends "<3,0,0,3,3,3,3,3,3>", the client
 * answers "move 1", and the next state for the same client is "<3,1,0,0,4,4,3,3,3>". */
START_TEST(kgp_freeplay)
{
    mancala_game *g = read_ok(KGP, "<3,0,0,3,3,3,3,3,3>", NULL);
    int32_t m = INT_SENTINEL;
    char spec[256];
    size_t n;

    ck_assert_int_eq(mancala_game_spec(g, spec, sizeof spec, &n), MANCALA_OK);
    ck_assert_str_eq(spec, "kalah:houses=3,seeds=3,stores=own,origin=sow,relay=off,extra=store,"
                           "capture=standard,grandslam=nocapture,feed=free,end=either,"
                           "majority=play,cycle=end");
    ck_assert_int_eq(mancala_game_move_from_notation(g, KGP, "1", &m), MANCALA_OK);
    ck_assert_int_eq(m, 0);
    expect_move(g, KGP, 0, "1");
    ck_assert_int_eq(mancala_game_play(g, m), MANCALA_OK);
    expect_text(g, KGP, "<3,1,0,0,4,4,3,3,3>");
    mancala_game_free(g);
}
END_TEST

/* KWARC/kalah-game, server/go-kgp/board_test.go (TestSow, last case): North {7,3,3}, South
 * {3,3,3}, North plays pit 0: the lap ends in the emptied pit and takes South's 4 across, so
 * North has 6 and {0,4,4}, South {4,4,0}. The literal is written from the mover's side. */
START_TEST(kgp_board_test)
{
    static const int32_t after[8] = {0, 4, 4, 6, 4, 4, 0, 0};
    mancala_game *g = read_ok(KGP, "<3,0,0,7,3,3,3,3,3>", NULL);

    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    expect_board(g, after, 8, 1);
    expect_text(g, KGP, "<3,0,6,4,4,0,0,4,4>");
    mancala_game_free(g);

    /* spec/012-grammar.md's example literal reads and writes back unchanged. */
    g = read_ok(KGP, "<3,10,2,1,2,3,4,2,0>", NULL);
    expect_text(g, KGP, "<3,10,2,1,2,3,4,2,0>");
    mancala_game_free(g);
}
END_TEST

/* KWARC/kalah-game, server/go-kgp, board.go (Board.Sow) captures only when the house across
 * holds seeds (`b.NorthPits[last] == 1 && b.SouthPits[size-1-last] > 0`), and board_test.go
 * (TestSow) has North {1,0,1}, South {0,0,1}, North plays pit 0: North {0,1,1}, no capture.
 * An older board.go banked the lone seed; that is kalah:capture=empty, given as the variant. */
START_TEST(kgp_referee_capture)
{
    static const int32_t after[8] = {0, 1, 1, 0, 0, 0, 1, 0};
    static const int32_t banked[8] = {0, 0, 1, 1, 0, 0, 1, 0};
    mancala_game *g = read_ok(KGP, "<3,0,0,1,0,1,0,0,1>", NULL);
    mancala_variant *old;

    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    expect_board(g, after, 8, 1);
    expect_text(g, KGP, "<3,0,0,0,0,1,0,1,1>");
    mancala_game_free(g);

    ck_assert_int_eq(mancala_variant_new(&old, "kalah:houses=3,capture=empty"), MANCALA_OK);
    g = read_ok(KGP, "<3,0,0,1,0,1,0,0,1>", old);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    expect_board(g, banked, 8, 1);
    expect_text(g, KGP, "<3,0,1,0,0,1,0,0,1>");
    mancala_game_free(g);
    mancala_variant_free(old);
}
END_TEST

START_TEST(kgp_refuse)
{
    mancala_game *o = new_game("oware"), *k = new_game("kalah");
    mancala_variant *v;
    int32_t m = INT_SENTINEL;
    char buf[64];
    size_t n = SIZE_SENTINEL;

    read_fails(KGP, "<3,0,0,3,3,3>", NULL, MANCALA_EPARSE);
    read_fails(KGP, "3,0,0,3,3,3,3,3,3", NULL, MANCALA_EPARSE);
    read_fails(KGP, "<3,0,0,3,3,3,3,3,3> ", NULL, MANCALA_EPARSE);
    read_fails(KGP, "<3,0,0,3,3,3,3,3,>", NULL, MANCALA_EPARSE);
    read_fails(KGP, "<0,0,0>", NULL, MANCALA_EPARSE);
    read_fails(KGP, "<3,0,0,03,3,3,3,3,3>", NULL, MANCALA_EPARSE);
    read_fails(KGP, "<3,250,0,3,3,3,3,3,3>", NULL, MANCALA_ELIMIT);
    ck_assert_int_eq(mancala_variant_new(&v, "kalah"), MANCALA_OK);
    read_fails(KGP, "<3,0,0,3,3,3,3,3,3>", v, MANCALA_ERULES);
    /* With the rules given: the same literal, Kalah's usual capture. */
    mancala_game_free(read_ok(KGP, "<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>", v));
    mancala_variant_free(v);
    ck_assert_int_eq(mancala_variant_new(&v, "oware"), MANCALA_OK);
    read_fails(KGP, "<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>", v, MANCALA_ERULES);
    mancala_variant_free(v);

    ck_assert_int_eq(mancala_game_to_notation(o, KGP, buf, sizeof buf, &n), MANCALA_ERULES);
    expect_text(k, KGP, "<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>");
    ck_assert_int_eq(mancala_game_move_from_notation(k, KGP, "0", &m), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_move_from_notation(k, KGP, "7", &m), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_move_from_notation(k, KGP, "1x", &m), MANCALA_EPARSE);
    ck_assert_int_eq(mancala_game_move_from_notation(k, KGP, "", &m), MANCALA_EPARSE);
    ck_assert_int_eq(m, INT_SENTINEL);
    mancala_game_free(o);
    mancala_game_free(k);
}
END_TEST

/* google-deepmind/open_spiel, open_spiel/games/mancala/mancala.cc: player 0's houses are actions
 * 1-6, player 1's are 8-13 (0 and 7 are the stores); a game string and its actions. */
START_TEST(openspiel_mancala)
{
    mancala_game *g = new_game("kalah"), *h;

    expect_move(g, OS, 0, "1");
    expect_move(g, OS, 5, "6");
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK); /* 4 seeds from house 2: extra move */
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    expect_move(g, OS, 0, "8");
    expect_move(g, OS, 5, "13");
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    expect_text(g, OS, "mancala 3 6 8");
    h = read_ok(OS, "mancala 3 6 8", NULL);
    ck_assert(mancala_game_hash(h) == mancala_game_hash(g));
    mancala_game_free(h);
    mancala_game_free(g);
}
END_TEST

/* open_spiel/games/oware/oware_test.cc: actions are houses counted from the mover's own first. */
START_TEST(openspiel_oware)
{
    /* NoCaptureBecauseTooFewSeedsTest: player 1 plays action 2 (8 seeds). */
    static const int32_t before[14] = {3, 1, 1, 1, 0, 0, 0, 0, 0, 8, 0, 0, 1, 0};
    static const int32_t after[14] = {4, 2, 2, 2, 1, 0, 0, 0, 0, 0, 1, 1, 2, 0};
    /* GameEndsByRepetitionTest: actions 0 0 1 1 2 2 3 3 4 4 5 5 from {1,0,0,0,0,0,1,0,0,0,0,0},
     * scores 23-23, end the game at 24-24. */
    static const int32_t rep[14] = {1, 0, 0, 0, 0, 0, 23, 1, 0, 0, 0, 0, 0, 23};
    /* LegalActionsLeaveTheOpponentSeedsTest: only action 5 feeds the opponent. */
    static const int32_t feed[14] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0};
    mancala_game *g = new_game("oware");
    int32_t m = INT_SENTINEL, a;
    size_t n;
    char text[4];

    ck_assert_int_eq(mancala_game_set_board(g, before, 14, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_game_move_from_notation(g, OS, "2", &m), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, m), MANCALA_OK);
    expect_board(g, after, 14, 0);
    /* A game that did not start from the start position has no OpenSpiel game string. */
    ck_assert_int_eq(mancala_game_to_notation(g, OS, text, sizeof text, &n), MANCALA_ERULES);

    ck_assert_int_eq(mancala_game_set_board(g, rep, 14, 0), MANCALA_OK);
    for (a = 0; a < 12; a++) {
        text[0] = (char)('0' + a / 2);
        text[1] = '\0';
        ck_assert_int_eq(mancala_game_move_from_notation(g, OS, text, &m), MANCALA_OK);
        ck_assert_int_eq(mancala_game_is_over(g), 0);
        ck_assert_int_eq(mancala_game_play(g, m), MANCALA_OK);
    }
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_store(g, 0), 24);
    ck_assert_int_eq(mancala_game_store(g, 1), 24);
    ck_assert_int_eq(mancala_game_move_from_notation(g, OS, "0", &m), MANCALA_EOVER);

    ck_assert_int_eq(mancala_game_set_board(g, feed, 14, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_move_from_notation(g, OS, "0", &m), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_move_from_notation(g, OS, "5", &m), MANCALA_OK);
    ck_assert_int_eq(m, 5);
    mancala_game_free(g);

    g = new_game("oware");
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    expect_text(g, OS, "oware 2 2");
    mancala_game_free(g);
    /* BasicOwareTests loads oware with 2 houses of 2 seeds. */
    g = read_ok(OS, "oware(num_houses_per_player=2,num_seeds_per_house=2) 1", NULL);
    ck_assert_int_eq(mancala_game_houses(g), 2);
    expect_text(g, OS, "oware(num_houses_per_player=2,num_seeds_per_house=2) 1");
    mancala_game_free(g);
}
END_TEST

START_TEST(openspiel_refuse)
{
    mancala_game *g = new_game("kalah:houses=5");
    mancala_variant *v;
    char buf[64];
    size_t n = SIZE_SENTINEL;
    int32_t m = INT_SENTINEL;

    read_fails(OS, "chess", NULL, MANCALA_EPARSE);
    read_fails(OS, "mancala 0", NULL, MANCALA_EILLEGAL);
    read_fails(OS, "mancala 7", NULL, MANCALA_EILLEGAL);
    read_fails(OS, "mancala 1 x", NULL, MANCALA_EPARSE);
    read_fails(OS, "mancala  1", NULL, MANCALA_EPARSE);
    read_fails(OS, "mancala ", NULL, MANCALA_EPARSE);
    read_fails(OS, "mancala 3 ", NULL, MANCALA_EPARSE);
    read_fails(OS, "mancala 03", NULL, MANCALA_EPARSE);
    read_fails(OS, "mancala 100000", NULL, MANCALA_EPARSE); /* no action has six digits */
    read_fails(OS, "mancala 99999", NULL, MANCALA_EILLEGAL);
    read_fails(OS, "oware(num_houses_per_player=6", NULL, MANCALA_EPARSE);
    /* Beyond MANCALA_MAX_HOUSES or MANCALA_MAX_SEEDS: ELIMIT, as mancala_game_from_notation(3)
     * says (it was EPARSE; the notation fuzz harness's report). */
    read_fails(OS, "oware(num_houses_per_player=40)", NULL, MANCALA_ELIMIT);
    read_fails(OS, "oware(num_houses_per_player=6,num_seeds_per_house=200)", NULL, MANCALA_ELIMIT);
    read_fails(OS, "oware(num_houses_per_player=40", NULL, MANCALA_EPARSE);
    read_fails(OS, "oware(num_seeds_per_house=4,num_seeds_per_house=4)", NULL, MANCALA_EPARSE);
    ck_assert_int_eq(mancala_variant_new(&v, "kalah"), MANCALA_OK);
    read_fails(OS, "oware", v, MANCALA_ERULES);
    mancala_game_free(read_ok(OS, "mancala", v));
    mancala_variant_free(v);
    ck_assert_int_eq(mancala_game_to_notation(g, OS, buf, sizeof buf, &n), MANCALA_ERULES);
    ck_assert_int_eq(mancala_game_move_from_notation(g, OS, "1", &m), MANCALA_ERULES);
    ck_assert_int_eq(mancala_game_move_to_notation(g, OS, 0, buf, sizeof buf, &n), MANCALA_ERULES);
    ck_assert_uint_eq(n, SIZE_SENTINEL);
    ck_assert_int_eq(m, INT_SENTINEL);
    ck_assert_int_eq(mancala_game_from_notation(NULL, OS, "mancala", NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_move_from_notation(g, 9, "1", &m), MANCALA_EINVAL);
    mancala_game_free(g);
}
END_TEST

/* Every notation reads back what it writes: positions along random games (the board, the player
 * to move and, for OpenSpiel, the history and hash), and every legal move of each position. */
static void round_trips(const char *spec, int32_t fmt, const mancala_variant *v, int games)
{
    uint32_t seed = 12345;
    int n, k;

    for (n = 0; n < games; n++) {
        mancala_game *g = new_game(spec);
        for (k = 0; k < 400 && !mancala_game_is_over(g); k++) {
            int32_t moves[MANCALA_MAX_MOVES], m, pits[4 * MANCALA_MAX_HOUSES + 2];
            char buf[4096], mv[16];
            size_t count, i, need, npits;
            mancala_game *h;

            ck_assert_int_eq(mancala_game_to_notation(g, fmt, buf, sizeof buf, &need), MANCALA_OK);
            h = read_ok(fmt, buf, v);
            ck_assert_int_eq(mancala_game_board(g, pits, 4 * MANCALA_MAX_HOUSES + 2, &npits),
                             MANCALA_OK);
            if (fmt == KGP && mancala_game_to_move(g) == 1) {
                /* A KGP literal is seen from the mover, who reads back as player 0. */
                int32_t mirrored[4 * MANCALA_MAX_HOUSES + 2];
                for (i = 0; i < npits; i++)
                    mirrored[i] = pits[(i + npits / 2) % npits];
                expect_board(h, mirrored, npits, 0);
            } else {
                expect_board(h, pits, npits, mancala_game_to_move(g));
            }
            if (fmt == OS)
                ck_assert(mancala_game_hash(h) == mancala_game_hash(g));
            mancala_game_free(h);
            ck_assert_int_eq(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &count),
                             MANCALA_OK);
            for (i = 0; i < count; i++) {
                ck_assert_int_eq(mancala_game_move_to_notation(g, fmt, moves[i], mv, sizeof mv,
                                                               &need), MANCALA_OK);
                ck_assert_int_eq(mancala_game_move_from_notation(g, fmt, mv, &m), MANCALA_OK);
                ck_assert_int_eq(m, moves[i]);
            }
            seed = seed * 1103515245u + 12345u;
            ck_assert_int_eq(mancala_game_play(g, moves[(seed >> 16) % count]), MANCALA_OK);
        }
        mancala_game_free(g);
    }
}

START_TEST(round_trip_random_games)
{
    mancala_variant *kgp;

    round_trips("oware", PS, NULL, 30);
    ck_assert_int_eq(mancala_variant_new(&kgp, "kalah:capture=empty"), MANCALA_OK);
    round_trips("kalah:capture=empty", KGP, kgp, 30);
    mancala_variant_free(kgp);
    round_trips("kalah", KGP, NULL, 30);
    round_trips("kalah", OS, NULL, 10);
    round_trips("oware", OS, NULL, 10);
    round_trips("oware:houses=3,seeds=3", OS, NULL, 10);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("notation");
    TCase *tc = tcase_create("notation");
    tcase_add_test(tc, playstrategy_moves_and_fen);
    tcase_add_test(tc, playstrategy_read);
    tcase_add_test(tc, playstrategy_refuse);
    tcase_add_test(tc, kgp_freeplay);
    tcase_add_test(tc, kgp_board_test);
    tcase_add_test(tc, kgp_referee_capture);
    tcase_add_test(tc, kgp_refuse);
    tcase_add_test(tc, openspiel_mancala);
    tcase_add_test(tc, openspiel_oware);
    tcase_add_test(tc, openspiel_refuse);
    tcase_add_test(tc, round_trip_random_games);
    /* The random games take about 3 s under ASan+UBSan on a busy machine: past Check's default 4 s
     * once, while other suites ran beside it. */
    tcase_set_timeout(tc, 120);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
