/* SPDX-License-Identifier: MIT */
/* check_spec.c: the variant spec parser, the canonical spec, and the position text format.
 * Expected canonical strings come from a small model of the PRESETS and OPTIONS tables of
 * mancala-spec(7), written here; the words of every key are also read against the options'
 * table of the rules layer (lib/rules/options.h), white-box. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mancala.h"
#include "rules/rules.h"
#include "testutil.h"

#define KALAH_RULES                                                                              \
    "stores=own,origin=sow,relay=off,extra=store,capture=standard,grandslam=nocapture,"         \
    "feed=free,end=either,majority=play,cycle=end"
#define OWARE_RULES                                                                              \
    "stores=none,origin=skip,relay=off,extra=off,capture=count,grandslam=nocapture,"            \
    "feed=must,end=mover,majority=end,cycle=end"
#define CONGKAK_RULES                                                                            \
    "stores=own,origin=sow,relay=on,extra=store,capture=standard,grandslam=nocapture,"          \
    "feed=free,end=either,majority=play,cycle=end"
#define KALAH_SPEC "kalah:houses=6,seeds=4," KALAH_RULES
#define OWARE_SPEC "oware:houses=6,seeds=4," OWARE_RULES
#define CONGKAK_SPEC "congkak:houses=6,seeds=6," CONGKAK_RULES
#define ROW4 "4,4,4,4,4,4/0"
#define KALAH_TEXT KALAH_SPEC " " ROW4 " " ROW4 " 0"

/* ---------------------------------------------------------------- model of the option table */

#define NRULES 10 /* keys after houses and seeds */

static const char *const rule_key[NRULES] = { "stores", "origin", "relay", "extra", "capture",
                                              "grandslam", "feed", "end", "majority", "cycle" };
static const char *const rule_values[NRULES][5] = {
    { "own", "none", NULL },
    { "sow", "skip", NULL },
    { "off", "on", NULL },
    { "store", "off", NULL },
    { "standard", "empty", "count", "none", NULL },
    { "nocapture", "forbidden", "capture", NULL },
    { "free", "must", NULL },
    { "either", "mover", NULL },
    { "play", "end", NULL },
    { "end", "split", NULL },
};

struct model {
    int houses, seeds;
    const char *v[NRULES];
};

static const char *const preset_name[3] = { "kalah", "oware", "congkak" };
static const struct model presets[3] = {
    { 6, 4, { "own", "sow", "off", "store", "standard", "nocapture", "free", "either", "play", "end" } },
    { 6, 4, { "none", "skip", "off", "off", "count", "nocapture", "must", "mover", "end", "end" } },
    { 6, 6, { "own", "sow", "on", "store", "standard", "nocapture", "free", "either", "play", "end" } },
};

static int model_valid(const struct model *m)
{
    int own = strcmp(m->v[0], "own") == 0;
    /* (relay=on goes without stores too: the relay then stops after MANCALA_MAX_SOWINGS legs) */
    if (strcmp(m->v[3], "store") == 0 && !own)
        return 0;
    if (strcmp(m->v[5], "nocapture") != 0 && strcmp(m->v[4], "count") != 0)
        return 0;
    if (strcmp(m->v[9], "split") == 0 && own)
        return 0;
    return 1;
}

static void model_canonical(const struct model *m, char *out, size_t cap)
{
    const char *name = "custom";
    int p, k, same;
    size_t len;
    for (p = 0; p < 3; p++) {
        same = 1;
        for (k = 0; k < NRULES; k++)
            if (strcmp(m->v[k], presets[p].v[k]) != 0)
                same = 0;
        if (same) {
            name = preset_name[p];
            break;
        }
    }
    len = (size_t)snprintf(out, cap, "%s:houses=%d,seeds=%d", name, m->houses, m->seeds);
    for (k = 0; k < NRULES; k++)
        len += (size_t)snprintf(out + len, cap - len, ",%s=%s", rule_key[k], m->v[k]);
    ck_assert_uint_lt(len, cap);
}

/* ---------------------------------------------------------------- helpers */

/* Parses spec; on success returns the canonical string in buf and checks it round-trips. */
static int32_t parse_spec(const char *spec, char *buf, size_t cap)
{
    mancala_variant *v = VARIANT_SENTINEL, *w = NULL;
    char again[512];
    size_t n = 0, n2 = 0;
    int32_t rc = mancala_variant_new(&v, spec);
    if (rc != MANCALA_OK) {
        ck_assert_msg(v == VARIANT_SENTINEL, "variant_new(\"%s\") failed but wrote *out", spec);
        return rc;
    }
    ck_assert_ptr_nonnull(v);
    ck_assert_int_eq(mancala_variant_spec(v, buf, cap, &n), MANCALA_OK);
    mancala_variant_free(v);
    ck_assert_msg(mancala_variant_new(&w, buf) == MANCALA_OK, "canonical \"%s\" rejected", buf);
    ck_assert_int_eq(mancala_variant_spec(w, again, sizeof again, &n2), MANCALA_OK);
    ck_assert_msg(strcmp(buf, again) == 0, "canonical does not round-trip:\n%s\n%s", buf, again);
    mancala_variant_free(w);
    return rc;
}

static void expect_spec(const char *spec, const char *canonical)
{
    char buf[512];
    int32_t rc = parse_spec(spec, buf, sizeof buf);
    ck_assert_msg(rc == MANCALA_OK, "\"%s\" rejected with %d", spec, (int)rc);
    ck_assert_msg(strcmp(buf, canonical) == 0, "\"%s\":\n got  %s\n want %s", spec, buf,
                  canonical);
}

