/* SPDX-License-Identifier: MIT */
/* check_rows.c: the rule model v3: boards of four rows (rows=4) proved rule by rule on hand-set
 * positions (each expected text worked out by hand from mancala-spec(7)): the loop of a side's
 * two rows in either direction, relay, the inner capture and its options, the continuation after
 * a capture on an occupied house, single=, opening=, the end; then the pie rule (pie=on) on two
 * rows and four, and four rows in the API, position text, records, traces and the search.
 * Pits on a board of houses=8 (two rows of 4 a side): p0 houses 0..7 (outer row 0..3 left to
 * right, inner row 4..7 right to left), store (hand) 8, p1 houses 9..16, store 17. p0's inner
 * house k faces p1's inner house 11 - k and, behind it, p1's outer house k - 4. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* One lap, no capture; the same with relay; the inner capture of an empty landing. */
#define PLAIN "hus:houses=8,relay=off,capture=none,landing=empty,outer=also"
#define RELAY "hus:houses=8,capture=none,landing=empty,outer=also"
#define EMPTY "hus:houses=8,relay=off,landing=empty"

static void result(const mancala_game *g, int32_t winner, int32_t reason)
{
    int32_t w = 99, r = 99;
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, winner);
    ck_assert_int_eq(r, reason);
}

static int32_t no_sow(const int32_t *pits, int32_t houses, int32_t player, int32_t house, void *u)
{
    (void)pits;
    (void)houses;
    (void)player;
    (void)house;
    (void)u;
    return 1;
}

static int32_t no_end(mancala_hook_state *state, void *u)
{
    (void)state;
    (void)u;
    return MANCALA_END_DEFAULT;
}

/* ---- The board and the loop */

