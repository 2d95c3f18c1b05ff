/* SPDX-License-Identifier: MIT */
/* selfplay.c: the README demo. Two computer players of different playing levels play a whole
 * game of Kalah (or any spec, four-row boards drawn in four rows), printed move by move with the
 * board.
 * Usage: selfplay [SPEC [SOUTH-LEVEL NORTH-LEVEL [SEED]]]   (defaults: kalah 8 3 1)
 * Levels run from 1 (a beginner's mistakes) to 10 (the engine's best); the seed varies the
 * moves the weaker levels pick, so each seed gives another game. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include <mancala.h>

static void print_row(const mancala_game *g, int32_t player, int32_t from, int32_t to)
{
    int32_t i, step = from <= to ? 1 : -1;
    printf("      ");
    for (i = from; i != to + step; i += step)
        printf("%3d", (int)mancala_game_house(g, player, i));
    printf("\n");
}

static void print_board(const mancala_game *g)
{
    int32_t H = mancala_game_houses(g), C = H / 2, i;

    if (mancala_game_rows(g) == 4) {
        /* Four rows: each side's loop of houses, outer row outside, inner row inside, seen from
         * above with South at the bottom; the stores are the hands. */
        print_row(g, 1, C - 1, 0);
        print_row(g, 1, C, H - 1);
        printf("  North's hand %d, South's hand %d\n", (int)mancala_game_store(g, 1),
               (int)mancala_game_store(g, 0));
        print_row(g, 0, H - 1, C);
        print_row(g, 0, 0, C - 1);
        printf("\n");
        return;
    }
    /* North's houses run right to left on top, its store on the left. */
    printf("      ");
    for (i = H - 1; i >= 0; i--)
        printf("%3d", (int)mancala_game_house(g, 1, i));
    printf("\n  %3d ", (int)mancala_game_store(g, 1));
    for (i = 0; i < H; i++)
        printf("   ");
    printf(" %3d\n      ", (int)mancala_game_store(g, 0));
    for (i = 0; i < H; i++)
        printf("%3d", (int)mancala_game_house(g, 0, i));
    printf("\n\n");
}

/* What move m does, in words: a house (on four rows maybe sown clockwise), or the pie swap. */
static void describe(const mancala_game *g, int32_t m, char *buf, size_t cap)
{
    static mancala_event ev[4096];
    size_t n = 0;
    const int32_t H = mancala_game_houses(g);
    if (mancala_game_trace(g, m, ev, sizeof ev / sizeof ev[0], &n) == MANCALA_OK && n > 0 &&
        ev[0].kind == MANCALA_EVENT_SWAP)
        snprintf(buf, cap, "takes the other side (pie rule)");
    else if (m >= H)
        snprintf(buf, cap, "sows house %d clockwise", (int)(m - H));
    else
        snprintf(buf, cap, "sows house %d", (int)m);
}

/* A game that its rules do not end (limit=none under rules without a repetition rule, such as
 * Hus's) is stopped here. */
#define MAX_PLIES 10000

static int usage(const char *why)
{
    fprintf(stderr, "selfplay: %s\nusage: selfplay [SPEC [SOUTH-LEVEL NORTH-LEVEL [SEED]]]   "
                    "(levels 1 to 10; defaults: kalah 8 3 1)\n", why);
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

/* A seed: a decimal number 0 to 2^64-1, without sign, into *out; 0 if s is not one. */
static int seed_number(const char *s, uint64_t *out)
{
    char *end;
    unsigned long long n;
    errno = 0;
    n = strtoull(s, &end, 10);
    if (s[0] < '0' || s[0] > '9' || *end || errno)
        return 0;
    *out = (uint64_t)n;
    return 1;
}

int main(int argc, char **argv)
{
    const char *spec = argc > 1 ? argv[1] : "kalah";
    int32_t level[2] = { 8, 3 }, st, ply = 0, p;
    uint64_t seed = 1;
    mancala_error_info info = { .struct_size = sizeof info };
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    mancala_search *player[2] = { NULL, NULL };

    if (argc == 3 || argc > 5)
        return usage(argc == 3 ? "give both levels, South's and North's" : "too many arguments");
    for (p = 0; p < 2 && argc > 3; p++) {
        long n;
        if (!number(argv[2 + p], 1, 10, &n))
            return usage("a level is a number from 1 to 10");
        level[p] = (int32_t)n;
    }
    if (argc > 4 && !seed_number(argv[4], &seed))
        return usage("SEED must be a number from 0 to 2^64-1");
    /* The _info form says where a spec went wrong: the word, its offset, a key near it. */
    if ((st = mancala_variant_new_info(&v, spec, &info)) != MANCALA_OK) {
        fprintf(stderr, "selfplay: %s: %s\n", mancala_strerror(st), info.message);
        return usage("SPEC is not a rule set (mancala-spec(7))");
    }
    if ((st = mancala_game_new(&g, v)) != MANCALA_OK) {
        fprintf(stderr, "selfplay: %s: %s\n", spec, mancala_strerror(st));
        mancala_variant_free(v);
        return 1;
    }
    mancala_variant_free(v); /* the game keeps its own copy of the rules */
    for (p = 0; p < 2; p++) {
        if ((st = mancala_search_new(&player[p])) != MANCALA_OK ||
            (st = mancala_search_set_level(player[p], level[p], seed + (uint64_t)p)) != MANCALA_OK ||
            (st = mancala_search_set_limits(player[p], 0, 0, 1000)) != MANCALA_OK) {
            fprintf(stderr, "selfplay: level %d: %s\n", (int)level[p], mancala_strerror(st));
            goto fail;
        }
    }

    printf("Start (%s): South level %d, North level %d\n", spec, (int)level[0], (int)level[1]);
    print_board(g);
    while (!mancala_game_is_over(g) && ply < MAX_PLIES) {
        int32_t mover = mancala_game_to_move(g), move, score;
        char what[64];
        if ((st = mancala_search_run(player[mover], g)) != MANCALA_OK ||
            (st = mancala_search_result(player[mover], &move, &score, NULL, NULL, NULL)) !=
                MANCALA_OK) {
            fprintf(stderr, "selfplay: %s\n", mancala_strerror(st));
            goto fail;
        }
        describe(g, move, what, sizeof what);
        if ((st = mancala_game_play(g, move)) != MANCALA_OK) {
            fprintf(stderr, "selfplay: %s\n", mancala_strerror(st));
            goto fail;
        }
        printf("%d. %s %s%s (expects %+d)\n", (int)++ply,
               mover == 0 ? "South" : "North", what,
               mancala_game_to_move(g) == mover ? " and moves again" : "", (int)score);
        print_board(g);
    }
    if (!mancala_game_is_over(g))
        printf("Stopped after %d moves: these rules do not end the game (limit=none?)\n",
               (int)ply);
    else
        printf("Game over after %d moves: South %d, North %d: %s\n", (int)ply,
               (int)mancala_game_store(g, 0), (int)mancala_game_store(g, 1),
               mancala_game_store(g, 0) > mancala_game_store(g, 1)   ? "South wins"
               : mancala_game_store(g, 0) < mancala_game_store(g, 1) ? "North wins"
                                                                      : "draw");
    st = MANCALA_OK;
fail:
    mancala_search_free(player[0]);
    mancala_search_free(player[1]);
    mancala_game_free(g);
    return st == MANCALA_OK ? 0 : 1;
}
