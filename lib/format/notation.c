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
            if (p->closed >> pit & 1)
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

/* Parses text into rules and a position (marks included, not settled). The spec's error wins over
 * the rest's. */
static int32_t parse(const char *text, mc_rules *r, mc_pos *pos)
{
    const char *sp = strchr(text, ' ');
    const char *s;
    int32_t pits[MC_MAX_PITS];
    uint64_t closed = 0;
    uint8_t tuzdik[2] = { 0, 0 };
    unsigned round = 1;
    size_t n = 0, i;
    int64_t total = 0;
    int side;
    int32_t st;

    if (!sp)
        return MANCALA_EPARSE;
    st = mc_spec_parse(r, text, (size_t)(sp - text));
    if (st != MANCALA_OK)
        return st;
    s = sp;
    for (side = 0; side < 2; side++) {
        if (*s++ != ' ')
            return MANCALA_EPARSE;
        for (;;) {
            if (n == MC_MAX_PITS)
                return MANCALA_EBOARD;
            if (*s == 'x' || *s == 't') {
                const int house = (int)n - side * (r->houses + 1);
                if (house >= r->houses)
                    return MANCALA_EBOARD;
                if (*s == 'x') {
                    closed |= (uint64_t)1 << n;
                } else {
                    if (tuzdik[1 - side])
                        return MANCALA_EBOARD;
                    tuzdik[1 - side] = (uint8_t)(house + 1);
                }
                pits[n++] = 0;
                s++;
            } else if (!(s = number(s, &pits[n++]))) {
                return MANCALA_EPARSE;
            }
            if (*s == '/')
                break;
            if (*s++ != ',')
                return MANCALA_EPARSE;
        }
        s++;
        if (n != (size_t)(side + 1) * r->houses + (size_t)side)
            return MANCALA_EBOARD;
        if (n == MC_MAX_PITS)
            return MANCALA_EBOARD;
        if (!(s = number(s, &pits[n++])))
            return MANCALA_EPARSE;
    }
    if (s[0] != ' ' || (s[1] != '0' && s[1] != '1'))
        return MANCALA_EPARSE;
    if (s[2] != '\0') {
        /* " round=N", N from 2 (the first round is never written) */
        size_t k;
        if (strncmp(s + 2, " round=", 7) != 0 || s[9] == '0' ||
            (k = mc_decimal(s + 9, MC_UNTIL_NUL, &round)) == 0 || s[9 + k] != '\0')
            return MANCALA_EPARSE;
        if (round < 2 || round > 256)
            return MANCALA_EBOARD;
    }
    for (i = 0; i < n; i++)
        total += pits[i];
    if (total > MANCALA_MAX_SEEDS)
        return MANCALA_ELIMIT;
    memset(pos, 0, sizeof *pos);
    for (i = 0; i < n; i++)
        pos->pits[i] = (uint8_t)pits[i];
    pos->to_move = (uint8_t)(s[1] - '0');
    pos->closed = closed;
    pos->tuzdik[0] = tuzdik[0];
    pos->tuzdik[1] = tuzdik[1];
    pos->round = (uint8_t)(round - 1);
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
