/* SPDX-License-Identifier: MIT */
/* fuzz_db.c: the endgame-database loader. The input is written to a temp file and loaded: the load
 * either fails with a documented code (EIO, EFORMAT, ENOMEM) leaving *out alone, or gives a
 * database whose seeds and spec read back, which saves and loads again, and which answers probes
 * on positions of its own rules with OK, ELIMIT or EOVER only. */
#define _POSIX_C_SOURCE 200809L
#include <unistd.h>

#include "fuzz_common.h"

static int write_temp(char *path, const uint8_t *data, size_t size)
{
    int fd = mkstemp(path);
    size_t done = 0;
    if (fd < 0)
        return -1;
    while (done < size) {
        ssize_t n = write(fd, data + done, size - done);
        if (n <= 0) {
            close(fd);
            unlink(path);
            return -1;
        }
        done += (size_t)n;
    }
    return close(fd);
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
    char path[] = "/tmp/fuzz_db_XXXXXX", copy[] = "/tmp/fuzz_db_XXXXXX";
    char spec[512], spec2[512];
    size_t need = 0, need2 = 0;
    int32_t st;

    if (write_temp(path, data, size) != 0)
        return 0; /* no room in /tmp: nothing to test */
    st = mancala_db_load(&db, path);
    unlink(path);
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
    {
        int fd = mkstemp(copy);
        FUZZ_CHECK(fd >= 0);
        close(fd);
    }
    FUZZ_CHECK(mancala_db_save(db, copy) == MANCALA_OK);
    FUZZ_CHECK(mancala_db_load(&back, copy) == MANCALA_OK);
    unlink(copy);
    FUZZ_CHECK(mancala_db_seeds(back) == mancala_db_seeds(db));
    FUZZ_CHECK(mancala_db_spec(back, spec2, sizeof spec2, &need2) == MANCALA_OK);
    FUZZ_CHECK(need2 == need && strcmp(spec, spec2) == 0);

    probe_some(db, spec, data, size);
    mancala_db_free(back);
    mancala_db_free(db);
    return 0;
}
