/* SPDX-License-Identifier: MIT */
/* rules_text.c: the rules of a variant as plain English (mancala_variant_rules_text(3)), made from
 * its rule model: one sentence per option value in one table, chosen and filled in per variant. */
#include <stdio.h>
#include <string.h>

#include "format.h"

/* The keys, from the options' table: name, field, number of words (0 for the numbers). */
#define NUMBER_KEY(key, flags) { #key, offsetof(mc_rules, key), 0 },
#define WORDS_KEY(key, flags, values) { #key, offsetof(mc_rules, key), 0 values },
#define ONE_WORD(constant, word) +1
#define NO_WORD(constant, word)
static const struct key {
    const char *name;
    size_t offset;
    int words;
} keys[] = { MC_OPTIONS(NUMBER_KEY, WORDS_KEY, ONE_WORD) };
#define KEY_INDEX(key, ...) K_##key,
enum { MC_OPTIONS(KEY_INDEX, KEY_INDEX, NO_WORD) NKEYS };
#define WORD_COUNT(key, flags, values) values
#define NUMBER_COUNT(key, flags) +1
enum { NSENTENCES_NEEDED = 0 MC_OPTIONS(NUMBER_COUNT, WORD_COUNT, ONE_WORD) };

/* The sections of the text, in order; each key belongs to one. */
enum { BOARD, SOWING, CAPTURE, TURN, END, NSECTIONS };
static const char *const section_title[NSECTIONS] = { "Board", "Sowing", "Captures", "Turns",
                                                      "End of the game" };

/* A sentence for a key's value: value is the value's constant, NUM for a key's number (houses=,
 * seeds=, counts=, inner=, limit=, and pasu=, hand=, nyumba=, opening= given as a number); rows
 * 0 for any board, else only for boards of that many rows (the first that fits is used).
 * Placeholders: %h houses a side, %m the last house (h-1), %r houses a row of four (h/2), %q its
 * last (h/2-1), %f h*3/2-1, %s seeds, %n the key's number, %c the counts captured in words, %y
 * Bao's nyumba (h-5), %% a percent sign. A new value of options.h needs its sentence here. */
