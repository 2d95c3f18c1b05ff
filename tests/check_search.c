/* SPDX-License-Identifier: MIT */
/* check_search.c: the search engine, the solver and endgame databases. Exact values of small
 * boards are checked against a brute-force minimax written here over the public API; database
 * probes against the solver; damaged database files must be refused. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mancala.h>
#include "testutil.h"

/* ---- brute force: minimax with a memo. In Kalah-family games the rest of the game depends on
 * the houses and the player to move only, and positions never repeat; so the memo is keyed by the
 * houses and holds the future gain (final store difference minus the current one). */

typedef struct memo_entry {
    uint8_t houses[32];
    int8_t value;
    uint8_t mover;
    uint8_t used;
} memo_entry;

static memo_entry *memo;
static size_t memo_mask;

static uint64_t houses_key(const uint8_t *h, int n, int mover)
{
    uint64_t k = (uint64_t)1469598103934665603ULL ^ (uint64_t)mover;
    int i;
    for (i = 0; i < n; i++)
        k = (k ^ h[i]) * 1099511628211ULL;
    return k ^ (k >> 29);
}

static memo_entry *memo_slot(const uint8_t *h, int n, int mover)
{
    size_t i = (size_t)houses_key(h, n, mover) & memo_mask, probes = 0;
    for (;;) {
        memo_entry *e = &memo[i];
        if (!e->used || (e->mover == mover && memcmp(e->houses, h, (size_t)n) == 0))
            return e;
        i = (i + 1) & memo_mask;
        if (++probes > memo_mask)
            ck_abort_msg("brute-force memo full");
    }
}

/* Final store difference from the view of player persp, with perfect play from g. */
static int32_t minimax(mancala_game *g, int32_t persp, int use_memo)
{
    int32_t pits[34], moves[16], m, best = -1000, H;
    size_t n, nm, i;
    memo_entry *e = NULL;
    uint8_t h[32];
    int d;

    if (mancala_game_is_over(g))
        return mancala_game_store(g, persp) - mancala_game_store(g, 1 - persp);
    m = mancala_game_to_move(g);
    H = mancala_game_houses(g);
    mancala_game_board(g, pits, 34, &n);
    d = pits[m * (H + 1) + H] - pits[(1 - m) * (H + 1) + H];
    if (use_memo) {
        int k;
        for (k = 0; k < H; k++) {
            h[k] = (uint8_t)pits[k];
            h[H + k] = (uint8_t)pits[H + 1 + k];
        }
        e = memo_slot(h, 2 * H, m);
        if (e->used)
            return persp == m ? d + e->value : -(d + e->value);
    }
    mancala_game_legal_moves(g, moves, 16, &nm);
    for (i = 0; i < nm; i++) {
        int32_t v;
        /* Plain tests here: a Check assertion per node would dominate the run time. */
        if (mancala_game_play(g, moves[i]) != MANCALA_OK)
            ck_abort_msg("play failed");
        v = minimax(g, m, use_memo);
        if (mancala_game_undo(g) != MANCALA_OK)
            ck_abort_msg("undo failed");
        if (v > best)
            best = v;
    }
    if (e) {
        memcpy(e->houses, h, (size_t)(2 * H));
        e->mover = (uint8_t)m;
        e->value = (int8_t)(best - d);
        e->used = 1;
    }
    return persp == m ? best : -best;
}

/* Oware positions can repeat, and a repetition since the last capture ends the game, so the
 * future depends on the positions seen since the last capture as well: the memo key is the
 * position's hash with two order-free signatures of that window. */
typedef struct window_entry {
    uint64_t pos, sum, mix;
    int32_t value;
    int used;
} window_entry;

static window_entry *wmemo;

static int32_t minimax_window(mancala_game *g, int32_t persp, uint64_t wsum, uint64_t wmix)
{
    int32_t moves[16], m, best = -1000, s0, s1;
    uint64_t h;
    size_t nm, i, k, probes = 0;
    window_entry *e;

    if (mancala_game_is_over(g))
        return mancala_game_store(g, persp) - mancala_game_store(g, 1 - persp);
    m = mancala_game_to_move(g);
    h = mancala_game_hash(g);
    k = (size_t)(h ^ wsum * 31 ^ wmix * 0x9e3779b97f4a7c15ULL) & memo_mask;
    for (;;) {
        e = &wmemo[k];
        if (!e->used || (e->pos == h && e->sum == wsum && e->mix == wmix))
            break;
        k = (k + 1) & memo_mask;
        if (++probes > memo_mask)
            ck_abort_msg("brute-force memo full");
    }
    if (e->used)
        return persp == m ? e->value : -e->value;
    s0 = mancala_game_store(g, 0);
    s1 = mancala_game_store(g, 1);
    mancala_game_legal_moves(g, moves, 16, &nm);
    for (i = 0; i < nm; i++) {
        int32_t v;
        int capture;
        if (mancala_game_play(g, moves[i]) != MANCALA_OK)
            ck_abort_msg("play failed");
        capture = mancala_game_store(g, 0) != s0 || mancala_game_store(g, 1) != s1;
        v = capture ? minimax_window(g, m, 0, 0)
                    : minimax_window(g, m, wsum + h, wmix ^ (h * 0xff51afd7ed558ccdULL));
        if (mancala_game_undo(g) != MANCALA_OK)
            ck_abort_msg("undo failed");
        if (v > best)
            best = v;
    }
    e->pos = h;
    e->sum = wsum;
    e->mix = wmix;
    e->value = best;
    e->used = 1;
    return persp == m ? best : -best;
}

static int32_t brute_force(mancala_game *g, int32_t persp, int oware)
{
    int32_t v;
    memo_mask = ((size_t)1 << 22) - 1;
    if (oware) {
        wmemo = calloc(memo_mask + 1, sizeof *wmemo);
        v = minimax_window(g, persp, 0, 0);
        free(wmemo);
    } else {
        memo = calloc(memo_mask + 1, sizeof *memo);
        v = minimax(g, persp, 1);
        free(memo);
    }
    return v;
}

/* Solve agrees with brute force on small boards, and its move achieves the value; with one
 * thread, and with a helper thread sharing out the work (it must not change the value). */
static void solve_matches(const char *spec, int oware)
{
    mancala_game *g = new_game(spec);
    mancala_search *s;
    int32_t truth, move, score, exact, m = mancala_game_to_move(g), threads;

    truth = brute_force(g, m, oware);
    for (threads = 1; threads <= 2; threads++) {
        ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_memory(s, 16), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_threads(s, threads), MANCALA_OK);
        ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, NULL, NULL), MANCALA_OK);
        ck_assert_msg(score == truth, "%s, %d threads: solve %d, minimax %d", spec, (int)threads,
                      (int)score, (int)truth);
        ck_assert_int_eq(exact, 1);
        ck_assert_int_eq(mancala_game_play(g, move), MANCALA_OK);
        ck_assert_msg(brute_force(g, m, oware) == truth, "%s, %d threads: move %d does not keep "
                      "the value", spec, (int)threads, (int)move);
        ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
        mancala_search_free(s);
    }
    mancala_game_free(g);
}

START_TEST(solve_small_kalah)
{
    static const char *capture[] = { "", ",capture=empty" };
    int houses = 2 + _i / 6, seeds = 1 + _i % 3;
    char spec[128];
    /* MANCALA_TEST_QUICK (set for the valgrind run) leaves out the largest boards. */
    if (test_quick() && houses * seeds > 8)
        return;
    snprintf(spec, sizeof spec, "kalah:houses=%d,seeds=%d%s", houses, seeds, capture[_i / 3 % 2]);
    solve_matches(spec, 0);
}
END_TEST

START_TEST(solve_small_oware)
{
    static const char *specs[] = { "oware:houses=2,seeds=1", "oware:houses=2,seeds=2",
                                   "oware:houses=2,seeds=2,grandslam=capture",
                                   "oware:houses=2,seeds=1,cycle=split",
                                   "oware:houses=2,seeds=2,grandslam=forbidden" };
    solve_matches(specs[_i], 1);
}
END_TEST

START_TEST(solve_congkak)
{
    solve_matches("congkak:houses=3,seeds=2", 0);
}
END_TEST

/* Every move the search returns is legal, at every depth, level and limit. */
START_TEST(moves_are_legal)
{
    static const char *specs[] = { "kalah", "oware", "congkak", "kalah:houses=4,seeds=5",
                                   "oware:grandslam=forbidden", "kalah:end=mover" };
    mancala_search *s;
    size_t k;
    test_srand(11);
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 8), MANCALA_OK);
    for (k = 0; k < sizeof specs / sizeof specs[0]; k++) {
        mancala_game *g = new_game(specs[k]);
        int ply = 0;
        while (!mancala_game_is_over(g) && ply < 60) {
            int32_t moves[16], move, pv[600];
            size_t n, i, npv;
            int legal = 0;
            mancala_search_set_level(s, ply % 11, (uint64_t)ply + 1);
            mancala_search_set_limits(s, 1 + ply % 5, ply % 3 ? 0 : 500, 0);
            ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
            ck_assert_int_eq(mancala_search_result(s, &move, NULL, NULL, NULL, NULL), MANCALA_OK);
            mancala_game_legal_moves(g, moves, 16, &n);
            for (i = 0; i < n; i++)
                legal |= moves[i] == move;
            ck_assert_msg(legal, "%s ply %d: move %d not legal", specs[k], ply, (int)move);
            ck_assert_int_eq(mancala_search_pv(s, pv, 600, &npv), MANCALA_OK);
            ck_assert_uint_ge(npv, 1);
            ck_assert_int_eq(pv[0], move);
            ck_assert_int_eq(mancala_game_play(g, test_rand() % 4 ? move : moves[(size_t)test_rand() % n]),
                             MANCALA_OK);
            ply++;
        }
        mancala_game_free(g);
    }
    mancala_search_free(s);
}
END_TEST

static mancala_game *position(const char *text)
{
    mancala_game *g;
    ck_assert_int_eq(mancala_game_from_text(&g, text), MANCALA_OK);
    return g;
}

/* Hand-made positions with one winning idea. */
START_TEST(finds_forced_wins)
{
    mancala_search *s;
    int32_t move, score, exact;
    mancala_game *g;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);

    /* South's house 5 (1 seed) ends in the store: move again; then house 4 lands in the now
     * empty house 5 opposite North's single seed: capture 2, South's row is empty, game over at
     * 13-10: +3, all that is left. House 4 first would end at 11-12. */
    g = position("kalah 0,0,0,0,1,1/10 1,0,0,0,0,0/10 0");
    ck_assert_int_eq(mancala_search_set_limits(s, 4, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(move, 5);
    ck_assert_int_eq(score, 3);
    ck_assert_int_eq(exact, 1);
    mancala_game_free(g);

    /* Oware, 44 seeds: house 5 (2 seeds) makes North's houses 0 and 1 hold 2 and 3: a chain
     * capture of 5 takes South to 25 > 22, which ends the game; North keeps its last seed. */
    g = position("oware 0,0,0,0,0,2/20 1,2,0,0,0,1/18 0");
    ck_assert_int_eq(mancala_search_set_limits(s, 0, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(exact, 1);
    ck_assert_int_eq(move, 5);
    ck_assert_int_eq(score, 25 - 19);
    mancala_game_free(g);
    mancala_search_free(s);
}
END_TEST

/* Node-limited searches are reproducible. */
START_TEST(deterministic)
{
    mancala_game *g = new_game("kalah");
    mancala_search *s, *t;
    int32_t m1, m2, s1, s2, d1, d2;
    uint64_t n1, n2;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&t), MANCALA_OK);
    mancala_search_set_limits(s, 0, 20000, 0);
    mancala_search_set_limits(t, 0, 20000, 0);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(t, g), MANCALA_OK);
    mancala_search_result(s, &m1, &s1, NULL, &d1, &n1);
    mancala_search_result(t, &m2, &s2, NULL, &d2, &n2);
    ck_assert_int_eq(m1, m2);
    ck_assert_int_eq(s1, s2);
    ck_assert_int_eq(d1, d2);
    ck_assert_uint_eq(n1, n2);
    ck_assert_uint_le(n1, 20000);
    mancala_search_free(s);
    mancala_search_free(t);
    mancala_game_free(g);
}
END_TEST

/* What a depth-3 run of s gives on g: settings that failed to change must give the same. */
struct sres {
    int32_t move, score, exact, depth;
    uint64_t nodes;
};

static void search_res(mancala_search *s, const mancala_game *g, struct sres *r)
{
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &r->move, &r->score, &r->exact, &r->depth,
                                           &r->nodes),
                     MANCALA_OK);
}

/* NULL, negative, too large and wrong state (no result yet, game over) for every search
 * function; each error changes no setting (a run afterwards equals a run of an untouched
 * object), writes no out-parameter and leaves the game alone. */
