/* SPDX-License-Identifier: MIT */
/* eval.c: the search's estimate of a position it cannot finish, from the view of the player to
 * move, in the search's internal unit (mc_eval_unit: sixteenths of a seed where a table of
 * weights below applies, seeds elsewhere). It adds weighted features of the houses to the store
 * difference: for Oware's 2-or-3 chain capture (count_eval), and for sowing into one's own store
 * with the opposite capture, Kalah's kind without relay and Congkak's with it (sow_eval). The
 * weights come from tools/tune_eval.py (least squares over positions of the library's
 * self-play, labelled by its own deeper searches). */
#include "engine.h"

/* Weights in sixteenths of a seed, in tools/tune_eval.py's order: seeds, empty houses, weak
 * houses (1 or 2 seeds), kroo (2H seeds or more), houses reaching the other side (each the
 * mover's less the opponent's), then the mover's best capture now and the opponent's.
 * Row 0, for the rules house_weights do not serve: made by `tune_eval.py --games 40 --depth 12`
 * on a build whose weights were a first fit's { 2, -26, -7, 21, -6, 7, -7 }.
 * Row 1, for six houses a side where a majority ends the game (Oware's rules, those it was fitted
 * on), with house_weights: each house's worth by its place in the row (0 the first, sown first)
 * and its seeds (1 to 11, the last column 12 or more), the mover's less the opponent's, and tempo,
 * the worth of having the move. All made together by `tune_eval.py --features table --games 400
 * --depth 16 --every 1 --open 4 --level 8 --data data --min-seeds 16`: labels by depth-16 searches
 * with the shipped guide, as level 10 plays, of positions with more than the guide's 16 seeds
 * (where the estimate is asked); mean squared error 47.3 seeds squared for the store difference
 * alone, 20.9 with these (22.5 on the positions of every fifth game, held out of a fit on the
 * others). Against the build before them (row 0 alone), at 100 ms a move with the guide, level 10
 * scored 72-9-19, 76.5% (tools/match_aalina.py --games 100 --ms 100, the older build as engine B).
 * Where the game is played out (majority=play: woli, wari-ludii), the table made levels 5 to 9
 * draw each other (tools/ladder.py: 67 to 95 draws in 100, 51.5 to 59.0% a step, where row 0 alone
 * has level 9 at 77.0 to 78.5%), so those rules keep row 0. */
static const int count_weights[2][7] = {
    { 0, -39, -10, 56, -16, 14, -5 },
    { -4, -71, -19, 56, -15, 19, -8 },
};
#define HOUSE_TABLE_H 6
#define HOUSE_TABLE_SEEDS 12
static const int house_weights[HOUSE_TABLE_H][HOUSE_TABLE_SEEDS + 1] = {
    { 0, -1, 21, 19, 18, 19, 32, 39, 38, 37, 35, 45, 1 },
    { 0, -5, 26, 12, 19, 16, 20, 22, 19, 18, 12, 19, 9 },
    { 0, -11, 11, 1, 3, -3, -3, -3, -10, -6, 5, 5, 2 },
    { 0, -17, -4, -8, -15, -26, -23, -21, -25, -16, -3, 8, 7 },
    { 0, -21, 2, -16, -24, -35, -34, -28, -22, -6, 7, 29, 15 },
    { 0, -14, -6, -31, -41, -44, -45, -36, -14, 4, 29, 43, 22 },
};
static const int tempo = -7;

/* One side's counts (row: its houses; opp: the other row). */
static void side_counts(const uint8_t *row, const uint8_t *opp, int H, int *f)
{
    int i, cap = 0;
    f[0] = f[1] = f[2] = f[3] = f[4] = 0;
    for (i = 0; i < H; i++) {
        const int x = row[i], gain = mc_chain_gain(H, opp, i, x);
        f[0] += x;
        f[1] += x == 0;
        f[2] += x == 1 || x == 2;
        f[3] += x >= 2 * H;
        f[4] += x >= H - i;
        if (gain > cap)
            cap = gain;
    }
    f[5] = cap;
}

/* The houses' worth by place and seeds, the mover's (own) less the opponent's. */
static int house_table(const uint8_t *own, const uint8_t *opp)
{
    int i, sum = tempo;
    for (i = 0; i < HOUSE_TABLE_H; i++) {
        sum += house_weights[i][own[i] < HOUSE_TABLE_SEEDS ? own[i] : HOUSE_TABLE_SEEDS];
        sum -= house_weights[i][opp[i] < HOUSE_TABLE_SEEDS ? opp[i] : HOUSE_TABLE_SEEDS];
    }
    return sum;
}

