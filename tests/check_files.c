/* SPDX-License-Identifier: MIT */
/* check_files.c: the files the library keeps (issue 52): the checksum that every file carries
 * (CRC-32C, held to published check values), loaders that refuse what is not a regular file at
 * once and never block (a FIFO with no writer, a directory), and, per kind of file, saves that
 * leave the old file whole when a write fails at any byte, and loaders that refuse every single
 * byte changed and every truncation. White-box: links the uninstalled library to inject faults
 * (common/system.h's mc_file_fault). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(_WIN32)
#include <direct.h>
#define rmdir _rmdir
#else
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#endif

#include "common/common.h"
#include "common/system.h"
#include "testutil.h"

/* ---- The checksum: CRC-32C's check value from the CRC catalogue ("123456789"), and RFC 3720's
 * (iSCSI, B.4) four 32-byte vectors, which pass through all eight tables of the sliced loop. */

START_TEST(crc32c_published_values)
{
    uint8_t b[32];
    int i;
    ck_assert_uint_eq(mc_crc32c("123456789", 9, 0), 0xe3069283u);
    memset(b, 0, sizeof b);
    ck_assert_uint_eq(mc_crc32c(b, 32, 0), 0x8a9136aau);
    memset(b, 0xff, sizeof b);
    ck_assert_uint_eq(mc_crc32c(b, 32, 0), 0x62a8ab43u);
    for (i = 0; i < 32; i++)
        b[i] = (uint8_t)i;
    ck_assert_uint_eq(mc_crc32c(b, 32, 0), 0x46dd794eu);
    for (i = 0; i < 32; i++)
        b[i] = (uint8_t)(31 - i);
    ck_assert_uint_eq(mc_crc32c(b, 32, 0), 0x113fdb5cu);
    /* In pieces of every split: the same value as at once. */
    for (i = 0; i <= 32; i++)
        ck_assert_uint_eq(mc_crc32c(b + i, (size_t)(32 - i), mc_crc32c(b, (size_t)i, 0)),
                          0x113fdb5cu);
}
END_TEST

/* ---- What is not a regular file: refused with MANCALA_EIO, at once. */

/* Every loader given path: MANCALA_EIO, nothing made. */
static void loaders_refuse(const char *path)
{
    mancala_db *db = DB_SENTINEL;
    mancala_book *book = (mancala_book *)(void *)&sentinel_object;
    ck_assert_int_eq(mancala_db_load(&db, path), MANCALA_EIO);
    ck_assert_ptr_eq(db, DB_SENTINEL);
    ck_assert_int_eq(mancala_book_load(&book, path), MANCALA_EIO);
    ck_assert_ptr_eq(book, (mancala_book *)(void *)&sentinel_object);
}

START_TEST(directory_is_refused)
{
    char dir[TEST_PATH_MAX];
    temp_path(dir, sizeof dir, "check_files-dir", "d");
#if defined(_WIN32)
    ck_assert_int_eq(_mkdir(dir), 0);
#else
    ck_assert_int_eq(mkdir(dir, 0700), 0);
#endif
    loaders_refuse(dir);
    ck_assert_int_eq(rmdir(dir), 0);
}
END_TEST

#if !defined(_WIN32)
/* A FIFO with no writer: a blocking open would wait for ever (test_alarm fails the test then). */
START_TEST(fifo_is_refused_without_blocking)
{
    char fifo[TEST_PATH_MAX];
    temp_path(fifo, sizeof fifo, "check_files-fifo", "p");
    ck_assert_int_eq(mkfifo(fifo, 0600), 0);
    test_alarm(5);
    loaders_refuse(fifo);
    test_alarm(0);
    ck_assert_int_eq(unlink(fifo), 0);
}
END_TEST
#endif

START_TEST(missing_file_is_eio)
{
    char path[TEST_PATH_MAX];
    temp_path(path, sizeof path, "check_files-missing", "db");
    loaders_refuse(path);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("files");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, crc32c_published_values);
    tcase_add_test(tc, directory_is_refused);
#if !defined(_WIN32)
    tcase_add_test(tc, fifo_is_refused_without_blocking);
#endif
    tcase_add_test(tc, missing_file_is_eio);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
