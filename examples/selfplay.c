/* selfplay.c: the README demo. Two simple players play a whole game of Kalah (or any spec given
 * as the first argument), printed move by move with the board:
 * South plays the greedy move (best store difference after one ply), North the first legal one. */
#include <stdio.h>

#include <mancala.h>

static void print_board(const mancala_game *g)
{
    int32_t H = mancala_game_houses(g), i;

    /* North's houses run right to left on top, its store on the left. */
    printf("      ");
    for (i = H - 1; i >= 0; i--)
        printf("%3d", (int)mancala_game_house(g, 1, i));
    printf("\n  %3d ", (int)mancala_game_store(g, 1));
    for (i = 0; i < H; i++)
        printf("   ");
    printf(" %3d\n      ", (int)mancala_game_store(g, 0));
    for (i = 0; i < H; i++)
        printf("%3d", (int)mancala_game_house(g, 0, i));
    printf("\n\n");
}

/* The move after which the mover's store lead is largest (first such move on ties). */
static int32_t greedy_move(const mancala_game *g, const int32_t *moves, size_t n)
{
    int32_t me = mancala_game_to_move(g), best = moves[0], best_score = -1000;
    size_t i;

    for (i = 0; i < n; i++) {
        mancala_game *c;
        int32_t score;
        if (mancala_game_clone(g, &c) != MANCALA_OK)
            return moves[0];
        mancala_game_play(c, moves[i]);
        score = mancala_game_store(c, me) - mancala_game_store(c, 1 - me);
        if (score > best_score) {
            best_score = score;
            best = moves[i];
        }
        mancala_game_free(c);
    }
    return best;
}

int main(int argc, char **argv)
{
    const char *spec = argc > 1 ? argv[1] : "kalah";
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    int32_t moves[MANCALA_MAX_HOUSES], st, ply = 0;
    size_t n;

    if ((st = mancala_variant_new(&v, spec)) != MANCALA_OK ||
        (st = mancala_game_new(&g, v)) != MANCALA_OK) {
        fprintf(stderr, "selfplay: %s: %s\n", spec, mancala_strerror(st));
        mancala_variant_free(v);
        return 1;
    }
    mancala_variant_free(v); /* the game keeps its own copy of the rules */

    printf("Start (%s):\n", spec);
    print_board(g);
    while (!mancala_game_is_over(g)) {
        int32_t player = mancala_game_to_move(g), move;
        mancala_game_legal_moves(g, moves, MANCALA_MAX_HOUSES, &n);
        move = player == 0 ? greedy_move(g, moves, n) : moves[0];
        if ((st = mancala_game_play(g, move)) != MANCALA_OK) {
            fprintf(stderr, "selfplay: play: %s\n", mancala_strerror(st));
            mancala_game_free(g);
            return 1;
        }
        printf("%d. %s sows house %d%s\n", (int)++ply, player == 0 ? "South" : "North",
               (int)move, mancala_game_to_move(g) == player ? " and moves again" : "");
        print_board(g);
    }
    printf("Game over after %d moves: South %d, North %d: %s\n", (int)ply,
           (int)mancala_game_store(g, 0), (int)mancala_game_store(g, 1),
           mancala_game_store(g, 0) > mancala_game_store(g, 1)   ? "South wins"
           : mancala_game_store(g, 0) < mancala_game_store(g, 1) ? "North wins"
                                                                  : "draw");
    mancala_game_free(g);
    return 0;
}
