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

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
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
            s->zob[i][c] = c ? splitmix(&x) : 0;
    s->zside = splitmix(&x);
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

int32_t mancala_search_cancel(mancala_search *s)
{
    if (!s)
        return MANCALA_EINVAL;
    MC_ATOMIC_SET(s->cancel, 1);
    return MANCALA_OK;
}

/* The table key: houses and side to move, and the stores too where they can change the game;
 * the rules are mixed in, so that entries of other rules are never taken for these rules' (and
 * the table need not be cleared, a pass over all of it, when the rules change). */
static uint64_t key_of(const mancala_search *s, const mc_pos *p)
{
    const int H = s->v->r.houses, npits = s->v->npits;
    uint64_t h = s->rules_mix ^ (p->to_move ? s->zside : 0);
    int i;
    for (i = 0; i < npits; i++)
        if (s->stores_matter || (i != MC_STORE(H, 0) && i != MC_STORE(H, 1)))
            h ^= s->zob[i][p->pits[i]];
    return h | 1; /* 0 marks an empty slot */
}

/* The estimate at the depth limit: the store difference, plus a quarter of the seeds on the
 * mover's side over the opponent's (seeds at home tend to end up in one's own store). */
static int evaluate(const mancala_variant *v, const mc_pos *p)
{
    const int H = v->r.houses, m = p->to_move;
    int i, own = 0, opp = 0;
    for (i = 0; i < H; i++) {
        own += p->pits[MC_HOUSE(H, m, i)];
        opp += p->pits[MC_HOUSE(H, 1 - m, i)];
    }
    return mc_store_diff(v->r.houses, p) + (own - opp) / 4;
}

static void check_limits(mc_worker *w)
{
    mancala_search *s = w->s;
    if (s->node_limit && w->nodes >= s->node_limit)
        w->stop = 1;
    /* Reading the clock costs about as much as a few nodes: 256 nodes take some microseconds. */
    if ((w->nodes & 255) == 0) {
        if (cancelled(s) || (w->id && pass_over(s)) ||
            (s->deadline > 0 && mc_now_ms() >= s->deadline))
            w->stop = 1;
    }
}

/* Makes the position after move at ply into kd; 0 if a hook failed (the move is skipped). A
 * finished game, or a position the database holds, gets its value at once; any other child gets
 * its table key, and its table slot is fetched into the cache ahead of the probe. */
