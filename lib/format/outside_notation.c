/* SPDX-License-Identifier: MIT */
/* outside_notation.c: the notations of mancala_game_to_notation(3), read and written: the library's
 * own (position text and move names, notation.c), PlayStrategy's Oware FEN and moves, the
 * Kalah Game Protocol's board literal and moves, OpenSpiel's games and action numbers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"

/* A growing text; err keeps the first allocation failure. */
typedef struct text {
    char *s;
    size_t len, cap;
    int32_t err;
} text;

static void put(text *t, const char *fmt, int a, int b)
{
    char tmp[96];
    int n = snprintf(tmp, sizeof tmp, fmt, a, b);
    size_t k = n > 0 && (size_t)n < sizeof tmp ? (size_t)n : 0;

    if (t->err != MANCALA_OK)
        return;
    if (t->len + k + 1 > t->cap) {
        size_t cap = (t->len + k + 1) * 2;
        char *s = realloc(t->s, cap);
        if (!s) {
            t->err = MANCALA_ENOMEM;
            return;
        }
        t->s = s;
        t->cap = cap;
    }
    memcpy(t->s + t->len, tmp, k + 1);
    t->len += k;
}

/* Hands the text to the caller under the buffer rule of the API. */
static int32_t deliver(text *t, char *buf, size_t cap, size_t *needed)
{
    int32_t st = t->err;

    if (st == MANCALA_OK) {
        *needed = t->len + 1;
        if (cap < t->len + 1)
            st = MANCALA_ERANGE;
        else
            memcpy(buf, t->s, t->len + 1);
    }
    free(t->s);
    return st;
}

/* The presets the outside notations speak of (the rules layer's registry). */
static const mc_rules *kalah_rules(void)
{
    return mc_preset_rules("kalah", 5);
}

static const mc_rules *oware_rules(void)
{
    return mc_preset_rules("oware", 5);
}

static int hooked(const mancala_variant *v)
{
    return v->hooked;
}

/* PlayStrategy plays Oware on a 2 x 6 board; the seeds per house change nothing but the total. */
static int fits_playstrategy(const mancala_variant *v)
{
    mc_rules r = v->r;
    r.seeds = oware_rules()->seeds;
    return !hooked(v) && memcmp(&r, oware_rules(), sizeof r) == 0;
}

/* The KGP referee plays Kalah of any size. An early end on a majority is a setting of a server,
 * and an older referee banked a lone seed opposite an empty house (capture=empty): both values of
 * each are accepted in a variant given. */
static int fits_kgp(const mancala_variant *v)
{
    mc_rules r = v->r;
    if (r.capture == MC_CAPTURE_EMPTY)
        r.capture = MC_CAPTURE_STANDARD;
    r.houses = kalah_rules()->houses;
    r.seeds = kalah_rules()->seeds;
    r.majority = kalah_rules()->majority;
    return !hooked(v) && memcmp(&r, kalah_rules(), sizeof r) == 0;
}

/* OpenSpiel: 1 for `mancala` (Kalah 6 x 4), 2 for `oware` (any size), 0 for neither. */
static int openspiel_game(const mancala_variant *v)
{
    mc_rules r = v->r;
    if (hooked(v))
        return 0;
    if (memcmp(&r, kalah_rules(), sizeof r) == 0)
        return 1;
    r.houses = oware_rules()->houses;
    r.seeds = oware_rules()->seeds;
    return memcmp(&r, oware_rules(), sizeof r) == 0 ? 2 : 0;
}

/* Whether games of v can be written in fmt: MANCALA_OK, ERULES, or EINVAL for no such notation.
 * *game is OpenSpiel's game for v. */
static int32_t fits(const mancala_variant *v, int32_t fmt, int *game)
{
    switch (fmt) {
    case MANCALA_NOTATION_PLAYSTRATEGY:
        return fits_playstrategy(v) ? MANCALA_OK : MANCALA_ERULES;
    case MANCALA_NOTATION_KGP:
        return fits_kgp(v) ? MANCALA_OK : MANCALA_ERULES;
    case MANCALA_NOTATION_OPENSPIEL:
        return (*game = openspiel_game(v)) ? MANCALA_OK : MANCALA_ERULES;
    case MANCALA_NOTATION_TEXT:
        return MANCALA_OK; /* the library's own: any rules */
    default:
        return MANCALA_EINVAL;
    }
}

