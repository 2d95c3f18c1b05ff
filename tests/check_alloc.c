/* SPDX-License-Identifier: MIT */
/* check_alloc.c: allocation failure. Linked with -Wl,--wrap=malloc,calloc,realloc,free (and
 * mc_big_alloc,mc_big_free, which make the search's and databases' large tables) against the
 * convenience library, so the engine's own allocations go through the wrappers below, which
 * can make the Nth allocation of a call fail. For every public call that allocates, N runs
 * 0, 1, 2, ... until the call succeeds: each failure must return MANCALA_ENOMEM, leave no
 * allocation behind and change nothing the API shows. */
#define _DEFAULT_SOURCE
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mancala.h"
#include "testutil.h"

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);
void __real_free(void *p);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t n);
void __wrap_free(void *p);

/* ---------------------------------------------------------------- failure injection */

#define MAX_LIVE 1024

static int armed;          /* counting and failing only between arm() and disarm() */
static long fail_at;       /* index of the first allocation to fail */
static int fail_rest;      /* whether every allocation after it fails too */
static long allocs;        /* allocation attempts since arm() */
static long failures;      /* allocations refused since arm() */
static size_t biggest;     /* the largest block asked for since arm() */
static void *live[MAX_LIVE]; /* blocks allocated since arm() and not yet freed */
static size_t nlive;
static mancala_search *cancel_at_alloc; /* cancelled by the next malloc or calloc, then NULL */

/* Sends the cancel that cancel_at_alloc asks for, from inside the allocation. */
static void cancel_now(void)
{
    if (cancel_at_alloc) {
        mancala_search *s = cancel_at_alloc;
        cancel_at_alloc = NULL;
        mancala_search_cancel(s);
    }
}

static int should_fail(size_t n)
{
    long i = allocs++;
    if (n > biggest)
        biggest = n;
    if (i == fail_at || (fail_rest && i > fail_at)) {
        failures++;
        return 1;
    }
    return 0;
}

static void track(void *p)
{
    if (!p)
        return;
    if (nlive == MAX_LIVE)
        abort();
    live[nlive++] = p;
}

static void untrack(void *p)
{
    size_t i;
    for (i = 0; i < nlive; i++)
        if (live[i] == p) {
            live[i] = live[--nlive];
            return;
        }
}

void *__wrap_malloc(size_t n)
{
    void *p;
    cancel_now();
    if (!armed)
        return __real_malloc(n);
    if (should_fail(n))
        return NULL;
    p = __real_malloc(n);
    track(p);
    return p;
}

void *__wrap_calloc(size_t n, size_t size)
{
    void *p;
    cancel_now();
    if (!armed)
        return __real_calloc(n, size);
    if (should_fail(n * size))
        return NULL;
    p = __real_calloc(n, size);
    track(p);
    return p;
}

void *__wrap_realloc(void *old, size_t n)
{
    void *p;
    if (!armed)
        return __real_realloc(old, n);
    if (should_fail(n))
        return NULL; /* the old block stays valid, as with a real failure */
    p = __real_realloc(old, n);
    if (p) {
        untrack(old);
        track(p);
    }
    return p;
}

void __wrap_free(void *p)
{
    if (armed)
        untrack(p);
    __real_free(p);
}

/* The big blocks (the search's table, a database's values) come from mc_big_alloc (system.c):
 * mmap on Linux, VirtualAlloc on Windows (a DLL's import, which the linker cannot wrap), calloc
 * elsewhere. The wrap is of mc_big_alloc itself, the same on every platform; what it calls is
 * not counted again (calloc, where it is that). */
void *__real_mc_big_alloc(size_t size);
void __real_mc_big_free(void *p, size_t size);
void *__wrap_mc_big_alloc(size_t size);
void __wrap_mc_big_free(void *p, size_t size);

void *__wrap_mc_big_alloc(size_t size)
{
    void *p;
    if (!armed)
        return __real_mc_big_alloc(size);
    if (should_fail(size))
        return NULL;
    armed = 0;
    p = __real_mc_big_alloc(size);
    armed = 1;
    if (p)
        track(p);
    return p;
}

void __wrap_mc_big_free(void *p, size_t size)
{
    const int was = armed;
    if (armed)
        untrack(p);
    armed = 0;
    __real_mc_big_free(p, size);
    armed = was;
}

