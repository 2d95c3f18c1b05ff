/* SPDX-License-Identifier: MIT */
/* check_threads.c: many threads using one shared variant. Each thread creates its own games from
 * the same (read-only) variant objects, hooked ones included, plays, undoes, clones, reads and
 * writes text, runs perft and a depth-limited search (one unit per round with 2 search threads) on
 * its own games; every result must equal what the same work gives in a single thread. And solves
 * with helper threads reach the exact value, and a database two threads build is one thread's.
 * `make check-tsan` runs this under ThreadSanitizer. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mancala.h"
#include "testutil.h"

#define NTHREADS 8
#define ROUNDS 3

static const char *const specs[] = {
    "kalah", "oware", "congkak", "oware:cycle=split", "custom:houses=16,seeds=7",
    "kalah:houses=1,seeds=127", "oware:grandslam=forbidden",
};
#define NSPECS (sizeof specs / sizeof specs[0])

/* Shared, read-only while the threads run; the last variant has hooks reading shared userdata. */
static mancala_variant *shared[NSPECS + 1];
static const int32_t land_table[8] = { 0, 1, 0, 2, 0, 1, 0, 0 };

static int32_t table_land(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                          int32_t before, void *userdata)
{
    const int32_t *t = userdata;
    (void)pits, (void)houses, (void)player;
    return t[(pit + before) & 7]; /* DEFAULT, END or EXTRA, as the shared table says */
}

static int32_t sow_not_last(const int32_t *pits, int32_t houses, int32_t player, int32_t house,
                            void *userdata)
{
    (void)pits, (void)player, (void)userdata;
    return house != houses - 1;
}

/* What one unit of work produced: a digest of every position seen, and perft counts. */
struct result {
    uint64_t digest;
    uint64_t perft[4];
    size_t plies;
    int32_t status; /* the first unexpected status, or MANCALA_OK */
};

static uint64_t mix(uint64_t h, uint64_t x)
{
    h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h;
}

static uint64_t text_digest(const mancala_game *g, uint64_t h)
{
    char text[1024];
    size_t n, i;
    if (mancala_game_to_text(g, text, sizeof text, &n) != MANCALA_OK)
        return h ^ 1;
    for (i = 0; text[i]; i++)
        h = mix(h, (unsigned char)text[i]);
    return h;
}

#define WANT(expr)                                                                             \
    do {                                                                                       \
        int32_t st_ = (expr);                                                                  \
        if (st_ != MANCALA_OK && r->status == MANCALA_OK)                                      \
            r->status = st_;                                                                   \
    } while (0)

