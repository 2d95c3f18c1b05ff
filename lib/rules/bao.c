/* SPDX-License-Identifier: MIT */
/* bao.c: Bao la Kiswahili's turns (capture=kichwa, on four rows, sown either way). Captured seeds
 * are not stored: they are sown back into the captor's inner row from one of its ends, a kichwa.
 * While a player holds seeds in hand (hand=, the namua stage) each turn starts by placing one
 * into an occupied inner house; once the hands are empty (mtaji) a turn sows a house of two
 * seeds or more. A turn whose first sowing or placing captures goes on capturing; one that
 * cannot (takasa) captures nothing. The nyumba (nyumba=) is a house with rules of its own while
 * its owner has never emptied it. The rules and their sources are in mancala-spec(7).
 *
 * Each player's loop of houses is the board's (variant.c): houses 0 to C-1 the outer row from the left,
 * C to 2C-1 the inner row from the right (C = H/2). So house C is the right kichwa, 2C-1 the
 * left one; the kimbi are the two houses at each end of the inner row; the nyumba is the fifth
 * house of the inner row from the left, 2C-5. A slot is a house sown anticlockwise (next[]:
 * along the inner row from right to left), or the house plus H clockwise (back[]). */
#include "rules.h"

static const mc_rules bao_rules = {
    .houses = 16, .seeds = 2, .stores = MC_STORES_NONE, .origin = MC_ORIGIN_SOW,
    .relay = MC_RELAY_ON, .extra = MC_EXTRA_OFF, .capture = MC_CAPTURE_KICHWA,
    .grandslam = MC_GRANDSLAM_NOCAPTURE, .feed = MC_FEED_FREE, .end = MC_END_EITHER,
    .majority = MC_MAJORITY_PLAY, .cycle = MC_CYCLE_PLAY, .counts = MC_COUNTS_DEFAULT,
    .rows = MC_ROWS_4, .direction = MC_DIRECTION_EITHER, .hand = 22, .nyumba = 6
};

/* The board's places for the player to move. */
typedef struct bao {
    const mancala_variant *v;
    mc_pos *p;
    mc_trace *t;
    int H, C, m;
    int base, opp;  /* the pit of house 0 of the mover, of the opponent */
    int hand;       /* the mover's hand: the store pit */
    int nyumba;     /* the mover's nyumba pit, -1 without nyumba= */
} bao;

static void bao_init(bao *b, const mancala_variant *v, mc_pos *p, mc_trace *t)
{
    b->v = v;
    b->p = p;
    b->t = t;
    b->H = v->r.houses;
    b->C = b->H / 2;
    b->m = p->to_move;
    b->base = MC_HOUSE(b->H, b->m, 0);
    b->opp = MC_HOUSE(b->H, 1 - b->m, 0);
    b->hand = MC_STORE(b->H, b->m);
    b->nyumba = v->r.nyumba ? b->base + 2 * b->C - 5 : -1;
}

/* The opponent's pit facing the mover's inner house k. */
static int facing(const bao *b, int k)
{
    return b->opp + 3 * b->C - 1 - k;
}

/* Whether player m's nyumba (pit) is functional: never emptied, and six seeds or more in it. */
static int functional(const mancala_variant *v, const mc_pos *p, int m, int pit)
{
    return v->r.nyumba && !(p->lost >> m & 1) && p->pits[pit] >= 6;
}

static void bao_start(const mancala_variant *v, mc_pos *p)
{
    const int H = v->r.houses, C = H / 2;
    int s;
    for (s = 0; s < 2; s++) {
        /* The nyumba, and the two houses to its right with seeds= each; no other. */
        const int ny = MC_HOUSE(H, s, 2 * C - 5);
        int i;
        for (i = 0; i < H; i++)
            p->pits[MC_HOUSE(H, s, i)] = 0;
        p->pits[ny] = v->r.nyumba;
        p->pits[ny - 1] = p->pits[ny - 2] = v->r.seeds;
    }
}

/* The house the last seed of n, sown from house h (not counted) the way d, falls into. */
static int landing_house(int H, int h, int n, int d)
{
    return d ? ((h - n) % H + H) % H : (h + n) % H;
}

/* Whether a sowing from house h the way d is a capture: it ends in an occupied inner house facing
 * an occupied one, without coming round (fewer than H seeds, so that no house gets two). */
static int captures(const mancala_variant *v, const mc_pos *p, int h, int d)
{
    const int H = v->r.houses, C = H / 2, m = p->to_move;
    const uint8_t *own = p->pits + MC_HOUSE(H, m, 0);
    const int n = own[h];
    int k;
    if (n < 2 || n >= H)
        return 0;
    k = landing_house(H, h, n, d);
    return k >= C && own[k] > 0 && p->pits[MC_HOUSE(H, 1 - m, 3 * C - 1 - k)] > 0;
}

