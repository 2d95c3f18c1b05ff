/* SPDX-License-Identifier: MIT */
/* fuzz_play.c: random move sequences over random variants, hooked ones included. The input picks a
 * variant (a listed spec or a mix of options), optional rule hooks driven by a table of input bytes,
 * then a sequence of plays, undos, set_boards, clones, perft and text round trips. After every step:
 * seeds are conserved, legal moves exist exactly when the game is not over, undo restores the
 * position (board, player, hash, legal moves, text) exactly, a failed call changes nothing, the
 * text reads back to the same position and hash, perft(d) is the sum of perft(d-1) over the
 * moves, and every game ends within its length limit (limit=, by default 2500 plies: some specs
 * here set a short one), by the limit's reason only where the game reached it. */
#include "fuzz_common.h"

static const char *const specs[] = {
    "kalah", "oware", "congkak", "custom:houses=16,seeds=7", "custom:houses=1,seeds=127",
    "oware:houses=16,seeds=7", "congkak:houses=16,seeds=7", "oware:houses=1,seeds=127",
    "congkak:houses=1,seeds=127", "kalah:capture=empty", "kalah:end=mover", "kalah:majority=end",
    "kalah:origin=skip,seeds=3", "kalah:capture=none,extra=off", "oware:grandslam=forbidden",
    "oware:grandslam=capture", "oware:cycle=split", "oware:houses=3,seeds=1,cycle=split",
    "oware:feed=free,end=either", "oware:houses=1,seeds=1", "congkak:houses=7,seeds=7",
    "congkak:origin=skip", "congkak:capture=empty", "congkak:end=mover",
    "custom:stores=none,extra=off,capture=empty,origin=skip", "custom:relay=on,capture=none",
    "kalah:houses=1,seeds=1", "custom:houses=2,seeds=63,relay=on",
    "togyz", "bestemshe", "togyz:houses=16,seeds=7", "togyz:houses=2,seeds=1",
    "congkak:houses=7,seeds=7,rounds=burn", "congkak:houses=2,seeds=1,rounds=burn,starter=alternate",
    "congkak:houses=16,seeds=7,rounds=burn,starter=last", "oware:counts=even+1,chain=off,side=both",
    /* the catalogue */
    "awari", "songo", "bohnenspiel:houses=2,seeds=1", "halusa", "halusa:houses=2,seeds=3",
    "al-manqala:houses=16,seeds=7", "tihbat", "micro-wari", "dakon", "ohvalhu:houses=2,seeds=2",
    "oware:leftover=unfed,houses=1,seeds=5",
    /* four rows (rows=4) and the pie rule */
    "hus", "hus:houses=8,seeds=3", "hus:houses=2,seeds=1,direction=cw,inner=1", "hus-wagner:houses=6,inner=2",
    "owela", "hawalis", "muvalavala", "moruba:houses=8", "bao-ki-arabu",
    "bao-ki-arabu:houses=4,seeds=2", "hus:houses=14,seeds=4,direction=either,pie=on",
    "hus:houses=32,seeds=3,landing=any,outer=either,leftover=none", "kalah-pie",
    "oware:pie=on", "congkak:pie=on,houses=3,seeds=2", "vai-lung-thlan",
    /* turns with choices (seize=any) */
    "mefuvha", "hus:houses=8,landing=empty,outer=any,lander=take,seize=any,opening=5,start=gap",
    "hus:houses=4,seeds=1,inner=2,seize=any",
    "hus:houses=6,seeds=3,relay=off,landing=any,inner=1,seize=any",
    /* captures during the sowing (pasu=) and of the next house */
    "pallankuli", "pallankuli:houses=3,seeds=2,pasucheck=leg",
    "oware:houses=2,seeds=5,relay=on,capture=next,rounds=burn,pasu=2,pasuto=last",
    "kalah:seeds=3,pasu=3,pasuto=mover", "congkak:houses=4,seeds=3,pasu=4,pasucheck=leg",
    /* Bao (capture=kichwa): the hand, the kichwa, the nyumba's turns of two steps */
    "bao", "bao-la-kujifunza", "bao:hand=3", "bao:houses=14,seeds=1,hand=9,nyumba=7",
    "bao:houses=8,seeds=3,nyumba=0", "bao:houses=16,seeds=1,hand=0",
    /* Omweso (capture=sow): seeds placed from the hand, captures sown back */
    "omweso", "omweso:houses=8,hand=6", "omweso:hand=0,seeds=2", "omweso:direction=ccw,seeds=1,hand=4",
    /* short length limits (limit=): games that would play on through repetitions end */
    "hus:limit=9", "togyz:houses=3,seeds=2,limit=12", "pallankuli:limit=5", "bao:limit=7",
    "congkak:houses=2,seeds=1,rounds=burn,limit=20", "oware:cycle=split,limit=3,houses=2,seeds=2",
};
#define NSPECS (sizeof specs / sizeof specs[0])

