/* SPDX-License-Identifier: MIT */
/* fuzz_db.c: endgame databases, two ways in.
 * - Loading (every input whose first byte is not 0xDB): the input is written to a temp file and
 *   loaded: the load either fails with a documented code (EIO, EFORMAT, ENOMEM) leaving *out
 *   alone, or gives a database whose seeds and spec read back, which saves and loads again (the
 *   very bytes of the input where its spec is the canonical one: a header of format version 5
 *   and its CRC-32C, mancala_db_save(3), leave no byte free), which refuses the input with one
 *   byte changed (the input picks which, and how), and which answers probes on positions of its
 *   own rules with OK, ELIMIT or EOVER only. The corpus's files are of version 5, but for two
 *   of older versions, refused at their version byte.
 * - Building (first byte 0xDB): a tiny database of rules mixed from the input (at most 4 houses
 *   of 4 seeds, at most 8 seeds in the database) is built; mancala_db_build refuses exactly the
 *   rules mancala_db_build(3) says it cannot hold (ERULES), and whatever it builds saves, loads
 *   back with the same seeds and spec, and answers every probe as the built one does. This way
 *   in found the page saying that origin=first could be held, which the building refuses. */
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

/* The file at path, into a buffer of cap bytes; its size, or (size_t)-1 if it is longer. */
static size_t read_back(const char *path, uint8_t *buf, size_t cap)
{
    FILE *f = fopen(path, "rb");
    size_t n;
    FUZZ_CHECK(f != NULL);
    n = fread(buf, 1, cap, f);
    if (n == cap && fgetc(f) != EOF)
        n = (size_t)-1;
    fclose(f);
    return n;
}

/* A file that loaded, with byte at (from the input's last two bytes) XORed with a nonzero value
 * (its first byte): refused. CRC-32C finds every change of one byte. */
static void one_byte_changed(const uint8_t *data, size_t size)
{
    static int sentinel;
    mancala_db *db = (mancala_db *)(void *)&sentinel;
    char path[TEMP_PATH_MAX];
    uint8_t *copy = malloc(size);
    size_t at = ((size_t)data[size - 1] << 8 | data[size - 2]) % size;
    int32_t st;
    FUZZ_CHECK(copy != NULL);
    memcpy(copy, data, size);
    copy[at] ^= (uint8_t)(data[0] % 255 + 1);
    if (write_temp(path, copy, size) == 0) {
        st = mancala_db_load(&db, path);
        remove(path);
        FUZZ_CHECK(st == MANCALA_EFORMAT || st == MANCALA_ENOMEM);
        FUZZ_CHECK(db == (mancala_db *)(void *)&sentinel);
    }
    free(copy);
}

/* Positions of a game of the database's rules: the start, then up to plies moves chosen by the
 * input. Each probe gives OK (with a score the stores bound), ELIMIT or EOVER; where other is not
 * NULL, it answers every probe the same. */
static void probe_some(const mancala_db *db, const mancala_db *other, const char *spec,
                       const uint8_t *data, size_t size, size_t plies)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    size_t i;

    FUZZ_CHECK(mancala_db_seeds(db) >= 0);
    FUZZ_CHECK(mancala_variant_new(&v, spec) == MANCALA_OK);
    FUZZ_CHECK(mancala_game_new(&g, v) == MANCALA_OK);
    for (i = 0; i < plies; i++) {
        int32_t moves[MANCALA_MAX_MOVES], score = INT32_MIN, score2 = INT32_MIN, st;
        size_t n = 0;
        st = mancala_db_probe(db, g, &score);
        FUZZ_CHECK(st == MANCALA_OK || st == MANCALA_ELIMIT || st == MANCALA_EOVER);
        FUZZ_CHECK(st == MANCALA_OK ? score >= -MANCALA_MAX_SEEDS && score <= MANCALA_MAX_SEEDS
                                    : score == INT32_MIN);
        FUZZ_CHECK(st != MANCALA_EOVER || mancala_game_is_over(g));
        FUZZ_CHECK(!other || (mancala_db_probe(other, g, &score2) == st && score2 == score));
        FUZZ_CHECK(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n) == MANCALA_OK);
        if (n == 0)
            break;
        FUZZ_CHECK(mancala_game_play(g, moves[(size ? data[i % size] : i) % n]) == MANCALA_OK);
    }
    mancala_game_free(g);
    mancala_variant_free(v);
}

static const char *const build_keys[] = { "stores", "origin", "relay", "extra", "capture",
                                          "grandslam", "feed", "end", "majority", "cycle",
                                          "leftover", "chain", "pie", "pass" };
static const char *const build_words[][4] = {
    { "own", "none" }, { "sow", "skip", "first" }, { "off", "on" }, { "store", "off" },
    { "standard", "empty", "count", "none" }, { "nocapture", "forbidden", "capture" },
    { "free", "must" }, { "either", "mover" }, { "play", "end" }, { "end", "split", "play" },
    { "own", "unfed", "none" }, { "on", "off", "start" }, { "off", "on" }, { "off", "on" },
};
static const unsigned build_nwords[] = { 2, 3, 2, 2, 4, 3, 2, 2, 2, 3, 3, 3, 2, 2 };

/* Whether the canonical spec holds key=word. */
static int spec_has(const char *spec, const char *key, const char *word)
{
    char want[64];
    const char *p;
    size_t n;
    snprintf(want, sizeof want, "%s=%s", key, word);
    n = strlen(want);
    for (p = strstr(spec, want); p; p = strstr(p + 1, want))
        if ((p == spec || p[-1] == ',' || p[-1] == ':') && (p[n] == ',' || p[n] == '\0'))
            return 1;
    return 0;
}

