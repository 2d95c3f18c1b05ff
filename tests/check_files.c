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
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#endif
#if !defined(_MSC_VER)
#include <dirent.h>
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

/* The n bytes at b as the whole file at path (books and databases alike). */
static void bytes_put(const char *path, const uint8_t *b, size_t n)
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
    bytes_put(path, b, n);
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
    bytes_put(path, f.b, f.n);
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
    bytes_put(path, f.b, f.n);
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

/* ---- Databases (mancala_db_save(3)): a save over an old file under a write fault at every byte,
 * every byte changed and every truncation, and issue 52's damaged files. */

#define DB_SPEC "kalah:houses=3,seeds=3"

static mancala_db *db_built(int32_t seeds)
{
    mancala_variant *v;
    mancala_db *db = NULL;
    ck_assert_int_eq(mancala_variant_new(&v, DB_SPEC), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, seeds, 1), MANCALA_OK);
    mancala_variant_free(v);
    return db;
}

/* The whole file at path, in a buffer the caller frees, its size in *n. */
static uint8_t *db_bytes(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    uint8_t *b;
    long end;
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
    end = ftell(f);
    ck_assert_int_ge(end, 0);
    ck_assert_int_eq(fseek(f, 0, SEEK_SET), 0);
    b = malloc((size_t)end + 1);
    ck_assert_ptr_nonnull(b);
    ck_assert_uint_eq(fread(b, 1, (size_t)end, f), (size_t)end);
    fclose(f);
    *n = (size_t)end;
    return b;
}

static void db_put_le(uint8_t *b, uint64_t x, int bytes)
{
    int i;
    for (i = 0; i < bytes; i++)
        b[i] = (uint8_t)(x >> (8 * i));
}

/* Loading path is refused with MANCALA_EFORMAT, *out left alone (what, i: the case). */
static void db_refused(const char *path, const char *what, size_t i)
{
    mancala_db *db = DB_SENTINEL;
    int32_t st = mancala_db_load(&db, path);
    ck_assert_msg(st == MANCALA_EFORMAT, "%s %u: load gave %d", what, (unsigned)i, (int)st);
    ck_assert_ptr_eq(db, DB_SENTINEL);
}

/* What db answers on positions of 2 to 6 seeds in the houses (status and score in one number;
 * ELIMIT where it holds fewer seeds). */
static const char *const db_positions[] = {
    "1,0,2/5 0,1,0/9 0", "0,0,1/6 1,0,0/10 1", "2,1,0/4 0,0,1/10 0", "1,1,1/5 1,0,0/10 1",
    "0,2,0/6 1,0,1/8 0", "3,0,0/7 0,0,1/7 1",  "1,0,1/7 2,1,0/6 0",  "2,2,0/3 1,0,1/9 1",
};
#define DB_POSITIONS (sizeof db_positions / sizeof db_positions[0])

static void db_answers(const mancala_db *db, int32_t *out)
{
    char text[128];
    size_t i;
    for (i = 0; i < DB_POSITIONS; i++) {
        mancala_game *g;
        int32_t score = 0, st;
        snprintf(text, sizeof text, "%s %s", DB_SPEC, db_positions[i]);
        ck_assert_int_eq(mancala_game_from_text(&g, text), MANCALA_OK);
        st = mancala_db_probe(db, g, &score);
        out[i] = st * 1000 + score;
        mancala_game_free(g);
    }
}

/* The files in folder dir (".", ".." left out), to show that no temporary file is left. */
static int db_files_in(const char *dir)
{
#if defined(_MSC_VER)
    (void)dir;
    return -1; /* no dirent.h: not counted */
#else
    DIR *d = opendir(dir);
    struct dirent *e;
    int n = 0;
    ck_assert_ptr_nonnull(d);
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            n++;
    closedir(d);
    return n;
#endif
}

/* SQLite's I/O-error test, for mancala_db_save: over a good file, a save of another database
 * whose writes fail (ENOSPC or EIO, in turn) once k bytes are out, for every k up to its size (k
 * == the size: its flush to the disk fails). Each fails with MANCALA_EIO and leaves the old file
 * byte for byte, loading and answering as before, and no temporary file beside it; a save to a
 * new path leaves no file at all. Then, with no fault, the save goes through. */