/* The budget of one input: at most MAX_OPS operations, a run at most MAX_RUN moves, at most
 * MAX_PERFTS perft checks and MAX_COSTLY clones and text round trips. Inputs stay cheap (thousands
 * a second under ASan and UBSan); long games come from runs and set boards. Without the counts the
 * fuzzer learnt to repeat the costly steps: a few inputs of 20 perft checks of Mefuvha's turns
 * with choices took 13 to 79 ms each, and the pace fell by a third where their mutants spread. */
#define MAX_OPS 64
#define MAX_RUN 16
#define MAX_PERFTS 2
#define MAX_COSTLY 4
#define MAX_DEPTH 512

/* ---------------------------------------------------------------- hooks */

/* Hooks are pure functions of their arguments and this table, so replaying a move (undo and play
 * again, perft, a clone) behaves the same. Some table values make a hook break its contract. */
struct table {
    uint8_t t[16];
};

static int32_t sow_hook(const int32_t *pits, int32_t houses, int32_t player, int32_t house,
                        void *userdata)
{
    const struct table *tb = userdata;
    unsigned b = tb->t[(unsigned)(house + 5 * player + pits[player * (houses + 1) + house]) & 15];
    if (b == 0xff)
        return -1;
    return b % 4 != 0;
}

/* Moves up to a few seeds between two pits chosen by b: totals kept, nothing negative. */
static void shuffle(int32_t *pits, int32_t npits, const struct table *tb, unsigned b)
{
    int32_t src = tb->t[(b >> 2) & 15] % npits, dst = tb->t[(b + 1) & 15] % npits;
    int32_t k = pits[src] < (int32_t)(1 + (b >> 6)) ? pits[src] : (int32_t)(1 + (b >> 6));
    pits[src] -= k;
    pits[dst] += k;
}

static int32_t land_hook(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                         int32_t before, void *userdata)
{
    const struct table *tb = userdata;
    unsigned b = tb->t[(unsigned)(3 * pit + before + 7 * player) & 15];
    if (b == 0xfd)
        return 9;
    if (b == 0xfe) {
        pits[pit]++;
        return MANCALA_LAND_END;
    }
    if ((b & 0x30) == 0x30)
        shuffle(pits, 2 * houses + 2, tb, b);
    switch (b % 5) {
    case 1: return MANCALA_LAND_END;
    case 2: return MANCALA_LAND_EXTRA;
    case 3: return MANCALA_LAND_RELAY;
    default: return MANCALA_LAND_DEFAULT;
    }
}

static int32_t end_hook(int32_t *pits, int32_t houses, int32_t to_move, void *userdata)
{
    const struct table *tb = userdata;
    unsigned b = tb->t[(unsigned)(pits[houses] + 3 * pits[2 * houses + 1] + to_move) & 15];
    if (b == 0xfc)
        return -1;
    if ((b & 0x0c) == 0x0c)
        shuffle(pits, 2 * houses + 2, tb, b);
    return (int32_t)((b >> 4) % 3);
}

/* ---------------------------------------------------------------- the variant */

static const char *const words[][5] = {
    { "own", "none" }, { "sow", "skip", "first" }, { "off", "on" }, { "store", "off" },
    { "standard", "empty", "count", "none" }, { "nocapture", "forbidden", "capture" },
    { "free", "must" }, { "either", "mover" }, { "play", "end" }, { "end", "split", "play" },
    { "2+3", "even", "2+4+6", "1+3+odd", "4" }, { "on", "off" }, { "opponent", "own", "both" },
    { "off", "on" }, { "off", "burn" }, { "loser", "winner", "last", "other", "alternate" },
    { "any", "store" },
};
static const char *const keys[] = { "stores", "origin", "relay", "extra", "capture",
                                    "grandslam", "feed", "end", "majority", "cycle",
                                    "counts", "chain", "side", "tuzdik", "rounds", "starter",
                                    "passing" };