/* Reads a number of the outside notations at *s (decimal, no leading zero, below 100000) and
 * moves past it; -1 if there is none. */
static int32_t number(const char **s)
{
    unsigned n;
    size_t k = mc_decimal(*s, MC_UNTIL_NUL, &n);

    if (k == 0 || k > 5 || (k > 1 && **s == '0'))
        return -1;
    *s += k;
    return (int32_t)n;
}

/* Makes a game of v (or of rules r when v is NULL) on pits with to_move. */
static int32_t make(mancala_game **out, const mancala_variant *v, const mc_rules *r,
                    const int32_t *pits, size_t count, int32_t to_move)
{
    mancala_variant tmp;
    mancala_game *g;
    int32_t st;

    if (!v) {
        mc_variant_init(&tmp, r);
        v = &tmp;
    }
    st = mancala_game_new(&g, v);
    if (st != MANCALA_OK)
        return st;
    if (pits)
        st = mancala_game_set_board(g, pits, count, to_move);
    if (st != MANCALA_OK) {
        mancala_game_free(g);
        return st;
    }
    *out = g;
    return MANCALA_OK;
}

/* ---- PlayStrategy ---------------------------------------------------------------------- */

/* Files a-f run from South's left: South's house i is file i of rank 1, North's house i is
 * file 5-i of rank 2. The ring numbers South's houses 0-5, then North's 0-5. */
static int ps_ring_file(int ring)
{
    return ring < 6 ? ring : 11 - ring;
}

/* Whether a FEN can hold g's position: PlayStrategy's reader (and ps_read) takes only a board
 * and scores whose seeds add up to the game's, or a finished game whose scores alone do (a game
 * on whose scores hold the game's seeds while its houses hold more would read back finished). A
 * position text may hold any seeds: such a position has no FEN. */
static int ps_holds(const mancala_game *g)
{
    const mc_pos *p = &g->cur;
    const int all = 12 * g->v.r.seeds, scores = p->pits[MC_STORE(6, 0)] + p->pits[MC_STORE(6, 1)];
    return (scores == all && p->over) || mc_house_seeds(6, p) + scores == all;
}

static void ps_position(const mancala_game *g, text *t)
{
    const mc_pos *p = &g->cur;
    int rank, file, start, plies;

    for (rank = 2; rank >= 1; rank--) {
        const char *sep = "";
        int run = 0;
        for (file = 0; file <= 6; file++) {
            int c = file == 6 ? 0 : p->pits[rank == 1 ? MC_HOUSE(6, 0, file)
                                                      : MC_HOUSE(6, 1, 5 - file)];
            if (c == 0 && file < 6) {
                run++;
                continue;
            }
            if (run) {
                put(t, *sep ? ",%d" : "%d", run, 0);
                sep = ",";
                run = 0;
            }
            if (file < 6) {
                put(t, *sep ? ",%dS" : "%dS", c, 0);
                sep = ",";
            }
        }
        if (rank == 2)
            put(t, "/", 0, 0);
    }
    /* No extra moves in Oware: the sides alternate, so the ply count gives the first mover. */
    plies = (int)g->hist.len;
    start = plies % 2 ? 1 - p->to_move : p->to_move;
    put(t, " %d %d", p->pits[MC_STORE(6, 0)], p->pits[MC_STORE(6, 1)]);
    put(t, " %c %d", p->to_move ? 'N' : 'S', 1 + (plies + start) / 2);
}

/* One row of a FEN, files a-f, into counts[0..5]. */
static const char *ps_row(const char *s, int32_t *counts)
{
    int file = 0;

    for (;;) {
        int32_t n = number(&s);
        if (n <= 0)
            return NULL;
        if (*s == 'S' || *s == 's') {
            s++;
            if (file >= 6)
                return NULL;
            counts[file++] = n;
        } else {
            if (n > 6 - file)
                return NULL;
            while (n--)
                counts[file++] = 0;
        }
        if (*s != ',')
            break;
        s++;
    }
    return file == 6 ? s : NULL;
}

