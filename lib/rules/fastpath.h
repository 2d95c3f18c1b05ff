/* SPDX-License-Identifier: MIT */
/* fastpath.h: the common move, inline because perft and the search make one per node: the rows
 * read as bit masks, the first leg along the precomputed lap, the capture (the slots the rule
 * families bound, rules.h), the one-leg move and the settle by the rows. mc_apply and mc_settle
 * take these paths too, so there is one copy of each rule. They call down only, through the
 * variant's slots and into board.c; advance.h puts them together into one move of a line of
 * play. */
#ifndef MANCALA_FASTPATH_H
#define MANCALA_FASTPATH_H

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "rules.h"

/* Bit i set when house i of the row starting at `row` holds seeds. The pits array has room to read
 * 16 bytes from any row, so the word-at-a-time path never reads past it. */
static inline uint32_t mc_row_bits(const uint8_t *row, int H)
{
    uint32_t bits = 0;
#if defined(__SSE2__)
    /* A row of up to 16 houses in one compare: a bit per byte that is zero, inverted. */
    const __m128i w = _mm_loadu_si128((const __m128i *)(const void *)row);
    bits = ~(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(w, _mm_setzero_si128()));
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;
    int k = 0;
    do {
        uint64_t w, zero;
        memcpy(&w, row + k, 8);
        /* High bit of each byte set when the byte is non-zero, then gathered into 8 bits. */
        zero = ((w & low7) + low7) | w;
        zero = (zero >> 7) & 0x0101010101010101ULL;
        bits |= (uint32_t)((zero * 0x0102040810204080ULL) >> 56) << k;
        k += 8;
    } while (k < H); /* one word for the usual rows of at most 8 houses */
#else
    int i;
    for (i = 0; i < H; i++)
        bits |= (uint32_t)(row[i] != 0) << i;
#endif
    return bits & ((1u << H) - 1);
}

/* A variant without relay or land hook (v->one_leg) sows one leg and lands by the built-in rules;
 * one whose end and moves depend on the rows alone (v->rows_end) settles by looking at them. */

/* The non-empty houses of the mover's row (*own) and of the opponent's (*other); where a family
 * decides the moves (four rows; opening=N on two), the move slots the mover may play (*own). A board of at most
 * 16 pits is read in one load, the one the sowing stored: a row read at another offset right after
 * that store would wait for the store to reach the cache. */
MC_ALWAYS_INLINE void mc_rows(const mancala_variant *v, const mc_pos *p, uint32_t *own,
                           uint32_t *other)
{
    const int H = v->r.houses, m = p->to_move;
    if (v->fam.moves) {
        *own = v->fam.moves(v, p, other); /* the slots the mover may play */
        return;
    }
#if defined(__SSE2__)
    if (v->small) {
        const __m128i w = _mm_loadu_si128((const __m128i *)(const void *)p->pits);
        const uint32_t bits = ~(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(w, _mm_setzero_si128()));
        *own = bits >> MC_HOUSE(H, m, 0) & ((1u << H) - 1);
        *other = bits >> MC_HOUSE(H, 1 - m, 0) & ((1u << H) - 1);
        return;
    }
#endif
    *own = mc_row_bits(p->pits + MC_HOUSE(H, m, 0), H);
    *other = mc_row_bits(p->pits + MC_HOUSE(H, 1 - m, 0), H);
}

/* The first leg of the move from `house`, along the precomputed lap: whole laps at once, then the
 * rest. Returns the pit where the last seed fell. */
MC_ALWAYS_INLINE int mc_first_leg(const mancala_variant *v, mc_pos *p, int house)
{
    const int origin = MC_HOUSE(v->r.houses, p->to_move, house);
    const uint8_t *seq = v->path[p->to_move][house];
    const int L = v->lap, n = p->pits[origin];
    int rest = n, k;

#if defined(__SSE2__)
    if (v->small && n <= L) {
        /* In one 16-byte register: empty the origin, then add one where the place is at most n
         * (the compare gives all ones, minus one, there). */
        const __m128i iota = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        const __m128i at = _mm_loadu_si128((const __m128i *)(const void *)v->place[p->to_move][house]);
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)p->pits);
        x = _mm_andnot_si128(_mm_cmpeq_epi8(iota, _mm_set1_epi8((char)origin)), x);
        x = _mm_sub_epi8(x, _mm_cmpgt_epi8(_mm_set1_epi8((char)(n + 1)), at));
        _mm_storeu_si128((__m128i *)(void *)p->pits, x);
        return seq[n - 1];
    }
#endif
    p->pits[origin] = 0;
    if (n > L) {
        const int laps = (n - 1) / L;
        for (k = 0; k < L; k++)
            p->pits[seq[k]] = (uint8_t)(p->pits[seq[k]] + laps);
        rest = n - laps * L;
    }
    for (k = 0; k < rest; k++)
        p->pits[seq[k]]++;
    return seq[rest - 1];
}

/* The capture once the last seed is in pit `last`, not the mover's store, which held `before`
 * seeds; `origin` is the pit the move started from: the capture slot, then where it took nothing
 * the claim slot. Returns the MC_MOVE_* flags. The families' slots report to t (NULL:
 * untraced). */
MC_ALWAYS_INLINE unsigned mc_capture(const mancala_variant *v, mc_pos *p, int last, int before,
                                     int origin, mc_trace *t)
{
    unsigned f = v->fam.capture ? v->fam.capture(v, p, last, before, origin, t) : 0u;
    if (!f && v->fam.claim)
        f = v->fam.claim(v, p, last, t);
    return f;
}

/* mc_apply of a v->one_leg variant; returns the MC_MOVE_* flags. */
MC_ALWAYS_INLINE unsigned mc_apply_one_leg(const mancala_variant *v, mc_pos *p, int house)
{
    const int H = v->r.houses, m = p->to_move;
    /* Seeds that cover the mover's remaining houses (and store, if sown): one more feeds. The
     * stores change only when the leg reaches the mover's store, or by a capture. */
    const int own = v->r.stores == MC_STORES_OWN;
    const int n = p->pits[MC_HOUSE(H, m, house)], reach = H - 1 - house + own;
    unsigned f = 0;
    int last;

    if (n >= reach)
        f = (n > reach ? (unsigned)MC_MOVE_FED : 0u) | (own ? (unsigned)MC_MOVE_STORES : 0u);
    last = mc_first_leg(v, p, house);
    if (last == MC_STORE(H, m)) {
        if (v->r.extra == MC_EXTRA_STORE)
            return f;
    } else {
        f |= mc_capture(v, p, last, p->pits[last] - 1, MC_HOUSE(H, m, house), NULL);
    }
    p->to_move = (uint8_t)(1 - m);
    return f;
}

/* mc_settle of a v->rows_end variant: no end hook, no majority end, no repetition, and every
 * non-empty house of the mover is a legal move. The sweep at the end reports to t (NULL: untraced). */
MC_ALWAYS_INLINE void mc_settle_rows(const mancala_variant *v, mc_pos *p, uint32_t *mask,
                                     mc_trace *t)
{
    const int H = v->r.houses;
    uint32_t own, other;
    int over;

    mc_rows(v, p, &own, &other);
    over = !own || (v->r.end == MC_END_EITHER && !other);
    if (over)
        mc_sweep(H, p, -1, t);
    p->over = (uint8_t)over;
    p->repeated = 0;
    *mask = over ? 0 : own;
}

#endif
