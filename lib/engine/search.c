/* SPDX-License-Identifier: MIT */
/* search.c: the node search. Negamax alpha-beta over the generic engine's positions; an extra
 * move keeps the side to move, so its value is not negated. Scores are final store differences
 * from the view of the player to move; a result is exact when no estimate (depth cut-off,
 * unproven table entry) went into it. A node: the limits, the database's value and the seed
 * bound, the table's cut-off, the leaf's evaluation, the look-ahead pre-pass (enhanced
 * transposition cut-offs), then the child loop with its late move reductions and null windows,
 * and last the history and the table's entry. Also the root searches that the deepening, the
 * solve, the playing levels and the analysis start from. */
#include "search.h"

/* The table key: houses and side to move, and the stores too where they can change the game;
 * the rules are mixed in, so that entries of other rules are never taken for these rules' (and
 * the table need not be cleared, a pass over all of it, when the rules change). Where positions
 * can repeat, so is the game's repetition window (see mc_prepare), unless a store has changed on
 * the way from the root (fresh): the position's own window then starts after the root, and its
 * entries serve the searches of later moves too. */
uint64_t mc_key_of(const mancala_search *s, const mc_pos *p, int fresh)
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

/* Stops w at the node limit, and, every 256 nodes, once the run is cancelled or past its time,
 * or once another thread has finished the pass they share (thread.c); every 256 nodes too, a
 * progress report where one is due. */
static void check_limits(mc_worker *w)
{
    mancala_search *s = w->s;
    if (s->node_limit && w->nodes >= s->node_limit)
        w->stop = 1;
    /* Reading the clock costs about as much as a few nodes: 256 nodes take some microseconds.
     * A report (mc_tick) comes first, so that a cancel it asks for is seen at once. */
    if ((w->nodes & 255) == 0) {
        if (s->tick)
            mc_tick(w);
        if (MC_ATOMIC_LOAD(s->pass_over) || mc_time_is_up(s))
            w->stop = 1;
    }
}

/* The first half of making a child: the position after move at ply into kd, and where its value
 * or its table entry lies, asking for nothing from memory yet; 0 if a hook failed (the move is
 * skipped). A finished game gets its value (known 1); a position the database holds, its entry's
 * place in *at (known 2, the value still to read); any other child, its table key (known 0). */
static int kid_start(mc_worker *w, int ply, int move, mc_kid *kd, uint64_t *at)
{
    mancala_search *s = w->s;
    const int m = w->path[w->root + (size_t)ply].to_move;
    if (mc_advance(s->v, w->path, w->base[ply], w->root + (size_t)ply, move, &kd->pos, &kd->base,
                   &kd->mask) != MANCALA_OK)
        return 0;
    kd->move = move;
    kd->key = 0;
    kd->known = 1;
    if (kd->pos.over) {
        kd->val = kd->pos.to_move == m ? mc_diff_of(s, &kd->pos) : -mc_diff_of(s, &kd->pos);
        w->reps += kd->pos.repeated;
    } else if (s->db_usable && mc_db_locate(s->db, s->v, &kd->pos, at)) {
        kd->known = 2;
    } else {
        kd->known = 0;
        /* 0: leaves the table alone (mc_prepare); other runs count no seeds here */
        kd->key = s->table_seeds && mc_house_seeds(s->v->r.houses, &kd->pos) < s->table_seeds
                      ? 0
                      : mc_key_of(s, &kd->pos, kd->base > w->root);
    }
    return 1;
}

/* Asks for the cache line that kd's value or table entry is in. */
static void kid_fetch(const mancala_search *s, const mc_kid *kd, uint64_t at)
{
    if (kd->known == 2)
        mc_db_prefetch(s->db, at);
    else if (kd->known == 0 && kd->key)
        mc_tt_prefetch(&s->tt, kd->key);
}

/* The second half: a child of the database gets its value, from the view of the mover at ply. */
static void kid_finish(const mc_worker *w, int ply, mc_kid *kd, uint64_t at)
{
    const mancala_search *s = w->s;
    if (kd->known == 2) {
        kd->known = 1;
        kd->val = mc_diff_of(s, &kd->pos) + s->unit * mc_db_gain(s->db, at);
        if (kd->pos.to_move != w->path[w->root + (size_t)ply].to_move)
            kd->val = -kd->val;
    }
}

