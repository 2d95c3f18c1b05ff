/* SPDX-License-Identifier: MIT */
/* check_errors.c: errors say where (mancala_error_info(3)): the word and offset of a spec, the
 * field of a position text, the line and move of a record, the range of a refused move; the
 * final newline and CRLF every reader takes; the names of the event kinds. Every offset below is
 * counted by hand from the text beside it. */
#include <stdio.h>
#include <string.h>

#include "testutil.h"

/* The start of Kalah: "kalah" 0-4, a space 5, player 0's houses 6-16, '/' 17, store 18, a space
 * 19, player 1's houses 20-30, '/' 31, store 32, a space 33, the player 34. 35 bytes. */
#define START "kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0"
/* A record's header, 17 bytes with its newline: the position line starts at 17, its newline is
 * at 17 + 35 = 52 and the moves line starts at 53. */
#define HEAD "mancala-record 1\n"

static mancala_error_info fresh_info(void)
{
    mancala_error_info e;
    memset(&e, 0x5a, sizeof e);
    e.struct_size = sizeof e;
    return e;
}

/* The detail holds status st, offset, line, move, field, and every piece of `parts` (each a
 * string the message must contain; NULL-terminated). */
static void detail_is(const mancala_error_info *e, int32_t st, int32_t offset, int32_t line,
                      int32_t move, const char *field, const char *const *parts)
{
    ck_assert_int_eq(e->status, st);
    ck_assert_msg(e->offset == offset, "offset %d, want %d (%s)", e->offset, offset, e->message);
    ck_assert_msg(e->line == line, "line %d, want %d (%s)", e->line, line, e->message);
    ck_assert_msg(e->move == move, "move %d, want %d (%s)", e->move, move, e->message);
    ck_assert_msg(strcmp(e->field, field) == 0, "field \"%s\", want \"%s\" (%s)", e->field, field,
                  e->message);
    for (; parts && *parts; parts++)
        ck_assert_msg(strstr(e->message, *parts), "message \"%s\" lacks \"%s\"", e->message,
                      *parts);
}

static void spec_fails(const char *spec, int32_t st, int32_t offset, const char *field,
                       const char *const *parts)
{
    mancala_error_info e = fresh_info();
    mancala_variant *v = VARIANT_SENTINEL;
    ck_assert_int_eq(mancala_variant_new_info(&v, spec, &e), st);
    ck_assert_ptr_eq(v, VARIANT_SENTINEL);
    detail_is(&e, st, offset, 0, 0, field, parts);
}

START_TEST(spec_words_and_offsets)
{
    /* "oware:" is 6 bytes: the first option starts at offset 6. */
    static const char *const seed[] = { "\"seed\"", "offset 6", "did you mean \"seeds\"", NULL };
    static const char *const caps[] = { "\"Oware\"", "did you mean \"oware\"", NULL };
    static const char *const space[] = { "\" seeds\"", "offset 6", "did you mean \"seeds\"", NULL };
    static const char *const value[] = { "\"x\"", "seeds=", "offset 12", "a number", NULL };
    static const char *const twice[] = { "\"seeds\"", "offset 14", "twice", NULL };
    static const char *const combo[] = { "\"stores=none\"", "offset 15", NULL };
    static const char *const limit[] = { "\"houses=17\"", "offset 6", "limits", NULL };
    static const char *const word[] = { "\"Standard\"", "did you mean \"standard\"", NULL };
    static const char *const empty[] = { "offset 6", NULL };

    spec_fails("oware:seed=5", MANCALA_ESPEC, 6, "key", seed);
    spec_fails("Oware", MANCALA_ESPEC, 0, "name", caps);
    spec_fails("oware: seeds=5", MANCALA_ESPEC, 6, "key", space);
    /* "kalah:" 6 bytes, "seeds=" 6 more: the value at 12. */
    spec_fails("kalah:seeds=x", MANCALA_ESPEC, 12, "seeds", value);
    /* "kalah:seeds=4," is 14 bytes: the second key at 14. */
    spec_fails("kalah:seeds=4,seeds=5", MANCALA_ESPEC, 14, "seeds", twice);
    /* "kalah:houses=6," is 15 bytes; without stores=none the rest is Kalah. */
    spec_fails("kalah:houses=6,stores=none", MANCALA_ESPEC, 15, "stores", combo);
    spec_fails("kalah:houses=17", MANCALA_ELIMIT, 6, "houses", limit);
    /* "kalah:capture=" is 14 bytes. */
    spec_fails("kalah:capture=Standard", MANCALA_ESPEC, 14, "capture", word);
    spec_fails("kalah:", MANCALA_ESPEC, 6, "options", empty);
}
END_TEST

