/* SPDX-License-Identifier: MIT */
/* batch.c: batches (mancala_batch_new(3)): many games of one variant, each stepped an action (a
 * step of a turn) at a time by the rules' own move (mc_advance) as mancala_game_play takes it,
 * with automatic resets, opponents inside the step and a crew of threads across the games. */
#include <stdlib.h>
#include <string.h>

#include "../common/system.h"
#include "engine.h"

#define MAX_COUNT 65536
#define MAX_THREADS 256
/* A level opponent searches with one search object per lane, a fixed share of the games, so that
 * what a search keeps from one move to the next (its table) does not depend on the threads. */
#define LANES 16
/* Turns an opponent may play in one step before its game's line has to grow during the step:
 * growing it then could fail after other games moved (mancala_batch_step(3), ERRORS). */
#define HEADROOM 64
/* Tries of a random start (set_start) before a game starts from the start position instead. */
#define START_TRIES 16

/* How far back a game's line is kept (mancala_batch.keep): the rules look back to the start of
 * the line (rounds), to the repetition window, or not at all. */
enum { KEEP_NOW = 0, KEEP_WINDOW = 1, KEEP_LINE = 2 };

/* What a game's next step does before anything else (slot.next). */
enum { NEXT_PLAY = 0, NEXT_RESET = 1, NEXT_SHOW = 2 };

/* One game. Its line of play is kept only as far back as its rules look: the whole line where
 * rounds compare a new round's start with it (end.c), the repetition window where a position
 * may repeat, else the position now alone; line[k] is the line's position lbase + k, the
 * position now is at index top. Between turns top == plies, as mancala_game_play leaves a game;
 * in a turn of several steps the steps so far follow the turn's start, as mc_game_turn lays them
 * out. The turns themselves are kept as moves, from the game the slot started from (origin: a
 * game given by mancala_batch_set_game, NULL: the start position), so that mancala_batch_game
 * replays them through mancala_game_play: the game object, history and all, comes from the
 * single-game path itself. */
typedef struct slot {
    mc_pos *line;
    size_t lcap;
    size_t lbase, top;
    size_t window;    /* the repetition window's first position (the game object's) */
    size_t tbase;     /* the window during a turn */
    uint32_t mask;    /* legal actions now */
    uint32_t tmask;   /* legal first steps of the turn under way */
    int32_t turn;     /* the turn so far, as mancala_game_play's move */
    int steps;        /* steps of the turn so far */
    uint8_t next;     /* NEXT_* */
    uint8_t trunc;    /* the game ended at its length limit */
    uint8_t seat;     /* the caller's seat, with an opponent */
    uint64_t rng;
    size_t plies;     /* turns played since the origin's start: the origin's, then moves' */
    int32_t *moves;   /* the turns since the origin */
    size_t nmoves, mcap;
    mancala_game *origin;
} slot;

/* A step's or reset's arguments, shared by the parts of the crew. */
typedef struct job {
    mancala_batch *b;
    const int32_t *actions; /* NULL: a reset */
    uint64_t seed;
    float *obs, *rewards;
    uint8_t *mask, *terminated, *truncated;
    int32_t *to_move;
    int32_t status[MAX_THREADS];
} job;

struct mancala_batch {
    mancala_variant v;
    size_t count, actions;
    mc_obs_layout lay;
    int32_t illegal;
    float penalty;
    int32_t opp_kind, opp_level, opp_seat;
    int32_t random_plies;
    uint8_t keep;  /* KEEP_*: how far back a game's line is kept */
    /* The games' first lines, line0 positions each, one block: a step goes through the games in
     * order, and so through their positions in order, which the cache fetches ahead. */
    mc_pos *lines;
    size_t line0;
    mc_crew *crew; /* NULL: one thread */
    mancala_game *start; /* the start position, as mancala_game_new makes it */
    size_t lanes;
    mancala_search *search[LANES]; /* a level opponent's, one per lane */
    mancala_game *view[LANES];     /* the game a lane's search is shown */
    slot *g;
};

/* ---- one game ---------------------------------------------------------------------------- */

static mc_pos *now(slot *s)
{
    return &s->line[s->top - s->lbase];
}

/* Whether the line of s is a block of its own, not its share of the batch's first block. */
static int own_line(const mancala_batch *b, const slot *s)
{
    return s->line < b->lines || s->line >= b->lines + b->count * b->line0;
}