static const unsigned nwords[] = { 2, 3, 2, 2, 4, 3, 2, 2, 2, 3, 5, 2, 3, 2, 2, 5, 2 };
enum { K_STORES, K_ORIGIN, K_RELAY, K_EXTRA, K_CAPTURE, K_GRANDSLAM, K_FEED, K_END, K_MAJORITY,
       K_CYCLE, K_COUNTS, K_CHAIN, K_SIDE, K_TUZDIK, K_ROUNDS, K_STARTER, K_PASSING, NKEYS };

/* A spec with every option drawn from the input, repaired into an allowed combination. */
static void option_mix(struct input *in, char *spec, size_t cap)
{
    static const char *const names[] = { "kalah", "oware", "congkak", "togyz", "bestemshe",
                                         "custom" };
    unsigned val[NKEYS], houses, seeds, k;
    size_t n;

    n = (size_t)snprintf(spec, cap, "%s:", names[byte(in) % 6]);
    houses = 1 + byte(in) % MANCALA_MAX_HOUSES;
    seeds = 1 + byte(in) % (MANCALA_MAX_SEEDS / 2 / houses);
    for (k = 0; k < NKEYS; k++)
        val[k] = byte(in) % nwords[k];
    if (val[K_ROUNDS] == 1) {
        val[K_TUZDIK] = 0;
        val[K_STORES] = 0;
        val[K_CYCLE] = 0;
    }
    if (val[K_CYCLE] != 0)
        val[K_STORES] = 1;
    if (val[K_STORES] == 1)
        val[K_ROUNDS] = 0;
    if (val[K_ROUNDS] == 0)
        val[K_STARTER] = 0;
    if (val[K_TUZDIK] == 1)
        val[K_RELAY] = 0;
    if (val[K_TUZDIK] || val[K_COUNTS] || val[K_CHAIN] || val[K_SIDE])
        val[K_CAPTURE] = 2;
    if (val[K_STORES] == 1) {
        val[K_RELAY] = 0;  /* relay needs the stores on the path */
        val[K_EXTRA] = 1;  /* extra=off */
    }
    if (val[K_GRANDSLAM] != 0)
        val[K_CAPTURE] = 2;
    n += (size_t)snprintf(spec + n, cap - n, "houses=%u,seeds=%u", houses, seeds);
    for (k = 0; k < NKEYS; k++)
        n += (size_t)snprintf(spec + n, cap - n, ",%s=%s", keys[k], words[k][val[k]]);
}

/* ---------------------------------------------------------------- the run */

struct run {
    mancala_game *g;
    int hooked;
    int32_t houses, npits, total;
    int32_t slots;                        /* move numbers: houses, twice under direction=either,
                                           * and the swap after them under pie=on */
    int either, pie, seize;
    int places; /* capture=sow: a seed from the hand goes into any house, empty ones too */
    size_t limit; /* the plies after which the game is over (limit=; 0: none) */
    size_t depth;                         /* moves since the start or the last set_board */
    int32_t played[MAX_DEPTH];
    struct fuzz_snap before[MAX_DEPTH];   /* the position before each of those moves */
};

/* The order of legal_moves: by first step, then by the choices (seize=any: the house seized). */
static int32_t move_order(const struct run *r, int32_t m)
{
    return r->seize ? (m & 31) << 24 | m >> 5 : m;
}

/* Whether m is a well-formed move number: a first step below the slots and, under seize=any,
 * later steps each a house plus one in six bits, none after an empty one (mancala-spec(7)). */
static int well_formed(const struct run *r, int32_t m)
{
    int k, end = 0;
    if (m < 0 || (m & 31) >= r->slots)
        return 0;
    if (!r->seize)
        return m < r->slots;
    for (k = 0; k < 4; k++) {
        const int32_t g = m >> (5 + 6 * k) & 63;
        if (g == 0)
            end = 1;
        else if (end || g > r->houses)
            return 0;
    }
    return (m >> 29) == 0;
}

/* The position's invariants. The costly parts (the history compared move by move, every pit read
 * again through mancala_game_house and mancala_game_store) only when full: after undos, boards
 * set, clones, texts and every 16th move; the undo checks compare whole positions anyway. */