/* The allocation numbered `at` (from 0) fails, and with rest every one after it. */
static void arm(long at, int rest)
{
    fail_at = at;
    fail_rest = rest;
    allocs = failures = 0;
    biggest = 0;
    nlive = 0;
    armed = 1;
}

static void disarm(void)
{
    armed = 0;
}

/* ---------------------------------------------------------------- what the API shows */

/* same_snap (testutil.h), naming the failing allocation. */
static void same(const struct snap *a, const struct snap *b, const char *what, long n)
{
    char where[160];
    snprintf(where, sizeof where, "%s, allocation %ld failing", what, n);
    same_snap(a, b, where);
}

/* Plays the first legal move until the history holds n moves; the variants used last longer. */
static void play_to(mancala_game *g, size_t n)
{
    size_t len;
    ck_assert_int_eq(mancala_game_history(g, NULL, 0, &len), len ? MANCALA_ERANGE : MANCALA_OK);
    for (; len < n; len++) {
        int32_t moves[MANCALA_MAX_MOVES];
        size_t k;
        ck_assert_int_eq(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &k), MANCALA_OK);
        ck_assert_msg(k > 0, "game over after %u moves", (unsigned)len);
        ck_assert_int_eq(mancala_game_play(g, moves[len % k]), MANCALA_OK);
    }
}

/* The loop every test runs: fail allocation N (and, with rest, all after it) for N = 0, 1, ...
 * until the call needs fewer allocations than N. Returns how many allocations success took. */
#define INJECT(what, before_call, call, on_failure, on_success)                               \
    do {                                                                                       \
        int rest_;                                                                             \
        for (rest_ = 0; rest_ < 2; rest_++) {                                                  \
            long n_;                                                                           \
            for (n_ = 0;; n_++) {                                                              \
                int32_t st_;                                                                   \
                size_t left_;                                                                  \
                long failed_;                                                                  \
                ck_assert_msg(n_ < 100, "%s: still allocating after 100 allocations", what);  \
                before_call;                                                                   \
                arm(n_, rest_);                                                                \
                st_ = (call);                                                                  \
                disarm();                                                                      \
                left_ = nlive;                                                                 \
                failed_ = failures;                                                            \
                if (failed_ == 0) {                                                            \
                    ck_assert_msg(st_ == MANCALA_OK, "%s: returned %d with no failure", what, \
                                  (int)st_);                                                   \
                    on_success;                                                                \
                    break;                                                                     \
                }                                                                              \
                ck_assert_msg(st_ == MANCALA_ENOMEM, "%s, allocation %ld failing: returned %d", \
                              what, n_, (int)st_);                                             \
                ck_assert_msg(left_ == 0, "%s, allocation %ld failing: %u blocks leaked",      \
                              what, n_, (unsigned)left_);                                      \
                on_failure;                                                                    \
            }                                                                                  \
        }                                                                                      \
    } while (0)

/* ---------------------------------------------------------------- the calls that allocate */

static const char *const specs[] = { "kalah", "oware:cycle=split", "custom:houses=16,seeds=7",
                                     "congkak:houses=1,seeds=127" };

START_TEST(variant_new)
{
    mancala_variant *v;
    INJECT("variant_new", v = VARIANT_SENTINEL, mancala_variant_new(&v, specs[_i]),
           ck_assert_ptr_eq(v, VARIANT_SENTINEL),
           { ck_assert_ptr_ne(v, VARIANT_SENTINEL); mancala_variant_free(v); });
}
END_TEST

START_TEST(game_new)
{
    mancala_variant *v;
    mancala_game *g;
    char before[512], after[512];
    size_t n;
    ck_assert_int_eq(mancala_variant_new(&v, specs[_i]), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(v, before, sizeof before, &n), MANCALA_OK);
    INJECT("game_new", g = GAME_SENTINEL, mancala_game_new(&g, v),
           {
               ck_assert_ptr_eq(g, GAME_SENTINEL);
               ck_assert_int_eq(mancala_variant_spec(v, after, sizeof after, &n), MANCALA_OK);
               ck_assert_str_eq(before, after);
           },
           { ck_assert_ptr_ne(g, GAME_SENTINEL); mancala_game_free(g); });
    mancala_variant_free(v);
}
END_TEST

