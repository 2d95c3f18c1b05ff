/* SPDX-License-Identifier: MIT */
/* db_build.c: building a database, layer by layer of seed count: a memoised recursion over the
 * moves where no position repeats (stores=own), retrograde analysis over thresholds where
 * positions repeat within a layer (cycle=split), the arrangements of a layer shared out among
 * threads. The pieces mancala-dbgen shares: mc_db_exit, mc_db_predecessors, mc_db_decide_*. */
#include <stdlib.h>
#include <string.h>

#include "../common/system.h"
#include "db.h"

/* ---- Values. The arrangements are worked out with player 0 to move. */

/* Player 0's store minus player 1's. */
MC_ALWAYS_INLINE int lead0(int H, const mc_pos *p)
{
    return p->pits[MC_STORE(H, 0)] - p->pits[MC_STORE(H, 1)];
}

/* Ends p if the game is over there (no repetitions counted); *mask receives its legal moves. The
 * search's fast path where the rules allow it (fastpath.h). */
MC_ALWAYS_INLINE void settle(const mancala_variant *v, mc_pos *p, uint32_t *mask)
{
    if (v->rows_end)
        mc_settle_rows(v, p, mask, NULL);
    else
        mc_settle(v, p, NULL, mask);
}

/* The position after move i of p (player 0 to move), ended if the move ends the game (no
 * repetitions counted); returns player 0's lead then. */
MC_ALWAYS_INLINE int play_child(const mancala_variant *v, const mc_pos *p, int i, mc_pos *c)
{
    unsigned flags;
    uint32_t mask;
    *c = *p;
    if (v->one_leg)
        (void)mc_apply_one_leg(v, c, i);
    else
        (void)mc_apply(v, c, i, &flags);
    settle(v, c, &mask);
    return lead0(v->r.houses, c);
}

/* Arrangement r of n seeds, player 0 to move, ended if the game is over there (the repetitions
 * counted start afresh); *mask receives its legal moves. Where it is reached by move `house` of
 * `from` (player 0 to move; NULL: no move), it is read off the position the move leaves, the
 * mover's row first and the stores empty, as mc_db_unrank would give it: replaying the move costs
 * less than unranking (an eighth of a build's time). */
static void settled(const mancala_db *db, uint64_t r, int n, const mc_pos *from, int house,
                    mc_pos *p, uint32_t *mask)
{
    if (from) {
        const int H = db->v.r.houses;
        mc_pos c;
        int m;
        (void)play_child(&db->v, from, house, &c);
        m = c.to_move;
        memset(p, 0, sizeof *p);
        memcpy(p->pits + MC_HOUSE(H, 0, 0), c.pits + MC_HOUSE(H, m, 0), (size_t)H);
        memcpy(p->pits + MC_HOUSE(H, 1, 0), c.pits + MC_HOUSE(H, 1 - m, 0), (size_t)H);
    } else {
        mc_db_unrank(db, r, n, p);
    }
    settle(&db->v, p, mask);
}

#define NO_MOVE INT8_MIN /* below any value: no move was valued */

/* A move of an arrangement: the index of the arrangement it leads to (seeds cn), and player 0's
 * lead after it; cn < 0: the move ends the game, lead is its final value. */
typedef struct db_move {
    uint64_t index;
    int16_t lead;
    int8_t cn;
    uint8_t same;  /* player 0 moves again there */
    uint8_t house; /* the move */
} db_move;

/* Makes move i of p (n seeds, player 0 to move) into *m, and asks for the cache line of the
 * value it leads to: the values are read at places all over the database, a cache miss each, and
 * asked for together their reads overlap instead of following one another. */
