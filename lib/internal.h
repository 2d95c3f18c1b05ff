/* SPDX-License-Identifier: MIT */
/* internal.h: the engine's private types, shared by the files of lib/ and by white-box tests.
 * Nothing here is part of the ABI. */
#ifndef MANCALA_INTERNAL_H
#define MANCALA_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "mancala.h"

#define MC_MAX_PITS (2 * MANCALA_MAX_HOUSES + 2)

/* Pit indices in the pits array. */
#define MC_HOUSE(H, player, i) ((player) * ((H) + 1) + (i))
#define MC_STORE(H, player) ((player) * ((H) + 1) + (H))
#define MC_PERFT_MAX_DEPTH 1000 /* documented in mancala_game_play(3) */

/* Relaxed atomic reads and writes of words that threads share (table slots, database values,
 * flags): each access is whole, and nothing orders them. */
#if defined(__GNUC__)
#define MC_ATOMIC_LOAD(x) __atomic_load_n(&(x), __ATOMIC_RELAXED)
#define MC_ATOMIC_SET(x, v) __atomic_store_n(&(x), (v), __ATOMIC_RELAXED)
#else
#define MC_ATOMIC_LOAD(x) (x)
#define MC_ATOMIC_SET(x, v) ((x) = (v))
#endif

/* Option values, in the order of the vocabulary in mancala-spec(7). The first value is 0. */
enum { MC_STORES_OWN, MC_STORES_NONE };
enum { MC_ORIGIN_SOW, MC_ORIGIN_SKIP, MC_ORIGIN_FIRST };
enum { MC_RELAY_OFF, MC_RELAY_ON };
enum { MC_EXTRA_STORE, MC_EXTRA_OFF };
enum { MC_CAPTURE_STANDARD, MC_CAPTURE_EMPTY, MC_CAPTURE_COUNT, MC_CAPTURE_NONE };
enum { MC_GRANDSLAM_NOCAPTURE, MC_GRANDSLAM_FORBIDDEN, MC_GRANDSLAM_CAPTURE };
enum { MC_FEED_FREE, MC_FEED_MUST };
enum { MC_END_EITHER, MC_END_MOVER };
enum { MC_MAJORITY_PLAY, MC_MAJORITY_END };
enum { MC_CYCLE_END, MC_CYCLE_SPLIT, MC_CYCLE_PLAY };
enum { MC_CHAIN_ON, MC_CHAIN_OFF };
enum { MC_SIDE_OPPONENT, MC_SIDE_OWN, MC_SIDE_BOTH };
enum { MC_TUZDIK_OFF, MC_TUZDIK_ON };
enum { MC_ROUNDS_OFF, MC_ROUNDS_BURN };
enum { MC_STARTER_LOSER, MC_STARTER_WINNER, MC_STARTER_LAST, MC_STARTER_OTHER, MC_STARTER_ALTERNATE };
enum { MC_PASSING_ANY, MC_PASSING_STORE };
enum { MC_LEFTOVER_OWN, MC_LEFTOVER_UNFED, MC_LEFTOVER_NONE };

/* counts=: the counts a count capture takes, a bit per count 1..31, and every even or odd count
 * (the flags). Oware's 2-or-3 is the default. */
#define MC_COUNTS_EVEN 1u
#define MC_COUNTS_ODD 2u
#define MC_COUNTS_DEFAULT ((1u << 2) | (1u << 3))

/* The option values of a variant: what a spec string describes. */
/* The option values of a variant: what a spec string describes. The keys after cycle came with
 * the rule model v2; the struct has no padding, so it is compared and hashed as bytes. */
typedef struct mc_rules {
    uint8_t houses, seeds, stores, origin, relay, extra, capture, grandslam, feed, end, majority,
        cycle;
    uint32_t counts;     /* counts=: bits 1..31 */
    uint8_t count_flags; /* counts=even / odd (MC_COUNTS_*) */
    uint8_t chain, side, tuzdik, rounds, starter, passing;
    uint8_t leftover; /* leftover=: who takes the seeds left at the end (MC_LEFTOVER_*) */
} mc_rules;

/* A variant: options, optional hooks, and tables derived from the options.
 * Games embed a copy, so a variant can be freed while its games live on. */
struct mancala_variant {
    mc_rules r;
    mancala_sow_hook sow_hook;
    mancala_land_hook land_hook;
    mancala_end_hook end_hook;
    void *userdata;
    uint8_t npits;                    /* 2H+2 */
    uint8_t next[2][MC_MAX_PITS];     /* next pit on each player's sowing path */
    uint8_t lap;                      /* pits in one lap of a sowing from a house */
    uint8_t path[2][MANCALA_MAX_HOUSES][MC_MAX_PITS]; /* one lap from each house, in order */
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
};

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
    uint64_t closed;
    uint64_t hash;
} mc_pos;

