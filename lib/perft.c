/* SPDX-License-Identifier: MIT */
/* perft.c: counting the positions reachable in exactly d plies, the move generator's test and
 * benchmark. Leaves are counted in bulk: a position one ply from the horizon contributes its number
 * of legal moves, since every legal move leads to a position at the horizon. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Bits set in a mask of at most 16 houses. */
static uint32_t popcount(uint32_t x)
{
    x = x - ((x >> 1) & 0x5555u);
    x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
    x = (x + (x >> 4)) & 0x0f0fu;
    return (x + (x >> 8)) & 0x1fu;
}

/* The index of the lowest bit set in a non-zero mask. */
static int lowest(uint32_t x)
{
#if defined(__GNUC__)
    return __builtin_ctz(x);
#else
    int i = 0;
    while (!(x >> i & 1))
        i++;
    return i;
#endif
}

/* stack[top] is a position that is not over, with legal moves `mask`; stack[base..top) are the
 * earlier positions of its repetition window. depth >= 1. */
static int32_t count(const mancala_variant *v, mc_pos *stack, size_t base, size_t top,
                     uint32_t mask, int depth, uint64_t *out)
{
    uint64_t sum = 0;
    int i;

    if (depth == 1) {
        *out = popcount(mask);
        return MANCALA_OK;
    }
    for (; mask; mask &= mask - 1) {
        mc_pos *c = &stack[top + 1];
        uint32_t mk;
        size_t b;
        int32_t st;

        i = lowest(mask);
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

int32_t mancala_game_perft(const mancala_game *g, int32_t depth, uint64_t *positions)
{
    mc_pos *stack;
    size_t nwin, i;
    uint64_t n;
    int32_t st;

    if (!g || !positions || depth < 0)
        return MANCALA_EINVAL;
    if (depth == 0 || g->cur.over) {
        *positions = depth == 0;
        return MANCALA_OK;
    }
    /* The window of earlier positions comes along, so a repetition of a position played before
     * the perft started ends the game inside it too. */
    nwin = g->hist.len - g->window;
    if (depth > MC_PERFT_MAX_DEPTH)
        return MANCALA_ELIMIT;
    stack = malloc((nwin + (size_t)depth + 2) * sizeof *stack);
    if (!stack)
        return MANCALA_ENOMEM;
    for (i = 0; i < nwin; i++)
        stack[i] = g->hist.pos[g->window + i];
    stack[nwin] = g->cur;
    st = count(&g->v, stack, 0, nwin, g->mask, depth, &n);
    free(stack);
    if (st == MANCALA_OK)
        *positions = n;
    return st;
}
