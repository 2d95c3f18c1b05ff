/* SPDX-License-Identifier: MIT */
/* check_bao.c: Bao (capture=kichwa, hand=, nyumba=) proved rule by rule on hand-set positions,
 * each expected board worked out by hand from mancala-spec(7), FOUR ROWS, "Bao"; then the turns
 * that pause at the nyumba, the end, the spec and the API around them.
 * A player's houses 0..7 are the outer row from the left, 8..15 the inner row from the right:
 * 8 is the right kichwa, 15 the left one, 11 the nyumba; inner house k faces the opponent's
 * 23 - k. A slot is a house sown anticlockwise (8, 9, 10... along the inner row), or the house
 * plus 16 clockwise. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define O8 "0,0,0,0,0,0,0,0," /* an empty outer row */
#define Z16 O8 "0,0,0,0,0,0,0,0"  /* a side without seeds */

static int32_t any_sow(const int32_t *pits, int32_t houses, int32_t player, int32_t house, void *u)
{
    (void)pits;
    (void)houses;
    (void)player;
    (void)house;
    (void)u;
    return 1;
}

static int32_t any_sow2(mancala_hook_state *state, int32_t house, void *u)
{
    (void)state;
    (void)house;
    (void)u;
    return MANCALA_SOW_LEGAL;
}

START_TEST(start_and_namua_takasa)
{
    /* The nyumba 6, the two houses to its right 2 each, 22 in each hand. No capture: the facing
     * houses (23 - k) are empty. Takasa from a house of two seeds; the functional nyumba is
     * not played. */
    const int32_t first[] = { 9, 10, 25, 26 };
    mancala_game *g = new_game("bao");
    const char *start = O8 "0,2,2,6,0,0,0,0/22 " O8 "0,2,2,6,0,0,0,0/22 0";

    ck_assert_str_eq(board_text(g), start);
    ck_assert_int_eq(mancala_game_rows(g), 4);
    legal_is(g, first, 4);
    mancala_game_free(g);
    /* A seed from the hand into house 9 (3), its seeds sown on to 10, 11, 12 (empty: the end). */
    rule("bao", start, 9, O8 "0,0,3,7,1,0,0,0/21 " O8 "0,2,2,6,0,0,0,0/22 1");
    rule("bao", start, 10, O8 "0,2,0,7,1,1,0,0/21 " O8 "0,2,2,6,0,0,0,0/22 1");
    /* Clockwise: from house 9 to the kichwa 8 and on into the outer row. */
    rule("bao", start, 25, "0,0,0,0,0,0,1,1,1,0,2,6,0,0,0,0/21 " O8 "0,2,2,6,0,0,0,0/22 1");
    rule("bao", start, 26, "0,0,0,0,0,0,0,1,1,3,0,6,0,0,0,0/21 " O8 "0,2,2,6,0,0,0,0/22 1");
}
END_TEST

START_TEST(namua_captures)
{
    /* South's 9 faces North's 14 (3), 10 faces 13 (2), 12 faces 11 (empty). A capture must be
     * made: 9 from the right kimbi (anticlockwise only), 10 from the middle (either way). */
    const char *b = O8 "0,1,1,0,1,0,0,0/5 " O8 "1,0,0,0,0,2,3,0/5 0";
    const int32_t caps[] = { 9, 10, 26 };
    moves_at("bao", b, caps, 3);
    /* 9: North's 3 go from the right kichwa: 8, 9, 10; 10 (2) faces 13 (2): captured, from the
     * middle the way goes on, from kichwa 8: 8, 9; 9 (4) faces the emptied 14: relay 10, 11,
     * 12, 13; 13 was empty: the end. */
    rule("bao", b, 9, O8 "2,0,3,1,2,1,0,0/4 " O8 "1,0,0,0,0,0,0,0/5 1");
    /* 10 clockwise: North's 13 (2) from the left kichwa: 15, 14 (empty): the end. */
    rule("bao", b, 26, O8 "0,1,2,0,1,0,1,1/4 " O8 "1,0,0,0,0,0,3,0/5 1");
    /* 10 anticlockwise: 13 (2) from kichwa 8: 8, 9; 9 faces 14 (3): captured, from the right
     * kimbi: 8, 9, 10; 10 (3) faces the emptied 13: relay 11, 12, 13 (empty): the end. */
    rule("bao", b, 10, O8 "2,3,0,1,2,1,0,0/4 " O8 "1,0,0,0,0,0,0,0/5 1");
    /* The left kimbi: 14 faces North's 9 (2), sown clockwise from kichwa 15: 15, 14; 14 (3)
     * faces the emptied 9: relay clockwise 13, 12, 11 (empty): the end. */
    {
        const int32_t left[] = { 30 };
        const char *l = O8 "0,0,0,0,0,0,1,0/3 " O8 "1,2,0,0,0,0,0,0/3 0";
        moves_at("bao", l, left, 1);
        rule("bao", l, 30, O8 "0,0,0,1,1,1,0,1/2 " O8 "1,0,0,0,0,0,0,0/3 1");
    }
}
END_TEST

