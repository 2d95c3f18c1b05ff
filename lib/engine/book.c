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
    uint8_t marks[2 * MANCALA_MAX_HOUSES + 1];
    uint64_t h = mc_fnv1a(p->pits, v->npits, MC_FNV_BASIS);
    int s, i;
    h = mc_fnv1a(&p->to_move, 1, h);
    if (!mc_has_marks(p))
        return h;
    for (s = 0; s < 2; s++)
        for (i = 0; i < H; i++)
            marks[s * H + i] = (p->closed >> MC_HOUSE(H, s, i) & 1) ? MANCALA_MARK_CLOSED
                               : p->tuzdik[1 - s] == i + 1            ? MANCALA_MARK_TUZDIK
                                                                       : MANCALA_MARK_OPEN;
    marks[2 * H] = p->round;
    return mc_fnv1a(marks, (size_t)(2 * H + 1), h);
}

static uint64_t get_le(const uint8_t *b, int n)
{
    uint64_t x = 0;
    int i;
    for (i = n - 1; i >= 0; i--)
        x = x << 8 | b[i];
    return x;
}

/* Reads n bytes, folding them into the checksum. */
static int read_sum(FILE *f, uint8_t *buf, size_t n, uint64_t *sum)
{
    if (fread(buf, 1, n, f) != n)
        return 0;
    *sum = mc_fnv1a(buf, n, *sum);
    return 1;
}

int32_t mancala_book_load(mancala_book **out, const char *path)
{
    uint8_t head[16], ent[16], tail[8];
    char spec[BOOK_MAX_SPEC + 1];
    uint64_t sum = MC_FNV_BASIS, n, i;
    mancala_book *b = NULL;
    uint32_t spec_len;
    int32_t st = MANCALA_EFORMAT, rs;
    FILE *f;

    if (!out || !path)
        return MANCALA_EINVAL;
    f = fopen(path, "rb");
    if (!f)
        return MANCALA_EIO;
    /* magic, version (u32), spec length (u32); the spec; the count (u64); the entries; the sum */
    if (!read_sum(f, head, 16, &sum) || memcmp(head, BOOK_MAGIC, 8) != 0 ||
        get_le(head + 8, 4) != BOOK_VERSION)
        goto done;
    spec_len = (uint32_t)get_le(head + 12, 4);
    if (spec_len == 0 || spec_len > BOOK_MAX_SPEC || !read_sum(f, (uint8_t *)spec, spec_len, &sum))
        goto done;
    spec[spec_len] = '\0';
    if (!read_sum(f, head, 8, &sum) || (n = get_le(head, 8)) > BOOK_MAX_ENTRIES)
        goto done;
    b = calloc(1, sizeof *b);
    if (!b || !(b->e = malloc((size_t)(n ? n : 1) * sizeof *b->e))) {
        st = MANCALA_ENOMEM;
        goto done;
    }
    if (strlen(spec) != spec_len)
        goto done;
    rs = mc_rules_from_spec(&b->r, spec);
    if (rs != MANCALA_OK) {
        if (rs == MANCALA_ENOMEM) /* not the file's fault */
            st = MANCALA_ENOMEM;
        goto done;
    }
    for (i = 0; i < n; i++) {
        int64_t move, score;
        if (!read_sum(f, ent, 16, &sum))
            goto done;
        b->e[i].key = get_le(ent, 8);
        move = (int32_t)(uint32_t)get_le(ent + 8, 4);
        score = (int32_t)(uint32_t)get_le(ent + 12, 4);
        /* Keys strictly ascending (the probe's binary search), moves within the board. */
        if ((i > 0 && b->e[i].key <= b->e[i - 1].key) || move < 0 || move >= b->r.houses ||
            score < -MC_BOOK_SCORE_MAX || score > MC_BOOK_SCORE_MAX)
            goto done;
        b->e[i].move = (int32_t)move;
        b->e[i].score = (int32_t)score;
    }
    if (fread(tail, 1, 8, f) != 8 || get_le(tail, 8) != sum || fgetc(f) != EOF)
        goto done;
    b->n = n;
    st = MANCALA_OK;
done:
    fclose(f);
    if (st != MANCALA_OK) {
        mancala_book_free(b);
        return st;
    }
    *out = b;
    return MANCALA_OK;
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

/* The book's move for p under rules v: 1 and *move, *score if it holds one that is legal. */
int mc_book_lookup(const mancala_book *b, const mancala_variant *v, const mc_pos *p,
                   uint32_t mask, int *move, int *score)
{
    uint64_t key, lo = 0, hi;
    if (!b || v->hooked || memcmp(&b->r, &v->r, sizeof b->r) != 0)
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