/* The detail of a FEN that is not one: the part being read, where its reading stopped. */
static int32_t ps_fault(mancala_error_info *info, const char *text, const char *s,
                        const char *field, const char *part)
{
    char found[24];
    if (!info)
        return MANCALA_EPARSE;
    return mc_fail(info, MANCALA_EPARSE, (long)(s - text), field, "expected %s at offset %ld, "
                   "found %s (a FEN is \"ROW/ROW SCORE SCORE S|N MOVE\")", part,
                   (long)(s - text), mc_found(found, sizeof found, s));
}

static int32_t ps_read(mancala_game **out, const char *text, const mancala_variant *v,
                       mancala_error_info *info)
{
    int32_t north[6], south[6], pits[14], s0, s1, to_move;
    int i, all, total = 0;
    const char *s = text, *at;

    if (!(s = ps_row(at = s, north)) || *s++ != '/')
        return ps_fault(info, text, s ? s - 1 : at, "north", "North's row (rank 2) then '/'");
    if (!(s = ps_row(at = s, south)) || *s++ != ' ')
        return ps_fault(info, text, s ? s - 1 : at, "south", "South's row (rank 1) then a space");
    if ((s0 = number(&s)) < 0 || *s != ' ')
        return ps_fault(info, text, s, "scores", "South's score then a space");
    s++;
    if ((s1 = number(&s)) < 0 || *s != ' ')
        return ps_fault(info, text, s, "scores", "North's score then a space");
    s++;
    if (*s != 'S' && *s != 'N')
        return ps_fault(info, text, s, "player", "the player to move (S or N)");
    to_move = *s++ == 'N';
    if (*s != ' ')
        return ps_fault(info, text, s, "player", "a space after the player");
    s++;
    if (number(&s) < 1 || !mc_at_end(s)) /* the move number is not kept */
        return ps_fault(info, text, s, "move number", "the move number (1 or more), then the end");
    for (i = 0; i < 6; i++) {
        pits[MC_HOUSE(6, 0, i)] = south[i];
        pits[MC_HOUSE(6, 1, i)] = north[5 - i];
        total += south[i] + north[i];
    }
    if (total + s0 + s1 > MANCALA_MAX_SEEDS)
        return MANCALA_ELIMIT;
    /* A finished game, as PlayStrategy writes it: the scores already hold the seeds left on
     * each side, which the board still shows. Otherwise every seed is on the board or scored,
     * as PlayStrategy checks too (samurai/Api.scala, validateFEN). */
    all = 12 * (v ? v->r.seeds : oware_rules()->seeds);
    if (s0 + s1 == all)
        for (i = 0; i < 6; i++)
            pits[MC_HOUSE(6, 0, i)] = pits[MC_HOUSE(6, 1, i)] = 0;
    else if (total + s0 + s1 != all)
        return mc_fail(info, MANCALA_EPARSE, -1, "board", "the FEN holds %d seeds, the game %d",
                       total + s0 + s1, all);
    pits[MC_STORE(6, 0)] = s0;
    pits[MC_STORE(6, 1)] = s1;
    return make(out, v, oware_rules(), pits, 14, to_move);
}

/* Where the last seed of a legal Oware move lands, on the ring. */
static int ps_landing(const mancala_game *g, int32_t move)
{
    const mc_pos *p = &g->cur;
    int start = p->to_move * 6 + move, ring = start;
    int n = p->pits[MC_HOUSE(6, p->to_move, move)];

    while (n--) {
        ring = (ring + 1) % 12;
        if (ring == start)
            ring = (ring + 1) % 12;
    }
    return ring;
}

/* ---- Kalah Game Protocol --------------------------------------------------------------- */

/* The literal is seen from the player to move: their store and houses come first. */
static void kgp_position(const mancala_game *g, text *t)
{
    const mc_pos *p = &g->cur;
    const int H = g->v.r.houses, me = p->to_move;
    int side, i;

    put(t, "<%d,%d", H, p->pits[MC_STORE(H, me)]);
    put(t, ",%d", p->pits[MC_STORE(H, 1 - me)], 0);
    for (side = 0; side < 2; side++)
        for (i = 0; i < H; i++)
            put(t, ",%d", p->pits[MC_HOUSE(H, side ? 1 - me : me, i)], 0);
    put(t, ">", 0, 0);
}

