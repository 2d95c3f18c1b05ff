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

/* A position text being read: its start, the board as read (before the totals are checked),
 * and where a failure's detail goes (NULL: nowhere). */
struct reading {
    const char *text;
    mancala_error_info *info;
    int32_t pits[MC_MAX_PITS];
    size_t n;
    uint64_t closed;
    uint8_t tuzdik[2];
};

/* The detail of a fault at s in the field "houses of player P" or "store of player P". */
static int32_t side_fault(struct reading *b, int32_t st, const char *s, int store, int side,
                          const char *what)
{
    char field[32], found[24];
    if (!b->info)
        return st; /* no detail wanted: none made */
    snprintf(field, sizeof field, "%s of player %d", store ? "store" : "houses", side);
    if (st != MANCALA_EPARSE)
        return mc_fail(b->info, st, (long)(s - b->text), field, "%s: %s (offset %ld)", field,
                       what, (long)(s - b->text));
    return mc_fail(b->info, st, (long)(s - b->text), field, "%s: %s at offset %ld, found %s",
                   field, what, (long)(s - b->text), mc_found(found, sizeof found, s));
}

/* One house of side: a count, x (closed) or t (the other player's tuzdik). */
static int32_t read_house(const char **sp, const mc_rules *r, int side, struct reading *b)
{
    const char *s = *sp;
    const int house = (int)b->n - side * (r->houses + 1);

    if (b->n == MC_MAX_PITS || (house >= r->houses && (*s == 'x' || *s == 't')))
        return side_fault(b, MANCALA_EBOARD, s, 0, side, "more houses than the rules have");
    if (*s != 'x' && *s != 't') {
        *sp = number(s, &b->pits[b->n++]);
        return *sp ? MANCALA_OK
                   : side_fault(b, MANCALA_EPARSE, s, 0, side,
                                "expected the seeds of a house (a number, x or t)");
    }
    if (*s == 'x') {
        if (b->n >= 64)
            return side_fault(b, MANCALA_EBOARD, s, 0, side, "four rows close no house (x)");
        b->closed |= (uint64_t)1 << b->n;
    } else {
        if (b->tuzdik[1 - side])
            return side_fault(b, MANCALA_EBOARD, s, 0, side, "a second tuzdik (t)");
        b->tuzdik[1 - side] = (uint8_t)(house + 1);
    }
    b->pits[b->n++] = 0;
    *sp = s + 1;
    return MANCALA_OK;
}

/* " H,H,.../S": the houses and the store of side. */
static int32_t read_side(const char **sp, const mc_rules *r, int side, struct reading *b)
{
    const char *s = *sp;

    if (*s != ' ')
        return side_fault(b, MANCALA_EPARSE, s, 0, side, "expected a space before the houses");
    s++;
    for (;;) {
        const int32_t st = read_house(&s, r, side, b);
        if (st != MANCALA_OK)
            return st;
        if (*s == '/')
            break;
        if (*s != ',')
            return side_fault(b, MANCALA_EPARSE, s, 0, side, "expected ',' or '/' after a house");
        s++;
    }
    if (b->n != (size_t)(side + 1) * r->houses + (size_t)side) {
        char what[48];
        snprintf(what, sizeof what, "%lu houses where the rules have %d",
                 (unsigned long)(b->n - (size_t)side * (r->houses + 1u)), r->houses);
        return side_fault(b, MANCALA_EBOARD, s, 0, side, what);
    }
    s++;
    if (b->n == MC_MAX_PITS)
        return side_fault(b, MANCALA_EBOARD, s, 1, side, "more pits than a board has");
    if (!number(s, &b->pits[b->n]))
        return side_fault(b, MANCALA_EPARSE, s, 1, side, "expected the seeds in the store");
    *sp = number(s, &b->pits[b->n++]);
    return MANCALA_OK;
}

/* " name=N" at *s, N without leading zeros from least to most: the number, and *s moved past
 * it; 0 if absent. */
static int32_t read_tag(const char **s, const char *name, unsigned least, unsigned most,
                        unsigned *n, struct reading *b)
{
    const size_t w = strlen(name);
    const char *v = *s + w + 2;
    size_t k;
    if ((*s)[0] != ' ' || strncmp(*s + 1, name, w) != 0 || (*s)[w + 1] != '=')
        return 0;
    if (*v == '0' || (k = mc_decimal(v, MC_UNTIL_NUL, n)) == 0)
        return mc_fail(b->info, MANCALA_EPARSE, (long)(v - b->text), name,
                       "expected a number without leading zeros after \"%s=\" at offset %ld",
                       name, (long)(v - b->text));
    if (*n > most || *n < least)
        return mc_fail(b->info, MANCALA_EBOARD, (long)(*s + 1 - b->text), name,
                       "%s=%u at offset %ld: it is %u to %u%s", name, *n, (long)(*s + 1 - b->text),
                       least, most, least > 1 ? " (the first round is not written)" : "");
    *s = v + k;
    return 1;
}

