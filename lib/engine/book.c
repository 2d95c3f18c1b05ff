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
#define BOOK_MAX_ENTRIES ((uint64_t)1 << 24)
#define BOOK_MAX_SPEC 1024
#define MC_BOOK_SCORE_MAX 1000 /* a score, in seeds, beyond any game's */

typedef struct book_entry {
    uint64_t key;
    int32_t move, score;
} book_entry;

struct mancala_book {
    mc_rules r;
    uint32_t version; /* 1 or 2: the key's bytes (book_key) */
    uint64_t n;
    book_entry *e; /* by key, ascending */
};

/* The key of a position (mancala_book_load(3)): FNV-1a over its pits (one byte each, in the
 * order of mancala_game_board) and the side to move; then, if the position has marks (a closed
 * house, a tuzdik) or a round after the first, over its 2H marks (the MANCALA_MARK_* of
 * mancala_game_mark, player 0's houses first) and its round less one. Version 2 goes on in the
 * same way where the position's first turns are still to come (pie=on, opening=) or a nyumba is
 * lost, and hashes those two bytes after the round: version 1's key left them out, so that a pie
 * game's first positions had no key of their own. A position with none of that state keeps the
 * key of the first books. (A turn paused for a choice is never looked up: mc_book_lookup.) */
static uint64_t book_key(const mancala_book *b, const mancala_variant *v, const mc_pos *p)
{
    const int H = v->r.houses;
    uint8_t marks[2 * MC_MAX_SIDE + 3];
    uint64_t h = mc_fnv1a(p->pits, v->npits, MC_FNV_BASIS);
    int s, i, n = 2 * H + 1;
    int state = p->closed != 0 || p->tuzdik[0] || p->tuzdik[1] || p->round;
    h = mc_fnv1a(&p->to_move, 1, h);
    if (b->version >= 2) {
        state = state || p->fresh || p->lost;
        marks[n++] = p->fresh;
        marks[n++] = p->lost;
    }
    if (!state)
        return h;
    for (s = 0; s < 2; s++)
        for (i = 0; i < H; i++)
            marks[s * H + i] = mc_closed(p, MC_HOUSE(H, s, i)) ? MANCALA_MARK_CLOSED
                               : p->tuzdik[1 - s] == i + 1            ? MANCALA_MARK_TUZDIK
                                                                       : MANCALA_MARK_OPEN;
    marks[2 * H] = p->round;
    return mc_fnv1a(marks, (size_t)n, h);
}

/* The checksum of a file, over every byte before it: version 1's FNV-1a-64 (8 bytes), version
 * 2's CRC-32C (4 bytes). Both cover the header, so a changed version, count or spec is caught. */
typedef struct book_sum {
    uint32_t version;
    uint64_t fnv;
    uint32_t crc;
} book_sum;

/* Reads n bytes, folding them into the checksum. */
static int read_sum(FILE *f, uint8_t *buf, size_t n, book_sum *sum)
{
    if (fread(buf, 1, n, f) != n)
        return 0;
    if (sum->version == 1)
        sum->fnv = mc_fnv1a(buf, n, sum->fnv);
    else
        sum->crc = mc_crc32c(buf, n, sum->crc);
    return 1;
}

/* The checksum at the end of the file: whether it is the one of the bytes before it. */
static int sum_matches(FILE *f, const book_sum *sum)
{
    uint8_t b[8];
    const int n = sum->version == 1 ? 8 : 4;
    if (fread(b, 1, (size_t)n, f) != (size_t)n)
        return 0;
    return sum->version == 1 ? mc_le_get(b, 8) == sum->fnv : mc_le_get(b, 4) == sum->crc;
}

/* The header: magic, version (u32), spec length (u32); the spec; the count (u64). The version in
 * sum->version, the spec in spec (room for BOOK_MAX_SPEC + 1 bytes, NUL-terminated) and the count
 * in *n, held to the file's real size: a count that the file cannot hold is refused here, before
 * anything is allocated. */
