/* SPDX-License-Identifier: MIT */
/* detail.c: where an error is (mancala_error_info(3)): what the readers of text leave in an info
 * when they fail, the message of a refused move, and a game's last failed call. Only the paths
 * that fail come here; a reader that succeeds writes nothing but the status. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "format.h"

/* A message cut at its buffer's end may end inside a UTF-8 sequence of the text it quotes: the
 * sequence is dropped, so that the message stays valid UTF-8 where the text was. */
static void utf8_trim(char *s)
{
    size_t n = strlen(s), k = n, need;
    unsigned char lead;

    while (k > 0 && ((unsigned char)s[k - 1] & 0xc0) == 0x80 && n - k < 3)
        k--;
    if (k == 0 || !((unsigned char)s[k - 1] & 0x80))
        return;
    lead = (unsigned char)s[k - 1];
    need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
    if (n - (k - 1) < need)
        s[k - 1] = '\0';
}

int32_t mc_info_start(mancala_error_info *info)
{
    if (!info)
        return MANCALA_OK;
    if (info->struct_size < sizeof *info)
        return MANCALA_EINVAL;
    info->status = MANCALA_OK;
    info->offset = -1;
    info->line = 0;
    info->move = 0;
    info->field[0] = '\0';
    info->message[0] = '\0';
    return MANCALA_OK;
}

int32_t mc_fail(mancala_error_info *info, int32_t st, long offset, const char *field,
                const char *fmt, ...)
{
    va_list ap;

    if (!info)
        return st;
    info->status = st;
    info->offset = offset < 0 ? -1 : offset > INT32_MAX ? INT32_MAX : (int32_t)offset;
    snprintf(info->field, sizeof info->field, "%s", field ? field : "");
    va_start(ap, fmt);
    vsnprintf(info->message, sizeof info->message, fmt, ap);
    va_end(ap);
    utf8_trim(info->message);
    return st;
}

int32_t mc_fail_plain(mancala_error_info *info, int32_t st)
{
    if (info && st != MANCALA_OK && info->status == MANCALA_OK)
        mc_fail(info, st, -1, NULL, "%s", mancala_strerror(st));
    return st;
}

void mc_info_within(mancala_error_info *info, long base, int32_t line, int32_t move,
                    const char *where)
{
    size_t w, n;

    if (!info || info->status == MANCALA_OK)
        return;
    if (info->offset >= 0)
        info->offset = base + info->offset > INT32_MAX ? INT32_MAX : (int32_t)(base + info->offset);
    if (line)
        info->line = line;
    if (move)
        info->move = move;
    if (!where)
        return;
    /* "where: " before the message, which is cut to fit after it */
    w = strlen(where) + 2;
    if (w >= sizeof info->message)
        return;
    n = strlen(info->message);
    if (w + n >= sizeof info->message)
        n = sizeof info->message - 1 - w;
    memmove(info->message + w, info->message, n);
    memcpy(info->message, where, w - 2);
    memcpy(info->message + w - 2, ": ", 2);
    info->message[w + n] = '\0';
    utf8_trim(info->message);
}

const char *mc_quote(char *buf, size_t cap, const char *s, size_t len)
{
    size_t n = 0, i;

    if (cap < 8) {
        buf[0] = '\0';
        return buf;
    }
    buf[n++] = '"';
    for (i = 0; i < len && s[i]; i++) {
        const unsigned char c = (unsigned char)s[i];
        char esc[8];
        size_t k;
        if (c == '\n')
            k = (size_t)snprintf(esc, sizeof esc, "\\n");
        else if (c == '\r')
            k = (size_t)snprintf(esc, sizeof esc, "\\r");
        else if (c == '"' || c == '\\')
            k = (size_t)snprintf(esc, sizeof esc, "\\%c", c);
        else if (c < 0x20 || c == 0x7f)
            k = (size_t)snprintf(esc, sizeof esc, "\\x%02x", c);
        else
            k = (size_t)snprintf(esc, sizeof esc, "%c", c);
        if (n + k + 5 > cap) { /* room for ...", its NUL */
            buf[n] = '\0';
            utf8_trim(buf);
            n = strlen(buf);
            memcpy(buf + n, "...", 3);
            n += 3;
            break;
        }
        memcpy(buf + n, esc, k);
        n += k;
    }
    buf[n++] = '"';
    buf[n] = '\0';
    return buf;
}

const char *mc_found(char *buf, size_t cap, const char *s)
{
    size_t n = 0;
    if (!*s)
        return "the end of the text";
    while (n < 12 && s[n] && s[n] != ' ' && s[n] != '\n' && s[n] != '\r')
        n++;
    return mc_quote(buf, cap, s, n ? n : 1);
}

/* How far apart two words are, case aside: the edits (insert, delete, change) from one to the
 * other, counted up to 3. */
static unsigned distance(const char *a, size_t la, const char *b, size_t lb)
{
    unsigned row[40], i, j;

    if (la >= 40 || lb >= 40)
        return 3;
    for (j = 0; j <= lb; j++)
        row[j] = j;
    for (i = 1; i <= la; i++) {
        unsigned diag = row[0];
        row[0] = i;
        for (j = 1; j <= lb; j++) {
            const int ca = a[i - 1] >= 'A' && a[i - 1] <= 'Z' ? a[i - 1] + 32 : a[i - 1];
            const int cb = b[j - 1] >= 'A' && b[j - 1] <= 'Z' ? b[j - 1] + 32 : b[j - 1];
            unsigned best = diag + (ca != cb);
            if (row[j] + 1 < best)
                best = row[j] + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            diag = row[j];
            row[j] = best;
        }
    }
    return row[lb] > 3 ? 3 : row[lb];
}

