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

/* ---- Books (mancala_book_load(3)), written here from the page alone: the header (magic,
 * version, spec length, spec, count), the entries in increasing order of their keys, and the
 * checksum: version 1's FNV-1a-64, version 2's CRC-32C, each over every byte before it. The
 * checksums and keys are computed here bit by bit, not with the library's own. */

#define BOOK_FILE_MAX 1024

typedef struct book_file {
    uint8_t b[BOOK_FILE_MAX];
    size_t n;
} book_file;

typedef struct book_row {
    uint64_t key;
    int32_t move, score;
} book_row;

static void put_le(book_file *f, uint64_t x, int bytes)
{
    int i;
    ck_assert_uint_le(f->n + (size_t)bytes, sizeof f->b);
    for (i = 0; i < bytes; i++, x >>= 8)
        f->b[f->n++] = (uint8_t)x;
}

static uint64_t fnv64(const uint8_t *p, size_t n, uint64_t h)
{
    while (n--)
        h = (h ^ *p++) * UINT64_C(0x100000001b3);
    return h;
}

/* CRC-32C a bit at a time: reflected, polynomial 0x82f63b78, starting from all ones, inverted. */
static uint32_t crc32c_bits(const uint8_t *p, size_t n)
{
    uint32_t c = 0xffffffffu;
    int k;
    while (n--)
        for (c ^= *p++, k = 0; k < 8; k++)
            c = c & 1 ? c >> 1 ^ 0x82f63b78u : c >> 1;
    return ~c;
}

/* The key of g's position: FNV-1a over its pits and the side to move; in version 2, where the
 * position has state beyond its pits (here: `opening` first turns still to come, no marks, the
 * first round), over its 2H marks, its round less one, its first turns to come and its lost
 * nyumbas. Version 1 hashes the marks and round only where there are marks or a later round. */
static uint64_t book_key_of(const mancala_game *g, int version, int opening)
{
    enum { MAX_PITS = 4 * MANCALA_MAX_HOUSES + 2 };
    const size_t H = (size_t)mancala_game_houses(g);
    int32_t pits[MAX_PITS];
    uint8_t bytes[MAX_PITS + 1];
    size_t n, i;
    uint64_t h;
    ck_assert_int_eq(mancala_game_board(g, pits, MAX_PITS, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 2 * H + 2);
    for (i = 0; i < n; i++)
        bytes[i] = (uint8_t)pits[i];
    bytes[n] = (uint8_t)mancala_game_to_move(g);
    h = fnv64(bytes, n + 1, UINT64_C(0xcbf29ce484222325));
    if (!opening || version == 1)
        return h; /* version 1: the first turns to come are not in the key */
    memset(bytes, 0, sizeof bytes); /* 2H marks (open), the round less one (0), lost (0) */
    bytes[2 * H + 1] = (uint8_t)opening;
    return fnv64(bytes, 2 * H + 3, h);
}

static void book_make(book_file *f, uint32_t version, const char *spec, const book_row *rows,
                      size_t nrows)
{
    size_t i;
    f->n = 0;
    memcpy(f->b, "MCBOOK\r\n", 8);
    f->n = 8;
    put_le(f, version, 4);
    put_le(f, strlen(spec), 4);
    memcpy(f->b + f->n, spec, strlen(spec));
    f->n += strlen(spec);
    put_le(f, nrows, 8);
    for (i = 0; i < nrows; i++) {
        if (i > 0)
            ck_assert_uint_gt(rows[i].key, rows[i - 1].key);
        put_le(f, rows[i].key, 8);
        put_le(f, (uint32_t)rows[i].move, 4);
        put_le(f, (uint32_t)rows[i].score, 4);
    }
    if (version == 1)
        put_le(f, fnv64(f->b, f->n, UINT64_C(0xcbf29ce484222325)), 8);
    else
        put_le(f, crc32c_bits(f->b, f->n), 4);
}

static void book_write(const char *path, const uint8_t *b, size_t n)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(b, 1, n, f), n);
    ck_assert_int_eq(fclose(f), 0);
}

/* The n bytes at b, as a file, are refused with MANCALA_EFORMAT, nothing made. */
static void book_refused(const char *path, const uint8_t *b, size_t n, const char *what, size_t at)
{
    mancala_book *book = (mancala_book *)(void *)&sentinel_object;
    book_write(path, b, n);
    ck_assert_msg(mancala_book_load(&book, path) == MANCALA_EFORMAT, "%s at %lu loads", what,
                  (unsigned long)at);
    ck_assert_ptr_eq(book, (mancala_book *)(void *)&sentinel_object);
}

/* Every single byte changed (XOR 0x01 and 0xff), header and checksum included, and every
 * truncation: refused. */
static void book_every_damage_refused(const char *path, const book_file *f)
{
    uint8_t b[BOOK_FILE_MAX];
    size_t i;
    int k;
    for (i = 0; i < f->n; i++)
        for (k = 0; k < 2; k++) {
            memcpy(b, f->b, f->n);
            b[i] ^= (uint8_t)(k ? 0xff : 0x01);
            book_refused(path, b, f->n, k ? "byte ^ 0xff" : "byte ^ 0x01", i);
        }
    for (i = 0; i < f->n; i++)
        book_refused(path, f->b, i, "truncated to", i);
}

/* A pie game of Kalah on three houses: the start (South to move, both first turns to come) and
 * North's first turn after South's house 0, where the swap, move 3 (H), is legal. */
#define PIE_SPEC "kalah:houses=3,seeds=2,pie=on"

