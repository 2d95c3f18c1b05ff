/* SPDX-License-Identifier: MIT */
/* check_arena.c: the arena helpers (mancala_variant_rules_text(3)): the rules text of every rule set
 * against its canonical spec and key sentences written by hand from RULES.md and mancala-spec(7),
 * the JSON of hand-set positions, the move reader on a table of answers, buffers and NULLs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

static char *rules_text(const char *spec)
{
    mancala_variant *v = NULL;
    size_t n = 0, m = 0;
    char *buf;
    ck_assert_msg(mancala_variant_new(&v, spec) == MANCALA_OK, "%s", spec);
    ck_assert_int_eq(mancala_variant_rules_text(v, NULL, 0, &n), MANCALA_ERANGE);
    buf = malloc(n);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(mancala_variant_rules_text(v, buf, n, &m), MANCALA_OK);
    ck_assert_uint_eq(m, n);
    ck_assert_uint_eq(strlen(buf) + 1, n);
    mancala_variant_free(v);
    return buf;
}

static void canonical(const char *spec, char *buf, size_t cap)
{
    mancala_variant *v = NULL;
    size_t n;
    ck_assert_int_eq(mancala_variant_new(&v, spec), MANCALA_OK);
    ck_assert_int_eq(mancala_variant_spec(v, buf, cap, &n), MANCALA_OK);
    mancala_variant_free(v);
}

/* The value of key in a canonical spec ("" where it leaves the key out, at its default). */
static void value_of(const char *spec, const char *key, char *out)
{
    const size_t kl = strlen(key);
    const char *p = strchr(spec, ':');
    out[0] = '\0';
    while (p) {
        p++;
        if (strncmp(p, key, kl) == 0 && p[kl] == '=') {
            size_t n = strcspn(p + kl + 1, ",");
            memcpy(out, p + kl + 1, n);
            out[n] = '\0';
            return;
        }
        p = strchr(p, ',');
    }
}

/* Every key of mancala-spec(7) in canonical order, and the word of its default (mancala-spec(7)),
 * which the canonical spec leaves out; inner's default, the whole row, is written as its count. */
static const char *const spec_keys[][2] = {
    { "houses", "" }, { "seeds", "" }, { "stores", "" }, { "origin", "" }, { "relay", "" },
    { "extra", "" }, { "capture", "" }, { "grandslam", "" }, { "feed", "" }, { "end", "" },
    { "majority", "" }, { "cycle", "" }, { "counts", "2+3" }, { "chain", "on" },
    { "side", "opponent" }, { "tuzdik", "off" }, { "rounds", "off" }, { "starter", "loser" },
    { "passing", "any" }, { "leftover", "own" }, { "rows", "2" }, { "direction", "ccw" },
    { "single", "play" }, { "landing", "empty" }, { "outer", "also" }, { "inner", "*" },
    { "opening", "any" }, { "pie", "off" }, { "pass", "off" }, { "seize", "off" },
    { "lander", "keep" }, { "start", "full" }, { "pasu", "off" }, { "pasuto", "owner" },
    { "pasucheck", "sown" }, { "hand", "0" }, { "nyumba", "0" }, { "win", "stores" },
    { "land", "relay" }, { "storeafter", "own" }, { "limit", "2500" },
};
#define NSPEC_KEYS (sizeof spec_keys / sizeof spec_keys[0])
static const char *const families[] = { "kalah", "oware",  "congkak", "togyz",
                                        "bestemshe", "bao", "omweso", "hus" };

/* How far a from b: keys that differ, a board counted 100 and a capture 3 (the text's rule). */
static int distance(const char *a, const char *b)
{
    char va[64], vb[64];
    size_t k;
    int d = 0;
    for (k = 0; k < NSPEC_KEYS; k++) {
        value_of(a, spec_keys[k][0], va);
        value_of(b, spec_keys[k][0], vb);
        if (strcmp(va, vb) != 0)
            d += strcmp(spec_keys[k][0], "rows") == 0 ? 100 : strcmp(spec_keys[k][0], "capture") == 0 ? 3 : 1;
    }
    return d;
}

