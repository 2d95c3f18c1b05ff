/* SPDX-License-Identifier: MIT */
/* testutil.c: the helpers declared in testutil.h, built once into a convenience library that
 * every Check program links. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* alarm, getpid */
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#else
#include <unistd.h>
#endif

#include "testutil.h"

int sentinel_object;

int run_suite(Suite *s)
{
    SRunner *sr = srunner_create(s);
    int failed;

    srunner_run_all(sr, CK_ENV);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

mancala_game *new_game(const char *spec)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;

    ck_assert_msg(mancala_variant_new(&v, spec) == MANCALA_OK, "variant_new(%s)", spec);
    ck_assert_msg(mancala_game_new(&g, v) == MANCALA_OK, "game_new(%s)", spec);
    ck_assert_ptr_nonnull(g);
    mancala_variant_free(v);
    return g;
}

void take_snap(const mancala_game *g, struct snap *s)
{
    memset(s, 0, sizeof *s);
    s->houses = mancala_game_houses(g);
    ck_assert_int_ge(s->houses, 1);
    ck_assert_int_le(s->houses, 2 * MANCALA_MAX_HOUSES);
    ck_assert_int_eq(mancala_game_board(g, s->pits, 4 * MANCALA_MAX_HOUSES + 2, &s->npits),
                     MANCALA_OK);
    s->to_move = mancala_game_to_move(g);
    s->over = mancala_game_is_over(g);
    s->hash = mancala_game_hash(g);
    ck_assert_int_eq(mancala_game_history(g, s->hist, 512, &s->nhist), MANCALA_OK);
    ck_assert_int_eq(mancala_game_legal_moves(g, s->moves, MANCALA_MAX_MOVES, &s->nmoves),
                     MANCALA_OK);
    ck_assert_int_eq(mancala_game_to_text(g, s->text, sizeof s->text, &s->ntext), MANCALA_OK);
}

void same_snap(const struct snap *a, const struct snap *b, const char *what)
{
    ck_assert_msg(a->houses == b->houses, "%s: houses changed", what);
    ck_assert_msg(a->npits == b->npits, "%s: board size changed", what);
    ck_assert_msg(memcmp(a->pits, b->pits, a->npits * sizeof a->pits[0]) == 0,
                  "%s: board changed", what);
    ck_assert_msg(a->to_move == b->to_move, "%s: to_move changed %d -> %d", what,
                  (int)a->to_move, (int)b->to_move);
    ck_assert_msg(a->over == b->over, "%s: is_over changed", what);
    ck_assert_msg(a->hash == b->hash, "%s: hash changed", what);
    ck_assert_msg(a->nhist == b->nhist, "%s: history length changed %u -> %u", what,
                  (unsigned)a->nhist, (unsigned)b->nhist);
    ck_assert_msg(memcmp(a->hist, b->hist, a->nhist * sizeof a->hist[0]) == 0,
                  "%s: history changed", what);
    ck_assert_msg(a->nmoves == b->nmoves
                      && memcmp(a->moves, b->moves, a->nmoves * sizeof a->moves[0]) == 0,
                  "%s: legal moves changed", what);
    ck_assert_msg(strcmp(a->text, b->text) == 0, "%s: text changed:\n%s\n%s", what, a->text,
                  b->text);
}

/* The position text of g without its spec: the board, the player and the round. */
const char *board_text(const mancala_game *g)
{
    static char buf[1024];
    size_t n;
    ck_assert_int_eq(mancala_game_to_text(g, buf, sizeof buf, &n), MANCALA_OK);
    return strchr(buf, ' ') + 1;
}

/* A game of spec at the position "spec board". */
mancala_game *at(const char *spec, const char *board)
{
    char text[1024];
    mancala_game *g = NULL;
    int32_t st;
    snprintf(text, sizeof text, "%s %s", spec, board);
    st = mancala_game_from_text(&g, text);
    ck_assert_msg(st == MANCALA_OK, "%s: %s", text, mancala_strerror(st));
    return g;
}

size_t legal_moves_of(const mancala_game *g, int32_t *moves)
{
    size_t n = 0;
    ck_assert_int_eq(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n), MANCALA_OK);
    return n;
}

