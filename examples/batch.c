/* SPDX-License-Identifier: MIT */
/* batch.c: steps a batch of random games (mancala_batch_new(3)) and counts who wins, the way an
 * agent's training loop would drive it: actions in, observations and masks out, games that end
 * start again by themselves.
 *
 *   batch [SPEC [GAMES [STEPS]]]      e.g. batch kalah 256 100000
 * GAMES 1 to 65536 (default 64), STEPS 1 to 1000000000 (default 20000). */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <mancala.h>

static int fail(const char *what, int32_t st)
{
    fprintf(stderr, "%s: %s\n", what, mancala_strerror(st));
    return 1;
}

static int usage(const char *why)
{
    fprintf(stderr, "batch: %s\nusage: batch [SPEC [GAMES [STEPS]]]   (GAMES 1 to 65536, default "
                    "64; STEPS 1 to 1000000000, default 20000)\n", why);
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

/* A small generator of the example's own, for its random actions. */
static uint64_t next(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A legal action drawn uniformly from a game's mask. */
static int32_t pick(const uint8_t *mask, size_t actions, uint64_t *rng)
{
    size_t a, legal = 0, k;
    for (a = 0; a < actions; a++)
        legal += mask[a];
    if (legal == 0)
        return 0; /* a game that ended: its action is not read */
    k = (size_t)(next(rng) % legal);
    for (a = 0; a < actions; a++)
        if (mask[a] && k-- == 0)
            break;
    return (int32_t)a;
}

/* The buffers a step fills, for n games. */
typedef struct buffers {
    float *obs, *rewards;
    uint8_t *mask, *terminated, *truncated;
    int32_t *act, *to_move, *mover;
} buffers;

/* steps steps of random actions; the results counted into wins (player 0, 1), draws and games cut
 * short by the length limit. */
static int32_t play(mancala_batch *b, buffers *u, long steps, long *wins, long *draws, long *cut)
{
    size_t n, actions, i;
    uint64_t rng = 1;
    int32_t st;
    long t;

    mancala_batch_shape(b, &n, &actions, NULL);
    if ((st = mancala_batch_reset(b, 42, u->obs, u->mask, u->to_move)) != MANCALA_OK)
        return st;
    for (t = 0; t < steps; t++) {
        for (i = 0; i < n; i++) {
            u->act[i] = pick(u->mask + i * actions, actions, &rng);
            u->mover[i] = u->to_move[i];
        }
        st = mancala_batch_step(b, u->act, u->obs, u->mask, u->rewards, u->terminated,
                                u->truncated, u->to_move);
        if (st != MANCALA_OK)
            return st;
        /* A reward goes to the player who chose the action: the one to move before the step;
         * the step that ends a game says so, the next one starts it again. */
        for (i = 0; i < n; i++) {
            if (u->truncated[i])
                (*cut)++;
            else if (u->terminated[i] && u->rewards[i] == 0.0f)
                (*draws)++;
            else if (u->terminated[i])
                wins[u->rewards[i] > 0.0f ? u->mover[i] : 1 - u->mover[i]]++;
        }
    }
    return MANCALA_OK;
}

int main(int argc, char **argv)
{
    const char *spec = argc > 1 ? argv[1] : "kalah";
    long games = 64, steps = 20000;
    mancala_error_info info = { .struct_size = sizeof info };
    mancala_variant *v = NULL;
    mancala_batch *b = NULL;
    size_t n, actions, obs_size;
    buffers u;
    long wins[2] = { 0, 0 }, draws = 0, cut = 0;
    int32_t st;

    if (argc > 4)
        return usage("too many arguments");
    if (argc > 2 && !number(argv[2], 1, 65536, &games))
        return usage("GAMES must be a number from 1 to 65536");
    if (argc > 3 && !number(argv[3], 1, 1000000000, &steps))
        return usage("STEPS must be a number from 1 to 1000000000");
    /* The _info form says where a spec went wrong: the word, its offset, a key near it. */
    if ((st = mancala_variant_new_info(&v, spec, &info)) != MANCALA_OK) {
        fprintf(stderr, "batch: %s: %s\n", mancala_strerror(st), info.message);
        return usage("SPEC is not a rule set (mancala-spec(7))");
    }
    st = mancala_batch_new(&b, v, (size_t)games);
    mancala_variant_free(v);
    if (st != MANCALA_OK)
        return fail("mancala_batch_new", st);
    mancala_batch_shape(b, &n, &actions, &obs_size);
    u.obs = malloc(n * obs_size * sizeof *u.obs);
    u.mask = malloc(n * actions);
    u.rewards = malloc(n * sizeof *u.rewards);
    u.terminated = malloc(n);
    u.truncated = malloc(n);
    u.act = malloc(n * sizeof *u.act);
    u.to_move = malloc(n * sizeof *u.to_move);
    u.mover = malloc(n * sizeof *u.mover);
    if (!u.obs || !u.mask || !u.rewards || !u.terminated || !u.truncated || !u.act || !u.to_move ||
        !u.mover)
        st = MANCALA_ENOMEM;
    else
        st = play(b, &u, steps, wins, &draws, &cut);
    if (st == MANCALA_OK)
        printf("%s: %lu games x %ld steps: player 0 won %ld, player 1 won %ld, %ld drawn, "
               "%ld cut short by the length limit\n",
               spec, (unsigned long)n, steps, wins[0], wins[1], draws, cut);
    free(u.obs);
    free(u.mask);
    free(u.rewards);
    free(u.terminated);
    free(u.truncated);
    free(u.act);
    free(u.to_move);
    free(u.mover);
    mancala_batch_free(b);
    return st == MANCALA_OK ? 0 : fail(spec, st);
}
