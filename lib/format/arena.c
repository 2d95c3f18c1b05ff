/* SPDX-License-Identifier: MIT */
/* arena.c: a game's state as JSON for agents and language models (mancala_game_to_json(3)), and
 * the move that a free-form answer names (mancala_game_move_from_answer(3)). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"

static void put_numbers(mc_text *t, const int32_t *a, int n)
{
    int i;
    mc_text_put(t, "[", 1);
    for (i = 0; i < n; i++) {
        if (i)
            mc_text_put(t, ",", 1);
        mc_text_num(t, a[i]);
    }
    mc_text_put(t, "]", 1);
}

/* A JSON string of move names and spec words: none holds a quote or a backslash. */
static void put_string(mc_text *t, const char *s)
{
    mc_text_put(t, "\"", 1);
    mc_text_str(t, s);
    mc_text_put(t, "\"", 1);
}

/* "board", "stores", "marks", "round": the pits of each player, houses in their order. */
static void put_board(mc_text *t, const mancala_game *g)
{
    const int H = g->v.r.houses;
    int32_t row[MC_MAX_SIDE] = { 0 };
    int p, i;
    for (p = 0; p < 2; p++) {
        mc_text_str(t, p ? "," : ",\"board\":[");
        for (i = 0; i < H; i++)
            row[i] = mancala_game_house(g, p, i);
        put_numbers(t, row, H);
    }
    mc_text_str(t, "],\"stores\":[");
    mc_text_num(t, mancala_game_store(g, 0));
    mc_text_put(t, ",", 1);
    mc_text_num(t, mancala_game_store(g, 1));
    for (p = 0; p < 2; p++) {
        mc_text_str(t, p ? "," : "],\"marks\":[");
        for (i = 0; i < H; i++)
            row[i] = mancala_game_mark(g, p, i);
        put_numbers(t, row, H);
    }
    mc_text_str(t, "],\"round\":");
    mc_text_num(t, mancala_game_round(g));
}

/* "legal_moves": the names of the moves legal now, in the order of mancala_game_legal_moves. */
static int32_t put_legal(mc_text *t, const mancala_game *g)
{
    int32_t moves[MANCALA_MAX_MOVES];
    char name[MC_MOVE_NAME_MAX];
    size_t n, i, len;
    int32_t st = mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n);
    mc_text_str(t, ",\"legal_moves\":[");
    for (i = 0; st == MANCALA_OK && i < n; i++) {
        st = mc_move_name(g, moves[i], name, &len);
        if (i)
            mc_text_put(t, ",", 1);
        put_string(t, name);
    }
    mc_text_put(t, "]", 1);
    return st;
}

/* "last_move" and "last_mover": the name of the last move of the history and who made it, found
 * on a copy of the game taken back one move; null at the game's start. */
static int32_t put_last(mc_text *t, const mancala_game *g, size_t plies)
{
    mancala_game *c = NULL;
    char name[MC_MOVE_NAME_MAX];
    int32_t *moves, st;
    size_t n, len;
    if (plies == 0) {
        mc_text_str(t, ",\"last_move\":null,\"last_mover\":null");
        return MANCALA_OK;
    }
    moves = malloc(plies * sizeof *moves);
    if (!moves)
        return MANCALA_ENOMEM;
    st = mancala_game_history(g, moves, plies, &n);
    if (st == MANCALA_OK)
        st = mancala_game_clone(g, &c);
    if (st == MANCALA_OK)
        st = mancala_game_undo(c);
    if (st == MANCALA_OK)
        st = mc_move_name(c, moves[plies - 1], name, &len);
    if (st == MANCALA_OK) {
        mc_text_str(t, ",\"last_move\":");
        put_string(t, name);
        mc_text_str(t, ",\"last_mover\":");
        mc_text_num(t, mancala_game_to_move(c));
    }
    mancala_game_free(c);
    free(moves);
    return st;
}

static const char *const reasons[] = { "null",       "\"majority\"", "\"empty_row\"",
                                       "\"no_move\"", "\"repetition\"", "\"hook\"",
                                       "\"limit\"" };

/* "over", "winner" (-1 for a draw) and "reason", null while the game goes on. */
static void put_result(mc_text *t, const mancala_game *g)
{
    int32_t winner = 0, reason = 0;
    const int over = mancala_game_is_over(g) == 1;
    if (over && mancala_game_result(g, &winner, &reason) != MANCALA_OK)
        reason = 0;
    mc_text_str(t, over ? ",\"over\":true,\"winner\":" : ",\"over\":false,\"winner\":null");
    if (over)
        mc_text_num(t, winner);
    mc_text_str(t, ",\"reason\":");
    mc_text_str(t, reason > 0 && reason < (int32_t)(sizeof reasons / sizeof *reasons)
                       ? reasons[reason]
                       : "null");
}