/* Each rule set's text names its nearest family, and states every key its canonical spec sets
 * otherwise than the family does: in the list of changes and as a sentence's tag. */
START_TEST(every_rule_set_states_its_changes)
{
    const char *name;
    char spec[512], fam[512], best[512], va[64], vb[64], tag[128], *text;
    size_t f, k;
    int bestd = 1 << 30;
    ck_assert_int_eq(mancala_preset_info(_i, &name, NULL), MANCALA_OK);
    canonical(name, spec, sizeof spec);
    text = rules_text(name);
    for (f = 0; f < sizeof families / sizeof *families; f++) {
        canonical(families[f], fam, sizeof fam);
        if (distance(spec, fam) < bestd) {
            bestd = distance(spec, fam);
            snprintf(best, sizeof best, "%s", fam);
        }
    }
    snprintf(tag, sizeof tag, "the rules of %.*s", (int)strcspn(best, ":"), best);
    ck_assert_msg(strstr(text, tag) != NULL, "%s: no '%s' in\n%s", name, tag, text);
    ck_assert_msg(strstr(text, spec) != NULL, "%s: the spec is not stated", name);
    for (k = 0; k < NSPEC_KEYS; k++) {
        value_of(spec, spec_keys[k][0], va);
        value_of(best, spec_keys[k][0], vb);
        if (strcmp(va, vb) == 0)
            continue;
        if (va[0] == '\0' && strcmp(spec_keys[k][0], "inner") == 0)
            snprintf(va, sizeof va, "%d", atoi(strstr(spec, "houses=") + 7) / 2);
        else if (va[0] == '\0')
            snprintf(va, sizeof va, "%s", spec_keys[k][1]);
        snprintf(tag, sizeof tag, "[%s=%s]", spec_keys[k][0], va);
        ck_assert_msg(strstr(text, tag) != NULL, "%s: no sentence %s in\n%s", name, tag, text);
        snprintf(tag, sizeof tag, " %s=%s", spec_keys[k][0], va);
        ck_assert_msg(strstr(text, tag) != NULL, "%s: %s not listed as changed", name, tag);
    }
    free(text);
}
END_TEST

/* Key sentences written from RULES.md and mancala-spec(7): what each rule set's text must say. */
static const struct {
    const char *spec;
    const char *says[6];
} key_sentences[] = {
    { "kalah", { "a row of 6 houses", "holds 4 seeds", "the mover moves again",
                 "the last seed and all the seeds of the opposite house go to the mover's store",
                 "the game ends if either player's houses are all empty", "counter-clockwise" } },
    { "kalah-empty", { "even when that house is empty", "[capture=empty]", NULL } },
    { "oware", { "skips the house the move started from", "2 or 3 seeds",
                 "is legal but captures nothing", "must play a move that sows at least one seed",
                 "more than half of all the seeds", "There are no extra moves" } },
    { "awari", { "[grandslam=capture]", "captures like any other", "for the third time",
                 "split evenly", NULL } },
    { "songo", { "a row of 7 houses", "holds 5 seeds", "2 or 4 seeds", NULL } },
    { "togyz", { "drops its first seed back into itself", "an even number of seeds", "tuzdik",
                 "Only the house of the last seed is taken", "Repeated positions do not end", NULL } },
    { "congkak-rounds", { "Relay sowing", "closed (burnt)", "fewer seeds after a round", NULL } },
    { "chungcajon", { "There are no captures", "passes and the other moves again", NULL } },
    { "kalah-pie", { "Pie rule", "\"swap\"", NULL } },
    { "bao", { "22 seeds in hand", "nyumba, house 11", "kichwa", "16 houses in two rows of 8",
               "\"ccw\" (anticlockwise) or \"cw\"", "The winner takes every seed" } },
    { "waurie", { "The player whose own row is empty", NULL } },
    { "kalah:limit=none", { "There is no limit on the length of the game", NULL } },
};

