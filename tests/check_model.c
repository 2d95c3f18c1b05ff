/* SPDX-License-Identifier: MIT */
/* check_model.c: the rule model v2 (state beyond the pits): Togyz Kumalak, Bestemshe and Congkak in
 * rounds proved rule by rule on hand-set positions (each expected text worked out by hand from
 * mancala-spec(7)), and the marks in the API, position text, records, hash, undo, clone, database
 * and search. Pits: togyz p0 houses 0..8, store 9, p1 houses 10..18, store 19; congkak 7x7 p0 houses
 * 0..6, store 7, p1 houses 8..14, store 15. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define TOGYZ "togyz"
#define ROUNDS "congkak:houses=7,seeds=7,rounds=burn"

static void result(const mancala_game *g, int32_t winner, int32_t reason)
{
    int32_t w = 99, r = 99;
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, winner);
    ck_assert_int_eq(r, reason);
}

/* ---- Togyz Kumalak */

START_TEST(togyz_origin_first_and_even_capture)
{
    /* House 1's nine stones: the first back into house 1, seven on to houses 2..8, the ninth into
     * the opponent's house 0, which now holds 10: even, taken. */
    rule(TOGYZ, "9,9,9,9,9,9,9,9,9/0 9,9,9,9,9,9,9,9,9/0 0", 1,
         "9,1,10,10,10,10,10,10,10/10 0,9,9,9,9,9,9,9,9/0 1");
    /* House 0: the ninth stone lands in the mover's own house 8: nothing is taken. */
    rule(TOGYZ, "9,9,9,9,9,9,9,9,9/0 9,9,9,9,9,9,9,9,9/0 0", 0,
         "1,10,10,10,10,10,10,10,10/0 9,9,9,9,9,9,9,9,9/0 1");
    /* Player 1 likewise, round to player 0's house 0. */
    rule(TOGYZ, "9,9,9,9,9,9,9,9,9/0 9,9,9,9,9,9,9,9,9/0 1", 1,
         "0,9,9,9,9,9,9,9,9/0 9,1,10,10,10,10,10,10,10/10 0");
}
END_TEST

START_TEST(togyz_single_stone_and_odd)
{
    /* One stone moves to the next house. */
    rule(TOGYZ, "0,0,0,1,0,0,0,0,2/70 5,5,5,5,5,5,5,5,5/44 0", 3,
         "0,0,0,0,1,0,0,0,2/70 5,5,5,5,5,5,5,5,5/44 1");
    /* Two stones from house 8: one back into it, one into the opponent's house 0 (5 -> 6, even). */
    rule(TOGYZ, "0,0,0,1,0,0,0,0,2/70 5,5,5,5,5,5,5,5,5/44 0", 8,
         "0,0,0,1,0,0,0,0,1/76 0,5,5,5,5,5,5,5,5/44 1");
    /* An odd count is not taken (4 -> 5). */
    rule(TOGYZ, "0,0,0,1,0,0,0,0,2/70 4,5,5,5,5,5,5,5,5/45 0", 8,
         "0,0,0,1,0,0,0,0,1/70 5,5,5,5,5,5,5,5,5/45 1");
    /* A lap of 18 or more passes the origin again: 19 stones from house 0 put 2 back into it. */
    rule(TOGYZ, "19,0,0,0,0,0,0,0,0/60 1,1,1,1,1,1,1,1,1/74 0", 0,
         "2,1,1,1,1,1,1,1,1/60 2,2,2,2,2,2,2,2,2/74 1");
}
END_TEST

START_TEST(togyz_tuzdik_claim)
{
    mancala_game *g;
    /* The opponent's house 0 holds 2, the last stone makes 3: a tuzdik of player 0, its 3 stones
     * in player 0's store. */
    rule(TOGYZ, "0,0,0,1,0,0,0,0,2/70 2,5,5,5,5,5,5,5,5/47 0", 8,
         "0,0,0,1,0,0,0,0,1/73 t,5,5,5,5,5,5,5,5/47 1");
    g = at(TOGYZ, "0,0,0,1,0,0,0,0,2/70 2,5,5,5,5,5,5,5,5/47 0");
    ck_assert_int_eq(mancala_game_play(g, 8), MANCALA_OK);
    ck_assert_int_eq(mancala_game_mark(g, 1, 0), MANCALA_MARK_TUZDIK);
    ck_assert_int_eq(mancala_game_mark(g, 0, 0), MANCALA_MARK_OPEN);
    ck_assert_int_eq(mancala_game_house(g, 1, 0), 0);
    /* A tuzdik cannot be played (it is not the player's house to play) */
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    ck_assert_int_eq(mancala_game_mark(g, 1, 0), MANCALA_MARK_OPEN);
    mancala_game_free(g);
    /* Player 1 claims player 0's house 0 (2 -> 3): house 4's six stones end there. */
    rule(TOGYZ, "2,5,5,5,5,5,5,5,5/47 0,0,0,0,6,0,0,0,0/67 1", 4,
         "t,5,5,5,5,5,5,5,5/47 0,0,0,0,1,1,1,1,1/70 0");
}
END_TEST

START_TEST(togyz_tuzdik_exceptions)
{
    /* Not the opponent's ninth house: 11 stones from house 7 end in the opponent's house 8. */
    rule(TOGYZ, "0,0,0,0,0,0,0,11,0/60 1,1,1,1,1,1,1,1,2/81 0", 7,
         "0,0,0,0,0,0,0,1,1/60 2,2,2,2,2,2,2,2,3/81 1");
    /* Not the house mirroring the opponent's tuzdik: player 1 owns player 0's house 2, so player
     * 0 cannot claim player 1's house 2: house 6's six stones end there (2 -> 3). */
    rule(TOGYZ, "0,0,t,0,0,0,6,0,0/60 5,5,2,5,5,5,5,5,5/54 0", 6,
         "0,0,t,0,0,0,1,1,1/60 6,6,3,5,5,5,5,5,5/54 1");
    /* A player with a tuzdik claims no second one (player 0 owns player 1's house 0, where one
     * of the stones goes to player 0's store). */
    rule(TOGYZ, "0,0,0,0,0,0,6,0,0/60 t,5,2,5,5,5,5,5,5/55 0", 6,
         "0,0,0,0,0,0,1,1,1/61 t,6,3,5,5,5,5,5,5/55 1");
}
END_TEST

START_TEST(togyz_sowing_into_tuzdik)
{
    /* Player 0 owns player 1's house 0: player 0's stone sown there goes to player 0's store. */
    rule(TOGYZ, "0,0,0,0,0,0,0,4,0/60 t,4,5,5,5,5,5,5,5/53 0", 7,
         "0,0,0,0,0,0,0,1,1/61 t,5,5,5,5,5,5,5,5/53 1");
    /* ... and player 1's too, sown round past it. */
    rule(TOGYZ, "1,0,0,0,0,0,0,0,0/60 t,0,0,0,0,0,0,0,12/70 1", 8,
         "2,1,1,1,1,1,1,1,1/61 t,1,0,0,0,0,0,0,1/70 0");
    /* A last stone in a tuzdik does nothing more. */
    rule(TOGYZ, "1,0,0,0,0,0,0,0,2/80 t,0,0,0,0,0,0,0,1/78 0", 8,
         "1,0,0,0,0,0,0,0,1/81 t,0,0,0,0,0,0,0,1/78 1");
}
END_TEST

