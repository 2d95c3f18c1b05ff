/* SPDX-License-Identifier: MIT */
/* check_catalogue.c: the catalogue of named rule sets (mancala_preset_info(3), mancala-spec(7)):
 * the listing; every rule set's play against an independent source (a perft vector of
 * tests/data/perft.txt counted by another engine, or counts and lines worked out by hand from
 * RULES.md and mancala-spec(7)); its rules proved on hand-set positions (each expected board worked
 * out by hand from mancala-spec(7)); and a full game at every playing level. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* The legal moves at board, as a bit mask. */
static unsigned legal(const char *spec, const char *board)
{
    mancala_game *g = at(spec, board);
    int32_t moves[16];
    size_t n = 0, i;
    unsigned mask = 0;
    ck_assert_int_eq(mancala_game_legal_moves(g, moves, 16, &n), MANCALA_OK);
    for (i = 0; i < n; i++)
        mask |= 1u << moves[i];
    mancala_game_free(g);
    return mask;
}

static const char *canonical(const char *spec)
{
    static char buf[512];
    mancala_variant *v = NULL;
    size_t n;
    ck_assert_msg(mancala_variant_new(&v, spec) == MANCALA_OK, "%s", spec);
    ck_assert_int_eq(mancala_variant_spec(v, buf, sizeof buf, &n), MANCALA_OK);
    mancala_variant_free(v);
    return buf;
}

/* ---- The listing */

START_TEST(listing)
{
    const int32_t n = mancala_preset_count();
    const char *name = "x", *desc = "y";
    int32_t i, j;

    ck_assert_int_ge(n, 20);
    for (i = 0; i < n; i++) {
        mancala_variant *v = NULL;
        const char *other;
        ck_assert_int_eq(mancala_preset_info(i, &name, &desc), MANCALA_OK);
        ck_assert_msg(name && name[0] && desc && desc[0], "entry %d", (int)i);
        ck_assert_msg(strlen(desc) < 100, "%s: a one-line description", name);
        ck_assert_msg(!strchr(name, ':') && !strchr(name, ',') && !strchr(name, ' '), "%s", name);
        ck_assert_msg(mancala_variant_new(&v, name) == MANCALA_OK, "%s", name);
        mancala_variant_free(v);
        for (j = 0; j < i; j++) {
            ck_assert_int_eq(mancala_preset_info(j, &other, NULL), MANCALA_OK);
            ck_assert_msg(strcmp(name, other) != 0, "%s listed twice", name);
        }
    }
    /* Kalah's and Oware's entries first, as a game picker would list them. */
    ck_assert_int_eq(mancala_preset_info(0, &name, NULL), MANCALA_OK);
    ck_assert_str_eq(name, "kalah");
    ck_assert_int_eq(mancala_preset_info(2, NULL, &desc), MANCALA_OK);
    ck_assert_int_eq(mancala_preset_info(2, &name, NULL), MANCALA_OK);
    ck_assert_str_eq(name, "oware");

    /* Out of range or nowhere to write: EINVAL, nothing written. */
    name = desc = (const char *)&sentinel_object;
    ck_assert_int_eq(mancala_preset_info(-1, &name, &desc), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_preset_info(n, &name, &desc), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_preset_info(INT32_MAX, &name, &desc), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_preset_info(0, NULL, NULL), MANCALA_EINVAL);
    ck_assert_ptr_eq(name, (const char *)&sentinel_object);
    ck_assert_ptr_eq(desc, (const char *)&sentinel_object);
}
END_TEST

/* ---- Every rule set plays as an independent source says. The definitions in catalogue.c are not
 * restated here: a test that repeats them fails only when they are edited, right or wrong. */

/* Rule sets with no vector at their own size in tests/data/perft.txt: each is checked by hand
 * below (congkak_line, kalah_pie_counts, omweso_placing). A new rule set must get a vector or join
 * this list with a hand-worked test. */
static const char *const by_hand[] = { "congkak", "kalah-pie", "omweso" };

static uint64_t perft_of(const char *spec, int32_t depth)
{
    mancala_game *g = new_game(spec);
    uint64_t n = 0;
    ck_assert_int_eq(mancala_game_perft(g, depth, &n), MANCALA_OK);
    mancala_game_free(g);
    return n;
}

/* The vector lines of the rule set `name` itself (not at another size): how many there are; those
 * of at most two million positions are checked against the library (check_perft runs them all).
 * This proves that each rule set of the catalogue has a source. */
static int vectors_of(const char *name)
{
    const char *dir = getenv("MANCALA_TEST_DATA");
    char path[4096], line[512], spec[256];
    int depth, found = 0;
    unsigned long long want;
    FILE *f;
    snprintf(path, sizeof path, "%s/perft.txt", dir ? dir : "tests/data");
    f = fopen(path, "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || sscanf(line, "%255s %d %llu", spec, &depth, &want) != 3 ||
            strcmp(spec, name) != 0)
            continue;
        found++;
        if (want <= 2000000)
            ck_assert_msg(perft_of(spec, depth) == (uint64_t)want, "perft %s %d", spec, depth);
    }
    fclose(f);
    return found;
}

