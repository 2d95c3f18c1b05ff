/* SPDX-License-Identifier: MIT */
/* transposition.h: the search's transposition table, a hash table of bounds on position values.
 * Entries hold bounds on the "future gain" (final store difference minus the current one) so
 * that positions differing only in their stores share an entry where stores do not matter. */
#ifndef MANCALA_TRANSPOSITION_H
#define MANCALA_TRANSPOSITION_H

#include <stddef.h>
#include <stdint.h>

#define MC_TT_PROVEN 255 /* depth of an entry whose bounds hold at any depth */

/* An entry as the search sees it. */
typedef struct mc_tt_entry {
    int lower, upper;  /* bounds on the future gain */
    int depth;         /* remaining depth searched; MC_TT_PROVEN when exact */
    int move;          /* best move found, or -1 */
} mc_tt_entry;

/* As stored: two words, the first the key xor the second, so that a slot torn by two threads
 * writing at once reads as a miss instead of as a wrong entry. */
typedef struct mc_tt_slot {
    uint64_t check;
    uint64_t data;
} mc_tt_slot;

typedef struct mc_tt {
    mc_tt_slot *e;
    size_t mask;       /* number of slots minus one (a power of two) */
    uint8_t age;
} mc_tt;

/* Makes an empty table of about megabytes MiB with its pages mapped, replacing tt's (freed only
 * on success). */
int32_t mc_tt_init(mc_tt *tt, size_t megabytes);
void mc_tt_free(mc_tt *tt);
static inline void mc_tt_prefetch(const mc_tt *tt, uint64_t key)
{
#if defined(__GNUC__)
    __builtin_prefetch(&tt->e[key & tt->mask & ~(size_t)1]);
#else
    (void)tt;
    (void)key;
#endif
}
int mc_tt_probe(const mc_tt *tt, uint64_t key, mc_tt_entry *out);
void mc_tt_store(mc_tt *tt, uint64_t key, int depth, int lower, int upper, int move);

#endif
