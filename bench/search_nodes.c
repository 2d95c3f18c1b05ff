/* SPDX-License-Identifier: MIT */
/* search_nodes.c: the node counts, moves and scores of deterministic searches (one thread) over
 * every rule set of the catalogue: fixed depths, node limits, playing levels with a fixed seed
 * (under a node limit), a solve under a node limit, an analysis and a database-backed search.
 * Its output is the same from run to run, so two builds are compared by diffing it (`make
 * bench-nodes`): a refactoring of the search or of the rules must leave it unchanged.
 * Usage: search_nodes [DEPTH]   (default 7) */
#include <stdio.h>
#include <stdlib.h>

#include <mancala.h>

/* The node limit of the levels' searches. */
#define LEVEL_NODES 2000000

static void show(const char *what, mancala_search *s, int32_t st)
{
    int32_t move = -1, score = 0, exact = 0, depth = 0;
    uint64_t nodes = 0;
    if (st == MANCALA_OK)
        st = mancala_search_result(s, &move, &score, &exact, &depth, &nodes);
    printf("  %-10s st %d move %d score %d exact %d depth %d nodes %llu\n", what, (int)st,
           (int)move, (int)score, (int)exact, (int)depth, (unsigned long long)nodes);
}

/* A few plies into the game, by a fixed walk over the legal moves, so the positions are not only
 * starting ones. */
static void walk(mancala_game *g, int plies)
{
    int32_t moves[64];
    size_t n;
    int k;
    for (k = 0; k < plies && !mancala_game_is_over(g); k++) {
        if (mancala_game_legal_moves(g, moves, 64, &n) != MANCALA_OK || n == 0)
            return;
        mancala_game_play(g, moves[(size_t)(k * 7 + 3) % n]);
    }
}

static void one(const char *spec, int depth)
{
    mancala_variant *v;
    mancala_game *g;
    mancala_search *s;
    int plies;

    if (mancala_variant_new(&v, spec) != MANCALA_OK) {
        printf("%s: no variant\n", spec);
        return;
    }
    for (plies = 0; plies <= 6; plies += 6) {
        int32_t moves[64], scores[64], exact[64];
        size_t n = 0, i;
        if (mancala_game_new(&g, v) != MANCALA_OK || mancala_search_new(&s) != MANCALA_OK)
            exit(1);
        walk(g, plies);
        printf("%s after %d plies\n", spec, plies);
        mancala_search_set_threads(s, 1);
        mancala_search_set_limits(s, depth, 0, 0);
        show("depth", s, mancala_search_run(s, g));
        mancala_search_set_limits(s, 0, 20000, 0);
        show("nodes", s, mancala_search_run(s, g));
        mancala_search_set_limits(s, 0, 20000, 0);
        show("solve", s, mancala_search_solve(s, g));
        mancala_search_set_limits(s, 4, 0, 0);
        if (mancala_search_analyse(s, g, moves, scores, exact, 64, &n) == MANCALA_OK) {
            printf("  analyse   ");
            for (i = 0; i < n; i++)
                printf(" %d:%d%s", (int)moves[i], (int)scores[i], exact[i] ? "!" : "");
            printf("\n");
        }
        for (i = 1; i <= 7; i += 3) {
            char name[16];
            /* A node limit instead of a level's default time limit, which would make the
             * output depend on the machine where a level's search runs that long. */
            mancala_search_set_limits(s, 0, LEVEL_NODES, 0);
            mancala_search_set_level(s, (int32_t)i, 12345);
            snprintf(name, sizeof name, "level %d", (int)i);
            show(name, s, mancala_search_run(s, g));
        }
        mancala_search_free(s);
        mancala_game_free(g);
    }
    mancala_variant_free(v);
}

int main(int argc, char **argv)
{
    int depth = argc > 1 ? atoi(argv[1]) : 7;
    int32_t i, n = mancala_preset_count();
    mancala_variant *v;
    mancala_game *g;
    mancala_search *s;
    mancala_db *db;

    for (i = 0; i < n; i++) {
        const char *name, *desc;
        if (mancala_preset_info(i, &name, &desc) == MANCALA_OK)
            one(name, depth);
    }
    /* The search over a database: Kalah(4,3) with 12 seeds' worth. */
    if (mancala_variant_new(&v, "kalah:houses=4,seeds=3") == MANCALA_OK &&
        mancala_db_build(&db, v, 12, 1) == MANCALA_OK) {
        mancala_game_new(&g, v);
        mancala_search_new(&s);
        mancala_search_set_threads(s, 1);
        mancala_search_set_db(s, db);
        printf("kalah:houses=4,seeds=3 with a 12-seed database\n");
        mancala_search_set_limits(s, depth + 4, 0, 0);
        show("depth", s, mancala_search_run(s, g));
        mancala_search_set_limits(s, 0, 0, 0);
        show("solve", s, mancala_search_solve(s, g));
        mancala_search_free(s);
        mancala_game_free(g);
        mancala_db_free(db);
        mancala_variant_free(v);
    }
    return 0;
}
