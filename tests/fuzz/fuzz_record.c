/* SPDX-License-Identifier: MIT */
/* fuzz_record.c: the game record reader. Any input either fails with a documented code and creates
 * nothing, or gives a game whose record (written under the buffer rule) loads again to the same
 * position, history, hash and result, and writes the same record; undoing every move of the game
 * loaded gives the first position the record names; one more move keeps the record true. */
#include "fuzz_common.h"

/* The record of g, written under the buffer rule; the caller frees it. */
static char *write_record(const mancala_game *g)
{
    size_t need = 0, n = 0;
    char *buf;

    FUZZ_CHECK(mancala_game_to_record(g, NULL, 0, &need) == MANCALA_ERANGE && need > 1);
    buf = malloc(need);
    if (!buf)
        abort();
    buf[0] = 'Z';
    FUZZ_CHECK(mancala_game_to_record(g, buf, need - 1, &n) == MANCALA_ERANGE);
    FUZZ_CHECK(n == need && buf[0] == 'Z');
    FUZZ_CHECK(mancala_game_to_record(g, buf, need, &n) == MANCALA_OK);
    FUZZ_CHECK(n == need && strlen(buf) + 1 == need);
    return buf;
}

/* The moves played, in an array the caller frees (NULL when none). */
static int32_t *history(const mancala_game *g, size_t n)
{
    int32_t *h;
    size_t got = 0;

    if (!n)
        return NULL;
    h = malloc(n * sizeof *h);
    if (!h)
        abort();
    FUZZ_CHECK(mancala_game_history(g, h, n, &got) == MANCALA_OK && got == n);
    return h;
}

/* Whether the game is over, and then its winner and reason. */
static void result(const mancala_game *g, int32_t out[3])
{
    out[0] = mancala_game_is_over(g);
    out[1] = out[2] = -2;
    FUZZ_CHECK(out[0] == 0 || out[0] == 1);
    FUZZ_CHECK(mancala_game_result(g, &out[1], &out[2]) ==
               (out[0] ? MANCALA_OK : MANCALA_EINVAL));
    FUZZ_CHECK(!out[0] || ((out[1] >= -1 && out[1] <= 1) &&
                           out[2] >= MANCALA_REASON_MAJORITY && out[2] <= MANCALA_REASON_LIMIT));
}

/* Undoing every move of g gives the position of the record's second line. */
static void check_first_position(mancala_game *g, const char *record, size_t nhist)
{
    const char *line = strchr(record, '\n') + 1;
    const char *eol = strchr(line, '\n');
    char *pos = fuzz_string((const uint8_t *)line, (size_t)(eol - line));
    mancala_game *first = NULL;
    struct fuzz_snap a, b;
    size_t i;

    FUZZ_CHECK(mancala_game_from_text(&first, pos) == MANCALA_OK);
    for (i = 0; i < nhist; i++)
        FUZZ_CHECK(mancala_game_undo(g) == MANCALA_OK);
    FUZZ_CHECK(mancala_game_undo(g) == MANCALA_ENOHISTORY);
    fuzz_snap_take(first, &a, 1);
    fuzz_snap_take(g, &b, 1);
    FUZZ_CHECK(fuzz_snap_same(&a, &b, 1));
    mancala_game_free(first);
    free(pos);
}

/* After one more move (a record with moves, whatever the first position), the record still loads
 * to the same position, history length and result. */
static void check_after_move(mancala_game *g, const struct fuzz_snap *a)
{
    mancala_game *g2 = NULL;
    struct fuzz_snap b, c;
    int32_t rb[3], rc[3];
    char *rec;

    if (a->over)
        return;
    FUZZ_CHECK(mancala_game_play(g, a->moves[a->nmoves - 1]) == MANCALA_OK);
    fuzz_snap_take(g, &b, 1);
    FUZZ_CHECK(b.nhist == a->nhist + 1);
    result(g, rb);
    rec = write_record(g);
    FUZZ_CHECK(mancala_game_from_record(&g2, rec) == MANCALA_OK);
    fuzz_snap_take(g2, &c, 1);
    FUZZ_CHECK(fuzz_snap_same(&b, &c, 1));
    result(g2, rc);
    FUZZ_CHECK(memcmp(rb, rc, sizeof rb) == 0);
    mancala_game_free(g2);
    free(rec);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int sentinel;
    mancala_game *const none = (mancala_game *)(void *)&sentinel;
    mancala_game *g = none, *g2 = NULL;
    char *text = fuzz_string(data, size), *rec, *again;
    struct fuzz_snap a, b;
    int32_t ra[3], rb[3], *ha, *hb;
    int32_t st = mancala_game_from_record(&g, text);
    mancala_error_info e;
    mancala_game *gi = NULL;

    /* The same reading with its detail: the same status, a detail that agrees with it. */
    memset(&e, 0x5a, sizeof e);
    e.struct_size = sizeof e;
    FUZZ_CHECK(mancala_game_from_record_info(&gi, text, &e) == st);
    fuzz_detail_check(&e, st, strlen(text));
    mancala_game_free(gi);
    if (st != MANCALA_OK) {
        FUZZ_CHECK(st == MANCALA_EPARSE || st == MANCALA_EINVAL || st == MANCALA_ESPEC ||
                   st == MANCALA_ELIMIT || st == MANCALA_EBOARD || st == MANCALA_EILLEGAL ||
                   st == MANCALA_EOVER);
        FUZZ_CHECK(g == none);
        free(text);
        return 0;
    }
    fuzz_snap_take(g, &a, 1);
    result(g, ra);
    rec = write_record(g);
    FUZZ_CHECK(mancala_game_from_record(&g2, rec) == MANCALA_OK);
    fuzz_snap_take(g2, &b, 1);
    FUZZ_CHECK(fuzz_snap_same(&a, &b, 1));
    result(g2, rb);
    FUZZ_CHECK(memcmp(ra, rb, sizeof ra) == 0);
    ha = history(g, a.nhist);
    hb = history(g2, b.nhist);
    FUZZ_CHECK(a.nhist == 0 || memcmp(ha, hb, a.nhist * sizeof *ha) == 0);
    again = write_record(g2);
    FUZZ_CHECK(strcmp(rec, again) == 0);
    check_first_position(g2, rec, b.nhist);
    check_after_move(g, &a);

    free(again);
    free(ha);
    free(hb);
    free(rec);
    mancala_game_free(g2);
    mancala_game_free(g);
    free(text);
    return 0;
}
