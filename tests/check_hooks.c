/* SPDX-License-Identifier: MIT */
/* check_hooks.c: application-defined variants. Each hook point (sow, land, end) from hand-set
 * positions; presets re-expressed as hooks agree with the built-in rules; misbehaving hooks are
 * refused with MANCALA_EHOOK and change nothing. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include <mancala.h>
#include "testutil.h"

#define TOGUZ "custom:houses=9,seeds=9,stores=none,origin=skip,extra=off,capture=none," \
              "end=mover,majority=end"

static mancala_game *game_with(const char *spec, mancala_sow_hook sow, mancala_land_hook land,
                               mancala_end_hook end, void *userdata)
{
    mancala_variant *v;
    mancala_game *g;
    ck_assert_int_eq(mancala_variant_new(&v, spec), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks(v, sow, land, end, userdata), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    mancala_variant_free(v); /* the game keeps a copy, hooks included */
    return g;
}

static void expect_board(const mancala_game *g, const int32_t *want, size_t n)
{
    int32_t pits[34];
    size_t count, i;
    ck_assert_int_eq(mancala_game_board(g, pits, 34, &count), MANCALA_OK);
    ck_assert_uint_eq(count, n);
    for (i = 0; i < n; i++)
        ck_assert_msg(pits[i] == want[i], "pit %u: %d, expected %d", (unsigned)i, (int)pits[i],
                      (int)want[i]);
}

/* Toguz Kumalak's capture: last seed making an opponent's house even takes it. */
static int32_t even_capture(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                            int32_t before, void *userdata)
{
    int32_t opp = (1 - player) * (houses + 1);
    (void)before;
    (void)userdata;
    if (pit >= opp && pit < opp + houses && pits[pit] % 2 == 0) {
        pits[player * (houses + 1) + houses] += pits[pit];
        pits[pit] = 0;
    }
    return MANCALA_LAND_END;
}

START_TEST(toguz_even_capture)
{
    mancala_game *g = game_with(TOGUZ, NULL, even_capture, NULL, NULL);
    /* South's house 8 holds 3: they land in North's houses 0, 1, 2; house 2 goes 3 -> 4, even:
     * South takes 4. */
    int32_t start[20] = { 1, 1, 0, 0, 0, 0, 0, 0, 3, 0, 1, 2, 3, 0, 0, 0, 0, 0, 2, 0 };
    int32_t want[20] = { 1, 1, 0, 0, 0, 0, 0, 0, 0, 4, 2, 3, 0, 0, 0, 0, 0, 0, 2, 0 };
    /* North's house 8 (2 seeds) sows South's houses 0 (1 -> 2) and 1 (1 -> 2): the last makes 2,
     * even: North takes 2; South's house 0, also even, is not the landing house and stays. */
    int32_t want2[20] = { 2, 0, 0, 0, 0, 0, 0, 0, 0, 4, 2, 3, 0, 0, 0, 0, 0, 0, 0, 2 };
    ck_assert_int_eq(mancala_game_set_board(g, start, 20, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 8), MANCALA_OK);
    expect_board(g, want, 20);
    ck_assert_int_eq(mancala_game_to_move(g), 1);
    ck_assert_int_eq(mancala_game_play(g, 8), MANCALA_OK);
    expect_board(g, want2, 20);
    ck_assert_int_eq(mancala_game_to_move(g), 0);
    mancala_game_free(g);
}
END_TEST

static int32_t not_house_zero(const int32_t *pits, int32_t houses, int32_t player, int32_t house,
                              void *userdata)
{
    (void)pits;
    (void)houses;
    (void)player;
    (void)userdata;
    return house != 0;
}

START_TEST(sow_hook_filters)
{
    mancala_game *g = game_with("kalah", not_house_zero, NULL, NULL, NULL);
    int32_t moves[16];
    size_t n;
    uint64_t h = mancala_game_hash(g);
    ck_assert_int_eq(mancala_game_legal_moves(g, moves, 16, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 5);
    ck_assert_int_eq(moves[0], 1);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_EILLEGAL);
    ck_assert_uint_eq(mancala_game_hash(g), h);
    ck_assert_int_eq(mancala_game_play(g, 1), MANCALA_OK);
    mancala_game_free(g);
}
END_TEST

