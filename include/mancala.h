/* SPDX-License-Identifier: MIT */
/* mancala.h: the public interface of libmancala, a library for mancala (sowing) games.
 * Everything here is FFI-clean: fixed-width integers, opaque handles, no macros as functions. */
#ifndef MANCALA_H
#define MANCALA_H

#include <stddef.h>
#include <stdint.h>

#include "mancala_version.h"

/* MANCALA_EXPORT marks each public function: exported from the library, and with C linkage
 * under C++. No extern "C" block is used, so the header with its # lines and MANCALA_EXPORT
 * removed is plain C declarations that FFI parsers (LuaJIT ffi.cdef, cffi) take as they are. */
#ifndef MANCALA_EXPORT
#  if defined(MANCALA_BUILDING) && defined(__GNUC__)
#    define MANCALA_VISIBLE __attribute__((visibility("default")))
#  else
#    define MANCALA_VISIBLE
#  endif
#  ifdef __cplusplus
#    define MANCALA_EXPORT extern "C" MANCALA_VISIBLE
#  else
#    define MANCALA_EXPORT MANCALA_VISIBLE
#  endif
#endif

/* Status codes. Values never change; new codes are only appended. */
enum mancala_status {
    MANCALA_OK = 0,
    MANCALA_EINVAL = -1,      /* NULL or out-of-range argument */
    MANCALA_ENOMEM = -2,      /* allocation failed */
    MANCALA_ESPEC = -3,       /* malformed spec, unknown preset/key/value, forbidden combination */
    MANCALA_ELIMIT = -4,      /* beyond the documented limits */
    MANCALA_EILLEGAL = -5,    /* move not legal now */
    MANCALA_EOVER = -6,       /* game over */
    MANCALA_ENOHISTORY = -7,  /* nothing to undo */
    MANCALA_ERANGE = -8,      /* buffer too small */
    MANCALA_EBOARD = -9,      /* invalid board */
    MANCALA_EPARSE = -10,     /* malformed position text */
    MANCALA_EHOOK = -11,      /* a rule hook failed or broke an invariant */
    MANCALA_EIO = -12,        /* a file could not be opened, read or written */
    MANCALA_EFORMAT = -13,    /* a database, guide or book file is damaged or of another format */
    MANCALA_ERULES = -14,     /* valid rules this operation does not handle, or that do not match */
    MANCALA_ECANCELED = -15   /* ABI 0.6: the caller cancelled the work (a progress callback) */
};

/* Limits. Each has a function twin for FFI users. */
enum mancala_limits {
    MANCALA_MAX_HOUSES = 16,  /* houses per row: a side's (two rows), a row of a side (four) */
    MANCALA_MAX_SEEDS = 255,  /* seeds on the board in total, stores included */
    MANCALA_MAX_SOWINGS = 4096,/* relay legs in one move before a hooked variant is stopped */
    MANCALA_MAX_MOVES = 1024  /* ABI 0.3: the most legal moves (whole turns) a position has;
                                 32 in 0.3.0, 1024 in 0.4.0: turns with choices */
};

/* Values a land hook returns. */
enum mancala_land_action {
    MANCALA_LAND_DEFAULT = 0, /* apply the variant's built-in landing rules */
    MANCALA_LAND_END = 1,     /* the turn ends here (the hook has done any capture) */
    MANCALA_LAND_EXTRA = 2,   /* the mover moves again */
    MANCALA_LAND_RELAY = 3    /* pick up the landing house and keep sowing */
};

/* Values an end hook returns. */
enum mancala_end_action {
    MANCALA_END_DEFAULT = 0,  /* apply the variant's built-in end rules */
    MANCALA_END_CONTINUE = 1, /* the game goes on (unless the player to move has no legal move) */
    MANCALA_END_OVER = 2      /* the game ends now; seeds left in houses go to their owner's store */
};

