/* SPDX-License-Identifier: MIT */
/* check_limits.c: the edges of the documented limits. The largest boards and seed counts a spec
 * accepts, and 255 seeds in any single pit, play to the end, unwind and count perft without
 * overflow (the sanitizer build runs this under UBSan); perft's depth cap; and the relay cap of a
 * land hook, MANCALA_MAX_SOWINGS legs, exactly. */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mancala.h"
#include "testutil.h"

#define MAX_PITS (4 * MANCALA_MAX_HOUSES + 2)

/* Check writes a record for every ck_assert that passes; in the hot loops only failures cost. */
#define REQUIRE(cond)                                                                          \
    do {                                                                                       \
        if (!(cond))                                                                           \
            ck_abort_msg("%s:%d: %s", __FILE__, __LINE__, #cond);                              \
    } while (0)

static int32_t total(const mancala_game *g, int32_t *pits, size_t *n)
{
    int32_t t = 0;
    size_t i;
    REQUIRE(mancala_game_board(g, pits, MAX_PITS, n) == MANCALA_OK);
    for (i = 0; i < *n; i++) {
        REQUIRE(pits[i] >= 0);
        REQUIRE(pits[i] <= MANCALA_MAX_SEEDS);
        t += pits[i];
    }
    return t;
}

/* Plays a whole game (moves chosen by a fixed rule), checking conservation and that the text
 * reads back with the same hash, then undoes every move back to the start position. */
static void play_out(mancala_game *g, unsigned salt)
{
    int32_t pits[MAX_PITS], start[MAX_PITS];
    char text0[1024], text[1024];
    uint64_t hash0 = mancala_game_hash(g);
    size_t n, len = 0;
    int32_t want = total(g, start, &n);

    REQUIRE(mancala_game_to_text(g, text0, sizeof text0, &n) == MANCALA_OK);
    while (!mancala_game_is_over(g) && len < 2000) {
        int32_t moves[MANCALA_MAX_MOVES];
        size_t k;
        mancala_game *back;
        REQUIRE(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &k) == MANCALA_OK);
        REQUIRE(k > 0);
        REQUIRE(mancala_game_play(g, moves[(len * 7 + salt) % k]) == MANCALA_OK);
        len++;
        REQUIRE(total(g, pits, &n) == want);
        REQUIRE(mancala_game_to_text(g, text, sizeof text, &n) == MANCALA_OK);
        REQUIRE(mancala_game_from_text(&back, text) == MANCALA_OK);
        /* The same position read back has the same hash (a cycle=split end can leave an odd
         * seed that the reader's end rules sweep, so only positions still in play). */
        REQUIRE(mancala_game_is_over(g) || mancala_game_hash(back) == mancala_game_hash(g));
        mancala_game_free(back);
    }
    ck_assert_msg(mancala_game_is_over(g), "no end after %u moves", (unsigned)len);
    while (len--)
        REQUIRE(mancala_game_undo(g) == MANCALA_OK);
    REQUIRE(mancala_game_undo(g) == MANCALA_ENOHISTORY);
    REQUIRE(mancala_game_hash(g) == hash0);
    REQUIRE(mancala_game_to_text(g, text, sizeof text, &n) == MANCALA_OK);
    ck_assert_str_eq(text, text0);
}

/* perft(d) is the sum of perft(d-1) over the moves. */
static uint64_t perft_sum(mancala_game *g, int32_t d)
{
    int32_t moves[MANCALA_MAX_MOVES];
    uint64_t n, sub, sum = 0;
    size_t k, i;
    REQUIRE(mancala_game_perft(g, d, &n) == MANCALA_OK);
    REQUIRE(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &k) == MANCALA_OK);
    for (i = 0; i < k; i++) {
        REQUIRE(mancala_game_play(g, moves[i]) == MANCALA_OK);
        REQUIRE(mancala_game_perft(g, d - 1, &sub) == MANCALA_OK);
        sum += sub;
        REQUIRE(mancala_game_undo(g) == MANCALA_OK);
    }
    REQUIRE(n == sum);
    return n;
}

/* The largest boards (16 houses, 224 seeds) and the most seeds per house (127, 254 in all). */
static const char *const big[] = {
    "kalah:houses=16,seeds=7", "oware:houses=16,seeds=7", "congkak:houses=16,seeds=7",
    "kalah:houses=1,seeds=127", "oware:houses=1,seeds=127", "congkak:houses=1,seeds=127",
    "kalah:houses=2,seeds=63,capture=empty", "oware:houses=2,seeds=63,grandslam=capture",
    "oware:houses=3,seeds=42,cycle=split", "congkak:houses=4,seeds=31,origin=skip",
    "custom:houses=16,seeds=7,stores=none,extra=off,origin=skip,capture=empty",
    "kalah:houses=16,seeds=7,end=mover,majority=end",
};
#define NBIG ((int)(sizeof big / sizeof big[0]))

