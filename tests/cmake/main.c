/* SPDX-License-Identifier: MIT */
/* tests/cmake/main.c: built by tests/cmake/CMakeLists.txt against the installed library; prints
 * the library's version and Kalah's perft(5), which tests/cmake-package.sh checks. */
#include <inttypes.h>
#include <stdio.h>

#include <mancala.h>

int main(void)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    uint64_t nodes = 0;
    int32_t rc;

    rc = mancala_variant_new(&v, "kalah");
    if (rc == MANCALA_OK)
        rc = mancala_game_new(&g, v);
    if (rc == MANCALA_OK)
        rc = mancala_game_perft(g, 5, &nodes);
    if (rc != MANCALA_OK) {
        fprintf(stderr, "cmake_check: %s\n", mancala_strerror(rc));
        return 1;
    }
    printf("%s %" PRIu64 "\n", mancala_version_string(), nodes);
    mancala_game_free(g);
    mancala_variant_free(v);
    return 0;
}
