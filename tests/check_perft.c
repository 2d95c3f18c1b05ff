/* SPDX-License-Identifier: MIT */
/* check_perft.c: the published perft vectors (tests/data/perft.txt) reproduced exactly, and perft's
 * own contract (depth 0, game over, repetition window carried in from the game). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mancala.h>
#include "testutil.h"

static uint64_t perft_of(const char *spec, int32_t depth)
{
    mancala_variant *v;
    mancala_game *g;
    uint64_t n = 0;
    ck_assert_int_eq(mancala_variant_new(&v, spec), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    ck_assert_int_eq(mancala_game_perft(g, depth, &n), MANCALA_OK);
    mancala_game_free(g);
    mancala_variant_free(v);
    return n;
}

/* Every line of the vector file; MANCALA_PERFT_MAX_DEPTH caps the depth for slow (instrumented)
 * builds, which skip the deeper lines. */
START_TEST(vectors)
{
    const char *dir = getenv("MANCALA_TEST_DATA");
    const char *cap = getenv("MANCALA_PERFT_MAX_DEPTH");
    int max_depth = cap ? atoi(cap) : 1000;
    char path[4096], line[256], spec[128];
    int depth, checked = 0;
    unsigned long long want;
    FILE *f;

    snprintf(path, sizeof path, "%s/perft.txt", dir ? dir : "tests/data");
    f = fopen(path, "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        ck_assert_int_eq(sscanf(line, "%127s %d %llu", spec, &depth, &want), 3);
        if (depth > max_depth)
            continue;
        ck_assert_msg(perft_of(spec, depth) == (uint64_t)want, "perft %s %d", spec, depth);
        checked++;
    }
    fclose(f);
    ck_assert_int_ge(checked, 9);
}
END_TEST

START_TEST(edge_cases)
{
    mancala_variant *v;
    mancala_game *g;
    uint64_t n = 99;
    int32_t over[] = { 0, 0, 0, 5, 1, 2, 3, 10 };

    ck_assert_int_eq(mancala_variant_new(&v, "kalah:houses=3,seeds=2"), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    ck_assert_int_eq(mancala_game_perft(g, 0, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(mancala_game_perft(g, 1, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(mancala_game_perft(g, -1, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_perft(g, 1001, &n), MANCALA_ELIMIT);
    ck_assert_int_eq(mancala_game_perft(g, 1, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_perft(NULL, 1, &n), MANCALA_EINVAL);
    ck_assert_uint_eq(n, 3);
    /* A finished game: one position at depth 0, none deeper. */
    ck_assert_int_eq(mancala_game_set_board(g, over, 8, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_perft(g, 0, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(mancala_game_perft(g, 3, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 0);
    mancala_game_free(g);
    mancala_variant_free(v);
}
END_TEST

/* perft(d) is the sum of perft(d-1) over the legal moves, for every preset and option value. */
START_TEST(sum_over_moves)
{
    static const char *specs[] = {
        "kalah", "kalah:end=mover", "kalah:capture=none", "kalah:origin=skip,seeds=6",
        "oware", "oware:grandslam=forbidden", "oware:grandslam=capture", "oware:cycle=split",
        "oware:majority=play,end=either", "congkak", "congkak:capture=empty",
        "congkak:origin=skip,houses=7,seeds=7", "custom:stores=none,extra=off,capture=empty",
    };
    size_t s;
    for (s = 0; s < sizeof specs / sizeof specs[0]; s++) {
        mancala_variant *v;
        mancala_game *g;
        int32_t moves[16];
        size_t n, i;
        uint64_t total, sum = 0, part;
        ck_assert_int_eq(mancala_variant_new(&v, specs[s]), MANCALA_OK);
        ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
        /* Move into the middle game first so captures and ends can occur. */
        for (i = 0; i < 6 && !mancala_game_is_over(g); i++) {
            ck_assert_int_eq(mancala_game_legal_moves(g, moves, 16, &n), MANCALA_OK);
            ck_assert_int_eq(mancala_game_play(g, moves[(i * 7) % n]), MANCALA_OK);
        }
        ck_assert_int_eq(mancala_game_perft(g, 4, &total), MANCALA_OK);
        ck_assert_int_eq(mancala_game_legal_moves(g, moves, 16, &n), MANCALA_OK);
        for (i = 0; i < n; i++) {
            ck_assert_int_eq(mancala_game_play(g, moves[i]), MANCALA_OK);
            ck_assert_int_eq(mancala_game_perft(g, 3, &part), MANCALA_OK);
            ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
            sum += part;
        }
        ck_assert_msg(sum == total, "%s: %llu != %llu", specs[s], (unsigned long long)sum,
                      (unsigned long long)total);
        ck_assert_uint_gt(total, 0);
        mancala_game_free(g);
        mancala_variant_free(v);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("perft");
    TCase *tc = tcase_create("perft");

    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, vectors);
    tcase_add_test(tc, edge_cases);
    tcase_add_test(tc, sum_over_moves);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