/* Kalah written as hooks on a variant with no built-in capture and no extra move. */
static int32_t kalah_land(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                          int32_t before, void *userdata)
{
    int32_t first = player * (houses + 1), store = first + houses;
    int32_t *calls = userdata;
    ++*calls;
    if (pit == store)
        return MANCALA_LAND_EXTRA;
    if (before == 0 && pit >= first && pit < store) {
        int32_t opp = (1 - player) * (houses + 1) + houses - 1 - (pit - first);
        if (pits[opp] > 0) {
            pits[store] += pits[opp] + pits[pit];
            pits[opp] = pits[pit] = 0;
        }
    }
    return MANCALA_LAND_END;
}

static uint64_t perft(mancala_game *g, int32_t d)
{
    uint64_t n;
    ck_assert_int_eq(mancala_game_perft(g, d, &n), MANCALA_OK);
    return n;
}

START_TEST(kalah_as_hooks)
{
    int32_t calls = 0;
    mancala_game *hooked = game_with("custom:capture=none,extra=off", NULL, kalah_land, NULL,
                                     &calls);
    mancala_game *builtin = game_with("kalah", NULL, NULL, NULL, NULL);
    int k;
    ck_assert_uint_eq(perft(hooked, 7), 114430);
    ck_assert_uint_eq(perft(builtin, 7), 114430);
    ck_assert_int_gt(calls, 10000); /* userdata reached the hook */
    /* The same random game gives the same boards. */
    test_srand(7);
    for (k = 0; k < 3000; k++) {
        int32_t moves[16], a[34], b[34];
        size_t n, na, nb;
        if (mancala_game_is_over(builtin)) {
            ck_assert_int_eq(mancala_game_is_over(hooked), 1);
            while (mancala_game_undo(builtin) == MANCALA_OK)
                ck_assert_int_eq(mancala_game_undo(hooked), MANCALA_OK);
        }
        mancala_game_legal_moves(builtin, moves, 16, &n);
        {
            int32_t m = moves[test_rand() % (int)n];
            ck_assert_int_eq(mancala_game_play(builtin, m), MANCALA_OK);
            ck_assert_int_eq(mancala_game_play(hooked, m), MANCALA_OK);
        }
        mancala_game_board(builtin, a, 34, &na);
        mancala_game_board(hooked, b, 34, &nb);
        ck_assert_mem_eq(a, b, na * sizeof a[0]);
        ck_assert_int_eq(mancala_game_to_move(builtin), mancala_game_to_move(hooked));
        ck_assert_uint_eq(mancala_game_hash(builtin), mancala_game_hash(hooked));
    }
    mancala_game_free(hooked);
    mancala_game_free(builtin);
}
END_TEST

/* Relay written as a hook agrees with the built-in relay=on. */
static int32_t relay_land(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                          int32_t before, void *userdata)
{
    (void)pits;
    (void)player;
    (void)userdata;
    if (before > 0 && pit != houses && pit != 2 * houses + 1)
        return MANCALA_LAND_RELAY;
    return MANCALA_LAND_DEFAULT;
}

START_TEST(relay_as_hook)
{
    mancala_game *hooked = game_with("kalah:seeds=3", NULL, relay_land, NULL, NULL);
    mancala_game *builtin = game_with("kalah:seeds=3,relay=on", NULL, NULL, NULL, NULL);
    uint64_t a = perft(builtin, 6);
    ck_assert_uint_eq(perft(hooked, 6), a);
    ck_assert_uint_gt(a, 1000);
    mancala_game_free(hooked);
    mancala_game_free(builtin);
}
END_TEST

static int32_t always_extra(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                            int32_t before, void *userdata)
{
    (void)pits, (void)houses, (void)player, (void)pit, (void)before, (void)userdata;
    return MANCALA_LAND_EXTRA;
}

START_TEST(land_extra)
{
    mancala_game *g = game_with("kalah", NULL, always_extra, NULL, NULL);
    /* House 0 (4 seeds) ends in house 4: no built-in rule applies, the hook says move again. */
    int32_t want[14] = { 0, 5, 5, 5, 5, 4, 0, 4, 4, 4, 4, 4, 4, 0 };
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    expect_board(g, want, 14);
    ck_assert_int_eq(mancala_game_to_move(g), 0);
    mancala_game_free(g);
}
END_TEST