START_TEST(namua_takasa_and_nyumba)
{
    /* No capture (North's 8 and 9 face South's empty 15 and 14). Takasa: a house of two or more
     * before a single seed, never the functional nyumba (11, 6 seeds). */
    const char *b = O8 "0,1,0,6,2,0,0,0/3 " O8 "1,1,0,0,0,0,0,0/2 0";
    const int32_t twos[] = { 12, 28 }, tax[] = { 11, 27 }, single[] = { 9, 25 };
    moves_at("bao", b, twos, 2);
    /* 12 clockwise (3): 11, 10, 9; 9 held a seed: relay clockwise 8, 7 (empty): the end. */
    rule("bao", b, 28, "0,0,0,0,0,0,0,1,1,0,1,7,0,0,0,0/2 " O8 "1,1,0,0,0,0,0,0/2 1");
    rule("bao", b, 12, O8 "0,1,0,6,0,1,1,1/2 " O8 "1,1,0,0,0,0,0,0/2 1");
    /* Only single seeds besides the nyumba: they are played. */
    moves_at("bao", O8 "0,1,0,6,0,0,0,0/3 " O8 "1,1,0,0,0,0,0,0/2 0", single, 2);
    /* A takasa that ends in the functional nyumba stops there: 9 (1 + 1) over 10 into 11. */
    rule("bao", O8 "0,1,0,6,0,0,0,0/3 " O8 "1,1,0,0,0,0,0,0/2 0", 9,
         O8 "0,0,1,7,0,0,0,0/2 " O8 "1,1,0,0,0,0,0,0/2 1");
    /* The nyumba alone in the inner row: the seed goes there and two of its seeds are sown (it
     * keeps the rest, and stays the owner's). */
    moves_at("bao", O8 "0,0,0,6,0,0,0,0/3 " O8 "1,0,0,0,0,0,0,0/2 0", tax, 2);
    rule("bao", O8 "0,0,0,6,0,0,0,0/3 " O8 "1,0,0,0,0,0,0,0/2 0", 11,
         O8 "0,0,0,5,1,1,0,0/2 " O8 "1,0,0,0,0,0,0,0/2 1");
    /* A nyumba of five is not functional: played whole (6 with the seed), it is lost. */
    rule("bao", O8 "0,0,0,5,0,0,0,0/3 " O8 "1,0,0,0,0,0,0,0/2 0", 11,
         "1,1,0,0,0,0,0,0,0,0,0,0,1,1,1,1/2 " O8 "1,0,0,0,0,0,0,0/2 1 lost=1");
    /* A lost nyumba of six is an ordinary house: the house of two or more. */
    moves_at("bao", O8 "0,1,0,6,0,0,0,0/3 " O8 "1,1,0,0,0,0,0,0/2 0 lost=1", tax, 2);
}
END_TEST

/* A nyumba stays lost as it fills again (mancala-spec(7), Bao): a position text with lost=1 and
 * six seeds or more in player 0's nyumba is one that play reaches, and is read as written (issue
 * 52 took it for one to refuse). Here 31 plies of a random game leave it lost with 7 seeds. */
