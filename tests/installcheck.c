/* SPDX-License-Identifier: MIT */
/* installcheck.c: built by `make installcheck` against the installed library using only
 * `pkg-config --cflags --libs mancala`; checks that headers and library agree and work. */
#include <stdio.h>
#include <string.h>

#include <mancala.h>

int main(void)
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
    printf("installcheck: libmancala %s (ABI %d) works: kalah perft 4 = %llu\n",
           mancala_version_string(), (int)mancala_abi_version(), (unsigned long long)n);
    return 0;
}
