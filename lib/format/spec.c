/* SPDX-License-Identifier: MIT */
/* spec.c: the spec-string parser and the canonical writer, and the API over them. A spec is a preset name, optionally
 * followed by ':' and comma-separated key=value pairs; see mancala-spec(7). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"

/* The vocabulary, from the options' table (lib/rules/options.h), in canonical order: a word
 * list for each key with words (NULL-terminated, the value's constant its index), and the keys,
 * each with its mc_rules field and its words (none for the numbers; counts= has its own syntax). */
#define NUMBER_WORDS(key, flags)
#define KEY_WORDS(key, flags, values) static const char *const key##_w[] = { values NULL };
#define WORD(constant, word) word,
MC_OPTIONS(NUMBER_WORDS, KEY_WORDS, WORD)
#define NUMBER_KEY(key, flags) { #key, offsetof(mc_rules, key), NULL },
#define WORDS_KEY(key, flags, values) { #key, offsetof(mc_rules, key), key##_w },
#define NO_WORD(constant, word)
static const struct key {
    const char *name;
    size_t offset;
    const char *const *words;
} keys[] = { MC_OPTIONS(NUMBER_KEY, WORDS_KEY, NO_WORD) };
/* KEY_houses, KEY_seeds, ...: each key's index in keys[]. Special are KEY_counts (the first key of
 * the rule model v2, and the one with its own syntax), KEY_inner (a number, kept plus one),
 * KEY_opening (a word, or a house number N kept as MC_OPENING_HOUSE + N), pasu=, hand= and
 * nyumba= (a word, or a count of seeds), and KEY_limit (plies or `none`, in 32 bits). */
#define KEY_INDEX(key, ...) KEY_##key,
enum { MC_OPTIONS(KEY_INDEX, KEY_INDEX, NO_WORD) NKEYS };
MC_STATIC_ASSERT(sizeof keys / sizeof keys[0] == NKEYS && NKEYS <= 64, one_bit_per_key);
MC_STATIC_ASSERT(sizeof opening_w / sizeof opening_w[0] == MC_OPENING_HOUSE + 1, opening_houses);
/* Keys whose value is a word or a count of seeds, 1 to MANCALA_MAX_SEEDS. */
#define SEED_KEY(k) ((k) == KEY_pasu || (k) == KEY_hand || (k) == KEY_nyumba)

static int equals(const char *s, size_t len, const char *word)
{
    return strlen(word) == len && memcmp(s, word, len) == 0;
}

/* The presets are the rule families' (the rules layer's registry); custom is Kalah's rules. */
static const mc_rules *preset_rules(const char *name, size_t len)
{
    return equals(name, len, "custom") ? mc_preset_rules("kalah", 5) : mc_preset_rules(name, len);
}

/* Bao's and Omweso's own turns (capture=kichwa, capture=sow). */
static int own_turns(const mc_rules *r)
{
    return r->capture == MC_CAPTURE_KICHWA || r->capture == MC_CAPTURE_SOW;
}

/* counts=: `even`, `odd` and counts 1 to 31, joined by '+', each at most once; a count beyond
 * them (0, or 32 and more) sets *beyond and is left out. */
static int parse_counts(const char *s, size_t len, uint32_t *counts, uint8_t *flags, int *beyond)
{
    const char *end = s + len;
    uint32_t c = 0;
    uint8_t f = 0;

    if (len == 0)
        return 0;
    for (;;) {
        const char *plus = memchr(s, '+', (size_t)(end - s));
        const char *te = plus ? plus : end;
        const size_t tl = (size_t)(te - s);
        unsigned n;
        if (equals(s, tl, "even") && !(f & MC_COUNTS_EVEN)) {
            f |= MC_COUNTS_EVEN;
        } else if (equals(s, tl, "odd") && !(f & MC_COUNTS_ODD)) {
            f |= MC_COUNTS_ODD;
        } else if (tl > 0 && (tl == 1 || s[0] != '0') && mc_decimal(s, tl, &n) == tl &&
                   (n < 1 || n > 31)) {
            *beyond = 1;
        } else if (tl > 0 && s[0] != '0' && mc_decimal(s, tl, &n) == tl && !(c >> n & 1)) {
            c |= 1u << n;
        } else {
            return 0;
        }
        if (!plus)
            break;
        s = plus + 1;
    }
    /* A count the flags already take is written once, by its flag. */
    if (f & MC_COUNTS_EVEN)
        c &= ~0x55555555u;
    if (f & MC_COUNTS_ODD)
        c &= ~0xaaaaaaaau;
    *counts = c;
    *flags = f;
    return 1;
}