/* Kinds of the events of a move trace, see mancala_game_trace(3). Values never change. */
enum mancala_event_kind {
    MANCALA_EVENT_PICKUP = 1, /* count seeds leave pit for the hand (the move's start, a relay) */
    MANCALA_EVENT_SOW = 2,    /* one seed from the hand into pit */
    MANCALA_EVENT_SKIP = 3,   /* the sowing passes pit without sowing it (skipped origin) */
    MANCALA_EVENT_CAPTURE = 4,/* count seeds move from pit to pit to */
    MANCALA_EVENT_SWEEP = 5,  /* at the end of the game, count seeds move from pit to pit to */
    MANCALA_EVENT_EXTRA = 6,  /* player pit moves again */
    MANCALA_EVENT_SET = 7,    /* a rule hook set pit to count seeds */
    MANCALA_EVENT_END = 8,    /* the game ends: pit is the winner (-1: a draw), count the reason */
    MANCALA_EVENT_ROUND = 9,  /* a new round starts: player pit moves first, count is its number */
    MANCALA_EVENT_REFILL = 10,/* at a round's start, count seeds move from store pit to house to */
    MANCALA_EVENT_CLOSE = 11, /* house pit is closed (burnt) for the round */
    MANCALA_EVENT_OPEN = 12,  /* house pit, closed in the last round, is open again */
    MANCALA_EVENT_TUZDIK = 13,/* house pit becomes a tuzdik of player count */
    MANCALA_EVENT_SWAP = 14,  /* pie=on: the sides change places (ABI 0.3), player 0 moves */
    MANCALA_EVENT_PASS = 15   /* pass=on: player pit cannot move and passes (ABI 0.3) */
};

/* Marks of a house beyond its seeds, see mancala_game_mark(3). Values never change. */
enum mancala_mark {
    MANCALA_MARK_OPEN = 0,    /* an ordinary house */
    MANCALA_MARK_CLOSED = 1,  /* closed (burnt) for the round: never sown, never played */
    MANCALA_MARK_TUZDIK = 2   /* the other player's tuzdik: its seeds go to that player's store */
};

/* Why a game ended, see mancala_game_result(3). Values never change. */
enum mancala_result_reason {
    MANCALA_REASON_MAJORITY = 1,   /* a player's store holds more than half of the seeds */
    MANCALA_REASON_EMPTY_ROW = 2,  /* a row is empty (end=either) */
    MANCALA_REASON_NO_MOVE = 3,    /* the player to move has no legal move */
    MANCALA_REASON_REPETITION = 4, /* a position repeated */
    MANCALA_REASON_HOOK = 5,       /* the variant's end hook ended the game */
    MANCALA_REASON_LIMIT = 6       /* the game reached its length limit (limit=) */
};

/* Notations, see mancala_game_to_notation(3). Values never change. */
enum mancala_notation {
    MANCALA_NOTATION_PLAYSTRATEGY = 1, /* PlayStrategy's Oware FEN and moves ("a1e1") */
    MANCALA_NOTATION_KGP = 2,          /* Kalah Game Protocol board literal and moves (1-based) */
    MANCALA_NOTATION_OPENSPIEL = 3,    /* OpenSpiel's mancala and oware games and action numbers */
    MANCALA_NOTATION_TEXT = 4          /* 0.4: this library's position text and move names
                                          ("5", "5cw", "swap", "29x0"), for any rules */
};

/* One step of a move, in the pits array of mancala_game_board(3); fields a kind leaves unused
 * are 0 (count) and -1 (to). */
typedef struct mancala_event {
    int32_t kind;
    int32_t pit;
    int32_t count;
    int32_t to;
} mancala_event;

typedef struct mancala_variant mancala_variant;
typedef struct mancala_game mancala_game;
typedef struct mancala_search mancala_search;
typedef struct mancala_db mancala_db;
typedef struct mancala_book mancala_book;

/* Rule hooks of a custom variant. pits is the pits array (2H+2 entries: p0 houses, p0 store,
 * p1 houses, p1 store; on four rows H is both rows of a side and the store the hand); a hook that
 * may change it must keep every entry >= 0 and the total unchanged.
 * A negative return value is an error: the move is refused with MANCALA_EHOOK. */
