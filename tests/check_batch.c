/* SPDX-License-Identifier: MIT */
/* check_batch.c: batches (mancala_batch_new(3)) against the independent single-game path: random
 * games of many rule sets stepped in a batch and played beside it by mancala_game objects, every
 * step compared; the observation layouts on hand-set positions, their values worked out by hand
 * from the layouts' definitions; automatic resets, illegal actions, seeds and threads, opponents,
 * and bad input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define MAX_GAMES 8
#define MAX_OBS 512
#define MAX_ACTIONS 64

/* The outputs of a batch of up to MAX_GAMES games. */
typedef struct out {
    float obs[MAX_GAMES * MAX_OBS];
    uint8_t mask[MAX_GAMES * MAX_ACTIONS];
    float rewards[MAX_GAMES];
    uint8_t terminated[MAX_GAMES], truncated[MAX_GAMES];
    int32_t to_move[MAX_GAMES];
} out;

static mancala_batch *new_batch(const char *spec, size_t count)
{
    mancala_variant *v;
    mancala_batch *b = NULL;
    ck_assert_msg(mancala_variant_new(&v, spec) == MANCALA_OK, "%s refused", spec);
    ck_assert_int_eq(mancala_batch_new(&b, v, count), MANCALA_OK);
    mancala_variant_free(v);
    return b;
}

static int32_t step(mancala_batch *b, const int32_t *act, out *o)
{
    return mancala_batch_step(b, act, o->obs, o->mask, o->rewards, o->terminated, o->truncated,
                              o->to_move);
}

/* A legal action drawn from a game's mask, 0 if none is legal. */
static int32_t pick(const uint8_t *mask, size_t actions)
{
    size_t a, n = 0, k;
    for (a = 0; a < actions; a++)
        n += mask[a];
    if (n == 0)
        return 0;
    k = (size_t)test_rand() % n;
    for (a = 0; a < actions; a++)
        if (mask[a] && k-- == 0)
            return (int32_t)a;
    return 0;
}

static size_t board_of(const mancala_game *g, int32_t *pits)
{
    size_t n = 0;
    ck_assert_int_eq(mancala_game_board(g, pits, 4 * MANCALA_MAX_HOUSES + 2, &n), MANCALA_OK);
    return n;
}

static size_t history_of(const mancala_game *g, int32_t *moves, size_t cap)
{
    size_t n = 0;
    const int32_t st = mancala_game_history(g, moves, cap, &n);
    ck_assert(st == MANCALA_OK || (st == MANCALA_ERANGE && cap == 0));
    return n;
}

/* ---- random games against mancala_game ------------------------------------------------------ */

/* The reference beside batch game i: a game object, and the turn being chosen step by step. */
typedef struct ref {
    mancala_game *g;
    int32_t turn;
    int steps;
    int ended; /* the batch said the game ended: its next step starts it again */
} ref;

/* The actions legal now by the reference: the first step of each legal turn, or in a turn under
 * way, the next step of each turn that begins with the steps chosen so far (mancala_game_play(3):
 * a turn's steps after the first are in 6 bits each from bit 5, the step plus one). */
static void expected_mask(const ref *r, uint8_t *want, size_t actions)
{
    int32_t moves[MANCALA_MAX_MOVES];
    size_t n, i;
    memset(want, 0, actions);
    if (mancala_game_is_over(r->g))
        return;
    n = legal_moves_of(r->g, moves);
    for (i = 0; i < n; i++) {
        int k, next;
        int32_t m = moves[i];
        for (k = 0; k < r->steps; k++) {
            int s = k == 0 ? (int)(m & 31) : (int)((m >> (5 + 6 * (k - 1))) & 63) - 1;
            int t = k == 0 ? (int)(r->turn & 31) : (int)((r->turn >> (5 + 6 * (k - 1))) & 63) - 1;
            if (s != t)
                break;
        }
        if (k < r->steps)
            continue;
        next = r->steps == 0 ? (int)(m & 31) : (int)((m >> (5 + 6 * (r->steps - 1))) & 63) - 1;
        ck_assert(next >= 0 && (size_t)next < actions);
        want[next] = 1;
    }
}

/* The batch's game i is the reference's (between turns), or its position during a turn: the same
 * line before it, the same player to move. */
static void same_game(const char *spec, mancala_batch *b, size_t i, const ref *r)
{
    static int32_t ha[4096], hb[4096];
    int32_t pa[4 * MANCALA_MAX_HOUSES + 2], pb[4 * MANCALA_MAX_HOUSES + 2];
    mancala_game *bg;
    size_t na, nb;

    ck_assert_int_eq(mancala_batch_game(b, i, &bg), MANCALA_OK);
    na = history_of(r->g, ha, 4096);
    nb = history_of(bg, hb, 4096);
    ck_assert_msg(na == nb && memcmp(ha, hb, na * sizeof ha[0]) == 0, "%s: game %lu: history", spec,
                  (unsigned long)i);
    if (r->steps == 0) {
        const size_t n = board_of(r->g, pa);
        ck_assert_uint_eq(board_of(bg, pb), n);
        ck_assert_msg(memcmp(pa, pb, n * sizeof pa[0]) == 0, "%s: game %lu: board", spec, (unsigned long)i);
        ck_assert_int_eq(mancala_game_to_move(bg), mancala_game_to_move(r->g));
        ck_assert_int_eq(mancala_game_is_over(bg), mancala_game_is_over(r->g));
        ck_assert_msg(mancala_game_hash(bg) == mancala_game_hash(r->g), "%s: hash", spec);
        if (mancala_game_is_over(r->g)) {
            int32_t wa, ra, wb, rb;
            ck_assert_int_eq(mancala_game_result(r->g, &wa, &ra), MANCALA_OK);
            ck_assert_int_eq(mancala_game_result(bg, &wb, &rb), MANCALA_OK);
            ck_assert_int_eq(wa, wb);
            ck_assert_int_eq(ra, rb);
        }
    } else {
        ck_assert_int_eq(mancala_game_to_move(bg), mancala_game_to_move(r->g));
    }
    mancala_game_free(bg);
}

