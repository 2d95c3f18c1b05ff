/* SPDX-License-Identifier: MIT */
/* moves.c: legal-move generation: non-empty houses, filtered by must-feed, a forbidden grand slam
 * and the variant's sow hook. */
#include "fastpath.h"

int32_t mc_legal_mask(const mancala_variant *v, const mc_pos *p, uint32_t *mask)
{
    uint32_t own, other;
    int32_t st;
    mc_rows(v, p, &own, &other);
    st = mc_legal_from(v, p, own, other == 0, mask);
    *mask |= mc_swap_bit(v, p);
    return st;
}

/* must-feed and a forbidden grand slam: the moves of mask that feed the opponent (feed) and make no
 * grand slam (forbid_slam), each tried on a copy unless the seeds alone say it feeds. */
static int32_t filter_by_moves(const mancala_variant *v, const mc_pos *p, int feed, int forbid_slam,
                               uint32_t *mask)
{
    const int may_extend = v->r.relay == MC_RELAY_ON || v->land_hook != NULL || v->walk ||
                           v->h2.land != NULL;
    int i;

    for (i = 0; i < v->r.houses; i++) {
        mc_pos c;
        unsigned f;
        int32_t st;

        if (!(*mask >> i & 1))
            continue;
        if (feed && !forbid_slam && !may_extend && v->fam.feeds) {
            if (!v->fam.feeds(v, p, i))
                *mask &= ~(1u << i);
            continue;
        }
        c = *p;
        st = mc_apply(v, &c, i, &f);
        if (st != MANCALA_OK)
            return st;
        if ((feed && !(f & MC_MOVE_FED)) || (forbid_slam && (f & MC_MOVE_GRANDSLAM)))
            *mask &= ~(1u << i);
    }
    return MANCALA_OK;
}

/* Whether the sow hook of the first kind (v2 = 0) or of hooks v2 (v2 = 1) allows the move of
 * slot i (*ok): house i, or under direction=either house i - H the other way round. */
static int32_t hook_allows(const mancala_variant *v, const mc_pos *p, int i, int v2, int *ok)
{
    const int house = i < v->r.houses ? i : i - v->r.houses;
    int32_t r = 0;
    const int32_t st = v2 ? mc_hook2_sow(v, p, i, &r) : mc_hook_sow(v, p, house, &r);
    *ok = v2 ? r != MANCALA_SOW_ILLEGAL : r != 0;
    return st;
}

/* The sow hooks: the first kind over the moves in mask, then hooks v2 over those left. A pending
 * turn's choice (seize=) sows nothing: no sow hook judges it. */
static int32_t filter_by_hooks(const mancala_variant *v, const mc_pos *p, uint32_t *mask)
{
    int i, k, ok;
    if (p->pending)
        return MANCALA_OK;
    for (k = 0; k < 2; k++) {
        if (!(k ? v->h2_sow : v->sow_hook != NULL))
            continue;
        for (i = 0; i < v->nmoves; i++) {
            int32_t st;
            if (!(*mask >> i & 1))
                continue;
            st = hook_allows(v, p, i, k, &ok);
            if (st != MANCALA_OK)
                return st;
            if (!ok)
                *mask &= ~(1u << i);
        }
    }
    return MANCALA_OK;
}

/* own: the mover's non-empty houses; opp_empty: whether the opponent's houses are all empty. */
int32_t mc_legal_from(const mancala_variant *v, const mc_pos *p, uint32_t own, int opp_empty,
                      uint32_t *mask)
{
    const int forbid_slam = v->fam.no_slam;
    const int feed = v->r.feed == MC_FEED_MUST && opp_empty;
    uint32_t mk = own;
    int32_t st;

    if (feed || forbid_slam) {
        st = filter_by_moves(v, p, feed, forbid_slam, &mk);
        if (st != MANCALA_OK)
            return st;
    }
    st = filter_by_hooks(v, p, &mk);
    if (st != MANCALA_OK)
        return st;
    *mask = mk;
    return MANCALA_OK;
}