static void expect_spec_error(const char *spec, int32_t code)
{
    char buf[512];
    int32_t rc = parse_spec(spec, buf, sizeof buf);
    ck_assert_msg(rc == code, "\"%s\": returned %d, expected %d", spec, (int)rc, (int)code);
}

/* Same position (board, player, over, hash, text) in snapshots (testutil.h) of two games that
 * may differ in history; with_history also compares the history. */
static void same_position(const struct snap *a, const struct snap *b, int with_history,
                          const char *what)
{
    ck_assert_msg(a->npits == b->npits
                      && memcmp(a->pits, b->pits, a->npits * sizeof a->pits[0]) == 0,
                  "%s: board differs", what);
    ck_assert_msg(a->to_move == b->to_move, "%s: to_move %d vs %d", what, (int)a->to_move,
                  (int)b->to_move);
    ck_assert_msg(a->over == b->over, "%s: is_over differs", what);
    ck_assert_msg(a->hash == b->hash, "%s: hash differs", what);
    ck_assert_msg(strcmp(a->text, b->text) == 0, "%s: text differs\n%s\n%s", what, a->text,
                  b->text);
    if (with_history)
        ck_assert_msg(a->nhist == b->nhist
                          && memcmp(a->hist, b->hist, a->nhist * sizeof a->hist[0]) == 0,
                      "%s: history differs", what);
}

static void expect_text(const mancala_game *g, const char *want)
{
    char buf[2048];
    size_t n;
    ck_assert_int_eq(mancala_game_to_text(g, buf, sizeof buf, &n), MANCALA_OK);
    ck_assert_str_eq(buf, want);
}

/* from_text(to_text(g)) is the same position and writes the same text. */
static void check_round_trip(const mancala_game *g)
{
    struct snap a, b;
    mancala_game *h = NULL;
    take_snap(g, &a);
    ck_assert_msg(mancala_game_from_text(&h, a.text) == MANCALA_OK, "from_text(\"%s\")", a.text);
    take_snap(h, &b);
    same_position(&a, &b, 0, a.text);
    ck_assert_uint_eq(b.nhist, 0);
    ck_assert_int_eq(mancala_game_undo(h), MANCALA_ENOHISTORY);
    mancala_game_free(h);
}

/* ---------------------------------------------------------------- the options' table */

/* lib/rules/options.h's keys, each with its mc_rules field and its words (none for numbers), each
 * word with its constant. */
struct table_value {
    int constant;
    const char *word;
};
#define TABLE_VALUE(constant, word) { constant, word },
#define TABLE_NUMBER(key, flags)
#define TABLE_WORDS(key, flags, values)                                                          \
    static const struct table_value key##_values[] = { values { -1, NULL } };
MC_OPTIONS(TABLE_NUMBER, TABLE_WORDS, TABLE_VALUE)
#define TABLE_NUMBER_KEY(key, flags) { #key, offsetof(mc_rules, key), NULL },
#define TABLE_WORDS_KEY(key, flags, values) { #key, offsetof(mc_rules, key), key##_values },
#define TABLE_NO_VALUE(constant, word)
static const struct table_key {
    const char *name;
    size_t offset;
    const struct table_value *values;
} table_keys[] = { MC_OPTIONS(TABLE_NUMBER_KEY, TABLE_WORDS_KEY, TABLE_NO_VALUE) };
#define NTABLE_KEYS (sizeof table_keys / sizeof table_keys[0])

/* Whether "BASE:KEY=WORD" is a variant, BASE the rule set `base` of the catalogue (-1: custom);
 * if it is, the key's field of its rules must be the word's constant, and its canonical spec must
 * write the word back, or leave the key out where it may (`later`: a key after counts=, written
 * only where it differs from its default, the constant 0). */
static int word_reads_back(const struct table_key *key, const struct table_value *val,
                           int32_t base, int later)
{
    const char *name = "custom", *at;
    char spec[128], want[64], buf[512];
    mancala_variant *v = NULL;
    size_t n, len;

    if (base >= 0)
        ck_assert_int_eq(mancala_preset_info(base, &name, NULL), MANCALA_OK);
    snprintf(spec, sizeof spec, "%s:%s=%s", name, key->name, val->word);
    if (mancala_variant_new(&v, spec) != MANCALA_OK)
        return 0;
    ck_assert_msg(*((const uint8_t *)&v->r + key->offset) == val->constant,
                  "\"%s\": read as %d, its constant is %d", spec,
                  (int)*((const uint8_t *)&v->r + key->offset), val->constant);
    ck_assert_int_eq(mancala_variant_spec(v, buf, sizeof buf, &n), MANCALA_OK);
    mancala_variant_free(v);
    len = (size_t)snprintf(want, sizeof want, ",%s=%s", key->name, val->word);
    at = strstr(buf, want);
    ck_assert_msg((at && (at[len] == ',' || at[len] == '\0')) || (later && val->constant == 0),
                  "\"%s\": canonical \"%s\" does not write %s", spec, buf, want + 1);
    return 1;
}

/* Every word of every key round-trips: its constant is its place in the key's list, and
 * "BASE:KEY=WORD" over the first base that takes it (custom, then the catalogue's rule sets)
 * reads as that constant and writes the word back. Every word is taken over some base. */
START_TEST(test_option_words_round_trip)
{
    const int32_t nbases = mancala_preset_count();
    size_t k, x, counts = 0, words = 0;

    while (counts < NTABLE_KEYS && strcmp(table_keys[counts].name, "counts") != 0)
        counts++;
    ck_assert_uint_lt(counts, NTABLE_KEYS);
    for (k = 0; k < NTABLE_KEYS; k++) {
        const struct table_value *tv = table_keys[k].values;
        for (x = 0; tv && tv[x].word; x++) {
            int32_t b;
            int taken = 0;
            ck_assert_int_eq(tv[x].constant, (int)x);
            for (b = -1; b < nbases && !taken; b++)
                taken = word_reads_back(&table_keys[k], &tv[x], b, k > counts);
            ck_assert_msg(taken, "%s=%s: refused over every base", table_keys[k].name, tv[x].word);
            words++;
        }
    }
    ck_assert_uint_gt(words, 80);
}
END_TEST

