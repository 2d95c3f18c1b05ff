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
    st = mc_settle_traced(&g->v, &c, NULL, 0, &mk, &t);
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

/* Whether move may be played now: the codes of mancala_game_play(3), for play and trace. */
int32_t mc_game_check_move(const mancala_game *g, int32_t move)
{
    if (g->cur.over)
        return MANCALA_EOVER;
    if (move < 0 || move >= mc_move_slots(&g->v))
        return MANCALA_EINVAL;
    return (g->mask >> move & 1) ? MANCALA_OK : MANCALA_EILLEGAL;
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
    for (i = 0; i < H; i++) {
        /* Four rows: inner=K leaves the inner row's houses after its first K empty. */
        const int filled = v->r.inner == 0 || i < H / 2 + v->r.inner - 1;
        p.pits[MC_HOUSE(H, 0, i)] = p.pits[MC_HOUSE(H, 1, i)] = filled ? v->r.seeds : 0;
    }
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

int32_t mancala_game_set_board(mancala_game *g, const int32_t *pits, size_t count, int32_t to_move)
{
    mc_pos p;
    int64_t total = 0;
    size_t i;

    if (!g || !pits || (to_move != 0 && to_move != 1))
        return MANCALA_EINVAL;
    if (count != g->v.npits)
        return MANCALA_EBOARD;
    for (i = 0; i < count; i++) {
        if (pits[i] < 0)
            return MANCALA_EBOARD;
        total += pits[i];
    }
    if (total > MANCALA_MAX_SEEDS)
        return MANCALA_ELIMIT;
    memset(&p, 0, sizeof p);
    for (i = 0; i < count; i++)
        p.pits[i] = (uint8_t)pits[i];
    p.to_move = (uint8_t)to_move;
    return mc_game_start(g, &p);
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

    if (!g || !marks || round < 1 || round > 256)
        return MANCALA_EINVAL;
    H = g->v.r.houses;
    if (count != (size_t)(2 * H))
        return MANCALA_EBOARD;
    p = g->cur;
    p.round = (uint8_t)(round - 1);
    st = mc_marks_read(H, marks, &p);
    if (st != MANCALA_OK)
        return st;
    st = mc_marks_check(&g->v, &p);
    if (st != MANCALA_OK)
        return st;
    return mc_game_start(g, &p);
}

int32_t mancala_game_legal_moves(const mancala_game *g, int32_t *moves, size_t cap, size_t *count)
{
    size_t n = 0, k = 0;
    int i;
    if (!g || !count || (!moves && cap > 0))
        return MANCALA_EINVAL;
    for (i = 0; i < mc_move_slots(&g->v); i++)
        n += g->mask >> i & 1;
    *count = n;
    if (cap < n)
        return MANCALA_ERANGE;
    for (i = 0; i < mc_move_slots(&g->v); i++)
        if (g->mask >> i & 1)
            moves[k++] = i;
    return MANCALA_OK;
}

int32_t mancala_game_play(mancala_game *g, int32_t move)
{
    mc_history *h;
    mc_pos next;
    uint32_t mk;
    size_t n, window;
    int32_t st;

    if (!g)
        return MANCALA_EINVAL;
    st = mc_game_check_move(g, move);
    if (st != MANCALA_OK)
        return st;
    h = &g->hist;
    n = h->len;
    st = mc_history_reserve(h, n + 1);
    if (st != MANCALA_OK)
        return st;

    /* The slot past the end is scratch until len grows, so writing it changes nothing visible. */
    h->pos[n] = g->cur;
    st = mc_advance(&g->v, h->pos, g->window, n, move, &next, &window, &mk);
    if (st != MANCALA_OK)
        return st;
    next.hash = mc_hash_update(g->cur.hash, &g->cur, &next, g->v.npits);

    h->step[n].window = g->window;
    h->step[n].mask = g->mask;
    h->step[n].move = (uint8_t)move;
    h->len = n + 1;
    g->cur = next;
    g->mask = mk;
    g->window = window;
    return MANCALA_OK;
}

int32_t mancala_game_undo(mancala_game *g)
{
    mc_history *h;
    if (!g)
        return MANCALA_EINVAL;
    h = &g->hist;
    if (h->len == 0)
        return MANCALA_ENOHISTORY;
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