static size_t write_counts(const mc_rules *r, char *buf, size_t cap)
{
    size_t n = 0;
    unsigned i;
    if (r->count_flags & MC_COUNTS_EVEN)
        n += (size_t)snprintf(buf + n, cap - n, "even");
    if (r->count_flags & MC_COUNTS_ODD)
        n += (size_t)snprintf(buf + n, cap - n, "%sodd", n ? "+" : "");
    for (i = 1; i < 32; i++)
        if (r->counts >> i & 1)
            n += (size_t)snprintf(buf + n, cap - n, "%s%u", n ? "+" : "", i);
    return n;
}

/* The rules a spec's name stands for: a preset, or a rule set of the catalogue (its definition,
 * a spec over a family preset). */
static int32_t named_rules(mc_rules *r, const char *name, size_t len)
{
    const mc_rules *preset = preset_rules(name, len);
    const char *def;

    if (preset) {
        *r = *preset;
        return MANCALA_OK;
    }
    def = mc_catalogue_definition(name, len);
    if (!def)
        return MANCALA_ESPEC;
    return mc_spec_parse(r, def, strlen(def), NULL);
}

/* The sizes read so far, unclipped: a value past the limits is refused after every key, and
 * after the combinations (MANCALA_ELIMIT, where a malformed spec is MANCALA_ESPEC). */
struct sizes {
    unsigned houses, seeds, inner; /* inner: plus one, 0 for the whole row */
    unsigned opening;              /* opening=N: N plus one, else 0 */
    unsigned limit;                /* limit=N: N, else 0 */
    int beyond; /* a number beyond the limits of its own key (counts=, pasu=, hand=, nyumba=) */
};

/* limit=: `none` (or 0) or a number of plies, without leading zeros; the default's number is
 * kept as the default (0), so that equal rules write equal specs. */
static int read_limit(mc_rules *r, struct sizes *sz, const char *val, size_t len)
{
    sz->limit = 0;
    if (equals(val, len, "none") || equals(val, len, "0")) {
        r->limit = MC_LIMIT_NONE;
        return 1;
    }
    if (len == 0 || val[0] == '0' || mc_decimal(val, len, &sz->limit) != len)
        return 0;
    r->limit = sz->limit == MC_LIMIT_DEFAULT ? 0u : sz->limit; /* checked with the sizes */
    return 1;
}

/* Reads the value of key k into r (or sz, for the numbers); 0 if it is not one of k's values. */
static int read_value(mc_rules *r, struct sizes *sz, size_t k, const char *val, size_t len)
{
    size_t w;

    if (k == KEY_counts)
        return parse_counts(val, len, &r->counts, &r->count_flags, &sz->beyond);
    if (k == KEY_limit)
        return read_limit(r, sz, val, len);
    if (k == KEY_inner) { /* at most half the houses per side (checked with them) */
        if (len == 0 || mc_decimal(val, len, &sz->inner) != len)
            return 0;
        sz->inner++;
        return 1;
    }
    if (!keys[k].words)
        return len > 0 && mc_decimal(val, len, k == KEY_houses ? &sz->houses : &sz->seeds) == len;
    for (w = 0; keys[k].words[w] && !equals(val, len, keys[k].words[w]); w++)
        ;
    if (k == KEY_opening) {
        sz->opening = 0;
        if (!keys[k].words[w]) { /* a house, below the houses per side (checked with them) */
            if (len == 0 || (len > 1 && val[0] == '0') ||
                mc_decimal(val, len, &sz->opening) != len)
                return 0;
            sz->opening++;
            return 1;
        }
    }
    if (SEED_KEY(k) && !keys[k].words[w]) { /* a count of seeds, 1 to MANCALA_MAX_SEEDS */
        unsigned n;
        if (len == 0 || (len > 1 && val[0] == '0') || mc_decimal(val, len, &n) != len)
            return 0;
        if (n < 1 || n > MANCALA_MAX_SEEDS) { /* kept as 255, to be checked as set */
            sz->beyond = 1;
            n = MANCALA_MAX_SEEDS;
        }
        *((uint8_t *)r + keys[k].offset) = (uint8_t)n;
        return 1;
    }
    if (!keys[k].words[w])
        return 0;
    *((uint8_t *)r + keys[k].offset) = (uint8_t)w;
    return 1;
}