/* ---------------------------------------------------------------- presets and names */

START_TEST(test_preset_canonical)
{
    expect_spec("kalah", KALAH_SPEC);
    expect_spec("oware", OWARE_SPEC);
    expect_spec("congkak", CONGKAK_SPEC);
    expect_spec(KALAH_SPEC, KALAH_SPEC);
    expect_spec(OWARE_SPEC, OWARE_SPEC);
    expect_spec(CONGKAK_SPEC, CONGKAK_SPEC);
    ck_assert_str_eq(KALAH_SPEC, "kalah:houses=6,seeds=4,stores=own,origin=sow,relay=off,"
                                 "extra=store,capture=standard,grandslam=nocapture,feed=free,"
                                 "end=either,majority=play,cycle=end");
}
END_TEST

START_TEST(test_custom_and_names)
{
    expect_spec("custom", KALAH_SPEC);
    expect_spec("custom:seeds=4", KALAH_SPEC);
    expect_spec("custom:houses=6,seeds=4," KALAH_RULES, KALAH_SPEC);
    expect_spec("custom:seeds=6,relay=on", CONGKAK_SPEC);
    expect_spec("custom:capture=empty",
                "custom:houses=6,seeds=4,stores=own,origin=sow,relay=off,extra=store,"
                "capture=empty,grandslam=nocapture,feed=free,end=either,majority=play,cycle=end");
    expect_spec_error("custom:stores=none", MANCALA_ESPEC);
    expect_spec_error("custom:", MANCALA_ESPEC);

    /* the name is the first preset whose rules match, whatever the input name */
    expect_spec("kalah:stores=none,origin=skip,extra=off,capture=count,feed=must,end=mover,"
                "majority=end",
                OWARE_SPEC);
    expect_spec("kalah:majority=end,end=mover,feed=must,capture=count,extra=off,origin=skip,"
                "stores=none,seeds=5,houses=7",
                "oware:houses=7,seeds=5," OWARE_RULES);
    expect_spec("oware:stores=own,origin=sow,extra=store,capture=standard,feed=free,end=either,"
                "majority=play",
                KALAH_SPEC);
    expect_spec("oware:stores=own,origin=sow,relay=on,extra=store,capture=standard,feed=free,"
                "end=either,majority=play,seeds=6",
                CONGKAK_SPEC);
    expect_spec("kalah:relay=on", "congkak:houses=6,seeds=4," CONGKAK_RULES);
    expect_spec("congkak:relay=off", "kalah:houses=6,seeds=6," KALAH_RULES);
    expect_spec("congkak:relay=off,seeds=4", KALAH_SPEC);
    expect_spec("congkak:houses=7,seeds=7", "congkak:houses=7,seeds=7," CONGKAK_RULES);
    expect_spec("oware:seeds=5", "oware:houses=6,seeds=5," OWARE_RULES);
    expect_spec("oware:cycle=split",
                "custom:houses=6,seeds=4,stores=none,origin=skip,relay=off,extra=off,"
                "capture=count,grandslam=nocapture,feed=must,end=mover,majority=end,cycle=split");
    expect_spec("oware:grandslam=capture,cycle=split,seeds=4,houses=6",
                "custom:houses=6,seeds=4,stores=none,origin=skip,relay=off,extra=off,"
                "capture=count,grandslam=capture,feed=must,end=mover,majority=end,cycle=split");
    expect_spec("kalah:stores=none,extra=off",
                "custom:houses=6,seeds=4,stores=none,origin=sow,relay=off,extra=off,"
                "capture=standard,grandslam=nocapture,feed=free,end=either,majority=play,"
                "cycle=end");
    expect_spec("kalah:end=mover",
                "custom:houses=6,seeds=4,stores=own,origin=sow,relay=off,extra=store,"
                "capture=standard,grandslam=nocapture,feed=free,end=mover,majority=play,"
                "cycle=end");
    /* explicit defaults are fine */
    expect_spec("kalah:grandslam=nocapture,cycle=end", KALAH_SPEC);
}
END_TEST

/* Every rule key with every value, on every preset; the model says OK (and the text) or ESPEC. */
START_TEST(test_every_key_value)
{
    int p, k, x, tried = 0, ok = 0;
    char spec[128], want[512], got[512];
    for (p = 0; p < 3; p++)
        for (k = 0; k < NRULES; k++)
            for (x = 0; rule_values[k][x] != NULL; x++) {
                struct model m = presets[p];
                int32_t rc;
                m.v[k] = rule_values[k][x];
                snprintf(spec, sizeof spec, "%s:%s=%s", preset_name[p], rule_key[k],
                         rule_values[k][x]);
                rc = parse_spec(spec, got, sizeof got);
                tried++;
                if (model_valid(&m)) {
                    model_canonical(&m, want, sizeof want);
                    ck_assert_msg(rc == MANCALA_OK, "\"%s\" rejected with %d", spec, (int)rc);
                    ck_assert_msg(strcmp(got, want) == 0, "\"%s\":\n got  %s\n want %s", spec,
                                  got, want);
                    ok++;
                } else {
                    ck_assert_msg(rc == MANCALA_ESPEC, "\"%s\" (forbidden) returned %d", spec,
                                  (int)rc);
                }
            }
    ck_assert_int_eq(tried, 3 * 23);
    ck_assert_int_gt(ok, 50);
}
END_TEST