static int32_t kgp_read(mancala_game **out, const char *text, const mancala_variant *v,
                        mancala_error_info *info)
{
    const char *s = text;
    char found[24];
    int32_t vals[3 + 2 * MANCALA_MAX_HOUSES], pits[MC_MAX_PITS], n;
    int32_t total = 0;
    mc_rules r = *kalah_rules();
    int k = 0, i;

    if (*s != '<')
        return mc_fail(info, MANCALA_EPARSE, 0, "", "expected '<' at offset 0, found %s",
                       mc_found(found, sizeof found, s));
    s++;
    for (;;) {
        if (k == 3 + 2 * MANCALA_MAX_HOUSES)
            return mc_fail(info, MANCALA_ELIMIT, (long)(s - text), "", "more than %d houses",
                           MANCALA_MAX_HOUSES);
        if ((vals[k++] = number(&s)) < 0 || (*s != '>' && *s != ','))
            return mc_fail(info, MANCALA_EPARSE, (long)(s - text), "", "expected a number then "
                           "',' or '>' at offset %ld, found %s", (long)(s - text),
                           mc_found(found, sizeof found, s));
        if (*s++ == '>')
            break;
    }
    if (!mc_at_end(s))
        return mc_fail(info, MANCALA_EPARSE, (long)(s - text), "", "unexpected %s at offset %ld "
                       "after '>'", mc_found(found, sizeof found, s), (long)(s - text));
    n = vals[0];
    if (n > MANCALA_MAX_HOUSES)
        return mc_fail(info, MANCALA_ELIMIT, 1, "houses", "%ld houses, more than %d", (long)n,
                       MANCALA_MAX_HOUSES);
    if (n < 1 || k != 3 + 2 * n)
        return mc_fail(info, MANCALA_EPARSE, 1, "houses", "%d numbers where %ld houses make %ld",
                       k, (long)n, (long)(3 + 2 * n));
    if (v && v->r.houses != n)
        return MANCALA_ERULES;
    for (i = 0; i < n; i++) {
        pits[MC_HOUSE(n, 0, i)] = vals[3 + i];
        pits[MC_HOUSE(n, 1, i)] = vals[3 + n + i];
    }
    pits[MC_STORE(n, 0)] = vals[1];
    pits[MC_STORE(n, 1)] = vals[2];
    for (i = 1; i < k; i++)
        total += vals[i];
    if (total > MANCALA_MAX_SEEDS)
        return mc_fail(info, MANCALA_ELIMIT, -1, "board", "%ld seeds, more than %d", (long)total,
                       MANCALA_MAX_SEEDS);
    /* The referee's rules (KWARC/kalah-game, server/go-kgp, board.go, Board.Sow): Kalah, whose
     * capture needs seeds across. The literal does not give the starting seeds; they only name
     * the rules, so take the board's average. */
    r.houses = (uint8_t)n;
    r.seeds = (uint8_t)(total / (2 * n) > 0 ? total / (2 * n) : 1);
    return make(out, v, &r, pits, (size_t)(2 * n + 2), 0);
}

/* ---- OpenSpiel ------------------------------------------------------------------------- */

static int32_t os_action(const mancala_game *g, int game, int32_t move)
{
    if (game == 1)
        return g->cur.to_move ? 8 + move : 1 + move;
    return move;
}

static int32_t os_move(const mancala_game *g, int game, int32_t action)
{
    const int H = g->v.r.houses;

    if (game == 1)
        action -= g->cur.to_move ? 8 : 1;
    return action >= 0 && action < H ? action : -1;
}