/* The positions the line of s needs for a turn after the position now and `more` turns after
 * it: two positions in turn where the line is not kept. */
static size_t line_need(const mancala_batch *b, const slot *s, size_t more)
{
    return b->keep == KEEP_NOW ? 2 : s->top - s->lbase + 2 + 2 * MC_TURN_STEPS + more;
}

/* room's growing, out of the way of the check that it is needed. */
static MC_NOINLINE int32_t grow(const mancala_batch *b, slot *s, size_t more)
{
    const size_t need = line_need(b, s, more);
    if (need > s->lcap) {
        mc_pos *l;
        if (own_line(b, s)) {
            l = realloc(s->line, need * sizeof *l);
        } else if ((l = malloc(need * sizeof *l)) != NULL) {
            memcpy(l, s->line, (s->top - s->lbase + 1) * sizeof *l);
        }
        if (!l)
            return MANCALA_ENOMEM;
        s->line = l;
        s->lcap = need;
    }
    if (s->nmoves + 1 + more > s->mcap) {
        const size_t cap = 2 * s->mcap + 1 + more;
        int32_t *m = realloc(s->moves, cap * sizeof *m);
        if (!m)
            return MANCALA_ENOMEM;
        s->moves = m;
        s->mcap = cap;
    }
    return MANCALA_OK;
}

/* Room for a turn after the position now, and for `more` turns after it. */
static int32_t room(const mancala_batch *b, slot *s, size_t more)
{
    if (line_need(b, s, more) <= s->lcap && s->nmoves + 1 + more <= s->mcap)
        return MANCALA_OK;
    return grow(b, s, more);
}

/* After a turn: the line before what the rules look at (the window, or the whole line) is let
 * go. */
static void trim(const mancala_batch *b, slot *s)
{
    const size_t from = b->keep == KEEP_LINE ? s->lbase : s->window;
    if (from > s->lbase) {
        size_t k;
        for (k = 0; k <= s->top - from; k++) /* a position or a few: no call to memmove */
            s->line[k] = s->line[from - s->lbase + k];
        s->lbase = from;
    }
}

/* The turn of s is over: committed as mancala_game_play commits one (the length limit, the
 * window), n the plies before it; `child` is where its last position lies in the line, `base`
 * its window, mk its legal moves. */
static void commit_turn(const mancala_batch *b, slot *s, size_t n, size_t child, size_t base,
                        uint32_t mk)
{
    if (s->top != n + 1) { /* a turn of several steps: only its last position stays */
        if (b->keep == KEEP_NOW)
            s->lbase = n + 1 - child;
        else
            s->line[n + 1 - s->lbase] = s->line[child];
        s->top = n + 1;
    }
    s->moves[s->nmoves++] = s->turn;
    s->plies = n + 1;
    if (!now(s)->over && mc_at_limit(&b->v, n + 1)) {
        mc_end_at_limit(&b->v, now(s), NULL);
        mk = 0;
        s->trunc = 1;
    }
    s->mask = mk;
    s->window = base > n + 1 ? n + 1 : base;
    s->steps = 0;
    if (b->keep != KEEP_NOW)
        trim(b, s);
}

/* One step, `a` legal now: mc_advance from the position now, as mc_game_turn takes each step of a
 * turn, then the turn committed once it is over. Room for it was made. */
static int32_t play_step(const mancala_batch *b, slot *s, int a)
{
    const size_t top = s->top - s->lbase;
    size_t base, child;
    uint32_t mk;
    int32_t st;

    if (s->steps == 0) {
        s->tmask = s->mask;
        s->tbase = s->window;
        s->turn = a;
    } else {
        s->turn = mc_turn_add(s->turn, s->steps, a);
    }
    /* Where no rule reads the line (KEEP_NOW), the position now and the next take turns in
     * line[0] and line[1], shown to the move as a line of one, and no window is kept. */
    child = b->keep == KEEP_NOW ? 1 - top : top + 1;
    st = mc_advance(&b->v, b->keep == KEEP_NOW ? &s->line[top] : s->line,
                    b->keep == KEEP_NOW ? 0 : s->tbase - s->lbase, b->keep == KEEP_NOW ? 0 : top,
                    a, &s->line[child], &base, &mk);
    if (st != MANCALA_OK)
        return st;
    base = b->keep == KEEP_NOW ? s->top + 1 : base + s->lbase;
    s->top++;
    s->lbase = s->top - child;
    s->tbase = base;
    s->steps++;
    if (s->line[child].pending && !s->line[child].over && s->steps < MC_TURN_STEPS) {
        s->mask = mk; /* the turn waits for a choice */
        return MANCALA_OK;
    }
    commit_turn(b, s, s->plies, child, base, mk);
    return MANCALA_OK;
}