START_TEST(every_rule_set_has_a_source)
{
    const char *name = NULL;
    size_t k;
    int hand = 0;
    ck_assert_int_eq(mancala_preset_info(_i, &name, NULL), MANCALA_OK);
    for (k = 0; k < sizeof by_hand / sizeof by_hand[0]; k++)
        hand |= strcmp(name, by_hand[k]) == 0;
    ck_assert_msg(vectors_of(name) > 0 || hand, "%s: no perft vector in tests/data/perft.txt",
                  name);
}
END_TEST

/* A name is an input only: its canonical spec is written over a family (or custom), reads back to
 * itself and plays the same games. */
START_TEST(names_are_inputs_only)
{
    static const char *const families[] = { "kalah:", "oware:", "congkak:", "togyz:", "bestemshe:",
                                            "hus:", "bao:", "omweso:", "custom:" };
    const char *name = NULL;
    char spec[512];
    size_t k;
    int family = 0;
    ck_assert_int_eq(mancala_preset_info(_i, &name, NULL), MANCALA_OK);
    snprintf(spec, sizeof spec, "%s", canonical(name));
    for (k = 0; k < sizeof families / sizeof families[0]; k++)
        family |= strncmp(spec, families[k], strlen(families[k])) == 0;
    ck_assert_msg(family, "%s is written %s", name, spec);
    ck_assert_str_eq(canonical(spec), spec);
    ck_assert_msg(perft_of(spec, 3) == perft_of(name, 3), "%s and %s play differently", name, spec);
}
END_TEST

/* The family names keep their canonical form: every key at RULES.md's default for Kalah. */
START_TEST(family_canonical)
{
    ck_assert_str_eq(canonical("kalah"), "kalah:houses=6,seeds=4,stores=own,origin=sow,relay=off,"
                                         "extra=store,capture=standard,grandslam=nocapture,"
                                         "feed=free,end=either,majority=play,cycle=end");
}
END_TEST

/* Congkak (RULES.md, "Congkak"), a line worked out by hand. 1. South's house 0 (6 seeds): houses 1
 * to 5 and the store; the last in the store, an extra move. 2. House 1 (7): houses 2-5, the store,
 * North's 0 and 1, which held 6: relay its 7 over North's 2-5 (North's store skipped) into South's
 * 0, 1, 2, which held 8: relay 9 over South's 3-5, the store, North's 0-4; North's 4 held 7: relay
 * 8 over North's 5, South's 0-5 and the store: an extra move. 3. House 2 (1) into house 3 (10):
 * relay 11 round to South's 1 (2): relay 3 into 2, 3, 4 (11): relay 12 round to South's 3 (1):
 * relay 2 into 4, 5 (12): relay 13, a lap of 2H + 1, back into house 5, emptied by that pick-up:
 * an empty own house, so North's 11 opposite and the seed go to the store (19). North to move. */
START_TEST(congkak_line)
{
    mancala_game *g = new_game("congkak");
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,7,7,7,7,7/1 6,6,6,6,6,6/0 0");
    ck_assert_int_eq(mancala_game_play(g, 1), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "2,2,1,10,10,10/4 8,1,8,8,0,8/0 0");
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "5,2,3,1,2,0/19 0,4,11,11,3,11/0 1");
    mancala_game_free(g);
    /* Six houses of six: each a legal first move. */
    ck_assert_uint_eq(perft_of("congkak", 1), 6);
}
END_TEST

/* Kalah with the pie rule (mancala-spec(7), pie=on): Kalah's perft (tests/data/perft.txt: 6, 35,
 * 185) plus the lines through the swap, counted by hand. Depth 2: South's five first turns of one
 * move (house 2 earns an extra move) each give North the swap, move 6: 35 + 5. Depth 3: after
 * each of those swaps South plays one of the six houses of the side that has not moved (30);
 * South's turn 2 then any of its five moves ends with North to choose the swap (5); and the swap
 * stays open after an extra move in North's first turn: its house 2 after South's 0, 1, 3 or 4,
 * its house 1 after South's 4 or 5 (6). 185 + 30 + 5 + 6 = 226. The swap exchanges the sides. */
START_TEST(kalah_pie_counts)
{
    mancala_game *g = new_game("kalah-pie");
    ck_assert_uint_eq(perft_of("kalah-pie", 1), 6);
    ck_assert_uint_eq(perft_of("kalah-pie", 2), 40);
    ck_assert_uint_eq(perft_of("kalah-pie", 3), 226);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 6), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "4,4,4,4,4,4/0 0,5,5,5,5,4/0 0");
    mancala_game_free(g);
}
END_TEST

