/* SPDX-License-Identifier: MIT */
/* engine.h: what the engine's files share: the evaluation, the move order, the book's lookup,
 * the database's probes, the transposition table and the loading of files. The search object is
 * in search.h, which only the search's files include; the database's insides in db.h. */
#ifndef MANCALA_ENGINE_H
#define MANCALA_ENGINE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../rules/advance.h"

/* The interval of timed progress reports when the caller gives none (mancala_search_set_tick(3)
 * and mancala_db_build_with(3)), in milliseconds. */
#define MC_TICK_DEFAULT_MS 1000.0

/* ---- eval.c: the estimate at the depth limit from the view of the player to move, in units of
 * 1/mc_eval_unit(v) seeds (the search's internal scores are in the same units, so that finer
 * differences between positions than a whole seed can decide a move) */
int mc_evaluate(const mancala_variant *v, const mc_pos *p);
int mc_eval_unit(const mancala_variant *v);

/* The seeds the 2-or-3 chain capture (capture=count) takes at once when `seeds` seeds are sown
 * from house `house` of a row whose opponent's row is opp: a sowing shorter than a lap passes the
 * opponent's houses from the first, adding one to each, and takes the houses before its last that
 * then hold 2 or 3. The evaluation's feature and the move order's key. */
static inline int mc_chain_gain(int H, const uint8_t *opp, int house, int seeds)
{
    const int last = house + seeds - H;
    int k, gain = 0;
    if (seeds <= 0 || last < 0 || last >= H || seeds >= 2 * H - 1)
        return 0;
    for (k = last; k >= 0 && (opp[k] == 1 || opp[k] == 2); k--)
        gain += opp[k] + 1;
    return gain;
}

/* mc_chain_gain of the move from house of p's mover. */
static inline int mc_count_gain(int H, const mc_pos *p, int house)
{
    const int m = p->to_move;
    if (house >= H)
        return 0; /* pie=on's swap */
    return mc_chain_gain(H, p->pits + MC_HOUSE(H, 1 - m, 0), house,
                         p->pits[MC_HOUSE(H, m, house)]);
}

/* ---- movepick.c: the order in which a node tries its moves (moves: room for the houses) */
int mc_order_moves(const mancala_variant *v, const mc_pos *p, uint32_t mask, int tt_move,
                   uint8_t *moves);
/* Reorders moves[first..n) of a count-capture node by capture, then by the history hist (the
 * cut-offs of each move of p's mover). */
void mc_order_count(const mancala_variant *v, const uint32_t *hist, const mc_pos *p,
                    uint8_t *moves, int first, int n);

/* ---- book.c: the book's legal move for p (mask: the legal moves), 1 if it holds one */
int mc_book_lookup(const mancala_book *b, const mancala_variant *v, const mc_pos *p,
                   uint32_t mask, int *move, int *score);

/* ---- db.c: the database's probes */
/* Whether db was built for v's rules (the starting seed count aside, which does not change a
 * position's value). */
int mc_db_matches(const mancala_db *db, const mancala_variant *v);
/* Whether db can guide a search of v's rules as an estimate: the same rules but for how a game
 * ends (majority, cycle) and the starting seeds, and no hooks (mancala_search_set_guide(3)). */
int mc_db_guides(const mancala_db *db, const mancala_variant *v);
/* The exact value of p (its future gain: final store difference minus the current one, for the
 * player to move) if db holds p; 0 if p has more seeds in its houses than db covers. */
int mc_db_lookup(const mancala_db *db, const mancala_variant *v, const mc_pos *p, int *gain);
/* mc_db_lookup in two halves, so that a search can ask for several entries at once (each a cache
 * miss in a big database) before it reads any: where p's entry is (0 if db does not hold p), and
 * its value, the future gain. */
int mc_db_locate(const mancala_db *db, const mancala_variant *v, const mc_pos *p, uint64_t *at);
int mc_db_gain(const mancala_db *db, uint64_t at);
void mc_db_prefetch(const mancala_db *db, uint64_t at);
/* The positions db holds: a byte of memory each. */
uint64_t mc_db_entries(const mancala_db *db);
/* The rules of a spec string (through mancala_variant_new: the engine reads no text itself). */
int32_t mc_rules_from_spec(mc_rules *r, const char *spec);