void mc_suggest_init(mc_suggestion *sg, const char *word, size_t len)
{
    sg->best = NULL;
    sg->word = word;
    sg->len = len;
    sg->score = 3;
    /* Spaces around a word are the commonest slip: they count as no edit. */
    while (sg->len && sg->word[0] == ' ') {
        sg->word++;
        sg->len--;
    }
    while (sg->len && sg->word[sg->len - 1] == ' ')
        sg->len--;
}

void mc_suggest_try(mc_suggestion *sg, const char *candidate)
{
    const size_t lc = strlen(candidate);
    const unsigned d = distance(sg->word, sg->len, candidate, lc);
    /* One edit in a short word, two in a longer one, where the word is not the candidate. */
    const unsigned most = sg->len <= 4 || lc <= 4 ? 1 : 2;
    if (d <= most && d < sg->score) {
        sg->best = candidate;
        sg->score = d;
    }
}

/* The legal moves of g after "; legal now: ", as many as fit in cap. */
static void legal_list(const mancala_game *g, char *buf, size_t cap)
{
    int32_t moves[MANCALA_MAX_MOVES];
    const size_t n = mc_turns(&g->v, &g->cur, g->mask, moves, MANCALA_MAX_MOVES);
    size_t k = 0, i;

    buf[0] = '\0';
    for (i = 0; i < n && k + 24 < cap; i++)
        k += (size_t)snprintf(buf + k, cap - k, "%s%ld", i ? ", " : "; legal now: ",
                              (long)moves[i]);
    if (i < n)
        snprintf(buf + k, cap - k, ", ... (%lu in all)", (unsigned long)n);
}

int32_t mc_move_detail(mancala_error_info *info, const mancala_game *g, int32_t st,
                       int32_t move)
{
    const mancala_variant *v = &g->v;
    const int H = v->r.houses, slots = mc_move_slots(v);
    char legal[120];

    if (!info)
        return st;
    legal_list(g, legal, sizeof legal);
    if (st == MANCALA_EOVER)
        return mc_fail(info, st, -1, "move", "move %ld: the game is over", (long)move);
    if (st == MANCALA_EINVAL)
        return mc_fail(info, st, -1, "move", "move %ld is out of range: a move here is 0 to %d%s",
                       (long)move, slots - 1, legal);
    if (st == MANCALA_EILLEGAL) {
        const int slot = mc_turn_step(move, 0), house = slot < 0 ? 0 : slot % H;
        const int empty = slot >= 0 && slot < (v->nmoves == 2 * H ? 2 * H : H) &&
                          g->cur.pits[MC_HOUSE(H, g->cur.to_move, house)] == 0;
        return mc_fail(info, st, -1, "move", "move %ld is not legal now%s%s", (long)move,
                       empty ? " (its house is empty)" : "", legal);
    }
    if (st == MANCALA_EHOOK)
        return mc_fail(info, st, -1, "move", "a rule hook refused move %ld or broke an invariant",
                       (long)move);
    return mc_fail(info, st, -1, "move", "move %ld: %s", (long)move, mancala_strerror(st));
}

/* The message of a failed call that keeps only its code and move (mc_game_noted). */
static void call_detail(const mancala_game *g, mancala_error_info *info)
{
    const int32_t st = g->err.status, at = g->err_move;

    switch (g->err_call) {
    case MC_CALL_PLAY:
        mc_move_detail(info, g, st, at);
        return;
    case MC_CALL_UNDO:
        mc_fail(info, st, -1, "", "no move to undo: the game is at its first position");
        return;
    case MC_CALL_SET_BOARD:
        if (st == MANCALA_EBOARD && at >= 0)
            mc_fail(info, st, -1, "pits", "pit %ld holds fewer than 0 seeds", (long)at);
        else if (st == MANCALA_EBOARD)
            mc_fail(info, st, -1, "pits", "a board of these rules has %d pits", g->v.npits);
        else if (st == MANCALA_ELIMIT)
            mc_fail(info, st, -1, "pits", "more than %d seeds on the board", MANCALA_MAX_SEEDS);
        else if (st == MANCALA_EINVAL)
            mc_fail(info, st, -1, "", "pits is NULL or the player to move not 0 or 1");
        else
            mc_fail_plain(info, st);
        return;
    case MC_CALL_SET_MARKS:
        if (st == MANCALA_EBOARD)
            mc_fail(info, st, -1, "marks",
                    "the marks (%d of them) do not fit the rules or the board", 2 * g->v.r.houses);
        else if (st == MANCALA_EINVAL)
            mc_fail(info, st, -1, "", "marks is NULL, a mark unknown or the round not 1 to 256");
        else
            mc_fail_plain(info, st);
        return;
    default:
        mc_fail_plain(info, st);
    }
}

int32_t mancala_game_last_error(const mancala_game *g, mancala_error_info *info)
{
    const uint32_t size = info ? info->struct_size : 0;

    if (!g || !info || mc_info_start(info) != MANCALA_OK)
        return MANCALA_EINVAL;
    if (g->err.status == MANCALA_OK)
        return MANCALA_OK;
    if (g->err_call == MC_CALL_SET_TEXT) {
        memcpy(info, &g->err, sizeof *info);
        info->struct_size = size;
    } else {
        call_detail(g, info);
    }
    return MANCALA_OK;
}