/* Pairs of keys: every combination of two rule values on Kalah, against the model. */
START_TEST(test_key_pairs)
{
    int k1, k2, x1, x2;
    char spec[160], want[512], got[512];
    for (k1 = 0; k1 < NRULES; k1++)
        for (k2 = k1 + 1; k2 < NRULES; k2++)
            for (x1 = 0; rule_values[k1][x1] != NULL; x1++)
                for (x2 = 0; rule_values[k2][x2] != NULL; x2++) {
                    struct model m = presets[_i];
                    int32_t rc;
                    m.v[k1] = rule_values[k1][x1];
                    m.v[k2] = rule_values[k2][x2];
                    /* keys in reverse order: the canonical order does not depend on input order */
                    snprintf(spec, sizeof spec, "%s:%s=%s,%s=%s", preset_name[_i], rule_key[k2],
                             m.v[k2], rule_key[k1], m.v[k1]);
                    rc = parse_spec(spec, got, sizeof got);
                    if (model_valid(&m)) {
                        model_canonical(&m, want, sizeof want);
                        ck_assert_msg(rc == MANCALA_OK, "\"%s\" rejected with %d", spec, (int)rc);
                        ck_assert_msg(strcmp(got, want) == 0, "\"%s\":\n got  %s\n want %s",
                                      spec, got, want);
                    } else {
                        ck_assert_msg(rc == MANCALA_ESPEC, "\"%s\" (forbidden) returned %d",
                                      spec, (int)rc);
                    }
                }
}
END_TEST

START_TEST(test_houses_and_seeds)
{
    char spec[64], want[512];
    int h, s;
    for (h = 1; h <= 16; h++) {
        struct model m = presets[0];
        m.houses = h;
        snprintf(spec, sizeof spec, "kalah:houses=%d", h);
        model_canonical(&m, want, sizeof want);
        expect_spec(spec, want);
    }
    for (s = 1; s <= 21; s++) { /* 2 * 6 * 21 = 252 */
        struct model m = presets[1];
        m.seeds = s;
        snprintf(spec, sizeof spec, "oware:seeds=%d", s);
        model_canonical(&m, want, sizeof want);
        expect_spec(spec, want);
    }
    expect_spec_error("oware:seeds=22", MANCALA_ELIMIT); /* 264 */
    /* at the limit */
    expect_spec("kalah:houses=16,seeds=7", "kalah:houses=16,seeds=7," KALAH_RULES);     /* 224 */
    expect_spec("kalah:houses=1,seeds=127", "kalah:houses=1,seeds=127," KALAH_RULES);   /* 254 */
    expect_spec("congkak:houses=15,seeds=8", "congkak:houses=15,seeds=8," CONGKAK_RULES); /* 240 */
    expect_spec("oware:houses=3,seeds=42", "oware:houses=3,seeds=42," OWARE_RULES);     /* 252 */
    expect_spec("kalah:seeds=21", "kalah:houses=6,seeds=21," KALAH_RULES);
}
END_TEST

START_TEST(test_spec_limits)
{
    static const char *const bad[] = {
        "kalah:houses=0",
        "kalah:houses=17",
        "kalah:houses=100",
        "kalah:seeds=0",
        "oware:seeds=0",
        "kalah:houses=16,seeds=8",    /* 256 */
        "kalah:houses=1,seeds=128",   /* 256 */
        "kalah:seeds=22",             /* 264 */
        "kalah:seeds=128",
        "kalah:seeds=99999999999999999999999",
        "kalah:houses=99999999999999999999999",
        "kalah:seeds=4294967297",     /* 2^32 + 1: would wrap to 1 */
        "kalah:seeds=18446744073709551617", /* 2^64 + 1 */
        "kalah:houses=4294967302",    /* 2^32 + 6 */
    };
    size_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
        expect_spec_error(bad[i], MANCALA_ELIMIT);
    expect_spec("congkak:houses=7,seeds=10", "congkak:houses=7,seeds=10," CONGKAK_RULES);
}
END_TEST

/* limit=: the plies after which a game ends (mancala-spec(7)). At its default (2500) the key
 * is not written, so every earlier canonical spec stays as it was; `none` (or 0) for none; any
 * preset keeps its name. */
START_TEST(test_spec_limit_key)
{
    static const char *const syntax[] = { "kalah:limit=", "kalah:limit=01", "kalah:limit=-1",
                                          "kalah:limit=+5", "kalah:limit=nolimit",
                                          "kalah:limit=5,limit=6", "kalah:limit=2500 " };
    mancala_variant *v = NULL;
    size_t i;
    expect_spec("kalah:limit=2500", KALAH_SPEC);
    expect_spec("kalah:limit=1", KALAH_SPEC ",limit=1");
    expect_spec("kalah:limit=1000", KALAH_SPEC ",limit=1000");
    expect_spec("kalah:limit=65535", KALAH_SPEC ",limit=65535");
    expect_spec("kalah:limit=none", KALAH_SPEC ",limit=none");
    expect_spec("kalah:limit=0", KALAH_SPEC ",limit=none");
    expect_spec("oware:limit=none,seeds=5", "oware:houses=6,seeds=5," OWARE_RULES ",limit=none");
    expect_spec("kalah:limit=none,rounds=burn",
                "kalah:houses=6,seeds=4," KALAH_RULES ",rounds=burn,limit=none");
    ck_assert_int_eq(mancala_variant_new(&v, "kalah:limit=none"), MANCALA_OK);
    ck_assert_uint_eq(v->r.limit, MC_LIMIT_NONE);
    mancala_variant_free(v);
    ck_assert_int_eq(mancala_variant_new(&v, "kalah:limit=2500"), MANCALA_OK);
    ck_assert_uint_eq(v->r.limit, 0); /* the default, as if not given: equal rules, equal bytes */
    mancala_variant_free(v);
    expect_spec_error("kalah:limit=65536", MANCALA_ELIMIT);
    expect_spec_error("kalah:limit=99999999999999999999", MANCALA_ELIMIT);
    for (i = 0; i < sizeof syntax / sizeof syntax[0]; i++)
        expect_spec_error(syntax[i], MANCALA_ESPEC);
}
END_TEST

