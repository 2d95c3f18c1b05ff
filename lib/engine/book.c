/* SPDX-License-Identifier: MIT */
/* book.c: opening books. A book maps positions (the pits and the side to move) to a move and its
 * score, as a search of the library found them when the book was made (tools/book_build.py); the
 * search plays a book move at full strength instead of searching. The file format, versioned and
 * checksummed, is documented in mancala_book_load(3). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"

#define BOOK_MAGIC "MCBOOK\r\n"
#define BOOK_VERSION 1
#define BOOK_MAX_ENTRIES ((uint64_t)1 << 24)
#define BOOK_MAX_SPEC 1024
#define MC_BOOK_SCORE_MAX 1000 /* a score, in seeds, beyond any game's */

typedef struct book_entry {
    uint64_t key;
    int32_t move, score;
} book_entry;

struct mancala_book {
    mc_rules r;
    uint64_t n;
    book_entry *e; /* by key, ascending */
};

/* The key of a position (mancala_book_load(3)): FNV-1a over its pits (one byte each, in the
 * order of mancala_game_board) and the side to move; then, if the position has marks, over its
 * 2H marks (the MANCALA_MARK_* of mancala_game_mark, player 0's houses first) and its round less
 * one. A position without marks keeps the key of the first books. */
static uint64_t book_key(const mancala_variant *v, const mc_pos *p)
{
    const int H = v->r.houses;
    uint8_t marks[2 * MC_MAX_SIDE + 1];
    uint64_t h = mc_fnv1a(p->pits, v->npits, MC_FNV_BASIS);
    int s, i;
    h = mc_fnv1a(&p->to_move, 1, h);
    if (!mc_has_marks(p))
        return h;
    for (s = 0; s < 2; s++)
        for (i = 0; i < H; i++)
            marks[s * H + i] = mc_closed(p, MC_HOUSE(H, s, i)) ? MANCALA_MARK_CLOSED
                               : p->tuzdik[1 - s] == i + 1            ? MANCALA_MARK_TUZDIK
                                                                       : MANCALA_MARK_OPEN;
    marks[2 * H] = p->round;
    return mc_fnv1a(marks, (size_t)(2 * H + 1), h);
}

/* Reads n bytes, folding them into the checksum. */
static int read_sum(FILE *f, uint8_t *buf, size_t n, uint64_t *sum)
{
    if (fread(buf, 1, n, f) != n)
        return 0;
    *sum = mc_fnv1a(buf, n, *sum);
    return 1;
}

/* The header: magic, version (u32), spec length (u32); the spec; the count (u64). The rules of
 * the spec in *r and the count in *n; MANCALA_ENOMEM where reading the spec ran out of memory. */
static int32_t read_head(FILE *f, uint64_t *sum, mc_rules *r, uint64_t *n)
{
    uint8_t head[16];
    char spec[BOOK_MAX_SPEC + 1];
    uint32_t spec_len;
    int32_t rs;
    if (!read_sum(f, head, 16, sum) || memcmp(head, BOOK_MAGIC, 8) != 0 ||
        mc_le_get(head + 8, 4) != BOOK_VERSION)
        return MANCALA_EFORMAT;
    spec_len = (uint32_t)mc_le_get(head + 12, 4);
    if (spec_len == 0 || spec_len > BOOK_MAX_SPEC || !read_sum(f, (uint8_t *)spec, spec_len, sum))
        return MANCALA_EFORMAT;
    spec[spec_len] = '\0';
    if (!read_sum(f, head, 8, sum) || (*n = mc_le_get(head, 8)) > BOOK_MAX_ENTRIES ||
        strlen(spec) != spec_len)
        return MANCALA_EFORMAT;
    rs = mc_rules_from_spec(r, spec);
    return rs == MANCALA_OK || rs == MANCALA_ENOMEM ? rs : MANCALA_EFORMAT;
}

/* The n entries, then the checksum of the file (mc_load_file checks that it ends there). The
 * array grows as entries are read, so that a short file claiming many entries costs no more than
 * its own size. */
