/* SPDX-License-Identifier: MIT */
/* check_trace.c: move traces, results, game specs and game records. The trace invariant (the events
 * applied in order to the board before a move give the board after it) over random games of every
 * preset, of option mixes and of hooked variants; records read back into the same game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define NPITS (4 * MANCALA_MAX_HOUSES + 2)

static const char *const specs[] = {
    "kalah", "oware", "congkak", "kalah:houses=4,seeds=3", "kalah:capture=empty",
    "kalah:extra=off,end=mover", "kalah:majority=end", "oware:grandslam=capture",
    "oware:grandslam=forbidden", "oware:capture=count,feed=free,origin=sow",
    "oware:houses=3,seeds=2", "oware:houses=3,seeds=2,cycle=split", "oware:houses=4,seeds=3,cycle=split",
    "congkak:houses=4,seeds=3", "kalah:relay=on,capture=count", "kalah:stores=none,extra=off,capture=empty",
    "oware:houses=8,seeds=2,origin=skip",
    /* the rule model v2: marks, rounds and the new options */
    "togyz", "bestemshe", "togyz:houses=5,seeds=3", "congkak:houses=4,seeds=3,rounds=burn",
    "congkak:houses=3,seeds=2,rounds=burn,starter=alternate", "congkak:houses=7,seeds=7,rounds=burn",
    "oware:counts=even+3,chain=off", "kalah:capture=count,counts=2+4+6,side=both",
    "oware:side=own,counts=1+3", "kalah:origin=first", "oware:origin=first,feed=must",
    "congkak:passing=store", "oware:passing=store,counts=even",
    /* Rule sets of the catalogue, small enough for their games to reach every end rule. */
    "halusa:houses=3,seeds=2", "al-manqala:houses=3,seeds=2", "bohnenspiel:houses=3,seeds=2",
    "songo:houses=3,seeds=2", "tihbat", "micro-wari", "bakuk",
};

static uint32_t rng = 12345;
static uint32_t next_rand(void)
{
    rng = rng * 1103515245u + 12345u;
    return rng >> 8;
}

/* A land hook that relays from a non-empty opponent's house and captures a lone seed at home with
 * the seeds opposite it. */
static int32_t relay_capture_land(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                                  int32_t before, void *userdata)
{
    const int32_t own = player * (houses + 1), opp = (1 - player) * (houses + 1);
    (void)userdata;
    if (pit >= opp && pit < opp + houses && before > 0 && before < 3)
        return MANCALA_LAND_RELAY;
    if (pit >= own && pit < own + houses && before == 0) {
        int32_t facing = opp + houses - 1 - (pit - own);
        pits[own + houses] += pits[facing] + pits[pit];
        pits[facing] = pits[pit] = 0;
        return MANCALA_LAND_END;
    }
    return MANCALA_LAND_DEFAULT;
}

/* An end hook that ends the game once a store holds 15, and otherwise moves a seed from the
 * mover's first house to its second when the first holds exactly 5. */
static int32_t shifting_end(int32_t *pits, int32_t houses, int32_t to_move, void *userdata)
{
    const int32_t own = to_move * (houses + 1);
    (void)userdata;
    if (pits[houses] >= 15 || pits[2 * houses + 1] >= 15)
        return MANCALA_END_OVER;
    if (pits[own] == 5) {
        pits[own]--;
        pits[own + 1]++;
        return MANCALA_END_CONTINUE;
    }
    return MANCALA_END_DEFAULT;
}

static mancala_game *hooked_game(const char *spec, mancala_land_hook land, mancala_end_hook end)
{
    mancala_variant *v;
    mancala_game *g;
    ck_assert_int_eq(mancala_variant_new(&v, spec), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_set_hooks(v, NULL, land, end, NULL), MANCALA_OK);
    ck_assert_int_eq(mancala_game_new(&g, v), MANCALA_OK);
    mancala_variant_free(v);
    return g;
}