/* Whether p has any state beyond the pits. */
static inline int mc_has_marks(const mc_pos *p)
{
    return p->closed != 0 || p->tuzdik[0] || p->tuzdik[1] || p->round;
}

/* The pit of player s's tuzdik (in the opponent's row), -1 if none. */
static inline int mc_tuzdik_pit(int H, const mc_pos *p, int s)
{
    return p->tuzdik[s] ? MC_HOUSE(H, 1 - s, p->tuzdik[s] - 1) : -1;
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
    uint8_t move;
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
};

int32_t mc_game_start(mancala_game *g, const mc_pos *p);
int32_t mc_game_check_move(const mancala_game *g, int32_t move);

/* presets: kalah.c, oware.c, congkak.c, togyz.c */
extern const mc_rules mc_kalah_rules;
extern const mc_rules mc_oware_rules;
extern const mc_rules mc_congkak_rules;
extern const mc_rules mc_togyz_rules;
extern const mc_rules mc_bestemshe_rules;

/* variant.c */
void mc_variant_init(mancala_variant *v, const mc_rules *r);
void mc_variant_derive(mancala_variant *v);

/* spec.c */
int32_t mc_spec_parse(mc_rules *out, const char *spec, size_t len);
size_t mc_spec_write(const mc_rules *r, char *buf, size_t cap);
size_t mc_decimal(const char *s, size_t len, unsigned *out);

/* catalogue.c: the definition (a spec over a family preset) of the rule set NAME, NULL if none */
const char *mc_catalogue_definition(const char *name, size_t len);

/* trace.c: where the traced paths of mc_apply and mc_settle report a move's events. Events go to a
 * growing buffer (ev NULL: only counted); err keeps the first allocation failure. */
typedef struct mc_trace {
    mancala_event *ev;
    size_t len, cap;
    int keep;       /* store the events, not only count them */
    int32_t err;
    uint8_t reason; /* why the game ended (a mancala_result_reason), 0 while it goes on */
} mc_trace;

void mc_trace_emit(mc_trace *t, int kind, int pit, int count, int to);
void mc_trace_set(mc_trace *t, const mancala_variant *v, const uint8_t *before, const mc_pos *p);

/* sow.c: one move on a position (no end checks); returns MANCALA_OK or MANCALA_EHOOK.
 * mc_apply_traced takes the general path for any variant and reports each step to t. */
int32_t mc_apply(const mancala_variant *v, mc_pos *p, int house, unsigned *flags);
int32_t mc_apply_traced(const mancala_variant *v, mc_pos *p, int house, unsigned *flags,
                        mc_trace *t);

/* Rule families, called by mc_apply where the last seed lands. */
/* The captures return the MC_MOVE_* flags of what they did. */
unsigned mc_capture_opposite(const mancala_variant *v, mc_pos *p, int last, int before); /* kalah.c */
unsigned mc_capture_count(const mancala_variant *v, mc_pos *p, int last);               /* oware.c */
int mc_feeds_surely(const mancala_variant *v, const mc_pos *p, int house);            /* oware.c */
int mc_relay_continues(const mancala_variant *v, const mc_pos *p, int last, int before); /* congkak.c */
unsigned mc_round_end(const mancala_variant *v, mc_pos *p, int last_mover, mc_trace *t); /* congkak.c */
unsigned mc_tuzdik_claim(const mancala_variant *v, mc_pos *p, int last);                /* togyz.c */

/* moves.c: the legal moves of the player to move as a bit mask of houses */
int32_t mc_legal_mask(const mancala_variant *v, const mc_pos *p, uint32_t *mask);
int32_t mc_legal_from(const mancala_variant *v, const mc_pos *p, uint32_t own, int opp_empty,
                      uint32_t *mask);

/* end.c: after a move or a set_board, decide whether the game is over (sweeping if so) and
 * otherwise compute the legal moves. seen[0..nseen) is the repetition window before p. */
int32_t mc_settle(const mancala_variant *v, mc_pos *p, const mc_pos *seen, size_t nseen,
                  uint32_t *mask);
int32_t mc_settle_traced(const mancala_variant *v, mc_pos *p, const mc_pos *seen, size_t nseen,
                         uint32_t *mask, mc_trace *t);
void mc_sweep(int H, mc_pos *p);

/* Bit i set when house i of the row starting at `row` holds seeds. The pits array has room to read
 * 16 bytes from any row, so the word-at-a-time path never reads past it. */
