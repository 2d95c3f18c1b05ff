/* SPDX-License-Identifier: MIT */
/* eval.c: the search's estimate of a position it cannot finish, from the view of the player to
 * move, in the search's internal unit (mc_eval_unit: sixteenths of a seed for the 2-or-3 chain
 * capture of Oware and its kin, seeds elsewhere). For that capture it adds weighted features of
 * the houses to the store difference; the weights come from tools/tune_eval.py (least squares
 * over positions of the library's self-play, labelled by its own deeper searches). */
#include "search.h"

/* Weights in sixteenths of a seed, in tools/tune_eval.py's order: seeds, empty houses, weak
 * houses (1 or 2 seeds), kroo (2H seeds or more), houses reaching the other side (each the
 * mover's less the opponent's), then the mover's best capture now and the opponent's. Made by
 * `tune_eval.py --games 40 --depth 12` on a build whose weights were a first fit's
 * { 2, -26, -7, 21, -6, 7, -7 }. Fitting again on a build with these (--games 60 --depth 14,
 * { 0, -46, -11, 74, -19, 15, -4 }: the kroo weight keeps growing, the labels being searches
 * with the weights themselves) scored 57.5% in 20 games against these at 100 ms a move, too few
 * to tell, so these stay. */
static const int count_weights[7] = { 0, -39, -10, 56, -16, 14, -5 };

/* One side's counts (row: its houses; opp: the other row). */
static void side_counts(const uint8_t *row, const uint8_t *opp, int H, int *f)
{
    int i, cap = 0;
    f[0] = f[1] = f[2] = f[3] = f[4] = 0;
    for (i = 0; i < H; i++) {
        const int x = row[i], last = i + x - H;
        f[0] += x;
        f[1] += x == 0;
        f[2] += x == 1 || x == 2;
        f[3] += x >= 2 * H;
        f[4] += x >= H - i;
        if (x > 0 && last >= 0 && last < H && x < 2 * H - 1) {
            int k, gain = 0;
            for (k = last; k >= 0 && (opp[k] == 1 || opp[k] == 2); k--)
                gain += opp[k] + 1;
            if (gain > cap)
                cap = gain;
        }
    }
    f[5] = cap;
}

static int count_eval(int H, const mc_pos *p)
{
    const int m = p->to_move;
    const uint8_t *own = p->pits + MC_HOUSE(H, m, 0), *opp = p->pits + MC_HOUSE(H, 1 - m, 0);
    int a[6], o[6], i, sum;
    side_counts(own, opp, H, a);
    side_counts(opp, own, H, o);
    sum = count_weights[5] * a[5] + count_weights[6] * o[5];
    for (i = 0; i < 5; i++)
        sum += count_weights[i] * (a[i] - o[i]);
    return 16 * mc_store_diff(H, p) + sum; /* in sixteenths, the weights' unit */
}

/* Whether v's evaluation is count_eval's: Oware's 2-or-3 chain (v->count23) on rules of the
 * pits alone; the features and weights were made for it, not for other counts (Togyz's even
 * ones), marks or hooks. */
static int counts_by_houses(const mancala_variant *v)
{
    return v->r.capture == MC_CAPTURE_COUNT && v->count23 && !v->hooked && !v->walk;
}

int mc_eval_unit(const mancala_variant *v)
{
    return counts_by_houses(v) ? 16 : 1;
}

int mc_evaluate(const mancala_variant *v, const mc_pos *p)
{
    const int H = v->r.houses, m = p->to_move;
    int i, own = 0, opp = 0;
    if (counts_by_houses(v))
        return count_eval(H, p);
    /* Elsewhere: the store difference, plus a quarter of the seeds on the mover's side over the
     * opponent's (seeds at home tend to end up in one's own store). */
    for (i = 0; i < H; i++) {
        own += p->pits[MC_HOUSE(H, m, i)];
        opp += p->pits[MC_HOUSE(H, 1 - m, i)];
    }
    return mc_store_diff(H, p) + (own - opp) / 4;
}
