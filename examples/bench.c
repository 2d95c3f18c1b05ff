/* SPDX-License-Identifier: MIT */
/* bench.c: speed of move generation (perft) and of the search for each preset.
 * Usage: bench [PERFT-DEPTH [SEARCH-DEPTH]]   (defaults 9 and 14) */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <mancala.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    static const char *specs[] = { "kalah", "oware", "congkak" };
    int perft_depth = argc > 1 ? atoi(argv[1]) : 9, search_depth = argc > 2 ? atoi(argv[2]) : 14;
    size_t i;

    printf("%-8s %12s %10s %14s | %12s %8s %14s\n", "variant", "perft", "seconds", "positions/s",
           "search nodes", "seconds", "nodes/s");
    for (i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        mancala_variant *v;
        mancala_game *g;
        mancala_search *s;
        uint64_t positions, nodes;
        double t0, tp, ts;
        if (mancala_variant_new(&v, specs[i]) != MANCALA_OK || mancala_game_new(&g, v) != MANCALA_OK ||
            mancala_search_new(&s) != MANCALA_OK)
            return 1;
        t0 = now();
        mancala_game_perft(g, perft_depth, &positions);
        tp = now() - t0;
        mancala_search_set_limits(s, search_depth, 0, 0);
        t0 = now();
        mancala_search_run(s, g);
        ts = now() - t0;
        mancala_search_result(s, NULL, NULL, NULL, NULL, &nodes);
        printf("%-8s %12llu %10.3f %14.0f | %12llu %8.3f %14.0f\n", specs[i],
               (unsigned long long)positions, tp, (double)positions / tp,
               (unsigned long long)nodes, ts, (double)nodes / ts);
        mancala_search_free(s);
        mancala_game_free(g);
        mancala_variant_free(v);
    }
    return 0;
}