/* The seeds part of an observation: the pits of the batch's game i from the view of `view`. */
static void same_seeds(mancala_batch *b, size_t i, const float *obs, int view)
{
    int32_t pits[4 * MANCALA_MAX_HOUSES + 2];
    mancala_game *bg;
    size_t n, k, off, len;
    ck_assert_int_eq(mancala_batch_game(b, i, &bg), MANCALA_OK);
    n = board_of(bg, pits);
    ck_assert_int_eq(mancala_batch_obs_part(b, MANCALA_OBS_SEEDS, &off, &len), MANCALA_OK);
    ck_assert_uint_eq(off, 0);
    ck_assert_uint_eq(len, n);
    for (k = 0; k < n; k++)
        ck_assert(obs[k] == (float)pits[(k + (size_t)view * (n / 2)) % n]);
    mancala_game_free(bg);
}

/* What step t told of game i, against the reference after the action (if it was played). */
static void check_outputs(const char *spec, mancala_batch *b, size_t i, ref *r, const out *o,
                          int mover, size_t actions, size_t obs_size)
{
    uint8_t want[MAX_ACTIONS];
    size_t a;
    if (mancala_game_is_over(r->g)) {
        int32_t winner, reason;
        ck_assert_int_eq(mancala_game_result(r->g, &winner, &reason), MANCALA_OK);
        ck_assert_msg(o->terminated[i] == (reason != MANCALA_REASON_LIMIT), "%s: terminated", spec);
        ck_assert_int_eq(o->truncated[i], reason == MANCALA_REASON_LIMIT);
        ck_assert(o->rewards[i] == (reason == MANCALA_REASON_LIMIT || winner < 0 ? 0.0f
                                    : winner == mover ? 1.0f : -1.0f));
        r->ended = 1;
    } else {
        ck_assert_int_eq(o->terminated[i], 0);
        ck_assert_int_eq(o->truncated[i], 0);
        ck_assert(o->rewards[i] == 0.0f);
        ck_assert_int_eq(o->to_move[i], mancala_game_to_move(r->g));
    }
    expected_mask(r, want, actions);
    for (a = 0; a < actions; a++)
        ck_assert_msg(o->mask[i * actions + a] == want[a], "%s: game %lu: mask[%lu]", spec,
                      (unsigned long)i, (unsigned long)a);
    same_seeds(b, i, o->obs + i * obs_size, o->to_move[i]);
}

/* steps batch steps of count games of spec, each compared with mancala_game. */
static void against_games(const char *spec, size_t count, int steps)
{
    mancala_batch *b = new_batch(spec, count);
    static out o;
    ref r[MAX_GAMES];
    int32_t act[MAX_GAMES], mover[MAX_GAMES];
    size_t actions, obs_size, i, n;
    int t;

    ck_assert_int_eq(mancala_batch_shape(b, &n, &actions, &obs_size), MANCALA_OK);
    ck_assert_uint_eq(n, count);
    ck_assert_int_eq(mancala_batch_reset(b, 5, o.obs, o.mask, o.to_move), MANCALA_OK);
    for (i = 0; i < count; i++) {
        r[i].g = new_game(spec);
        r[i].turn = r[i].steps = r[i].ended = 0;
        same_game(spec, b, i, &r[i]);
    }
    for (t = 0; t < steps; t++) {
        for (i = 0; i < count; i++) {
            act[i] = pick(o.mask + i * actions, actions);
            mover[i] = o.to_move[i];
        }
        ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
        for (i = 0; i < count; i++) {
            mancala_game *bg;
            size_t before, after;
            if (r[i].ended) { /* this step started the game again */
                mancala_game_free(r[i].g);
                r[i].g = new_game(spec);
                r[i].turn = r[i].steps = r[i].ended = 0;
                same_game(spec, b, i, &r[i]);
                ck_assert(o.rewards[i] == 0.0f && !o.terminated[i] && !o.truncated[i]);
                check_outputs(spec, b, i, &r[i], &o, mover[i], actions, obs_size);
                continue;
            }
            r[i].turn = r[i].steps == 0 ? act[i]
                                        : r[i].turn | (act[i] + 1) << (5 + 6 * (r[i].steps - 1));
            r[i].steps++;
            ck_assert_int_eq(mancala_batch_game(b, i, &bg), MANCALA_OK);
            before = history_of(r[i].g, NULL, 0);
            after = history_of(bg, NULL, 0);
            mancala_game_free(bg);
            if (after == before + 1) { /* the turn is over: the reference plays it whole */
                ck_assert_int_eq(mancala_game_play(r[i].g, r[i].turn), MANCALA_OK);
                r[i].steps = 0;
            } else {
                ck_assert_uint_eq(after, before);
            }
            same_game(spec, b, i, &r[i]);
            check_outputs(spec, b, i, &r[i], &o, mover[i], actions, obs_size);
        }
    }
    for (i = 0; i < count; i++)
        mancala_game_free(r[i].g);
    mancala_batch_free(b);
}

