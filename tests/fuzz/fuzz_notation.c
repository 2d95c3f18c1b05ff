/* SPDX-License-Identifier: MIT */
/* fuzz_notation.c: the readers of the outside notations (PlayStrategy FEN, KGP board literal,
 * OpenSpiel game and actions) and of this library's text notation (position text, move names),
 * and their move readers. The input is a byte choosing the notation and
 * the variant given to the reader, a byte choosing a prepared game for the moves, the position text
 * and, after its first newline, a move text. Bad text fails with a documented code and creates
 * nothing. A position read is written back and reads again to the same position (board, player,
 * hash, legal moves, text, history), and so does what it writes in the other notations that take
 * its rules. A move read is legal, and every legal move writes to text that reads back to it. */
#include "fuzz_common.h"

#define NFMT 4
static const int32_t fmts[NFMT] = {MANCALA_NOTATION_PLAYSTRATEGY, MANCALA_NOTATION_KGP,
                                   MANCALA_NOTATION_OPENSPIEL, MANCALA_NOTATION_TEXT};

/* Variants a reader is given: ones that fit a notation, ones that fit none, and (the last
 * NHOOKED) rules that fit but carry a hook, which no notation takes. */
static const char *const specs[] = {
    "oware", "oware:seeds=5", "oware:seeds=1", "oware:houses=2,seeds=2", "oware:houses=3,seeds=1",
    "kalah", "kalah:houses=3,seeds=3", "kalah:houses=6,capture=empty",
    "kalah:houses=4,majority=end", "kalah:houses=1,seeds=1", "kalah:capture=empty,majority=end",
    "awari", "kalah:end=mover", "mefuvha", "bao-ki-arabu", "kalah-pie", "pallankuli", "bao",
    "oware", "kalah:houses=3,seeds=3",
};
#define NSPECS (sizeof specs / sizeof specs[0])
#define NHOOKED 2

/* Games the move texts are read against when the position text is not read; spec is an index in
 * specs for the variant given (-1: none), fmt 0 a new game of that variant. */
static const struct prepared {
    int32_t fmt;
    int spec;
    const char *text;
} prepared[] = {
    {MANCALA_NOTATION_OPENSPIEL, -1, "oware"},
    {MANCALA_NOTATION_OPENSPIEL, -1, "oware 2 2 1 1 0 5 3 4 5"},
    {MANCALA_NOTATION_OPENSPIEL, -1, "mancala"},
    {MANCALA_NOTATION_OPENSPIEL, -1, "mancala 3 6 8"},
    {MANCALA_NOTATION_OPENSPIEL, -1, "oware(num_houses_per_player=2,num_seeds_per_house=2) 1"},
    {MANCALA_NOTATION_KGP, -1, "<3,0,0,3,3,3,3,3,3>"},
    {MANCALA_NOTATION_KGP, 7, "<6,10,3,0,5,2,0,1,4,6,0,3,2,1,11>"},
    {MANCALA_NOTATION_KGP, -1, "<2,3,4,0,0,1,0>"},
    {MANCALA_NOTATION_PLAYSTRATEGY, -1, "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1"},
    {MANCALA_NOTATION_PLAYSTRATEGY, -1, "3S,1S,8S,3S,2S,7S/3S,4S,5S,2S,10S,1 0 0 N 5"},
    {MANCALA_NOTATION_PLAYSTRATEGY, 1, "5S,5S,5S,5S,5S,5S/5S,5S,5S,5S,5S,5S 0 0 S 1"},
    {MANCALA_NOTATION_PLAYSTRATEGY, -1, "1S,5/6 24 24 N 30"},
    {0, 11, NULL},
    {0, (int)NSPECS - 1, NULL},
    /* the text notation's move names: a turn with a choice ("29x0"), a way round ("5cw"), the
     * swap of the pie rule, and any rules */
    {0, 13, NULL},
    {0, 14, NULL},
    {MANCALA_NOTATION_TEXT, -1, "kalah-pie 4,4,4,4,4,0/1 5,5,5,4,4,4/0 1 opening=1"},
    {MANCALA_NOTATION_TEXT, 16, "pallankuli 1,0,1,0,1,3,1/37 0,1,0,1,0,1,0/37 0"},
    /* Bao: a capturing turn's choice at the nyumba ("7ccwx1"), a lost nyumba */
    {MANCALA_NOTATION_TEXT, 17,
     "bao 0,0,0,0,0,0,0,3,0,0,1,5,0,0,0,0/0 2,0,0,0,0,0,0,0,1,0,0,0,0,4,0,0/0 0"},
    {MANCALA_NOTATION_TEXT, 17,
     "bao 0,0,0,0,0,0,0,0,0,1,0,6,2,0,0,0/3 0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0/2 0 lost=3"},
};
#define NPREPARED (sizeof prepared / sizeof prepared[0])

