/* SPDX-License-Identifier: MIT */
/* db.c: endgame databases, and their probes. For rules where the rest of a game depends only on
 * the houses and the side to move (see mc_db_rules_supported), the database holds, for every
 * arrangement of at most N seeds in the houses, the exact future gain of the player to move: the
 * final store difference minus the current one under perfect play. Built layer by layer of seed
 * count (a move either keeps the seeds in the houses or moves some to a store, to a lower layer):
 * - with stores on the sowing path (stores=own) no position can repeat, and each layer is worked
 *   out by a memoised recursion over its moves;
 * - with no stores on the path (stores=none), positions can repeat within a layer; with
 *   cycle=split a repetition ends the game with the seeds left split evenly, a future gain of 0,
 *   and a layer is solved as a game in which endless play is worth 0, by retrograde analysis
 *   over thresholds. A player who can force a result other than 0 can force it without repeating
 *   a position, so the value is exact wherever the repetitions counted start afresh: after a
 *   capture, at the first position of a game or one given to mancala_game_set_board.
 * The index of arrangements is in db_index.c, the build in db_build.c, the file in db_file.c;
 * here the rules a database can describe, its making and freeing, and the probes. */
#include <stdlib.h>
#include <string.h>

#include "../common/system.h"
#include "db.h"

/* Rules a database can describe: the houses and side to move decide the rest of the game (see
 * mancala_db_build(3)). majority=end lets the stores end it; with cycle=end a repetition would end
 * it with a sweep of whichever position repeated, so the value would depend on the path since the
 * last capture; hooks can do anything. cycle=split comes with stores=none and so relay=off, which
 * mc_db_predecessors relies on: it is tested all the same. */
int mc_db_rules_supported(const mancala_variant *v)
{
    return (v->r.stores == MC_STORES_OWN ||
            (v->r.cycle == MC_CYCLE_SPLIT && v->r.relay == MC_RELAY_OFF)) &&
           v->r.majority == MC_MAJORITY_PLAY && !v->hooked &&
           /* State beyond the houses (rounds, tuzdiks), or a sowing that mc_db_predecessors cannot
            * undo (origin=first), is not in an entry's index. */
           v->r.origin != MC_ORIGIN_FIRST && v->r.rows == MC_ROWS_2 && !v->r.pie &&
           v->r.chain != MC_CHAIN_START && v->r.pass == MC_PASS_OFF &&
           /* Nor the rule families' moves that mc_db_predecessors cannot undo nor the build's
            * bounds count (captures during the sowing, or of the next house). */
           !v->fam.retro &&
           /* Whose the seeds left are depends on why the game ended, which no entry holds; and a
            * goal that gives the winner every seed gives them the stores' too, which no entry
            * holds either. */
           v->r.leftover == MC_LEFTOVER_OWN && !mc_all_to_winner(v);
}

int32_t mc_db_init(mancala_db *db, const mc_rules *r, int32_t seeds)
{
    memset(db, 0, sizeof *db);
    mc_variant_init(&db->v, r);
    db->seeds = seeds;
    db->houses2 = 2 * r->houses;
    mc_db_tables(db);
    mc_db_set_layout(db, MC_DB_PAIRS);
    db->entries = db->w[seeds][db->houses2 + 1];
    return db->entries > MC_DB_MAX_ENTRIES || db->entries > (uint64_t)((size_t)-1) ? MANCALA_ELIMIT
                                                                                 : MANCALA_OK;
}

/* A database with no room for its values yet (val NULL; mancala_db_free frees it):
 * MANCALA_ELIMIT past MC_DB_MAX_ENTRIES, else ENOMEM. */
int32_t mc_db_new(const mc_rules *r, int32_t seeds, mancala_db **out)
{
    mancala_db *db = calloc(1, sizeof *db);
    if (!db)
        return MANCALA_ENOMEM;
    if (mc_db_init(db, r, seeds) != MANCALA_OK) {
        free(db);
        return MANCALA_ELIMIT;
    }
    *out = db;
    return MANCALA_OK;
}