START_TEST(key_sentences_by_hand)
{
    char *text = rules_text(key_sentences[_i].spec);
    size_t k;
    for (k = 0; k < 6 && key_sentences[_i].says[k]; k++)
        ck_assert_msg(strstr(text, key_sentences[_i].says[k]) != NULL, "%s: no '%s' in\n%s",
                      key_sentences[_i].spec, key_sentences[_i].says[k], text);
    free(text);
}
END_TEST

/* An unchanged rule set says so; a changed one lists only its changes. */
START_TEST(changes_listed)
{
    char *text = rules_text("kalah");
    ck_assert_ptr_nonnull(strstr(text, "the rules of kalah, unchanged."));
    free(text);
    text = rules_text("kalah:seeds=6,capture=empty");
    ck_assert_ptr_nonnull(strstr(text, "the rules of kalah with these options changed: seeds=6, "
                                       "capture=empty.\n"));
    free(text);
}
END_TEST

static char *json(const mancala_game *g)
{
    size_t n = 0;
    char *buf;
    ck_assert_int_eq(mancala_game_to_json(g, NULL, 0, &n), MANCALA_ERANGE);
    buf = malloc(n);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(mancala_game_to_json(g, buf, n, &n), MANCALA_OK);
    return buf;
}

#define KALAH_SPEC "kalah:houses=6,seeds=4,stores=own,origin=sow,relay=off,extra=store," \
                   "capture=standard,grandslam=nocapture,feed=free,end=either,majority=play,cycle=end"
#define ZERO6 "[0,0,0,0,0,0]"

/* The JSON of hand-set positions, written by hand: a start, the move after it, a finished game. */
START_TEST(json_of_positions)
{
    mancala_game *g = at("kalah", "1,0,0,0,0,3/0 4,4,4,4,0,4/0 0");
    char *s = json(g);
    ck_assert_str_eq(s, "{\"spec\":\"" KALAH_SPEC "\",\"rows\":2,\"houses\":6,"
                        "\"board\":[[1,0,0,0,0,3],[4,4,4,4,0,4]],\"stores\":[0,0],"
                        "\"marks\":[" ZERO6 "," ZERO6 "],\"round\":1,\"player_to_move\":0,"
                        "\"move_number\":1,\"legal_moves\":[\"0\",\"5\"],\"last_move\":null,"
                        "\"last_mover\":null,\"over\":false,\"winner\":null,\"reason\":null}");
    free(s);
    /* House 0's seed falls into empty house 1, whose opposite house (North's 4) is empty. */
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    s = json(g);
    ck_assert_str_eq(s, "{\"spec\":\"" KALAH_SPEC "\",\"rows\":2,\"houses\":6,"
                        "\"board\":[[0,1,0,0,0,3],[4,4,4,4,0,4]],\"stores\":[0,0],"
                        "\"marks\":[" ZERO6 "," ZERO6 "],\"round\":1,\"player_to_move\":1,"
                        "\"move_number\":2,\"legal_moves\":[\"0\",\"1\",\"2\",\"3\",\"5\"],"
                        "\"last_move\":\"0\",\"last_mover\":0,\"over\":false,\"winner\":null,"
                        "\"reason\":null}");
    free(s);
    mancala_game_free(g);
    /* South's row empty: the game is over, North's 4 seeds swept to North's store. */
    g = at("kalah", "0,0,0,0,0,0/30 0,0,0,4,0,0/14 1");
    s = json(g);
    ck_assert_str_eq(s, "{\"spec\":\"" KALAH_SPEC "\",\"rows\":2,\"houses\":6,"
                        "\"board\":[" ZERO6 "," ZERO6 "],\"stores\":[30,18],"
                        "\"marks\":[" ZERO6 "," ZERO6 "],\"round\":1,\"player_to_move\":null,"
                        "\"move_number\":1,\"legal_moves\":[],\"last_move\":null,"
                        "\"last_mover\":null,\"over\":true,\"winner\":0,\"reason\":\"empty_row\"}");
    free(s);
    mancala_game_free(g);
}
END_TEST