static mancala_variant *variants[NSPECS];
static mancala_game *games[NPREPARED];

static int32_t end_default(mancala_hook_state *state, void *userdata)
{
    (void)state;
    (void)userdata;
    return MANCALA_END_DEFAULT;
}

static void setup(void)
{
    static const mancala_hooks hooks = {sizeof(mancala_hooks), NULL, NULL, end_default};
    size_t i;

    if (games[0])
        return;
    for (i = 0; i < NSPECS; i++) {
        FUZZ_CHECK(mancala_variant_new(&variants[i], specs[i]) == MANCALA_OK);
        if (i >= NSPECS - NHOOKED)
            FUZZ_CHECK(mancala_variant_set_hooks2(variants[i], &hooks, NULL) == MANCALA_OK);
    }
    for (i = 0; i < NPREPARED; i++) {
        const struct prepared *p = &prepared[i];
        const mancala_variant *v = p->spec < 0 ? NULL : variants[p->spec];
        FUZZ_CHECK(p->fmt ? mancala_game_from_notation(&games[i], p->fmt, p->text, v) == MANCALA_OK
                          : mancala_game_new(&games[i], v) == MANCALA_OK);
    }
}

/* The variant of g's rules, from its spec; the last one is kept for the next call. */
static const mancala_variant *variant_of(const mancala_game *g)
{
    static char spec[512];
    static mancala_variant *v;
    char now[512];
    size_t n = 0;

    FUZZ_CHECK(mancala_game_spec(g, now, sizeof now, &n) == MANCALA_OK);
    if (!v || strcmp(now, spec) != 0) {
        mancala_variant_free(v);
        v = NULL;
        FUZZ_CHECK(mancala_variant_new(&v, now) == MANCALA_OK);
        memcpy(spec, now, n);
    }
    return v;
}

/* g in fmt, written under the buffer rule (the caller frees it), or NULL if fmt does not take
 * g's rules (or OpenSpiel its first position). */
static char *write_notation(const mancala_game *g, int32_t fmt)
{
    size_t need = 0, n = 0;
    char *buf;
    int32_t st = mancala_game_to_notation(g, fmt, NULL, 0, &need);

    if (st == MANCALA_ERULES)
        return NULL;
    FUZZ_CHECK(st == MANCALA_ERANGE && need > 1);
    buf = malloc(need);
    if (!buf)
        abort();
    buf[0] = 'Z';
    FUZZ_CHECK(mancala_game_to_notation(g, fmt, buf, need - 1, &n) == MANCALA_ERANGE);
    FUZZ_CHECK(n == need && buf[0] == 'Z');
    FUZZ_CHECK(mancala_game_to_notation(g, fmt, buf, need, &n) == MANCALA_OK);
    FUZZ_CHECK(n == need && strlen(buf) + 1 == need);
    return buf;
}

static void same_history(const mancala_game *a, const mancala_game *b)
{
    size_t na = 0, nb = 0;
    int32_t *ha, *hb;

    FUZZ_CHECK(mancala_game_history(a, NULL, 0, &na) == (na ? MANCALA_ERANGE : MANCALA_OK));
    FUZZ_CHECK(mancala_game_history(b, NULL, 0, &nb) == (nb ? MANCALA_ERANGE : MANCALA_OK));
    FUZZ_CHECK(na == nb);
    if (!na)
        return;
    ha = malloc(2 * na * sizeof *ha);
    if (!ha)
        abort();
    hb = ha + na;
    FUZZ_CHECK(mancala_game_history(a, ha, na, &na) == MANCALA_OK);
    FUZZ_CHECK(mancala_game_history(b, hb, nb, &nb) == MANCALA_OK);
    FUZZ_CHECK(memcmp(ha, hb, na * sizeof *ha) == 0);
    free(ha);
}

/* The position read, written in its notation, reads back (given the same variant) to the same
 * game, which writes the same text again; a variant given is the game's rules. */