static inline uint32_t mc_row_bits(const uint8_t *row, int H)
{
    uint32_t bits = 0;
#if defined(__SSE2__)
    /* A row of up to 16 houses in one compare: a bit per byte that is zero, inverted. */
    const __m128i w = _mm_loadu_si128((const __m128i *)(const void *)row);
    bits = ~(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(w, _mm_setzero_si128()));
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;
    int k = 0;
    do {
        uint64_t w, zero;
        memcpy(&w, row + k, 8);
        /* High bit of each byte set when the byte is non-zero, then gathered into 8 bits. */
        zero = ((w & low7) + low7) | w;
        zero = (zero >> 7) & 0x0101010101010101ULL;
        bits |= (uint32_t)((zero * 0x0102040810204080ULL) >> 56) << k;
        k += 8;
    } while (k < H); /* one word for the usual rows of at most 8 houses */
#else
    int i;
    for (i = 0; i < H; i++)
        bits |= (uint32_t)(row[i] != 0) << i;
#endif
    return bits & ((1u << H) - 1);
}

/* The common move, inline because perft and the search make one per node: a variant without relay
 * or land hook (v->one_leg) sows one leg and lands by the built-in rules; one whose end and moves
 * depend on the rows alone (v->rows_end) settles by looking at them. mc_apply and mc_settle take
 * these paths too, so there is one copy of each rule. */

#if defined(__GNUC__)
#define MC_HOT_INLINE static inline __attribute__((always_inline))
#else
#define MC_HOT_INLINE static inline
#endif

/* The non-empty houses of the mover's row (*own) and of the opponent's (*other). A board of at most
 * 16 pits is read in one load, the one the sowing stored: a row read at another offset right after
 * that store would wait for the store to reach the cache. */
MC_HOT_INLINE void mc_rows(const mancala_variant *v, const mc_pos *p, uint32_t *own,
                           uint32_t *other)
{
    const int H = v->r.houses, m = p->to_move;
#if defined(__SSE2__)
    if (v->npits <= 16) {
        const __m128i w = _mm_loadu_si128((const __m128i *)(const void *)p->pits);
        const uint32_t bits = ~(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(w, _mm_setzero_si128()));
        *own = bits >> MC_HOUSE(H, m, 0) & ((1u << H) - 1);
        *other = bits >> MC_HOUSE(H, 1 - m, 0) & ((1u << H) - 1);
        return;
    }
#endif
    *own = mc_row_bits(p->pits + MC_HOUSE(H, m, 0), H);
    *other = mc_row_bits(p->pits + MC_HOUSE(H, 1 - m, 0), H);
}

/* The first leg of the move from `house`, along the precomputed lap: whole laps at once, then the
 * rest. Returns the pit where the last seed fell. */
MC_HOT_INLINE int mc_first_leg(const mancala_variant *v, mc_pos *p, int house)
{
    const int origin = MC_HOUSE(v->r.houses, p->to_move, house);
    const uint8_t *seq = v->path[p->to_move][house];
    const int L = v->lap, n = p->pits[origin];
    int rest = n, k;

#if defined(__SSE2__)
    if (v->npits <= 16 && n <= L) {
        /* In one 16-byte register: empty the origin, then add one where the place is at most n
         * (the compare gives all ones, minus one, there). */
        const __m128i iota = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        const __m128i at = _mm_loadu_si128((const __m128i *)(const void *)v->place[p->to_move][house]);
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)p->pits);
        x = _mm_andnot_si128(_mm_cmpeq_epi8(iota, _mm_set1_epi8((char)origin)), x);
        x = _mm_sub_epi8(x, _mm_cmpgt_epi8(_mm_set1_epi8((char)(n + 1)), at));
        _mm_storeu_si128((__m128i *)(void *)p->pits, x);
        return seq[n - 1];
    }
#endif
    p->pits[origin] = 0;
    if (n > L) {
        const int laps = (n - 1) / L;
        for (k = 0; k < L; k++)
            p->pits[seq[k]] = (uint8_t)(p->pits[seq[k]] + laps);
        rest = n - laps * L;
    }
    for (k = 0; k < rest; k++)
        p->pits[seq[k]]++;
    return seq[rest - 1];
}

/* The built-in capture rules once the last seed is in pit `last`, not the mover's store, which
 * held `before` seeds. Returns the MC_MOVE_* flags of the capture. */
MC_HOT_INLINE unsigned mc_capture(const mancala_variant *v, mc_pos *p, int last, int before)
{
    switch (v->r.capture) {
    case MC_CAPTURE_STANDARD:
    case MC_CAPTURE_EMPTY:
        return before == 0 ? mc_capture_opposite(v, p, last, before) : 0;
    case MC_CAPTURE_COUNT:
        return mc_capture_count(v, p, last);
    default:
        return 0;
    }
}

