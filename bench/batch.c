/* SPDX-License-Identifier: MIT */
/* batch.c: a batch's steps per second (mancala_batch_new(3)) with the observations and masks
 * written, random legal actions drawn by this program from the masks, games reset as they end;
 * on one thread and two, for Kalah, Oware, Togyz Kumalak and Bao ki arabu, and Kalah with
 * OpenSpiel's layout. Usage: batch [SECONDS [GAMES]]   (defaults 1 and 1024) */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <mancala.h>

/* One thread is timed by the processor time of this process, which on a shared machine leaves
 * out the time others' work takes the processor away; two by the wall clock, their steps being
 * the work of both. */
static double now(int threads)
{
    struct timespec ts;
    clock_gettime(threads > 1 ? CLOCK_MONOTONIC : CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The benchmark's own draws: a 64-bit LCG (Knuth's MMIX constants), its high half, which is
 * good enough to pick among a few actions and costs one multiply. */
static uint32_t next(uint64_t *x)
{
    *x = *x * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
    return (uint32_t)(*x >> 32);
}

/* The bits of a mask's bytes (each 0 or 1): eight at a time where the machine is little-endian
 * (the buffer has room to read eight bytes past any row), by a multiply that gathers the low
 * bit of byte k into bit k. */
static uint32_t mask_bits(const uint8_t *mask, size_t actions)
{
    uint32_t m = 0;
    size_t a = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; a < actions; a += 8) {
        uint64_t w;
        memcpy(&w, mask + a, 8);
        if (actions - a < 8)
            w &= (UINT64_C(1) << (8 * (actions - a))) - 1;
        m |= (uint32_t)((w * UINT64_C(0x0102040810204080)) >> 56) << a;
    }
#else
    for (; a < actions; a++)
        m |= (uint32_t)mask[a] << a;
#endif
    return m;
}

/* Bits set in m, by halves (without a popcount instruction GCC's builtin is a call). */
static unsigned popcount(uint32_t m)
{
    m = m - ((m >> 1) & 0x55555555u);
    m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
    m = (m + (m >> 4)) & 0x0f0f0f0fu;
    return (m * 0x01010101u) >> 24;
}

/* A legal action drawn uniformly from a mask (0 where none is legal: the action of a game that
 * ended is not read). */
static int32_t pick(const uint8_t *mask, size_t actions, uint64_t *rng)
{
    uint32_t m = mask_bits(mask, actions), r;
    const unsigned n = popcount(m);
    int32_t a = 0;
    if (n == 0)
        return 0;
    r = (uint32_t)(((uint64_t)next(rng) * n) >> 32);
    while (r--)
        m &= m - 1;
    while (!(m >> a & 1))
        a++;
    return a;
}

typedef struct buffers {
    float *obs, *rewards;
    uint8_t *mask, *terminated, *truncated;
    int32_t *act, *to_move;
} buffers;

/* Steps per second of batch b: the best of five runs of about seconds / 5 each (a shared
 * machine slows some of them), from a reset each. Two rates: the whole loop, this program's
 * drawing of the actions included, and (*in_step) the time inside mancala_batch_step alone, what
 * the library's step costs whatever chooses the actions (an agent's network, say). */
static double measure(mancala_batch *b, int threads, buffers *u, double seconds, double *in_step)
{
    size_t n, actions, i;
    double best = 0;
    uint64_t rng = 7;
    int rep;

    mancala_batch_shape(b, &n, &actions, NULL);
    *in_step = 0;
    for (rep = 0; rep < 5; rep++) {
        long steps = 0;
        double t0, t, ts = 0;
        if (mancala_batch_reset(b, 1, u->obs, u->mask, u->to_move) != MANCALA_OK)
            return -1;
        t0 = now(threads);
        do {
            int k;
            for (k = 0; k < 16; k++) {
                double s0;
                for (i = 0; i < n; i++)
                    u->act[i] = pick(u->mask + i * actions, actions, &rng);
                s0 = now(threads);
                if (mancala_batch_step(b, u->act, u->obs, u->mask, u->rewards, u->terminated,
                                       u->truncated, u->to_move) != MANCALA_OK)
                    return -1;
                ts += now(threads) - s0;
                steps += (long)n;
            }
            t = now(threads) - t0;
        } while (t < seconds / 5);
        if ((double)steps / t > best)
            best = (double)steps / t;
        if ((double)steps / ts > *in_step)
            *in_step = (double)steps / ts;
    }
    return best;
}