/* Bao's moves are named with their direction; its hands are the stores. */
START_TEST(json_of_bao)
{
    mancala_game *g = new_game("bao");
    char *s = json(g);
    ck_assert_ptr_nonnull(strstr(s, "\"rows\":4,\"houses\":16,\"board\":[[0,0,0,0,0,0,0,0,0,2,2,6,"
                                    "0,0,0,0],[0,0,0,0,0,0,0,0,0,2,2,6,0,0,0,0]],"
                                    "\"stores\":[22,22]"));
    ck_assert_ptr_nonnull(strstr(s, "\"legal_moves\":[\"9ccw\",\"10ccw\",\"9cw\",\"10cw\"]"));
    free(s);
    mancala_game_free(g);
}
END_TEST

/* Answers on Kalah's board 1,0,0,0,0,3 (South to move: houses 0 and 5 legal), and the move or
 * error each must give, worked out by hand. */
static const struct {
    const char *answer;
    int32_t status, move;
} answers[] = {
    { "0", MANCALA_OK, 0 },
    { "5", MANCALA_OK, 5 },
    { "house 5", MANCALA_OK, 5 },
    { "House F", MANCALA_OK, 5 },
    { "pit a", MANCALA_OK, 0 },
    { "{\"move\": \"5\"}", MANCALA_OK, 5 },
    { "{\"move\":5}", MANCALA_OK, 5 },
    { "{\"move\": \"house F\"}", MANCALA_OK, 5 },
    { "{\"move\": \"A\"}", MANCALA_OK, 0 },
    { "I weighed 5 and 0 and choose {\"move\": \"0\"}.", MANCALA_OK, 0 },
    { "Sowing house 5 puts 3 seeds around; I play house 5.", MANCALA_OK, 5 },
    { "With 12 seeds left, **5** is best", MANCALA_OK, 5 },
    { "Move: 0", MANCALA_OK, 0 },
    { "My move is 5.", MANCALA_OK, 5 },
    { "3", MANCALA_EILLEGAL, 0 },
    { "house 9", MANCALA_EILLEGAL, 0 },
    { "{\"move\": \"house C\"}", MANCALA_EILLEGAL, 0 },
    { "I play 0 or 5", MANCALA_EPARSE, 0 },
    { "house 0, no, house 5", MANCALA_EPARSE, 0 },
    { "{\"move\": \"0\"} {\"move\": \"5\"}", MANCALA_EPARSE, 0 },
    { "no idea", MANCALA_EPARSE, 0 },
    { "", MANCALA_EPARSE, 0 },
    { "swap", MANCALA_EPARSE, 0 },
    { "{\"move\": \"\"}", MANCALA_EPARSE, 0 },
};

START_TEST(reader_table)
{
    mancala_game *g = at("kalah", "1,0,0,0,0,3/0 4,4,4,4,0,4/0 0");
    int32_t move = INT_SENTINEL;
    const int32_t st = mancala_game_move_from_answer(g, answers[_i].answer, &move);
    ck_assert_msg(st == answers[_i].status, "'%s': %d, not %d", answers[_i].answer, st,
                  answers[_i].status);
    ck_assert_int_eq(move, st == MANCALA_OK ? answers[_i].move : INT_SENTINEL);
    mancala_game_free(g);
}
END_TEST