MC_ALWAYS_INLINE void make_move(const mancala_db *db, const mc_pos *p, int n, int i, db_move *m)
{
    const int H = db->v.r.houses;
    mc_pos c;
    m->lead = (int16_t)play_child(&db->v, p, i, &c);
    m->house = (uint8_t)i;
    m->cn = -1;
    if (!c.over) {
        /* p's stores are empty: the child's hold the seeds the move took out of the houses. */
        m->cn = (int8_t)(n - c.pits[MC_STORE(H, 0)] - c.pits[MC_STORE(H, 1)]);
        m->same = c.to_move == 0;
        /* A database being built is by pairs (mc_db_init). */
        m->index = mc_db_rank_pairs(db, c.pits + MC_HOUSE(H, c.to_move, 0),
                                    c.pits + MC_HOUSE(H, 1 - c.to_move, 0), m->cn);
        if (db->val)
            mc_prefetch(&db->val[m->index]);
    }
}

/* The best of the moves m[0..count) of p (player 0 to move) for player 0: the store difference
 * after the move plus the value of the arrangement it leads to, which child gives (the builder in
 * this file computes it if not known yet; mancala-dbgen asks the rank that holds it). Returns
 * NO_MOVE if there are none. */
MC_ALWAYS_INLINE int best_of(const db_move *m, int count, const mc_pos *p, mc_db_child_fn child,
                             void *ctx)
{
    int k, best = NO_MOVE;
    for (k = 0; k < count; k++) {
        int val = m[k].lead;
        if (m[k].cn >= 0) {
            const int cv = child(ctx, m[k].index, m[k].cn, p, m[k].house);
            val += m[k].same ? cv : -cv;
        }
        if (val > best)
            best = val;
    }
    return best;
}

/* The best move of p (n seeds, player 0 to move, legal moves mask) for player 0 (best_of). With
 * inside, the moves that lead to an arrangement of n seeds, whose values are not known yet under
 * cyclic rules, are not valued but counted in *inside (NULL: value every move). Returns NO_MOVE if
 * no move was valued. */
MC_ALWAYS_INLINE int best_move(const mancala_db *db, const mc_pos *p, int n, uint32_t mask,
                               int *inside, mc_db_child_fn child, void *ctx)
{
    db_move m[MANCALA_MAX_HOUSES];
    int count = 0;
    for (; mask; mask &= mask - 1) {
        make_move(db, p, n, mc_lowest_bit(mask), &m[count]);
        if (inside && m[count].cn == n)
            ++*inside;
        else
            count++;
    }
    return best_of(m, count, p, child, ctx);
}

/* The value of arrangement r of n seeds, player 0 to move, not known yet, reached by move
 * `house` of `from` (NULL: no move), computing what it needs (rules where no position repeats).
 * Threads that meet the same arrangement may both compute it: they store the same value. */
static MC_NOINLINE int compute_value(mancala_db *db, uint64_t r, int n, const mc_pos *from,
                                      int house);

/* The value of arrangement r (compute_value), read if known: inline in best_of, which reads the
 * values of most moves. */
static int value_of(void *ctx, uint64_t r, int n, const mc_pos *from, int house)
{
    const int known = mc_db_val(ctx, r);
    return known != MC_DB_UNKNOWN ? known : compute_value(ctx, r, n, from, house);
}

static MC_NOINLINE int compute_value(mancala_db *db, uint64_t r, int n, const mc_pos *from,
                                      int house)
{
    mc_pos p;
    uint32_t mask;
    int best;

    settled(db, r, n, from, house, &p, &mask);
    if (p.over)
        best = lead0(db->v.r.houses, &p);
    else
        best = best_move(db, &p, n, mask, NULL, value_of, db);
    mc_db_set(db, r, best);
    return best;
}

/* ---- Progress reports and cancellation (mancala_db_build_with(3)). The threads of a layer
 * count the positions they finish, a chunk at a time; the caller's thread, which takes chunks of
 * every layer too, reports when a report is due and at the end of each phase of a layer. A
 * nonzero answer cancels the build: each thread sees it before its next chunk. */