static int make_kid(mc_worker *w, int ply, int move, mc_kid *kd)
{
    mancala_search *s = w->s;
    const int H = s->v->r.houses, m = w->path[w->root + ply].to_move;
    int gain;
    if (mc_advance(s->v, w->path, w->base[ply], w->root + ply, move, &kd->pos, &kd->base,
                   &kd->mask) != MANCALA_OK)
        return 0;
    kd->move = move;
    kd->key = 0;
    kd->known = 1;
    if (kd->pos.over) {
        kd->val = kd->pos.to_move == m ? mc_store_diff(H, &kd->pos) : -mc_store_diff(H, &kd->pos);
        w->reps += kd->pos.repeated;
    } else if (s->db_usable && mc_db_lookup(s->db, s->v, &kd->pos, &gain)) {
        kd->val = mc_store_diff(H, &kd->pos) + gain;
        if (kd->pos.to_move != m)
            kd->val = -kd->val;
    } else {
        kd->known = 0;
        kd->key = key_of(s, &kd->pos);
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

/* Negamax over path[root + ply], a position that is not over; depth plies remain. */
static int search(mc_worker *w, int ply, int depth, int alpha, int beta, uint64_t key)
{
    mancala_search *s = w->s;
    const mancala_variant *v = s->v;
    mc_pos *p = &w->path[w->root + ply];
    const int m = p->to_move, d = mc_store_diff(v->r.houses, p);
    mc_tt_entry e;
    uint64_t heur0, reps0;
    uint8_t moves[MANCALA_MAX_HOUSES];
    int n, k, best = -MC_INF, best_move = -1, tt_move = -1, a = alpha, gain, seeds;

    w->nodes++;
    check_limits(w);
    if (w->stop)
        return 0;

    seeds = mc_house_seeds(v->r.houses, p);
    if (ply > 0 && s->db_usable && mc_db_lookup(s->db, v, p, &gain))
        return d + gain;
    if (ply > 0 && !s->stores_matter) {
        /* Whatever happens, the mover gains at most, and loses at most, the seeds left. */
        if (d + seeds <= alpha)
            return d + seeds;
        if (d - seeds >= beta)
            return d - seeds;
    }

    if (mc_tt_probe(&s->tt, key, &e)) {
        int lo = e.lower + d, hi = e.upper + d;
        tt_move = e.move;
        if (ply == 0) {
            /* The root is always searched, so that it yields a move. */
        } else if (e.depth == MC_TT_PROVEN) {
            if (lo >= beta || hi <= alpha || lo == hi)
                return lo >= beta ? lo : hi <= alpha ? hi : lo;
            if (lo > alpha)
                alpha = a = lo;
            if (hi < beta)
                beta = hi;
        } else if (e.depth >= depth && (lo >= beta || hi <= alpha)) {
            w->heur++;
            return lo >= beta ? lo : hi;
        }
    }
    if (depth <= 0 || ply >= MC_MAX_PLY) {
        w->heur++;
        return evaluate(v, p);
    }

    heur0 = w->heur;
    reps0 = w->reps;
    n = mc_order_moves(v, p, w->mask[ply], tt_move, moves);

    /* Where much work lies below, make every child first: finished games and positions of the
     * database score at once, and the table may already hold a child whose bound cuts this node
     * off (enhanced transposition cut-off). Near the leaves children are made one at a time, as
     * the search reaches them. With helper threads, a child (other than the first) that another
     * thread is searching is put off to the end, by when its value is likely in the table. */
    {
        mc_kid *kids = w->kids[ply];
        const int etc = ply > 0 && seeds >= s->etc_seeds, share = seeds >= s->share_seeds;
        int nk = 0, made = 0, later[MANCALA_MAX_HOUSES], nlater = 0, pass;
        if (etc) {
            for (k = 0; k < n; k++) {
                mc_kid *kd = &kids[nk];
                mc_tt_entry ce;
                int val;
                if (!make_kid(w, ply, moves[k], kd))
                    continue;
                nk++;
                if (kd->known)
                    val = kd->val;
                else if (mc_tt_probe(&s->tt, kd->key, &ce) && ce.depth == MC_TT_PROVEN)
                    val = kd->pos.to_move == m ? mc_store_diff(v->r.houses, &kd->pos) + ce.lower
                                               : -(mc_store_diff(v->r.houses, &kd->pos) + ce.upper);
                else
                    continue;
                if (val >= beta) {
                    best = val;
                    best_move = kd->move;
                    goto done;
                }
            }
            made = 1;
        } else {
            nk = n;
        }
        for (pass = 0; pass < 2; pass++) {
            const int count = pass ? nlater : nk;
            for (k = 0; k < count; k++) {
                const int i = pass ? later[k] : k;
                mc_kid *kd = &kids[made ? i : 0];
                int val;
                if (!made && !make_kid(w, ply, moves[i], kd))
                    continue;
                if (kd->known) {
                    val = kd->val;
                } else {
                    if (share && pass == 0 && i > 0 && mc_busy_test(s, kd->key)) {
                        later[nlater++] = i;
                        continue;
                    }
                    w->path[w->root + ply + 1] = kd->pos;
                    w->mask[ply + 1] = kd->mask;
                    w->base[ply + 1] = kd->base;
                    if (share)
                        mc_busy_set(s, kd->key);
                    if (kd->pos.to_move == m)
                        val = search(w, ply + 1, depth - 1, a, beta, kd->key);
                    else
                        val = -search(w, ply + 1, depth - 1, -beta, -a, kd->key);
                    if (share)
                        mc_busy_clear(s, kd->key);
                }
                if (w->stop)
                    return 0;
                if (val > best) {
                    best = val;
                    best_move = kd->move;
                    if (ply == 0) {
                        w->root_move = best_move;
                        w->root_score = val;
                    }
                    if (val > a) {
                        a = val;
                        if (a >= beta)
                            goto done;
                    }
                }
            }
        }
    }
done:
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
           (uint64_t)(size_t)v->sow_hook ^ (uint64_t)(size_t)v->userdata;
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

static int32_t prepare(mancala_search *s, const mancala_game *g, int solve)
{
    uint64_t rk;
    int64_t time_ms;
    if (!s || !g)
        return MANCALA_EINVAL;
    if (g->cur.over)
        return MANCALA_EOVER;
    rk = rules_key(&g->v);
    s->rules_mix = splitmix(&rk);
    s->tt.age++;
    s->v = &g->v;
    /* Stores take part in the key where they can change the rest of the game: majority ends,
     * repetitions (stores=none) and hooks, which see the whole board. */
    s->stores_matter = g->v.r.majority == MC_MAJORITY_END || g->v.r.stores == MC_STORES_NONE ||
                       g->v.land_hook || g->v.end_hook || g->v.sow_hook;
    MC_ATOMIC_SET(s->cancel, 0);
    time_ms = time_limit_of(s, solve);
    s->deadline = time_ms > 0 ? mc_now_ms() + (double)time_ms : 0;
    s->db_usable = s->db != NULL; /* run() refuses a database of other rules */
    s->etc_seeds = (s->db_usable ? mancala_db_seeds(s->db) : 0) + 10;
    s->share_seeds = s->threads > 1 ? (s->db_usable ? mancala_db_seeds(s->db) : 0) + 6 : INT_MAX;
    memset(s->busy, 0, sizeof s->busy);
    return MANCALA_OK;
}

/* Follows the table's best moves from the root to record the principal variation. */
static void collect_pv(mancala_search *s, const mancala_game *g, int first)
{
    mc_pos p = g->cur;
    int move = first;
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
        move = mc_tt_probe(&s->tt, key_of(s, &p), &e) ? e.move : -1;
    }
}

/* One root search of w's root at depth: the best move and its score (window alpha..beta). */
static int root_search(mc_worker *w, int depth, int alpha, int beta, int *best_move)
{
    int val;
    w->root_move = -1;
    val = search(w, 0, depth, alpha, beta, key_of(w->s, &w->path[w->root]));
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
        else if (depth <= 1) {
            w->heur++;
            val = kd.pos.to_move == m ? evaluate(v, &kd.pos) : -evaluate(v, &kd.pos);
        } else if (kd.pos.to_move == m)
            val = search(w, 1, depth - 1, -MC_INF, MC_INF, kd.key);
        else
            val = -search(w, 1, depth - 1, -MC_INF, MC_INF, kd.key);
        if (w->stop)
            return; /* val is meaningless: this move stays unscored */
        scores[i] = val;
    }
}

/* Level L (1..9): depth and how far below the best score a move may be and still be chosen. */
static const int level_depth[10] = { 0, 1, 1, 2, 3, 4, 5, 6, 8, 10 };
static const int level_margin[10] = { 0, 10, 6, 5, 4, 3, 2, 2, 1, 1 };

static int32_t play_level(mancala_search *s, mc_worker *w)
{
    int scores[MANCALA_MAX_HOUSES], done[MANCALA_MAX_HOUSES], ok_moves[MANCALA_MAX_HOUSES];
    int depth = level_depth[s->level], d, i, n = 0, best = -MC_INF, H = s->v->r.houses;
    int done_depth = 0, exact = 0;
    if (s->depth_limit && s->depth_limit < depth)
        depth = s->depth_limit;
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
    /* Stopped in the first depth: the moves scored by then are the candidates; if none was
     * scored, the first legal move is played. */
    for (i = 0; i < H; i++)
        if (scores[i] > best)
            best = scores[i];
    for (i = 0; i < H; i++)
        if (scores[i] > -MC_INF && scores[i] >= best - level_margin[s->level])
            ok_moves[n++] = i;
    if (n == 0) {
        for (i = 0; i < H && !(w->mask[0] >> i & 1); i++)
            ;
        s->best = i;
        s->score = mc_store_diff(H, &w->path[w->root]);
        s->exact = 0;
        s->depth = 0;
        s->has_result = 1;
        return MANCALA_OK;
    }
    i = ok_moves[splitmix(&s->rng) % (uint64_t)n];
    s->best = i;
    s->score = scores[i];
    s->exact = done_depth > 0 && exact;
    s->depth = done_depth;
    s->has_result = 1;
    return MANCALA_OK;
}

/* Helper threads: for each root search of the main thread, every helper searches the same root
 * with the same window, putting off the children another thread is on and filling the shared
 * table; the main thread's result is the one kept, and helpers stop when it has it. */
typedef struct helper_arg {
    mc_worker w;
    int depth, alpha, beta;
} helper_arg;

typedef struct pool {
    helper_arg *h;
    int n;
} pool;

static void *helper_main(void *arg)
{
    helper_arg *h = arg;
    int mv;
    h->w.stop = 0;
    h->w.heur = 0;
    root_search(&h->w, h->depth, h->alpha, h->beta, &mv);
    return NULL;
}

static void set_pass_over(mancala_search *s, int over)
{
    MC_ATOMIC_SET(s->pass_over, over);
}

static int root_search_all(pool *pl, mc_worker *w, int depth, int alpha, int beta, int *mv)
{
    mc_threads th;
    int val, t;
    set_pass_over(w->s, 0);
    for (t = 0; t < pl->n; t++) {
        pl->h[t].depth = depth;
        pl->h[t].alpha = alpha;
        pl->h[t].beta = beta;
    }
    mc_threads_start(&th, helper_main, pl->h, sizeof *pl->h, pl->n);
    val = root_search(w, depth, alpha, beta, mv);
    set_pass_over(w->s, 1);
    mc_threads_join(&th);
    return val;
}

/* Iterative deepening, with MTD(f) passes without depth limit when solving. */
static int32_t run(mancala_search *s, const mancala_game *g, int solve)
{
    mc_worker *w = NULL;
    int depth, max_depth, best_move = -1, score = 0, have = 0;
    int32_t st;
    uint64_t nodes = 0;
    pool pl = { NULL, 0 };
    int t;

    /* The worker first, then the table: a failure on the way leaves nothing new behind. */
    if (!s || !g)
        return MANCALA_EINVAL;
    if (g->cur.over)
        return MANCALA_EOVER;
    if (s->db && !mc_db_matches(s->db, &g->v))
        return MANCALA_ERULES; /* searching on without it would hide the caller's mistake */
    w = malloc(sizeof *w);
    if (!w)
        return MANCALA_ENOMEM;
    st = worker_init(w, s, g, 0);
    if (st != MANCALA_OK) {
        free(w);
        return st;
    }
    st = prepare(s, g, solve);
    if (st != MANCALA_OK) {
        free(w->path);
        free(w);
        return st;
    }
    /* From here the run cannot fail: the previous result gives way to this one. */
    s->has_result = 0;
    s->exact = 0;

    if (s->level >= 1 && s->level <= 9 && !solve) {
        st = play_level(s, w);
        s->nodes = w->nodes;
        if (s->has_result)
            collect_pv(s, g, s->best);
        free(w->path);
        free(w);
        return st;
    }

    /* A solve first deepens to 20 plies for a first guess and a move order; deeper (24, 30) cost
     * more than they saved in the exact passes on Kalah(6,4). */
    max_depth = solve ? 20 : (s->depth_limit ? s->depth_limit : MC_MAX_PLY - 1);
#if defined(MANCALA_THREADS)
    if (s->threads > 1) {
        /* Helpers that cannot be set up are simply left out. */
        pl.h = calloc((size_t)s->threads - 1, sizeof *pl.h);
        for (t = 0; pl.h && t < s->threads - 1; t++) {
            if (worker_init(&pl.h[t].w, s, g, t + 1) != MANCALA_OK)
                break;
            pl.n++;
        }
    }
#endif

    for (depth = 1; depth <= max_depth; depth++) {
        int mv;
        int val;
        w->heur = 0;
        val = root_search_all(&pl, w, depth, -MC_INF, MC_INF, &mv);
        if (w->stop) {
            /* An unfinished iteration's value means nothing; in the first one, the best move
             * it had scored is still better than none. */
            if (!have && w->root_move >= 0) {
                best_move = w->root_move;
                score = w->root_score;
                s->depth = 0;
                have = 1;
            }
            break;
        }
        if (mv >= 0) {
            best_move = mv;
            score = val;
            have = 1;
            s->depth = depth;
        }
        if (w->heur == 0) {
            s->exact = 1;
            break;
        }
    }

    if (solve && !s->exact && !w->stop) {
        /* MTD(f): null-window searches without depth limit close in on the exact value. The
         * search that raised the lower bound to the value also found a move that reaches it. */
        int lower = -MC_INF, upper = MC_INF, f = score, mv, lower_move = -1;
        while (lower < upper && !w->stop) {
            int beta = f == lower ? f + 1 : f, val;
            w->heur = 0;
            val = root_search_all(&pl, w, MC_DEPTH_INF, beta - 1, beta, &mv);
            if (w->stop)
                break;
            if (val < beta) {
                upper = val;
            } else {
                lower = val;
                lower_move = mv;
            }
            f = val;
        }
        if (!w->stop && lower == upper && lower_move >= 0) {
            best_move = lower_move;
            score = lower;
            s->exact = 1;
            s->depth = MC_MAX_PLY;
            have = 1;
        }
    }

    for (t = 0; t < pl.n; t++) {
        nodes += pl.h[t].w.nodes;
        free(pl.h[t].w.path);
    }
    free(pl.h);
    nodes += w->nodes;
    free(w->path);
    free(w);
    s->nodes = nodes;
    if (!have) {
        /* Stopped before the first iteration finished: any legal move, unscored. */
        int i;
        for (i = 0; i < g->v.r.houses && !(g->mask >> i & 1); i++)
            ;
        best_move = i;
        score = mc_store_diff(g->v.r.houses, &g->cur);
        s->depth = 0;
    }
    s->best = best_move;
    s->score = score;
    s->has_result = 1;
    collect_pv(s, g, best_move);
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

int32_t mancala_search_result(const mancala_search *s, int32_t *move, int32_t *score,
                              int32_t *exact, int32_t *depth, uint64_t *nodes)
{
    if (!s || !s->has_result)
        return MANCALA_EINVAL;
    if (move)
        *move = s->best;
    if (score)
        *score = s->score;
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
