/* SPDX-License-Identifier: MIT */
/* notation.c: the position text "SPEC HOUSES/STORE HOUSES/STORE PLAYER", written with the
 * canonical spec and read strictly, so that writing what was read gives the same text. */
#include <stdio.h>
#include <string.h>

#include "format.h"

size_t mc_position_write(const mancala_variant *v, const mc_pos *p, char *tmp, size_t size)
{
    const int H = v->r.houses;
    size_t n;
    int s, i;

    n = mc_spec_write(&v->r, tmp, size);
    for (s = 0; s < 2; s++) {
        for (i = 0; i < H; i++) {
            const int pit = MC_HOUSE(H, s, i);
            /* A closed house is written x, a tuzdik (the other player's) t: both hold no seeds. */
            if (mc_closed(p, pit))
                n += (size_t)snprintf(tmp + n, size - n, "%cx", i ? ',' : ' ');
            else if (p->tuzdik[1 - s] == i + 1)
                n += (size_t)snprintf(tmp + n, size - n, "%ct", i ? ',' : ' ');
            else
                n += (size_t)snprintf(tmp + n, size - n, "%c%u", i ? ',' : ' ',
                                      (unsigned)p->pits[pit]);
        }
        n += (size_t)snprintf(tmp + n, size - n, "/%u", (unsigned)p->pits[MC_STORE(H, s)]);
    }
    n += (size_t)snprintf(tmp + n, size - n, " %u", (unsigned)p->to_move);
    if (p->round)
        n += (size_t)snprintf(tmp + n, size - n, " round=%u", (unsigned)p->round + 1);
    if (p->fresh)
        n += (size_t)snprintf(tmp + n, size - n, " opening=%u", (unsigned)p->fresh);
    if (p->lost)
        n += (size_t)snprintf(tmp + n, size - n, " lost=%u", (unsigned)p->lost);
    return n;
}

int32_t mancala_game_to_text(const mancala_game *g, char *buf, size_t cap, size_t *needed)
{
    char tmp[MC_POSITION_TEXT_MAX];
    size_t n;

    if (!g || !needed || (!buf && cap > 0))
        return MANCALA_EINVAL;
    n = mc_position_write(&g->v, &g->cur, tmp, sizeof tmp);
    *needed = n + 1;
    if (cap < n + 1)
        return MANCALA_ERANGE;
    memcpy(buf, tmp, n + 1);
    return MANCALA_OK;
}

/* Reads a run of decimal digits (see mc_decimal); NULL if there is none. */
static const char *number(const char *s, int32_t *out)
{
    unsigned n;
    size_t k = mc_decimal(s, MC_UNTIL_NUL, &n);
    if (k == 0)
        return NULL;
    *out = (int32_t)n;
    return s + k;
}

/* The board of a position text as read, before the totals are checked. */
struct board {
    int32_t pits[MC_MAX_PITS];
    size_t n;
    uint64_t closed;
    uint8_t tuzdik[2];
};

/* One house of side: a count, x (closed) or t (the other player's tuzdik). */
static int32_t read_house(const char **sp, const mc_rules *r, int side, struct board *b)
{
    const char *s = *sp;
    const int house = (int)b->n - side * (r->houses + 1);

    if (b->n == MC_MAX_PITS)
        return MANCALA_EBOARD;
    if (*s != 'x' && *s != 't') {
        *sp = number(s, &b->pits[b->n++]);
        return *sp ? MANCALA_OK : MANCALA_EPARSE;
    }
    if (house >= r->houses)
        return MANCALA_EBOARD;
    if (*s == 'x') {
        if (b->n >= 64)
            return MANCALA_EBOARD; /* four rows close no house */
        b->closed |= (uint64_t)1 << b->n;
    } else {
        if (b->tuzdik[1 - side])
            return MANCALA_EBOARD;
        b->tuzdik[1 - side] = (uint8_t)(house + 1);
    }
    b->pits[b->n++] = 0;
    *sp = s + 1;
    return MANCALA_OK;
}