/* A uniformly random legal action of s (its mask is not empty). */
static int random_action(slot *s)
{
    uint32_t m = s->mask;
    unsigned k = 0, n = 0, pick;
    for (; m; m &= m - 1)
        n++;
    pick = (unsigned)(mc_splitmix(&s->rng) % n);
    for (m = s->mask; k < pick; k++)
        m &= m - 1;
    return mc_lowest_bit(m);
}

/* The turn a level opponent plays in s (not in a turn under way), by lane's search: shown the
 * line the slot keeps, with the hashes a search reads (the batch's own positions go without). */
static int32_t level_turn(mancala_batch *b, slot *s, size_t lane, int32_t *move)
{
    mancala_game *g = b->view[lane];
    const mc_history keep = g->hist;
    const size_t len = s->top - s->lbase;
    int32_t st, score, exact, depth;
    uint64_t nodes;
    size_t i;

    for (i = 0; i <= len; i++)
        s->line[i].hash = mc_hash_full(&b->v, &s->line[i]);
    g->hist.pos = s->line;
    g->hist.len = len;
    g->cur = *now(s);
    g->mask = s->mask;
    g->window = s->window > s->lbase ? s->window - s->lbase : 0;
    st = mancala_search_set_level(b->search[lane], b->opp_level, mc_splitmix(&s->rng));
    if (st == MANCALA_OK)
        st = mancala_search_run(b->search[lane], g);
    if (st == MANCALA_OK)
        st = mancala_search_result(b->search[lane], move, &score, &exact, &depth, &nodes);
    g->hist = keep;
    return st;
}

/* The opponent moves until the caller's seat is to move or the game is over. */
static int32_t opponent(mancala_batch *b, slot *s, size_t lane)
{
    int32_t st = MANCALA_OK;
    while (st == MANCALA_OK && !now(s)->over && now(s)->to_move != s->seat) {
        int32_t move;
        int k;
        if ((st = room(b, s, 0)) != MANCALA_OK)
            break;
        if (b->opp_kind == MANCALA_OPPONENT_RANDOM) {
            st = play_step(b, s, random_action(s));
            continue;
        }
        if ((st = level_turn(b, s, lane, &move)) != MANCALA_OK)
            break;
        for (k = 0; st == MANCALA_OK && k < MC_TURN_STEPS; k++) {
            st = play_step(b, s, mc_turn_step(move, k));
            if (s->steps == 0)
                break;
        }
    }
    return st;
}

/* The game from the start: the start position, set_start's random plies (each turn's steps drawn
 * among the legal actions; a start that ends the game is drawn again), then, with an opponent,
 * the seat and the opponent's first turns. */
static int32_t start_game(mancala_batch *b, slot *s, size_t lane)
{
    const mancala_game *g0 = b->start;
    int tries;
    int32_t st = MANCALA_OK;

    mancala_game_free(s->origin);
    s->origin = NULL;
    for (tries = 0; tries <= START_TRIES; tries++) {
        s->line[0] = g0->cur;
        s->lbase = s->top = s->window = s->plies = s->nmoves = 0;
        s->mask = g0->mask;
        s->steps = 0;
        s->trunc = 0;
        if (tries == START_TRIES || b->random_plies == 0)
            break;
        while (st == MANCALA_OK && !now(s)->over &&
               (s->plies < (size_t)b->random_plies || s->steps)) {
            if ((st = room(b, s, 0)) == MANCALA_OK)
                st = play_step(b, s, random_action(s));
        }
        if (st != MANCALA_OK || !now(s)->over)
            break;
    }
    s->next = NEXT_PLAY;
    if (st != MANCALA_OK || b->opp_kind == MANCALA_OPPONENT_NONE)
        return st;
    s->seat = (uint8_t)(b->opp_seat >= 0 ? b->opp_seat : (int)(mc_splitmix(&s->rng) & 1));
    return opponent(b, s, lane);
}

/* ---- a step of the games of a part ------------------------------------------------------- */

