/* SPDX-License-Identifier: MIT */
/* rules.h: the rules layer's interface: the game model's types (rules, variant, position, game,
 * history, trace, the course of a move) and the functions its files share. The inline fast path of
 * a move is fastpath.h, and advance.h over it; both include this. Used by the layers above
 * (format, engine) and by white-box tests; nothing here is part of the ABI. */
#ifndef MANCALA_RULES_H
#define MANCALA_RULES_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "../common/common.h"
#include "options.h"

/* Houses per side: one row of at most MANCALA_MAX_HOUSES, or two of them on a four-row board
 * (rows=4). Move slots: a house, or a house and a direction (direction=either, house), a bit each in a
 * mask of legal moves (or, in a pending turn, a house of the opponent's to seize). */
#define MC_MAX_SIDE (2 * MANCALA_MAX_HOUSES)
#define MC_MAX_MOVES 32 /* slots of a mask; the API's moves are turns (MANCALA_MAX_MOVES) */
#define MC_MAX_PITS (2 * MC_MAX_SIDE + 2)

/* Pit indices in the pits array. */
#define MC_HOUSE(H, player, i) ((player) * ((H) + 1) + (i))
#define MC_STORE(H, player) ((player) * ((H) + 1) + (H))
#define MC_PERFT_MAX_DEPTH 1000 /* documented in mancala_game_play(3) */

/* The option values: for each key of options.h's table with words, an enum of its values'
 * constants, 0 for the first (MC_STORES_OWN, MC_STORES_NONE; MC_CAPTURE_STANDARD ...). */
#define MC_OPTION_NUMBER(key, flags)
#define MC_OPTION_ENUM(key, flags, values) enum { values };
#define MC_OPTION_CONSTANT(constant, word) constant,
MC_OPTIONS(MC_OPTION_NUMBER, MC_OPTION_ENUM, MC_OPTION_CONSTANT)
#undef MC_OPTION_NUMBER
#undef MC_OPTION_ENUM
#undef MC_OPTION_CONSTANT
/* opening=N: house N, kept after the words' values */
enum { MC_OPENING_HOUSE = MC_OPENING_INNER + 1 };

/* counts=: the counts a count capture takes, a bit per count 1..31, and every even or odd count
 * (the flags). Oware's 2-or-3 is the default. */
#define MC_COUNTS_EVEN 1u
#define MC_COUNTS_ODD 2u
#define MC_COUNTS_DEFAULT ((1u << 2) | (1u << 3))

/* The option values of a variant: what a spec string describes. The keys after cycle came with
 * the rule model v2; the struct has no padding, so it is compared and hashed as bytes. */
typedef struct mc_rules {
    uint8_t houses, seeds, stores, origin, relay, extra, capture, grandslam, feed, end, majority,
        cycle;
    uint32_t counts;     /* counts=: bits 1..31 */
    uint8_t count_flags; /* counts=even / odd (MC_COUNTS_*) */
    uint8_t chain, side, tuzdik, rounds, starter, passing;
    uint8_t leftover; /* leftover=: who takes the seeds left at the end (MC_LEFTOVER_*) */
    /* The rule model v3: rows=, direction=, single=, landing=, outer=, inner= (the houses of the
     * inner row that start with seeds, plus one; 0: all of them), opening=, pie=, pass=, and the
     * choices inside a turn: seize= (a house of the opponent's chosen after a capture), lander=
     * and start=; then the captures during the sowing: pasu= (a house brought to that many seeds,
     * 0: none), pasuto= (who takes it) and pasucheck= (when); then Bao's (bao.c, with
     * capture=kichwa): hand= (the seeds each player holds at the start) and nyumba= (the seeds
     * of the nyumba at the start, 0: none); win= (waurie.c: the player whose row is empty wins);
     * land= (meusueb.c: what a landing of a two-row relay without stores leads to); storeafter=
     * (two rows: the mover's store after the opponent's row, Sungka's). Then the game's length:
     * limit= (game.c; 0: MC_LIMIT_DEFAULT plies, MC_LIMIT_NONE: none, else the plies), which
     * no position holds. The struct ends without padding. */
    uint8_t rows, direction, single, landing, outer, inner, opening, pie, pass, seize, lander, start;
    uint8_t pasu, pasuto, pasucheck, hand;
    uint8_t nyumba, win, land, storeafter;
    uint32_t limit;
} mc_rules;
/* Held here, since the table keys, book and database identities hash mc_rules as bytes. */
MC_STATIC_ASSERT(offsetof(mc_rules, counts) == offsetof(mc_rules, cycle) + 1 &&
                     offsetof(mc_rules, limit) == offsetof(mc_rules, storeafter) + 1 &&
                     sizeof(mc_rules) == offsetof(mc_rules, limit) + sizeof(uint32_t),
                 mc_rules_has_no_padding);

