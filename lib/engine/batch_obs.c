/* SPDX-License-Identifier: MIT */
/* batch_obs.c: what a batch writes for each game (mancala_batch_new(3)): the observation in its
 * layout (the mover-relative planes, or OpenSpiel's tensors) and the mask of legal actions. */
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "engine.h"

/* OpenSpiel's "mancala" plays Kalah(6,4) and calls a game over once move_number_ > 1000 (1001
 * moves played, a move counted as a ply: limit=1001); its "oware" is played up to 1000 moves, the
 * game's MaxGameLength (OpenSpiel refuses a 1001st: limit=1000 is the same up to there), on any
 * number of houses and seeds. mancala_batch_new(3) says why these are the only rules allowed. */
#define OPENSPIEL_MANCALA_LIMIT 1001u
#define OPENSPIEL_OWARE_LIMIT 1000u

int mc_obs_openspiel_game(const mancala_variant *v)
{
    /* Which rules OpenSpiel's games are is the notation's knowledge (lib/format, reached through
     * the API): it writes a game of them but for the length limit, which it does not know. */
    mancala_variant w = *v;
    mancala_game *g;
    char text[160];
    size_t n;
    int32_t st;
    int game;

    if (v->hooked)
        return 0;
    w.r.limit = 0;
    if (mancala_game_new(&g, &w) != MANCALA_OK)
        return 0;
    st = mancala_game_to_notation(g, MANCALA_NOTATION_OPENSPIEL, text, sizeof text, &n);
    mancala_game_free(g);
    if (st != MANCALA_OK)
        return 0;
    /* "mancala" sows into the stores; "oware" has none on its path. */
    game = v->r.stores == MC_STORES_OWN ? MC_OBS_MANCALA : MC_OBS_OWARE;
    return v->r.limit == (game == MC_OBS_MANCALA ? OPENSPIEL_MANCALA_LIMIT : OPENSPIEL_OWARE_LIMIT)
               ? game
               : 0;
}

/* The parts of the planes that v's rules can have, in the order of enum mancala_obs_part. */
static void planes_parts(const mancala_variant *v, mc_obs_layout *l)
{
    const size_t np = v->npits;
    const size_t len[MC_OBS_PARTS] = {
        np,
        (v->fam.marks & MC_MARKS_CLOSED) ? np : 0,
        (v->fam.marks & MC_MARKS_TUZDIK) ? np : 0,
        v->fam.steps ? 1 : 0,
        (v->r.pie || v->r.opening) ? 1 : 0,
        v->fam.round_end ? 1 : 0,
        (v->fam.marks & MC_MARKS_LOST) ? 2 : 0,
    };
    size_t at = 0;
    int i;
    for (i = 0; i < MC_OBS_PARTS; i++) {
        l->offset[i] = at;
        l->length[i] = len[i];
        at += len[i];
    }
    l->size = at;
}

void mc_obs_layout_init(const mancala_variant *v, int32_t layout, mc_obs_layout *l)
{
    planes_parts(v, l);
    l->layout = layout;
    l->game = 0;
    if (layout == MANCALA_LAYOUT_OPENSPIEL) {
        l->game = mc_obs_openspiel_game(v);
        l->size = (size_t)v->npits + (l->game == MC_OBS_MANCALA ? 2u : 0u);
    }
}

#if defined(__SSE2__)
/* b moved up by h bytes, 1 <= h <= 8 (the shift takes a constant). */
static __m128i bytes_up(__m128i b, int h)
{
    switch (h) {
    case 1: return _mm_slli_si128(b, 1);
    case 2: return _mm_slli_si128(b, 2);
    case 3: return _mm_slli_si128(b, 3);
    case 4: return _mm_slli_si128(b, 4);
    case 5: return _mm_slli_si128(b, 5);
    case 6: return _mm_slli_si128(b, 6);
    case 7: return _mm_slli_si128(b, 7);
    default: return _mm_slli_si128(b, 8);
    }
}

/* seeds_plane of a board of at most 16 pits: the view's order made in a register (its side's
 * half, then the other's moved up after it), converted to floats four at a time; no store is
 * read back but whole (a wider load of narrower stores would wait for them). */
static void seeds_small(int np, const mc_pos *p, int rot, float *o)
{
    const __m128i z = _mm_setzero_si128();
    __m128i c = _mm_loadu_si128((const __m128i *)(const void *)(p->pits + rot));
    __m128 q0, q1, q2, q3, rest;
    if (rot) {
        const __m128i iota = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        const __m128i first = _mm_cmplt_epi8(iota, _mm_set1_epi8((char)rot));
        const __m128i w = _mm_loadu_si128((const __m128i *)(const void *)p->pits);
        c = _mm_or_si128(_mm_and_si128(first, c), _mm_andnot_si128(first, bytes_up(w, rot)));
    }
    q0 = _mm_cvtepi32_ps(_mm_unpacklo_epi16(_mm_unpacklo_epi8(c, z), z));
    q1 = _mm_cvtepi32_ps(_mm_unpackhi_epi16(_mm_unpacklo_epi8(c, z), z));
    q2 = _mm_cvtepi32_ps(_mm_unpacklo_epi16(_mm_unpackhi_epi8(c, z), z));
    q3 = _mm_cvtepi32_ps(_mm_unpackhi_epi16(_mm_unpackhi_epi8(c, z), z));
    /* Whole vectors while they fit, then the last one to three floats one by one (a loop over
     * an array of vectors became a string move, slow to start for so few bytes). */
    rest = q0;
    if (np >= 4) {
        _mm_storeu_ps(o, q0);
        rest = q1;
    }
    if (np >= 8) {
        _mm_storeu_ps(o + 4, q1);
        rest = q2;
    }
    if (np >= 12) {
        _mm_storeu_ps(o + 8, q2);
        rest = q3;
    }
    if (np >= 16)
        _mm_storeu_ps(o + 12, q3);
    o += np & ~3;
    if (np & 3)
        _mm_store_ss(o, rest);
    if ((np & 3) > 1)
        _mm_store_ss(o + 1, _mm_shuffle_ps(rest, rest, 1));
    if ((np & 3) > 2)
        _mm_store_ss(o + 2, _mm_shuffle_ps(rest, rest, 2));
}
#endif