START_TEST(togyz_ends)
{
    mancala_game *g;
    /* More than 81: the game ends and the houses are swept to their owners. */
    g = at(TOGYZ, "0,0,0,0,0,0,0,0,2/80 1,3,0,0,0,0,0,0,0/76 0");
    ck_assert_int_eq(mancala_game_play(g, 8), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,0,0,0,0,0,0,0,0/83 0,0,0,0,0,0,0,0,0/79 1");
    result(g, 0, MANCALA_REASON_MAJORITY);
    mancala_game_free(g);
    /* 81-81 after the last capture: a draw. */
    g = at(TOGYZ, "1,0,0,0,0,0,0,0,0/81 0,0,0,0,0,0,0,0,1/79 1");
    ck_assert_int_eq(mancala_game_play(g, 8), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,0,0,0,0,0,0,0,0/81 0,0,0,0,0,0,0,0,0/81 0");
    result(g, -1, MANCALA_REASON_MAJORITY);
    mancala_game_free(g);
    /* The player to move has no stone: the game ends, the stones left go to their owner. */
    g = at(TOGYZ, "1,0,0,0,0,0,0,0,0/80 3,0,0,0,0,0,0,0,1/77 1");
    ck_assert_int_eq(mancala_game_play(g, 8), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,0,0,0,0,0,0,0,0/80 0,0,0,0,0,0,0,0,0/82 0");
    result(g, 1, MANCALA_REASON_NO_MOVE);
    mancala_game_free(g);
}
END_TEST

START_TEST(togyz_no_repetition_rule)
{
    /* Positions repeat without ending the game: the moves 0, 0, 1, 1 come back to the start. */
    mancala_game *g = at("togyz:houses=2,seeds=1", "1,0/0 1,0/0 0");
    int i;
    for (i = 0; i < 12; i++)
        ck_assert_int_eq(mancala_game_play(g, i % 4 < 2 ? 0 : 1), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "1,0/0 1,0/0 0");
    ck_assert_int_eq(mancala_game_is_over(g), 0);
    mancala_game_free(g);
}
END_TEST

START_TEST(bestemshe_rules)
{
    mancala_game *g;
    /* 2x5, five each; the fifth stone from house 1 ends in the opponent's house 0 (5 -> 6). */
    rule("bestemshe", "5,5,5,5,5/0 5,5,5,5,5/0 0", 1, "5,1,6,6,6/6 0,5,5,5,5/0 1");
    /* No tuzdik: a 3 stays. */
    rule("bestemshe", "0,0,0,0,2/20 2,1,1,1,1/22 0", 4, "0,0,0,0,1/20 3,1,1,1,1/22 1");
    /* More than 25 ends the game. */
    g = at("bestemshe", "0,0,0,0,2/24 1,1,1,1,1/19 0");
    ck_assert_int_eq(mancala_game_play(g, 4), MANCALA_OK);
    result(g, 0, MANCALA_REASON_MAJORITY);
    mancala_game_free(g);
}
END_TEST

/* ---- Congkak in rounds */

START_TEST(rounds_refill_and_loser_starts)
{
    mancala_game *g;
    /* Player 0's last stone goes to its store: its row is empty, the round ends. Sweep: player 1
     * has 33 + 35 = 68, player 0 30. Player 0 fills houses 0..3 (28, 2 left), closes 4..6; player
     * 1 fills all seven (19 left); player 0, the loser, starts round 2. */
    rule(ROUNDS, "0,0,0,0,0,0,1/29 5,5,5,5,5,5,5/33 0", 6,
         "7,7,7,7,x,x,x/2 7,7,7,7,7,7,7/19 0 round=2");
    /* The loser starts even after the winner's move. */
    rule(ROUNDS, "5,5,5,5,5,5,5/33 0,0,0,0,0,0,1/29 1", 6,
         "7,7,7,7,7,7,7/19 7,7,7,7,x,x,x/2 1 round=2");
    /* A tie: the player who did not make the round's last move starts. */
    rule(ROUNDS, "0,0,0,0,0,0,1/48 5,5,5,5,5,5,5/14 0", 6,
         "7,7,7,7,7,7,7/0 7,7,7,7,7,7,7/0 1 round=2");
    /* Other customs: the winner starts; rounds alternate. */
    rule(ROUNDS ",starter=winner", "0,0,0,0,0,0,1/29 5,5,5,5,5,5,5/33 0", 6,
         "7,7,7,7,x,x,x/2 7,7,7,7,7,7,7/19 1 round=2");
    rule(ROUNDS ",starter=alternate", "0,0,0,0,0,0,1/29 5,5,5,5,5,5,5/33 0", 6,
         "7,7,7,7,x,x,x/2 7,7,7,7,7,7,7/19 1 round=2");
    rule(ROUNDS ",starter=alternate", "0,0,0,0,0,0,1/29 5,5,5,5,5,5,5/33 0 round=2", 6,
         "7,7,7,7,x,x,x/2 7,7,7,7,7,7,7/19 0 round=3");
    /* A closed house opens again when its owner can fill it. */
    rule(ROUNDS, "0,0,0,0,x,x,1/40 5,5,5,5,5,5,5/22 0 round=2", 6,
         "7,7,7,7,7,x,x/6 7,7,7,7,7,7,7/8 0 round=3");
    g = at(ROUNDS, "0,0,0,0,0,0,1/29 5,5,5,5,5,5,5/33 0");
    ck_assert_int_eq(mancala_game_play(g, 6), MANCALA_OK);
    ck_assert_int_eq(mancala_game_round(g), 2);
    ck_assert_int_eq(mancala_game_mark(g, 0, 4), MANCALA_MARK_CLOSED);
    ck_assert_int_eq(mancala_game_mark(g, 0, 3), MANCALA_MARK_OPEN);
    ck_assert_int_eq(mancala_game_mark(g, 1, 6), MANCALA_MARK_OPEN);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    ck_assert_int_eq(mancala_game_round(g), 1);
    ck_assert_int_eq(mancala_game_mark(g, 0, 4), MANCALA_MARK_OPEN);
    mancala_game_free(g);
}
END_TEST

START_TEST(rounds_closed_houses)
{
    mancala_game *g;
    int32_t moves[16];
    size_t n;
    /* Closed houses are skipped by the sowing (house 3's two seeds: the store, then the opponent's
     * house 0) and relay goes on round the board: 8 -> 9,10 -> 11,12 -> 13,14 -> 0,1, the last in
     * the mover's empty house 1, which takes the opposite house 13's 2 seeds with it. */
    rule(ROUNDS, "0,0,0,2,x,x,x/50 1,1,1,1,1,1,1/39 0 round=2", 3,
         "1,0,0,0,x,x,x/54 0,2,0,2,0,0,0/39 1 round=2");
    /* Closed houses cannot be played. */
    g = at(ROUNDS, "7,7,7,7,x,x,x/2 7,7,7,7,7,7,7/19 0 round=2");
    ck_assert_int_eq(mancala_game_legal_moves(g, moves, 16, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 4);
    ck_assert_int_eq(mancala_game_play(g, 4), MANCALA_EILLEGAL);
    mancala_game_free(g);
    /* The opponent's closed houses are skipped too: player 1's house 5's two seeds pass its
     * closed house 6, fill its store, then player 0's house 0. */
    rule(ROUNDS, "0,1,1,1,1,1,1/50 1,0,0,0,0,2,x/38 1 round=2", 5,
         "1,1,1,1,1,1,1/50 1,0,0,0,0,0,x/39 0 round=2");
    /* A last seed in an own empty house whose opposite house is closed takes nothing and stays,
     * also with capture=empty. */
    rule(ROUNDS, "1,0,0,0,0,0,1/40 7,7,7,7,7,x,x/15 0 round=3", 0,
         "0,1,0,0,0,0,1/40 7,7,7,7,7,x,x/15 1 round=3");
    rule(ROUNDS ",capture=empty", "1,0,0,0,0,0,1/40 7,7,7,7,7,x,x/15 0 round=3", 0,
         "0,1,0,0,0,0,1/40 7,7,7,7,7,x,x/15 1 round=3");
    /* ... and opposite an empty open house, capture=empty banks it. */
    rule(ROUNDS ",capture=empty", "1,0,0,0,0,0,1/40 7,7,7,7,7,0,x/15 0 round=3", 0,
         "0,0,0,0,0,0,1/41 7,7,7,7,7,0,x/15 1 round=3");
}
END_TEST

START_TEST(rounds_game_end)
{
    mancala_game *g;
    /* Player 0 cannot fill a single house after the sweep (5 < 7): the game ends. */
    g = at(ROUNDS, "0,0,0,0,0,0,1/4 5,5,5,5,5,5,5/53 0");
    ck_assert_int_eq(mancala_game_play(g, 6), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,0,0,0,0,0,0/5 0,0,0,0,0,0,0/88 0");
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    result(g, 1, MANCALA_REASON_EMPTY_ROW);
    mancala_game_free(g);
    /* The same board without rounds is the plain end of congkak. */
    g = at("congkak:houses=7,seeds=7", "0,0,0,0,0,0,1/4 5,5,5,5,5,5,5/53 0");
    ck_assert_int_eq(mancala_game_play(g, 6), MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    mancala_game_free(g);
}
END_TEST

/* A round that starts in a position the game has been in (the round left out) ends the game,
 * each side's refilled seeds swept back to its store (mancala-spec(7), rounds=burn): issue 52's
 * games, each of which went on for ever before. */
START_TEST(rounds_repeated_start_ends)
{
    static const int32_t loop[] = { 0, 1, 2, 1 };
    mancala_game *g;
    int32_t moves[MANCALA_MAX_MOVES];
    size_t n;
    int k;
    /* One house of one seed, one legal move a ply: each round puts a seed in each store, a tie,
     * and the other player starts the next. Round 3 would start as round 1 did. (It went on
     * for ever: after 2,000,000 plies its round number had wrapped from 256 to 1 many times.) */
    g = new_game("kalah:houses=1,seeds=1,rounds=burn");
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "1/0 1/0 1 round=2");
    ck_assert_int_eq(mancala_game_is_over(g), 0);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0/1 0/1 0 round=3");
    result(g, -1, MANCALA_REASON_REPETITION);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(g), 0);
    ck_assert_int_eq(mancala_game_round(g), 2);
    mancala_game_free(g);
    /* The moves 0 1 2 1 bring round 3 back to where the position text's round 2 started: the
     * first position counts as seen. (100,000 plies of them were not over.) */
    g = at("congkak:houses=3,seeds=3,rounds=burn", "3,x,x/2 3,3,3/4 0 round=2");
    for (k = 0; k < 4; k++) {
        ck_assert_int_eq(mancala_game_is_over(g), 0);
        ck_assert_int_eq(mancala_game_play(g, loop[k]), MANCALA_OK);
    }
    ck_assert_str_eq(board_text(g), "0,x,x/5 0,0,0/13 0 round=3");
    result(g, 1, MANCALA_REASON_REPETITION);
    mancala_game_free(g);
    /* congkak-rounds, the first legal move every ply: round 6 starts after 30 plies where round
     * 5 started (the loop of 193 moves came from other moves; 96,500 plies of either
     * were not over). */
    g = at("congkak-rounds", "7,7,7,7,7,7,x/3 7,7,7,7,7,7,7/4 0 round=5");
    for (k = 0; k < 1000 && !mancala_game_is_over(g); k++) {
        ck_assert_int_eq(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n), MANCALA_OK);
        ck_assert_int_eq(mancala_game_play(g, moves[0]), MANCALA_OK);
    }
    ck_assert_int_eq(k, 30);
    ck_assert_str_eq(board_text(g), "0,0,0,0,0,0,x/45 0,0,0,0,0,0,0/53 0 round=6");
    result(g, 1, MANCALA_REASON_REPETITION);
    mancala_game_free(g);
}
END_TEST

/* The round number never wraps: no round starts after round 256, the last a position counts,
 * and the game ends as when a store cannot fill a house (it went on as round 1). */
START_TEST(rounds_never_wrap)
{
    mancala_game *g = at("kalah:houses=1,seeds=1,rounds=burn", "1/0 1/0 0 round=256");
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0/1 0/1 0 round=256");
    ck_assert_int_eq(mancala_game_round(g), 256);
    result(g, -1, MANCALA_REASON_EMPTY_ROW);
    mancala_game_free(g);
    /* Round 255 still hands over to round 256. */
    g = at("kalah:houses=1,seeds=1,rounds=burn", "1/0 1/0 0 round=255");
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "1/0 1/0 1 round=256");
    mancala_game_free(g);
}
END_TEST

/* ---- passing=store: captures only once the sowing has passed the mover's store */

START_TEST(passing_store)
{
    /* Kalah: one seed into the empty house 1 would take the 4 opposite; not before the store. */
    rule("kalah", "1,0,0,0,0,1/0 4,4,4,4,4,4/0 0", 0, "0,0,0,0,0,1/5 4,4,4,4,0,4/0 1");
    rule("kalah:passing=store", "1,0,0,0,0,1/0 4,4,4,4,4,4/0 0", 0,
         "0,1,0,0,0,1/0 4,4,4,4,4,4/0 1");
    /* Nine seeds from house 5: the store, the opponent's six houses, houses 0 and 1; the last,
     * past the store, takes the opposite house 4's five seeds. */
    rule("kalah:passing=store", "0,0,0,0,0,9/0 4,4,4,4,4,4/0 0", 5,
         "1,0,0,0,0,0/7 5,5,5,5,0,5/0 1");
    /* Congkak: the same rule on relay sowing, and Oware's count capture, whose sowing never
     * passes a store it does not sow: it passes its place between the rows. */
    rule("congkak:passing=store", "1,0,0,0,0,1/0 4,4,4,4,4,4/0 0", 0,
         "0,1,0,0,0,1/0 4,4,4,4,4,4/0 1");
    rule("oware:passing=store", "0,0,0,0,0,1/0 1,4,4,4,4,4/0 0", 5,
         "0,0,0,0,0,0/2 0,4,4,4,4,4/0 1");
    rule("oware:passing=store", "1,0,0,0,2,0/0 4,4,4,4,4,1/0 1", 5,
         "0,0,0,0,2,0/0 4,4,4,4,4,0/2 0");
}
END_TEST

/* ---- the marks everywhere a position goes */

START_TEST(marks_api)
{
    mancala_game *g = new_game(TOGYZ), *c;
    int32_t marks[18] = { 0 };
    struct snap a, b;
    uint64_t h0;

    ck_assert_int_eq(mancala_game_round(g), 1);
    ck_assert_int_eq(mancala_game_round(NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_mark(NULL, 0, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_mark(g, 2, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_mark(g, 0, 9), MANCALA_EINVAL);
    h0 = mancala_game_hash(g);
    take_snap(g, &a);
    /* Refused: a marked house with seeds, no NULL, a wrong count, a bad value, round 0, closed
     * houses in a game without rounds, a tuzdik on the last house or mirroring the other. */
    marks[9 + 3] = MANCALA_MARK_TUZDIK;
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 18, 1), MANCALA_EBOARD);
    ck_assert_int_eq(mancala_game_set_marks(NULL, marks, 18, 1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_set_marks(g, NULL, 18, 1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 17, 1), MANCALA_EBOARD);
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 18, 0), MANCALA_EINVAL);
    marks[9 + 3] = 7;
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 18, 1), MANCALA_EINVAL);
    take_snap(g, &b);
    same_snap(&a, &b, "refused set_marks");
    mancala_game_free(g);

    g = at(TOGYZ, "9,9,9,0,9,9,9,9,0/36 9,9,9,0,9,9,9,9,0/36 0");
    memset(marks, 0, sizeof marks);
    marks[8] = MANCALA_MARK_TUZDIK;
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 18, 1), MANCALA_EBOARD);
    marks[8] = MANCALA_MARK_CLOSED;
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 18, 1), MANCALA_EBOARD);
    marks[8] = 0;
    marks[3] = marks[9 + 3] = MANCALA_MARK_TUZDIK;
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 18, 1), MANCALA_EBOARD);
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 18, 2), MANCALA_EBOARD);
    marks[3] = 0;
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 18, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_game_mark(g, 1, 3), MANCALA_MARK_TUZDIK);
    ck_assert_str_eq(board_text(g), "9,9,9,0,9,9,9,9,0/36 9,9,9,t,9,9,9,9,0/36 0");
    ck_assert_uint_ne(mancala_game_hash(g), h0);
    /* A clone carries the marks; set_board clears them. */
    ck_assert_int_eq(mancala_game_clone(g, &c), MANCALA_OK);
    ck_assert_int_eq(mancala_game_mark(c, 1, 3), MANCALA_MARK_TUZDIK);
    ck_assert_uint_eq(mancala_game_hash(c), mancala_game_hash(g));
    {
        int32_t pits[20];
        size_t n;
        ck_assert_int_eq(mancala_game_board(c, pits, 20, &n), MANCALA_OK);
        ck_assert_int_eq(mancala_game_set_board(c, pits, n, 0), MANCALA_OK);
        ck_assert_int_eq(mancala_game_mark(c, 1, 3), MANCALA_MARK_OPEN);
    }
    mancala_game_free(c);
    mancala_game_free(g);

    /* Rounds: closed houses and the round, which a game without rounds refuses. */
    g = new_game(ROUNDS);
    memset(marks, 0, sizeof marks);
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 14, 3), MANCALA_OK);
    ck_assert_int_eq(mancala_game_round(g), 3);
    marks[13] = MANCALA_MARK_CLOSED;
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 14, 3), MANCALA_EBOARD); /* holds seeds */
    marks[13] = MANCALA_MARK_TUZDIK;
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 14, 3), MANCALA_EBOARD);
    mancala_game_free(g);
    g = new_game("congkak:houses=7,seeds=7");
    memset(marks, 0, sizeof marks);
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 14, 2), MANCALA_EBOARD);
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 14, 1), MANCALA_OK);
    mancala_game_free(g);
}
END_TEST