START_TEST(largest_variants)
{
    mancala_game *g = new_game(big[_i]);
    unsigned salt;
    for (salt = 0; salt < 3; salt++)
        play_out(g, salt);
    ck_assert_uint_gt(perft_sum(g, 3), 0);
    mancala_game_free(g);
}
END_TEST

/* 255 seeds, the most a board may hold, in each pit in turn (houses and stores, either player to
 * move): set_board accepts it, every legal move plays and undoes, perft counts. */
static void all_in_one_pit(const char *spec)
{
    mancala_game *g = new_game(spec);
    int32_t pits[MAX_PITS], got[MAX_PITS];
    size_t npits = (size_t)(2 * mancala_game_houses(g) + 2), p, n;
    int32_t who;

    for (p = 0; p < npits; p++) {
        for (who = 0; who < 2; who++) {
            memset(pits, 0, sizeof pits);
            pits[p] = MANCALA_MAX_SEEDS;
            ck_assert_int_eq(mancala_game_set_board(g, pits, npits, who), MANCALA_OK);
            ck_assert_int_eq(total(g, got, &n), MANCALA_MAX_SEEDS);
            if (!mancala_game_is_over(g)) {
                ck_assert(memcmp(got, pits, npits * sizeof pits[0]) == 0);
                perft_sum(g, 2);
                play_out(g, (unsigned)p);
            }
            /* One more seed is over the limit and changes nothing. */
            pits[(p + 1) % npits] = 1;
            ck_assert_int_eq(mancala_game_set_board(g, pits, npits, who), MANCALA_ELIMIT);
            ck_assert_int_eq(total(g, got, &n), MANCALA_MAX_SEEDS);
        }
    }
    mancala_game_free(g);
}

static const char *const boards[] = {
    "kalah:houses=1,seeds=1", "oware:houses=1,seeds=1", "congkak:houses=1,seeds=1",
    "kalah:houses=16,seeds=1", "oware:houses=16,seeds=1", "congkak:houses=16,seeds=1",
    "custom:houses=16,seeds=1,stores=none,extra=off,origin=skip,capture=empty",
};

START_TEST(full_pit)
{
    all_in_one_pit(boards[_i]);
}
END_TEST

/* Specs one past each limit are refused. */
START_TEST(spec_limits)
{
    static const char *const over[] = {
        "kalah:houses=17,seeds=1", "kalah:houses=16,seeds=8", "kalah:houses=1,seeds=128",
        "kalah:houses=0", "kalah:seeds=0", "kalah:seeds=4294967296",
        "kalah:houses=99999999999999999999999999", "kalah:houses=2,seeds=64",
    };
    size_t i;
    for (i = 0; i < sizeof over / sizeof over[0]; i++) {
        mancala_variant *v = NULL;
        ck_assert_msg(mancala_variant_new(&v, over[i]) == MANCALA_ELIMIT, "%s", over[i]);
        ck_assert_ptr_null(v);
    }
}
END_TEST

/* Every number of a spec at its documented limit (mancala-spec(7), OPTIONS) and one beyond: a
 * well-formed number beyond a limit is MANCALA_ELIMIT, whatever the key (issue 52: hand=256,
 * pasu=256, inner=99999 and opening=32 answered MANCALA_ESPEC). */
