/* SPDX-License-Identifier: MIT */
/* dabuda.c: the two-row relay games without stores on the sowing path (Dabuda of the Afar, En Gehe),
 * named after Dabuda: rules that any two-row variant may choose by its spec. Each player's first
 * turn from one of their last houses (opening=N on two rows: the legal moves, while the first turns
 * last). */
#include "rules.h"

/* opening=N on two rows: while the first turns last (p->fresh), the mover may sow only houses N to
 * H-1, the last ones along their sowing path; then any house that holds seeds. */
static uint32_t opening_moves(const mancala_variant *v, const mc_pos *p, uint32_t *other)
{
    const int H = v->r.houses, m = p->to_move;
    uint32_t own = 0, theirs = 0;
    int i;

    for (i = 0; i < H; i++) {
        own |= (uint32_t)(p->pits[MC_HOUSE(H, m, i)] > 0) << i;
        theirs |= (uint32_t)(p->pits[MC_HOUSE(H, 1 - m, i)] > 0) << i;
    }
    *other = theirs;
    if (p->fresh)
        own &= ~((1u << (v->r.opening - MC_OPENING_HOUSE)) - 1u);
    return own;
}

static void bind(mancala_variant *v)
{
    if (v->r.rows != MC_ROWS_2)
        return;
    if (v->r.opening >= MC_OPENING_HOUSE)
        v->fam.moves = opening_moves;
}

static const mc_preset presets[] = { { NULL, NULL } };
const mc_family mc_dabuda_family = { "dabuda", presets, bind };