/* set_board makes the first position of a game (mancala_game_set_board(3)): under pie= and
 * opening= its first turns are still to come, both with player 0 to move, player 1's with
 * player 1 to move, so the swap is offered as after a first move (issue 52: it disappeared). A
 * position text says them (opening=), and without it none are to come. */
START_TEST(set_board_first_turns)
{
    mancala_game *g = new_game("kalah-pie");
    int32_t pits[2 * MANCALA_MAX_HOUSES + 2];
    size_t n;
    uint64_t count = 0;
    static const int32_t after_first[] = { 0, 1, 2, 3, 4, 5, 6 }; /* 6: the swap */
    static const int32_t houses[] = { 0, 1, 2, 3, 4, 5 };
    static const int32_t dabuda_first[] = { 6, 7, 8, 9 };

    /* The start, set again: the same game as a new one. */
    ck_assert_int_eq(mancala_game_board(g, pits, 14, &n), MANCALA_OK);
    ck_assert_int_eq(mancala_game_set_board(g, pits, n, 0), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "4,4,4,4,4,4/0 4,4,4,4,4,4/0 0 opening=2");
    ck_assert_int_eq(mancala_game_perft(g, 3, &count), MANCALA_OK);
    ck_assert_uint_eq(count, 226);
    /* After South's first move, North may swap: also on the board set from it. */
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    legal_is(g, after_first, 7);
    ck_assert_int_eq(mancala_game_board(g, pits, 14, &n), MANCALA_OK);
    ck_assert_int_eq(mancala_game_set_board(g, pits, n, 1), MANCALA_OK);
    legal_is(g, after_first, 7);
    ck_assert_str_eq(board_text(g), "4,4,4,4,4,0/1 5,5,5,4,4,4/0 1 opening=1");
    ck_assert_int_eq(mancala_game_play(g, 6), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "5,5,5,4,4,4/0 4,4,4,4,4,0/1 0");
    mancala_game_free(g);
    /* A text without opening= has none to come: no swap. */
    g = at("kalah-pie", "4,4,4,4,4,0/1 5,5,5,4,4,4/0 1");
    legal_is(g, houses, 6);
    mancala_game_free(g);
    /* Dabuda's first turns (opening=6): houses 6 to 9 first, on a board set as well. */
    g = new_game("dabuda");
    ck_assert_int_eq(mancala_game_board(g, pits, 22, &n), MANCALA_OK);
    ck_assert_int_eq(mancala_game_set_board(g, pits, n, 0), MANCALA_OK);
    legal_is(g, dabuda_first, 4);
    mancala_game_free(g);
}
END_TEST

/* Omweso (mancala-spec(7), Omweso): every seed starts in hand and each turn places one in any of
 * the mover's 16 houses, so the first turns have 16, 256 and 4096 lines. (check_omweso.c holds
 * Ludii's counts from a position after the placing.) */
START_TEST(omweso_placing)
{
    ck_assert_uint_eq(perft_of("omweso", 1), 16);
    ck_assert_uint_eq(perft_of("omweso", 2), 256);
    ck_assert_uint_eq(perft_of("omweso", 3), 4096);
}
END_TEST

START_TEST(options_over_a_rule_set)
{
    mancala_variant *v = VARIANT_SENTINEL;
    /* Any key may change a rule set, also one its definition sets: Songo with 6 seeds a house
     * keeps its 7 houses and its captures of 4 then 2 (songo_rules). */
    mancala_game *g = new_game("songo:seeds=6");
    ck_assert_str_eq(board_text(g), "6,6,6,6,6,6,6/0 6,6,6,6,6,6,6/0 0");
    mancala_game_free(g);
    rule("songo:seeds=6", "0,0,0,0,0,0,2/0 1,3,2,5,5,5,5/0 0", 6,
         "0,0,0,0,0,0,0/6 0,0,2,5,5,5,5/0 1");
    /* Awari whose grand slam captures nothing, as in Oware (awari_wari_grand_slam). */
    rule("awari:grandslam=nocapture", "3,0,0,0,0,2/20 1,1,0,0,0,0/20 0", 5,
         "3,0,0,0,0,0/20 2,2,0,0,0,0/20 1");
    /* Dakon whose round loser starts the next, as Congkak in rounds (rounds_starters). */
    rule("dakon:starter=loser", "0,0,0,0,0,0,1/62 5,5,5,5,5,5,5/0 0", 6,
         "7,7,7,7,7,7,7/14 7,7,7,7,7,x,x/0 1 round=2");
    /* The caller's keys follow the usual rules: once each, valid combinations. */
    ck_assert_int_eq(mancala_variant_new(&v, "songo:seeds=6,seeds=7"), MANCALA_ESPEC);
    ck_assert_int_eq(mancala_variant_new(&v, "awari:stores=own"), MANCALA_ESPEC);
    ck_assert_int_eq(mancala_variant_new(&v, "awari:"), MANCALA_ESPEC);
    ck_assert_int_eq(mancala_variant_new(&v, "songo:houses=20"), MANCALA_ELIMIT);
    ck_assert_int_eq(mancala_variant_new(&v, "awar"), MANCALA_ESPEC);
    ck_assert_int_eq(mancala_variant_new(&v, "awarii"), MANCALA_ESPEC);
    ck_assert_int_eq(mancala_variant_new(&v, "Awari"), MANCALA_ESPEC);
    ck_assert_ptr_eq(v, VARIANT_SENTINEL);
}
END_TEST

