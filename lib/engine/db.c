/* SPDX-License-Identifier: MIT */
/* db.c: endgame databases. For rules where the rest of a game depends only on the houses and the
 * side to move (see rules_supported), the database holds, for every arrangement of at most N
 * seeds in the houses, the exact future gain of the player to move: the final store difference
 * minus the current one under perfect play. Built layer by layer of seed count (a move either
 * keeps the seeds in the houses or moves some to a store, to a lower layer):
 * - with stores on the sowing path (stores=own) no position can repeat, and each layer is worked
 *   out by a memoised recursion over its moves;
 * - with no stores on the path (stores=none), positions can repeat within a layer; with
 *   cycle=split a repetition ends the game with the seeds left split evenly, a future gain of 0,
 *   and a layer is solved as a game in which endless play is worth 0, by retrograde analysis
 *   over thresholds (build_cyclic_layer). A player who can force a result other than 0 can force
 *   it without repeating a position, so the value is exact wherever the repetitions counted
 *   start afresh: after a capture, at the first position of a game or one given to
 *   mancala_game_set_board.
 * Saved with a versioned, checksummed header. */
/* fseeko and ftello: a database file can hold more bytes than a long counts (2 GiB where long has
 * 32 bits). configure's AC_SYS_LARGEFILE gives off_t 64 bits where it has fewer by default. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "../common/system.h"

#define UNKNOWN MC_DB_UNKNOWN
#define TERMINAL MC_DB_TERMINAL

/* Rules a database can describe: the houses and side to move decide the rest of the game (see
 * mancala_db_build(3)). majority=end lets the stores end it; with cycle=end a repetition would end
 * it with a sweep of whichever position repeated, so the value would depend on the path since the
 * last capture; hooks can do anything. cycle=split comes with stores=none and so relay=off, which
 * predecessors() relies on: it is tested all the same. */
int mc_db_rules_supported(const mancala_variant *v)
{
    return (v->r.stores == MC_STORES_OWN ||
            (v->r.cycle == MC_CYCLE_SPLIT && v->r.relay == MC_RELAY_OFF)) &&
           v->r.majority == MC_MAJORITY_PLAY && !v->hooked &&
           /* State beyond the houses (rounds, tuzdiks), or a sowing that predecessors() cannot
            * undo (origin=first), is not in an entry's index. */
           v->r.rounds == MC_ROUNDS_OFF && v->r.tuzdik == MC_TUZDIK_OFF &&
           v->r.origin != MC_ORIGIN_FIRST &&
           /* Whose the seeds left are depends on why the game ended, which no entry holds. */
           v->r.leftover == MC_LEFTOVER_OWN;
}

/* ---- Arrangements of seeds in the houses, and their indices (the order mancala_db_save(3)
 * documents). */

/* W(m, k) = C(m + k - 1, k - 1): no house and no seed is one arrangement, no house and some seeds
 * none, and otherwise the first house holds none (W(m, k - 1)) or at least one (W(m - 1, k)).
 * W(n - 1, K + 1) counts the arrangements of fewer than n seeds in K houses, the (K + 1)th house
 * taking the seeds left over. */
static void tables(mancala_db *db)
{
    int m, k;
    for (m = 0; m < W_SEEDS; m++)
        for (k = 0; k < W_HOUSES; k++)
            db->w[m][k] = k == 0 ? (m == 0) : m == 0 ? 1 : db->w[m - 1][k] + db->w[m][k - 1];
}

/* Index of the first arrangement of n seeds: the number of arrangements of fewer. */
uint64_t mc_db_layer_start(const mancala_db *db, int n)
{
    return n > 0 ? db->w[n - 1][db->houses2 + 1] : 0;
}

/* Index of an arrangement: the houses in the mover's sowing order (the mover's row first). */
static uint64_t rank_of(const mancala_db *db, const uint8_t *row0, const uint8_t *row1, int H, int n)
{
    const int K = 2 * H;
    uint64_t r = mc_db_layer_start(db, n);
    int i, rem = n;
    for (i = 0; i < K - 1; i++) {
        int c = i < H ? row0[i] : row1[i - H];
        r += db->w[rem][K - i] - db->w[rem - c][K - i];
        rem -= c;
    }
    return r;
}