#define NUM 255
#define NONE 254 /* limit=none */
static const struct sentence {
    const char *key;
    uint8_t value, rows;
    const char *text;
} sentences[] = {
    { "houses", NUM, 2, "Each player owns a row of %h houses and a store. A player's houses are "
      "numbered 0 to %m in sowing order, house 0 being the farthest from the player's store; "
      "house i faces the opponent's house %m-i." },
    { "houses", NUM, 4, "Each player owns %h houses in two rows of %r: an outer row at the "
      "player's edge of the board and an inner row facing the opponent's inner row. They are "
      "numbered 0 to %m round the player's own loop: 0 to %q along the outer row from the "
      "player's left to right, then %r to %m back along the inner row from right to left. Inner "
      "house k faces the opponent's inner house %f-k." },
    { "seeds", NUM, 0, "At the start each house holds %s seeds, except where stated below." },
    { "stores", MC_STORES_OWN, 0, "Sowing drops a seed into the mover's own store when it "
      "passes it; the opponent's store is always passed over." },
    { "stores", MC_STORES_NONE, 2, "The stores are never sown into: they hold only captured "
      "seeds and the seeds swept in at the end." },
    { "stores", MC_STORES_NONE, 4, "A player's store is the player's hand, which is never sown "
      "into: it holds captured seeds and any seeds still to be entered." },
    { "origin", MC_ORIGIN_SOW, 0, "A sowing that goes round the board sows the house it started "
      "from like any other house." },
    { "origin", MC_ORIGIN_SKIP, 0, "A sowing that goes round the board skips the house the move "
      "started from." },
    { "origin", MC_ORIGIN_FIRST, 0, "A house of two or more seeds drops its first seed back "
      "into itself and sows on from the next house; a lone seed moves to the next house." },
    { "relay", MC_RELAY_OFF, 0, "A move is a single sowing, ending where its last seed falls." },
    { "relay", MC_RELAY_ON, 0, "Relay sowing: when the last seed falls into a house that held "
      "seeds before, all the seeds of that house, the last one included, are picked up and sown "
      "on from the next house as part of the same move, until a last seed falls into an empty "
      "house (or the mover's store)." },
    { "extra", MC_EXTRA_STORE, 0, "If the last seed of a move falls into the mover's own store, "
      "the mover moves again, as often as this happens; each extra move is a move of its own." },
    { "extra", MC_EXTRA_OFF, 0, "There are no extra moves: the players move in turn." },
    { "capture", MC_CAPTURE_STANDARD, 0, "If the last seed falls into an empty house of the "
      "mover's and the opposite house holds seeds, the last seed and all the seeds of the "
      "opposite house go to the mover's store; if the opposite house is empty the seed stays." },
    { "capture", MC_CAPTURE_EMPTY, 0, "If the last seed falls into an empty house of the "
      "mover's, it goes to the mover's store with all the seeds of the opposite house, even "
      "when that house is empty." },
    { "capture", MC_CAPTURE_COUNT, 0, "If the last seed makes a house hold one of the counts "
      "captured (below), the seeds of that house go to the mover's store." },
    { "capture", MC_CAPTURE_NONE, 0, "There are no captures." },
    { "capture", MC_CAPTURE_INNER, 0, "A last seed that lands in the mover's inner row as "
      "stated below takes the opponent's houses facing it into the mover's hand." },
    { "capture", MC_CAPTURE_NEXT, 0, "If the last seed falls into an empty house of either "
      "player, the mover takes the seeds of the next house along the sowing, whoever's it is, "
      "and the turn ends; if that house is empty nothing is taken." },
    { "capture", MC_CAPTURE_KICHWA, 0, "Bao la Kiswahili's captures: a last seed in an occupied "
      "inner house facing an occupied inner house of the opponent's captures the opponent's "
      "house, and the captured seeds are sown back into the mover's inner row from one of its "
      "ends (a kichwa); such a turn goes on capturing while its sowings end so. Otherwise a last "
      "seed in an occupied house picks it up and sows on, and one in an empty house ends the "
      "turn. Where a move can capture, only capturing moves are legal. The game ends after a turn "
      "where the player to move has an empty inner row or no legal move: that player has lost; "
      "otherwise, where the opponent's inner row is empty, the player to move has won. The "
      "winner takes every seed." },
    { "capture", MC_CAPTURE_SOW, 0, "Omweso's captures: a last seed in an occupied house of the "
      "mover's inner row whose two facing houses both hold seeds captures both, and the "
      "captured seeds are sown back anticlockwise from the house after the one the sowing "
      "started from; then the capturing house is sown on. A last seed in any other occupied "
      "house picks it up and sows on; in an empty house it ends the turn. The player to move who "
      "cannot move has lost, and every seed goes to the winner." },
    { "capture", MC_CAPTURE_FACING, 0, "If the last seed falls into an empty house of either "
      "row, the mover takes the seeds of the house facing it across the board, whoever's it is; "
      "the last seed stays. If the facing house is empty nothing is taken." },
    { "capture", MC_CAPTURE_AHEAD, 0, "Wherever the last seed of a sowing falls, if the next "
      "house holds seeds they are taken and the sowing goes on from the house where the last "
      "seed fell; otherwise the house after that empty one is taken, if it holds seeds, and the "
      "turn ends." },
    { "capture", MC_CAPTURE_OPPOSITE, 0, "If the last seed falls into an empty house of the "
      "mover's and the opposite house holds seeds, those seeds go to the mover's store; the last "
      "seed stays where it fell." },
    { "grandslam", MC_GRANDSLAM_NOCAPTURE, 0, "A grand slam, a move whose capture would take "
      "every seed on the opponent's side, is legal but captures nothing." },
    { "grandslam", MC_GRANDSLAM_FORBIDDEN, 0, "A grand slam, a move whose capture would take "
      "every seed on the opponent's side, is not legal." },
    { "grandslam", MC_GRANDSLAM_CAPTURE, 0, "A grand slam, a move whose capture takes every seed "
      "on the opponent's side, captures like any other." },
    { "feed", MC_FEED_FREE, 0, "A player need not give seeds to an opponent whose houses are "
      "all empty." },
    { "feed", MC_FEED_MUST, 0, "If all the opponent's houses are empty, the mover must play a "
      "move that sows at least one seed into them; if no move does, the mover cannot move." },
    { "end", MC_END_EITHER, 0, "After every move, the game ends if either player's houses are "
      "all empty." },
    { "end", MC_END_MOVER, 0, "The game ends when the player to move has no legal move." },
    { "end", MC_END_ONE, 0, "The game ends as soon as a single seed is left on the board." },
    { "majority", MC_MAJORITY_PLAY, 0, "Holding more than half of the seeds does not end the "
      "game: it is played out." },
    { "majority", MC_MAJORITY_END, 0, "The game ends as soon as a store holds more than half of "
      "all the seeds, or both stores hold exactly half." },
    { "cycle", MC_CYCLE_END, 0, "If a position (houses, stores and player to move) repeats one "
      "seen since the last capture, the game ends at once." },
    { "cycle", MC_CYCLE_SPLIT, 0, "If a position (houses, stores and player to move) occurs for "
      "the third time since the last capture, the game ends and the seeds left in the houses "
      "are split evenly between the stores, an odd seed staying on the board." },
    { "cycle", MC_CYCLE_PLAY, 0, "Repeated positions do not end the game." },
    { "counts", NUM, 0, "The counts captured: a house is taken when it holds %c." },
    { "chain", MC_CHAIN_ON, 0, "The capture then goes on backwards: the house before it is "
      "taken too if it may be captured and holds a count captured, and so on." },
    { "chain", MC_CHAIN_OFF, 0, "Only the house of the last seed is taken: there is no chain." },
    { "chain", MC_CHAIN_START, 0, "The capture goes on backwards while the houses hold counts "
      "captured, but stops at the house the move started from." },
    { "side", MC_SIDE_OPPONENT, 0, "Only the opponent's houses can be captured." },
    { "side", MC_SIDE_OWN, 0, "Only the mover's own houses can be captured." },
    { "side", MC_SIDE_BOTH, 0, "Houses of either player can be captured; a chain goes backwards "
      "round both rows, at most once round." },
    { "side", MC_SIDE_LAST, 0, "The opponent's houses can be captured, or the mover's own last "
      "house (house %m), taken alone." },
    { "tuzdik", MC_TUZDIK_OFF, 0, "There are no tuzdiks." },
    { "tuzdik", MC_TUZDIK_ON, 0, "Tuzdik: a last seed that makes an opponent's house hold "
      "exactly 3 without capturing it makes that house the mover's tuzdik, if the mover has "
      "none yet, the house is not the opponent's last (house %m), and the opponent's tuzdik is "
      "not the mover's house of the same number. Its seeds, and every seed sown into it later, "
      "go to the mover's store; a tuzdik cannot be played." },
    { "rounds", MC_ROUNDS_OFF, 0, "The game is a single round." },
    { "rounds", MC_ROUNDS_BURN, 0, "The game is played in rounds: when a round ends, the houses "
      "are swept into the stores, and each player refills their houses with %s seeds each, from "
      "house 0 on, while their store holds that many; houses left unfilled are closed (burnt) "
      "for the round, never sown and never played. The game ends when a player cannot fill a "
      "single house." },
    { "starter", MC_STARTER_LOSER, 0, "The player with fewer seeds after a round starts the next "
      "(on a tie, the player who did not make the round's last move)." },
    { "starter", MC_STARTER_WINNER, 0, "The player with more seeds after a round starts the next "
      "(on a tie, the player who did not make the round's last move)." },
    { "starter", MC_STARTER_LAST, 0, "The player who made a round's last move starts the next." },
    { "starter", MC_STARTER_OTHER, 0, "The player who did not make a round's last move starts "
      "the next." },
    { "starter", MC_STARTER_ALTERNATE, 0, "Player 0 starts the odd rounds, player 1 the even "
      "ones." },
    { "passing", MC_PASSING_ANY, 0, "A capture may happen on a sowing's first lap." },
    { "passing", MC_PASSING_STORE, 0, "A move captures nothing until its sowing has passed the "
      "mover's store." },
    { "leftover", MC_LEFTOVER_OWN, 0, "When the game ends, the seeds left in each player's "
      "houses go to that player's store." },
    { "leftover", MC_LEFTOVER_UNFED, 0, "When the game ends, the seeds left in each player's "
      "houses go to that player's store, except when it ends because the mover cannot feed an "
      "opponent without seeds: the opponent then takes them all." },
    { "leftover", MC_LEFTOVER_NONE, 0, "When the game ends, the seeds left in the houses go to "
      "no one: the stores alone are the score." },
    { "rows", MC_ROWS_2, 0, "The board has two rows, one for each player." },
    { "rows", MC_ROWS_4, 0, "The board has four rows, two for each player." },
    { "direction", MC_DIRECTION_CCW, 2, "Seeds are sown one at a time into consecutive pits, "
      "counter-clockwise: from the mover's house i on to house i+1, up to house %m, then the "
      "opponent's houses 0 to %m, and round again." },
    { "direction", MC_DIRECTION_CCW, 4, "Seeds are sown one at a time anticlockwise round the "
      "mover's own loop of two rows (house i, then i+1; after house %m, house 0); the "
      "opponent's rows are never sown." },
    { "direction", MC_DIRECTION_CW, 0, "Seeds are sown one at a time clockwise round the "
      "mover's own loop of two rows (house i, then i-1; after house 0, house %m); the "
      "opponent's rows are never sown." },
    { "direction", MC_DIRECTION_EITHER, 0, "Seeds are sown one at a time round the mover's own "
      "loop of two rows, in the direction the mover chooses at each move (anticlockwise: house "
      "i, then i+1; clockwise: house i, then i-1); the opponent's rows are never sown." },
    { "direction", MC_DIRECTION_CAPTURE, 0, "Seeds are sown one at a time anticlockwise round "
      "the mover's own loop of two rows, except that the two left houses of each row may be "
      "sown clockwise where that sowing would capture." },
    { "direction", MC_DIRECTION_HOUSE, 0, "The house played sets the direction round both rows: "
      "the houses of the left half of the mover's row (from house 0) are sown clockwise, those "
      "of the right half counter-clockwise, and the middle house of an odd row either way." },
    { "single", MC_SINGLE_PLAY, 0, "A house holding a single seed may be played." },
    { "single", MC_SINGLE_NEVER, 0, "A house holding a single seed may never be played." },
    { "single", MC_SINGLE_LAST, 0, "A house holding a single seed may be played only when no "
      "house of the mover's holds two seeds or more." },
    { "landing", MC_LANDING_EMPTY, 0, "A capture needs the last seed to land in a house of the "
      "mover's inner row that was empty." },
    { "landing", MC_LANDING_OCCUPIED, 0, "A capture needs the last seed to land in a house of the "
      "mover's inner row that held seeds; the landing house's seeds are taken too, and the turn "
      "goes on from the next house if it holds two seeds or more." },
    { "landing", MC_LANDING_ANY, 0, "A capture happens wherever the last seed lands in the "
      "mover's inner row, empty or not; the landing house keeps its seeds." },
    { "outer", MC_OUTER_ALSO, 0, "The opponent's inner house facing the landing house must hold "
      "seeds; it and the outer house behind it are taken." },
    { "outer", MC_OUTER_BOTH, 0, "Both of the opponent's houses facing the landing house, inner "
      "and outer, must hold seeds; both are taken." },
    { "outer", MC_OUTER_EITHER, 0, "Whichever of the opponent's two houses facing the landing "
      "house holds seeds is taken." },
    { "outer", MC_OUTER_NO, 0, "The opponent's inner house facing the landing house must hold "
      "seeds, and only it is taken." },
    { "outer", MC_OUTER_ANY, 0, "Every such landing captures whatever the opponent's two houses "
      "facing it hold, even nothing." },
    { "inner", 0, 0, "Every house of each inner row starts with seeds." },
    { "inner", NUM, 0, "Only %n houses of each inner row start with seeds, counted from the "
      "right end seen by its owner; the others start empty." },
    { "opening", MC_OPENING_ANY, 0, "The first turns are played like any other." },
    { "opening", MC_OPENING_INNER, 0, "Each player's first turn must start from a house of the "
      "inner row." },
    { "opening", NUM, 2, "Each player's first turn must start from one of houses %n to %m." },
    { "opening", NUM, 4, "Each player's first turn sows house %n where it holds two seeds or "
      "more, and otherwise only a house of a single seed." },
    { "pie", MC_PIE_OFF, 0, "There is no pie rule." },
    { "pie", MC_PIE_ON, 0, "Pie rule: in the second player's first turn, that player may "
      "instead swap sides (the move \"swap\"): the players' houses and stores change places and "
      "player 0 moves next." },
    { "pass", MC_PASS_OFF, 0, "A player who has no legal move cannot pass: the game ends." },
    { "pass", MC_PASS_ON, 0, "A player who has no legal move passes and the other moves again; "
      "the game ends when neither can move." },
    { "seize", MC_SEIZE_OFF, 0, "A capture takes nothing more." },
    { "seize", MC_SEIZE_ANY, 0, "After every capture the mover also chooses one house of the "
      "opponent's, in either row, that holds seeds, and takes its seeds too; the choice, that "
      "house's number, is part of the move." },
    { "lander", MC_LANDER_KEEP, 0, "The landing house of a capture keeps its seeds." },
    { "lander", MC_LANDER_TAKE, 0, "A capture also takes the seeds of the landing house." },
    { "start", MC_START_FULL, 0, "Every house starts as stated above." },
    { "start", MC_START_GAP, 0, "The last house of each player's loop starts empty and the one "
      "before it with a single seed." },
    { "pasu", MC_PASU_OFF, 0, "No house is taken during the sowing." },
    { "pasu", NUM, 0, "A house of either player that a sown seed brings to exactly %n seeds is "
      "taken during the sowing, and the sowing goes on; where the move's last seed makes %n, the "
      "house is taken and the move ends there." },
    { "pasuto", MC_PASUTO_OWNER, 0, "A house of %n seeds is taken by its owner." },
    { "pasuto", MC_PASUTO_MOVER, 0, "A house of %n seeds is taken by the mover." },
    { "pasuto", MC_PASUTO_LAST, 0, "A house of %n seeds is taken by its owner, except the house "
      "of a sowing's last seed, taken by the mover." },
    { "pasucheck", MC_PASUCHECK_SOWN, 0, "Such houses are taken as the seed falls." },
    { "pasucheck", MC_PASUCHECK_LEG, 0, "Such houses are taken once each sowing is over, along "
      "the pits it went through." },
    { "hand", MC_HAND_NONE, 0, "No seeds are held in hand at the start." },
    { "hand", NUM, 0, "Each player starts with %n seeds in hand (in the store); while a player "
      "holds seeds in hand, each turn starts by entering one of them onto the board." },
    { "nyumba", MC_NYUMBA_NONE, 0, "There is no nyumba." },
    { "nyumba", NUM, 0, "Each player's nyumba, house %y (the fifth of the inner row from the "
      "player's left), starts with %n seeds, and the two houses to its right with %s each; every "
      "other house starts empty. A nyumba of six seeds or more sows only two of them at a time "
      "until it is emptied, after which it is an ordinary house. A capturing turn whose sowing ends "
      "in a nyumba of six seeds or more pauses for the mover's choice: 0 to stop there, 1 to "
      "go on." },
    { "win", MC_WIN_STORES, 0, "The player with more seeds in store at the end wins; equal "
      "stores are a draw." },
    { "win", MC_WIN_EMPTY, 0, "The player whose own row is empty when the game ends (where both "
      "are, the player to move) wins and takes every seed." },
    { "win", MC_WIN_MOVE, 0, "The player who cannot move when the game ends loses, and the other "
      "takes every seed; if neither can move, it is a draw." },
    { "land", MC_LAND_RELAY, 0, "A relay picks up the house of the last seed before any capture." },
    { "land", MC_LAND_NEXT, 0, "Where the last seed falls, the capture comes first: a house it "
      "takes goes to the mover's store and the sowing goes on from the next house if that holds "
      "seeds, else the turn ends; where nothing is taken, an occupied house is sown on and an "
      "empty one ends the turn." },
    { "land", MC_LAND_AHEAD, 0, "Where the last seed falls, the next house decides: if it holds "
      "seeds they are picked up and sown on; if it is empty, the house after it is taken to the "
      "mover's store if it holds seeds, and the turn ends." },
    { "storeafter", MC_STOREAFTER_OWN, 0, "The mover's store comes right after the mover's own "
      "houses on the sowing path." },
    { "storeafter", MC_STOREAFTER_OPPONENT, 0, "The mover's store comes after the opponent's "
      "houses on the sowing path: own houses, the opponent's houses, then the own store." },
    { "limit", NONE, 0, "There is no limit on the length of the game." },
    { "limit", NUM, 0, "If the game has not ended after %n moves (extra moves counted), it ends "
      "there: the seeds left go to their owners' stores and the stores decide." },
};
#define NSENTENCES (sizeof sentences / sizeof sentences[0])
/* One sentence for each value of options.h, and 10 more: a number for pasu=, hand=, nyumba= and
 * opening= (two, one a board), limit=none, inner='s whole row, and the four-row sentences of houses=, stores= and
 * direction=ccw. A value added to options.h without its sentence here stops the build. */
