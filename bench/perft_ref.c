/* SPDX-License-Identifier: MIT */
/* perft_ref.c: the move generator's speed against a perft written for Kalah(6,4) alone, run side by
 * side in one process, with the library's count checked against the reference's.
 * Usage: perft_ref [DEPTH [REPETITIONS [OWARE-DEPTH]]]   (defaults 11, 5 and 10) */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <mancala.h>

/* Processor time of this process: on a shared machine it leaves out the time others' work takes
 * the processor away, which wall time would count. */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The reference: Kalah(6,4) and nothing else. Pits 0-5 are the first player's houses, 6 its store,
 * 7-12 the second player's houses, 13 its store; house i faces house 12 - i. The game ends when
 * either row is empty; a perft does not look past the end, so the sweep is left out. */
static uint64_t ref_perft(const uint8_t *b, int m, int depth)
{
    const int base = 7 * m, store = base + 6, skip = 13 - base;
    uint64_t sum = 0;
    int h, i;

    if (depth == 1) {
        for (h = 0; h < 6; h++)
            sum += b[base + h] != 0;
        return sum;
    }
    for (h = 0; h < 6; h++) {
        uint8_t c[14];
        int pos = base + h, n = b[pos], next = 1 - m, empty0 = 1, empty1 = 1;

        if (n == 0)
            continue;
        memcpy(c, b, sizeof c);
        c[pos] = 0;
        while (n-- > 0) {
            do
                pos = pos == 13 ? 0 : pos + 1;
            while (pos == skip);
            c[pos]++;
        }
        if (pos == store) {
            next = m;
        } else if (c[pos] == 1 && pos >= base && pos < base + 6 && c[12 - pos] > 0) {
            c[store] = (uint8_t)(c[store] + c[12 - pos] + 1);
            c[12 - pos] = 0;
            c[pos] = 0;
        }
        for (i = 0; i < 6; i++) {
            empty0 &= c[i] == 0;
            empty1 &= c[7 + i] == 0;
        }
        if (!empty0 && !empty1)
            sum += ref_perft(c, next, depth - 1);
    }
    return sum;
}

/* The library's perft of a preset from its start; *secs: how long the perft took. */
static int32_t lib_perft(const char *spec, int depth, uint64_t *positions, double *secs)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    int32_t st;

    if ((st = mancala_variant_new(&v, spec)) == MANCALA_OK &&
        (st = mancala_game_new(&g, v)) == MANCALA_OK) {
        const double t0 = now();
        st = mancala_game_perft(g, depth, positions);
        *secs = now() - t0;
    }
    mancala_game_free(g);
    mancala_variant_free(v);
    return st;
}

int main(int argc, char **argv)
{
    static const uint8_t start[14] = { 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0 };
    int depth = argc > 1 ? atoi(argv[1]) : 11, reps = argc > 2 ? atoi(argv[2]) : 5;
    int odepth = argc > 3 ? atoi(argv[3]) : 10;
    double best_ref = 1e30, best_lib = 1e30, best_oware = 1e30;
    uint64_t nref = 0, nlib = 0, noware = 0;
    int r;

    if (depth < 1 || depth > 30 || reps < 1 || odepth < 0) {
        fprintf(stderr, "usage: %s [DEPTH [REPETITIONS [OWARE-DEPTH]]]\n", argv[0]);
        return 2;
    }
    /* Alternating runs, best of each: the machine is shared, and the best run is the one least
     * disturbed by others. */
    for (r = 0; r < reps; r++) {
        double t0 = now(), t, to = 0;
        nref = ref_perft(start, 0, depth);
        t = now() - t0;
        if (t < best_ref)
            best_ref = t;
        if (lib_perft("kalah", depth, &nlib, &t) != MANCALA_OK ||
            (odepth > 0 && lib_perft("oware", odepth, &noware, &to) != MANCALA_OK)) {
            fprintf(stderr, "%s: the library's perft failed\n", argv[0]);
            return 1;
        }
        if (t < best_lib)
            best_lib = t;
        if (odepth > 0 && to < best_oware)
            best_oware = to;
    }
    printf("kalah perft(%d): reference %llu positions %.3f s, library %llu positions %.3f s\n",
           depth, (unsigned long long)nref, best_ref, (unsigned long long)nlib, best_lib);
    printf("ratio reference/library: %.3f (best of %d)\n", best_ref / best_lib, reps);
    if (odepth > 0)
        printf("oware perft(%d): library %llu positions %.3f s\n", odepth,
               (unsigned long long)noware, best_oware);
    if (nref != nlib) {
        fprintf(stderr, "%s: the counts differ\n", argv[0]);
        return 1;
    }
    return 0;
}