void mc_db_unrank(const mancala_db *db, uint64_t r, int n, mc_pos *p)
{
    const int H = db->v.r.houses, K = 2 * H;
    int i, rem = n;
    memset(p, 0, sizeof *p);
    r -= mc_db_layer_start(db, n);
    for (i = 0; i < K - 1; i++) {
        int c = 0;
        /* The largest c with W(rem, K-i) - W(rem-c, K-i) <= r. */
        while (c < rem && db->w[rem][K - i] - db->w[rem - c - 1][K - i] <= r)
            c++;
        r -= db->w[rem][K - i] - db->w[rem - c][K - i];
        p->pits[i < H ? MC_HOUSE(H, 0, i) : MC_HOUSE(H, 1, i - H)] = (uint8_t)c;
        rem -= c;
    }
    p->pits[MC_HOUSE(H, 1, H - 1)] = (uint8_t)rem;
}

uint64_t mc_db_index(const mancala_db *db, const mc_pos *p, int n)
{
    const int H = db->v.r.houses, m = p->to_move;
    return rank_of(db, p->pits + MC_HOUSE(H, m, 0), p->pits + MC_HOUSE(H, 1 - m, 0), H, n);
}

/* ---- Values. The arrangements are worked out with player 0 to move. */

/* Player 0's store minus player 1's. */
static int lead0(int H, const mc_pos *p)
{
    return p->pits[MC_STORE(H, 0)] - p->pits[MC_STORE(H, 1)];
}

/* Arrangement r of n seeds, player 0 to move, ended if the game is over there (the repetitions
 * counted start afresh); *mask receives its legal moves. */
static void settled(const mancala_db *db, uint64_t r, int n, mc_pos *p, uint32_t *mask)
{
    mc_db_unrank(db, r, n, p);
    mc_settle(&db->v, p, NULL, 0, mask);
}

/* The position after move i of p (player 0 to move), ended if the move ends the game (no
 * repetitions counted); returns player 0's lead then. */
static int play_child(const mancala_variant *v, const mc_pos *p, int i, mc_pos *c)
{
    unsigned flags;
    uint32_t mask;
    *c = *p;
    mc_apply(v, c, i, &flags);
    mc_settle(v, c, NULL, 0, &mask);
    return lead0(v->r.houses, c);
}

#define NO_MOVE INT8_MIN /* below any value: no move was valued */

/* The best move of p (player 0 to move, legal moves mask) for player 0: the store difference
 * after the move plus the value of the arrangement it leads to, which child gives (the builder
 * in this file computes it if not known yet; mancala-dbgen asks the rank that holds it). The
 * moves that lead to an arrangement of `stay` seeds, whose values are not known yet under cyclic
 * rules, are not valued but counted in *inside (stay -1: value every move). Returns NO_MOVE if
 * no move was valued. */
static int best_move(const mancala_db *db, const mc_pos *p, uint32_t mask, int stay, int *inside,
                     mc_db_child_fn child, void *ctx)
{
    const mancala_variant *v = &db->v;
    const int H = v->r.houses;
    int i, best = NO_MOVE;
    for (i = 0; i < H; i++) {
        mc_pos c;
        int val;
        if (!(mask >> i & 1))
            continue;
        val = play_child(v, p, i, &c);
        if (!c.over) {
            int cn = mc_house_seeds(H, &c), cv;
            if (cn == stay) {
                ++*inside;
                continue;
            }
            cv = child(ctx, mc_db_index(db, &c, cn), cn);
            val += c.to_move == 0 ? cv : -cv;
        }
        if (val > best)
            best = val;
    }
    return best;
}

static int value_of(void *db, uint64_t r, int n);

/* The value of arrangement r of n seeds, player 0 to move, computing what it needs (rules where
 * no position repeats). Threads that meet the same arrangement may both compute it: they store the
 * same value. */