/* The inner houses a namua takasa may place into: the occupied ones but `skip` (a functional
 * nyumba, or -1), those of two seeds or more where there are any. */
static uint32_t takasa_houses(const uint8_t *own, int C, int H, int skip)
{
    uint32_t cand = 0, many = 0;
    int k;
    for (k = C; k < H; k++) {
        if (!own[k] || k == skip)
            continue;
        cand |= 1u << k;
        many |= (uint32_t)(own[k] > 1) << k;
    }
    return many ? many : cand;
}

/* The houses a mtaji takasa may sow: the inner row's of two seeds or more but `skip` (a
 * functional nyumba, or -1); where there is none, every one of the outer row's. */
static uint32_t mtaji_takasa_houses(const uint8_t *own, int C, int H, int skip)
{
    uint32_t inner = 0, outer = 0;
    int k;
    for (k = 0; k < H; k++) {
        if (own[k] < 2 || k == skip)
            continue;
        if (k >= C)
            inner |= 1u << k;
        else
            outer |= 1u << k;
    }
    return inner ? inner : outer;
}

static uint32_t bao_moves(const mancala_variant *v, const mc_pos *p, uint32_t *other)
{
    const int H = v->r.houses, C = H / 2, m = p->to_move;
    const uint8_t *own = p->pits + MC_HOUSE(H, m, 0), *opp = p->pits + MC_HOUSE(H, 1 - m, 0);
    const int ny = v->r.nyumba ? 2 * C - 5 : -1;
    const int tax = ny >= 0 && functional(v, p, m, MC_HOUSE(H, m, ny));
    uint32_t theirs = 0, inner = 0, caps = 0, cand = 0;
    int k;

    for (k = C; k < H; k++) {
        theirs |= (uint32_t)(opp[k] > 0) << k;
        inner |= (uint32_t)(own[k] > 0) << k;
    }
    *other = theirs;
    if (!inner)
        return 0; /* the mover's inner row is empty: the game is lost */
    if (p->pending)
        return 3; /* at the nyumba: stop (0) or go on (1) */
    if (p->pits[MC_STORE(H, m)] > 0) {
        /* namua: a seed into an occupied inner house; where the house faces an occupied one, it
         * captures, and the captured seeds go from the kichwa at its end of the row (the kimbi)
         * or, from the middle, from either (the slot's way says which). */
        for (k = C; k < H; k++) {
            if (!own[k] || !opp[3 * C - 1 - k])
                continue;
            if (k <= C + 1)
                caps |= 1u << k;
            else if (k >= H - 2)
                caps |= 1u << (k + H);
            else
                caps |= 1u << k | 1u << (k + H);
        }
        if (caps)
            return caps;
        /* takasa: any occupied inner house but a functional nyumba; a house of two or more if
         * there is one; the nyumba only where nothing else is left (two of its seeds sown). */
        cand = takasa_houses(own, C, H, tax ? ny : -1);
    } else {
        /* mtaji: a capture where one can be made; else takasa from the inner row's houses of two
         * or more but a functional nyumba, else from the outer row's, else the nyumba taxed. */
        for (k = 0; k < H; k++) {
            if (captures(v, p, k, 0))
                caps |= 1u << k;
            if (captures(v, p, k, 1))
                caps |= 1u << (k + H);
        }
        if (caps)
            return caps;
        cand = mtaji_takasa_houses(own, C, H, tax ? ny : -1);
    }
    if (!cand && tax)
        cand = 1u << ny;
    return cand | cand << H;
}

/* The next pit of the mover's loop the way d. */
static int step(const bao *b, int pit, int d)
{
    return d ? b->v->back[b->m][pit] : b->v->next[b->m][pit];
}

/* n seeds out of the hand (already picked up), sown the way d: into `pit` first where `into` is
 * set (from a kichwa), else into the pit after it. Returns the pit of the last seed. */
static int sow(bao *b, int pit, int n, int d, int into)
{
    if (!into)
        pit = step(b, pit, d);
    for (;;) {
        if (b->t)
            mc_trace_emit(b->t, MANCALA_EVENT_SOW, pit, 1, -1);
        b->p->pits[pit]++;
        if (--n == 0)
            return pit;
        pit = step(b, pit, d);
    }
}

/* n seeds of pit go into the hand to be sown; a nyumba emptied is lost to its owner. */
static int pick(bao *b, int pit, int n)
{
    if (b->t)
        mc_trace_emit(b->t, MANCALA_EVENT_PICKUP, pit, n, -1);
    b->p->pits[pit] = (uint8_t)(b->p->pits[pit] - n);
    if (b->p->pits[pit] == 0 && pit == b->nyumba)
        b->p->lost |= (uint8_t)(1u << b->m);
    return n;
}

/* The capture from the mover's inner house k (pit): the facing house's seeds, through the hand,
 * sown from a kichwa: the one at its end for a house of the kimbi, else the one that keeps the
 * way *d. Returns the pit of the last seed. */
