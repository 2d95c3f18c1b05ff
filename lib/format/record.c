/* SPDX-License-Identifier: MIT */
/* record.c: game records, a game's start position and moves as text (see mancala-spec(7)), read
 * back by replaying the moves, so that the loaded game has the same history, undo, repetition window
 * and hash as the saved one. */
#include <stdio.h>
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

/* The record's header line: MAGIC, its newline "\n" or "\r\n"; the length of the line, 0 if it
 * is not the header. */
static size_t header(const char *text)
{
    const size_t n = sizeof MAGIC - 2; /* without its newline */
    if (strncmp(text, MAGIC, n) != 0)
        return 0;
    return mc_eol(text + n) > 0 ? n + (size_t)mc_eol(text + n) : 0;
}

/* The position line at line (its end at eol, a '\r' before it dropped) as a game. */
static int32_t read_position(mancala_game **g, const char *text, const char *line,
                             const char *eol, mancala_error_info *info)
{
    size_t n = (size_t)(eol - line);
    char *pos;
    int32_t st;

    if (n > 0 && line[n - 1] == '\r')
        n--;
    if (n == 0) {
        mc_fail(info, MANCALA_EPARSE, 0, "position", "the position text is missing");
        mc_info_within(info, (long)(line - text), 2, 0, "line 2");
        return MANCALA_EPARSE;
    }
    pos = malloc(n + 1);
    if (!pos)
        return mc_fail_plain(info, MANCALA_ENOMEM);
    memcpy(pos, line, n);
    pos[n] = '\0';
    st = mancala_game_from_text_info(g, pos, info);
    free(pos);
    mc_info_within(info, (long)(line - text), 2, 0, "line 2");
    return st;
}

/* The moves line at s (after the position line): house numbers, one space between them, then
 * the end of the text or its final newline; an empty line, or none, for a record without moves. */
static int32_t read_moves(mancala_game *g, const char *text, const char *s,
                          mancala_error_info *info)
{
    const char *const line = s;

    if (mc_eol(s) < 0) {
        size_t played = 0;
        const int32_t st = mc_replay(g, &s, record_house, NULL, &played, info);
        if (st != MANCALA_OK) {
            char where[48];
            snprintf(where, sizeof where, "line 3, move %lu", (unsigned long)played + 1);
            mc_info_within(info, (long)(line - text), 3, (int32_t)played + 1, where);
            return st;
        }
    }
    if (!mc_at_end(s)) {
        mc_fail(info, MANCALA_EPARSE, 0, "", "text after the moves line");
        mc_info_within(info, (long)(s + mc_eol(s) - text), 4, 0, "line 4");
        return MANCALA_EPARSE;
    }
    return MANCALA_OK;
}

int32_t mancala_game_from_record_info(mancala_game **out, const char *text,
                                      mancala_error_info *info)
{
    const char *line, *eol;
    mancala_game *g;
    size_t n;
    int32_t st;

    if (mc_info_start(info) != MANCALA_OK)
        return MANCALA_EINVAL;
    if (!out || !text)
        return mc_fail(info, MANCALA_EINVAL, -1, "", "%s is NULL", out ? "text" : "out");
    n = header(text);
    if (n == 0 && strcmp(text, "mancala-record 1") == 0) {
        mc_fail(info, MANCALA_EPARSE, 16, "position", "line 2: the position text is missing");
        mc_info_within(info, 0, 2, 0, NULL);
        return MANCALA_EPARSE;
    }
    if (n == 0) {
        char found[48];
        eol = strchr(text, '\n');
        mc_fail(info, MANCALA_EPARSE, 0, "header", "line 1: expected the header "
                "\"mancala-record 1\", found %s",
                mc_quote(found, sizeof found, text, eol ? (size_t)(eol - text) : 40));
        mc_info_within(info, 0, 1, 0, NULL);
        return MANCALA_EPARSE;
    }
    /* The position line; the text may end after it, without a newline and without moves. */
    line = text + n;
    eol = strchr(line, '\n');
    if (!eol)
        eol = line + strlen(line);
    if (*eol && too_many_moves(eol + 1)) {
        mc_fail(info, MANCALA_ELIMIT, 0, "moves", "more than %d moves", MC_RECORD_MOVES);
        mc_info_within(info, (long)(eol + 1 - text), 3, 0, "line 3");
        return MANCALA_ELIMIT;
    }
    st = read_position(&g, text, line, eol, info);
    if (st != MANCALA_OK)
        return st;
    st = *eol ? read_moves(g, text, eol + 1, info) : MANCALA_OK;
    if (st != MANCALA_OK) {
        mancala_game_free(g);
        return st;
    }
    *out = g;
    return MANCALA_OK;
}

int32_t mancala_game_from_record(mancala_game **out, const char *text)
{
    return mancala_game_from_record_info(out, text, NULL);
}