static int value(mancala_db *db, uint64_t r, int n)
{
    mc_pos p;
    uint32_t mask;
    int best;
    int8_t known = MC_ATOMIC_LOAD(db->val[r]);

    if (known != UNKNOWN)
        return known;
    settled(db, r, n, &p, &mask);
    if (p.over)
        best = lead0(db->v.r.houses, &p);
    else
        best = best_move(db, &p, mask, -1, NULL, value_of, db);
    MC_ATOMIC_SET(db->val[r], (int8_t)best);
    return best;
}

static int value_of(void *db, uint64_t r, int n)
{
    return value(db, r, n);
}

/* ---- Building, layer by layer. */

/* One thread's share of a layer: arrangements from..to of n seeds (the layer starts at base). */
typedef struct build_job {
    mancala_db *db;
    int n;
    uint64_t from, to, base;
    int8_t *exit;   /* cyclic rules: best value of a move leaving the layer, or NO_MOVE */
    uint8_t *moves; /* cyclic rules: moves staying in the layer not yet known to lose; TERMINAL */
} build_job;

static void *build_range(void *arg)
{
    build_job *j = arg;
    uint64_t r;
    for (r = j->from; r < j->to; r++)
        value(j->db, r, j->n);
    return NULL;
}

void mc_db_exit(const mancala_db *db, uint64_t r, int n, mc_db_child_fn child, void *ctx,
                int8_t *exit, uint8_t *moves)
{
    int inside = 0;
    uint32_t mask;
    mc_pos p;
    settled(db, r, n, &p, &mask);
    if (p.over) {
        *exit = (int8_t)lead0(db->v.r.houses, &p);
        *moves = TERMINAL;
        return;
    }
    *exit = (int8_t)best_move(db, &p, mask, n, &inside, child, ctx);
    *moves = (uint8_t)inside;
}

/* Cyclic rules, first step: every arrangement's exits and moves (mc_db_exit). */
static void *exits_range(void *arg)
{
    build_job *j = arg;
    uint64_t r;

    for (r = j->from; r < j->to; r++)
        mc_db_exit(j->db, r, j->n, value_of, j->db, &j->exit[r - j->base], &j->moves[r - j->base]);
    return NULL;
}

/* Splits the arrangements lo..hi of n seeds into nt equal shares (fewer if there are fewer
 * arrangements); returns the number of shares. */
static int split_layer(build_job *jobs, mancala_db *db, int n, uint64_t lo, uint64_t hi, int nt)
{
    int t;
    if (nt < 1 || (uint64_t)nt > hi - lo)
        nt = 1;
    for (t = 0; t < nt; t++) {
        memset(&jobs[t], 0, sizeof jobs[t]);
        jobs[t].db = db;
        jobs[t].n = n;
        jobs[t].from = lo + (hi - lo) * (uint64_t)t / (uint64_t)nt;
        jobs[t].to = lo + (hi - lo) * (uint64_t)(t + 1) / (uint64_t)nt;
        jobs[t].base = lo;
    }
    return nt;
}

/* Runs fn on every job, one thread each (the caller's thread takes the first, and the shares of
 * threads that could not start). */
static void run_jobs(void *(*fn)(void *), build_job *jobs, int nt)
{
    mc_threads th;
    int t, started = mc_threads_start(&th, fn, jobs + 1, sizeof *jobs, nt - 1);
    fn(&jobs[0]);
    for (t = 1 + started; t < nt; t++)
        fn(&jobs[t]);
    mc_threads_join(&th);
}

/* The arrangements of the layer (indices from its start) from which a move of the opponent that
 * captures nothing leads to c (player 0 to move, not finished): undoing the move from house h with
 * k seeds takes a seed back from each house it sowed; the candidate is kept if the move is legal
 * there and gives c again. Complete for single-leg sowing (relay=off), the rules a database of
 * this kind is built for. Returns how many were written to out (room for H * n). */