typedef struct db_ticker {
    mancala_tick_fn fn; /* NULL: no reports (mancala_db_build) */
    void *ud;
    double interval, next, start; /* ms */
    MC_ATOMIC(int) cancel;
    MC_ATOMIC(uint64_t) done MC_ALIGN8; /* positions of the phase under way done, all threads */
    uint64_t valued;          /* positions of the layers finished */
    mancala_progress p;
} db_ticker;

static int cancelled(db_ticker *t)
{
    return t->fn && MC_ATOMIC_LOAD(t->cancel);
}

/* Phase `phase` of `phases` of the layer of n seeds, of `total` positions, begins. */
static void tick_phase(db_ticker *t, int n, int phase, int phases, uint64_t total)
{
    t->p.layer = n;
    t->p.phase = phase;
    t->p.phases = phases;
    t->p.total = total;
    MC_ATOMIC_SET(t->done, 0);
}

/* Tells the caller where the build stands: if a report is due (due), or at once. On the
 * caller's thread. */
static void tick_report(db_ticker *t, int due)
{
    double now, ms;
    if (!t->fn || MC_ATOMIC_LOAD(t->cancel))
        return;
    now = mc_now_ms();
    if (due && now < t->next)
        return;
    ms = now - t->start;
    t->p.elapsed_ms = ms > 0 ? (uint64_t)ms : 0;
    t->p.done = MC_ATOMIC_LOAD(t->done);
    t->p.nodes = t->valued + (t->p.phase == t->p.phases ? t->p.done : 0);
    t->p.rate = ms > 0 ? (uint64_t)((double)t->p.nodes * 1000.0 / ms) : 0;
    if (t->fn(&t->p, t->ud) != 0)
        MC_ATOMIC_SET(t->cancel, 1);
    /* The next report an interval after this one: a slow callback does not make them come back
     * to back. */
    t->next = mc_now_ms() + t->interval;
}

/* The end of a phase: its last report (done == total); the end of the layer after the last. */
static void tick_end(db_ticker *t)
{
    MC_ATOMIC_SET(t->done, t->p.total);
    tick_report(t, 0);
    if (t->p.phase == t->p.phases)
        t->valued += t->p.total;
}

/* ---- Building, layer by layer. */

/* The arrangements of a layer are worked out in blocks of this many: first every move of each
 * (make_move, which asks for the value it leads to), then their values. */
#define BLOCK 64

/* One thread's share of a layer: arrangements from..to of n seeds (the layer starts at base). */
typedef struct build_job {
    mancala_db *db;
    int n;
    uint64_t from, to, base;
    MC_ATOMIC(uint32_t) *next; /* the next chunk of the layer that no thread has taken */
    int8_t *exit;   /* cyclic rules: best value of a move leaving the layer, or NO_MOVE */
    uint8_t *moves; /* cyclic rules: moves in the layer not yet known to lose; MC_DB_TERMINAL */
    db_ticker *tick;
    int caller;     /* the job runs on the caller's thread, which reports */
} build_job;

/* Arrangements r..r+count of n seeds (rules where no position repeats): their moves first, then
 * their values (value_of computes those of the layer itself not known yet). */
static void build_block(mancala_db *db, uint64_t r, int count, int n)
{
    const mancala_variant *v = &db->v;
    const int H = v->r.houses;
    db_move kids[BLOCK * MANCALA_MAX_HOUSES];
    int nkids[BLOCK], k, at = 0;
    mc_pos a; /* arrangement r + k, stepped along the block (unranking each took a fifth of the time) */
    mc_pos p[BLOCK]; /* and settled */

    mc_db_unrank(db, r, n, &a);
    for (k = 0; k < count; k++) {
        uint32_t mask;
        if (k > 0)
            mc_db_next(db, &a);
        nkids[k] = -1; /* known already, or decided here */
        if (mc_db_val(db, r + (uint64_t)k) != MC_DB_UNKNOWN)
            continue;
        p[k] = a;
        settle(v, &p[k], &mask);
        if (p[k].over) {
            mc_db_set(db, r + (uint64_t)k, lead0(H, &p[k]));
            continue;
        }
        for (nkids[k] = 0; mask; mask &= mask - 1)
            make_move(db, &p[k], n, mc_lowest_bit(mask), &kids[at + nkids[k]++]);
        at += nkids[k];
    }
    at = 0;
    for (k = 0; k < count; k++) {
        if (nkids[k] < 0)
            continue;
        mc_db_set(db, r + (uint64_t)k, best_of(&kids[at], nkids[k], &p[k], value_of, db));
        at += nkids[k];
    }
}

