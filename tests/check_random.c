/* SPDX-License-Identifier: MIT */
/* check_random.c: random games of every rule set of the catalogue (mancala_preset_info(3), so a new
 * one is covered without a word here) and of random option mixes. After every move: the seeds are
 * conserved, the move's trace replayed on the board before it gives the board after it, undo
 * restores board, hash, position text and legal moves exactly, the hash is that of the same
 * position read from its text, and the game is over exactly when no move is legal; every game
 * ends, by its rules or at the length limit. Public API only. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define PITS_MAX (4 * MANCALA_MAX_HOUSES + 2)
/* Plain ifs in the per-move checks: Check records every ck_assert that passes (a write to a pipe
 * in a forked run), which would cost more than the move. */
#define MUST(cond, ...)               \
    do {                              \
        if (!(cond))                  \
            ck_abort_msg(__VA_ARGS__); \
    } while (0)

/* The seed of the option mixes: MANCALA_TEST_SEED, to try others or replay a failure, or a fixed
 * one so that every run and every platform plays the same games. */
static uint64_t mix_seed(void)
{
    const char *e = getenv("MANCALA_TEST_SEED");
    return e ? strtoull(e, NULL, 0) : UINT64_C(51);
}

static uint64_t rng_state;
static uint32_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 16);
}

static void seed_rnd(uint64_t seed)
{
    rng_state = seed * UINT64_C(0x9e3779b97f4a7c15) + UINT64_C(0x2545f4914f6cdd1d);
    if (rng_state == 0)
        rng_state = 1;
    (void)rnd();
}

/* What the API shows of a position. */
typedef struct state {
    int32_t pits[PITS_MAX], moves[MANCALA_MAX_MOVES];
    size_t npits, nmoves;
    int32_t to_move, over;
    uint64_t hash;
    char text[2048];
} state;

/* Where a failure happened: the rules, the game, the ply. */
typedef struct where {
    const char *spec;
    int game;
    long ply;
} where;

static void get_state(const mancala_game *g, state *s)
{
    size_t n;
    memset(s, 0, sizeof *s);
    MUST(mancala_game_board(g, s->pits, PITS_MAX, &s->npits) == MANCALA_OK, "board");
    MUST(mancala_game_legal_moves(g, s->moves, MANCALA_MAX_MOVES, &s->nmoves) == MANCALA_OK,
         "legal moves");
    s->to_move = mancala_game_to_move(g);
    s->over = mancala_game_is_over(g);
    s->hash = mancala_game_hash(g);
    MUST(mancala_game_to_text(g, s->text, sizeof s->text, &n) == MANCALA_OK, "text");
}

static void same_state(const state *a, const state *b, const char *what, const where *here)
{
    MUST(a->npits == b->npits && !memcmp(a->pits, b->pits, a->npits * sizeof a->pits[0]),
         "%s game %d ply %ld: %s changed the board", here->spec, here->game, here->ply, what);
    MUST(a->nmoves == b->nmoves && !memcmp(a->moves, b->moves, a->nmoves * sizeof a->moves[0]),
         "%s game %d ply %ld: %s changed the legal moves", here->spec, here->game, here->ply, what);
    MUST(a->to_move == b->to_move && a->over == b->over,
         "%s game %d ply %ld: %s changed the player to move", here->spec, here->game, here->ply,
         what);
    MUST(a->hash == b->hash, "%s game %d ply %ld: %s changed the hash", here->spec, here->game,
         here->ply, what);
    MUST(!strcmp(a->text, b->text), "%s game %d ply %ld: %s: \"%s\", not \"%s\"", here->spec,
         here->game, here->ply, what, b->text, a->text);
}

static int32_t sum(const int32_t *pits, size_t n)
{
    int32_t t = 0;
    size_t i;
    for (i = 0; i < n; i++)
        t += pits[i];
    return t;
}