int32_t mc_db_alloc_values(mancala_db *db)
{
    db->val = mc_big_alloc((size_t)db->entries);
    return db->val ? MANCALA_OK : MANCALA_ENOMEM;
}

int32_t mc_db_alloc(const mc_rules *r, int32_t seeds, mancala_db **out)
{
    mancala_db *db;
    int32_t st = mc_db_new(r, seeds, &db);
    if (st != MANCALA_OK)
        return st;
    st = mc_db_alloc_values(db);
    if (st != MANCALA_OK) {
        free(db);
        return st;
    }
    *out = db;
    return MANCALA_OK;
}

void mancala_db_free(mancala_db *db)
{
    if (!db)
        return;
    mc_big_free((void *)db->val, (size_t)db->entries);
    free(db);
}

int32_t mancala_db_seeds(const mancala_db *db)
{
    return db ? db->seeds : MANCALA_EINVAL;
}

int32_t mancala_db_spec(const mancala_db *db, char *buf, size_t cap, size_t *needed)
{
    return db ? mancala_variant_spec(&db->v, buf, cap, needed) : MANCALA_EINVAL;
}

/* The starting seed count does not change the value of an arrangement: it is left out; so is
 * the game's limit, which no value of a position takes into account (mancala-spec(7)). */
int mc_db_matches(const mancala_db *db, const mancala_variant *v)
{
    mc_rules a = db->v.r, b = v->r;
    a.seeds = b.seeds = 0;
    a.limit = b.limit = 0;
    return mc_db_rules_supported(v) && memcmp(&a, &b, sizeof a) == 0;
}

int mc_db_guides(const mancala_db *db, const mancala_variant *v)
{
    mc_rules a = db->v.r, b = v->r;
    a.seeds = b.seeds = 0;
    a.limit = b.limit = 0;
    a.majority = b.majority = 0;
    a.cycle = b.cycle = 0;
    return !v->hooked && memcmp(&a, &b, sizeof a) == 0;
}

int mc_db_locate(const mancala_db *db, const mancala_variant *v, const mc_pos *p, uint64_t *at)
{
    int n = mc_house_seeds(v->r.houses, p);
    if (n > db->seeds)
        return 0;
    *at = mc_db_index(db, p, n);
    return 1;
}

int mc_db_gain(const mancala_db *db, uint64_t at)
{
    return mc_db_val(db, at);
}

void mc_db_prefetch(const mancala_db *db, uint64_t at)
{
    mc_prefetch(&db->val[at]);
}

uint64_t mc_db_entries(const mancala_db *db)
{
    return db->entries;
}

int mc_db_lookup(const mancala_db *db, const mancala_variant *v, const mc_pos *p, int *gain)
{
    uint64_t at;
    if (!mc_db_locate(db, v, p, &at))
        return 0;
    *gain = mc_db_val(db, at);
    return 1;
}

int32_t mancala_db_probe(const mancala_db *db, const mancala_game *g, int32_t *score)
{
    int gain;
    if (!db || !g || !score)
        return MANCALA_EINVAL;
    if (!mc_db_matches(db, &g->v))
        return MANCALA_ERULES;
    if (g->cur.over)
        return MANCALA_EOVER;
    if (!mc_db_lookup(db, &g->v, &g->cur, &gain))
        return MANCALA_ELIMIT;
    *score = mc_store_diff(g->v.r.houses, &g->cur) + gain;
    return MANCALA_OK;
}

/* The rules of a spec string, through the public API: the engine reads no text itself. */
int32_t mc_rules_from_spec(mc_rules *r, const char *spec)
{
    mancala_variant *v;
    const int32_t st = mancala_variant_new(&v, spec);
    if (st != MANCALA_OK)
        return st;
    *r = v->r;
    mancala_variant_free(v);
    return MANCALA_OK;
}