int mc_db_predecessors(const mancala_db *db, int n, uint64_t base, const mc_pos *c, uint32_t *out)
{
    const mancala_variant *v = &db->v;
    const int H = v->r.houses, L = v->lap;
    int h, k, count = 0;
    for (h = 0; h < H; h++) {
        const int origin = MC_HOUSE(H, 1, h);
        const uint8_t *seq = v->path[1][h];
        mc_pos p = *c;
        if (c->pits[origin] != 0 && v->r.origin == MC_ORIGIN_SKIP)
            continue;
        for (k = 1; k <= n; k++) {
            mc_pos q, r;
            unsigned flags;
            uint32_t mask;
            if (p.pits[seq[(k - 1) % L]] == 0)
                break;
            p.pits[seq[(k - 1) % L]]--;
            if (p.pits[origin] != 0)
                continue;
            q = p;
            q.pits[origin] = (uint8_t)k;
            q.to_move = 1;
            q.over = 0;
            if (mc_legal_mask(v, &q, &mask) != MANCALA_OK || !(mask >> h & 1))
                continue;
            r = q;
            mc_apply(v, &r, h, &flags);
            if (r.to_move == 0 && memcmp(r.pits, c->pits, (size_t)v->npits) == 0) /* stores too */
                out[count++] = (uint32_t)(mc_db_index(db, &q, n) - base);
        }
    }
    return count;
}

/* Room for a cyclic layer's work: exits, move counts and the queue of newly decided arrangements. */
typedef struct layer_room {
    int8_t *exit;
    uint8_t *moves;
    uint32_t *queue;
} layer_room;

int mc_db_decide_alone(int exit, unsigned moves, int t)
{
    return exit == t || ((moves & ~(unsigned)TERMINAL) == 0 && exit == -t) ? exit : UNKNOWN;
}

int mc_db_decide_by_child(int exit, uint8_t *moves, int won, int t)
{
    if (!won)
        return t;
    return --*moves == 0 && exit <= -t ? -t : UNKNOWN;
}

/* Threshold t of the retrograde analysis of the layer of n seeds (arrangements lo..lo+size, exits
 * and move counts in room): decides the arrangements worth t, whose mover can force t or more,
 * and those worth -t, whose mover is held to -t or less. The mover can force t or more if a move
 * leaves the layer with t or more, or leads to an arrangement whose mover is held to -t or less;
 * the mover is held to -t or less if every way out gives -t or less and every move in the layer
 * leads to an arrangement whose mover can force t or more. The arrangements decided at higher
 * thresholds are left as they are; each newly decided one is queued, and its predecessors are
 * looked at in turn. */
static void decide_threshold(mancala_db *db, int n, uint64_t lo, uint64_t size, int t,
                             layer_room *room)
{
    int8_t *exit = room->exit;
    uint8_t *moves = room->moves;
    uint32_t *queue = room->queue, preds[MC_DB_MAX_PREDECESSORS];
    uint64_t r, head = 0, tail = 0;

    for (r = 0; r < size; r++) {
        if (db->val[lo + r] != UNKNOWN)
            continue;
        db->val[lo + r] = (int8_t)mc_db_decide_alone(exit[r], moves[r], t);
        /* A finished position's value went into its predecessors' exits already. */
        if (db->val[lo + r] != UNKNOWN && !(moves[r] & TERMINAL))
            queue[tail++] = (uint32_t)r;
    }
    while (head < tail) {
        uint32_t q = queue[head++];
        int won = db->val[lo + q] > 0, np, i;
        mc_pos c;
        mc_db_unrank(db, lo + q, n, &c);
        np = mc_db_predecessors(db, n, lo, &c, preds);
        for (i = 0; i < np; i++) {
            uint32_t p = preds[i];
            if (db->val[lo + p] != UNKNOWN)
                continue;
            db->val[lo + p] = (int8_t)mc_db_decide_by_child(exit[p], &moves[p], won, t);
            if (db->val[lo + p] != UNKNOWN)
                queue[tail++] = p;
        }
    }
}

/* Cyclic rules: the values of the layer of n seeds (arrangements lo..hi), by retrograde analysis
 * over thresholds t = n..1 (decide_threshold), after a look at every arrangement's ways out of the
 * layer (exits_range). Each arrangement is decided once, at its value; those never decided are
 * worth 0 (neither side can force more than a repetition). */