START_TEST(random_games)
{
    static const struct {
        const char *spec;
        int steps;
    } cases[] = {
        { "kalah", 400 },         { "oware", 400 },         { "congkak", 300 },
        { "togyz", 300 },         { "bao", 200 },           { "bao-ki-arabu", 150 },
        { "hus", 200 },           { "omweso", 200 },        { "mefuvha", 100 },
        { "kalah-pie", 300 },     { "congkak-rounds", 400 }, { "kalah:limit=20", 200 },
        { "oware:limit=30", 200 }, { "muvalavala", 200 },   { "chungcajon", 200 },
        { "sungka", 200 },        { "awari", 300 },
    };
    test_srand((unsigned)_i + 1);
    /* MANCALA_TEST_QUICK (valgrind, the emulators, wine): a quarter of the steps, each game
     * still through its first turns and, with 8 games at once, some through their ends. */
    against_games(cases[_i].spec, 8,
                  test_quick() ? cases[_i].steps / 4 : cases[_i].steps);
}
END_TEST

/* ---- the planes on hand-set positions -------------------------------------------------------- */

/* Shows the game g in game 0 of b (mancala_batch_set_game: the next step ignores its action and
 * writes its observation) and returns that observation. */
static const float *shown(mancala_batch *b, const mancala_game *g, out *o)
{
    int32_t act[MAX_GAMES] = { 0 };
    ck_assert_int_eq(mancala_batch_set_game(b, 0, g), MANCALA_OK);
    ck_assert_int_eq(step(b, act, o), MANCALA_OK);
    ck_assert(o->rewards[0] == 0.0f && !o->terminated[0] && !o->truncated[0]);
    return o->obs;
}

static void parts_are(mancala_batch *b, const size_t *len)
{
    size_t off, l, at = 0, size;
    int p;
    for (p = 0; p <= MANCALA_OBS_LOST; p++) {
        ck_assert_int_eq(mancala_batch_obs_part(b, p, &off, &l), MANCALA_OK);
        ck_assert_uint_eq(off, at);
        ck_assert_msg(l == len[p], "part %d: length %lu, not %lu", p, (unsigned long)l,
                      (unsigned long)len[p]);
        at += l;
    }
    ck_assert_int_eq(mancala_batch_shape(b, NULL, NULL, &size), MANCALA_OK);
    ck_assert_uint_eq(size, at);
}

static void obs_is(const float *obs, const float *want, size_t n)
{
    size_t k;
    for (k = 0; k < n; k++)
        ck_assert_msg(obs[k] == want[k], "obs[%lu] = %g, not %g", (unsigned long)k, (double)obs[k],
                      (double)want[k]);
}

START_TEST(planes_two_rows)
{
    /* Kalah: the seeds only. Player 1 to move: its houses, its store, then player 0's. */
    static const size_t len[] = { 14, 0, 0, 0, 0, 0, 0 };
    static const int32_t pits[] = { 1, 2, 3, 4, 5, 6, 7, 8, 0, 10, 0, 0, 1, 1 };
    static const float want[] = { 8, 0, 10, 0, 0, 1, 1, 1, 2, 3, 4, 5, 6, 7 };
    static out o;
    mancala_batch *b = new_batch("kalah", 2);
    mancala_game *g = new_game("kalah");
    parts_are(b, len);
    ck_assert_int_eq(mancala_game_set_board(g, pits, 14, 1), MANCALA_OK);
    obs_is(shown(b, g, &o), want, 14);
    ck_assert_int_eq(o.to_move[0], 1);
    /* The same board with player 0 to move: the pits array's own order. */
    ck_assert_int_eq(mancala_game_set_board(g, pits, 14, 0), MANCALA_OK);
    shown(b, g, &o);
    obs_is(o.obs, (const float[]){ 1, 2, 3, 4, 5, 6, 7, 8, 0, 10, 0, 0, 1, 1 }, 14);
    mancala_game_free(g);
    mancala_batch_free(b);
}
END_TEST

START_TEST(planes_first_turns)
{
    /* Kalah with the pie rule: the seeds, then FRESH, the first turns still to come: 2 at the
     * start; after player 0's first move, 1 (player 1 may swap: action 6). */
    static const size_t len[] = { 14, 0, 0, 0, 1, 0, 0 };
    static out o;
    mancala_batch *b = new_batch("kalah-pie", 1);
    int32_t act[1] = { 0 };
    parts_are(b, len);
    ck_assert_int_eq(mancala_batch_reset(b, 1, o.obs, o.mask, o.to_move), MANCALA_OK);
    obs_is(o.obs, (const float[]){ 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0, 2 }, 15);
    ck_assert_int_eq(o.mask[6], 0);
    ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
    /* House 0's four seeds into houses 1-4; player 1 sees its side first. */
    obs_is(o.obs, (const float[]){ 4, 4, 4, 4, 4, 4, 0, 0, 5, 5, 5, 5, 4, 0, 1 }, 15);
    ck_assert_int_eq(o.mask[6], 1);
    mancala_batch_free(b);
}
END_TEST

START_TEST(planes_four_rows)
{
    /* Hus: two rows a side, 24 houses and the hand (the store's place), 50 pits. Player 1 to move
     * sees pits 25..49, then 0..24. */
    static const size_t len[] = { 50, 0, 0, 0, 0, 0, 0 };
    int32_t pits[50];
    float want[50];
    static out o;
    mancala_batch *b = new_batch("hus", 1);
    mancala_game *g = new_game("hus");
    int k;
    parts_are(b, len);
    for (k = 0; k < 50; k++)
        pits[k] = k % 5;
    pits[24] = pits[49] = 0;
    for (k = 0; k < 50; k++)
        want[k] = (float)pits[(k + 25) % 50];
    ck_assert_int_eq(mancala_game_set_board(g, pits, 50, 1), MANCALA_OK);
    obs_is(shown(b, g, &o), want, 50);
    mancala_game_free(g);
    mancala_batch_free(b);
}
END_TEST