/* Names of other boards: directions (Bao), the pie's swap, a game over. */
START_TEST(reader_names)
{
    mancala_game *g = new_game("bao");
    int32_t move = INT_SENTINEL;
    ck_assert_int_eq(mancala_game_move_from_answer(g, "I enter at 10CW", &move), MANCALA_OK);
    ck_assert_int_eq(move, 10 + 16);
    ck_assert_int_eq(mancala_game_move_from_answer(g, "{\"move\": \"9ccw\"}", &move), MANCALA_OK);
    ck_assert_int_eq(move, 9);
    ck_assert_int_eq(mancala_game_move_from_answer(g, "house 9", &move), MANCALA_EPARSE);
    ck_assert_int_eq(mancala_game_move_from_answer(g, "0ccw", &move), MANCALA_EILLEGAL);
    mancala_game_free(g);
    g = new_game("kalah-pie");
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_OK);
    ck_assert_int_eq(mancala_game_move_from_answer(g, "I swap: {\"move\": \"swap\"}", &move),
                     MANCALA_OK);
    ck_assert_int_eq(move, 6);
    mancala_game_free(g);
    g = at("kalah", "0,0,0,0,0,0/30 0,0,0,4,0,0/14 1");
    ck_assert_int_eq(mancala_game_move_from_answer(g, "3", &move), MANCALA_EOVER);
    mancala_game_free(g);
}
END_TEST

/* Buffers as STYLE.md has them: too small, nothing written and the size told; NULLs refused. */
START_TEST(buffers_and_nulls)
{
    mancala_variant *v = NULL;
    mancala_game *g = new_game("oware");
    char buf[16];
    size_t n = SIZE_SENTINEL, need = 0;
    int32_t move = INT_SENTINEL;
    ck_assert_int_eq(mancala_variant_new(&v, "oware"), MANCALA_OK);
    memset(buf, CHAR_SENTINEL, sizeof buf);
    ck_assert_int_eq(mancala_variant_rules_text(v, buf, sizeof buf, &need), MANCALA_ERANGE);
    ck_assert_uint_gt(need, sizeof buf);
    ck_assert_int_eq(buf[0], CHAR_SENTINEL);
    ck_assert_int_eq(mancala_game_to_json(g, buf, sizeof buf, &need), MANCALA_ERANGE);
    ck_assert_uint_gt(need, sizeof buf);
    ck_assert_int_eq(buf[0], CHAR_SENTINEL);
    ck_assert_int_eq(mancala_variant_rules_text(NULL, buf, sizeof buf, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_variant_rules_text(v, buf, sizeof buf, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_variant_rules_text(v, NULL, 5, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_to_json(NULL, buf, sizeof buf, &n), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_to_json(g, buf, sizeof buf, NULL), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_to_json(g, NULL, 5, &n), MANCALA_EINVAL);
    ck_assert_uint_eq(n, SIZE_SENTINEL);
    ck_assert_int_eq(mancala_game_move_from_answer(NULL, "3", &move), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_move_from_answer(g, NULL, &move), MANCALA_EINVAL);
    ck_assert_int_eq(mancala_game_move_from_answer(g, "3", NULL), MANCALA_EINVAL);
    ck_assert_int_eq(move, INT_SENTINEL);
    mancala_variant_free(v);
    mancala_game_free(g);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("arena");
    TCase *t = tcase_create("rules text");
    tcase_add_loop_test(t, every_rule_set_states_its_changes, 0, mancala_preset_count());
    tcase_add_loop_test(t, key_sentences_by_hand, 0,
                        (int)(sizeof key_sentences / sizeof key_sentences[0]));
    tcase_add_test(t, changes_listed);
    suite_add_tcase(s, t);
    t = tcase_create("json");
    tcase_add_test(t, json_of_positions);
    tcase_add_test(t, json_of_bao);
    suite_add_tcase(s, t);
    t = tcase_create("reader");
    tcase_add_loop_test(t, reader_table, 0, (int)(sizeof answers / sizeof answers[0]));
    tcase_add_test(t, reader_names);
    tcase_add_test(t, buffers_and_nulls);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
