/* SPDX-License-Identifier: MIT */
/* hash.c: the hashing primitives every layer shares: FNV-1a over bytes, CRC-32C (the files'
 * checksum) and SplitMix64 (mc_mix64, the bijective mix, is inline in common.h). The position
 * hash built on them is rules/zobrist.c. */
#include "common.h"
#include "crc32c_table.h"

uint64_t mc_fnv1a(const void *data, size_t n, uint64_t h)
{
    const uint8_t *p = data;
    size_t i;
    for (i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

/* Eight bytes a step (slicing by 8), in an order that does not depend on the machine's byte
 * order: the bytes are read one by one. */
uint32_t mc_crc32c(const void *data, size_t n, uint32_t crc)
{
    const uint8_t *p = data;
    uint32_t c = ~crc;
    while (n >= 8) {
        const uint32_t lo = c ^ ((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
                                 (uint32_t)p[3] << 24);
        c = crc32c_table[7][lo & 0xff] ^ crc32c_table[6][lo >> 8 & 0xff] ^
            crc32c_table[5][lo >> 16 & 0xff] ^ crc32c_table[4][lo >> 24] ^
            crc32c_table[3][p[4]] ^ crc32c_table[2][p[5]] ^ crc32c_table[1][p[6]] ^
            crc32c_table[0][p[7]];
        p += 8;
        n -= 8;
    }
    while (n-- > 0)
        c = c >> 8 ^ crc32c_table[0][(c ^ *p++) & 0xff];
    return ~c;
}

uint64_t mc_splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
