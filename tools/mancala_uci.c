/* SPDX-License-Identifier: MIT */
/* mancala_uci.c: libmancala's search as a match engine speaking the UCI dialect of Oware engines
 * (the one Aalina speaks), so that tools/match_aalina.py can play any two builds against each other.
 *
 * Commands read, one a line: uci, isready, ucinewgame, quit;
 *   setoption name NAME value VALUE   (Level 0..10, Threads, Hash in MiB, SoftTime as a percentage
 *                                      of the move time after which no new iteration starts,
 *                                      0 (the default) for none,
 *                                      Spec (default oware), Book (a file of mancala_book_load(3)),
 *                                      Guide (a database file for mancala_search_set_guide(3)),
 *                                      EngineTurn (accepted, unused));
 *   position startpos [moves XYZ...]  (South's houses A-F, North's a-f, in sowing order, one
 *                                      letter a move, no separators);
 *   go movetime MS | go depth D       (answers "info depth D score cp S nodes N" then
 *                                      "bestmove X", or "bestmove 0000" when the game is over).
 * Only the public API is used, so the program links against any build of the library (point
 * LD_LIBRARY_PATH at another build's .libs to play an older version). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mancala.h>

static mancala_game *game;
static mancala_search *search;
static char spec[128] = "oware";
static int32_t level;
/* No soft limit by default, as a run given only a time limit has none (mancala_search_set_limits):
 * the search uses the whole move time, and a move that an unfinished iteration finds better than
 * the last one's is played. SoftTime=50 (no new iteration after half the time) used 68% of a
 * second on average over six opening positions. Against Aalina at 1 s the two scored alike
 * (55.5% and 57.5% in 100 games each, with other data: doc/performance.md). */
static int soft_percent = 0;
static mancala_book *book;
static mancala_db *guide;

static int32_t new_game(void)
{
    mancala_variant *v = NULL;
    int32_t st = mancala_variant_new(&v, spec);
    if (st != MANCALA_OK)
        return st;
    mancala_game_free(game);
    game = NULL;
    st = mancala_game_new(&game, v);
    mancala_variant_free(v);
    return st;
}

/* position startpos moves ...: replays the moves from the start; 0 on an illegal move. */
static int set_position(const char *args)
{
    const char *m = strstr(args, "moves");
    if (new_game() != MANCALA_OK)
        return 0;
    if (!m)
        return 1;
    for (m += 5; *m; m++) {
        int32_t house, mover = mancala_game_to_move(game);
        if (isspace((unsigned char)*m))
            continue;
        if (*m >= 'A' && *m <= 'Z')
            house = *m - 'A';
        else if (*m >= 'a' && *m <= 'z')
            house = *m - 'a';
        else
            return 0;
        if ((*m >= 'a') != (mover == 1) || mancala_game_play(game, house) != MANCALA_OK)
            return 0;
    }
    return 1;
}

static void go(const char *args)
{
    const char *t = strstr(args, "movetime"), *dp = strstr(args, "depth");
    long ms = t ? strtol(t + 8, NULL, 10) : dp ? 0 : 1000;
    int32_t move, score, depth, mover;
    uint64_t nodes;
    /* A margin for the answer to travel: the referee measures the whole exchange. */
    long limit = ms > 40 ? ms - 15 : ms;
    if (!game || mancala_game_is_over(game)) {
        printf("bestmove 0000\n");
        return;
    }
    mover = mancala_game_to_move(game);
    mancala_search_set_limits(search, dp ? (int32_t)atoi(dp + 5) : 0, 0, limit);
    mancala_search_set_soft_time(search, soft_percent > 0 ? limit * soft_percent / 100 : 0);
    if (mancala_search_run(search, game) != MANCALA_OK ||
        mancala_search_result(search, &move, &score, NULL, &depth, &nodes) != MANCALA_OK) {
        printf("bestmove 0000\n");
        return;
    }
    printf("info depth %d score cp %d nodes %llu\n", (int)depth, (int)score * 100,
           (unsigned long long)nodes);
    printf("bestmove %c\n", (char)((mover ? 'a' : 'A') + move));
}

static void set_option(char *args)
{
    char *name = strstr(args, "name "), *value = strstr(args, " value ");
    if (!name || !value)
        return;
    *value = '\0';
    name += 5;
    value += 7;
    if (!strcmp(name, "Level")) {
        level = (int32_t)atoi(value);
        mancala_search_set_level(search, level, 1);
    } else if (!strcmp(name, "Threads")) {
        mancala_search_set_threads(search, (int32_t)atoi(value));
    } else if (!strcmp(name, "Hash")) {
        mancala_search_set_memory(search, (size_t)atol(value));
    } else if (!strcmp(name, "SoftTime")) {
        soft_percent = atoi(value);
    } else if (!strcmp(name, "Book")) {
        mancala_book *b = NULL;
        if (mancala_book_load(&b, value) != MANCALA_OK) {
            printf("info string cannot load the book %s\n", value);
            return;
        }
        mancala_search_set_book(search, b);
        mancala_book_free(book);
        book = b;
    } else if (!strcmp(name, "Guide")) {
        mancala_db *db = NULL;
        if (mancala_db_load(&db, value) != MANCALA_OK) {
            printf("info string cannot load the guide %s\n", value);
            return;
        }
        mancala_search_set_guide(search, db);
        mancala_db_free(guide);
        guide = db;
    } else if (!strcmp(name, "Spec")) {
        snprintf(spec, sizeof spec, "%s", value);
        new_game();
    }
}

int main(void)
{
    char line[8192];
    if (mancala_search_new(&search) != MANCALA_OK || new_game() != MANCALA_OK) {
        fprintf(stderr, "mancala_uci: cannot start\n");
        return 1;
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!strcmp(line, "uci")) {
            printf("id name libmancala %s\nuciok\n", mancala_version_string());
        } else if (!strcmp(line, "isready")) {
            printf("readyok\n");
        } else if (!strcmp(line, "ucinewgame")) {
            new_game();
        } else if (!strncmp(line, "setoption", 9)) {
            set_option(line + 9);
        } else if (!strncmp(line, "position", 8)) {
            if (!set_position(line + 8))
                printf("info string illegal position: %s\n", line);
        } else if (!strncmp(line, "go", 2)) {
            go(line + 2);
        } else if (!strcmp(line, "quit")) {
            break;
        }
    }
    mancala_search_free(search);
    mancala_book_free(book);
    mancala_db_free(guide);
    mancala_game_free(game);
    return 0;
}