START_TEST(marks_text_and_records)
{
    static const char *const bad[] = {
        /* a tuzdik on the last house, two in a row, mirrored; closed houses without rounds; x in a
         * store; round 1 written; a round without rounds; a closed house with seeds */
        "togyz 0,0,0,0,0,0,0,0,0/81 0,0,0,0,0,0,0,0,t/81 0",
        "togyz 0,0,0,0,0,0,0,0,0/81 t,t,0,0,0,0,0,0,0/81 0",
        "togyz 0,0,t,0,0,0,0,0,0/81 0,0,t,0,0,0,0,0,0/81 0",
        "togyz 0,0,x,0,0,0,0,0,0/81 0,0,0,0,0,0,0,0,0/81 0",
        "congkak:houses=7,seeds=7,rounds=burn 7,7,7,7,7,7,7/x 7,7,7,7,7,7,7/0 0",
        "congkak:houses=7,seeds=7,rounds=burn 7,7,7,7,7,7,7/0 7,7,7,7,7,7,7/0 0 round=1",
        "congkak:houses=7,seeds=7 7,7,7,7,7,7,7/0 7,7,7,7,7,7,7/0 0 round=2",
        "congkak:houses=7,seeds=7,rounds=burn 7,7,7,7,7,7,7/0 7,7,7,7,7,7,7/0 0 round=02",
        "congkak:houses=7,seeds=7,rounds=burn 7,7,7,7,7,7,7/0 7,7,7,7,7,7,7/0 0 round=257",
        "congkak:houses=7,seeds=7,rounds=burn 7,7,7,7,7,7,7/0 7,7,7,7,7,7,7/0 0 round=2 ",
        "congkak:houses=7,seeds=7,rounds=burn 7,7,7,7,7,7,7/0 7,7,7,7,7,7,7/0 0 round=",
        "congkak:houses=7,seeds=7,rounds=burn 7,7,7,7,7,7,7/0 7,7,7,7,7,7,7/0 0 rounds=2",
        "congkak:houses=7,seeds=7 x7,7,7,7,7,7,7/0 7,7,7,7,7,7,7/0 0",
    };
    mancala_game *g, *r;
    char buf[4096], text[1024];
    size_t n, i;

    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        g = GAME_SENTINEL;
        ck_assert_msg(mancala_game_from_text(&g, bad[i]) < 0, "accepted %s", bad[i]);
        ck_assert_ptr_eq(g, GAME_SENTINEL);
    }
    /* Text with marks: read and written back the same. */
    g = at(ROUNDS, "7,7,7,7,x,x,x/2 7,7,7,7,7,7,7/19 0 round=2");
    ck_assert_int_eq(mancala_game_to_text(g, text, sizeof text, &n), MANCALA_OK);
    ck_assert_str_eq(text, "congkak:houses=7,seeds=7,stores=own,origin=sow,relay=on,extra=store,"
                           "capture=standard,grandslam=nocapture,feed=free,end=either,"
                           "majority=play,cycle=end,rounds=burn 7,7,7,7,x,x,x/2 7,7,7,7,7,7,7/19 0 "
                           "round=2");
    ck_assert_int_eq(mancala_game_set_text(g, text), MANCALA_OK);
    /* A record from a marked start position, moves replayed through a new round. */
    mancala_game_free(g);
    g = at(ROUNDS, "0,0,0,0,0,0,1/29 5,5,5,5,5,5,5/33 0 round=4");
    ck_assert_int_eq(mancala_game_play(g, 6), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 3), MANCALA_OK);
    ck_assert_int_eq(mancala_game_to_record(g, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_int_eq(mancala_game_from_record(&r, buf), MANCALA_OK);
    ck_assert_uint_eq(mancala_game_hash(r), mancala_game_hash(g));
    ck_assert_str_eq(board_text(r), board_text(g));
    ck_assert_int_eq(mancala_game_round(r), 5);
    ck_assert_int_eq(mancala_game_undo(r), MANCALA_OK);
    ck_assert_int_eq(mancala_game_undo(r), MANCALA_OK);
    ck_assert_int_eq(mancala_game_round(r), 4);
    mancala_game_free(r);
    mancala_game_free(g);
    /* Old texts are unchanged (no marks: nothing new written). */
    g = at("kalah", "4,4,4,4,4,4/0 4,4,4,4,4,4/0 0");
    ck_assert_str_eq(board_text(g), "4,4,4,4,4,4/0 4,4,4,4,4,4/0 0");
    mancala_game_free(g);
}
END_TEST

START_TEST(marks_trace)
{
    mancala_game *g = at(ROUNDS, "0,0,0,0,0,0,1/29 5,5,5,5,5,5,5/33 0");
    mancala_event ev[128];
    size_t n, i, refills = 0, closes = 0, rounds = 0, tuz = 0;

    ck_assert_int_eq(mancala_game_trace(g, 6, ev, 128, &n), MANCALA_OK);
    for (i = 0; i < n; i++) {
        if (ev[i].kind == MANCALA_EVENT_REFILL) {
            ck_assert_int_eq(ev[i].count, 7);
            refills++;
        }
        closes += ev[i].kind == MANCALA_EVENT_CLOSE;
        if (ev[i].kind == MANCALA_EVENT_ROUND) {
            ck_assert_int_eq(ev[i].pit, 0);
            ck_assert_int_eq(ev[i].count, 2);
            rounds++;
        }
    }
    ck_assert_uint_eq(refills, 11);
    ck_assert_uint_eq(closes, 3);
    ck_assert_uint_eq(rounds, 1);
    mancala_game_free(g);
    g = at(TOGYZ, "0,0,0,1,0,0,0,0,2/70 2,5,5,5,5,5,5,5,5/47 0");
    ck_assert_int_eq(mancala_game_trace(g, 8, ev, 128, &n), MANCALA_OK);
    for (i = 0; i < n; i++)
        if (ev[i].kind == MANCALA_EVENT_TUZDIK) {
            ck_assert_int_eq(ev[i].pit, 10);
            ck_assert_int_eq(ev[i].count, 0);
            tuz++;
        }
    ck_assert_uint_eq(tuz, 1);
    mancala_game_free(g);
}
END_TEST

START_TEST(marks_database_refused)
{
    static const char *const specs[] = { TOGYZ, "bestemshe", ROUNDS,
                                         "kalah:origin=first" };
    size_t i;
    for (i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        mancala_variant *v;
        mancala_db *db = DB_SENTINEL;
        ck_assert_int_eq(mancala_variant_new(&v, specs[i]), MANCALA_OK);
        ck_assert_int_eq(mancala_db_build(&db, v, 2, 1), MANCALA_ERULES);
        ck_assert_ptr_eq(db, DB_SENTINEL);
        mancala_variant_free(v);
    }
}
END_TEST

/* Every level answers a legal move in the new rule sets, along random games. */
START_TEST(search_levels)
{
    static const char *const specs[] = { TOGYZ, "bestemshe", ROUNDS,
                                         "congkak:houses=3,seeds=2,rounds=burn" };
    size_t i;
    for (i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        mancala_game *g = new_game(specs[i]);
        mancala_search *s;
        int level;
        ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
        for (level = 0; level <= 10 && !mancala_game_is_over(g); level++) {
            int32_t move = -1, legal[16];
            size_t n, k, ok = 0;
            ck_assert_int_eq(mancala_search_set_level(s, level, (uint64_t)level + 1), MANCALA_OK);
            ck_assert_int_eq(mancala_search_set_limits(s, level == 0 ? 6 : 0, 20000, 0), MANCALA_OK);
            ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
            ck_assert_int_eq(mancala_search_result(s, &move, NULL, NULL, NULL, NULL), MANCALA_OK);
            ck_assert_int_eq(mancala_game_legal_moves(g, legal, 16, &n), MANCALA_OK);
            for (k = 0; k < n; k++)
                ok += legal[k] == move;
            ck_assert_msg(ok == 1, "%s level %d: move %d", specs[i], level, (int)move);
            ck_assert_int_eq(mancala_game_play(g, move), MANCALA_OK);
        }
        mancala_search_free(s);
        mancala_game_free(g);
    }
}
END_TEST

/* The solver plays small games of each family (with no repetition rule, or rounds, a game need not
 * end, so only a legal move is asked for; the games that do end are checked against a minimax
 * below). */
START_TEST(solver_small)
{
    static const char *const specs[] = { "togyz:houses=3,seeds=2", "bestemshe:houses=3,seeds=2",
                                         "congkak:houses=3,seeds=2,rounds=burn" };
    size_t i;
    for (i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        mancala_game *g = new_game(specs[i]);
        mancala_search *s;
        int32_t move = -1, score, exact;
        ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_limits(s, 0, 200000, 0), MANCALA_OK);
        ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, NULL, NULL), MANCALA_OK);
        ck_assert_msg(move >= 0 && move < 3, "%s: move %d", specs[i], (int)move);
        mancala_search_free(s);
        mancala_game_free(g);
    }
}
END_TEST

