/* SPDX-License-Identifier: MIT */
/* db_index.c: the index of a database's entries: the arrangements of seeds in the houses ranked
 * in the order mancala_db_save(3) documents, and unranked. */
#include <string.h>

#include "db.h"

/* W(m, k) = C(m + k - 1, k - 1): no house and no seed is one arrangement, no house and some seeds
 * none, and otherwise the first house holds none (W(m, k - 1)) or at least one (W(m - 1, k)).
 * W(n - 1, K + 1) counts the arrangements of fewer than n seeds in K houses, the (K + 1)th house
 * taking the seeds left over. */
void mc_db_tables(mancala_db *db)
{
    int m, k;
    for (m = 0; m < MC_DB_W_SEEDS; m++)
        for (k = 0; k < MC_DB_W_HOUSES; k++)
            db->w[m][k] = k == 0 ? (m == 0) : m == 0 ? 1 : db->w[m - 1][k] + db->w[m][k - 1];
    /* rank_of's W(rem - 1, K - j) for the houses j < K - 2, W(rem, 2) for house K - 2 (0 where
     * the first argument is negative). */
    memset(db->rk, 0, sizeof db->rk);
    for (k = 0; k + 2 < db->houses2; k++)
        for (m = 1; m < MC_DB_W_SEEDS; m++)
            db->rk[k][m] = db->w[m - 1][db->houses2 - k];
    for (m = 0; m < MC_DB_W_SEEDS; m++)
        db->rk[k][m] = db->w[m][2];
    for (m = 0; m < MC_DB_W_SEEDS; m++)
        db->top[m] = (m > 0 ? db->w[m - 1][db->houses2 + 1] : 0) + db->w[m][db->houses2];
}

/* Rows: the mover's houses 0 to H - 1, then the opponent's. Pairs: the mover's house 0, the
 * opponent's house 0, the mover's house 1, and so on. A move changes the same houses by the same
 * seeds in neighbouring arrangements, which differ in their last houses; those are the last in
 * the order of the arrangement it leads to as well when a house and the opponent's of the same
 * number sit together, whoever moves there, and so the arrangements the moves of a block of
 * neighbours lead to lie together (a database of 26 seeds on six houses a side was built in
 * 258 s by pairs against 461 s by rows, two threads). */
void mc_db_set_layout(mancala_db *db, int layout)
{
    const int H = db->houses2 / 2;
    int m, k;
    db->layout = layout;
    for (m = 0; m < 2; m++)
        for (k = 0; k < 2 * H; k++)
            db->order[m][k] = (uint8_t)(layout == MC_DB_ROWS
                                            ? MC_HOUSE(H, k < H ? m : 1 - m, k % H)
                                            : MC_HOUSE(H, k & 1 ? 1 - m : m, k / 2));
}

/* Index of the first arrangement of n seeds: the number of arrangements of fewer. */
uint64_t mc_db_layer_start(const mancala_db *db, int n)
{
    return n > 0 ? db->w[n - 1][db->houses2 + 1] : 0;
}

/* Index of an arrangement: the houses in the layout's order from the mover's view. With
 * r_i the seeds of houses i.. (r_0 = n), the arrangement's place in its layer is the sum over the
 * first K - 1 houses of W(r_i, K - i) - W(r_(i+1), K - i), the arrangements that hold fewer seeds
 * in house i and as many before it. The sum telescopes, by W(m, k) - W(m, k + 1) = -W(m - 1, k + 1),
 * into W(n, K) - W(r_1 - 1, K) - ... - W(r_(K-2) - 1, 3) - W(r_(K-1), 2): a read a house instead of
 * two (this ranking took a third of a database build's time), from a column of the table per house
 * (rk), which the seeds left index; the last house's column, where none are left, holds 0. By
 * pairs: mc_db_rank_pairs (db.h). */
static uint64_t rank_of(const mancala_db *db, const uint8_t *pits, const uint8_t *order, int n)
{
    const uint8_t *const end = order + db->houses2;
    const uint64_t *col = db->rk[0];
    uint64_t r = db->top[n];
    int rem = n; /* r_(j+1) once house j is taken off */
    for (; order < end; order++, col += MC_DB_W_SEEDS) {
        rem -= pits[*order];
        r -= col[rem];
    }
    return r;
}

void mc_db_unrank(const mancala_db *db, uint64_t r, int n, mc_pos *p)
{
    const int K = db->houses2;
    const uint8_t *pit_of = db->order[0];
    int i, rem = n;
    memset(p, 0, sizeof *p);
    r -= mc_db_layer_start(db, n);
    for (i = 0; i < K - 1; i++) {
        int c = 0;
        /* The largest c with W(rem, K-i) - W(rem-c, K-i) <= r. */
        while (c < rem && db->w[rem][K - i] - db->w[rem - c - 1][K - i] <= r)
            c++;
        r -= db->w[rem][K - i] - db->w[rem - c][K - i];
        p->pits[pit_of[i]] = (uint8_t)c;
        rem -= c;
    }
    p->pits[pit_of[K - 1]] = (uint8_t)rem;
}

/* The next arrangement of the layer in rank order: the last house holds the seeds the others
 * leave, so the rightmost house but the last that has seeds after it gains one, the houses
 * between are emptied and the last takes the rest less one. */
void mc_db_next(const mancala_db *db, mc_pos *p)
{
    const int K = db->houses2;
    const uint8_t *pit_of = db->order[0];
    int i = K - 2, tail = p->pits[pit_of[K - 1]];
    while (tail == 0 && i > 0) {
        tail = p->pits[pit_of[i]];
        p->pits[pit_of[i]] = 0;
        i--;
    }
    p->pits[pit_of[i]]++;
    p->pits[pit_of[K - 1]] = (uint8_t)(tail - 1);
}

uint64_t mc_db_index(const mancala_db *db, const mc_pos *p, int n)
{
    const int H = db->houses2 / 2, m = p->to_move;
    if (db->layout == MC_DB_PAIRS)
        return mc_db_rank_pairs(db, p->pits + MC_HOUSE(H, m, 0), p->pits + MC_HOUSE(H, 1 - m, 0),
                                n);
    return rank_of(db, p->pits, db->order[m], n);
}