/* What a key's values are, for a message. */
static void expected_values(size_t k, char *buf, size_t cap)
{
    size_t n = 0, w;

    if (k == KEY_counts) {
        snprintf(buf, cap, "even, odd or counts 1 to 31, joined by '+'");
        return;
    }
    if (k == KEY_limit) {
        snprintf(buf, cap, "none or a number of plies");
        return;
    }
    if (!keys[k].words) {
        snprintf(buf, cap, "a number");
        return;
    }
    buf[0] = '\0';
    for (w = 0; keys[k].words[w] && n + 16 < cap; w++)
        n += (size_t)snprintf(buf + n, cap - n, "%s%s", w ? ", " : "one of ", keys[k].words[w]);
    if (k == KEY_opening)
        snprintf(buf + n, cap - n, ", or a house number");
    else if (SEED_KEY(k))
        snprintf(buf + n, cap - n, ", or a count of seeds");
}

/* The detail of an option that is not a known key=value. */
static int32_t bad_option(mancala_error_info *info, const char *spec, size_t len,
                          const char *p, const char *eq, const char *pe, size_t k, int twice)
{
    char q[72], what[24], exp[112];
    const long at = (long)(p - spec);
    mc_suggestion sg;
    size_t i;

    if (!info)
        return MANCALA_ESPEC; /* no detail wanted: none made */
    mc_quote(q, sizeof q, spec, len);
    if (p == pe)
        return mc_fail(info, MANCALA_ESPEC, at, "options", "empty option at offset %ld in %s",
                       at, q);
    if (!eq || k == NKEYS) {
        const size_t wl = (size_t)((eq ? eq : pe) - p);
        mc_suggest_init(&sg, p, wl);
        for (i = 0; i < NKEYS; i++)
            mc_suggest_try(&sg, keys[i].name);
        mc_quote(what, sizeof what, p, wl);
        if (!eq && sg.best && sg.score == 0)
            return mc_fail(info, MANCALA_ESPEC, at, sg.best, "key %s at offset %ld in %s has no "
                           "\"=value\"", what, at, q);
        if (!eq)
            return mc_fail(info, MANCALA_ESPEC, at, "options", "expected key=value at offset %ld "
                           "in %s, found %s", at, q, what);
        return mc_fail(info, MANCALA_ESPEC, at, "key", "unknown key %s at offset %ld in %s%s%s%s",
                       what, at, q, sg.best ? "; did you mean \"" : "", sg.best ? sg.best : "",
                       sg.best ? "\"?" : "");
    }
    if (twice)
        return mc_fail(info, MANCALA_ESPEC, at, keys[k].name, "key \"%s\" at offset %ld is given "
                       "twice in %s", keys[k].name, at, q);
    mc_quote(what, sizeof what, eq + 1, (size_t)(pe - eq - 1));
    expected_values(k, exp, sizeof exp);
    mc_suggest_init(&sg, eq + 1, (size_t)(pe - eq - 1));
    for (i = 0; keys[k].words && keys[k].words[i]; i++)
        mc_suggest_try(&sg, keys[k].words[i]);
    return mc_fail(info, MANCALA_ESPEC, (long)(eq + 1 - spec), keys[k].name,
                   "bad value %s for %s= at offset %ld in %s%s%s%s; expected %s", what,
                   keys[k].name, (long)(eq + 1 - spec), q, sg.best ? ", did you mean \"" : "",
                   sg.best ? sg.best : "", sg.best ? "\"" : "", exp);
}