typedef int32_t (*mancala_sow_hook)(const int32_t *pits, int32_t houses, int32_t player,
                                    int32_t house, void *userdata);
typedef int32_t (*mancala_land_hook)(int32_t *pits, int32_t houses, int32_t player,
                                     int32_t pit, int32_t before, void *userdata);
typedef int32_t (*mancala_end_hook)(int32_t *pits, int32_t houses, int32_t to_move,
                                    void *userdata);

/* Rule hooks v2 (ABI 0.2), see mancala_variant_set_hooks2(3). A hook sees the position through a
 * mancala_hook_state: the pits and marks it may change (land and end hooks), the round, and the
 * course of the move so far; since ABI 0.5 (hooks v3) also the rows, the move's slot and the
 * state of the first turns, on two rows or four. struct_size is what the library filled: fields
 * are only appended. */
typedef struct mancala_hook_state {
    uint32_t struct_size;
    int32_t houses;
    int32_t player;        /* the mover (sow, land hooks) or the player to move (end hook) */
    int32_t round;         /* the round being played, 1 for the first */
    int32_t *pits;         /* the pits array, 2H+2 entries */
    int32_t *marks;        /* 2H MANCALA_MARK_* values, player 0's houses first */
    int32_t origin;        /* land hook: the pit the move started from; else -1 */
    int32_t laps;          /* land hook: times the sowing passed the origin again */
    int32_t passed_store;  /* land hook: 1 once the sowing passed the mover's store */
    const int32_t *path;   /* land hook: the pits sown so far in order (the first path_len) */
    int32_t path_len;
    int32_t sown;          /* land hook: seeds sown so far in the move */
    /* Hooks v3 (ABI 0.5; struct_size says whether they were filled): */
    int32_t rows;          /* 2, or 4: then each side's houses are a loop of its two rows, and
                            * its store is the hand (mancala-spec(7), FOUR ROWS) */
    int32_t slot;          /* sow, land hooks: the move's slot (the house, or the house plus
                            * houses when sown the other way, direction=either); else -1 */
    int32_t first_turns;   /* first turns still to come (pie=, opening=), else 0 */
    int32_t pending;       /* end hook: 1 when the mover's turn goes on with a choice (seize=) */
} mancala_hook_state;

/* What a v2 sow hook returns. */
enum mancala_sow_action {
    MANCALA_SOW_ILLEGAL = 0,  /* the move is not legal */
    MANCALA_SOW_LEGAL = 1,    /* legal, sown as the rules say */
    MANCALA_SOW_ORIGIN = 2    /* legal, and the first of several seeds goes back into the origin */
};

typedef int32_t (*mancala_sow_hook2)(mancala_hook_state *state, int32_t house, void *userdata);
typedef int32_t (*mancala_land_hook2)(mancala_hook_state *state, int32_t pit, int32_t before,
                                      void *userdata);
typedef int32_t (*mancala_end_hook2)(mancala_hook_state *state, void *userdata);

/* The hooks of mancala_variant_set_hooks2: struct_size = sizeof(mancala_hooks); NULL hooks are
 * not called. Fields are only appended. */
typedef struct mancala_hooks {
    uint32_t struct_size;
    mancala_sow_hook2 sow;
    mancala_land_hook2 land;
    mancala_end_hook2 end;
} mancala_hooks;

/* Variants: rules parsed from a spec string, optionally extended with hooks. */
MANCALA_EXPORT int32_t mancala_variant_new(mancala_variant **out, const char *spec);
MANCALA_EXPORT void mancala_variant_free(mancala_variant *v);
MANCALA_EXPORT int32_t mancala_variant_spec(const mancala_variant *v, char *buf, size_t cap,
                                            size_t *needed);