/* limit=: the plies (moves as mancala_game_history counts them) after which a game ends if its
 * rules have not ended it (mancala-spec(7)): the default, where the key is left out, as Ludii
 * stops its games at 2,500 turns; at most MC_LIMIT_MAX; MC_LIMIT_NONE (limit=none) for none. */
#define MC_LIMIT_DEFAULT 2500u
#define MC_LIMIT_MAX 65535u
#define MC_LIMIT_NONE 0xffffffffu

/* The rule families (family.c): each is one file of lib/rules that defines one mc_family, named
 * by nothing else but the registry of family.c. When a variant is made, mc_family_bind offers
 * the variant to each family in the registry's order; a family's bind looks at the rules and fills
 * the slots of v->fam whose rules are its own (a slot filled by an earlier family stays). The
 * general code (the move of sow.c and fastpath.h, the moves and the end) calls the slots, so it
 * names no family, and the choice is made once, not per move. Every slot may be NULL: that rule
 * does not act. `t` is a trace (NULL: untraced); `last` is the pit where a leg's last seed fell,
 * which held `before` seeds. */
struct mc_pos;
struct mc_trace;
typedef struct mc_slots {
    /* Two rows, a landing in a pit other than the mover's store: the capture (MC_MOVE_* flags
     * returned), and where it took nothing a claim of the pit (togyz's tuzdik). */
    unsigned (*capture)(const mancala_variant *v, struct mc_pos *p, int last, int before,
                        int origin, struct mc_trace *t);
    unsigned (*claim)(const mancala_variant *v, struct mc_pos *p, int last,
                      struct mc_trace *t);
    /* Two rows: whether the sowing goes on from `last` (a relay). */
    int (*relay)(const mancala_variant *v, const struct mc_pos *p, int last, int before);
    /* A seed of the mover m made pit `pit` hold its count (`last`: the leg's last seed); returns
     * whether the pit was taken. After a leg from `from`, once it ended in `last` (leg_end):
     * returns whether the move ends there. */
    int (*sown)(const mancala_variant *v, struct mc_pos *p, int pit, int m, int last,
                struct mc_trace *t);
    int (*leg_end)(const mancala_variant *v, struct mc_pos *p, const uint8_t *next, int from,
                   int last, int m, struct mc_trace *t);
    /* After a turn of last_mover: the end of a round (MC_MOVE_* flags). */
    unsigned (*round_end)(const mancala_variant *v, struct mc_pos *p, int last_mover,
                          struct mc_trace *t);
    /* Whether sowing `house` surely feeds the opponent, without playing it (NULL: play it). */
    int (*feeds)(const mancala_variant *v, const struct mc_pos *p, int house);
    /* The move slots the mover may play, and the opponent's non-empty houses (*other); NULL:
     * the mover's non-empty houses. */
    uint32_t (*moves)(const mancala_variant *v, const struct mc_pos *p, uint32_t *other);
    /* A landing decided by the family (the loops of four rows, land= on two rows, two rows sown
     * either way under direction=house): the pit the turn goes on from, or -1; before the
     * built-in landing rules, which it replaces; `next` is the way the seeds went. */
    int (*landing)(const mancala_variant *v, struct mc_pos *p, int last, int before,
                   const uint8_t *next, unsigned *f, struct mc_trace *t);
    /* A step of a pending turn (p->pending): the choice `slot`, which ends the turn. */
    void (*pending)(const mancala_variant *v, struct mc_pos *p, int slot, struct mc_trace *t);
    /* A family's own turns (captured seeds sown back, seeds entered from the hand), instead of
     * the general move of sow.c. */
    int32_t (*turn)(const mancala_variant *v, struct mc_pos *p, int slot, unsigned *flags,
                    struct mc_trace *t);
    /* The first position's layout, after every house got its seeds. */
    void (*start)(const mancala_variant *v, struct mc_pos *p);
    /* A goal other than the stores' (win=): once the game is over (not by repetition or a hook),
     * the player who has won, who takes every seed, or -1 for a draw, the seeds then shared
     * evenly between the stores. own and other: as mc_rows gives them. */
    int (*result)(const mancala_variant *v, const struct mc_pos *p, uint32_t own, uint32_t other);
    uint8_t steps;        /* a turn can take several steps, choices after the first (mc_turn_step) */
    uint8_t all_to_winner; /* the player who cannot move has lost: the winner takes every seed */
    uint8_t walk;         /* the sowing walks seed by seed (marks, captures while sowing) */
    uint8_t retro;        /* a move of these rules that no database's retrograde undoes */
    uint8_t marks;        /* the marks these rules make (MC_MARKS_*), which a position may hold */
    uint8_t no_slam;      /* a move flagged MC_MOVE_GRANDSLAM is not legal */
} mc_slots;