START_TEST(search_errors)
{
    static const char *const over_texts[] = {
        "kalah:houses=4,seeds=3 0,0,0,0/12 0,0,0,0/12 0",
        "kalah 0,0,0,0,0,0/24 0,0,0,0,0,0/24 0",
    };
    mancala_game *g = new_game("kalah:houses=4,seeds=3"), *over;
    mancala_search *s, *ref, *keep = SEARCH_SENTINEL;
    struct snap a, b;
    struct sres want, got;
    int32_t move = INT_SENTINEL, score = INT_SENTINEL, exact = INT_SENTINEL,
            depth = INT_SENTINEL, pv[8] = { INT_SENTINEL };
    uint64_t nodes = U64_SENTINEL;
    size_t count = SIZE_SENTINEL, k;

    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&ref), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(NULL), MANCALA_EINVAL);
    take_snap(g, &a);
    /* Wrong state: nothing searched yet. */
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, &depth, &nodes),
                     MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_result(s, &move, NULL, NULL, NULL, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_pv(s, pv, 8, &count), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_result(NULL, &move, &score, &exact, &depth, &nodes),
                     MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_pv(NULL, pv, 8, &count), MANCALA_EINVAL);
    /* NULL */
    ck_assert_int_eq(mancala_search_set_limits(NULL, 3, 0, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_level(NULL, 1, 1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_memory(NULL, 1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_threads(NULL, 1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_db(NULL, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_cancel(NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_run(NULL, g), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_run(s, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_solve(NULL, g), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_solve(s, NULL), MANCALA_EINVAL);
    /* Negative and too large, after valid settings that must survive them. */
    ck_assert_int_eq(mancala_search_set_limits(s, 3, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(ref, 3, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(ref, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, -1, 0, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_limits(s, INT32_MIN, 5, 5), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_limits(s, 0, 0, -5), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_limits(s, 0, 1, -1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_limits(s, 0, 1, INT64_MIN), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_level(s, -1, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_level(s, -1, 7), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_level(s, INT32_MIN, 7), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_level(s, 11, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_level(s, 11, 7), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_level(s, INT32_MAX, 7), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_memory(s, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_memory(s, ((size_t)1 << 20) + 1), MANCALA_ELIMIT);
    ck_assert_int_eq(mancala_search_set_memory(s, (size_t)-1), MANCALA_ELIMIT);
    ck_assert_int_eq(mancala_search_set_threads(s, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_threads(s, -1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_threads(s, INT32_MIN), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_threads(s, 65), MANCALA_ELIMIT);
    ck_assert_int_eq(mancala_search_set_threads(s, INT32_MAX), MANCALA_ELIMIT);
    /* Wrong state: a game that is over. */
    for (k = 0; k < sizeof over_texts / sizeof over_texts[0]; k++) {
        ck_assert_int_eq(mancala_game_from_text(&over, over_texts[k]), MANCALA_OK);
        ck_assert_int_eq(mancala_game_is_over(over), 1);
        ck_assert_int_eq(mancala_search_run(s, over), MANCALA_EOVER);
        ck_assert_int_eq(mancala_search_solve(s, over), MANCALA_EOVER);
        mancala_game_free(over);
    }
    /* Nothing was written, nothing changed. */
    ck_assert_int_eq(move, INT_SENTINEL);
    ck_assert_int_eq(score, INT_SENTINEL);
    ck_assert_int_eq(exact, INT_SENTINEL);
    ck_assert_int_eq(depth, INT_SENTINEL);
    ck_assert(nodes == U64_SENTINEL);
    ck_assert(count == SIZE_SENTINEL && pv[0] == INT_SENTINEL);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, NULL, NULL), MANCALA_EINVAL);
    ck_assert_ptr_eq(keep, SEARCH_SENTINEL);
    take_snap(g, &b);
    same_snap(&a, &b, "search errors");
    search_res(s, g, &got);
    search_res(ref, g, &want);
    ck_assert_int_eq(got.move, want.move);
    ck_assert_int_eq(got.score, want.score);
    ck_assert_int_eq(got.exact, want.exact);
    ck_assert_int_eq(got.depth, want.depth);
    ck_assert(got.depth == 3 || got.exact);
    ck_assert(got.nodes == want.nodes);
    /* After a result: a bad pv buffer is refused and the result stays. */
    count = SIZE_SENTINEL;
    ck_assert_int_eq(mancala_search_pv(s, NULL, 1, &count), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_pv(s, pv, 8, NULL), MANCALA_EINVAL);
    ck_assert(count == SIZE_SENTINEL && pv[0] == INT_SENTINEL);
    ck_assert_int_eq(mancala_search_result(s, &move, NULL, NULL, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(move, want.move);
    take_snap(g, &b);
    same_snap(&a, &b, "search runs");
    mancala_search_free(NULL);
    mancala_search_free(s);
    mancala_search_free(ref);
    mancala_game_free(g);
}
END_TEST

/* Playing levels: reproducible for a seed, weaker levels lose to stronger ones on average. */
START_TEST(levels)
{
    mancala_search *a, *b;
    int game, strong_total = 0;
    ck_assert_int_eq(mancala_search_new(&a), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&b), MANCALA_OK);
    for (game = 0; game < 6; game++) {
        mancala_game *g = new_game("kalah");
        int strong = game % 2; /* which side plays level 9 */
        mancala_search_set_level(a, 1, 100 + (uint64_t)game);
        mancala_search_set_level(b, 9, 200 + (uint64_t)game);
        while (!mancala_game_is_over(g)) {
            mancala_search *s = mancala_game_to_move(g) == strong ? b : a;
            int32_t move;
            ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
            mancala_search_result(s, &move, NULL, NULL, NULL, NULL);
            ck_assert_int_eq(mancala_game_play(g, move), MANCALA_OK);
        }
        strong_total += mancala_game_store(g, strong) - mancala_game_store(g, 1 - strong);
        mancala_game_free(g);
    }
    ck_assert_int_gt(strong_total, 0);
    mancala_search_free(a);
    mancala_search_free(b);
}
END_TEST

/* A search stopped during its first iteration reports the score of the move it chose, not 0
 * (issue 12): South is 10 seeds up, and no single move loses any of them. */
START_TEST(interrupted_first_iteration_score)
{
    mancala_game *g = position("kalah 4,4,4,4,4,4/10 4,4,4,4,4,4/0 0");
    mancala_search *s;
    uint64_t limit;
    for (limit = 2; limit <= 9; limit++) {
        int32_t move, score, exact, depth;
        ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_limits(s, 0, limit, 0), MANCALA_OK);
        ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, &depth, NULL),
                         MANCALA_OK);
        ck_assert_msg(score >= 10, "node limit %d: move %d scored %d", (int)limit, (int)move,
                      (int)score);
        ck_assert_int_eq(exact, 0);
        ck_assert_int_le(depth, 1);
        mancala_search_free(s);
    }
    mancala_game_free(g);
}
END_TEST

/* A cancel is never lost (mancala_search_cancel(3)): one sent while no run is under way stops
 * the next run, solve or analysis at once (depth 0, as stopped in its first iteration), which
 * clears it, so the run after that goes to its depth limit (issue 52: the run cleared it as it
 * began, and a cancel sent before another thread entered the run was dropped). */
START_TEST(cancel_before_run)
{
    mancala_game *g = new_game("kalah");
    mancala_search *s;
    int32_t move, score, exact, depth, moves[6], scores[6];
    uint64_t nodes;
    size_t count;

    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 8, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_cancel(s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, &depth, &nodes), MANCALA_OK);
    ck_assert_int_eq(depth, 0);
    ck_assert_int_eq(exact, 0);
    ck_assert_uint_lt(nodes, 100);
    /* Cleared by the run it stopped. */
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, &depth, NULL), MANCALA_OK);
    ck_assert_int_eq(depth, 8);
    /* The same for a solve and an analysis; a size query (ERANGE) leaves the request. */
    ck_assert_int_eq(mancala_search_cancel(s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, &depth, &nodes), MANCALA_OK);
    ck_assert_int_eq(depth, 0);
    ck_assert_int_eq(exact, 0);
    ck_assert_int_eq(mancala_search_cancel(s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_analyse(s, g, NULL, NULL, NULL, 0, &count), MANCALA_ERANGE);
    ck_assert_int_eq(mancala_search_analyse(s, g, moves, scores, NULL, 6, &count), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, &depth, &nodes), MANCALA_OK);
    ck_assert_int_eq(depth, 0);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, &depth, NULL), MANCALA_OK);
    ck_assert_int_eq(depth, 8);
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

/* A sow hook that allows every move: it only makes the rules hooked. */
static int32_t any_house(const int32_t *pits, int32_t houses, int32_t player, int32_t house,
                         void *userdata)
{
    (void)pits;
    (void)houses;
    (void)player;
    (void)house;
    (void)userdata;
    return 1;
}

/* A database made for other rules is refused by a run or solve with MANCALA_ERULES, which
 * changes nothing (issue 12: it was silently ignored); one for the same rules with another
 * starting seed count is used. */
START_TEST(db_for_other_rules)
{
    mancala_variant *v, *hooked;
    mancala_db *db;
    mancala_search *s;
    mancala_game *other = new_game("kalah"), *fewer = new_game("kalah:houses=4,seeds=2"), *g;
    int32_t move, score, exact, depth, m, sc, e, d;
    uint64_t nodes, n;
    ck_assert_int_eq(mancala_variant_new(&v, "kalah:houses=4,seeds=3"), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 6, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_new(&hooked, "kalah:houses=4,seeds=3"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks(hooked, any_house, NULL, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, hooked), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 4, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, other), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, &depth, &nodes), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_db(s, db), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, other), MANCALA_ERULES);
    ck_assert_int_eq(mancala_search_solve(s, other), MANCALA_ERULES);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_ERULES);
    ck_assert_int_eq(mancala_search_result(s, &m, &sc, &e, &d, &n), MANCALA_OK);
    ck_assert(m == move && sc == score && e == exact && d == depth && n == nodes);
    ck_assert_int_eq(mancala_search_solve(s, fewer), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, &e, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(e, 1);
    mancala_search_free(s);
    mancala_game_free(g);
    mancala_game_free(fewer);
    mancala_game_free(other);
    mancala_db_free(db);
    mancala_variant_free(hooked);
    mancala_variant_free(v);
}
END_TEST

/* Under valgrind (run-valgrind.sh sets MANCALA_TEST_QUICK) the searches still run, bounded by
 * their clock, but how long a call takes around them says nothing. */
static int timing_matters(void)
{
    return !test_quick();
}

/* One run of a new search object (512 MiB table) under a time limit: the milliseconds it took,
 * and in *cpu the processor milliseconds the process used meanwhile. */
static double timed_first_run(const mancala_game *g, int32_t threads, int64_t limit, double *cpu)
{
    mancala_search *s;
    double t0, c0, took;
    int32_t move;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 512), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_threads(s, threads), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 0, 0, limit), MANCALA_OK);
    c0 = test_cpu_ms();
    t0 = test_now_ms();
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    took = test_now_ms() - t0;
    *cpu = test_cpu_ms() - c0;
    ck_assert_int_eq(mancala_search_result(s, &move, NULL, NULL, NULL, NULL), MANCALA_OK);
    ck_assert(move >= 0 && move < 6);
    mancala_search_free(s);
    return took;
}

/* A time limit holds from the very first search of a new object, with a big table and with a
 * helper thread (issue 12: the table's pages were first touched inside the clock, and a 10 ms
 * search took 0.38 s). Allowed: 10% + 10 ms. On a machine busier than it has processors, a
 * thread may also wait that long for one: each case has three tries, each on a new object, and
 * passes with one within the bound by the wall clock, or by the processor time the process got
 * (at most the bound per search thread; a wall-clock overrun that is only waiting for a processor
 * is the machine's, not the library's). Faulting in the pages of a 512 MiB table inside the clock
 * overran every try by 20 ms or more, of processor time too. */
START_TEST(time_limit_holds)
{
    static const int64_t limits[] = { 10, 100, 1000 };
    mancala_game *g = new_game("kalah");
    int32_t threads;
    size_t k;
    for (threads = 1; threads <= 2; threads++)
        for (k = 0; k < sizeof limits / sizeof limits[0]; k++) {
            const double bound = (double)limits[k] * 1.1 + 10.0;
            double took[3] = { 0 }, cpu[3] = { 0 };
            int tries = 0, within;
            do {
                took[tries] = timed_first_run(g, threads, limits[k], &cpu[tries]);
                within = took[tries] <= bound || cpu[tries] <= bound * threads;
                tries++;
            } while (!within && tries < 3);
            if (timing_matters())
                ck_assert_msg(within,
                              "%d thread(s), limit %d ms: took %.1f, %.1f and %.1f ms "
                              "(processor %.1f, %.1f and %.1f ms)",
                              (int)threads, (int)limits[k], took[0], took[1], took[2], cpu[0],
                              cpu[1], cpu[2]);
        }
    mancala_game_free(g);
}
END_TEST

/* The best one-ply score from g as a level scores it with `left` extra moves free
 * (lib/search.c's free_extra): each move's score as mancala_search_analyse gives it at depth 1,
 * or, for a move that earns another move while one is still free, the best score from there. */
static int32_t turn_best(mancala_search *a, const mancala_game *g, int left)
{
    int32_t moves[16], scores[16], exact[16], best = INT32_MIN;
    size_t n, k;
    ck_assert_int_eq(mancala_search_analyse(a, g, moves, scores, exact, 16, &n), MANCALA_OK);
    for (k = 0; k < n; k++) {
        mancala_game *c;
        int32_t v = scores[k];
        ck_assert_int_eq(mancala_game_clone(g, &c), MANCALA_OK);
        ck_assert_int_eq(mancala_game_play(c, moves[k]), MANCALA_OK);
        if (left > 0 && !mancala_game_is_over(c) &&
            mancala_game_to_move(c) == mancala_game_to_move(g))
            v = turn_best(a, c, left - 1);
        best = v > best ? v : best;
        mancala_game_free(c);
    }
    return best;
}

/* The moves each level draws from (lib/search.c's table), over 600 seeds each from the start of
 * Kalah: level 1 moves of the worst one-ply score in 90% of its runs plus its share of the random
 * ones, level 2 every legal move about as often as the others, level 4 only moves of the best one-ply score with one extra move free
 * (turn_best: house 2 ends in the store there), level 3 such a move in 60% of its runs plus its
 * share of the random ones; and over 20 seeds from the start of Oware (no extra moves), level 8
 * only moves of the best six-ply score. */
START_TEST(level_choices)
{
    mancala_game *g = new_game("kalah"), *o = new_game("oware");
    mancala_search *s, *a;
    int32_t moves[16], scores[16], exact[16], move, top1 = INT32_MIN, low1 = INT32_MAX;
    int32_t top6 = INT32_MIN, score1[6], score6[6];
    int count[4][6] = { { 0 } }, seed, k, best1 = 0, worst1 = 0, extra = 0;
    size_t n;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&a), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(a, 1, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_analyse(a, g, moves, scores, exact, 16, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 6);
    for (k = 0; k < 6; k++)
        score1[moves[k]] = scores[k];
    for (k = 0; k < 6; k++) {
        mancala_game *c;
        ck_assert_int_eq(mancala_game_clone(g, &c), MANCALA_OK);
        ck_assert_int_eq(mancala_game_play(c, k), MANCALA_OK);
        if (mancala_game_to_move(c) == 0) {
            score1[k] = turn_best(a, c, 0);
            extra++;
        }
        top1 = score1[k] > top1 ? score1[k] : top1;
        low1 = score1[k] < low1 ? score1[k] : low1;
        mancala_game_free(c);
    }
    ck_assert_int_eq(extra, 1); /* house 2 */
    ck_assert_int_eq(mancala_search_set_limits(a, 6, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_analyse(a, o, moves, scores, exact, 16, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 6);
    for (k = 0; k < 6; k++) {
        score6[moves[k]] = scores[k];
        top6 = scores[k] > top6 ? scores[k] : top6;
    }
    for (k = 0; k < 6; k++) {
        best1 += score1[k] == top1;
        worst1 += score1[k] == low1;
    }
    /* else the test could not tell the levels apart */
    ck_assert_int_lt(best1 + worst1, 6);
    for (seed = 1; seed <= 600; seed++)
        for (k = 0; k < 4; k++) {
            ck_assert_int_eq(mancala_search_set_level(s, k + 1, (uint64_t)seed), MANCALA_OK);
            ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
            ck_assert_int_eq(mancala_search_result(s, &move, NULL, NULL, NULL, NULL), MANCALA_OK);
            ck_assert(move >= 0 && move < 6);
            count[k][move]++;
        }
    for (k = 0; k < 6; k++) {
        ck_assert_int_ge(count[1][k], 60); /* 100 expected */
        ck_assert_int_le(count[1][k], 140);
        if (score1[k] < top1)
            ck_assert_int_eq(count[3][k], 0);
    }
    for (k = 0, move = 0; k < 6; k++)
        move += score1[k] == low1 ? count[0][k] : 0;
    /* 600 * (0.9 + 0.1 * worst1 / 6) expected */
    ck_assert_int_ge(move, 540 + 60 * worst1 / 6 - 30);
    ck_assert_int_le(move, 540 + 60 * worst1 / 6 + 30);
    for (k = 0, move = 0; k < 6; k++)
        move += score1[k] == top1 ? count[2][k] : 0;
    /* 600 * (0.6 + 0.4 * best1 / 6) expected */
    ck_assert_int_ge(move, 360 + 240 * best1 / 6 - 50);
    ck_assert_int_le(move, 360 + 240 * best1 / 6 + 50);
    for (seed = 1; seed <= 20; seed++) {
        ck_assert_int_eq(mancala_search_set_level(s, 8, (uint64_t)seed), MANCALA_OK);
        ck_assert_int_eq(mancala_search_run(s, o), MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(s, &move, NULL, NULL, NULL, NULL), MANCALA_OK);
        ck_assert_int_eq(score6[move], top6);
    }
    mancala_search_free(a);
    mancala_search_free(s);
    mancala_game_free(o);
    mancala_game_free(g);
}
END_TEST

/* A playing level answers by its default time when the caller sets no limits (issue 12: level 10
 * searched the start of Kalah for minutes): stopped by the clock, its result is not exact. A limit
 * of the caller's own replaces the default. */
START_TEST(level_default_time)
{
    mancala_game *g = new_game("kalah");
    mancala_search *s;
    int32_t level, move, exact, depth;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    for (level = 9; level <= 10; level++) {
        ck_assert_int_eq(mancala_search_set_level(s, level, 1), MANCALA_OK);
        ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(s, &move, NULL, &exact, &depth, NULL), MANCALA_OK);
        ck_assert(move >= 0 && move < 6);
        ck_assert_int_eq(exact, 0);
        ck_assert_int_ge(depth, 1);
        ck_assert_int_le(depth, level == 9 ? 9 : 100);
    }
    ck_assert_int_eq(mancala_search_set_limits(s, 3, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, &depth, NULL), MANCALA_OK);
    ck_assert_int_eq(depth, 3);
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

/* ---- databases */

static const char *db_spec = "kalah:houses=4,seeds=3";

START_TEST(db_agrees_with_solver)
{
    mancala_variant *v;
    mancala_db *db;
    mancala_search *s;
    int k, probed = 0, games;
    char spec[256];
    size_t n;
    test_srand(5);
    ck_assert_int_eq(mancala_variant_new(&v, db_spec), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 9, 2), MANCALA_OK);
    ck_assert_int_eq(mancala_db_seeds(db), 9);
    ck_assert_int_eq(mancala_db_spec(db, spec, sizeof spec, &n), MANCALA_OK);
    ck_assert_str_eq(spec, "kalah:houses=4,seeds=3,stores=own,origin=sow,relay=off,extra=store,"
                           "capture=standard,grandslam=nocapture,feed=free,end=either,"
                           "majority=play,cycle=end");
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 8), MANCALA_OK);
    games = test_quick() ? 20 : 200;
    for (k = 0; k < games; k++) {
        mancala_game *g;
        ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
        while (!mancala_game_is_over(g)) {
            int32_t moves[16], score, truth, st;
            size_t nm;
            st = mancala_db_probe(db, g, &score);
            if (st == MANCALA_OK) {
                ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
                mancala_search_result(s, NULL, &truth, NULL, NULL, NULL);
                ck_assert_int_eq(score, truth);
                probed++;
            } else {
                ck_assert_int_eq(st, MANCALA_ELIMIT);
            }
            mancala_game_legal_moves(g, moves, 16, &nm);
            mancala_game_play(g, moves[test_rand() % (int)nm]);
        }
        {
            int32_t score;
            ck_assert_int_eq(mancala_db_probe(db, g, &score), MANCALA_EOVER);
        }
        mancala_game_free(g);
    }
    ck_assert_int_gt(probed, games * 2);
    /* The search with the database gives the same exact value for the start. */
    {
        mancala_game *g;
        int32_t with, without;
        ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
        ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
        mancala_search_result(s, NULL, &without, NULL, NULL, NULL);
        ck_assert_int_eq(mancala_search_set_db(s, db), MANCALA_OK);
        ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
        mancala_search_result(s, NULL, &with, NULL, NULL, NULL);
        ck_assert_int_eq(with, without);
        mancala_game_free(g);
    }
    mancala_search_free(s);
    mancala_db_free(db);
    mancala_variant_free(v);
}
END_TEST

/* Oware databases (cycle=split, majority=play): on random boards set with mancala_game_set_board
 * (so the repetitions counted start afresh) the probe agrees with the brute-force minimax, which
 * follows the repetition rule, and so does the search given the database. */
START_TEST(db_oware_agrees_with_brute_force)
{
    static const struct {
        const char *spec;
        int seeds;
    } cases[] = {
        { "oware:houses=2,seeds=2,majority=play,cycle=split", 5 },
        { "oware:houses=2,seeds=2,majority=play,cycle=split,grandslam=capture", 6 },
        { "oware:houses=2,seeds=2,majority=play,cycle=split,grandslam=forbidden", 6 },
        { "oware:houses=3,seeds=2,majority=play,cycle=split", 3 },
    };
    const char *spec = cases[_i].spec;
    const int N = cases[_i].seeds;
    mancala_variant *v;
    mancala_db *db;
    mancala_search *s;
    mancala_game *g;
    int k, H, checked = 0, nonzero = 0;
    /* Boards until 80 are checked (those already over are not; 20 under MANCALA_TEST_QUICK,
     * for valgrind, the emulators and wine): how many random boards that takes depends on the
     * generator, the claim does not. */
    const int want = test_quick() ? 20 : 80;

    test_srand(11 + (unsigned)_i);
    ck_assert_int_eq(mancala_variant_new(&v, spec), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, N, 2), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 8), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_db(s, db), MANCALA_OK);
    H = mancala_game_houses(g);
    for (k = 0; checked < want && k < 1000; k++) {
        int32_t pits[4 * MANCALA_MAX_HOUSES + 2] = { 0 }, score, truth, solved, st;
        int i, seeds = test_rand() % (N + 1), mover = test_rand() % 2;
        for (i = 0; i < seeds; i++) {
            int h = test_rand() % (2 * H);
            pits[h < H ? h : h + 1]++;
        }
        pits[H] = test_rand() % 4;
        pits[2 * H + 1] = test_rand() % 4;
        ck_assert_int_eq(mancala_game_set_board(g, pits, (size_t)(2 * H + 2), mover), MANCALA_OK);
        st = mancala_db_probe(db, g, &score);
        if (mancala_game_is_over(g)) {
            ck_assert_int_eq(st, MANCALA_EOVER);
            continue;
        }
        ck_assert_int_eq(st, MANCALA_OK);
        truth = brute_force(g, mover, 1);
        ck_assert_msg(score == truth, "%s, board %d: database %d, minimax %d", spec, k, (int)score,
                      (int)truth);
        ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(s, NULL, &solved, NULL, NULL, NULL), MANCALA_OK);
        ck_assert_int_eq(solved, truth);
        checked++;
        nonzero += truth != pits[mover == 0 ? H : 2 * H + 1] - pits[mover == 0 ? 2 * H + 1 : H];
    }
    ck_assert_int_eq(checked, want);
    ck_assert_int_gt(nonzero, want / 4); /* a quarter: the claim is not about zero gains only */
    mancala_search_free(s);
    mancala_game_free(g);
    mancala_db_free(db);
    mancala_variant_free(v);
}
END_TEST