/* ABI 0.2: the named rule sets, for a game picker, see mancala_preset_info(3). */
MANCALA_EXPORT int32_t mancala_preset_count(void);
MANCALA_EXPORT int32_t mancala_preset_info(int32_t index, const char **name,
                                           const char **description);
MANCALA_EXPORT int32_t mancala_variant_set_hooks(mancala_variant *v, mancala_sow_hook sow,
                                                 mancala_land_hook land, mancala_end_hook end,
                                                 void *userdata);

/* ABI 0.2 */
MANCALA_EXPORT int32_t mancala_variant_set_hooks2(mancala_variant *v, const mancala_hooks *hooks,
                                                  void *userdata);

/* Games: a position, its history and the rules it is played by. */
MANCALA_EXPORT int32_t mancala_game_new(mancala_game **out, const mancala_variant *v);
MANCALA_EXPORT void mancala_game_free(mancala_game *g);
MANCALA_EXPORT int32_t mancala_game_clone(const mancala_game *g, mancala_game **out);
MANCALA_EXPORT int32_t mancala_game_houses(const mancala_game *g);
MANCALA_EXPORT int32_t mancala_game_to_move(const mancala_game *g);
MANCALA_EXPORT int32_t mancala_game_is_over(const mancala_game *g);
MANCALA_EXPORT int32_t mancala_game_house(const mancala_game *g, int32_t player, int32_t house);
MANCALA_EXPORT int32_t mancala_game_store(const mancala_game *g, int32_t player);
MANCALA_EXPORT int32_t mancala_game_board(const mancala_game *g, int32_t *pits, size_t cap,
                                          size_t *count);
MANCALA_EXPORT int32_t mancala_game_set_board(mancala_game *g, const int32_t *pits, size_t count,
                                              int32_t to_move);
MANCALA_EXPORT int32_t mancala_game_legal_moves(const mancala_game *g, int32_t *moves, size_t cap,
                                                size_t *count);
MANCALA_EXPORT int32_t mancala_game_play(mancala_game *g, int32_t move);
MANCALA_EXPORT int32_t mancala_game_undo(mancala_game *g);
MANCALA_EXPORT int32_t mancala_game_history(const mancala_game *g, int32_t *moves, size_t cap,
                                            size_t *count);
MANCALA_EXPORT uint64_t mancala_game_hash(const mancala_game *g);
MANCALA_EXPORT int32_t mancala_game_perft(const mancala_game *g, int32_t depth, uint64_t *positions);
MANCALA_EXPORT int32_t mancala_game_trace(const mancala_game *g, int32_t move,
                                          mancala_event *events, size_t cap, size_t *count);
MANCALA_EXPORT int32_t mancala_game_result(const mancala_game *g, int32_t *winner,
                                           int32_t *reason);
MANCALA_EXPORT int32_t mancala_game_spec(const mancala_game *g, char *buf, size_t cap,
                                         size_t *needed);
MANCALA_EXPORT int32_t mancala_game_to_notation(const mancala_game *g, int32_t fmt, char *buf,
                                                size_t cap, size_t *needed);
MANCALA_EXPORT int32_t mancala_game_from_notation(mancala_game **out, int32_t fmt, const char *text,
                                                  const mancala_variant *v);
MANCALA_EXPORT int32_t mancala_game_move_to_notation(const mancala_game *g, int32_t fmt,
                                                     int32_t move, char *buf, size_t cap,
                                                     size_t *needed);
MANCALA_EXPORT int32_t mancala_game_move_from_notation(const mancala_game *g, int32_t fmt,
                                                       const char *text, int32_t *move);

/* ABI 0.2: the state beyond the pits (closed houses, tuzdiks, the round), see mancala_game_mark(3). */
MANCALA_EXPORT int32_t mancala_game_mark(const mancala_game *g, int32_t player, int32_t house);
MANCALA_EXPORT int32_t mancala_game_round(const mancala_game *g);
MANCALA_EXPORT int32_t mancala_game_set_marks(mancala_game *g, const int32_t *marks, size_t count,
                                              int32_t round);