/* ---- The solver against a plain minimax written here over the public API (play, undo, stores):
 * every line followed to the end of the game, alpha-beta and nothing else, no table, so that
 * it shares no code and no idea of the solver's. A score is the final store difference from the
 * view of the player to move (mancala_search_new(3), Scores). */

/* The value of g under perfect play for player 0 (its final store minus player 1's). Each node
 * costs one of *budget; once it is spent the value is meaningless and the caller drops it. */
static int32_t minimax(mancala_game *g, int32_t alpha, int32_t beta, long *budget)
{
    int32_t moves[2 * MANCALA_MAX_HOUSES + 2], best, me; /* two rows: a house or the swap */
    size_t n = 0, i;

    /* Plain ifs, not ck_assert: Check records every assertion passed (a write in a forked
     * run), which would cost more than the node. */
    if (--*budget < 0)
        return 0;
    if (mancala_game_is_over(g))
        return mancala_game_store(g, 0) - mancala_game_store(g, 1);
    me = mancala_game_to_move(g);
    if (mancala_game_legal_moves(g, moves, sizeof moves / sizeof moves[0], &n) != MANCALA_OK ||
        n == 0)
        ck_abort_msg("no legal move in a game not over: %s", board_text(g));
    best = me == 0 ? INT32_MIN : INT32_MAX;
    for (i = 0; i < n && alpha < beta && *budget >= 0; i++) {
        int32_t v;
        if (mancala_game_play(g, moves[i]) != MANCALA_OK)
            ck_abort_msg("legal move %d refused", (int)moves[i]);
        v = minimax(g, alpha, beta, budget);
        if (mancala_game_undo(g) != MANCALA_OK)
            ck_abort_msg("undo refused");
        if (me == 0) {
            best = v > best ? v : best;
            alpha = best > alpha ? best : alpha;
        } else {
            best = v < best ? v : best;
            beta = best < beta ? best : beta;
        }
    }
    return best;
}