static unsigned long n_games, n_moves, n_events;

/* Applies the events to b and checks them against the board after the move. */
static void check_move(mancala_game *g, int32_t move)
{
    int32_t before[NPITS], after[NPITS], mover = mancala_game_to_move(g), hand = 0, winner, reason;
    mancala_event *big = NULL;
    size_t n, nb, i, need;
    int32_t st, pst;
    int extra = 0, end = -2, end_reason = 0, new_round = 0;

    ck_assert_int_eq(mancala_game_board(g, before, NPITS, &nb), MANCALA_OK);
    st = mancala_game_trace(g, move, NULL, 0, &need);
    if (st == MANCALA_ERANGE) {
        big = malloc(need * sizeof *big);
        ck_assert_ptr_nonnull(big);
        /* One too few: nothing written, the size again. */
        if (need > 1) {
            big[need - 2].kind = INT_SENTINEL;
            ck_assert_int_eq(mancala_game_trace(g, move, big, need - 1, &n), MANCALA_ERANGE);
            ck_assert_uint_eq(n, need);
            ck_assert_int_eq(big[need - 2].kind, INT_SENTINEL);
        }
        ck_assert_int_eq(mancala_game_trace(g, move, big, need, &n), MANCALA_OK);
        ck_assert_uint_eq(n, need);
    } else {
        n = 0;
    }
    pst = mancala_game_play(g, move);
    ck_assert_int_eq(st == MANCALA_ERANGE ? MANCALA_OK : st, pst);
    if (pst != MANCALA_OK) {
        free(big);
        return;
    }
    ck_assert_ptr_nonnull(big);
    for (i = 0; i < n; i++) {
        const mancala_event *e = &big[i];
        ck_assert_msg(end == -2, "event after END");
        switch (e->kind) {
        case MANCALA_EVENT_PICKUP:
            ck_assert_int_ge(before[e->pit], e->count);
            before[e->pit] -= e->count;
            hand += e->count;
            break;
        case MANCALA_EVENT_SOW:
            ck_assert_int_eq(e->count, 1);
            ck_assert_int_gt(hand, 0);
            before[e->pit]++;
            hand--;
            break;
        case MANCALA_EVENT_SKIP:
            ck_assert_int_gt(hand, 0);
            break;
        case MANCALA_EVENT_CAPTURE:
        case MANCALA_EVENT_SWEEP:
            ck_assert_int_eq(hand, 0);
            ck_assert_int_gt(e->count, 0);
            ck_assert_int_ge(before[e->pit], e->count);
            ck_assert(e->to >= 0 && (size_t)e->to < nb);
            before[e->pit] -= e->count;
            before[e->to] += e->count;
            break;
        case MANCALA_EVENT_SET:
            before[e->pit] = e->count;
            break;
        case MANCALA_EVENT_EXTRA:
            ck_assert_int_eq(e->pit, mover);
            extra = 1;
            break;
        case MANCALA_EVENT_END:
            end = e->pit;
            end_reason = e->count;
            break;
        case MANCALA_EVENT_REFILL:
            ck_assert_int_eq(hand, 0);
            ck_assert_int_ge(before[e->pit], e->count);
            ck_assert(e->to >= 0 && (size_t)e->to < nb);
            before[e->pit] -= e->count;
            before[e->to] += e->count;
            break;
        case MANCALA_EVENT_ROUND:
            ck_assert(e->pit == 0 || e->pit == 1);
            new_round = 1;
            break;
        case MANCALA_EVENT_CLOSE:
        case MANCALA_EVENT_OPEN:
            ck_assert_int_eq(before[e->pit], 0);
            break;
        case MANCALA_EVENT_TUZDIK:
            ck_assert_int_eq(e->count, mover);
            break;
        default:
            ck_abort_msg("unknown event kind %d", (int)e->kind);
        }
        ck_assert(e->pit >= -1 && (size_t)(e->pit + 1) <= nb);
    }
    ck_assert_int_eq(hand, 0);
    ck_assert_int_eq(mancala_game_board(g, after, NPITS, &nb), MANCALA_OK);
    for (i = 0; i < nb; i++)
        ck_assert_msg(before[i] == after[i], "pit %u: events give %d, play %d", (unsigned)i,
                      (int)before[i], (int)after[i]);
    if (mancala_game_is_over(g)) {
        ck_assert_int_ne(end, -2);
        ck_assert_int_eq(mancala_game_result(g, &winner, &reason), MANCALA_OK);
        ck_assert_int_eq(winner, end);
        ck_assert_int_eq(reason, end_reason);
        ck_assert(reason >= MANCALA_REASON_MAJORITY && reason <= MANCALA_REASON_LIMIT);
    } else {
        ck_assert_int_eq(end, -2);
        /* A new round's starter is the rule's, whoever moved last. */
        if (!new_round)
            ck_assert_int_eq(extra, mancala_game_to_move(g) == mover);
        winner = reason = INT_SENTINEL;
        ck_assert_int_eq(mancala_game_result(g, &winner, &reason), MANCALA_EINVAL);
        ck_assert_int_eq(winner, INT_SENTINEL);
    }
    n_moves++;
    n_events += n;
    free(big);
}