START_TEST(layout)
{
    mancala_variant *v = NULL;
    mancala_game *g = new_game("hus");
    int32_t pits[4 * MANCALA_MAX_HOUSES + 2];
    size_t n = 0, i;

    ck_assert_int_eq(mancala_game_rows(g), 4);
    ck_assert_int_eq(mancala_game_houses(g), 24);
    ck_assert_int_eq(mancala_game_board(g, pits, 4 * MANCALA_MAX_HOUSES + 2, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 50);
    /* Hus: two seeds in each outer house and in the first four inner ones (the right end of the
     * inner row seen by its owner), none in the hands. */
    for (i = 0; i < n; i++) {
        const size_t k = i % 25;
        ck_assert_int_eq(pits[i], k < 16 ? 2 : 0);
    }
    ck_assert_int_eq(mancala_game_rows(NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_variant_rows(NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_variant_new(&v, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_rows(v), 2);
    mancala_variant_free(v);
    ck_assert_int_eq(mancala_variant_new(&v, "bao-ki-arabu"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_rows(v), 4);
    mancala_variant_free(v);
    ck_assert_int_eq(mancala_max_moves(), MANCALA_MAX_MOVES);
    mancala_game_free(g);
}
END_TEST

START_TEST(loop_sowing)
{
    /* Anticlockwise round the mover's own two rows: from inner house 6 over 7 to outer 0 and 1;
     * the opponent's rows and the hands are never sown. */
    rule(PLAIN, "0,0,0,0,0,0,3,0/0 1,1,1,1,1,1,1,1/0 0", 6,
         "1,1,0,0,0,0,0,1/0 1,1,1,1,1,1,1,1/0 1");
    /* Player 1 likewise, round their own loop. */
    rule(PLAIN, "1,1,1,1,1,1,1,1/0 0,0,0,0,0,0,3,0/0 1", 6,
         "1,1,1,1,1,1,1,1/0 1,1,0,0,0,0,0,1/0 0");
    /* A whole lap and more: the origin is sown again (origin=sow), 10 seeds over 8 houses. */
    rule(PLAIN, "10,0,0,0,0,0,0,0/0 1,1,1,1,1,1,1,1/0 0", 0,
         "1,2,2,1,1,1,1,1/0 1,1,1,1,1,1,1,1/0 1");
    /* direction=cw: the other way round, from outer house 1 over 0 to the inner row's end. */
    rule(PLAIN ",direction=cw", "0,3,0,0,0,0,0,0/0 1,1,1,1,1,1,1,1/0 0", 1,
         "1,0,0,0,0,0,1,1/0 1,1,1,1,1,1,1,1/0 1");
}
END_TEST

START_TEST(either_direction)
{
    mancala_game *g = at(PLAIN ",direction=either", "0,3,0,0,0,0,0,0/0 1,0,0,0,0,0,0,0/0 0");
    const int32_t moves[] = { 1, 9 }; /* house 1 anticlockwise, house 1 clockwise (8 + 1) */
    legal_is(g, moves, 2);
    ck_assert_int_eq(mancala_game_play(g, 8), MANCALA_EILLEGAL); /* house 0 clockwise: empty */
    ck_assert_int_eq(mancala_game_play(g, 16), MANCALA_EINVAL);  /* past the last slot */
    mancala_game_free(g);
    rule(PLAIN ",direction=either", "0,3,0,0,0,0,0,0/0 1,0,0,0,0,0,0,0/0 0", 1,
         "0,0,1,1,1,0,0,0/0 1,0,0,0,0,0,0,0/0 1");
    rule(PLAIN ",direction=either", "0,3,0,0,0,0,0,0/0 1,0,0,0,0,0,0,0/0 0", 9,
         "1,0,0,0,0,0,1,1/0 1,0,0,0,0,0,0,0/0 1");
}
END_TEST

START_TEST(relay)
{
    /* The last seed falls into house 2, occupied: its two seeds are picked up and sown on into
     * 3 and 4; house 4 was empty, the turn ends. */
    rule(RELAY, "2,0,1,0,0,0,0,0/0 1,1,1,1,1,1,1,1/0 0", 0,
         "0,1,0,1,1,0,0,0/0 1,1,1,1,1,1,1,1/0 1");
    /* Relay clockwise under direction=either keeps the direction: 9 is house 1 clockwise: 0, 7
     * (occupied: 2 on) 6, 5. */
    rule(RELAY ",direction=either", "0,2,0,0,0,0,0,1/0 1,1,1,1,1,1,1,1/0 0", 9,
         "1,0,0,0,0,1,1,0/0 1,1,1,1,1,1,1,1/0 1");
}
END_TEST

/* ---- The inner capture */

START_TEST(capture_empty_landing)
{
    /* From house 3 over 4 to inner house 5, empty: p1's inner house 6 (3 seeds) and outer house
     * 1 behind it (2) go to the mover's hand. */
    rule(EMPTY ",outer=also", "0,0,0,2,0,0,0,0/0 1,2,1,1,1,1,3,1/0 0", 3,
         "0,0,0,0,1,1,0,0/5 1,0,1,1,1,1,0,1/0 1");
    /* outer=both (the hus preset's value) needs both: both hold seeds here. */
    rule(EMPTY, "0,0,0,2,0,0,0,0/0 1,2,1,1,1,1,3,1/0 0", 3,
         "0,0,0,0,1,1,0,0/5 1,0,1,1,1,1,0,1/0 1");
    /* outer=no: the inner house alone. */
    rule(EMPTY ",outer=no", "0,0,0,2,0,0,0,0/0 1,2,1,1,1,1,3,1/0 0", 3,
         "0,0,0,0,1,1,0,0/3 1,2,1,1,1,1,0,1/0 1");
    /* The outer house empty: outer=also takes the inner one, outer=both nothing. */
    rule(EMPTY ",outer=also", "0,0,0,2,0,0,0,0/0 1,0,1,1,1,1,3,1/0 0", 3,
         "0,0,0,0,1,1,0,0/3 1,0,1,1,1,1,0,1/0 1");
    rule(EMPTY, "0,0,0,2,0,0,0,0/0 1,0,1,1,1,1,3,1/0 0", 3,
         "0,0,0,0,1,1,0,0/0 1,0,1,1,1,1,3,1/0 1");
    /* The inner house empty: outer=either still takes the outer one, outer=also nothing. */
    rule(EMPTY ",outer=either", "0,0,0,2,0,0,0,0/0 1,2,1,1,1,1,0,1/0 0", 3,
         "0,0,0,0,1,1,0,0/2 1,0,1,1,1,1,0,1/0 1");
    rule(EMPTY ",outer=also", "0,0,0,2,0,0,0,0/0 1,2,1,1,1,1,0,1/0 0", 3,
         "0,0,0,0,1,1,0,0/0 1,2,1,1,1,1,0,1/0 1");
    /* A landing in the outer row takes nothing. */
    rule(EMPTY ",outer=also", "2,0,0,0,0,0,0,0/0 1,2,1,1,1,1,3,1/0 0", 0,
         "0,1,1,0,0,0,0,0/0 1,2,1,1,1,1,3,1/0 1");
    /* Player 1's inner house 13 (their house 4) faces p0's inner house 7 and outer house 0. */
    rule(EMPTY ",outer=also", "2,1,1,1,1,1,1,3/0 0,0,2,0,0,0,0,0/0 1", 2,
         "0,1,1,1,1,1,1,0/0 0,0,0,1,1,0,0,0/5 0");
}
END_TEST

START_TEST(capture_occupied_landing)
{
    const char *hus = "hus:houses=8";
    /* Hus: the last seed makes inner house 5 occupied (2), and both facing houses hold seeds:
     * the landing house, p1's inner 6 (3) and outer 1 (2) go to the hand, 7 seeds. House 6 after
     * it holds 2: the turn goes on from there, over 7 to 0, which was empty. */
    rule(hus, "0,0,0,2,0,1,2,0/0 1,2,1,1,1,1,3,1/0 0", 3,
         "1,0,0,0,1,0,0,1/7 1,0,1,1,1,1,0,1/0 1");
    /* House 6 holds a lone seed: the turn ends with the capture. */
    rule(hus, "0,0,0,2,0,1,1,0/0 1,2,1,1,1,1,3,1/0 0", 3,
         "0,0,0,0,1,0,1,0/7 1,0,1,1,1,1,0,1/0 1");
    /* The outer house empty (outer=both): no capture, the occupied house relays: its 2 seeds go
     * on to 6 and 7, which was empty. */
    rule(hus, "0,0,0,2,0,1,1,0/0 1,0,1,1,1,1,3,1/0 0", 3,
         "0,0,0,0,1,0,2,1/0 1,0,1,1,1,1,3,1/0 1");
    /* An empty landing ends the turn: landing=occupied takes nothing there. */
    rule(hus, "0,0,0,2,0,0,0,0/0 1,2,1,1,1,1,3,1/0 0", 3,
         "0,0,0,0,1,1,0,0/0 1,2,1,1,1,1,3,1/0 1");
}
END_TEST

START_TEST(capture_any_landing)
{
    const char *any = "hus:houses=8,relay=off,landing=any,outer=also,leftover=none";
    /* landing=any (Moruba): an occupied inner landing captures the facing houses, and the
     * landing house keeps its seeds; an empty one likewise. */
    rule(any, "0,0,0,2,0,1,0,0/0 1,2,1,1,1,1,3,1/0 0", 3,
         "0,0,0,0,1,2,0,0/5 1,0,1,1,1,1,0,1/0 1");
    rule(any, "0,0,0,2,0,0,0,0/0 1,2,1,1,1,1,3,1/0 0", 3,
         "0,0,0,0,1,1,0,0/5 1,0,1,1,1,1,0,1/0 1");
    /* leftover=none: at the end the seeds left stay where they are; the hands are the score
     * (here 3 against 4, though player 0 has 2 seeds on the board). */
    {
        mancala_game *g = at(any, "0,0,0,0,0,0,1,1/3 0,0,0,0,0,0,0,0/4 1");
        result(g, 1, MANCALA_REASON_NO_MOVE);
        ck_assert_str_eq(board_text(g), "0,0,0,0,0,0,1,1/3 0,0,0,0,0,0,0,0/4 1");
        mancala_game_free(g);
    }
}
END_TEST

/* ---- Which houses may be played */

START_TEST(single_seeds)
{
    const int32_t all[] = { 0, 1, 3 }, many[] = { 1 }, lone[] = { 0, 3 };
    mancala_game *g = at(EMPTY, "1,2,0,1,0,0,0,0/0 1,1,1,1,1,1,1,1/0 0");
    legal_is(g, all, 3);
    mancala_game_free(g);
    g = at(EMPTY ",single=never", "1,2,0,1,0,0,0,0/0 1,1,1,1,1,1,1,1/0 0");
    legal_is(g, many, 1);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_EILLEGAL);
    mancala_game_free(g);
    g = at(EMPTY ",single=last", "1,2,0,1,0,0,0,0/0 1,1,1,1,1,1,1,1/0 0");
    legal_is(g, many, 1);
    mancala_game_free(g);
    /* Lone seeds only: single=last lets them be played, single=never ends the game. */
    g = at(EMPTY ",single=last", "1,0,0,1,0,0,0,0/0 1,1,1,1,1,1,1,1/0 0");
    legal_is(g, lone, 2);
    mancala_game_free(g);
    g = at(EMPTY ",single=never", "1,0,0,1,0,0,0,0/0 1,2,1,1,1,1,1,1/0 0");
    result(g, 1, MANCALA_REASON_NO_MOVE); /* 2 + 0 against 9 + 0 */
    ck_assert_str_eq(board_text(g), "0,0,0,0,0,0,0,0/2 0,0,0,0,0,0,0,0/9 0");
    mancala_game_free(g);
}
END_TEST

START_TEST(opening_inner)
{
    /* Muvalavala: each player's first turn starts in the inner row (houses 6..11 of 12). */
    const int32_t inner[] = { 6, 7, 8, 9, 10, 11 };
    int32_t moves[MANCALA_MAX_MOVES];
    mancala_game *g = new_game("muvalavala");
    char text[4096];
    size_t n;

    legal_is(g, inner, 6);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_to_text(g, text, sizeof text, &n), MANCALA_OK);
    ck_assert_ptr_nonnull(strstr(text, " 0 opening=2"));
    ck_assert_int_eq(mancala_game_play(g, 6), MANCALA_OK);
    ck_assert_int_eq(mancala_game_to_move(g), 1);
    n = legal_moves_of(g, moves);
    ck_assert_uint_ge(n, 1);
    while (n > 0)
        ck_assert_int_ge(moves[--n], 6);
    ck_assert_int_eq(mancala_game_play(g, moves[0]), MANCALA_OK);
    /* Both first turns played: any house with seeds. */
    ck_assert_uint_gt(legal_moves_of(g, moves), 6);
    ck_assert_int_lt(moves[0], 6);
    ck_assert_int_eq(mancala_game_to_text(g, text, sizeof text, &n), MANCALA_OK);
    ck_assert_ptr_null(strstr(text, " opening="));
    mancala_game_free(g);
}
END_TEST

/* ---- The end */

START_TEST(end_and_score)
{
    /* Player 0 sows their last seed round to house 0; player 1 has none: the game ends, each
     * player's seeds left join their hand, and the hands are the score (6 against 4). */
    mancala_game *g = at(EMPTY, "0,0,0,0,0,0,0,1/5 0,0,0,0,0,0,0,0/4 0");
    ck_assert_int_eq(mancala_game_play(g, 7), MANCALA_OK);
    result(g, 0, MANCALA_REASON_NO_MOVE);
    ck_assert_str_eq(board_text(g), "0,0,0,0,0,0,0,0/6 0,0,0,0,0,0,0,0/4 1");
    mancala_game_free(g);
}
END_TEST

/* ---- The pass rule */

START_TEST(pass_rule)
{
    const char *spec = "congkak:houses=3,seeds=1,capture=none,extra=off,end=mover,pass=on";
    mancala_event ev[32];
    mancala_game *g = at(spec, "0,0,0/5 1,0,0/3 0");
    size_t n, i;
    int passes = 0;

    /* Player 0 cannot move: the turn passes, the game goes on. */
    ck_assert_int_eq(mancala_game_is_over(g), 0);
    ck_assert_int_eq(mancala_game_to_move(g), 1);
    ck_assert_str_eq(board_text(g), "0,0,0/5 1,0,0/3 1");
    /* Player 1 moves; player 0 still cannot: a PASS event, and player 1 again. */
    ck_assert_int_eq(mancala_game_trace(g, 0, ev, 32, &n), MANCALA_OK);
    for (i = 0; i < n; i++)
        if (ev[i].kind == MANCALA_EVENT_PASS) {
            ck_assert_int_eq(ev[i].pit, 0);
            passes++;
        }
    ck_assert_int_eq(passes, 1);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,0,0/5 0,1,0/3 1");
    ck_assert_int_eq(mancala_game_play(g, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    /* Neither can move: over, the stores the score. */
    result(g, 0, MANCALA_REASON_NO_MOVE);
    ck_assert_str_eq(board_text(g), "0,0,0/5 0,0,0/4 0");
    mancala_game_free(g);
    /* Without pass=on the same position is over at once. */
    g = at("congkak:houses=3,seeds=1,capture=none,extra=off,end=mover", "0,0,0/5 1,0,0/3 0");
    result(g, 0, MANCALA_REASON_NO_MOVE);
    mancala_game_free(g);
}
END_TEST

/* ---- A chain that stops at the start (chain=start, Alitev) */

START_TEST(chain_start)
{
    const char *spec = "oware:houses=3,seeds=1,origin=sow,counts=1+3,chain=start,side=both,"
                       "grandslam=capture,feed=free,majority=play,cycle=play,leftover=none,pass=on";
    /* The last seed lands back in the house the move started from, alone: taken, and the chain
     * goes on round the ring until house 2 (2 seeds); player 1, left without seeds, passes. */
    rule(spec, "0,6,1/0 0,0,0/0 0", 1, "0,0,2/5 0,0,0/0 0");
    /* A chain that comes back to the start house stops there: 7 seeds from house 0 make house 1
     * hold 3 (taken); the start house, holding 1 again, is not. With chain=on it is, and the
     * chain goes on round. */
    rule(spec, "7,1,0/0 0,0,0/0 0", 0, "1,0,1/3 1,1,1/0 1");
    rule("oware:houses=3,seeds=1,origin=sow,counts=1+3,side=both,grandslam=capture,feed=free,"
         "majority=play,cycle=play,leftover=none,pass=on",
         "7,1,0/0 0,0,0/0 0", 0, "0,0,0/8 0,0,0/0 1");
}
END_TEST

/* ---- The pie rule */

START_TEST(pie_two_rows)
{
    const int32_t with_swap[] = { 0, 1, 2, 3, 4, 5, 6 };
    int32_t history[8];
    mancala_event ev[8];
    mancala_game *g = new_game("kalah-pie"), *h;
    char text[512];
    size_t n;

    /* Player 0's first move keeps the turn (house 2 ends in the store): no swap yet. */
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    ck_assert_int_eq(mancala_game_to_move(g), 0);
    ck_assert_int_eq(mancala_game_play(g, 6), MANCALA_EILLEGAL); /* no swap for player 0 */
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,5,1,6,6,5/1 4,4,4,4,4,4/0 1 opening=1");
    /* Player 1's first turn: the swap (move 6, after the houses) beside the houses. */
    legal_is(g, with_swap, 7);
    ck_assert_int_eq(mancala_game_trace(g, 6, ev, 8, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(ev[0].kind, MANCALA_EVENT_SWAP);
    ck_assert_int_eq(mancala_game_play(g, 6), MANCALA_OK);
    /* The sides change places and player 0 (now on the untouched side) moves; once only. */
    ck_assert_str_eq(board_text(g), "4,4,4,4,4,4/0 0,5,1,6,6,5/1 0");
    ck_assert_int_eq(mancala_game_play(g, 6), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_history(g, history, 8, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(history[2], 6);
    /* A record replays the swap. */
    ck_assert_int_eq(mancala_game_to_record(g, text, sizeof text, &n), MANCALA_OK);
    ck_assert_int_eq(mancala_game_from_record(&h, text), MANCALA_OK);
    ck_assert_uint_eq(mancala_game_hash(h), mancala_game_hash(g));
    mancala_game_free(h);
    /* Undo gives the swap back. */
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    legal_is(g, with_swap, 7);
    /* Declining it: player 1 moves, and the swap is gone for good. */
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_to_move(g), 0);
    ck_assert_int_eq(mancala_game_to_text(g, text, sizeof text, &n), MANCALA_OK);
    ck_assert_ptr_null(strstr(text, " opening="));
    mancala_game_free(g);
    /* A position set by hand is past the opening; the text can give the first turns back. */
    g = at("kalah:pie=on", "0,5,0,5,5,5/1 4,4,4,4,4,4/0 1 opening=1");
    legal_is(g, with_swap, 7);
    ck_assert_int_eq(mancala_game_set_text(g, "kalah:pie=on 0,5,0,5,5,5/1 4,4,4,4,4,4/0 1"),
                     MANCALA_OK);
    ck_assert_uint_eq(legal_moves_of(g, history), 6);
    /* opening=N must fit: player 0 to move for 2, player 1 for 1; none without pie or opening. */
    ck_assert_int_eq(mancala_game_set_text(g, "kalah:pie=on 0,5,0,5,5,5/1 4,4,4,4,4,4/0 0 opening=1"),
                     MANCALA_EBOARD);
    ck_assert_int_eq(mancala_game_set_text(g, "kalah:pie=on 0,5,0,5,5,5/1 4,4,4,4,4,4/0 1 opening=3"),
                     MANCALA_EBOARD);
    ck_assert_int_eq(mancala_game_set_text(g, "kalah:pie=on 0,5,0,5,5,5/1 4,4,4,4,4,4/0 1 opening=01"),
                     MANCALA_EPARSE);
    mancala_game_free(g);
    g = new_game("kalah");
    ck_assert_int_eq(mancala_game_set_text(g, "kalah 0,5,0,5,5,5/1 4,4,4,4,4,4/0 1 opening=1"),
                     MANCALA_EBOARD);
    mancala_game_free(g);
}
END_TEST

START_TEST(pie_perft_and_search)
{
    mancala_game *g = new_game("kalah-pie");
    mancala_search *s = NULL;
    uint64_t n = 0;
    int32_t move = -1;

    /* Depth 2: five first moves pass the turn, each answered by 6 moves or the swap (35), and
     * house 2's extra move gives 5 more. */
    ck_assert_int_eq(mancala_game_perft(g, 2, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 40);
    ck_assert_int_eq(mancala_game_perft(g, 3, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 226);
    /* The search knows the swap: after 0, a search from player 1's seat returns a legal move. */
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 6, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, NULL, NULL, NULL, NULL), MANCALA_OK);
    ck_assert_int_ge(move, 0);
    ck_assert_int_le(move, 6);
    ck_assert_int_eq(mancala_game_play(g, move), MANCALA_OK);
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

/* ---- Four rows in the API */

START_TEST(spec_limits)
{
    static const struct {
        const char *spec;
        int32_t status;
    } cases[] = {
        { "hus:stores=own", MANCALA_ESPEC },
        { "hus:extra=store,stores=own", MANCALA_ESPEC },
        { "hus:capture=count", MANCALA_ESPEC },
        { "hus:feed=must", MANCALA_ESPEC },
        { "hus:capture=none", MANCALA_ESPEC }, /* landing= and outer= need capture=inner */
        { "kalah:direction=cw", MANCALA_ESPEC },
        { "kalah:capture=inner", MANCALA_ESPEC },
        { "kalah:inner=2", MANCALA_ESPEC },
        { "kalah:opening=inner", MANCALA_ESPEC },
        { "congkak-rounds:pie=on", MANCALA_ESPEC },
        { "hus:rows=3", MANCALA_ESPEC },
        { "hus:houses=7", MANCALA_ELIMIT },
        { "hus:houses=34", MANCALA_ELIMIT },
        { "hus:inner=13", MANCALA_ELIMIT },
        { "hus:houses=18,direction=either", MANCALA_ELIMIT },
        { "hus:houses=32,seeds=1,pie=on", MANCALA_ELIMIT },
        { "hus:houses=32,seeds=4", MANCALA_ELIMIT },
    };
    mancala_variant *v = VARIANT_SENTINEL;
    char buf[512];
    size_t i, n;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ck_assert_msg(mancala_variant_new(&v, cases[i].spec) == cases[i].status, "%s",
                      cases[i].spec);
        ck_assert_ptr_eq(v, VARIANT_SENTINEL);
    }
    /* The canonical spec: the hus preset's name, the keys of four rows where not at their
     * default; the whole inner row is the default, written one way only. */
    ck_assert_int_eq(mancala_variant_new(&v, "hus"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(v, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_str_eq(buf, "hus:houses=24,seeds=2,stores=none,origin=sow,relay=on,extra=off,"
                          "capture=inner,grandslam=nocapture,feed=free,end=mover,majority=play,"
                          "cycle=play,rows=4,landing=occupied,outer=both,inner=4");
    mancala_variant_free(v);
    ck_assert_int_eq(mancala_variant_new(&v, "hus:houses=16,inner=8,direction=either"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(v, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_ptr_null(strstr(buf, "inner="));
    ck_assert_ptr_nonnull(strstr(buf, ",direction=either"));
    mancala_variant_free(v);
}
END_TEST

START_TEST(text_record_trace)
{
    mancala_game *g = new_game("bao-ki-arabu"), *h = NULL;
    mancala_event ev[4096];
    int32_t moves[MANCALA_MAX_MOVES], pits[4 * MANCALA_MAX_HOUSES + 2];
    char text[8192];
    size_t n, k, i;
    int ply;

    /* A game of clockwise and anticlockwise turns; each reads back from its text and record. */
    for (ply = 0; ply < 40 && !mancala_game_is_over(g); ply++) {
        k = legal_moves_of(g, moves);
        ck_assert_int_eq(mancala_game_trace(g, moves[(size_t)ply * 7 % k], ev, 4096, &n),
                         MANCALA_OK);
        /* The events, applied to the board before the move, give the board after it. */
        ck_assert_int_eq(mancala_game_board(g, pits, 4 * MANCALA_MAX_HOUSES + 2, &i), MANCALA_OK);
        for (i = 0; i < n; i++) {
            switch (ev[i].kind) {
            case MANCALA_EVENT_PICKUP:
                pits[ev[i].pit] -= ev[i].count;
                break;
            case MANCALA_EVENT_SOW:
                pits[ev[i].pit]++;
                break;
            case MANCALA_EVENT_CAPTURE:
            case MANCALA_EVENT_SWEEP:
                pits[ev[i].pit] -= ev[i].count;
                pits[ev[i].to] += ev[i].count;
                break;
            default:
                break;
            }
        }
        ck_assert_int_eq(mancala_game_play(g, moves[(size_t)ply * 7 % k]), MANCALA_OK);
        {
            int32_t after[4 * MANCALA_MAX_HOUSES + 2];
            ck_assert_int_eq(mancala_game_board(g, after, 4 * MANCALA_MAX_HOUSES + 2, &i),
                             MANCALA_OK);
            for (k = 0; k < i; k++)
                ck_assert_int_eq(after[k], pits[k]);
        }
        ck_assert_int_eq(mancala_game_to_text(g, text, sizeof text, &n), MANCALA_OK);
        ck_assert_int_eq(mancala_game_from_text(&h, text), MANCALA_OK);
        ck_assert_uint_eq(mancala_game_hash(h), mancala_game_hash(g));
        mancala_game_free(h);
    }
    ck_assert_int_eq(mancala_game_to_record(g, text, sizeof text, &n), MANCALA_OK);
    ck_assert_int_eq(mancala_game_from_record(&h, text), MANCALA_OK);
    ck_assert_uint_eq(mancala_game_hash(h), mancala_game_hash(g));
    mancala_game_free(h);
    mancala_game_free(g);
}
END_TEST

START_TEST(not_for_four_rows)
{
    mancala_variant *v = NULL;
    mancala_game *g = new_game("hus");
    mancala_db *db = DB_SENTINEL;
    mancala_hooks hooks;
    char buf[256];
    size_t n;

    /* The databases index two rows; the outside notations are two-row games; hooks cannot judge
     * a turn's later choices (seize=any). */
    ck_assert_int_eq(mancala_variant_new(&v, "owela"), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 4, 1), MANCALA_ERULES);
    ck_assert_ptr_eq(db, DB_SENTINEL);
    mancala_variant_free(v);
    ck_assert_int_eq(mancala_variant_new(&v, "mefuvha"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks(v, NULL, NULL, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks(v, no_sow, NULL, NULL, NULL), MANCALA_ERULES);
    memset(&hooks, 0, sizeof hooks);
    hooks.struct_size = sizeof hooks;
    ck_assert_int_eq(mancala_variant_set_hooks2(v, &hooks, NULL), MANCALA_OK);
    hooks.end = no_end;
    ck_assert_int_eq(mancala_variant_set_hooks2(v, &hooks, NULL), MANCALA_ERULES);
    mancala_variant_free(v);
    ck_assert_int_eq(mancala_game_to_notation(g, MANCALA_NOTATION_OPENSPIEL, buf, sizeof buf, &n),
                     MANCALA_ERULES);
    ck_assert_int_eq(mancala_game_to_notation(g, MANCALA_NOTATION_KGP, buf, sizeof buf, &n),
                     MANCALA_ERULES);
    mancala_game_free(g);
}
END_TEST

/* ---- hooks v3: the hooks on four rows, with the rows, the move's slot and the first turns */

struct seen {
    int32_t calls, rows, houses, first_turns, pending, size, max_slot, house_of_max, forbid;
};

static int32_t sow3(mancala_hook_state *st, int32_t house, void *u)
{
    struct seen *s = u;
    s->calls++;
    s->size = (int32_t)st->struct_size;
    s->rows = st->rows;
    s->houses = st->houses;
    s->first_turns = st->first_turns;
    if (st->slot > s->max_slot) {
        s->max_slot = st->slot;
        s->house_of_max = house;
    }
    return house == s->forbid ? MANCALA_SOW_ILLEGAL : MANCALA_SOW_LEGAL;
}

static int32_t land3(mancala_hook_state *st, int32_t pit, int32_t before, void *u)
{
    struct seen *s = u;
    (void)pit;
    (void)before;
    s->calls++;
    s->max_slot = st->slot;
    s->rows = st->rows;
    return MANCALA_LAND_END; /* every turn ends where its first leg does */
}

static int32_t end3(mancala_hook_state *st, void *u)
{
    struct seen *s = u;
    s->calls++;
    s->rows = st->rows;
    s->pending = st->pending;
    s->first_turns = st->first_turns;
    return MANCALA_END_DEFAULT;
}

static mancala_game *hooked(const char *spec, const mancala_hooks *h, struct seen *s)
{
    mancala_variant *v;
    mancala_game *g;
    memset(s, 0, sizeof *s);
    s->max_slot = -1;
    s->forbid = -1;
    ck_assert_int_eq(mancala_variant_new(&v, spec), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks2(v, h, s), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    mancala_variant_free(v);
    return g;
}

START_TEST(hooks_on_four_rows)
{
    mancala_hooks h;
    struct seen s;
    mancala_game *g;
    int32_t moves[MANCALA_MAX_MOVES];
    int32_t pits[] = { 0, 0, 0, 2, 0, 1, 2, 0, 0, 1, 2, 1, 1, 1, 1, 3, 1, 0 };
    size_t n;

    /* A sow hook v2 sees the four rows (v3's fields filled) and forbids house 3. */
    memset(&h, 0, sizeof h);
    h.struct_size = sizeof h;
    h.sow = sow3;
    g = hooked("hus:houses=8", &h, &s);
    s.forbid = 3;
    ck_assert_int_eq(mancala_game_set_board(g, pits, 18, 0), MANCALA_OK);
    n = legal_moves_of(g, moves);
    ck_assert_uint_eq(n, 2);
    ck_assert_int_eq(moves[0], 5);
    ck_assert_int_eq(moves[1], 6);
    ck_assert_int_eq(mancala_game_play(g, 3), MANCALA_EILLEGAL);
    ck_assert_int_eq(s.rows, 4);
    ck_assert_int_eq(s.houses, 8);
    ck_assert_int_eq(s.size, (int32_t)sizeof(mancala_hook_state));
    ck_assert_int_eq(s.first_turns, 0);
    mancala_game_free(g);

    /* direction=either: the slots of the other way round (8 to 15) reach the hook with their
     * house (slot less 8); the pie rule's first turns are seen too. */
    g = hooked("hus:houses=8,direction=either,pie=on", &h, &s);
    n = legal_moves_of(g, moves);
    ck_assert_uint_eq(n, 16);
    ck_assert_int_eq(s.max_slot, 15);
    ck_assert_int_eq(s.house_of_max, 7);
    ck_assert_int_eq(s.first_turns, 2);
    mancala_game_free(g);

    /* A land hook v2 ends the turn where its first leg does: house 3's two seeds into houses 4
     * and 5 (made 2), which without the hook would capture (landing=occupied). */
    memset(&h, 0, sizeof h);
    h.struct_size = sizeof h;
    h.land = land3;
    g = hooked("hus:houses=8", &h, &s);
    ck_assert_int_eq(mancala_game_set_board(g, pits, 18, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 3), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,0,0,0,1,2,2,0/0 1,2,1,1,1,1,3,1/0 1");
    ck_assert_int_eq(s.calls, 1);
    ck_assert_int_eq(s.max_slot, 3);
    ck_assert_int_eq(s.rows, 4);
    mancala_game_free(g);

    /* An end hook v2 sees the rows, no pending choice, and the first turns. */
    memset(&h, 0, sizeof h);
    h.struct_size = sizeof h;
    h.end = end3;
    g = hooked("hus:houses=8,pie=on", &h, &s);
    ck_assert_int_eq(mancala_game_play(g, 3), MANCALA_OK);
    ck_assert_int_ge(s.calls, 1);
    ck_assert_int_eq(s.rows, 4);
    ck_assert_int_eq(s.pending, 0);
    ck_assert_int_eq(s.first_turns, 1);
    mancala_game_free(g);
}
END_TEST

START_TEST(search_every_preset)
{
    static const char *const names[] = { "hus",     "hus-wagner", "owela",     "bao-ki-arabu",
                                          "bao-ki-arabu-2", "hawalis", "muvalavala", "moruba",
                                          "mefuvha" };
    size_t i;

    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        mancala_game *g = new_game(names[i]);
        mancala_search *s = NULL;
        int ply;
        ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_level(s, 10, 1), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_limits(s, 0, 20000, 0), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
        /* A few moves of play by the search: each legal. */
        for (ply = 0; ply < 6 && !mancala_game_is_over(g); ply++) {
            int32_t move = -1;
            ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
            ck_assert_int_eq(mancala_search_result(s, &move, NULL, NULL, NULL, NULL), MANCALA_OK);
            ck_assert_msg(mancala_game_play(g, move) == MANCALA_OK, "%s ply %d: %d", names[i],
                          ply, (int)move);
        }
        mancala_search_free(s);
        mancala_game_free(g);
    }
}
END_TEST

/* ---- Choices inside a turn: seize=any, with outer=any, lander=, opening=N and start=gap */

#define SEIZE "hus:houses=8,relay=off,landing=empty,outer=any,lander=take,seize=any"

START_TEST(seize_turns)
{
    /* From house 3 over 4 to the empty inner house 5: the landing seed, p1's outer house 1 (2)
     * and inner house 6 (3) go to the hand (6); then the same turn seizes one of p1's houses
     * that hold seeds (0, 2, 3, 4, 5, 7): six turns, house 3 plus the seized house plus one
     * from bit 5. */
    const int32_t turns[] = { 3 | 1 << 5, 3 | 3 << 5, 3 | 4 << 5, 3 | 5 << 5, 3 | 6 << 5,
                              3 | 8 << 5 };
    mancala_game *g = at(SEIZE, "0,0,0,2,0,0,0,0/0 1,2,1,1,1,1,3,1/0 0");
    mancala_event ev[64];
    int32_t hist[4];
    uint64_t n = 0;
    size_t k;

    legal_is(g, turns, 6);
    ck_assert_int_eq(mancala_game_perft(g, 1, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 6);
    /* A turn must be played whole, with legal choices only, and nothing after it. */
    ck_assert_int_eq(mancala_game_play(g, 3), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_play(g, 3 | 2 << 5), MANCALA_EILLEGAL); /* house 1: taken */
    ck_assert_int_eq(mancala_game_play(g, 3 | 1 << 5 | 1 << 11), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_play(g, 3 | 9 << 5), MANCALA_EINVAL); /* no house 8 */
    ck_assert_int_eq(mancala_game_play(g, 3 | 1 << 11), MANCALA_EINVAL); /* a gap */
    ck_assert_int_eq(mancala_game_play(g, -1), MANCALA_EINVAL);
    ck_assert_str_eq(board_text(g), "0,0,0,2,0,0,0,0/0 1,2,1,1,1,1,3,1/0 0");
    /* The trace: the sowing, the capture in pits order, then the seizure of p1's house 7. */
    ck_assert_int_eq(mancala_game_trace(g, 3 | 8 << 5, ev, 64, &k), MANCALA_OK);
    ck_assert_uint_eq(k, 7);
    ck_assert_int_eq(ev[0].kind, MANCALA_EVENT_PICKUP);
    ck_assert_int_eq(ev[3].kind, MANCALA_EVENT_CAPTURE);
    ck_assert_int_eq(ev[3].pit, 5);
    ck_assert_int_eq(ev[4].pit, 10);
    ck_assert_int_eq(ev[5].pit, 15);
    ck_assert_int_eq(ev[6].kind, MANCALA_EVENT_CAPTURE);
    ck_assert_int_eq(ev[6].pit, 16);
    ck_assert_int_eq(ev[6].count, 1);
    ck_assert_int_eq(ev[6].to, 8);
    ck_assert_int_eq(mancala_game_play(g, 3 | 8 << 5), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,0,0,0,1,0,0,0/7 1,0,1,1,1,1,0,0/0 1");
    ck_assert_int_eq(mancala_game_history(g, hist, 4, &k), MANCALA_OK);
    ck_assert_uint_eq(k, 1);
    ck_assert_int_eq(hist[0], 3 | 8 << 5);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,0,0,2,0,0,0,0/0 1,2,1,1,1,1,3,1/0 0");
    mancala_game_free(g);

    /* outer=any: the facing houses empty, the capture takes the landing seed alone, and the
     * seizure follows; lander=keep leaves the landing seed, the seizure still follows. */
    rule(SEIZE, "0,0,0,2,0,0,0,0/0 1,0,1,1,1,1,0,1/0 0", 3 | 1 << 5,
         "0,0,0,0,1,0,0,0/2 0,0,1,1,1,1,0,1/0 1");
    rule("hus:houses=8,relay=off,landing=empty,outer=any,seize=any",
         "0,0,0,2,0,0,0,0/0 1,0,1,1,1,1,0,1/0 0", 3 | 1 << 5,
         "0,0,0,0,1,1,0,0/1 0,0,1,1,1,1,0,1/0 1");
    /* No seizure without a capture: a landing in the outer row ends the turn. */
    rule(SEIZE, "2,0,0,0,0,0,0,0/0 1,2,1,1,1,1,3,1/0 0", 0,
         "0,1,1,0,0,0,0,0/0 1,2,1,1,1,1,3,1/0 1");
    /* The capture takes p1's last seeds: nothing is left to seize, the turn and the game end
     * with it; p0's seed left on the board goes to p0's hand. */
    g = at(SEIZE, "0,0,0,2,0,0,0,0/0 0,2,0,0,0,0,3,0/0 0");
    {
        const int32_t one[] = { 3 };
        legal_is(g, one, 1);
    }
    ck_assert_int_eq(mancala_game_play(g, 3), MANCALA_OK);
    result(g, 0, MANCALA_REASON_NO_MOVE);
    ck_assert_int_eq(mancala_game_store(g, 0), 7);
    mancala_game_free(g);
}
END_TEST

START_TEST(seize_opening_and_start)
{
    /* opening=5: each first turn sows house 5 where it holds two seeds or more. */
    const int32_t five[] = { 5 }, singles[] = { 2, 5 };
    mancala_game *g = new_game("hus:houses=8,relay=off,landing=empty,opening=5");
    int32_t moves[MANCALA_MAX_MOVES];
    size_t n;

    legal_is(g, five, 1);
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    legal_is(g, five, 1);
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    ck_assert_uint_gt(legal_moves_of(g, moves), 1);
    mancala_game_free(g);
    /* Where it holds fewer, only single seeds may be sown, as Ludii's Mefuvha has it. */
    g = at("hus:houses=8,relay=off,landing=empty,opening=5",
           "2,2,1,2,2,1,2,2/0 2,2,2,2,2,2,2,2/0 0 opening=2");
    legal_is(g, singles, 2);
    mancala_game_free(g);
    /* start=gap: the last house of each loop empty, the one before it a single seed. */
    g = new_game("hus:houses=8,landing=empty,start=gap");
    ck_assert_str_eq(board_text(g), "2,2,2,2,2,2,1,0/0 2,2,2,2,2,2,1,0/0 0");
    mancala_game_free(g);
    /* Mefuvha: 4 x 16, each first turn from house 29, which captures and seizes. */
    g = new_game("mefuvha");
    n = legal_moves_of(g, moves);
    ck_assert_uint_eq(n, 29);
    while (n > 0)
        ck_assert_int_eq(moves[--n] & 31, 29);
    ck_assert_int_eq(mancala_game_house(g, 0, 30), 1);
    ck_assert_int_eq(mancala_game_house(g, 0, 31), 0);
    mancala_game_free(g);
}
END_TEST

START_TEST(seize_spec_and_api)
{
    static const struct {
        const char *spec;
        int32_t status;
    } cases[] = {
        { "hus:seize=any", MANCALA_OK },
        { "hus:opening=0", MANCALA_OK },
        { "hus:houses=8,opening=7", MANCALA_OK },
        { "hus:houses=8,opening=8", MANCALA_ELIMIT },
        { "hus:opening=07", MANCALA_ESPEC },
        { "hus:opening=", MANCALA_ESPEC },
        { "hus:opening=x", MANCALA_ESPEC },
        { "hus:capture=none,seize=any", MANCALA_ESPEC },
        { "hus:seize=any,pie=on", MANCALA_ESPEC },
        { "hus:seize=any,pass=on", MANCALA_ESPEC },
        { "hus:seize=some", MANCALA_ESPEC },
        { "hus:capture=none,lander=take", MANCALA_ESPEC },
        { "hus:start=gap,inner=3", MANCALA_ESPEC },
        { "hus:start=gap,inner=12", MANCALA_OK },
        { "hus:houses=2,inner=1,start=gap", MANCALA_ELIMIT },
        { "kalah:seize=any", MANCALA_ESPEC },
        { "kalah:lander=take", MANCALA_ESPEC },
        { "kalah:start=gap", MANCALA_ESPEC },
        { "kalah:outer=any", MANCALA_ESPEC },
        { "kalah:opening=2", MANCALA_OK }, /* two rows: first turns from houses 2 on (dabuda) */
        { "kalah:opening=inner", MANCALA_ESPEC },
        { "kalah:opening=6", MANCALA_ELIMIT },
    };
    mancala_variant *v = NULL, *w = NULL;
    mancala_game *g;
    mancala_search *s = NULL;
    int32_t moves[MANCALA_MAX_MOVES], scores[32], exact[32], pv[64], move = -1;
    char spec[512], again[512];
    size_t i, n, k;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        v = NULL;
        ck_assert_msg(mancala_variant_new(&v, cases[i].spec) == cases[i].status, "%s",
                      cases[i].spec);
        mancala_variant_free(v);
    }
    /* The canonical spec names every new key and reads back to itself. */
    ck_assert_int_eq(mancala_variant_new(&v, "mefuvha"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(v, spec, sizeof spec, &n), MANCALA_OK);
    ck_assert_ptr_nonnull(strstr(spec, ",opening=29"));
    ck_assert_ptr_nonnull(strstr(spec, ",seize=any,lander=take,start=gap"));
    ck_assert_ptr_nonnull(strstr(spec, ",outer=any"));
    ck_assert_int_eq(mancala_variant_new(&w, spec), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(w, again, sizeof again, &n), MANCALA_OK);
    ck_assert_str_eq(spec, again);
    mancala_variant_free(w);
    mancala_variant_free(v);
    /* The search answers whole turns: its move and each move of its line play in turn; an
     * analysis, whose values are per first step, is refused. */
    g = new_game("mefuvha");
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 6, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, NULL, NULL, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(move & 31, 29);
    ck_assert_int_gt(move >> 5, 0);
    ck_assert_int_eq(mancala_search_pv(s, pv, 64, &n), MANCALA_OK);
    ck_assert_uint_ge(n, 1);
    ck_assert_int_eq(pv[0], move);
    for (k = 0; k < n; k++)
        ck_assert_msg(mancala_game_play(g, pv[k]) == MANCALA_OK, "pv %lu: %d", (unsigned long)k,
                      (int)pv[k]);
    for (k = 0; k < n; k++)
        ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_analyse(s, g, moves, scores, exact, 32, &n), MANCALA_ERULES);
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

/* The library's move names (MANCALA_NOTATION_TEXT): a house, a direction, the swap, a seizure. */
static void name_is(const mancala_game *g, int32_t move, const char *name)
{
    char buf[64];
    size_t n = 0;
    int32_t back = -1;
    ck_assert_int_eq(mancala_game_move_to_notation(g, MANCALA_NOTATION_TEXT, move, buf, sizeof buf,
                                                   &n),
                     MANCALA_OK);
    ck_assert_str_eq(buf, name);
    ck_assert_uint_eq(n, strlen(name) + 1);
    ck_assert_int_eq(mancala_game_move_from_notation(g, MANCALA_NOTATION_TEXT, name, &back),
                     MANCALA_OK);
    ck_assert_int_eq(back, move);
}

static void read_is(const mancala_game *g, const char *name, int32_t status)
{
    int32_t m = -7;
    ck_assert_msg(mancala_game_move_from_notation(g, MANCALA_NOTATION_TEXT, name, &m) == status,
                  "%s", name);
    ck_assert_int_eq(m, -7);
}

START_TEST(move_names)
{
    mancala_game *g = at(SEIZE, "0,0,0,2,0,0,0,0/0 1,2,1,1,1,1,3,1/0 0"), *h = NULL;
    char buf[1024], small[3];
    size_t n;

    name_is(g, 3 | 8 << 5, "3x7");
    name_is(g, 3 | 1 << 5, "3x0");
    read_is(g, "3", MANCALA_EILLEGAL);      /* the turn unfinished */
    read_is(g, "3x1", MANCALA_EILLEGAL);    /* p1's house 1 is taken by the capture */
    read_is(g, "3x0x0", MANCALA_EILLEGAL);  /* after the turn */
    read_is(g, "3x8", MANCALA_EINVAL);      /* no house 8 */
    read_is(g, "8", MANCALA_EINVAL);
    read_is(g, "swap", MANCALA_EINVAL);     /* no pie rule */
    read_is(g, "3x", MANCALA_EPARSE);
    read_is(g, "03x0", MANCALA_EPARSE);
    read_is(g, "3cw", MANCALA_EPARSE);
    read_is(g, "", MANCALA_EPARSE);
    ck_assert_int_eq(mancala_game_move_to_notation(g, MANCALA_NOTATION_TEXT, 3, buf, sizeof buf, &n),
                     MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_move_to_notation(g, MANCALA_NOTATION_TEXT, 3 | 8 << 5, small,
                                                   sizeof small, &n),
                     MANCALA_ERANGE);
    ck_assert_uint_eq(n, 4);
    /* The position: the position text, read back only for equal rules. */
    ck_assert_int_eq(mancala_game_to_notation(g, MANCALA_NOTATION_TEXT, buf, sizeof buf, &n),
                     MANCALA_OK);
    ck_assert_int_eq(mancala_game_from_notation(&h, MANCALA_NOTATION_TEXT, buf, NULL), MANCALA_OK);
    ck_assert_uint_eq(mancala_game_hash(h), mancala_game_hash(g));
    mancala_game_free(h);
    {
        mancala_variant *v = NULL;
        ck_assert_int_eq(mancala_variant_new(&v, "hus"), MANCALA_OK);
        h = NULL;
        ck_assert_int_eq(mancala_game_from_notation(&h, MANCALA_NOTATION_TEXT, buf, v),
                         MANCALA_ERULES);
        ck_assert_ptr_null(h);
        mancala_variant_free(v);
    }
    mancala_game_free(g);

    g = new_game("bao-ki-arabu");
    name_is(g, 4, "4ccw");
    name_is(g, 20, "4cw");
    read_is(g, "4", MANCALA_EPARSE); /* the direction is part of the name there */
    mancala_game_free(g);
    g = new_game("kalah-pie");
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    name_is(g, 6, "swap");
    name_is(g, 5, "5");
    ck_assert_int_eq(mancala_game_play(g, 6), MANCALA_OK);
    read_is(g, "swap", MANCALA_EILLEGAL);
    mancala_game_free(g);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("rows");
    TCase *tc = tcase_create("rows");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, layout);
    tcase_add_test(tc, loop_sowing);
    tcase_add_test(tc, either_direction);
    tcase_add_test(tc, relay);
    tcase_add_test(tc, capture_empty_landing);
    tcase_add_test(tc, capture_occupied_landing);
    tcase_add_test(tc, capture_any_landing);
    tcase_add_test(tc, single_seeds);
    tcase_add_test(tc, opening_inner);
    tcase_add_test(tc, end_and_score);
    tcase_add_test(tc, pass_rule);
    tcase_add_test(tc, chain_start);
    tcase_add_test(tc, pie_two_rows);
    tcase_add_test(tc, pie_perft_and_search);
    tcase_add_test(tc, spec_limits);
    tcase_add_test(tc, text_record_trace);
    tcase_add_test(tc, not_for_four_rows);
    tcase_add_test(tc, hooks_on_four_rows);
    tcase_add_test(tc, search_every_preset);
    tcase_add_test(tc, seize_turns);
    tcase_add_test(tc, seize_opening_and_start);
    tcase_add_test(tc, seize_spec_and_api);
    tcase_add_test(tc, move_names);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
