/* SPDX-License-Identifier: MIT */
/* fuzz_common.h: what the libFuzzer harnesses share: a check that aborts (so libFuzzer and the
 * replay driver both see a crash) and a snapshot of everything the public API shows of a game. */
#ifndef MANCALA_FUZZ_COMMON_H
#define MANCALA_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mancala.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_CHECK(cond)                                                                       \
    do {                                                                                       \
        if (!(cond)) {                                                                         \
            fprintf(stderr, "%s:%d: invariant broken: %s\n", __FILE__, __LINE__, #cond);      \
            abort();                                                                           \
        }                                                                                      \
    } while (0)

#define FUZZ_MAX_PITS (4 * MANCALA_MAX_HOUSES + 2)
#define FUZZ_TEXT_CAP 1024

/* The input as a NUL-terminated string (an embedded NUL ends it early). The caller frees it. */
static inline char *fuzz_string(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        abort();
    if (size)
        memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* The input read a byte at a time; 0 once it is used up. */
struct input {
    const uint8_t *p;
    size_t n;
};

static inline unsigned byte(struct input *in)
{
    if (in->n == 0)
        return 0;
    in->n--;
    return *in->p++;
}

struct fuzz_snap {
    int32_t pits[FUZZ_MAX_PITS];
    size_t npits;
    int32_t moves[MANCALA_MAX_MOVES];
    size_t nmoves;
    int32_t to_move, over;
    uint64_t hash;
    size_t nhist;
    char text[FUZZ_TEXT_CAP];
};

/* The text is the costly part (snprintf per pit): only taken when with_text, else left empty. */
static inline void fuzz_snap_take(const mancala_game *g, struct fuzz_snap *s, int with_text)
{
    size_t n = 0;
    s->text[0] = '\0';
    FUZZ_CHECK(mancala_game_board(g, s->pits, FUZZ_MAX_PITS, &s->npits) == MANCALA_OK);
    FUZZ_CHECK(mancala_game_legal_moves(g, s->moves, MANCALA_MAX_MOVES, &s->nmoves) ==
               MANCALA_OK);
    s->to_move = mancala_game_to_move(g);
    s->over = mancala_game_is_over(g);
    s->hash = mancala_game_hash(g);
    FUZZ_CHECK(mancala_game_history(g, NULL, 0, &s->nhist) ==
               (s->nhist ? MANCALA_ERANGE : MANCALA_OK));
    if (with_text) {
        FUZZ_CHECK(mancala_game_to_text(g, s->text, sizeof s->text, &n) == MANCALA_OK);
        FUZZ_CHECK(n == strlen(s->text) + 1);
    }
}

/* Board, player, hash, legal moves and text; the history length only when with_hist. */
static inline int fuzz_snap_same(const struct fuzz_snap *a, const struct fuzz_snap *b, int with_hist)
{
    return a->npits == b->npits &&
           memcmp(a->pits, b->pits, a->npits * sizeof a->pits[0]) == 0 &&
           a->nmoves == b->nmoves &&
           memcmp(a->moves, b->moves, a->nmoves * sizeof a->moves[0]) == 0 &&
           a->to_move == b->to_move && a->over == b->over && a->hash == b->hash &&
           (!with_hist || a->nhist == b->nhist) && strcmp(a->text, b->text) == 0;
}

static inline int32_t fuzz_board_total(const struct fuzz_snap *s)
{
    int32_t t = 0;
    size_t i;
    for (i = 0; i < s->npits; i++)
        t += s->pits[i];
    return t;
}

/* The detail of a reading of text (mancala_error_info(3)) agrees with its status: empty after a
 * success; after a failure the same status, an offset inside the text or -1, a line of a record
 * 0 to 4, a message that says something and fields that end within their arrays. */
static inline void fuzz_detail_check(const mancala_error_info *e, int32_t st, size_t len)
{
    FUZZ_CHECK(e->struct_size == sizeof *e && e->status == st);
    FUZZ_CHECK(memchr(e->field, '\0', sizeof e->field) && memchr(e->message, '\0', sizeof e->message));
    if (st == MANCALA_OK) {
        FUZZ_CHECK(e->offset == -1 && e->line == 0 && e->move == 0);
        FUZZ_CHECK(e->field[0] == '\0' && e->message[0] == '\0');
        return;
    }
    FUZZ_CHECK(e->offset >= -1 && (e->offset == -1 || (size_t)e->offset <= len));
    FUZZ_CHECK(e->line >= 0 && e->line <= 4 && e->move >= 0 && e->message[0] != '\0');
}

#endif
