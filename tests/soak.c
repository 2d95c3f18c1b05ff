/* SPDX-License-Identifier: MIT */
/* soak.c: random games for as long as asked, over every preset of the catalogue and random option
 * mixes, checking at every ply what the library promises: the seeds are conserved; the move's
 * trace, applied to the board before it, gives the board after it; undo restores the board, the
 * hash and the text, and the move played again gives the same position; at the end the result
 * agrees with the trace's END event and with the stores; and every few plies, and at the end, the
 * game record reads back to the same history, position and result. Every game ends within the
 * default length limit (limit=, mancala-spec(7)), with the reason MANCALA_REASON_LIMIT only there. `make soak` builds it with
 * ASan and UBSan (tests/soak.sh) and runs it for SOAK_SECONDS.
 * Usage: soak SECONDS [SEED]; prints games, plies and invariants checked (and per second); exits
 * 1 at the first broken invariant, naming the spec, the seed of the game and the ply. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mancala.h"

#define MAX_PITS (4 * MANCALA_MAX_HOUSES + 2)
#define MAX_PLIES 2500 /* the default of limit= */
#define MAX_EVENTS (1 << 18) /* a relay without stores runs up to MANCALA_MAX_SOWINGS legs */
#define TEXT_CAP 1024
#define RECORD_CAP 65536

static uint64_t rng_state;
static uint64_t checked; /* invariants checked */
static const char *cur_spec;
static uint64_t cur_seed;
static int cur_ply;

