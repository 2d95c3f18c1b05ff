/* SPDX-License-Identifier: MIT */
/* check_scan.c: reading text scans it a bounded number of times, not once per move. Linked with
 * -Wl,--wrap=strlen against the convenience library, so the library's own strlen calls go
 * through the wrapper below, which counts the bytes they scan while a test reads. A reader that
 * measured the rest of a record for every move scans about (moves x length) / 2 bytes. Counting,
 * never timing. */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

size_t __real_strlen(const char *s);
size_t __wrap_strlen(const char *s);

static int armed;      /* counting only between the test's own marks */
static size_t scanned; /* bytes the library's strlen calls read, NULs included */

size_t __wrap_strlen(const char *s)
{
    size_t n = __real_strlen(s);
    if (armed)
        scanned += n + 1;
    return n;
}

/* A record of a whole game of spec, its moves picked by a fixed sequence; at least `moves` of
 * them, so that a scan per move would show. The caller frees it. */
static char *long_record(const char *spec, size_t moves, size_t *len)
{
    mancala_game *g = new_game(spec);
    uint32_t seed = 2024;
    size_t need = 0, count = 0;
    char *text;

    while (!mancala_game_is_over(g)) {
        int32_t legal[MANCALA_MAX_MOVES];
        ck_assert_int_eq(mancala_game_legal_moves(g, legal, MANCALA_MAX_MOVES, &count),
                         MANCALA_OK);
        seed = seed * 1103515245u + 12345u;
        ck_assert_int_eq(mancala_game_play(g, legal[(seed >> 16) % count]), MANCALA_OK);
    }
    ck_assert_int_eq(mancala_game_history(g, NULL, 0, &count), MANCALA_ERANGE); /* the count */
    ck_assert_uint_ge(count, moves);
    ck_assert_int_eq(mancala_game_to_record(g, NULL, 0, &need), MANCALA_ERANGE);
    text = malloc(need);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(mancala_game_to_record(g, text, need, &need), MANCALA_OK);
    mancala_game_free(g);
    *len = need - 1;
    return text;
}

START_TEST(record_read_is_linear)
{
    size_t len;
    char *text = long_record("oware:houses=12,seeds=8", 500, &len);
    mancala_game *g = NULL;

    scanned = 0;
    armed = 1;
    ck_assert_int_eq(mancala_game_from_record(&g, text), MANCALA_OK);
    armed = 0;
    ck_assert_msg(scanned <= 2 * len + 64, "reading a record of %u bytes scanned %u",
                  (unsigned)len, (unsigned)scanned);
    mancala_game_free(g);
    free(text);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("scan");
    TCase *tc = tcase_create("scan");
    tcase_add_test(tc, record_read_is_linear);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