/* The player the outputs of s speak for: the caller's seat with an opponent, else the mover. */
static int view_of(const mancala_batch *b, slot *s)
{
    return b->opp_kind != MANCALA_OPPONENT_NONE ? s->seat : now(s)->to_move;
}

/* The reward of a finished game to player pl: 1 won, -1 lost, 0 a draw or the length limit. */
static float result_for(const mancala_batch *b, slot *s, int pl)
{
    const int H = b->v.r.houses, a = now(s)->pits[MC_STORE(H, 0)], c = now(s)->pits[MC_STORE(H, 1)];
    if (s->trunc || a == c)
        return 0.0f;
    return (a > c) == (pl == 0) ? 1.0f : -1.0f;
}

/* Game i's step: a reset or a showing where one is due, the end of a game over before the caller
 * moved, else the action (checked by the step: legal, or a penalty) and the opponent's reply.
 * Sets *reward and *end (1 terminated, 2 truncated). */
static int32_t step_game(mancala_batch *b, const job *j, size_t i, size_t lane, float *reward,
                         int *end)
{
    slot *s = &b->g[i];
    const int mover = view_of(b, s);

    *reward = 0.0f;
    *end = 0;
    if (s->next == NEXT_RESET)
        return start_game(b, s, lane);
    if (s->next == NEXT_SHOW) {
        /* a game given by mancala_batch_set_game: shown, after the opponent's turns */
        s->next = NEXT_PLAY;
        return b->opp_kind != MANCALA_OPPONENT_NONE ? opponent(b, s, lane) : MANCALA_OK;
    }
    if (!now(s)->over) {
        const int a = j->actions[i];
        int32_t st;
        if (!(s->mask >> a & 1)) {
            *reward = b->penalty;
            *end = 1;
            s->next = NEXT_RESET;
            return MANCALA_OK;
        }
        st = play_step(b, s, a);
        if (st == MANCALA_OK && b->opp_kind != MANCALA_OPPONENT_NONE)
            st = opponent(b, s, lane);
        if (st != MANCALA_OK || !now(s)->over)
            return st;
    }
    *reward = result_for(b, s, mover);
    *end = s->trunc ? 2 : 1;
    s->next = NEXT_RESET;
    return MANCALA_OK;
}

/* What a step or reset writes for game i. */
static void write_game(mancala_batch *b, const job *j, size_t i, float reward, int end)
{
    slot *s = &b->g[i];
    const int view = view_of(b, s);
    if (j->obs)
        mc_obs_write(&b->v, &b->lay, now(s), view, s->plies, j->obs + i * b->lay.size);
    if (j->mask)
        mc_obs_mask(s->next == NEXT_RESET ? 0u : s->mask, b->actions, j->mask + i * b->actions);
    if (j->to_move)
        j->to_move[i] = view;
    if (j->actions) {
        if (j->rewards)
            j->rewards[i] = reward;
        if (j->terminated)
            j->terminated[i] = (uint8_t)(end == 1);
        if (j->truncated)
            j->truncated[i] = (uint8_t)(end == 2);
    }
}

/* The games of a part: whole lanes where a level opponent searches (each lane's search serves
 * its games in order, whatever the threads), else an even share. */
static void part_range(const mancala_batch *b, int part, int parts, size_t *lo, size_t *hi)
{
    if (b->opp_kind == MANCALA_OPPONENT_LEVEL) {
        const size_t l0 = b->lanes * (size_t)part / (size_t)parts,
                     l1 = b->lanes * (size_t)(part + 1) / (size_t)parts;
        *lo = b->count * l0 / b->lanes;
        *hi = b->count * l1 / b->lanes;
    } else {
        *lo = b->count * (size_t)part / (size_t)parts;
        *hi = b->count * (size_t)(part + 1) / (size_t)parts;
    }
}

/* Game i's generator: from the seed and the index only. */
static uint64_t game_seed(uint64_t seed, size_t i)
{
    return mc_mix64(seed ^ mc_mix64((uint64_t)i + 0x9e3779b97f4a7c15ULL));
}