MC_STATIC_ASSERT(NSENTENCES == NSENTENCES_NEEDED + 10, a_sentence_for_every_value);

/* The section of each key (BOARD where not named). */
static const uint8_t section_of[NKEYS] = {
    [K_origin] = SOWING, [K_relay] = SOWING, [K_direction] = SOWING, [K_single] = SOWING,
    [K_land] = SOWING, [K_pasu] = SOWING, [K_pasuto] = SOWING, [K_pasucheck] = SOWING,
    [K_storeafter] = SOWING, [K_capture] = CAPTURE, [K_counts] = CAPTURE, [K_chain] = CAPTURE,
    [K_side] = CAPTURE, [K_grandslam] = CAPTURE, [K_landing] = CAPTURE, [K_outer] = CAPTURE,
    [K_lander] = CAPTURE, [K_seize] = CAPTURE, [K_tuzdik] = CAPTURE, [K_passing] = CAPTURE,
    [K_extra] = TURN, [K_feed] = TURN, [K_opening] = TURN, [K_pie] = TURN, [K_pass] = TURN,
    [K_end] = END, [K_majority] = END, [K_cycle] = END, [K_rounds] = END, [K_starter] = END,
    [K_leftover] = END, [K_win] = END, [K_limit] = END,
};

/* The counts a count capture takes, in words: "2 or 3", "an even number or 5". */
static void put_counts(mc_text *t, const mc_rules *r)
{
    int items = 0, done = 0, i;
    if (r->count_flags & MC_COUNTS_EVEN)
        items++;
    if (r->count_flags & MC_COUNTS_ODD)
        items++;
    for (i = 1; i < 32; i++)
        items += (int)(r->counts >> i & 1);
    for (i = -2; i < 32; i++) {
        if ((i == -2 && !(r->count_flags & MC_COUNTS_EVEN)) ||
            (i == -1 && !(r->count_flags & MC_COUNTS_ODD)) || (i >= 0 && !(r->counts >> i & 1)))
            continue;
        if (done > 0)
            mc_text_str(t, done == items - 1 ? " or " : ", ");
        if (i < 0)
            mc_text_str(t, i == -2 ? "an even number of seeds" : "an odd number of seeds");
        else
            mc_text_num(t, i);
        done++;
    }
    if (items > 0 && r->count_flags == 0)
        mc_text_str(t, " seeds");
}

