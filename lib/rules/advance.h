/* SPDX-License-Identifier: MIT */
/* advance.h: one move of a line of play, inline, as play (game.c), perft and the search take it:
 * the fast path of fastpath.h where the variant allows it, else the general move (sow.c) and the
 * end checks (end.c). Apart from fastpath.h because it stands above sow.c and end.c, which use
 * the fast path's pieces themselves. */
#ifndef MANCALA_ADVANCE_H
#define MANCALA_ADVANCE_H

#include "fastpath.h"

/* One move from path[top] into *child, the way play, perft and the search all take it: apply it,
 * then settle the child against the line path[0..top] and its repetition window path[base..top],
 * which restarts after a move that changed a store (*child_base: where the child's window
 * starts). Inline: perft and the search take it for every node. */
static inline int32_t mc_advance(const mancala_variant *v, const mc_pos *path, size_t base,
                                 size_t top, int move, mc_pos *child, size_t *child_base,
                                 uint32_t *mask)
{
    unsigned flags;
    size_t b;
    int32_t st;

    *child = path[top];
    if (v->one_leg) {
        flags = mc_apply_one_leg(v, child, move);
    } else {
        st = mc_apply(v, child, move, &flags);
        if (st != MANCALA_OK)
            return st;
    }
    b = (flags & MC_MOVE_STORES) ? top + 1 : base;
    if (v->rows_end) {
        mc_settle_rows(v, child, mask, NULL);
    } else {
        const mc_line line = { NULL, 0, path, b, top + 1 };
        st = mc_settle(v, child, &line, mask);
        if (st != MANCALA_OK)
            return st;
    }
    *child_base = b;
    return MANCALA_OK;
}

#endif
