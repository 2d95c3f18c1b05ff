/* SPDX-License-Identifier: MIT */
/* fuzz_db.c: the endgame-database loader. The input is written to a temp file and loaded: the load
 * either fails with a documented code (EIO, EFORMAT, ENOMEM) leaving *out alone, or gives a
 * database whose seeds and spec read back, which saves and loads again, and which answers probes
 * on positions of its own rules with OK, ELIMIT or EOVER only. */
#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#else
#define _POSIX_C_SOURCE 200809L
#include <unistd.h>
#endif

#include "fuzz_common.h"

#define TEMP_PATH_MAX 4096

/* A new empty file of a name of its own in the temp folder ($TMPDIR or /tmp; GetTempPath's
 * folder on Windows); 0 on success. */
static int make_temp(char *path)
{
#if defined(_WIN32)
    char dir[MAX_PATH + 1];
    DWORD n = GetTempPathA(sizeof dir, dir);
    return n > 0 && n < sizeof dir && GetTempFileNameA(dir, "mdb", 0, path) != 0 ? 0 : -1;
#else
    const char *dir = getenv("TMPDIR");
    int fd, len = snprintf(path, TEMP_PATH_MAX, "%s/fuzz_db_XXXXXX", dir && *dir ? dir : "/tmp");
    if (len < 0 || len >= TEMP_PATH_MAX || (fd = mkstemp(path)) < 0)
        return -1;
    return close(fd);
#endif
}

/* The input as a temp file, written in binary mode. */
static int write_temp(char *path, const uint8_t *data, size_t size)
{
    FILE *f;
    if (make_temp(path) != 0)
        return -1;
    f = fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size) {
        if (f)
            fclose(f);
        remove(path);
        return -1;
    }
    if (fclose(f) != 0) {
        remove(path);
        return -1;
    }
    return 0;
}

/* A few positions of a game of the database's rules: the start, then some moves chosen by the
 * input. Each probe gives OK (with a score the stores bound), ELIMIT or EOVER. */
static void probe_some(const mancala_db *db, const char *spec, const uint8_t *data, size_t size)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    int32_t seeds = mancala_db_seeds(db);
    size_t i;

    FUZZ_CHECK(seeds >= 0);
    FUZZ_CHECK(mancala_variant_new(&v, spec) == MANCALA_OK);
    FUZZ_CHECK(mancala_game_new(&g, v) == MANCALA_OK);
    for (i = 0; i < 24; i++) {
        int32_t moves[MANCALA_MAX_HOUSES], score = INT32_MIN, st;
        size_t n = 0;
        st = mancala_db_probe(db, g, &score);
        FUZZ_CHECK(st == MANCALA_OK || st == MANCALA_ELIMIT || st == MANCALA_EOVER);
        FUZZ_CHECK(st == MANCALA_OK ? score >= -MANCALA_MAX_SEEDS && score <= MANCALA_MAX_SEEDS
                                    : score == INT32_MIN);
        FUZZ_CHECK(st != MANCALA_EOVER || mancala_game_is_over(g));
        FUZZ_CHECK(mancala_game_legal_moves(g, moves, MANCALA_MAX_HOUSES, &n) == MANCALA_OK);
        if (n == 0)
            break;
        FUZZ_CHECK(mancala_game_play(g, moves[(size ? data[i % size] : i) % n]) == MANCALA_OK);
    }
    mancala_game_free(g);
    mancala_variant_free(v);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int sentinel;
    mancala_db *db = (mancala_db *)(void *)&sentinel, *back = NULL;
    char path[TEMP_PATH_MAX], copy[TEMP_PATH_MAX];
    char spec[512], spec2[512];
    size_t need = 0, need2 = 0;
    int32_t st;

    if (write_temp(path, data, size) != 0)
        return 0; /* no room in the temp folder: nothing to test */
    st = mancala_db_load(&db, path);
    remove(path);
    if (st != MANCALA_OK) {
        FUZZ_CHECK(st == MANCALA_EIO || st == MANCALA_EFORMAT || st == MANCALA_ENOMEM);
        FUZZ_CHECK(db == (mancala_db *)(void *)&sentinel);
        return 0;
    }
    FUZZ_CHECK(db != (mancala_db *)(void *)&sentinel && db != NULL);
    FUZZ_CHECK(mancala_db_seeds(db) >= 0);
    FUZZ_CHECK(mancala_db_spec(db, NULL, 0, &need) == MANCALA_ERANGE && need > 1);
    FUZZ_CHECK(need <= sizeof spec);
    FUZZ_CHECK(mancala_db_spec(db, spec, sizeof spec, &need) == MANCALA_OK);

    /* Save and load again: the same seeds and spec. */
    FUZZ_CHECK(make_temp(copy) == 0);
    FUZZ_CHECK(mancala_db_save(db, copy) == MANCALA_OK);
    FUZZ_CHECK(mancala_db_load(&back, copy) == MANCALA_OK);
    remove(copy);
    FUZZ_CHECK(mancala_db_seeds(back) == mancala_db_seeds(db));
    FUZZ_CHECK(mancala_db_spec(back, spec2, sizeof spec2, &need2) == MANCALA_OK);
    FUZZ_CHECK(need2 == need && strcmp(spec, spec2) == 0);

    probe_some(db, spec, data, size);
    mancala_db_free(back);
    mancala_db_free(db);
    return 0;
}