/* Hooks that break the contract. */
static int32_t bad_value(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                         int32_t before, void *userdata)
{
    (void)pits, (void)houses, (void)player, (void)pit, (void)before, (void)userdata;
    return 7;
}
static int32_t creates_seed(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                            int32_t before, void *userdata)
{
    (void)houses, (void)player, (void)before, (void)userdata;
    pits[pit]++;
    return MANCALA_LAND_END;
}
static int32_t negative_pit(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                            int32_t before, void *userdata)
{
    (void)houses, (void)player, (void)before, (void)userdata;
    pits[pit] += 2;
    pits[0] -= 2 + pits[0];
    pits[1] += pits[0] < 0 ? 0 : 0;
    return MANCALA_LAND_END;
}
static int32_t relay_forever(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                             int32_t before, void *userdata)
{
    (void)pits, (void)houses, (void)player, (void)pit, (void)before, (void)userdata;
    return MANCALA_LAND_RELAY;
}
static int32_t fails(int32_t *pits, int32_t houses, int32_t player, int32_t pit, int32_t before,
                     void *userdata)
{
    (void)pits, (void)houses, (void)player, (void)pit, (void)before, (void)userdata;
    return -1;
}

START_TEST(bad_land_hooks)
{
    static const mancala_land_hook hooks[] = { bad_value, creates_seed, negative_pit,
                                               relay_forever, fails };
    /* stores=none so that a relay never reaches a store and only the cap stops it. */
    mancala_game *g = game_with("oware", NULL, hooks[_i], NULL, NULL);
    char before[512], after[512];
    size_t n;
    ck_assert_int_eq(mancala_game_to_text(g, before, sizeof before, &n), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_EHOOK);
    ck_assert_int_eq(mancala_game_to_text(g, after, sizeof after, &n), MANCALA_OK);
    ck_assert_str_eq(before, after);
    ck_assert_int_eq(mancala_game_history(g, NULL, 0, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 0);
    mancala_game_free(g);
}
END_TEST

static int32_t end_after_one_move(int32_t *pits, int32_t houses, int32_t to_move, void *userdata)
{
    (void)houses;
    (void)to_move;
    (void)userdata;
    return pits[houses] > 0 || pits[2 * houses + 1] > 0 ? MANCALA_END_OVER : MANCALA_END_DEFAULT;
}

START_TEST(end_hook_over)
{
    mancala_game *g = game_with("kalah", NULL, NULL, end_after_one_move, NULL);
    /* House 2 ends in the store: the hook ends the game; houses are swept to their owners. */
    int32_t want[14] = { 0, 0, 0, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 24 };
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_to_move(g), MANCALA_EOVER);
    expect_board(g, want, 14);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(g), 0);
    mancala_game_free(g);
}
END_TEST

static int32_t keep_going(int32_t *pits, int32_t houses, int32_t to_move, void *userdata)
{
    (void)pits, (void)houses, (void)to_move, (void)userdata;
    return MANCALA_END_CONTINUE;
}

