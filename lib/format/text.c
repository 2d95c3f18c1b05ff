/* SPDX-License-Identifier: MIT */
/* text.c: what the text formats share: the one decimal reader (specs, position text, records,
 * outside notations), and the reader of a list of moves that it replays onto a game (records
 * and OpenSpiel's actions). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"

/* Reads the decimal digits at the start of s[0..len) (no sign) into *out and returns how many
 * there were (0: none, *out untouched). Values past 99999 read as 99999, which every limit
 * rejects. A NUL ends the digits too: len may be MC_UNTIL_NUL for text that runs to its NUL. */
size_t mc_decimal(const char *s, size_t len, unsigned *out)
{
    unsigned n = 0;
    size_t i;
    for (i = 0; i < len && s[i] >= '0' && s[i] <= '9'; i++) {
        n = n * 10 + (unsigned)(s[i] - '0');
        if (n > 99999)
            n = 99999;
    }
    if (i > 0)
        *out = n;
    return i;
}

int mc_eol(const char *s)
{
    if (s[0] == '\0')
        return 0;
    if (s[0] == '\n')
        return 1;
    return s[0] == '\r' && s[1] == '\n' ? 2 : -1;
}

int mc_at_end(const char *s)
{
    const int k = mc_eol(s);
    return k == 0 || (k > 0 && s[k] == '\0');
}

/* Plays the moves of the list at *s onto g: at least one number, without leading zeros, one
 * space between them, the last followed by the end of the line. house() turns each number into
 * the move to play or a MANCALA_E* code. Stops at the first error; *s is left at the line's end
 * when every move was played. One pass: the text is never measured. */
int32_t mc_replay(mancala_game *g, const char **s, mc_house_fn house, const void *ctx,
                  size_t *played, mancala_error_info *info)
{
    const char *p = *s, *start = *s;
    char found[24];

    for (*played = 0;; ++*played) {
        unsigned n;
        size_t k = mc_decimal(p, MC_UNTIL_NUL, &n);
        int32_t m, st;
        *s = p;
        if (k == 0 || (k > 1 && p[0] == '0') || (p[k] != ' ' && mc_eol(p + k) < 0))
            return !info ? MANCALA_EPARSE
                         : mc_fail(info, MANCALA_EPARSE, p - start, "move",
                                   "expected a move number (digits, no leading zero) at offset "
                                   "%ld, found %s", (long)(p - start),
                                   mc_found(found, sizeof found, p));
        m = house(g, n, k, ctx);
        st = m < 0 ? m : mancala_game_play(g, m);
        if (st != MANCALA_OK) {
            if (m >= 0)
                mc_move_detail(info, g, st, m);
            else if (info)
                mc_fail(info, st, -1, "move", "%s is not a move here",
                        mc_quote(found, sizeof found, p, k));
            if (info)
                info->offset = (int32_t)(p - start);
            return st;
        }
        p += k;
        if (*p != ' ')
            break;
        p++;
    }
    ++*played;
    *s = p;
    return MANCALA_OK;
}

/* The growing texts of rules_text.c and arena.c. */
void mc_text_put(mc_text *t, const char *s, size_t n)
{
    if (t->failed)
        return;
    if (t->len + n + 1 > t->cap) {
        const size_t cap = (t->len + n + 1) * 2;
        char *p = realloc(t->s, cap);
        if (!p) {
            t->failed = 1;
            return;
        }
        t->s = p;
        t->cap = cap;
    }
    memcpy(t->s + t->len, s, n);
    t->len += n;
    t->s[t->len] = '\0';
}

void mc_text_str(mc_text *t, const char *s)
{
    mc_text_put(t, s, strlen(s));
}

void mc_text_num(mc_text *t, long n)
{
    char b[24];
    mc_text_put(t, b, (size_t)snprintf(b, sizeof b, "%ld", n));
}

int32_t mc_text_out(mc_text *t, char *buf, size_t cap, size_t *needed)
{
    int32_t st = MANCALA_ENOMEM;
    if (!t->failed) {
        const size_t n = t->len + 1;
        *needed = n;
        st = n > cap ? MANCALA_ERANGE : MANCALA_OK;
        if (st == MANCALA_OK)
            memcpy(buf, t->s ? t->s : "", n);
    }
    free(t->s);
    t->s = NULL;
    return st;
}