START_TEST(spec_number_limits)
{
    static const struct {
        const char *spec;
        int32_t st;
    } cases[] = {
        { "kalah:houses=16,seeds=1", MANCALA_OK },
        { "kalah:houses=17,seeds=1", MANCALA_ELIMIT },
        { "hus:houses=32,seeds=1", MANCALA_OK },
        { "hus:houses=34,seeds=1", MANCALA_ELIMIT },
        { "kalah:houses=1,seeds=127", MANCALA_OK },
        { "kalah:houses=1,seeds=128", MANCALA_ELIMIT },
        { "oware:counts=31", MANCALA_OK },
        { "oware:counts=32", MANCALA_ELIMIT },
        { "oware:counts=2+32", MANCALA_ELIMIT },
        { "oware:counts=even+32", MANCALA_ELIMIT },
        { "oware:counts=0", MANCALA_ELIMIT },
        { "oware:counts=99999999999", MANCALA_ELIMIT },
        { "hus:houses=32,seeds=1,inner=16", MANCALA_OK },
        { "hus:houses=32,seeds=1,inner=17", MANCALA_ELIMIT },
        { "hus:inner=12", MANCALA_OK },
        { "hus:inner=13", MANCALA_ELIMIT },
        { "hus:inner=33", MANCALA_ELIMIT },
        { "hus:inner=99999", MANCALA_ELIMIT },
        { "hus:inner=4294967297", MANCALA_ELIMIT },
        { "hus:houses=32,seeds=1,opening=31", MANCALA_OK },
        { "hus:houses=32,seeds=1,opening=32", MANCALA_ELIMIT },
        { "hus:opening=23", MANCALA_OK },
        { "hus:opening=24", MANCALA_ELIMIT },
        { "hus:opening=32", MANCALA_ELIMIT },
        { "dabuda:opening=9", MANCALA_OK },
        { "dabuda:opening=10", MANCALA_ELIMIT },
        { "dabuda:opening=32", MANCALA_ELIMIT },
        { "dabuda:opening=99999999999", MANCALA_ELIMIT },
        { "oware:pasu=255", MANCALA_OK },
        { "oware:pasu=256", MANCALA_ELIMIT },
        { "oware:pasu=0", MANCALA_ELIMIT },
        { "oware:pasu=4294967300", MANCALA_ELIMIT }, /* 2^32 + 4 */
        { "bao:hand=89", MANCALA_OK },  /* 2 x (32 + 89 + 6) = 254 */
        { "bao:hand=90", MANCALA_ELIMIT },
        { "bao:hand=256", MANCALA_ELIMIT },
        { "omweso:hand=127", MANCALA_OK },
        { "omweso:hand=128", MANCALA_ELIMIT },
        { "omweso:hand=256", MANCALA_ELIMIT },
        { "bao:nyumba=73", MANCALA_OK }, /* 2 x (32 + 22 + 73) = 254 */
        { "bao:nyumba=74", MANCALA_ELIMIT },
        { "bao:nyumba=256", MANCALA_ELIMIT },
        /* The grammar and the combinations still come first: ESPEC. */
        { "oware:pasu=0256", MANCALA_ESPEC },
        { "hus:opening=024", MANCALA_ESPEC },
        { "oware:counts=02", MANCALA_ESPEC },
        { "kalah:inner=99999", MANCALA_ESPEC },
        { "kalah:hand=256", MANCALA_ESPEC },
        { "oware:pasu=256,pasu=3", MANCALA_ESPEC },
        { "oware:pasu=256,rows=3", MANCALA_ESPEC },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        mancala_variant *v = NULL;
        const int32_t st = mancala_variant_new(&v, cases[i].spec);
        ck_assert_msg(st == cases[i].st, "%s: %d, not %d", cases[i].spec, (int)st,
                      (int)cases[i].st);
        ck_assert(st == MANCALA_OK ? v != NULL : v == NULL);
        mancala_variant_free(v);
    }
}
END_TEST

/* A game record holds at most 100,000 moves (mancala_game_to_record(3)): one more is
 * MANCALA_ELIMIT, refused before any move is replayed (issue 52: an 8 MB record of 4 million
 * moves loaded into 472 MB), and a game with a longer history is not written. The game below has
 * one legal move a ply and does not end (Congkak's rounds on one house). */
#define RECORD_LIMIT 100000
#define RECORD_START "mancala-record 1\nkalah:houses=1,seeds=1,rounds=burn 1/0 1/0 0\n"

static char *record_of(size_t moves)
{
    const size_t head = sizeof RECORD_START - 1;
    char *text = malloc(head + 2 * moves + 2);
    size_t i;
    if (!text) { /* (MinGW's GCC does not know that a failed ck_assert returns no further) */
        ck_abort_msg("no memory for a record of %lu moves", (unsigned long)moves);
        return NULL;
    }
    memcpy(text, RECORD_START, head);
    for (i = 0; i < moves; i++) {
        text[head + 2 * i] = '0';
        text[head + 2 * i + 1] = i + 1 < moves ? ' ' : '\n';
    }
    text[head + 2 * moves] = '\0';
    return text;
}