static void build_cyclic_layer(mancala_db *db, int n, uint64_t lo, uint64_t hi, int nt,
                               layer_room *room)
{
    build_job jobs[MC_MAX_THREADS];
    uint64_t r;
    int t;

    nt = split_layer(jobs, db, n, lo, hi, nt);
    for (t = 0; t < nt; t++) {
        jobs[t].exit = room->exit;
        jobs[t].moves = room->moves;
    }
    run_jobs(exits_range, jobs, nt);
    for (t = n; t >= 1; t--)
        decide_threshold(db, n, lo, hi - lo, t, room);
    for (r = lo; r < hi; r++)
        if (db->val[r] == UNKNOWN)
            db->val[r] = 0;
}

/* Solves the layer of n seeds (arrangements lo..hi) with nt threads. */
static void build_layer(mancala_db *db, int n, uint64_t lo, uint64_t hi, int nt)
{
    build_job jobs[MC_MAX_THREADS];
    run_jobs(build_range, jobs, split_layer(jobs, db, n, lo, hi, nt));
}

int32_t mc_db_init(mancala_db *db, const mc_rules *r, int32_t seeds)
{
    memset(db, 0, sizeof *db);
    mc_variant_init(&db->v, r);
    db->seeds = seeds;
    db->houses2 = 2 * r->houses;
    tables(db);
    db->entries = db->w[seeds][db->houses2 + 1];
    return db->entries > DB_MAX_ENTRIES || db->entries > (uint64_t)((size_t)-1) ? MANCALA_ELIMIT
                                                                                 : MANCALA_OK;
}

/* A database with room for its values: MANCALA_ELIMIT past DB_MAX_ENTRIES, else ENOMEM. */
static int32_t db_alloc(const mc_rules *r, int32_t seeds, mancala_db **out)
{
    mancala_db *db = calloc(1, sizeof *db);
    if (!db)
        return MANCALA_ENOMEM;
    if (mc_db_init(db, r, seeds) != MANCALA_OK) {
        free(db);
        return MANCALA_ELIMIT;
    }
    db->val = mc_big_alloc((size_t)db->entries);
    if (!db->val) {
        free(db);
        return MANCALA_ENOMEM;
    }
    *out = db;
    return MANCALA_OK;
}

/* Cyclic rules: every layer of db, with room for the biggest layer's work. */
static int32_t build_cyclic(mancala_db *db, int threads)
{
    /* The biggest layer is the last; the queue counts its arrangements in 32 bits. */
    const uint64_t size = db->entries - mc_db_layer_start(db, db->seeds);
    layer_room room;
    int n, ok;

    if (size > UINT32_MAX)
        return MANCALA_ELIMIT;
    room.exit = malloc((size_t)size);
    room.moves = malloc((size_t)size);
    room.queue = malloc((size_t)size * sizeof *room.queue);
    ok = room.exit && room.moves && room.queue;
    for (n = 0; ok && n <= db->seeds; n++)
        build_cyclic_layer(db, n, mc_db_layer_start(db, n), mc_db_layer_start(db, n + 1), threads, &room);
    free(room.exit);
    free(room.moves);
    free(room.queue);
    return ok ? MANCALA_OK : MANCALA_ENOMEM;
}

int32_t mancala_db_build(mancala_db **out, const mancala_variant *v, int32_t seeds, int32_t threads)
{
    mancala_db *db;
    int32_t st;

    if (!out || !v || seeds < 0 || threads < 1)
        return MANCALA_EINVAL;
    if (!mc_db_rules_supported(v))
        return MANCALA_ERULES;
    if (seeds > DB_MAX_SEEDS || threads > MC_MAX_THREADS)
        return MANCALA_ELIMIT;
    st = db_alloc(&v->r, seeds, &db);
    if (st != MANCALA_OK)
        return st;
    memset(db->val, UNKNOWN, (size_t)db->entries);
    if (v->r.stores == MC_STORES_NONE) {
        st = build_cyclic(db, threads);
    } else {
        int n;
        for (n = 0; n <= seeds; n++)
            build_layer(db, n, mc_db_layer_start(db, n), mc_db_layer_start(db, n + 1), threads);
    }
    if (st != MANCALA_OK) {
        mancala_db_free(db);
        return st;
    }
    *out = db;
    return MANCALA_OK;
}