/* The options after the colon, p..end: key=value pairs, comma-separated, each key at most once;
 * the option of index skip is left out (-1: none). */
static int32_t read_options(mc_rules *r, struct sizes *sz, const char *spec, size_t len,
                            const char *p, int skip, mancala_error_info *info)
{
    const char *const end = spec + len;
    uint64_t seen = 0; /* keys given, one bit each */
    int index;

    for (index = 0;; index++) {
        const char *comma = memchr(p, ',', (size_t)(end - p));
        const char *pe = comma ? comma : end;
        const char *eq = memchr(p, '=', (size_t)(pe - p));
        size_t k = NKEYS;

        if (eq)
            for (k = 0; k < NKEYS && !equals(p, (size_t)(eq - p), keys[k].name); k++)
                ;
        if (!eq || k == NKEYS || (seen >> k & 1))
            return bad_option(info, spec, len, p, eq, pe, k, eq && k < NKEYS);
        seen |= (uint64_t)1 << k;
        if (index != skip && !read_value(r, sz, k, eq + 1, (size_t)(pe - eq - 1)))
            return bad_option(info, spec, len, p, eq, pe, k, 0);
        if (!comma)
            return MANCALA_OK;
        p = comma + 1;
    }
}

/* The keys of four rows (rule model v3) against the rest: rows=4 sows round each player's own
 * two rows, into no store, with the inner capture or none; the keys of four rows keep their
 * defaults on two, but for opening=N (a house: the first turns from houses N to H-1). */
static int32_t check_rows(const mc_rules *r, const struct sizes *sz)
{
    const int bao = r->capture == MC_CAPTURE_KICHWA, omweso = r->capture == MC_CAPTURE_SOW;
    /* direction=house (two rows, bagara.c): the chained count capture on the opponent's side,
     * no stores and no relay; single= goes with it. */
    if (r->direction == MC_DIRECTION_HOUSE)
        return r->rows != MC_ROWS_2 || r->stores != MC_STORES_NONE || r->relay != MC_RELAY_OFF ||
                       r->capture != MC_CAPTURE_COUNT || r->side != MC_SIDE_OPPONENT ||
                       r->grandslam != MC_GRANDSLAM_CAPTURE || r->feed != MC_FEED_FREE ||
                       r->origin == MC_ORIGIN_FIRST || r->tuzdik || r->rounds || r->passing ||
                       r->pie || r->pasu || r->landing || r->outer || sz->inner || r->opening ||
                       sz->opening || r->seize || r->lander || r->start || own_turns(r) ||
                       r->hand || r->nyumba || r->end == MC_END_ONE
                   ? MANCALA_ESPEC
                   : MANCALA_OK;
    /* capture=ahead and end=one (pachgarhwa.c): two rows without stores, no relay of their own;
     * each goes with the other. */
    if ((r->capture == MC_CAPTURE_AHEAD || r->end == MC_END_ONE) &&
        (r->capture != MC_CAPTURE_AHEAD || r->end != MC_END_ONE || r->rows != MC_ROWS_2 ||
         r->stores != MC_STORES_NONE || r->relay != MC_RELAY_OFF || r->feed != MC_FEED_FREE ||
         r->origin == MC_ORIGIN_FIRST || r->tuzdik || r->rounds || r->passing || r->pie ||
         r->pasu || r->majority != MC_MAJORITY_PLAY || r->leftover != MC_LEFTOVER_OWN))
        return MANCALA_ESPEC;
    if (r->storeafter && (r->rows != MC_ROWS_2 || r->stores != MC_STORES_OWN))
        return MANCALA_ESPEC; /* a store on the path of two rows */
    if (r->rows == MC_ROWS_2)
        /* Two rows take single=never and opening=N, not both (each is the moves of one rule). */
        return r->direction || r->single == MC_SINGLE_LAST || r->landing || r->outer ||
                       sz->inner || (r->opening == MC_OPENING_INNER && !sz->opening) ||
                       (r->single && r->opening) || r->seize || r->lander || r->start ||
                       r->capture == MC_CAPTURE_INNER || own_turns(r) || r->hand || r->nyumba
                   ? MANCALA_ESPEC
                   : sz->opening > sz->houses ? MANCALA_ELIMIT : MANCALA_OK;
    /* Bao (capture=kichwa): sown either way, with relay, ended by an empty inner row; Omweso
     * (capture=sow): anticlockwise (direction=capture: clockwise to capture too), with relay,
     * ended by no move; the keys of the other four-row games keep their defaults; hand= is
     * theirs, nyumba= Bao's, direction=capture Omweso's. */
    if ((bao && (r->direction != MC_DIRECTION_EITHER || r->end != MC_END_EITHER)) ||
        (omweso && ((r->direction != MC_DIRECTION_CCW && r->direction != MC_DIRECTION_CAPTURE) ||
                    r->end != MC_END_MOVER || r->nyumba)) ||
        (own_turns(r) && (r->relay != MC_RELAY_ON || r->single || sz->inner || r->opening ||
                             sz->opening || r->start || r->pie || r->pass || r->leftover ||
                             r->origin != MC_ORIGIN_SOW)) ||
        (!own_turns(r) && (r->hand || r->nyumba)) ||
        (r->direction == MC_DIRECTION_CAPTURE && !omweso))
        return MANCALA_ESPEC;
    if (r->stores != MC_STORES_NONE || r->extra != MC_EXTRA_OFF || r->feed != MC_FEED_FREE ||
        r->origin == MC_ORIGIN_FIRST || r->tuzdik || r->rounds || r->passing ||
        r->leftover == MC_LEFTOVER_UNFED ||
        (r->capture != MC_CAPTURE_INNER && r->capture != MC_CAPTURE_NONE && !own_turns(r)) ||
        ((r->landing || r->outer || r->seize || r->lander) && r->capture != MC_CAPTURE_INNER) ||
        (r->seize && (r->pie || r->pass)) ||
        (r->start && sz->inner && sz->inner != sz->houses / 2 + 1))
        return MANCALA_ESPEC;
    if (sz->houses % 2 || sz->houses < 2 || sz->houses > MC_MAX_SIDE ||
        (r->direction >= MC_DIRECTION_EITHER && sz->houses > MC_MAX_MOVES / 2) ||
        (sz->inner && sz->inner - 1 > sz->houses / 2) || sz->opening > sz->houses ||
        (r->start && sz->houses < 4) || (bao && sz->houses < 8) ||
        (r->nyumba && sz->houses < 14))
        return MANCALA_ELIMIT;
    return MANCALA_OK;
}