static int32_t read_entries(FILE *f, mancala_book *b, uint64_t n, uint64_t sum)
{
    uint8_t ent[16];
    uint64_t i, cap = 0;
    for (i = 0; i < n; i++) {
        int64_t move, score;
        if (!read_sum(f, ent, 16, &sum))
            return MANCALA_EFORMAT;
        if (i == cap) {
            book_entry *e;
            cap = cap ? 2 * cap : 256;
            cap = cap < n ? cap : n;
            if (!(e = realloc(b->e, (size_t)cap * sizeof *e)))
                return MANCALA_ENOMEM;
            b->e = e;
        }
        b->e[i].key = mc_le_get(ent, 8);
        move = (int32_t)(uint32_t)mc_le_get(ent + 8, 4);
        score = (int32_t)(uint32_t)mc_le_get(ent + 12, 4);
        /* Keys strictly ascending (the probe's binary search), moves within the board. */
        if ((i > 0 && b->e[i].key <= b->e[i - 1].key) || move < 0 || move >= b->r.houses ||
            score < -MC_BOOK_SCORE_MAX || score > MC_BOOK_SCORE_MAX)
            return MANCALA_EFORMAT;
        b->e[i].move = (int32_t)move;
        b->e[i].score = (int32_t)score;
    }
    if (fread(ent, 1, 8, f) != 8 || mc_le_get(ent, 8) != sum)
        return MANCALA_EFORMAT;
    b->n = n;
    return MANCALA_OK;
}

static int32_t book_read(FILE *f, void **obj)
{
    uint64_t sum = MC_FNV_BASIS, n;
    mc_rules r;
    mancala_book *b;
    int32_t st = read_head(f, &sum, &r, &n);
    if (st != MANCALA_OK)
        return st;
    b = calloc(1, sizeof *b);
    if (!b)
        return MANCALA_ENOMEM;
    *obj = b;
    b->r = r;
    return read_entries(f, b, n, sum);
}

static void book_release(void *b)
{
    mancala_book_free(b);
}

int32_t mancala_book_load(mancala_book **out, const char *path)
{
    void *b;
    int32_t st;
    if (!out || !path)
        return MANCALA_EINVAL;
    st = mc_load_file(path, book_read, book_release, &b);
    if (st == MANCALA_OK)
        *out = b;
    return st;
}

void mancala_book_free(mancala_book *b)
{
    if (!b)
        return;
    free(b->e);
    free(b);
}

int32_t mancala_book_entries(const mancala_book *b, uint64_t *count)
{
    if (!b || !count)
        return MANCALA_EINVAL;
    *count = b->n;
    return MANCALA_OK;
}

/* Whether a book of rules a serves rules b: the same rules, the game's limit left out (the
 * search, which writes books, plays as if there were none). */
static int same_rules(const mc_rules *a, const mc_rules *b)
{
    mc_rules x = *a, y = *b;
    x.limit = y.limit = 0;
    return memcmp(&x, &y, sizeof x) == 0;
}

/* The book's move for p under rules v: 1 and *move, *score if it holds one that is legal. */
int mc_book_lookup(const mancala_book *b, const mancala_variant *v, const mc_pos *p,
                   uint32_t mask, int *move, int *score)
{
    uint64_t key, lo = 0, hi;
    /* A book's moves are single steps: none serves turns of several (seize=any). */
    if (!b || v->hooked || v->fam.steps || !same_rules(&b->r, &v->r))
        return 0;
    key = book_key(v, p);
    hi = b->n;
    while (lo < hi) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (b->e[mid].key < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo >= b->n || b->e[lo].key != key || !(mask >> b->e[lo].move & 1))
        return 0;
    *move = b->e[lo].move;
    *score = b->e[lo].score;
    return 1;
}

int32_t mancala_book_probe(const mancala_book *b, const mancala_game *g, int32_t *move,
                           int32_t *score)
{
    int mv, sc;
    if (!b || !g || !move)
        return MANCALA_EINVAL;
    if (mc_book_lookup(b, &g->v, &g->cur, g->mask, &mv, &sc)) {
        *move = mv;
        if (score)
            *score = sc;
    } else {
        *move = -1;
    }
    return MANCALA_OK;
}
