/* SPDX-License-Identifier: MIT */
/* zobrist.c: hashing. The position hash: each (pit, count) pair has a fixed pseudo-random key,
 * derived by a mixing function (common's mc_mix64) instead of a table, so there is no global state
 * to initialise. */
#include "rules.h"

#define SIDE_KEY 0x6a09e667f3bcc909ULL

static uint64_t key(int pit, int count)
{
    uint64_t x;
    if (count == 0)
        return 0;
    x = ((uint64_t)pit << 8 | (uint64_t)count) * (uint64_t)0x9e3779b97f4a7c15ULL +
        (uint64_t)0x243f6a8885a308d3ULL;
    return mc_mix64(x);
}

/* The state beyond the pits, in one key: 0 when there is none, so the hashes of the positions of
 * the first rule model are unchanged. The closed mask takes bits 0 to 33, a pending turn 34 and
 * 35 (seize=any's 1, a choice at Bao's nyumba 2 or 3), the first turns to come 36 and 37, the
 * lost nyumbas 38 and 39. */
uint64_t mc_marks_key(const mc_pos *p)
{
    uint64_t x = p->closed ^ (uint64_t)p->pending << 34 ^ (uint64_t)p->fresh << 36 ^
                 (uint64_t)p->lost << 38 ^ (uint64_t)p->tuzdik[0] << 40 ^
                 (uint64_t)p->tuzdik[1] << 48 ^ (uint64_t)p->round << 56;
    return mc_mix64(x); /* bijective: only no marks at all gives 0 */
}

uint64_t mc_hash_full(const mancala_variant *v, const mc_pos *p)
{
    uint64_t h = (p->to_move ? SIDE_KEY : 0) ^ mc_marks_key(p);
    int i;
    for (i = 0; i < v->npits; i++)
        h ^= key(i, p->pits[i]);
    return h;
}

/* The hash of `to`, given the hash h of `from`: only the pits that differ are touched. */
uint64_t mc_hash_update(uint64_t h, const mc_pos *from, const mc_pos *to, int npits)
{
    int i;
    for (i = 0; i < npits; i++)
        if (from->pits[i] != to->pits[i])
            h ^= key(i, from->pits[i]) ^ key(i, to->pits[i]);
    if (from->to_move != to->to_move)
        h ^= SIDE_KEY;
    if (from->closed != to->closed || from->round != to->round || from->fresh != to->fresh ||
        from->pending != to->pending || from->lost != to->lost || from->tuzdik[0] != to->tuzdik[0] || from->tuzdik[1] != to->tuzdik[1])
        h ^= mc_marks_key(from) ^ mc_marks_key(to);
    return h;
}