START_TEST(clone)
{
    static const size_t lens[] = { 0, 1, 64, 65, 100 };
    mancala_game *g = new_game("custom:houses=16,seeds=7"), *c;
    struct snap a, b;
    play_to(g, lens[_i]);
    take_snap(g, &a);
    INJECT("clone", c = GAME_SENTINEL, mancala_game_clone(g, &c),
           {
               ck_assert_ptr_eq(c, GAME_SENTINEL);
               take_snap(g, &b);
               same(&a, &b, "clone", n_);
           },
           {
               take_snap(c, &b);
               same(&a, &b, "clone's copy", n_);
               /* The copy's history has room to grow like the original's. */
               play_to(c, lens[_i] + 70);
               mancala_game_free(c);
           });
    mancala_game_free(g);
}
END_TEST

/* The history starts with room for 64 moves and doubles: plays 65 and 129 allocate. */
START_TEST(play_grows_history)
{
    static const size_t at[] = { 64, 128 };
    mancala_game *g = new_game("custom:houses=16,seeds=7"), *ref = NULL;
    struct snap a, b, r;
    int32_t move;
    play_to(g, at[_i]);
    ck_assert_int_eq(mancala_game_clone(g, &ref), MANCALA_OK);
    play_to(ref, at[_i] + 1);
    take_snap(ref, &r);
    take_snap(g, &a);
    move = r.hist[at[_i]];
    INJECT("play", (void)0, mancala_game_play(g, move),
           {
               take_snap(g, &b);
               same(&a, &b, "play", n_);
           },
           {
               /* Success after failures gives the position a clean run gives. */
               take_snap(g, &b);
               same(&r, &b, "play after failures", n_);
               ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
           });
    /* The grown history keeps working: the game goes on and unwinds to the start. */
    play_to(g, at[_i] + 40);
    while (mancala_game_undo(g) == MANCALA_OK)
        ;
    mancala_game_free(ref);
    mancala_game_free(g);
}
END_TEST

START_TEST(perft)
{
    mancala_game *g = new_game(specs[_i]);
    struct snap a, b;
    uint64_t n, want;
    ck_assert_int_eq(mancala_game_perft(g, 3, &want), MANCALA_OK);
    take_snap(g, &a);
    INJECT("perft", n = UINT64_C(0xDEADBEEF), mancala_game_perft(g, 3, &n),
           {
               ck_assert(n == UINT64_C(0xDEADBEEF));
               take_snap(g, &b);
               same(&a, &b, "perft", n_);
           },
           ck_assert(n == want));
    mancala_game_free(g);
}
END_TEST

START_TEST(from_text)
{
    static const char *const texts[] = {
        "kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0",
        "oware:cycle=split 0,0,0,0,0,1/127 0,0,0,0,0,0/127 1",
        "custom:houses=1,seeds=127 255/0 0/0 0",
    };
    mancala_game *g;
    char got[1024];
    size_t n;
    INJECT("from_text", g = GAME_SENTINEL, mancala_game_from_text(&g, texts[_i]),
           ck_assert_ptr_eq(g, GAME_SENTINEL),
           {
               ck_assert_int_eq(mancala_game_to_text(g, got, sizeof got, &n), MANCALA_OK);
               mancala_game_free(g);
           });
}
END_TEST

/* ---------------------------------------------------------------- search and databases */

/* The search's transposition table (made by mancala_search_new and mancala_search_set_memory)
 * and a database's values are big blocks (mc_big_alloc, wrapped too); the search object, its
 * workers and path, and a database's struct go through malloc/calloc. */

/* The wrappers see the library's allocations, its big blocks included (the linker's --wrap
 * differs between platforms): a new search object is its struct and its table, both tracked;
 * failing every allocation fails the call. Without this, every test here would pass vacuously. */
START_TEST(wrappers_see_the_library)
{
    mancala_search *s = SEARCH_SENTINEL;
    int32_t st;
    size_t seen;
    arm(1000000, 0);
    st = mancala_search_new(&s);
    seen = nlive;
    disarm();
    ck_assert_int_eq(st, MANCALA_OK);
    ck_assert_uint_ge(seen, 2);
    mancala_search_free(s);
    arm(0, 1);
    st = mancala_search_new(&s);
    disarm();
    ck_assert_int_eq(st, MANCALA_ENOMEM);
    ck_assert_int_gt(failures, 0);
}
END_TEST