START_TEST(end_hook_continue)
{
    mancala_game *g = game_with("kalah:houses=3,seeds=1", NULL, NULL, keep_going, NULL);
    /* South sows its last seed into its store and moves again with an empty row: kalah would end
     * here (end=either) but the hook says go on... until South has no legal move. Then the
     * general rule ends the game anyway. */
    int32_t start[8] = { 0, 0, 1, 0, 1, 1, 1, 0 };
    int32_t want[8] = { 0, 0, 0, 1, 0, 0, 0, 3 };
    ck_assert_int_eq(mancala_game_set_board(g, start, 8, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    /* South to move again, no seeds: no legal move, so over and swept. */
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    expect_board(g, want, 8);
    mancala_game_free(g);
}
END_TEST

static int32_t end_fails(int32_t *pits, int32_t houses, int32_t to_move, void *userdata)
{
    (void)pits, (void)houses, (void)to_move, (void)userdata;
    return 9;
}

START_TEST(end_hook_errors)
{
    mancala_variant *v;
    mancala_game *g = (mancala_game *)&v;
    ck_assert_int_eq(mancala_variant_new(&v, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks(v, NULL, NULL, end_fails, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_EHOOK);
    ck_assert_ptr_eq(g, (mancala_game *)&v);
    ck_assert_int_eq(mancala_variant_set_hooks(NULL, NULL, NULL, NULL, NULL), MANCALA_EINVAL);
    /* Removing the hooks gives plain Kalah back. */
    ck_assert_int_eq(mancala_variant_set_hooks(v, NULL, NULL, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    ck_assert_uint_eq(perft(g, 4), 942);
    mancala_game_free(g);
    mancala_variant_free(v);
}
END_TEST

/* What a hook is told: houses, the mover, where the last seed landed, what it held before. */
static int32_t seen[4];
static int32_t record(int32_t *pits, int32_t houses, int32_t player, int32_t pit, int32_t before,
                      void *userdata)
{
    (void)pits;
    seen[0] = houses;
    seen[1] = player;
    seen[2] = pit;
    seen[3] = before;
    ck_assert_ptr_eq(userdata, seen);
    return MANCALA_LAND_DEFAULT;
}

START_TEST(hook_arguments)
{
    mancala_game *g = game_with("kalah:houses=4,seeds=3", NULL, record, NULL, seen);
    /* South's house 3 (3 seeds): store, North's house 0, North's house 1 (held 3). */
    ck_assert_int_eq(mancala_game_play(g, 3), MANCALA_OK);
    ck_assert_int_eq(seen[0], 4);
    ck_assert_int_eq(seen[1], 0);
    ck_assert_int_eq(seen[2], 6);
    ck_assert_int_eq(seen[3], 3);
    mancala_game_free(g);
}
END_TEST

/* ---- hooks v2: the Togyz Kumalak of examples/custom_variant.c, its hooks included as they are */
#define main custom_variant_main
#include "../examples/custom_variant.c"
#undef main

/* The example's hooks play as the built-in preset, move for move, along random games: the same
 * boards, marks, legal moves, ends and results. */
START_TEST(togyz_by_hooks_is_the_preset)
{
    mancala_variant *hv, *pv;
    unsigned seed = 2026;
    int game, total_tuzdiks = 0;

    ck_assert_int_eq(togyz_variant(&hv), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_new(&pv, "togyz"), MANCALA_OK);
    for (game = 0; game < 60; game++) {
        mancala_game *a, *b;
        int ply;
        ck_assert_int_eq(mancala_game_new(&a, hv), MANCALA_OK);
        ck_assert_int_eq(mancala_game_new(&b, pv), MANCALA_OK);
        for (ply = 0; ply < 400; ply++) {
            int32_t pa[20], pb[20], ma[9], mb[9];
            size_t na, nb, i;
            int s, h;
            ck_assert_int_eq(mancala_game_board(a, pa, 20, &na), MANCALA_OK);
            ck_assert_int_eq(mancala_game_board(b, pb, 20, &nb), MANCALA_OK);
            ck_assert(na == nb && memcmp(pa, pb, na * sizeof pa[0]) == 0);
            for (s = 0; s < 2; s++)
                for (h = 0; h < 9; h++)
                    ck_assert_int_eq(mancala_game_mark(a, s, h), mancala_game_mark(b, s, h));
            ck_assert_int_eq(mancala_game_to_move(a), mancala_game_to_move(b));
            ck_assert_int_eq(mancala_game_is_over(a), mancala_game_is_over(b));
            if (mancala_game_is_over(a)) {
                int32_t wa, ra, wb, rb;
                ck_assert_int_eq(mancala_game_result(a, &wa, &ra), MANCALA_OK);
                ck_assert_int_eq(mancala_game_result(b, &wb, &rb), MANCALA_OK);
                ck_assert_int_eq(wa, wb);
                ck_assert_int_eq(ra, rb);
                break;
            }
            ck_assert_int_eq(mancala_game_legal_moves(a, ma, 9, &na), MANCALA_OK);
            ck_assert_int_eq(mancala_game_legal_moves(b, mb, 9, &nb), MANCALA_OK);
            ck_assert(na == nb && memcmp(ma, mb, na * sizeof ma[0]) == 0);
            seed = seed * 1103515245u + 12345u;
            i = (seed >> 8) % na;
            ck_assert_int_eq(mancala_game_play(a, ma[i]), MANCALA_OK);
            ck_assert_int_eq(mancala_game_play(b, ma[i]), MANCALA_OK);
        }
        {
            int s, h;
            for (s = 0; s < 2; s++)
                for (h = 0; h < 9; h++)
                    total_tuzdiks += mancala_game_mark(a, s, h) == MANCALA_MARK_TUZDIK;
        }
        mancala_game_free(a);
        mancala_game_free(b);
    }
    /* The games went through tuzdik claims, not only captures. */
    ck_assert_int_gt(total_tuzdiks, 20);
    mancala_variant_free(hv);
    mancala_variant_free(pv);
}
END_TEST

/* A hook of the first kind sees no marks: what it hands back must still leave the marked houses
 * empty (found by fuzz_play: seeds a land hook moved into a tuzdik vanished from the position
 * text). The move fails with MANCALA_EHOOK and changes nothing. */
static int32_t into_pit_one(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                            int32_t before, void *userdata)
{
    (void)houses, (void)player, (void)before, (void)userdata;
    pits[1] += pits[pit];
    pits[pit] = 0;
    return MANCALA_LAND_END;
}

START_TEST(land_hook_fills_marked_house)
{
    mancala_game *g = game_with("togyz", NULL, into_pit_one, NULL, NULL);
    int32_t pits[20], marks[18] = { 0 };
    struct snap before, after;
    int i;
    for (i = 0; i < 20; i++)
        pits[i] = i == 1 || i == 9 || i == 19 ? 0 : 2;
    ck_assert_int_eq(mancala_game_set_board(g, pits, 20, 0), MANCALA_OK);
    marks[1] = MANCALA_MARK_TUZDIK; /* South's house 1, North's tuzdik */
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 18, 1), MANCALA_OK);
    take_snap(g, &before);
    ck_assert_int_eq(mancala_game_play(g, 4), MANCALA_EHOOK);
    take_snap(g, &after);
    same_snap(&before, &after, "a land hook filling a tuzdik");
    ck_assert_int_eq(mancala_game_mark(g, 0, 1), MANCALA_MARK_TUZDIK);
    mancala_game_free(g);
}
END_TEST

/* The extensible registration: a NULL hooks struct clears them, a struct_size the library does not
 * know is refused, and the example's program runs. */
START_TEST(hooks2_registration)
{
    mancala_variant *v;
    mancala_hooks h = { 0, NULL, NULL, NULL };
    ck_assert_int_eq(mancala_variant_new(&v, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks2(NULL, &h, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_variant_set_hooks2(v, &h, NULL), MANCALA_EINVAL);
    h.struct_size = sizeof h + 8;
    ck_assert_int_eq(mancala_variant_set_hooks2(v, &h, NULL), MANCALA_EINVAL);
    h.struct_size = sizeof h;
    ck_assert_int_eq(mancala_variant_set_hooks2(v, &h, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks2(v, NULL, NULL), MANCALA_OK);
    mancala_variant_free(v);
    {
        char name[] = "custom_variant", extra[] = "x";
        char *argv[] = { name, extra, NULL };
        ck_assert_int_eq(custom_variant_main(1, argv), 0);
        ck_assert_int_eq(custom_variant_main(2, argv), 2); /* it takes no arguments */
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("hooks");
    TCase *tc = tcase_create("hooks");

    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, toguz_even_capture);
    tcase_add_test(tc, sow_hook_filters);
    tcase_add_test(tc, kalah_as_hooks);
    tcase_add_test(tc, relay_as_hook);
    tcase_add_test(tc, land_extra);
    tcase_add_loop_test(tc, bad_land_hooks, 0, 5);
    tcase_add_test(tc, end_hook_over);
    tcase_add_test(tc, end_hook_continue);
    tcase_add_test(tc, end_hook_errors);
    tcase_add_test(tc, hook_arguments);
    tcase_add_test(tc, togyz_by_hooks_is_the_preset);
    tcase_add_test(tc, hooks2_registration);
    tcase_add_test(tc, land_hook_fills_marked_house);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
