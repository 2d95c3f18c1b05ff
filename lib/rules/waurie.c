/* SPDX-License-Identifier: MIT */
/* waurie.c: the goal named after Waurie of the Cayman Islands (win=empty): the player whose own
 * row is empty has won, whatever the stores hold; the winner takes every seed, so that the stores
 * tell the result as in every other game. It has no preset: the rule set is Kalah's sowing under
 * it (format/catalogue.c, "waurie"). */
#include "rules.h"

/* The game is over (end=either: a row is empty): the owner of the empty row has won; where both
 * are, the player to move, whose last seed went to their store. */
static int empty_row_wins(const mancala_variant *v, const mc_pos *p, uint32_t own, uint32_t other)
{
    (void)v;
    (void)other;
    return own ? 1 - p->to_move : p->to_move;
}

/* win=move: the game is over because the player to move cannot move (end=mover): the other player
 * has won, unless they cannot move either, a draw (as Ludii's Aw-li On-nam Ot-tjin has it). */
static int stuck_loses(const mancala_variant *v, const mc_pos *p, uint32_t own, uint32_t other)
{
    mc_pos q = *p;
    uint32_t theirs = other;
    (void)own;
    q.to_move = (uint8_t)(1 - p->to_move);
    if (v->fam.moves)
        theirs = v->fam.moves(v, &q, &other);
    return theirs ? 1 - p->to_move : -1;
}

static void bind(mancala_variant *v)
{
    if (v->r.win == MC_WIN_EMPTY)
        v->fam.result = empty_row_wins;
    else if (v->r.win == MC_WIN_MOVE)
        v->fam.result = stuck_loses;
}

static const mc_preset presets[] = { { NULL, NULL } };
const mc_family mc_waurie_family = { "waurie", presets, bind };