/* The value of g from persp's view by minimax over its moves down to the database, whose value
 * ends each line it reaches: the reference for a solve from a little above the database. */
static int32_t minimax_to_db(mancala_game *g, const mancala_db *db, int32_t persp)
{
    int32_t moves[16], pits[34], val, best = INT32_MIN, m = mancala_game_to_move(g);
    size_t nm, n, i;
    int H = mancala_game_houses(g);
    if (mancala_game_is_over(g)) { /* no one to move: the stores from South's view */
        mancala_game_board(g, pits, 34, &n);
        val = pits[H] - pits[2 * H + 1];
        return persp == 0 ? val : -val;
    }
    if (mancala_db_probe(db, g, &val) == MANCALA_OK)
        return persp == m ? val : -val;
    mancala_game_legal_moves(g, moves, 16, &nm);
    for (i = 0; i < nm; i++) {
        if (mancala_game_play(g, moves[i]) != MANCALA_OK)
            ck_abort_msg("play failed");
        val = minimax_to_db(g, db, m);
        if (mancala_game_undo(g) != MANCALA_OK)
            ck_abort_msg("undo failed");
        if (val > best)
            best = val;
    }
    return persp == m ? best : -best;
}

/* A solve over a big database (2^26 entries or more: Kalah's 18 seeds, 86.5 million) leaves the
 * table alone at the nodes near the database (lib/engine/run.c, mc_prepare): its values there
 * still agree with minimax down to the database, on random boards of 19 and 20 seeds, with one
 * thread and with two. Not under MANCALA_TEST_QUICK: the database takes seconds to build
 * natively, and 87 MB. */
START_TEST(solve_over_big_db_agrees_with_minimax)
{
    mancala_variant *v;
    mancala_db *db;
    mancala_search *s;
    mancala_game *g;
    int k, threads, checked = 0;
    if (test_quick())
        return;
    test_srand(29);
    ck_assert_int_eq(mancala_variant_new(&v, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 18, 2), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    for (k = 0; k < 8; k++) {
        int32_t pits[14] = { 0 }, truth, solved, exact, mover = k % 2;
        int i, seeds = 19 + k / 4;
        for (i = 0; i < seeds; i++) {
            int h = test_rand() % 12;
            pits[h < 6 ? h : h + 1]++;
        }
        pits[6] = test_rand() % 10;
        pits[13] = test_rand() % 10;
        ck_assert_int_eq(mancala_game_set_board(g, pits, 14, mover), MANCALA_OK);
        if (mancala_game_is_over(g))
            continue;
        truth = minimax_to_db(g, db, mover);
        for (threads = 1; threads <= 2; threads++) {
            ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
            ck_assert_int_eq(mancala_search_set_threads(s, threads), MANCALA_OK);
            ck_assert_int_eq(mancala_search_set_memory(s, 8), MANCALA_OK);
            ck_assert_int_eq(mancala_search_set_db(s, db), MANCALA_OK);
            ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
            ck_assert_int_eq(mancala_search_result(s, NULL, &solved, &exact, NULL, NULL),
                             MANCALA_OK);
            ck_assert_int_eq(exact, 1);
            ck_assert_msg(solved == truth, "board %d, %d threads: solve %d, minimax %d", k,
                          threads, (int)solved, (int)truth);
            mancala_search_free(s);
        }
        checked++;
    }
    ck_assert_int_ge(checked, 6);
    mancala_game_free(g);
    mancala_db_free(db);
    mancala_variant_free(v);
}
END_TEST

/* Where positions can repeat, a value that rests on a repetition holds only for the line that led
 * to it; the solver must not reuse it elsewhere. Here North loses 2, says the database (checked
 * against the brute force on smaller boards above); a solver that reused a repetition's 0 from
 * another line found 0. */
START_TEST(repetition_values_stay_in_their_line)
{
    mancala_game *g = position("custom:houses=3,seeds=4,stores=none,origin=skip,relay=off,"
                               "extra=off,capture=count,grandslam=nocapture,feed=must,end=mover,"
                               "majority=play,cycle=split 1,1,0/0 0,0,2/0 1");
    mancala_search *s;
    mancala_db *db;
    mancala_variant *v;
    int32_t score, exact, probe;
    ck_assert_int_eq(mancala_variant_new(&v, "oware:houses=3,majority=play,cycle=split"),
                     MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 4, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_db_probe(db, g, &probe), MANCALA_OK);
    ck_assert_int_eq(probe, -2);
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 8), MANCALA_OK);
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, &score, &exact, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(exact, 1);
    ck_assert_int_eq(score, -2);
    mancala_search_free(s);
    mancala_db_free(db);
    mancala_variant_free(v);
    mancala_game_free(g);
}
END_TEST

/* The principal variation is a line play accepts: it ends where a repetition ends the game. The
 * walk of the table's moves took each move without the repetition window, so here, where the
 * fourth move repeats the second's position and ends the game (cycle=split), the line went on to
 * 512 moves (found by tests/fuzz/fuzz_search.c). Also from a later move, the window then reaching
 * back into the game's own history. */
START_TEST(pv_ends_at_repetition)
{
    mancala_game *g = position("custom:houses=1,seeds=4,stores=none,origin=sow,relay=off,"
                               "extra=off,capture=count,grandslam=capture,feed=free,end=mover,"
                               "majority=end,cycle=split,counts=2+4+6,side=both 1/4 3/0 1");
    mancala_search *s;
    int32_t line[512], winner, reason;
    size_t n, i, from;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
    for (from = 0; from < 2; from++) {
        mancala_game *c = NULL;
        ck_assert_int_eq(from ? mancala_search_run(s, g) : mancala_search_solve(s, g), MANCALA_OK);
        ck_assert_int_eq(mancala_search_pv(s, line, 512, &n), MANCALA_OK);
        ck_assert_uint_eq(n, 4 - from);
        ck_assert_int_eq(mancala_game_clone(g, &c), MANCALA_OK);
        for (i = 0; i < n; i++)
            ck_assert_int_eq(mancala_game_play(c, line[i]), MANCALA_OK);
        ck_assert_int_eq(mancala_game_is_over(c), 1);
        ck_assert_int_eq(mancala_game_result(c, &winner, &reason), MANCALA_OK);
        ck_assert_int_eq(reason, MANCALA_REASON_REPETITION);
        mancala_game_free(c);
        ck_assert_int_eq(mancala_game_play(g, line[0]), MANCALA_OK);
    }
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

/* A solve is exact only where no estimate went into its value. Here, under rounds=burn, each
 * player has one open house and every move ends a round that refills a board seen before. The
 * game went on for ever then, its lines passing the 512 plies a search follows, and the exact
 * passes of the solve, which reset the count of estimates before each pass and never looked at
 * it, called the value of the start exact (found by tests/fuzz/fuzz_search.c). A round that
 * starts where the game has been now ends it (mancala-spec(7), issue 52), in the search's line as
 * in play: the value is exact, and that of the one line of play, played out here. */
START_TEST(solve_of_repeating_rounds_exact)
{
    static const char *const pos[] = { "x,1,x/3 0,1,x/2 0 round=2", "3,x,x/1 3,x,x/0 1 round=3" };
    static const int32_t plies[] = { 4, 3 };
    char text[512];
    mancala_search *s;
    int32_t exact, score, moves[MANCALA_MAX_MOVES], winner, reason;
    size_t n;
    int i, k;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
    for (i = 0; i < 2; i++) {
        mancala_game *g;
        int32_t mover;
        snprintf(text, sizeof text, "congkak:houses=3,seeds=3,rounds=burn %s", pos[i]);
        g = position(text);
        mover = mancala_game_to_move(g);
        ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(s, NULL, &score, &exact, NULL, NULL), MANCALA_OK);
        ck_assert_int_eq(exact, 1);
        for (k = 0; !mancala_game_is_over(g); k++) {
            ck_assert_int_eq(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n),
                             MANCALA_OK);
            ck_assert_uint_eq(n, 1);
            ck_assert_int_eq(mancala_game_play(g, moves[0]), MANCALA_OK);
        }
        ck_assert_int_eq(k, plies[i]);
        ck_assert_int_eq(mancala_game_result(g, &winner, &reason), MANCALA_OK);
        ck_assert_int_eq(reason, MANCALA_REASON_REPETITION);
        ck_assert_int_eq(score, mancala_game_store(g, mover) - mancala_game_store(g, 1 - mover));
        mancala_game_free(g);
    }
    mancala_search_free(s);
}
END_TEST

#define DB_VARIANT "kalah:houses=2,seeds=2"

/* NULL, negative, too large, rules a database cannot hold, files that cannot be read or
 * written, positions it cannot answer: *out untouched, nothing written, the database and the
 * game unchanged (probes give the same scores before and after). */