void mancala_db_free(mancala_db *db)
{
    if (!db)
        return;
    mc_big_free(db->val, (size_t)db->entries);
    free(db);
}

int32_t mancala_db_seeds(const mancala_db *db)
{
    return db ? db->seeds : MANCALA_EINVAL;
}

int32_t mancala_db_spec(const mancala_db *db, char *buf, size_t cap, size_t *needed)
{
    return db ? mancala_variant_spec(&db->v, buf, cap, needed) : MANCALA_EINVAL;
}

/* The starting seed count does not change the value of an arrangement: it is left out. */
int mc_db_matches(const mancala_db *db, const mancala_variant *v)
{
    mc_rules a = db->v.r, b = v->r;
    a.seeds = b.seeds = 0;
    return mc_db_rules_supported(v) && memcmp(&a, &b, sizeof a) == 0;
}

int mc_db_guides(const mancala_db *db, const mancala_variant *v)
{
    mc_rules a = db->v.r, b = v->r;
    a.seeds = b.seeds = 0;
    a.majority = b.majority = 0;
    a.cycle = b.cycle = 0;
    return !v->hooked && memcmp(&a, &b, sizeof a) == 0;
}

int mc_db_lookup(const mancala_db *db, const mancala_variant *v, const mc_pos *p, int *gain)
{
    int n = mc_house_seeds(v->r.houses, p);
    if (n > db->seeds)
        return 0;
    *gain = db->val[mc_db_index(db, p, n)];
    return 1;
}

int32_t mancala_db_probe(const mancala_db *db, const mancala_game *g, int32_t *score)
{
    int gain;
    if (!db || !g || !score)
        return MANCALA_EINVAL;
    if (!mc_db_matches(db, &g->v))
        return MANCALA_ERULES;
    if (g->cur.over)
        return MANCALA_EOVER;
    if (!mc_db_lookup(db, &g->v, &g->cur, &gain))
        return MANCALA_ELIMIT;
    *score = mc_store_diff(g->v.r.houses, &g->cur) + gain;
    return MANCALA_OK;
}

/* ---- The file: a header, then the entries, one signed byte each. The layout is documented in
 * mancala_db_save(3); header_layout is its one description in the code. Version 1 has a header of
 * 304 bytes whose spec field holds 256; version 2, written only for a spec too long for that
 * field, has a spec field of the spec and its NUL rounded up to 8 bytes. Both end with 8 reserved
 * bytes, zero. */

#define MC_DB_MAGIC "MNCLADB\n"
#define MC_DB_MAGIC_SIZE 8
#define MC_DB_SPEC_AT 40     /* the canonical spec, NUL-padded */
#define MC_DB_SPEC_V1 256    /* version 1's spec field */
#define MC_DB_RESERVED 8     /* after the spec field */

/* The numbers in the header, all unsigned. */
enum { HDR_VERSION, HDR_SIZE, HDR_SEEDS, HDR_HOUSES, HDR_ENTRIES, HDR_CHECKSUM, HDR_NUMBERS };

/* Where each number lies in the header and how many bytes it takes, little-endian. */
static const struct {
    uint16_t at, bytes;
} header_layout[HDR_NUMBERS] = {
    [HDR_VERSION] = { 8, 4 },  [HDR_SIZE] = { 12, 4 },    [HDR_SEEDS] = { 16, 4 },
    [HDR_HOUSES] = { 20, 4 },  [HDR_ENTRIES] = { 24, 8 }, [HDR_CHECKSUM] = { 32, 8 },
};

typedef struct db_header {
    uint8_t magic[MC_DB_MAGIC_SIZE];
    uint64_t number[HDR_NUMBERS];
    char spec[MC_DB_MAX_SPEC];
    size_t spec_field; /* bytes of the spec field: the header size less the rest */
} db_header;