/* ---- Kalah family. 6 houses: p0 houses 0..5, store, p1 houses 0..5, store. */

START_TEST(kalah_empty_rules)
{
    /* A lone last seed in an empty own house opposite an empty house: banked by kalah-empty... */
    rule("kalah-empty", "1,0,0,0,0,3/0 4,4,4,4,0,4/0 0", 0, "0,0,0,0,0,3/1 4,4,4,4,0,4/0 1");
    /* ...left where it is by kalah. */
    rule("kalah", "1,0,0,0,0,3/0 4,4,4,4,0,4/0 0", 0, "0,1,0,0,0,3/0 4,4,4,4,0,4/0 1");
    /* Opposite seeds: both take them with the lone seed. */
    rule("kalah-empty", "1,0,0,0,0,3/0 4,4,4,4,2,4/0 0", 0, "0,0,0,0,0,3/3 4,4,4,4,0,4/0 1");
}
END_TEST

/* ---- Oware family. 6 houses: p0 houses 0..5, store, p1 houses 0..5 (after p0's house 5), store. */

START_TEST(awari_wari_grand_slam)
{
    /* Player 0's house 5 makes player 1's houses 0 and 1 hold 2 each: every seed of player 1. */
    const char *slam = "3,0,0,0,0,2/20 1,1,0,0,0,0/20 0";
    /* Awari: the grand slam captures; player 1, left without seeds, cannot move: the game ends
     * and player 0 takes the 3 seeds of its row. */
    rule("awari", slam, 5, "0,0,0,0,0,0/27 0,0,0,0,0,0/20 1");
    /* Oware: legal, captures nothing. */
    rule("oware", slam, 5, "3,0,0,0,0,0/20 2,2,0,0,0,0/20 1");
    /* Wari: illegal; house 0 is the only move. */
    ck_assert_uint_eq(legal("wari", slam), 1u << 0);
    /* An ordinary capture is the same in all three. */
    rule("awari", "3,0,0,0,0,2/20 1,1,1,0,0,0/20 0", 5, "3,0,0,0,0,0/24 0,0,1,0,0,0/20 1");
    rule("wari", "3,0,0,0,0,2/20 1,1,1,0,0,0/20 0", 5, "3,0,0,0,0,0/24 0,0,1,0,0,0/20 1");
}
END_TEST

START_TEST(awari_cycle_split)
{
    mancala_game *g = at("awari", "0,0,0,0,0,1/23 0,0,0,0,0,1/23 0");
    int32_t w = 9, r = 9, i;
    /* The two seeds chase each other round the board; on the third occurrence of a position the
     * game ends and the 2 seeds left are split, one each. */
    for (i = 0; i < 24 && !mancala_game_is_over(g); i++) {
        int32_t moves[16];
        size_t n = 0;
        ck_assert_int_eq(mancala_game_legal_moves(g, moves, 16, &n), MANCALA_OK);
        ck_assert_uint_eq(n, 1);
        ck_assert_int_eq(mancala_game_play(g, moves[0]), MANCALA_OK);
    }
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, -1);
    ck_assert_int_eq(r, MANCALA_REASON_REPETITION);
    ck_assert_int_eq(mancala_game_store(g, 0), 24);
    ck_assert_int_eq(mancala_game_store(g, 1), 24);
    mancala_game_free(g);
}
END_TEST