/* A sentence with its placeholders filled in; n is the key's number. */
static void expand(mc_text *t, const char *s, const mc_rules *r, long n)
{
    const long H = r->houses;
    for (; *s; s++) {
        const char *pct = strchr(s, '%');
        if (!pct) {
            mc_text_str(t, s);
            return;
        }
        mc_text_put(t, s, (size_t)(pct - s));
        s = pct + 1;
        switch (*s) {
        case 'h': mc_text_num(t, H); break;
        case 'm': mc_text_num(t, H - 1); break;
        case 'r': mc_text_num(t, H / 2); break;
        case 'q': mc_text_num(t, H / 2 - 1); break;
        case 'f': mc_text_num(t, H * 3 / 2 - 1); break;
        case 's': mc_text_num(t, r->seeds); break;
        case 'n': mc_text_num(t, n); break;
        case 'y': mc_text_num(t, H - 5); break;
        case 'c': put_counts(t, r); break;
        default: mc_text_put(t, "%", 1); s--; break;
        }
    }
}

/* The words of each key's values (NULL for the numbers), for the spec pairs of the text. */
#define KEY_WORDS(key, flags, values) static const char *const key##_w[] = { values NULL };
#define WORD(constant, word) word,
#define NUMBER_WORDS(key, flags)
MC_OPTIONS(NUMBER_WORDS, KEY_WORDS, WORD)
#define WORDS_OF(key, flags, values) key##_w,
#define NO_WORDS(key, flags) NULL,
static const char *const *const words_of[NKEYS] = { MC_OPTIONS(NO_WORDS, WORDS_OF, NO_WORD) };