START_TEST(search_new)
{
    mancala_search *s;
    INJECT("search_new", s = SEARCH_SENTINEL, mancala_search_new(&s),
           ck_assert_ptr_eq(s, SEARCH_SENTINEL),
           { ck_assert_ptr_ne(s, SEARCH_SENTINEL); mancala_search_free(s); });
}
END_TEST

/* Nodes visited by a depth-limited run of s on g. */
static uint64_t run_nodes(mancala_search *s, const mancala_game *g)
{
    uint64_t n = 0;
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, NULL, &n), MANCALA_OK);
    return n;
}

/* A new table is made at once; if it cannot be, the old one stays, with what it has learnt: a
 * run then visits as few nodes as a second run on a kept table, not as many as a run on a new
 * one. */
START_TEST(search_set_memory)
{
    mancala_game *g = new_game("kalah:houses=4,seeds=3");
    mancala_search *s = NULL;
    uint64_t first, again, fresh;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 7, 0, 0), MANCALA_OK);
    first = run_nodes(s, g);
    again = run_nodes(s, g);
    ck_assert_uint_lt(again, first);
    ck_assert_int_eq(mancala_search_set_memory(s, 2), MANCALA_OK);
    fresh = run_nodes(s, g);
    mancala_search_free(s);
    s = NULL;
    INJECT("search_set_memory",
           {
               mancala_search_free(s);
               ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
               ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
               ck_assert_int_eq(mancala_search_set_limits(s, 7, 0, 0), MANCALA_OK);
               ck_assert_uint_eq(run_nodes(s, g), first);
           },
           mancala_search_set_memory(s, 2),
           ck_assert_uint_eq(run_nodes(s, g), again),
           ck_assert_uint_eq(run_nodes(s, g), fresh));
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

/* _i: 0 run, 1 solve. The search object already holds a result from a first run. */
START_TEST(search_run)
{
    mancala_game *g = new_game("kalah:houses=3,seeds=2");
    mancala_search *s;
    struct snap a, b;
    int32_t m0, s0, e0, d0, m, sc, e, d;
    uint64_t n0, n;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, _i == 1 ? 0 : 4, 0, 0), MANCALA_OK);
    play_to(g, 1);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &m0, &s0, &e0, &d0, &n0), MANCALA_OK);
    play_to(g, 2);
    take_snap(g, &a);
    INJECT("search_run",
           /* the result the call must leave in place if it fails */
           ck_assert_int_eq(mancala_search_result(s, &m0, &s0, &e0, &d0, &n0), MANCALA_OK),
           _i == 1 ? mancala_search_solve(s, g) : mancala_search_run(s, g),
           {
               take_snap(g, &b);
               same(&a, &b, "search_run", n_);
               /* A failed run leaves the previous result as it was. */
               m = sc = e = d = -1;
               n = 0;
               ck_assert_int_eq(mancala_search_result(s, &m, &sc, &e, &d, &n), MANCALA_OK);
               ck_assert_msg(m == m0 && sc == s0 && e == e0 && d == d0 && n == n0,
                             "search_run, allocation %ld failing: the result changed", n_);
           },
           {
               take_snap(g, &b);
               same(&a, &b, "search_run's game", n_);
               ck_assert_int_eq(mancala_search_result(s, &m, NULL, NULL, NULL, NULL),
                                MANCALA_OK);
               ck_assert_int_ge(m, 0);
               ck_assert_int_lt(m, 3);
           });
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

/* With helper threads: the main worker's allocations failing give ENOMEM; a helper that cannot
 * be set up is left out (lib/search.c) and the run succeeds with one thread fewer. Either way
 * nothing leaks and the game is unchanged. */