/* The pits of p from the view of player `view`: its side (houses in the pits array's order, then
 * its store), then the opponent's, each as a float. */
static void seeds_plane(const mancala_variant *v, const mc_pos *p, int view, float *o)
{
    const int np = v->npits, rot = view ? v->r.houses + 1 : 0;
    int k;
#if defined(__SSE2__)
    if (np <= 16) {
        seeds_small(np, p, rot, o);
        return;
    }
#endif
    for (k = 0; k < np - rot; k++)
        o[k] = (float)p->pits[k + rot];
    for (; k < np; k++)
        o[k] = (float)p->pits[k + rot - np];
}

/* The parts after the seeds, each where the rules have it (a length of 0: none). */
static void mark_planes(const mancala_variant *v, const mc_obs_layout *l, const mc_pos *p,
                        int view, float *obs)
{
    const int np = v->npits, H = v->r.houses, rot = view ? H + 1 : 0;
    int k;
    if (l->length[MANCALA_OBS_CLOSED])
        for (k = 0; k < np; k++)
            obs[l->offset[MANCALA_OBS_CLOSED] + (size_t)k] =
                (float)mc_closed(p, (k + rot) % np);
    if (l->length[MANCALA_OBS_TUZDIK]) {
        const int own = mc_tuzdik_pit(H, p, view), other = mc_tuzdik_pit(H, p, 1 - view);
        for (k = 0; k < np; k++) {
            const int pit = (k + rot) % np;
            obs[l->offset[MANCALA_OBS_TUZDIK] + (size_t)k] =
                pit == own ? 1.0f : pit == other ? -1.0f : 0.0f;
        }
    }
    if (l->length[MANCALA_OBS_PENDING])
        obs[l->offset[MANCALA_OBS_PENDING]] = p->pending ? 1.0f : 0.0f;
    if (l->length[MANCALA_OBS_FRESH])
        obs[l->offset[MANCALA_OBS_FRESH]] = (float)p->fresh;
    if (l->length[MANCALA_OBS_ROUND])
        obs[l->offset[MANCALA_OBS_ROUND]] = (float)p->round;
    if (l->length[MANCALA_OBS_LOST]) {
        obs[l->offset[MANCALA_OBS_LOST]] = (float)(p->lost >> view & 1);
        obs[l->offset[MANCALA_OBS_LOST] + 1] = (float)(p->lost >> (1 - view) & 1);
    }
}

/* OpenSpiel's tensors. "mancala": its board (player 1's store, player 0's houses, player 0's
 * store, player 1's houses), the player to move, the moves played. "oware": the houses, player
 * 0's first, then the scores, each over the seeds on the board (a double quotient made a float,
 * as OpenSpiel makes it). */
static void openspiel_tensor(const mancala_variant *v, int game, const mc_pos *p, size_t plies,
                             float *o)
{
    const int H = v->r.houses;
    int i;
    if (game == MC_OBS_MANCALA) {
        o[0] = (float)p->pits[MC_STORE(H, 1)];
        for (i = 0; i < H; i++) {
            o[1 + i] = (float)p->pits[MC_HOUSE(H, 0, i)];
            o[H + 2 + i] = (float)p->pits[MC_HOUSE(H, 1, i)];
        }
        o[H + 1] = (float)p->pits[MC_STORE(H, 0)];
        o[2 * H + 2] = (float)p->to_move;
        o[2 * H + 3] = (float)plies;
    } else {
        int total = 0;
        for (i = 0; i < v->npits; i++)
            total += p->pits[i];
        if (total == 0)
            total = 1; /* no seeds at all: every value is 0 */
        for (i = 0; i < H; i++) {
            o[i] = (float)((double)p->pits[MC_HOUSE(H, 0, i)] / total);
            o[H + i] = (float)((double)p->pits[MC_HOUSE(H, 1, i)] / total);
        }
        o[2 * H] = (float)((double)p->pits[MC_STORE(H, 0)] / total);
        o[2 * H + 1] = (float)((double)p->pits[MC_STORE(H, 1)] / total);
    }
}

void mc_obs_write(const mancala_variant *v, const mc_obs_layout *l, const mc_pos *p, int view,
                  size_t plies, float *obs)
{
    if (l->game) {
        openspiel_tensor(v, l->game, p, plies, obs);
        return;
    }
    seeds_plane(v, p, view, obs);
    if (l->size > (size_t)v->npits)
        mark_planes(v, l, p, view, obs);
}

void mc_obs_mask(uint32_t mask, size_t actions, uint8_t *out)
{
    size_t i = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* Eight bits to eight bytes at a time: the byte copied into each byte of a word, bit k kept
     * in byte k, and each byte made 0 or 1 (adding 0x7f carries into its top bit, never out). */
    for (; i + 8 <= actions; i += 8) {
        uint64_t w = (uint64_t)(mask >> i & 0xff) * 0x0101010101010101ULL & 0x8040201008040201ULL;
        w = (w + 0x7f7f7f7f7f7f7f7fULL) >> 7 & 0x0101010101010101ULL;
        memcpy(out + i, &w, 8); /* little-endian: byte k first */
    }
#endif
    for (; i < actions; i++)
        out[i] = (uint8_t)(mask >> i & 1);
}