static int32_t os_position(const mancala_game *g, int game, text *t)
{
    const mc_history *h = &g->hist;
    const mc_pos *first = h->len ? &h->pos[0] : &g->cur;
    const int H = g->v.r.houses, S = g->v.r.seeds;
    int i;

    /* OpenSpiel games start from the start position: only games from there can be written. */
    if (first->to_move != 0 || first->pits[MC_STORE(H, 0)] || first->pits[MC_STORE(H, 1)])
        return MANCALA_ERULES;
    for (i = 0; i < H; i++)
        if (first->pits[MC_HOUSE(H, 0, i)] != S || first->pits[MC_HOUSE(H, 1, i)] != S)
            return MANCALA_ERULES;
    if (game == 1)
        put(t, "mancala", 0, 0);
    else if (H == 6 && S == 4)
        put(t, "oware", 0, 0);
    else
        put(t, "oware(num_houses_per_player=%d,num_seeds_per_house=%d)", H, S);
    for (i = 0; i < (int)h->len; i++) {
        int32_t m = h->step[i].move;
        put(t, " %d", game == 1 ? (h->pos[i].to_move ? 8 + m : 1 + m) : m, 0);
    }
    return MANCALA_OK;
}

/* Reads "name" or "name(key=value,...)" into rules; *game 0 for one beyond the library's limits. */
static const char *os_game(const char *s, mc_rules *r, int *game)
{
    static const char houses_key[] = "num_houses_per_player=";
    static const char seeds_key[] = "num_seeds_per_house=";
    int32_t houses = 6, seeds = 4;

    if (strncmp(s, "mancala", 7) == 0) {
        *r = *kalah_rules();
        *game = 1;
        s += 7;
        if (strncmp(s, "()", 2) == 0)
            s += 2;
        return s;
    }
    if (strncmp(s, "oware", 5) != 0)
        return NULL;
    s += 5;
    *game = 2;
    if (strncmp(s, "()", 2) == 0) {
        s += 2;
    } else if (*s == '(') {
        int seen = 0;
        s++;
        for (;;) {
            int32_t *dst;
            if (strncmp(s, houses_key, sizeof houses_key - 1) == 0 && !(seen & 1)) {
                s += sizeof houses_key - 1;
                dst = &houses;
                seen |= 1;
            } else if (strncmp(s, seeds_key, sizeof seeds_key - 1) == 0 && !(seen & 2)) {
                s += sizeof seeds_key - 1;
                dst = &seeds;
                seen |= 2;
            } else {
                return NULL;
            }
            if ((*dst = number(&s)) < 1)
                return NULL;
            if (*s == ')') {
                s++;
                break;
            }
            if (*s++ != ',')
                return NULL;
        }
    }
    if (houses > MANCALA_MAX_HOUSES || 2 * houses * seeds > MANCALA_MAX_SEEDS) {
        *game = 0; /* well formed, beyond the library's limits */
        return s;
    }
    *r = *oware_rules();
    r->houses = (uint8_t)houses;
    r->seeds = (uint8_t)seeds;
    return s;
}

/* An action of game (*ctx) as the move it stands for, or the error it is. */
static int32_t os_house(const mancala_game *g, unsigned n, size_t digits, const void *ctx)
{
    int32_t m;

    if (digits > 5)
        return MANCALA_EPARSE;
    if (g->cur.over)
        return MANCALA_EOVER;
    m = os_move(g, *(const int *)ctx, (int32_t)n);
    return m < 0 ? MANCALA_EILLEGAL : m;
}

static int32_t os_read(mancala_game **out, const char *text, const mancala_variant *v,
                       mancala_error_info *info)
{
    const char *s;
    mancala_game *g;
    mc_rules r;
    int game;
    size_t played = 0;
    int32_t st;

    if (!(s = os_game(text, &r, &game)) || (*s != ' ' && !mc_at_end(s)))
        return mc_fail(info, MANCALA_EPARSE, 0, "game", "expected \"mancala\", \"oware\" or "
                       "\"oware(num_houses_per_player=H,num_seeds_per_house=S)\" at offset 0");
    if (game == 0)
        return mc_fail(info, MANCALA_ELIMIT, 0, "game", "the game's size is beyond the library's "
                       "limits");
    if (v && (hooked(v) || memcmp(&v->r, &r, sizeof r) != 0))
        return mc_fail(info, MANCALA_ERULES, 0, "game", "the game is not the variant given");
    st = make(&g, NULL, &r, NULL, 0, 0);
    if (st != MANCALA_OK)
        return mc_fail_plain(info, st);
    /* The actions, one space before each. */
    if (*s == ' ') {
        const char *const first = ++s;
        char where[32];
        st = mc_replay(g, &s, os_house, &game, &played, info);
        snprintf(where, sizeof where, "action %lu", (unsigned long)played + 1);
        mc_info_within(info, (long)(first - text), 0, (int32_t)played + 1, where);
        if (st == MANCALA_OK && !mc_at_end(s))
            st = mc_fail(info, MANCALA_EPARSE, (long)(s - text), "", "text after the actions");
    }
    if (st != MANCALA_OK) {
        mancala_game_free(g);
        return st;
    }
    *out = g;
    return MANCALA_OK;
}