START_TEST(record_limit)
{
    char *text = record_of(RECORD_LIMIT + 1);
    mancala_game *g = GAME_SENTINEL;
    size_t n = 0;
    int32_t st;

    ck_assert_int_eq(mancala_game_from_record(&g, text), MANCALA_ELIMIT);
    ck_assert_ptr_eq(g, GAME_SENTINEL);
    free(text);
    /* At the limit: read (unless the game ends before, which the limit does not decide). */
    text = record_of(RECORD_LIMIT);
    st = mancala_game_from_record(&g, text);
    ck_assert_int_ne(st, MANCALA_ELIMIT);
    if (st == MANCALA_OK) {
        char *back;
        ck_assert_int_eq(mancala_game_history(g, NULL, 0, &n), MANCALA_ERANGE);
        ck_assert_uint_eq(n, RECORD_LIMIT);
        /* Written, and read back (the writer's spec is the canonical one). */
        ck_assert_int_eq(mancala_game_to_record(g, NULL, 0, &n), MANCALA_ERANGE);
        back = malloc(n);
        ck_assert_ptr_nonnull(back);
        ck_assert_int_eq(mancala_game_to_record(g, back, n, &n), MANCALA_OK);
        ck_assert_str_eq(strchr(strchr(back, '\n') + 1, '\n'),
                         strchr(strchr(text, '\n') + 1, '\n')); /* the moves */
        mancala_game_free(g);
        ck_assert_int_eq(mancala_game_from_record(&g, back), MANCALA_OK);
        free(back);
        /* One move more: not written either, nothing stored. */
        ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
        n = 7;
        ck_assert_int_eq(mancala_game_to_record(g, NULL, 0, &n), MANCALA_ELIMIT);
        ck_assert_uint_eq(n, 7);
        mancala_game_free(g);
    }
    free(text);
}
END_TEST

/* perft's depth cap (1000, mancala_game_perft(3)): one more is refused, the output untouched. */
START_TEST(perft_depth_cap)
{
    mancala_game *g = new_game("kalah:houses=1,seeds=1");
    uint64_t n = 77;
    ck_assert_int_eq(mancala_game_perft(g, 1001, &n), MANCALA_ELIMIT);
    ck_assert_int_eq(mancala_game_perft(g, INT32_MAX, &n), MANCALA_ELIMIT);
    ck_assert(n == 77);
    /* The cap itself is accepted: this game ends within a few plies. */
    ck_assert_int_eq(mancala_game_perft(g, 1000, &n), MANCALA_OK);
    ck_assert(n == 0);
    mancala_game_free(g);
}
END_TEST

/* A land hook that relays `limit` times and then ends the turn (limit < 0: relays forever).
 * stores=none, so no leg ends in a store and only the cap can stop it. */
struct relay {
    long calls, limit;
};

static int32_t relay_n(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                       int32_t before, void *userdata)
{
    struct relay *r = userdata;
    (void)pits, (void)houses, (void)player, (void)pit, (void)before;
    r->calls++;
    return r->limit < 0 || r->calls <= r->limit ? MANCALA_LAND_RELAY : MANCALA_LAND_END;
}

START_TEST(relay_cap)
{
    struct relay r = { 0, -1 };
    mancala_variant *v;
    mancala_game *g;
    char before[1024], after[1024];
    size_t n;
    uint64_t count = 5;

    ck_assert_int_eq(mancala_max_sowings(), MANCALA_MAX_SOWINGS);
    ck_assert_int_eq(mancala_variant_new(&v, "custom:stores=none,extra=off,origin=skip"),
                     MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks(v, NULL, relay_n, NULL, &r), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    ck_assert_int_eq(mancala_game_to_text(g, before, sizeof before, &n), MANCALA_OK);

    /* Forever: stopped after MANCALA_MAX_SOWINGS legs, nothing changed. */
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_EHOOK);
    ck_assert_int_eq(r.calls, MANCALA_MAX_SOWINGS);
    ck_assert_int_eq(mancala_game_to_text(g, after, sizeof after, &n), MANCALA_OK);
    ck_assert_str_eq(before, after);
    r.calls = 0;
    ck_assert_int_eq(mancala_game_perft(g, 2, &count), MANCALA_EHOOK);
    ck_assert(count == 5);

    /* MANCALA_MAX_SOWINGS legs (MAX - 1 relays) is within the cap. */
    r.calls = 0;
    r.limit = MANCALA_MAX_SOWINGS - 1;
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_int_eq(r.calls, MANCALA_MAX_SOWINGS);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    /* One relay more is one leg too many. */
    r.calls = 0;
    r.limit = MANCALA_MAX_SOWINGS;
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_EHOOK);
    ck_assert_int_eq(mancala_game_to_text(g, after, sizeof after, &n), MANCALA_OK);
    ck_assert_str_eq(before, after);

    mancala_game_free(g);
    mancala_variant_free(v);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("limits");
    TCase *tc = tcase_create("limits");
    tcase_set_timeout(tc, 120); /* instrumented builds */
    tcase_add_loop_test(tc, largest_variants, 0, NBIG);
    tcase_add_loop_test(tc, full_pit, 0, (int)(sizeof boards / sizeof boards[0]));
    tcase_add_test(tc, spec_limits);
    tcase_add_test(tc, spec_number_limits);
    tcase_add_test(tc, record_limit);
    tcase_add_test(tc, perft_depth_cap);
    tcase_add_test(tc, relay_cap);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
