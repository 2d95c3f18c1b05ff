/* SPDX-License-Identifier: MIT */
/* search.c: the search engine. Iterative-deepening negamax alpha-beta over the generic engine's
 * positions; an extra move keeps the side to move, so its value is not negated. Scores are final
 * store differences from the view of the player to move; a result is exact when no estimate
 * (depth cut-off, unproven table entry) went into it. The solver runs MTD(f) without a depth
 * limit. Optional helper threads share the transposition table and share out the work of big
 * nodes (a simplified ABDADA: a child another thread is searching is put off to the end). */
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "search.h"

static int cancelled(const mancala_search *s)
{
    return MC_ATOMIC_LOAD(s->cancel);
}

static int pass_over(const mancala_search *s)
{
    return MC_ATOMIC_LOAD(s->pass_over);
}

int32_t mancala_search_new(mancala_search **out)
{
    mancala_search *s;
    uint64_t x = 0x5eed5eed5eedULL;
    int i, c;

    if (!out)
        return MANCALA_EINVAL;
    s = calloc(1, sizeof *s);
    if (!s)
        return MANCALA_ENOMEM;
    for (i = 0; i < MC_MAX_PITS; i++)
        for (c = 0; c < 256; c++)
            s->zob[i][c] = c ? mc_splitmix(&x) : 0;
    s->zside = mc_splitmix(&x);
    /* The table is made, and its pages touched, here and by mancala_search_set_memory: made
     * inside a run, it would cost that run's clock the time to map every page it touches. */
    if (mc_tt_init(&s->tt, MC_DEFAULT_TT_MB) != MANCALA_OK) {
        free(s);
        return MANCALA_ENOMEM;
    }
    s->tt_mb = MC_DEFAULT_TT_MB;
    s->threads = 1;
    s->rng = 1;
    *out = s;
    return MANCALA_OK;
}

void mancala_search_free(mancala_search *s)
{
    if (!s)
        return;
    mc_tt_free(&s->tt);
    free(s);
}

int32_t mancala_search_set_limits(mancala_search *s, int32_t depth, uint64_t nodes, int64_t time_ms)
{
    if (!s || depth < 0 || time_ms < 0)
        return MANCALA_EINVAL;
    s->depth_limit = depth;
    s->node_limit = nodes;
    s->time_limit_ms = time_ms;
    return MANCALA_OK;
}

int32_t mancala_search_set_level(mancala_search *s, int32_t level, uint64_t seed)
{
    if (!s || level < 0 || level > 10)
        return MANCALA_EINVAL;
    s->level = level;
    s->rng = seed ? seed : 1;
    return MANCALA_OK;
}

int32_t mancala_search_set_memory(mancala_search *s, size_t megabytes)
{
    int32_t st;
    if (!s || megabytes == 0)
        return MANCALA_EINVAL;
    if (megabytes > ((size_t)1 << 20))
        return MANCALA_ELIMIT;
    if (megabytes == s->tt_mb)
        return MANCALA_OK;
    /* mc_tt_init frees the old table only once the new one is made. */
    st = mc_tt_init(&s->tt, megabytes);
    if (st != MANCALA_OK)
        return st;
    s->tt_mb = megabytes;
    return MANCALA_OK;
}

int32_t mancala_search_set_threads(mancala_search *s, int32_t threads)
{
    if (!s || threads < 1)
        return MANCALA_EINVAL;
    if (threads > MC_MAX_THREADS)
        return MANCALA_ELIMIT;
    s->threads = threads;
    return MANCALA_OK;
}

int32_t mancala_search_set_db(mancala_search *s, const mancala_db *db)
{
    if (!s)
        return MANCALA_EINVAL;
    s->db = db;
    return MANCALA_OK;
}

int32_t mancala_search_set_book(mancala_search *s, const mancala_book *book)
{
    if (!s)
        return MANCALA_EINVAL;
    s->book = book;
    return MANCALA_OK;
}

int32_t mancala_search_set_guide(mancala_search *s, const mancala_db *db)
{
    if (!s)
        return MANCALA_EINVAL;
    s->guide = db;
    return MANCALA_OK;
}

int32_t mancala_search_set_progress(mancala_search *s, mancala_progress_fn fn, void *userdata)
{
    if (!s)
        return MANCALA_EINVAL;
    s->progress = fn;
    s->progress_ud = fn ? userdata : NULL;
    return MANCALA_OK;
}

int32_t mancala_search_set_soft_time(mancala_search *s, int64_t ms)
{
    if (!s || ms < 0)
        return MANCALA_EINVAL;
    s->soft_time_ms = ms;
    return MANCALA_OK;
}

int32_t mancala_search_cancel(mancala_search *s)
{
    if (!s)
        return MANCALA_EINVAL;
    MC_ATOMIC_SET(s->cancel, 1);
    return MANCALA_OK;
}

/* The table key: houses and side to move, and the stores too where they can change the game;
 * the rules are mixed in, so that entries of other rules are never taken for these rules' (and
 * the table need not be cleared, a pass over all of it, when the rules change). Where positions
 * can repeat, so is the game's repetition window (see prepare), unless a store has changed on
 * the way from the root (fresh): the position's own window then starts after the root, and its
 * entries serve the searches of later moves too. */
static uint64_t key_of(const mancala_search *s, const mc_pos *p, int fresh)
{
    const int H = s->v->r.houses;
    const uint8_t *south = p->pits, *north = p->pits + MC_HOUSE(H, 1, 0);
    uint64_t h = s->rules_mix ^ (fresh ? 0 : s->window_mix) ^ (p->to_move ? s->zside : 0);
    int i;
    /* Both rows in one loop, the stores apart: a key is made for every child searched. */
    for (i = 0; i < H; i++)
        h ^= s->zob[i][south[i]] ^ s->zob[MC_HOUSE(H, 1, i)][north[i]];
    if (s->stores_matter)
        h ^= s->zob[MC_STORE(H, 0)][p->pits[MC_STORE(H, 0)]] ^
             s->zob[MC_STORE(H, 1)][p->pits[MC_STORE(H, 1)]];
    if (s->marks_matter)
        h ^= mc_marks_key(p);
    return h | 1; /* 0 marks an empty slot */
}

#define evaluate mc_evaluate /* eval.c */

/* The store difference of p from its mover's view, in the search's internal units. */
static int diff_of(const mancala_search *s, const mc_pos *p)
{
    return s->unit * mc_store_diff(s->v->r.houses, p);
}

/* Whether the run is cancelled or past its time limit. */
static int time_is_up(const mancala_search *s)
{
    return cancelled(s) || (s->deadline > 0 && mc_now_ms() >= s->deadline);
}

