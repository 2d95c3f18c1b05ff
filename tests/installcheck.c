/* SPDX-License-Identifier: MIT */
/* installcheck.c: built by `make installcheck` against the installed library using only
 * `pkg-config --cflags --libs mancala`; checks that headers and library agree and work, and
 * with --data that a search finds the installed data (mancala_search_set_data_dir(3)). */
#include <stdio.h>
#include <string.h>

#include <mancala.h>

/* The installed Oware guide, found where the library looks by default (the environment's
 * MANCALA_DATA_DIR, which `make installcheck` sets under a DESTDIR, else DATADIR/libmancala). */
static int data_found(void)
{
    mancala_variant *v;
    mancala_search *s;
    int32_t st = MANCALA_ENOMEM;
    if (mancala_variant_new(&v, "oware") != MANCALA_OK)
        return 0;
    if (mancala_search_new(&s) == MANCALA_OK) {
        st = mancala_search_data_status(s, v);
        mancala_search_free(s);
    }
    mancala_variant_free(v);
    if (st != MANCALA_OK)
        fprintf(stderr, "installcheck: the installed Oware guide is not found: %s\n",
                mancala_strerror(st));
    return st == MANCALA_OK;
}

int main(int argc, char **argv)
{
    mancala_variant *v;
    mancala_game *g;
    uint64_t n;

    if (mancala_abi_version() != MANCALA_ABI_VERSION || mancala_version() != MANCALA_VERSION_HEX ||
        strcmp(mancala_version_string(), MANCALA_VERSION_STRING) != 0) {
        fprintf(stderr, "installcheck: headers %s and library %s differ\n", MANCALA_VERSION_STRING,
                mancala_version_string());
        return 1;
    }
    if (mancala_variant_new(&v, "kalah") != MANCALA_OK || mancala_game_new(&g, v) != MANCALA_OK ||
        mancala_game_perft(g, 4, &n) != MANCALA_OK || n != 942) {
        fprintf(stderr, "installcheck: the installed library does not work\n");
        return 1;
    }
    mancala_game_free(g);
    mancala_variant_free(v);
    if (argc > 1 && strcmp(argv[1], "--data") == 0) {
        if (!data_found())
            return 1;
        printf("installcheck: the Oware guide is found\n");
    }
    printf("installcheck: libmancala %s (ABI %d) works: kalah perft 4 = %llu\n",
           mancala_version_string(), (int)mancala_abi_version(), (unsigned long long)n);
    return 0;
}