/* Whether the values go together (mancala-spec(7), OPTIONS): ESPEC if not, then the sizes'
 * limits (ELIMIT). */
static int32_t check_rules(const mc_rules *r, const struct sizes *sz)
{
    const int four = r->rows == MC_ROWS_4;
    /* Rounds without stores come with the Pallankuli family's captures (pasu=, capture=next). A
     * relay may go without stores, on two rows or four: it is stopped after MANCALA_MAX_SOWINGS
     * legs. */
    const int pallankuli = r->pasu || r->capture == MC_CAPTURE_NEXT;
    if ((r->extra == MC_EXTRA_STORE || (r->rounds == MC_ROUNDS_BURN && !pallankuli)) &&
        r->stores != MC_STORES_OWN)
        return MANCALA_ESPEC;
    /* land= (meusueb.c): a two-row relay without stores; its captures are capture=count's, which
     * need no origin there (no chain=start), but land=ahead's, its own. */
    if (r->land != MC_LAND_RELAY &&
        (four || r->relay != MC_RELAY_ON || r->stores != MC_STORES_NONE ||
         r->chain == MC_CHAIN_START ||
         r->capture != (r->land == MC_LAND_AHEAD ? MC_CAPTURE_NONE : MC_CAPTURE_COUNT)))
        return MANCALA_ESPEC;
    if (((r->pasuto || r->pasucheck) && !r->pasu) || (r->pasu && four))
        return MANCALA_ESPEC;
    if (r->grandslam != MC_GRANDSLAM_NOCAPTURE && r->capture != MC_CAPTURE_COUNT)
        return MANCALA_ESPEC;
    if (r->cycle != MC_CYCLE_END && r->stores != MC_STORES_NONE)
        return MANCALA_ESPEC;
    if ((r->counts != MC_COUNTS_DEFAULT || r->count_flags || r->chain != MC_CHAIN_ON ||
         r->side != MC_SIDE_OPPONENT) && r->capture != MC_CAPTURE_COUNT)
        return MANCALA_ESPEC;
    if (r->counts == 0 && r->count_flags == 0 && !sz->beyond)
        return MANCALA_ESPEC;
    if (r->tuzdik == MC_TUZDIK_ON && (r->capture != MC_CAPTURE_COUNT || r->relay != MC_RELAY_OFF))
        return MANCALA_ESPEC;
    if (r->rounds == MC_ROUNDS_BURN && r->tuzdik != MC_TUZDIK_OFF)
        return MANCALA_ESPEC;
    if (r->starter != MC_STARTER_LOSER && r->rounds != MC_ROUNDS_BURN)
        return MANCALA_ESPEC;
    if ((r->leftover == MC_LEFTOVER_UNFED && r->feed != MC_FEED_MUST) ||
        (r->leftover == MC_LEFTOVER_NONE && r->rounds != MC_ROUNDS_OFF))
        return MANCALA_ESPEC;
    /* win=empty: two rows, the game played out, the seeds left to the winner */
    if (r->win && (four || r->majority || r->leftover || r->pass ||
                   (r->win == MC_WIN_MOVE && r->end != MC_END_MOVER)))
        return MANCALA_ESPEC;
    if (check_rows(r, sz) == MANCALA_ESPEC ||
        (r->pie && (r->rounds || r->tuzdik)) || (r->pass && r->rounds))
        return MANCALA_ESPEC;
    /* seeds=0: the houses start empty, where the seeds start in hand (hand=, without nyumba=) */
    if (sz->beyond || sz->houses < 1 || (!four && sz->houses > MANCALA_MAX_HOUSES) ||
        sz->seeds < (r->hand && !r->nyumba ? 0u : 1u) ||
        2 * (sz->houses * sz->seeds + r->hand + r->nyumba) > MANCALA_MAX_SEEDS)
        return MANCALA_ELIMIT;
    if (r->pie && (r->direction >= MC_DIRECTION_EITHER ? 2 : 1) * sz->houses >= MC_MAX_MOVES)
        return MANCALA_ELIMIT; /* the swap takes the slot after the last house's */
    if (sz->limit > MC_LIMIT_MAX)
        return MANCALA_ELIMIT;
    return check_rows(r, sz);
}