START_TEST(spec_final_newline)
{
    static const char *const specs[] = { "oware:seeds=5\n", "oware:seeds=5\r\n", "oware:seeds=5" };
    char a[256], b[256];
    size_t i, n;

    for (i = 0; i < 3; i++) {
        mancala_error_info e = fresh_info();
        mancala_variant *v = NULL, *w = NULL;
        ck_assert_int_eq(mancala_variant_new_info(&v, specs[i], &e), MANCALA_OK);
        ck_assert_int_eq(e.status, MANCALA_OK);
        ck_assert_int_eq(e.offset, -1);
        ck_assert_str_eq(e.message, "");
        ck_assert_int_eq(mancala_variant_new(&w, "oware:houses=6,seeds=5"), MANCALA_OK);
        ck_assert_int_eq(mancala_variant_spec(v, a, sizeof a, &n), MANCALA_OK);
        ck_assert_int_eq(mancala_variant_spec(w, b, sizeof b, &n), MANCALA_OK);
        ck_assert_str_eq(a, b);
        mancala_variant_free(v);
        mancala_variant_free(w);
    }
}
END_TEST

static void text_fails(const char *text, int32_t st, int32_t offset, const char *field,
                       const char *const *parts)
{
    mancala_error_info e = fresh_info();
    mancala_game *g = GAME_SENTINEL;
    ck_assert_int_eq(mancala_game_from_text_info(&g, text, &e), st);
    ck_assert_ptr_eq(g, GAME_SENTINEL);
    detail_is(&e, st, offset, 0, 0, field, parts);
}

START_TEST(position_text_fields)
{
    static const char *const y[] = { "houses of player 1", "offset 24", "\"y", NULL };
    static const char *const five[] = { "5 houses", "6", NULL };
    static const char *const store[] = { "store of player 1", "offset 32", NULL };
    static const char *const player[] = { "0 or 1", "offset 34", "\"2\"", NULL };
    static const char *const round[] = { "round=", "offset 36", NULL };
    static const char *const seed[] = { "\"seed\"", "did you mean \"seeds\"", NULL };
    static const char *const seeds[] = { "256", NULL };

    /* Player 1's third house (20 + 4) is y. */
    text_fails("kalah 4,4,4,4,4,4/0 4,4,y,4,4,4/0 0", MANCALA_EPARSE, 24, "houses of player 1", y);
    /* Five houses, 6-14: the '/' at 15. */
    text_fails("kalah 4,4,4,4,4/0 4,4,4,4,4,4/0 0", MANCALA_EBOARD, 15, "houses of player 0", five);
    text_fails("kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/x 0", MANCALA_EPARSE, 32, "store of player 1",
               store);
    text_fails("kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/0 2", MANCALA_EPARSE, 34, "player", player);
    /* Kalah has no rounds: round=2 (at 36, after " 0 ") does not fit. */
    text_fails(START " round=2", MANCALA_EBOARD, 36, "round", round);
    /* round=1 is never written. */
    text_fails(START " round=1", MANCALA_EBOARD, 36, "round", round);
    text_fails("kalah:seed=4 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0", MANCALA_ESPEC, 6, "key", seed);
    /* 200 + 56 = 256 seeds. */
    text_fails("kalah 200,0,0,0,0,0/0 0,0,0,0,0,0/56 0", MANCALA_ELIMIT, -1, "board", seeds);
}
END_TEST

START_TEST(position_text_final_newline)
{
    static const char *const texts[] = { START "\n", START "\r\n",
                                         "oware 4,4,4,4,4,4/0 4,4,4,4,4,4/0 1\n" };
    static const char *const plain[] = { START, START, "oware 4,4,4,4,4,4/0 4,4,4,4,4,4/0 1" };
    size_t i;

    for (i = 0; i < 3; i++) {
        mancala_game *g = NULL, *h = NULL, *k = new_game("kalah");
        struct snap a, b;
        ck_assert_int_eq(mancala_game_from_text(&g, texts[i]), MANCALA_OK);
        ck_assert_int_eq(mancala_game_from_text(&h, plain[i]), MANCALA_OK);
        take_snap(g, &a);
        take_snap(h, &b);
        same_snap(&a, &b, texts[i]);
        if (i < 2) {
            ck_assert_int_eq(mancala_game_set_text(k, texts[i]), MANCALA_OK);
            take_snap(k, &a);
            same_snap(&a, &b, texts[i]);
        }
        mancala_game_free(g);
        mancala_game_free(h);
        mancala_game_free(k);
    }
}
END_TEST