/* Applies one event of a trace to pits (n entries, houses H per side): mancala_game_trace(3). */
static void apply_event(int32_t *pits, size_t n, int32_t h, const mancala_event *e,
                        int32_t *hand, const where *here)
{
    const int in = e->pit >= 0 && (size_t)e->pit < n, to = e->to >= 0 && (size_t)e->to < n;
    int32_t i;
    switch (e->kind) {
    case MANCALA_EVENT_PICKUP:
        MUST(in && e->count > 0 && pits[e->pit] >= e->count, "%s ply %ld: pick-up of %d from %d",
             here->spec, here->ply, (int)e->count, (int)e->pit);
        pits[e->pit] -= e->count;
        *hand += e->count;
        break;
    case MANCALA_EVENT_SOW:
        MUST(in && e->count == 1 && *hand > 0, "%s ply %ld: sowing into %d with %d in hand",
             here->spec, here->ply, (int)e->pit, (int)*hand);
        pits[e->pit]++;
        (*hand)--;
        break;
    case MANCALA_EVENT_CAPTURE:
    case MANCALA_EVENT_SWEEP:
    case MANCALA_EVENT_REFILL:
        MUST(in && to && e->count >= 0 && pits[e->pit] >= e->count, "%s ply %ld: %d from %d to %d",
             here->spec, here->ply, (int)e->count, (int)e->pit, (int)e->to);
        pits[e->pit] -= e->count;
        pits[e->to] += e->count;
        break;
    case MANCALA_EVENT_SET:
        MUST(in && e->count >= 0, "%s ply %ld: set", here->spec, here->ply);
        pits[e->pit] = e->count;
        break;
    case MANCALA_EVENT_SWAP: /* the sides change places: houses and stores */
        for (i = 0; i <= h; i++) {
            const int32_t t = pits[i];
            pits[i] = pits[h + 1 + i];
            pits[h + 1 + i] = t;
        }
        break;
    default: /* skip, extra, end, round, close, open, tuzdik, pass: no seed moves */
        MUST(e->kind >= MANCALA_EVENT_PICKUP && e->kind <= MANCALA_EVENT_PASS,
             "%s ply %ld: event kind %d", here->spec, here->ply, (int)e->kind);
        break;
    }
}

/* The board before move m with m's trace applied to it, into out; whether the trace ends the
 * game. */
static int replay_trace(const mancala_game *g, const state *before, int32_t m, int32_t *out,
                         const where *here)
{
    static mancala_event ev[1 << 16];
    size_t n = 0, i;
    int32_t hand = 0, st;
    const int32_t h = (int32_t)(before->npits / 2 - 1);
    st = mancala_game_trace(g, m, ev, sizeof ev / sizeof ev[0], &n);
    MUST(st == MANCALA_OK, "%s ply %ld: trace of move %d: %s", here->spec, here->ply, (int)m,
         mancala_strerror(st));
    memcpy(out, before->pits, before->npits * sizeof out[0]);
    for (i = 0; i < n; i++)
        apply_event(out, before->npits, h, &ev[i], &hand, here);
    MUST(hand == 0, "%s ply %ld: %d seeds left in hand after the trace", here->spec, here->ply,
         (int)hand);
    return n > 0 && ev[n - 1].kind == MANCALA_EVENT_END;
}