START_TEST(search_run_threads)
{
    mancala_game *g = new_game("kalah:houses=3,seeds=2");
    mancala_search *s;
    struct snap a, b;
    long n, saw_ok_after_failure = 0;
    int rest;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 4, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_threads(s, 3), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    take_snap(g, &a);
    for (rest = 0; rest < 2; rest++)
        for (n = 0;; n++) {
            int32_t st, m = -1;
            size_t left;
            long failed;
            ck_assert_msg(n < 100, "search_run_threads: still allocating after 100");
            arm(n, rest);
            st = mancala_search_run(s, g);
            disarm();
            left = nlive;
            failed = failures;
            take_snap(g, &b);
            same(&a, &b, "search_run_threads", n);
            ck_assert_msg(st == MANCALA_OK || (failed && st == MANCALA_ENOMEM),
                          "search_run_threads, allocation %ld failing: returned %d", n, (int)st);
            ck_assert_msg(left == 0, "search_run_threads, allocation %ld failing: %u leaked", n,
                          (unsigned)left);
            if (st == MANCALA_OK) {
                ck_assert_int_eq(mancala_search_result(s, &m, NULL, NULL, NULL, NULL),
                                 MANCALA_OK);
                ck_assert(m >= 0 && m < 3);
                saw_ok_after_failure += failed > 0;
            }
            if (!failed)
                break;
        }
    (void)saw_ok_after_failure;
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

/* A search object that has no result yet still has none after a failed run. */
START_TEST(search_first_run)
{
    mancala_game *g = new_game("kalah:houses=3,seeds=2");
    mancala_search *s;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 3, 0, 0), MANCALA_OK);
    INJECT("search_first_run",
           {
               /* a new search object each time: none has a result yet */
               mancala_search_free(s);
               ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
               ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
               ck_assert_int_eq(mancala_search_set_limits(s, 3, 0, 0), MANCALA_OK);
           },
           mancala_search_run(s, g),
           ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, NULL, NULL),
                            MANCALA_EINVAL),
           ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, NULL, NULL), MANCALA_OK));
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

static const char db_variant[] = "kalah:houses=2,seeds=2";

/* A progress function that never cancels, and one that cancels at its call *userdata. */
static int32_t tick_on(const mancala_progress *p, void *userdata)
{
    (void)p;
    (void)userdata;
    return 0;
}

static int32_t tick_cancel(const mancala_progress *p, void *userdata)
{
    int *left = userdata;
    (void)p;
    return --*left == 0;
}

/* mancala_db_build, or (_i 2 and 3) mancala_db_build_with and its reports. */
static int32_t build(mancala_db **out, const mancala_variant *v, int32_t seeds, int i)
{
    if (i < 2)
        return mancala_db_build(out, v, seeds, 1 + i % 2);
    return mancala_db_build_with(out, v, seeds, 1 + i % 2, tick_on, 1, NULL);
}

START_TEST(db_build)
{
    mancala_variant *v;
    mancala_db *db;
    char before[512], after[512];
    size_t n;
    ck_assert_int_eq(mancala_variant_new(&v, db_variant), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(v, before, sizeof before, &n), MANCALA_OK);
    INJECT("db_build", db = DB_SENTINEL, build(&db, v, 4, _i),
           {
               ck_assert_ptr_eq(db, DB_SENTINEL);
               ck_assert_int_eq(mancala_variant_spec(v, after, sizeof after, &n), MANCALA_OK);
               ck_assert_str_eq(before, after);
           },
           {
               ck_assert_int_eq(mancala_db_seeds(db), 4);
               mancala_db_free(db);
           });
    mancala_variant_free(v);
}
END_TEST

/* A build cancelled at any of its reports (the end of each phase of each layer, with an interval
 * longer than the build) leaves no allocation behind, and *out as it was. */
START_TEST(db_build_cancelled)
{
    static const char *rules[] = { "kalah:houses=3,seeds=2",
                                   "oware:houses=3,majority=play,cycle=split" };
    const int seeds = 5, reports = (seeds + 1) * (_i < 2 ? 1 : 2);
    mancala_variant *v;
    int k;
    ck_assert_int_eq(mancala_variant_new(&v, rules[_i / 2]), MANCALA_OK);
    for (k = 1; k <= reports; k++) {
        mancala_db *db = DB_SENTINEL;
        int left = k;
        int32_t st;
        arm(-1, 0); /* counts, fails nothing */
        st = mancala_db_build_with(&db, v, seeds, 1 + _i % 2, tick_cancel, 600000, &left);
        disarm();
        ck_assert_int_eq(st, MANCALA_ECANCELED);
        ck_assert_int_eq(left, 0);
        ck_assert_ptr_eq(db, DB_SENTINEL);
        ck_assert_msg(nlive == 0, "cancelled at report %d: %u blocks leaked", k, (unsigned)nlive);
        ck_assert_uint_gt((unsigned long)allocs, 0);
    }
    mancala_variant_free(v);
}
END_TEST