static uint8_t byte_at(const mc_rules *r, int k)
{
    return ((const uint8_t *)r)[keys[k].offset];
}

static int differs(const mc_rules *a, const mc_rules *b, int k)
{
    if (k == K_counts)
        return a->counts != b->counts || a->count_flags != b->count_flags;
    if (k == K_limit)
        return a->limit != b->limit;
    return byte_at(a, k) != byte_at(b, k);
}

/* The family preset nearest to r: the fewest keys changed, the first of a tie; another board
 * counts as many keys, and another capture as three, since they change the most. */
static const mc_preset *family_of(const mc_rules *r)
{
    const mc_preset *best = NULL, *pr;
    int bestn = NKEYS + 1, k, n;
    size_t i;
    for (i = 0; (pr = mc_preset_at(i)) != NULL; i++) {
        for (n = 0, k = 0; k < NKEYS; k++)
            n += differs(r, pr->rules, k) * (k == K_rows ? 100 : k == K_capture ? 3 : 1);
        if (n < bestn) {
            best = pr;
            bestn = n;
        }
    }
    return best;
}

/* The sentence value of key k in r (a word's constant, NUM or NONE) and its number *n. */
static int key_value(const mc_rules *r, int k, long *n)
{
    const uint8_t raw = byte_at(r, k);
    *n = k == K_pasuto || k == K_pasucheck ? r->pasu : raw;
    switch (k) {
    case K_counts: return NUM;
    case K_inner: *n = raw ? raw - 1 : r->houses / 2; return raw ? NUM : 0;
    case K_limit:
        *n = r->limit ? (long)r->limit : (long)MC_LIMIT_DEFAULT;
        return r->limit == MC_LIMIT_NONE ? NONE : NUM;
    default: break;
    }
    if (k == K_opening && raw >= MC_OPENING_HOUSE) {
        *n = raw - MC_OPENING_HOUSE;
        return NUM;
    }
    return keys[k].words == 0 || raw >= keys[k].words ? NUM : raw;
}

