/* SPDX-License-Identifier: MIT */
/* bagara.c: the sowing direction set by the house played (direction=house), named after Um
 * el-Bagara of Sudan (Davies 1925), a rule that any two-row variant may choose by its spec: the
 * houses of the left half of a row are sown clockwise (the slots H to 2H-1, along back[]), those
 * of the right half anticlockwise (along next[]), and the middle house of an odd row either way.
 * A last seed that makes a house of the opponent's hold a count of counts= takes it and, with
 * chain=on, the houses before it, back along the way the seeds came, while they hold such counts.
 * The paths both ways are the board's (variant.c). */
#include "rules.h"

/* The move slots the mover may play (single=: which counts may be sown), and the opponent's
 * non-empty houses (*other). */
static uint32_t house_moves(const mancala_variant *v, const mc_pos *p, uint32_t *other)
{
    const int H = v->r.houses, m = p->to_move;
    const uint8_t *own = p->pits + MC_HOUSE(H, m, 0), *opp = p->pits + MC_HOUSE(H, 1 - m, 0);
    uint32_t any = 0, many = 0, theirs = 0, houses, left, right;
    int i;

    for (i = 0; i < H; i++) {
        any |= (uint32_t)(own[i] > 0) << i;
        many |= (uint32_t)(own[i] > 1) << i;
        theirs |= (uint32_t)(opp[i] > 0) << i;
    }
    *other = theirs;
    switch (v->r.single) {
    case MC_SINGLE_NEVER:
        houses = many;
        break;
    case MC_SINGLE_LAST:
        houses = many ? many : any;
        break;
    default:
        houses = any;
    }
    /* House i counts from the mover's left: the left half, and the middle of an odd row, may be
     * sown clockwise; the right half, and the middle, anticlockwise. */
    left = (1u << (H + 1) / 2) - 1;
    right = ((1u << H) - 1) & ~((1u << H / 2) - 1);
    return (houses & right) | (houses & left) << H;
}

/* The last seed fell into `last` along the path `next`: the count capture on the opponent's side,
 * chained back the other way round. Returns -1: the turn ends. */
static int house_landing(const mancala_variant *v, mc_pos *p, int last, int before,
                         const uint8_t *next, unsigned *f, mc_trace *t)
{
    const int H = v->r.houses, m = p->to_move, opp = MC_HOUSE(H, 1 - m, 0);
    const uint8_t *back = next == v->next[m] ? v->back[m] : v->next[m];
    uint64_t at = 0; /* the houses taken, a bit per pit */
    int pit = last;

    (void)before;
    while (pit >= opp && pit < opp + H && v->takes[p->pits[pit]] && !(at >> pit & 1)) {
        at |= (uint64_t)1 << pit;
        if (v->r.chain == MC_CHAIN_OFF)
            break;
        pit = back[pit];
    }
    if (at)
        *f |= MC_MOVE_STORES;
    /* In pits order, as the trace reports captures. */
    for (; at; at &= at - 1)
        mc_take(p, mc_lowest_bit(at), MC_STORE(H, m), t);
    return -1;
}

/* The database's retrograde knows one way round only. */
static void bind(mancala_variant *v)
{
    if (v->r.direction != MC_DIRECTION_HOUSE || v->r.rows != MC_ROWS_2)
        return;
    v->fam.moves = house_moves;
    v->fam.landing = house_landing;
    v->fam.retro = 1;
}

static const mc_preset presets[] = { { NULL, NULL } };
const mc_family mc_bagara_family = { "bagara", presets, bind };