START_TEST(db_load)
{
    mancala_variant *v;
    mancala_db *db, *built;
    char path[TEST_PATH_MAX];
    temp_path(path, sizeof path, "check_alloc_db", ".db");
    ck_assert_int_eq(mancala_variant_new(&v, db_variant), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&built, v, 4, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_db_save(built, path), MANCALA_OK);
    INJECT("db_load", db = DB_SENTINEL, mancala_db_load(&db, path),
           ck_assert_ptr_eq(db, DB_SENTINEL),
           {
               ck_assert_int_eq(mancala_db_seeds(db), 4);
               mancala_db_free(db);
           });
    remove(path);
    mancala_db_free(built);
    mancala_variant_free(v);
}
END_TEST

#define BOOK_SENTINEL ((mancala_book *)(void *)&sentinel_object)

/* A book file of the documented layout (mancala_book_load(3)), version 1 (FNV-1a-64) or 2
 * (CRC-32C, computed here a bit at a time), for Kalah, claiming count entries and holding the
 * first n of keys 1, 2, 3, ..., each with move 0 and score 0. */
static void write_book_file(const char *path, uint32_t version, uint64_t count, unsigned n)
{
    static unsigned char buf[16384];
    const char *spec = "kalah";
    uint64_t sum = 0xcbf29ce484222325ULL, x;
    uint32_t crc = 0xffffffffu;
    size_t len = 0, i;
    unsigned k;
    FILE *f;
#define PUT(v, bytes)                                                                          \
    for (x = (v), i = 0; i < (bytes); i++, x >>= 8)                                              \
        buf[len++] = (unsigned char)x
    memcpy(buf, "MCBOOK\r\n", 8);
    len = 8;
    PUT(version, 4);
    PUT(strlen(spec), 4);
    memcpy(buf + len, spec, strlen(spec));
    len += strlen(spec);
    PUT(count, 8);
    for (k = 0; k < n; k++) {
        PUT(k + 1, 8);
        PUT(0, 8);
    }
    for (i = 0; i < len; i++) {
        sum = (sum ^ buf[i]) * 0x100000001b3ULL;
        crc ^= buf[i];
        for (k = 0; k < 8; k++)
            crc = crc & 1 ? crc >> 1 ^ 0x82f63b78u : crc >> 1;
    }
    if (version == 1) {
        PUT(sum, 8);
    } else {
        PUT(~crc, 4);
    }
#undef PUT
    f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(buf, 1, len, f), len);
    ck_assert_int_eq(fclose(f), 0);
}

/* Each failure of a book's allocations is MANCALA_ENOMEM with nothing left behind. A 54-byte file
 * that claims 2^24 entries made the loader ask for 256 MiB before it found the file short (found
 * by tests/fuzz/fuzz_book.c: most of its time went to such blocks); the loader then grew its
 * array as the entries came, and now holds the count to the file's size before it allocates. */
START_TEST(book_load)
{
    mancala_book *b;
    uint64_t count = 0;
    char path[TEST_PATH_MAX];
    int32_t st;
    uint32_t version;
    temp_path(path, sizeof path, "check_alloc_book", ".book");
    for (version = 1; version <= 2; version++) {
        write_book_file(path, version, 600, 600);
        INJECT("book_load", b = BOOK_SENTINEL, mancala_book_load(&b, path),
               ck_assert_ptr_eq(b, BOOK_SENTINEL),
               {
                   ck_assert_int_eq(mancala_book_entries(b, &count), MANCALA_OK);
                   ck_assert_uint_eq(count, 600);
                   mancala_book_free(b);
               });
        write_book_file(path, version, (uint64_t)1 << 24, 0);
        b = BOOK_SENTINEL;
        arm(-1, 0);
        st = mancala_book_load(&b, path);
        disarm();
        ck_assert_int_eq(st, MANCALA_EFORMAT);
        ck_assert_ptr_eq(b, BOOK_SENTINEL);
        ck_assert_uint_lt(biggest, 65536);
    }
    remove(path);
}
END_TEST