/* Whether the text states key k: where it differs from the family's value or from the key's
 * default, and the defaults that say how these rules are played. */
static int shown(const mc_rules *r, const mc_rules *fam, int k)
{
    const int four = r->rows == MC_ROWS_4, count = r->capture == MC_CAPTURE_COUNT;
    const int own_turns = r->capture == MC_CAPTURE_KICHWA || r->capture == MC_CAPTURE_SOW;
    if (differs(r, fam, k) || (k == K_limit ? r->limit != 0 : k != K_counts && byte_at(r, k)))
        return 1;
    switch (k) {
    case K_houses: case K_seeds: case K_rows: case K_stores: case K_direction: case K_origin:
    case K_relay: case K_capture: case K_limit: case K_pass:
        return 1;
    case K_end: case K_majority: case K_leftover: case K_win:
        return !own_turns; /* Bao's and Omweso's ends are their captures' sentences' */
    case K_extra: case K_feed: return !four;
    case K_grandslam: case K_counts: case K_chain: case K_side: return count;
    case K_cycle: return r->stores == MC_STORES_NONE;
    case K_storeafter: return !four && r->stores == MC_STORES_OWN;
    case K_landing: case K_outer: case K_lander: return four && r->capture == MC_CAPTURE_INNER;
    case K_single: return (four && !own_turns) || r->direction == MC_DIRECTION_HOUSE;
    case K_pasuto: case K_pasucheck: return r->pasu != 0;
    case K_starter: return r->rounds != MC_ROUNDS_OFF;
    default: return 0;
    }
}