/* Unit `k`: games of variant k % (NSPECS + 1), moves chosen from k, deterministic. */
static void work(unsigned k, struct result *r)
{
    const mancala_variant *v = shared[k % (NSPECS + 1)];
    mancala_game *g = NULL, *c = NULL, *t = NULL;
    uint64_t rng = 0x243f6a8885a308d3ULL * (k + 1);
    char spec[512], text[1024];
    size_t n;
    int32_t d;
    unsigned game;

    memset(r, 0, sizeof *r);
    WANT(mancala_variant_spec(v, spec, sizeof spec, &n));
    r->digest = 0xcbf29ce484222325ULL;
    for (n = 0; spec[n]; n++)
        r->digest = mix(r->digest, (unsigned char)spec[n]);
    for (game = 0; game < 3 && r->status == MANCALA_OK; game++) {
        WANT(mancala_game_new(&g, v));
        if (!g)
            return;
        while (!mancala_game_is_over(g) && r->plies < 3000) {
            int32_t moves[MANCALA_MAX_MOVES];
            WANT(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n));
            if (n == 0)
                break;
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            WANT(mancala_game_play(g, moves[rng % n]));
            r->plies++;
            r->digest = mix(r->digest, mancala_game_hash(g));
            if (rng % 5 == 0) {
                WANT(mancala_game_undo(g));
                r->digest = mix(r->digest, mancala_game_hash(g));
            }
            if (rng % 11 == 0) {
                /* A clone and a game read from text go on independently. */
                WANT(mancala_game_clone(g, &c));
                WANT(mancala_game_to_text(g, text, sizeof text, &n));
                WANT(mancala_game_from_text(&t, text));
                if (c && t) {
                    r->digest = text_digest(c, text_digest(t, r->digest));
                    WANT(mancala_game_perft(c, 2, &r->perft[3]));
                    r->digest = mix(r->digest, r->perft[3]);
                }
                mancala_game_free(c);
                mancala_game_free(t);
                c = t = NULL;
            }
        }
        r->digest = text_digest(g, r->digest);
        while (mancala_game_undo(g) == MANCALA_OK)
            r->digest = mix(r->digest, mancala_game_hash(g));
        mancala_game_free(g);
        g = NULL;
    }
    /* perft on a game of its own, from the start position. */
    WANT(mancala_game_new(&g, v));
    if (g) {
        for (d = 1; d <= 3; d++)
            WANT(mancala_game_perft(g, d + (mancala_game_houses(g) <= 6), &r->perft[d - 1]));
        mancala_game_free(g);
    }
    /* A search of its own on a game of its own: depth-limited with one thread, so deterministic;
     * the move and score go into the digest. */
    WANT(mancala_game_new(&g, v));
    if (g) {
        mancala_search *s = NULL;
        int32_t moves[MANCALA_MAX_MOVES], move = -1, score = 0;
        unsigned i;
        for (i = 0; i < k % 4 && !mancala_game_is_over(g); i++) {
            WANT(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n));
            if (n)
                WANT(mancala_game_play(g, moves[(k + i) % n]));
        }
        WANT(mancala_search_new(&s));
        if (s && !mancala_game_is_over(g)) {
            WANT(mancala_search_set_memory(s, 1));
            WANT(mancala_search_set_limits(s, 6, 0, 0));
            WANT(mancala_search_run(s, g));
            WANT(mancala_search_result(s, &move, &score, NULL, NULL, NULL));
            r->digest = mix(mix(r->digest, (uint64_t)(uint32_t)move), (uint64_t)(uint32_t)score);
            if (k % NTHREADS == 1) {
                /* Helper threads share out the work: the result may vary, only its legality
                 * counts. */
                size_t j, legal = 0;
                WANT(mancala_search_set_threads(s, 2));
                WANT(mancala_search_run(s, g));
                WANT(mancala_search_result(s, &move, NULL, NULL, NULL, NULL));
                WANT(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n));
                for (j = 0; j < n; j++)
                    legal |= moves[j] == move;
                if (!legal && r->status == MANCALA_OK)
                    r->status = -101;
            }
        }
        mancala_search_free(s);
        mancala_game_free(g);
        g = NULL;
    }
    /* Static strings are shared read-only too. */
    if (strcmp(mancala_strerror(MANCALA_EHOOK), mancala_strerror(MANCALA_EHOOK)) != 0)
        r->status = -100;
}

struct job {
    unsigned first;
    struct result res[ROUNDS];
};

static void *thread_main(void *arg)
{
    struct job *j = arg;
    unsigned round;
    for (round = 0; round < ROUNDS; round++)
        work(j->first + round * NTHREADS, &j->res[round]);
    return NULL;
}

static void setup_variants(void)
{
    size_t i;
    for (i = 0; i < NSPECS; i++)
        ck_assert_int_eq(mancala_variant_new(&shared[i], specs[i]), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_new(&shared[NSPECS], "custom:capture=none,extra=off"),
                     MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks(shared[NSPECS], sow_not_last, table_land, NULL,
                                               (void *)land_table),
                     MANCALA_OK);
}

static void free_variants(void)
{
    size_t i;
    for (i = 0; i <= NSPECS; i++)
        mancala_variant_free(shared[i]);
}

START_TEST(shared_variant)
{
    static struct job jobs[NTHREADS];
    struct result want;
    pthread_t tid[NTHREADS];
    unsigned i, round;

    setup_variants();
    for (i = 0; i < NTHREADS; i++) {
        jobs[i].first = i;
        ck_assert_int_eq(pthread_create(&tid[i], NULL, thread_main, &jobs[i]), 0);
    }
    for (i = 0; i < NTHREADS; i++)
        ck_assert_int_eq(pthread_join(tid[i], NULL), 0);
    /* The same units, one after the other in this thread. */
    for (i = 0; i < NTHREADS; i++) {
        for (round = 0; round < ROUNDS; round++) {
            const struct result *got = &jobs[i].res[round];
            work(i + round * NTHREADS, &want);
            ck_assert_msg(want.status == MANCALA_OK, "unit %u: status %d", i + round * NTHREADS,
                          (int)want.status);
            ck_assert_msg(got->status == MANCALA_OK, "unit %u in a thread: status %d",
                          i + round * NTHREADS, (int)got->status);
            ck_assert_msg(got->digest == want.digest && got->plies == want.plies,
                          "unit %u: threads and one thread disagree", i + round * NTHREADS);
            ck_assert_msg(memcmp(got->perft, want.perft, sizeof want.perft) == 0,
                          "unit %u: perft differs", i + round * NTHREADS);
            ck_assert_uint_gt(want.perft[0], 0);
        }
    }
    free_variants();
}
END_TEST