/* Position text: "SPEC HOUSES/STORE HOUSES/STORE PLAYER", see mancala-spec(7). */
MANCALA_EXPORT int32_t mancala_game_to_text(const mancala_game *g, char *buf, size_t cap,
                                            size_t *needed);
MANCALA_EXPORT int32_t mancala_game_from_text(mancala_game **out, const char *text);
MANCALA_EXPORT int32_t mancala_game_set_text(mancala_game *g, const char *text);

/* Game records: the start position and every move, see mancala-spec(7). */
MANCALA_EXPORT int32_t mancala_game_to_record(const mancala_game *g, char *buf, size_t cap,
                                              size_t *needed);
MANCALA_EXPORT int32_t mancala_game_from_record(mancala_game **out, const char *text);

/* Search: iterative-deepening alpha-beta with a transposition table; scores are final store
 * differences from the view of the player to move. See mancala_search_new(3). */
MANCALA_EXPORT int32_t mancala_search_new(mancala_search **out);
MANCALA_EXPORT void mancala_search_free(mancala_search *s);
MANCALA_EXPORT int32_t mancala_search_set_limits(mancala_search *s, int32_t depth, uint64_t nodes,
                                                 int64_t time_ms);
MANCALA_EXPORT int32_t mancala_search_set_level(mancala_search *s, int32_t level, uint64_t seed);
MANCALA_EXPORT int32_t mancala_search_set_memory(mancala_search *s, size_t megabytes);
MANCALA_EXPORT int32_t mancala_search_set_threads(mancala_search *s, int32_t threads);
MANCALA_EXPORT int32_t mancala_search_set_db(mancala_search *s, const mancala_db *db);
MANCALA_EXPORT int32_t mancala_search_cancel(mancala_search *s);
MANCALA_EXPORT int32_t mancala_search_run(mancala_search *s, const mancala_game *g);
MANCALA_EXPORT int32_t mancala_search_solve(mancala_search *s, const mancala_game *g);
MANCALA_EXPORT int32_t mancala_search_result(const mancala_search *s, int32_t *move, int32_t *score,
                                             int32_t *exact, int32_t *depth, uint64_t *nodes);
MANCALA_EXPORT int32_t mancala_search_pv(const mancala_search *s, int32_t *moves, size_t cap,
                                         size_t *count);
/* ABI 0.2 */
MANCALA_EXPORT int32_t mancala_search_analyse(mancala_search *s, const mancala_game *g,
                                              int32_t *moves, int32_t *scores, int32_t *exact,
                                              size_t cap, size_t *count);
typedef void (*mancala_progress_fn)(const mancala_search *s, int32_t depth, int32_t score,
                                    int32_t exact, uint64_t nodes, void *userdata);
MANCALA_EXPORT int32_t mancala_search_set_progress(mancala_search *s, mancala_progress_fn fn,
                                                   void *userdata);
MANCALA_EXPORT int32_t mancala_search_set_soft_time(mancala_search *s, int64_t ms);

/* Endgame databases: the exact value of every position with few seeds left in the houses. */
MANCALA_EXPORT int32_t mancala_db_build(mancala_db **out, const mancala_variant *v, int32_t seeds,
                                        int32_t threads);
MANCALA_EXPORT void mancala_db_free(mancala_db *db);
MANCALA_EXPORT int32_t mancala_db_save(const mancala_db *db, const char *path);
MANCALA_EXPORT int32_t mancala_db_load(mancala_db **out, const char *path);
MANCALA_EXPORT int32_t mancala_db_seeds(const mancala_db *db);
MANCALA_EXPORT int32_t mancala_db_spec(const mancala_db *db, char *buf, size_t cap, size_t *needed);
MANCALA_EXPORT int32_t mancala_db_probe(const mancala_db *db, const mancala_game *g, int32_t *score);

/* Opening books: a move (and its score) for the positions of a game's first moves, made ahead by
 * the library's own search (tools/book_build.py); a search at full strength plays them. */