/* 7 houses: p0 houses 0..6, store, p1 houses 0..6, store. */
START_TEST(songo_rules)
{
    /* Last seed makes 4: taken, and the house before it holding 2: taken too. */
    rule("songo", "0,0,0,0,0,0,2/0 1,3,2,5,5,5,5/0 0", 6, "0,0,0,0,0,0,0/6 0,0,2,5,5,5,5/0 1");
    /* 3 is not a Songo count. */
    rule("songo", "0,0,0,0,0,0,3/0 1,3,2,5,5,5,5/0 0", 6, "0,0,0,0,0,0,0/0 2,4,3,5,5,5,5/0 1");
    /* Chained only while the houses hold 2 or 4: 4, then 2, then 3 breaks the chain. */
    rule("songo", "0,0,0,0,0,0,3/0 2,1,3,5,5,5,5/0 0", 6, "0,0,0,0,0,0,0/6 3,0,0,5,5,5,5/0 1");
    /* 15 seeds: round the 13 other houses, skip the origin, on into houses 1 and 2. */
    rule("songo", "15,0,0,0,0,0,0/0 1,1,1,1,1,1,1/0 0", 0, "0,2,2,1,1,1,1/0 2,2,2,2,2,2,2/0 1");
    /* A grand slam captures (then player 1 cannot move, player 0 holds the majority). */
    rule("songo", "0,0,0,0,0,1,1/10 1,0,0,0,0,0,0/10 0", 6, "0,0,0,0,0,0,0/13 0,0,0,0,0,0,0/10 1");
    /* Must feed: with player 1's row empty only house 6 reaches it. */
    ck_assert_uint_eq(legal("songo", "1,0,0,0,0,0,1/10 0,0,0,0,0,0,0/10 0"), 1u << 6);
}
END_TEST

START_TEST(douala_rules)
{
    /* Songo of Douala takes 3s as well: 2 taken, then the 3 before it. */
    rule("douala", "0,0,0,0,0,0,2/0 2,1,5,5,5,5,5/0 0", 6, "0,0,0,0,0,0,0/5 0,0,5,5,5,5,5/0 1");
    /* A grand slam is illegal. */
    ck_assert_uint_eq(legal("douala", "0,0,0,0,0,1,1/0 1,0,0,0,0,0,0/0 0"), 1u << 5);
}
END_TEST

START_TEST(bohnenspiel_rules)
{
    /* The mover's own houses are taken too: 4, then 2 and 2 before it, up to the emptied origin. */
    rule("bohnenspiel", "3,1,1,3,0,0/0 5,5,5,5,5,5/0 0", 0, "0,0,0,0,0,0/8 5,5,5,5,5,5/0 1");
    /* The chain runs back across the sides: player 1's house 0, then player 0's house 5. */
    rule("bohnenspiel", "0,0,0,0,2,1/0 1,5,5,5,5,5/0 0", 4, "0,0,0,0,0,0/4 0,5,5,5,5,5/0 1");
    /* 6 is taken, 5 not. */
    rule("bohnenspiel", "0,0,0,0,0,1/0 5,5,5,5,5,5/0 0", 5, "0,0,0,0,0,0/6 0,5,5,5,5,5/0 1");
    rule("bohnenspiel", "0,0,0,0,0,1/0 4,5,5,5,5,5/0 0", 5, "0,0,0,0,0,0/0 5,5,5,5,5,5/0 1");
    /* The origin is sown on laps: 13 seeds, 11 round the board, the 12th back into house 0, the
     * 13th into house 1, which then holds 2 and is taken; house 0 holds 1 and ends the chain. */
    rule("bohnenspiel", "13,0,0,0,0,0/0 0,0,0,0,0,0/0 0", 0, "1,0,1,1,1,1/2 1,1,1,1,1,1/0 1");
    /* No feeding rule: a move that leaves the opponent without seeds is legal. */
    ck_assert_uint_eq(legal("bohnenspiel", "1,0,0,0,0,1/10 0,0,0,0,0,0/10 0"), 1u << 0 | 1u << 5);
}
END_TEST

START_TEST(mangala_rules)
{
    /* Only the opponent's houses are taken. */
    rule("mangala", "3,1,1,3,0,0/0 5,5,5,5,5,5/0 0", 0, "0,2,2,4,0,0/0 5,5,5,5,5,5/0 1");
    /* 6, then 4 before it. */
    rule("mangala", "0,0,0,0,0,2/0 3,5,1,5,5,5/0 0", 5, "0,0,0,0,0,0/10 0,0,1,5,5,5/0 1");
    /* A grand slam captures nothing. */
    rule("mangala", "3,0,0,0,0,2/0 1,1,0,0,0,0/0 0", 5, "3,0,0,0,0,0/0 2,2,0,0,0,0/0 1");
    /* Must feed. */
    ck_assert_uint_eq(legal("mangala", "1,0,0,0,0,1/10 0,0,0,0,0,0/10 0"), 1u << 5);
}
END_TEST

START_TEST(al_manqala_rules)
{
    /* 4 in player 1's house 0, then back across into player 0's houses 6 and 5 (2 each). */
    rule("al-manqala", "0,0,0,0,3,1,1/0 3,7,7,7,7,7,7/0 0", 4,
         "0,0,0,0,0,0,0/8 0,7,7,7,7,7,7/0 1");
    /* 3 is not taken. */
    rule("al-manqala", "0,0,0,0,0,0,1/0 2,7,7,7,7,7,7/0 0", 6,
         "0,0,0,0,0,0,0/0 3,7,7,7,7,7,7/0 1");
    /* Must feed. */
    ck_assert_uint_eq(legal("al-manqala", "1,0,0,0,0,0,1/10 0,0,0,0,0,0,0/10 0"), 1u << 6);
}
END_TEST

