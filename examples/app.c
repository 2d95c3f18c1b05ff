/* SPDX-License-Identifier: MIT */
/* app.c: what a game app does with the library, from its public interface alone: a player against
 * an AI level, a hint from the solver, each move's steps as an animation would show them, a save
 * and a reload that keeps undo, and who won and why. `examples/app [SPEC [LEVEL [SEED]]]`: LEVEL
 * 1 to 10 (default 5), SEED a number (default 7). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include <mancala.h>

static const char *const reason_names[] = { "?", "majority", "a row is empty", "no legal move",
                                            "repetition", "end hook", "length limit" };

/* A name for each value; a newer library may add values, which print as "?". */
#define NAME(names, i) ((i) > 0 && (size_t)(i) < sizeof names / sizeof names[0] ? names[i] : "?")
/* A game that its rules do not end (limit=none under rules without a repetition rule, such as
 * Hus's) is stopped here. */
#define MAX_PLIES 10000

static int fail(const char *what, int32_t st)
{
    fprintf(stderr, "app: %s: %s\n", what, mancala_strerror(st));
    return EXIT_FAILURE;
}

static int usage(const char *why)
{
    fprintf(stderr, "app: %s\nusage: app [SPEC [LEVEL [SEED]]]   (LEVEL 1 to 10, default 5; "
                    "SEED a number, default 7)\n", why);
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

/* The steps of move as an app would animate them, one line each. */
static int32_t animate(const mancala_game *g, int32_t move)
{
    mancala_event ev[1024];
    size_t n, i;
    int32_t st = mancala_game_trace(g, move, ev, sizeof ev / sizeof ev[0], &n);
    if (st != MANCALA_OK)
        return st;
    for (i = 0; i < n; i++) {
        const mancala_event *e = &ev[i];
        const char *name = mancala_event_name(e->kind); /* NULL for a kind newer than us */
        if (e->kind == MANCALA_EVENT_SOW)
            continue; /* one seed at a time: an animation draws these, a log need not */
        printf("    %s pit %d", name ? name : "?", (int)e->pit);
        if (e->kind == MANCALA_EVENT_CAPTURE || e->kind == MANCALA_EVENT_SWEEP)
            printf(": %d seeds to pit %d", (int)e->count, (int)e->to);
        else if (e->kind == MANCALA_EVENT_PICKUP)
            printf(": %d seeds", (int)e->count);
        putchar('\n');
    }
    return MANCALA_OK;
}

/* The move a level chooses (the AI) or the solver's best move with its exact score (a hint). */
static int32_t choose(mancala_search *s, const mancala_game *g, int hint, int32_t *move,
                      int32_t *score)
{
    int32_t st = hint ? mancala_search_solve(s, g) : mancala_search_run(s, g);
    if (st != MANCALA_OK)
        return st;
    return mancala_search_result(s, move, score, NULL, NULL, NULL);
}

int main(int argc, char **argv)
{
    const char *spec = argc > 1 ? argv[1] : "kalah:houses=4,seeds=3";
    long level = 5;
    uint64_t seed = 7;
    mancala_error_info info = { .struct_size = sizeof info };
    mancala_variant *v;
    mancala_game *g, *loaded;
    mancala_search *ai, *hints;
    char record[8192];
    size_t n;
    int32_t st, move, score, winner, reason, ply;

    if (argc > 4)
        return usage("too many arguments");
    if (argc > 2 && !number(argv[2], 1, 10, &level))
        return usage("LEVEL must be a number from 1 to 10");
    if (argc > 3 && !seed_number(argv[3], &seed))
        return usage("SEED must be a number from 0 to 2^64-1");
    /* The _info form says where a spec went wrong: the word, its offset, a key near it. */
    if ((st = mancala_variant_new_info(&v, spec, &info)) != MANCALA_OK) {
        fprintf(stderr, "app: %s: %s\n", mancala_strerror(st), info.message);
        return usage("SPEC is not a rule set (mancala-spec(7))");
    }
    st = mancala_game_new(&g, v);
    mancala_variant_free(v);
    if (st != MANCALA_OK)
        return fail("game", st);
    if ((st = mancala_search_new(&ai)) != MANCALA_OK)
        return fail("search", st);
    if ((st = mancala_search_new(&hints)) != MANCALA_OK)
        return fail("search", st);
    /* An AI level answers within its default time; the hint solver gets a node limit so that a
     * big board cannot keep the player waiting (its score is then a search's, not exact). */
    mancala_search_set_level(ai, (int32_t)level, seed);
    mancala_search_set_limits(hints, 0, 2000000, 0);

    /* South takes the solver's hints, North is the AI. After six plies the game is saved and
     * reloaded, and the reload takes back two moves before play goes on. */
    for (ply = 0; !mancala_game_is_over(g) && ply < MAX_PLIES; ply++) {
        const int32_t mover = mancala_game_to_move(g);
        st = choose(mover == 0 ? hints : ai, g, mover == 0, &move, &score);
        if (st != MANCALA_OK)
            return fail("search", st);
        printf("%s plays house %d (expects %+d)\n", mover == 0 ? "South (hint)" : "North (AI)",
               (int)move, (int)score);
        if ((st = animate(g, move)) != MANCALA_OK)
            return fail("trace", st);
        if (mancala_game_play(g, move) != MANCALA_OK) {
            mancala_game_last_error(g, &info); /* the code, which move, and the legal ones */
            fprintf(stderr, "app: play: %s: %s\n", mancala_strerror(info.status), info.message);
            return EXIT_FAILURE;
        }
        if (ply == 5) {
            if ((st = mancala_game_to_record(g, record, sizeof record, &n)) != MANCALA_OK)
                return fail("save", st);
            printf("saved:\n%s\n", record);
            if ((st = mancala_game_from_record(&loaded, record)) != MANCALA_OK)
                return fail("load", st);
            mancala_game_free(g);
            g = loaded;
            if (mancala_game_undo(g) != MANCALA_OK || mancala_game_undo(g) != MANCALA_OK)
                return fail("undo", MANCALA_ENOHISTORY);
            printf("reloaded and took back two moves\n");
        }
    }
    if (!mancala_game_is_over(g))
        printf("stopped after %d plies: these rules do not end the game (limit=none?)\n",
               (int)ply);
    else if ((st = mancala_game_result(g, &winner, &reason)) != MANCALA_OK)
        return fail("result", st);
    else
        printf("%s, %d-%d (%s)\n", winner < 0 ? "draw" : winner == 0 ? "South wins" : "North wins",
               (int)mancala_game_store(g, 0), (int)mancala_game_store(g, 1),
               NAME(reason_names, reason));
    mancala_search_free(ai);
    mancala_search_free(hints);
    mancala_game_free(g);
    return EXIT_SUCCESS;
}