/* A solve with helper threads gives the one exact value, as alone: Kalah(3,2) is +4 and Kalah(4,3)
 * +6 for the first player. On i686 under qemu-i386 this hung when the first pthread_create never
 * returned (an emulator run mixing two builds of the C library): the case's timeout turns such a
 * hang into a failure. */
START_TEST(solve_with_helpers)
{
    static const struct {
        const char *spec;
        int32_t value;
    } boards[] = { { "kalah:houses=3,seeds=2", 4 }, { "kalah:houses=4,seeds=3", 6 } };
    static const int32_t threads[] = { 1, 2, 4 };
    size_t b, t;
    for (b = 0; b < sizeof boards / sizeof boards[0]; b++) {
        mancala_game *g = new_game(boards[b].spec);
        for (t = 0; t < sizeof threads / sizeof threads[0]; t++) {
            mancala_search *s;
            int32_t move, score, exact;
            ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
            /* Threads first: they share out the mapping of the table (2 MiB or more each). */
            ck_assert_int_eq(mancala_search_set_threads(s, threads[t]), MANCALA_OK);
            ck_assert_int_eq(mancala_search_set_memory(s, 16), MANCALA_OK);
            ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
            ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, NULL, NULL),
                             MANCALA_OK);
            ck_assert_msg(score == boards[b].value && exact == 1,
                          "%s, %d threads: %d (exact %d), want %d exactly", boards[b].spec,
                          (int)threads[t], (int)score, (int)exact, (int)boards[b].value);
            ck_assert_int_eq(mancala_game_play(g, move), MANCALA_OK);
            ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
            mancala_search_free(s);
        }
        mancala_game_free(g);
    }
}
END_TEST

/* In an exact pass a helper that finishes first gives the pass's result (thread.c): with four
 * threads on positions some random plies into Kalah(5,3), where the main thread often loses the
 * race on a machine of fewer processors, every solve gives the value one thread gives, exact, and
 * a best move that keeps it (the position after it, solved by one thread, has that value). */
static int32_t solved(const mancala_game *g, int32_t threads, int32_t *move)
{
    mancala_search *s;
    int32_t score, exact;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_threads(s, threads), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 16), MANCALA_OK);
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, move, &score, &exact, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(exact, 1);
    mancala_search_free(s);
    return score;
}

START_TEST(helper_results_agree)
{
    int i;
    test_srand(54);
    for (i = 0; i < 12; i++) {
        mancala_game *g = new_game("kalah:houses=5,seeds=3");
        int32_t one, four, move, after, mover, plies;
        for (plies = 0; plies < 6 && mancala_game_to_move(g) >= 0; plies++) {
            int32_t moves[MANCALA_MAX_MOVES];
            size_t n = 0;
            ck_assert_int_eq(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n),
                             MANCALA_OK);
            ck_assert_uint_gt(n, 0);
            ck_assert_int_eq(mancala_game_play(g, moves[(size_t)test_rand() % n]), MANCALA_OK);
        }
        if (mancala_game_to_move(g) < 0) {
            mancala_game_free(g);
            continue;
        }
        one = solved(g, 1, &move);
        four = solved(g, 4, &move);
        ck_assert_msg(four == one, "position %d: four threads %d, one thread %d", i, (int)four,
                      (int)one);
        mover = mancala_game_to_move(g);
        ck_assert_int_eq(mancala_game_play(g, move), MANCALA_OK);
        if (mancala_game_to_move(g) < 0) {
            after = mancala_game_store(g, mover) - mancala_game_store(g, 1 - mover);
        } else {
            int32_t reply;
            after = solved(g, 1, &reply);
            if (mancala_game_to_move(g) != mover)
                after = -after;
        }
        ck_assert_msg(after == one, "position %d: the move of four threads gives %d, not %d", i,
                      (int)after, (int)one);
        mancala_game_free(g);
    }
}
END_TEST

/* A cancel is never lost (mancala_search_cancel(3)): sent from this thread 0 to 3 ms after the
 * worker thread is started, before or after the worker enters mancala_search_run, it stops that
 * run, well before the node limit that is there only to end a run whose cancel was lost (issue
 * 52: 35 of 1,000 were, where the run cleared the request as it began). */
struct canceled_run {
    mancala_search *s;
    const mancala_game *g;
    int32_t st;
};

static void *cancel_worker(void *arg)
{
    struct canceled_run *r = arg;
    r->st = mancala_search_run(r->s, r->g);
    return NULL;
}