static void check_state_text(const struct run *r, struct fuzz_snap *s, int with_text, int full)
{
    int32_t hist[MAX_DEPTH];
    size_t n, i;

    fuzz_snap_take(r->g, s, with_text);
    FUZZ_CHECK(s->npits == (size_t)r->npits);
    FUZZ_CHECK(fuzz_board_total(s) == r->total);
    for (i = 0; i < s->npits; i++)
        FUZZ_CHECK(s->pits[i] >= 0);
    if (s->over) {
        FUZZ_CHECK(s->over == 1 && s->nmoves == 0 && s->to_move == MANCALA_EOVER);
    } else {
        FUZZ_CHECK(s->nmoves > 0 && (s->to_move == 0 || s->to_move == 1));
        for (i = 0; i < s->nmoves; i++) {
            const int32_t m = s->moves[i], f = r->seize ? m & 31 : m;
            const int32_t h = f >= r->houses ? f - r->houses : f;
            FUZZ_CHECK(well_formed(r, m));
            FUZZ_CHECK(i == 0 || move_order(r, m) > move_order(r, s->moves[i - 1]));
            /* Only non-empty houses of the mover can be legal; the swap of pie=on comes in the
             * second player's first turn. */
            if (r->pie && f == r->slots - 1)
                FUZZ_CHECK(s->to_move == 1);
            else if (!(r->places && s->pits[s->to_move * (r->houses + 1) + r->houses] > 0))
                FUZZ_CHECK(s->pits[s->to_move * (r->houses + 1) + h] > 0);
        }
    }
    FUZZ_CHECK(s->nhist == r->depth);
    if (r->limit && s->nhist >= r->limit)
        FUZZ_CHECK(s->over && s->nhist == r->limit);
    if (s->over) {
        int32_t winner, reason;
        FUZZ_CHECK(mancala_game_result(r->g, &winner, &reason) == MANCALA_OK);
        FUZZ_CHECK(reason != MANCALA_REASON_LIMIT || (r->limit && s->nhist == r->limit));
    }
    if (!full)
        return;
    for (i = 0; i < s->npits; i++) {
        if (i == (size_t)r->houses || i == s->npits - 1)
            FUZZ_CHECK(mancala_game_store(r->g, i == (size_t)r->houses ? 0 : 1) == s->pits[i]);
        else
            FUZZ_CHECK(mancala_game_house(r->g, i > (size_t)r->houses,
                                          (int32_t)(i % (size_t)(r->houses + 1))) == s->pits[i]);
    }
    FUZZ_CHECK(mancala_game_history(r->g, hist, MAX_DEPTH, &n) == MANCALA_OK && n == r->depth);
    FUZZ_CHECK(memcmp(hist, r->played, n * sizeof hist[0]) == 0);
    /* Each legal move's name (MANCALA_NOTATION_TEXT) reads back to it. */
    for (i = 0; i < s->nmoves; i++) {
        char name[64];
        int32_t back = -1;
        FUZZ_CHECK(mancala_game_move_to_notation(r->g, MANCALA_NOTATION_TEXT, s->moves[i], name,
                                                 sizeof name, &n) == MANCALA_OK);
        FUZZ_CHECK(mancala_game_move_from_notation(r->g, MANCALA_NOTATION_TEXT, name, &back) ==
                       MANCALA_OK &&
                   back == s->moves[i]);
    }
}

static void check_state(const struct run *r, struct fuzz_snap *s)
{
    check_state_text(r, s, 0, 0);
}

static void check_full(const struct run *r, struct fuzz_snap *s)
{
    check_state_text(r, s, 0, 1);
}

static void unchanged(const struct run *r, const struct fuzz_snap *was)
{
    struct fuzz_snap now;
    check_state(r, &now);
    FUZZ_CHECK(fuzz_snap_same(was, &now, 1));
}

/* Plays m (legal or not) from the position s (check_state's of now) and checks the result against
 * what the rules say it must be. On success *after is check_state's of the new position; after may
 * be s itself (s is read before after is written), so a run of moves takes one snapshot a move.
 * On failure *after is untouched: s is the position still (unchanged checked it). */
static int32_t play_step(struct run *r, const struct fuzz_snap *s, int32_t m,
                         struct fuzz_snap *after)
{
    int32_t st, want = MANCALA_OK;
    size_t i;