/* The threads of a layer take its arrangements a chunk of this many at a time, the next one
 * not taken yet, so that none waits at the layer's end for another's harder share. */
#define CHUNK (64 * BLOCK)

/* The next chunk of j's layer that no thread has taken, *from..*to; 0 if none is left or the
 * build is cancelled. The chunk before it, done, is counted for the reports first. */
static int take_chunk(build_job *j, uint64_t done, uint64_t *from, uint64_t *to)
{
    if (j->tick->fn && done > 0) {
        MC_ATOMIC_ADD(j->tick->done, done);
        if (j->caller)
            tick_report(j->tick, 1);
    }
    *from = j->from + (uint64_t)MC_ATOMIC_ADD(*j->next, 1) * CHUNK;
    if (*from >= j->to || cancelled(j->tick))
        return 0;
    *to = j->to - *from < CHUNK ? j->to : *from + CHUNK;
    return 1;
}

/* One thread's part of the layer of j->n seeds, arrangements j->from..j->to (the whole layer;
 * the thread works on the chunks it takes). */
static void *build_range(void *arg)
{
    build_job *j = arg;
    uint64_t from = 0, to = 0, r;
    while (take_chunk(j, to - from, &from, &to))
        for (r = from; r < to; r += BLOCK)
            build_block(j->db, r, to - r < BLOCK ? (int)(to - r) : BLOCK, j->n);
    return NULL;
}

void mc_db_exit(const mancala_db *db, uint64_t r, int n, mc_db_child_fn child, void *ctx,
                int8_t *exit, uint8_t *moves)
{
    int inside = 0;
    uint32_t mask;
    mc_pos p;
    settled(db, r, n, NULL, 0, &p, &mask);
    if (p.over) {
        *exit = (int8_t)lead0(db->v.r.houses, &p);
        *moves = MC_DB_TERMINAL;
        return;
    }
    *exit = (int8_t)best_move(db, &p, n, mask, &inside, child, ctx);
    *moves = (uint8_t)inside;
}

/* Cyclic rules, first step: every arrangement's exits and moves (mc_db_exit), a chunk at a
 * time as build_range takes them. */
static void *exits_range(void *arg)
{
    build_job *j = arg;
    uint64_t from = 0, to = 0, r;
    while (take_chunk(j, to - from, &from, &to))
        for (r = from; r < to; r++)
            mc_db_exit(j->db, r, j->n, value_of, j->db, &j->exit[r - j->base],
                       &j->moves[r - j->base]);
    return NULL;
}

/* Sets up nt jobs (one if there are fewer arrangements than threads) over the arrangements
 * lo..hi of n seeds, each with the whole range, whose chunks they take in turn (next: none
 * taken yet); returns the number of jobs. The first runs on the caller's thread. */