START_TEST(db_errors)
{
    /* Oware needs both majority=play and cycle=split. */
    static const char *const no_db[] = { "oware", "oware:majority=play", "oware:cycle=split" };
    mancala_variant *v, *x;
    mancala_db *db, *out = DB_SENTINEL;
    mancala_game *g, *other, *oware, *over;
    struct snap a, b;
    char spec[256], spec2[256], buf[8];
    size_t n = SIZE_SENTINEL, k;
    int32_t score = INT_SENTINEL, want;

    ck_assert_int_eq(mancala_variant_new(&v, DB_VARIANT), MANCALA_OK);
    /* build: NULL, negative, too large, rules a database cannot hold */
    ck_assert_int_eq(mancala_db_build(NULL, v, 2, 1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_build(&out, NULL, 2, 1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_build(&out, v, -1, 1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_build(&out, v, INT32_MIN, 1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_build(&out, v, 2, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_build(&out, v, 2, -1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_build(&out, v, 2, INT32_MIN), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_build(&out, v, 33, 1), MANCALA_ELIMIT);
    ck_assert_int_eq(mancala_db_build(&out, v, INT32_MAX, 1), MANCALA_ELIMIT);
    ck_assert_int_eq(mancala_db_build(&out, v, 2, 65), MANCALA_ELIMIT);
    ck_assert_int_eq(mancala_db_build(&out, v, 2, INT32_MAX), MANCALA_ELIMIT);
    for (k = 0; k < sizeof no_db / sizeof no_db[0]; k++) {
        ck_assert_int_eq(mancala_variant_new(&x, no_db[k]), MANCALA_OK);
        ck_assert_msg(mancala_db_build(&out, x, 2, 1) == MANCALA_ERULES, "db_build(%s)", no_db[k]);
        mancala_variant_free(x);
    }
    /* load: NULL, no such file, a directory */
    ck_assert_int_eq(mancala_db_load(NULL, "/nonexistent"), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_load(&out, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_load(&out, "/nonexistent/dir/x.db"), MANCALA_EIO);
    {
        int32_t st = mancala_db_load(&out, "/");
        ck_assert_msg(st == MANCALA_EIO || st == MANCALA_EFORMAT, "load(\"/\") gave %d",
                      (int)st);
    }
    ck_assert_ptr_eq(out, DB_SENTINEL);

    ck_assert_int_eq(mancala_db_build(&db, v, 3, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_db_spec(db, spec, sizeof spec, &n), MANCALA_OK);
    g = new_game(DB_VARIANT);
    ck_assert_int_eq(mancala_db_probe(db, g, &want), MANCALA_ELIMIT); /* 8 seeds > 3 */
    ck_assert_int_eq(mancala_game_set_text(g, DB_VARIANT " 1,1/3 0,1/2 0"), MANCALA_OK);
    take_snap(g, &a);
    ck_assert_int_eq(mancala_db_probe(db, g, &want), MANCALA_OK);

    /* NULL */
    n = SIZE_SENTINEL;
    memset(buf, CHAR_SENTINEL, sizeof buf);
    ck_assert_int_eq(mancala_db_seeds(NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_spec(NULL, buf, sizeof buf, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_spec(db, NULL, 5, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_spec(db, buf, sizeof buf, NULL), MANCALA_EINVAL);
    ck_assert(n == SIZE_SENTINEL && buf[0] == CHAR_SENTINEL);
    /* too small a buffer: ERANGE, the size needed, nothing written */
    ck_assert_int_eq(mancala_db_spec(db, buf, sizeof buf, &n), MANCALA_ERANGE);
    ck_assert_uint_eq(n, strlen(spec) + 1);
    ck_assert(buf[0] == CHAR_SENTINEL);
    ck_assert_int_eq(mancala_db_probe(NULL, g, &score), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_probe(db, NULL, &score), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_probe(db, g, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_save(NULL, "/tmp/x.db"), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_save(db, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_save(db, "/nonexistent/dir/x.db"), MANCALA_EIO);
    /* other rules (other houses, another game), game over */
    other = new_game("kalah:houses=3,seeds=2");
    ck_assert_int_eq(mancala_db_probe(db, other, &score), MANCALA_ERULES);
    oware = new_game("oware");
    ck_assert_int_eq(mancala_db_probe(db, oware, &score), MANCALA_ERULES);
    over = new_game(DB_VARIANT);
    ck_assert_int_eq(mancala_game_set_text(over, DB_VARIANT " 0,0/4 0,0/4 0"), MANCALA_OK);
    ck_assert_int_eq(mancala_db_probe(db, over, &score), MANCALA_EOVER);
    ck_assert_int_eq(score, INT_SENTINEL);

    /* Nothing changed. */
    take_snap(g, &b);
    same_snap(&a, &b, "db errors");
    ck_assert_int_eq(mancala_db_seeds(db), 3);
    ck_assert_int_eq(mancala_db_spec(db, spec2, sizeof spec2, &n), MANCALA_OK);
    ck_assert_str_eq(spec, spec2);
    ck_assert_int_eq(mancala_db_probe(db, g, &score), MANCALA_OK);
    ck_assert_int_eq(score, want);
    ck_assert_ptr_eq(out, DB_SENTINEL);
    mancala_db_free(NULL);
    mancala_db_free(db);
    mancala_game_free(over);
    mancala_game_free(oware);
    mancala_game_free(other);
    mancala_game_free(g);
    mancala_variant_free(v);
}
END_TEST

static int32_t end_as_built_in(int32_t *pits, int32_t houses, int32_t to_move, void *userdata)
{
    (void)pits;
    (void)houses;
    (void)to_move;
    (void)userdata;
    return MANCALA_END_DEFAULT;
}

/* Valid rules a database cannot hold, and games whose rules are not the database's, are told
 * apart from malformed specs: MANCALA_ERULES, not MANCALA_ESPEC, and nothing is stored. */
START_TEST(db_rules_not_held)
{
    static const char *not_held[] = {
        "oware",                   /* majority=end and cycle=end */
        "oware:majority=play",     /* cycle=end: a repetition's sweep depends on the path */
        "oware:cycle=split",       /* majority=end: the stores can end the game */
        "kalah:majority=end",
        "custom:houses=3,stores=none,extra=off,cycle=end",
        /* The fourth condition of mancala_db_build(3), which the page once left out (the build
         * way of the db fuzz harness found it: tests/fuzz/corpus/db/build-origin-first-a, -b). */
        "kalah:houses=3,origin=first",
        "kalah:houses=3,leftover=none",
        "congkak:houses=3,seeds=2,rounds=burn",
        "waurie:houses=3,seeds=2", /* win=empty: the winner takes the stores' seeds too */
    };
    static const char *other_rules[] = {
        "oware:houses=4,majority=play,cycle=split",
        "kalah:houses=3,seeds=3",
        "kalah:houses=4,seeds=3,capture=empty",
        "kalah:houses=4,seeds=3,end=mover",
    };
    mancala_variant *v, *x;
    mancala_db *db, *keep = (mancala_db *)&v;
    mancala_game *g;
    int32_t score;
    size_t i;

    for (i = 0; i < sizeof not_held / sizeof not_held[0]; i++) {
        ck_assert_int_eq(mancala_variant_new(&x, not_held[i]), MANCALA_OK);
        ck_assert_msg(mancala_db_build(&keep, x, 2, 1) == MANCALA_ERULES, "%s", not_held[i]);
        ck_assert_ptr_eq(keep, (mancala_db *)&v);
        mancala_variant_free(x);
    }
    /* Hooks could make the rest of a game depend on anything. */
    ck_assert_int_eq(mancala_variant_new(&x, db_spec), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks(x, NULL, NULL, end_as_built_in, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&keep, x, 2, 1), MANCALA_ERULES);
    ck_assert_ptr_eq(keep, (mancala_db *)&v);

    ck_assert_int_eq(mancala_variant_new(&v, db_spec), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 4, 1), MANCALA_OK);
    for (i = 0; i < sizeof other_rules / sizeof other_rules[0]; i++) {
        /* One seed in house 0 of each side: few enough for the database, had it the rules. */
        int32_t pits[4 * MANCALA_MAX_HOUSES + 2] = { 1 };
        mancala_variant *w;
        int H;
        ck_assert_int_eq(mancala_variant_new(&w, other_rules[i]), MANCALA_OK);
        ck_assert_int_eq(mancala_game_new(&g, w), MANCALA_OK);
        mancala_variant_free(w);
        H = mancala_game_houses(g);
        pits[H + 1] = 1;
        ck_assert_int_eq(mancala_game_set_board(g, pits, (size_t)(2 * H + 2), 0), MANCALA_OK);
        score = 12345;
        ck_assert_msg(mancala_db_probe(db, g, &score) == MANCALA_ERULES, "%s", other_rules[i]);
        ck_assert_int_eq(score, 12345);
        mancala_game_free(g);
    }
    /* The database's own rules with hooks are not its rules either. */
    ck_assert_int_eq(mancala_game_new(&g, x), MANCALA_OK);
    ck_assert_int_eq(mancala_db_probe(db, g, &score), MANCALA_ERULES);
    mancala_game_free(g);
    /* The starting seed count plays no part: a game of 2 seeds a house is the database's. */
    ck_assert_int_eq(mancala_game_from_text(&g, "kalah:houses=4,seeds=2 1,0,0,1/0 0,1,0,0/0 0"),
                     MANCALA_OK);
    ck_assert_int_eq(mancala_db_probe(db, g, &score), MANCALA_OK);
    mancala_game_free(g);
    mancala_db_free(db);
    mancala_variant_free(x);
    mancala_variant_free(v);
}
END_TEST

/* A saved database loads back equal; every kind of damage is refused with MANCALA_EFORMAT. */
static long file_size(const char *path)
{
    FILE *f = fopen(path, "rb");
    long n;
    ck_assert_ptr_nonnull(f);
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fclose(f);
    return n;
}

static void damage(const char *from, const char *to, long offset, int xor_byte, long truncate_at,
                   int append)
{
    FILE *f = fopen(from, "rb"), *t = fopen(to, "wb");
    long i = 0;
    int c;
    ck_assert_ptr_nonnull(f);
    ck_assert_ptr_nonnull(t);
    while ((c = fgetc(f)) != EOF && (truncate_at < 0 || i < truncate_at)) {
        fputc(i == offset ? c ^ xor_byte : c, t);
        i++;
    }
    if (append)
        fputc(0, t);
    fclose(f);
    fclose(t);
}

START_TEST(db_files)
{
    char path[TEST_PATH_MAX], bad[TEST_PATH_MAX];
    mancala_variant *v;
    mancala_db *db, *back, *keep;
    mancala_game *g;
    long size;
    int k;
    struct { long offset; int xor_byte; long truncate_at; int append; } cases[] = {
        { 0, 0x01, -1, 0 },    /* magic */
        { 8, 0x04, -1, 0 },    /* format version: 1 */
        { 12, 0x01, -1, 0 },   /* header size */
        { 16, 0x01, -1, 0 },   /* seeds */
        { 20, 0x01, -1, 0 },   /* houses */
        { 24, 0x01, -1, 0 },   /* entries */
        { 32, 0x01, -1, 0 },   /* checksum */
        { 47, 0x01, -1, 0 },   /* spec: houses=4 becomes houses=5 */
        { 60, 0x20, -1, 0 },   /* spec: garbage */
        { 400, 0x01, -1, 0 },  /* a value */
        { -1, 0, 100, 0 },     /* truncated header */
        { -1, 0, 500, 0 },     /* truncated values */
        { -1, 0, -1, 1 },      /* a trailing byte */
    };
    temp_path(path, sizeof path, "mancala-db", ".db");
    temp_path(bad, sizeof bad, "mancala-db", ".bad");
    ck_assert_int_eq(mancala_variant_new(&v, db_spec), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 8, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_db_save(db, path), MANCALA_OK);
    size = file_size(path);
    ck_assert_int_gt(size, 600);
    ck_assert_int_eq(mancala_db_load(&back, path), MANCALA_OK);
    ck_assert_int_eq(mancala_db_seeds(back), 8);
    /* Loaded and built agree on a position. */
    ck_assert_int_eq(mancala_game_from_text(&g, "kalah:houses=4,seeds=3 1,0,2,0/10 0,3,0,1/7 0"),
                     MANCALA_OK);
    {
        int32_t a, b;
        ck_assert_int_eq(mancala_db_probe(db, g, &a), MANCALA_OK);
        ck_assert_int_eq(mancala_db_probe(back, g, &b), MANCALA_OK);
        ck_assert_int_eq(a, b);
    }
    mancala_game_free(g);
    mancala_db_free(back);
    for (k = 0; k < (int)(sizeof cases / sizeof cases[0]); k++) {
        keep = (mancala_db *)&v;
        damage(path, bad, cases[k].offset, cases[k].xor_byte, cases[k].truncate_at,
               cases[k].append);
        ck_assert_msg(mancala_db_load(&keep, bad) == MANCALA_EFORMAT, "case %d accepted", k);
        ck_assert_ptr_eq(keep, (mancala_db *)&v);
    }
    remove(path);
    remove(bad);
    mancala_db_free(db);
    mancala_variant_free(v);
}
END_TEST

/* The bytes of a file, and a file of given bytes. */
static unsigned char *read_bytes(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    unsigned char *b;
    long n;
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
    n = ftell(f);
    ck_assert_int_ge(n, 0);
    rewind(f);
    b = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(b);
    ck_assert_uint_eq(fread(b, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *size = (size_t)n;
    return b;
}

static void write_bytes(const char *path, const unsigned char *b, size_t size)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(b, 1, size, f), size);
    ck_assert_int_eq(fclose(f), 0);
}

/* The checksum of a database file as mancala_db_save(3) defines it, worked out here bit by bit
 * from the page (CRC-32C: reflected, polynomial 0x82f63b78, all ones in and out) over the file
 * with the four bytes at 32 zero, and written there, as a program of its own would. */
static void put_checksum(unsigned char *b, size_t size)
{
    uint32_t c = 0xffffffffu;
    size_t i;
    int k;
    memset(b + 32, 0, 4);
    for (i = 0; i < size; i++) {
        c ^= b[i];
        for (k = 0; k < 8; k++)
            c = c & 1 ? c >> 1 ^ 0x82f63b78u : c >> 1;
    }
    c = ~c;
    for (k = 0; k < 4; k++)
        b[32 + k] = (unsigned char)(c >> (8 * k));
}

/* The spec field (at offset 40, the header's size less 48) must hold its NUL: a field of other
 * bytes only is refused, even where all but its last would parse; the checksum is made right
 * each time, so that it is the field that is refused. */
START_TEST(db_spec_field_needs_nul)
{
    char path[TEST_PATH_MAX], spec[256];
    mancala_variant *v;
    mancala_db *db, *back, *keep = (mancala_db *)&v;
    unsigned char *b;
    size_t size, len, field;

    temp_path(path, sizeof path, "mancala-db-nul", ".db");
    ck_assert_int_eq(mancala_variant_new(&v, db_spec), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 3, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_db_save(db, path), MANCALA_OK);
    b = read_bytes(path, &size);
    field = ((size_t)b[12] | (size_t)b[13] << 8) - 48;
    ck_assert_uint_lt(field, sizeof spec);
    /* "kalah:houses=4,seeds=000...03": the field less one byte, the same rules; then one more,
     * not NUL. */
    strcpy(spec, "kalah:houses=4,seeds=");
    len = strlen(spec);
    memset(spec + len, '0', field - 2 - len);
    spec[field - 2] = '3';
    spec[field - 1] = '\0';
    memcpy(b + 40, spec, field);
    put_checksum(b, size);
    write_bytes(path, b, size);
    ck_assert_int_eq(mancala_db_load(&back, path), MANCALA_OK); /* the spec still parses */
    mancala_db_free(back);
    b[40 + field - 1] = '3';
    put_checksum(b, size);
    write_bytes(path, b, size);
    ck_assert_int_eq(mancala_db_load(&keep, path), MANCALA_EFORMAT);
    ck_assert_ptr_eq(keep, (mancala_db *)&v);
    remove(path);
    free(b);
    mancala_db_free(db);
    mancala_variant_free(v);
}
END_TEST

/* A file made here from the layout that mancala_db_save(3) documents, byte by byte, its checksum
 * worked out from the page, loads; and the library saves the same database as the same bytes.
 * Kalah with one house a side and up to
 * 2 seeds: the arrangements (mover's house, opponent's house) (0,0), (0,1), (1,0), (0,2), (1,1),
 * (2,0) have gains 0, -1, +1, -2, 0, +2: every one but (1,1) is over at once and swept, and from
 * (1,1) the mover's seed goes to its store for an extra move, the mover's row is then empty and
 * the opponent sweeps its seed. */
START_TEST(db_file_of_documented_layout)
{
    static const char spec[] = "kalah:houses=1,seeds=1,stores=own,origin=sow,relay=off,"
                               "extra=store,capture=standard,grandslam=nocapture,feed=free,"
                               "end=either,majority=play,cycle=end";
    static const signed char entries[6] = { 0, -1, 1, -2, 0, 2 };
    enum { S = 48 + (sizeof spec - 1 + 8) / 8 * 8 }; /* the spec and a NUL, to 8 bytes */
    unsigned char file[S + 6], *saved;
    char path[TEST_PATH_MAX], got[256];
    mancala_variant *v;
    mancala_db *db, *built;
    mancala_game *g;
    int32_t score;
    size_t i, n;

    memset(file, 0, sizeof file);
    memcpy(file, "MNCLADB\n", 8);
    file[8] = 5;         /* format version */
    file[12] = S & 0xff; /* header size */
    file[13] = S >> 8;
    file[16] = 2;        /* N */
    file[20] = 1;        /* H */
    file[24] = 6;        /* entries: C(2 + 2, 2) */
    for (i = 0; i < 6; i++)
        file[S + i] = (unsigned char)entries[i];
    memcpy(file + 40, spec, sizeof spec - 1);
    put_checksum(file, sizeof file);
    temp_path(path, sizeof path, "mancala-db-layout", ".db");
    write_bytes(path, file, sizeof file);

    ck_assert_int_eq(mancala_db_load(&db, path), MANCALA_OK);
    ck_assert_int_eq(mancala_db_seeds(db), 2);
    ck_assert_int_eq(mancala_db_spec(db, got, sizeof got, &n), MANCALA_OK);
    ck_assert_str_eq(got, spec);
    ck_assert_int_eq(mancala_game_from_text(&g, "kalah:houses=1,seeds=1 1/3 1/2 0"), MANCALA_OK);
    ck_assert_int_eq(mancala_db_probe(db, g, &score), MANCALA_OK);
    ck_assert_int_eq(score, 1); /* 3 - 2, and a gain of 0 */
    ck_assert_int_eq(mancala_game_set_text(g, "kalah:houses=1,seeds=1 1/3 1/2 1"), MANCALA_OK);
    ck_assert_int_eq(mancala_db_probe(db, g, &score), MANCALA_OK);
    ck_assert_int_eq(score, -1);
    mancala_game_free(g);
    mancala_db_free(db);

    ck_assert_int_eq(mancala_variant_new(&v, "kalah:houses=1,seeds=1"), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&built, v, 2, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_db_save(built, path), MANCALA_OK);
    saved = read_bytes(path, &n);
    ck_assert_uint_eq(n, sizeof file);
    for (i = 0; i < n; i++)
        ck_assert_msg(saved[i] == file[i], "byte %u: saved %u, documented %u", (unsigned)i,
                      saved[i], file[i]);
    free(saved);
    remove(path);
    mancala_db_free(built);
    mancala_variant_free(v);
}
END_TEST

/* The arrangements of 0..N seeds in 2H houses in the order of mancala_db_save(3) with the houses
 * taken in the order `order` (pits of mancala_game_set_board, South to move): in layers of seed
 * count, each in lexicographic order, the first house counting most and fewer seeds first. Writes
 * the arrangements to out (each 2H pit counts) and returns how many. */
static size_t arrangements_in_order(int H, int N, const int *order, uint8_t (*out)[8])
{
    uint8_t a[8];
    size_t count = 0;
    int n, i;
    for (n = 0; n <= N; n++) {
        memset(a, 0, sizeof a);
        a[order[2 * H - 1]] = (uint8_t)n; /* the first: all in the last house */
        for (;;) {
            int tail;
            memcpy(out[count++], a, sizeof a);
            /* The next: the rightmost house but the last with seeds after it gains one. */
            tail = a[order[2 * H - 1]];
            for (i = 2 * H - 2; tail == 0 && i >= 0; i--) {
                tail = a[order[i]];
                a[order[i]] = 0;
            }
            if (i < 0)
                break;
            a[order[i]]++;
            a[order[2 * H - 1]] = (uint8_t)(tail - 1);
        }
    }
    return count;
}

/* Where arrangement a lies among the count of list. */
static size_t arrangement_at(uint8_t (*list)[8], size_t count, const uint8_t *a)
{
    size_t i;
    for (i = 0; i < count; i++)
        if (memcmp(list[i], a, 8) == 0)
            return i;
    ck_abort_msg("arrangement not listed");
    return 0;
}

/* The order of mancala_db_save(3), on two houses a side where it differs from the order of rows
 * of versions 1 and 2: a database saves in version 5 with its entries in the order of pairs (the
 * mover's house 0, the opponent's house 0, the mover's house 1, the opponent's house 1), each the
 * value a probe gives. The same entries in the order of rows (the mover's houses 0 and 1, then
 * the opponent's), written here as a file of version 1 (a 304-byte header, the FNV-1a sum of the
 * entries) such as 0.6.5 wrote and 0.7.0 read, are refused: nothing in that format tells its
 * version byte from a damaged one (issue 52). */
START_TEST(db_file_orders)
{
    static const int pairs[4] = { 0, 3, 1, 4 }, rows[4] = { 0, 1, 3, 4 }; /* pits, South moves */
    uint8_t by_pairs[70][8], by_rows[70][8];
    unsigned char *saved, *file;
    uint64_t sum = 0xcbf29ce484222325ULL;
    char path[TEST_PATH_MAX], spec[512];
    mancala_variant *v;
    mancala_db *built, *loaded = (mancala_db *)&sum;
    mancala_game *g;
    size_t n, count, i, probed = 0, S;

    ck_assert_int_eq(mancala_variant_new(&v, "kalah:houses=2,seeds=1"), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&built, v, 4, 1), MANCALA_OK);
    temp_path(path, sizeof path, "mancala-db-orders", ".db");
    ck_assert_int_eq(mancala_db_save(built, path), MANCALA_OK);
    saved = read_bytes(path, &n);
    count = arrangements_in_order(2, 4, pairs, by_pairs);
    ck_assert_uint_eq(count, 70); /* C(4 + 4, 4) */
    ck_assert_uint_eq(arrangements_in_order(2, 4, rows, by_rows), count);
    ck_assert_int_eq(saved[8], 5);
    S = (size_t)saved[12] | (size_t)saved[13] << 8;
    ck_assert_uint_eq(n, S + count);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    for (i = 0; i < count; i++) {
        int32_t pits[6], score;
        int k;
        for (k = 0; k < 6; k++)
            pits[k] = by_pairs[i][k];
        ck_assert_int_eq(mancala_game_set_board(g, pits, 6, 0), MANCALA_OK);
        if (mancala_db_probe(built, g, &score) == MANCALA_EOVER)
            continue; /* a side empty: swept at once, no probe */
        probed++;
        ck_assert_msg((signed char)saved[S + i] == score, "entry %u: %d, probe %d", (unsigned)i,
                      (signed char)saved[S + i], (int)score);
    }
    ck_assert_uint_eq(probed, 41); /* 70 less the 29 with a row empty (end=either) */
    /* The same entries in the order of rows, as version 1. */
    file = calloc(1, 304 + count);
    ck_assert_ptr_nonnull(file);
    memcpy(file, saved, 40);
    file[8] = 1;
    file[12] = 304 & 0xff;
    file[13] = 304 >> 8;
    ck_assert_int_eq(mancala_db_spec(built, spec, sizeof spec, &i), MANCALA_OK);
    memcpy(file + 40, spec, strlen(spec));
    for (i = 0; i < count; i++) {
        file[304 + i] = saved[S + arrangement_at(by_pairs, count, by_rows[i])];
        sum = (sum ^ file[304 + i]) * 0x100000001b3ULL;
    }
    for (i = 0; i < 8; i++)
        file[32 + i] = (unsigned char)(sum >> (8 * i));
    ck_assert_mem_ne(file + 304, saved + S, count); /* the orders differ here */
    write_bytes(path, file, 304 + count);
    ck_assert_int_eq(mancala_db_load(&loaded, path), MANCALA_EFORMAT);
    ck_assert_ptr_eq(loaded, (mancala_db *)&sum);
    remove(path);
    free(file);
    free(saved);
    mancala_game_free(g);
    mancala_db_free(built);
    mancala_variant_free(v);
}
END_TEST

/* ---- analysis */

/* The value of move for the player to move in g, by one solve of the position after it (s2):
 * from the view of g's mover, so negated unless the move gave an extra move. */
static int32_t solve_after(mancala_search *s2, const mancala_game *g, int32_t move)
{
    mancala_game *c;
    int32_t m = mancala_game_to_move(g), val, exact;
    ck_assert_int_eq(mancala_game_clone(g, &c), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(c, move), MANCALA_OK);
    if (mancala_game_is_over(c)) {
        val = mancala_game_store(c, m) - mancala_game_store(c, 1 - m);
    } else {
        ck_assert_int_eq(mancala_search_solve(s2, c), MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(s2, NULL, &val, &exact, NULL, NULL), MANCALA_OK);
        ck_assert_int_eq(exact, 1);
        if (mancala_game_to_move(c) != m)
            val = -val;
    }
    mancala_game_free(c);
    return val;
}

/* Checks one analysis of g (by s) against one solve per move (by s2); returns the moves. */
static int analyse_matches(mancala_search *s, mancala_search *s2, const mancala_game *g,
                           const char *what)
{
    int32_t moves[16], scores[16], exact[16], legal[16], best, score, rexact;
    size_t n, nl, i;
    int32_t top = -1000;
    ck_assert_int_eq(mancala_game_legal_moves(g, legal, 16, &nl), MANCALA_OK);
    ck_assert_int_eq(mancala_search_analyse(s, g, moves, scores, exact, 16, &n), MANCALA_OK);
    ck_assert_uint_eq(n, nl);
    for (i = 0; i < n; i++) {
        int32_t truth = solve_after(s2, g, moves[i]);
        ck_assert_int_eq(moves[i], legal[i]);
        ck_assert_msg(scores[i] == truth && exact[i] == 1, "%s: move %d: analysis %d (exact %d), "
                      "solve %d", what, (int)moves[i], (int)scores[i], (int)exact[i], (int)truth);
        if (scores[i] > top)
            top = scores[i];
    }
    /* The result is the best move, with the value of the position. */
    ck_assert_int_eq(mancala_search_result(s, &best, &score, &rexact, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(score, top);
    ck_assert_int_eq(rexact, 1);
    ck_assert_int_eq(solve_after(s2, g, best), top);
    return (int)n;
}

/* Analysis agrees with one solve per move along random games of small boards, with one thread
 * and with two. */
START_TEST(analyse_agrees_with_solve)
{
    static const char *specs[] = { "kalah:houses=3,seeds=2", "kalah:houses=3,seeds=3",
                                   "kalah:houses=4,seeds=2", "kalah:houses=4,seeds=3",
                                   "kalah:houses=3,seeds=3,capture=empty",
                                   /* Oware on 3 houses of 2 seeds takes the solver minutes */
                                   "oware:houses=3,seeds=1", "oware:houses=2,seeds=2",
                                   "oware:houses=2,seeds=3", "oware:houses=2,seeds=2,cycle=split",
                                   "oware:houses=2,seeds=2,grandslam=capture",
                                   "congkak:houses=3,seeds=2", "congkak:houses=4,seeds=2" };
    const char *spec = specs[_i];
    mancala_search *s, *s2;
    int games = test_quick() ? 2 : 6, k, positions = 0, moves = 0;
    /* Where positions repeat (Oware), a table kept from the runs on earlier positions of the
     * game can hold values proven under another repetition window: the solver itself then
     * reports inexact or other values (a known issue of the table, not of the analysis), so
     * each position gets new search objects there. */
    int fresh = strstr(spec, "oware") != NULL;
    test_srand(11 + (unsigned)_i);
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&s2), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 8), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s2, 8), MANCALA_OK);
    for (k = 0; k < games; k++) {
        mancala_game *g = new_game(spec);
        ck_assert_int_eq(mancala_search_set_threads(s, 1 + k % 2), MANCALA_OK);
        while (!mancala_game_is_over(g)) {
            int32_t legal[16];
            size_t nl;
            if (fresh) {
                mancala_search_free(s);
                mancala_search_free(s2);
                ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
                ck_assert_int_eq(mancala_search_new(&s2), MANCALA_OK);
                ck_assert_int_eq(mancala_search_set_threads(s, 1 + k % 2), MANCALA_OK);
            }
            moves += analyse_matches(s, s2, g, spec);
            positions++;
            mancala_game_legal_moves(g, legal, 16, &nl);
            ck_assert_int_eq(mancala_game_play(g, legal[test_rand() % (int)nl]), MANCALA_OK);
        }
        mancala_game_free(g);
    }
    printf("analyse_agrees_with_solve: %s: %d positions, %d moves agree\n", spec, positions,
           moves);
    mancala_search_free(s);
    mancala_search_free(s2);
}
END_TEST

/* With a database, analysis agrees with solves made without it. */
/* A search object reused along an Oware game (positions can repeat): a value proven under one
 * repetition window must not be taken under another. With the window left out of the table's
 * keys, the analysis at the last position below claimed an exact 4 for house 0, which is worth 2,
 * and the solve that followed came back not exact. */
START_TEST(reuse_across_repetition_windows)
{
    static const int32_t line[] = { 0, 1, 1, 2, 2, 0, 0, 1, 0, 2, 1, 0, 0, 1, 2, 0, 0 };
    mancala_game *g = new_game("oware:houses=3,seeds=1");
    mancala_search *reused, *fresh;
    size_t i;
    ck_assert_int_eq(mancala_search_new(&reused), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(reused, 8), MANCALA_OK);
    for (i = 0; i < sizeof line / sizeof line[0] && !mancala_game_is_over(g); i++) {
        int32_t mv[2][16], sc[2][16], ex[2][16], score[2], exact[2];
        size_t n[2], k;
        int r;
        ck_assert_int_eq(mancala_search_new(&fresh), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_memory(fresh, 8), MANCALA_OK);
        for (r = 0; r < 2; r++) {
            mancala_search *s = r ? fresh : reused;
            ck_assert_int_eq(mancala_search_analyse(s, g, mv[r], sc[r], ex[r], 16, &n[r]),
                             MANCALA_OK);
            ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
            ck_assert_int_eq(mancala_search_result(s, NULL, &score[r], &exact[r], NULL, NULL),
                             MANCALA_OK);
        }
        ck_assert_uint_eq(n[0], n[1]);
        for (k = 0; k < n[0]; k++) {
            ck_assert_int_eq(mv[0][k], mv[1][k]);
            ck_assert_msg(sc[0][k] == sc[1][k] && ex[0][k] == ex[1][k],
                          "ply %u move %d: reused %d (exact %d), fresh %d (exact %d)",
                          (unsigned)i, (int)mv[0][k], (int)sc[0][k], (int)ex[0][k],
                          (int)sc[1][k], (int)ex[1][k]);
        }
        ck_assert_int_eq(score[0], score[1]);
        ck_assert_int_eq(exact[0], 1);
        ck_assert_int_eq(exact[1], 1);
        mancala_search_free(fresh);
        ck_assert_int_eq(mancala_game_play(g, line[i]), MANCALA_OK);
    }
    mancala_search_free(reused);
    mancala_game_free(g);
}
END_TEST

START_TEST(analyse_with_db)
{
    mancala_variant *v;
    mancala_db *db;
    mancala_search *s, *s2;
    int k, positions = 0, moves = 0;
    test_srand(7);
    ck_assert_int_eq(mancala_variant_new(&v, db_spec), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 6, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&s2), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_db(s, db), MANCALA_OK);
    for (k = 0; k < 6; k++) {
        mancala_game *g;
        ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_threads(s, 1 + k % 2), MANCALA_OK);
        while (!mancala_game_is_over(g)) {
            int32_t legal[16];
            size_t nl;
            moves += analyse_matches(s, s2, g, "with a database");
            positions++;
            mancala_game_legal_moves(g, legal, 16, &nl);
            ck_assert_int_eq(mancala_game_play(g, legal[test_rand() % (int)nl]), MANCALA_OK);
        }
        mancala_game_free(g);
    }
    printf("analyse_with_db: %s: %d positions, %d moves agree\n", db_spec, positions, moves);
    mancala_search_free(s);
    mancala_search_free(s2);
    mancala_db_free(db);
    mancala_variant_free(v);
}
END_TEST

/* The buffer rule, bad arguments, and limits: a failed call writes nothing. */
START_TEST(analyse_errors_and_limits)
{
    mancala_game *g = new_game("kalah"), *other = new_game("oware");
    mancala_search *s;
    mancala_variant *v;
    mancala_db *db;
    int32_t moves[16], scores[16], exact[16], best, score, rexact, depth;
    size_t n = 99, i;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_analyse(NULL, g, moves, scores, exact, 16, &n),
                     MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_analyse(s, NULL, moves, scores, exact, 16, &n),
                     MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_analyse(s, g, moves, scores, exact, 16, NULL),
                     MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_analyse(s, g, NULL, scores, exact, 16, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_analyse(s, g, moves, NULL, exact, 16, &n), MANCALA_EINVAL);
    ck_assert_uint_eq(n, 99);
    /* (NULL, 0, &n) asks; a buffer too small gets nothing, and the search no result */
    ck_assert_int_eq(mancala_search_analyse(s, g, NULL, NULL, NULL, 0, &n), MANCALA_ERANGE);
    ck_assert_uint_eq(n, 6);
    for (i = 0; i < 16; i++)
        moves[i] = scores[i] = exact[i] = -7;
    ck_assert_int_eq(mancala_search_analyse(s, g, moves, scores, exact, 5, &n), MANCALA_ERANGE);
    ck_assert_uint_eq(n, 6);
    for (i = 0; i < 16; i++)
        ck_assert(moves[i] == -7 && scores[i] == -7 && exact[i] == -7);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, NULL, NULL), MANCALA_EINVAL);
    /* a database of other rules */
    ck_assert_int_eq(mancala_variant_new(&v, db_spec), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, v, 3, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_db(s, db), MANCALA_OK);
    ck_assert_int_eq(mancala_search_analyse(s, other, moves, scores, exact, 16, &n),
                     MANCALA_ERULES);
    ck_assert_int_eq(mancala_search_set_db(s, NULL), MANCALA_OK);
    /* a depth limit: every move scored at that depth, not exact at the start of Kalah; exact may
     * be NULL */
    ck_assert_int_eq(mancala_search_set_limits(s, 4, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_analyse(s, g, moves, scores, exact, 16, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 6);
    ck_assert_int_eq(mancala_search_analyse(s, g, moves, scores, NULL, 6, &n), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &best, &score, &rexact, &depth, NULL), MANCALA_OK);
    ck_assert_int_eq(depth, 4);
    ck_assert_int_eq(rexact, 0);
    for (i = 0; i < n; i++) {
        ck_assert_int_eq(moves[i], (int32_t)i);
        ck_assert_int_le(scores[i], score);
        if (moves[i] == best)
            ck_assert_int_eq(scores[i], score);
    }
    /* a node limit stops it, with every move still listed */
    ck_assert_int_eq(mancala_search_set_limits(s, 0, 1000, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_analyse(s, g, moves, scores, exact, 16, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 6);
    /* a finished game */
    {
        mancala_game *over = new_game("kalah:houses=1,seeds=1");
        ck_assert_int_eq(mancala_game_play(over, 0), MANCALA_OK);
        if (mancala_game_is_over(over))
            ck_assert_int_eq(mancala_search_analyse(s, over, moves, scores, exact, 16, &n),
                             MANCALA_EOVER);
        mancala_game_free(over);
    }
    mancala_search_free(s);
    mancala_db_free(db);
    mancala_variant_free(v);
    mancala_game_free(g);
    mancala_game_free(other);
}
END_TEST

/* ---- progress */

typedef struct progress_log {
    int calls;
    int32_t depth[600], score[600], exact[600];
    uint64_t nodes[600];
    int pv_ok;
} progress_log;

static void log_progress(const mancala_search *s, int32_t depth, int32_t score, int32_t exact,
                         uint64_t nodes, void *userdata)
{
    progress_log *lg = userdata;
    int32_t move, rscore, line[512];
    size_t n;
    if (lg->calls < 600) {
        lg->depth[lg->calls] = depth;
        lg->score[lg->calls] = score;
        lg->exact[lg->calls] = exact;
        lg->nodes[lg->calls] = nodes;
    }
    lg->calls++;
    /* the result and the line so far can be read here */
    if (mancala_search_result(s, &move, &rscore, NULL, NULL, NULL) != MANCALA_OK ||
        mancala_search_pv(s, line, 512, &n) != MANCALA_OK || n == 0 || line[0] != move ||
        rscore != score)
        lg->pv_ok = 0;
}

/* Every finished iteration is reported, depth by depth, the last one being the result. */
START_TEST(progress_reports_iterations)
{
    mancala_game *g = new_game("kalah:houses=4,seeds=3");
    mancala_search *s;
    progress_log lg;
    int32_t score, exact, depth, i, threads;
    uint64_t nodes;
    for (threads = 1; threads <= 2; threads++) {
        ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_threads(s, threads), MANCALA_OK);
        memset(&lg, 0, sizeof lg);
        lg.pv_ok = 1;
        ck_assert_int_eq(mancala_search_set_progress(s, log_progress, &lg), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_limits(s, 6, 0, 0), MANCALA_OK);
        ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(s, NULL, &score, &exact, &depth, &nodes),
                         MANCALA_OK);
        ck_assert_int_eq(lg.calls, depth);
        for (i = 0; i < lg.calls; i++) {
            ck_assert_int_eq(lg.depth[i], i + 1);
            if (i > 0)
                ck_assert_uint_ge(lg.nodes[i], lg.nodes[i - 1]);
        }
        ck_assert_int_eq(lg.score[lg.calls - 1], score);
        ck_assert_int_eq(lg.exact[lg.calls - 1], exact);
        ck_assert(lg.pv_ok);
        /* a solve: the deepening, then its proven value, reported last */
        memset(&lg, 0, sizeof lg);
        lg.pv_ok = 1;
        ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(s, NULL, &score, &exact, &depth, NULL),
                         MANCALA_OK);
        ck_assert_int_gt(lg.calls, 0);
        for (i = 1; i < lg.calls; i++)
            ck_assert_int_gt(lg.depth[i], lg.depth[i - 1]);
        ck_assert_int_eq(lg.depth[lg.calls - 1], depth);
        ck_assert_int_eq(lg.score[lg.calls - 1], score);
        ck_assert_int_eq(lg.exact[lg.calls - 1], 1);
        ck_assert(lg.pv_ok);
        /* unset: nothing more is reported */
        ck_assert_int_eq(mancala_search_set_progress(s, NULL, &lg), MANCALA_OK);
        lg.calls = 0;
        ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
        ck_assert_int_eq(lg.calls, 0);
        mancala_search_free(s);
    }
    ck_assert_int_eq(mancala_search_set_progress(NULL, log_progress, &lg), MANCALA_EINVAL);
    mancala_game_free(g);
}
END_TEST

/* The exact passes of a solve (mancala_search_set_pass_progress): numbered, the bounds closing in,
 * the last one the proven value; runs do not report them. */
typedef struct pass_log {
    int32_t calls, pass[64], lower[64], upper[64];
    uint64_t nodes[64];
} pass_log;

static void log_pass(const mancala_search *s, int32_t pass, int32_t lower, int32_t upper,
                     uint64_t nodes, void *userdata)
{
    pass_log *lg = userdata;
    (void)s;
    if (lg->calls < 64) {
        lg->pass[lg->calls] = pass;
        lg->lower[lg->calls] = lower;
        lg->upper[lg->calls] = upper;
        lg->nodes[lg->calls] = nodes;
    }
    lg->calls++;
}

START_TEST(pass_progress_reports_bounds)
{
    mancala_game *g = new_game("kalah:houses=4,seeds=3");
    mancala_search *s;
    pass_log lg;
    int32_t score, exact, i, threads;
    for (threads = 1; threads <= 2; threads++) {
        ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_threads(s, threads), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_memory(s, 16), MANCALA_OK);
        memset(&lg, 0, sizeof lg);
        ck_assert_int_eq(mancala_search_set_pass_progress(s, log_pass, &lg), MANCALA_OK);
        ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(s, NULL, &score, &exact, NULL, NULL), MANCALA_OK);
        ck_assert_int_eq(exact, 1);
        ck_assert_int_ge(lg.calls, 1);
        ck_assert_int_le(lg.calls, 64);
        for (i = 0; i < lg.calls; i++) {
            ck_assert_int_eq(lg.pass[i], i + 1);
            ck_assert_int_le(lg.lower[i], lg.upper[i]);
            ck_assert_int_ge(lg.lower[i], -MANCALA_MAX_SEEDS);
            ck_assert_int_le(lg.upper[i], MANCALA_MAX_SEEDS);
            if (i > 0) {
                ck_assert_int_ge(lg.lower[i], lg.lower[i - 1]);
                ck_assert_int_le(lg.upper[i], lg.upper[i - 1]);
                ck_assert_uint_ge(lg.nodes[i], lg.nodes[i - 1]);
            }
        }
        ck_assert_int_eq(lg.lower[lg.calls - 1], score);
        ck_assert_int_eq(lg.upper[lg.calls - 1], score);
        /* a run makes no exact pass; unset, a solve reports nothing */
        lg.calls = 0;
        ck_assert_int_eq(mancala_search_set_limits(s, 6, 0, 0), MANCALA_OK);
        ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
        ck_assert_int_eq(lg.calls, 0);
        ck_assert_int_eq(mancala_search_set_limits(s, 0, 0, 0), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_pass_progress(s, NULL, &lg), MANCALA_OK);
        ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
        ck_assert_int_eq(lg.calls, 0);
        mancala_search_free(s);
    }
    ck_assert_int_eq(mancala_search_set_pass_progress(NULL, log_pass, &lg), MANCALA_EINVAL);
    mancala_game_free(g);
}
END_TEST

/* ---- timed reports and cancellation (mancala_search_set_tick, mancala_db_build_with) */

/* What a tick function saw: the reports, checked as they come (a problem is kept in bad, since a
 * failed assertion must not jump out of the library), and the call that answers nonzero. */
typedef struct tick_log {
    int calls, cancel_at; /* cancel_at: the call (from 1) that cancels; 0: none */
    char bad[256];
    mancala_progress first, last;
    int ends;             /* build: reports with done == total */
    int32_t end_layer[2 * (32 + 1)], end_phase[2 * (32 + 1)];
    uint64_t end_nodes[2 * (32 + 1)];
} tick_log;

static void tick_bad(tick_log *lg, const char *what, const mancala_progress *p)
{
    if (!lg->bad[0])
        snprintf(lg->bad, sizeof lg->bad, "report %d: %s (stage %d, layer %d, phase %d, done %llu "
                 "of %llu)", lg->calls, what, (int)p->stage, (int)p->layer, (int)p->phase,
                 (unsigned long long)p->done, (unsigned long long)p->total);
}

/* A search's report: the deepening's iterations, then the exact passes and their bounds; the
 * clock and the nodes never go back; the build's fields are 0. */
static int32_t log_search_tick(const mancala_progress *p, void *userdata)
{
    tick_log *lg = userdata;
    const mancala_progress *q = &lg->last;
    lg->calls++;
    if (p->struct_size != sizeof *p)
        tick_bad(lg, "struct_size", p);
    if (p->stage == MANCALA_STAGE_DEEPEN) {
        if (p->depth < 1 || p->pass != 0 || (lg->calls > 1 && q->stage == MANCALA_STAGE_EXACT))
            tick_bad(lg, "deepening", p);
    } else if (p->stage == MANCALA_STAGE_EXACT) {
        if (p->pass < 1 || p->depth != 0 || p->lower > p->upper || p->lower < -MANCALA_MAX_SEEDS ||
            p->upper > MANCALA_MAX_SEEDS)
            tick_bad(lg, "exact pass", p);
        if (lg->calls > 1 && q->stage == MANCALA_STAGE_EXACT &&
            (p->pass < q->pass || p->lower < q->lower || p->upper > q->upper))
            tick_bad(lg, "the passes' bounds go back", p);
        /* The bounds are those of the passes finished: they change with the pass under way. */
        if (lg->calls > 1 && q->stage == MANCALA_STAGE_EXACT && p->pass == q->pass &&
            (p->lower != q->lower || p->upper != q->upper))
            tick_bad(lg, "the bounds changed within a pass", p);
    } else {
        tick_bad(lg, "stage", p);
    }
    if (lg->calls > 1 && (p->elapsed_ms < q->elapsed_ms || p->nodes < q->nodes))
        tick_bad(lg, "clock or nodes go back", p);
    if (p->layer || p->layers || p->phase || p->phases || p->done || p->total)
        tick_bad(lg, "a build's field set", p);
    if (lg->calls == 1)
        lg->first = *p;
    lg->last = *p;
    return lg->calls == lg->cancel_at;
}

/* Solves g with one thread and a report every millisecond (when cancel_at is 0), or cancelled
 * at the report cancel_at; returns the nodes and fills the result. */
static uint64_t solve_ticked(mancala_search *s, const mancala_game *g, tick_log *lg,
                             int cancel_at, int32_t *score, int32_t *exact)
{
    uint64_t nodes;
    memset(lg, 0, sizeof *lg);
    lg->cancel_at = cancel_at;
    ck_assert_int_eq(mancala_search_set_tick(s, log_search_tick, 1, lg), MANCALA_OK);
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, score, exact, NULL, &nodes), MANCALA_OK);
    ck_assert_msg(!lg->bad[0], "%s", lg->bad);
    return nodes;
}

/* A solve of about half a million nodes reports every millisecond, changes nothing by it (one
 * thread: the same nodes and value), and stops at the report that answers nonzero, with an
 * inexact result; the next run goes on as usual. */
START_TEST(tick_reports_and_cancels_a_solve)
{
    mancala_game *g = new_game("kalah:houses=4,seeds=4");
    mancala_search *s;
    tick_log lg;
    int32_t score, exact, plain_score, plain_exact, threads;
    uint64_t plain, nodes;

    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 16), MANCALA_OK);
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, &plain_score, &plain_exact, NULL, &plain),
                     MANCALA_OK);
    ck_assert_int_eq(plain_exact, 1);
    mancala_search_free(s);

    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 16), MANCALA_OK);
    nodes = solve_ticked(s, g, &lg, 0, &score, &exact);
    ck_assert_int_ge(lg.calls, 1);
    ck_assert_uint_eq(nodes, plain);
    ck_assert_int_eq(score, plain_score);
    ck_assert_int_eq(exact, 1);
    ck_assert_uint_le(lg.last.nodes, nodes);
    mancala_search_free(s);

    for (threads = 1; threads <= 2; threads++) {
        ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_memory(s, 16), MANCALA_OK);
        ck_assert_int_eq(mancala_search_set_threads(s, threads), MANCALA_OK);
        nodes = solve_ticked(s, g, &lg, 1, &score, &exact);
        ck_assert_int_eq(lg.calls, 1);
        ck_assert_int_eq(exact, 0);
        /* Stopped where it stood: the main thread's next check of the limits, and the helper's. */
        ck_assert_uint_lt(nodes, plain);
        ck_assert_uint_le(nodes, lg.last.nodes + 1024 * (uint64_t)threads);
        /* Unset, the next solve runs to the end. */
        ck_assert_int_eq(mancala_search_set_tick(s, NULL, 0, NULL), MANCALA_OK);
        ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
        ck_assert_int_eq(mancala_search_result(s, NULL, &score, &exact, NULL, NULL), MANCALA_OK);
        ck_assert_int_eq(exact, 1);
        ck_assert_int_eq(score, plain_score);
        mancala_search_free(s);
    }
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_tick(NULL, log_search_tick, 1, &lg), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_tick(s, log_search_tick, -1, &lg), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_tick(s, NULL, 0, NULL), MANCALA_OK);
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