/* The calls that must not allocate at all: with every allocation failing they still work. */
START_TEST(no_allocation)
{
    mancala_game *g = new_game("kalah");
    mancala_variant *v;
    int32_t pits[64], buf[64], st[12];
    char text[1024];
    size_t n, i;
    uint64_t one = 0;
    ck_assert_int_eq(mancala_variant_new(&v, "oware"), MANCALA_OK);
    ck_assert_int_eq(mancala_game_board(g, pits, 64, &n), MANCALA_OK);
    /* Check itself allocates in its assertions: results are checked after disarm(). */
    arm(0, 1);
    st[0] = mancala_game_play(g, 2);
    st[1] = mancala_game_legal_moves(g, buf, 64, &n);
    st[2] = mancala_game_board(g, buf, 64, &n);
    st[3] = mancala_game_history(g, buf, 64, &n);
    st[4] = mancala_game_undo(g);
    st[5] = mancala_game_to_text(g, text, sizeof text, &n);
    st[6] = mancala_game_set_text(g, text);
    st[7] = mancala_game_undo(g) == MANCALA_ENOHISTORY ? MANCALA_OK : -100;
    st[8] = mancala_game_perft(g, 0, &one);
    st[9] = mancala_variant_spec(v, text, sizeof text, &n);
    st[10] = mancala_game_set_board(g, pits, 14, 1);
    st[11] = mancala_variant_set_hooks(v, NULL, NULL, NULL, NULL);
    disarm();
    for (i = 0; i < sizeof st / sizeof st[0]; i++)
        ck_assert_msg(st[i] == MANCALA_OK, "call %u returned %d", (unsigned)i, (int)st[i]);
    ck_assert_int_eq(allocs, 0);
    ck_assert(one == 1);
    mancala_variant_free(v);
    mancala_game_free(g);
}
END_TEST

/* Issue 27: a run cleared a cancel only after its first allocations, so a cancel sent while it
 * allocated (from another thread, here from inside the allocation) was lost and the run went on
 * to its full depth. mancala_search_new(3): a cancel during the run stops it: it returns
 * MANCALA_OK with the result it has, here none (depth 0, the first legal move). One sent before
 * the run stops it the same way (issue 52: runs forgot those), and the run clears it. */
START_TEST(cancel_during_first_allocation)
{
    mancala_game *g = new_game("kalah:houses=4,seeds=3");
    mancala_search *s;
    int32_t depth = -1;
    uint64_t nodes = 0;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 8, 0, 0), MANCALA_OK);
    /* A cancel before the run: honoured, then cleared by the run it stopped. */
    ck_assert_int_eq(mancala_search_cancel(s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, &depth, NULL), MANCALA_OK);
    ck_assert_int_eq(depth, 0);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, &depth, NULL), MANCALA_OK);
    ck_assert_int_eq(depth, 8);
    /* A cancel while the run makes its worker: honoured. */
    cancel_at_alloc = s;
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_ptr_null(cancel_at_alloc); /* the run allocated, so the cancel was sent */
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, &depth, &nodes), MANCALA_OK);
    ck_assert_int_eq(depth, 0);
    ck_assert_uint_lt(nodes, 256);
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("alloc");
    TCase *tc = tcase_create("enomem");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, variant_new, 0, 4);
    tcase_add_loop_test(tc, game_new, 0, 4);
    tcase_add_loop_test(tc, clone, 0, 5);
    tcase_add_loop_test(tc, play_grows_history, 0, 2);
    tcase_add_loop_test(tc, perft, 0, 4);
    tcase_add_loop_test(tc, from_text, 0, 3);
    tcase_add_test(tc, wrappers_see_the_library);
    tcase_add_test(tc, search_new);
    tcase_add_test(tc, search_set_memory);
    tcase_add_loop_test(tc, search_run, 0, 2);
    tcase_add_test(tc, search_run_threads);
    tcase_add_test(tc, search_first_run);
    tcase_add_loop_test(tc, db_build, 0, 4);
    tcase_add_loop_test(tc, db_build_cancelled, 0, 4);
    tcase_add_test(tc, db_load);
    tcase_add_test(tc, book_load);
    tcase_add_test(tc, no_allocation);
    tcase_add_test(tc, cancel_during_first_allocation);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