START_TEST(planes_tuzdik)
{
    /* Togyz Kumalak, 9 houses: the seeds (20), then TUZDIK (20): 1 at the mover's tuzdik (a
     * house of the opponent's), -1 at the opponent's (a house of the mover's). Player 1's tuzdik
     * is player 0's house 2 (pit 2), player 0's is player 1's house 5 (pit 15). */
    static const size_t len[] = { 20, 0, 20, 0, 0, 0, 0 };
    int32_t pits[20] = { 9, 9, 0, 9, 9, 9, 9, 9, 9, 10, 9, 9, 9, 9, 9, 0, 9, 9, 9, 10 };
    int32_t marks[18] = { 0 };
    float want[40] = { 0 };
    static out o;
    mancala_batch *b = new_batch("togyz", 1);
    mancala_game *g = new_game("togyz");
    int k;
    parts_are(b, len);
    ck_assert_int_eq(mancala_game_set_board(g, pits, 20, 1), MANCALA_OK);
    marks[2] = MANCALA_MARK_TUZDIK;     /* player 0's house 2: player 1's tuzdik */
    marks[9 + 5] = MANCALA_MARK_TUZDIK; /* player 1's house 5: player 0's tuzdik */
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 18, 1), MANCALA_OK);
    /* Player 1 to move: its side (pits 10..19) first, then pits 0..9. */
    for (k = 0; k < 20; k++)
        want[k] = (float)pits[(k + 10) % 20];
    want[20 + 12] = 1.0f; /* pit 2, its tuzdik, at place 12 of its view */
    want[20 + 5] = -1.0f; /* pit 15, player 0's, at place 5 */
    obs_is(shown(b, g, &o), want, 40);
    mancala_game_free(g);
    mancala_batch_free(b);
}
END_TEST

START_TEST(planes_closed)
{
    /* Congkak with rounds (7 houses): the seeds (16), CLOSED (16): 1 at a burnt house, ROUND
     * (1): the rounds completed. Player 0's house 6 (pit 6) burnt in round 2, player 0 to move. */
    static const size_t len[] = { 16, 16, 0, 0, 0, 1, 0 };
    int32_t pits[16] = { 7, 7, 7, 7, 7, 7, 0, 20, 7, 7, 7, 7, 7, 7, 7, 6 };
    int32_t marks[14] = { 0 };
    float want[33] = { 0 };
    static out o;
    mancala_batch *b = new_batch("congkak-rounds", 1);
    mancala_game *g = new_game("congkak-rounds");
    int k;
    parts_are(b, len);
    ck_assert_int_eq(mancala_game_set_board(g, pits, 16, 0), MANCALA_OK);
    marks[6] = MANCALA_MARK_CLOSED;
    ck_assert_int_eq(mancala_game_set_marks(g, marks, 14, 2), MANCALA_OK);
    for (k = 0; k < 16; k++)
        want[k] = (float)pits[k];
    want[16 + 6] = 1.0f;
    want[32] = 1.0f;
    obs_is(shown(b, g, &o), want, 33);
    ck_assert_int_eq(o.mask[6], 0); /* a closed house is never played */
    mancala_game_free(g);
    mancala_batch_free(b);
}
END_TEST

START_TEST(planes_pending_and_lost)
{
    /* Bao (a turn waits at the nyumba for a way round; nyumba=): the seeds (34), PENDING (1),
     * LOST (2). Mefuvha (seize=any, opening=29): the seeds (66), PENDING, FRESH. */
    static const size_t bao[] = { 34, 0, 0, 1, 0, 0, 2 };
    static const size_t mefuvha[] = { 66, 0, 0, 1, 1, 0, 0 };
    mancala_batch *b = new_batch("bao", 1);
    parts_are(b, bao);
    mancala_batch_free(b);
    b = new_batch("mefuvha", 1);
    parts_are(b, mefuvha);
    mancala_batch_free(b);
}
END_TEST

/* ---- OpenSpiel's layouts --------------------------------------------------------------------- */

START_TEST(openspiel_mancala)
{
    /* Kalah(6,4) to move 1001 (OpenSpiel's move_number_ > 1000): player 0 sows house 2's four
     * seeds into houses 3, 4, 5 and the store, and moves again. OpenSpiel's board: player 1's
     * store, player 0's houses, player 0's store, player 1's houses; then the player, the moves. */
    static const float want[] = { 0, 4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0, 1 };
    static out o;
    mancala_batch *b = new_batch("kalah:limit=1001", 1);
    mancala_game *g = new_game("kalah:limit=1001");
    size_t size;
    ck_assert_int_eq(mancala_batch_set_layout(b, MANCALA_LAYOUT_OPENSPIEL), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_shape(b, NULL, NULL, &size), MANCALA_OK);
    ck_assert_uint_eq(size, 16);
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    obs_is(shown(b, g, &o), want, 16);
    /* Then house 0: four seeds into houses 1-4, player 1 to move, two moves played. */
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    obs_is(shown(b, g, &o), (const float[]){ 0, 0, 5, 1, 6, 6, 5, 1, 4, 4, 4, 4, 4, 4, 1, 2 }, 16);
    mancala_game_free(g);
    mancala_batch_free(b);
}
END_TEST

