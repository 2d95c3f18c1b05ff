/* SPDX-License-Identifier: MIT */
/* bench.c: speed of move generation (perft) and of the search for each preset.
 * Usage: bench [PERFT-DEPTH [SEARCH-DEPTH]]   (defaults 9 and 14; perft 0 to 1000, search 1
 * to 100) */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
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

static int usage(const char *why)
{
    fprintf(stderr, "bench: %s\nusage: bench [PERFT-DEPTH [SEARCH-DEPTH]]   (PERFT-DEPTH 0 to "
                    "1000, default 9; SEARCH-DEPTH 1 to 100, default 14)\n", why);
    return 2;
}

/* The decimal number s, lo to hi, into *out; 0 if s is not one (nothing after the digits). */
static int number(const char *s, long lo, long hi, long *out)
{
    char *end;
    long n;
    errno = 0;
    n = strtol(s, &end, 10);
    if (end == s || *end || errno || n < lo || n > hi)
        return 0;
    *out = n;
    return 1;
}

int main(int argc, char **argv)
{
    static const char *specs[] = { "kalah", "oware", "congkak" };
    long perft_depth = 9, search_depth = 14;
    size_t i;

    if (argc > 3)
        return usage("too many arguments");
    if (argc > 1 && !number(argv[1], 0, 1000, &perft_depth))
        return usage("PERFT-DEPTH must be a number from 0 to 1000");
    if (argc > 2 && !number(argv[2], 1, 100, &search_depth))
        return usage("SEARCH-DEPTH must be a number from 1 to 100");

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
        mancala_game_perft(g, (int32_t)perft_depth, &positions);
        tp = now() - t0;
        mancala_search_set_limits(s, (int32_t)search_depth, 0, 0);
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