/* C(n, k), small. */
static uint64_t choose(int n, int k)
{
    uint64_t c = 1;
    int i;
    for (i = 1; i <= k; i++)
        c = c * (uint64_t)(n - k + i) / (uint64_t)i;
    return c;
}

/* A build's report: the layers and their phases in order, done within total, the search's
 * fields 0; each report with done == total (a phase's end) noted. */
static int32_t log_db_tick(const mancala_progress *p, void *userdata)
{
    tick_log *lg = userdata;
    const mancala_progress *q = &lg->last;
    lg->calls++;
    if (p->struct_size != sizeof *p || p->stage != MANCALA_STAGE_DB)
        tick_bad(lg, "struct_size or stage", p);
    if (p->done > p->total || p->phase < 1 || p->phase > p->phases || p->layer > p->layers)
        tick_bad(lg, "out of range", p);
    if (p->depth || p->pass || p->lower || p->upper || p->score)
        tick_bad(lg, "a search's field set", p);
    if (lg->calls > 1) {
        const int order = p->layer != q->layer ? (p->layer > q->layer ? 1 : -1)
                          : p->phase != q->phase ? (p->phase > q->phase ? 1 : -1)
                                                 : (p->done >= q->done ? 0 : -1);
        if (order < 0 || p->elapsed_ms < q->elapsed_ms || p->nodes < q->nodes)
            tick_bad(lg, "goes back", p);
        /* A new phase comes only after the last one's end. */
        if (order > 0 && q->done != q->total)
            tick_bad(lg, "a phase left before its end", p);
    }
    if (p->done == p->total && lg->ends < 2 * (32 + 1)) {
        lg->end_layer[lg->ends] = p->layer;
        lg->end_phase[lg->ends] = p->phase;
        lg->end_nodes[lg->ends] = p->nodes;
        lg->ends++;
    }
    if (lg->calls == 1)
        lg->first = *p;
    lg->last = *p;
    return lg->calls == lg->cancel_at;
}