START_TEST(openspiel_oware)
{
    /* Oware to move 1000: player 0 sows house 0's four seeds into houses 1-4; each house and
     * score over the 48 seeds, player 0's houses first. */
    const float q4 = (float)(4.0 / 48), q5 = (float)(5.0 / 48);
    float want[14];
    static out o;
    mancala_batch *b = new_batch("oware:limit=1000", 1);
    mancala_game *g = new_game("oware:limit=1000");
    int k;
    ck_assert_int_eq(mancala_batch_set_layout(b, MANCALA_LAYOUT_OPENSPIEL), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    want[0] = 0;
    for (k = 1; k <= 4; k++)
        want[k] = q5;
    want[5] = q4;
    for (k = 6; k < 12; k++)
        want[k] = q4;
    want[12] = want[13] = 0;
    obs_is(shown(b, g, &o), want, 14);
    mancala_game_free(g);
    mancala_batch_free(b);
}
END_TEST

START_TEST(openspiel_refused)
{
    /* Only the rules OpenSpiel plays: not Kalah or Oware with another length limit, not Awari. */
    static const char *const specs[] = { "kalah", "kalah:limit=1000", "oware", "awari",
                                         "kalah:houses=5,limit=1001", "togyz" };
    size_t i, size;
    for (i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        mancala_batch *b = new_batch(specs[i], 1);
        ck_assert_msg(mancala_batch_set_layout(b, MANCALA_LAYOUT_OPENSPIEL) == MANCALA_ERULES,
                      "%s", specs[i]);
        ck_assert_int_eq(mancala_batch_shape(b, NULL, NULL, &size), MANCALA_OK);
        ck_assert_uint_ne(size, 0);
        mancala_batch_free(b);
    }
    {
        mancala_batch *b = new_batch("oware:houses=7,seeds=5,limit=1000", 1);
        ck_assert_int_eq(mancala_batch_set_layout(b, MANCALA_LAYOUT_OPENSPIEL), MANCALA_OK);
        ck_assert_int_eq(mancala_batch_shape(b, NULL, NULL, &size), MANCALA_OK);
        ck_assert_uint_eq(size, 16);
        mancala_batch_free(b);
    }
}
END_TEST

/* ---- automatic resets ------------------------------------------------------------------------ */

START_TEST(next_step_reset)
{
    /* Player 0's last seed goes into its store: its row is empty, the game is over, player 1's
     * seed is swept to player 1: 21 to 27, player 0 (who moved) has lost. */
    static const int32_t pits[] = { 0, 0, 0, 0, 0, 1, 20, 1, 0, 0, 0, 0, 0, 26 };
    static out o;
    mancala_batch *b = new_batch("kalah", 2);
    mancala_game *g = new_game("kalah");
    int32_t act[2] = { 5, 0 };
    int k;
    ck_assert_int_eq(mancala_game_set_board(g, pits, 14, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_reset(b, 3, o.obs, o.mask, o.to_move), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_set_game(b, 0, g), MANCALA_OK);
    /* The step after set_game shows it: flags 0, its mask. */
    ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
    obs_is(o.obs, (const float[]){ 0, 0, 0, 0, 0, 1, 20, 1, 0, 0, 0, 0, 0, 26 }, 14);
    for (k = 0; k < 6; k++)
        ck_assert_int_eq(o.mask[k], k == 5);
    /* The step that ends it: the last position, terminated, the mask all 0, the reward. */
    act[1] = o.mask[6 + 0] ? 0 : 1;
    ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
    ck_assert_int_eq(o.terminated[0], 1);
    ck_assert_int_eq(o.truncated[0], 0);
    ck_assert(o.rewards[0] == -1.0f);
    ck_assert_int_eq(o.to_move[0], 0);
    obs_is(o.obs, (const float[]){ 0, 0, 0, 0, 0, 0, 21, 0, 0, 0, 0, 0, 0, 27 }, 14);
    for (k = 0; k < 6; k++)
        ck_assert_int_eq(o.mask[k], 0);
    /* The next step ignores its action (even one out of range) and starts the game again. */
    act[0] = 99;
    act[1] = pick(o.mask + 6, 6);
    ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
    ck_assert_int_eq(o.terminated[0], 0);
    ck_assert_int_eq(o.truncated[0], 0);
    ck_assert(o.rewards[0] == 0.0f);
    ck_assert_int_eq(o.to_move[0], 0);
    obs_is(o.obs, (const float[]){ 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0 }, 14);
    for (k = 0; k < 6; k++)
        ck_assert_int_eq(o.mask[k], 1);
    mancala_game_free(g);
    mancala_batch_free(b);
}
END_TEST

START_TEST(truncation)
{
    /* limit=3: the third ply (player 0's house 0, player 1's house 0, player 0's house 1, whose
     * last seed lands in its store) ends the game at the limit: truncated, not terminated,
     * reward 0, whatever the stores; the seeds swept to their owners. */
    static out o;
    mancala_batch *b = new_batch("kalah:limit=3", 1);
    int32_t act[1];
    ck_assert_int_eq(mancala_batch_reset(b, 3, o.obs, o.mask, o.to_move), MANCALA_OK);
    act[0] = 0;
    ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
    ck_assert(!o.terminated[0] && !o.truncated[0]);
    ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
    ck_assert(!o.terminated[0] && !o.truncated[0]);
    act[0] = 1;
    ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
    ck_assert_int_eq(o.terminated[0], 0);
    ck_assert_int_eq(o.truncated[0], 1);
    ck_assert(o.rewards[0] == 0.0f);
    /* p0: 0,0,6,6,6,5 + 1 = 24 ; p1: 0,5,5,5,5,4 = 24 */
    obs_is(o.obs, (const float[]){ 0, 0, 0, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 24 }, 14);
    mancala_batch_free(b);
}
END_TEST

/* ---- illegal actions ------------------------------------------------------------------------- */

/* Every game of b as the API shows it. */
static void snaps_of(mancala_batch *b, size_t count, struct snap *s)
{
    size_t i;
    for (i = 0; i < count; i++) {
        mancala_game *g;
        ck_assert_int_eq(mancala_batch_game(b, i, &g), MANCALA_OK);
        take_snap(g, &s[i]);
        mancala_game_free(g);
    }
}

START_TEST(illegal_error)
{
    static out o, before;
    static struct snap s0[4], s1[4];
    mancala_batch *b = new_batch("kalah", 4);
    int32_t act[4] = { 2, 0, 0, 0 };
    size_t i;
    ck_assert_int_eq(mancala_batch_reset(b, 3, o.obs, o.mask, o.to_move), MANCALA_OK);
    /* House 2's four seeds end in the store: player 0 moves again, house 2 empty. */
    ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
    ck_assert_int_eq(o.to_move[0], 0);
    ck_assert_int_eq(o.mask[2], 0);
    snaps_of(b, 4, s0);
    memset(&before, 0x5a, sizeof before);
    memcpy(&o, &before, sizeof o);
    act[0] = 2;
    act[1] = 1;
    ck_assert_int_eq(step(b, act, &o), MANCALA_EILLEGAL);
    act[0] = 0;
    act[3] = 6;
    ck_assert_int_eq(step(b, act, &o), MANCALA_EINVAL);
    act[3] = -1;
    ck_assert_int_eq(step(b, act, &o), MANCALA_EINVAL);
    ck_assert(memcmp(&o, &before, sizeof o) == 0); /* nothing written */
    snaps_of(b, 4, s1);
    for (i = 0; i < 4; i++)
        same_snap(&s0[i], &s1[i], "a refused step");
    mancala_batch_free(b);
}
END_TEST

START_TEST(illegal_penalty)
{
    static out o;
    static struct snap s0;
    mancala_batch *b = new_batch("kalah", 3);
    int32_t act[3] = { 2, 2, 0 };
    mancala_game *g;
    size_t i;
    ck_assert_int_eq(mancala_batch_set_illegal(b, MANCALA_ILLEGAL_PENALTY, -2.5f), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_reset(b, 3, o.obs, o.mask, o.to_move), MANCALA_OK);
    ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_game(b, 1, &g), MANCALA_OK);
    take_snap(g, &s0);
    mancala_game_free(g);
    /* Game 1 plays house 2 again, empty: it ends with the penalty; the others step. */
    act[0] = 0;
    act[2] = 1;
    ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
    ck_assert_int_eq(o.terminated[1], 1);
    ck_assert_int_eq(o.truncated[1], 0);
    ck_assert(o.rewards[1] == -2.5f);
    for (i = 0; i < 6; i++)
        ck_assert_int_eq(o.mask[6 + i], 0);
    ck_assert(!o.terminated[0] && !o.terminated[2] && o.rewards[0] == 0.0f);
    ck_assert_int_eq(mancala_batch_game(b, 1, &g), MANCALA_OK);
    {
        struct snap s1;
        take_snap(g, &s1);
        same_snap(&s0, &s1, "a penalty"); /* the game itself as it was */
    }
    mancala_game_free(g);
    /* Out of range is still an error. */
    act[1] = 0;
    act[2] = 6;
    ck_assert_int_eq(step(b, act, &o), MANCALA_EINVAL);
    /* The next step starts game 1 again. */
    act[2] = pick(o.mask + 12, 6);
    act[0] = pick(o.mask, 6);
    ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
    ck_assert(!o.terminated[1] && o.rewards[1] == 0.0f);
    obs_is(o.obs + 14, (const float[]){ 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0 }, 14);
    mancala_batch_free(b);
}
END_TEST

/* ---- seeds and threads ----------------------------------------------------------------------- */

/* A run of 40 steps of 64 games: every output, concatenated. */
static float *record(int threads, uint64_t seed, size_t *len)
{
    enum { N = 64, T = 40, A = 6, O = 14 };
    const size_t per = N * (O + A + 4);
    float *rec = malloc(per * (T + 1) * sizeof *rec);
    float obs[N * O], rewards[N];
    uint8_t mask[N * A], term[N], trunc[N];
    int32_t to_move[N], act[N];
    mancala_batch *b = new_batch("kalah", N);
    size_t i, at = 0;
    int t;
    ck_assert_ptr_nonnull(rec);
    ck_assert_int_eq(mancala_batch_set_threads(b, threads), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_set_start(b, 3), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_set_opponent(b, MANCALA_OPPONENT_RANDOM, 0, -1), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_reset(b, seed, obs, mask, to_move), MANCALA_OK);
    test_srand(11);
    for (t = 0; t <= T; t++) {
        if (t > 0) {
            for (i = 0; i < N; i++)
                act[i] = pick(mask + i * A, A);
            ck_assert_int_eq(mancala_batch_step(b, act, obs, mask, rewards, term, trunc, to_move),
                             MANCALA_OK);
        } else {
            memset(rewards, 0, sizeof rewards);
            memset(term, 0, sizeof term);
            memset(trunc, 0, sizeof trunc);
        }
        for (i = 0; i < N * O; i++)
            rec[at++] = obs[i];
        for (i = 0; i < N * A; i++)
            rec[at++] = mask[i];
        for (i = 0; i < N; i++) {
            rec[at++] = rewards[i];
            rec[at++] = term[i];
            rec[at++] = trunc[i];
            rec[at++] = (float)to_move[i];
        }
    }
    mancala_batch_free(b);
    *len = at;
    return rec;
}

START_TEST(seeds_and_threads)
{
    size_t n1, n2, n3, n4;
    float *a = record(1, 77, &n1), *c = record(2, 77, &n2), *d = record(1, 77, &n3),
          *e = record(2, 78, &n4);
    ck_assert_uint_eq(n1, n2);
    ck_assert(memcmp(a, c, n1 * sizeof *a) == 0); /* one thread or two */
    ck_assert(memcmp(a, d, n1 * sizeof *a) == 0); /* the same seed again */
    ck_assert(memcmp(a, e, n1 * sizeof *a) != 0); /* another seed */
    free(a);
    free(c);
    free(d);
    free(e);
}
END_TEST

/* The outputs of 30 steps of 19 Kalah games against a level-2 opponent on `threads` threads: 19
 * games share 16 lanes unevenly, and the parts of 2 and 3 threads split them. */
static void level_record(int threads, float *obs, float *rewards, int32_t *to_move)
{
    enum { N = 19, T = 30 };
    static float o[N * 14], r[N];
    static uint8_t mask[N * 6], term[N], trunc[N];
    static int32_t tm[N];
    mancala_batch *b = new_batch("kalah", N);
    int32_t act[N];
    size_t i;
    int t;
    ck_assert_int_eq(mancala_batch_set_threads(b, threads), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_set_opponent(b, MANCALA_OPPONENT_LEVEL, 2, -1), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_reset(b, 5, o, mask, tm), MANCALA_OK);
    test_srand(3);
    for (t = 0; t < T; t++) {
        for (i = 0; i < N; i++)
            act[i] = pick(mask + i * 6, 6);
        ck_assert_int_eq(mancala_batch_step(b, act, o, mask, r, term, trunc, tm), MANCALA_OK);
        memcpy(obs + (size_t)t * N * 14, o, sizeof o);
        memcpy(rewards + (size_t)t * N, r, sizeof r);
        memcpy(to_move + (size_t)t * N, tm, sizeof tm);
    }
    mancala_batch_free(b);
}

START_TEST(level_threads)
{
    static float obs[3][30 * 19 * 14], rewards[3][30 * 19];
    static int32_t to_move[3][30 * 19];
    int k;
    for (k = 0; k < 3; k++)
        level_record(k + 1, obs[k], rewards[k], to_move[k]);
    for (k = 1; k < 3; k++) {
        ck_assert(memcmp(obs[0], obs[k], sizeof obs[0]) == 0);
        ck_assert(memcmp(rewards[0], rewards[k], sizeof rewards[0]) == 0);
        ck_assert(memcmp(to_move[0], to_move[k], sizeof to_move[0]) == 0);
    }
}
END_TEST

/* ---- opponents ------------------------------------------------------------------------------- */

/* Games of spec against an opponent: the caller only ever sees its own seat to move (a game
 * started again may have drawn the other seat: the step after an end says which), and a
 * finished game's reward is the caller's seat's result. */
static void caller_seat_only(const char *spec, int32_t kind, int32_t level, int32_t seat, int steps)
{
    enum { N = 4 };
    static out o;
    mancala_batch *b = new_batch(spec, N);
    int32_t act[N], seats[N];
    int ended[N] = { 0 };
    size_t actions, obs_size, i;
    int t, ends = 0;
    ck_assert_int_eq(mancala_batch_shape(b, NULL, &actions, &obs_size), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_set_opponent(b, kind, level, seat), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_set_threads(b, 2), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_reset(b, 9, o.obs, o.mask, o.to_move), MANCALA_OK);
    for (i = 0; i < N; i++)
        seats[i] = o.to_move[i];
    for (t = 0; t < steps; t++) {
        for (i = 0; i < N; i++)
            act[i] = pick(o.mask + i * actions, actions);
        ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
        for (i = 0; i < N; i++) {
            mancala_game *g;
            if (ended[i])
                seats[i] = o.to_move[i];
            ck_assert(seat < 0 || seats[i] == seat);
            ck_assert_int_eq(o.to_move[i], seats[i]);
            ck_assert_int_eq(mancala_batch_game(b, i, &g), MANCALA_OK);
            ended[i] = o.terminated[i] || o.truncated[i];
            if (!mancala_game_is_over(g)) {
                ck_assert_int_eq(mancala_game_to_move(g), seats[i]);
            } else if (ended[i]) {
                int32_t winner, reason;
                ck_assert_int_eq(mancala_game_result(g, &winner, &reason), MANCALA_OK);
                ck_assert(o.rewards[i] == (reason == MANCALA_REASON_LIMIT || winner < 0 ? 0.0f
                                           : winner == seats[i] ? 1.0f : -1.0f));
                ends++;
            }
            same_seeds(b, i, o.obs + i * obs_size, seats[i]);
            mancala_game_free(g);
        }
    }
    ck_assert_int_gt(ends, 0);
    mancala_batch_free(b);
}

START_TEST(opponent_random)
{
    caller_seat_only("kalah", MANCALA_OPPONENT_RANDOM, 0, 1, 300);
    caller_seat_only("kalah", MANCALA_OPPONENT_RANDOM, 0, -1, 300);
    caller_seat_only("mefuvha", MANCALA_OPPONENT_RANDOM, 0, 0, 100);
}
END_TEST

START_TEST(opponent_level)
{
    caller_seat_only("kalah", MANCALA_OPPONENT_LEVEL, 1, 1, 120);
    caller_seat_only("oware", MANCALA_OPPONENT_LEVEL, 1, -1, 120);
}
END_TEST

/* ---- bad input ------------------------------------------------------------------------------- */

static int32_t any_sow(const int32_t *pits, int32_t houses, int32_t player, int32_t house, void *u)
{
    (void)pits;
    (void)houses;
    (void)player;
    (void)house;
    (void)u;
    return 1;
}

START_TEST(bad_input)
{
    static out o;
    mancala_variant *v, *hooked;
    mancala_batch *b = NULL, *keep;
    mancala_game *g, *other = new_game("oware");
    size_t n = SIZE_SENTINEL, a = SIZE_SENTINEL, s = SIZE_SENTINEL, off = SIZE_SENTINEL;
    int32_t act[2] = { 0, 0 };

    ck_assert_int_eq(mancala_variant_new(&v, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_new(NULL, v, 2), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_new(&b, NULL, 2), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_new(&b, v, 0), MANCALA_ELIMIT);
    ck_assert_int_eq(mancala_batch_new(&b, v, 65537), MANCALA_ELIMIT);
    ck_assert_ptr_null(b);
    ck_assert_int_eq(mancala_variant_new(&hooked, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks(hooked, any_sow, NULL, NULL, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_batch_new(&b, hooked, 2), MANCALA_ERULES);
    ck_assert_ptr_null(b);
    ck_assert_int_eq(mancala_batch_new(&b, v, 2), MANCALA_OK);
    keep = b;
    mancala_batch_free(NULL);

    ck_assert_int_eq(mancala_batch_shape(NULL, &n, &a, &s), MANCALA_EINVAL);
    ck_assert(n == SIZE_SENTINEL && a == SIZE_SENTINEL && s == SIZE_SENTINEL);
    ck_assert_int_eq(mancala_batch_obs_part(NULL, 0, &off, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_obs_part(b, -1, &off, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_obs_part(b, 7, &off, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_obs_part(b, 0, NULL, &n), MANCALA_EINVAL);
    ck_assert(off == SIZE_SENTINEL && n == SIZE_SENTINEL);
    ck_assert_int_eq(mancala_batch_set_layout(NULL, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_layout(b, 2), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_layout(b, -1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_illegal(b, 2, 0.0f), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_illegal(NULL, 0, 0.0f), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_opponent(b, 3, 0, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_opponent(b, -1, 0, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_opponent(b, MANCALA_OPPONENT_RANDOM, 0, 2), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_opponent(b, MANCALA_OPPONENT_RANDOM, 0, -2), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_opponent(b, MANCALA_OPPONENT_LEVEL, 0, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_opponent(b, MANCALA_OPPONENT_LEVEL, 10, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_opponent(NULL, 0, 0, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_start(b, -1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_start(NULL, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_threads(b, 0), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_threads(b, 257), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_threads(NULL, 1), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_reset(NULL, 0, NULL, NULL, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_step(NULL, act, NULL, NULL, NULL, NULL, NULL, NULL),
                     MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_step(b, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
                     MANCALA_EINVAL);
    g = GAME_SENTINEL;
    ck_assert_int_eq(mancala_batch_game(b, 2, &g), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_game(NULL, 0, &g), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_game(b, 0, NULL), MANCALA_EINVAL);
    ck_assert_ptr_eq(g, GAME_SENTINEL);
    ck_assert_int_eq(mancala_batch_set_game(b, 0, other), MANCALA_ERULES);
    ck_assert_int_eq(mancala_batch_set_game(b, 2, other), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_game(b, 0, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_batch_set_game(NULL, 0, other), MANCALA_EINVAL);

    /* Nothing changed: the shape, the layout, self-play, ERROR for illegal actions. */
    ck_assert_ptr_eq(b, keep);
    ck_assert_int_eq(mancala_batch_shape(b, &n, &a, &s), MANCALA_OK);
    ck_assert_uint_eq(n, 2);
    ck_assert_uint_eq(a, 6);
    ck_assert_uint_eq(s, 14);
    ck_assert_int_eq(mancala_batch_reset(b, 1, o.obs, o.mask, o.to_move), MANCALA_OK);
    ck_assert_int_eq(o.to_move[0], 0);
    act[0] = 2;
    act[1] = 2;
    ck_assert_int_eq(step(b, act, &o), MANCALA_OK);
    ck_assert_int_eq(step(b, act, &o), MANCALA_EILLEGAL);

    mancala_game_free(other);
    mancala_batch_free(b);
    mancala_variant_free(v);
    mancala_variant_free(hooked);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("batch");
    TCase *tc = tcase_create("batch");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, random_games, 0, 17);
    tcase_add_test(tc, planes_two_rows);
    tcase_add_test(tc, planes_first_turns);
    tcase_add_test(tc, planes_four_rows);
    tcase_add_test(tc, planes_tuzdik);
    tcase_add_test(tc, planes_closed);
    tcase_add_test(tc, planes_pending_and_lost);
    tcase_add_test(tc, openspiel_mancala);
    tcase_add_test(tc, openspiel_oware);
    tcase_add_test(tc, openspiel_refused);
    tcase_add_test(tc, next_step_reset);
    tcase_add_test(tc, truncation);
    tcase_add_test(tc, illegal_error);
    tcase_add_test(tc, illegal_penalty);
    tcase_add_test(tc, seeds_and_threads);
    tcase_add_test(tc, level_threads);
    tcase_add_test(tc, opponent_random);
    tcase_add_test(tc, opponent_level);
    tcase_add_test(tc, bad_input);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
