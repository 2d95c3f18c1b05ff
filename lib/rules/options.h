/* SPDX-License-Identifier: MIT */
/* options.h: the option keys of a spec string (mancala-spec(7)) in one table, MC_OPTIONS, from
 * which the rest is made: the constants of their values (rules.h, which includes this header),
 * the vocabulary of spec strings (format/spec.c: the keys, their order and their words), and what
 * the search's keys must hold for a variant's positions (mc_rules_marks, mc_rules_stores_matter
 * in options.c). A new key or value is a line here; no other list has to follow its order. */
#ifndef MANCALA_OPTIONS_H
#define MANCALA_OPTIONS_H

#include "../common/common.h"

/* MC_OPTIONS(NUMBER, WORDS, VALUE) lists every key in canonical order: the order of the
 * vocabulary in mancala-spec(7) and of the canonical spec (mc_spec_write). The keys after cycle
 * came with the rule model v2 and later: the canonical spec writes them only where they differ
 * from their default, the first value. Each key is also the name of the field of mc_rules that
 * keeps its value (counts=: counts, and count_flags for even and odd). A key is one of:
 *   NUMBER(key, flags): its value is a number (houses=, seeds=, inner=: kept plus one, 0 for the
 *       whole inner row; limit=, plies or `none`, 0 kept for the default) or has its own syntax
 *       (counts=);
 *   WORDS(key, flags, VALUE(constant, "word") ...): its values are words, one VALUE each, in
 *       order; each value's constant (an enumerator of rules.h) is its place in the list, so the
 *       first value is 0. A few keys also take a number, which spec.c reads where no word
 *       matches: opening=N (a house, kept as MC_OPENING_HOUSE + N), and a count of seeds, 1 to
 *       MANCALA_MAX_SEEDS, for pasu=, hand= and nyumba=.
 * flags: what a value other than the first (0) brings to the positions of the rules, beyond the
 * seeds in the houses, which the search's keys must then hold (MC_OPTION_*). */
#define MC_OPTION_MARKS 1u  /* state beyond the pits (the marks of mc_pos: burnt houses, tuzdiks,
                             * the round, first turns to come, a pending step, a lost nyumba) */
#define MC_OPTION_STORES 2u /* the stores' contents change the rest of the game (a majority's
                             * end, repetitions without stores, the rounds' refill, the swap of
                             * pie=on, which gives the mover the other store) */