/* The bytes of db's file, in a buffer of *n bytes (free it). */
static unsigned char *db_bytes(const mancala_db *db, size_t *n)
{
    char path[TEST_PATH_MAX];
    unsigned char *b;
    FILE *f;
    long size;
    temp_path(path, sizeof path, "check_search_tick", ".db");
    ck_assert_int_eq(mancala_db_save(db, path), MANCALA_OK);
    f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
    size = ftell(f);
    ck_assert_int_gt(size, 0);
    rewind(f);
    b = malloc((size_t)size);
    ck_assert_ptr_nonnull(b);
    ck_assert_uint_eq(fread(b, 1, (size_t)size, f), (size_t)size);
    fclose(f);
    remove(path);
    *n = (size_t)size;
    return b;
}

/* Builds of Kalah on 4 houses (stores: one phase a layer) and of Awari's rules on 4 houses
 * (positions repeat: the ways out, then the values) report each layer's phases in order, and
 * the end of each (done == total == the layer's arrangements, C(n + 7, 7) of n seeds in 8
 * houses; the positions valued C(n + 8, 8) once layer n is done); with reports every
 * millisecond too, in between. The database is the one mancala_db_build makes. */
START_TEST(db_build_reports_layers)
{
    static const char *specs[] = { "kalah:houses=4,seeds=3",
                                   "oware:houses=4,majority=play,cycle=split" };
    const int phases = _i < 2 ? 1 : 2, seeds = 7;
    mancala_variant *v;
    mancala_db *db, *plain;
    tick_log lg;
    unsigned char *a, *b;
    size_t na, nb;
    int k, n, ph;

    ck_assert_int_eq(mancala_variant_new(&v, specs[_i / 2]), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&plain, v, seeds, 1), MANCALA_OK);
    a = db_bytes(plain, &na);
    memset(&lg, 0, sizeof lg);
    /* An interval longer than the build: the ends of the phases only. */
    ck_assert_int_eq(mancala_db_build_with(&db, v, seeds, 1 + _i % 2, log_db_tick, 600000, &lg),
                     MANCALA_OK);
    ck_assert_msg(!lg.bad[0], "%s", lg.bad);
    ck_assert_int_eq(lg.calls, (seeds + 1) * phases);
    ck_assert_int_eq(lg.ends, lg.calls);
    for (k = 0, n = 0; n <= seeds; n++)
        for (ph = 1; ph <= phases; ph++, k++) {
            ck_assert_int_eq(lg.end_layer[k], n);
            ck_assert_int_eq(lg.end_phase[k], ph);
            if (ph == phases)
                ck_assert_uint_eq(lg.end_nodes[k], choose(n + 8, 8));
        }
    ck_assert_int_eq(lg.last.layers, seeds);
    ck_assert_int_eq(lg.last.phases, phases);
    ck_assert_uint_eq(lg.last.total, choose(seeds + 7, 7));
    b = db_bytes(db, &nb);
    ck_assert(na == nb && memcmp(a, b, na) == 0);
    free(b);
    mancala_db_free(db);

    /* Every millisecond: more reports, in order, each phase still ending with done == total. */
    memset(&lg, 0, sizeof lg);
    ck_assert_int_eq(mancala_db_build_with(&db, v, seeds, 1 + _i % 2, log_db_tick, 1, &lg),
                     MANCALA_OK);
    ck_assert_msg(!lg.bad[0], "%s", lg.bad);
    ck_assert_int_ge(lg.calls, (seeds + 1) * phases);
    ck_assert_int_ge(lg.ends, (seeds + 1) * phases);
    ck_assert_int_eq(lg.last.layer, seeds);
    ck_assert_int_eq(lg.last.phase, phases);
    ck_assert_uint_eq(lg.last.done, lg.last.total);
    b = db_bytes(db, &nb);
    ck_assert(na == nb && memcmp(a, b, na) == 0);
    free(b);
    free(a);
    mancala_db_free(db);
    mancala_db_free(plain);
    mancala_variant_free(v);
}
END_TEST

