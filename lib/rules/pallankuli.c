/* SPDX-License-Identifier: MIT */
/* pallankuli.c: the captures of the Pallankuli family (Durai 1928), rules that any two-row variant
 * may choose by its spec: a house brought to pasu= seeds during the sowing is taken at once (the
 * slot `sown`, called by sow.c's walk as the seed falls, or `leg_end` after each leg under
 * pasucheck=leg), and a last seed in an empty house takes the next house along the sowing
 * (capture=next). */
#include "rules.h"

/* The house `pit` was just brought to pasu= seeds by the mover m's sowing (`last`: by the leg's last
 * seed): its seeds go to its owner's store, or the mover's (pasuto=). */
static void pasu(const mancala_variant *v, mc_pos *p, int pit, int m, int last, mc_trace *t)
{
    const int H = v->r.houses, owner = pit > H ? 1 : 0;
    int to = owner;
    if (v->r.pasuto == MC_PASUTO_MOVER || (v->r.pasuto == MC_PASUTO_LAST && last))
        to = m;
    mc_take(p, pit, MC_STORE(H, to), t);
}

/* pasucheck=leg: once the leg from pit `from` has ended in `last`, and its landing has been decided
 * (a relay picks `last` up after this), the houses from `from` to `last` along the path `next`,
 * one lap at most, that hold pasu= seeds go as mc_pasu says: the houses a long leg sowed before its
 * last lap and the house after it are not looked at (Ludii's Pallankuli). */
static int pasu_leg(const mancala_variant *v, mc_pos *p, const uint8_t *next, int from, int last,
                    int m, mc_trace *t)
{
    const int H = v->r.houses, ends = p->pits[last] == v->r.pasu;
    int pit = from;
    for (;;) {
        if (p->pits[pit] == v->r.pasu && pit != MC_STORE(H, 0) && pit != MC_STORE(H, 1))
            pasu(v, p, pit, m, pit == last, t);
        if (pit == last)
            break;
        pit = next[pit];
    }
    return ends; /* a last house taken ends the move */
}

/* pasucheck=sown: the seed just sown made `pit` hold pasu= seeds: it is taken at once. */
static int pasu_sown(const mancala_variant *v, mc_pos *p, int pit, int m, int last, mc_trace *t)
{
    const int H = v->r.houses;
    if (p->pits[pit] != v->r.pasu || pit == MC_STORE(H, 0) || pit == MC_STORE(H, 1))
        return 0;
    pasu(v, p, pit, m, last, t);
    return 1;
}

/* capture=next: the last seed fell into `last`, which held `before` seeds; if it was empty, the
 * mover takes the next house along their sowing path (stores passed over), whoever's it is.
 * Returns the MC_MOVE_* flags. */
static unsigned capture_next(const mancala_variant *v, mc_pos *p, int last, int before, int origin,
                             mc_trace *t)
{
    const int H = v->r.houses, m = p->to_move;
    int pit = v->next[m][last];

    (void)origin;

    if (before != 0)
        return 0;
    while (pit == MC_STORE(H, 0) || pit == MC_STORE(H, 1))
        pit = v->next[m][pit];
    if (p->pits[pit] == 0)
        return 0;
    mc_take(p, pit, MC_STORE(H, m), t);
    return MC_MOVE_STORES;
}

/* Captures during the sowing walk seed by seed, and the database's retrograde undoes neither them
 * nor capture=next. */
static void bind(mancala_variant *v)
{
    if (v->r.capture == MC_CAPTURE_NEXT) {
        v->fam.capture = capture_next;
        v->fam.retro = 1;
    }
    if (v->r.pasu) {
        if (v->r.pasucheck == MC_PASUCHECK_LEG)
            v->fam.leg_end = pasu_leg;
        else
            v->fam.sown = pasu_sown;
        v->fam.walk = v->fam.retro = 1;
    }
}

static const mc_preset presets[] = { { NULL, NULL } };
const mc_family mc_pallankuli_family = { "pallankuli", presets, bind };