    if (s->over)
        want = MANCALA_EOVER;
    else if (!well_formed(r, m))
        want = MANCALA_EINVAL;
    else {
        want = MANCALA_EILLEGAL;
        for (i = 0; i < s->nmoves; i++)
            if (s->moves[i] == m)
                want = MANCALA_OK;
    }
    if (want == MANCALA_OK && r->depth == MAX_DEPTH)
        return MANCALA_ELIMIT; /* the harness's own bound, not the library's */
    st = mancala_game_play(r->g, m);
    if (st != MANCALA_OK) {
        FUZZ_CHECK(st == want || (want == MANCALA_OK && r->hooked && st == MANCALA_EHOOK));
        unchanged(r, s);
        return st;
    }
    FUZZ_CHECK(want == MANCALA_OK);
    /* The snapshot as fuzz_snap_same reads it: the pits and moves there are (not the whole 4 KiB
     * of moves), no text (check_state takes none). */
    {
        struct fuzz_snap *b = &r->before[r->depth];
        memcpy(b->pits, s->pits, s->npits * sizeof s->pits[0]);
        memcpy(b->moves, s->moves, s->nmoves * sizeof s->moves[0]);
        b->npits = s->npits;
        b->nmoves = s->nmoves;
        b->to_move = s->to_move;
        b->over = s->over;
        b->hash = s->hash;
        b->nhist = s->nhist;
        b->text[0] = '\0';
    }
    r->played[r->depth++] = m;
    check_state_text(r, after, 0, r->depth % 16 == 0);
    return st;
}

static int32_t play_from(struct run *r, const struct fuzz_snap *s, int32_t m)
{
    struct fuzz_snap after;
    return play_step(r, s, m, &after);
}

static int32_t play(struct run *r, int32_t m)
{
    struct fuzz_snap s;
    check_state(r, &s);
    return play_from(r, &s, m);
}

static void undo(struct run *r, int redo)
{
    struct fuzz_snap s, after;
    int32_t m;

    check_state(r, &s);
    if (r->depth == 0) {
        FUZZ_CHECK(mancala_game_undo(r->g) == MANCALA_ENOHISTORY);
        unchanged(r, &s);
        return;
    }
    FUZZ_CHECK(mancala_game_undo(r->g) == MANCALA_OK);
    m = r->played[--r->depth];
    check_state_text(r, &after, 0, r->depth % 16 == 0);
    FUZZ_CHECK(fuzz_snap_same(&r->before[r->depth], &after, 1));
    if (redo) {
        /* The same move from the same position gives the same position. */
        FUZZ_CHECK(play(r, m) == MANCALA_OK);
        check_state(r, &after);
        FUZZ_CHECK(fuzz_snap_same(&s, &after, 1));
    }
}

static void set_board(struct run *r, struct input *in)
{
    int32_t pits[FUZZ_MAX_PITS + 1];
    struct fuzz_snap s, after;
    char spec[512];
    size_t n;
    unsigned mode = byte(in) % 8, i;
    int32_t to_move = (int32_t)(byte(in) & 1), total = 0, st, want = MANCALA_OK;
    size_t count = (size_t)r->npits;

    for (i = 0; i < (unsigned)r->npits; i++) {
        pits[i] = (int32_t)(byte(in) % (mode >= 6 ? (unsigned)(MANCALA_MAX_SEEDS / r->npits) + 1 : 8));
        total += pits[i];
    }
    pits[r->npits] = 0;
    switch (mode) {
    case 1: /* every seed the limit allows in one pit, a store included */
        memset(pits, 0, sizeof pits);
        pits[byte(in) % (unsigned)r->npits] = MANCALA_MAX_SEEDS;
        total = MANCALA_MAX_SEEDS;
        break;
    case 2: {
        /* The bytes read one statement at a time: the order a compiler evaluates the operands of
         * one expression in is its own, and an input must mean the same under gcc and clang. */
        unsigned at = byte(in) % (unsigned)r->npits;
        pits[at] = -1 - (int32_t)byte(in);
        want = MANCALA_EBOARD;
        break;
    }
    case 3: {
        /* One seed past the limit; on a four-row board already past it, a pit may go negative,
         * which set_board refuses first. */
        const unsigned k = byte(in) % (unsigned)r->npits;
        pits[k] += MANCALA_MAX_SEEDS + 1 - total;
        want = pits[k] < 0 ? MANCALA_EBOARD : MANCALA_ELIMIT;
        break;
    }
    case 4:
        count = byte(in) & 1 ? count + 1 : count - 1;
        want = MANCALA_EBOARD;
        break;
    case 5:
        to_move = byte(in) & 1 ? 2 : -1;
        want = MANCALA_EINVAL;
        break;
    }
    /* Up to 7 seeds in each of a four-row board's 66 pits: more than the limit. */
    if (want == MANCALA_OK && total > MANCALA_MAX_SEEDS)
        want = MANCALA_ELIMIT;
    check_state(r, &s);
    st = mancala_game_set_board(r->g, pits, count, to_move);
    if (st != MANCALA_OK) {
        FUZZ_CHECK(st == want || (want == MANCALA_OK && r->hooked && st == MANCALA_EHOOK));
        unchanged(r, &s);
        return;
    }
    FUZZ_CHECK(want == MANCALA_OK);
    r->total = total;
    r->depth = 0;
    check_full(r, &after);
    if (!r->hooked) {
        /* Either the position as given, or over at once with each side swept to its store. */
        int32_t H = r->houses;
        if (!after.over) {
            FUZZ_CHECK(memcmp(after.pits, pits, count * sizeof pits[0]) == 0);
            FUZZ_CHECK(after.to_move == to_move);
        } else if (mancala_game_spec(r->g, spec, sizeof spec, &n) == MANCALA_OK &&
                   (strstr(spec, "leftover=") != NULL || strstr(spec, "capture=kichwa") != NULL ||
                    strstr(spec, "capture=sow") != NULL)) {
            /* leftover=unfed gives the seeds left to the player left unfed, leftover=none leaves
             * them unscored in the houses, Bao gives every seed to the winner: only the total is
             * sure (check_state saw it). */
        } else {
            int32_t side, k, sum;
            for (side = 0; side < 2; side++) {
                for (k = 0, sum = 0; k <= H; k++)
                    sum += pits[side * (H + 1) + k];
                for (k = 0; k < H; k++)
                    FUZZ_CHECK(after.pits[side * (H + 1) + k] == 0);
                FUZZ_CHECK(after.pits[side * (H + 1) + H] == sum);
            }
        }
    }
}