int32_t mancala_game_to_json(const mancala_game *g, char *buf, size_t cap, size_t *needed)
{
    mc_text t = { NULL, 0, 0, 0 };
    char spec[512];
    size_t plies = 0;
    int32_t st;
    if (!g || !needed || (!buf && cap > 0))
        return MANCALA_EINVAL;
    st = mancala_game_history(g, NULL, 0, &plies);
    if (mc_spec_write(&g->v.r, spec, sizeof spec) >= sizeof spec ||
        (st != MANCALA_OK && st != MANCALA_ERANGE))
        return MANCALA_ENOMEM;
    mc_text_str(&t, "{\"spec\":");
    put_string(&t, spec);
    mc_text_str(&t, ",\"rows\":");
    mc_text_num(&t, mancala_game_rows(g));
    mc_text_str(&t, ",\"houses\":");
    mc_text_num(&t, g->v.r.houses);
    put_board(&t, g);
    mc_text_str(&t, ",\"player_to_move\":");
    if (mancala_game_is_over(g) == 1)
        mc_text_str(&t, "null");
    else
        mc_text_num(&t, mancala_game_to_move(g));
    mc_text_str(&t, ",\"move_number\":");
    mc_text_num(&t, (long)plies + 1);
    st = put_legal(&t, g);
    if (st == MANCALA_OK)
        st = put_last(&t, g, plies);
    put_result(&t, g);
    mc_text_put(&t, "}", 1);
    if (st != MANCALA_OK) {
        free(t.s);
        return st;
    }
    return mc_text_out(&t, buf, cap, needed);
}

/* The move reader. An answer names moves three ways, read in this order of trust: a JSON member
 * "move" (its string read as an answer of its own, or its number), a phrase (house, pit, move or
 * play, then a name or, after house and pit, a letter: A for house 0), and a bare name anywhere.
 * The first way that names anything decides; two different names there are ambiguous. */
#define NAME_MAX_LEN 32
enum { BY_JSON, BY_PHRASE, BY_NAME, NWAYS };
typedef struct mentions {
    const mancala_game *g;
    char name[NWAYS][NAME_MAX_LEN]; /* the first name each way found ("" none) */
    int count[NWAYS];               /* its different names, 2 for two or more */
} mentions;

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static int alnum(int c)
{
    return (c >= '0' && c <= '9') || (lower(c) >= 'a' && lower(c) <= 'z');
}

/* Whether the word at s (of len characters) is w, letter case aside. */
static int word_is(const char *s, size_t len, const char *w)
{
    size_t i;
    if (strlen(w) != len)
        return 0;
    for (i = 0; i < len; i++)
        if (lower((unsigned char)s[i]) != w[i])
            return 0;
    return 1;
}

/* The form of a move name of MANCALA_NOTATION_TEXT: "swap", or digits, "ccw" or "cw" perhaps,
 * then "x" and digits for each choice; the word lowered into out. */
static int name_form(const char *s, size_t len, char *out)
{
    size_t i = 0, k;
    if (len == 0 || len >= NAME_MAX_LEN)
        return 0;
    for (k = 0; k < len; k++)
        out[k] = (char)lower((unsigned char)s[k]);
    out[len] = '\0';
    if (strcmp(out, "swap") == 0)
        return 1;
    for (k = 0; k < 8 && i < len; k++) {
        if (k > 0 && out[i++] != 'x')
            return 0;
        if (i == len || out[i] < '0' || out[i] > '9')
            return 0;
        while (i < len && out[i] >= '0' && out[i] <= '9')
            i++;
        if (k == 0 && strncmp(out + i, "ccw", 3) == 0)
            i += 3;
        else if (k == 0 && strncmp(out + i, "cw", 2) == 0)
            i += 2;
    }
    return i == len;
}

static void mention(mentions *m, int way, const char *name)
{
    if (m->count[way] == 0) {
        strcpy(m->name[way], name);
        m->count[way] = 1;
    } else if (strcmp(m->name[way], name) != 0) {
        m->count[way] = 2;
    }
}

/* The next word (letters and digits) of s at or after *pos, which moves past it; 0 at the end. */
static int next_word(const char *s, size_t *pos, size_t *start, size_t *len)
{
    size_t i = *pos;
    while (s[i] && !alnum((unsigned char)s[i]))
        i++;
    if (!s[i])
        return 0;
    *start = i;
    while (alnum((unsigned char)s[i]))
        i++;
    *len = i - *start;
    *pos = i;
    return 1;
}

