/* SPDX-License-Identifier: MIT */
/* testutil.h: what every Check program in tests/ would otherwise write again: its main(), a game
 * made from a spec, and the means to show that a failed call changed nothing (sentinels for
 * out-parameters, snapshots of a game). The definitions are in testutil.c, linked into each. */
#ifndef MANCALA_TESTUTIL_H
#define MANCALA_TESTUTIL_H

#include <check.h>
#include <stddef.h>
#include <stdint.h>

#include "mancala.h"

/* main()'s whole body: runs every test of s under the CK_* environment variables
 * (CK_RUN_CASE, CK_VERBOSITY, ...), frees the runner and returns the exit status. */
int run_suite(Suite *s);

/* A fresh game of spec; the test fails, naming the spec, if the library refuses it. */
mancala_game *new_game(const char *spec);

/* Values put in out-parameters before a call that must fail: still there afterwards, they show
 * the call wrote nothing. The handle sentinels point at an object that is never dereferenced. */
#define INT_SENTINEL (-7777)
#define CHAR_SENTINEL 'Z'
#define SIZE_SENTINEL ((size_t)424242)
#define U64_SENTINEL UINT64_C(0xDEADBEEFCAFEF00D)
extern int sentinel_object;
#define GAME_SENTINEL ((mancala_game *)(void *)&sentinel_object)
#define VARIANT_SENTINEL ((mancala_variant *)(void *)&sentinel_object)
#define SEARCH_SENTINEL ((mancala_search *)(void *)&sentinel_object)
#define DB_SENTINEL ((mancala_db *)(void *)&sentinel_object)

/* Everything the API shows of a game, to compare before and after a call. */
struct snap {
    int32_t houses;
    int32_t pits[4 * MANCALA_MAX_HOUSES + 2];
    size_t npits;
    int32_t to_move;
    int32_t over;
    uint64_t hash;
    int32_t hist[512];
    size_t nhist;
    int32_t moves[MANCALA_MAX_MOVES];
    size_t nmoves;
    char text[2048];
    size_t ntext;
};

/* Fills s from g (whose history must hold at most 512 moves). */
void take_snap(const mancala_game *g, struct snap *s);
/* Fails the test, naming `what` and the first difference, unless a and b are equal. */
void same_snap(const struct snap *a, const struct snap *b, const char *what);

/* Hand-set rule tests. board_text: the position text of g without its spec (the board, the
 * player and the round; a static buffer). at: a game of spec at the position "spec board".
 * rule: plays move from board and fails the test unless the board after it is `after`. */
const char *board_text(const mancala_game *g);
mancala_game *at(const char *spec, const char *board);
void rule(const char *spec, const char *board, int move, const char *after);
/* legal_moves_of: the legal moves of g into moves (room for MANCALA_MAX_MOVES), and how many.
 * legal_is: fails unless they are want[0..n), in order. moves_at: the same for the game of spec
 * at the position "spec board". */
size_t legal_moves_of(const mancala_game *g, int32_t *moves);
void legal_is(const mancala_game *g, const int32_t *want, size_t n);
void moves_at(const char *spec, const char *board, const int32_t *want, size_t n);

/* What the C library does differently on each platform, made the same for the tests. */
/* temp_path: "DIR/STEM-PID.EXT" in buf, DIR the temp folder ($TMPDIR or /tmp; GetTempPath on
 * Windows), so that parallel runs do not meet; the test fails if buf is too small. */
#define TEST_PATH_MAX 1024
const char *temp_path(char *buf, size_t cap, const char *stem, const char *ext);
/* test_alarm(s): the process ends, failing, s seconds from now unless test_alarm(0) comes first:
 * a hang fails the test even where Check cannot time it out (CK_FORK=no, and always on
 * Windows). alarm() on POSIX, a timer thread on Windows. */
void test_alarm(unsigned seconds);
/* Whether MANCALA_TEST_QUICK is set: the reduced runs of valgrind, the emulators and wine (fewer
 * games and boards, every test still run). */
int test_quick(void);
/* test_srand, test_rand: rand() with the same sequence everywhere (a 64-bit LCG): the C
 * libraries' differ (RAND_MAX is 32767 on Windows), and a test must try the same games on every
 * platform. test_rand() lies in 0 .. 2^31 - 1. */
void test_srand(unsigned seed);
int test_rand(void);
/* Milliseconds on a monotonic clock, and of processor time used by the whole process (all
 * threads, user and system), for the few tests that bound how long a search takes. */
double test_now_ms(void);
double test_cpu_ms(void);

#endif