/* The building way in (see the top of the file). */
static void build_one(const uint8_t *data, size_t size)
{
    static const char *const names[] = { "kalah", "oware", "congkak", "custom" };
    mancala_variant *v = NULL;
    mancala_db *db = NULL, *back = NULL;
    char spec[512], canon[512], back_spec[512], path[TEMP_PATH_MAX];
    size_t i = 1, n, k, need = 0;
    int32_t seeds, threads, st, holdable;
    unsigned name, houses, start;

#define BYTE() (i < size ? data[i++] : 0u)
    name = BYTE() % 4;
    houses = 1 + BYTE() % 4;
    start = 1 + BYTE() % 4;
    n = (size_t)snprintf(spec, sizeof spec, "%s:houses=%u,seeds=%u", names[name], houses, start);
    for (k = 0; k < sizeof build_keys / sizeof build_keys[0]; k++) {
        unsigned b = BYTE();
        if (b & 0x80) /* the preset's own value otherwise */
            n += (size_t)snprintf(spec + n, sizeof spec - n, ",%s=%s", build_keys[k],
                                  build_words[k][b % build_nwords[k]]);
    }
    seeds = (int32_t)(BYTE() % 9);
    threads = 1 + (int32_t)(BYTE() % 2);
#undef BYTE
    if (mancala_variant_new(&v, spec) != MANCALA_OK)
        return; /* an option mix the spec refuses: fuzz_spec's part */
    FUZZ_CHECK(mancala_variant_spec(v, canon, sizeof canon, &need) == MANCALA_OK);
    /* mancala_db_build(3): no hooks, majority=play, stores=own or cycle=split without relay
     * (a relay without stores is accepted on two rows since 0.7.0), and neither
     * origin=first nor a leftover rule other than own (the canonical spec names leftover only
     * when it is not own), nor chain=start, pie=on or pass=on. */
    holdable = spec_has(canon, "majority", "play") &&
               (spec_has(canon, "stores", "own") ||
                (spec_has(canon, "cycle", "split") && !spec_has(canon, "relay", "on"))) &&
               !spec_has(canon, "origin", "first") && !spec_has(canon, "leftover", "unfed") &&
               !spec_has(canon, "leftover", "none") && !spec_has(canon, "chain", "start") &&
               !spec_has(canon, "pie", "on") && !spec_has(canon, "pass", "on");
    st = mancala_db_build(&db, v, seeds, threads);
    mancala_variant_free(v);
    if (!holdable) {
        FUZZ_CHECK(st == MANCALA_ERULES && db == NULL);
        return;
    }
    FUZZ_CHECK(st == MANCALA_OK && db != NULL);
    FUZZ_CHECK(mancala_db_seeds(db) == seeds);
    FUZZ_CHECK(mancala_db_spec(db, spec, sizeof spec, &need) == MANCALA_OK);
    FUZZ_CHECK(make_temp(path) == 0);
    st = mancala_db_save(db, path);
    if (st == MANCALA_OK) {
        FUZZ_CHECK(mancala_db_load(&back, path) == MANCALA_OK);
        FUZZ_CHECK(mancala_db_seeds(back) == seeds);
        FUZZ_CHECK(mancala_db_spec(back, back_spec, sizeof back_spec, &need) == MANCALA_OK);
        FUZZ_CHECK(strcmp(spec, back_spec) == 0);
        probe_some(db, back, spec, data, size, 48);
        mancala_db_free(back);
    } else {
        /* Saving may refuse (a spec too long for the file, no room): never half a file read back. */
        FUZZ_CHECK(st == MANCALA_EIO || st == MANCALA_ELIMIT);
    }
    remove(path);
    mancala_db_free(db);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int sentinel;
    mancala_db *db = (mancala_db *)(void *)&sentinel, *back = NULL;
    char path[TEMP_PATH_MAX], copy[TEMP_PATH_MAX];
    char spec[512], spec2[512];
    size_t need = 0, need2 = 0;
    int32_t st;

    if (size > 0 && data[0] == 0xDB) {
        build_one(data, size);
        return 0;
    }
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

    /* Save and load again: the same seeds and spec; the same bytes where the input's spec is the
     * canonical one. */
    FUZZ_CHECK(make_temp(copy) == 0);
    FUZZ_CHECK(mancala_db_save(db, copy) == MANCALA_OK);
    FUZZ_CHECK(mancala_db_load(&back, copy) == MANCALA_OK);
    if (size >= 40 + need && memcmp(data + 40, spec, need) == 0) {
        uint8_t *saved = malloc(size + 1);
        FUZZ_CHECK(saved != NULL);
        FUZZ_CHECK(read_back(copy, saved, size + 1) == size && memcmp(saved, data, size) == 0);
        free(saved);
    }
    remove(copy);
    one_byte_changed(data, size);
    FUZZ_CHECK(mancala_db_seeds(back) == mancala_db_seeds(db));
    FUZZ_CHECK(mancala_db_spec(back, spec2, sizeof spec2, &need2) == MANCALA_OK);
    FUZZ_CHECK(need2 == need && strcmp(spec, spec2) == 0);

    probe_some(db, NULL, spec, data, size, 24);
    mancala_db_free(back);
    mancala_db_free(db);
    return 0;
}
