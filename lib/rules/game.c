/* SPDX-License-Identifier: MIT */
/* game.c: the game object: creation, accessors, play, undo and set_board. A move is applied to a
 * copy of the position and committed only when every step succeeded, so a failed call changes
 * nothing. */
#include <stdlib.h>
#include <string.h>

#include "advance.h"

/* Makes p the game's first position: end rules applied at once, history cleared. */
int32_t mc_game_start(mancala_game *g, const mc_pos *p)
{
    mc_pos c = *p;
    uint32_t mk;
    mc_trace t;
    int32_t st;

    /* The traced path, for the reason the position may be over (mancala_game_result). */
    memset(&t, 0, sizeof t);
    st = mc_settle_traced(&g->v, &c, NULL, &mk, &t);
    if (st != MANCALA_OK)
        return st;
    g->start_reason = t.reason;
    /* A record names this one: settled, a position over from the start may end otherwise. */
    g->first = *p;
    c.hash = mc_hash_full(&g->v, &c);
    g->cur = c;
    g->mask = mk;
    g->window = 0;
    g->hist.len = 0;
    return MANCALA_OK;
}

/* Whether move may be played now: the codes of mancala_game_play(3), for play and trace. A turn
 * of several steps (seize=any) is tried step by step on a copy. */
int32_t mc_game_check_move(const mancala_game *g, int32_t move)
{
    mc_pos path[MC_TURN_STEPS + 1];
    size_t end, window;
    uint32_t mk;
    int k;

    if (g->cur.over)
        return MANCALA_EOVER;
    if (move < 0 || mc_turn_step(move, 0) >= mc_move_slots(&g->v))
        return MANCALA_EINVAL;
    for (k = 1; k < MC_TURN_STEPS && (move >> (5 + 6 * (k - 1))) != 0; k++)
        if (!g->v.fam.steps || mc_turn_step(move, k) < 0 ||
            mc_turn_step(move, k) >= g->v.r.houses)
            return MANCALA_EINVAL;
    if (k == MC_TURN_STEPS && (move >> (5 + 6 * (k - 1))) != 0)
        return MANCALA_EINVAL;
    if (!(g->mask >> mc_turn_step(move, 0) & 1))
        return MANCALA_EILLEGAL;
    if (!g->v.fam.steps)
        return MANCALA_OK;
    path[0] = g->cur;
    return mc_game_turn(&g->v, path, 0, 0, g->mask, move, &end, &window, &mk);
}

/* The turn `move` (checked by mc_game_check_move) from path[top], whose repetition window starts
 * at path[base] and whose legal steps are mask: each step into the path after it, until the turn
 * is over; path has room for MC_TURN_STEPS more positions. Returns where the last position is
 * (*end), its window (*window) and legal moves (*mk); MANCALA_EILLEGAL if a step is not legal or
 * the move ends before its turn does or goes on after it. */
int32_t mc_game_turn(const mancala_variant *v, mc_pos *path, size_t base, size_t top,
                     uint32_t mask, int32_t move, size_t *end, size_t *window, uint32_t *mk)
{
    int k;
    for (k = 0;; k++) {
        const int slot = mc_turn_step(move, k);
        int32_t st;
        if (k == MC_TURN_STEPS || slot < 0 || !(mask >> slot & 1))
            return MANCALA_EILLEGAL;
        st = mc_advance(v, path, base, top, slot, &path[top + 1], &base, &mask);
        if (st != MANCALA_OK)
            return st;
        top++;
        if (!path[top].pending || path[top].over)
            break;
    }
    if (k + 1 < MC_TURN_STEPS && mc_turn_step(move, k + 1) >= 0)
        return MANCALA_EILLEGAL;
    *end = top;
    *window = base;
    *mk = mask;
    return MANCALA_OK;
}

/* Whether the step slot from path[k] leaves the turn paused for a choice (into path[k + 1], its
 * legal choices in *mk): mc_advance, but settled only where the step paused. Settling ends a
 * pending turn with the game and never pauses one, so a step that did not pause is a whole turn
 * without it: the turns' last steps (a seizure each, up to 32 for each first step) skip the end
 * checks and legal moves of the position after them, most of what listing the turns cost. */