/* The minimax value of g for player 0, or 0 with *ok cleared if the tree has more than `nodes`
 * nodes. */
static int32_t reference(mancala_game *g, long nodes, int *ok)
{
    long budget = nodes;
    const int32_t v = minimax(g, INT32_MIN, INT32_MAX, &budget);
    *ok = budget >= 0;
    return v;
}

/* Solves g with s and compares with the minimax: the score is its value from the mover's view,
 * exact, and the move achieves it. Returns 0 (checking nothing) when the tree is beyond `nodes`. */
static int solve_matches(mancala_search *s, mancala_game *g, const char *what, long nodes)
{
    int32_t move = -1, score = INT32_MIN, exact = -1, want, after;
    const int32_t mover = mancala_game_to_move(g);
    int ok;

    want = reference(g, nodes, &ok);
    if (!ok)
        return 0;
    want = mover == 0 ? want : -want;
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, NULL, NULL), MANCALA_OK);
    ck_assert_msg(exact == 1, "%s: solve not exact", what);
    ck_assert_msg(score == want, "%s: solver %d, minimax %d", what, (int)score, (int)want);
    /* The move: the position after it (the mover's again, the opponent's, or the end) is worth
     * as much to the mover. */
    ck_assert_msg(mancala_game_play(g, move) == MANCALA_OK, "%s: move %d", what, (int)move);
    after = reference(g, nodes, &ok);
    ck_assert(ok);
    after = mover == 0 ? after : -after;
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    ck_assert_msg(after == want, "%s: move %d is worth %d, not %d", what, (int)move, (int)after,
                  (int)want);
    return 1;
}

