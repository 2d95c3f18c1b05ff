/* SPDX-License-Identifier: MIT */
/* check_random.c: thousands of random games of every preset and of option mixes. After every move:
 * seeds are conserved, the incremental hash equals a from-scratch one, and undo restores the exact
 * prior state; clones are independent. White-box: links the engine's convenience library. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "rules/advance.h"
#include "testutil.h"

static const char *specs[] = {
    "kalah", "kalah:capture=empty", "kalah:end=mover", "kalah:seeds=6", "kalah:houses=4,seeds=3",
    "kalah:origin=skip,seeds=3", "kalah:capture=none,extra=off", "kalah:majority=end",
    "oware", "oware:grandslam=forbidden", "oware:grandslam=capture", "oware:cycle=split",
    "oware:houses=2,seeds=2", "oware:houses=3,seeds=1,cycle=split", "oware:feed=free,end=either",
    "congkak", "congkak:capture=empty", "congkak:houses=7,seeds=7", "congkak:origin=skip",
    "congkak:end=mover", "custom:houses=1,seeds=5", "custom:houses=16,seeds=7",
    "custom:stores=none,extra=off,capture=empty,origin=skip", "custom:relay=on,capture=none",
};

static uint64_t rng_state;
static uint32_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 16);
}

typedef struct snapshot {
    int32_t pits[MC_MAX_PITS], moves[MANCALA_MAX_MOVES];
    size_t npits, nmoves, nhist;
    int32_t to_move, over;
    uint64_t hash;
    char text[512];
} snapshot;

static void snap(const mancala_game *g, snapshot *s)
{
    size_t n;
    memset(s, 0, sizeof *s);
    ck_assert_int_eq(mancala_game_board(g, s->pits, MC_MAX_PITS, &s->npits), MANCALA_OK);
    ck_assert_int_eq(mancala_game_legal_moves(g, s->moves, MANCALA_MAX_MOVES, &s->nmoves),
                     MANCALA_OK);
    n = 0;
    ck_assert_int_eq(mancala_game_history(g, NULL, 0, &n), n ? MANCALA_ERANGE : MANCALA_OK);
    s->nhist = n;
    s->to_move = mancala_game_to_move(g);
    s->over = mancala_game_is_over(g);
    s->hash = mancala_game_hash(g);
    ck_assert_int_eq(mancala_game_to_text(g, s->text, sizeof s->text, &n), MANCALA_OK);
}

static void same(const snapshot *a, const snapshot *b)
{
    ck_assert_uint_eq(a->npits, b->npits);
    ck_assert_mem_eq(a->pits, b->pits, a->npits * sizeof a->pits[0]);
    ck_assert_uint_eq(a->nmoves, b->nmoves);
    ck_assert_mem_eq(a->moves, b->moves, a->nmoves * sizeof a->moves[0]);
    ck_assert_uint_eq(a->nhist, b->nhist);
    ck_assert_int_eq(a->to_move, b->to_move);
    ck_assert_int_eq(a->over, b->over);
    ck_assert_uint_eq(a->hash, b->hash);
    ck_assert_str_eq(a->text, b->text);
}

static int total_seeds(const mancala_game *g)
{
    int i, t = 0;
    for (i = 0; i < g->v.npits; i++)
        t += g->cur.pits[i];
    return t;
}

START_TEST(playouts)
{
    const char *spec = specs[_i];
    mancala_variant *v;
    mancala_game *g;
    /* MANCALA_TEST_QUICK (set for the valgrind run) plays fewer games. */
    int games, seeds, ngames = getenv("MANCALA_TEST_QUICK") ? 15 : 150;
    long plies = 0;

    rng_state = (uint64_t)0x9e3779b97f4a7c15ULL + (uint64_t)_i;
    ck_assert_int_eq(mancala_variant_new(&v, spec), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    seeds = total_seeds(g);
    for (games = 0; games < ngames; games++) {
        snapshot before, after, again;
        size_t len = 0;
        while (!mancala_game_is_over(g)) {
            int32_t moves[MANCALA_MAX_MOVES];
            size_t n;
            int32_t m;
            ck_assert_int_eq(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n),
                             MANCALA_OK);
            ck_assert_uint_gt(n, 0);
            m = moves[rnd() % n];
            snap(g, &before);
            ck_assert_int_eq(mancala_game_play(g, m), MANCALA_OK);
            len++;
            plies++;
            ck_assert_int_eq(total_seeds(g), seeds);
            ck_assert_uint_eq(mancala_game_hash(g), mc_hash_full(&g->v, &g->cur));
            /* Every 7th move: take it back, compare, replay, compare. */
            if (rnd() % 7 == 0) {
                snap(g, &after);
                ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
                snap(g, &again);
                same(&before, &again);
                ck_assert_int_eq(mancala_game_play(g, m), MANCALA_OK);
                snap(g, &again);
                same(&after, &again);
            }
            ck_assert_uint_lt(len, 100000);
        }
        /* Game over: houses empty (but the odd seed of a split), stores are the scores. */
        ck_assert_int_eq(mancala_game_to_move(g), MANCALA_EOVER);
        {
            int32_t pits[MC_MAX_PITS];
            size_t n, i;
            int left = 0;
            ck_assert_int_eq(mancala_game_board(g, pits, MC_MAX_PITS, &n), MANCALA_OK);
            for (i = 0; i < n; i++)
                if ((int)i != MC_STORE(g->v.r.houses, 0) && (int)i != MC_STORE(g->v.r.houses, 1))
                    left += pits[i];
            ck_assert_int_le(left, g->v.r.cycle == MC_CYCLE_SPLIT ? 1 : 0);
        }
        /* A clone is independent: playing it back to the start leaves g as it was. */
        if (games % 10 == 0) {
            mancala_game *c;
            snap(g, &before);
            ck_assert_int_eq(mancala_game_clone(g, &c), MANCALA_OK);
            while (mancala_game_undo(c) == MANCALA_OK)
                ;
            snap(g, &after);
            same(&before, &after);
            ck_assert_int_eq(total_seeds(c), seeds);
            mancala_game_free(c);
        }
        /* Undo all the way back: the start position, hash included. */
        while (len-- > 0)
            ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
        ck_assert_int_eq(mancala_game_undo(g), MANCALA_ENOHISTORY);
        ck_assert_uint_eq(mancala_game_hash(g), mc_hash_full(&g->v, &g->cur));
        ck_assert_int_eq(mancala_game_to_move(g), 0);
    }
    ck_assert_int_gt(plies, ngames);
    mancala_game_free(g);
    mancala_variant_free(v);
}
END_TEST