void legal_is(const mancala_game *g, const int32_t *want, size_t n)
{
    int32_t moves[MANCALA_MAX_MOVES];
    size_t k = legal_moves_of(g, moves), i;
    ck_assert_uint_eq(k, n);
    for (i = 0; i < n; i++)
        ck_assert_int_eq(moves[i], want[i]);
}

void moves_at(const char *spec, const char *board, const int32_t *want, size_t n)
{
    mancala_game *g = at(spec, board);
    legal_is(g, want, n);
    mancala_game_free(g);
}

/* Plays move from board and checks the board after it. */
void rule(const char *spec, const char *board, int move, const char *after)
{
    mancala_game *g = at(spec, board);
    ck_assert_int_eq(mancala_game_play(g, move), MANCALA_OK);
    ck_assert_msg(strcmp(board_text(g), after) == 0, "%s %s, move %d: expected %s, got %s", spec,
                  board, move, after, board_text(g));
    mancala_game_free(g);
}

const char *temp_path(char *buf, size_t cap, const char *stem, const char *ext)
{
    int n;
#if defined(_WIN32)
    char dir[MAX_PATH + 1];
    DWORD len = GetTempPathA(sizeof dir, dir); /* ends with a backslash */
    ck_assert_msg(len > 0 && len < sizeof dir, "GetTempPath failed");
    n = snprintf(buf, cap, "%s%s-%lu%s", dir, stem, (unsigned long)GetCurrentProcessId(), ext);
#else
    const char *dir = getenv("TMPDIR");
    if (!dir || !*dir)
        dir = "/tmp";
    n = snprintf(buf, cap, "%s/%s-%ld%s", dir, stem, (long)getpid(), ext);
#endif
    ck_assert_msg(n > 0 && (size_t)n < cap, "temp path for %s too long", stem);
    return buf;
}

#if defined(_WIN32)
static HANDLE alarm_timer;

static VOID CALLBACK alarm_fired(PVOID arg, BOOLEAN fired)
{
    (void)arg;
    (void)fired;
    fputs("test_alarm: the test did not finish in time\n", stderr);
    fflush(stderr);
    TerminateProcess(GetCurrentProcess(), 3);
}

void test_alarm(unsigned seconds)
{
    if (alarm_timer) {
        DeleteTimerQueueTimer(NULL, alarm_timer, INVALID_HANDLE_VALUE);
        alarm_timer = NULL;
    }
    if (seconds)
        ck_assert_msg(CreateTimerQueueTimer(&alarm_timer, NULL, alarm_fired, NULL,
                                            (DWORD)seconds * 1000, 0, WT_EXECUTEONLYONCE),
                      "CreateTimerQueueTimer failed");
}
#else
void test_alarm(unsigned seconds)
{
    alarm(seconds);
}
#endif

static uint64_t rand_state = 1;

void test_srand(unsigned seed)
{
    rand_state = seed;
}

/* Knuth's MMIX multiplier; the high bits, which are the good ones. */
int test_rand(void)
{
    rand_state = rand_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (int)(rand_state >> 33);
}

#if defined(_WIN32)
double test_now_ms(void)
{
    LARGE_INTEGER count, freq;
    QueryPerformanceCounter(&count);
    QueryPerformanceFrequency(&freq);
    return (double)count.QuadPart * 1000.0 / (double)freq.QuadPart;
}

/* FILETIMEs count 100 ns. */
double test_cpu_ms(void)
{
    FILETIME created, exited, kernel, user;
    ULARGE_INTEGER k, u;
    ck_assert(GetProcessTimes(GetCurrentProcess(), &created, &exited, &kernel, &user));
    k.LowPart = kernel.dwLowDateTime;
    k.HighPart = kernel.dwHighDateTime;
    u.LowPart = user.dwLowDateTime;
    u.HighPart = user.dwHighDateTime;
    return (double)(k.QuadPart + u.QuadPart) / 1e4;
}
#else
double test_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

double test_cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}
#endif

int test_quick(void)
{
    return getenv("MANCALA_TEST_QUICK") != NULL;
}