/* Small games from their start: catalogue rule sets at a small size and option mixes, each tree a
 * few hundred thousand nodes at most. Oware's own 3x2 board is not here: under cycle=end a line
 * ends only at a repeated position, and without a table the tree is beyond tens of millions of
 * nodes; 2x3 (and the mid-game positions below) stand for it. */
static const char *const solved_specs[] = {
    "kalah:houses=3,seeds=2", "kalah:houses=3,seeds=3", "kalah:houses=4,seeds=2",
    "kalah-empty:houses=4,seeds=2", "kalah:houses=3,seeds=2,end=mover",
    "kalah:houses=3,seeds=2,origin=skip", "kalah:houses=3,seeds=3,capture=none,majority=end",
    "kalah:houses=3,seeds=2,leftover=none", "kalah:houses=2,seeds=4,extra=off",
    "kalah:houses=3,seeds=2,capture=count", "kalah-pie:houses=3,seeds=2",
    "kalah-pie:houses=4,seeds=2", "congkak:houses=4,seeds=2", "congkak:houses=3,seeds=3,end=mover",
    "custom:houses=3,seeds=2,relay=on,capture=none,end=mover", "oware:houses=2,seeds=3",
    "oware:houses=2,seeds=3,origin=sow,feed=free", "awari:houses=2,seeds=3",
    "wari:houses=2,seeds=3", "songo:houses=2,seeds=3", "douala:houses=2,seeds=3",
    "bohnenspiel:houses=3,seeds=2", "mangala:houses=2,seeds=2", "al-manqala:houses=3,seeds=2",
    "bakuk:houses=3,seeds=2", "halusa:houses=2,seeds=2", "tihbat", "micro-wari:houses=2,seeds=2",
    "micro-wari:houses=3,seeds=1", "chungcajon:houses=3,seeds=2", "vai-lung-thlan:houses=3,seeds=1",
    "alitev:houses=3,seeds=1", "oware:houses=2,seeds=3,counts=1+2,chain=start,side=both",
};