/* " H,H,.../S": the houses and the store of side. */
static int32_t read_side(const char **sp, const mc_rules *r, int side, struct board *b)
{
    const char *s = *sp;

    if (*s++ != ' ')
        return MANCALA_EPARSE;
    for (;;) {
        const int32_t st = read_house(&s, r, side, b);
        if (st != MANCALA_OK)
            return st;
        if (*s == '/')
            break;
        if (*s++ != ',')
            return MANCALA_EPARSE;
    }
    s++;
    if (b->n != (size_t)(side + 1) * r->houses + (size_t)side)
        return MANCALA_EBOARD;
    if (b->n == MC_MAX_PITS)
        return MANCALA_EBOARD;
    if (!(s = number(s, &b->pits[b->n++])))
        return MANCALA_EPARSE;
    *sp = s;
    return MANCALA_OK;
}

/* " word=N" at *s, N without leading zeros: the number, and *s moved past it; 0 if absent. */
static int32_t read_tag(const char **s, const char *word, unsigned *n)
{
    const size_t w = strlen(word);
    size_t k;
    if (strncmp(*s, word, w) != 0)
        return 0;
    if ((*s)[w] == '0' || (k = mc_decimal(*s + w, MC_UNTIL_NUL, n)) == 0)
        return MANCALA_EPARSE;
    *s += w + k;
    return 1;
}

/* " P", then from the second round on " round=N" (the first round is never written), then under
 * pie=on or opening=inner, while the first turns last, " opening=N" (the first turns to come),
 * then under nyumba=, once a nyumba is lost, " lost=N" (1: player 0's, 2: player 1's, 3: both). */
static int32_t read_turn(const char *s, unsigned *round, unsigned *fresh, unsigned *lost)
{
    int32_t st;

    if (s[0] != ' ' || (s[1] != '0' && s[1] != '1'))
        return MANCALA_EPARSE;
    *round = 1;
    *fresh = 0;
    s += 2;
    st = read_tag(&s, " round=", round);
    if (st < 0)
        return st;
    if (st > 0 && (*round < 2 || *round > 256))
        return MANCALA_EBOARD;
    st = read_tag(&s, " opening=", fresh);
    if (st < 0)
        return st;
    if (st > 0 && *fresh > 2)
        return MANCALA_EBOARD;
    *lost = 0;
    st = read_tag(&s, " lost=", lost);
    if (st < 0)
        return st;
    if (*s != '\0')
        return MANCALA_EPARSE;
    return st > 0 && *lost > 3 ? MANCALA_EBOARD : MANCALA_OK;
}

/* Parses text into rules and a position (marks included, not settled). The spec's error wins over
 * the rest's. */
static int32_t parse(const char *text, mc_rules *r, mc_pos *pos)
{
    const char *sp = strchr(text, ' ');
    const char *s;
    struct board b;
    unsigned round, fresh, lost;
    size_t i;
    int64_t total = 0;
    int side;
    int32_t st;

    if (!sp)
        return MANCALA_EPARSE;
    st = mc_spec_parse(r, text, (size_t)(sp - text));
    if (st != MANCALA_OK)
        return st;
    memset(&b, 0, sizeof b);
    s = sp;
    for (side = 0; side < 2; side++) {
        st = read_side(&s, r, side, &b);
        if (st != MANCALA_OK)
            return st;
    }
    st = read_turn(s, &round, &fresh, &lost);
    if (st != MANCALA_OK)
        return st;
    for (i = 0; i < b.n; i++)
        total += b.pits[i];
    if (total > MANCALA_MAX_SEEDS)
        return MANCALA_ELIMIT;
    memset(pos, 0, sizeof *pos);
    for (i = 0; i < b.n; i++)
        pos->pits[i] = (uint8_t)b.pits[i];
    pos->to_move = (uint8_t)(s[1] - '0');
    pos->closed = b.closed;
    pos->tuzdik[0] = b.tuzdik[0];
    pos->tuzdik[1] = b.tuzdik[1];
    pos->round = (uint8_t)(round - 1);
    pos->fresh = (uint8_t)fresh;
    pos->lost = (uint8_t)lost;
    return MANCALA_OK;
}

