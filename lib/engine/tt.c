/* SPDX-License-Identifier: MIT */
/* tt.c: the transposition table, two slots per bucket, shared by the search threads. The first
 * slot keeps the deepest (or proven) result, the second takes the rest; entries of an older
 * search go first. Slots are read and written a word at a time, without locks. */
#include <stdlib.h>

#include "../common/system.h"
#include "engine.h"

/* data: lower (16 bits), upper (16), depth (8), move (8), age (8), work (8) */
static uint64_t pack(int lower, int upper, int depth, int move, int age, int work)
{
    return (uint64_t)(uint16_t)(int16_t)lower | (uint64_t)(uint16_t)(int16_t)upper << 16 |
           (uint64_t)(uint8_t)depth << 32 | (uint64_t)(uint8_t)(move < 0 ? 255 : move) << 40 |
           (uint64_t)(uint8_t)age << 48 | (uint64_t)(uint8_t)work << 56;
}

/* The work byte of an entry's data. */
static int work_of(uint64_t d)
{
    return (int)(d >> 56);
}

/* The work of a search of the given nodes, as stored: the bit length of the count. */
int mc_tt_work(uint64_t nodes)
{
#if defined(__GNUC__)
    return nodes ? 64 - __builtin_clzll(nodes) : 0;
#else
    int b = 0;
    while (nodes) {
        b++;
        nodes >>= 1;
    }
    return b;
#endif
}

static void unpack(uint64_t d, mc_tt_entry *e, int *age)
{
    e->lower = (int16_t)(uint16_t)(d & 0xffff);
    e->upper = (int16_t)(uint16_t)(d >> 16 & 0xffff);
    e->depth = (int)(d >> 32 & 0xff);
    e->move = (int)(d >> 40 & 0xff);
    if (e->move == 255)
        e->move = -1;
    *age = (int)(d >> 48 & 0xff);
}

int32_t mc_tt_init(mc_tt *tt, size_t megabytes, int threads)
{
    size_t n = 2, want;
    mc_tt_slot *e;

    if (megabytes == 0)
        megabytes = 1;
    if (megabytes > ((size_t)-1) / 2 / ((size_t)1 << 20))
        return MANCALA_ELIMIT;
    want = megabytes * ((size_t)1 << 20) / sizeof(mc_tt_slot);
    while (n * 2 <= want)
        n *= 2;
    e = mc_big_alloc(n * sizeof *e);
    if (!e)
        return MANCALA_ENOMEM;
    /* Mapped now, so that the searches' clocks do not count it (hundreds of milliseconds for a
     * table of 1 GiB when its pages are written one by one). */
    mc_big_prefault(e, n * sizeof *e, threads);
    mc_big_free((void *)tt->e, (tt->mask + 1) * sizeof *tt->e);
    tt->e = e;
    tt->mask = n - 1;
    tt->age = 0;
    return MANCALA_OK;
}

void mc_tt_free(mc_tt *tt)
{
    mc_big_free((void *)tt->e, (tt->mask + 1) * sizeof *tt->e);
    tt->e = NULL;
    tt->mask = 0;
}

/* Reads slot i: whether it holds key, and its data. */
static int read_slot(const mc_tt *tt, size_t i, uint64_t key, uint64_t *data)
{
    uint64_t c = MC_ATOMIC_LOAD(tt->e[i].check), d = MC_ATOMIC_LOAD(tt->e[i].data);
    *data = d;
    return d != 0 && (c ^ d) == key;
}

int mc_tt_probe(const mc_tt *tt, uint64_t key, mc_tt_entry *out)
{
    size_t b = key & tt->mask & ~(size_t)1;
    uint64_t d;
    int age;
    if (read_slot(tt, b, key, &d) || read_slot(tt, b + 1, key, &d)) {
        unpack(d, out, &age);
        return 1;
    }
    return 0;
}

/* Which entry the first slot of a bucket keeps: the deeper, and of two proven ones the one that
 * took more work to find (a solver's table overflows: the entries worth most are those of the
 * biggest subtrees). */
static int keeps_first(int depth, int work, const mc_tt_entry *old, int old_work)
{
    if (depth != old->depth)
        return depth > old->depth;
    return depth != MC_TT_PROVEN || work >= old_work;
}

void mc_tt_store(mc_tt *tt, uint64_t key, int depth, int lower, int upper, int move, int work)
{
    size_t b = key & tt->mask & ~(size_t)1, slot;
    uint64_t d0, d1, d;
    int hit0 = read_slot(tt, b, key, &d0), hit1 = read_slot(tt, b + 1, key, &d1);
    mc_tt_entry old;
    int age0;

    unpack(d0, &old, &age0);
    if (hit0 || hit1) {
        const uint64_t dh = hit0 ? d0 : d1;
        slot = hit0 ? b : b + 1;
        unpack(dh, &old, &age0);
        if (old.depth > depth)
            return; /* keep the deeper result for this position */
        if (move < 0)
            move = old.move;
        if (old.depth == depth) {
            if (work < work_of(dh))
                work = work_of(dh);
            /* Both are bounds at the same depth: their intersection holds too. */
            if (old.lower > lower)
                lower = old.lower;
            if (old.upper < upper)
                upper = old.upper;
            if (move < 0)
                move = old.move;
        }
    } else if (d0 == 0 || age0 != tt->age || keeps_first(depth, work, &old, work_of(d0))) {
        slot = b;
        if (d0 != 0 && age0 == tt->age) {
            /* The displaced entry of this search gets a second chance in the other slot. */
            MC_ATOMIC_SET(tt->e[b + 1].check, MC_ATOMIC_LOAD(tt->e[b].check));
            MC_ATOMIC_SET(tt->e[b + 1].data, d0);
        }
    } else {
        slot = b + 1;
    }
    d = pack(lower, upper, depth, move, tt->age, work);
    MC_ATOMIC_SET(tt->e[slot].check, key ^ d);
    MC_ATOMIC_SET(tt->e[slot].data, d);
}
