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

/* Plays the moves of the list at *s onto g: at least one number, without leading zeros, one
 * space between them, the last followed by term. house() turns each number into the move to play
 * or a MANCALA_E* code. Stops at the first error; *s is left at term when every move was played.
 * One pass: the text is never measured. */
int32_t mc_replay(mancala_game *g, const char **s, char term, mc_house_fn house, const void *ctx)
{
    const char *p = *s;

    for (;;) {
        unsigned n;
        size_t k = mc_decimal(p, MC_UNTIL_NUL, &n);
        int32_t m, st;
        if (k == 0 || (k > 1 && p[0] == '0') || (p[k] != ' ' && p[k] != term))
            return MANCALA_EPARSE;
        m = house(g, n, k, ctx);
        st = m < 0 ? m : mancala_game_play(g, m);
        if (st != MANCALA_OK)
            return st;
        p += k;
        if (*p == term)
            break;
        p++;
    }
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