/* The header's size with a spec field of field bytes. */
static size_t header_size(size_t field)
{
    return MC_DB_SPEC_AT + field + MC_DB_RESERVED;
}

static void header_encode(const db_header *h, uint8_t *b)
{
    int k, i;
    memset(b, 0, header_size(h->spec_field));
    memcpy(b, h->magic, MC_DB_MAGIC_SIZE);
    for (k = 0; k < HDR_NUMBERS; k++)
        for (i = 0; i < header_layout[k].bytes; i++)
            b[header_layout[k].at + i] = (uint8_t)(h->number[k] >> (8 * i));
    memcpy(b + MC_DB_SPEC_AT, h->spec, h->spec_field);
}

/* The magic and the numbers, from the first MC_DB_SPEC_AT bytes of a header. */
static void header_decode(const uint8_t *b, db_header *h)
{
    int k, i;
    memset(h, 0, sizeof *h);
    memcpy(h->magic, b, MC_DB_MAGIC_SIZE);
    for (k = 0; k < HDR_NUMBERS; k++)
        for (i = header_layout[k].bytes - 1; i >= 0; i--)
            h->number[k] = h->number[k] << 8 | b[header_layout[k].at + i];
}

/* The size of the spec field that h's version and size give, 0 if they are not a valid pair. */
static size_t spec_field_of(const db_header *h)
{
    const uint64_t size = h->number[HDR_SIZE];
    if (h->number[HDR_VERSION] == 1)
        return size == header_size(MC_DB_SPEC_V1) ? MC_DB_SPEC_V1 : 0;
    if (h->number[HDR_VERSION] != 2 || size < header_size(8) ||
        size > header_size(MC_DB_MAX_SPEC) || (size - header_size(0)) % 8 != 0)
        return 0;
    return (size_t)(size - header_size(0));
}

/* Whether the rest of f, from where it stands, is n bytes long; f is left where it stood. */
static int rest_is(FILE *f, uint64_t n)
{
    off_t here = ftello(f), end;
    if (here < 0 || fseeko(f, 0, SEEK_END) != 0)
        return 0;
    end = ftello(f);
    return fseeko(f, here, SEEK_SET) == 0 && end >= here && (uint64_t)(end - here) == n;
}

size_t mc_db_header(const mancala_db *db, uint64_t checksum, uint8_t *bytes)
{
    db_header h;
    size_t len;
    memset(&h, 0, sizeof h);
    if (mancala_variant_spec(&db->v, h.spec, sizeof h.spec, &len) != MANCALA_OK)
        return 0; /* no canonical spec is that long (mc_spec_write) */
    len = strlen(h.spec);
    memcpy(h.magic, MC_DB_MAGIC, MC_DB_MAGIC_SIZE);
    h.spec_field = len < MC_DB_SPEC_V1 ? MC_DB_SPEC_V1 : (len + 8) / 8 * 8;
    h.number[HDR_VERSION] = h.spec_field == MC_DB_SPEC_V1 ? 1 : 2;
    h.number[HDR_SIZE] = header_size(h.spec_field);
    h.number[HDR_SEEDS] = (uint64_t)db->seeds;
    h.number[HDR_HOUSES] = db->v.r.houses;
    h.number[HDR_ENTRIES] = db->entries;
    h.number[HDR_CHECKSUM] = checksum;
    header_encode(&h, bytes);
    return header_size(h.spec_field);
}

int32_t mancala_db_save(const mancala_db *db, const char *path)
{
    uint8_t bytes[MC_DB_HEADER_MAX];
    size_t size;
    FILE *f;
    int ok;

    if (!db || !path)
        return MANCALA_EINVAL;
    size = mc_db_header(db, mc_fnv1a(db->val, (size_t)db->entries, MC_FNV_BASIS), bytes);
    if (size == 0)
        return MANCALA_ELIMIT;
    f = fopen(path, "wb");
    if (!f)
        return MANCALA_EIO;
    ok = fwrite(bytes, 1, size, f) == size &&
         fwrite(db->val, 1, (size_t)db->entries, f) == (size_t)db->entries;
    ok = (fclose(f) == 0) && ok;
    return ok ? MANCALA_OK : MANCALA_EIO;
}

