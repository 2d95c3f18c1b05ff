/* SPDX-License-Identifier: MIT */
/* searcher.c: the search object: its making, its settings, and the result of its last run (best
 * move, score, principal variation). */
#include <stdlib.h>

#include "../common/system.h"
#include "search.h"

int32_t mancala_search_new(mancala_search **out)
{
    return mc_search_make(out, MC_DEFAULT_TT_MB);
}

int32_t mc_search_make(mancala_search **out, size_t megabytes)
{
    mancala_search *s;
    uint64_t x = 0x5eed5eed5eedULL;
    int i, c;

    if (!out)
        return MANCALA_EINVAL;
    s = calloc(1, sizeof *s);
    if (!s)
        return MANCALA_ENOMEM;
    /* The keys of two rows' pits come first, then the side's, then those of four rows' pits: the
     * keys of two-row boards stay what they were before four rows, and with them node counts. */
    for (i = 0; i < 2 * MANCALA_MAX_HOUSES + 2; i++)
        for (c = 0; c < 256; c++)
            s->zob[i][c] = c ? mc_splitmix(&x) : 0;
    s->zside = mc_splitmix(&x);
    for (; i < MC_MAX_PITS; i++)
        for (c = 0; c < 256; c++)
            s->zob[i][c] = c ? mc_splitmix(&x) : 0;
    /* The table is made, and its pages touched, here and by mancala_search_set_memory: made
     * inside a run, it would cost that run's clock the time to map every page it touches. */
    if (mc_tt_init(&s->tt, megabytes, 1) != MANCALA_OK) {
        free(s);
        return MANCALA_ENOMEM;
    }
    s->tt_mb = megabytes;
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
    mc_data_drop(s);
    free(s->data_dir);
    free(s->main);
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
    st = mc_tt_init(&s->tt, megabytes, s->threads);
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

int32_t mancala_search_set_pass_progress(mancala_search *s, mancala_pass_fn fn, void *userdata)
{
    if (!s)
        return MANCALA_EINVAL;
    s->pass_progress = fn;
    s->pass_ud = fn ? userdata : NULL;
    return MANCALA_OK;
}

int32_t mancala_search_set_tick(mancala_search *s, mancala_tick_fn fn, int32_t interval_ms,
                                void *userdata)
{
    if (!s || interval_ms < 0)
        return MANCALA_EINVAL;
    s->tick = fn;
    s->tick_ud = fn ? userdata : NULL;
    s->tick_interval = interval_ms > 0 ? (double)interval_ms : MC_TICK_DEFAULT_MS;
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

/* A score in internal units in seeds, to the nearest (halves away from zero). */
int mc_seeds_of(const mancala_search *s, int score)
{
    const int u = s->unit;
    return score >= 0 ? (score + u / 2) / u : -((-score + u / 2) / u);
}

/* Records the result of the run under way (score in internal units). */
void mc_set_result(mancala_search *s, int move, int score, int depth)
{
    s->best = move;
    s->iscore = score;
    s->depth = depth;
    s->has_result = 1;
}

/* The lowest legal move of a position (mask: its legal moves, not none). */
static int first_legal(uint32_t mask, int H)
{
    int i;
    for (i = 0; i < H && !(mask >> i & 1); i++)
        ;
    return i;
}

/* The result of a run stopped before any move was scored: the first legal move, unscored. */
void mc_set_first_legal(mancala_search *s, const mancala_game *g)
{
    mc_set_result(s, first_legal(g->mask, mc_move_slots(&g->v)), mc_diff_of(s, &g->cur), 0);
}

/* Follows the table's best moves from the root to record the principal variation. Each move is
 * taken as play takes it, against the repetition window (the game's before the root, then the
 * line's), so that the line ends where a repetition ends the game. The line is made in the path of
 * w, the main worker of the search of g, beyond its root: between iterations or after the search,
 * while no thread searches. Its steps are joined into turns (seize=any), the API's moves; a turn
 * the table leaves unfinished is finished with its lowest legal step. */
void mc_collect_pv(mancala_search *s, mc_worker *w, const mancala_game *g, int first)
{
    mc_pos *path = w->path;
    const size_t root = w->root;
    size_t top = root, base = w->base[0], b;
    uint32_t mask = g->mask;
    int32_t turn = 0;
    int move = first, k = 0;
    s->pvlen = 0;
    while (move >= 0 && top - root < MC_MAX_PLY && (mask >> move & 1)) {
        mc_tt_entry e;
        if (mc_advance(s->v, path, base, top, move, &path[top + 1], &b, &mask) != MANCALA_OK)
            break;
        turn = mc_turn_add(turn, k, move);
        top++;
        if (path[top].pending && !path[top].over && k + 1 < MC_TURN_STEPS) {
            k++;
        } else {
            s->pv[s->pvlen++] = turn;
            turn = 0;
            k = 0;
        }
        if (path[top].over)
            break;
        base = b;
        /* A store has changed on the way from the root once the window starts after it. */
        move = mc_tt_probe(&s->tt, mc_key_of(s, &path[top], base > root), &e) ? e.move : -1;
        if (k > 0 && (move < 0 || !(mask >> move & 1)))
            move = mc_lowest_bit(mask);
    }
}

int32_t mancala_search_result(const mancala_search *s, int32_t *move, int32_t *score,
                              int32_t *exact, int32_t *depth, uint64_t *nodes)
{
    if (!s || !s->has_result)
        return MANCALA_EINVAL;
    if (move) /* the whole turn where the line has it (seize=any), else the best first step */
        *move = s->pvlen ? s->pv[0] : s->best;
    if (score)
        *score = mc_seeds_of(s, s->iscore);
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
