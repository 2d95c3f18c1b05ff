/* SPDX-License-Identifier: MIT */
/* text.c: what the text formats share: the one decimal reader (specs, position text, records,
 * outside notations), and the reader of a list of moves that it replays onto a game (records
 * and OpenSpiel's actions). */
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