START_TEST(test_spec_syntax_errors)
{
    static const char *const bad[] = {
        "",
        ":",
        "kalah:",
        "kalah:seeds=4,seeds=5",
        "kalah:seeds=4,seeds=4",
        "kalah:houses=6,seeds=4,houses=6",
        "kalah:seeds",
        "kalah:seeds=",
        "kalah:=4",
        "kalah:=",
        "kalah:seeds=4,",
        "kalah:,seeds=4",
        "kalah:seeds=4,,houses=6",
        "kalah::seeds=4",
        "kalah:seeds==4",
        "kalah,seeds=4",
        "kalah;seeds=4",
        "kalah:seeds=4;houses=6",
        ":seeds=4",
        "Kalah",
        "KALAH",
        "kalah ",
        " kalah",
        "kalah\n\n", /* one final newline is taken (mancala_variant_new(3)), no more */
        "kalah\r",
        "\n",
        "kalah:Seeds=4",
        "kalah:seeds=4 ",
        "kalah: seeds=4",
        "kalah:seeds =4",
        "kalah:seeds= 4",
        "kalah:foo=1",
        "kalah:name=kalah",
        "kalah:capture=big",
        "kalah:capture=Standard",
        "kalah:capture=",
        "kalah:stores=None",
        "kalah:relay=1",
        "kalah:relay=true",
        "kalah:seeds=-1",
        "kalah:seeds=+4",
        "kalah:seeds=4x",
        "kalah:seeds=x4",
        "kalah:seeds=4.0",
        "kalah:seeds=0x4",
        "kalah:houses=six",
        "kalah:houses=-6",
        "foo",
        "foo:seeds=4",
        "kalahx",
        "kala",
        "custo",
        "oware:kalah",
    };
    size_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
        expect_spec_error(bad[i], MANCALA_ESPEC);
}
END_TEST

START_TEST(test_spec_forbidden_combinations)
{
    static const char *const bad[] = {
        "kalah:stores=none",                 /* extra=store needs stores=own */
        "congkak:stores=none",               /* extra=store */
        "oware:extra=store",
        "oware:opening=inner",               /* opening=inner is for four rows */
        "oware:capture=standard,grandslam=forbidden",
        "kalah:grandslam=forbidden",
        "kalah:grandslam=capture",
        "congkak:grandslam=capture",
        "oware:capture=empty,grandslam=capture",
        "oware:capture=none,grandslam=forbidden",
        "kalah:cycle=split",
        "congkak:cycle=split",
        "oware:stores=own,cycle=split",
        "kalah:capture=count,grandslam=forbidden,cycle=split",
    };
    size_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
        expect_spec_error(bad[i], MANCALA_ESPEC);

    expect_spec("kalah:stores=none,extra=off",
                "custom:houses=6,seeds=4,stores=none,origin=sow,relay=off,extra=off,"
                "capture=standard,grandslam=nocapture,feed=free,end=either,majority=play,"
                "cycle=end");
    expect_spec("kalah:capture=count,grandslam=forbidden",
                "custom:houses=6,seeds=4,stores=own,origin=sow,relay=off,extra=store,"
                "capture=count,grandslam=forbidden,feed=free,end=either,majority=play,"
                "cycle=end");
    expect_spec("oware:grandslam=forbidden",
                "custom:houses=6,seeds=4,stores=none,origin=skip,relay=off,extra=off,"
                "capture=count,grandslam=forbidden,feed=must,end=mover,majority=end,cycle=end");
    /* Relay without stores on two rows (a relay that need not end stops after
     * MANCALA_MAX_SOWINGS legs), and opening=N on two rows: houses N to H-1 first. */
    expect_spec("oware:relay=on",
                "custom:houses=6,seeds=4,stores=none,origin=skip,relay=on,extra=off,"
                "capture=count,grandslam=nocapture,feed=must,end=mover,majority=end,cycle=end");
    expect_spec("kalah:stores=none,relay=on,extra=off,opening=5",
                "custom:houses=6,seeds=4,stores=none,origin=sow,relay=on,extra=off,"
                "capture=standard,grandslam=nocapture,feed=free,end=either,majority=play,"
                "cycle=end,opening=5");
    expect_spec_error("oware:opening=6", MANCALA_ELIMIT);
    expect_spec_error("dabuda:houses=6", MANCALA_ELIMIT);
}
END_TEST

/* ---------------------------------------------------------------- position text */