START_TEST(lost_nyumba_fills_again)
{
    static const int32_t line[] = { 10, 27, 13, 27, 10, 12, 29, 40, 13, 30, 26,
                                    28, 10, 28, 31, 9,  13, 11, 29, 28, 9,  12,
                                    31, 11, 30, 11, 31, 9,  31, 11, 11 };
    static const char reached[] = "1,3,1,2,2,2,2,2,0,2,3,7,1,0,0,1/6 "
                                  "0,0,0,0,0,0,0,1,2,0,1,17,0,1,0,0/7 1 lost=1";
    mancala_game *g = new_game("bao"), *back;
    char text[1024];
    size_t i, n;

    for (i = 0; i < sizeof line / sizeof line[0]; i++)
        ck_assert_int_eq(mancala_game_play(g, line[i]), MANCALA_OK);
    ck_assert_str_eq(board_text(g), reached);
    ck_assert_int_eq(mancala_game_house(g, 0, 11), 7);
    ck_assert_int_eq(mancala_game_to_text(g, text, sizeof text, &n), MANCALA_OK);
    ck_assert_int_eq(mancala_game_from_text(&back, text), MANCALA_OK);
    ck_assert_str_eq(board_text(back), reached);
    ck_assert_uint_eq(mancala_game_hash(back), mancala_game_hash(g));
    mancala_game_free(back);
    mancala_game_free(g);
}
END_TEST

START_TEST(mtaji)
{
    const int32_t inner[] = { 12, 28 }, outer[] = { 3, 19 }, big[] = { 7, 23 };
    /* Hands empty. A capture where one can be made: 7 (3) anticlockwise ends in 10, occupied,
     * facing North's 13 (4); nothing else captures. */
    const int32_t cap[] = { 7 + 32, 7 + 64 };
    /* No capture: takasa from the inner row's houses of two or more; else from the outer row's;
     * single seeds never. */
    moves_at("bao", "0,0,0,2,0,0,0,0,0,0,0,0,2,0,0,0/0 " O8 "1,0,0,0,0,0,0,0/0 0", inner, 2);
    moves_at("bao", "0,0,0,2,0,0,0,0,0,0,0,0,1,0,0,0/0 " O8 "1,0,0,0,0,0,0,0/0 0", outer, 2);
    {
        /* Every outer house of two or more, not only the first. */
        const int32_t outers[] = { 3, 5, 19, 21 };
        moves_at("bao-la-kujifunza",
                 "0,0,0,2,0,2,0,0,0,1,0,0,0,0,0,0/0 1,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0/0 0", outers, 4);
    }
    rule("bao", "0,0,0,2,0,0,0,0,0,0,0,0,1,0,0,0/0 2,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0/0 0", 3,
         "0,0,0,0,1,1,0,0,0,0,0,0,1,0,0,0/0 2,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0/0 1");
    /* 17 seeds would end in the occupied kichwa 8 facing North's 15, but a move of 16 or more
     * seeds does not capture: takasa. The sowing laps (8 gets two), then relays: 8 (3), the
     * nyumba 11 (2, not functional: emptied, so lost), 13, 15, 1, 3, 5, 7, 9, 12, and ends in
     * the empty 15. */
    moves_at("bao", "0,0,0,0,0,0,0,17,1,0,0,0,0,0,0,0/0 2,0,0,0,0,0,0,0,1,0,0,0,0,0,0,1/0 0", big, 2);
    rule("bao", "0,0,0,0,0,0,0,17,1,0,0,0,0,0,0,0/0 2,0,0,0,0,0,0,0,1,0,0,0,0,0,0,1/0 0", 7,
         "2,0,2,0,2,0,2,0,1,0,3,1,0,1,3,1/0 2,0,0,0,0,0,0,0,1,0,0,0,0,0,0,1/0 1 lost=1");
    /* The capture turn's choice at the functional nyumba: 7 over 8, 9 into 10 (1), which takes
     * North's 13 (4) from kichwa 8 (the way goes on): 8, 9, 10, 11, the nyumba (6 now). */
    moves_at("bao", "0,0,0,0,0,0,0,3,0,0,1,5,0,0,0,0/0 2,0,0,0,0,0,0,0,1,0,0,0,0,4,0,0/0 0", cap,
             2);
}
END_TEST

