/* SPDX-License-Identifier: MIT */
/* perft.c: counting the positions reachable in exactly d plies, the move generator's test and
 * benchmark. Leaves are counted in bulk: a position one ply from the horizon contributes its number
 * of legal moves, since every legal move leads to a position at the horizon. */
#include <stdlib.h>
#include <string.h>

#include "advance.h"

/* Bits set in a mask of move slots, by table: perft counts one per position before the
 * horizon. */
static uint32_t popcount(uint32_t x)
{
#define B2(n) n, n + 1, n + 1, n + 2
#define B4(n) B2(n), B2(n + 1), B2(n + 1), B2(n + 2)
#define B6(n) B4(n), B4(n + 1), B4(n + 1), B4(n + 2)
    static const uint8_t bits[256] = { B6(0), B6(1), B6(1), B6(2) };
#undef B2
#undef B4
#undef B6
    const uint32_t low = (uint32_t)bits[x & 0xff] + bits[x >> 8 & 0xff];
    /* Masks past 16 slots come from four rows and direction=either only. */
    return x >> 16 ? low + bits[x >> 16 & 0xff] + bits[x >> 24] : low;
}

/* count for variants whose moves are one leg and whose rows alone decide the end (v->one_leg and
 * v->rows_end): no position can come back, so there is no window to keep, and no step can fail.
 * *p is not over and has legal moves `mask`; c is room for its children's line. */
static uint64_t count_rows(const mancala_variant *v, const mc_pos *p, mc_pos *c, uint32_t mask,
                           int depth)
{
    uint64_t sum = 0;

    if (depth == 1)
        return popcount(mask);
    for (; mask; mask &= mask - 1) {
        uint32_t mk;

        *c = *p;
        mc_apply_one_leg(v, c, mc_lowest_bit(mask));
        mc_settle_rows(v, c, &mk, NULL); /* over: mk is 0 */
        if (depth == 2)
            sum += popcount(mk);
        else if (mk)
            sum += count_rows(v, c, c + 1, mk, depth - 1);
    }
    return sum;
}

/* stack[top] is a position that is not over, with legal moves `mask`; stack[base..top) are the
 * earlier positions of its repetition window. depth >= 1. */
static int32_t count(const mancala_variant *v, mc_pos *stack, size_t base, size_t top,
                     uint32_t mask, int depth, uint64_t *out)
{
    uint64_t sum = 0;

    if (depth == 1) {
        *out = popcount(mask);
        return MANCALA_OK;
    }
    for (; mask; mask &= mask - 1) {
        mc_pos *c = &stack[top + 1];
        const int i = mc_lowest_bit(mask);
        uint32_t mk;
        size_t b;
        int32_t st;

        st = mc_advance(v, stack, base, top, i, c, &b, &mk);
        if (st != MANCALA_OK)
            return st;
        if (depth == 2) {
            sum += popcount(mk); /* over: mk is 0 */
        } else if (!c->over) {
            uint64_t n;
            st = count(v, stack, b, top + 1, mk, depth - 1, &n);
            if (st != MANCALA_OK)
                return st;
            sum += n;
        }
    }
    *out = sum;
    return MANCALA_OK;
}

/* count for variants whose turns can take several steps (seize=any): a step into a pending
 * position goes on with the same turn, at the same depth. At the last ply a pending turn's
 * choices are counted in bulk where each ends the turn (a seizure does). */
static int32_t count_turns(const mancala_variant *v, mc_pos *stack, size_t base, size_t top,
                           uint32_t mask, int depth, uint64_t *out)
{
    uint64_t sum = 0;

    for (; mask; mask &= mask - 1) {
        mc_pos *c = &stack[top + 1];
        uint32_t mk;
        size_t b;
        uint64_t n = 0;
        int32_t st = mc_advance(v, stack, base, top, mc_lowest_bit(mask), c, &b, &mk);

        if (st != MANCALA_OK)
            return st;
        if (c->pending && !c->over && depth == 1)
            n = popcount(mk); /* each choice a seizure, which ends the turn */
        else if (c->pending && !c->over)
            st = count_turns(v, stack, b, top + 1, mk, depth, &n);
        else if (depth == 1)
            n = 1;
        else if (!c->over)
            st = count_turns(v, stack, b, top + 1, mk, depth - 1, &n);
        if (st != MANCALA_OK)
            return st;
        sum += n;
    }
    *out = sum;
    return MANCALA_OK;
}

int32_t mancala_game_perft(const mancala_game *g, int32_t depth, uint64_t *positions)
{
    mc_pos *stack;
    size_t first, nwin, i;
    uint64_t n;
    int32_t st;

    if (!g || !positions || depth < 0)
        return MANCALA_EINVAL;
    if (depth == 0 || g->cur.over) {
        *positions = depth == 0;
        return MANCALA_OK;
    }
    /* The window of earlier positions comes along, so a repetition of a position played before
     * the perft started ends the game inside it too; under rounds, the whole line, which the
     * start of a round is compared with (end.c). The limit (mc_limit) plays no part. */
    first = g->v.fam.round_end ? 0 : g->window;
    nwin = g->hist.len - first;
    if (depth > MC_PERFT_MAX_DEPTH)
        return MANCALA_ELIMIT;
    stack = malloc((nwin + (size_t)depth * MC_TURN_STEPS + 2) * sizeof *stack);
    if (!stack)
        return MANCALA_ENOMEM;
    for (i = 0; i < nwin; i++)
        stack[i] = g->hist.pos[first + i];
    stack[nwin] = g->cur;
    if (g->v.one_leg && g->v.rows_end) {
        n = count_rows(&g->v, &stack[nwin], &stack[nwin + 1], g->mask, depth);
        st = MANCALA_OK;
    } else if (g->v.fam.steps) {
        st = count_turns(&g->v, stack, g->window - first, nwin, g->mask, depth, &n);
    } else {
        st = count(&g->v, stack, g->window - first, nwin, g->mask, depth, &n);
    }
    free(stack);
    if (st == MANCALA_OK)
        *positions = n;
    return st;
}