static void check_limits(mc_worker *w)
{
    mancala_search *s = w->s;
    if (s->node_limit && w->nodes >= s->node_limit)
        w->stop = 1;
    /* Reading the clock costs about as much as a few nodes: 256 nodes take some microseconds. */
    if ((w->nodes & 255) == 0 && ((w->id && pass_over(s)) || time_is_up(s)))
        w->stop = 1;
}

/* Makes the position after move at ply into kd; 0 if a hook failed (the move is skipped). A
 * finished game, or a position the database holds, gets its value at once; any other child gets
 * its table key, and its table slot is fetched into the cache ahead of the probe. */
static int make_kid(mc_worker *w, int ply, int move, mc_kid *kd)
{
    mancala_search *s = w->s;
    const int m = w->path[w->root + (size_t)ply].to_move;
    int gain;
    if (mc_advance(s->v, w->path, w->base[ply], w->root + (size_t)ply, move, &kd->pos, &kd->base,
                   &kd->mask) != MANCALA_OK)
        return 0;
    kd->move = move;
    kd->key = 0;
    kd->known = 1;
    if (kd->pos.over) {
        kd->val = kd->pos.to_move == m ? diff_of(s, &kd->pos) : -diff_of(s, &kd->pos);
        w->reps += kd->pos.repeated;
    } else if (s->db_usable && mc_db_lookup(s->db, s->v, &kd->pos, &gain)) {
        kd->val = diff_of(s, &kd->pos) + s->unit * gain;
        if (kd->pos.to_move != m)
            kd->val = -kd->val;
    } else {
        kd->known = 0;
        kd->key = key_of(s, &kd->pos, kd->base > w->root);
        mc_tt_prefetch(&s->tt, kd->key);
    }
    return 1;
}

/* Which positions some thread is searching right now (ABDADA's "exclusive" marks), by key:
 * a small table of keys; a collision only makes a thread put off a child it need not have. */
static uint64_t *busy_slot(mancala_search *s, uint64_t key)
{
    return &s->busy[(key >> 32) & (MC_BUSY_SLOTS - 1)];
}

static int mc_busy_test(mancala_search *s, uint64_t key)
{
    return MC_ATOMIC_LOAD(*busy_slot(s, key)) == key;
}

static void mc_busy_set(mancala_search *s, uint64_t key)
{
    MC_ATOMIC_SET(*busy_slot(s, key), key);
}

