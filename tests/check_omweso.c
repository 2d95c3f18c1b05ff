/* SPDX-License-Identifier: MIT */
/* check_omweso.c: Omweso (capture=sow, direction=capture, hand=) proved rule by rule on
 * hand-set positions, each expected board worked out by hand from mancala-spec(7), FOUR ROWS,
 * "Omweso"; then perft counts that Ludii 1.0.8 gave for upstream Ludii's Mweso file, the end, and
 * the spec. A player's houses 0..7 are the outer row from the left, 8..15 the inner row from the
 * right; inner house k faces the opponent's inner house 23 - k and outer house k - 8. A slot is
 * a house sown anticlockwise, or the house plus 16 clockwise. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define Z16 "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0" /* a side without seeds */

static int32_t any_sow(const int32_t *pits, int32_t houses, int32_t player, int32_t house, void *u)
{
    (void)pits;
    (void)houses;
    (void)player;
    (void)house;
    (void)u;
    return 1;
}

START_TEST(placing)
{
    /* Every seed starts in hand; a turn puts one into any house of the mover's. */
    mancala_game *g = new_game("omweso");
    int32_t moves[MANCALA_MAX_MOVES];
    size_t n = 0;
    ck_assert_str_eq(board_text(g), Z16 "/32 " Z16 "/32 0");
    ck_assert_int_eq(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 16);
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0/31 " Z16 "/32 1");
    ck_assert_int_eq(mancala_game_play(g, 21), MANCALA_EILLEGAL); /* no clockwise placing */
    mancala_game_free(g);
    /* The hands' last seeds: then South, with single seeds only, cannot sow and has lost; every
     * seed goes to North. */
    g = at("omweso", Z16 "/1 " Z16 "/1 0");
    ck_assert_int_eq(mancala_game_play(g, 3), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_str_eq(board_text(g), Z16 "/0 " Z16 "/2 0");
    mancala_game_free(g);
}
END_TEST

START_TEST(relay_and_capture)
{
    /* 2 (3) over 3, 4 into 5 (1): relay from 5 into 6, 7 (empty): the end. */
    rule("omweso", "0,0,3,0,0,1,0,0,0,0,0,0,0,0,0,0/0 2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0 0", 2,
         "0,0,0,1,1,0,1,1,0,0,0,0,0,0,0,0/0 2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0 1");
    /* 5 (3) over 6, 7 into the inner house 8 (1), which faces North's inner 15 (2) and outer 0
     * (3), both occupied: their 5 seeds are sown anticlockwise from the house after 5: 6, 7, 8,
     * 9, 10; then 8 (3) is sown on: 9, 10, 11 (empty): the end. */
    rule("omweso", "0,0,0,0,0,3,0,0,1,0,0,0,0,0,0,0/0 3,0,0,0,2,0,0,0,0,0,0,0,0,0,0,2/0 0", 5,
         "0,0,0,0,0,0,2,2,0,2,2,1,0,0,0,0/0 0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,0/0 1");
    /* One facing house empty: no capture, a relay. 8 (2) over 9 into 10. */
    rule("omweso", "0,0,0,0,0,3,0,0,1,0,0,0,0,0,0,0/0 0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,2/0 0", 5,
         "0,0,0,0,0,0,1,1,0,1,1,0,0,0,0,0/0 0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,2/0 1");
}
END_TEST

START_TEST(clockwise)
{
    const char *cap = "2,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0/0 0,0,0,2,0,0,2,0,0,1,0,0,0,0,0,0/0 0";
    const int32_t both[] = { 0, 16 }, ccw[] = { 0 };
    mancala_event ev[64];
    mancala_game *g;
    size_t k;
    /* Clockwise from the left house 0 (2) into 15, 14: 14 faces North's inner 9 and outer 6,
     * both occupied, so the way is allowed. The capture's 3 seeds go anticlockwise from the
     * house after 0 (1, 2, 3), then 14 (2) is sown on clockwise: 13, 12 (empty). */
    moves_at("omweso", cap, both, 2);
    rule("omweso", cap, 16,
         "0,1,1,1,0,0,0,0,0,0,0,0,1,1,0,1/0 0,0,0,2,0,0,0,0,0,0,0,0,0,0,0,0/0 1");
    g = at("omweso", cap);
    ck_assert_int_eq(mancala_game_trace(g, 16, ev, 64, &k), MANCALA_OK);
    ck_assert_uint_eq(k, 1 + 2 + 2 + 1 + 3 + 1 + 2);
    ck_assert_int_eq(ev[3].kind, MANCALA_EVENT_CAPTURE);
    ck_assert_int_eq(ev[3].pit, 17 + 6);
    ck_assert_int_eq(ev[3].to, 16);
    ck_assert_int_eq(ev[4].pit, 17 + 9);
    ck_assert_int_eq(ev[6].pit, 1);
    mancala_game_free(g);
    /* As Ludii's file has it, the landing house need not be occupied: the way is allowed, and
     * the sowing ends there, capturing nothing. */
    rule("omweso", "2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0 0,0,0,2,0,0,2,0,0,1,0,0,0,0,0,0/0 0", 16,
         "0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1/0 0,0,0,2,0,0,2,0,0,1,0,0,0,0,0,0/0 1");
    /* One facing house empty: anticlockwise only; a house not of the left four: never. */
    moves_at("omweso", "2,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0/0 0,0,0,2,0,0,0,0,0,1,0,0,0,0,0,0/0 0", ccw, 1);
    {
        const int32_t three[] = { 3 };
        moves_at("omweso", "0,0,0,2,0,0,0,0,0,1,0,0,0,0,0,0/0 0,2,0,0,0,0,0,0,0,0,0,0,0,0,1,0/0 0", three, 1);
    }
}
END_TEST

START_TEST(oracle_perft)
{
    /* Ludii 1.0.8's perft by whole turns of upstream Ludii's Mweso file (adapted for 1.0.8; see
     * tools/ludii-check.py), after two placings: two seeds in every house to depth 5 (at 6 a
     * relay that never ends makes them differ by one: Ludii stops the game at its move limit,
     * the library ends the turn after MANCALA_MAX_SOWINGS sowings), and a random placing to
     * depth 6. */
    static const uint64_t two[] = { 20, 251, 2666, 24538, 216467 };
    static const uint64_t random[] = { 13, 111, 1097, 8670, 70676, 528480 };
    mancala_game *g = at("omweso", "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2/0 2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2/0 0");
    uint64_t n;
    int d;
    for (d = 1; d <= 5; d++) {
        ck_assert_int_eq(mancala_game_perft(g, d, &n), MANCALA_OK);
        ck_assert_uint_eq(n, two[d - 1]);
    }
    mancala_game_free(g);
    g = at("omweso", "2,1,4,2,1,2,3,1,4,1,0,2,3,1,2,3/0 1,3,2,1,2,1,3,2,5,2,3,1,2,1,1,2/0 0");
    for (d = 1; d <= 6; d++) {
        ck_assert_int_eq(mancala_game_perft(g, d, &n), MANCALA_OK);
        ck_assert_uint_eq(n, random[d - 1]);
    }
    mancala_game_free(g);
}
END_TEST

START_TEST(the_end_and_spec)
{
    mancala_variant *v = NULL;
    mancala_db *db = NULL;
    char buf[512];
    size_t n;
    int32_t w = 99, r = 99, st;
    /* After South's turn North has single seeds only: North has lost, every seed is South's. */
    mancala_game *g = at("omweso", "0,0,3,0,0,1,0,0,0,0,0,0,0,0,0,0/0 1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0 0");
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    ck_assert_str_eq(board_text(g), Z16 "/5 " Z16 "/0 1");
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, 0);
    ck_assert_int_eq(r, MANCALA_REASON_NO_MOVE);
    mancala_game_free(g);

    ck_assert_int_eq(mancala_variant_new(&v, "omweso"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(v, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_str_eq(buf, "omweso:houses=16,seeds=0,stores=none,origin=sow,relay=on,extra=off,"
                          "capture=sow,grandslam=nocapture,feed=free,end=mover,majority=play,"
                          "cycle=play,rows=4,direction=capture,hand=32");
    ck_assert_int_eq(mancala_variant_set_hooks(v, any_sow, NULL, NULL, NULL), MANCALA_ERULES);
    ck_assert_int_eq(mancala_db_build(&db, v, 4, 1), MANCALA_ERULES);
    mancala_variant_free(v);
    v = NULL;
    {
        static const struct {
            const char *spec;
            int32_t st;
        } cases[] = {
            { "omweso:direction=cw", MANCALA_ESPEC },
            { "omweso:direction=either", MANCALA_ESPEC },
            { "omweso:direction=ccw", MANCALA_OK },
            { "hus:direction=capture", MANCALA_ESPEC },
            { "kalah:direction=capture", MANCALA_ESPEC },
            { "omweso:end=either", MANCALA_ESPEC },
            { "omweso:nyumba=6", MANCALA_ESPEC },
            { "omweso:relay=off", MANCALA_ESPEC },
            { "omweso:hand=0", MANCALA_ELIMIT }, /* no seeds anywhere */
            { "omweso:hand=0,seeds=2", MANCALA_OK },
            { "omweso:houses=8,hand=8", MANCALA_OK },
            { "omweso:hand=128", MANCALA_ELIMIT },
            { "kalah:capture=sow", MANCALA_ESPEC },
        };
        size_t i;
        for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            st = mancala_variant_new(&v, cases[i].spec);
            ck_assert_msg(st == cases[i].st, "%s: %s", cases[i].spec, mancala_strerror(st));
            mancala_variant_free(v);
            v = NULL;
        }
    }
    /* Move names: the clockwise way is named. */
    g = at("omweso", "2,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0/0 0,0,0,2,0,0,2,0,0,1,0,0,0,0,0,0/0 0");
    ck_assert_int_eq(mancala_game_move_to_notation(g, MANCALA_NOTATION_TEXT, 16, buf, sizeof buf,
                                                   &n),
                     MANCALA_OK);
    ck_assert_str_eq(buf, "0cw");
    mancala_game_free(g);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("omweso");
    TCase *tc = tcase_create("omweso");
    tcase_add_test(tc, placing);
    tcase_add_test(tc, relay_and_capture);
    tcase_add_test(tc, clockwise);
    tcase_add_test(tc, oracle_perft);
    tcase_add_test(tc, the_end_and_spec);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