static void check_position(const mancala_game *g, int32_t fmt, const mancala_variant *v,
                           const struct fuzz_snap *a)
{
    mancala_game *g2 = NULL;
    struct fuzz_snap b;
    char *buf = write_notation(g, fmt), *again;

    FUZZ_CHECK(buf != NULL);
    FUZZ_CHECK(mancala_game_from_notation(&g2, fmt, buf, v) == MANCALA_OK);
    fuzz_snap_take(g2, &b, 1);
    FUZZ_CHECK(fuzz_snap_same(a, &b, 1));
    same_history(g, g2);
    again = write_notation(g2, fmt);
    FUZZ_CHECK(again && strcmp(buf, again) == 0);
    free(again);
    free(buf);
    mancala_game_free(g2);
    if (v) {
        char s1[512], s2[512];
        size_t n1 = 0, n2 = 0;
        FUZZ_CHECK(mancala_game_spec(g, s1, sizeof s1, &n1) == MANCALA_OK);
        FUZZ_CHECK(mancala_variant_spec(v, s2, sizeof s2, &n2) == MANCALA_OK);
        FUZZ_CHECK(strcmp(s1, s2) == 0);
    }
}

/* b is a's board with the sides swapped (KGP shows the board from the player to move). */
static int mirrored(const struct fuzz_snap *a, const struct fuzz_snap *b)
{
    size_t half = a->npits / 2, i;

    if (a->npits != b->npits)
        return 0;
    for (i = 0; i < a->npits; i++)
        if (a->pits[i] != b->pits[(i + half) % a->npits])
            return 0;
    return 1;
}

/* A game read from fmt, written in another notation that takes its rules, reads back (by its own
 * rules) to the same position: the board, and while the game is on, the player, legal moves and
 * hash. A FEN has no history (a game over by repetition is not over there); KGP shows the board
 * from the player to move, who is player 0 when read; OpenSpiel only writes a game from the start. */
static void check_other_notations(const mancala_game *g, int32_t fmt, const struct fuzz_snap *a)
{
    int i;

    for (i = 0; i < NFMT; i++) {
        mancala_game *g2 = NULL;
        struct fuzz_snap b;
        char *buf;
        if (fmts[i] == fmt || !(buf = write_notation(g, fmts[i])))
            continue;
        FUZZ_CHECK(mancala_game_from_notation(&g2, fmts[i], buf, variant_of(g)) == MANCALA_OK);
        fuzz_snap_take(g2, &b, 1);
        if (fmts[i] == MANCALA_NOTATION_OPENSPIEL) {
            FUZZ_CHECK(a->nhist == 0 && fuzz_snap_same(a, &b, 1));
        } else if (fmts[i] == MANCALA_NOTATION_KGP && (a->over || a->to_move == 1)) {
            FUZZ_CHECK(mirrored(a, &b) ||
                       (a->over && memcmp(a->pits, b.pits, a->npits * sizeof a->pits[0]) == 0));
            FUZZ_CHECK(a->over ? b.over : b.to_move == 0 && a->nmoves == b.nmoves &&
                                               memcmp(a->moves, b.moves,
                                                      a->nmoves * sizeof a->moves[0]) == 0);
        } else {
            FUZZ_CHECK(a->npits == b.npits &&
                       memcmp(a->pits, b.pits, a->npits * sizeof a->pits[0]) == 0);
            FUZZ_CHECK(a->over || (a->hash == b.hash && fuzz_snap_same(a, &b, 0)));
        }
        free(buf);
        mancala_game_free(g2);
    }
}

/* Legal move m of g, written in fmt, reads back to m; PlayStrategy's start square alone too. */
static void move_round(const mancala_game *g, int32_t fmt, int32_t m)
{
    char buf[16];
    size_t n = 0;
    int32_t back = -1;

    FUZZ_CHECK(mancala_game_move_to_notation(g, fmt, m, buf, sizeof buf, &n) == MANCALA_OK);
    FUZZ_CHECK(n == strlen(buf) + 1);
    FUZZ_CHECK(mancala_game_move_from_notation(g, fmt, buf, &back) == MANCALA_OK && back == m);
    if (fmt == MANCALA_NOTATION_PLAYSTRATEGY) {
        FUZZ_CHECK(n == 5);
        buf[2] = '\0';
        back = -1;
        FUZZ_CHECK(mancala_game_move_from_notation(g, fmt, buf, &back) == MANCALA_OK && back == m);
    }
}

static int is_legal(const struct fuzz_snap *a, int32_t m)
{
    size_t i;

    for (i = 0; i < a->nmoves; i++)
        if (a->moves[i] == m)
            return 1;
    return 0;
}