/* Reads spec[0..len) into r and sz, the option of index skip left out (-1: none); info: where
 * it is malformed (ESPEC, before any combination is checked). */
static int32_t read_spec(mc_rules *r, struct sizes *sz, const char *spec, size_t len, int skip,
                         mancala_error_info *info)
{
    const char *colon = memchr(spec, ':', len);
    const size_t name_len = colon ? (size_t)(colon - spec) : len;
    int32_t st = named_rules(r, spec, name_len);

    if (st != MANCALA_OK && info) {
        char q[72], name[40];
        mc_suggestion sg;
        int32_t i;
        const char *cand;
        mc_suggest_init(&sg, spec, name_len);
        mc_suggest_try(&sg, "custom");
        for (i = 0; mancala_preset_info(i, &cand, NULL) == MANCALA_OK; i++)
            mc_suggest_try(&sg, cand);
        if (memchr(spec, '=', name_len))
            return mc_fail(info, st, 0, "name", "unknown rule set %s at offset 0 in %s (options "
                           "follow a ':' after the name)", mc_quote(name, sizeof name, spec,
                           name_len), mc_quote(q, sizeof q, spec, len));
        return mc_fail(info, st, 0, "name", "unknown rule set %s at offset 0 in %s%s%s%s",
                       mc_quote(name, sizeof name, spec, name_len), mc_quote(q, sizeof q, spec, len),
                       sg.best ? "; did you mean \"" : "", sg.best ? sg.best : "",
                       sg.best ? "\"?" : " (mancala-spec(7), PRESETS and RULE SETS)");
    }
    if (st != MANCALA_OK)
        return st;
    sz->houses = r->houses;
    sz->seeds = r->seeds;
    sz->inner = r->inner;
    sz->opening = r->opening >= MC_OPENING_HOUSE ? r->opening - MC_OPENING_HOUSE + 1u : 0u;
    sz->beyond = 0;
    sz->limit = 0;
    return colon ? read_options(r, sz, spec, len, colon + 1, skip, info) : MANCALA_OK;
}