/* The kinds of mark a family's rules make (mc_slots.marks): closed houses and the round, a
 * tuzdik, a lost nyumba. */
enum { MC_MARKS_CLOSED = 1, MC_MARKS_TUZDIK = 2, MC_MARKS_LOST = 4 };

typedef struct mc_preset {
    const char *name;
    const mc_rules *rules;
} mc_preset;

typedef struct mc_family {
    const char *name;
    const mc_preset *presets; /* ended by a NULL name; may be empty */
    void (*bind)(mancala_variant *v);
} mc_family;

/* family.c: the registry. mc_family_bind fills v->fam; the presets of every family, in the
 * registry's order (mc_preset_at: NULL past the last). */
void mc_family_bind(mancala_variant *v);
const mc_preset *mc_preset_at(size_t i);
const mc_rules *mc_preset_rules(const char *name, size_t len);

/* A variant: options, optional hooks, and tables derived from the options.
 * Games embed a copy, so a variant can be freed while its games live on. */
struct mancala_variant {
    mc_rules r;
    mancala_sow_hook sow_hook;
    mancala_land_hook land_hook;
    mancala_end_hook end_hook;
    void *userdata;
    uint8_t npits;                    /* 2H+2 */
    uint8_t nmoves;                   /* move slots: H, or 2H under direction=either or house */
    uint8_t small;                    /* two rows of at most 16 pits: the 16-byte paths apply */
    uint8_t next[2][MC_MAX_PITS];     /* next pit on each player's sowing path */
    uint8_t back[2][MC_MAX_PITS];     /* next pit the other way round (direction=either, house) */
    uint8_t lap;                      /* pits in one lap of a sowing from a house */
    uint8_t path[2][MC_MAX_SIDE][MC_MAX_PITS]; /* one lap from each house, in order */
    /* Fast paths, derived from the rules and hooks by mc_variant_derive: */
    uint8_t one_leg;   /* no relay and no land hook: a move is one leg and the built-in landing */
    uint8_t rows_end;  /* the rows alone decide the end and the legal moves (mc_settle) */
    uint8_t h2_sow, h2_end; /* hooks v2 are set (read here, by every settle, not in h2 below) */
    uint8_t count23;   /* the count capture is Oware's: 2 or 3, chained, on the opponent's side */
    uint8_t hooked;    /* any hook, of either kind: the rules are no longer the spec's alone */
    uint8_t move_hooked; /* a land or end hook, of either kind: positions can come back */
    /* For boards of at most 16 pits: the place (1 to lap) of each pit in the lap from each house,
     * 127 for pits off it, so a first leg of `rest` seeds is one compare and one add of 16 bytes. */
    uint8_t place[2][MANCALA_MAX_HOUSES][16];
    /* The rule model v2, after the tables the common move reads: */
    uint8_t walk;      /* sowing walks seed by seed from the origin: marks or origin=first */
    uint8_t takes[MANCALA_MAX_SEEDS + 1]; /* takes[c]: a count capture takes a house of c seeds */
    mancala_hooks h2;  /* hooks v2 (mancala_variant_set_hooks2); struct_size 0: none */
    void *userdata2;
    mc_slots fam;      /* the rule families' slots (mc_family_bind) */
};

/* The plies after which a game of v ends (0: none), and whether a game of v that has not ended
 * by its rules after `plies` moves ends there (game.c, replay.c). */
static inline uint32_t mc_limit(const mancala_variant *v)
{
    return v->r.limit == 0 ? MC_LIMIT_DEFAULT : v->r.limit == MC_LIMIT_NONE ? 0u : v->r.limit;
}
static inline int mc_at_limit(const mancala_variant *v, size_t plies)
{
    const uint32_t limit = mc_limit(v);
    return limit != 0 && plies >= limit;
}