static int count_eval(const mancala_variant *v, const mc_pos *p)
{
    const int H = v->r.houses, m = p->to_move;
    const uint8_t *own = p->pits + MC_HOUSE(H, m, 0), *opp = p->pits + MC_HOUSE(H, 1 - m, 0);
    const int table = H == HOUSE_TABLE_H && v->r.majority == MC_MAJORITY_END;
    const int *w = count_weights[table];
    int a[6], o[6], i, sum;
    side_counts(own, opp, H, a);
    side_counts(opp, own, H, o);
    sum = w[5] * a[5] + w[6] * o[5];
    for (i = 0; i < 5; i++)
        sum += w[i] * (a[i] - o[i]);
    if (table)
        sum += house_table(own, opp);
    return 16 * mc_store_diff(H, p) + sum; /* in sixteenths, the weights' unit */
}

/* Weights in sixteenths of a seed for sowing into one's own store with the opposite capture, in
 * tools/tune_eval.py's order for these rules: seeds in the houses, empty houses, houses whose
 * sowing ends in the store (an extra move; laps counted), each the mover's less the opponent's,
 * then the mover's best capture now and the opponent's, and a constant: having the move. Row 0
 * without relay (Kalah: `tune_eval.py --spec kalah --games 100 --depth 10 --level 5`), row 1
 * with it (Congkak: `--spec congkak --games 100 --depth 8 --level 5`), both fitted on the
 * library before them (commit 7cdac25, whose evaluation here was the store difference and a
 * quarter of the seeds in the houses): mean squared errors (in seeds squared) 28.8 for that
 * against 20.0 for these on Kalah's positions, 428 against 116 on Congkak's, where the mover's
 * seeds count against it (a relay sows them onwards) and having the move is worth ten seeds. */
static const int sow_weights[2][6] = {
    { 2, -23, 12, 17, -7, 15 },
    { -16, -4, 69, -10, 1, 165 },
};

/* One side's counts for sow_eval (row: its houses; opp: the other row): seeds, empty houses,
 * houses whose sowing ends in the store, and the most seeds a capture of this side takes now
 * (the last seed of a sowing that stays on its row lands in an empty house whose opposite house
 * holds seeds: those and the lone seed). */
static void sow_counts(const uint8_t *row, const uint8_t *opp, int H, int *f)
{
    int i, cap = 0;
    f[0] = f[1] = f[2] = 0;
    for (i = 0; i < H; i++) {
        const int x = row[i], last = i + x;
        f[0] += x;
        f[1] += x == 0;
        f[2] += x > 0 && (x - (H - i)) % (2 * H + 1) == 0;
        if (x > 0 && last < H && row[last] == 0 && opp[H - 1 - last] > 0 &&
            opp[H - 1 - last] + 1 > cap)
            cap = opp[H - 1 - last] + 1;
    }
    f[3] = cap;
}

static int sow_eval(const mancala_variant *v, const mc_pos *p)
{
    const int H = v->r.houses, m = p->to_move;
    const uint8_t *own = p->pits + MC_HOUSE(H, m, 0), *opp = p->pits + MC_HOUSE(H, 1 - m, 0);
    const int *w = sow_weights[v->r.relay == MC_RELAY_ON];
    int a[4], o[4];
    sow_counts(own, opp, H, a);
    sow_counts(opp, own, H, o);
    return 16 * mc_store_diff(H, p) + w[0] * (a[0] - o[0]) + w[1] * (a[1] - o[1]) +
           w[2] * (a[2] - o[2]) + w[3] * a[3] + w[4] * o[3] + w[5];
}

/* Whether v's evaluation is sow_eval's: own stores, the opposite capture, rules of the spec
 * alone (no hooks, no marks). */
static int sows_to_stores(const mancala_variant *v)
{
    return v->r.stores == MC_STORES_OWN &&
           (v->r.capture == MC_CAPTURE_STANDARD || v->r.capture == MC_CAPTURE_EMPTY) &&
           !v->hooked && !v->walk;
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
    return counts_by_houses(v) || sows_to_stores(v) ? 16 : 1;
}

int mc_evaluate(const mancala_variant *v, const mc_pos *p)
{
    const int H = v->r.houses, m = p->to_move;
    int i, own = 0, opp = 0;
    if (counts_by_houses(v))
        return count_eval(v, p);
    if (sows_to_stores(v))
        return sow_eval(v, p);
    /* Elsewhere: the store difference, plus a quarter of the seeds on the mover's side over the
     * opponent's (seeds at home tend to end up in one's own store); on four rows the seeds at
     * home are the mover's at the end, all of them. */
    for (i = 0; i < H; i++) {
        own += p->pits[MC_HOUSE(H, m, i)];
        opp += p->pits[MC_HOUSE(H, 1 - m, i)];
    }
    return mc_store_diff(H, p) + (v->r.rows == MC_ROWS_4 ? own - opp : (own - opp) / 4);
}