/* leftover=unfed: the game ends because the mover cannot feed; the unfed player takes the seeds. */
START_TEST(leftover_unfed)
{
    mancala_db *db = DB_SENTINEL;
    mancala_variant *v = NULL;
    mancala_game *g;
    int32_t w = 9, r = 9;
    /* Player 0's one seed cannot reach player 1's empty row: the game is over at once. */
    g = at("halusa", "1,0,0,0,0,0/20 0,0,0,0,0,0/20 0");
    ck_assert_str_eq(board_text(g), "0,0,0,0,0,0/20 0,0,0,0,0,0/21 0");
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, 1);
    ck_assert_int_eq(r, MANCALA_REASON_NO_MOVE);
    mancala_game_free(g);
    g = at("al-manqala", "1,0,0,0,0,0,0/20 0,0,0,0,0,0,0/20 0");
    ck_assert_str_eq(board_text(g), "0,0,0,0,0,0,0/20 0,0,0,0,0,0,0/21 0");
    mancala_game_free(g);
    /* leftover=own (Oware, Mangala): the mover keeps its own seeds. */
    g = at("mangala", "1,0,0,0,0,0/20 0,0,0,0,0,0/20 0");
    ck_assert_str_eq(board_text(g), "0,0,0,0,0,0/21 0,0,0,0,0,0/20 0");
    mancala_game_free(g);
    /* After a move: player 1 takes its own house 5 (2) and leaves player 0 unable to feed. */
    rule("halusa", "1,0,0,0,0,0/20 0,0,0,0,1,1/18 1", 4, "0,0,0,0,0,0/20 0,0,0,0,0,0/21 0");
    /* The key needs a feeding rule, and no database holds it. */
    ck_assert_int_eq(mancala_variant_new(&v, "kalah:leftover=unfed"), MANCALA_ESPEC);
    ck_assert_str_eq(canonical("oware:leftover=unfed"),
                     "oware:houses=6,seeds=4,stores=none,origin=skip,relay=off,extra=off,"
                     "capture=count,grandslam=nocapture,feed=must,end=mover,majority=end,"
                     "cycle=end,leftover=unfed");
    ck_assert_int_eq(mancala_variant_new(&v, "oware:majority=play,cycle=split,leftover=unfed"),
                     MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 2, 1), MANCALA_ERULES);
    ck_assert_ptr_eq(db, DB_SENTINEL);
    mancala_variant_free(v);
}
END_TEST

/* leftover=none (Bakuk): the seeds left at the end score for no one and stay in the houses. */
START_TEST(leftover_none)
{
    mancala_variant *v = VARIANT_SENTINEL;
    mancala_game *g;
    int32_t w = 9, r = 9;
    /* Player 0 to move has no seeds: the game is over, 10 to 10, player 1's 3 seeds unscored. */
    g = at("bakuk", "0,0,0/10 1,2,0/10 0");
    ck_assert_str_eq(board_text(g), "0,0,0/10 1,2,0/10 0");
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, -1);
    ck_assert_int_eq(r, MANCALA_REASON_NO_MOVE);
    mancala_game_free(g);
    /* leftover=own gives them to player 1. */
    g = at("bakuk:leftover=own", "0,0,0/10 1,2,0/10 0");
    ck_assert_str_eq(board_text(g), "0,0,0/10 0,0,0/13 0");
    mancala_game_free(g);
    /* After a move: player 0's capture leaves player 1 without seeds; player 0's 1 stays. */
    rule("bakuk", "1,1,1/10 3,0,0/10 0", 2, "1,1,0/14 0,0,0/10 1");
    /* Not with rounds, which sweep the stores full at every round's end. */
    ck_assert_int_eq(mancala_variant_new(&v, "congkak:rounds=burn,leftover=none"), MANCALA_ESPEC);
    ck_assert_ptr_eq(v, VARIANT_SENTINEL);
    ck_assert_str_eq(canonical("kalah:leftover=none"),
                     "kalah:houses=6,seeds=4,stores=own,origin=sow,relay=off,extra=store,"
                     "capture=standard,grandslam=nocapture,feed=free,end=either,majority=play,"
                     "cycle=end,leftover=none");
    /* Kalah so: the first row to empty ends the game, the other row's seeds unscored. */
    g = at("kalah:leftover=none", "0,0,0,0,0,1/20 0,0,0,0,0,3/24 0");
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    ck_assert_str_eq(board_text(g), "0,0,0,0,0,0/21 0,0,0,0,0,3/24 0");
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    mancala_game_free(g);
}
END_TEST

