/* SPDX-License-Identifier: MIT */
/* variant.c: the variant object: the sowing paths derived from its rules, and the rule hooks of an
 * application-defined variant. Rules come from a spec string in the format layer (format/spec.c). */
#include <stdlib.h>
#include <string.h>

#include "rules.h"

/* Whether pit `pit` is off player m's two-row path: the opponent's store, and the mover's own
 * under stores=none. */
static int off_path(const mancala_variant *v, int m, int pit)
{
    const int H = v->r.houses;
    return pit == MC_STORE(H, 1 - m) || (v->r.stores == MC_STORES_NONE && pit == MC_STORE(H, m));
}

/* storeafter=opponent, two rows: player m's ring is their houses, the opponent's houses, then
 * their own store; the opponent's store is off it (it goes on as the pit after it in the ring). */
static void store_after_opponent(mancala_variant *v, int m)
{
    const int H = v->r.houses;
    uint8_t ring[MC_MAX_PITS];
    int i, n = 0;
    for (i = 0; i < H; i++)
        ring[n++] = (uint8_t)MC_HOUSE(H, m, i);
    for (i = 0; i < H; i++)
        ring[n++] = (uint8_t)MC_HOUSE(H, 1 - m, i);
    ring[n++] = (uint8_t)MC_STORE(H, m);
    for (i = 0; i < n; i++) {
        v->next[m][ring[i]] = ring[(i + 1) % n];
        v->back[m][ring[(i + 1) % n]] = ring[i];
    }
    v->next[m][MC_STORE(H, 1 - m)] = v->back[m][MC_STORE(H, 1 - m)] = (uint8_t)MC_HOUSE(H, m, 0);
}

/* The pit after each pit on player m's path, two rows: round both rows, past the opponent's store
 * (and past the mover's under stores=none); back[] the same ring the other way round, clockwise
 * (the slots H to 2H-1 of direction=house). A pit off the path goes on as next[] does. */
static void two_row_path(mancala_variant *v, int m)
{
    const int npits = v->npits;
    int i;

    if (v->r.storeafter == MC_STOREAFTER_OPPONENT) {
        store_after_opponent(v, m);
        return;
    }
    for (i = 0; i < npits; i++) {
        int j = (i + 1) % npits;
        while (off_path(v, m, j))
            j = (j + 1) % npits;
        v->next[m][i] = v->back[m][i] = (uint8_t)j;
    }
    for (i = 0; i < npits; i++)
        if (!off_path(v, m, i))
            v->back[m][v->next[m][i]] = (uint8_t)i;
}

/* Four rows: each player's houses are a loop of their own two rows (house 0 at the left of the
 * outer row, the outer row left to right, then the inner row right to left), sown anticlockwise
 * by next[] (clockwise under direction=cw), the other way by back[] (direction=either). */
static void loop_path(mancala_variant *v, int m)
{
    const int H = v->r.houses, base = MC_HOUSE(H, m, 0);
    const int cw = v->r.direction == MC_DIRECTION_CW;
    int i;

    for (i = 0; i < v->npits; i++)
        v->next[m][i] = v->back[m][i] = (uint8_t)base; /* off the loop: never walked */
    for (i = 0; i < H; i++) {
        const uint8_t up = (uint8_t)(base + (i + 1) % H), down = (uint8_t)(base + (i + H - 1) % H);
        v->next[m][base + i] = cw ? down : up;
        v->back[m][base + i] = cw ? up : down;
    }
}

void mc_variant_init(mancala_variant *v, const mc_rules *r)
{
    const int H = r->houses, npits = 2 * H + 2;
    int m, i;

    memset(v, 0, sizeof *v);
    v->r = *r;
    v->npits = (uint8_t)npits;
    v->nmoves = (uint8_t)(r->direction >= MC_DIRECTION_EITHER ? 2 * H : H); /* either, capture, house */
    v->small = (uint8_t)(r->rows == MC_ROWS_2 && npits <= 16);
    for (m = 0; m < 2; m++) {
        if (r->rows == MC_ROWS_4)
            loop_path(v, m);
        else
            two_row_path(v, m);
        for (i = 0; i < H; i++) {
            int origin = MC_HOUSE(H, m, i), pos = origin, k = 0;
            do {
                pos = v->next[m][pos];
                if (pos != origin || r->origin == MC_ORIGIN_SOW)
                    v->path[m][i][k++] = (uint8_t)pos;
            } while (pos != origin);
            v->lap = (uint8_t)k;
            if (v->small) {
                int j;
                memset(v->place[m][i], 127, sizeof v->place[m][i]);
                for (j = 0; j < k; j++)
                    v->place[m][i][v->path[m][i][j]] = (uint8_t)(j + 1);
            }
        }
    }
    mc_family_bind(v);
    if (v->fam.moves)
        v->small = 0; /* the family reads the rows for the moves (mc_rows) */
    mc_variant_derive(v);
}