/* The rules of a spec string, through the public API: the engine reads no text itself. */
int32_t mc_rules_from_spec(mc_rules *r, const char *spec)
{
    mancala_variant *v;
    const int32_t st = mancala_variant_new(&v, spec);
    if (st != MANCALA_OK)
        return st;
    *r = v->r;
    mancala_variant_free(v);
    return MANCALA_OK;
}

/* Reads a header from f into h: MANCALA_OK if it is one of this format (else MANCALA_EFORMAT, or
 * MANCALA_ENOMEM where reading its spec ran out of memory), with the rules of its spec in *r. */
static int32_t header_read(FILE *f, db_header *h, mc_rules *r)
{
    uint8_t bytes[MC_DB_HEADER_MAX];
    mancala_variant v;
    int32_t st;
    if (fread(bytes, 1, MC_DB_SPEC_AT, f) != MC_DB_SPEC_AT)
        return MANCALA_EFORMAT;
    header_decode(bytes, h);
    h->spec_field = spec_field_of(h);
    if (memcmp(h->magic, MC_DB_MAGIC, MC_DB_MAGIC_SIZE) != 0 || h->spec_field == 0 ||
        fread(bytes, 1, h->spec_field + MC_DB_RESERVED, f) != h->spec_field + MC_DB_RESERVED ||
        memchr(bytes, 0, h->spec_field) == NULL)
        return MANCALA_EFORMAT;
    memcpy(h->spec, bytes, h->spec_field);
    st = mc_rules_from_spec(r, h->spec);
    if (st != MANCALA_OK)
        return st == MANCALA_ENOMEM ? st : MANCALA_EFORMAT;
    if (h->number[HDR_SEEDS] > DB_MAX_SEEDS || h->number[HDR_HOUSES] != r->houses)
        return MANCALA_EFORMAT;
    mc_variant_init(&v, r);
    return mc_db_rules_supported(&v) ? MANCALA_OK : MANCALA_EFORMAT;
}

/* Whether every value is one the rules allow: a gain of at most the seeds left, either way. */
static int values_valid(const mancala_db *db)
{
    uint64_t i;
    for (i = 0; i < db->entries; i++)
        if (db->val[i] < -db->seeds || db->val[i] > db->seeds)
            return 0;
    return 1;
}

int32_t mancala_db_load(mancala_db **out, const char *path)
{
    db_header h;
    mancala_db *db = NULL;
    mc_rules r;
    int32_t st = MANCALA_EFORMAT;
    FILE *f;

    if (!out || !path)
        return MANCALA_EINVAL;
    f = fopen(path, "rb");
    if (!f)
        return MANCALA_EIO;
    /* The file must hold as many values as its header says before any room is made. */
    st = header_read(f, &h, &r);
    if (st != MANCALA_OK)
        goto done;
    st = MANCALA_EFORMAT;
    if (!rest_is(f, h.number[HDR_ENTRIES]))
        goto done;
    st = db_alloc(&r, (int32_t)h.number[HDR_SEEDS], &db);
    if (st != MANCALA_OK) {
        db = NULL;
        if (st == MANCALA_ELIMIT)
            st = MANCALA_EFORMAT; /* no database of this format is that large */
        goto done;
    }
    st = MANCALA_EFORMAT;
    if (h.number[HDR_ENTRIES] != db->entries ||
        fread(db->val, 1, (size_t)db->entries, f) != (size_t)db->entries || fgetc(f) != EOF ||
        mc_fnv1a(db->val, (size_t)db->entries, MC_FNV_BASIS) != h.number[HDR_CHECKSUM] ||
        !values_valid(db))
        goto done;
    st = MANCALA_OK;
done:
    fclose(f);
    if (st != MANCALA_OK) {
        mancala_db_free(db);
        return st;
    }
    *out = db;
    return MANCALA_OK;
}
