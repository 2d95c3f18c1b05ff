/* SPDX-License-Identifier: MIT */
/* mancala_data.c: builds the data that ships with the library at `make` time (see
 * mancala_search_set_data_dir(3)): an endgame database of SPEC up to SEEDS seeds, saved to OUT.
 *
 * Usage: mancala_data SPEC SEEDS OUT [THREADS]
 *   e.g. mancala_data oware:majority=play,cycle=split 13 data/oware-guide.db
 *
 * The values are exact, so the file is the same, byte for byte, whatever the threads and the
 * machine (the format is little-endian everywhere; mancala_db_save(3)). Only the public API. */
#include <stdio.h>
#include <stdlib.h>

#include <mancala.h>

/* A whole number in [lo, hi] from text; 0 if the text is not one. */
static int number(const char *text, long lo, long hi, long *out)
{
    char *end;
    long n = strtol(text, &end, 10);
    if (end == text || *end != '\0' || n < lo || n > hi)
        return 0;
    *out = n;
    return 1;
}

int main(int argc, char **argv)
{
    mancala_variant *v = NULL;
    mancala_db *db = NULL;
    long seeds, threads = 2;
    int32_t st;
    if ((argc != 4 && argc != 5) || !number(argv[2], 0, mancala_max_seeds(), &seeds) ||
        (argc == 5 && !number(argv[4], 1, 256, &threads))) {
        fprintf(stderr, "usage: mancala_data SPEC SEEDS OUT [THREADS]\n");
        return 2;
    }
    st = mancala_variant_new(&v, argv[1]);
    if (st == MANCALA_OK)
        st = mancala_db_build(&db, v, (int32_t)seeds, (int32_t)threads);
    if (st == MANCALA_OK)
        st = mancala_db_save(db, argv[3]);
    mancala_db_free(db);
    mancala_variant_free(v);
    if (st != MANCALA_OK) {
        fprintf(stderr, "mancala_data: %s: %s\n", argv[3], mancala_strerror(st));
        return 1;
    }
    return 0;
}
