/* SPDX-License-Identifier: MIT */
/* fuzz_spec.c: the spec-string parser. Any input either fails with MANCALA_ESPEC or
 * MANCALA_ELIMIT leaving *out alone, or gives a variant whose canonical spec re-parses to itself,
 * also under the "custom" name, and whose games start with the promised board. */
#include "fuzz_common.h"

static void canonical(const mancala_variant *v, char *buf, size_t cap)
{
    size_t need = 0, again = 0;
    FUZZ_CHECK(mancala_variant_spec(v, NULL, 0, &need) == MANCALA_ERANGE);
    FUZZ_CHECK(need > 1 && need <= cap);
    memset(buf, 'Z', cap);
    /* One byte short: nothing written, the size reported again. */
    FUZZ_CHECK(mancala_variant_spec(v, buf, need - 1, &again) == MANCALA_ERANGE);
    FUZZ_CHECK(again == need && buf[0] == 'Z');
    FUZZ_CHECK(mancala_variant_spec(v, buf, need, &again) == MANCALA_OK);
    FUZZ_CHECK(again == need && strlen(buf) + 1 == need);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int sentinel;
    mancala_variant *v = (mancala_variant *)(void *)&sentinel, *w = NULL, *c = NULL;
    mancala_game *g = NULL;
    char *spec = fuzz_string(data, size);
    char a[512], b[512], custom[600];
    const char *colon;
    int32_t st = mancala_variant_new(&v, spec), houses, pits[FUZZ_MAX_PITS];
    size_t n, i;
    mancala_error_info e;
    mancala_variant *vi = NULL;

    /* The same reading with its detail: the same status, a detail that agrees with it. */
    memset(&e, 0x5a, sizeof e);
    e.struct_size = sizeof e;
    FUZZ_CHECK(mancala_variant_new_info(&vi, spec, &e) == st);
    fuzz_detail_check(&e, st, strlen(spec));
    mancala_variant_free(vi);
    if (st != MANCALA_OK) {
        FUZZ_CHECK(st == MANCALA_ESPEC || st == MANCALA_ELIMIT);
        FUZZ_CHECK(v == (mancala_variant *)(void *)&sentinel);
        free(spec);
        return 0;
    }
    canonical(v, a, sizeof a);
    FUZZ_CHECK(mancala_variant_new(&w, a) == MANCALA_OK);
    canonical(w, b, sizeof b);
    FUZZ_CHECK(strcmp(a, b) == 0);

    /* The preset name is derived from the values, so "custom" with the same keys names it too. */
    colon = strchr(a, ':');
    FUZZ_CHECK(colon != NULL);
    snprintf(custom, sizeof custom, "custom%s", colon);
    FUZZ_CHECK(mancala_variant_new(&c, custom) == MANCALA_OK);
    canonical(c, b, sizeof b);
    FUZZ_CHECK(strcmp(a, b) == 0);

    /* The spec's houses and seeds are the game's; every house starts with the same seeds. */
    FUZZ_CHECK(mancala_game_new(&g, v) == MANCALA_OK);
    houses = mancala_game_houses(g);
    FUZZ_CHECK(houses >= 1 && houses <= (mancala_variant_rows(v) == 4 ? 2 : 1) * MANCALA_MAX_HOUSES);
    FUZZ_CHECK(mancala_game_board(g, pits, FUZZ_MAX_PITS, &n) == MANCALA_OK);
    FUZZ_CHECK(n == (size_t)(2 * houses + 2));
    {
        const char *hs = strstr(a, ":houses="), *ss = strstr(a, ",seeds=");
        /* Four rows: inner=K leaves the inner row's houses after its first K empty. */
        const char *in = strstr(a, ",inner=");
        const int32_t empty = in ? houses / 2 - atoi(in + 7) : 0;
        /* start=gap: the last house empty, the one before it a single seed. */
        const int gap = strstr(a, ",start=gap") != NULL;
        /* hand=: the seeds each hand (store) starts with; nyumba=: Bao's layout, the nyumba (the
         * inner row's fifth house from the left, houses - 5) and the two houses to its right
         * with seeds= each, no other. */
        const char *hd = strstr(a, ",hand="), *ny = strstr(a, ",nyumba=");
        const int32_t hand = hd ? atoi(hd + 6) : 0, nyumba = ny ? atoi(ny + 8) : 0;
        int32_t total = 0, seeds;
        FUZZ_CHECK(hs == colon && ss != NULL);
        FUZZ_CHECK(atoi(hs + 8) == houses);
        seeds = atoi(ss + 7);
        FUZZ_CHECK(seeds >= (hand && !nyumba ? 0 : 1) && 2 * houses * seeds <= MANCALA_MAX_SEEDS);
        for (i = 0; i < n; i++) {
            const size_t k = i % (size_t)(houses + 1);
            total += pits[i];
            /* A start can be over at once (a forbidden grand slam as the only move), then swept. */
            if (mancala_game_is_over(g))
                continue;
            if (k == (size_t)houses)
                FUZZ_CHECK(pits[i] == hand);
            else if (nyumba)
                FUZZ_CHECK(pits[i] == ((int32_t)k == houses - 5   ? nyumba
                                       : (int32_t)k == houses - 6 ? seeds
                                       : (int32_t)k == houses - 7 ? seeds
                                                                  : 0));
            else if (gap && k + 2 >= (size_t)houses)
                FUZZ_CHECK(pits[i] == (int32_t)(houses - 1 - (int32_t)k));
            else
                FUZZ_CHECK(pits[i] == (k >= (size_t)(houses - empty) ? 0 : seeds));
        }
        FUZZ_CHECK(total == (nyumba ? 2 * (nyumba + 2 * seeds + hand)
                                    : 2 * ((houses - empty) * seeds - (gap ? 2 * seeds - 1 : 0) +
                                           hand)));
    }
    mancala_game_free(g);
    mancala_variant_free(c);
    mancala_variant_free(w);
    mancala_variant_free(v);
    free(spec);
    return 0;
}