/* Whether the winner of a game of v takes every seed, those of both stores included: a goal other
 * than the stores' (fam.result, win=) or a family's all_to_winner. What the rest of such a game is
 * worth then depends on the stores (options.c), which no database entry holds (engine/db.c). */
static inline int mc_all_to_winner(const mancala_variant *v)
{
    return v->fam.all_to_winner || v->fam.result != NULL;
}

/* A position. to_move is the player who would move next, also once the game is over. */
/* The state beyond the pits (rule model v2) is kept small, since perft and the search copy a
 * position per node: a bit per closed (burnt) house by pit index, each player's tuzdik (1 + the
 * house index in the opponent's row, 0: none), and the round (0 for the first). All zero in the
 * games of the first rule model. */
typedef struct mc_pos {
    uint8_t pits[MC_MAX_PITS];
    uint8_t to_move;
    uint8_t over;
    uint8_t repeated; /* over because a position repeated (the value depends on the path) */
    uint8_t round;    /* rounds completed, modulo 256 */
    uint8_t tuzdik[2];
    uint8_t fresh;    /* first turns still to come (2, 1) under pie=on or opening=, else 0 */
    uint8_t pending;  /* non-zero while the mover's turn is paused for a choice (a turn of several
                       * steps, v->fam.steps); the value is the family's own (seize=any's rule,
                       * or 2 + the way round at Bao's nyumba) */
    uint8_t lost;     /* nyumba=: bit m set once player m's nyumba is lost (emptied) */
    uint64_t closed;
    uint64_t hash;
} mc_pos;

/* Whether p has any state beyond the pits. */
static inline int mc_has_marks(const mc_pos *p)
{
    return p->closed != 0 || p->tuzdik[0] || p->tuzdik[1] || p->round || p->fresh || p->pending ||
           p->lost;
}

/* Whether pit `pit` is closed (burnt). Only the pits of two rows can be: bits 0 to 33. */
static inline int mc_closed(const mc_pos *p, int pit)
{
    return pit < 64 && (p->closed >> pit & 1);
}

/* The pit of player s's tuzdik (in the opponent's row), -1 if none. */
static inline int mc_tuzdik_pit(int H, const mc_pos *p, int s)
{
    return p->tuzdik[s] ? MC_HOUSE(H, 1 - s, p->tuzdik[s] - 1) : -1;
}


/* The index of the lowest bit set in a non-zero word (a mask of houses, a set of pits). */
static inline int mc_lowest_bit(uint64_t x)
{
#if defined(__GNUC__)
    return __builtin_ctzll(x);
#else
    int i = 0;
    while (!(x >> i & 1))
        i++;
    return i;
#endif
}

/* Store difference from the view of the player to move. */
static inline int mc_store_diff(int H, const mc_pos *p)
{
    return p->pits[MC_STORE(H, p->to_move)] - p->pits[MC_STORE(H, 1 - p->to_move)];
}

/* Seeds in the houses of both players (the stores left out). */
static inline int mc_house_seeds(int H, const mc_pos *p)
{
    int i, n = 0;
    for (i = 0; i < H; i++)
        n += p->pits[MC_HOUSE(H, 0, i)] + p->pits[MC_HOUSE(H, 1, i)];
    return n;
}

/* Flags reported by mc_apply. */
enum {
    MC_MOVE_STORES = 1,    /* a store changed: the repetition window restarts */
    MC_MOVE_FED = 2,       /* at least one seed was sown into the opponent's houses */
    MC_MOVE_GRANDSLAM = 4  /* the move would capture every seed of the opponent */
};

/* history.c: the positions before each move (also the repetition window) and what undo restores */
typedef struct mc_step {
    size_t window;   /* first position of the repetition window before the move */
    uint32_t mask;   /* legal moves before the move */
    int32_t move;    /* the move as the API names it: a whole turn (mc_turn_step) */
} mc_step;

typedef struct mc_history {
    mc_pos *pos;     /* pos[i]: the position before move i */
    mc_step *step;   /* step[i]: move i and the state it replaced */
    size_t len, cap;
} mc_history;

int32_t mc_history_reserve(mc_history *h, size_t n);
int32_t mc_history_copy(mc_history *dst, const mc_history *src);
void mc_history_free(mc_history *h);