static void clone(struct run *r, unsigned b)
{
    mancala_game *c = NULL;
    struct fuzz_snap s, cs;
    int32_t ha[MAX_DEPTH], hb[MAX_DEPTH];
    size_t na, nb;

    check_full(r, &s);
    FUZZ_CHECK(mancala_game_clone(r->g, &c) == MANCALA_OK);
    fuzz_snap_take(c, &cs, 0);
    FUZZ_CHECK(fuzz_snap_same(&s, &cs, 1));
    FUZZ_CHECK(mancala_game_history(r->g, ha, MAX_DEPTH, &na) == MANCALA_OK);
    FUZZ_CHECK(mancala_game_history(c, hb, MAX_DEPTH, &nb) == MANCALA_OK);
    FUZZ_CHECK(na == nb && memcmp(ha, hb, na * sizeof ha[0]) == 0);
    if (b & 1) {
        /* Moves and undos on the clone leave the original alone. */
        if (!cs.over)
            mancala_game_play(c, cs.moves[(b >> 1) % cs.nmoves]);
        mancala_game_undo(c);
        mancala_game_undo(c);
        unchanged(r, &s);
        mancala_game_free(c);
    } else {
        /* Go on with the clone: it has the same history, so the undo stack still holds. */
        mancala_game_free(r->g);
        r->g = c;
        unchanged(r, &s);
    }
}

static int32_t perft(const mancala_game *g, int32_t d, uint64_t *n)
{
    *n = UINT64_C(0xDEADBEEF);
    return mancala_game_perft(g, d, n);
}

/* perft(d) equals the sum over the legal moves of perft(d-1) after the move. */
static void perft_check(struct run *r, int32_t d)
{
    struct fuzz_snap s;
    uint64_t n, sum = 0, k;
    int32_t st, sub, failed = 0;
    size_t i;

    check_state(r, &s);
    FUZZ_CHECK(perft(r->g, 0, &n) == MANCALA_OK && n == 1);
    FUZZ_CHECK(perft(r->g, 1, &n) == MANCALA_OK && n == s.nmoves);
    st = perft(r->g, d, &n);
    unchanged(r, &s);
    if (r->depth + 1 > MAX_DEPTH)
        return;
    for (i = 0; i < s.nmoves; i++) {
        int32_t pst = play_from(r, &s, s.moves[i]);
        if (pst == MANCALA_EHOOK) {
            failed = 1;
            continue;
        }
        FUZZ_CHECK(pst == MANCALA_OK);
        sub = perft(r->g, d - 1, &k);
        if (sub == MANCALA_EHOOK)
            failed = 1;
        else {
            FUZZ_CHECK(sub == MANCALA_OK);
            sum += k;
        }
        undo(r, 0);
    }
    unchanged(r, &s);
    if (failed) {
        FUZZ_CHECK(r->hooked && st == MANCALA_EHOOK);
    } else {
        FUZZ_CHECK(st == MANCALA_OK);
        /* perft counts the tree as if there were no length limit (mancala_game_perft(3)), the
         * moves played here end the game at it: the two agree where d plies stay short of it. */
        FUZZ_CHECK(n == sum || (r->limit && r->depth + (size_t)d >= r->limit));
    }
}