#define MC_OPTIONS(NUMBER, WORDS, VALUE)                                                          \
    NUMBER(houses, 0)                                                                            \
    NUMBER(seeds, 0)                                                                             \
    WORDS(stores, MC_OPTION_STORES, VALUE(MC_STORES_OWN, "own") VALUE(MC_STORES_NONE, "none"))   \
    WORDS(origin, 0, VALUE(MC_ORIGIN_SOW, "sow") VALUE(MC_ORIGIN_SKIP, "skip")                   \
                         VALUE(MC_ORIGIN_FIRST, "first"))                                        \
    WORDS(relay, 0, VALUE(MC_RELAY_OFF, "off") VALUE(MC_RELAY_ON, "on"))                         \
    WORDS(extra, 0, VALUE(MC_EXTRA_STORE, "store") VALUE(MC_EXTRA_OFF, "off"))                   \
    WORDS(capture, 0, VALUE(MC_CAPTURE_STANDARD, "standard") VALUE(MC_CAPTURE_EMPTY, "empty")    \
                          VALUE(MC_CAPTURE_COUNT, "count") VALUE(MC_CAPTURE_NONE, "none")        \
                          VALUE(MC_CAPTURE_INNER, "inner") VALUE(MC_CAPTURE_NEXT, "next")        \
                          VALUE(MC_CAPTURE_KICHWA, "kichwa") VALUE(MC_CAPTURE_SOW, "sow")        \
                          VALUE(MC_CAPTURE_FACING, "facing")                                     \
                          VALUE(MC_CAPTURE_AHEAD, "ahead")                                       \
                          VALUE(MC_CAPTURE_OPPOSITE, "opposite"))                                \
    WORDS(grandslam, 0, VALUE(MC_GRANDSLAM_NOCAPTURE, "nocapture")                               \
                            VALUE(MC_GRANDSLAM_FORBIDDEN, "forbidden")                           \
                            VALUE(MC_GRANDSLAM_CAPTURE, "capture"))                              \
    WORDS(feed, 0, VALUE(MC_FEED_FREE, "free") VALUE(MC_FEED_MUST, "must"))                      \
    WORDS(end, 0, VALUE(MC_END_EITHER, "either") VALUE(MC_END_MOVER, "mover")                    \
                      VALUE(MC_END_ONE, "one"))                                                  \
    WORDS(majority, MC_OPTION_STORES, VALUE(MC_MAJORITY_PLAY, "play")                            \
                                          VALUE(MC_MAJORITY_END, "end"))                         \
    WORDS(cycle, 0, VALUE(MC_CYCLE_END, "end") VALUE(MC_CYCLE_SPLIT, "split")                    \
                        VALUE(MC_CYCLE_PLAY, "play"))                                            \
    NUMBER(counts, 0)                                                                            \
    WORDS(chain, 0, VALUE(MC_CHAIN_ON, "on") VALUE(MC_CHAIN_OFF, "off")                          \
                        VALUE(MC_CHAIN_START, "start"))                                          \
    WORDS(side, 0, VALUE(MC_SIDE_OPPONENT, "opponent") VALUE(MC_SIDE_OWN, "own")                 \
                       VALUE(MC_SIDE_BOTH, "both") VALUE(MC_SIDE_LAST, "last"))                  \
    WORDS(tuzdik, MC_OPTION_MARKS, VALUE(MC_TUZDIK_OFF, "off") VALUE(MC_TUZDIK_ON, "on"))        \
    WORDS(rounds, MC_OPTION_MARKS | MC_OPTION_STORES, VALUE(MC_ROUNDS_OFF, "off")                \
                                                          VALUE(MC_ROUNDS_BURN, "burn"))         \
    WORDS(starter, 0, VALUE(MC_STARTER_LOSER, "loser") VALUE(MC_STARTER_WINNER, "winner")        \
                          VALUE(MC_STARTER_LAST, "last") VALUE(MC_STARTER_OTHER, "other")        \
                          VALUE(MC_STARTER_ALTERNATE, "alternate"))                              \
    WORDS(passing, 0, VALUE(MC_PASSING_ANY, "any") VALUE(MC_PASSING_STORE, "store"))             \
    WORDS(leftover, 0, VALUE(MC_LEFTOVER_OWN, "own") VALUE(MC_LEFTOVER_UNFED, "unfed")           \
                           VALUE(MC_LEFTOVER_NONE, "none"))                                      \
    /* The rule model v3 (four rows, hus.c, bao.c, omweso.c; pallankuli.c's pasu= keys): */      \
    WORDS(rows, 0, VALUE(MC_ROWS_2, "2") VALUE(MC_ROWS_4, "4"))                                  \
    WORDS(direction, 0, VALUE(MC_DIRECTION_CCW, "ccw") VALUE(MC_DIRECTION_CW, "cw")              \
                            VALUE(MC_DIRECTION_EITHER, "either")                                 \
                            VALUE(MC_DIRECTION_CAPTURE, "capture")                               \
                            VALUE(MC_DIRECTION_HOUSE, "house"))                                  \
    WORDS(single, 0, VALUE(MC_SINGLE_PLAY, "play") VALUE(MC_SINGLE_NEVER, "never")               \
                         VALUE(MC_SINGLE_LAST, "last"))                                          \
    WORDS(landing, 0, VALUE(MC_LANDING_EMPTY, "empty") VALUE(MC_LANDING_OCCUPIED, "occupied")    \
                          VALUE(MC_LANDING_ANY, "any"))                                          \
    WORDS(outer, 0, VALUE(MC_OUTER_ALSO, "also") VALUE(MC_OUTER_BOTH, "both")                    \
                        VALUE(MC_OUTER_EITHER, "either") VALUE(MC_OUTER_NO, "no")                \
                        VALUE(MC_OUTER_ANY, "any"))                                              \
    NUMBER(inner, 0)                                                                             \
    WORDS(opening, MC_OPTION_MARKS, VALUE(MC_OPENING_ANY, "any")                                 \
                                        VALUE(MC_OPENING_INNER, "inner"))                        \
    WORDS(pie, MC_OPTION_MARKS | MC_OPTION_STORES, VALUE(MC_PIE_OFF, "off")                      \
                                                   VALUE(MC_PIE_ON, "on"))                       \
    WORDS(pass, 0, VALUE(MC_PASS_OFF, "off") VALUE(MC_PASS_ON, "on"))                            \
    WORDS(seize, MC_OPTION_MARKS, VALUE(MC_SEIZE_OFF, "off") VALUE(MC_SEIZE_ANY, "any"))         \
    WORDS(lander, 0, VALUE(MC_LANDER_KEEP, "keep") VALUE(MC_LANDER_TAKE, "take"))                \
    WORDS(start, 0, VALUE(MC_START_FULL, "full") VALUE(MC_START_GAP, "gap"))                     \
    WORDS(pasu, 0, VALUE(MC_PASU_OFF, "off"))                                                    \
    WORDS(pasuto, 0, VALUE(MC_PASUTO_OWNER, "owner") VALUE(MC_PASUTO_MOVER, "mover")             \
                         VALUE(MC_PASUTO_LAST, "last"))                                          \
    WORDS(pasucheck, 0, VALUE(MC_PASUCHECK_SOWN, "sown") VALUE(MC_PASUCHECK_LEG, "leg"))         \
    WORDS(hand, 0, VALUE(MC_HAND_NONE, "0"))                                                     \
    WORDS(nyumba, MC_OPTION_MARKS, VALUE(MC_NYUMBA_NONE, "0"))                                  \
    /* The goal (waurie.c): */                                                                    \
    WORDS(win, 0, VALUE(MC_WIN_STORES, "stores") VALUE(MC_WIN_EMPTY, "empty")                   \
                      VALUE(MC_WIN_MOVE, "move"))                                                  \
    /* Two rows, relay without stores on the path (meusueb.c): what a landing leads to */         \
    WORDS(land, 0, VALUE(MC_LAND_RELAY, "relay") VALUE(MC_LAND_NEXT, "next")                     \
                       VALUE(MC_LAND_AHEAD, "ahead"))                                              \
    /* Two rows: the row after which the mover's store comes on the sowing path (Sungka's). */  \
    WORDS(storeafter, 0, VALUE(MC_STOREAFTER_OWN, "own")                                         \
                             VALUE(MC_STOREAFTER_OPPONENT, "opponent"))                          \
    /* The game's length in plies, or none (game.c; a 32-bit field, 0 for the default): */       \
    NUMBER(limit, 0)

/* options.c: whether the positions of v carry state beyond the pits that the search's keys must
 * hold (an option with MC_OPTION_MARKS set, or hooks, which may change any of it), and whether
 * the stores' contents must be part of them (MC_OPTION_STORES, hooks, which see the whole board,
 * or a goal that gives the winner every seed, the stores' included). */
int mc_rules_marks(const mancala_variant *v);
int mc_rules_stores_matter(const mancala_variant *v);

#endif
