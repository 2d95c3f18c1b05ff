/* SPDX-License-Identifier: MIT */
/* record.c: game records, a game's start position and moves as text (see mancala-spec(7)), read
 * back by replaying the moves, so that the loaded game has the same history, undo, repetition window
 * and hash as the saved one. */
#include <stdlib.h>
#include <string.h>

#include "format.h"

#define MAGIC "mancala-record 1\n"

/* The decimal digits of a move number. */
static size_t digits(uint32_t m)
{
    size_t d = 1;
    for (; m >= 10; m /= 10)
        d++;
    return d;
}

int32_t mancala_game_to_record(const mancala_game *g, char *buf, size_t cap, size_t *needed)
{
    char pos[MC_POSITION_TEXT_MAX];
    const mc_history *h;
    size_t n, len, i, k;

    if (!g || !needed || (!buf && cap > 0))
        return MANCALA_EINVAL;
    h = &g->hist;
    if (h->len > MC_RECORD_MOVES)
        return MANCALA_ELIMIT; /* it would not be read back */
    /* With no move played, the position as set: the game may have swept it (over from the start),
     * and the swept board can end for another reason (mancala_game_result). */
    n = mc_position_write(&g->v, h->len ? &h->pos[0] : &g->first, pos, sizeof pos);
    /* The magic, the position line, the moves line (move numbers, decimal) and the NUL. */
    len = sizeof MAGIC - 1 + n + 1;
    for (i = 0; i < h->len; i++)
        len += digits((uint32_t)h->step[i].move) + 1;
    len += h->len ? 1 : 2;
    *needed = len;
    if (cap < len)
        return MANCALA_ERANGE;
    memcpy(buf, MAGIC, sizeof MAGIC - 1);
    k = sizeof MAGIC - 1;
    memcpy(buf + k, pos, n);
    k += n;
    buf[k++] = '\n';
    for (i = 0; i < h->len; i++) {
        uint32_t m = (uint32_t)h->step[i].move;
        size_t d = digits(m), j;
        for (j = d; j-- > 0; m /= 10)
            buf[k + j] = (char)('0' + m % 10);
        k += d;
        buf[k++] = i + 1 < h->len ? ' ' : '\n';
    }
    if (!h->len)
        buf[k++] = '\n';
    buf[k] = '\0';
    return MANCALA_OK;
}

/* Whether the moves line at s holds more than MC_RECORD_MOVES moves: counted before any is
 * played, so that a long record is refused before its history takes the memory. */
static int too_many_moves(const char *s)
{
    size_t spaces = 0;
    for (; *s && *s != '\n'; s++)
        if (*s == ' ' && ++spaces >= MC_RECORD_MOVES)
            return 1;
    return 0;
}

/* A record's moves are move numbers (houses, slots under direction=either, whole turns under
 * seize=any), which play checks. */
static int32_t record_house(const mancala_game *g, unsigned n, size_t ndigits, const void *ctx)
{
    (void)g;
    (void)ndigits;
    (void)ctx;
    return (int32_t)n;
}

int32_t mancala_game_from_record(mancala_game **out, const char *text)
{
    const char *line, *eol, *s;
    char *pos;
    mancala_game *g;
    size_t n;
    int32_t st;

    if (!out || !text)
        return MANCALA_EINVAL;
    if (strncmp(text, MAGIC, sizeof MAGIC - 1) != 0)
        return MANCALA_EPARSE;
    line = text + sizeof MAGIC - 1;
    eol = strchr(line, '\n');
    if (!eol || eol == line)
        return MANCALA_EPARSE;
    if (too_many_moves(eol + 1))
        return MANCALA_ELIMIT;
    n = (size_t)(eol - line);
    pos = malloc(n + 1);
    if (!pos)
        return MANCALA_ENOMEM;
    memcpy(pos, line, n);
    pos[n] = '\0';
    st = mancala_game_from_text(&g, pos);
    free(pos);
    if (st != MANCALA_OK)
        return st;

    /* The moves line: house numbers, one space between them, then the final newline. */
    s = eol + 1;
    if (*s != '\n')
        st = mc_replay(g, &s, '\n', record_house, NULL);
    if (st == MANCALA_OK && *++s != '\0')
        st = MANCALA_EPARSE;
    if (st != MANCALA_OK) {
        mancala_game_free(g);
        return st;
    }
    *out = g;
    return MANCALA_OK;
}
