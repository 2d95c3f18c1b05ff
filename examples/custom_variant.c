/* SPDX-License-Identifier: MIT */
/* custom_variant.c: a whole game the options alone do not describe, written with the public rule
 * hooks (v2): Togyz Kumalak, as the built-in preset "togyz" plays it, which tests/check_hooks.c
 * checks move for move. The options give the board and the end; the hooks give the rest. */
#include <stdio.h>
#include <stdlib.h>

#include <mancala.h>

/* 9 houses of 9 stones, stores never sown into, no extra moves, no capture of the built-in
 * kinds, no repetition rule; the game ends when a store holds more than half of the stones or the
 * player to move has none. */
#define TOGYZ_SPEC "custom:houses=9,seeds=9,stores=none,extra=off,capture=none,end=mover," \
                   "majority=end,cycle=play"

/* A move from a house of several stones drops the first back into the house itself. */
static int32_t togyz_sow(mancala_hook_state *s, int32_t house, void *userdata)
{
    (void)userdata;
    return s->pits[s->player * (s->houses + 1) + house] > 1 ? MANCALA_SOW_ORIGIN
                                                             : MANCALA_SOW_LEGAL;
}

/* The last stone, in an opponent's house: an even count is taken; exactly 3 makes the house the
 * mover's tuzdik (a mark the library keeps: every stone sown there then goes to the mover's
 * store), if the mover has none, it is not the opponent's ninth house, and the opponent's tuzdik
 * is not the mover's house of the same number. */
static int32_t togyz_land(mancala_hook_state *s, int32_t pit, int32_t before, void *userdata)
{
    const int32_t H = s->houses, me = s->player, opp_first = (1 - me) * (H + 1);
    const int32_t store = me * (H + 1) + H, i = pit - opp_first;
    int32_t k, has_tuzdik = 0;
    (void)before;
    (void)userdata;
    if (i < 0 || i >= H)
        return MANCALA_LAND_END;
    if (s->pits[pit] % 2 == 0) {
        s->pits[store] += s->pits[pit];
        s->pits[pit] = 0;
        return MANCALA_LAND_END;
    }
    for (k = 0; k < H; k++)
        has_tuzdik |= s->marks[(1 - me) * H + k] == MANCALA_MARK_TUZDIK;
    if (s->pits[pit] == 3 && !has_tuzdik && i != H - 1 &&
        s->marks[me * H + i] != MANCALA_MARK_TUZDIK) {
        s->marks[(1 - me) * H + i] = MANCALA_MARK_TUZDIK;
        s->pits[store] += 3;
        s->pits[pit] = 0;
    }
    return MANCALA_LAND_END;
}

/* The variant: the spec and the hooks. */
static int32_t togyz_variant(mancala_variant **out)
{
    mancala_hooks hooks = { sizeof(mancala_hooks), togyz_sow, togyz_land, NULL };
    int32_t st = mancala_variant_new(out, TOGYZ_SPEC);
    if (st == MANCALA_OK && (st = mancala_variant_set_hooks2(*out, &hooks, NULL)) != MANCALA_OK) {
        mancala_variant_free(*out);
        *out = NULL;
    }
    return st;
}

int main(int argc, char **argv)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    int32_t moves[MANCALA_MAX_MOVES], st, winner, reason, s;
    size_t n, ply = 0;

    (void)argv;
    if (argc > 1) {
        fprintf(stderr, "custom_variant: takes no arguments\nusage: custom_variant\n");
        return 2;
    }
    if ((st = togyz_variant(&v)) != MANCALA_OK || (st = mancala_game_new(&g, v)) != MANCALA_OK) {
        fprintf(stderr, "custom_variant: %s\n", mancala_strerror(st));
        mancala_variant_free(v);
        return 1;
    }
    mancala_variant_free(v);
    printf("Togyz Kumalak by rule hooks: %s\n", TOGYZ_SPEC);

    /* Each side plays the move that gains most at once, else its rightmost house. */
    /* Capped, as a loop over a game whose rules may not end it should be (its limit= ends it). */
    while (!mancala_game_is_over(g) && ply < 10000) {
        int32_t me = mancala_game_to_move(g), best = -1, gain = -1;
        size_t i;
        mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n);
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
        if (best < 0 || mancala_game_play(g, best) != MANCALA_OK)
            break;
        ply++;
    }
    if (mancala_game_result(g, &winner, &reason) != MANCALA_OK) {
        printf("stopped after %zu moves, the game not over\n", ply);
        mancala_game_free(g);
        return 0;
    }
    printf("after %zu moves: %d - %d", ply, mancala_game_store(g, 0), mancala_game_store(g, 1));
    for (s = 0; s < 2; s++) {
        int32_t h;
        for (h = 0; h < 9; h++)
            if (mancala_game_mark(g, s, h) == MANCALA_MARK_TUZDIK)
                printf(", player %d's tuzdik on house %d of player %d", 1 - s, h, s);
    }
    printf(", %s\n", winner < 0 ? "a draw" : winner == 0 ? "player 0 wins" : "player 1 wins");
    mancala_game_free(g);
    return 0;
}