/* The key's pair as the canonical spec writes it, or its default word where it leaves it out. */
static void put_pair(mc_text *t, const mc_rules *r, const char *spec, int k)
{
    const size_t kl = strlen(keys[k].name);
    const char *p = spec;
    long n;
    while ((p = strchr(p, ',')) != NULL) {
        p++;
        if (strncmp(p, keys[k].name, kl) == 0 && p[kl] == '=') {
            mc_text_put(t, p, strcspn(p, ","));
            return;
        }
    }
    mc_text_str(t, keys[k].name);
    mc_text_put(t, "=", 1);
    if (k == K_counts)
        mc_text_str(t, "2+3"); /* the default, which the canonical spec leaves out */
    else if (words_of[k] && byte_at(r, k) < keys[k].words)
        mc_text_str(t, words_of[k][byte_at(r, k)]);
    else
        mc_text_num(t, (key_value(r, k, &n), n));
}

static const struct sentence *sentence_for(const char *key, int value, int rows)
{
    size_t i;
    for (i = 0; i < NSENTENCES; i++)
        if (strcmp(sentences[i].key, key) == 0 && sentences[i].value == value &&
            (sentences[i].rows == 0 || sentences[i].rows == rows))
            return &sentences[i];
    return NULL;
}

/* The opening lines: the spec, the players, the family and what differs from it. */
static void put_intro(mc_text *t, const mancala_variant *v, const char *spec, const mc_preset *fam)
{
    int k, first = 1;
    mc_text_str(t, "Rules of the mancala game ");
    mc_text_str(t, spec);
    mc_text_str(t, ".\nTwo players, 0 (South) and 1 (North), move in turn; player 0 moves first. They "
             "are the rules of ");
    mc_text_str(t, fam->name);
    for (k = 0; k < NKEYS; k++) {
        if (!differs(&v->r, fam->rules, k))
            continue;
        mc_text_str(t, first ? " with these options changed: " : ", ");
        put_pair(t, &v->r, spec, k);
        first = 0;
    }
    mc_text_str(t, first ? ", unchanged.\n" : ".\n");
    if (v->hooked)
        mc_text_str(t, "Rules added in code (rule hooks) also apply, which this text cannot state.\n");
}

