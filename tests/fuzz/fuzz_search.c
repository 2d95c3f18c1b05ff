/* SPDX-License-Identifier: MIT */
/* fuzz_search.c: the search under limits. The input picks a small position: a preset of the
 * catalogue with a few options, a board set from the input (marks and rounds where the rules have
 * them) or reached by legal moves; then a few searches of it, each under a node limit: runs under
 * tiny depth and node limits, playing levels, analyses, solves, a tiny soft time, and a progress
 * callback that cancels. Every call returns MANCALA_OK (MANCALA_EOVER exactly when the game is
 * over, the previous result then kept) and never changes the game; a result is a legal move with a
 * principal variation that play accepts move by move; an analysis scores exactly the legal moves,
 * its result a move of the best score; progress reports come deeper each time, with a legal move,
 * and none at levels 1 to 9. On boards small enough to solve (4 houses, 8 seeds) an exact result
 * agrees with a solve: a run's or a solve's with the value of the position and of its move, a
 * level's with the value of the move it drew, and one exact score of an analysis with the value of
 * its move. One search object with a small table serves every input. */
#include "fuzz_common.h"

#define MAX_SEARCHES 3
/* Every search has a node limit: even Oware on 4 houses of 1 seed takes minutes to solve. */
#define SEARCH_NODES 3000 /* where the input sets none */
#define SOLVE_NODES 20000 /* a reference solve's: a value it did not prove is not used */

static const char *const options[] = {
    "capture=empty", "capture=none", "extra=off",      "origin=skip",     "origin=first",
    "relay=on",      "end=mover",    "majority=end",   "grandslam=capture", "cycle=split",
    "feed=free",     "rounds=burn",  "starter=alternate", "leftover=unfed", "counts=even",
    "chain=off",     "side=both",    "tuzdik=on",      "stores=none",     "passing=store",
};
#define NOPTIONS (sizeof options / sizeof options[0])

struct pos {
    mancala_game *g;
    int32_t houses, npits, total;
    int32_t moves[MANCALA_MAX_MOVES];
    size_t nmoves;
    int over, small;
    int seize; /* turns with choices (seize=any, Bao's nyumba): no analysis */
    uint64_t hash;
};

/* A preset of the catalogue on a small board, with up to two options; the preset alone where the
 * mix is not allowed. */
static mancala_game *new_game(struct input *in)
{
    const char *name = NULL;
    char spec[256];
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    unsigned b = byte(in), nopt = b >> 6, k, houses, seeds;
    size_t n;

    FUZZ_CHECK(mancala_preset_info((int32_t)(b % (unsigned)mancala_preset_count()), &name, NULL) ==
               MANCALA_OK);
    /* Read in order before the call: the order of a call's arguments is the compiler's, and an
     * input must mean the same under gcc (the corpus's replay) as under clang (the fuzzer). */
    houses = 1 + byte(in) % 5;
    seeds = 1 + byte(in) % 4;
    n = (size_t)snprintf(spec, sizeof spec, "%s:houses=%u,seeds=%u", name, houses, seeds);
    for (k = 0; k < nopt; k++)
        n += (size_t)snprintf(spec + n, sizeof spec - n, ",%s", options[byte(in) % NOPTIONS]);
    if (mancala_variant_new(&v, spec) != MANCALA_OK)
        FUZZ_CHECK(mancala_variant_new(&v, name) == MANCALA_OK);
    FUZZ_CHECK(mancala_game_new(&g, v) == MANCALA_OK);
    mancala_variant_free(v);
    return g;
}

/* A board of a few seeds a pit, then marks (closed houses, tuzdiks) and a round, each only where
 * the rules allow it (a refused set_board or set_marks changes nothing). */
static void set_position(mancala_game *g, int32_t houses, struct input *in)
{
    int32_t pits[FUZZ_MAX_PITS], marks[4 * MANCALA_MAX_HOUSES];
    int32_t npits = 2 * houses + 2, i, st;
    unsigned mode = byte(in);

    for (i = 0; i < npits; i++)
        pits[i] = (int32_t)(byte(in) % (i == houses || i == npits - 1 ? 6u : 4u));
    for (i = 0; i < 2 * houses; i++) {
        unsigned b = mode & 1 ? byte(in) : 0xff;
        marks[i] = b < 0x20 ? MANCALA_MARK_CLOSED : b < 0x30 ? MANCALA_MARK_TUZDIK : MANCALA_MARK_OPEN;
        if (marks[i] != MANCALA_MARK_OPEN)
            pits[i < houses ? i : i + 1] = 0;
    }
    st = mancala_game_set_board(g, pits, (size_t)npits, (int32_t)(mode >> 1 & 1));
    FUZZ_CHECK(st == MANCALA_OK);
    if (mode & 1) {
        st = mancala_game_set_marks(g, marks, (size_t)(2 * houses), 1 + (int32_t)(mode >> 2) % 3);
        FUZZ_CHECK(st == MANCALA_OK || st == MANCALA_EBOARD);
    }
}