START_TEST(nyumba_choice)
{
    const char *b = "0,0,0,0,0,0,0,3,0,0,1,5,0,0,0,0/0 2,0,0,0,0,0,0,0,1,0,0,0,0,4,0,0/0 0";
    mancala_game *g = at("bao", b);
    mancala_event ev[64];
    char name[32];
    int32_t m = 0, hist[2];
    uint64_t n = 0;
    size_t k;

    /* Stop (7 + 32 * 1): the turn ends in the nyumba. Go on (7 + 32 * 2): its 6 seeds are sown
     * on, 12 to 15, 0, 1 (empty): the end, and the nyumba is lost. */
    rule("bao", b, 7 + 32,
         O8 "2,2,3,6,0,0,0,0/0 2,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0/0 1");
    rule("bao", b, 7 + 64,
         "1,1,0,0,0,0,0,0,2,2,3,0,1,1,1,1/0 2,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0/0 1 lost=1");
    ck_assert_int_eq(mancala_game_perft(g, 1, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 2);
    /* The turn is played whole: its first step alone, or a third choice, is illegal. */
    ck_assert_int_eq(mancala_game_play(g, 7), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_play(g, 7 + 96), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_play(g, 7 + 64 + (1 << 11)), MANCALA_EILLEGAL);
    ck_assert_str_eq(board_text(g), b);
    /* Named in text: the house, its way, then x and the choice. */
    ck_assert_int_eq(mancala_game_move_to_notation(g, MANCALA_NOTATION_TEXT, 7 + 64, name,
                                                   sizeof name, &k),
                     MANCALA_OK);
    ck_assert_str_eq(name, "7ccwx1");
    ck_assert_int_eq(mancala_game_move_from_notation(g, MANCALA_NOTATION_TEXT, "7ccwx0", &m),
                     MANCALA_OK);
    ck_assert_int_eq(m, 7 + 32);
    /* The trace, step by step: the sowing, the capture into the hand, the hand sown from the
     * kichwa; then the nyumba picked up and sown on. */
    ck_assert_int_eq(mancala_game_trace(g, 7 + 64, ev, 64, &k), MANCALA_OK);
    ck_assert_uint_eq(k, 1 + 3 + 1 + 1 + 4 + 1 + 6);
    ck_assert_int_eq(ev[0].kind, MANCALA_EVENT_PICKUP);
    ck_assert_int_eq(ev[0].pit, 7);
    ck_assert_int_eq(ev[4].kind, MANCALA_EVENT_CAPTURE);
    ck_assert_int_eq(ev[4].pit, 17 + 13);
    ck_assert_int_eq(ev[4].count, 4);
    ck_assert_int_eq(ev[4].to, 16);
    ck_assert_int_eq(ev[5].kind, MANCALA_EVENT_PICKUP);
    ck_assert_int_eq(ev[5].pit, 16);
    ck_assert_int_eq(ev[6].kind, MANCALA_EVENT_SOW);
    ck_assert_int_eq(ev[6].pit, 8);
    ck_assert_int_eq(ev[10].kind, MANCALA_EVENT_PICKUP);
    ck_assert_int_eq(ev[10].pit, 11);
    ck_assert_int_eq(ev[10].count, 6);
    ck_assert_int_eq(ev[16].pit, 1);
    ck_assert_int_eq(mancala_game_play(g, 7 + 64), MANCALA_OK);
    ck_assert_int_eq(mancala_game_history(g, hist, 2, &k), MANCALA_OK);
    ck_assert_uint_eq(k, 1);
    ck_assert_int_eq(hist[0], 7 + 64);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    ck_assert_str_eq(board_text(g), b);
    mancala_game_free(g);
}
END_TEST

START_TEST(the_end)
{
    int32_t w = 99, r = 99;
    /* South takes North's last inner seeds: North, to move with an empty inner row, has lost;
     * every seed goes to South's hand. */
    mancala_game *g = at("bao", "0,0,0,0,0,0,0,3,0,0,1,0,0,0,0,0/0 5,0,0,0,0,0,0,0,0,0,0,0,0,4,0,0/0 0");
    ck_assert_int_eq(mancala_game_play(g, 7), MANCALA_OK);
    ck_assert_str_eq(board_text(g), Z16 "/13 " Z16 "/0 1");
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, 0);
    ck_assert_int_eq(r, MANCALA_REASON_EMPTY_ROW);
    mancala_game_free(g);
    /* South to move with single seeds only in the hands' empty stage: no move, South loses. */
    g = at("bao", "1,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0/0 " O8 "1,0,0,0,0,0,0,0/0 0");
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, 1);
    ck_assert_int_eq(mancala_game_store(g, 1), 3);
    mancala_game_free(g);
    /* A finished game read back: every seed in North's hand, North to move (South's inner row
     * was emptied by North's last turn): North's, as it was. */
    g = at("bao", Z16 "/0 " Z16 "/26 1 lost=1");
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, 1);
    ck_assert_str_eq(board_text(g), Z16 "/0 " Z16 "/26 1 lost=1");
    mancala_game_free(g);
}
END_TEST

