/* SPDX-License-Identifier: MIT */
/* notation.c: the position text "SPEC HOUSES/STORE HOUSES/STORE PLAYER", written with the
 * canonical spec and read strictly, so that writing what was read gives the same text. */
#include <stdio.h>
#include <string.h>

#include "internal.h"

size_t mc_position_write(const mancala_variant *v, const mc_pos *p, char *tmp, size_t size)
{
    const int H = v->r.houses;
    size_t n;
    int s, i;

    n = mc_spec_write(&v->r, tmp, size);
    for (s = 0; s < 2; s++) {
        for (i = 0; i < H; i++)
            n += (size_t)snprintf(tmp + n, size - n, "%c%u", i ? ',' : ' ',
                                  (unsigned)p->pits[MC_HOUSE(H, s, i)]);
        n += (size_t)snprintf(tmp + n, size - n, "/%u", (unsigned)p->pits[MC_STORE(H, s)]);
    }
    n += (size_t)snprintf(tmp + n, size - n, " %u", (unsigned)p->to_move);
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
    size_t k = mc_decimal(s, strlen(s), &n);
    if (k == 0)
        return NULL;
    *out = (int32_t)n;
    return s + k;
}

/* Parses text into rules, pits and player. The spec's error wins over the rest's. */
static int32_t parse(const char *text, mc_rules *r, int32_t *pits, size_t *count, int32_t *player)
{
    const char *sp = strchr(text, ' ');
    const char *s;
    size_t n = 0;
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
            if (!(s = number(s, &pits[n++])))
                return MANCALA_EPARSE;
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
    if (s[0] != ' ' || (s[1] != '0' && s[1] != '1') || s[2] != '\0')
        return MANCALA_EPARSE;
    *player = s[1] - '0';
    *count = n;
    return MANCALA_OK;
}

int32_t mancala_game_from_text(mancala_game **out, const char *text)
{
    mancala_variant v;
    mancala_game *g;
    mc_rules r;
    int32_t pits[MC_MAX_PITS], player, st;
    size_t count;

    if (!out || !text)
        return MANCALA_EINVAL;
    st = parse(text, &r, pits, &count, &player);
    if (st != MANCALA_OK)
        return st;
    mc_variant_init(&v, &r);
    st = mancala_game_new(&g, &v);
    if (st != MANCALA_OK)
        return st;
    st = mancala_game_set_board(g, pits, count, player);
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
    int32_t pits[MC_MAX_PITS], player, st;
    size_t count;

    if (!g || !text)
        return MANCALA_EINVAL;
    st = parse(text, &r, pits, &count, &player);
    if (st != MANCALA_OK)
        return st;
    if (memcmp(&r, &g->v.r, sizeof r) != 0)
        return MANCALA_ESPEC;
    return mancala_game_set_board(g, pits, count, player);
}