/* game.c */
struct mancala_game {
    mancala_variant v;
    mc_pos cur;
    uint32_t mask;   /* legal moves in cur; 0 once the game is over */
    size_t window;   /* index in the history of the first position of the repetition window */
    mc_history hist;
    uint8_t start_reason; /* why the first position is over, if it is (mc_game_start) */
    mc_pos first;         /* the first position as set, before mc_game_start settled it */
    /* The last failed call of play, undo, set_board, set_marks or set_text (MC_CALL_*), for
     * mancala_game_last_error (format/detail.c, which writes the message from them); err.status
     * is MANCALA_OK after one of them succeeded. Only a failure writes more than the status:
     * the call and its move (or the pit set_board refused, -1 for none) here, and set_text the
     * reader's whole detail into err. */
    uint8_t err_call;
    int32_t err_move;
    mancala_error_info err;
};

enum { MC_CALL_PLAY = 1, MC_CALL_UNDO, MC_CALL_SET_BOARD, MC_CALL_SET_MARKS, MC_CALL_SET_TEXT };
/* Records the outcome st of call on g (move: its move, or the pit at fault) and returns st. */
int32_t mc_game_noted(mancala_game *g, int call, int32_t st, int32_t move);

int32_t mc_game_start(mancala_game *g, const mc_pos *p);
int32_t mc_game_check_move(const mancala_game *g, int32_t move);
int32_t mc_game_turn(const mancala_variant *v, mc_pos *path, size_t base, size_t top,
                     uint32_t mask, int32_t move, size_t *end, size_t *window, uint32_t *mk);

/* variant.c */
void mc_variant_init(mancala_variant *v, const mc_rules *r);
void mc_variant_derive(mancala_variant *v);

/* trace.c: where the traced paths of mc_apply and mc_settle report a move's events, each where the
 * rule acts (replay.c replays a move on them for the API). Events go to a growing buffer (ev NULL:
 * only counted); err keeps the first allocation failure. */
typedef struct mc_trace {
    mancala_event *ev;
    size_t len, cap;
    int keep;       /* store the events, not only count them */
    int32_t err;
    uint8_t reason; /* why the game ended (a mancala_result_reason), 0 while it goes on */
} mc_trace;

void mc_trace_emit(mc_trace *t, int kind, int pit, int count, int to);
/* A hook's change, after it: the new content of each pit it changed (SET), and the marks it changed
 * (CLOSE, OPEN, TUZDIK). */
void mc_trace_set(mc_trace *t, const mancala_variant *v, const uint8_t *before, const mc_pos *p);
void mc_trace_marks(mc_trace *t, const mancala_variant *v, const mc_pos *was, const mc_pos *p);

/* A capture takes pit `pit`: its seeds go to `store`, reported to t (NULL: untraced) as they go. */
static inline void mc_take(mc_pos *p, int pit, int store, mc_trace *t)
{
    if (t)
        mc_trace_emit(t, MANCALA_EVENT_CAPTURE, pit, p->pits[pit], store);
    p->pits[store] = (uint8_t)(p->pits[store] + p->pits[pit]);
    p->pits[pit] = 0;
}

/* A move of the API is a whole turn. Where a turn holds choices after its first (seize=any), the
 * engine takes each as a step of the same player, from a pending position, and the API's move
 * holds them all: the first step's slot in bits 0 to 4 (so a turn of one step is its slot), then
 * each later step's slot plus one in six bits (0: no more steps), at most MC_TURN_STEPS steps. */
#define MC_TURN_STEPS 5
static inline int mc_turn_step(int32_t move, int k)
{
    return k == 0 ? (int)(move & 31) : (int)((move >> (5 + 6 * (k - 1))) & 63) - 1;
}
static inline int32_t mc_turn_add(int32_t move, int k, int slot)
{
    return k == 0 ? slot : move | (int32_t)(slot + 1) << (5 + 6 * (k - 1));
}

/* game.c: the turns of the position p, whose legal steps are mask (the steps of turns of several
 * steps followed, seize=any): the number of turns, the first cap of them in out (which may be
 * NULL when cap is 0). */
size_t mc_turns(const mancala_variant *v, const mc_pos *p, uint32_t mask, int32_t *out, size_t cap);

/* board.c: the swap of pie=on: the sides change places and player 0 moves (reported to t). */
void mc_swap_sides(const mancala_variant *v, mc_pos *p, mc_trace *t);
/* The move numbers of v: its house slots, and the swap after them under pie=on. */
static inline int mc_move_slots(const mancala_variant *v)
{
    return v->nmoves + (v->r.pie != MC_PIE_OFF);
}

/* The swap of pie=on as a bit of the legal moves: in the second player's first turn, the slot
 * after the houses' (mc_legal_mask and the settle both add it, after any filter). */