MANCALA_EXPORT int32_t mancala_book_load(mancala_book **out, const char *path);
MANCALA_EXPORT void mancala_book_free(mancala_book *book);
MANCALA_EXPORT int32_t mancala_book_entries(const mancala_book *book, uint64_t *count);
MANCALA_EXPORT int32_t mancala_book_probe(const mancala_book *book, const mancala_game *g,
                                          int32_t *move, int32_t *score);
MANCALA_EXPORT int32_t mancala_search_set_book(mancala_search *s, const mancala_book *book);
MANCALA_EXPORT int32_t mancala_search_set_guide(mancala_search *s, const mancala_db *db);

/* ABI 0.5: batches, many games of one variant stepped by one call, for agents that learn (the
 * observations, the masks of legal actions, rewards, automatic resets, opponents inside the step,
 * threads across the games), see mancala_batch_new(3). */
typedef struct mancala_batch mancala_batch;

/* Observation layouts (mancala_batch_set_layout). Values never change. */
enum mancala_layout {
    MANCALA_LAYOUT_PLANES = 0,    /* the default: mover-relative planes, for every rule set */
    MANCALA_LAYOUT_OPENSPIEL = 1  /* OpenSpiel's tensor of "mancala" (Kalah) or "oware" */
};

/* The parts of the PLANES layout (mancala_batch_obs_part). Values never change. */
enum mancala_obs_part {
    MANCALA_OBS_SEEDS = 0,   /* [npits] seeds in each pit, the mover's side first */
    MANCALA_OBS_CLOSED = 1,  /* [npits] 1 where the pit is closed (burnt), rules that close pits */
    MANCALA_OBS_TUZDIK = 2,  /* [npits] 1 the mover's tuzdik, -1 the opponent's, tuzdik=on */
    MANCALA_OBS_PENDING = 3, /* [1] 1 while the mover's turn waits for a choice (turns of steps) */
    MANCALA_OBS_FRESH = 4,   /* [1] first turns still to come (pie=, opening=) */
    MANCALA_OBS_ROUND = 5,   /* [1] rounds completed (rounds=burn) */
    MANCALA_OBS_LOST = 6     /* [2] the mover's, the opponent's nyumba lost (nyumba=) */
};

/* What a step does with an action that is not legal (mancala_batch_set_illegal). */
enum mancala_illegal_mode {
    MANCALA_ILLEGAL_ERROR = 0,   /* the step fails with MANCALA_EILLEGAL, no game changes */
    MANCALA_ILLEGAL_PENALTY = 1  /* that game ends: its mover gets the penalty as reward */
};

/* Opponents that move inside a step (mancala_batch_set_opponent). Values never change. */
enum mancala_opponent_kind {
    MANCALA_OPPONENT_NONE = 0,   /* the caller moves for both players (self-play) */
    MANCALA_OPPONENT_RANDOM = 1, /* uniformly random legal actions */
    MANCALA_OPPONENT_LEVEL = 2   /* mancala_search_set_level(3)'s player at a level */
};

MANCALA_EXPORT int32_t mancala_batch_new(mancala_batch **out, const mancala_variant *v,
                                         size_t count);
MANCALA_EXPORT void mancala_batch_free(mancala_batch *b);
MANCALA_EXPORT int32_t mancala_batch_shape(const mancala_batch *b, size_t *count, size_t *actions,
                                           size_t *obs_size);
MANCALA_EXPORT int32_t mancala_batch_obs_part(const mancala_batch *b, int32_t part, size_t *offset,
                                              size_t *length);
MANCALA_EXPORT int32_t mancala_batch_set_layout(mancala_batch *b, int32_t layout);
MANCALA_EXPORT int32_t mancala_batch_set_illegal(mancala_batch *b, int32_t mode, float penalty);
MANCALA_EXPORT int32_t mancala_batch_set_opponent(mancala_batch *b, int32_t kind, int32_t level,
                                                  int32_t seat);