/* Plays m and checks the move against its trace, the seed count, the hash and undo. */
static void play_checked(mancala_game *g, int32_t m, int32_t seeds, const where *here)
{
    state before, after, again;
    int32_t replayed[PITS_MAX];
    mancala_game *h = NULL;
    int32_t st;
    int ends;

    get_state(g, &before);
    ends = replay_trace(g, &before, m, replayed, here);
    st = mancala_game_play(g, m);
    MUST(st == MANCALA_OK, "%s ply %ld: legal move %d: %s", here->spec, here->ply, (int)m,
         mancala_strerror(st));
    get_state(g, &after);
    MUST(!memcmp(replayed, after.pits, after.npits * sizeof after.pits[0]),
         "%s game %d ply %ld: move %d's trace does not give the board after it (%s)", here->spec,
         here->game, here->ply, (int)m, after.text);
    MUST(sum(after.pits, after.npits) == seeds, "%s game %d ply %ld: %d seeds, not %d", here->spec,
         here->game, here->ply, (int)sum(after.pits, after.npits), (int)seeds);
    MUST(after.over == (after.nmoves == 0) && (after.to_move == MANCALA_EOVER) == after.over &&
             ends == after.over,
         "%s game %d ply %ld: over %d with %d legal moves, to move %d, end event %d", here->spec,
         here->game, here->ply, (int)after.over, (int)after.nmoves, (int)after.to_move, ends);
    /* The same position read from its text: the same board and hash (history plays no part).
     * Not once over: a finished cycle=split game keeps its odd seed in a house, and reading
     * that board applies the end rules to it afresh (mancala_game_set_board(3)). */
    if (!after.over) {
        MUST(mancala_game_from_text(&h, after.text) == MANCALA_OK, "%s: text \"%s\"", here->spec,
             after.text);
        MUST(mancala_game_hash(h) == after.hash,
             "%s ply %ld: hash of \"%s\" differs from its text's", here->spec, here->ply,
             after.text);
        mancala_game_free(h);
    }
    MUST(mancala_game_undo(g) == MANCALA_OK, "%s ply %ld: undo", here->spec, here->ply);
    get_state(g, &again);
    same_state(&before, &again, "undo", here);
    MUST(mancala_game_play(g, m) == MANCALA_OK, "%s ply %ld: replay", here->spec, here->ply);
    get_state(g, &again);
    same_state(&after, &again, "undo and play again", here);
}

/* Every game ends within this many plies: the default of limit= (mancala-spec(7)), where the
 * game ends if its rules have not ended it before (reason MANCALA_REASON_LIMIT). Random Kalah
 * games last about 40 plies, random Songo games a few hundred; random Hus, Dakon or Congkak in
 * rounds games can go on for ten thousand plies and more, and some rules (cycle=play, as in Togyz
 * Kumalak; stores=none with capture=none, which end only at a repeated position) for ever. */
#define LIMIT 2500

/* The end of a game after `plies` moves: a result whose winner the stores give, the reason
 * MANCALA_REASON_LIMIT only at the limit, and the houses empty but where the rules leave seeds in
 * them (leftover=none; the odd seed of cycle=split), which the limit sweeps too. */
static void check_end(const mancala_game *g, const char *canon, long plies, const where *here)
{
    int32_t pits[PITS_MAX], winner = 9, reason = 9, s0, s1, left;
    size_t n;
    int32_t side; /* a side's houses in the pits array, where its store follows */
    MUST(mancala_game_board(g, pits, PITS_MAX, &n) == MANCALA_OK, "board");
    side = (int32_t)(n / 2 - 1);
    MUST(mancala_game_result(g, &winner, &reason) == MANCALA_OK, "%s: no result", here->spec);
    s0 = pits[side];
    s1 = pits[2 * side + 1];
    MUST(s0 == mancala_game_store(g, 0) && s1 == mancala_game_store(g, 1), "%s: stores",
         here->spec);
    MUST(winner == (s0 > s1 ? 0 : s1 > s0 ? 1 : -1), "%s game %d: winner %d at %d to %d",
         here->spec, here->game, (int)winner, (int)s0, (int)s1);
    MUST(reason >= MANCALA_REASON_MAJORITY && reason <= MANCALA_REASON_LIMIT, "%s: reason %d",
         here->spec, (int)reason);
    MUST(plies <= LIMIT && (reason == MANCALA_REASON_LIMIT) <= (plies == LIMIT),
         "%s game %d: over after %ld plies, reason %d", here->spec, here->game, plies, (int)reason);
    left = sum(pits, n) - s0 - s1;
    if (strstr(canon, "leftover=none") == NULL || reason == MANCALA_REASON_LIMIT)
        MUST(left <= (strstr(canon, "cycle=split") ? 1 : 0),
             "%s game %d: %d seeds left at the end", here->spec, here->game, (int)left);
}

/* Undoes the whole game (len moves) and checks that the start is back, hash included. */
static void undo_all(mancala_game *g, long len, const state *start, const where *here)
{
    state now;
    while (len-- > 0)
        MUST(mancala_game_undo(g) == MANCALA_OK, "%s: undo %ld", here->spec, len);
    MUST(mancala_game_undo(g) == MANCALA_ENOHISTORY, "%s: undo beyond the start", here->spec);
    get_state(g, &now);
    same_state(start, &now, "undoing the whole game", here);
}