START_TEST(cancel_never_lost)
{
    /* MANCALA_TEST_QUICK (valgrind, the emulators, wine): 100 tries, each far slower there. */
    const int tries = test_quick() ? 100 : 1000;
    const uint64_t limit = 50000000; /* seconds of search: only a lost cancel gets there */
    mancala_game *g = new_game("kalah");
    struct canceled_run r;
    int i;

    ck_assert_int_eq(mancala_search_new(&r.s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(r.s, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(r.s, 0, limit, 0), MANCALA_OK);
    r.g = g;
    test_srand(52);
    for (i = 0; i < tries; i++) {
        pthread_t tid;
        struct timespec delay = { 0, 0 };
        uint64_t nodes = 0;
        int32_t move;
        delay.tv_nsec = (long)(test_rand() % 3001) * 1000; /* 0 to 3 ms */
        r.st = MANCALA_EINVAL;
        ck_assert_int_eq(pthread_create(&tid, NULL, cancel_worker, &r), 0);
        if (delay.tv_nsec)
            nanosleep(&delay, NULL);
        ck_assert_int_eq(mancala_search_cancel(r.s), MANCALA_OK);
        ck_assert_int_eq(pthread_join(tid, NULL), 0);
        ck_assert_int_eq(r.st, MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(r.s, &move, NULL, NULL, NULL, &nodes), MANCALA_OK);
        ck_assert_msg(nodes < limit, "try %d (%ld us): the cancel was lost", i,
                      delay.tv_nsec / 1000);
    }
    mancala_search_free(r.s);
    mancala_game_free(g);
}
END_TEST

/* The bytes of the file at path into buf (room for cap); returns how many, or -1. */
static long read_file(const char *path, unsigned char *buf, size_t cap)
{
    FILE *f = fopen(path, "rb");
    size_t n;
    if (!f)
        return -1;
    n = fread(buf, 1, cap, f);
    fclose(f);
    return (long)n;
}

/* A database's new block is filled by its builder's threads (lib/common/system.c shares out a
 * block of 4 MiB or more): Kalah with up to 13 seeds, 5.2 MB, built by two threads, is byte for
 * byte what one thread builds, and a search whose table two threads mapped reads it. */
START_TEST(db_filled_by_threads)
{
    enum { CAP = 8 << 20 };
    mancala_variant *v;
    mancala_db *one, *two;
    mancala_search *s;
    mancala_game *g;
    char p1[512], p2[512];
    unsigned char *a = malloc(CAP), *b = malloc(CAP);
    long na, nb;
    int32_t want, score, exact;

    ck_assert_ptr_nonnull(a);
    ck_assert_ptr_nonnull(b);
    temp_path(p1, sizeof p1, "mancala-fill1", ".db");
    temp_path(p2, sizeof p2, "mancala-fill2", ".db");
    ck_assert_int_eq(mancala_variant_new(&v, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&one, v, 13, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&two, v, 13, 2), MANCALA_OK);
    ck_assert_int_eq(mancala_db_save(one, p1), MANCALA_OK);
    ck_assert_int_eq(mancala_db_save(two, p2), MANCALA_OK);
    na = read_file(p1, a, CAP);
    nb = read_file(p2, b, CAP);
    ck_assert_int_gt(na, 5000000);
    ck_assert_int_lt(na, CAP);
    ck_assert_int_eq(na, nb);
    ck_assert(memcmp(a, b, (size_t)na) == 0);
    remove(p1);
    remove(p2);

    /* 13 seeds in the houses: the position and every child are in the database. */
    ck_assert_int_eq(mancala_game_from_text(&g, "kalah 2,0,1,0,3,0/17 1,1,0,2,0,3/18 0"),
                     MANCALA_OK);
    ck_assert_int_eq(mancala_db_probe(one, g, &want), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_threads(s, 2), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 16), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_db(s, two), MANCALA_OK);
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, &score, &exact, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(score, want);
    ck_assert_int_eq(exact, 1);
    mancala_search_free(s);
    mancala_game_free(g);
    mancala_db_free(one);
    mancala_db_free(two);
    mancala_variant_free(v);
    free(a);
    free(b);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("threads");
    TCase *tc = tcase_create("threads"), *solve = tcase_create("solve"),
          *fill = tcase_create("fill");
    tcase_set_timeout(tc, 120); /* ThreadSanitizer and valgrind are slow */
    tcase_add_test(tc, shared_variant);
    suite_add_tcase(s, tc);
    /* A second or less natively, some seconds under qemu-i386, valgrind or ThreadSanitizer. */
    tcase_set_timeout(solve, 60);
    tcase_add_test(solve, solve_with_helpers);
    tcase_add_test(solve, helper_results_agree);
    tcase_add_test(solve, cancel_never_lost);
    /* Two builds of some seconds natively; more under the emulators and ThreadSanitizer. */
    tcase_set_timeout(fill, 240);
    tcase_add_test(fill, db_filled_by_threads);
    suite_add_tcase(s, fill);
    suite_add_tcase(s, solve);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