static void run_part(void *arg, int part, int parts)
{
    job *j = arg;
    mancala_batch *b = j->b;
    size_t i, lo, hi;
    int32_t st = MANCALA_OK;
    size_t lane = b->lanes * (size_t)part / (size_t)parts; /* a level opponent's first lane */

    part_range(b, part, parts, &lo, &hi);
    for (i = lo; i < hi && st == MANCALA_OK; i++) {
        float reward = 0.0f;
        int end = 0;
        /* Game i's lane: the one whose games (from b->count * lane / b->lanes on, as part_range
         * counts them) hold it; only a level opponent has lanes. */
        while (b->opp_kind == MANCALA_OPPONENT_LEVEL && lane + 1 < b->lanes &&
               i >= b->count * (lane + 1) / b->lanes)
            lane++;
        /* A game's position, asked for a few games ahead, is there when its turn comes. */
        if (i + 4 < hi)
            mc_prefetch(now(&b->g[i + 4]));
        if (j->actions) {
            st = step_game(b, j, i, lane, &reward, &end);
        } else {
            b->g[i].rng = game_seed(j->seed, i);
            st = start_game(b, &b->g[i], lane);
        }
        write_game(b, j, i, reward, end);
    }
    j->status[part] = st;
}

/* Runs j over every part; the first part's failure, if any. */
static int32_t run_job(mancala_batch *b, job *j)
{
    int p, parts = b->crew ? mc_crew_size(b->crew) : 1;
    j->b = b;
    if (b->crew)
        mc_crew_run(b->crew, run_part, j);
    else
        run_part(j, 0, 1);
    for (p = 0; p < parts; p++)
        if (j->status[p] != MANCALA_OK)
            return j->status[p];
    return MANCALA_OK;
}

/* ---- the interface ----------------------------------------------------------------------- */

static void free_games(mancala_batch *b)
{
    if (b->g) {
        size_t i;
        for (i = 0; i < b->count; i++) {
            if (own_line(b, &b->g[i]))
                free(b->g[i].line);
            free(b->g[i].moves);
            mancala_game_free(b->g[i].origin);
        }
    }
    free(b->g);
    free(b->lines);
}

static void free_lanes(mancala_batch *b)
{
    size_t l;
    for (l = 0; l < LANES; l++) {
        mancala_search_free(b->search[l]);
        mancala_game_free(b->view[l]);
        b->search[l] = NULL;
        b->view[l] = NULL;
    }
}

void mancala_batch_free(mancala_batch *b)
{
    if (!b)
        return;
    mc_crew_free(b->crew);
    free_lanes(b);
    free_games(b);
    mancala_game_free(b->start);
    free(b);
}

int32_t mancala_batch_new(mancala_batch **out, const mancala_variant *v, size_t count)
{
    mancala_batch *b;
    size_t i;
    job j;
    int32_t st;

    if (!out || !v)
        return MANCALA_EINVAL;
    if (count == 0 || count > MAX_COUNT)
        return MANCALA_ELIMIT;
    if (v->hooked)
        return MANCALA_ERULES;
    if (!(b = calloc(1, sizeof *b)))
        return MANCALA_ENOMEM;
    b->v = *v;
    b->count = count;
    b->lanes = count < LANES ? count : LANES;
    b->actions = (size_t)mc_move_slots(v);
    if (v->fam.steps && b->actions < v->r.houses)
        b->actions = v->r.houses;
    b->penalty = -1.0f;
    b->opp_seat = -1;
    b->keep = v->fam.round_end ? KEEP_LINE
              : v->r.cycle != MC_CYCLE_PLAY && v->r.stores == MC_STORES_NONE ? KEEP_WINDOW
                                                                          : KEEP_NOW;
    mc_obs_layout_init(v, MANCALA_LAYOUT_PLANES, &b->lay);
    st = mancala_game_new(&b->start, v);
    b->line0 = b->keep == KEEP_NOW ? 2 : 2 + 2 * MC_TURN_STEPS;
    if (st == MANCALA_OK && (!(b->g = calloc(count, sizeof *b->g)) ||
                             !(b->lines = malloc(count * b->line0 * sizeof *b->lines))))
        st = MANCALA_ENOMEM;
    for (i = 0; st == MANCALA_OK && i < count; i++) {
        b->g[i].line = b->lines + i * b->line0;
        b->g[i].lcap = b->line0;
    }
    for (i = 0; st == MANCALA_OK && i < count; i++)
        st = room(b, &b->g[i], 0);
    if (st == MANCALA_OK) {
        memset(&j, 0, sizeof j);
        st = run_job(b, &j); /* every game at the start, generators from seed 0 */
    }
    if (st != MANCALA_OK) {
        mancala_batch_free(b);
        return st;
    }
    *out = b;
    return MANCALA_OK;
}