/* Every notation that takes g's rules writes each legal move so that it reads back, and refuses
 * the houses that are not legal (all of them once the game is over). */
static void check_all_moves(const mancala_game *g, const struct fuzz_snap *a)
{
    const int32_t H = mancala_game_houses(g);
    int i;

    for (i = 0; i < NFMT; i++) {
        size_t n = 0;
        int32_t m, st = mancala_game_move_to_notation(g, fmts[i], 0, NULL, 0, &n);
        if (st == MANCALA_ERULES)
            continue;
        FUZZ_CHECK(a->over ? st == MANCALA_EOVER
                           : st == (is_legal(a, 0) ? MANCALA_ERANGE : MANCALA_EILLEGAL));
        for (m = -1; m <= H && !a->over; m++) {
            if (is_legal(a, m))
                move_round(g, fmts[i], m);
            else {
                /* The text notation has no name for a number of no house (-1, H without
                 * pie=on): MANCALA_EINVAL, as mancala_game_play(3) says. */
                st = mancala_game_move_to_notation(g, fmts[i], m, NULL, 0, &n);
                FUZZ_CHECK(st == MANCALA_EILLEGAL ||
                           (fmts[i] == MANCALA_NOTATION_TEXT && (m < 0 || m >= H) &&
                            st == MANCALA_EINVAL));
            }
        }
    }
}

/* A move text read against g is a legal move that writes back to a text read as the same move,
 * or a documented error that stores nothing. */
static void check_move_text(const mancala_game *g, int32_t fmt, const char *text)
{
    struct fuzz_snap a;
    int32_t m = -77, st = mancala_game_move_from_notation(g, fmt, text, &m);

    if (st != MANCALA_OK) {
        FUZZ_CHECK(st == MANCALA_EPARSE || st == MANCALA_EILLEGAL || st == MANCALA_EOVER ||
                   st == MANCALA_ERULES ||
                   /* a well-formed name of no house of the board (text notation) */
                   (fmt == MANCALA_NOTATION_TEXT && st == MANCALA_EINVAL));
        FUZZ_CHECK(m == -77);
        FUZZ_CHECK(st != MANCALA_EOVER || mancala_game_is_over(g) == 1);
        return;
    }
    fuzz_snap_take(g, &a, 0);
    FUZZ_CHECK(is_legal(&a, m));
    move_round(g, fmt, m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int sentinel;
    mancala_game *const none = (mancala_game *)(void *)&sentinel;
    mancala_game *g = none;
    const mancala_variant *v;
    unsigned sel, pick;
    int32_t fmt, st;
    char *text, *moves;

    if (size < 2)
        return 0;
    setup();
    sel = data[0];
    pick = data[1];
    fmt = fmts[sel % NFMT];
    v = (sel / NFMT) % (2 * NSPECS) < NSPECS ? variants[(sel / NFMT) % (2 * NSPECS)] : NULL;
    text = fuzz_string(data + 2, size - 2);
    if ((moves = strchr(text, '\n')) != NULL)
        *moves++ = '\0';
    FUZZ_CHECK(mancala_game_from_notation(&g, sel & 1 ? 0 : NFMT + 1, text, v) == MANCALA_EINVAL);
    FUZZ_CHECK(g == none);
    st = mancala_game_from_notation(&g, fmt, text, v);
    if (st == MANCALA_OK) {
        struct fuzz_snap a;
        fuzz_snap_take(g, &a, 1);
        FUZZ_CHECK(fmt == MANCALA_NOTATION_OPENSPIEL || a.nhist == 0);
        FUZZ_CHECK(fmt != MANCALA_NOTATION_KGP || a.over || a.to_move == 0);
        check_position(g, fmt, v, &a);
        check_other_notations(g, fmt, &a);
        check_all_moves(g, &a);
    } else {
        FUZZ_CHECK(st == MANCALA_EPARSE || st == MANCALA_ELIMIT ||
                   (st == MANCALA_ERULES && v != NULL) ||
                   (fmt == MANCALA_NOTATION_TEXT && (st == MANCALA_ESPEC || st == MANCALA_EBOARD)) ||
                   (fmt == MANCALA_NOTATION_OPENSPIEL &&
                    (st == MANCALA_EILLEGAL || st == MANCALA_EOVER)));
        FUZZ_CHECK(g == none);
    }
    if (moves)
        check_move_text(st == MANCALA_OK ? g : games[pick % NPREPARED], fmt, moves);
    if (st == MANCALA_OK)
        mancala_game_free(g);
    free(text);
    return 0;
}
