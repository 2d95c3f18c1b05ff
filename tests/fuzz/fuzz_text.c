/* SPDX-License-Identifier: MIT */
/* fuzz_text.c: the position-text reader. Any input either fails with a documented code leaving
 * *out alone, or gives a game whose text reads back to the same text, board, player and hash;
 * set_text of that text into the game changes nothing. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int sentinel;
    mancala_game *g = (mancala_game *)(void *)&sentinel, *g2 = NULL;
    char *text = fuzz_string(data, size);
    struct fuzz_snap a, b;
    int32_t st = mancala_game_from_text(&g, text);
    mancala_error_info e;
    mancala_game *gi = NULL;

    /* The same reading with its detail: the same status, a detail that agrees with it. */
    memset(&e, 0x5a, sizeof e);
    e.struct_size = sizeof e;
    FUZZ_CHECK(mancala_game_from_text_info(&gi, text, &e) == st);
    fuzz_detail_check(&e, st, strlen(text));
    mancala_game_free(gi);
    if (st != MANCALA_OK) {
        FUZZ_CHECK(st == MANCALA_EPARSE || st == MANCALA_ESPEC || st == MANCALA_ELIMIT ||
                   st == MANCALA_EBOARD);
        FUZZ_CHECK(g == (mancala_game *)(void *)&sentinel);
        free(text);
        return 0;
    }
    fuzz_snap_take(g, &a, 1);
    FUZZ_CHECK(a.nhist == 0);
    FUZZ_CHECK(fuzz_board_total(&a) <= MANCALA_MAX_SEEDS);
    FUZZ_CHECK(a.over ? a.nmoves == 0 && a.to_move == MANCALA_EOVER
                      : a.nmoves > 0 && (a.to_move == 0 || a.to_move == 1));
    /* to_text reports the size it needs and writes nothing when one byte short. */
    {
        char buf[FUZZ_TEXT_CAP];
        size_t need = 0, again = 0;
        memset(buf, 'Z', sizeof buf);
        FUZZ_CHECK(mancala_game_to_text(g, NULL, 0, &need) == MANCALA_ERANGE);
        FUZZ_CHECK(need == strlen(a.text) + 1);
        FUZZ_CHECK(mancala_game_to_text(g, buf, need - 1, &again) == MANCALA_ERANGE);
        FUZZ_CHECK(again == need && buf[0] == 'Z');
    }

    FUZZ_CHECK(mancala_game_from_text(&g2, a.text) == MANCALA_OK);
    fuzz_snap_take(g2, &b, 1);
    FUZZ_CHECK(fuzz_snap_same(&a, &b, 1));
    mancala_game_free(g2);

    FUZZ_CHECK(mancala_game_set_text(g, a.text) == MANCALA_OK);
    fuzz_snap_take(g, &b, 1);
    FUZZ_CHECK(fuzz_snap_same(&a, &b, 1));
    /* The original text also reads back into the game as the same position. */
    FUZZ_CHECK(mancala_game_set_text(g, text) == MANCALA_OK);
    fuzz_snap_take(g, &b, 1);
    FUZZ_CHECK(fuzz_snap_same(&a, &b, 1));

    /* The marks as mancala_game_mark and _round report them, given back by set_marks, change
     * nothing; a marked house holds no seeds. */
    {
        int32_t marks[4 * MANCALA_MAX_HOUSES], round = mancala_game_round(g);
        const int32_t H = mancala_game_houses(g);
        int32_t i;
        FUZZ_CHECK(round >= 1 && round <= 256);
        for (i = 0; i < 2 * H; i++) {
            marks[i] = mancala_game_mark(g, i / H, i % H);
            FUZZ_CHECK(marks[i] >= MANCALA_MARK_OPEN && marks[i] <= MANCALA_MARK_TUZDIK);
            FUZZ_CHECK(marks[i] == MANCALA_MARK_OPEN || mancala_game_house(g, i / H, i % H) == 0);
        }
        FUZZ_CHECK(mancala_game_set_marks(g, marks, (size_t)(2 * H), round) == MANCALA_OK);
        fuzz_snap_take(g, &b, 1);
        FUZZ_CHECK(fuzz_snap_same(&a, &b, 1));
    }

    mancala_game_free(g);
    free(text);
    return 0;
}
