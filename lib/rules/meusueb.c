/* SPDX-License-Identifier: MIT */
/* meusueb.c: the landings of a two-row relay without stores on the sowing path (land=), named
 * after Meusueb of Aceh, whose last seed making a count that capture= takes is captured before
 * any relay, and the turn goes on from the next house. Where the last seed falls decides, in the
 * family's landing slot (sow.c calls it in place of the built-in rules):
 *   land=next: a capture by capture= (a count it takes, either side with side=both) comes before
 *       any relay; after it the turn goes on from the next house along the path where that holds
 *       seeds, and ends where it is empty. Otherwise an occupied house is sown on (a relay).
 *   land=ahead: the house after the last one decides (Bosh): occupied, it is picked up and sown
 *       on; empty, the house after it is taken if it holds seeds, and the turn ends
 *       (with capture=none: this is the capture).
 * The turn stops after MANCALA_MAX_SOWINGS legs (sow.c), as every relay without stores does. */
#include "fastpath.h"

/* The last seed fell into `last`, which held `before` seeds; `next` is the mover's path. Returns
 * the pit the turn goes on from, or -1 where it ends; *f gets the MC_MOVE_* flags of a capture. */
MC_ALWAYS_INLINE int land_body(const mancala_variant *v, mc_pos *p, int last, int before,
                               const uint8_t *next, unsigned *f, mc_trace *t)
{
    unsigned c;

    if (v->r.land == MC_LAND_AHEAD) {
        const int ahead = next[last], beyond = next[ahead];
        if (p->pits[ahead] > 0)
            return ahead;
        if (p->pits[beyond] > 0) {
            mc_take(p, beyond, MC_STORE(v->r.houses, p->to_move), t);
            *f |= MC_MOVE_STORES;
        }
        return -1;
    }
    /* chain=start is refused with land= (spec.c): the capture needs no origin. */
    c = mc_capture(v, p, last, before, -1, t);
    *f |= c;
    if (c & MC_MOVE_STORES)
        return p->pits[next[last]] > 0 ? next[last] : -1;
    return before > 0 ? last : -1; /* an occupied house is sown on */
}

static int landing(const mancala_variant *v, mc_pos *p, int last, int before, const uint8_t *next,
                   unsigned *f, mc_trace *t)
{
    return t ? land_body(v, p, last, before, next, f, t)
             : land_body(v, p, last, before, next, f, NULL);
}

/* land= on two rows (spec.c: with relay=on and stores=none). The database's retrograde undoes
 * none of these landings. */
static void bind(mancala_variant *v)
{
    if (v->r.land == MC_LAND_RELAY || v->r.rows != MC_ROWS_2 || v->fam.landing)
        return;
    v->fam.landing = landing;
    v->fam.retro = 1;
}

static const mc_preset presets[] = { { NULL, NULL } };
const mc_family mc_meusueb_family = { "meusueb", presets, bind };