/* The text reads back to the same position: same text, board and hash. */
static void text_check(struct run *r, unsigned b)
{
    struct fuzz_snap s, t;
    mancala_game *g2 = NULL;
    int i, swept = 1;

    check_state_text(r, &s, 1, 1);
    FUZZ_CHECK(mancala_game_from_text(&g2, s.text) == MANCALA_OK);
    fuzz_snap_take(g2, &t, 1);
    FUZZ_CHECK(t.nhist == 0 && fuzz_board_total(&t) == r->total);
    if (r->hooked) {
        /* The text has no hooks: the built-in rules may end the game differently. */
        mancala_game_free(g2);
        return;
    }
    for (i = 0; i < r->npits; i++)
        if (i != r->houses && i != r->npits - 1 && s.pits[i])
            swept = 0;
    /* A game that cycle=split ended keeps its odd seed on the board; the text does not say the
     * game is over, so read back the end rules judge that position afresh (and may sweep it).
     * Nor does it say that the length limit ended a game: read back, its swept board (no house
     * holds a seed) is over by the rules' own end, which may share the seeds otherwise (Bao's
     * winner takes them all). Every other position reads back as itself, over exactly when the
     * game is. */
    if (s.over) {
        int32_t winner, reason;
        FUZZ_CHECK(mancala_game_result(r->g, &winner, &reason) == MANCALA_OK);
        if (reason == MANCALA_REASON_LIMIT) {
            FUZZ_CHECK(swept && t.over);
            swept = 0;
        }
    }
    if (!s.over || swept) {
        FUZZ_CHECK(strcmp(s.text, t.text) == 0);
        FUZZ_CHECK(memcmp(s.pits, t.pits, s.npits * sizeof s.pits[0]) == 0);
        FUZZ_CHECK(s.hash == t.hash);
        FUZZ_CHECK(s.over == t.over && s.to_move == t.to_move && s.nmoves == t.nmoves);
        FUZZ_CHECK(memcmp(s.moves, t.moves, s.nmoves * sizeof s.moves[0]) == 0);
    }
    mancala_game_free(g2);
    if ((b & 1) && (!s.over || swept)) {
        /* set_text into the game itself: the same position with the history cleared. */
        FUZZ_CHECK(mancala_game_set_text(r->g, s.text) == MANCALA_OK);
        r->depth = 0;
        check_state_text(r, &t, 1, 1);
        FUZZ_CHECK(strcmp(s.text, t.text) == 0 && s.hash == t.hash);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct run r; /* large: kept off the stack */
    struct input in;
    struct table tb;
    mancala_variant *v = NULL;
    char spec[512];
    unsigned sel, hooks, ops, i;
    int have;
    unsigned perfts = 0, costly = 0;
    int32_t st;
    struct fuzz_snap s;

    in.p = data;
    in.n = size;
    sel = byte(&in);
    if (sel < 0x80)
        snprintf(spec, sizeof spec, "%s", specs[sel % NSPECS]);
    else
        option_mix(&in, spec, sizeof spec);
    FUZZ_CHECK(mancala_variant_new(&v, spec) == MANCALA_OK);
    hooks = byte(&in);
    hooks = hooks >= 0xc0 ? hooks & 7 : 0; /* a quarter of the inputs run hooked variants */
    {
        /* No hook judges a turn's later choices, nor Bao's turns: seize=any and capture=kichwa
         * refuse them (MANCALA_ERULES). */
        char canon[512];
        size_t need;
        if (mancala_variant_spec(v, canon, sizeof canon, &need) == MANCALA_OK &&
            (strstr(canon, "seize=any") || strstr(canon, "capture=kichwa") ||
             strstr(canon, "capture=sow"))) {
            FUZZ_CHECK(mancala_variant_set_hooks(v, sow_hook, NULL, NULL, &tb) == MANCALA_ERULES);
            hooks = 0;
        }
    }
    for (i = 0; i < sizeof tb.t; i++)
        tb.t[i] = hooks ? (uint8_t)byte(&in) : 0;
    if (hooks)
        FUZZ_CHECK(mancala_variant_set_hooks(v, hooks & 1 ? sow_hook : NULL,
                                             hooks & 2 ? land_hook : NULL,
                                             hooks & 4 ? end_hook : NULL, &tb) == MANCALA_OK);
    memset(&r, 0, offsetof(struct run, played)); /* the arrays are filled before use */
    r.hooked = hooks != 0;
    st = mancala_game_new(&r.g, v);
    mancala_variant_free(v); /* the game keeps its own copy */
    if (st != MANCALA_OK) {
        FUZZ_CHECK(r.hooked && st == MANCALA_EHOOK && r.g == NULL);
        return 0;
    }
    r.houses = mancala_game_houses(r.g);
    r.npits = 2 * r.houses + 2;
    {
        char canon[512];
        size_t len;
        FUZZ_CHECK(mancala_game_spec(r.g, canon, sizeof canon, &len) == MANCALA_OK);
        r.either = strstr(canon, ",direction=either") != NULL ||
                   strstr(canon, ",direction=capture") != NULL;
        r.places = strstr(canon, ",capture=sow") != NULL;
        r.pie = strstr(canon, ",pie=on") != NULL;
        /* turns of several steps: seize=any, and Bao's nyumba */
        r.seize = strstr(canon, ",seize=any") != NULL ||
                  (strstr(canon, ",capture=kichwa") != NULL && strstr(canon, ",nyumba=") != NULL);
        r.slots = (r.either ? 2 : 1) * r.houses + r.pie;
        {
            const char *lim = strstr(canon, ",limit=");
            r.limit = !lim ? 2500 : strncmp(lim, ",limit=none", 11) == 0
                                        ? 0
                                        : (size_t)strtoul(lim + 7, NULL, 10);
        }
    }
    {
        int32_t pits[FUZZ_MAX_PITS];
        size_t n, k;
        FUZZ_CHECK(mancala_game_board(r.g, pits, FUZZ_MAX_PITS, &n) == MANCALA_OK);
        for (k = 0; k < n; k++)
            r.total += pits[k];
    }
    check_state(&r, &s);
    have = 1; /* s is the position now: the plays below keep it so, every other step clears it */

    for (ops = 0; ops < MAX_OPS && in.n > 0; ops++) {
        unsigned op = byte(&in), b;
        if (op % 32 < 16 || op % 32 > 27 || (op % 32 >= 25 && op % 32 <= 27)) {
            if (!have)
                check_state(&r, &s);
            have = 1;
        } else
            have = 0;
        /* Plays most often; the costly checks (a set board, a clone, perft, the text) one time in
         * 32 each, so that an input of a few hundred bytes stays cheap. */
        switch (op % 32) {
        case 16: case 17:
            play(&r, (int32_t)(int8_t)byte(&in));
            break;
        case 18: case 19: case 20:
            undo(&r, byte(&in) & 1);
            break;
        case 21:
            set_board(&r, &in);
            break;
        case 22:
            if (costly++ < MAX_COSTLY)
                clone(&r, byte(&in));
            break;
        case 23:
            if (perfts++ >= MAX_PERFTS)
                break;
            b = byte(&in);
            /* perft(3) only where it is cheap: unhooked and small boards; perft(1) where turns
             * hold choices (up to 1024 turns a position, each child's listed again: Mefuvha's
             * perft(2) checks took 40 to 65 ms under the sanitizers). */
            perft_check(&r, (b & 1) && !r.hooked && r.houses <= 6 && !r.seize ? 3
                            : r.seize                                         ? 1
                                                                              : 2);
            break;
        case 24:
            if (costly++ < MAX_COSTLY)
                text_check(&r, byte(&in));
            break;
        case 25: case 26: case 27:
            /* A run of legal moves: long games reach history growth and the end rules. */
            b = byte(&in) % MAX_RUN;
            for (i = 0; i < b; i++)
                if (s.over ||
                    play_step(&r, &s, s.moves[(i * 7 + op) % s.nmoves], &s) != MANCALA_OK)
                    break;
            break;
        default:
            if (s.over)
                play_step(&r, &s, (int32_t)(byte(&in) % (unsigned)(r.slots + 1)), &s);
            else
                play_step(&r, &s, s.moves[byte(&in) % s.nmoves], &s);
            break;
        }
    }
    check_full(&r, &s);
    mancala_game_free(r.g);
    return 0;
}