/* A saved and reloaded game is the same game, down to its undo. */
static void check_record(const mancala_game *g)
{
    char *text;
    size_t need, need2;
    mancala_game *a, *b;
    struct snap sa, sb;

    ck_assert_int_eq(mancala_game_to_record(g, NULL, 0, &need), MANCALA_ERANGE);
    text = malloc(need);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(mancala_game_to_record(g, text, need, &need2), MANCALA_OK);
    ck_assert_uint_eq(need, need2);
    ck_assert_uint_eq(strlen(text) + 1, need);
    ck_assert_int_eq(mancala_game_from_record(&b, text), MANCALA_OK);
    ck_assert_int_eq(mancala_game_clone(g, &a), MANCALA_OK);
    for (;;) {
        take_snap(a, &sa);
        take_snap(b, &sb);
        same_snap(&sa, &sb, "reloaded record");
        if (mancala_game_undo(a) != MANCALA_OK)
            break;
        ck_assert_int_eq(mancala_game_undo(b), MANCALA_OK);
    }
    ck_assert_int_eq(mancala_game_undo(b), MANCALA_ENOHISTORY);
    mancala_game_free(a);
    mancala_game_free(b);
    free(text);
}

static void random_games(mancala_game *proto, int games, int records)
{
    int k;
    for (k = 0; k < games; k++) {
        mancala_game *g;
        int plies = 0;
        ck_assert_int_eq(mancala_game_clone(proto, &g), MANCALA_OK);
        while (!mancala_game_is_over(g) && plies < 300) {
            int32_t moves[MANCALA_MAX_MOVES];
            size_t n;
            ck_assert_int_eq(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n), MANCALA_OK);
            ck_assert_uint_gt(n, 0);
            check_move(g, moves[next_rand() % n]);
            plies++;
        }
        if (k < records)
            check_record(g);
        n_games++;
        mancala_game_free(g);
    }
}

/* Games per rule set: fewer under valgrind, the emulators and wine (MANCALA_TEST_QUICK), where
 * each game costs 25 to 50 times as much. */
static int games_per_set(void)
{
    return test_quick() ? 3 : 100;
}

START_TEST(trace_invariant_presets)
{
    size_t i;
    for (i = 0; i < sizeof specs / sizeof *specs; i++) {
        mancala_game *g = new_game(specs[i]);
        random_games(g, games_per_set(), 20);
        mancala_game_free(g);
    }
    printf("trace invariant, specs: %lu games, %lu moves, %lu events\n", n_games, n_moves, n_events);
}
END_TEST