/* ---- tt.c: the search's transposition table, a hash table of bounds on position values.
 * Entries hold bounds on the "future gain" (final store difference minus the current one) so
 * that positions differing only in their stores share an entry where stores do not matter. */

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
    MC_ATOMIC(uint64_t) check MC_ALIGN8; /* shared: see MC_ALIGN8 */
    MC_ATOMIC(uint64_t) data;
} mc_tt_slot;

typedef struct mc_tt {
    mc_tt_slot *e;
    size_t mask;       /* number of slots minus one (a power of two) */
    uint8_t age;
} mc_tt;

/* Makes an empty table of about megabytes MiB with its pages mapped (by up to `threads` threads),
 * replacing tt's (freed only on success). */
int32_t mc_tt_init(mc_tt *tt, size_t megabytes, int threads);
void mc_tt_free(mc_tt *tt);
static inline void mc_tt_prefetch(const mc_tt *tt, uint64_t key)
{
    mc_prefetch(&tt->e[key & tt->mask & ~(size_t)1]);
}
int mc_tt_probe(const mc_tt *tt, uint64_t key, mc_tt_entry *out);
/* Stores a result; work: mc_tt_work of the nodes its search took. */
void mc_tt_store(mc_tt *tt, uint64_t key, int depth, int lower, int upper, int move, int work);
/* The work byte of a search of the given nodes (their bit length). */
int mc_tt_work(uint64_t nodes);

/* ---- file.c: what the loaders of books and databases share */
/* The n-byte little-endian number at b. */
uint64_t mc_le_get(const uint8_t *b, int n);
/* Opens path (a regular file: common/system.h's mc_file_open) and reads an object from it with
 * read, given the file's size, which sets *obj to what it made (released with release if anything
 * fails, bytes after the end included); MANCALA_EIO if the file cannot be opened or is not a
 * regular file. *out is set only on success. */
typedef int32_t (*mc_read_fn)(FILE *f, uint64_t size, void **obj);
int32_t mc_load_file(const char *path, mc_read_fn read, void (*release)(void *obj), void **out);

/* ---- searcher.c: mancala_search_new with a table of `megabytes` MiB, made and touched at once
 * (a batch's level opponents search a few plies, sixteen at a time: 64 MiB each would be a
 * gigabyte to touch) */
int32_t mc_search_make(mancala_search **out, size_t megabytes);

/* ---- batch_obs.c: what a batch (batch.c, mancala_batch_new(3)) writes for each game. A layout:
 * the offset and length of each part of the planes (enum mancala_obs_part), the size of an
 * observation, and OpenSpiel's game where the layout is OpenSpiel's. */
#define MC_OBS_PARTS 7
enum { MC_OBS_MANCALA = 1, MC_OBS_OWARE = 2 };
typedef struct mc_obs_layout {
    int32_t layout; /* enum mancala_layout */
    int game;       /* MC_OBS_MANCALA, MC_OBS_OWARE: OpenSpiel's tensor of that game; 0: planes */
    size_t size;
    size_t offset[MC_OBS_PARTS], length[MC_OBS_PARTS]; /* the planes' parts, whatever the layout */
} mc_obs_layout;
/* OpenSpiel's game whose rules v's are (MC_OBS_*), 0 if none. */
int mc_obs_openspiel_game(const mancala_variant *v);
/* The layout of v's observations (a layout of OpenSpiel's only where v has its rules). */
void mc_obs_layout_init(const mancala_variant *v, int32_t layout, mc_obs_layout *l);
/* The observation of p from the view of player `view` (planes), with `plies` moves played. */
void mc_obs_write(const mancala_variant *v, const mc_obs_layout *l, const mc_pos *p, int view,
                  size_t plies, float *obs);
/* The mask of legal actions: out[i] = bit i of mask, for actions bytes. */
void mc_obs_mask(uint32_t mask, size_t actions, uint8_t *out);

#endif