static void take(struct pos *p)
{
    int32_t pits[FUZZ_MAX_PITS];
    size_t n, i;

    FUZZ_CHECK(mancala_game_board(p->g, pits, FUZZ_MAX_PITS, &n) == MANCALA_OK);
    p->npits = (int32_t)n;
    p->houses = mancala_game_houses(p->g);
    for (p->total = 0, i = 0; i < n; i++)
        p->total += pits[i];
    FUZZ_CHECK(mancala_game_legal_moves(p->g, p->moves, MANCALA_MAX_MOVES, &p->nmoves) ==
               MANCALA_OK);
    p->over = mancala_game_is_over(p->g);
    FUZZ_CHECK(p->over == (p->nmoves == 0));
    p->hash = mancala_game_hash(p->g);
    p->small = p->houses <= 4 && p->total <= 8;
    {
        char spec[512];
        FUZZ_CHECK(mancala_game_spec(p->g, spec, sizeof spec, &n) == MANCALA_OK);
        p->seize = strstr(spec, ",seize=any") != NULL ||
                   (strstr(spec, ",capture=kichwa") != NULL && strstr(spec, ",nyumba=") != NULL);
    }
}

static int is_legal(const struct pos *p, int32_t m)
{
    size_t i;
    for (i = 0; i < p->nmoves; i++)
        if (p->moves[i] == m)
            return 1;
    return 0;
}

/* The search left the game as it was. */
static void unchanged(const struct pos *p)
{
    FUZZ_CHECK(mancala_game_hash(p->g) == p->hash && mancala_game_is_over(p->g) == p->over);
}

/* ---------------------------------------------------------------- the reference values */

/* The settings of a plain search: no limits, level 0, no callback, no soft time. */
static void plain(mancala_search *s, uint64_t nodes)
{
    FUZZ_CHECK(mancala_search_set_limits(s, 0, nodes, 0) == MANCALA_OK);
    FUZZ_CHECK(mancala_search_set_level(s, 0, 1) == MANCALA_OK);
    FUZZ_CHECK(mancala_search_set_progress(s, NULL, NULL) == MANCALA_OK);
    FUZZ_CHECK(mancala_search_set_soft_time(s, 0) == MANCALA_OK);
}

/* The exact value of g's position for the player to move: 1 and *value if a solve proved it within
 * SOLVE_NODES nodes; the final store difference where the game is over. */
static int value_of(mancala_search *s, const mancala_game *g, int32_t *value)
{
    int32_t move, exact, me = mancala_game_to_move(g);
    if (mancala_game_is_over(g)) {
        *value = mancala_game_store(g, me) - mancala_game_store(g, 1 - me);
        return 1;
    }
    plain(s, SOLVE_NODES);
    FUZZ_CHECK(mancala_search_solve(s, g) == MANCALA_OK);
    FUZZ_CHECK(mancala_search_result(s, &move, value, &exact, NULL, NULL) == MANCALA_OK);
    return exact;
}

/* The exact value of move m for the player to move in p: 1 and *value if it is known. */
static int value_of_move(mancala_search *s, const struct pos *p, int32_t m, int32_t *value)
{
    mancala_game *c = NULL;
    int32_t me = mancala_game_to_move(p->g), v;
    int known;

    FUZZ_CHECK(mancala_game_clone(p->g, &c) == MANCALA_OK);
    FUZZ_CHECK(mancala_game_play(c, m) == MANCALA_OK);
    if (mancala_game_is_over(c)) {
        *value = mancala_game_store(c, me) - mancala_game_store(c, 1 - me);
        known = 1;
    } else if ((known = value_of(s, c, &v)) != 0) {
        *value = mancala_game_to_move(c) == me ? v : -v;
    }
    mancala_game_free(c);
    return known;
}

/* ---------------------------------------------------------------- the checks */