/* A clone is independent: taking it back to the start leaves g as it was. */
static void check_clone(const mancala_game *g, const where *here)
{
    mancala_game *c = NULL;
    state a, b;
    get_state(g, &a);
    MUST(mancala_game_clone(g, &c) == MANCALA_OK, "%s: clone", here->spec);
    while (mancala_game_undo(c) == MANCALA_OK)
        ;
    get_state(g, &b);
    same_state(&a, &b, "undoing a clone", here);
    mancala_game_free(c);
}

/* Plays `games` random games of spec from its start, drawn with seed, checking every move and
 * every end. Returns the plies played. */
static long playouts(const char *spec, int games, uint64_t seed)
{
    mancala_game *g = new_game(spec);
    char canon[1024];
    size_t len;
    state start;
    int32_t seeds;
    long plies = 0;
    where here = { spec, 0, 0 };

    ck_assert_int_eq(mancala_game_spec(g, canon, sizeof canon, &len), MANCALA_OK);
    get_state(g, &start);
    seeds = sum(start.pits, start.npits);
    seed_rnd(seed);
    for (here.game = 0; here.game < games; here.game++) {
        for (here.ply = 0; !mancala_game_is_over(g) && here.ply <= LIMIT; here.ply++) {
            int32_t moves[MANCALA_MAX_MOVES];
            size_t n = 0;
            MUST(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n) == MANCALA_OK && n > 0,
                 "%s game %d ply %ld: no legal move, not over", spec, here.game, here.ply);
            play_checked(g, moves[rnd() % n], seeds, &here);
        }
        MUST(mancala_game_is_over(g), "%s game %d: not over after %ld plies", spec, here.game,
             here.ply);
        check_end(g, canon, here.ply, &here);
        if (here.game % 5 == 0)
            check_clone(g, &here);
        plies += here.ply;
        undo_all(g, here.ply, &start, &here);
    }
    mancala_game_free(g);
    return plies;
}

START_TEST(presets)
{
    const char *name = NULL;
    long plies;
    ck_assert_int_eq(mancala_preset_info(_i, &name, NULL), MANCALA_OK);
    plies = playouts(name, test_quick() ? 2 : 12, (uint64_t)_i);
    printf("preset %s: %ld plies\n", name, plies);
    ck_assert_int_gt(plies, 0);
}
END_TEST

/* ---- Option mixes: random values for random keys of the vocabulary (mancala-spec(7)) over a
 * family preset, kept where the library accepts them. Small boards keep the games short. */

static const struct option {
    const char *key;
    const char *values[6];
} options[] = {
    { "stores", { "own", "none" } },
    { "origin", { "sow", "skip", "first" } },
    { "relay", { "off", "on" } },
    { "extra", { "store", "off" } },
    { "capture", { "standard", "empty", "count", "none", "next" } },
    { "grandslam", { "nocapture", "forbidden", "capture" } },
    { "feed", { "free", "must" } },
    { "end", { "either", "mover" } },
    { "majority", { "play", "end" } },
    { "cycle", { "end", "split", "play" } },
    { "counts", { "2+3", "1", "even", "2+4+6", "1+3", "odd" } },
    { "chain", { "on", "off", "start" } },
    { "side", { "opponent", "own", "both" } },
    { "tuzdik", { "off", "on" } },
    { "rounds", { "off", "burn" } },
    { "starter", { "loser", "winner", "last", "other", "alternate" } },
    { "leftover", { "own", "unfed", "none" } },
    { "pie", { "off", "on" } },
    { "pass", { "off", "on" } },
    { "pasu", { "off", "2", "4" } },
};
#define NOPTIONS (sizeof options / sizeof options[0])
static const char *const bases[] = { "kalah", "oware", "congkak", "togyz", "bestemshe", "custom" };
#define NMIXES 64

