/* SPDX-License-Identifier: MIT */
/* app.c: what a game app does with the library, from its public interface alone: a player against
 * an AI level, a hint from the solver, each move's steps as an animation would show them, a save
 * and a reload that keeps undo, and who won and why. `examples/app [SPEC [LEVEL [SEED]]]`. */
#include <stdio.h>
#include <stdlib.h>

#include <mancala.h>

static const char *const event_names[] = { "?", "pick up", "sow", "skip", "capture", "sweep",
                                           "extra move", "set", "end" };
static const char *const reason_names[] = { "?", "majority", "a row is empty", "no legal move",
                                            "repetition", "end hook", "length limit" };

/* A name for each value; a newer library may add values, which print as "?". */
#define NAME(names, i) ((i) > 0 && (size_t)(i) < sizeof names / sizeof names[0] ? names[i] : "?")

static int fail(const char *what, int32_t st)
{
    fprintf(stderr, "app: %s: %s\n", what, mancala_strerror(st));
    return EXIT_FAILURE;
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
        if (e->kind == MANCALA_EVENT_SOW)
            continue; /* one seed at a time: an animation draws these, a log need not */
        printf("    %s pit %d", NAME(event_names, e->kind), (int)e->pit);
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
    const int32_t level = argc > 2 ? (int32_t)atoi(argv[2]) : 5;
    const uint64_t seed = argc > 3 ? (uint64_t)strtoull(argv[3], NULL, 10) : 7;
    mancala_variant *v;
    mancala_game *g, *loaded;
    mancala_search *ai, *hints;
    char record[8192];
    size_t n;
    int32_t st, move, score, winner, reason, ply;

    if ((st = mancala_variant_new(&v, spec)) != MANCALA_OK)
        return fail(spec, st);
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
    mancala_search_set_level(ai, level, seed);
    mancala_search_set_limits(hints, 0, 2000000, 0);

    /* South takes the solver's hints, North is the AI. After six plies the game is saved and
     * reloaded, and the reload takes back two moves before play goes on. */
    for (ply = 0; !mancala_game_is_over(g); ply++) {
        const int32_t mover = mancala_game_to_move(g);
        st = choose(mover == 0 ? hints : ai, g, mover == 0, &move, &score);
        if (st != MANCALA_OK)
            return fail("search", st);
        printf("%s plays house %d (expects %+d)\n", mover == 0 ? "South (hint)" : "North (AI)",
               (int)move, (int)score);
        if ((st = animate(g, move)) != MANCALA_OK)
            return fail("trace", st);
        if ((st = mancala_game_play(g, move)) != MANCALA_OK)
            return fail("play", st);
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
    if ((st = mancala_game_result(g, &winner, &reason)) != MANCALA_OK)
        return fail("result", st);
    printf("%s, %d-%d (%s)\n", winner < 0 ? "draw" : winner == 0 ? "South wins" : "North wins",
           (int)mancala_game_store(g, 0), (int)mancala_game_store(g, 1), NAME(reason_names, reason));
    mancala_search_free(ai);
    mancala_search_free(hints);
    mancala_game_free(g);
    return EXIT_SUCCESS;
}