static int step_pauses(const mancala_variant *v, mc_pos *path, int k, int slot, uint32_t *mk)
{
    mc_pos *c = &path[k + 1];
    unsigned flags;
    size_t b;

    *c = path[k];
    if (mc_apply(v, c, slot, &flags) != MANCALA_OK || !c->pending)
        return 0;
    b = (flags & MC_MOVE_STORES) ? (size_t)k + 1 : 0;
    if (v->rows_end) {
        mc_settle_rows(v, c, mk, NULL);
    } else {
        const mc_line line = { NULL, 0, path, b, (size_t)k + 1 };
        if (mc_settle(v, c, &line, mk) != MANCALA_OK)
            return 0;
    }
    return c->pending && !c->over;
}

/* The turns from path[k] (legal steps mask), whose first k steps are prefix, after the n counted
 * so far; path has room for the steps after it. */
static size_t turns_from(const mancala_variant *v, mc_pos *path, int k, int32_t prefix,
                         uint32_t mask, int32_t *out, size_t cap, size_t n)
{
    for (; mask; mask &= mask - 1) {
        const int slot = mc_lowest_bit(mask);
        const int32_t move = mc_turn_add(prefix, k, slot);
        uint32_t mk;
        if (v->fam.steps && k + 1 < MC_TURN_STEPS && step_pauses(v, path, k, slot, &mk)) {
            n = turns_from(v, path, k + 1, move, mk, out, cap, n);
            continue;
        }
        if (n < cap)
            out[n] = move;
        n++;
    }
    return n;
}

size_t mc_turns(const mancala_variant *v, const mc_pos *p, uint32_t mask, int32_t *out, size_t cap)
{
    mc_pos path[MC_TURN_STEPS + 1];
    path[0] = *p;
    return turns_from(v, path, 0, 0, mask, out, cap, 0);
}

int32_t mancala_game_new(mancala_game **out, const mancala_variant *v)
{
    mancala_game *g;
    mc_pos p;
    int32_t st;
    int i, H;

    if (!out || !v)
        return MANCALA_EINVAL;
    g = calloc(1, sizeof *g);
    if (!g)
        return MANCALA_ENOMEM;
    g->v = *v;
    st = mc_history_reserve(&g->hist, 64);
    if (st != MANCALA_OK) {
        free(g);
        return st;
    }
    H = v->r.houses;
    memset(&p, 0, sizeof p);
    for (i = 0; i < H; i++)
        p.pits[MC_HOUSE(H, 0, i)] = p.pits[MC_HOUSE(H, 1, i)] = v->r.seeds;
    p.pits[MC_STORE(H, 0)] = p.pits[MC_STORE(H, 1)] = v->r.hand; /* hand=: seeds to enter */
    if (v->fam.start)
        v->fam.start(v, &p); /* a family's own layout */
    p.fresh = v->r.pie || v->r.opening ? 2 : 0; /* both first turns to come */
    st = mc_game_start(g, &p);
    if (st != MANCALA_OK) {
        mancala_game_free(g);
        return st;
    }
    *out = g;
    return MANCALA_OK;
}

void mancala_game_free(mancala_game *g)
{
    if (!g)
        return;
    mc_history_free(&g->hist);
    free(g);
}

int32_t mancala_game_clone(const mancala_game *g, mancala_game **out)
{
    mancala_game *c;
    int32_t st;

    if (!g || !out)
        return MANCALA_EINVAL;
    c = malloc(sizeof *c);
    if (!c)
        return MANCALA_ENOMEM;
    *c = *g;
    c->err.status = MANCALA_OK; /* no call on the copy has failed yet */
    st = mc_history_copy(&c->hist, &g->hist);
    if (st != MANCALA_OK) {
        free(c);
        return st;
    }
    *out = c;
    return MANCALA_OK;
}

int32_t mancala_game_houses(const mancala_game *g)
{
    return g ? g->v.r.houses : MANCALA_EINVAL;
}

int32_t mancala_game_to_move(const mancala_game *g)
{
    if (!g)
        return MANCALA_EINVAL;
    return g->cur.over ? MANCALA_EOVER : g->cur.to_move;
}

int32_t mancala_game_is_over(const mancala_game *g)
{
    return g ? g->cur.over : MANCALA_EINVAL;
}