/* One section: the sentences of its keys that are shown, each with its spec pair. */
static void put_section(mc_text *t, const mancala_variant *v, const char *spec, const mc_rules *fam,
                        int section)
{
    const int rows = v->r.rows == MC_ROWS_4 ? 4 : 2;
    int k, any = 0;
    for (k = 0; k < NKEYS; k++) {
        const struct sentence *s;
        long n;
        if (section_of[k] != section || !shown(&v->r, fam, k))
            continue;
        s = sentence_for(keys[k].name, key_value(&v->r, k, &n), rows);
        if (!s)
            continue;
        if (!any) {
            mc_text_str(t, "\n");
            mc_text_str(t, section_title[section]);
            mc_text_str(t, ":\n");
            any = 1;
        }
        mc_text_str(t, "- ");
        expand(t, s->text, &v->r, n);
        mc_text_str(t, " [");
        put_pair(t, &v->r, spec, k);
        mc_text_str(t, "]\n");
    }
}

/* How moves are named, as the JSON state lists them and mancala_game_move_from_answer reads. */
static void put_moves(mc_text *t, const mancala_variant *v)
{
    const mc_rules *r = &v->r;
    mc_text_str(t, "\nMoves and answers:\n- A move is named by the number of the house it is played "
             "from, 0 to ");
    mc_text_num(t, r->houses - 1);
    mc_text_str(t, ", among the mover's own houses");
    if (v->nmoves == 2 * r->houses)
        mc_text_str(t, ", followed by its direction, \"ccw\" (anticlockwise) or \"cw\" (clockwise), as "
                 "in \"2ccw\"");
    mc_text_str(t, ".\n");
    if (v->fam.steps) {
        mc_text_str(t, "- A turn with a choice in it (stated above) is named by its first step, then "
                 "\"x\" and the number of each choice in turn, as in ");
        mc_text_str(t, v->nmoves == 2 * r->houses ? "\"3ccwx0\".\n" : "\"3x0\".\n");
    }
    if (r->pie)
        mc_text_str(t, "- The pie rule's swap is the move \"swap\".\n");
    mc_text_str(t, "- The state comes as JSON: board[p][i] is the seeds in house i of player p, "
             "stores[p] player p's store, player_to_move the player to move, legal_moves the "
             "names of the moves that player may play now.\n- Answer with one of the legal "
             "moves' names, as {\"move\": \"NAME\"}, or the name alone; \"house N\" names house "
             "N, and houses may also be written as letters (house A is house 0). An answer that "
             "names two different moves is not read.\n");
}

static void write_text(mc_text *t, const mancala_variant *v)
{
    char spec[512];
    const mc_preset *fam = family_of(&v->r);
    int section;
    if (mc_spec_write(&v->r, spec, sizeof spec) >= sizeof spec) {
        t->failed = 1;
        return;
    }
    put_intro(t, v, spec, fam);
    for (section = 0; section < NSECTIONS; section++)
        put_section(t, v, spec, fam->rules, section);
    put_moves(t, v);
}

int32_t mancala_variant_rules_text(const mancala_variant *v, char *buf, size_t cap,
                                   size_t *needed)
{
    mc_text t = { NULL, 0, 0, 0 };
    if (!v || !needed || (!buf && cap > 0))
        return MANCALA_EINVAL;
    write_text(&t, v);
    return mc_text_out(&t, buf, cap, needed);
}