static size_t nvalues(const struct option *o)
{
    size_t n = 0;
    while (n < 6 && o->values[n])
        n++;
    return n;
}

/* Draws spec strings until the library accepts one: a base, a small board (1 to 6 houses of 1
 * to 4 seeds) and 1 to 8 draws of a key and its value (a key drawn twice is used once). */
static void make_mix(uint64_t seed, char *spec, size_t cap)
{
    int tries;
    seed_rnd(seed);
    for (tries = 0; tries < 10000; tries++) {
        unsigned used = 0;
        int k, keys = 1 + (int)(rnd() % 8);
        mancala_variant *v = NULL;
        size_t len = (size_t)snprintf(spec, cap, "%s:houses=%u,seeds=%u", bases[rnd() % 6],
                                      1 + rnd() % 6, 1 + rnd() % 4);
        for (k = 0; k < keys; k++) {
            size_t o = rnd() % NOPTIONS;
            if (used >> o & 1)
                continue;
            used |= 1u << o;
            len += (size_t)snprintf(spec + len, cap - len, ",%s=%s", options[o].key,
                                    options[o].values[rnd() % nvalues(&options[o])]);
        }
        if (mancala_variant_new(&v, spec) == MANCALA_OK) {
            mancala_variant_free(v);
            return;
        }
    }
    ck_abort_msg("no option mix accepted in 10000 draws");
}

START_TEST(mixes)
{
    char spec[512];
    const uint64_t seed = mix_seed() * 1000 + (uint64_t)_i;
    long plies;
    make_mix(seed, spec, sizeof spec);
    plies = playouts(spec, test_quick() ? 2 : 8, seed);
    /* No plies: rules under which the game is over at its start (checked as any end). */
    printf("MANCALA_TEST_SEED=%llu mix %d: %s, %ld plies\n", (unsigned long long)mix_seed(),
           (int)_i, spec, plies);
}
END_TEST

/* Equal positions hash equal whatever the history: a position reached by play and the same
 * position given to set_board. */
START_TEST(hash_history_independent)
{
    mancala_game *g = new_game("kalah"), *h = new_game("kalah");
    int32_t pits[PITS_MAX];
    size_t n;
    uint64_t a;
    int k;
    seed_rnd(12345);
    for (k = 0; k < 2000; k++) {
        int32_t moves[MANCALA_MAX_MOVES];
        if (mancala_game_is_over(g))
            while (mancala_game_undo(g) == MANCALA_OK)
                ;
        n = legal_moves_of(g, moves);
        ck_assert_int_eq(mancala_game_play(g, moves[rnd() % n]), MANCALA_OK);
        if (mancala_game_is_over(g))
            continue;
        ck_assert_int_eq(mancala_game_board(g, pits, PITS_MAX, &n), MANCALA_OK);
        ck_assert_int_eq(mancala_game_set_board(h, pits, n, mancala_game_to_move(g)), MANCALA_OK);
        ck_assert_uint_eq(mancala_game_hash(h), mancala_game_hash(g));
    }
    /* The same board with the other player to move hashes differently. */
    ck_assert_int_eq(mancala_game_board(h, pits, PITS_MAX, &n), MANCALA_OK);
    ck_assert_int_eq(mancala_game_set_board(h, pits, n, 0), MANCALA_OK);
    a = mancala_game_hash(h);
    ck_assert_int_eq(mancala_game_set_board(h, pits, n, 1), MANCALA_OK);
    ck_assert_uint_ne(a, mancala_game_hash(h));
    mancala_game_free(g);
    mancala_game_free(h);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("random");
    TCase *p = tcase_create("presets"), *m = tcase_create("mixes"), *h = tcase_create("hash");

    tcase_set_timeout(p, 300);
    tcase_set_timeout(m, 300);
    tcase_add_loop_test(p, presets, 0, mancala_preset_count());
    tcase_add_loop_test(m, mixes, 0, NMIXES);
    tcase_add_test(h, hash_history_independent);
    suite_add_tcase(s, p);
    suite_add_tcase(s, m);
    suite_add_tcase(s, h);
    return run_suite(s);
}