/* The detail of rules that do not go together (ESPEC) or pass the limits (ELIMIT): the first
 * option without which the rest passes that check is named. */
static int32_t blame(const char *spec, size_t len, int32_t st, mancala_error_info *info)
{
    const char *colon = memchr(spec, ':', len), *p = colon ? colon + 1 : NULL;
    const char *const why = st == MANCALA_ESPEC ? "does not go with the rest of"
                                                : "is beyond the library's limits in";
    char q[72], opt[48];
    int i;

    mc_quote(q, sizeof q, spec, len);
    for (i = 0; p; i++) {
        const char *comma = memchr(p, ',', (size_t)(spec + len - p));
        const char *pe = comma ? comma : spec + len;
        const char *eq = memchr(p, '=', (size_t)(pe - p));
        struct sizes sz;
        mc_rules r;
        int32_t without = read_spec(&r, &sz, spec, len, i, NULL);
        if (without == MANCALA_OK)
            without = check_rules(&r, &sz);
        if (st == MANCALA_ESPEC ? without != MANCALA_ESPEC : without == MANCALA_OK) {
            char field[32];
            snprintf(field, sizeof field, "%.*s", (int)(eq - p), p);
            return mc_fail(info, st, (long)(p - spec), field, "%s at offset %ld %s %s "
                           "(mancala-spec(7), COMBINATIONS AND LIMITS)",
                           mc_quote(opt, sizeof opt, p, (size_t)(pe - p)), (long)(p - spec), why,
                           q);
        }
        p = comma ? comma + 1 : NULL;
    }
    return mc_fail(info, st, -1, "", st == MANCALA_ESPEC
                   ? "the rules of %s do not go together (mancala-spec(7), COMBINATIONS AND LIMITS)"
                   : "%s is beyond the library's limits (mancala-spec(7), COMBINATIONS AND LIMITS)",
                   q);
}

/* Reads spec[0..len) into *out, which changes only on success. */
int32_t mc_spec_parse(mc_rules *out, const char *spec, size_t len, mancala_error_info *info)
{
    struct sizes sz;
    mc_rules r;
    int32_t st;

    st = read_spec(&r, &sz, spec, len, -1, info);
    if (st != MANCALA_OK)
        return st;
    st = check_rules(&r, &sz);
    if (st != MANCALA_OK)
        return info ? blame(spec, len, st, info) : st;
    r.houses = (uint8_t)sz.houses;
    r.seeds = (uint8_t)sz.seeds;
    /* The whole inner row is the default: written one way only. */
    r.inner = (uint8_t)(sz.inner == sz.houses / 2 + 1 ? 0 : sz.inner);
    if (sz.opening)
        r.opening = (uint8_t)(MC_OPENING_HOUSE + sz.opening - 1);
    *out = r;
    return MANCALA_OK;
}