static inline uint32_t mc_swap_bit(const mancala_variant *v, const mc_pos *p)
{
    return v->r.pie && p->fresh == 1 && p->to_move == 1 ? 1u << v->nmoves : 0u;
}

/* Whether slot `slot` of v is the swap of pie=on (one past the last house slot). */
static inline int mc_is_swap(const mancala_variant *v, int slot)
{
    return slot == v->nmoves;
}

/* board.c: the seeds left in the houses go to the stores, each player's to their own (to < 0) or
 * all to pit `to`, each house reported to t (NULL: untraced); the marks of the API's array (2H
 * MANCALA_MARK_* values) into p (MANCALA_EINVAL for an unknown mark, MANCALA_EBOARD for a second
 * tuzdik of a player); the marks of p checked against the rules (MANCALA_EBOARD if they do not
 * fit). */
void mc_sweep(int H, mc_pos *p, int to, mc_trace *t);
int32_t mc_marks_read(int H, const int32_t *marks, mc_pos *p);
int32_t mc_marks_check(const mancala_variant *v, const mc_pos *p);

/* sow.c: one move on a position (no end checks); returns MANCALA_OK or MANCALA_EHOOK.
 * mc_apply_traced takes the general path for any variant and reports each step to t. */
int32_t mc_apply(const mancala_variant *v, mc_pos *p, int house, unsigned *flags);
int32_t mc_apply_traced(const mancala_variant *v, mc_pos *p, int house, unsigned *flags,
                        mc_trace *t);

/* moves.c: the legal moves of the player to move as a bit mask of houses */
int32_t mc_legal_mask(const mancala_variant *v, const mc_pos *p, uint32_t *mask);
int32_t mc_legal_from(const mancala_variant *v, const mc_pos *p, uint32_t own, int opp_empty,
                      uint32_t *mask);

/* The line of play before a position: past[0..npast), then path[0..n), whose positions
 * path[base..n) are its repetition window (the positions since the last change of a store).
 * past holds what need not be copied where path is a copy (replay.c: the game's history before
 * the window); the start of a round is compared with the whole line (end.c). */
typedef struct mc_line {
    const mc_pos *past;
    size_t npast;
    const mc_pos *path;
    size_t base, n;
} mc_line;

/* end.c: after a move or a set_board, decide whether the game is over (sweeping if so) and
 * otherwise compute the legal moves; line: the line of play before p (NULL: none). */
int32_t mc_settle(const mancala_variant *v, mc_pos *p, const mc_line *line, uint32_t *mask);
int32_t mc_settle_traced(const mancala_variant *v, mc_pos *p, const mc_line *line,
                         uint32_t *mask, mc_trace *t);
/* end.c: the game has reached its limit (mc_limit): it ends there, the seeds left in the houses
 * swept to their owners' stores, reported to t (NULL: untraced) with the reason
 * MANCALA_REASON_LIMIT. */
void mc_end_at_limit(const mancala_variant *v, mc_pos *p, mc_trace *t);

/* zobrist.c */
uint64_t mc_hash_full(const mancala_variant *v, const mc_pos *p);
uint64_t mc_hash_update(uint64_t h, const mc_pos *from, const mc_pos *to, int npits);
uint64_t mc_marks_key(const mc_pos *p); /* 0 when p has no marks */

/* hooks.c: hooks v2, with the course of the move so far (sow.c fills it while it walks) */
#define MC_PATH_MAX 1024
typedef struct mc_course {
    int32_t origin, laps, passed_store, path_len, sown;
    int32_t path[MC_PATH_MAX];
} mc_course;
/* slot: the move's slot (a house, or under direction=either the house plus H the other way) */
int32_t mc_hook2_sow(const mancala_variant *v, const mc_pos *p, int slot, int32_t *action);
int32_t mc_hook2_land(const mancala_variant *v, mc_pos *p, int slot, int last, int before,
                      const mc_course *c, int32_t *action);
int32_t mc_hook2_end(const mancala_variant *v, mc_pos *p, int32_t *action);

/* hooks.c: run a hook on an int32 copy of the pits and check what it did */
int32_t mc_hook_land(const mancala_variant *v, mc_pos *p, int last, int before, int32_t *action);
int32_t mc_hook_end(const mancala_variant *v, mc_pos *p, int32_t *action);
int32_t mc_hook_sow(const mancala_variant *v, const mc_pos *p, int house, int32_t *allowed);

#endif