START_TEST(test_text_new_games)
{
    mancala_game *g = new_game("kalah");
    expect_text(g, KALAH_TEXT);
    ck_assert_str_eq(KALAH_TEXT,
                     "kalah:houses=6,seeds=4,stores=own,origin=sow,relay=off,extra=store,"
                     "capture=standard,grandslam=nocapture,feed=free,end=either,majority=play,"
                     "cycle=end 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0");
    check_round_trip(g);
    mancala_game_free(g);

    g = new_game("oware");
    expect_text(g, OWARE_SPEC " " ROW4 " " ROW4 " 0");
    check_round_trip(g);
    mancala_game_free(g);

    g = new_game("congkak");
    expect_text(g, CONGKAK_SPEC " 6,6,6,6,6,6/0 6,6,6,6,6,6/0 0");
    check_round_trip(g);
    mancala_game_free(g);

    g = new_game("custom:houses=1,seeds=3");
    expect_text(g, "kalah:houses=1,seeds=3," KALAH_RULES " 3/0 3/0 0");
    check_round_trip(g);
    mancala_game_free(g);

    g = new_game("kalah:houses=16,seeds=7");
    expect_text(g, "kalah:houses=16,seeds=7," KALAH_RULES
                   " 7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7/0 7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7/0 0");
    check_round_trip(g);
    mancala_game_free(g);

    g = new_game("oware:cycle=split");
    expect_text(g, "custom:houses=6,seeds=4,stores=none,origin=skip,relay=off,extra=off,"
                   "capture=count,grandslam=nocapture,feed=must,end=mover,majority=end,"
                   "cycle=split " ROW4 " " ROW4 " 0");
    check_round_trip(g);
    mancala_game_free(g);
}
END_TEST

START_TEST(test_text_after_moves)
{
    mancala_game *g = new_game("kalah");
    mancala_game *o = new_game("oware");
    uint64_t n;
    int32_t moves[16];
    size_t k, cnt;

    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK); /* into the store: player 0 again */
    expect_text(g, KALAH_SPEC " 4,4,0,5,5,5/1 " ROW4 " 0");
    check_round_trip(g);
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    expect_text(g, KALAH_SPEC " 4,4,0,5,5,0/2 5,5,5,5,4,4/0 1");
    check_round_trip(g);

    /* a clone and the parsed text agree on perft too */
    {
        mancala_game *h = NULL;
        uint64_t m;
        char text[2048];
        size_t len;
        ck_assert_int_eq(mancala_game_to_text(g, text, sizeof text, &len), MANCALA_OK);
        ck_assert_int_eq(mancala_game_from_text(&h, text), MANCALA_OK);
        ck_assert_int_eq(mancala_game_perft(g, 3, &n), MANCALA_OK);
        ck_assert_int_eq(mancala_game_perft(h, 3, &m), MANCALA_OK);
        ck_assert(n == m);
        mancala_game_free(h);
    }

    /* round trips along an Oware game, always the lowest legal move */
    for (k = 0; k < 30 && !mancala_game_is_over(o); k++) {
        ck_assert_int_eq(mancala_game_legal_moves(o, moves, 16, &cnt), MANCALA_OK);
        ck_assert_uint_gt(cnt, 0);
        ck_assert_int_eq(mancala_game_play(o, moves[0]), MANCALA_OK);
        check_round_trip(o);
    }
    mancala_game_free(g);
    mancala_game_free(o);
}
END_TEST