static int run(const char *spec, int32_t layout, double seconds, size_t games, buffers *u)
{
    mancala_variant *v;
    mancala_batch *b;
    int threads;
    size_t actions, obs_size;
    double step;

    if (mancala_variant_new(&v, spec) != MANCALA_OK || mancala_batch_new(&b, v, games) != MANCALA_OK)
        return 1;
    mancala_variant_free(v);
    if (mancala_batch_set_layout(b, layout) != MANCALA_OK)
        return 1;
    mancala_batch_shape(b, NULL, &actions, &obs_size);
    printf("%-24s %-9s obs %3lu actions %2lu", spec,
           layout == MANCALA_LAYOUT_OPENSPIEL ? "openspiel" : "planes", (unsigned long)obs_size,
           (unsigned long)actions);
    for (threads = 1; threads <= 2; threads++) {
        double rate;
        if (mancala_batch_set_threads(b, threads) != MANCALA_OK)
            return 1;
        rate = measure(b, threads, u, seconds, &step);
        if (rate < 0)
            return 1;
        printf("  %d thread%s %6.2f (step alone %6.2f)", threads, threads > 1 ? "s" : " ",
               rate / 1e6, step / 1e6);
    }
    printf("\n");
    fflush(stdout);
    mancala_batch_free(b);
    return 0;
}

int main(int argc, char **argv)
{
    static const struct {
        const char *spec;
        int32_t layout;
    } runs[] = {
        { "kalah", MANCALA_LAYOUT_PLANES },
        { "kalah:limit=1001", MANCALA_LAYOUT_OPENSPIEL },
        { "oware", MANCALA_LAYOUT_PLANES },
        { "togyz", MANCALA_LAYOUT_PLANES },
        { "bao-ki-arabu", MANCALA_LAYOUT_PLANES },
    };
    const double seconds = argc > 1 ? atof(argv[1]) : 1.0;
    const size_t games = argc > 2 ? (size_t)strtoul(argv[2], NULL, 10) : 1024;
    buffers u;
    size_t i;
    int st = 0;

    /* Room for any of the rule sets: at most 34 pits a side, 7 planes' worth, 33 actions. */
    u.obs = malloc(games * 512 * sizeof *u.obs);
    u.mask = malloc(games * 64 + 8); /* eight bytes more: mask_bits reads a word at a time */
    u.rewards = malloc(games * sizeof *u.rewards);
    u.terminated = malloc(games);
    u.truncated = malloc(games);
    u.act = malloc(games * sizeof *u.act);
    u.to_move = malloc(games * sizeof *u.to_move);
    if (!u.obs || !u.mask || !u.rewards || !u.terminated || !u.truncated || !u.act || !u.to_move)
        st = 1;
    if (st == 0)
        printf("batch: %lu games a batch, random legal actions drawn here from the masks, "
               "auto-reset;\nmillions of steps per second, the best of five runs (1 thread: by "
               "processor time, 2: by the wall clock),\nof the whole loop and of the time in "
               "mancala_batch_step alone\n",
               (unsigned long)games);
    for (i = 0; i < sizeof runs / sizeof runs[0] && st == 0; i++)
        if ((st = run(runs[i].spec, runs[i].layout, seconds, games, &u)) != 0)
            fprintf(stderr, "batch: %s failed\n", runs[i].spec);
    free(u.obs);
    free(u.mask);
    free(u.rewards);
    free(u.terminated);
    free(u.truncated);
    free(u.act);
    free(u.to_move);
    return st;
}
