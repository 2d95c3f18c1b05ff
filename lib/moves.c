/* moves.c: legal-move generation: non-empty houses, filtered by must-feed, a forbidden grand slam
 * and the variant's sow hook. */
#include "internal.h"

#include <string.h>

/* Bit i set when house i of the row starting at `row` holds seeds. The pits array has room to read
 * 16 bytes from any row, so the word-at-a-time path never reads past it. */
uint32_t mc_row_bits(const uint8_t *row, int H)
{
    uint32_t bits = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;
    int k;
    for (k = 0; k < H; k += 8) {
        uint64_t w, zero;
        memcpy(&w, row + k, 8);
        /* High bit of each byte set when the byte is non-zero, then gathered into 8 bits. */
        zero = ((w & low7) + low7) | w;
        zero = (zero >> 7) & 0x0101010101010101ULL;
        bits |= (uint32_t)((zero * 0x0102040810204080ULL) >> 56) << k;
    }
#else
    int i;
    for (i = 0; i < H; i++)
        bits |= (uint32_t)(row[i] != 0) << i;
#endif
    return bits & ((1u << H) - 1);
}

int32_t mc_legal_mask(const mancala_variant *v, const mc_pos *p, uint32_t *mask)
{
    const int H = v->r.houses, m = p->to_move;
    return mc_legal_from(v, p, mc_row_bits(p->pits + MC_HOUSE(H, m, 0), H),
                         mc_row_bits(p->pits + MC_HOUSE(H, 1 - m, 0), H) == 0, mask);
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
        const int may_extend = v->r.relay == MC_RELAY_ON || v->land_hook != NULL;
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
    *mask = mk;
    return MANCALA_OK;
}