/* 3 houses: p0 houses 0..2, store, p1 houses 0..2, store. */
START_TEST(bakuk_rules)
{
    /* A lone seed makes the mover's house 2 hold 2: taken; the row is empty, but player 1 can
     * move, so the game goes on (no feeding rule, the game ends when the mover cannot move). */
    rule("bakuk", "0,1,1/0 3,6,6/0 0", 1, "0,0,0/2 3,6,6/0 1");
    /* 1 is not taken. */
    rule("bakuk", "2,1,0/0 1,6,6/0 0", 0, "0,2,1/0 1,6,6/0 1");
    /* 6 is not a Bakuk count, 4 is. */
    rule("bakuk", "0,0,1/0 5,6,6/0 0", 2, "0,0,0/0 6,6,6/0 1");
    rule("bakuk", "0,0,1/0 3,6,6/0 0", 2, "0,0,0/4 0,6,6/0 1");
}
END_TEST

START_TEST(halusa_rules)
{
    /* Even counts in the mover's own houses, one house only: 4 taken, the 2 before it stays. */
    rule("halusa", "2,1,3,0,0,0/0 6,6,6,6,6,6/0 0", 0, "0,2,0,0,0,0/4 6,6,6,6,6,6/0 1");
    /* The opponent's houses are never taken. */
    rule("halusa", "0,0,0,0,0,1/0 5,6,6,6,6,6/0 0", 5, "0,0,0,0,0,0/0 6,6,6,6,6,6/0 1");
    /* Must feed. */
    ck_assert_uint_eq(legal("halusa", "1,0,0,0,0,1/10 0,0,0,0,0,0/10 0"), 1u << 5);
}
END_TEST

/* 2 houses: p0 houses 0..1, store, p1 houses 0..1, store. */
START_TEST(tihbat_rules)
{
    /* 7 seeds round a ring of 4 houses, the origin sown: the last makes player 0's house 0 hold
     * 2, taken; no chain. */
    rule("tihbat", "0,7/0 6,1/0 0", 1, "0,1/2 8,3/0 1");
    /* 10 is not taken (even, but more than 8). */
    rule("tihbat", "2,0/0 9,0/0 0", 0, "0,1/0 10,0/0 1");
    /* 8 is taken; player 1 then has no seed and cannot move: the game ends. */
    rule("tihbat", "2,0/0 7,0/0 0", 0, "0,0/9 0,0/0 1");
}
END_TEST

START_TEST(micro_wari_rules)
{
    /* A seed that lands alone in an opponent's house is taken. */
    rule("micro-wari", "1,1/0 0,1/0 0", 1, "1,0/1 0,1/0 1");
    /* One that lands on another is not. */
    rule("micro-wari", "1,1/0 1,1/0 0", 1, "1,0/0 2,1/0 1");
}
END_TEST

/* ---- Congkak in rounds: the starter customs. 7 houses as above; 8 for Ohvalhu. */

START_TEST(rounds_starters)
{
    /* Player 0 ends the round with its last seed in its store and wins it, 63 to 35. Player 0
     * fills its 7 houses (14 left), player 1 five (0 left), houses 5 and 6 closed. */
    const char *end = "0,0,0,0,0,0,1/62 5,5,5,5,5,5,5/0 0";
    rule("congkak-rounds", end, 6, "7,7,7,7,7,7,7/14 7,7,7,7,7,x,x/0 1 round=2"); /* loser */
    rule("dakon", end, 6, "7,7,7,7,7,7,7/14 7,7,7,7,7,x,x/0 0 round=2");          /* last mover */
    /* Ohvalhu: 8 houses of 8; round 2 is started by the player who did not start round 1. */
    rule("ohvalhu", "0,0,0,0,0,0,0,1/70 6,6,6,6,6,6,6,6/0 0", 7,
         "8,8,8,8,8,8,8,8/7 8,8,8,8,8,8,x,x/0 1 round=2");
}
END_TEST

/* Within a round, each of them plays Congkak's moves: relay, extra move, capture. */
START_TEST(rounds_play_congkak)
{
    static const char *const specs[] = { "congkak-rounds", "dakon" };
    size_t k;
    int m;
    for (k = 0; k < 2; k++)
        for (m = 0; m < 7; m++) {
            mancala_game *a = at("congkak:houses=7,seeds=7", "7,7,7,7,7,7,7/0 7,7,7,7,7,7,7/0 0");
            mancala_game *b = at(specs[k], "7,7,7,7,7,7,7/0 7,7,7,7,7,7,7/0 0");
            char ta[1024];
            ck_assert_int_eq(mancala_game_play(a, m), MANCALA_OK);
            ck_assert_int_eq(mancala_game_play(b, m), MANCALA_OK);
            strcpy(ta, board_text(a));
            ck_assert_str_eq(ta, board_text(b));
            mancala_game_free(a);
            mancala_game_free(b);
        }
}
END_TEST