static int layer_jobs(build_job *jobs, mancala_db *db, int n, uint64_t lo, uint64_t hi, int nt,
                      MC_ATOMIC(uint32_t) *next, db_ticker *tick)
{
    int t;
    if (nt < 1 || (uint64_t)nt > hi - lo)
        nt = 1;
    MC_ATOMIC_SET(*next, 0);
    for (t = 0; t < nt; t++) {
        memset(&jobs[t], 0, sizeof jobs[t]);
        jobs[t].db = db;
        jobs[t].n = n;
        jobs[t].from = lo;
        jobs[t].to = hi;
        jobs[t].base = lo;
        jobs[t].next = next;
        jobs[t].tick = tick;
        jobs[t].caller = t == 0;
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

/* Room for a cyclic layer's work: exits, move counts and the queue of newly decided
 * arrangements; and the reports, with the count of arrangements decided. */
typedef struct layer_room {
    int8_t *exit;
    uint8_t *moves;
    uint32_t *queue;
    db_ticker *tick;
    uint64_t decided;
} layer_room;

/* Every so many steps of the retrograde analysis (on the caller's thread), the arrangements
 * decided so far are reported if a report is due; returns whether the build is cancelled. */
#define DECIDE_STEPS 4096
static int decide_tick(layer_room *room)
{
    if (!room->tick->fn)
        return 0;
    MC_ATOMIC_SET(room->tick->done, room->decided);
    tick_report(room->tick, 1);
    return cancelled(room->tick);
}

int mc_db_decide_alone(int exit, unsigned moves, int t)
{
    return exit == t || ((moves & ~(unsigned)MC_DB_TERMINAL) == 0 && exit == -t) ? exit
                                                                                  : MC_DB_UNKNOWN;
}

int mc_db_decide_by_child(int exit, uint8_t *moves, int won, int t)
{
    if (!won)
        return t;
    return --*moves == 0 && exit <= -t ? -t : MC_DB_UNKNOWN;
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
        if (r % DECIDE_STEPS == 0 && decide_tick(room))
            return;
        if (mc_db_val(db, lo + r) != MC_DB_UNKNOWN)
            continue;
        mc_db_set(db, lo + r, mc_db_decide_alone(exit[r], moves[r], t));
        if (mc_db_val(db, lo + r) == MC_DB_UNKNOWN)
            continue;
        room->decided++;
        /* A finished position's value went into its predecessors' exits already. */
        if (!(moves[r] & MC_DB_TERMINAL))
            queue[tail++] = (uint32_t)r;
    }
    while (head < tail) {
        uint32_t q = queue[head++];
        int won = mc_db_val(db, lo + q) > 0, np, i;
        mc_pos c;
        if (head % DECIDE_STEPS == 0 && decide_tick(room))
            return;
        mc_db_unrank(db, lo + q, n, &c);
        np = mc_db_predecessors(db, n, lo, &c, preds);
        for (i = 0; i < np; i++) {
            uint32_t p = preds[i];
            if (mc_db_val(db, lo + p) != MC_DB_UNKNOWN)
                continue;
            mc_db_set(db, lo + p, mc_db_decide_by_child(exit[p], &moves[p], won, t));
            if (mc_db_val(db, lo + p) != MC_DB_UNKNOWN) {
                room->decided++;
                queue[tail++] = p;
            }
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
    MC_ATOMIC(uint32_t) next;
    uint64_t r;
    int t;

    tick_phase(room->tick, n, 1, 2, hi - lo);
    nt = layer_jobs(jobs, db, n, lo, hi, nt, &next, room->tick);
    for (t = 0; t < nt; t++) {
        jobs[t].exit = room->exit;
        jobs[t].moves = room->moves;
    }
    run_jobs(exits_range, jobs, nt);
    if (cancelled(room->tick))
        return;
    tick_end(room->tick);
    tick_phase(room->tick, n, 2, 2, hi - lo);
    room->decided = 0;
    for (t = n; t >= 1; t--) {
        decide_threshold(db, n, lo, hi - lo, t, room);
        if (cancelled(room->tick))
            return;
    }
    for (r = lo; r < hi; r++)
        if (mc_db_val(db, r) == MC_DB_UNKNOWN)
            mc_db_set(db, r, 0);
    tick_end(room->tick);
}

/* Solves the layer of n seeds (arrangements lo..hi) with nt threads, which take its chunks in
 * turn (a layer has fewer than 2^32 of them: MC_DB_MAX_ENTRIES / CHUNK). */
static void build_layer(mancala_db *db, int n, uint64_t lo, uint64_t hi, int nt, db_ticker *tick)
{
    build_job jobs[MC_MAX_THREADS];
    MC_ATOMIC(uint32_t) next;
    tick_phase(tick, n, 1, 1, hi - lo);
    nt = layer_jobs(jobs, db, n, lo, hi, nt, &next, tick);
    run_jobs(build_range, jobs, nt);
    if (!cancelled(tick))
        tick_end(tick);
}

/* Cyclic rules: every layer of db, with room for the biggest layer's work. */
static int32_t build_cyclic(mancala_db *db, int threads, db_ticker *tick)
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
    room.tick = tick;
    ok = room.exit && room.moves && room.queue;
    for (n = 0; ok && n <= db->seeds && !cancelled(tick); n++)
        build_cyclic_layer(db, n, mc_db_layer_start(db, n), mc_db_layer_start(db, n + 1), threads,
                           &room);
    free(room.exit);
    free(room.moves);
    free(room.queue);
    return ok ? MANCALA_OK : MANCALA_ENOMEM;
}

/* A ticker for fn (NULL: none) every interval_ms (0: the default), starting now. */
static void tick_init(db_ticker *t, mancala_tick_fn fn, int32_t interval_ms, void *ud,
                      int32_t seeds)
{
    memset(t, 0, sizeof *t);
    t->fn = fn;
    t->ud = fn ? ud : NULL;
    t->interval = interval_ms > 0 ? (double)interval_ms : MC_TICK_DEFAULT_MS;
    t->start = mc_now_ms();
    t->next = t->start + t->interval;
    MC_ATOMIC_SET(t->cancel, 0);
    MC_ATOMIC_SET(t->done, 0);
    t->p.struct_size = (uint32_t)sizeof t->p;
    t->p.stage = MANCALA_STAGE_DB;
    t->p.layers = seeds;
}

int32_t mancala_db_build_with(mancala_db **out, const mancala_variant *v, int32_t seeds,
                              int32_t threads, mancala_tick_fn fn, int32_t interval_ms,
                              void *userdata)
{
    mancala_db *db;
    db_ticker tick;
    int32_t st;

    if (!out || !v || seeds < 0 || threads < 1 || interval_ms < 0)
        return MANCALA_EINVAL;
    if (!mc_db_rules_supported(v))
        return MANCALA_ERULES;
    if (seeds > MC_DB_MAX_SEEDS || threads > MC_MAX_THREADS)
        return MANCALA_ELIMIT;
    tick_init(&tick, fn, interval_ms, userdata, seeds);
    st = mc_db_alloc(&v->r, seeds, &db);
    if (st != MANCALA_OK)
        return st;
    mc_big_fill((void *)db->val, MC_DB_UNKNOWN, (size_t)db->entries, threads);
    if (v->r.stores == MC_STORES_NONE) {
        st = build_cyclic(db, threads, &tick);
    } else {
        int n;
        for (n = 0; n <= seeds && !cancelled(&tick); n++)
            build_layer(db, n, mc_db_layer_start(db, n), mc_db_layer_start(db, n + 1), threads,
                        &tick);
    }
    if (st == MANCALA_OK && cancelled(&tick))
        st = MANCALA_ECANCELED; /* what was built is thrown away: *out stays as it was */
    if (st != MANCALA_OK) {
        mancala_db_free(db);
        return st;
    }
    *out = db;
    return MANCALA_OK;
}

int32_t mancala_db_build(mancala_db **out, const mancala_variant *v, int32_t seeds, int32_t threads)
{
    return mancala_db_build_with(out, v, seeds, threads, NULL, 0, NULL);
}
