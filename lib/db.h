/* SPDX-License-Identifier: MIT */
/* db.h: the endgame database's interface inside the library (the search consults it). */
#ifndef MANCALA_DB_H
#define MANCALA_DB_H

#include "internal.h"

/* Whether db was built for v's rules (the starting seed count aside, which does not change a
 * position's value). */
int mc_db_matches(const mancala_db *db, const mancala_variant *v);

/* Whether db can guide a search of v's rules as an estimate: the same rules but for how a game
 * ends (majority, cycle) and the starting seeds, and no hooks (mancala_search_set_guide(3)). */
int mc_db_guides(const mancala_db *db, const mancala_variant *v);

/* The exact value of p (its future gain: final store difference minus the current one, for the
 * player to move) if db holds p; 0 if p has more seeds in its houses than db covers. */
int mc_db_lookup(const mancala_db *db, const mancala_variant *v, const mc_pos *p, int *gain);

#endif