MANCALA_EXPORT int32_t mancala_batch_set_start(mancala_batch *b, int32_t random_plies);
MANCALA_EXPORT int32_t mancala_batch_set_threads(mancala_batch *b, int32_t threads);
MANCALA_EXPORT int32_t mancala_batch_reset(mancala_batch *b, uint64_t seed, float *obs,
                                           uint8_t *mask, int32_t *to_move);
MANCALA_EXPORT int32_t mancala_batch_step(mancala_batch *b, const int32_t *actions, float *obs,
                                          uint8_t *mask, float *rewards, uint8_t *terminated,
                                          uint8_t *truncated, int32_t *to_move);
MANCALA_EXPORT int32_t mancala_batch_game(const mancala_batch *b, size_t index,
                                          mancala_game **out);
MANCALA_EXPORT int32_t mancala_batch_set_game(mancala_batch *b, size_t index,
                                              const mancala_game *g);

/* Errors and limits. */
MANCALA_EXPORT const char *mancala_strerror(int32_t status);
MANCALA_EXPORT int32_t mancala_max_houses(void);
MANCALA_EXPORT int32_t mancala_max_seeds(void);
MANCALA_EXPORT int32_t mancala_max_sowings(void);

/* ABI 0.3: boards of two or four rows (rows=4, see mancala_variant_rows(3)); the most moves. */
MANCALA_EXPORT int32_t mancala_variant_rows(const mancala_variant *v);
MANCALA_EXPORT int32_t mancala_game_rows(const mancala_game *g);
MANCALA_EXPORT int32_t mancala_max_moves(void);

/* ABI 0.4: a solve's exact passes as they prove their bounds, see mancala_search_new(3). */
typedef void (*mancala_pass_fn)(const mancala_search *s, int32_t pass, int32_t lower,
                                int32_t upper, uint64_t nodes, void *userdata);
MANCALA_EXPORT int32_t mancala_search_set_pass_progress(mancala_search *s, mancala_pass_fn fn,
                                                        void *userdata);

/* ABI 0.5: arenas for agents and language models, see mancala_variant_rules_text(3): the rules
 * as English text made from the rule model, a game's state as JSON, and the move a free-form
 * answer names. */
MANCALA_EXPORT int32_t mancala_variant_rules_text(const mancala_variant *v, char *buf, size_t cap,
                                                  size_t *needed);
MANCALA_EXPORT int32_t mancala_game_to_json(const mancala_game *g, char *buf, size_t cap,
                                            size_t *needed);
MANCALA_EXPORT int32_t mancala_game_move_from_answer(const mancala_game *g, const char *answer,
                                                     int32_t *move);

/* ABI 0.6: the data that ships with the library (an Oware guide, built by `make` and installed
 * in DATADIR/libmancala), found by runs at full strength in the directory named here, else in
 * $MANCALA_DATA_DIR, else in the one compiled in; see mancala_search_set_data_dir(3). */
MANCALA_EXPORT int32_t mancala_search_set_data_dir(mancala_search *s, const char *dir);
MANCALA_EXPORT int32_t mancala_search_data_status(mancala_search *s, const mancala_variant *v);

/* ABI 0.6: where an error is, see mancala_error_info(3). The readers of specs, position text,
 * records and notations fill one of these when they fail (the *_info functions: the object does
 * not exist), and a game keeps the detail of its last failed call (mancala_game_last_error). The
 * caller sets struct_size = sizeof(mancala_error_info); fields are only appended. */
typedef struct mancala_error_info {
    uint32_t struct_size;
    int32_t status;     /* the call's MANCALA_E* code, MANCALA_OK where it succeeded */
    int32_t offset;     /* bytes from the start of the text read to the fault, -1 if none */
    int32_t line;       /* the line of a record (1: header, 2: position, 3: moves), 0 if none */
    int32_t move;       /* the place of a move in a record or move list (1: the first), 0 if none */
    char field[32];     /* what the fault is in: "name", a key ("seeds"), "store of player 0",
                         * "move", ...; "" if nothing in particular */
    char message[200];  /* what is wrong and where, one line of English, NUL-terminated */
} mancala_error_info;