/* ---- Every rule set through a full game at every playing level, with a node limit so the test
 * is quick and its games the same on every machine; with an endgame database where the rules
 * allow one. One rule set per run of the loop test (_i), each within the case's timeout. */

START_TEST(levels)
{
    const int32_t i = _i;
    int32_t level;
    const char *name;
    mancala_variant *v = NULL;
    mancala_db *db = NULL;
    int32_t st;
    /* MANCALA_TEST_QUICK (the valgrind run and the emulators): each level's game only begins,
     * 40 plies, which still runs every level's code on every rule set. */
    const int quick = test_quick();

    ck_assert_int_eq(mancala_preset_info(i, &name, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_new(&v, name), MANCALA_OK);
    st = mancala_db_build(&db, v, 4, 1);
    ck_assert_msg(st == MANCALA_OK || st == MANCALA_ERULES, "%s: %s", name, mancala_strerror(st));
    /* The rule sets whose rules a database can hold (mancala_db_build(3)) get one. */
    if (!strcmp(name, "kalah") || !strcmp(name, "kalah-empty") || !strcmp(name, "congkak"))
        ck_assert_msg(st == MANCALA_OK, "%s: no database", name);
    for (level = 1; level <= 10; level++) {
        mancala_search *s = NULL;
        mancala_game *g = NULL;
        int plies = 0;
        ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
        ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_level(s, level, 16), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_limits(s, 0, 2000, 0), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
        if (db)
            ck_assert_int_eq(mancala_search_set_db(s, db), MANCALA_OK);
        /* Rules without an end to repetition can play on for ever: rounds between weak
         * players (hundreds of rounds at levels 1 and 2), Togyz Kumalak's cycle=play. Those
         * games are cut short; every other one ends. Level 1, which mostly plays its worst
         * moves and so avoids captures, takes longest (Songo: 1677 plies). */
        while (!mancala_game_is_over(g) && plies < (quick ? 40 : level == 1 ? 5000 : 600)) {
            int32_t move = -1;
            st = mancala_search_run(s, g);
            ck_assert_msg(st == MANCALA_OK, "%s level %d ply %d: %s", name, (int)level, plies,
                          mancala_strerror(st));
            ck_assert_int_eq(mancala_search_result(s, &move, NULL, NULL, NULL, NULL),
                             MANCALA_OK);
            ck_assert_int_eq(mancala_game_play(g, move), MANCALA_OK);
            plies++;
        }
        if (!mancala_game_is_over(g) && !quick) {
            char spec[512];
            size_t len;
            ck_assert_int_eq(mancala_variant_spec(v, spec, sizeof spec, &len), MANCALA_OK);
            ck_assert_msg(strstr(spec, "rounds=burn") || strstr(spec, "cycle=play"),
                          "%s level %d: not over after %d plies", name, (int)level, plies);
        }
        mancala_search_free(s);
        mancala_game_free(g);
    }
    mancala_db_free(db);
    mancala_variant_free(v);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("catalogue");
    TCase *t = tcase_create("listing");
    tcase_add_test(t, listing);
    tcase_add_test(t, family_canonical);
    tcase_add_test(t, options_over_a_rule_set);
    suite_add_tcase(s, t);
    t = tcase_create("sources");
    tcase_add_loop_test(t, every_rule_set_has_a_source, 0, mancala_preset_count());
    tcase_add_loop_test(t, names_are_inputs_only, 0, mancala_preset_count());
    tcase_add_test(t, congkak_line);
    tcase_add_test(t, kalah_pie_counts);
    tcase_add_test(t, set_board_first_turns);
    tcase_add_test(t, omweso_placing);
    tcase_set_timeout(t, 120);
    suite_add_tcase(s, t);
    t = tcase_create("rules");
    tcase_add_test(t, kalah_empty_rules);
    tcase_add_test(t, awari_wari_grand_slam);
    tcase_add_test(t, awari_cycle_split);
    tcase_add_test(t, songo_rules);
    tcase_add_test(t, douala_rules);
    tcase_add_test(t, bohnenspiel_rules);
    tcase_add_test(t, mangala_rules);
    tcase_add_test(t, al_manqala_rules);
    tcase_add_test(t, bakuk_rules);
    tcase_add_test(t, halusa_rules);
    tcase_add_test(t, leftover_unfed);
    tcase_add_test(t, leftover_none);
    tcase_add_test(t, tihbat_rules);
    tcase_add_test(t, micro_wari_rules);
    tcase_add_test(t, rounds_starters);
    tcase_add_test(t, rounds_play_congkak);
    suite_add_tcase(s, t);
    t = tcase_create("levels");
    tcase_add_loop_test(t, levels, 0, mancala_preset_count());
    tcase_set_timeout(t, 300);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