static int32_t read_head(FILE *f, uint64_t size, book_sum *sum, char *spec, uint64_t *n)
{
    uint8_t head[16];
    uint32_t spec_len;
    if (fread(head, 1, 16, f) != 16 || memcmp(head, BOOK_MAGIC, 8) != 0)
        return MANCALA_EFORMAT;
    sum->version = (uint32_t)mc_le_get(head + 8, 4);
    if (sum->version != 1 && sum->version != 2)
        return MANCALA_EFORMAT;
    sum->fnv = mc_fnv1a(head, 16, MC_FNV_BASIS);
    sum->crc = mc_crc32c(head, 16, 0);
    spec_len = (uint32_t)mc_le_get(head + 12, 4);
    if (spec_len == 0 || spec_len > BOOK_MAX_SPEC || !read_sum(f, (uint8_t *)spec, spec_len, sum))
        return MANCALA_EFORMAT;
    spec[spec_len] = '\0';
    if (!read_sum(f, head, 8, sum) || (*n = mc_le_get(head, 8)) > BOOK_MAX_ENTRIES ||
        strlen(spec) != spec_len)
        return MANCALA_EFORMAT;
    /* header, entries, checksum: exactly the file */
    if (size != 16 + (uint64_t)spec_len + 8 + 16 * *n + (sum->version == 1 ? 8 : 4))
        return MANCALA_EFORMAT;
    return MANCALA_OK;
}

/* The n entries, then the checksum of the file (mc_load_file checks that it ends there). moves:
 * the move numbers an entry may hold, 0 to moves - 1. */
static int32_t read_entries(FILE *f, mancala_book *b, uint64_t n, int moves, book_sum *sum)
{
    uint8_t ent[16];
    uint64_t i;
    if (n > 0 && !(b->e = malloc((size_t)n * sizeof *b->e)))
        return MANCALA_ENOMEM;
    for (i = 0; i < n; i++) {
        int64_t move, score;
        if (!read_sum(f, ent, 16, sum))
            return MANCALA_EFORMAT;
        b->e[i].key = mc_le_get(ent, 8);
        move = (int32_t)(uint32_t)mc_le_get(ent + 8, 4);
        score = (int32_t)(uint32_t)mc_le_get(ent + 12, 4);
        /* Keys strictly ascending (the probe's binary search), moves the variant's. */
        if ((i > 0 && b->e[i].key <= b->e[i - 1].key) || move < 0 || move >= moves ||
            score < -MC_BOOK_SCORE_MAX || score > MC_BOOK_SCORE_MAX)
            return MANCALA_EFORMAT;
        b->e[i].move = (int32_t)move;
        b->e[i].score = (int32_t)score;
    }
    if (!sum_matches(f, sum))
        return MANCALA_EFORMAT;
    b->n = n;
    return MANCALA_OK;
}

/* The move numbers a book of rules r may hold: version 1, the houses; version 2, every move the
 * variant's games can play (mancala_game_legal_moves): both ways round under direction=either
 * and the like, and pie=on's swap after them. */
static int move_numbers(const mc_rules *r, uint32_t version)
{
    mancala_variant v;
    if (version == 1)
        return r->houses;
    mc_variant_init(&v, r);
    return mc_move_slots(&v);
}

static int32_t book_read(FILE *f, uint64_t size, void **obj)
{
    book_sum sum;
    char spec[BOOK_MAX_SPEC + 1];
    uint64_t n;
    mc_rules r;
    mancala_book *b;
    int32_t st = read_head(f, size, &sum, spec, &n);
    if (st == MANCALA_OK)
        st = mc_rules_from_spec(&r, spec);
    if (st != MANCALA_OK)
        return st == MANCALA_ENOMEM ? st : MANCALA_EFORMAT;
    b = calloc(1, sizeof *b);
    if (!b)
        return MANCALA_ENOMEM;
    *obj = b;
    b->r = r;
    b->version = sum.version;
    return read_entries(f, b, n, move_numbers(&r, sum.version), &sum);
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
    key = book_key(b, v, p);
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