/* " P", then from the second round on " round=N" (the first round is never written), then under
 * pie=on or opening=inner, while the first turns last, " opening=N" (the first turns to come),
 * then under nyumba=, once a nyumba is lost, " lost=N" (1: player 0's, 2: player 1's, 3: both);
 * then the end of the text, or a final newline. */
static int32_t read_turn(const char *s, unsigned *round, unsigned *fresh, unsigned *lost,
                         struct reading *b)
{
    char found[24];
    int32_t st;

    if (s[0] != ' ' || (s[1] != '0' && s[1] != '1') || (s[2] != ' ' && !mc_at_end(s + 2))) {
        const char *at = s[0] == ' ' ? s + 1 : s;
        if (!b->info)
            return MANCALA_EPARSE;
        return mc_fail(b->info, MANCALA_EPARSE, (long)(at - b->text), "player",
                       "expected the player to move, 0 or 1, after a space at offset %ld, "
                       "found %s", (long)(at - b->text), mc_found(found, sizeof found, at));
    }
    *round = 1;
    *fresh = 0;
    *lost = 0;
    s += 2;
    if ((st = read_tag(&s, "round", 2, 256, round, b)) < 0 ||
        (st = read_tag(&s, "opening", 1, 2, fresh, b)) < 0 ||
        (st = read_tag(&s, "lost", 1, 3, lost, b)) < 0)
        return st;
    if (!mc_at_end(s) && !b->info)
        return MANCALA_EPARSE;
    if (!mc_at_end(s))
        return mc_fail(b->info, MANCALA_EPARSE, (long)(s - b->text), "",
                       "unexpected %s at offset %ld after the player to move (then only "
                       "round=, opening=, lost=, in that order)",
                       mc_found(found, sizeof found, *s == ' ' ? s + 1 : s),
                       (long)(s - b->text));
    return MANCALA_OK;
}

/* Where the mark `kind` is first in the text: " kind=" for a tag, a house " x" or ",x" (the
 * board comes before the tags, none of which holds " x", ",x", " t" or ",t"); NULL if nowhere. */
static const char *mark_at(const char *text, const char *kind, int tag)
{
    const char *s = strchr(text, ' ');
    if (tag) {
        char t[12];
        snprintf(t, sizeof t, " %s=", kind);
        s = strstr(text, t);
        return s ? s + 1 : NULL;
    }
    for (; s && *s; s++)
        if ((s[0] == ' ' || s[0] == ',') && s[1] == kind[0])
            return s + 1;
    return NULL;
}

/* The detail of marks that do not fit the rules or the board (mc_marks_check): the first kind
 * of mark without which the rest fits is named, at its first place in the text. */
static int32_t marks_fault(const mancala_variant *v, const mc_pos *p, struct reading *b)
{
    static const char *const kinds[] = { "opening", "lost", "round", "x", "t" };
    static const char *const names[] = { "opening= (first turns to come)", "lost= (a lost nyumba)",
                                         "round= (a round after the first)", "a closed house (x)",
                                         "a tuzdik (t)" };
    int k;
    for (k = 0; k < 5 && b->info; k++) {
        mc_pos c = *p;
        const char *at;
        long off;
        if (k == 0)
            c.fresh = 0;
        else if (k == 1)
            c.lost = 0;
        else if (k == 2)
            c.round = 0;
        else if (k == 3)
            c.closed = 0;
        else
            c.tuzdik[0] = c.tuzdik[1] = 0;
        if (mc_marks_check(v, &c) != MANCALA_OK)
            continue;
        at = mark_at(b->text, kinds[k], k < 3);
        off = at ? (long)(at - b->text) : -1L;
        return mc_fail(b->info, MANCALA_EBOARD, off, kinds[k],
                       "%s at offset %ld does not fit the rules or the board "
                       "(mancala-spec(7), POSITION TEXT)", names[k], off);
    }
    return mc_fail(b->info, MANCALA_EBOARD, -1, "", "the marks (x, t, round=, opening=, lost=) "
                   "do not fit the rules or the board (mancala-spec(7), POSITION TEXT)");
}