static uint64_t rnd(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void check(int ok, const char *what, int line)
{
    checked++;
    if (ok)
        return;
    fprintf(stderr, "soak: broken at line %d: %s\n  spec %s, game seed %" PRIu64 ", ply %d\n",
            line, what, cur_spec, cur_seed, cur_ply);
    exit(1);
}
#define CHECK(c) check((c) != 0, #c, __LINE__)

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* ---------------------------------------------------------------- the rules of a game */

static const char *const keys[] = { "stores", "origin", "relay", "extra", "capture", "grandslam",
                                    "feed", "end", "majority", "cycle", "rounds" };
static const char *const words[][4] = {
    { "own", "none" }, { "sow", "skip", "first" }, { "off", "on" }, { "store", "off" },
    { "standard", "empty", "count", "none" }, { "nocapture", "forbidden", "capture" },
    { "free", "must" }, { "either", "mover" }, { "play", "end" }, { "end", "split", "play" },
    { "off", "burn" },
};
static const unsigned nwords[] = { 2, 3, 2, 2, 4, 3, 2, 2, 2, 3, 2 };

/* Half the games a preset of the catalogue, half a mix of options on a base preset (a mix the
 * spec refuses is drawn again). */
static mancala_variant *draw_variant(char *spec, size_t cap)
{
    static const char *const bases[] = { "kalah", "oware", "congkak", "custom" };
    mancala_variant *v = NULL;
    size_t n, k;
    for (;;) {
        if (rnd() % 2) {
            const char *name = NULL, *desc = NULL;
            CHECK(mancala_preset_info((int32_t)(rnd() % (uint64_t)mancala_preset_count()), &name,
                                      &desc) == MANCALA_OK);
            snprintf(spec, cap, "%s", name);
        } else {
            unsigned houses = 1 + (unsigned)(rnd() % 8);
            n = (size_t)snprintf(spec, cap, "%s:houses=%u,seeds=%u", bases[rnd() % 4], houses,
                                 1 + (unsigned)(rnd() % 6));
            for (k = 0; k < sizeof keys / sizeof keys[0]; k++)
                if (rnd() % 3 == 0)
                    n += (size_t)snprintf(spec + n, cap - n, ",%s=%s", keys[k],
                                          words[k][rnd() % nwords[k]]);
        }
        if (mancala_variant_new(&v, spec) == MANCALA_OK)
            return v;
    }
}

/* ---------------------------------------------------------------- one ply */

struct pos {
    int32_t pits[MAX_PITS];
    size_t npits;
    uint64_t hash;
    char text[TEXT_CAP];
};

static void take(const mancala_game *g, struct pos *p)
{
    size_t n = 0;
    CHECK(mancala_game_board(g, p->pits, MAX_PITS, &p->npits) == MANCALA_OK);
    p->hash = mancala_game_hash(g);
    CHECK(mancala_game_to_text(g, p->text, sizeof p->text, &n) == MANCALA_OK);
}

static int32_t total(const struct pos *p)
{
    int32_t t = 0;
    size_t i;
    for (i = 0; i < p->npits; i++)
        t += p->pits[i];
    return t;
}

/* The trace of m applied to the board before it; the END event's winner and reason, if any. */
static void apply_trace(const mancala_game *g, int32_t m, int32_t *pits, size_t npits, int *ended,
                        int32_t *winner, int32_t *reason)
{
    static mancala_event ev[MAX_EVENTS];
    size_t n = 0, i;
    int32_t hand = 0, t;
    const size_t side = npits / 2; /* a side's houses and its store */
    CHECK(mancala_game_trace(g, m, ev, MAX_EVENTS, &n) == MANCALA_OK);
    *ended = 0;
    for (i = 0; i < n; i++) {
        const mancala_event *e = &ev[i];
        size_t k;
        /* END, ROUND, SWAP and PASS name no pit */
        CHECK(e->kind == MANCALA_EVENT_END || e->kind == MANCALA_EVENT_ROUND ||
              e->kind == MANCALA_EVENT_SWAP || e->kind == MANCALA_EVENT_PASS ||
              (e->pit >= 0 && (size_t)e->pit < npits));
        switch (e->kind) {
        case MANCALA_EVENT_PICKUP:
            pits[e->pit] -= e->count;
            hand += e->count;
            break;
        case MANCALA_EVENT_SOW:
            pits[e->pit]++;
            hand--;
            break;
        case MANCALA_EVENT_CAPTURE:
        case MANCALA_EVENT_SWEEP:
        case MANCALA_EVENT_REFILL:
            CHECK(e->to >= 0 && (size_t)e->to < npits);
            pits[e->pit] -= e->count;
            pits[e->to] += e->count;
            break;
        case MANCALA_EVENT_SET:
            pits[e->pit] = e->count;
            break;
        case MANCALA_EVENT_SWAP: /* pie=on: the sides change places, stores too */
            for (k = 0; k < side; k++) {
                t = pits[k];
                pits[k] = pits[side + k];
                pits[side + k] = t;
            }
            break;
        case MANCALA_EVENT_END:
            CHECK(i == n - 1); /* always the last event */
            *ended = 1;
            *winner = e->pit;
            *reason = e->count;
            break;
        default:
            break; /* SKIP, EXTRA, ROUND, CLOSE, OPEN, TUZDIK, PASS move no seed */
        }
    }
    CHECK(hand == 0);
}

/* Plays m and checks the ply's invariants against the position before it. */
static void ply(mancala_game *g, int32_t m, int32_t seeds)
{
    struct pos before, after, again;
    int32_t expect[MAX_PITS], winner = 0, reason = 0, w, r;
    int ended;

    take(g, &before);
    memcpy(expect, before.pits, sizeof expect);
    apply_trace(g, m, expect, before.npits, &ended, &winner, &reason);
    CHECK(mancala_game_play(g, m) == MANCALA_OK);
    take(g, &after);
    CHECK(total(&after) == seeds);
    CHECK(memcmp(after.pits, expect, after.npits * sizeof expect[0]) == 0);
    CHECK(ended == (mancala_game_is_over(g) == 1));
    if (ended) {
        CHECK(mancala_game_result(g, &w, &r) == MANCALA_OK && w == winner && r == reason);
    }
    /* Undo restores everything; the move again gives the same position. */
    CHECK(mancala_game_undo(g) == MANCALA_OK);
    take(g, &again);
    CHECK(again.hash == before.hash && strcmp(again.text, before.text) == 0);
    CHECK(memcmp(again.pits, before.pits, before.npits * sizeof before.pits[0]) == 0);
    CHECK(mancala_game_play(g, m) == MANCALA_OK);
    take(g, &again);
    CHECK(again.hash == after.hash && strcmp(again.text, after.text) == 0);
}

/* The game's record reads back to the same history, position and result. */
static void record_round_trip(const mancala_game *g)
{
    static char rec[RECORD_CAP], rec2[RECORD_CAP];
    static int32_t h1[MAX_PLIES + 1], h2[MAX_PLIES + 1];
    mancala_game *back = NULL;
    size_t n = 0, n1 = 0, n2 = 0;
    int32_t w1 = 0, r1 = 0, w2 = 0, r2 = 0;

    CHECK(mancala_game_to_record(g, rec, sizeof rec, &n) == MANCALA_OK);
    CHECK(mancala_game_from_record(&back, rec) == MANCALA_OK);
    CHECK(mancala_game_hash(back) == mancala_game_hash(g));
    CHECK(mancala_game_history(g, h1, MAX_PLIES + 1, &n1) == MANCALA_OK);
    CHECK(mancala_game_history(back, h2, MAX_PLIES + 1, &n2) == MANCALA_OK);
    CHECK(n1 == n2 && memcmp(h1, h2, n1 * sizeof h1[0]) == 0);
    CHECK(mancala_game_is_over(back) == mancala_game_is_over(g));
    if (mancala_game_is_over(g) == 1) {
        CHECK(mancala_game_result(g, &w1, &r1) == MANCALA_OK);
        CHECK(mancala_game_result(back, &w2, &r2) == MANCALA_OK);
        CHECK(w1 == w2 && r1 == r2);
    }
    CHECK(mancala_game_to_record(back, rec2, sizeof rec2, &n) == MANCALA_OK);
    CHECK(strcmp(rec, rec2) == 0);
    mancala_game_free(back);
}

/* ---------------------------------------------------------------- one game */

static int play_game(uint64_t *plies)
{
    char spec[512];
    mancala_variant *v = draw_variant(spec, sizeof spec);
    mancala_game *g = NULL;
    struct pos start;
    int32_t moves[MANCALA_MAX_MOVES], seeds, winner, reason, store0, store1;
    size_t n = 0;

    cur_spec = spec;
    CHECK(mancala_game_new(&g, v) == MANCALA_OK);
    mancala_variant_free(v);
    take(g, &start);
    seeds = total(&start);
    for (cur_ply = 0; cur_ply < MAX_PLIES && mancala_game_is_over(g) == 0; cur_ply++) {
        CHECK(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n) == MANCALA_OK && n > 0);
        ply(g, moves[rnd() % n], seeds);
        /* (every 16 plies, then every 256: a long game's record is replayed whole each time) */
        if (cur_ply % 16 == 15 && (cur_ply < 600 || cur_ply % 256 == 255))
            record_round_trip(g);
        ++*plies;
    }
    record_round_trip(g);
    CHECK(mancala_game_is_over(g) == 1); /* within the limit */
    /* The winner is the player whose store holds more seeds (mancala_game_result(3)). */
    CHECK(mancala_game_result(g, &winner, &reason) == MANCALA_OK);
    store0 = mancala_game_store(g, 0);
    store1 = mancala_game_store(g, 1);
    CHECK(winner == (store0 > store1 ? 0 : store1 > store0 ? 1 : -1));
    CHECK((reason >= MANCALA_REASON_MAJORITY && reason <= MANCALA_REASON_REPETITION) ||
          (reason == MANCALA_REASON_LIMIT && cur_ply == MAX_PLIES));
    mancala_game_free(g);
    cur_spec = "";
    return 0;
}

int main(int argc, char **argv)
{
    double secs = argc > 1 ? atof(argv[1]) : 10.0, t0 = now_s(), t;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1, games = 0, plies = 0, k = 0;

    if (secs <= 0) {
        fprintf(stderr, "usage: soak SECONDS [SEED]\n");
        return 2;
    }
    cur_spec = "";
    do {
        /* Each game from its own seed, so that a broken one can be replayed alone. */
        cur_seed = seed + k++;
        rng_state = cur_seed * 0x2545f4914f6cdd1dULL;
        play_game(&plies);
        games++;
        t = now_s() - t0;
    } while (t < secs);
    printf("soak: %" PRIu64 " games, %" PRIu64 " plies, %" PRIu64 " invariants checked in %.0f s\n",
           games, plies, checked, t);
    printf("soak: %.0f games, %.0f plies, %.0f invariants a second\n", (double)games / t,
           (double)plies / t, (double)checked / t);
    return 0;
}