START_TEST(db_save_fault_keeps_old_file)
{
    char dir[TEST_PATH_MAX], path[TEST_PATH_MAX + 16], fresh[TEST_PATH_MAX + 16];
    mancala_db *old = db_built(4), *big = db_built(6), *back;
    int32_t want[DB_POSITIONS], got[DB_POSITIONS];
    uint8_t *before, *now;
    size_t n_before, n_now, size, k;
    FILE *f;

    temp_path(dir, sizeof dir, "check_files-dbsave", "d");
#if defined(_WIN32)
    ck_assert_int_eq(_mkdir(dir), 0);
#else
    ck_assert_int_eq(mkdir(dir, 0700), 0);
#endif
    snprintf(path, sizeof path, "%s/kalah.db", dir);
    snprintf(fresh, sizeof fresh, "%s/new.db", dir);
    ck_assert_int_eq(mancala_db_save(big, path), MANCALA_OK);
    free(db_bytes(path, &size)); /* the size of the file that the saves below write */
    ck_assert_int_eq(mancala_db_save(old, path), MANCALA_OK);
    before = db_bytes(path, &n_before);
    ck_assert_uint_lt(n_before, size);
    db_answers(old, want);
    for (k = 0; k <= size; k++) {
        const int err = k % 2 ? EIO : ENOSPC;
        mc_file_fault((int64_t)k, err);
        ck_assert_int_eq(mancala_db_save(big, path), MANCALA_EIO);
        if (k == 0 || k == size / 2 || k == size) {
            ck_assert_int_eq(mancala_db_save(big, fresh), MANCALA_EIO);
            f = fopen(fresh, "rb");
            ck_assert_ptr_null(f);
        }
        mc_file_fault(-1, 0);
        now = db_bytes(path, &n_now);
        ck_assert_msg(n_now == n_before && memcmp(now, before, n_before) == 0,
                      "fault at byte %u: the old file changed", (unsigned)k);
        free(now);
        back = NULL;
        ck_assert_int_eq(mancala_db_load(&back, path), MANCALA_OK);
        db_answers(back, got);
        ck_assert_mem_eq(got, want, sizeof want);
        mancala_db_free(back);
        if (db_files_in(dir) >= 0)
            ck_assert_msg(db_files_in(dir) == 1, "fault at byte %u: a temporary file is left",
                          (unsigned)k);
    }
    ck_assert_int_eq(mancala_db_save(big, path), MANCALA_OK);
    back = NULL;
    ck_assert_int_eq(mancala_db_load(&back, path), MANCALA_OK);
    ck_assert_int_eq(mancala_db_seeds(back), 6);
    db_answers(big, want);
    db_answers(back, got);
    ck_assert_mem_eq(got, want, sizeof want);
    mancala_db_free(back);
    free(before);
    ck_assert_int_eq(remove(path), 0);
    ck_assert_int_eq(rmdir(dir), 0);
    mancala_db_free(old);
    mancala_db_free(big);
}
END_TEST

/* Every byte of a small database's file (header included) XORed with 0x01 and with 0xff, every
 * truncation and one byte more: refused, nothing made (check-valgrind: nothing leaked). CRC-32C
 * finds every change of up to 32 bits in a row, so no change of one byte escapes it. */
START_TEST(db_every_byte_and_truncation_refused)
{
    static const uint8_t flips[] = { 0x01, 0xff };
    char path[TEST_PATH_MAX], bad[TEST_PATH_MAX];
    mancala_db *db = db_built(4), *back = NULL;
    uint8_t *b;
    size_t n, i, j;

    temp_path(path, sizeof path, "check_files-dbbytes", "db");
    temp_path(bad, sizeof bad, "check_files-dbbad", "db");
    ck_assert_int_eq(mancala_db_save(db, path), MANCALA_OK);
    ck_assert_int_eq(mancala_db_load(&back, path), MANCALA_OK);
    mancala_db_free(back);
    b = db_bytes(path, &n);
    for (i = 0; i < n; i++)
        for (j = 0; j < sizeof flips; j++) {
            b[i] ^= flips[j];
            bytes_put(bad, b, n);
            b[i] ^= flips[j];
            db_refused(bad, j ? "byte XOR 0xff" : "byte XOR 0x01", i);
        }
    for (i = 0; i < n; i++) {
        bytes_put(bad, b, i);
        db_refused(bad, "truncated to", i);
    }
    b[n] = 0;
    bytes_put(bad, b, n + 1);
    db_refused(bad, "one byte more", n);
    free(b);
    ck_assert_int_eq(remove(bad), 0);
    ck_assert_int_eq(remove(path), 0);
    mancala_db_free(db);
}
END_TEST