/* Which fast paths the rules and hooks allow; again after every change of hooks. */
void mc_variant_derive(mancala_variant *v)
{
    const mc_rules *r = &v->r;
    /* With stores on the sowing path and no hooks no position can come back (see mc_settle),
     * but across rounds, whose starts end.c compares with the line. */
    const int no_repeat = (r->stores == MC_STORES_OWN || r->cycle == MC_CYCLE_PLAY) &&
                          !v->land_hook && !v->end_hook && !v->h2.land && !v->h2.end &&
                          !v->fam.round_end;
    const int all_moves = !v->sow_hook && !v->h2.sow && r->feed == MC_FEED_FREE &&
                          !v->fam.no_slam;

    v->hooked = (uint8_t)(v->sow_hook || v->land_hook || v->end_hook || v->h2.sow || v->h2.land ||
                          v->h2.end);
    v->move_hooked = (uint8_t)(v->land_hook || v->end_hook || v->h2.land || v->h2.end);
    v->h2_sow = (uint8_t)(v->h2.sow != NULL);
    v->h2_end = (uint8_t)(v->h2.end != NULL);
    /* Hooks v2 see the course of the move and the marks, so their moves walk seed by seed. */
    v->walk = (uint8_t)(r->origin == MC_ORIGIN_FIRST || v->fam.walk ||
                        r->passing == MC_PASSING_STORE || v->h2.sow || v->h2.land || v->h2.end);
    v->one_leg = (uint8_t)(r->relay == MC_RELAY_OFF && !v->land_hook && !v->walk &&
                           r->rows == MC_ROWS_2 && !r->pie && !r->opening &&
                           v->nmoves == r->houses && !v->fam.landing);
    v->rows_end = (uint8_t)(no_repeat && all_moves && r->majority == MC_MAJORITY_PLAY &&
                            r->leftover == MC_LEFTOVER_OWN && r->rows == MC_ROWS_2 && !r->pie &&
                            !r->pass && !r->opening && !mc_all_to_winner(v));
}

int32_t mancala_variant_rows(const mancala_variant *v)
{
    return v ? (v->r.rows == MC_ROWS_4 ? 4 : 2) : MANCALA_EINVAL;
}

void mancala_variant_free(mancala_variant *v)
{
    free(v);
}

int32_t mancala_variant_set_hooks(mancala_variant *v, mancala_sow_hook sow, mancala_land_hook land,
                                  mancala_end_hook end, void *userdata)
{
    if (!v)
        return MANCALA_EINVAL;
    if ((v->fam.steps || v->fam.turn) && (sow || land || end))
        return MANCALA_ERULES; /* no hook judges a turn's later choices, nor a family's own turns */
    v->sow_hook = sow;
    v->land_hook = land;
    v->end_hook = end;
    v->userdata = userdata;
    mc_variant_derive(v);
    return MANCALA_OK;
}

int32_t mancala_variant_set_hooks2(mancala_variant *v, const mancala_hooks *hooks, void *userdata)
{
    mancala_hooks h;
    if (!v)
        return MANCALA_EINVAL;
    memset(&h, 0, sizeof h);
    if (hooks) {
        /* A caller built against an older, shorter struct gives fewer fields; a newer, longer one
         * has fields this library does not know, which it cannot honour. */
        if (hooks->struct_size < offsetof(mancala_hooks, sow) || hooks->struct_size > sizeof h)
            return MANCALA_EINVAL;
        memcpy(&h, hooks, hooks->struct_size);
        h.struct_size = sizeof h;
        if ((v->fam.steps || v->fam.turn) && (h.sow || h.land || h.end))
            return MANCALA_ERULES;
    }
    v->h2 = h;
    v->userdata2 = userdata;
    mc_variant_derive(v);
    return MANCALA_OK;
}