int32_t mancala_game_house(const mancala_game *g, int32_t player, int32_t house)
{
    if (!g || (player != 0 && player != 1) || house < 0 || house >= g->v.r.houses)
        return MANCALA_EINVAL;
    return g->cur.pits[MC_HOUSE(g->v.r.houses, player, house)];
}

int32_t mancala_game_store(const mancala_game *g, int32_t player)
{
    if (!g || (player != 0 && player != 1))
        return MANCALA_EINVAL;
    return g->cur.pits[MC_STORE(g->v.r.houses, player)];
}

int32_t mancala_game_board(const mancala_game *g, int32_t *pits, size_t cap, size_t *count)
{
    size_t i, n;
    if (!g || !count || (!pits && cap > 0))
        return MANCALA_EINVAL;
    n = g->v.npits;
    *count = n;
    if (cap < n)
        return MANCALA_ERANGE;
    for (i = 0; i < n; i++)
        pits[i] = g->cur.pits[i];
    return MANCALA_OK;
}

/* Records the outcome of a call for mancala_game_last_error: a failure's call and move, or that
 * the last call succeeded. */
int32_t mc_game_noted(mancala_game *g, int call, int32_t st, int32_t move)
{
    g->err.status = st;
    if (st != MANCALA_OK) {
        g->err_call = (uint8_t)call;
        g->err_move = move;
        g->err.message[0] = '\0';
    }
    return st;
}

/* The board of set_board into p; *bad: the pit at fault, if one is. */
static int32_t board_read(const mancala_game *g, const int32_t *pits, size_t count,
                          int32_t to_move, mc_pos *p, int32_t *bad)
{
    int64_t total = 0;
    size_t i;

    if (count != g->v.npits)
        return MANCALA_EBOARD;
    for (i = 0; i < count; i++) {
        if (pits[i] < 0) {
            *bad = (int32_t)i;
            return MANCALA_EBOARD;
        }
        total += pits[i];
    }
    if (total > MANCALA_MAX_SEEDS)
        return MANCALA_ELIMIT;
    memset(p, 0, sizeof *p);
    for (i = 0; i < count; i++)
        p->pits[i] = (uint8_t)pits[i];
    p->to_move = (uint8_t)to_move;
    return MANCALA_OK;
}

int32_t mancala_game_set_board(mancala_game *g, const int32_t *pits, size_t count, int32_t to_move)
{
    mc_pos p;
    int32_t st, bad = -1;

    if (!g)
        return MANCALA_EINVAL;
    if (!pits || (to_move != 0 && to_move != 1))
        return mc_game_noted(g, MC_CALL_SET_BOARD, MANCALA_EINVAL, -1);
    st = board_read(g, pits, count, to_move, &p, &bad);
    if (st != MANCALA_OK)
        return mc_game_noted(g, MC_CALL_SET_BOARD, st, bad);
    /* The first position of a game: under pie= and opening= the first turns still to come are
     * the start's, both with player 0 to move, player 1's (and the swap) with player 1. */
    if (g->v.r.pie || g->v.r.opening)
        p.fresh = (uint8_t)(2 - to_move);
    return mc_game_noted(g, MC_CALL_SET_BOARD, mc_game_start(g, &p), -1);
}

int32_t mancala_game_mark(const mancala_game *g, int32_t player, int32_t house)
{
    int H;
    if (!g || (player != 0 && player != 1) || house < 0 || house >= g->v.r.houses)
        return MANCALA_EINVAL;
    H = g->v.r.houses;
    if (mc_closed(&g->cur, MC_HOUSE(H, player, house)))
        return MANCALA_MARK_CLOSED;
    if (g->cur.tuzdik[1 - player] == house + 1)
        return MANCALA_MARK_TUZDIK;
    return MANCALA_MARK_OPEN;
}

int32_t mancala_game_rows(const mancala_game *g)
{
    return g ? mancala_variant_rows(&g->v) : MANCALA_EINVAL;
}

int32_t mancala_game_round(const mancala_game *g)
{
    return g ? g->cur.round + 1 : MANCALA_EINVAL;
}

