/* SPDX-License-Identifier: MIT */
/* perft.c: counts the positions reachable in exactly DEPTH plies of a variant and reports the speed.
 * Usage: perft SPEC DEPTH   (for example: perft kalah 11) */
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

static int usage(const char *name, const char *why)
{
    fprintf(stderr, "%s: %s\nusage: %s SPEC DEPTH   (DEPTH 0 to 1000)\n", name, why, name);
    return 2;
}

int main(int argc, char **argv)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    uint64_t positions;
    double t0, secs;
    mancala_error_info info = { .struct_size = sizeof info };
    char *end;
    long depth;
    int32_t st;

    if (argc != 3)
        return usage(argv[0], "give a spec and a depth");
    errno = 0;
    depth = strtol(argv[2], &end, 10);
    if (end == argv[2] || *end || errno || depth < 0 || depth > 1000)
        return usage(argv[0], "DEPTH must be a number from 0 to 1000");
    /* The _info form says where a spec went wrong: the word, its offset, a key near it. */
    if ((st = mancala_variant_new_info(&v, argv[1], &info)) != MANCALA_OK) {
        fprintf(stderr, "%s: %s: %s\n", argv[0], mancala_strerror(st), info.message);
        return usage(argv[0], "SPEC is not a rule set (mancala-spec(7))");
    }
    if ((st = mancala_game_new(&g, v)) != MANCALA_OK) {
        fprintf(stderr, "%s: %s: %s\n", argv[0], argv[1], mancala_strerror(st));
        mancala_variant_free(v);
        return 1;
    }
    t0 = now();
    st = mancala_game_perft(g, (int32_t)depth, &positions);
    secs = now() - t0;
    if (st != MANCALA_OK) {
        fprintf(stderr, "%s: perft: %s\n", argv[0], mancala_strerror(st));
    } else {
        printf("%s depth %ld: %llu positions, %.3f s, %.0f positions/s\n", argv[1], depth,
               (unsigned long long)positions, secs, secs > 0 ? (double)positions / secs : 0.0);
    }
    mancala_game_free(g);
    mancala_variant_free(v);
    return st == MANCALA_OK ? 0 : 1;
}
