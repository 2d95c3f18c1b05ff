/* SPDX-License-Identifier: MIT */
/* check_data.c: the data that ships with the library (mancala_search_set_data_dir(3)): found in
 * the directory the API names, else in $MANCALA_DATA_DIR; a run at full strength then plays as
 * with the same guide set by hand; a missing or damaged file is ignored for play and reported by
 * mancala_search_data_status. A reduced case: a guide of 6 seeds, built here, in a directory of
 * its own. */
#define _POSIX_C_SOURCE 200809L /* setenv, unsetenv, mkdir */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(_WIN32)
#include <direct.h>
#define make_dir(p) _mkdir(p)
#define remove_dir(p) _rmdir(p)
#else
#include <sys/stat.h>
#include <unistd.h>
#define make_dir(p) mkdir((p), 0700)
#define remove_dir(p) rmdir(p)
#endif

#include "testutil.h"

#define GUIDE_SPEC "oware:majority=play,cycle=split"
#define GUIDE_FILE "oware-guide.db"
/* An Oware endgame with 6 seeds left in the houses, South to move (the guide's estimates reach
 * every child at depth 1), where the guide's value and the evaluation pick different scores. */
#define ENDGAME "oware 0,0,0,1,2,0/20 1,0,0,2,0,0/22 0"

static void set_env(const char *name, const char *value)
{
#if defined(_WIN32)
    ck_assert_int_eq(_putenv_s(name, value ? value : ""), 0);
#else
    if (value)
        ck_assert_int_eq(setenv(name, value, 1), 0);
    else
        ck_assert_int_eq(unsetenv(name), 0);
#endif
}

/* A fresh directory for the test, named after stem; its path in dir. */
static void new_dir(char *dir, size_t cap, const char *stem)
{
    temp_path(dir, cap, stem, ".d");
    (void)make_dir(dir); /* may be left from an earlier run: the files are written anew */
}

static void file_in(char *path, size_t cap, const char *dir)
{
    ck_assert_int_lt(snprintf(path, cap, "%s/%s", dir, GUIDE_FILE), (int)cap);
}

/* The test's directory removed, with its guide if the test left one there. */
static void drop_dir(const char *dir)
{
    char path[512];
    file_in(path, sizeof path, dir);
    (void)remove(path);
    ck_assert_int_eq(remove_dir(dir), 0);
}

/* The guide of 6 seeds, built and saved in dir, and returned. */
static mancala_db *guide_in(const char *dir)
{
    mancala_variant *v;
    mancala_db *db;
    char path[512];
    ck_assert_int_eq(mancala_variant_new(&v, GUIDE_SPEC), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 6, 1), MANCALA_OK);
    mancala_variant_free(v);
    file_in(path, sizeof path, dir);
    ck_assert_int_eq(mancala_db_save(db, path), MANCALA_OK);
    return db;
}

/* The move and score of a depth-1 run of ENDGAME by s. */
static void run_endgame(mancala_search *s, int32_t *move, int32_t *score)
{
    mancala_game *g = NULL;
    ck_assert_int_eq(mancala_game_from_text(&g, ENDGAME), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 1, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, move, score, NULL, NULL, NULL), MANCALA_OK);
    mancala_game_free(g);
}

/* What a run plays with the guide set by hand (with), and with no data at all (without). */
static void references(const mancala_db *db, int32_t *with, int32_t *without)
{
    mancala_search *s;
    int32_t move;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_data_dir(s, ""), MANCALA_OK);
    run_endgame(s, &move, without);
    ck_assert_int_eq(mancala_search_set_guide(s, db), MANCALA_OK);
    run_endgame(s, &move, with);
    mancala_search_free(s);
    /* The case tells the two apart, or it could not fail. */
    ck_assert_int_ne(*with, *without);
}

START_TEST(test_data_args)
{
    mancala_variant *v;
    ck_assert_int_eq(mancala_variant_new(&v, "oware"), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_data_dir(NULL, "x"), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_data_status(NULL, v), MANCALA_EINVAL);
    {
        mancala_search *s;
        ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
        ck_assert_int_eq(mancala_search_data_status(s, NULL), MANCALA_EINVAL);
        /* "" is no directory at all, whatever the environment says. */
        set_env("MANCALA_DATA_DIR", "/nonexistent");
        ck_assert_int_eq(mancala_search_set_data_dir(s, ""), MANCALA_OK);
        ck_assert_int_eq(mancala_search_data_status(s, v), MANCALA_EIO);
        mancala_search_free(s);
    }
    mancala_variant_free(v);
}
END_TEST