static void record_fails(const char *text, int32_t st, int32_t offset, int32_t line, int32_t move,
                         const char *field, const char *const *parts)
{
    mancala_error_info e = fresh_info();
    mancala_game *g = GAME_SENTINEL;
    ck_assert_int_eq(mancala_game_from_record_info(&g, text, &e), st);
    ck_assert_ptr_eq(g, GAME_SENTINEL);
    detail_is(&e, st, offset, line, move, field, parts);
}

START_TEST(record_lines_and_moves)
{
    /* Kalah: 2 sows houses 3, 4, 5 and the store, and player 0 moves again with houses
     * 4,4,0,5,5,5: 2 is empty now, and 6 is past the houses. */
    static const char *const again[] = { "line 3, move 2", "move 2 is not legal now", "empty",
                                         "legal now: 0, 1, 3, 4, 5", NULL };
    static const char *const range[] = { "line 3, move 2", "move 6 is out of range", "0 to 5",
                                         NULL };
    static const char *const word[] = { "line 3, move 2", "\"x\"", NULL };
    static const char *const cut[] = { "line 2", "houses of player 0", NULL };
    static const char *const head[] = { "line 1", "\"mancala-record 2\"", NULL };
    static const char *const after[] = { "line 4", NULL };
    static const char *const none[] = { "line 2", "missing", NULL };

    /* The second move starts at 53 + 2 = 55. */
    record_fails(HEAD START "\n2 2\n", MANCALA_EILLEGAL, 55, 3, 2, "move", again);
    record_fails(HEAD START "\n2 6\n", MANCALA_EINVAL, 55, 3, 2, "move", range);
    record_fails(HEAD START "\n2 x\n", MANCALA_EPARSE, 55, 3, 2, "move", word);
    /* Cut after "kalah 4,4,4" (17 + 11): no ',' or '/' where the text ends. */
    record_fails(HEAD "kalah 4,4,4", MANCALA_EPARSE, 28, 2, 0, "houses of player 0", cut);
    record_fails("mancala-record 2\n" START "\n2\n", MANCALA_EPARSE, 0, 1, 0, "header", head);
    /* "2\n" on line 3 (53, 54): line 4 starts at 55. */
    record_fails(HEAD START "\n2\nfoo\n", MANCALA_EPARSE, 55, 4, 0, "", after);
    record_fails(HEAD "\n\n", MANCALA_EPARSE, 17, 2, 0, "position", none);
}
END_TEST

/* The moves of the record text, which must read. */
static void record_reads(const char *text, const int32_t *want, size_t n)
{
    mancala_game *g = NULL;
    int32_t moves[8];
    size_t count = 0, i;
    ck_assert_msg(mancala_game_from_record(&g, text) == MANCALA_OK, "record refused: %s", text);
    ck_assert_int_eq(mancala_game_history(g, moves, 8, &count), MANCALA_OK);
    ck_assert_uint_eq(count, n);
    for (i = 0; i < n; i++)
        ck_assert_int_eq(moves[i], want[i]);
    mancala_game_free(g);
}

START_TEST(record_newlines)
{
    static const int32_t two[] = { 2, 3 };
    record_reads(HEAD START "\n2 3\n", two, 2);
    record_reads("mancala-record 1\r\n" START "\r\n2 3\r\n", two, 2);
    record_reads(HEAD START "\n2 3", two, 2);                      /* no final newline */
    record_reads(HEAD START "\n\n", NULL, 0);                      /* as written, no moves */
    record_reads(HEAD START "\n", NULL, 0);                        /* the empty line left out */
    record_reads(HEAD START, NULL, 0);                             /* and the newline too */
    record_reads("mancala-record 1\r\n" START "\r\n\r\n", NULL, 0);
}
END_TEST