/* Makes the position after move at ply into kd; 0 if a hook failed (the move is skipped). A
 * finished game, or a position the database holds, gets its value at once; any other child gets
 * its table key, and its table slot is fetched into the cache ahead of the probe. */
int mc_make_kid(mc_worker *w, int ply, int move, mc_kid *kd)
{
    uint64_t at = 0;
    if (!kid_start(w, ply, move, kd, &at))
        return 0;
    kid_fetch(w->s, kd, at);
    kid_finish(w, ply, kd, at);
    return 1;
}

/* Makes every child of the node at ply, in move order, into w->kids[ply], and returns how many
 * (a move whose hook fails is left out). The cache lines their values and table entries are in
 * are asked for together, after all of them are made: in a table or database of a gigabyte each
 * is a miss that takes longer than making all the children (a random read took 340 ns on the
 * 2-core EPYC this was measured on, six independent ones about as long), and requests issued
 * back to back overlap where requests issued between the moves' sowings wait in turn. */
static int make_kids(mc_worker *w, int ply, const uint8_t *moves, int n)
{
    mc_kid *kids = w->kids[ply];
    uint64_t at[MC_MAX_MOVES];
    int k, made = 0;
    for (k = 0; k < n; k++)
        made += kid_start(w, ply, moves[k], &kids[made], &at[made]);
    for (k = 0; k < made; k++)
        kid_fetch(w->s, &kids[k], at[k]);
    for (k = 0; k < made; k++)
        kid_finish(w, ply, &kids[k], at[k]);
    return made;
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
    /* A search without depth limit tries a proven entry's move first, never an estimate's: the
     * deepening's moves cost the exact passes more nodes than the static order (Kalah(6,4)
     * with a 4 GiB table 153.8 million against 89.7 million), and made their count hang on
     * which of those entries the table happened to keep (90 to 128 million with 1 GiB over
     * four sets of hash keys, against 92.2 to 92.3 million without them). */
    if (e.depth == MC_TT_PROVEN || depth < MC_DEPTH_UNLIMITED)
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

/* The look-ahead of a node with much work below it, over its children made first (make_kids, n
 * of them): finished games and positions of the database score at once, and the table may already
 * hold a proven bound of a child that reaches beta (enhanced transposition cut-off). Returns 1
 * then, with that value and move in *val and *move. */
static int look_ahead(mc_worker *w, int ply, int n, int beta, int *val, int *move)
{
    mancala_search *s = w->s;
    const int m = w->path[w->root + (size_t)ply].to_move;
    const mc_kid *kids = w->kids[ply];
    int k;
    for (k = 0; k < n; k++) {
        const mc_kid *kd = &kids[k];
        mc_tt_entry ce;
        int v;
        if (kd->known)
            v = kd->val;
        else if (kd->key && mc_tt_probe(&s->tt, kd->key, &ce) && ce.depth == MC_TT_PROVEN)
            v = kd->pos.to_move == m ? mc_diff_of(s, &kd->pos) + ce.lower
                                     : -(mc_diff_of(s, &kd->pos) + ce.upper);
        else
            continue;
        if (v >= beta) {
            *val = v;
            *move = kd->move;
            return 1;
        }
    }
    return 0;
}

/* Whether an extra move from the node at ply is free: it costs no ply while the line from the
 * root has had fewer extra moves than s->free_extras, which a playing level's run (levels 1 to
 * 9, mc_play_level) sets to half the level's depth, rounded up, and every other run to 0. So a
 * level sees short turns whole (Kalah, 2 plies against 1: 73% so, 58.5% with only the extra
 * moves of the level's own first turn free), while Congkak's long relay chains do not make its
 * deep levels all but as strong as level 10 (with every extra move free, 10 plies against 7
 * scored 57.5% and level 10 against 10 plies 54.5%). */
int mc_free_extra(const mc_worker *w, int ply)
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
        val = mc_search(w, ply + 1, mc_free_extra(w, ply) ? depth : depth - 1, a, beta, kd->key);
    else
        val = -mc_search(w, ply + 1, depth - 1, -beta, -a, kd->key);
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
    return w->s->count_order && ply > 0 && depth >= MC_LMR_DEPTH && depth < MC_DEPTH_UNLIMITED &&
           searched >= MC_LMR_AFTER && mc_count_gain(w->s->v->r.houses, p, kd->move) == 0;
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
    int later[MC_MAX_MOVES], nlater = 0, pass, k, best = -MC_INF, searched = 0;
    *best_move = -1;
    for (pass = 0; pass < 2; pass++) {
        const int count = pass ? nlater : n;
        for (k = 0; k < count; k++) {
            const int i = pass ? later[k] : k;
            mc_kid *kd = &kids[made ? i : 0];
            int val, marks;
            if (!made && !mc_make_kid(w, ply, moves[i], kd))
                continue;
            marks = share && kd->key; /* a child that leaves the table alone is not marked */
            if (kd->known) {
                val = kd->val;
            } else if (marks && pass == 0 && i > 0 && mc_busy_test(w->s, kd->key)) {
                later[nlater++] = i;
                continue;
            } else if (lmr_ok(w, ply, depth, searched, kd)) {
                /* Late move reduction: a quiet move late in the order is first searched a ply
                 * shallower with a null window, and at full depth only if it is better. */
                val = search_child(w, ply, m, depth - 1, a, a + 1, kd, marks);
                if (val > a && !w->stop) {
                    val = search_child(w, ply, m, depth, a, a + 1, kd, marks);
                    if (val > a && val < beta && !w->stop)
                        val = search_child(w, ply, m, depth, a, beta, kd, marks);
                }
                searched++;
            } else if (w->s->count_order && searched > 0 && beta - a > 1) {
                /* Principal variation search: a later child need only be shown no better than
                 * the best so far, with a null window; searched again only where it is better. */
                val = search_child(w, ply, m, depth, a, a + 1, kd, marks);
                if (val > a && val < beta && !w->stop)
                    val = search_child(w, ply, m, depth, a, beta, kd, marks);
                searched++;
            } else {
                val = search_child(w, ply, m, depth, a, beta, kd, marks);
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

/* The history of cut-offs: move of mover m reached beta with depth plies left. */
static void note_cutoff(mc_worker *w, int m, int move, int depth)
{
    const int dd = depth > 40 ? 40 : depth;
    uint32_t *h = &w->hist[m][move];
    *h += (uint32_t)(dd * dd);
    if (*h > (1u << 30)) { /* halved before it overflows */
        int i;
        for (i = 0; i < 2 * MC_MAX_MOVES; i++)
            w->hist[i / MC_MAX_MOVES][i % MC_MAX_MOVES] >>= 1;
    }
}

/* Negamax over path[root + ply], a position that is not over; depth plies remain. */
int mc_search(mc_worker *w, int ply, int depth, int alpha, int beta, uint64_t key)
{
    mancala_search *s = w->s;
    const mc_pos *p = &w->path[w->root + (size_t)ply];
    const int d = mc_diff_of(s, p);
    uint64_t heur0, reps0, nodes0 = w->nodes;
    uint8_t moves[MC_MAX_MOVES];
    int n, nk, val, best, best_move, tt_move = -1, seeds, made;

    w->nodes++;
    check_limits(w);
    if (w->stop)
        return 0;
    seeds = mc_house_seeds(s->v->r.houses, p);
    if (ply > 0 && (db_value(s, p, d, &val) || seed_bound(s, d, seeds, alpha, beta, &val)))
        return val;
    /* The guide: the value under related rules, an estimate like the evaluation's. */
    if (ply > 0 && seeds <= s->guide_seeds && mc_db_lookup(s->run_guide, s->v, p, &val)) {
        w->heur++;
        return d + s->unit * val;
    }
    /* A leaf of a depth-limited search with many seeds left is scored without a table probe: the
     * probe, a cache miss, cost more than half of an Oware search's time, and there it only
     * rarely finds more. With few seeds left the probe stays: its proven entries let a search
     * of an endgame finish exact. */
    if (key && (depth > 0 || seeds < s->etc_seeds || !s->count_order) &&
        table_cutoff(w, ply, depth, key, d, &alpha, &beta, &tt_move, &val))
        return val;
    if (depth <= 0 || ply >= MC_MAX_PLY) {
        w->heur++;
        return mc_evaluate(s->v, p);
    }

    heur0 = w->heur;
    reps0 = w->reps;
    n = mc_order_moves(s->v, p, w->mask[ply], tt_move, moves);
    if (s->count_order)
        mc_order_count(s->v, w->hist[p->to_move], p, moves,
                       tt_move >= 0 && n > 0 && moves[0] == tt_move, n);
    /* Children are made first and looked ahead at (the pre-pass) in exact searches and where
     * much work lies below; else one at a time, as the loop reaches them: near a depth-limited
     * search's leaves the pre-pass's probes cost more than the cut-offs they find (60% of an
     * Oware search's time went to them). */
    made = ply > 0 && (depth >= MC_DEPTH_UNLIMITED ||
                       (seeds >= s->etc_seeds && (depth >= MC_ETC_DEPTH || !s->count_order)));
    nk = made ? make_kids(w, ply, moves, n) : n; /* the children the loop goes through */
    if (made && depth >= MC_DEPTH_UNLIMITED) /* an exact search's order; the table's move first */
        mc_order_exact(s->v, w->kids[ply], nk > 0 && w->kids[ply][0].move == tt_move, nk,
                       p->to_move);
    if (!made || !look_ahead(w, ply, nk, beta, &best, &best_move)) {
        best = search_children(w, ply, depth, alpha, beta, moves, nk, made,
                               seeds >= s->share_seeds, &best_move);
        if (w->stop)
            return 0;
    }
    if (best >= beta && best_move >= 0 && best_move < MC_MAX_MOVES)
        note_cutoff(w, p->to_move, best_move, depth);
    if (key) {
        /* A value that rests on a repetition holds for this line only (the positions seen
         * before decide it): the table keeps it as a mere estimate, which a search without depth
         * limit never takes for a value. */
        int proven = w->heur == heur0 && w->reps == reps0;
        int lower = best > alpha ? best - d : -MC_INF;
        int upper = best < beta ? best - d : MC_INF;
        /* An exact pass's node that fails low leaves the table's move as it was, and its entry
         * records the work of its search (the table keeps the entries of bigger searches);
         * the depth-limited searches, whose playing strength the levels were measured with,
         * store as they always did. */
        const int exact = depth >= MC_DEPTH_UNLIMITED;
        mc_tt_store(&s->tt, key, proven ? MC_TT_PROVEN : (depth > 254 ? 254 : depth), lower,
                    upper, exact && best <= alpha ? -1 : best_move,
                    exact ? mc_tt_work(w->nodes - nodes0) : 0);
    }
    return best;
}

/* ---- the root: the searches the deepening, the solve and the analysis start */

/* One root search of w's root at depth: the best move and its score (window alpha..beta). */
int mc_root_search(mc_worker *w, int depth, int alpha, int beta, int *best_move)
{
    int val;
    w->root_move = w->better_move = -1;
    val = mc_search(w, 0, depth, alpha, beta, mc_key_of(w->s, &w->path[w->root], 0));
    *best_move = w->root_move;
    return val;
}

/* The value of root move kd from the view of the root's mover, searched depth plies deep (the
 * move itself being the first), with the window alpha..beta of that view. */
int mc_move_search(mc_worker *w, const mc_kid *kd, int depth, int alpha, int beta)
{
    const int m = w->path[w->root].to_move;
    if (kd->known)
        return kd->val;
    w->path[w->root + 1] = kd->pos;
    w->mask[1] = kd->mask;
    w->base[1] = kd->base;
    if (kd->pos.to_move == m)
        return mc_search(w, 1, depth - 1, alpha, beta, kd->key); /* an extra move: same side */
    return -mc_search(w, 1, depth - 1, -beta, -alpha, kd->key);
}