/* Found through the API, then through the environment; the API's directory wins. */
START_TEST(test_data_found)
{
    char dir[512];
    mancala_db *db;
    mancala_search *s;
    mancala_variant *oware, *kalah, *awari;
    int32_t with, without, move, score;
    new_dir(dir, sizeof dir, "mancala-data");
    db = guide_in(dir);
    references(db, &with, &without);
    ck_assert_int_eq(mancala_variant_new(&oware, "oware"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_new(&kalah, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_new(&awari, GUIDE_SPEC), MANCALA_OK);

    set_env("MANCALA_DATA_DIR", "/nonexistent");
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_data_dir(s, dir), MANCALA_OK);
    run_endgame(s, &move, &score);
    ck_assert_int_eq(score, with);
    ck_assert_int_eq(mancala_search_data_status(s, oware), MANCALA_OK);
    ck_assert_int_eq(mancala_search_data_status(s, awari), MANCALA_OK);
    ck_assert_int_eq(mancala_search_data_status(s, kalah), MANCALA_ERULES);
    /* A playing level below 10 plays without it. */
    ck_assert_int_eq(mancala_search_set_level(s, 9, 1), MANCALA_OK);
    run_endgame(s, &move, &score);
    ck_assert_int_eq(score, without);
    ck_assert_int_eq(mancala_search_set_level(s, 10, 1), MANCALA_OK);
    run_endgame(s, &move, &score);
    ck_assert_int_eq(score, with);

    /* The default: the environment's directory. */
    ck_assert_int_eq(mancala_search_set_data_dir(s, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_search_data_status(s, oware), MANCALA_EIO);
    set_env("MANCALA_DATA_DIR", dir);
    ck_assert_int_eq(mancala_search_set_data_dir(s, NULL), MANCALA_OK);
    run_endgame(s, &move, &score);
    ck_assert_int_eq(score, with);
    ck_assert_int_eq(mancala_search_data_status(s, oware), MANCALA_OK);
    set_env("MANCALA_DATA_DIR", "");
    ck_assert_int_eq(mancala_search_set_data_dir(s, NULL), MANCALA_OK);
    run_endgame(s, &move, &score);
    ck_assert_int_eq(score, without);
    ck_assert_int_eq(mancala_search_data_status(s, oware), MANCALA_EIO);
    mancala_search_free(s);
    mancala_variant_free(oware);
    mancala_variant_free(kalah);
    mancala_variant_free(awari);
    mancala_db_free(db);
    drop_dir(dir);
}
END_TEST

/* A damaged or missing file: the run plays as without data; the status says why. */
START_TEST(test_data_damaged)
{
    char dir[512], path[512];
    mancala_db *db;
    mancala_search *s;
    mancala_variant *oware;
    int32_t with, without, move, score;
    FILE *f;
    long size;
    int c;
    new_dir(dir, sizeof dir, "mancala-data-bad");
    db = guide_in(dir);
    references(db, &with, &without);
    ck_assert_int_eq(mancala_variant_new(&oware, "oware"), MANCALA_OK);
    file_in(path, sizeof path, dir);
    /* One value's byte changed, near the end: the header still reads, the checksum does not. */
    f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
    size = ftell(f);
    ck_assert_int_gt(size, 100);
    ck_assert_int_eq(fseek(f, size - 3, SEEK_SET), 0);
    c = fgetc(f);
    ck_assert_int_ne(c, EOF);
    ck_assert_int_eq(fseek(f, size - 3, SEEK_SET), 0);
    ck_assert_int_eq(fputc(c ^ 0x55, f), c ^ 0x55);
    ck_assert_int_eq(fclose(f), 0);

    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_data_dir(s, dir), MANCALA_OK);
    run_endgame(s, &move, &score);
    ck_assert_int_eq(score, without);
    ck_assert_int_eq(mancala_search_data_status(s, oware), MANCALA_EFORMAT);
    /* Gone: the same. */
    ck_assert_int_eq(remove(path), 0);
    ck_assert_int_eq(mancala_search_set_data_dir(s, dir), MANCALA_OK);
    run_endgame(s, &move, &score);
    ck_assert_int_eq(score, without);
    ck_assert_int_eq(mancala_search_data_status(s, oware), MANCALA_EIO);
    mancala_search_free(s);
    mancala_variant_free(oware);
    mancala_db_free(db);
    drop_dir(dir);
}
END_TEST

static Suite *data_suite(void)
{
    Suite *s = suite_create("data");
    TCase *tc = tcase_create("shipped");
    tcase_add_test(tc, test_data_args);
    tcase_add_test(tc, test_data_found);
    tcase_add_test(tc, test_data_damaged);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(data_suite());
}
