/* SPDX-License-Identifier: MIT */
/* moves.c: legal-move generation: non-empty houses, filtered by must-feed, a forbidden grand slam
 * and the variant's sow hook. */
#include "fastpath.h"

int32_t mc_legal_mask(const mancala_variant *v, const mc_pos *p, uint32_t *mask)
{
    uint32_t own, other;
    mc_rows(v, p, &own, &other);
    return mc_legal_from(v, p, own, other == 0, mask);
}

/* own: the mover's non-empty houses; opp_empty: whether the opponent's houses are all empty. */
int32_t mc_legal_from(const mancala_variant *v, const mc_pos *p, uint32_t own, int opp_empty,
                      uint32_t *mask)
{
    const int H = v->r.houses;
    const int forbid_slam =
        v->r.capture == MC_CAPTURE_COUNT && v->r.grandslam == MC_GRANDSLAM_FORBIDDEN;
    const int feed = v->r.feed == MC_FEED_MUST && opp_empty;
    uint32_t mk = own;
    int i;

    if (feed || forbid_slam) {
        const int may_extend = v->r.relay == MC_RELAY_ON || v->land_hook != NULL || v->walk ||
                               v->h2.land != NULL;
        for (i = 0; i < H; i++) {
            mc_pos c;
            unsigned f;
            int32_t st;

            if (!(mk >> i & 1))
                continue;
            if (feed && !forbid_slam && !may_extend) {
                if (!mc_feeds_surely(v, p, i))
                    mk &= ~(1u << i);
                continue;
            }
            c = *p;
            st = mc_apply(v, &c, i, &f);
            if (st != MANCALA_OK)
                return st;
            if ((feed && !(f & MC_MOVE_FED)) || (forbid_slam && (f & MC_MOVE_GRANDSLAM)))
                mk &= ~(1u << i);
        }
    }

    if (v->sow_hook) {
        for (i = 0; i < H; i++) {
            int32_t allowed, st;
            if (!(mk >> i & 1))
                continue;
            st = mc_hook_sow(v, p, i, &allowed);
            if (st != MANCALA_OK)
                return st;
            if (!allowed)
                mk &= ~(1u << i);
        }
    }
    if (v->h2_sow) {
        for (i = 0; i < H; i++) {
            int32_t action, st;
            if (!(mk >> i & 1))
                continue;
            st = mc_hook2_sow(v, p, i, &action);
            if (st != MANCALA_OK)
                return st;
            if (action == MANCALA_SOW_ILLEGAL)
                mk &= ~(1u << i);
        }
    }
    *mask = mk;
    return MANCALA_OK;
}