static void mc_busy_clear(mancala_search *s, uint64_t key)
{
    /* Another thread may have marked the slot since: its mark is left alone. */
#if defined(__GNUC__)
    uint64_t k = key;
    __atomic_compare_exchange_n(busy_slot(s, key), &k, 0, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
#else
    if (*busy_slot(s, key) == key)
        *busy_slot(s, key) = 0;
#endif
}

/* ---- the node search: cut-off probes, the look-ahead pre-pass, the child loop */

/* The database's exact value of p (d: its store difference, in units), if it holds p. */
static int db_value(const mancala_search *s, const mc_pos *p, int d, int *val)
{
    int gain;
    if (!s->db_usable || !mc_db_lookup(s->db, s->v, p, &gain))
        return 0;
    *val = d + s->unit * gain;
    return 1;
}

/* Where stores do not matter, whatever happens the mover gains at most, and loses at most, the
 * seeds left: a bound that may already settle the node against its window. */
static int seed_bound(const mancala_search *s, int d, int seeds, int alpha, int beta, int *val)
{
    if (s->stores_matter)
        return 0;
    seeds *= s->unit;
    if (d + seeds <= alpha)
        *val = d + seeds;
    else if (d - seeds >= beta)
        *val = d - seeds;
    else
        return 0;
    return 1;
}

/* The table's entry for the node: a value that settles it (*val, returns 1), or a proven entry's
 * bounds narrowing the window; and the move to try first. The root is always searched, so that
 * it yields a move. */
static int table_cutoff(mc_worker *w, int ply, int depth, uint64_t key, int d, int *alpha,
                        int *beta, int *tt_move, int *val)
{
    mc_tt_entry e;
    int lo, hi;
    if (!mc_tt_probe(&w->s->tt, key, &e))
        return 0;
    *tt_move = e.move;
    if (ply == 0)
        return 0;
    lo = e.lower + d;
    hi = e.upper + d;
    if (e.depth == MC_TT_PROVEN) {
        if (lo >= *beta || hi <= *alpha || lo == hi) {
            *val = lo >= *beta ? lo : hi <= *alpha ? hi : lo;
            return 1;
        }
        if (lo > *alpha)
            *alpha = lo;
        if (hi < *beta)
            *beta = hi;
    } else if (e.depth >= depth && (lo >= *beta || hi <= *alpha)) {
        w->heur++;
        *val = lo >= *beta ? lo : hi;
        return 1;
    }
    return 0;
}

/* The look-ahead pre-pass of a node with much work below it: makes every child first (into
 * w->kids[ply]; *nk of them, a move whose hook fails being left out). Finished games and
 * positions of the database score at once, and the table may already hold a proven bound of a
 * child that reaches beta (enhanced transposition cut-off): then returns 1, with that value and
 * move in *val and *move. */
static int look_ahead(mc_worker *w, int ply, const uint8_t *moves, int n, int beta, int *nk,
                      int *val, int *move)
{
    mancala_search *s = w->s;
    const int m = w->path[w->root + (size_t)ply].to_move;
    mc_kid *kids = w->kids[ply];
    int k, made = 0;
    for (k = 0; k < n; k++) {
        mc_kid *kd = &kids[made];
        mc_tt_entry ce;
        int v;
        if (!make_kid(w, ply, moves[k], kd))
            continue;
        made++;
        if (kd->known)
            v = kd->val;
        else if (mc_tt_probe(&s->tt, kd->key, &ce) && ce.depth == MC_TT_PROVEN)
            v = kd->pos.to_move == m ? diff_of(s, &kd->pos) + ce.lower
                                     : -(diff_of(s, &kd->pos) + ce.upper);
        else
            continue;
        if (v >= beta) {
            *val = v;
            *move = kd->move;
            return 1;
        }
    }
    *nk = made;
    return 0;
}

static int search(mc_worker *w, int ply, int depth, int alpha, int beta, uint64_t key);

/* The seeds a move of the 2-or-3 chain capture (capture=count) takes at once, for the move
 * order: a sowing shorter than a lap passes the opponent's houses from the first, adding one to
 * each, and takes the houses before its last that then hold 2 or 3. */
static int count_gain(int H, const mc_pos *p, int house)
{
    const int m = p->to_move, seeds = p->pits[MC_HOUSE(H, m, house)];
    const uint8_t *opp = p->pits + MC_HOUSE(H, 1 - m, 0);
    int last = house + seeds - H, k, gain = 0;
    if (last < 0 || last >= H || seeds >= 2 * H - 1)
        return 0;
    for (k = last; k >= 0 && (opp[k] == 1 || opp[k] == 2); k--)
        gain += opp[k] + 1;
    return gain;
}

/* Orders moves[first..n) of a count-capture node: the bigger capture first, then the moves
 * that cut off most often (the history), the order of mc_order_moves breaking ties. */
static void order_count(const mc_worker *w, const mc_pos *p, uint8_t *moves, int first, int n)
{
    const int H = w->s->v->r.houses, m = p->to_move;
    uint64_t score[MANCALA_MAX_HOUSES];
    int i, j;
    for (i = first; i < n; i++)
        score[i] = ((uint64_t)count_gain(H, p, moves[i]) << 32) | w->hist[m][moves[i]];
    for (i = first + 1; i < n; i++) {
        uint8_t mv = moves[i];
        uint64_t sc = score[i];
        for (j = i; j > first && score[j - 1] < sc; j--) {
            score[j] = score[j - 1];
            moves[j] = moves[j - 1];
        }
        score[j] = sc;
        moves[j] = mv;
    }
}

/* The playing levels 1..9: the depth of each one's search, and the chances in percent that it
 * plays, instead of a move of the best score, a move drawn among all the legal ones (random) or
 * among those of the worst one-ply score (worst: a beginner's mistakes, the capture left open and
 * the extra move missed). Chosen by self-play from tools/ladder.py's balanced openings, 100 games
 * a pair over three sets of openings (NEWS has the figures). Congkak sets the bounds: its random
 * games are so open that even the worst moves score 31% to 35% against random ones (Kalah 1.5% to
 * 2.5%, Oware none), and its full-strength search all but solves its positions within the second,
 * so its nine steps are narrow (64% to 78.5%). Hence level 1's worst moves, which add a step below
 * random play (its random tenth ends the games of two level 1s, which with worst moves only ran
 * for thousands of plies or for ever, and costs Congkak's step little: 67% against 66.3% over
 * three sets of openings; a random quarter fell to 59.5% once); level 3's 40% (at 50%, level 4
 * scored 71.5% and 76% against it but it only 64.5% and 67% against random play); level 6's random
 * moves (4 plies against 3 scored only 55% and 67% on Oware without them); the two-ply steps of
 * levels 7 and 8 (Congkak gains little per ply at the top); and level 9's 9 plies against level
 * 8's 6 (8 plies against 6 scored 58% once on Congkak, 10 plies against 8 63% and 67%, level 10
 * against 10 plies 65%). Drawing among the moves within a margin of the best cost more than a ply
 * gained (Kalah: depth 2 within 2 seeds scored 61% against depth 1, depth 2 at the best 76.5%). */
static const struct level {
    int depth, random, worst;
} levels[10] = {
    { 0, 0, 0 },   { 1, 10, 90 }, { 1, 100, 0 }, { 1, 40, 0 }, { 1, 0, 0 },
    { 2, 0, 0 },   { 3, 2, 0 },   { 4, 0, 0 },   { 6, 0, 0 },  { 9, 0, 0 },
};

/* Whether an extra move from the node at ply is free: it costs no ply while the line from the
 * root has had fewer extra moves than s->free_extras, which a playing level's run (levels 1 to
 * 9, play_level) sets to half the level's depth, rounded up, and every other run to 0. So a
 * level sees short turns whole (Kalah, 2 plies against 1: 73% so, 58.5% with only the extra
 * moves of the level's own first turn free), while Congkak's long relay chains do not make its
 * deep levels all but as strong as level 10 (with every extra move free, 10 plies against 7
 * scored 57.5% and level 10 against 10 plies 54.5%). */
static int free_extra(const mc_worker *w, int ply)
{
    const mc_pos *path = &w->path[w->root];
    int j, extra = 0;
    if (w->s->free_extras == 0)
        return 0;
    for (j = 1; j <= ply; j++)
        extra += path[j].to_move == path[j - 1].to_move;
    return extra < w->s->free_extras;
}

/* Searches child kd of the node at ply, whose mover is m, marking it as under search while
 * helpers share work. */
static int search_child(mc_worker *w, int ply, int m, int depth, int a, int beta,
                        const mc_kid *kd, int share)
{
    int val;
    w->path[w->root + (size_t)ply + 1] = kd->pos;
    w->mask[ply + 1] = kd->mask;
    w->base[ply + 1] = kd->base;
    if (share)
        mc_busy_set(w->s, kd->key);
    if (kd->pos.to_move == m) /* an extra move: same side */
        val = search(w, ply + 1, free_extra(w, ply) ? depth : depth - 1, a, beta, kd->key);
    else
        val = -search(w, ply + 1, depth - 1, -beta, -a, kd->key);
    if (share)
        mc_busy_clear(w->s, kd->key);
    return val;
}

/* Whether child kd, the searched-th of the node at ply, may be searched a ply shallower first:
 * under the 2-or-3 chain (count_order), with depth enough left in a depth-limited search, late in
 * the order and capturing nothing. */
static int lmr_ok(const mc_worker *w, int ply, int depth, int searched, const mc_kid *kd)
{
    const mc_pos *p = &w->path[w->root + (size_t)ply];
    return w->s->count_order && ply > 0 && depth >= MC_LMR_DEPTH && depth < MC_DEPTH_INF &&
           searched >= MC_LMR_AFTER && count_gain(w->s->v->r.houses, p, kd->move) == 0;
}

/* The child loop: the node's children in move order, either made by the pre-pass (made: the n
 * of w->kids[ply]) or made one at a time from moves[0..n), until one reaches beta. With helper
 * threads (share), a child other than the first that another thread is searching is put off to
 * a second pass, by when its value is likely in the table. Returns the best value and its move
 * (meaningless once w->stop is set). */
static int search_children(mc_worker *w, int ply, int depth, int a, int beta,
                           const uint8_t *moves, int n, int made, int share, int *best_move)
{
    mc_kid *kids = w->kids[ply];
    const int m = w->path[w->root + (size_t)ply].to_move;
    int later[MANCALA_MAX_HOUSES], nlater = 0, pass, k, best = -MC_INF, searched = 0;
    *best_move = -1;
    for (pass = 0; pass < 2; pass++) {
        const int count = pass ? nlater : n;
        for (k = 0; k < count; k++) {
            const int i = pass ? later[k] : k;
            mc_kid *kd = &kids[made ? i : 0];
            int val;
            if (!made && !make_kid(w, ply, moves[i], kd))
                continue;
            if (kd->known) {
                val = kd->val;
            } else if (share && pass == 0 && i > 0 && mc_busy_test(w->s, kd->key)) {
                later[nlater++] = i;
                continue;
            } else if (lmr_ok(w, ply, depth, searched, kd)) {
                /* Late move reduction: a quiet move late in the order is first searched a ply
                 * shallower with a null window, and at full depth only if it is better. */
                val = search_child(w, ply, m, depth - 1, a, a + 1, kd, share);
                if (val > a && !w->stop) {
                    val = search_child(w, ply, m, depth, a, a + 1, kd, share);
                    if (val > a && val < beta && !w->stop)
                        val = search_child(w, ply, m, depth, a, beta, kd, share);
                }
                searched++;
            } else if (w->s->count_order && searched > 0 && beta - a > 1) {
                /* Principal variation search: a later child need only be shown no better than
                 * the best so far, with a null window; searched again only where it is better. */
                val = search_child(w, ply, m, depth, a, a + 1, kd, share);
                if (val > a && val < beta && !w->stop)
                    val = search_child(w, ply, m, depth, a, beta, kd, share);
                searched++;
            } else {
                val = search_child(w, ply, m, depth, a, beta, kd, share);
                searched++;
            }
            if (w->stop)
                return 0;
            if (val > best) {
                best = val;
                *best_move = kd->move;
                if (ply == 0) {
                    w->root_move = kd->move;
                    w->root_score = val;
                    if (searched > 1 && val > a) {
                        /* a move after the first, better than it: found at this depth */
                        w->better_move = kd->move;
                        w->better_score = val;
                    }
                }
                if (val > a) {
                    a = val;
                    if (a >= beta)
                        return best;
                }
            }
        }
    }
    return best;
}

/* Negamax over path[root + ply], a position that is not over; depth plies remain. */
static int search(mc_worker *w, int ply, int depth, int alpha, int beta, uint64_t key)
{
    mancala_search *s = w->s;
    const mc_pos *p = &w->path[w->root + (size_t)ply];
    const int d = diff_of(s, p);
    uint64_t heur0, reps0;
    uint8_t moves[MANCALA_MAX_HOUSES];
    int n, nk, val, best, best_move, tt_move = -1, seeds, made;

    w->nodes++;
    check_limits(w);
    if (w->stop)
        return 0;
    seeds = mc_house_seeds(s->v->r.houses, p);
    if (ply > 0 && (db_value(s, p, d, &val) || seed_bound(s, d, seeds, alpha, beta, &val)))
        return val;
    /* The guide: the value under related rules, an estimate like the evaluation's. */
    if (ply > 0 && seeds <= s->guide_seeds && mc_db_lookup(s->guide, s->v, p, &val)) {
        w->heur++;
        return d + s->unit * val;
    }
    /* A leaf of a depth-limited search with many seeds left is scored without a table probe: the
     * probe, a cache miss, cost more than half of an Oware search's time, and there it only
     * rarely finds more. With few seeds left the probe stays: its proven entries let a search
     * of an endgame finish exact. */
    if ((depth > 0 || seeds < s->etc_seeds || !s->count_order) &&
        table_cutoff(w, ply, depth, key, d, &alpha, &beta, &tt_move, &val))
        return val;
    if (depth <= 0 || ply >= MC_MAX_PLY) {
        w->heur++;
        return evaluate(s->v, p);
    }

    heur0 = w->heur;
    reps0 = w->reps;
    n = mc_order_moves(s->v, p, w->mask[ply], tt_move, moves);
    if (s->count_order)
        order_count(w, p, moves, tt_move >= 0 && n > 0 && moves[0] == tt_move, n);
    /* Where much work lies below, children are made first (the pre-pass); near the leaves one at
     * a time, as the loop reaches them. */
    /* The pre-pass probes the table for every child: a cache miss each, which near the leaves
     * costs more than the cut-offs it finds (60% of a depth-limited Oware search's time went to
     * those probes), so it runs only where enough depth is left. */
    made = ply > 0 && seeds >= s->etc_seeds && (depth >= MC_ETC_DEPTH || !s->count_order);
    if (!made || !look_ahead(w, ply, moves, n, beta, &nk, &best, &best_move)) {
        best = search_children(w, ply, depth, alpha, beta, moves, made ? nk : n, made,
                               seeds >= s->share_seeds, &best_move);
        if (w->stop)
            return 0;
    }
    if (best >= beta && best_move >= 0 && best_move < MANCALA_MAX_HOUSES) {
        const int dd = depth > 40 ? 40 : depth;
        uint32_t *h = &w->hist[p->to_move][best_move];
        *h += (uint32_t)(dd * dd);
        if (*h > (1u << 30)) { /* halved before it overflows */
            int i;
            for (i = 0; i < 2 * MANCALA_MAX_HOUSES; i++)
                w->hist[i / MANCALA_MAX_HOUSES][i % MANCALA_MAX_HOUSES] >>= 1;
        }
    }
    {
        /* A value that rests on a repetition holds for this line only (the positions seen
         * before decide it): the table keeps it as a mere estimate, which a search without depth
         * limit never takes for a value. */
        int proven = w->heur == heur0 && w->reps == reps0;
        int lower = best > alpha ? best - d : -MC_INF;
        int upper = best < beta ? best - d : MC_INF;
        mc_tt_store(&s->tt, key, proven ? MC_TT_PROVEN : (depth > 254 ? 254 : depth), lower,
                    upper, best_move);
    }
    return best;
}

/* Sets up a worker on the game's position (with its repetition window). */
static int32_t worker_init(mc_worker *w, mancala_search *s, const mancala_game *g, int id)
{
    size_t nwin = g->hist.len - g->window, i;
    memset(w, 0, offsetof(mc_worker, kids));
    w->s = s;
    w->id = id;
    w->path = malloc((nwin + MC_MAX_PLY + 2) * sizeof *w->path);
    if (!w->path)
        return MANCALA_ENOMEM;
    for (i = 0; i < nwin; i++)
        w->path[i] = g->hist.pos[g->window + i];
    w->path[nwin] = g->cur;
    w->root = nwin;
    w->base[0] = 0;
    w->mask[0] = g->mask;
    return MANCALA_OK;
}

/* Rules identity for the table: entries of one variant are no use (and wrong) for another. */
static uint64_t rules_key(const mancala_variant *v)
{
    uint64_t h = mc_fnv1a(&v->r, sizeof v->r, MC_FNV_BASIS);
    return h ^ (uint64_t)(size_t)v->land_hook ^ (uint64_t)(size_t)v->end_hook ^
           (uint64_t)(size_t)v->sow_hook ^ (uint64_t)(size_t)v->userdata ^
           ((uint64_t)(size_t)v->h2.sow << 1) ^ ((uint64_t)(size_t)v->h2.land << 2) ^
           ((uint64_t)(size_t)v->h2.end << 3) ^ ((uint64_t)(size_t)v->userdata2 << 4);
}

/* The time limit of a run: the caller's; or, at a playing level (1 to 10) with no limits set at
 * all, a default, so that a game app's "Easy" to "Expert" answer within a second whatever the
 * position. A solve is never limited by default. */
static int64_t time_limit_of(const mancala_search *s, int solve)
{
    if (!solve && s->level >= 1 && !s->depth_limit && !s->node_limit && !s->time_limit_ms)
        return MC_LEVEL_TIME_MS;
    return s->time_limit_ms;
}

/* Sets s up for a run on g. */
static void prepare(mancala_search *s, const mancala_game *g, int solve)
{
    uint64_t rk = rules_key(&g->v), wk = rk;
    int64_t time_ms;

    s->rules_mix = mc_splitmix(&rk);
    s->free_extras = 0; /* play_level sets its own */
    if (g->v.r.stores == MC_STORES_NONE || g->v.move_hooked) {
        /* Where positions can repeat, a value depends on the positions already played that a
         * line may come back to (the repetition window, and the root): a "proven" entry of an
         * earlier search under another window can be wrong now (an Oware game reusing one search
         * object got an exact value of 4 where the position is worth 2). So the window is mixed
         * into the keys of the positions whose window reaches back before the root: their
         * entries are shared only by searches under the same window. */
        size_t i;
        for (i = g->window; i < g->hist.len; i++)
            wk = mc_fnv1a(&g->hist.pos[i].hash, sizeof g->hist.pos[i].hash, wk);
        wk = mc_fnv1a(&g->cur.hash, sizeof g->cur.hash, wk);
        s->window_mix = mc_splitmix(&wk);
    } else {
        s->window_mix = 0;
    }
    s->tt.age++;
    s->v = &g->v;
    /* Stores take part in the key where they can change the rest of the game: majority ends,
     * repetitions (stores=none) and hooks, which see the whole board. */
    s->count_order = g->v.r.capture == MC_CAPTURE_COUNT && g->v.count23;
    s->unit = mc_eval_unit(&g->v);
    s->stores_matter = g->v.r.majority == MC_MAJORITY_END || g->v.r.stores == MC_STORES_NONE ||
                       g->v.r.rounds == MC_ROUNDS_BURN ||
                       g->v.hooked;
    s->marks_matter = g->v.r.tuzdik == MC_TUZDIK_ON || g->v.r.rounds == MC_ROUNDS_BURN ||
                      g->v.hooked;
    time_ms = time_limit_of(s, solve);
    s->deadline = time_ms > 0 ? mc_now_ms() + (double)time_ms : 0;
    s->soft_deadline = s->soft_time_ms > 0 ? mc_now_ms() + (double)s->soft_time_ms : 0;
    s->db_usable = s->db != NULL; /* run() refuses a database of other rules */
    /* A guide serves runs at full strength only (a solve or an analysis wants exact values), and
     * only below the exact database's seeds, where one is set. */
    s->guide_seeds = !solve && s->guide && (s->level == 0 || s->level == 10) &&
                             mc_db_guides(s->guide, &g->v)
                         ? mancala_db_seeds(s->guide)
                         : -1;
    s->etc_seeds = (s->db_usable ? mancala_db_seeds(s->db) : 0) + 10;
    s->share_seeds = s->threads > 1 ? (s->db_usable ? mancala_db_seeds(s->db) : 0) + 6 : INT_MAX;
    memset(s->busy, 0, sizeof s->busy);
}

/* Follows the table's best moves from the root to record the principal variation. */
static void collect_pv(mancala_search *s, const mancala_game *g, int first)
{
    mc_pos p = g->cur;
    int move = first, fresh = 0;
    s->pvlen = 0;
    while (move >= 0 && s->pvlen < MC_MAX_PLY && !p.over) {
        mc_tt_entry e;
        unsigned flags;
        uint32_t mask;
        if (mc_legal_mask(s->v, &p, &mask) != MANCALA_OK || !(mask >> move & 1))
            break;
        s->pv[s->pvlen++] = (uint8_t)move;
        if (mc_apply(s->v, &p, move, &flags) != MANCALA_OK ||
            mc_settle(s->v, &p, NULL, 0, &mask) != MANCALA_OK || p.over)
            break;
        fresh |= (flags & MC_MOVE_STORES) != 0;
        move = mc_tt_probe(&s->tt, key_of(s, &p, fresh), &e) ? e.move : -1;
    }
}

/* One root search of w's root at depth: the best move and its score (window alpha..beta). */
static int root_search(mc_worker *w, int depth, int alpha, int beta, int *best_move)
{
    int val;
    w->root_move = w->better_move = -1;
    val = search(w, 0, depth, alpha, beta, key_of(w->s, &w->path[w->root], 0));
    *best_move = w->root_move;
    return val;
}

/* Scores every root move with a full window (for the playing levels). */
static void score_root_moves(mc_worker *w, int depth, int *scores)
{
    const mancala_variant *v = w->s->v;
    const int H = v->r.houses, m = w->path[w->root].to_move;
    int i;
    for (i = 0; i < H; i++)
        scores[i] = -MC_INF; /* also for the moves a limit leaves unscored */
    for (i = 0; i < H; i++) {
        mc_kid kd;
        int val;
        if (!(w->mask[0] >> i & 1) || !make_kid(w, 0, i, &kd))
            continue;
        w->path[w->root + 1] = kd.pos;
        w->mask[1] = kd.mask;
        w->base[1] = kd.base;
        if (kd.known)
            val = kd.val;
        else if (kd.pos.to_move == m) /* an extra move: the same side moves again */
            val = search(w, 1, free_extra(w, 0) ? depth : depth - 1, -MC_INF, MC_INF, kd.key);
        else if (depth <= 1) {
            w->heur++;
            val = -evaluate(v, &kd.pos);
        } else
            val = -search(w, 1, depth - 1, -MC_INF, MC_INF, kd.key);
        if (w->stop)
            return; /* val is meaningless: this move stays unscored */
        scores[i] = val;
    }
}

/* A score in internal units in seeds, to the nearest (halves away from zero). */
static int seeds_of(const mancala_search *s, int score)
{
    const int u = s->unit;
    return score >= 0 ? (score + u / 2) / u : -((-score + u / 2) / u);
}

/* Records the result of the run under way (score in internal units). */
static void set_result(mancala_search *s, int move, int score, int depth)
{
    s->best = move;
    s->iscore = score;
    s->depth = depth;
    s->has_result = 1;
}

/* Plays at level 1..9: scores every move, depth by depth up to the level's depth, and draws one
 * among those of the best score or, at the level's chance, among all of them (then scored at one
 * ply only). */
static void play_level(mancala_search *s, mc_worker *w)
{
    int scores[MANCALA_MAX_HOUSES], done[MANCALA_MAX_HOUSES], ok_moves[MANCALA_MAX_HOUSES];
    const struct level *lv = &levels[s->level];
    int depth = lv->depth, d, i, n = 0, target = 0, H = s->v->r.houses;
    int done_depth = 0, exact = 0;
    const int draw = (int)(mc_splitmix(&s->rng) % 100);
    const int any = draw < lv->random, worst = !any && draw < lv->random + lv->worst;
    if (any || worst)
        depth = 1; /* the scores of one ply, for the result */
    if (s->depth_limit && s->depth_limit < depth)
        depth = s->depth_limit;
    s->free_extras = (lv->depth + 1) / 2;
    /* Depth by depth (which orders each depth's moves by the one before): a limit that stops a
     * depth leaves the scores of the depth before, all of them, to choose from. */
    for (d = 1; d <= depth; d++) {
        w->heur = 0;
        score_root_moves(w, d, scores);
        if (w->stop)
            break;
        memcpy(done, scores, sizeof done);
        done_depth = d;
        exact = w->heur == 0;
    }
    if (done_depth > 0)
        memcpy(scores, done, sizeof scores);
    /* The candidates: every move scored (random), or those of the lowest (worst) or highest
     * score. Stopped in the first depth: the moves scored by then (if none was, run() plays the
     * first legal move). */
    for (i = 0; i < H; i++) {
        if (scores[i] == -MC_INF || (!any && n > 0 && (worst ? scores[i] > target
                                                              : scores[i] < target)))
            continue;
        if (!any && n > 0 && scores[i] != target)
            n = 0; /* a lower (worst) or higher score than the candidates' */
        target = scores[i];
        ok_moves[n++] = i;
    }
    if (n == 0)
        return;
    i = ok_moves[mc_splitmix(&s->rng) % (uint64_t)n];
    set_result(s, i, scores[i], done_depth);
    s->exact = done_depth > 0 && exact;
}

/* Helper threads: for each root search of the main thread, every helper searches the same root
 * with the same window, putting off the children another thread is on and filling the shared
 * table; the main thread's result is the one kept, and helpers stop when it has it. */
typedef struct helper_arg {
    mc_worker w;
    int depth, alpha, beta;
    int move; /* -1: the root; else the root move an analysis searches (see move_search) */
} helper_arg;

typedef struct pool {
    helper_arg *h;
    int n;
} pool;

static int move_search(mc_worker *w, const mc_kid *kd, int depth, int alpha, int beta);

static void *helper_main(void *arg)
{
    helper_arg *h = arg;
    int mv;
    h->w.stop = 0;
    h->w.heur = 0;
    if (h->move < 0) {
        root_search(&h->w, h->depth, h->alpha, h->beta, &mv);
    } else {
        mc_kid kd;
        if (make_kid(&h->w, 0, h->move, &kd))
            move_search(&h->w, &kd, h->depth, h->alpha, h->beta);
    }
    return NULL;
}

static void set_pass_over(mancala_search *s, int over)
{
    MC_ATOMIC_SET(s->pass_over, over);
}

/* Starts the helpers on a pass over the root (move -1) or over one root move. */
static void helpers_start(pool *pl, mc_threads *th, mancala_search *s, int move, int depth,
                          int alpha, int beta)
{
    int t;
    set_pass_over(s, 0);
    for (t = 0; t < pl->n; t++) {
        pl->h[t].depth = depth;
        pl->h[t].alpha = alpha;
        pl->h[t].beta = beta;
        pl->h[t].move = move;
    }
    mc_threads_start(th, helper_main, pl->h, sizeof *pl->h, pl->n);
}

static void helpers_stop(mc_threads *th, mancala_search *s)
{
    set_pass_over(s, 1);
    mc_threads_join(th);
}

static int root_search_all(pool *pl, mc_worker *w, int depth, int alpha, int beta, int *mv)
{
    mc_threads th;
    int val;
    if (time_is_up(w->s)) {
        /* Not a new pass, whose helpers would start only to be stopped (and waited for). */
        w->stop = 1;
        w->root_move = *mv = -1;
        return 0;
    }
    helpers_start(pl, &th, w->s, -1, depth, alpha, beta);
    val = root_search(w, depth, alpha, beta, mv);
    helpers_stop(&th, w->s);
    return val;
}

/* Sets up the helpers of a run, threads - 1 of them, in an empty pool; one that cannot be set up
 * is left out. */
static void pool_start(pool *pl, mancala_search *s, const mancala_game *g)
{
#if defined(MANCALA_THREADS)
    if (s->threads > 1)
        pl->h = calloc((size_t)s->threads - 1, sizeof *pl->h);
    while (pl->h && pl->n < s->threads - 1 &&
           worker_init(&pl->h[pl->n].w, s, g, pl->n + 1) == MANCALA_OK)
        pl->n++;
#else
    (void)pl;
    (void)s;
    (void)g;
#endif
}

/* Frees the helpers; returns how many nodes they searched. */
static uint64_t pool_free(pool *pl)
{
    uint64_t nodes = 0;
    int t;
    for (t = 0; t < pl->n; t++) {
        nodes += pl->h[t].w.nodes;
        free(pl->h[t].w.path);
    }
    free(pl->h);
    pl->h = NULL;
    pl->n = 0;
    return nodes;
}

/* Iterative deepening up to max_depth plies: the result is that of the last finished iteration,
 * and it is exact once an iteration used no estimate. */
/* After a finished iteration: tells the caller's progress function, with the line so far
 * readable by mancala_search_pv; returns 1 if the soft time limit has passed (no new
 * iteration). On the calling thread, the helpers being joined. */
static int iteration_done(mancala_search *s, mc_worker *w, const pool *pl,
                          const mancala_game *g)
{
    if (s->progress && s->has_result) {
        uint64_t nodes = w->nodes;
        int t;
        for (t = 0; t < pl->n; t++)
            nodes += pl->h[t].w.nodes;
        collect_pv(s, g, s->best);
        s->nodes = nodes;
        s->progress(s, s->depth, seeds_of(s, s->iscore), s->exact, nodes, s->progress_ud);
    }
    return s->soft_deadline > 0 && mc_now_ms() >= s->soft_deadline;
}

/* One iteration of the deepening at depth: under the 2-or-3 chain (count_order), first with a
 * window around the last iteration's score (aspiration), widened on the side a value falls
 * outside it, until the value falls inside; elsewhere with the full window. */
static int aspire(mancala_search *s, mc_worker *w, pool *pl, int depth, int *mv)
{
    int delta = MC_ASPIRATION * s->unit, lo = -MC_INF, hi = MC_INF;
    if (s->count_order && s->has_result && depth >= 4) {
        lo = s->iscore - delta;
        hi = s->iscore + delta;
    }
    for (;;) {
        int val;
        w->heur = 0;
        val = root_search_all(pl, w, depth, lo, hi, mv);
        if (w->stop)
            return val;
        if (val <= lo && lo > -MC_INF) {
            delta *= 4;
            lo = val - delta > -MC_INF ? val - delta : -MC_INF;
        } else if (val >= hi && hi < MC_INF) {
            delta *= 4;
            hi = val + delta < MC_INF ? val + delta : MC_INF;
        } else {
            return val;
        }
    }
}

static void deepen(mancala_search *s, mc_worker *w, pool *pl, const mancala_game *g,
                   int max_depth)
{
    int depth, mv;
    for (depth = 1; depth <= max_depth; depth++) {
        int val = aspire(s, w, pl, depth, &mv);
        if (w->stop) {
            /* An unfinished iteration's value means nothing; in the first one, the best move
             * it had scored is still better than none. In a later one, a move it found better
             * than the last iteration's (searched first) is played, at that iteration's depth. */
            if (!s->has_result && w->root_move >= 0)
                set_result(s, w->root_move, w->root_score, 0);
            else if (s->count_order && s->has_result && w->better_move >= 0)
                set_result(s, w->better_move, w->better_score, s->depth);
            return;
        }
        if (mv >= 0)
            set_result(s, mv, val, depth);
        if (w->heur == 0)
            s->exact = 1;
        if (iteration_done(s, w, pl, g) && !s->exact) {
            w->stop = 1; /* the soft limit: no further iteration, nor a solve's exact passes */
            return;
        }
        if (s->exact)
            return;
    }
}

/* The exact passes of a solve, MTD(f): null-window searches without depth limit close in on
 * the exact value from the guess of the deepening. The search that raised the lower bound to
 * the value also found a move that reaches it. */
static void solve_exact(mancala_search *s, mc_worker *w, pool *pl, const mancala_game *g)
{
    int lower = -MC_INF, upper = MC_INF, f = s->has_result ? s->iscore : 0, mv, lower_move = -1;
    while (lower < upper && !w->stop) {
        int beta = f == lower ? f + 1 : f, val;
        w->heur = 0;
        val = root_search_all(pl, w, MC_DEPTH_INF, beta - 1, beta, &mv);
        if (w->stop)
            return;
        if (val < beta) {
            upper = val;
        } else {
            lower = val;
            lower_move = mv;
        }
        f = val;
    }
    if (lower == upper && lower_move >= 0) {
        set_result(s, lower_move, lower, MC_MAX_PLY);
        s->exact = 1;
        iteration_done(s, w, pl, g);
    }
}

/* ---- analysis: the value of every root move */

/* The value of root move kd from the view of the root's mover, searched depth plies deep (the
 * move itself being the first), with the window alpha..beta of that view. */
static int move_search(mc_worker *w, const mc_kid *kd, int depth, int alpha, int beta)
{
    const int m = w->path[w->root].to_move;
    if (kd->known)
        return kd->val;
    w->path[w->root + 1] = kd->pos;
    w->mask[1] = kd->mask;
    w->base[1] = kd->base;
    if (kd->pos.to_move == m)
        return search(w, 1, depth - 1, alpha, beta, kd->key); /* an extra move: same side */
    return -search(w, 1, depth - 1, -beta, -alpha, kd->key);
}

/* move_search with the helpers on the same move. */
static int move_search_all(pool *pl, mc_worker *w, const mc_kid *kd, int depth, int alpha,
                           int beta)
{
    mc_threads th;
    int val;
    if (kd->known)
        return kd->val;
    if (time_is_up(w->s)) {
        w->stop = 1;
        return 0;
    }
    helpers_start(pl, &th, w->s, kd->move, depth, alpha, beta);
    val = move_search(w, kd, depth, alpha, beta);
    helpers_stop(&th, w->s);
    return val;
}

/* The exact value of root move kd by MTD(f) from guess, as solve_exact finds the root's; 0 if
 * a limit stopped it or an estimate went into it. */
static int solve_move(mc_worker *w, pool *pl, const mc_kid *kd, int guess, int *value)
{
    int lower = -MC_INF, upper = MC_INF, f = guess;
    w->heur = 0;
    while (lower < upper) {
        int beta = f == lower ? f + 1 : f, val;
        val = move_search_all(pl, w, kd, MC_DEPTH_INF, beta - 1, beta);
        if (w->stop)
            return 0;
        if (val < beta)
            upper = val;
        else
            lower = val;
        f = val;
    }
    *value = lower;
    return w->heur == 0;
}

/* Scores the n root moves kids[]: first their static values, then iterative deepening over all
 * of them up to max_depth (a move whose value is exact is not searched again), then, if solve,
 * MTD(f) for those still not exact. A limit that stops an iteration keeps the scores of the one
 * before, and the exact values found since. Returns the depth of the last finished iteration. */
static int analyse_moves(mc_worker *w, pool *pl, const mancala_game *g, const mc_kid *kids,
                         int n, int max_depth, int solve, int *scores, int *exact, int *solved)
{
    const mancala_variant *v = w->s->v;
    const int m = w->path[w->root].to_move;
    int depth, k, all = 1, done_depth = 0, best, next[MANCALA_MAX_HOUSES];
    for (k = 0; k < n; k++) {
        exact[k] = kids[k].known;
        if (kids[k].known)
            scores[k] = kids[k].val;
        else
            scores[k] = kids[k].pos.to_move == m ? evaluate(v, &kids[k].pos)
                                                 : -evaluate(v, &kids[k].pos);
        all = all && exact[k];
    }
    *solved = 0;
    done_depth = all; /* every move ends the game or is in the database: 1 ply tells all */
    for (depth = 1; depth <= max_depth && !all; depth++) {
        for (k = 0; k < n; k++) {
            if (exact[k])
                continue;
            w->heur = 0;
            next[k] = move_search_all(pl, w, &kids[k], depth, -MC_INF, MC_INF);
            if (w->stop)
                return done_depth;
            if (w->heur == 0) {
                /* exact now: kept even if a limit cuts this iteration short */
                scores[k] = next[k];
                exact[k] = 1;
            }
        }
        all = 1;
        best = 0;
        for (k = 0; k < n; k++) {
            if (!exact[k])
                scores[k] = next[k];
            all = all && exact[k];
            if (scores[k] > scores[best])
                best = k;
        }
        done_depth = depth;
        set_result(w->s, kids[best].move, scores[best], depth);
        w->s->exact = all;
        if (iteration_done(w->s, w, pl, g) && !all)
            return done_depth; /* the soft time limit: no further iteration, nor solving */
    }
    if (all)
        return done_depth;
    *solved = solve;
    for (k = 0; solve && k < n; k++) {
        int val;
        if (exact[k])
            continue;
        if (solve_move(w, pl, &kids[k], scores[k], &val)) {
            scores[k] = val;
            exact[k] = 1;
        } else {
            *solved = 0;
        }
        if (w->stop)
            break;
    }
    return done_depth;
}

/* The lowest legal move of a position (mask: its legal moves, not none). */
static int first_legal(uint32_t mask, int H)
{
    int i;
    for (i = 0; i < H && !(mask >> i & 1); i++)
        ;
    return i;
}

/* What a run, solve or analysis of g needs before it may change s: g not over, a database for
 * g's rules (searching on without it would hide the caller's mistake), and the main worker, the
 * only thing that can fail (*out: to be freed with free_worker). */
static int32_t begin(mancala_search *s, const mancala_game *g, mc_worker **out)
{
    mc_worker *w;
    if (g->cur.over)
        return MANCALA_EOVER;
    if (s->db && !mc_db_matches(s->db, &g->v))
        return MANCALA_ERULES;
    w = malloc(sizeof *w);
    if (!w)
        return MANCALA_ENOMEM;
    if (worker_init(w, s, g, 0) != MANCALA_OK) {
        free(w);
        return MANCALA_ENOMEM;
    }
    *out = w;
    return MANCALA_OK;
}

static void free_worker(mc_worker *w)
{
    free(w->path);
    free(w);
}

/* A run or solve: a playing level, or iterative deepening followed, when solving, by the exact
 * passes. */
static int32_t run(mancala_search *s, const mancala_game *g, int solve)
{
    mc_worker *w;
    pool pl = { NULL, 0 }; /* helpers: none at a playing level, which searches alone */
    int H, book_move, book_score;

    int32_t st;

    if (!s || !g)
        return MANCALA_EINVAL;
    /* A cancel from here on stops this run, even one sent while begin() allocates. */
    MC_ATOMIC_SET(s->cancel, 0);
    if ((st = begin(s, g, &w)) != MANCALA_OK)
        return st;
    prepare(s, g, solve);
    /* From here the run cannot fail: the previous result gives way to this one. */
    s->has_result = 0;
    s->exact = 0;
    if (s->level >= 1 && s->level <= 9 && !solve) {
        play_level(s, w);
    } else if (!solve && s->book &&
               mc_book_lookup(s->book, &g->v, &g->cur, g->mask, &book_move, &book_score)) {
        /* A book move is an estimate of a deeper search made ahead: depth 0, never exact. */
        set_result(s, book_move, book_score * s->unit, 0);
    } else {
        pool_start(&pl, s, g);
        /* A solve first deepens to 20 plies for a first guess and a move order; deeper (24,
         * 30) cost more than they saved in the exact passes on Kalah(6,4). */
        deepen(s, w, &pl, g, solve ? 20 : (s->depth_limit ? s->depth_limit : MC_MAX_PLY - 1));
        if (solve && !s->exact && !w->stop)
            solve_exact(s, w, &pl, g);
    }

    s->nodes = pool_free(&pl) + w->nodes;
    free_worker(w);
    H = g->v.r.houses;
    if (!s->has_result) /* stopped before any move was scored: the first legal one, unscored */
        set_result(s, first_legal(g->mask, H), diff_of(s, &g->cur), 0);
    collect_pv(s, g, s->best);
    return MANCALA_OK;
}

int32_t mancala_search_run(mancala_search *s, const mancala_game *g)
{
    return run(s, g, 0);
}

int32_t mancala_search_solve(mancala_search *s, const mancala_game *g)
{
    return run(s, g, 1);
}

int32_t mancala_search_analyse(mancala_search *s, const mancala_game *g, int32_t *moves,
                               int32_t *scores, int32_t *exact, size_t cap, size_t *count)
{
    mc_worker *w;
    pool pl = { NULL, 0 };
    mc_kid kids[MANCALA_MAX_HOUSES];
    int sc[MANCALA_MAX_HOUSES], ex[MANCALA_MAX_HOUSES];
    int i, n = 0, H, depth, solved, best = 0, all = 1;
    size_t k;

    int32_t st;

    if (!s || !g || !count || ((!moves || !scores) && cap > 0))
        return MANCALA_EINVAL;
    MC_ATOMIC_SET(s->cancel, 0); /* as in run() */
    if ((st = begin(s, g, &w)) != MANCALA_OK)
        return st;
    H = g->v.r.houses;
    /* The moves listed: the legal ones, less any whose rule hook fails (as the search leaves
     * them out); counted before s changes, so that a buffer too small changes nothing. */
    for (i = 0; i < H; i++) {
        mc_pos pos;
        size_t base;
        uint32_t mask;
        if ((g->mask >> i & 1) &&
            mc_advance(&g->v, w->path, 0, w->root, i, &pos, &base, &mask) == MANCALA_OK)
            n++;
    }
    *count = (size_t)n;
    if (cap < (size_t)n) {
        free_worker(w);
        return MANCALA_ERANGE;
    }
    /* An analysis is at full strength, whatever the level, and has no default time limit. */
    prepare(s, g, 1);
    s->has_result = 0;
    s->exact = 0;
    n = 0;
    for (i = 0; i < H; i++)
        if ((g->mask >> i & 1) && make_kid(w, 0, i, &kids[n]))
            n++;
    pool_start(&pl, s, g);
    depth = analyse_moves(w, &pl, g, kids, n, s->depth_limit ? s->depth_limit : 20,
                          !s->depth_limit, sc, ex, &solved);
    s->nodes = pool_free(&pl) + w->nodes;
    free_worker(w);
    for (i = 0; i < n; i++) {
        if (sc[i] > sc[best])
            best = i;
        all = all && ex[i];
    }
    for (k = 0; k < (size_t)n; k++) {
        moves[k] = kids[k].move;
        scores[k] = seeds_of(s, sc[k]);
        if (exact)
            exact[k] = ex[k];
    }
    *count = (size_t)n;
    if (n > 0) {
        set_result(s, kids[best].move, sc[best], all && solved ? MC_MAX_PLY : depth);
        s->exact = all;
    } else {
        set_result(s, first_legal(g->mask, H), diff_of(s, &g->cur), 0);
    }
    collect_pv(s, g, s->best);
    return MANCALA_OK;
}

int32_t mancala_search_result(const mancala_search *s, int32_t *move, int32_t *score,
                              int32_t *exact, int32_t *depth, uint64_t *nodes)
{
    if (!s || !s->has_result)
        return MANCALA_EINVAL;
    if (move)
        *move = s->best;
    if (score)
        *score = seeds_of(s, s->iscore);
    if (exact)
        *exact = s->exact;
    if (depth)
        *depth = s->depth;
    if (nodes)
        *nodes = s->nodes;
    return MANCALA_OK;
}

int32_t mancala_search_pv(const mancala_search *s, int32_t *moves, size_t cap, size_t *count)
{
    size_t i;
    if (!s || !count || (!moves && cap > 0) || !s->has_result)
        return MANCALA_EINVAL;
    *count = s->pvlen;
    if (cap < s->pvlen)
        return MANCALA_ERANGE;
    for (i = 0; i < s->pvlen; i++)
        moves[i] = s->pv[i];
    return MANCALA_OK;
}
