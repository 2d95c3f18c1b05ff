/* SPDX-License-Identifier: MIT */
/* dabuda.c: the two-row relay games without stores on the sowing path (Dabuda of the Afar, En Gehe,
 * French Wari of Barbados), named after Dabuda: rules that any two-row variant may choose by its
 * spec. Each player's first turn from one of their last houses (opening=N on two rows: the legal
 * moves, while the first turns last), and the facing capture (capture=facing): a last seed in an
 * empty house of either row takes the house opposite it, the lone seed staying. */
#include "fastpath.h" /* mc_row_bits */

/* opening=N on two rows: while the first turns last (p->fresh), the mover may sow only houses N to
 * H-1, the last ones along their sowing path; then any house that holds seeds. */
static uint32_t opening_moves(const mancala_variant *v, const mc_pos *p, uint32_t *other)
{
    const int H = v->r.houses, m = p->to_move;
    uint32_t own = mc_row_bits(p->pits + MC_HOUSE(H, m, 0), H);
    const uint32_t theirs = mc_row_bits(p->pits + MC_HOUSE(H, 1 - m, 0), H);
    *other = theirs;
    if (p->fresh)
        own &= ~((1u << (v->r.opening - MC_OPENING_HOUSE)) - 1u);
    return own;
}

/* capture=facing: the last seed fell into `last`, which held `before` seeds. Where that house was
 * empty, in either row, the mover takes the seeds of the house opposite it (house i of one row
 * faces house H-1-i of the other); the last seed stays. Returns the MC_MOVE_* flags. */
static unsigned capture_facing(const mancala_variant *v, mc_pos *p, int last, int before,
                               int origin, mc_trace *t)
{
    const int H = v->r.houses, side = last > H ? 1 : 0;
    const int opp = MC_HOUSE(H, 1 - side, H - 1 - (last - MC_HOUSE(H, side, 0)));

    (void)origin;
    if (before != 0 || last == MC_STORE(H, 0) || last == MC_STORE(H, 1) || p->pits[opp] == 0)
        return 0;
    mc_take(p, opp, MC_STORE(H, p->to_move), t);
    return MC_MOVE_STORES;
}

static void bind(mancala_variant *v)
{
    if (v->r.rows != MC_ROWS_2)
        return;
    if (v->r.opening >= MC_OPENING_HOUSE && !v->fam.moves)
        v->fam.moves = opening_moves;
    if (v->r.capture == MC_CAPTURE_FACING)
        v->fam.capture = capture_facing;
}

static const mc_preset presets[] = { { NULL, NULL } };
const mc_family mc_dabuda_family = { "dabuda", presets, bind };