START_TEST(test_text_over)
{
    mancala_game *g = NULL;
    /* set_board rules apply: player 0's row is empty, so the game is over and swept */
    ck_assert_int_eq(mancala_game_from_text(&g, "kalah 0,0,0,0,0,0/20 1,1,1,1,0,0/24 0"),
                     MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    ck_assert_int_eq(mancala_game_to_move(g), MANCALA_EOVER);
    expect_text(g, KALAH_SPEC " 0,0,0,0,0,0/20 0,0,0,0,0,0/28 0");
    check_round_trip(g);
    mancala_game_free(g);

    ck_assert_int_eq(mancala_game_from_text(&g, "kalah 0,0,0,0,0,0/24 0,0,0,0,0,0/24 1"),
                     MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(g), 1);
    expect_text(g, KALAH_SPEC " 0,0,0,0,0,0/24 0,0,0,0,0,0/24 1");
    check_round_trip(g);
    mancala_game_free(g);
}
END_TEST

START_TEST(test_from_text_accepts)
{
    static const struct {
        const char *in, *out;
    } ok[] = {
        { "kalah " ROW4 " " ROW4 " 0", KALAH_TEXT },
        { KALAH_TEXT, KALAH_TEXT },
        { "custom " ROW4 " " ROW4 " 0", KALAH_TEXT },
        { "kalah:cycle=end,seeds=4 " ROW4 " " ROW4 " 0", KALAH_TEXT },
        { "kalah " ROW4 " " ROW4 " 1", KALAH_SPEC " " ROW4 " " ROW4 " 1" },
        { "oware 4,4,4,4,4,4/0 4,4,4,4,4,4/0 1", OWARE_SPEC " " ROW4 " " ROW4 " 1" },
        /* the total need not match the variant's start */
        { "kalah:seeds=5 " ROW4 " " ROW4 " 0",
          "kalah:houses=6,seeds=5," KALAH_RULES " " ROW4 " " ROW4 " 0" },
        { "kalah 1,0,0,0,0,0/0 0,0,0,0,0,7/0 1", KALAH_SPEC " 1,0,0,0,0,0/0 0,0,0,0,0,7/0 1" },
        /* 255 seeds in all */
        { "kalah 4,4,4,4,4,4/200 4,4,4,4,4,4/7 0", KALAH_SPEC " 4,4,4,4,4,4/200 4,4,4,4,4,4/7 0" },
        { "kalah:houses=1 3/0 2/0 1", "kalah:houses=1,seeds=4," KALAH_RULES " 3/0 2/0 1" },
        { "kalah:houses=1,seeds=1 255/0 0/0 0", NULL }, /* over at once, see below */
    };
    size_t i;
    for (i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        mancala_game *g = GAME_SENTINEL;
        int32_t rc = mancala_game_from_text(&g, ok[i].in);
        ck_assert_msg(rc == MANCALA_OK, "from_text(\"%s\") returned %d", ok[i].in, (int)rc);
        ck_assert_ptr_ne(g, GAME_SENTINEL);
        ck_assert_ptr_nonnull(g);
        if (ok[i].out)
            expect_text(g, ok[i].out);
        else
            expect_text(g, "kalah:houses=1,seeds=1," KALAH_RULES " 0/255 0/0 0");
        check_round_trip(g);
        mancala_game_free(g);
    }
}
END_TEST

static const struct {
    const char *text;
    int32_t code;
} bad_texts[] = {
    /* malformed */
    { "", MANCALA_EPARSE },
    { "kalah", MANCALA_EPARSE },
    { "kalah ", MANCALA_EPARSE },
    { "kalah " ROW4, MANCALA_EPARSE },
    { "kalah " ROW4 " ", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4, MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 " ", MANCALA_EPARSE },
    { "kalah  " ROW4 " " ROW4 " 0", MANCALA_EPARSE },
    { "kalah " ROW4 "  " ROW4 " 0", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 "  0", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 " 0 ", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 " 0x", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 " 0 0", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 " 0\n\n", MANCALA_EPARSE }, /* one final newline is taken */
    { "kalah " ROW4 " " ROW4 " 0\r", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 " 0\n ", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 " 0/", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 " 2", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 " 9", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 " -1", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 " x", MANCALA_EPARSE },
    { "kalah " ROW4 " " ROW4 " " ROW4 " 0", MANCALA_EPARSE },
    { "kalah 4,4,4,4,4,a/0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah 4,4,4,4,4,4/x " ROW4 " 0", MANCALA_EPARSE },
    { "kalah " ROW4 " 4,4,4,4,4,4/0x 0", MANCALA_EPARSE },
    { "kalah 4,4,4,4,4,4.0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah 4,4,4,4,4,4;0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah 4;4,4,4,4,4/0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah -4,4,4,4,4,4/0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah " ROW4 " 4,4,4,4,4,-4/0 0", MANCALA_EPARSE },
    { "kalah 4,4,4,4,4,4/-1 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah 4,4,4,4,4,4/-0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah +4,4,4,4,4,4/0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah 4,4,4,4,4,4/+0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah 4,4,4,4,4,4,0 " ROW4 " 0", MANCALA_EPARSE },          /* missing '/' */
    { "kalah " ROW4 " 4,4,4,4,4,4,0 0", MANCALA_EPARSE },          /* missing '/' */
    { "kalah " ROW4 " 4,4,4,4,4,4 0", MANCALA_EPARSE },            /* missing store */
    { "kalah 4,4,4,4,4,4/0/0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah 4,4,4,4,4,4/ " ROW4 " 0", MANCALA_EPARSE },
    { "kalah 4,,4,4,4,4/0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah ,4,4,4,4,4/0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah 4,4,4,4,4,4,/0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah /0 " ROW4 " 0", MANCALA_EPARSE },
    { "kalah 4 4,4,4,4,4/0 " ROW4 " 0", MANCALA_EPARSE },
    /* wrong number of houses for the spec */
    { "kalah 4,4,4,4,4/0 " ROW4 " 0", MANCALA_EBOARD },
    { "kalah " ROW4 " 4,4,4,4,4,4,4/0 0", MANCALA_EBOARD },
    { "kalah:houses=5 " ROW4 " " ROW4 " 0", MANCALA_EBOARD },
    { "kalah 4/0 4/0 0", MANCALA_EBOARD },
    { "oware 4,4,4,4,4,4,4/0 4,4,4,4,4,4,4/0 0", MANCALA_EBOARD },
    /* too many seeds */
    { "kalah 4,4,4,4,4,4/200 4,4,4,4,4,4/8 0", MANCALA_ELIMIT },
    { "kalah 255,0,0,0,0,0/0 1,0,0,0,0,0/0 0", MANCALA_ELIMIT },
    { "kalah 0,0,0,0,0,0/0 0,0,0,0,0,0/256 1", MANCALA_ELIMIT },
    { "kalah 999,0,0,0,0,0/0 0,0,0,0,0,0/0 0", MANCALA_ELIMIT },
    /* digits only, so well-formed: too many seeds whatever the number of digits */
    { "kalah 1000,0,0,0,0,0/0 0,0,0,0,0,0/0 0", MANCALA_ELIMIT },
    { "kalah 99999999999999999999,4,4,4,4,4/0 " ROW4 " 0", MANCALA_ELIMIT },
    { "kalah 4294967296,0,0,0,0,0/0 0,0,0,0,0,1/0 0", MANCALA_ELIMIT }, /* 2^32 */
    { "kalah 2147483647,0,0,0,0,0/0 2147483647,0,0,0,0,0/2 0", MANCALA_ELIMIT },
    /* bad spec part */
    { "Kalah " ROW4 " " ROW4 " 0", MANCALA_ESPEC },
    { "foo " ROW4 " " ROW4 " 0", MANCALA_ESPEC },
    { "kalah: " ROW4 " " ROW4 " 0", MANCALA_ESPEC },
    { "kalah:foo=1 " ROW4 " " ROW4 " 0", MANCALA_ESPEC },
    { "kalah:seeds=4,seeds=4 " ROW4 " " ROW4 " 0", MANCALA_ESPEC },
    { "kalah:stores=none " ROW4 " " ROW4 " 0", MANCALA_ESPEC },
    { "kalah:seeds=x " ROW4 " " ROW4 " 0", MANCALA_ESPEC },
    { "kalah:houses=17 " ROW4 " " ROW4 " 0", MANCALA_ELIMIT },
    { "kalah:seeds=0 " ROW4 " " ROW4 " 0", MANCALA_ELIMIT },
};

START_TEST(test_from_text_rejects)
{
    mancala_game *g = GAME_SENTINEL;
    int32_t rc = mancala_game_from_text(&g, bad_texts[_i].text);
    ck_assert_msg(rc == bad_texts[_i].code, "from_text(\"%s\") returned %d, expected %d",
                  bad_texts[_i].text, (int)rc, (int)bad_texts[_i].code);
    ck_assert_msg(g == GAME_SENTINEL, "from_text(\"%s\") failed but wrote *out",
                  bad_texts[_i].text);
}
END_TEST

/* set_text with a bad text into a game with history: the same error, nothing changes. */
START_TEST(test_set_text_rejects)
{
    mancala_game *g = new_game("kalah");
    struct snap a, b;
    int32_t rc;
    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    take_snap(g, &a);
    rc = mancala_game_set_text(g, bad_texts[_i].text);
    ck_assert_msg(rc == bad_texts[_i].code, "set_text(\"%s\") returned %d, expected %d",
                  bad_texts[_i].text, (int)rc, (int)bad_texts[_i].code);
    take_snap(g, &b);
    same_position(&a, &b, 1, bad_texts[_i].text);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    mancala_game_free(g);
}
END_TEST

START_TEST(test_set_text)
{
    mancala_game *g = new_game("kalah"), *o = new_game("oware");
    struct snap a, b;
    size_t n;

    ck_assert_int_eq(mancala_game_play(g, 2), MANCALA_OK);
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);

    /* a different variant's text: ESPEC, nothing changes */
    take_snap(g, &a);
    ck_assert_int_eq(mancala_game_set_text(g, "oware " ROW4 " " ROW4 " 0"), MANCALA_ESPEC);
    ck_assert_int_eq(mancala_game_set_text(g, OWARE_SPEC " " ROW4 " " ROW4 " 0"), MANCALA_ESPEC);
    ck_assert_int_eq(mancala_game_set_text(g, "kalah:houses=5 4,4,4,4,4/0 4,4,4,4,4/0 0"),
                     MANCALA_ESPEC);
    ck_assert_int_eq(mancala_game_set_text(g, "kalah:capture=empty " ROW4 " " ROW4 " 0"),
                     MANCALA_ESPEC);
    ck_assert_int_eq(mancala_game_set_text(o, KALAH_TEXT), MANCALA_ESPEC);
    take_snap(g, &b);
    same_position(&a, &b, 1, "set_text with another variant");

    /* the same variant under another spelling: accepted, history cleared */
    ck_assert_int_eq(mancala_game_set_text(g, "custom 1,2,3,4,5,6/7 0,0,0,0,0,8/9 1"),
                     MANCALA_OK);
    expect_text(g, KALAH_SPEC " 1,2,3,4,5,6/7 0,0,0,0,0,8/9 1");
    ck_assert_int_eq(mancala_game_to_move(g), 1);
    ck_assert_int_eq(mancala_game_house(g, 1, 5), 8);
    ck_assert_int_eq(mancala_game_store(g, 0), 7);
    ck_assert_int_eq(mancala_game_history(g, NULL, 0, &n), MANCALA_OK);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_ENOHISTORY);

    /* and it plays on from there */
    ck_assert_int_eq(mancala_game_play(g, 0), MANCALA_EILLEGAL);
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_OK);
    expect_text(g, KALAH_SPEC " 1,2,3,4,5,6/7 0,0,0,0,0,8/9 1");

    /* set_text of the game's own text gives back the same position without history */
    ck_assert_int_eq(mancala_game_play(g, 5), MANCALA_OK);
    take_snap(g, &a);
    ck_assert_int_eq(mancala_game_set_text(g, a.text), MANCALA_OK);
    take_snap(g, &b);
    same_position(&a, &b, 0, "set_text(to_text)");
    ck_assert_uint_eq(b.nhist, 0);
    ck_assert_int_eq(mancala_game_undo(g), MANCALA_ENOHISTORY);

    /* Oware game takes Oware text, also an over position */
    ck_assert_int_eq(mancala_game_set_text(o, "oware 0,0,0,0,0,0/25 0,0,0,0,0,0/23 0"),
                     MANCALA_OK);
    ck_assert_int_eq(mancala_game_is_over(o), 1);
    ck_assert_int_eq(mancala_game_undo(o), MANCALA_ENOHISTORY);

    mancala_game_free(g);
    mancala_game_free(o);
}
END_TEST