/* mc_apply of a v->one_leg variant; returns the MC_MOVE_* flags. */
MC_HOT_INLINE unsigned mc_apply_one_leg(const mancala_variant *v, mc_pos *p, int house)
{
    const int H = v->r.houses, m = p->to_move;
    /* Seeds that cover the mover's remaining houses (and store, if sown): one more feeds. The
     * stores change only when the leg reaches the mover's store, or by a capture. */
    const int own = v->r.stores == MC_STORES_OWN;
    const int n = p->pits[MC_HOUSE(H, m, house)], reach = H - 1 - house + own;
    unsigned f = 0;
    int last;

    if (n >= reach)
        f = (n > reach ? (unsigned)MC_MOVE_FED : 0u) | (own ? (unsigned)MC_MOVE_STORES : 0u);
    last = mc_first_leg(v, p, house);
    if (last == MC_STORE(H, m)) {
        if (v->r.extra == MC_EXTRA_STORE)
            return f;
    } else {
        f |= mc_capture(v, p, last, p->pits[last] - 1);
    }
    p->to_move = (uint8_t)(1 - m);
    return f;
}

/* mc_settle of a v->rows_end variant: no end hook, no majority end, no repetition, and every
 * non-empty house of the mover is a legal move. */
MC_HOT_INLINE void mc_settle_rows(const mancala_variant *v, mc_pos *p, uint32_t *mask)
{
    const int H = v->r.houses;
    uint32_t own, other;
    int over;

    mc_rows(v, p, &own, &other);
    over = !own || (v->r.end == MC_END_EITHER && !other);
    if (over)
        mc_sweep(H, p);
    p->over = (uint8_t)over;
    p->repeated = 0;
    *mask = over ? 0 : own;
}

/* One move from path[top] into *child, the way play, perft and the search all take it: apply it,
 * then settle the child against the repetition window path[base..top], which restarts after a
 * move that changed a store (*child_base: where the child's window starts). Inline: perft and the
 * search take it for every node. */
static inline int32_t mc_advance(const mancala_variant *v, const mc_pos *path, size_t base,
                                 size_t top, int move, mc_pos *child, size_t *child_base,
                                 uint32_t *mask)
{
    unsigned flags;
    size_t b;
    int32_t st;

    *child = path[top];
    if (v->one_leg) {
        flags = mc_apply_one_leg(v, child, move);
    } else {
        st = mc_apply(v, child, move, &flags);
        if (st != MANCALA_OK)
            return st;
    }
    b = (flags & MC_MOVE_STORES) ? top + 1 : base;
    if (v->rows_end) {
        mc_settle_rows(v, child, mask);
    } else {
        st = mc_settle(v, child, path + b, top + 1 - b, mask);
        if (st != MANCALA_OK)
            return st;
    }
    *child_base = b;
    return MANCALA_OK;
}

/* notation.c: the position text of p, without its NUL; tmp holds MC_POSITION_TEXT_MAX bytes */
#define MC_POSITION_TEXT_MAX 768
size_t mc_position_write(const mancala_variant *v, const mc_pos *p, char *tmp, size_t size);

/* zobrist.c */
#define MC_FNV_BASIS 0xcbf29ce484222325ULL
uint64_t mc_fnv1a(const void *data, size_t n, uint64_t h);
uint64_t mc_hash_full(const mancala_variant *v, const mc_pos *p);
uint64_t mc_hash_update(uint64_t h, const mc_pos *from, const mc_pos *to, int npits);
uint64_t mc_marks_key(const mc_pos *p); /* 0 when p has no marks */

/* game.c: the state beyond the pits, checked against the rules (MANCALA_EBOARD if it does not fit) */
int32_t mc_marks_check(const mancala_variant *v, const mc_pos *p);

/* hooks.c: hooks v2, with the course of the move so far (sow.c fills it while it walks) */
#define MC_PATH_MAX 1024
typedef struct mc_course {
    int32_t origin, laps, passed_store, path_len, sown;
    int32_t path[MC_PATH_MAX];
} mc_course;
int32_t mc_hook2_sow(const mancala_variant *v, const mc_pos *p, int house, int32_t *action);
int32_t mc_hook2_land(const mancala_variant *v, mc_pos *p, int last, int before,
                      const mc_course *c, int32_t *action);
int32_t mc_hook2_end(const mancala_variant *v, mc_pos *p, int32_t *action);

/* hooks.c: run a hook on an int32 copy of the pits and check what it did */
int32_t mc_hook_land(const mancala_variant *v, mc_pos *p, int last, int before, int32_t *action);
int32_t mc_hook_end(const mancala_variant *v, mc_pos *p, int32_t *action);
int32_t mc_hook_sow(const mancala_variant *v, const mc_pos *p, int house, int32_t *allowed);

#endif
