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
    for (m = 0; m <= MC_DB_W_SEEDS; m++)
        for (k = 0; k < MC_DB_W_HOUSES; k++)
            db->wp[m][k] = m == 0 ? 0 : db->w[m - 1][k];
    for (m = 0; m < MC_DB_W_SEEDS; m++)
        db->top[m] = (m > 0 ? db->w[m - 1][db->houses2 + 1] : 0) + db->w[m][db->houses2];
}

/* Index of the first arrangement of n seeds: the number of arrangements of fewer. */
uint64_t mc_db_layer_start(const mancala_db *db, int n)
{
    return n > 0 ? db->w[n - 1][db->houses2 + 1] : 0;
}

/* Index of an arrangement: the houses in the mover's sowing order (the mover's row first). With
 * r_i the seeds of houses i.. (r_0 = n), the arrangement's place in its layer is the sum over the
 * first K - 1 houses of W(r_i, K - i) - W(r_(i+1), K - i), the arrangements that hold fewer seeds
 * in house i and as many before it. The sum telescopes, by W(m, k) - W(m, k + 1) = -W(m - 1, k + 1),
 * into W(n, K) - W(r_1 - 1, K) - ... - W(r_(K-2) - 1, 3) - W(r_(K-1), 2): a read a house instead of
 * two (this ranking took a third of a database build's time). */
static uint64_t rank_of(const mancala_db *db, const uint8_t *row0, const uint8_t *row1, int H, int n)
{
    const int K = 2 * H;
    uint64_t r = db->top[n];
    int j, rem = n; /* rem: r_(j+1) once house j is taken off */
    for (j = 0; j < K - 2 && j < H; j++) {
        rem -= row0[j];
        r -= db->wp[rem][K - j];
    }
    for (; j < K - 2; j++) {
        rem -= row1[j - H];
        r -= db->wp[rem][K - j];
    }
    rem -= j < H ? row0[j] : row1[j - H];
    return r - db->wp[rem + 1][2];
}

/* The pit of the k-th house in the ranking's order (player 0's row, then player 1's). */
static int pit_of(int H, int k)
{
    return k < H ? MC_HOUSE(H, 0, k) : MC_HOUSE(H, 1, k - H);
}

void mc_db_unrank(const mancala_db *db, uint64_t r, int n, mc_pos *p)
{
    const int H = db->v.r.houses, K = 2 * H;
    int i, rem = n;
    memset(p, 0, sizeof *p);
    r -= mc_db_layer_start(db, n);
    for (i = 0; i < K - 1; i++) {
        int c = 0;
        /* The largest c with W(rem, K-i) - W(rem-c, K-i) <= r. */
        while (c < rem && db->w[rem][K - i] - db->w[rem - c - 1][K - i] <= r)
            c++;
        r -= db->w[rem][K - i] - db->w[rem - c][K - i];
        p->pits[pit_of(H, i)] = (uint8_t)c;
        rem -= c;
    }
    p->pits[pit_of(H, K - 1)] = (uint8_t)rem;
}

/* The next arrangement of the layer in rank order: the last house holds the seeds the others
 * leave, so the rightmost house but the last that has seeds after it gains one, the houses
 * between are emptied and the last takes the rest less one. */
void mc_db_next(const mancala_db *db, mc_pos *p)
{
    const int H = db->v.r.houses, K = 2 * H;
    int i = K - 2, tail = p->pits[pit_of(H, K - 1)];
    while (tail == 0 && i > 0) {
        tail = p->pits[pit_of(H, i)];
        p->pits[pit_of(H, i)] = 0;
        i--;
    }
    p->pits[pit_of(H, i)]++;
    p->pits[pit_of(H, K - 1)] = (uint8_t)(tail - 1);
}

uint64_t mc_db_index(const mancala_db *db, const mc_pos *p, int n)
{
    const int H = db->v.r.houses, m = p->to_move;
    return rank_of(db, p->pits + MC_HOUSE(H, m, 0), p->pits + MC_HOUSE(H, 1 - m, 0), H, n);
}