#define NBAD ((int)(sizeof bad_texts / sizeof bad_texts[0]))

static Suite *spec_suite(void)
{
    Suite *s = suite_create("spec");
    TCase *tc = tcase_create("spec");
    tcase_add_test(tc, test_preset_canonical);
    tcase_add_test(tc, test_custom_and_names);
    tcase_add_test(tc, test_every_key_value);
    tcase_add_loop_test(tc, test_key_pairs, 0, 3);
    tcase_add_test(tc, test_houses_and_seeds);
    tcase_add_test(tc, test_spec_limits);
    tcase_add_test(tc, test_spec_limit_key);
    tcase_add_test(tc, test_spec_syntax_errors);
    tcase_add_test(tc, test_spec_forbidden_combinations);
    tcase_add_test(tc, test_option_words_round_trip);
    suite_add_tcase(s, tc);

    tc = tcase_create("text");
    tcase_add_test(tc, test_text_new_games);
    tcase_add_test(tc, test_text_after_moves);
    tcase_add_test(tc, test_text_over);
    tcase_add_test(tc, test_from_text_accepts);
    tcase_add_loop_test(tc, test_from_text_rejects, 0, NBAD);
    tcase_add_loop_test(tc, test_set_text_rejects, 0, NBAD);
    tcase_add_test(tc, test_set_text);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(spec_suite());
}