/* Issue 52, finding 1: a database of 12 seeds whose version byte changed (3 to 1 swapped the
 * order of its entries: a probe of 1,2,3/1 2,0,3/1 0 answered 5 where the value is 3) loaded.
 * Now every other version byte is refused. */
START_TEST(db_version_byte_changed_refused)
{
    char path[TEST_PATH_MAX], bad[TEST_PATH_MAX];
    mancala_db *db = db_built(12);
    mancala_game *g;
    int32_t score = 0;
    uint8_t *b, version;
    size_t n;
    int v;

    ck_assert_int_eq(mancala_game_from_text(&g, DB_SPEC " 1,2,3/1 2,0,3/1 0"), MANCALA_OK);
    ck_assert_int_eq(mancala_db_probe(db, g, &score), MANCALA_OK);
    ck_assert_int_eq(score, 3);
    mancala_game_free(g);
    temp_path(path, sizeof path, "check_files-dbversion", "db");
    temp_path(bad, sizeof bad, "check_files-dbversion-bad", "db");
    ck_assert_int_eq(mancala_db_save(db, path), MANCALA_OK);
    b = db_bytes(path, &n);
    version = b[8];
    for (v = 0; v < 256; v++) {
        if (v == version)
            continue;
        b[8] = (uint8_t)v;
        bytes_put(bad, b, n);
        db_refused(bad, "version", (size_t)v);
    }
    free(b);
    ck_assert_int_eq(remove(bad), 0);
    ck_assert_int_eq(remove(path), 0);
    mancala_db_free(db);
}
END_TEST

/* Finding 1: the spec field rewritten to other rules (capture=empty; 29 of 248 probes wrong),
 * the checksum left as the old format wanted it (its sum covered the entries only), the header
 * grown where the new spec needs a longer field: refused. */
START_TEST(db_spec_rewritten_refused)
{
    char path[TEST_PATH_MAX], spec[256];
    mancala_variant *v;
    mancala_db *db = db_built(6);
    uint8_t *b, *c;
    size_t n, len, size, field, need;

    ck_assert_int_eq(mancala_variant_new(&v, DB_SPEC ",capture=empty"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(v, spec, sizeof spec, &need), MANCALA_OK);
    mancala_variant_free(v);
    len = strlen(spec);
    temp_path(path, sizeof path, "check_files-dbspec", "db");
    ck_assert_int_eq(mancala_db_save(db, path), MANCALA_OK);
    b = db_bytes(path, &n);
    size = (size_t)b[12] | (size_t)b[13] << 8;
    field = size - 48 > len ? size - 48 : (len + 8) / 8 * 8;
    c = calloc(1, n - size + 48 + field);
    ck_assert_ptr_nonnull(c);
    memcpy(c, b, 40);
    db_put_le(c + 12, 48 + field, 4);
    memcpy(c + 40, spec, len);
    memcpy(c + 48 + field, b + size, n - size);
    bytes_put(path, c, n - size + 48 + field);
    db_refused(path, "spec rewritten, header size", 48 + field);
    free(c);
    free(b);
    ck_assert_int_eq(remove(path), 0);
    mancala_db_free(db);
}
END_TEST

/* A header of the format of 0.7.0 (version 3: its size 304, the spec field 256 bytes, at 32 the
 * 64-bit FNV-1a of the entries alone) for n entries of spec, seeds and houses, into b. */
static void db_old_header(uint8_t *b, const char *spec, int seeds, int houses, uint64_t n,
                          uint64_t sum)
{
    memset(b, 0, 304);
    memcpy(b, "MNCLADB\n", 8);
    db_put_le(b + 8, 3, 4);
    db_put_le(b + 12, 304, 4);
    db_put_le(b + 16, (uint64_t)seeds, 4);
    db_put_le(b + 20, (uint64_t)houses, 4);
    db_put_le(b + 24, n, 8);
    db_put_le(b + 32, sum, 8);
    memcpy(b + 40, spec, strlen(spec));
}

/* Finding 1: an all-zero file of entries (the was sparse: the same bytes) under a header
 * of the old format with its checksum right, which loaded as a database of 12 seeds whose every
 * value is 0. */
START_TEST(db_zero_file_refused)
{
    const uint64_t entries = 18564; /* C(12 + 6, 6) */
    char path[TEST_PATH_MAX];
    uint64_t sum = MC_FNV_BASIS;
    uint8_t *b = calloc(1, 304 + (size_t)entries);
    uint64_t i;
    ck_assert_ptr_nonnull(b);
    for (i = 0; i < entries; i++)
        sum = (sum ^ 0) * 0x100000001b3ULL;
    db_old_header(b, DB_SPEC, 12, 3, entries, sum);
    temp_path(path, sizeof path, "check_files-dbzero", "db");
    bytes_put(path, b, 304 + (size_t)entries);
    db_refused(path, "all-zero entries", 0);
    free(b);
    ck_assert_int_eq(remove(path), 0);
}
END_TEST

/* Finding 5: a file of 4 KB whose header claims a database of 24 seeds on six houses a side
 * (1,251,677,700 entries, 1.25 GB), three ways: the entries counted as the claim has them; as
 * many as the file holds (0.7.0 made the room for 24 seeds first: a mapping of 1.25 GB, then
 * EFORMAT); the same in 0.7.0's format. Each is refused before any room is made: the load runs in
 * a child process whose address space may grow by 256 MiB at most (RLIMIT_AS over what it has,
 * from /proc/self/statm, on Linux; not under valgrind, whose own mappings it would limit), where
 * making the room would fail with ENOMEM, and within test_alarm's 10 seconds. */
static void db_claim_refused(const char *path)
{
#if defined(__linux__)
    pid_t pid;
    int status;
    if (test_quick()) {
        db_refused(path, "claim of 1.25 GB", 0);
        return;
    }
    fflush(NULL);
    pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        mancala_db *db = DB_SENTINEL;
        unsigned long pages = 0;
        struct rlimit lim;
        FILE *f = fopen("/proc/self/statm", "r");
        if (!f || fscanf(f, "%lu", &pages) != 1)
            _exit(100);
        fclose(f);
        lim.rlim_cur = lim.rlim_max =
            (rlim_t)pages * (rlim_t)sysconf(_SC_PAGESIZE) + ((rlim_t)256 << 20);
        if (setrlimit(RLIMIT_AS, &lim) != 0)
            _exit(101);
        _exit(-mancala_db_load(&db, path) - (db != DB_SENTINEL ? 50 : 0));
    }
    ck_assert_int_eq(waitpid(pid, &status, 0), pid);
    ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == -MANCALA_EFORMAT,
                  "the load in a limited address space: status %d", status);