/* The result of s is that of a search of p: a legal move, and a line of legal moves from it. */
static void check_result(const mancala_search *s, const struct pos *p, int32_t *move,
                         int32_t *score, int32_t *exact)
{
    int32_t depth, line[512];
    uint64_t nodes;
    size_t n, i;
    mancala_game *c = NULL;

    FUZZ_CHECK(mancala_search_result(s, move, score, exact, &depth, &nodes) == MANCALA_OK);
    FUZZ_CHECK(is_legal(p, *move));
    FUZZ_CHECK(*exact == 0 || *exact == 1);
    FUZZ_CHECK(depth >= 0 && depth <= 512);
    FUZZ_CHECK(mancala_search_pv(s, NULL, 0, &n) == (n ? MANCALA_ERANGE : MANCALA_OK));
    FUZZ_CHECK(n >= 1 && n <= 512);
    FUZZ_CHECK(mancala_search_pv(s, line, 512, &n) == MANCALA_OK && line[0] == *move);
    FUZZ_CHECK(mancala_game_clone(p->g, &c) == MANCALA_OK);
    for (i = 0; i < n; i++)
        FUZZ_CHECK(mancala_game_play(c, line[i]) == MANCALA_OK);
    mancala_game_free(c);
}

/* An exact result of a run at full strength or a solve: the value of the position, reached by the
 * move chosen. */
static void check_exact_best(mancala_search *s, const struct pos *p, int32_t move, int32_t score,
                             int32_t exact)
{
    int32_t v;
    if (!exact || !p->small)
        return;
    if (value_of(s, p->g, &v))
        FUZZ_CHECK(v == score);
    if (value_of_move(s, p, move, &v))
        FUZZ_CHECK(v == score);
}

struct progress {
    mancala_search *s; /* the search's own pointer, for the cancel */
    const struct pos *p;
    unsigned calls, cancel_at;
    int32_t last_depth;
    int solve;
};

/* Each report is an iteration deeper than the last (a solve's proof last, at 512), with the result
 * so far a legal move; the run is cancelled at the report cancel_at. */
static void on_progress(const mancala_search *s, int32_t depth, int32_t score, int32_t exact,
                        uint64_t nodes, void *userdata)
{
    struct progress *pr = userdata;
    int32_t move, rscore, rexact;

    (void)nodes;
    FUZZ_CHECK(depth >= 1 && depth <= 512 && (exact == 0 || exact == 1));
    FUZZ_CHECK(depth > pr->last_depth || (pr->solve && depth == pr->last_depth));
    pr->last_depth = depth;
    FUZZ_CHECK(mancala_search_result(s, &move, &rscore, &rexact, NULL, NULL) == MANCALA_OK);
    FUZZ_CHECK(is_legal(pr->p, move));
    (void)score;
    if (++pr->calls == pr->cancel_at)
        FUZZ_CHECK(pr->s == s && mancala_search_cancel(pr->s) == MANCALA_OK);
}

/* An analysis: the legal moves in order, the result its best move; each exact score the value of
 * its move. */
static void analyse(mancala_search *s, const struct pos *p, unsigned pick)
{
    int32_t moves[MANCALA_MAX_MOVES], scores[MANCALA_MAX_MOVES], exact[MANCALA_MAX_MOVES];
    int32_t move, score, all, v;
    size_t n = 0, i, best = 0;

    FUZZ_CHECK(mancala_search_analyse(s, p->g, NULL, NULL, NULL, 0, &n) ==
               (p->seize ? MANCALA_ERULES : p->over ? MANCALA_EOVER : MANCALA_ERANGE));
    if (p->over || p->seize)
        return;
    FUZZ_CHECK(n == p->nmoves);
    FUZZ_CHECK(mancala_search_analyse(s, p->g, moves, scores, exact, MANCALA_MAX_MOVES, &n) ==
               MANCALA_OK);
    FUZZ_CHECK(n == p->nmoves && memcmp(moves, p->moves, n * sizeof moves[0]) == 0);
    for (all = 1, i = 0; i < n; i++) {
        FUZZ_CHECK(exact[i] == 0 || exact[i] == 1);
        all &= exact[i];
        if (scores[i] > scores[best])
            best = i;
    }
    check_result(s, p, &move, &score, &v);
    /* A move of the best score: the first of the best in the search's sixteenths of a seed, which
     * may be another move of the same score in seeds. */
    FUZZ_CHECK(score == scores[best] && v == all);
    for (i = 0; moves[i] != move; i++)
        ;
    FUZZ_CHECK(scores[i] == score);
    /* One exact score, the input's pick, against a solve (each search costs its worker). */
    i = pick % n;
    if (p->small && exact[i] && value_of_move(s, p, moves[i], &v))
        FUZZ_CHECK(v == scores[i]);
}