/* ---- The library's own (MANCALA_NOTATION_TEXT): the position text, whose spec a variant given
 * must equal. */

static int32_t text_read(mancala_game **out, const char *s, const mancala_variant *v,
                         mancala_error_info *info)
{
    mancala_game *g;
    int32_t st = mancala_game_from_text_info(&g, s, info);
    if (st != MANCALA_OK)
        return st;
    if (v && (hooked(v) || memcmp(&v->r, &g->v.r, sizeof v->r) != 0)) {
        mancala_game_free(g);
        return mc_fail(info, MANCALA_ERULES, 0, "name", "the rules of the text are not the "
                       "variant's");
    }
    *out = g;
    return MANCALA_OK;
}

/* ---- The API --------------------------------------------------------------------------- */

int32_t mancala_game_to_notation(const mancala_game *g, int32_t fmt, char *buf, size_t cap,
                                 size_t *needed)
{
    text t = {NULL, 0, 0, MANCALA_OK};
    int32_t st;
    int game = 0;

    if (!g || !needed || (!buf && cap > 0))
        return MANCALA_EINVAL;
    st = fits(&g->v, fmt, &game);
    if (st != MANCALA_OK)
        return st;
    if (fmt == MANCALA_NOTATION_TEXT)
        return mancala_game_to_text(g, buf, cap, needed);
    if (fmt == MANCALA_NOTATION_PLAYSTRATEGY) {
        if (!ps_holds(g)) /* no FEN reads back to it */
            return MANCALA_ERULES;
        ps_position(g, &t);
    } else if (fmt == MANCALA_NOTATION_KGP) {
        kgp_position(g, &t);
    } else {
        st = os_position(g, game, &t);
    }
    if (st != MANCALA_OK) {
        free(t.s);
        return st;
    }
    return deliver(&t, buf, cap, needed);
}

int32_t mancala_game_from_notation_info(mancala_game **out, int32_t fmt, const char *text_in,
                                        const mancala_variant *v, mancala_error_info *info)
{
    int game;

    if (mc_info_start(info) != MANCALA_OK)
        return MANCALA_EINVAL;
    if (!out || !text_in)
        return mc_fail(info, MANCALA_EINVAL, -1, "", "%s is NULL", out ? "text" : "out");
    /* OpenSpiel's text names its rules, which a variant given must equal (os_read). */
    if (v && fmt != MANCALA_NOTATION_OPENSPIEL && fits(v, fmt, &game) == MANCALA_ERULES)
        return mc_fail(info, MANCALA_ERULES, -1, "", "the notation does not write these rules");
    switch (fmt) {
    case MANCALA_NOTATION_PLAYSTRATEGY:
        return mc_fail_plain(info, ps_read(out, text_in, v, info));
    case MANCALA_NOTATION_KGP:
        return mc_fail_plain(info, kgp_read(out, text_in, v, info));
    case MANCALA_NOTATION_OPENSPIEL:
        return mc_fail_plain(info, os_read(out, text_in, v, info));
    case MANCALA_NOTATION_TEXT:
        return text_read(out, text_in, v, info);
    default:
        return mc_fail(info, MANCALA_EINVAL, -1, "", "no notation %ld", (long)fmt);
    }
}

int32_t mancala_game_from_notation(mancala_game **out, int32_t fmt, const char *text_in,
                                   const mancala_variant *v)
{
    return mancala_game_from_notation_info(out, fmt, text_in, v, NULL);
}