START_TEST(learners_board)
{
    /* Bao la Kujifunza: two seeds everywhere, no hand, no nyumba: from the start only captures
     * (16 of them). House 11 is an ordinary house there. */
    mancala_game *g = new_game("bao-la-kujifunza");
    int32_t moves[MANCALA_MAX_MOVES];
    ck_assert_uint_eq(legal_moves_of(g, moves), 16);
    mancala_game_free(g);
    /* 6 (2) anticlockwise ends in 8 (3), facing North's 15 (2): taken, from kichwa 8: 8, 9;
     * 9 (3) faces North's 14 (2): taken, from kichwa 8: 8, 9; 9 (4) faces the emptied 14:
     * relay 10, 11, 12, 13 (3); 13 faces North's 10 (2): taken from the middle, the way goes
     * on: 8, 9 (1: it was emptied): the end. */
    rule("bao-la-kujifunza",
         "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2/0 2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2/0 0", 6,
         "2,2,2,2,2,2,0,3,6,1,3,3,3,3,2,2/0 2,2,2,2,2,2,2,2,2,2,0,2,2,2,0,0/0 1");
}
END_TEST

START_TEST(spec_and_api)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    mancala_search *s = NULL;
    mancala_db *db = NULL;
    mancala_hooks hooks;
    char buf[512];
    size_t n;
    int32_t moves[4], scores[4], exacts[4], st;

    ck_assert_int_eq(mancala_variant_new(&v, "bao"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(v, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_str_eq(buf, "bao:houses=16,seeds=2,stores=none,origin=sow,relay=on,extra=off,"
                          "capture=kichwa,grandslam=nocapture,feed=free,end=either,"
                          "majority=play,cycle=play,rows=4,direction=either,hand=22,nyumba=6");
    /* No hook judges Bao's turns, no database or analysis serves them. */
    ck_assert_int_eq(mancala_variant_set_hooks(v, any_sow, NULL, NULL, NULL), MANCALA_ERULES);
    ck_assert_int_eq(mancala_variant_set_hooks(v, NULL, NULL, NULL, NULL), MANCALA_OK);
    memset(&hooks, 0, sizeof hooks);
    hooks.struct_size = sizeof hooks;
    hooks.sow = any_sow2;
    ck_assert_int_eq(mancala_variant_set_hooks2(v, &hooks, NULL), MANCALA_ERULES);
    ck_assert_int_eq(mancala_db_build(&db, v, 4, 1), MANCALA_ERULES);
    mancala_variant_free(v);
    ck_assert_int_eq(mancala_variant_new(&v, "bao-la-kujifunza"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(v, buf, sizeof buf, &n), MANCALA_OK);
    /* (no preset reads back as it: no hand, no nyumba) */
    ck_assert_str_eq(buf, "custom:houses=16,seeds=2,stores=none,origin=sow,relay=on,extra=off,"
                          "capture=kichwa,grandslam=nocapture,feed=free,end=either,"
                          "majority=play,cycle=play,rows=4,direction=either");
    mancala_variant_free(v);
    v = NULL; /* (a failed mancala_variant_new leaves it as it was) */
    /* The keys go together only as Bao has them. */
    {
        static const struct {
            const char *spec;
            int32_t st;
        } cases[] = {
            { "kalah:capture=kichwa", MANCALA_ESPEC },
            { "kalah:hand=3", MANCALA_ESPEC },
            { "hus:hand=3", MANCALA_ESPEC },
            { "hus:nyumba=6", MANCALA_ESPEC },
            { "bao:direction=ccw", MANCALA_ESPEC },
            { "bao:relay=off", MANCALA_ESPEC },
            { "bao:end=mover", MANCALA_ESPEC },
            { "bao:pie=on", MANCALA_ESPEC },
            { "bao:pass=on", MANCALA_ESPEC },
            { "bao:single=never", MANCALA_ESPEC },
            { "bao:landing=occupied", MANCALA_ESPEC },
            { "bao:hand=01", MANCALA_ESPEC },
            { "bao:hand=x", MANCALA_ESPEC },
            { "bao:nyumba=256", MANCALA_ELIMIT },
            { "bao:houses=12", MANCALA_ELIMIT },
            { "bao:houses=12,nyumba=0", MANCALA_OK },
            { "bao:houses=6,nyumba=0", MANCALA_ELIMIT },
            { "bao:hand=120", MANCALA_ELIMIT },
            { "bao:hand=0", MANCALA_OK },
            { "bao:hand=30,nyumba=10", MANCALA_OK },
        };
        size_t i;
        for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            st = mancala_variant_new(&v, cases[i].spec);
            ck_assert_msg(st == cases[i].st, "%s: %s", cases[i].spec, mancala_strerror(st));
            mancala_variant_free(v);
            v = NULL;
        }
    }
    /* Nor Bao la Kujifunza's, which have no nyumba. */
    ck_assert_int_eq(mancala_variant_new(&v, "bao-la-kujifunza"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks2(v, &hooks, NULL), MANCALA_ERULES);
    mancala_variant_free(v);
    /* The position text: lost= where a nyumba is lost, refused where none can be. */
    g = at("bao", O8 "0,0,0,0,1,0,0,0/3 " O8 "1,0,0,0,0,0,0,0/0 0 lost=3");
    ck_assert_str_eq(board_text(g), O8 "0,0,0,0,1,0,0,0/3 " O8 "1,0,0,0,0,0,0,0/0 0 lost=3");
    mancala_game_free(g);
    ck_assert_int_eq(mancala_game_from_text(&g, "bao " O8 "0,0,0,0,1,0,0,0/3 " O8
                                                "1,0,0,0,0,0,0,0/0 0 lost=4"),
                     MANCALA_EBOARD);
    ck_assert_int_eq(mancala_game_from_text(&g, "bao " O8 "0,0,0,0,1,0,0,0/3 " O8
                                                "1,0,0,0,0,0,0,0/0 0 lost=0"),
                     MANCALA_EPARSE);
    ck_assert_int_eq(mancala_game_from_text(&g, "bao-la-kujifunza " O8 "0,0,0,0,1,0,0,0/0 " O8
                                                "1,0,0,0,0,0,0,0/0 0 lost=1"),
                     MANCALA_EBOARD);
    /* The search plays whole turns; an analysis (values per first step) is refused. */
    g = at("bao", "0,0,0,0,0,0,0,3,0,0,1,5,0,0,0,0/0 2,0,0,0,0,0,0,0,1,0,0,0,0,4,0,0/0 0");
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 4, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    {
        int32_t best = -1, score = 0, exact = 0, depth = 0;
        uint64_t nodes = 0;
        ck_assert_int_eq(mancala_search_result(s, &best, &score, &exact, &depth, &nodes),
                         MANCALA_OK);
        ck_assert(best == 7 + 32 || best == 7 + 64);
    }
    ck_assert_int_eq(mancala_search_analyse(s, g, moves, scores, exacts, 4, &n), MANCALA_ERULES);
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("bao");
    TCase *tc = tcase_create("bao");
    tcase_add_test(tc, start_and_namua_takasa);
    tcase_add_test(tc, namua_captures);
    tcase_add_test(tc, namua_takasa_and_nyumba);
    tcase_add_test(tc, mtaji);
    tcase_add_test(tc, nyumba_choice);
    tcase_add_test(tc, the_end);
    tcase_add_test(tc, learners_board);
    tcase_add_test(tc, spec_and_api);
    tcase_add_test(tc, lost_nyumba_fills_again);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