/* A build cancelled at any of its reports returns MANCALA_ECANCELED and leaves *out as it was
 * (check_alloc holds that nothing is left allocated); the arguments are checked first. */
START_TEST(db_build_cancels)
{
    static const char *specs[] = { "kalah:houses=4,seeds=3",
                                   "oware:houses=4,majority=play,cycle=split" };
    const int seeds = 6, reports = (seeds + 1) * (_i < 2 ? 1 : 2);
    mancala_variant *v;
    mancala_db *db;
    tick_log lg;
    int k;

    ck_assert_int_eq(mancala_variant_new(&v, specs[_i / 2]), MANCALA_OK);
    for (k = 1; k <= reports; k++) {
        memset(&lg, 0, sizeof lg);
        lg.cancel_at = k;
        db = DB_SENTINEL;
        ck_assert_int_eq(
            mancala_db_build_with(&db, v, seeds, 1 + _i % 2, log_db_tick, 600000, &lg),
            MANCALA_ECANCELED);
        ck_assert_ptr_eq(db, DB_SENTINEL);
        ck_assert_int_eq(lg.calls, k); /* no report after the cancel */
    }
    db = DB_SENTINEL;
    ck_assert_int_eq(mancala_db_build_with(&db, v, seeds, 1, log_db_tick, -1, &lg), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_build_with(NULL, v, seeds, 1, log_db_tick, 0, &lg), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_build_with(&db, NULL, seeds, 1, log_db_tick, 0, &lg),
                     MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_build_with(&db, v, -1, 1, log_db_tick, 0, &lg), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_build_with(&db, v, seeds, 0, log_db_tick, 0, &lg), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_db_build_with(&db, v, 33, 1, log_db_tick, 0, &lg), MANCALA_ELIMIT);
    ck_assert_ptr_eq(db, DB_SENTINEL);
    /* Without a function: mancala_db_build. */
    ck_assert_int_eq(mancala_db_build_with(&db, v, 2, 1, NULL, 0, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_db_seeds(db), 2);
    mancala_db_free(db);
    ck_assert_str_eq(mancala_strerror(MANCALA_ECANCELED), "cancelled");
    mancala_variant_free(v);
}
END_TEST

/* The soft time limit stops at an iteration boundary: the result is the last reported
 * iteration's, one report per depth. Kalah(6,4) at level 0 without limits would search on until
 * solved, so only the soft limit stops it. */
START_TEST(soft_time_stops_at_an_iteration)
{
    mancala_game *g = new_game("kalah");
    mancala_search *s;
    progress_log lg;
    int32_t score, exact, depth, i;
    size_t n;
    int32_t moves[16], scores[16], ex[16];
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_soft_time(s, -1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_soft_time(NULL, 1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_soft_time(s, 1), MANCALA_OK);
    memset(&lg, 0, sizeof lg);
    lg.pv_ok = 1;
    ck_assert_int_eq(mancala_search_set_progress(s, log_progress, &lg), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, &score, &exact, &depth, NULL), MANCALA_OK);
    ck_assert_int_ge(depth, 1);
    ck_assert_int_eq(exact, 0);
    ck_assert_int_eq(lg.calls, depth);
    for (i = 0; i < lg.calls; i++)
        ck_assert_int_eq(lg.depth[i], i + 1);
    ck_assert_int_eq(lg.score[lg.calls - 1], score);
    /* a solve stops there too, before its exact passes */
    lg.calls = 0;
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, &score, &exact, &depth, NULL), MANCALA_OK);
    ck_assert_int_eq(exact, 0);
    ck_assert_int_eq(lg.calls, depth);
    /* and an analysis: every move listed, scored at the depth of the last report */
    lg.calls = 0;
    ck_assert_int_eq(mancala_search_analyse(s, g, moves, scores, ex, 16, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 6);
    ck_assert_int_eq(mancala_search_result(s, NULL, &score, &exact, &depth, NULL), MANCALA_OK);
    ck_assert_int_eq(lg.calls, depth);
    ck_assert_int_eq(lg.depth[lg.calls - 1], depth);
    ck_assert(lg.pv_ok);
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

/* ---- opening books (mancala_book_load(3)): files written here by the documented layout */

static uint64_t fnv(const uint8_t *b, size_t n, uint64_t h)
{
    size_t i;
    for (i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ULL;
    return h;
}

static size_t put_le(uint8_t *b, uint64_t x, int n)
{
    int i;
    for (i = 0; i < n; i++)
        b[i] = (uint8_t)(x >> (8 * i));
    return (size_t)n;
}

/* The book key of g's position: FNV-1a over the pits, then the side to move. */
static uint64_t book_key(const mancala_game *g)
{
    int32_t pits[64];
    uint8_t b[65];
    size_t n = 0, i;
    ck_assert_int_eq(mancala_game_board(g, pits, 64, &n), MANCALA_OK);
    for (i = 0; i < n; i++)
        b[i] = (uint8_t)pits[i];
    b[n] = (uint8_t)mancala_game_to_move(g);
    return fnv(b, n + 1, 0xcbf29ce484222325ULL);
}

/* Writes a book of oware with the entries (key, move, score), keys in the order given; returns
 * the file's size. damage: 0 none, 1 a wrong checksum, 2 a truncated file. */
static size_t write_book_of(const char *spec, const char *path, const uint64_t *keys,
                            const int32_t *moves, const int32_t *scores, int n, int damage)
{
    uint8_t buf[4096];
    size_t len = 0, sl = strlen(spec);
    int i;
    FILE *f;
    memcpy(buf, "MCBOOK\r\n", 8);
    len = 8;
    len += put_le(buf + len, 1, 4);
    len += put_le(buf + len, sl, 4);
    memcpy(buf + len, spec, sl);
    len += sl;
    len += put_le(buf + len, (uint64_t)n, 8);
    for (i = 0; i < n; i++) {
        len += put_le(buf + len, keys[i], 8);
        len += put_le(buf + len, (uint32_t)moves[i], 4);
        len += put_le(buf + len, (uint32_t)scores[i], 4);
    }
    len += put_le(buf + len, fnv(buf, len, 0xcbf29ce484222325ULL) ^ (damage == 1), 8);
    if (damage == 2)
        len -= 3;
    f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(buf, 1, len, f), len);
    ck_assert_int_eq(fclose(f), 0);
    return len;
}

static size_t write_book(const char *path, const uint64_t *keys, const int32_t *moves,
                         const int32_t *scores, int n, int damage)
{
    return write_book_of("oware", path, keys, moves, scores, n, damage);
}

START_TEST(book_files_and_runs)
{
    char path[TEST_PATH_MAX];
    mancala_variant *v = NULL, *k = NULL;
    mancala_game *g = NULL, *kg = NULL;
    mancala_search *s = NULL;
    mancala_book *b = NULL, *keep = (mancala_book *)&path;
    uint64_t keys[2], count = 0;
    int32_t moves[2] = { 2, 4 }, scores[2] = { 1, -3 }, move = 0, score = 0, exact = 1, depth = 9;
    uint64_t nodes = 1;
    temp_path(path, sizeof path, "mancala-book", ".book");
    ck_assert_int_eq(mancala_variant_new(&v, "oware"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_new(&k, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&kg, k), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    keys[0] = book_key(g);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    keys[1] = book_key(g);
    if (keys[1] < keys[0]) {
        uint64_t t = keys[0];
        int32_t m = moves[0], c = scores[0];
        keys[0] = keys[1], keys[1] = t;
        moves[0] = moves[1], moves[1] = m;
        scores[0] = scores[1], scores[1] = c;
    }

    /* Refused: bad arguments, a missing file, damaged files, keys out of order. */
    ck_assert_int_eq(mancala_book_load(NULL, path), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_book_load(&b, NULL), MANCALA_EINVAL);
    remove(path);
    ck_assert_int_eq(mancala_book_load(&b, path), MANCALA_EIO);
    write_book(path, keys, moves, scores, 2, 1);
    b = keep;
    ck_assert_int_eq(mancala_book_load(&b, path), MANCALA_EFORMAT);
    ck_assert_ptr_eq(b, keep); /* a failed call changes nothing */
    write_book(path, keys, moves, scores, 2, 2);
    ck_assert_int_eq(mancala_book_load(&b, path), MANCALA_EFORMAT);
    {
        uint64_t rk[2] = { keys[1], keys[0] };
        write_book(path, rk, moves, scores, 2, 0);
        ck_assert_int_eq(mancala_book_load(&b, path), MANCALA_EFORMAT);
    }

    write_book(path, keys, moves, scores, 2, 0);
    b = NULL;
    ck_assert_int_eq(mancala_book_load(&b, path), MANCALA_OK);
    ck_assert_int_eq(mancala_book_entries(b, &count), MANCALA_OK);
    ck_assert_uint_eq(count, 2);
    ck_assert_int_eq(mancala_book_entries(NULL, &count), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_book_probe(b, NULL, &move, &score), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_book_probe(b, g, NULL, &score), MANCALA_EINVAL);

    /* North's position after A: the book's move and score; the start: its own. */
    ck_assert_int_eq(mancala_book_probe(b, g, &move, &score), MANCALA_OK);
    ck_assert_int_eq(move, keys[1] == book_key(g) ? moves[1] : moves[0]);
    ck_assert_int_eq(score, keys[1] == book_key(g) ? scores[1] : scores[0]);
    /* Kalah's start is not in an Oware book. */
    ck_assert_int_eq(mancala_book_probe(b, kg, &move, NULL), MANCALA_OK);
    ck_assert_int_eq(move, -1);

    /* A full-strength run plays the book's move at once: depth 0, 0 nodes, not exact. */
    ck_assert_int_eq(mancala_search_set_book(NULL, b), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_book(s, b), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 6, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, &score, &exact, &depth, &nodes), MANCALA_OK);
    ck_assert_int_eq(move, keys[1] == book_key(g) ? moves[1] : moves[0]);
    ck_assert_int_eq(exact, 0);
    ck_assert_int_eq(depth, 0);
    ck_assert_uint_eq(nodes, 0);
    /* A position the book lacks is searched. */
    ck_assert_int_eq(mancala_game_play(g, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, &depth, &nodes), MANCALA_OK);
    ck_assert_int_eq(depth, 6);
    ck_assert(nodes > 0);
    /* Playing levels do not consult it. */
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_level(s, 3, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, &depth, NULL), MANCALA_OK);
    ck_assert_int_ne(depth, 0);
    ck_assert_int_eq(mancala_search_set_book(s, NULL), MANCALA_OK);

    mancala_book_free(b);
    mancala_book_free(NULL);
    remove(path);
    mancala_search_free(s);
    mancala_game_free(g);
    mancala_game_free(kg);
    mancala_variant_free(v);
    mancala_variant_free(k);
}
END_TEST

/* A v2 sow hook that changes nothing: every move legal, sown as the rules say. */
static int32_t sow_as_rules(mancala_hook_state *st, int32_t house, void *ud)
{
    (void)st, (void)house, (void)ud;
    return MANCALA_SOW_LEGAL;
}

/* Issue 27: books and guides checked only the first generation's hook pointers, so a book
 * answered for an oware game with a v2 sow hook (mancala_book_load(3): "without rule hooks"),
 * and a guide served a run of such a game (mancala_search_set_guide(3): no hooks). */
START_TEST(book_and_guide_refuse_hooks2)
{
    const int32_t pits[14] = { 0, 0, 0, 0, 1, 1, 22, 0, 0, 0, 0, 0, 1, 23 };
    const mancala_hooks h = { sizeof(mancala_hooks), sow_as_rules, NULL, NULL };
    char path[TEST_PATH_MAX];
    mancala_variant *v = NULL, *a = NULL;
    mancala_game *g = NULL;
    mancala_search *s = NULL;
    mancala_book *b = NULL;
    mancala_db *db = NULL;
    uint64_t key, nodes = 0, guided = 0;
    int32_t move = 0, score = 0, bm = 3, bs = 1;
    temp_path(path, sizeof path, "mancala-book-h2", ".book");
    ck_assert_int_eq(mancala_variant_new(&v, "oware"), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    key = book_key(g);
    mancala_game_free(g);
    write_book(path, &key, &bm, &bs, 1, 0);
    ck_assert_int_eq(mancala_book_load(&b, path), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks2(v, &h, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    ck_assert_int_eq(mancala_book_probe(b, g, &move, &score), MANCALA_OK);
    ck_assert_int_eq(move, -1);

    ck_assert_int_eq(mancala_variant_new(&a, "oware:majority=play,cycle=split"), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, a, 8, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_game_set_board(g, pits, 14, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 12, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, NULL, &nodes), MANCALA_OK);
    mancala_search_free(s); /* a new table for the second run */
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 12, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_guide(s, db), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, NULL, &guided), MANCALA_OK);
    ck_assert_uint_eq(guided, nodes); /* the guide was not consulted */

    remove(path);
    mancala_book_free(b);
    mancala_search_free(s);
    mancala_db_free(db);
    mancala_game_free(g);
    mancala_variant_free(v);
    mancala_variant_free(a);
}
END_TEST

/* The documented book key of g's position with its marks (mancala_book_load(3)): after the pits
 * and the side to move, if the position has marks, its 2H marks and its round less one. */
static uint64_t book_key_marks(const mancala_game *g)
{
    uint8_t b[64];
    int32_t H = mancala_game_houses(g), p, i;
    size_t n = 0;
    int any = mancala_game_round(g) != 1;
    for (p = 0; p < 2; p++)
        for (i = 0; i < H; i++) {
            b[n] = (uint8_t)mancala_game_mark(g, p, i);
            any |= b[n++] != 0;
        }
    b[n++] = (uint8_t)(mancala_game_round(g) - 1);
    return any ? fnv(b, n, book_key(g)) : book_key(g);
}

/* Issue 27: the book key ignored the marks (closed houses, tuzdiks) and the round, so a book
 * answered for a position with a tuzdik with the move of the position without it. */
START_TEST(book_key_has_marks)
{
    char path[TEST_PATH_MAX];
    mancala_game *g = new_game("togyz");
    mancala_book *b = NULL;
    int32_t pits[20], marks[18] = { 0 }, move = 0, score = 0, bm = 4, bs = 2;
    uint64_t key;
    size_t n = 0;
    temp_path(path, sizeof path, "mancala-book-marks", ".book");
    ck_assert_int_eq(mancala_game_board(g, pits, 20, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 20);
    /* North's house 2 empty, its seeds in North's store; South to move. */
    pits[19] += pits[12];
    pits[12] = 0;
    ck_assert_int_eq(mancala_game_set_board(g, pits, 20, 0), MANCALA_OK);
    key = book_key(g);
    ck_assert_uint_eq(book_key_marks(g), key); /* no marks: the key of the first format */
    write_book_of("togyz", path, &key, &bm, &bs, 1, 0);
    ck_assert_int_eq(mancala_book_load(&b, path), MANCALA_OK);
    ck_assert_int_eq(mancala_book_probe(b, g, &move, &score), MANCALA_OK);
    ck_assert_int_eq(move, 4);
    /* The same pits with North's house 2 South's tuzdik: another position. */
    marks[9 + 2] = MANCALA_MARK_TUZDIK;
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 18, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_book_probe(b, g, &move, &score), MANCALA_OK);
    ck_assert_int_eq(move, -1);
    mancala_book_free(b);
    key = book_key_marks(g);
    write_book_of("togyz", path, &key, &bm, &bs, 1, 0);
    ck_assert_int_eq(mancala_book_load(&b, path), MANCALA_OK);
    ck_assert_int_eq(mancala_book_probe(b, g, &move, &score), MANCALA_OK);
    ck_assert_int_eq(move, 4);
    remove(path);
    mancala_book_free(b);
    mancala_game_free(g);
}
END_TEST

/* Along an Oware game, positions reached after a capture have a repetition window of their own,
 * which starts after the root: their table entries serve the searches of later moves. A search
 * two plies on, along the line the first one expected, takes fewer nodes with the object that
 * searched the first position than with a new one (the same result either way would show no
 * entry was reused). */
START_TEST(table_serves_later_moves)
{
    static const int32_t opening[] = { 2, 3, 1, 5, 0, 4 };
    mancala_game *g = new_game("oware");
    mancala_search *kept, *fresh;
    int32_t pv[64], move = -1, score = 0, fmove = -1, fscore = 0;
    uint64_t nodes = 0, fnodes = 0;
    size_t n = 0, i;
    for (i = 0; i < sizeof opening / sizeof opening[0]; i++)
        ck_assert_int_eq(mancala_game_play(g, opening[i]), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&kept), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&fresh), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(kept, 14, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(kept, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_pv(kept, pv, 64, &n), MANCALA_OK);
    ck_assert_uint_ge(n, 2);
    ck_assert_int_eq(mancala_game_play(g, pv[0]), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, pv[1]), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(kept, 12, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(fresh, 12, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(kept, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(kept, &move, &score, NULL, NULL, &nodes), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(fresh, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(fresh, &fmove, &fscore, NULL, NULL, &fnodes),
                     MANCALA_OK);
    printf("table_serves_later_moves: %llu nodes with the kept table, %llu with a new one\n",
           (unsigned long long)nodes, (unsigned long long)fnodes);
    ck_assert_uint_lt(nodes, fnodes);
    mancala_search_free(kept);
    mancala_search_free(fresh);
    mancala_game_free(g);
}
END_TEST

/* A search object reused along games where positions repeat gives the exact values new objects
 * give, position by position (the entries it keeps from earlier moves are only those of
 * positions whose window starts after that move's root, see table_serves_later_moves). */
START_TEST(reused_object_solves_as_new)
{
    static const char *specs[] = { "oware:houses=3,seeds=1", "oware:houses=2,seeds=3",
                                   "oware:houses=2,seeds=2,cycle=split" };
    const char *spec = specs[_i];
    mancala_search *kept;
    int k, positions = 0;
    test_srand(41 + (unsigned)_i);
    ck_assert_int_eq(mancala_search_new(&kept), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(kept, 8), MANCALA_OK);
    for (k = 0; k < 4; k++) {
        mancala_game *g = new_game(spec);
        while (!mancala_game_is_over(g)) {
            mancala_search *fresh;
            int32_t legal[16], score[2], exact[2];
            size_t nl;
            ck_assert_int_eq(mancala_search_new(&fresh), MANCALA_OK);
            ck_assert_int_eq(mancala_search_set_memory(fresh, 8), MANCALA_OK);
            ck_assert_int_eq(mancala_search_solve(kept, g), MANCALA_OK);
            ck_assert_int_eq(mancala_search_result(kept, NULL, &score[0], &exact[0], NULL, NULL),
                             MANCALA_OK);
            ck_assert_int_eq(mancala_search_solve(fresh, g), MANCALA_OK);
            ck_assert_int_eq(mancala_search_result(fresh, NULL, &score[1], &exact[1], NULL, NULL),
                             MANCALA_OK);
            ck_assert_msg(score[0] == score[1] && exact[0] == exact[1],
                          "%s game %d position %d: kept %d (exact %d), new %d (exact %d)", spec,
                          k, positions, (int)score[0], (int)exact[0], (int)score[1],
                          (int)exact[1]);
            mancala_search_free(fresh);
            positions++;
            mancala_game_legal_moves(g, legal, 16, &nl);
            ck_assert_int_eq(mancala_game_play(g, legal[test_rand() % (int)nl]), MANCALA_OK);
        }
        mancala_game_free(g);
    }
    printf("reused_object_solves_as_new: %s: %d positions\n", spec, positions);
    mancala_search_free(kept);
}
END_TEST

/* Solves each position of g's tree, depth first, with the search object s, which keeps its table
 * from one to the next, against the brute force; returns the number of positions. */
static int solve_tree(mancala_search *s, mancala_game *g, const char *spec)
{
    int32_t moves[16], score, exact, want;
    size_t n, i;
    int positions = 1;
    if (mancala_game_is_over(g))
        return 0;
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, &score, &exact, NULL, NULL), MANCALA_OK);
    want = minimax(g, mancala_game_to_move(g), 0);
    if (exact != 1 || score != want) {
        char text[512];
        size_t len;
        ck_assert_int_eq(mancala_game_to_text(g, text, sizeof text, &len), MANCALA_OK);
        ck_abort_msg("%s: %s solved %d (exact %d), brute force %d", spec, text, (int)score,
                     (int)exact, (int)want);
    }
    ck_assert_int_eq(mancala_game_legal_moves(g, moves, 16, &n), MANCALA_OK);
    for (i = 0; i < n; i++) {
        ck_assert_int_eq(mancala_game_play(g, moves[i]), MANCALA_OK);
        positions += solve_tree(s, g, spec);
        ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    }
    return positions;
}

/* Where what the rest of a game is worth depends on the stores, they are part of the table's
 * keys and the search's seed bound leaves them alone: one search object solves every position of
 * a small game's tree, one after the other, as the brute force does (the search fuzz harness
 * found both mistakes in CI). Under win=empty the winner takes both stores' seeds: with keys of
 * the houses alone, the solves below claimed an exact 4 for positions worth 8 (waurie 2x2) and 6
 * (3x1), and the seed bound made a new object's solve of waurie:houses=3,seeds=2 from the start
 * prove -6 where it is worth -12. Under pie=on the swap gives the mover the other store:
 * after a run from the start, North's first turn, South's store holding 3, took the entry of the
 * same houses reached with the stores 2 and 1, and was solved as 2 where it is worth 4. */
START_TEST(solves_every_position_where_stores_matter)
{
    static const char *specs[] = { "kalah-pie:houses=4,seeds=1,relay=on,capture=empty",
                                   "kalah-pie:houses=3,seeds=1", "waurie:houses=2,seeds=2",
                                   "waurie:houses=3,seeds=1" };
    mancala_game *g = new_game(specs[_i]);
    mancala_search *s;
    int positions;
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_memory(s, 1), MANCALA_OK);
    positions = solve_tree(s, g, specs[_i]);
    printf("solves_every_position_where_stores_matter: %s: %d positions\n", specs[_i], positions);
    mancala_search_free(s);
    mancala_game_free(g);
}
END_TEST

/* A guide (mancala_search_set_guide(3)): its values are estimates for runs at full strength. */
START_TEST(guide_is_an_estimate)
{
    /* 3 seeds left, South 22, North 23 (a solve takes a few thousand nodes). */
    const int32_t pits[14] = { 0, 0, 0, 0, 1, 1, 22, 0, 0, 0, 0, 0, 1, 23 };
    mancala_variant *v = NULL, *a = NULL, *k = NULL;
    mancala_game *g = NULL, *kg = NULL;
    mancala_search *s = NULL;
    mancala_db *db = NULL;
    int32_t exact = 0, score = 0, score2 = 0, move = 0, move2 = 0;
    uint64_t nodes = 0, nodes2 = 0;
    ck_assert_int_eq(mancala_variant_new(&v, "oware"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_new(&a, "oware:majority=play,cycle=split"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_new(&k, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_db_build(&db, a, 8, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&kg, k), MANCALA_OK);
    ck_assert_int_eq(mancala_game_set_board(g, pits, 14, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_new(&s), MANCALA_OK);
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, &score, &exact, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(exact, 1);
    ck_assert_int_eq(mancala_search_set_limits(s, 40, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, NULL, NULL, &nodes), MANCALA_OK);

    ck_assert_int_eq(mancala_search_set_guide(NULL, db), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_search_set_guide(s, db), MANCALA_OK);
    /* A run at full strength takes the guide's values (fewer nodes), never as exact. */
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, NULL, &exact, NULL, &nodes2), MANCALA_OK);
    ck_assert_int_eq(exact, 0);
    ck_assert_uint_lt(nodes2, nodes);
    /* A solve does not use it: the same exact value. */
    ck_assert_int_eq(mancala_search_set_limits(s, 0, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_solve(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, NULL, &score2, &exact, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(exact, 1);
    ck_assert_int_eq(score2, score);
    /* Nor does a playing level: the same choice and nodes with it as without. */
    ck_assert_int_eq(mancala_search_set_level(s, 9, 7), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move, NULL, NULL, NULL, &nodes), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_guide(s, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_level(s, 9, 7), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, g), MANCALA_OK);
    ck_assert_int_eq(mancala_search_result(s, &move2, NULL, NULL, NULL, &nodes2), MANCALA_OK);
    ck_assert_int_eq(move, move2);
    ck_assert_uint_eq(nodes, nodes2);
    /* Rules it does not fit ignore it. */
    ck_assert_int_eq(mancala_search_set_guide(s, db), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_level(s, 0, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_limits(s, 4, 0, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_search_run(s, kg), MANCALA_OK);
    ck_assert_int_eq(mancala_search_set_guide(s, NULL), MANCALA_OK);

    mancala_search_free(s);
    mancala_db_free(db);
    mancala_game_free(g);
    mancala_game_free(kg);
    mancala_variant_free(v);
    mancala_variant_free(a);
    mancala_variant_free(k);
}
END_TEST

int main(void)
{
    Suite *su = suite_create("search");
    TCase *tc = tcase_create("search");

    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, solve_small_kalah, 0, 18);
    tcase_add_loop_test(tc, solve_small_oware, 0, 5);
    tcase_add_test(tc, solve_congkak);
    tcase_add_test(tc, moves_are_legal);
    tcase_add_test(tc, finds_forced_wins);
    tcase_add_test(tc, deterministic);
    tcase_add_test(tc, search_errors);
    tcase_add_test(tc, levels);
    tcase_add_test(tc, level_choices);
    tcase_add_test(tc, interrupted_first_iteration_score);
    tcase_add_test(tc, cancel_before_run);
    tcase_add_test(tc, db_for_other_rules);
    tcase_add_test(tc, db_agrees_with_solver);
    tcase_add_loop_test(tc, db_oware_agrees_with_brute_force, 0, 4);
    tcase_add_test(tc, repetition_values_stay_in_their_line);
    tcase_add_test(tc, pv_ends_at_repetition);
    tcase_add_test(tc, solve_of_repeating_rounds_exact);
    tcase_add_test(tc, db_errors);
    tcase_add_test(tc, db_rules_not_held);
    tcase_add_test(tc, db_files);
    tcase_add_test(tc, db_spec_field_needs_nul);
    tcase_add_test(tc, db_file_of_documented_layout);
    tcase_add_test(tc, db_file_orders);
    suite_add_tcase(su, tc);
    tc = tcase_create("book");
    tcase_add_test(tc, book_files_and_runs);
    tcase_add_test(tc, book_and_guide_refuse_hooks2);
    tcase_add_test(tc, book_key_has_marks);
    tcase_add_test(tc, guide_is_an_estimate);
    suite_add_tcase(su, tc);
    tc = tcase_create("analyse");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, analyse_agrees_with_solve, 0, 12);
    tcase_add_test(tc, analyse_with_db);
    tcase_add_test(tc, solve_over_big_db_agrees_with_minimax);
    tcase_add_test(tc, reuse_across_repetition_windows);
    tcase_add_test(tc, table_serves_later_moves);
    tcase_add_loop_test(tc, reused_object_solves_as_new, 0, 3);
    tcase_add_loop_test(tc, solves_every_position_where_stores_matter, 0, 4);
    tcase_add_test(tc, analyse_errors_and_limits);
    tcase_add_test(tc, progress_reports_iterations);
    tcase_add_test(tc, pass_progress_reports_bounds);
    tcase_add_test(tc, soft_time_stops_at_an_iteration);
    suite_add_tcase(su, tc);
    /* Timed reports and their cancels (mancala_search_set_tick, mancala_db_build_with). */
    tc = tcase_create("progress");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, tick_reports_and_cancels_a_solve);
    tcase_add_loop_test(tc, db_build_reports_layers, 0, 4);
    tcase_add_loop_test(tc, db_build_cancels, 0, 4);
    suite_add_tcase(su, tc);
    /* Timing on its own, so that no other test's run competes with it in the same process. */
    tc = tcase_create("timing");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, time_limit_holds);
    tcase_add_test(tc, level_default_time);
    suite_add_tcase(su, tc);
    return run_suite(su);
}