/* The checks every move conversion starts with; the rules' fit for fmt, then the game's state. */
static int32_t move_check(const mancala_game *g, int32_t fmt, int *game)
{
    int32_t st = fits(&g->v, fmt, game);

    if (st != MANCALA_OK)
        return st;
    return g->cur.over ? MANCALA_EOVER : MANCALA_OK;
}

int32_t mancala_game_move_to_notation(const mancala_game *g, int32_t fmt, int32_t move, char *buf,
                                      size_t cap, size_t *needed)
{
    text t = {NULL, 0, 0, MANCALA_OK};
    int game = 0;
    int32_t st;

    if (!g || !needed || (!buf && cap > 0))
        return MANCALA_EINVAL;
    st = move_check(g, fmt, &game);
    if (st != MANCALA_OK)
        return st;
    if (fmt == MANCALA_NOTATION_TEXT) {
        char name[MC_MOVE_NAME_MAX];
        size_t len;
        st = mc_move_name(g, move, name, &len);
        if (st != MANCALA_OK)
            return st;
        *needed = len + 1;
        if (cap < len + 1)
            return MANCALA_ERANGE;
        memcpy(buf, name, len + 1);
        return MANCALA_OK;
    }
    if (move < 0 || move >= g->v.r.houses || !(g->mask >> move & 1))
        return MANCALA_EILLEGAL;
    if (fmt == MANCALA_NOTATION_PLAYSTRATEGY) {
        int from = g->cur.to_move * 6 + move, to = ps_landing(g, move);
        put(&t, "%c%d", 'a' + ps_ring_file(from), from < 6 ? 1 : 2);
        put(&t, "%c%d", 'a' + ps_ring_file(to), to < 6 ? 1 : 2);
    } else if (fmt == MANCALA_NOTATION_KGP) {
        put(&t, "%d", move + 1, 0);
    } else {
        put(&t, "%d", os_action(g, game, move), 0);
    }
    return deliver(&t, buf, cap, needed);
}

/* A PlayStrategy square ("c1") on the ring; -1 if it is not one. */
static int ps_square(const char *s)
{
    if (s[0] < 'a' || s[0] > 'f' || (s[1] != '1' && s[1] != '2'))
        return -1;
    return s[1] == '1' ? s[0] - 'a' : 11 - (s[0] - 'a');
}

int32_t mancala_game_move_from_notation(const mancala_game *g, int32_t fmt, const char *text_in,
                                        int32_t *move)
{
    const char *s = text_in;
    int game = 0;
    int32_t st, m;

    if (!g || !text_in || !move)
        return MANCALA_EINVAL;
    st = move_check(g, fmt, &game);
    if (st != MANCALA_OK)
        return st;
    if (fmt == MANCALA_NOTATION_TEXT)
        return mc_move_read(g, s, move);
    if (fmt == MANCALA_NOTATION_PLAYSTRATEGY) {
        /* The start square alone is what PlayStrategy's API also takes (samurai/Api.scala). */
        size_t len = strlen(s);
        int from, to;
        if (len > 0 && s[len - 1] == '\n') /* a final newline */
            len -= len > 1 && s[len - 2] == '\r' ? 2 : 1;
        from = len >= 2 ? ps_square(s) : -1;
        to = len == 4 ? ps_square(s + 2) : -1;
        if (from < 0 || (len != 2 && (len != 4 || to < 0)))
            return MANCALA_EPARSE;
        if (from / 6 != g->cur.to_move)
            return MANCALA_EILLEGAL;
        m = from % 6;
        if (!(g->mask >> m & 1) || (len == 4 && ps_landing(g, m) != to))
            return MANCALA_EILLEGAL;
    } else {
        int32_t n = number(&s);
        if (n < 0 || !mc_at_end(s))
            return MANCALA_EPARSE;
        m = fmt == MANCALA_NOTATION_KGP ? n - 1 : os_move(g, game, n);
        if (m < 0 || m >= g->v.r.houses || !(g->mask >> m & 1))
            return MANCALA_EILLEGAL;
    }
    *move = m;
    return MANCALA_OK;
}
