/* SPDX-License-Identifier: MIT */
/* hash.c: the hashing primitives every layer shares: FNV-1a over bytes and SplitMix64 (mc_mix64,
 * the bijective mix, is inline in common.h). The position hash built on them is rules/zobrist.c. */
#include "common.h"

uint64_t mc_fnv1a(const void *data, size_t n, uint64_t h)
{
    const uint8_t *p = data;
    size_t i;
    for (i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

uint64_t mc_splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