int32_t mancala_game_from_text(mancala_game **out, const char *text)
{
    mancala_variant v;
    mancala_game *g;
    mc_rules r;
    mc_pos p;
    int32_t st;

    if (!out || !text)
        return MANCALA_EINVAL;
    st = parse(text, &r, &p);
    if (st != MANCALA_OK)
        return st;
    mc_variant_init(&v, &r);
    st = mc_marks_check(&v, &p);
    if (st != MANCALA_OK)
        return st;
    st = mancala_game_new(&g, &v);
    if (st != MANCALA_OK)
        return st;
    st = mc_game_start(g, &p);
    if (st != MANCALA_OK) {
        mancala_game_free(g);
        return st;
    }
    *out = g;
    return MANCALA_OK;
}

int32_t mancala_game_set_text(mancala_game *g, const char *text)
{
    mc_rules r;
    mc_pos p;
    int32_t st;

    if (!g || !text)
        return MANCALA_EINVAL;
    st = parse(text, &r, &p);
    if (st != MANCALA_OK)
        return st;
    if (memcmp(&r, &g->v.r, sizeof r) != 0)
        return MANCALA_ESPEC;
    st = mc_marks_check(&g->v, &p);
    if (st != MANCALA_OK)
        return st;
    return mc_game_start(g, &p);
}

/* ---- Move names (MANCALA_NOTATION_TEXT): the house, 0 to H-1; under direction=either "ccw" or
 * "cw" after it; the swap of pie=on "swap"; each later choice of the turn (seize=any) "x" and the
 * opponent's house seized: "29x0". */

int32_t mc_move_name(const mancala_game *g, int32_t move, char *tmp, size_t *len)
{
    const mancala_variant *v = &g->v;
    const int H = v->r.houses, slot = mc_turn_step(move, 0);
    int32_t st = mc_game_check_move(g, move);
    size_t n;
    int k;

    if (st != MANCALA_OK)
        return st;
    if (v->r.pie && mc_is_swap(v, slot))
        n = (size_t)snprintf(tmp, MC_MOVE_NAME_MAX, "swap");
    else if (v->nmoves == 2 * H) /* direction=either, capture */
        n = (size_t)snprintf(tmp, MC_MOVE_NAME_MAX, "%d%s", slot % H, slot >= H ? "cw" : "ccw");
    else
        n = (size_t)snprintf(tmp, MC_MOVE_NAME_MAX, "%d", slot);
    for (k = 1; k < MC_TURN_STEPS && mc_turn_step(move, k) >= 0; k++)
        n += (size_t)snprintf(tmp + n, MC_MOVE_NAME_MAX - n, "x%d", mc_turn_step(move, k));
    *len = n;
    return MANCALA_OK;
}

/* A house number at *s (no sign, no leading zero) below `below`: the number, *s past it; -1 if
 * there is none, -2 if it is out of range. */
static int house_number(const char **s, int below)
{
    unsigned n;
    const size_t k = mc_decimal(*s, MC_UNTIL_NUL, &n);
    if (k == 0 || (k > 1 && (*s)[0] == '0'))
        return -1;
    *s += k;
    return n < (unsigned)below ? (int)n : -2;
}

int32_t mc_move_read(const mancala_game *g, const char *s, int32_t *move)
{
    const mancala_variant *v = &g->v;
    const int H = v->r.houses;
    int32_t m;
    int h, k;

    if (strcmp(s, "swap") == 0) {
        if (!v->r.pie)
            return MANCALA_EINVAL;
        m = v->nmoves;
        s += 4;
    } else {
        if ((h = house_number(&s, H)) == -1)
            return MANCALA_EPARSE;
        m = h;
        if (v->nmoves == 2 * H) {
            if (strncmp(s, "ccw", 3) == 0)
                s += 3;
            else if (strncmp(s, "cw", 2) == 0)
                s += 2, m += H;
            else
                return MANCALA_EPARSE;
        }
        if (h < 0)
            m = -1;
    }
    for (k = 1; *s == 'x'; k++) {
        s++;
        h = house_number(&s, H);
        if (h == -1)
            return MANCALA_EPARSE;
        if (h < 0 || k == MC_TURN_STEPS)
            m = -1;
        else if (m >= 0)
            m = mc_turn_add(m, k, h);
    }
    if (*s != '\0')
        return MANCALA_EPARSE;
    if (m < 0)
        return MANCALA_EINVAL; /* a house past the board */
    k = mc_game_check_move(g, m);
    if (k != MANCALA_OK)
        return k;
    *move = m;
    return MANCALA_OK;
}