START_TEST(solver_matches_minimax)
{
    const char *spec = solved_specs[_i];
    mancala_game *g = new_game(spec);
    mancala_search *s;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_msg(solve_matches(s, g, spec, 3000000), "%s: the minimax tree grew too big", spec);
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

/* Positions from random games of full-size rule sets, once few seeds are left in the houses
 * (the solver's table, captures and repetition windows carried in from the game all matter
 * there). The games are the same on every platform (test_srand). */
START_TEST(solver_matches_minimax_midgame)
{
    static const struct {
        const char *spec;
        int left; /* solve once at most this many seeds are in the houses */
    } sets[] = { { "kalah", 9 },       { "kalah-empty", 9 }, { "congkak", 10 },
                 { "oware", 4 },       { "oware:majority=play", 4 },
                 { "bohnenspiel", 6 }, { "wari", 4 },        { "chungcajon", 5 } };
    const int games = test_quick() ? 2 : 6;
    mancala_search *s;
    size_t k;
    int game, checked = 0, tried = 0;

    /* One search object: its table carries over from position to position, as in a game. */
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
    test_srand(51);
    for (k = 0; k < sizeof sets / sizeof sets[0]; k++)
        for (game = 0; game < games; game++) {
            mancala_game *g = new_game(sets[k].spec);
            char what[128];
            while (!mancala_game_is_over(g)) {
                int32_t moves[MANCALA_MAX_MOVES], pits[4 * MANCALA_MAX_HOUSES + 2];
                size_t n = legal_moves_of(g, moves), np, i;
                const int32_t h = mancala_game_houses(g);
                int in_houses = 0;
                ck_assert_int_eq(mancala_game_play(g, moves[test_rand() % (int)n]), MANCALA_OK);
                ck_assert_int_eq(mancala_game_board(g, pits, 4 * MANCALA_MAX_HOUSES + 2, &np),
                                 MANCALA_OK);
                for (i = 0; i < np; i++)
                    in_houses += (int)i == h || (int)i == 2 * h + 1 ? 0 : pits[i];
                if (in_houses <= sets[k].left && !mancala_game_is_over(g)) {
                    snprintf(what, sizeof what, "%s game %d at %s", sets[k].spec, game,
                             board_text(g));
                    tried++;
                    checked += solve_matches(s, g, what, 1000000);
                    break;
                }
            }
            mancala_game_free(g);
        }
    mancala_search_free(s);
    printf("solver against minimax, mid-game: %d positions of %d solved both ways\n", checked,
           tried);
    ck_assert_int_ge(checked, tried * 3 / 4);
}
END_TEST

/* ---- captures during the sowing (pasu=) and of the next house (capture=next): Pallankuli's rules
 * over the oware family, seven houses a side, no stores, relay */
#define PASU "oware:houses=7,seeds=6,origin=sow,relay=on,capture=next,feed=free,end=either," \
             "majority=play,cycle=play,pasu=4"

START_TEST(pasu_during_sowing)
{
    /* House 0's two seeds: house 1 goes 3 -> 4 with a seed still in hand, so its four go at once
     * to its owner (player 0); the last seed falls into the empty house 2, and the next house,
     * 3, is taken by the mover. */
    rule(PASU, "2,3,0,1,0,0,0/0 1,1,1,1,1,1,1/0 0", 0, "0,0,1,0,0,0,0/5 1,1,1,1,1,1,1/0 1");
    /* A house of the opponent's brought to four goes to the opponent; the last seed lands on
     * two seeds (3): relay from there, over three empty houses; the last of them is empty, so
     * the next, the opponent's house 5, goes to the mover. */
    rule(PASU, "0,0,0,0,0,3,0/0 3,2,0,0,0,2,0/0 0", 5, "0,0,0,0,0,0,1/2 0,0,1,1,1,0,0/4 1");
    /* pasuto=mover: the same move, the opponent's four to the mover. */
    rule(PASU ",pasuto=mover", "0,0,0,0,0,3,0/0 3,2,0,0,0,2,0/0 0", 5,
         "0,0,0,0,0,0,1/6 0,0,1,1,1,0,0/0 1");
    /* pasuto=last: during the sowing the owner still takes them. */
    rule(PASU ",pasuto=last", "2,3,0,1,0,0,0/0 1,1,1,1,1,1,1/0 0", 0,
         "0,0,1,0,0,0,0/5 1,1,1,1,1,1,1/0 1");
    /* Player 1 likewise: their house 6 round to player 0's house 0 (3 -> 4, player 0's), the last
     * into the empty house 1, whose next house 2 (one seed) goes to player 1. */
    rule(PASU, "3,0,1,1,1,1,1/0 0,0,0,0,0,1,2/0 1", 6, "0,1,0,1,1,1,1/4 0,0,0,0,0,1,0/1 0");
}
END_TEST

START_TEST(pasu_last_seed)
{
    /* The last seed makes four: the house is taken by its owner and the turn ends (no relay,
     * no capture of the next house). */
    rule(PASU, "1,3,0,0,0,0,2/0 1,1,1,1,1,1,1/0 0", 0, "0,0,0,0,0,0,2/4 1,1,1,1,1,1,1/0 1");
    rule(PASU, "1,0,0,0,0,0,1/0 3,1,1,1,1,1,1/0 0", 6, "1,0,0,0,0,0,0/0 0,1,1,1,1,1,1/4 1");
    /* pasuto=last (Ba-awa): a house made four by the last seed goes to the mover. */
    rule(PASU ",pasuto=last", "1,0,0,0,0,0,1/0 3,1,1,1,1,1,1/0 0", 6,
         "1,0,0,0,0,0,0/4 0,1,1,1,1,1,1/0 1");
    /* A last seed into an empty house whose next house is empty takes nothing. */
    rule(PASU, "1,0,0,0,0,0,2/0 1,1,1,1,1,1,1/0 0", 0, "0,1,0,0,0,0,2/0 1,1,1,1,1,1,1/0 1");
}
END_TEST

START_TEST(pasu_trace_and_spec)
{
    mancala_game *g = at(PASU, "2,3,0,1,0,0,0/0 1,1,1,1,1,1,1/0 0");
    mancala_event ev[16];
    size_t n = 0;
    mancala_variant *v = VARIANT_SENTINEL;
    /* pasu=0 and pasu=256 are beyond the limits: check_limits.c's spec_number_limits. */
    static const char *const bad[] = { "oware:pasu=04", "oware:pasu=", "oware:pasuto=last",
                                       "oware:pasuto=x", "hus:pasu=4", "hus:capture=next",
                                       "oware:pasu=4,pasu=3" };
    size_t i;

    /* The trace: pick-up, a sown seed, the capture of the four as it falls, the last seed, the
     * capture of the next house. */
    ck_assert_int_eq(mancala_game_trace(g, 0, ev, 16, &n), MANCALA_OK);
    ck_assert_uint_ge(n, 5);
    ck_assert_int_eq(ev[0].kind, MANCALA_EVENT_PICKUP);
    ck_assert_int_eq(ev[1].kind, MANCALA_EVENT_SOW);
    ck_assert_int_eq(ev[1].pit, 1);
    ck_assert_int_eq(ev[2].kind, MANCALA_EVENT_CAPTURE);
    ck_assert_int_eq(ev[2].pit, 1);
    ck_assert_int_eq(ev[2].count, 4);
    ck_assert_int_eq(ev[2].to, 7);
    ck_assert_int_eq(ev[3].kind, MANCALA_EVENT_SOW);
    ck_assert_int_eq(ev[3].pit, 2);
    ck_assert_int_eq(ev[4].kind, MANCALA_EVENT_CAPTURE);
    ck_assert_int_eq(ev[4].pit, 3);
    ck_assert_int_eq(ev[4].count, 1);
    ck_assert_int_eq(ev[4].to, 7);
    mancala_game_free(g);

    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        v = VARIANT_SENTINEL;
        ck_assert_msg(mancala_variant_new(&v, bad[i]) == MANCALA_ESPEC, "%s", bad[i]);
        ck_assert_ptr_eq(v, VARIANT_SENTINEL);
    }
    /* The canonical spec names pasu= and pasuto= where set, and reads back. */
    {
        char buf[512];
        size_t need;
        ck_assert_int_eq(mancala_variant_new(&v, PASU ",pasuto=last"), MANCALA_OK);
        ck_assert_int_eq(mancala_variant_spec(v, buf, sizeof buf, &need), MANCALA_OK);
        ck_assert_ptr_nonnull(strstr(buf, ",capture=next,"));
        ck_assert_ptr_nonnull(strstr(buf, ",pasu=4,pasuto=last"));
        mancala_variant_free(v);
        ck_assert_int_eq(mancala_variant_new(&v, "oware:pasu=off"), MANCALA_OK);
        ck_assert_int_eq(mancala_variant_spec(v, buf, sizeof buf, &need), MANCALA_OK);
        ck_assert_ptr_null(strstr(buf, "pasu"));
        mancala_variant_free(v);
    }
    /* No database for these captures. */
    {
        mancala_db *db = DB_SENTINEL;
        ck_assert_int_eq(mancala_variant_new(&v, PASU), MANCALA_OK);
        ck_assert_int_eq(mancala_db_build(&db, v, 4, 1), MANCALA_ERULES);
        ck_assert_ptr_eq(db, DB_SENTINEL);
        mancala_variant_free(v);
    }
}
END_TEST