START_TEST(trace_invariant_hooks)
{
    static const char *const hooked[] = { "kalah:capture=none,extra=off", "oware", "kalah" };
    size_t i;
    for (i = 0; i < 3; i++) {
        mancala_game *g = hooked_game(hooked[i], relay_capture_land, NULL);
        random_games(g, games_per_set(), 0);
        mancala_game_free(g);
        g = hooked_game(hooked[i], NULL, shifting_end);
        random_games(g, games_per_set(), 0);
        mancala_game_free(g);
        g = hooked_game(hooked[i], relay_capture_land, shifting_end);
        random_games(g, games_per_set(), 0);
        mancala_game_free(g);
    }
    printf("trace invariant, with hooks: %lu games, %lu moves, %lu events\n", n_games, n_moves,
           n_events);
}
END_TEST

/* Kalah house 2 (4 seeds) from the start: the pick-up, four seeds to the store, the extra move. */
START_TEST(trace_kalah_first_move)
{
    mancala_game *g = new_game("kalah");
    mancala_event ev[8];
    size_t n = SIZE_SENTINEL;
    static const int32_t want[][4] = {
        { MANCALA_EVENT_PICKUP, 2, 4, -1 }, { MANCALA_EVENT_SOW, 3, 1, -1 },
        { MANCALA_EVENT_SOW, 4, 1, -1 },    { MANCALA_EVENT_SOW, 5, 1, -1 },
        { MANCALA_EVENT_SOW, 6, 1, -1 },    { MANCALA_EVENT_EXTRA, 0, 0, -1 },
    };
    size_t i;
    ck_assert_int_eq(mancala_game_trace(g, 2, ev, 8, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 6);
    for (i = 0; i < n; i++) {
        ck_assert_int_eq(ev[i].kind, want[i][0]);
        ck_assert_int_eq(ev[i].pit, want[i][1]);
        ck_assert_int_eq(ev[i].count, want[i][2]);
        ck_assert_int_eq(ev[i].to, want[i][3]);
    }
    mancala_game_free(g);
}
END_TEST

/* Oware's skipped origin: 12 seeds from house 0 pass it once. */
START_TEST(trace_oware_skip)
{
    mancala_game *g = new_game("oware");
    int32_t pits[14] = { 12, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 0, 0 };
    mancala_event ev[32];
    size_t n, i, skips = 0;
    ck_assert_int_eq(mancala_game_set_board(g, pits, 14, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_trace(g, 0, ev, 32, &n), MANCALA_OK);
    for (i = 0; i < n; i++)
        if (ev[i].kind == MANCALA_EVENT_SKIP) {
            ck_assert_int_eq(ev[i].pit, 0);
            ck_assert_int_eq(ev[i - 1].kind, MANCALA_EVENT_SOW);
            ck_assert_int_eq(ev[i - 1].pit, 12);
            skips++;
        }
    ck_assert_uint_eq(skips, 1);
    mancala_game_free(g);
}
END_TEST

/* A capture reports the pits it takes in pits order, as it takes them: Kalah's opposite capture by
 * the second player (the opposite house comes first), and a count capture of side=both whose chain
 * wraps round the ring from pit 0 to the top house. */
START_TEST(trace_capture_order)
{
    static const struct {
        const char *spec;
        int32_t npits, house, pits[14], want[6][4];
    } cases[] = {
        { "kalah", 14, 0, { 1, 1, 1, 1, 3, 1, 0, 1, 0, 1, 1, 1, 1, 0 },
          { { MANCALA_EVENT_PICKUP, 7, 1, -1 }, { MANCALA_EVENT_SOW, 8, 1, -1 },
            { MANCALA_EVENT_CAPTURE, 4, 3, 13 }, { MANCALA_EVENT_CAPTURE, 8, 1, 13 } } },
        { "kalah:houses=3,seeds=2,capture=count,counts=2,side=both", 8, 1,
          { 1, 1, 1, 0, 1, 3, 1, 0 },
          { { MANCALA_EVENT_PICKUP, 5, 3, -1 }, { MANCALA_EVENT_SOW, 6, 1, -1 },
            { MANCALA_EVENT_SOW, 7, 1, -1 }, { MANCALA_EVENT_SOW, 0, 1, -1 },
            { MANCALA_EVENT_CAPTURE, 0, 2, 7 }, { MANCALA_EVENT_CAPTURE, 6, 2, 7 } } },
    };
    static const size_t len[] = { 4, 6 };
    size_t c, i, n;
    for (c = 0; c < sizeof cases / sizeof *cases; c++) {
        mancala_game *g = new_game(cases[c].spec);
        mancala_event ev[16];
        ck_assert_int_eq(mancala_game_set_board(g, cases[c].pits, (size_t)cases[c].npits, 1),
                         MANCALA_OK);
        ck_assert_int_eq(mancala_game_trace(g, cases[c].house, ev, 16, &n), MANCALA_OK);
        ck_assert_uint_eq(n, len[c]);
        for (i = 0; i < n; i++) {
            ck_assert_int_eq(ev[i].kind, cases[c].want[i][0]);
            ck_assert_int_eq(ev[i].pit, cases[c].want[i][1]);
            ck_assert_int_eq(ev[i].count, cases[c].want[i][2]);
            ck_assert_int_eq(ev[i].to, cases[c].want[i][3]);
        }
        mancala_game_free(g);
    }
}
END_TEST

START_TEST(trace_errors)
{
    mancala_game *g = new_game("kalah");
    mancala_event ev[8];
    size_t n = SIZE_SENTINEL;
    int32_t pits[14] = { 0, 0, 0, 0, 0, 1, 30, 0, 0, 0, 0, 0, 1, 16 };
    int32_t w = INT_SENTINEL, r = INT_SENTINEL;
    char buf[8];

    ck_assert_int_eq(mancala_game_trace(NULL, 0, ev, 4, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_trace(g, 0, ev, 4, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_trace(g, 0, NULL, 4, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_trace(g, -1, ev, 4, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_trace(g, 6, ev, 4, &n), MANCALA_EINVAL);
    ck_assert_uint_eq(n, SIZE_SENTINEL);
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_result(NULL, &w, &r), MANCALA_EINVAL);
    ck_assert_int_eq(w, INT_SENTINEL);
    ck_assert_int_eq(mancala_game_set_board(g, pits, 14, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_trace(g, 0, ev, 4, &n), MANCALA_EILLEGAL);
    ck_assert_uint_eq(n, SIZE_SENTINEL);
    /* House 5 to the store (an extra move), but the mover's row is empty: the rest is swept and
     * player 0 wins. Too small a buffer first: nothing written. */
    ev[0].kind = INT_SENTINEL;
    ck_assert_int_eq(mancala_game_trace(g, 5, ev, 4, &n), MANCALA_ERANGE);
    ck_assert_uint_eq(n, 5);
    ck_assert_int_eq(ev[0].kind, INT_SENTINEL);
    ck_assert_int_eq(mancala_game_trace(g, 5, ev, 8, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 5);
    ck_assert_int_eq(ev[2].kind, MANCALA_EVENT_EXTRA);
    ck_assert_int_eq(ev[3].kind, MANCALA_EVENT_SWEEP);
    ck_assert_int_eq(ev[3].pit, 12);
    ck_assert_int_eq(ev[3].count, 1);
    ck_assert_int_eq(ev[3].to, 13);
    ck_assert_int_eq(ev[4].kind, MANCALA_EVENT_END);
    ck_assert_int_eq(ev[4].pit, 0);
    ck_assert_int_eq(ev[4].count, MANCALA_REASON_EMPTY_ROW);
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    ck_assert_int_eq(mancala_game_trace(g, 0, ev, 4, &n), MANCALA_EOVER);
    ck_assert_int_eq(mancala_game_result(g, &w, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, 0);
    ck_assert_int_eq(r, MANCALA_REASON_EMPTY_ROW);
    /* Over from the start: the reason is kept by set_board. */
    pits[5] = 0;
    pits[12] = 2;
    pits[13] = 15;
    ck_assert_int_eq(mancala_game_set_board(g, pits, 14, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, 0);
    ck_assert_int_eq(r, MANCALA_REASON_EMPTY_ROW);
    ck_assert_int_eq(mancala_game_spec(g, buf, sizeof buf, &n), MANCALA_ERANGE);
    ck_assert_uint_gt(n, sizeof buf);
    mancala_game_free(g);
}
END_TEST

START_TEST(result_reasons)
{
    mancala_game *g = new_game("oware");
    int32_t w, r;
    /* Oware: a store past half the seeds ends the game. */
    int32_t maj[14] = { 0, 0, 0, 0, 0, 1, 24, 1, 0, 1, 0, 0, 0, 21 };
    int32_t nomove[14] = { 0, 0, 0, 0, 0, 0, 20, 1, 0, 0, 0, 0, 0, 20 };
    ck_assert_int_eq(mancala_game_set_board(g, maj, 14, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK); /* captures 2 from pit 7: 26 of 48 */
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, 0);
    ck_assert_int_eq(r, MANCALA_REASON_MAJORITY);
    ck_assert_int_eq(mancala_game_set_board(g, nomove, 14, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_result(g, &w, &r), MANCALA_OK);
    ck_assert_int_eq(w, 1);
    ck_assert_int_eq(r, MANCALA_REASON_NO_MOVE);
    mancala_game_free(g);
}
END_TEST

START_TEST(game_spec)
{
    mancala_game *g = new_game("oware:houses=4");
    char buf[256];
    size_t n = SIZE_SENTINEL, m;
    buf[0] = CHAR_SENTINEL;
    ck_assert_int_eq(mancala_game_spec(NULL, buf, sizeof buf, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_spec(g, NULL, 0, &n), MANCALA_ERANGE);
    ck_assert_int_eq(mancala_game_spec(g, buf, n - 1, &m), MANCALA_ERANGE);
    ck_assert_int_eq(buf[0], CHAR_SENTINEL);
    ck_assert_int_eq(mancala_game_spec(g, buf, n, &m), MANCALA_OK);
    ck_assert_uint_eq(m, n);
    ck_assert_str_eq(buf, "oware:houses=4,seeds=4,stores=none,origin=skip,relay=off,extra=off,"
                          "capture=count,grandslam=nocapture,feed=must,end=mover,majority=end,"
                          "cycle=end");
    mancala_game_free(g);
}
END_TEST

START_TEST(record_format)
{
    mancala_game *g = new_game("kalah:houses=4,seeds=3"), *h = GAME_SENTINEL;
    char buf[512];
    size_t n;
    static const char *const bad[] = {
        "", "mancala-record 1\n", "mancala-record 2\nkalah 3,3,3,3/0 3,3,3,3/0 0\n\n",
        /* (a record without its final newline, or its empty moves line, reads: check_errors) */
        "mancala-record 1\nkalah:houses=4,seeds=3 3,3,3,3/0 3,3,3,3/0 0\n\n\n",
        "mancala-record 1\nkalah:houses=4,seeds=3 3,3,3,3/0 3,3,3,3/0 0\n1  2\n",
        "mancala-record 1\nkalah:houses=4,seeds=3 3,3,3,3/0 3,3,3,3/0 0\n01\n",
        "mancala-record 1\nkalah:houses=4,seeds=3 3,3,3,3/0 3,3,3,3/0 0\n1\nx",
        "mancala-record 1\nkalah:houses=4,seeds=3 3,3,3,3/0 3,3,3,3/0 0\n1 \n",
        "mancala-record 1\nkalah:houses=4,seeds=3 3,3,3,3/0 3,3,3,3/0 0\n1\r",
        "mancala-record 1\r\r\nkalah:houses=4,seeds=3 3,3,3,3/0 3,3,3,3/0 0\n1\n",
    };
    size_t i;
    ck_assert_int_eq(mancala_game_play(g, 1), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_to_record(g, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_str_eq(buf, "mancala-record 1\nkalah:houses=4,seeds=3,stores=own,origin=sow,relay=off,"
                          "extra=store,capture=standard,grandslam=nocapture,feed=free,end=either,"
                          "majority=play,cycle=end 3,3,3,3/0 3,3,3,3/0 0\n1 0\n");
    for (i = 0; i < sizeof bad / sizeof *bad; i++)
        ck_assert_msg(mancala_game_from_record(&h, bad[i]) != MANCALA_OK && h == GAME_SENTINEL,
                      "bad record %u accepted", (unsigned)i);
    /* The first bad move's code: house 0 is empty after 0 when it is the same player's turn. */
    ck_assert_int_eq(mancala_game_from_record(&h, "mancala-record 1\nkalah:houses=4,seeds=3 "
                                                  "3,3,3,3/0 3,3,3,3/0 0\n1 0 7\n"),
                     MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_from_record(&h, "mancala-record 1\nkalah:houses=4,seeds=3 "
                                                  "3,3,3,3/0 3,3,3,3/0 0\n1 1\n"),
                     MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_from_record(&h, "mancala-record 1\nkalah:houses=4,seeds=3 "
                                                  "3,3,3,3/0 3,3,3,3/0 0\n\n"),
                     MANCALA_OK);
    ck_assert_int_eq(mancala_game_to_record(h, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_str_eq(buf + n - 4, "0\n\n");
    ck_assert_ptr_ne(h, GAME_SENTINEL);
    mancala_game_free(h);
    ck_assert_int_eq(mancala_game_to_record(g, buf, 10, &n), MANCALA_ERANGE);
    ck_assert_int_eq(mancala_game_from_record(NULL, "x"), MANCALA_EINVAL);
    mancala_game_free(g);
}
END_TEST

/* A game over from its first position keeps its result through a record: the record names the
 * position as it was set, not the one the end of the game swept (found by the record fuzzer: the
 * swept board ends by majority, the board set ended because the mover had no move). */
START_TEST(record_keeps_start_result)
{
    mancala_game *g = NULL, *h = NULL;
    char buf[512];
    size_t n;
    int32_t w1, r1, w2, r2;

    ck_assert_int_eq(mancala_game_from_text(&g, "togyz:houses=1,seeds=1 0/0 1/0 0"), MANCALA_OK);
    ck_assert_int_eq(mancala_game_result(g, &w1, &r1), MANCALA_OK);
    ck_assert_int_eq(r1, MANCALA_REASON_NO_MOVE);
    ck_assert_int_eq(mancala_game_to_record(g, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_int_eq(mancala_game_from_record(&h, buf), MANCALA_OK);
    ck_assert_int_eq(mancala_game_result(h, &w2, &r2), MANCALA_OK);
    ck_assert_int_eq(w1, w2);
    ck_assert_int_eq(r1, r2);
    ck_assert_uint_eq(mancala_game_hash(g), mancala_game_hash(h));
    mancala_game_free(h);
    mancala_game_free(g);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("trace");
    TCase *tc = tcase_create("trace");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, trace_kalah_first_move);
    tcase_add_test(tc, trace_oware_skip);
    tcase_add_test(tc, trace_capture_order);
    tcase_add_test(tc, trace_errors);
    tcase_add_test(tc, result_reasons);
    tcase_add_test(tc, game_spec);
    tcase_add_test(tc, record_format);
    tcase_add_test(tc, record_keeps_start_result);
    tcase_add_test(tc, trace_invariant_presets);
    tcase_add_test(tc, trace_invariant_hooks);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