START_TEST(last_error_of_play)
{
    static const char *const range[] = { "move 6 is out of range", "0 to 5",
                                         "legal now: 0, 1, 2, 3, 4, 5", NULL };
    static const char *const empty[] = { "move 2 is not legal now", "empty",
                                         "legal now: 0, 1, 3, 4, 5", NULL };
    mancala_game *g = new_game("oware"), *k = new_game("kalah"), *c = NULL;
    mancala_error_info e = fresh_info();

    ck_assert_int_eq(mancala_game_last_error(g, &e), MANCALA_OK);
    ck_assert_int_eq(e.status, MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 6), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_last_error(g, &e), MANCALA_OK);
    detail_is(&e, MANCALA_EINVAL, -1, 0, 0, "move", range);
    /* A copy has no failed call; a call that succeeds clears the detail. */
    ck_assert_int_eq(mancala_game_clone(g, &c), MANCALA_OK);
    ck_assert_int_eq(mancala_game_last_error(c, &e), MANCALA_OK);
    ck_assert_int_eq(e.status, MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_last_error(g, &e), MANCALA_OK);
    ck_assert_int_eq(e.status, MANCALA_OK);
    ck_assert_str_eq(e.message, "");

    ck_assert_int_eq(mancala_game_play(k, 2), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(k, 2), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_last_error(k, &e), MANCALA_OK);
    detail_is(&e, MANCALA_EILLEGAL, -1, 0, 0, "move", empty);
    mancala_game_free(g);
    mancala_game_free(k);
    mancala_game_free(c);
}
END_TEST

START_TEST(last_error_of_other_calls)
{
    static const char *const y[] = { "houses of player 1", "offset 24", NULL };
    static const char *const pit[] = { "pit 3", NULL };
    static const char *const other[] = { "oware", NULL };
    mancala_game *g = new_game("kalah");
    mancala_error_info e = fresh_info();
    int32_t pits[14] = { 4, 4, 4, -1, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0 };
    struct snap a, b;

    ck_assert_int_eq(mancala_game_undo(g), MANCALA_ENOHISTORY);
    ck_assert_int_eq(mancala_game_last_error(g, &e), MANCALA_OK);
    ck_assert_int_eq(e.status, MANCALA_ENOHISTORY);
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    take_snap(g, &a);
    ck_assert_int_eq(mancala_game_set_text(g, "kalah 4,4,4,4,4,4/0 4,4,y,4,4,4/0 0"),
                     MANCALA_EPARSE);
    ck_assert_int_eq(mancala_game_last_error(g, &e), MANCALA_OK);
    detail_is(&e, MANCALA_EPARSE, 24, 0, 0, "houses of player 1", y);
    ck_assert_int_eq(mancala_game_set_text(g, "oware 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0"),
                     MANCALA_ESPEC);
    ck_assert_int_eq(mancala_game_last_error(g, &e), MANCALA_OK);
    detail_is(&e, MANCALA_ESPEC, 0, 0, 0, "name", other);
    ck_assert_int_eq(mancala_game_set_board(g, pits, 14, 0), MANCALA_EBOARD);
    ck_assert_int_eq(mancala_game_last_error(g, &e), MANCALA_OK);
    detail_is(&e, MANCALA_EBOARD, -1, 0, 0, "pits", pit);
    take_snap(g, &b);
    same_snap(&a, &b, "failed calls");
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    ck_assert_int_eq(mancala_game_last_error(g, &e), MANCALA_OK);
    ck_assert_int_eq(e.status, MANCALA_OK);
    mancala_game_free(g);
}
END_TEST

START_TEST(info_arguments)
{
    mancala_error_info e = fresh_info(), small;
    mancala_variant *v = VARIANT_SENTINEL;
    mancala_game *g = new_game("kalah");

    /* A struct_size below this version's struct: EINVAL, nothing written. */
    memset(&small, 0x5a, sizeof small);
    small.struct_size = sizeof small - 1;
    ck_assert_int_eq(mancala_variant_new_info(&v, "kalah", &small), MANCALA_EINVAL);
    ck_assert_ptr_eq(v, VARIANT_SENTINEL);
    ck_assert_int_eq(small.status, 0x5a5a5a5a);
    ck_assert_int_eq(mancala_game_last_error(g, &small), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_last_error(NULL, &e), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_last_error(g, NULL), MANCALA_EINVAL);
    /* No info: the plain call. */
    ck_assert_int_eq(mancala_variant_new_info(&v, "oware:seed=5", NULL), MANCALA_ESPEC);
    ck_assert_int_eq(mancala_game_from_text_info(NULL, START, &e), MANCALA_EINVAL);
    ck_assert_int_eq(e.status, MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_from_record_info(NULL, HEAD START, &e), MANCALA_EINVAL);
    ck_assert_int_eq(e.status, MANCALA_EINVAL);
    mancala_game_free(g);
}
END_TEST