int32_t mancala_batch_shape(const mancala_batch *b, size_t *count, size_t *actions,
                            size_t *obs_size)
{
    if (!b)
        return MANCALA_EINVAL;
    if (count)
        *count = b->count;
    if (actions)
        *actions = b->actions;
    if (obs_size)
        *obs_size = b->lay.size;
    return MANCALA_OK;
}

int32_t mancala_batch_obs_part(const mancala_batch *b, int32_t part, size_t *offset,
                               size_t *length)
{
    if (!b || !offset || !length || part < 0 || part >= MC_OBS_PARTS)
        return MANCALA_EINVAL;
    *offset = b->lay.offset[part];
    *length = b->lay.length[part];
    return MANCALA_OK;
}

int32_t mancala_batch_set_layout(mancala_batch *b, int32_t layout)
{
    if (!b || (layout != MANCALA_LAYOUT_PLANES && layout != MANCALA_LAYOUT_OPENSPIEL))
        return MANCALA_EINVAL;
    if (layout == MANCALA_LAYOUT_OPENSPIEL && !mc_obs_openspiel_game(&b->v))
        return MANCALA_ERULES;
    mc_obs_layout_init(&b->v, layout, &b->lay);
    return MANCALA_OK;
}

int32_t mancala_batch_set_illegal(mancala_batch *b, int32_t mode, float penalty)
{
    if (!b || (mode != MANCALA_ILLEGAL_ERROR && mode != MANCALA_ILLEGAL_PENALTY) ||
        !(penalty == penalty))
        return MANCALA_EINVAL;
    b->illegal = mode;
    b->penalty = penalty;
    return MANCALA_OK;
}

/* A search and a game to show it for each lane, for a level opponent: small tables, since a
 * level searches a few plies. */
static int32_t make_lanes(mancala_batch *b)
{
    size_t l;
    int32_t st = MANCALA_OK;
    for (l = 0; l < b->lanes && st == MANCALA_OK; l++) {
        if (b->search[l])
            continue;
        st = mc_search_make(&b->search[l], 1);
        if (st == MANCALA_OK)
            st = mancala_game_new(&b->view[l], &b->v);
    }
    if (st != MANCALA_OK)
        free_lanes(b);
    return st;
}

int32_t mancala_batch_set_opponent(mancala_batch *b, int32_t kind, int32_t level, int32_t seat)
{
    int32_t st;
    if (!b || kind < MANCALA_OPPONENT_NONE || kind > MANCALA_OPPONENT_LEVEL || seat < -1 ||
        seat > 1 || (kind == MANCALA_OPPONENT_LEVEL && (level < 1 || level > 9)))
        return MANCALA_EINVAL;
    if (kind == MANCALA_OPPONENT_LEVEL && (st = make_lanes(b)) != MANCALA_OK)
        return st;
    b->opp_kind = kind;
    b->opp_level = level;
    b->opp_seat = seat;
    return MANCALA_OK;
}

int32_t mancala_batch_set_start(mancala_batch *b, int32_t random_plies)
{
    if (!b || random_plies < 0 || random_plies > 1000)
        return MANCALA_EINVAL;
    b->random_plies = random_plies;
    return MANCALA_OK;
}

int32_t mancala_batch_set_threads(mancala_batch *b, int32_t threads)
{
    mc_crew *c = NULL;
    int32_t st;
    if (!b || threads < 1 || threads > MAX_THREADS)
        return MANCALA_EINVAL;
    if (threads > 1 && (st = mc_crew_new(&c, threads)) != MANCALA_OK)
        return st;
    mc_crew_free(b->crew);
    b->crew = c;
    return MANCALA_OK;
}

int32_t mancala_batch_reset(mancala_batch *b, uint64_t seed, float *obs, uint8_t *mask,
                            int32_t *to_move)
{
    job j;
    size_t i;
    if (!b)
        return MANCALA_EINVAL;
    for (i = 0; i < b->count; i++) {
        const int32_t st = room(b, &b->g[i], (size_t)b->random_plies + HEADROOM);
        if (st != MANCALA_OK)
            return st;
    }
    memset(&j, 0, sizeof j);
    j.seed = seed;
    j.obs = obs;
    j.mask = mask;
    j.to_move = to_move;
    return run_job(b, &j);
}