static int capture(bao *b, int k, int *d)
{
    const int f = facing(b, k), n = b->p->pits[f];
    if (b->v->r.nyumba && f == MC_HOUSE(b->H, 1 - b->m, 2 * b->C - 5))
        b->p->lost |= (uint8_t)(1u << (1 - b->m)); /* the opponent's nyumba, emptied */
    mc_take(b->p, f, b->hand, b->t);
    if (k <= b->C + 1)
        *d = 0;
    else if (k >= b->H - 2)
        *d = 1;
    pick(b, b->hand, n);
    return sow(b, b->base + (*d ? b->H - 1 : b->C), n, *d, 1);
}

/* The turn goes on from where its last seed fell (pit) until it lands in an empty house, or at a
 * functional nyumba: a turn that captures may stop there or go on (the position is left pending,
 * 2 + the way), one that does not stops. A relay need not end: MANCALA_MAX_SOWINGS legs at most. */
static void go_on(bao *b, int pit, int d, int capturing)
{
    mc_pos *p = b->p;
    int legs;

    for (legs = 1; legs < MANCALA_MAX_SOWINGS; legs++) {
        const int k = pit - b->base;
        if (p->pits[pit] < 2)
            return; /* an empty house: the turn is over */
        if (capturing && k >= b->C && p->pits[facing(b, k)] > 0) {
            pit = capture(b, k, &d);
            continue;
        }
        if (pit == b->nyumba && functional(b->v, p, b->m, pit)) {
            if (capturing)
                p->pending = (uint8_t)(2 + d);
            return;
        }
        pit = sow(b, pit, pick(b, pit, p->pits[pit]), d, 0);
    }
}

/* The first step of a turn: the house of slot, sown its way. */
static void first_step(bao *b, int slot)
{
    const mancala_variant *v = b->v;
    mc_pos *p = b->p;
    int d = slot >= b->H, pit = b->base + slot % b->H, capturing;

    if (p->pits[b->hand] > 0) {
        /* namua: the seed from the hand into the house */
        const int taxed = pit == b->nyumba && functional(v, p, b->m, pit);
        capturing = p->pits[facing(b, pit - b->base)] > 0;
        pick(b, b->hand, 1);
        sow(b, pit, 1, d, 1);
        if (capturing)
            pit = capture(b, pit - b->base, &d);
        else /* takasa: the house sown on; a functional nyumba only two of its seeds */
            pit = sow(b, pit, pick(b, pit, taxed ? 2 : p->pits[pit]), d, 0);
    } else {
        capturing = captures(v, p, pit - b->base, d);
        if (pit == b->nyumba && !capturing && functional(v, p, b->m, pit))
            pit = sow(b, pit, pick(b, pit, 2), d, 0); /* the nyumba taxed */
        else
            pit = sow(b, pit, pick(b, pit, p->pits[pit]), d, 0);
        if (capturing)
            pit = capture(b, pit - b->base, &d);
    }
    go_on(b, pit, d, capturing);
}

static int32_t bao_turn(const mancala_variant *v, mc_pos *p, int slot, unsigned *flags,
                        mc_trace *t)
{
    const uint8_t hand0 = p->pits[MC_STORE(v->r.houses, p->to_move)], lost0 = p->lost;
    bao b;

    bao_init(&b, v, p, t);
    *flags = 0;
    if (p->pending) {
        /* At the nyumba: stop (slot 0), or sow it on (slot 1), which loses it. */
        const int d = p->pending - 2;
        p->pending = 0;
        if (slot == 1)
            go_on(&b, sow(&b, b.nyumba, pick(&b, b.nyumba, p->pits[b.nyumba]), d, 0), d, 1);
    } else {
        first_step(&b, slot);
    }
    if (p->pits[b.hand] != hand0 || p->lost != lost0)
        *flags |= MC_MOVE_STORES;
    if (!p->pending) {
        p->to_move = (uint8_t)(1 - b.m);
        if (p->fresh)
            p->fresh--;
    }
    return MANCALA_OK;
}

/* capture=kichwa: Bao's own turns; with nyumba= the start's layout, and a turn that may pause at
 * the nyumba for a choice (a second step). A player who cannot move has lost everything. */
static void bind(mancala_variant *v)
{
    if (v->r.capture != MC_CAPTURE_KICHWA)
        return;
    v->fam.moves = bao_moves;
    v->fam.turn = bao_turn;
    v->fam.all_to_winner = v->fam.retro = 1;
    if (v->r.nyumba) {
        v->fam.marks |= MC_MARKS_LOST;
        v->fam.start = bao_start;
        v->fam.steps = 1;
    }
}

static const mc_preset presets[] = { { "bao", &bao_rules }, { NULL, NULL } };
const mc_family mc_bao_family = { "bao", presets, bind };