/* One search of p as the input says; the game over, every search fails with MANCALA_EOVER and
 * keeps the previous result. */
static void search_once(mancala_search *s, const struct pos *p, struct input *in)
{
    unsigned op = byte(in), b = byte(in);
    int32_t depth = (int32_t)(b % 6), level = (int32_t)(byte(in) % 11), move, score, exact;
    uint64_t nodes = b & 0x80 ? 0 : 1 + 8 * (uint64_t)byte(in);
    struct progress pr;
    int32_t st;

    memset(&pr, 0, sizeof pr);
    pr.s = s;
    pr.p = p;
    pr.cancel_at = 1 + (op >> 5);
    plain(s, 0);
    FUZZ_CHECK(mancala_search_set_limits(s, -1, 0, 0) == MANCALA_EINVAL);
    FUZZ_CHECK(mancala_search_set_level(s, 11, 0) == MANCALA_EINVAL);
    FUZZ_CHECK(mancala_search_set_soft_time(s, -1) == MANCALA_EINVAL);
    if (op & 0x10)
        FUZZ_CHECK(mancala_search_set_progress(s, on_progress, &pr) == MANCALA_OK);
    if (op & 0x08)
        FUZZ_CHECK(mancala_search_set_soft_time(s, 1) == MANCALA_OK);
    if (nodes == 0)
        nodes = SEARCH_NODES;
    FUZZ_CHECK(mancala_search_set_limits(s, depth, nodes, 0) == MANCALA_OK);
    switch (op % 4) {
    case 0:
        st = mancala_search_run(s, p->g);
        break;
    case 1:
        FUZZ_CHECK(mancala_search_set_level(s, level, (uint64_t)b + 1) == MANCALA_OK);
        st = mancala_search_run(s, p->g);
        FUZZ_CHECK(level == 0 || level == 10 || pr.calls == 0); /* levels 1 to 9 report nothing */
        break;
    case 2:
        pr.solve = 1;
        st = mancala_search_solve(s, p->g);
        break;
    default:
        analyse(s, p, b);
        unchanged(p);
        return;
    }
    unchanged(p);
    if (p->over) {
        FUZZ_CHECK(st == MANCALA_EOVER);
        return;
    }
    FUZZ_CHECK(st == MANCALA_OK);
    check_result(s, p, &move, &score, &exact);
    if (op % 4 == 1 && level > 0 && level < 10) {
        /* A level's exact result is the exact value of the move it drew. */
        int32_t v;
        if (exact && p->small && value_of_move(s, p, move, &v))
            FUZZ_CHECK(v == score);
    } else {
        check_exact_best(s, p, move, score, exact);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static mancala_search *s;
    struct input in;
    struct pos p;
    unsigned k, plies;
    int32_t before[3], after[3];

    if (!s) {
        FUZZ_CHECK(mancala_search_new(&s) == MANCALA_OK);
        FUZZ_CHECK(mancala_search_set_memory(s, 1) == MANCALA_OK);
    }
    in.p = data;
    in.n = size;
    p.g = new_game(&in);
    plies = byte(&in);
    if (plies & 0x80)
        set_position(p.g, mancala_game_houses(p.g), &in);
    /* A few legal moves: a history, a repetition window, a later round. */
    for (k = 0; k < (plies & 0x0f); k++) {
        take(&p);
        if (p.over)
            break;
        FUZZ_CHECK(mancala_game_play(p.g, p.moves[byte(&in) % p.nmoves]) == MANCALA_OK);
    }
    take(&p);
    for (k = 0; k < MAX_SEARCHES && in.n > 0; k++) {
        int have = mancala_search_result(s, &before[0], &before[1], &before[2], NULL, NULL) ==
                   MANCALA_OK;
        search_once(s, &p, &in);
        if (p.over && have) {
            FUZZ_CHECK(mancala_search_result(s, &after[0], &after[1], &after[2], NULL, NULL) ==
                       MANCALA_OK);
            FUZZ_CHECK(memcmp(before, after, sizeof before) == 0);
        }
    }
    mancala_game_free(p.g);
    return 0;
}