/* Equal positions hash equal whatever the history: a position reached by play and the same
 * position given to set_board. */
START_TEST(hash_history_independent)
{
    mancala_variant *v;
    mancala_game *g, *h;
    int k;
    rng_state = 12345;
    ck_assert_int_eq(mancala_variant_new(&v, "kalah"), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&h, v), MANCALA_OK);
    for (k = 0; k < 2000; k++) {
        int32_t moves[16], pits[MC_MAX_PITS];
        size_t n;
        if (mancala_game_is_over(g))
            while (mancala_game_undo(g) == MANCALA_OK)
                ;
        mancala_game_legal_moves(g, moves, 16, &n);
        ck_assert_int_eq(mancala_game_play(g, moves[rnd() % n]), MANCALA_OK);
        if (mancala_game_is_over(g))
            continue;
        mancala_game_board(g, pits, MC_MAX_PITS, &n);
        ck_assert_int_eq(mancala_game_set_board(h, pits, n, mancala_game_to_move(g)), MANCALA_OK);
        ck_assert_uint_eq(mancala_game_hash(h), mancala_game_hash(g));
    }
    /* The same board with the other player to move hashes differently. */
    {
        int32_t pits[MC_MAX_PITS];
        size_t n;
        uint64_t a;
        mancala_game_board(h, pits, MC_MAX_PITS, &n);
        ck_assert_int_eq(mancala_game_set_board(h, pits, n, 0), MANCALA_OK);
        a = mancala_game_hash(h);
        ck_assert_int_eq(mancala_game_set_board(h, pits, n, 1), MANCALA_OK);
        ck_assert_uint_ne(a, mancala_game_hash(h));
    }
    mancala_game_free(g);
    mancala_game_free(h);
    mancala_variant_free(v);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("random");
    TCase *tc = tcase_create("random");

    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, playouts, 0, (int)(sizeof specs / sizeof specs[0]));
    tcase_add_test(tc, hash_history_independent);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
