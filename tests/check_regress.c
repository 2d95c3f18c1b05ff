/* SPDX-License-Identifier: MIT */
/* check_regress.c: regression tests for defects found by the reliability work (issue 6): each test
 * reproduces one defect and states the behaviour the documentation promises. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mancala.h"
#include "testutil.h"

/* A land hook that returns MANCALA_LAND_DEFAULT (so the built-in relay=on rule decides) after
 * moving every seed into the landing house and the house the next leg will end in. The built-in
 * relay then never meets an empty house. Seeds are conserved and no pit goes negative, so the
 * hook keeps its contract; only the sowing cap can stop the move. */
static int32_t keep_relaying(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                             int32_t before, void *userdata)
{
    int32_t npits = 2 * houses + 2, own = player * (houses + 1) + houses;
    int32_t opp = (1 - player) * (houses + 1) + houses, total = 0, i, k = 1, target;
    (void)before, (void)userdata;
    if (pit == own || pit == opp)
        return MANCALA_LAND_DEFAULT;
    for (i = 0; i < npits; i++) {
        total += pits[i];
        pits[i] = 0;
    }
    target = (pit + 1) % npits;
    if (target == opp)
        target = (target + 1) % npits;
    if (target == own) { /* two seeds: one into the store, the last beyond it */
        k = 2;
        target = (target + 1) % npits;
        if (target == opp)
            target = (target + 1) % npits;
    }
    pits[pit] = k;
    pits[target] = total - k;
    return MANCALA_LAND_DEFAULT;
}

/* Found in review: lib/sow.c counts sowing legs only when the land hook returns
 * MANCALA_LAND_RELAY; a relay continued by the built-in rule (relay=on) after the hook returned
 * MANCALA_LAND_DEFAULT is not counted, so play, legal-move generation and perft loop forever.
 * mancala_variant_set_hooks(3): more than MANCALA_MAX_SOWINGS legs in one move of a variant with
 * a land hook is an error, MANCALA_EHOOK, and changes nothing. */
START_TEST(builtin_relay_after_hook_is_capped)
{
    mancala_variant *v;
    mancala_game *g;
    char before[1024], after[1024];
    size_t n;
    uint64_t count = 5;

    test_alarm(5); /* a hang fails the test even where Check cannot time it out (CK_FORK=no) */
    ck_assert_int_eq(mancala_variant_new(&v, "congkak"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks(v, NULL, keep_relaying, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    mancala_variant_free(v);
    /* House 0's six seeds end in the store: the hook lets it be, an extra move. */
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_to_text(g, before, sizeof before, &n), MANCALA_OK);
    /* House 1 (seven seeds) ends in North's house 0, which held seeds: the relay goes on. */
    ck_assert_int_eq(mancala_game_play(g, 1), MANCALA_EHOOK);
    ck_assert_int_eq(mancala_game_to_text(g, after, sizeof after, &n), MANCALA_OK);
    ck_assert_str_eq(before, after);
    ck_assert_int_eq(mancala_game_history(g, NULL, 0, &n), MANCALA_ERANGE);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(mancala_game_perft(g, 1, &count), MANCALA_OK);
    ck_assert_int_eq(mancala_game_perft(g, 2, &count), MANCALA_EHOOK);
    mancala_game_free(g);
    test_alarm(0);
}
END_TEST

/* Issue 27: a database whose canonical spec is longer than the 256 bytes of the first file
 * format's spec field saved "successfully" (db.c ignored the MANCALA_ERANGE of
 * mancala_variant_spec) and then could not be loaded (MANCALA_EFORMAT). mancala_db_save(3):
 * the header holds the whole spec (since version 2; version 5 has a field as long as the spec
 * needs); every database the library builds saves and loads back. */
START_TEST(db_long_spec_saves_and_loads)
{
    char spec[512], got[512], path[TEST_PATH_MAX];
    mancala_variant *v;
    mancala_db *db, *back = NULL;
    size_t n = 0, len, hsize;
    uint8_t head[48];
    FILE *f;
    int i;
    strcpy(spec, "oware:houses=16,majority=play,cycle=split,counts=1");
    for (i = 2; i <= 31; i++)
        snprintf(spec + strlen(spec), sizeof spec - strlen(spec), "+%d", i);
    strcat(spec, ",chain=off,side=both,passing=store");
    temp_path(path, sizeof path, "mancala-db-long", ".db");
    ck_assert_int_eq(mancala_variant_new(&v, spec), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 3, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_db_spec(db, got, sizeof got, &n), MANCALA_OK);
    len = strlen(got);
    ck_assert_uint_gt(len, 255); /* 273 */
    ck_assert_int_eq(mancala_db_save(db, path), MANCALA_OK);
    ck_assert_int_eq(mancala_db_load(&back, path), MANCALA_OK);
    ck_assert_int_eq(mancala_db_seeds(back), 3);
    ck_assert_int_eq(mancala_db_spec(back, spec, sizeof spec, &n), MANCALA_OK);
    ck_assert_str_eq(spec, got);
    mancala_db_free(back);
    /* The documented header (mancala_db_save(3)): version 5, the spec field the spec and at
     * least one NUL rounded up to 8 bytes, then 8 reserved bytes. */
    f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fread(head, 1, sizeof head, f), sizeof head);
    fclose(f);
    hsize = (size_t)head[12] | (size_t)head[13] << 8;
    ck_assert_int_eq(head[8], 5);
    ck_assert_uint_eq(hsize, 40 + (len + 8) / 8 * 8 + 8);
    /* A header whose size is no spec field's: refused. */
    f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, 12, SEEK_SET), 0);
    ck_assert_int_eq(fputc((int)((hsize + 1) & 0xff), f), (int)((hsize + 1) & 0xff));
    ck_assert_int_eq(fclose(f), 0);
    back = (mancala_db *)&head;
    ck_assert_int_eq(mancala_db_load(&back, path), MANCALA_EFORMAT);
    ck_assert_ptr_eq(back, (mancala_db *)&head);
    back = NULL;
    remove(path);
    mancala_db_free(db);
    mancala_variant_free(v);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("regress");
    TCase *tc = tcase_create("regress");
    tcase_set_timeout(tc, 5); /* the capped move takes milliseconds; a hang costs 5 s */
    tcase_add_test(tc, builtin_relay_after_hook_is_capped);
    tcase_add_test(tc, db_long_spec_saves_and_loads);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