START_TEST(pasu_long_leg_both_readings)
{
    /* Fifteen seeds from house 0 go round the fourteen houses and on into houses 0 and 1.
     * pasucheck=sown: house 5 goes 3 -> 4 in the first lap and is taken at once (player 0's);
     * the last seed lands on house 1's one seed: relay 2 into houses 2 and 3 (one each, made 2),
     * relay again from 3 into 4 and the empty 5, whose next house, 6 (one seed), is taken. */
    rule("pallankuli:rounds=off,starter=loser", "15,0,0,0,0,3,0/0 0,0,0,0,0,0,5/0 0", 0,
         "1,0,2,0,2,1,0/5 1,1,1,1,1,1,6/0 1");
    /* pasucheck=leg (Ludii's reading): after the first leg only houses 0 and 1, the last lap,
     * are looked at, so house 5 keeps its four and is made 5 by a later leg; the relays go on
     * round the board (1, 3, 5, 10, 12, 0, 2) until the empty house 5, whose next house 6 (2)
     * is taken. */
    rule("pallankuli:rounds=off,starter=loser,pasucheck=leg", "15,0,0,0,0,3,0/0 0,0,0,0,0,0,5/0 0",
         0, "0,1,0,1,3,1,0/2 2,2,2,0,2,0,7/0 1");
    /* A leg shorter than a lap takes the same under both: house 1 made 4 (player 0's), the last
     * seed into the empty house 3, the next house 4 (1 seed) to the mover. */
    rule(PASU ",pasucheck=leg", "2,3,0,1,0,0,0/0 1,1,1,1,1,1,1/0 0", 0,
         "0,0,1,0,0,0,0/5 1,1,1,1,1,1,1/0 1");
}
END_TEST

START_TEST(pallankuli_rounds)
{
    mancala_game *g;
    /* Player 0's last seed into the empty North house 0 (its next house empty): South's row is
     * empty, the round ends; the sweep gives North 7, South 5; each fills houses of 2 from their
     * house 0: South's house 2 stays closed (one seed left in store), North fills all three. The
     * first move alternates: North starts round 2. */
    g = at("pallankuli:houses=3,seeds=2", "0,0,1/5 0,0,1/5 0");
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "2,2,x/1 2,2,2/1 1 round=2");
    ck_assert_int_eq(mancala_game_is_over(g), 0);
    /* North's house 0: 2 into houses 1 and 2 (made 3), relay 3 from house 2 into South's 0 and 1,
     * over the closed house, into the empty North house 0, whose next house (3) goes to North. */
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "3,3,x/1 1,0,0/4 0 round=2");
    mancala_game_free(g);
    /* After the sweep South cannot fill a house (1 < 2): the game ends, North winning. */
    g = at("pallankuli:houses=3,seeds=2", "0,0,1/1 0,0,1/9 0");
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,0,0/1 0,0,0/11 1");
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    result(g, 1, MANCALA_REASON_EMPTY_ROW);
    mancala_game_free(g);
}
END_TEST

START_TEST(pallankuli_searched)
{
    /* The levels and the solver play the rule set (rounds, relay without stores). */
    mancala_game *g = new_game("pallankuli:houses=3,seeds=2");
    mancala_search *s;
    int32_t move = -1, score, exact;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 0, 200000, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, NULL, NULL), MANCALA_OK);
    ck_assert(move >= 0 && move < 3);
    mancala_search_free(s);
    mancala_game_free(g);
    g = new_game("pallankuli");
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_level(s, 5, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, NULL, NULL), MANCALA_OK);
    ck_assert(move >= 0 && move < 7);
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

START_TEST(pallankuli_endless_relay)
{
    /* A relay without stores need not end: after these eight turns (found by Ludii's playing of
     * the file), South's house 5 relays round for ever under pasucheck=leg. The turn stops after
     * MANCALA_MAX_SOWINGS legs, each a pick-up, and the game goes on with North. */
    static const int32_t moves[] = { 1, 3, 3, 1, 3, 4, 6, 2 };
    mancala_game *g = new_game("pallankuli:pasucheck=leg");
    mancala_event *ev;
    size_t i, n = 0, pickups = 0;
    for (i = 0; i < sizeof moves / sizeof moves[0]; i++)
        ck_assert_int_eq(mancala_game_play(g, moves[i]), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "1,0,1,0,1,3,1/37 0,1,0,1,0,1,0/37 0");
    ck_assert_int_eq(mancala_game_trace(g, 5, NULL, 0, &n), MANCALA_ERANGE);
    ev = malloc(n * sizeof *ev);
    ck_assert_ptr_nonnull(ev);
    ck_assert_int_eq(mancala_game_trace(g, 5, ev, n, &n), MANCALA_OK);
    for (i = 0; i < n; i++)
        pickups += ev[i].kind == MANCALA_EVENT_PICKUP;
    ck_assert_uint_eq(pickups, MANCALA_MAX_SOWINGS);
    free(ev);
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,1,0,2,1,2,0/37 1,0,1,0,1,0,1/37 1");
    ck_assert_int_eq(mancala_game_is_over(g), 0);
    mancala_game_free(g);
}
END_TEST

static Suite *model_suite(void)
{
    Suite *s = suite_create("model");
    TCase *t = tcase_create("togyz"), *r = tcase_create("rounds"), *m = tcase_create("marks");
    TCase *c = tcase_create("pasu");
    tcase_add_test(t, togyz_origin_first_and_even_capture);
    tcase_add_test(t, togyz_single_stone_and_odd);
    tcase_add_test(t, togyz_tuzdik_claim);
    tcase_add_test(t, togyz_tuzdik_exceptions);
    tcase_add_test(t, togyz_sowing_into_tuzdik);
    tcase_add_test(t, togyz_ends);
    tcase_add_test(t, togyz_no_repetition_rule);
    tcase_add_test(t, bestemshe_rules);
    tcase_add_test(r, rounds_refill_and_loser_starts);
    tcase_add_test(r, rounds_closed_houses);
    tcase_add_test(r, rounds_game_end);
    tcase_add_test(r, rounds_repeated_start_ends);
    tcase_add_test(r, rounds_never_wrap);
    tcase_add_test(r, passing_store);
    tcase_add_test(m, marks_api);
    tcase_add_test(m, marks_text_and_records);
    tcase_add_test(m, marks_trace);
    tcase_add_test(m, marks_database_refused);
    tcase_add_test(m, search_levels);
    tcase_add_test(m, solver_small);
    tcase_add_loop_test(m, solver_matches_minimax, 0,
                        (int)(sizeof solved_specs / sizeof solved_specs[0]));
    tcase_add_test(m, solver_matches_minimax_midgame);
    tcase_set_timeout(m, 120);
    suite_add_tcase(s, t);
    suite_add_tcase(s, r);
    tcase_add_test(c, pasu_during_sowing);
    tcase_add_test(c, pasu_last_seed);
    tcase_add_test(c, pasu_trace_and_spec);
    tcase_add_test(c, pasu_long_leg_both_readings);
    tcase_add_test(c, pallankuli_rounds);
    tcase_add_test(c, pallankuli_searched);
    tcase_add_test(c, pallankuli_endless_relay);
    tcase_set_timeout(c, 120);
    suite_add_tcase(s, m);
    suite_add_tcase(s, c);
    return s;
}

int main(void)
{
    return run_suite(model_suite());
}