/* After house, pit, move or play at *pos: the name (or, after house and pit, the letter of a
 * house) that follows, "is", "number" or "no" skipped. */
static void read_phrase(mentions *m, const char *s, size_t pos, int letters)
{
    char name[NAME_MAX_LEN];
    size_t start, len;
    int k;
    for (k = 0; k < 3 && next_word(s, &pos, &start, &len); k++) {
        if (word_is(s + start, len, "is") || word_is(s + start, len, "number") ||
            word_is(s + start, len, "no"))
            continue;
        if (letters && len == 1 && lower((unsigned char)s[start]) >= 'a') {
            snprintf(name, sizeof name, "%d", lower((unsigned char)s[start]) - 'a');
            mention(m, BY_PHRASE, name);
        } else if (name_form(s + start, len, name)) {
            mention(m, BY_PHRASE, name);
            /* "play 0 or 5": the alternative is named too */
            if (next_word(s, &pos, &start, &len) && word_is(s + start, len, "or") &&
                next_word(s, &pos, &start, &len) && name_form(s + start, len, name))
                mention(m, BY_PHRASE, name);
        }
        return;
    }
}

/* Every phrase and bare name of the text s; a bare name counts where it is one of this board's
 * (a number past the houses, as in "12 seeds", is not). */
static void read_words(mentions *m, const char *s)
{
    char name[NAME_MAX_LEN];
    size_t pos = 0, start, len;
    int32_t move;
    while (next_word(s, &pos, &start, &len)) {
        const int house = word_is(s + start, len, "house") || word_is(s + start, len, "pit");
        if (house || word_is(s + start, len, "move") || word_is(s + start, len, "play"))
            read_phrase(m, s, pos, house);
        else if (name_form(s + start, len, name) &&
                 mc_move_read(m->g, name, &move) != MANCALA_EINVAL)
            mention(m, BY_NAME, name);
    }
}

/* The way that decides: 0 if none names a move, 2 if it names two, else 1 and *name. */
static int decide(const mentions *m, const char **name)
{
    int w;
    for (w = 0; w < NWAYS; w++)
        if (m->count[w]) {
            *name = m->name[w];
            return m->count[w];
        }
    return 0;
}

/* The value of a JSON member "move" at s (after its name): a string, read as an answer of its
 * own (a lone letter there is a house), or a number; *end past it. */
static int32_t read_json_value(mentions *m, const char *s, const char **end)
{
    mentions sub;
    const char *name;
    char tmp[NAME_MAX_LEN], *text;
    size_t n = 0;
    int d;
    while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
        s++;
    *end = s;
    if (*s != '"') {
        size_t len;
        for (len = 0; alnum((unsigned char)s[len]); len++)
            ;
        if (name_form(s, len, tmp))
            mention(m, BY_JSON, tmp);
        return MANCALA_OK;
    }
    text = malloc(strlen(s));
    if (!text)
        return MANCALA_ENOMEM;
    for (s++; *s && *s != '"'; s++)
        text[n++] = *s == '\\' && s[1] ? *++s : *s;
    text[n] = '\0';
    *end = s;
    memset(&sub, 0, sizeof sub);
    sub.g = m->g;
    read_words(&sub, text);
    if (n == 1 && lower((unsigned char)text[0]) >= 'a' && lower((unsigned char)text[0]) <= 'z') {
        snprintf(tmp, sizeof tmp, "%d", lower((unsigned char)text[0]) - 'a');
        mention(&sub, BY_PHRASE, tmp);
    }
    d = decide(&sub, &name);
    if (d == 1)
        mention(m, BY_JSON, name);
    else if (d == 2)
        m->count[BY_JSON] = 2;
    free(text);
    return MANCALA_OK;
}

int32_t mancala_game_move_from_answer(const mancala_game *g, const char *answer, int32_t *move)
{
    mentions m;
    const char *s, *name;
    int32_t st;
    if (!g || !answer || !move)
        return MANCALA_EINVAL;
    if (g->cur.over)
        return MANCALA_EOVER;
    memset(&m, 0, sizeof m);
    m.g = g;
    for (s = answer; (s = strstr(s, "\"move\"")) != NULL;) {
        const char *p = s + 6;
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
            p++;
        s = p;
        if (*p == ':' && (st = read_json_value(&m, p + 1, &s)) != MANCALA_OK)
            return st;
    }
    read_words(&m, answer);
    if (decide(&m, &name) != 1)
        return MANCALA_EPARSE;
    st = mc_move_read(g, name, move);
    return st == MANCALA_EINVAL ? MANCALA_EILLEGAL : st;
}