MANCALA_EXPORT int32_t mancala_variant_new_info(mancala_variant **out, const char *spec,
                                                mancala_error_info *info);
MANCALA_EXPORT int32_t mancala_game_from_text_info(mancala_game **out, const char *text,
                                                   mancala_error_info *info);
MANCALA_EXPORT int32_t mancala_game_from_record_info(mancala_game **out, const char *text,
                                                     mancala_error_info *info);
MANCALA_EXPORT int32_t mancala_game_from_notation_info(mancala_game **out, int32_t fmt,
                                                       const char *text,
                                                       const mancala_variant *v,
                                                       mancala_error_info *info);
MANCALA_EXPORT int32_t mancala_game_last_error(const mancala_game *g, mancala_error_info *info);

/* ABI 0.6: the name of an event kind ("pickup", "sow", ... "pass"), NULL for any other value;
 * see mancala_game_trace(3). */
MANCALA_EXPORT const char *mancala_event_name(int32_t kind);

/* ABI 0.6: timed progress reports of a search or a database build while it works, and their
 * cancellation, see mancala_search_set_tick(3). */
enum mancala_stage {
    MANCALA_STAGE_DEEPEN = 1, /* a search's iterative deepening (or a playing level's search) */
    MANCALA_STAGE_EXACT = 2,  /* a solve's exact passes (an analysis's, for one move) */
    MANCALA_STAGE_DB = 3      /* a database build, layer by layer */
};

/* One report. Fields a stage does not use are 0. The struct only grows at its end: struct_size
 * says how much of it the library filled. */
typedef struct mancala_progress {
    uint32_t struct_size; /* sizeof(mancala_progress) of the library that made the report */
    int32_t stage;        /* MANCALA_STAGE_* */
    uint64_t elapsed_ms;  /* since the search or the build began */
    uint64_t nodes;       /* search: positions visited, all threads; build: positions valued */
    uint64_t rate;        /* nodes per second since the beginning */
    uint64_t done;        /* build: positions of the layer done in its phase */
    uint64_t total;       /* build: positions of the layer */
    int32_t depth;        /* deepening: the iteration under way, in plies */
    int32_t pass;         /* exact passes: the pass under way, from 1 */
    int32_t lower;        /* exact passes: the bounds proven so far, in seeds (unknown: */
    int32_t upper;        /*   -MANCALA_MAX_SEEDS and MANCALA_MAX_SEEDS) */
    int32_t score;        /* search: the last finished iteration's or pass's value, in seeds */
    int32_t layer;        /* build: the layer under way, its seeds in the houses */
    int32_t layers;       /* build: the last layer (the database's seeds) */
    int32_t phase;        /* build: the layer's phase under way, from 1 */
    int32_t phases;       /* build: the layer's phases (1, or 2 where positions can repeat) */
} mancala_progress;

/* Called at least every interval on the thread that called the search or the build; a nonzero
 * return cancels the work. */
typedef int32_t (*mancala_tick_fn)(const mancala_progress *p, void *userdata);
MANCALA_EXPORT int32_t mancala_search_set_tick(mancala_search *s, mancala_tick_fn fn,
                                               int32_t interval_ms, void *userdata);
MANCALA_EXPORT int32_t mancala_db_build_with(mancala_db **out, const mancala_variant *v,
                                             int32_t seeds, int32_t threads, mancala_tick_fn fn,
                                             int32_t interval_ms, void *userdata);

/* The library actually loaded: "MAJOR.MINOR.PATCH", 0xMMmmpp, and the soname's number. */
MANCALA_EXPORT const char *mancala_version_string(void);
MANCALA_EXPORT uint32_t mancala_version(void);
MANCALA_EXPORT int32_t mancala_abi_version(void);

#endif /* MANCALA_H */