START_TEST(notations_detail_and_newlines)
{
    /* OpenSpiel's Oware: "oware " 6 bytes, "0 1 " 4 more: the third action (9, past the six
     * houses) at offset 10. */
    static const char *const nine[] = { "action 3", "\"9\"", NULL };
    static const char *const texts[] = {
        "oware 0 1 2\n", "oware 0 1 2\r\n", "<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>\n",
        "<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>\r\n",
        "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1\n",
        "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1\r\n", START "\n" };
    static const int32_t fmts[] = { MANCALA_NOTATION_OPENSPIEL, MANCALA_NOTATION_OPENSPIEL,
                                    MANCALA_NOTATION_KGP, MANCALA_NOTATION_KGP,
                                    MANCALA_NOTATION_PLAYSTRATEGY, MANCALA_NOTATION_PLAYSTRATEGY,
                                    MANCALA_NOTATION_TEXT };
    mancala_error_info e = fresh_info();
    mancala_game *g = GAME_SENTINEL, *k = new_game("kalah");
    int32_t move = -1;
    size_t i;

    ck_assert_int_eq(mancala_game_from_notation_info(&g, MANCALA_NOTATION_OPENSPIEL,
                                                     "oware 0 1 9", NULL, &e), MANCALA_EILLEGAL);
    ck_assert_ptr_eq(g, GAME_SENTINEL);
    detail_is(&e, MANCALA_EILLEGAL, 10, 0, 3, "move", nine);
    for (i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        ck_assert_msg(mancala_game_from_notation_info(&g, fmts[i], texts[i], NULL, &e) ==
                      MANCALA_OK, "%s: %s", texts[i], e.message);
        mancala_game_free(g);
    }
    /* Moves with a final newline: KGP's 3 is house 2; the library's own "2". */
    ck_assert_int_eq(mancala_game_move_from_notation(k, MANCALA_NOTATION_KGP, "3\n", &move),
                     MANCALA_OK);
    ck_assert_int_eq(move, 2);
    move = -1;
    ck_assert_int_eq(mancala_game_move_from_notation(k, MANCALA_NOTATION_TEXT, "2\r\n", &move),
                     MANCALA_OK);
    ck_assert_int_eq(move, 2);
    ck_assert_int_eq(mancala_game_move_from_notation(k, MANCALA_NOTATION_TEXT, "2\n\n", &move),
                     MANCALA_EPARSE);
    mancala_game_free(k);
}
END_TEST

START_TEST(event_names)
{
    /* The kinds of mancala.h, in the order of their values, 1 to 15. */
    static const char *const names[] = { "pickup", "sow", "skip", "capture", "sweep", "extra",
                                         "set", "end", "round", "refill", "close", "open",
                                         "tuzdik", "swap", "pass" };
    int32_t k;
    ck_assert_int_eq(MANCALA_EVENT_PASS, 15);
    for (k = 1; k <= 15; k++)
        ck_assert_str_eq(mancala_event_name(k), names[k - 1]);
    ck_assert_ptr_null(mancala_event_name(0));
    ck_assert_ptr_null(mancala_event_name(16));
    ck_assert_ptr_null(mancala_event_name(-1));
    ck_assert_ptr_null(mancala_event_name(INT32_MIN));
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("errors");
    TCase *tc = tcase_create("errors");
    tcase_add_test(tc, spec_words_and_offsets);
    tcase_add_test(tc, spec_final_newline);
    tcase_add_test(tc, position_text_fields);
    tcase_add_test(tc, position_text_final_newline);
    tcase_add_test(tc, record_lines_and_moves);
    tcase_add_test(tc, record_newlines);
    tcase_add_test(tc, last_error_of_play);
    tcase_add_test(tc, last_error_of_other_calls);
    tcase_add_test(tc, info_arguments);
    tcase_add_test(tc, notations_detail_and_newlines);
    tcase_add_test(tc, event_names);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