int32_t mancala_game_set_marks(mancala_game *g, const int32_t *marks, size_t count, int32_t round)
{
    mc_pos p;
    int H;
    int32_t st;

    if (!g)
        return MANCALA_EINVAL;
    if (!marks || round < 1 || round > 256)
        return mc_game_noted(g, MC_CALL_SET_MARKS, MANCALA_EINVAL, -1);
    H = g->v.r.houses;
    if (count != (size_t)(2 * H))
        return mc_game_noted(g, MC_CALL_SET_MARKS, MANCALA_EBOARD, -1);
    p = g->cur;
    p.round = (uint8_t)(round - 1);
    st = mc_marks_read(H, marks, &p);
    if (st == MANCALA_OK)
        st = mc_marks_check(&g->v, &p);
    if (st == MANCALA_OK)
        st = mc_game_start(g, &p);
    return mc_game_noted(g, MC_CALL_SET_MARKS, st, -1);
}

int32_t mancala_game_legal_moves(const mancala_game *g, int32_t *moves, size_t cap, size_t *count)
{
    size_t n;
    if (!g || !count || (!moves && cap > 0))
        return MANCALA_EINVAL;
    /* Listed once (turns with choices cost a move and more each): straight into moves where it
     * holds any list, else into a buffer of our own, so that a short one is not written. */
    if (cap >= MANCALA_MAX_MOVES) {
        n = mc_turns(&g->v, &g->cur, g->mask, moves, cap);
    } else {
        int32_t buf[MANCALA_MAX_MOVES];
        n = mc_turns(&g->v, &g->cur, g->mask, buf, MANCALA_MAX_MOVES);
        if (n <= cap && n > 0)
            memcpy(moves, buf, n * sizeof buf[0]);
    }
    *count = n;
    return cap < n ? MANCALA_ERANGE : MANCALA_OK;
}

static int32_t play(mancala_game *g, int32_t move)
{
    mc_history *h;
    mc_pos next;
    uint32_t mk;
    size_t n, end, window;
    int32_t st;

    st = mc_game_check_move(g, move);
    if (st != MANCALA_OK)
        return st;
    h = &g->hist;
    n = h->len;
    st = mc_history_reserve(h, n + 1 + MC_TURN_STEPS);
    if (st != MANCALA_OK)
        return st;

    /* The slots past the end are scratch until len grows, so writing them changes nothing
     * visible. */
    h->pos[n] = g->cur;
    st = mc_game_turn(&g->v, h->pos, g->window, n, g->mask, move, &end, &window, &mk);
    if (st != MANCALA_OK)
        return st;
    next = h->pos[end];
    if (!next.over && mc_at_limit(&g->v, n + 1)) {
        mc_end_at_limit(&g->v, &next, NULL);
        mk = 0;
    }
    next.hash = mc_hash_update(g->cur.hash, &g->cur, &next, g->v.npits);

    h->step[n].window = g->window;
    h->step[n].mask = g->mask;
    h->step[n].move = move;
    h->len = n + 1;
    g->cur = next;
    g->mask = mk;
    /* A turn of several steps: its window, where it did not restart, starts no later than the
     * position before it (the pending positions are not in the history). */
    g->window = window > n + 1 ? n + 1 : window;
    return MANCALA_OK;
}

int32_t mancala_game_play(mancala_game *g, int32_t move)
{
    if (!g)
        return MANCALA_EINVAL;
    return mc_game_noted(g, MC_CALL_PLAY, play(g, move), move);
}

int32_t mancala_game_undo(mancala_game *g)
{
    mc_history *h;
    if (!g)
        return MANCALA_EINVAL;
    h = &g->hist;
    if (h->len == 0)
        return mc_game_noted(g, MC_CALL_UNDO, MANCALA_ENOHISTORY, -1);
    g->err.status = MANCALA_OK;
    h->len--;
    g->cur = h->pos[h->len];
    g->mask = h->step[h->len].mask;
    g->window = h->step[h->len].window;
    return MANCALA_OK;
}

int32_t mancala_game_history(const mancala_game *g, int32_t *moves, size_t cap, size_t *count)
{
    size_t i;
    if (!g || !count || (!moves && cap > 0))
        return MANCALA_EINVAL;
    *count = g->hist.len;
    if (cap < g->hist.len)
        return MANCALA_ERANGE;
    for (i = 0; i < g->hist.len; i++)
        moves[i] = g->hist.step[i].move;
    return MANCALA_OK;
}

uint64_t mancala_game_hash(const mancala_game *g)
{
    return g ? g->cur.hash : 0;
}