/* Writes the canonical spec if it fits in cap (with its NUL); returns its length without the NUL. */
size_t mc_spec_write(const mc_rules *r, char *buf, size_t cap)
{
    char tmp[512];
    const char *name = "custom";
    const mc_preset *pr;
    size_t i, k, n;
    int len;

    for (i = 0; (pr = mc_preset_at(i)) != NULL; i++) {
        mc_rules a = *r, b = *pr->rules;
        a.houses = b.houses;
        a.seeds = b.seeds;
        /* The keys of the rule model v2 are written where they differ from their default: a
         * preset whose value is the default reads back what is written. */
        if (b.counts == MC_COUNTS_DEFAULT && !b.count_flags) {
            b.counts = a.counts;
            b.count_flags = a.count_flags;
        }
        for (k = KEY_counts + 1; k < NKEYS; k++)
            if (k != KEY_limit && *((uint8_t *)&b + keys[k].offset) == 0)
                *((uint8_t *)&b + keys[k].offset) = *((const uint8_t *)&a + keys[k].offset);
        if (b.limit == 0)
            b.limit = a.limit;
        if (memcmp(&a, &b, sizeof a) == 0) {
            name = pr->name;
            break;
        }
    }
    len = snprintf(tmp, sizeof tmp, "%s:houses=%u,seeds=%u", name, (unsigned)r->houses,
                   (unsigned)r->seeds);
    n = (size_t)len;
    for (i = KEY_seeds + 1; i < NKEYS; i++) {
        const uint8_t value = *((const uint8_t *)r + keys[i].offset);
        if (i == KEY_counts) {
            if (r->counts != MC_COUNTS_DEFAULT || r->count_flags) {
                n += (size_t)snprintf(tmp + n, sizeof tmp - n, ",counts=");
                n += write_counts(r, tmp + n, sizeof tmp - n);
            }
            continue;
        }
        if (i == KEY_limit) {
            if (r->limit == MC_LIMIT_NONE)
                n += (size_t)snprintf(tmp + n, sizeof tmp - n, ",limit=none");
            else if (r->limit)
                n += (size_t)snprintf(tmp + n, sizeof tmp - n, ",limit=%u", (unsigned)r->limit);
            continue;
        }
        if (i > KEY_counts && value == 0)
            continue;
        if (i == KEY_inner) {
            n += (size_t)snprintf(tmp + n, sizeof tmp - n, ",inner=%u", (unsigned)value - 1);
            continue;
        }
        if (SEED_KEY(i)) {
            n += (size_t)snprintf(tmp + n, sizeof tmp - n, ",%s=%u", keys[i].name, (unsigned)value);
            continue;
        }
        if (i == KEY_opening && value >= MC_OPENING_HOUSE) {
            n += (size_t)snprintf(tmp + n, sizeof tmp - n, ",opening=%u",
                                  (unsigned)(value - MC_OPENING_HOUSE));
            continue;
        }
        len = snprintf(tmp + n, sizeof tmp - n, ",%s=%s", keys[i].name, keys[i].words[value]);
        n += (size_t)len;
    }
    if (buf && cap > n)
        memcpy(buf, tmp, n + 1);
    return n;
}

/* The public face of spec strings: a variant from one, and the canonical spec of a variant or game. */
int32_t mancala_variant_new_info(mancala_variant **out, const char *spec, mancala_error_info *info)
{
    mancala_variant *v;
    mc_rules r;
    size_t len;
    int32_t st;

    if (mc_info_start(info) != MANCALA_OK)
        return MANCALA_EINVAL;
    if (!out || !spec)
        return mc_fail(info, MANCALA_EINVAL, -1, "", "%s is NULL", out ? "spec" : "out");
    /* A spec read from a line of a file may keep the line's end. */
    len = strlen(spec);
    if (len > 0 && spec[len - 1] == '\n')
        len -= len > 1 && spec[len - 2] == '\r' ? 2 : 1;
    st = mc_spec_parse(&r, spec, len, info);
    if (st != MANCALA_OK)
        return st;
    v = malloc(sizeof *v);
    if (!v)
        return mc_fail_plain(info, MANCALA_ENOMEM);
    mc_variant_init(v, &r);
    *out = v;
    return MANCALA_OK;
}

int32_t mancala_variant_new(mancala_variant **out, const char *spec)
{
    return mancala_variant_new_info(out, spec, NULL);
}

int32_t mancala_variant_spec(const mancala_variant *v, char *buf, size_t cap, size_t *needed)
{
    size_t n;
    if (!v || !needed || (!buf && cap > 0))
        return MANCALA_EINVAL;
    n = mc_spec_write(&v->r, buf, cap) + 1;
    *needed = n;
    return n > cap ? MANCALA_ERANGE : MANCALA_OK;
}

int32_t mancala_game_spec(const mancala_game *g, char *buf, size_t cap, size_t *needed)
{
    if (!g)
        return MANCALA_EINVAL;
    return mancala_variant_spec(&g->v, buf, cap, needed);
}