#else
    db_refused(path, "claim of 1.25 GB", 0);
#endif
}

START_TEST(db_huge_claim_refused_before_allocation)
{
    const uint64_t claim = 1251677700u; /* C(24 + 12, 12) */
    char path[TEST_PATH_MAX], spec[512];
    mancala_variant *v;
    mancala_db *db;
    uint8_t *b = calloc(1, 4096), *head;
    size_t need, size;
    ck_assert_ptr_nonnull(b);
    temp_path(path, sizeof path, "check_files-dbclaim", "db");
    /* The header of this version, taken from a saved database of the rules, with the claim. */
    ck_assert_int_eq(mancala_variant_new(&v, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(v, spec, sizeof spec, &need), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 1, 1), MANCALA_OK);
    mancala_variant_free(v);
    ck_assert_int_eq(mancala_db_save(db, path), MANCALA_OK);
    mancala_db_free(db);
    head = db_bytes(path, &need);
    size = (size_t)head[12] | (size_t)head[13] << 8;
    memcpy(b, head, size);
    free(head);
    test_alarm(10);
    db_put_le(b + 16, 24, 4);
    db_put_le(b + 24, claim, 8);
    bytes_put(path, b, 4096);
    db_claim_refused(path);
    db_put_le(b + 24, 4096 - size, 8);
    bytes_put(path, b, 4096);
    db_claim_refused(path);
    memset(b, 0, 4096);
    db_old_header(b, spec, 24, 6, 4096 - 304, 0);
    bytes_put(path, b, 4096);
    db_claim_refused(path);
    test_alarm(0);
    free(b);
    ck_assert_int_eq(remove(path), 0);
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
    tc = tcase_create("books");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, book_v2_loads_and_damage_is_refused);
    tcase_add_test(tc, book_v1_still_loads);
    tcase_add_test(tc, book_count_held_to_the_size);
    suite_add_tcase(s, tc);
    tc = tcase_create("databases");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, db_save_fault_keeps_old_file);
    tcase_add_test(tc, db_every_byte_and_truncation_refused);
    tcase_add_test(tc, db_version_byte_changed_refused);
    tcase_add_test(tc, db_spec_rewritten_refused);
    tcase_add_test(tc, db_zero_file_refused);
    tcase_add_test(tc, db_huge_claim_refused_before_allocation);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