static size_t pie_rows(book_row *rows, int version)
{
    mancala_variant *v;
    mancala_game *g;
    ck_assert_int_eq(mancala_variant_new(&v, PIE_SPEC), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    rows[0].key = book_key_of(g, version, 2);
    rows[0].move = 1;
    rows[0].score = 2;
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    rows[1].key = book_key_of(g, version, 1);
    rows[1].move = 3;
    rows[1].score = -1;
    if (rows[1].key < rows[0].key) {
        const book_row t = rows[0];
        rows[0] = rows[1];
        rows[1] = t;
    }
    mancala_game_free(g);
    mancala_variant_free(v);
    return 2;
}

/* The book's move for the pie game after the first moves (none, or South's house 0). */
static int32_t pie_probe(const mancala_book *book, int after_first)
{
    mancala_variant *v;
    mancala_game *g;
    int32_t move = -7, score = -7777;
    ck_assert_int_eq(mancala_variant_new(&v, PIE_SPEC), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    if (after_first)
        ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_book_probe(book, g, &move, &score), MANCALA_OK);
    mancala_game_free(g);
    mancala_variant_free(v);
    return move;
}

/* Version 2: loads, and its moves come back, pie=on's swap (move H) among them; then every
 * damage is refused. Before version 2 the swap was "a move off the board" (EFORMAT). */
START_TEST(book_v2_loads_and_damage_is_refused)
{
    char path[TEST_PATH_MAX];
    book_row rows[2];
    book_file f;
    mancala_book *book = NULL;
    uint64_t count = 0;
    temp_path(path, sizeof path, "check_files-book2", "book");
    book_make(&f, 2, PIE_SPEC, rows, pie_rows(rows, 2));
    book_write(path, f.b, f.n);
    ck_assert_int_eq(mancala_book_load(&book, path), MANCALA_OK);
    ck_assert_int_eq(mancala_book_entries(book, &count), MANCALA_OK);
    ck_assert_uint_eq(count, 2);
    ck_assert_int_eq(pie_probe(book, 0), 1);
    ck_assert_int_eq(pie_probe(book, 1), 3);
    mancala_book_free(book);
    book_every_damage_refused(path, &f);
    /* The version alone changed to 1: version 1's checksum is 8 bytes, so the size is wrong. */
    book_make(&f, 2, PIE_SPEC, rows, 2);
    f.b[8] = 1;
    book_refused(path, f.b, f.n, "version 1", 8);
    remove(path);
}
END_TEST

/* Version 1 stays readable (its FNV-1a-64 covers the header too), with its own key and its
 * moves 0 to H-1; every damage is refused. The key of the page, which tools/book_build.py wrote:
 * the loader hashed marks into the key of a pie game's first positions, which have none, so
 * those entries were never found. */
START_TEST(book_v1_still_loads)
{
    char path[TEST_PATH_MAX];
    book_row rows[2];
    book_file f;
    mancala_book *book = NULL;
    uint64_t count = 0;
    temp_path(path, sizeof path, "check_files-book1", "book");
    pie_rows(rows, 1);
    rows[0].move = rows[1].move = 1; /* version 1 holds no swap */
    book_make(&f, 1, PIE_SPEC, rows, 2);
    book_write(path, f.b, f.n);
    ck_assert_int_eq(mancala_book_load(&book, path), MANCALA_OK);
    ck_assert_int_eq(mancala_book_entries(book, &count), MANCALA_OK);
    ck_assert_uint_eq(count, 2);
    ck_assert_int_eq(pie_probe(book, 0), 1);
    ck_assert_int_eq(pie_probe(book, 1), 1);
    mancala_book_free(book);
    book_every_damage_refused(path, &f);
    /* The version alone changed to 2: the size is wrong for it. */
    f.b[8] = 2;
    book_refused(path, f.b, f.n, "version 2", 8);
    /* Version 1 still refuses a move beyond the houses. */
    pie_rows(rows, 1);
    book_make(&f, 1, PIE_SPEC, rows, 2);
    book_refused(path, f.b, f.n, "version 1 swap", 0);
    remove(path);
}
END_TEST

/* A header that claims more entries than the file holds is refused from the file's size, before
 * the entries are allocated (tests/check_alloc.c holds the allocation to 64 KiB): 2^24 entries
 * (256 MiB) in 55 bytes, one entry too many or too few, and more than 2^24. */
START_TEST(book_count_held_to_the_size)
{
    static const uint64_t counts[] = { (uint64_t)1 << 24, ((uint64_t)1 << 24) + 1, 3, 1,
                                       UINT64_MAX };
    char path[TEST_PATH_MAX];
    book_row rows[2];
    book_file f;
    size_t i;
    uint32_t version;
    temp_path(path, sizeof path, "check_files-bookn", "book");
    for (version = 1; version <= 2; version++)
        for (i = 0; i < sizeof counts / sizeof counts[0]; i++) {
            const size_t at = 16 + strlen(PIE_SPEC), n = version == 1 ? 0 : 2;
            const uint64_t c = counts[i];
            int k;
            if (n)
                pie_rows(rows, 2);
            book_make(&f, version, PIE_SPEC, rows, n);
            for (k = 0; k < 8; k++)
                f.b[at + (size_t)k] = (uint8_t)(c >> 8 * k);
            /* with the checksum made right again: only the count is wrong */
            f.n -= version == 1 ? 8 : 4;
            if (version == 1)
                put_le(&f, fnv64(f.b, f.n, UINT64_C(0xcbf29ce484222325)), 8);
            else
                put_le(&f, crc32c_bits(f.b, f.n), 4);
            test_alarm(5);
            book_refused(path, f.b, f.n, "count", (size_t)i);
            test_alarm(0);
        }
    remove(path);
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
    tcase_add_test(tc, book_v2_loads_and_damage_is_refused);
    tcase_add_test(tc, book_v1_still_loads);
    tcase_add_test(tc, book_count_held_to_the_size);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