/* Parses text into rules and a position (marks included, not settled). The spec's error wins over
 * the rest's. */
static int32_t parse(const char *text, mc_rules *r, mc_pos *pos, mancala_error_info *info)
{
    const char *sp = strchr(text, ' ');
    const char *s;
    struct reading b;
    unsigned round, fresh, lost;
    size_t i;
    int64_t total = 0;
    int side;
    int32_t st;

    if (!sp) {
        const size_t n = strlen(text);
        return mc_fail(info, MANCALA_EPARSE, (long)n, "houses of player 0", "expected \"SPEC "
                       "HOUSES/STORE HOUSES/STORE PLAYER\": no space after the spec (offset %lu)",
                       (unsigned long)n);
    }
    st = mc_spec_parse(r, text, (size_t)(sp - text), info);
    if (st != MANCALA_OK)
        return st;
    memset(&b, 0, sizeof b);
    b.text = text;
    b.info = info;
    s = sp;
    for (side = 0; side < 2; side++) {
        st = read_side(&s, r, side, &b);
        if (st != MANCALA_OK)
            return st;
    }
    st = read_turn(s, &round, &fresh, &lost, &b);
    if (st != MANCALA_OK)
        return st;
    for (i = 0; i < b.n; i++)
        total += b.pits[i];
    if (total > MANCALA_MAX_SEEDS)
        return mc_fail(info, MANCALA_ELIMIT, -1, "board", "the board holds %ld seeds, more than "
                       "%d", (long)total, MANCALA_MAX_SEEDS);
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

/* The position of text checked against v's rules and made g's first (NULL: a new game into
 * *out). */
static int32_t start(mancala_game **out, mancala_game *g, const mancala_variant *v, const mc_pos *p,
                     const char *text, mancala_error_info *info)
{
    struct reading b;
    int32_t st = mc_marks_check(v, p);

    if (st != MANCALA_OK) {
        b.text = text;
        b.info = info;
        return marks_fault(v, p, &b);
    }
    if (!g) {
        st = mancala_game_new(&g, v);
        if (st != MANCALA_OK)
            return mc_fail_plain(info, st);
        st = mc_game_start(g, p);
        if (st != MANCALA_OK)
            mancala_game_free(g);
        else
            *out = g;
        return mc_fail_plain(info, st);
    }
    return mc_fail_plain(info, mc_game_start(g, p));
}

int32_t mancala_game_from_text_info(mancala_game **out, const char *text, mancala_error_info *info)
{
    mancala_variant v;
    mc_rules r;
    mc_pos p;
    int32_t st;

    if (mc_info_start(info) != MANCALA_OK)
        return MANCALA_EINVAL;
    if (!out || !text)
        return mc_fail(info, MANCALA_EINVAL, -1, "", "%s is NULL", out ? "text" : "out");
    st = parse(text, &r, &p, info);
    if (st != MANCALA_OK)
        return st;
    mc_variant_init(&v, &r);
    return start(out, NULL, &v, &p, text, info);
}

int32_t mancala_game_from_text(mancala_game **out, const char *text)
{
    return mancala_game_from_text_info(out, text, NULL);
}

int32_t mancala_game_set_text(mancala_game *g, const char *text)
{
    mancala_error_info *const info = g ? &g->err : NULL;
    mc_rules r;
    mc_pos p;
    int32_t st;

    if (!g)
        return MANCALA_EINVAL;
    g->err_call = MC_CALL_SET_TEXT;
    g->err.struct_size = sizeof g->err;
    mc_info_start(info);
    if (!text)
        return mc_fail(info, MANCALA_EINVAL, -1, "", "text is NULL");
    st = parse(text, &r, &p, info);
    if (st != MANCALA_OK)
        return st;
    if (memcmp(&r, &g->v.r, sizeof r) != 0) {
        char q[80];
        return mc_fail(info, MANCALA_ESPEC, 0, "name", "the rules of %s are not the game's",
                       mc_quote(q, sizeof q, text, (size_t)(strchr(text, ' ') - text)));
    }
    return start(NULL, g, &g->v, &p, text, info);
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

    if (strncmp(s, "swap", 4) == 0 && mc_at_end(s + 4)) {
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
    if (!mc_at_end(s))
        return MANCALA_EPARSE;
    if (m < 0)
        return MANCALA_EINVAL; /* a house past the board */
    k = mc_game_check_move(g, m);
    if (k != MANCALA_OK)
        return k;
    *move = m;
    return MANCALA_OK;
}
