/* SPDX-License-Identifier: MIT */
/* pachgarhwa.c: the rules of Pachgarhwa of central India (Humphries 1906), a family that any
 * two-row variant without stores may choose by its spec: every last seed looks ahead along the
 * sowing (capture=ahead): an occupied next house is taken and the sowing goes on from the house
 * where the last seed fell; an empty one lets the mover take the house after it, which ends the
 * turn. The game ends when one seed is left on the board (end=one), even between two legs; a
 * player without seeds passes (pass=). */
#include "fastpath.h" /* mc_row_bits */

/* The seeds on the board, the stores left out. */
static int board_seeds(const mancala_variant *v, const mc_pos *p)
{
    return mc_house_seeds(v->r.houses, p);
}

/* The last seed fell into `last` along `next`: the next house taken if occupied, and the turn goes
 * on from `last`; else the house after it taken, and the turn ends (-1). A board left with one
 * seed ends the turn, and the game. */
static int ahead_landing(const mancala_variant *v, mc_pos *p, int last, int before,
                         const uint8_t *next, unsigned *f, mc_trace *t)
{
    const int store = MC_STORE(v->r.houses, p->to_move), nh = next[last];

    (void)before;
    if (p->pits[nh] > 0) {
        mc_take(p, nh, store, t);
        *f |= MC_MOVE_STORES;
        return board_seeds(v, p) == 1 ? -1 : last;
    }
    if (p->pits[next[nh]] > 0) {
        mc_take(p, next[nh], store, t);
        *f |= MC_MOVE_STORES;
    }
    return -1;
}

/* end=one: no one moves once one seed is left (the game is over: each row's seeds go to its
 * owner); else the mover's non-empty houses. *other: the opponent's. */
static uint32_t one_moves(const mancala_variant *v, const mc_pos *p, uint32_t *other)
{
    const int H = v->r.houses, m = p->to_move;
    const uint32_t own = mc_row_bits(p->pits + MC_HOUSE(H, m, 0), H);
    const uint32_t theirs = mc_row_bits(p->pits + MC_HOUSE(H, 1 - m, 0), H);
    *other = theirs;
    return board_seeds(v, p) == 1 ? 0u : own;
}

/* The database's retrograde undoes no capture ahead. */
static void bind(mancala_variant *v)
{
    if (v->r.capture == MC_CAPTURE_AHEAD) {
        v->fam.landing = ahead_landing;
        v->fam.retro = 1;
    }
    if (v->r.end == MC_END_ONE)
        v->fam.moves = one_moves;
}

static const mc_preset presets[] = { { NULL, NULL } };
const mc_family mc_pachgarhwa_family = { "pachgarhwa", presets, bind };
