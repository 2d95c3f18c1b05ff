/* SPDX-License-Identifier: MIT */
/* custom_variant.c: a variant none of the presets is, described with a rule hook. On a 9-house
 * board with 9 seeds per house (as in Toguz Kumalak), a last seed that makes an opponent's house
 * even captures that house. The options give the rest: no stores on the sowing path, the origin
 * skipped on laps, no extra moves, the game won by a majority of the 162 seeds. */
#include <stdio.h>

#include <mancala.h>

#define SPEC "custom:houses=9,seeds=9,stores=none,origin=skip,extra=off,capture=none," \
             "end=mover,majority=end"

/* Last seed in an opponent's house that now holds a multiple of *userdata (2: an even number):
 * the mover takes them all. The hook works on the pits array and keeps the seed total. */
static int32_t multiple_capture(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                                int32_t before, void *userdata)
{
    const int32_t divisor = *(const int32_t *)userdata;
    const int32_t opp_first = (1 - player) * (houses + 1);
    (void)before;
    if (pit >= opp_first && pit < opp_first + houses && pits[pit] % divisor == 0) {
        pits[player * (houses + 1) + houses] += pits[pit];
        pits[pit] = 0;
    }
    return MANCALA_LAND_END;
}

int main(void)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    static const int32_t divisor = 2;
    int32_t captures = 0, moves[MANCALA_MAX_HOUSES], st;
    char spec[256];
    size_t n, ply = 0;

    if ((st = mancala_variant_new(&v, SPEC)) != MANCALA_OK ||
        (st = mancala_variant_set_hooks(v, NULL, multiple_capture, NULL, (void *)&divisor)) != MANCALA_OK ||
        (st = mancala_variant_spec(v, spec, sizeof spec, &n)) != MANCALA_OK ||
        (st = mancala_game_new(&g, v)) != MANCALA_OK) {
        fprintf(stderr, "custom_variant: %s\n", mancala_strerror(st));
        mancala_variant_free(v);
        return 1;
    }
    mancala_variant_free(v);
    printf("rules: %s + even-count capture hook\n", spec);

    /* Each side plays the move that captures most, else its rightmost house. */
    while (!mancala_game_is_over(g)) {
        int32_t me = mancala_game_to_move(g), best = -1, gain = -1;
        size_t i;
        mancala_game_legal_moves(g, moves, MANCALA_MAX_HOUSES, &n);
        for (i = 0; i < n; i++) {
            mancala_game *c;
            int32_t got;
            if (mancala_game_clone(g, &c) != MANCALA_OK)
                break;
            mancala_game_play(c, moves[i]);
            got = mancala_game_store(c, me) - mancala_game_store(g, me);
            if (got >= gain) {
                gain = got;
                best = moves[i];
            }
            mancala_game_free(c);
        }
        if (best < 0 || (st = mancala_game_play(g, best)) != MANCALA_OK) {
            fprintf(stderr, "custom_variant: play: %s\n", mancala_strerror(st));
            mancala_game_free(g);
            return 1;
        }
        captures += gain > 0;
        ply++;
    }
    printf("%zu moves, %d captures; final stores: South %d, North %d\n", ply, (int)captures,
           (int)mancala_game_store(g, 0), (int)mancala_game_store(g, 1));
    mancala_game_free(g);
    return 0;
}