/* Before a step changes anything: each action that will be played in range, legal unless
 * illegal actions have a penalty, and room for the game's line to grow. */
static int32_t check_step(mancala_batch *b, const int32_t *actions)
{
    size_t i;
    for (i = 0; i < b->count; i++) {
        slot *s = &b->g[i];
        const int32_t a = actions[i];
        const size_t more = s->next == NEXT_RESET ? (size_t)b->random_plies : 0;
        int32_t st;
        /* A game over has no legal action (its action is not read); a game on has one. */
        if (s->next == NEXT_PLAY && s->mask) {
            if (a < 0 || (size_t)a >= b->actions)
                return MANCALA_EINVAL;
            if (b->illegal == MANCALA_ILLEGAL_ERROR && !(s->mask >> a & 1))
                return MANCALA_EILLEGAL;
        }
        if ((st = room(b, s, more + HEADROOM)) != MANCALA_OK)
            return st;
    }
    return MANCALA_OK;
}

int32_t mancala_batch_step(mancala_batch *b, const int32_t *actions, float *obs, uint8_t *mask,
                           float *rewards, uint8_t *terminated, uint8_t *truncated,
                           int32_t *to_move)
{
    job j;
    int32_t st;
    if (!b || !actions)
        return MANCALA_EINVAL;
    if ((st = check_step(b, actions)) != MANCALA_OK)
        return st;
    memset(&j, 0, sizeof j);
    j.actions = actions;
    j.obs = obs;
    j.mask = mask;
    j.rewards = rewards;
    j.terminated = terminated;
    j.truncated = truncated;
    j.to_move = to_move;
    return run_job(b, &j);
}

int32_t mancala_batch_game(const mancala_batch *b, size_t index, mancala_game **out)
{
    mancala_game *g;
    slot *s;
    size_t i;
    int32_t st;

    if (!b || !out || index >= b->count)
        return MANCALA_EINVAL;
    s = &b->g[index];
    if ((st = mancala_game_clone(s->origin ? s->origin : b->start, &g)) != MANCALA_OK)
        return st;
    for (i = 0; i < s->nmoves && st == MANCALA_OK; i++)
        st = mancala_game_play(g, s->moves[i]);
    if (st != MANCALA_OK) {
        mancala_game_free(g);
        return st;
    }
    if (s->steps) { /* a turn under way: its position now and the choices */
        g->cur = *now(s);
        g->cur.hash = mc_hash_full(&b->v, &g->cur);
        g->mask = s->mask;
    }
    *out = g;
    return MANCALA_OK;
}

int32_t mancala_batch_set_game(mancala_batch *b, size_t index, const mancala_game *g)
{
    const size_t from = !g ? 0 : b && b->keep == KEEP_LINE ? 0
                             : b && b->keep == KEEP_WINDOW ? g->window : g->hist.len;
    mancala_game *origin;
    mc_pos *line;
    slot *s;
    int32_t st, winner, reason = 0;

    if (!b || !g || index >= b->count)
        return MANCALA_EINVAL;
    if (g->v.hooked || memcmp(&g->v.r, &b->v.r, sizeof g->v.r) != 0)
        return MANCALA_ERULES;
    if (g->cur.over && (st = mancala_game_result(g, &winner, &reason)) != MANCALA_OK)
        return st;
    s = &b->g[index];
    line = malloc((g->hist.len - from + 2 + 2 * MC_TURN_STEPS + HEADROOM) * sizeof *line);
    if (!line || mancala_game_clone(g, &origin) != MANCALA_OK) {
        free(line);
        return MANCALA_ENOMEM;
    }
    memcpy(line, g->hist.pos + from, (g->hist.len - from) * sizeof *line);
    line[g->hist.len - from] = g->cur;
    if (own_line(b, s))
        free(s->line);
    mancala_game_free(s->origin);
    s->line = line;
    s->lcap = g->hist.len - from + 2 + 2 * MC_TURN_STEPS + HEADROOM;
    s->origin = origin;
    s->lbase = from;
    s->top = s->plies = g->hist.len;
    s->nmoves = 0;
    s->mask = g->mask;
    s->window = g->window;
    s->steps = 0;
    s->trunc = (uint8_t)(reason == MANCALA_REASON_LIMIT);
    s->next = NEXT_SHOW;
    return MANCALA_OK;
}
