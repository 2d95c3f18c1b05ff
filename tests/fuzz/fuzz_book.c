/* SPDX-License-Identifier: MIT */
/* fuzz_book.c: arbitrary bytes as an opening book file (mancala_book_load(3)), of version 1 or 2.
 * The input is loaded as it is, and again with its checksum made right (the last 8 bytes, version
 * 1's FNV-1a-64, or the last 4, version 2's CRC-32C, of the bytes before them), so that mutations
 * get past the checksum to the entries. The harness reads the file by the format's
 * description itself: a load succeeds exactly when the file is a book by that description (the
 * loader also refuses scores beyond +-1000 seeds, which no game reaches); a load that fails creates
 * nothing; a loaded book has the entries of the file, and its probes of games of the book's rules
 * (the start, positions after one and two moves, a position with marks where the rules have them)
 * give the entry of the position's documented key when the file holds one with a legal move, else
 * -1 with the score untouched; probes of other rules and of hooked games give -1; a search at full
 * strength plays the book's move. */
#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#else
#define _POSIX_C_SOURCE 200809L
#endif
#include <fcntl.h>
#include <sys/types.h>
#include <unistd.h>
#if !defined(O_BINARY)
#define O_BINARY 0 /* Windows' open writes "\n" as "\r\n" without it */
#endif

#include "fuzz_common.h"

#define MAGIC "MCBOOK\r\n"
#define MAX_SPEC 1024
#define MAX_ENTRIES ((uint64_t)1 << 24)
#define SCORE_MAX 1000
#define FNV_BASIS UINT64_C(0xcbf29ce484222325)

/* CRC-32C, a byte a time from a table made on first use. */
static uint32_t crc32c(const uint8_t *p, size_t n)
{
    static uint32_t table[256];
    uint32_t c = 0xffffffffu;
    if (!table[1]) {
        uint32_t i;
        int k;
        for (i = 0; i < 256; i++) {
            for (c = i, k = 0; k < 8; k++)
                c = c & 1 ? c >> 1 ^ 0x82f63b78u : c >> 1;
            table[i] = c;
        }
        c = 0xffffffffu;
    }
    while (n--)
        c = c >> 8 ^ table[(c ^ *p++) & 0xff];
    return ~c;
}

static uint64_t fnv(uint64_t h, const uint8_t *p, size_t n)
{
    while (n--) {
        h ^= *p++;
        h *= UINT64_C(0x100000001b3);
    }
    return h;
}

static uint64_t le(const uint8_t *p, int n)
{
    uint64_t x = 0;
    while (n--)
        x = x << 8 | p[n];
    return x;
}

/* The file as the format describes it. */
struct book {
    int valid;
    char spec[MAX_SPEC + 1];
    const uint8_t *entries;
    uint64_t n;
    uint32_t version;
    int32_t houses, moves; /* moves: the move numbers an entry may hold, 0 to moves - 1 */
};

/* The move numbers of the games of g's rules: its houses, both ways round under direction=either,
 * capture or house, and pie=on's swap after them (mancala-spec(7)). */
static int32_t move_numbers(const mancala_game *g)
{
    char spec[FUZZ_TEXT_CAP];
    size_t n;
    int32_t H = mancala_game_houses(g);
    FUZZ_CHECK(mancala_game_spec(g, spec, sizeof spec, &n) == MANCALA_OK);
    if (strstr(spec, "direction=either") || strstr(spec, "direction=capture") ||
        strstr(spec, "direction=house"))
        H *= 2;
    return H + (strstr(spec, "pie=on") != NULL);
}

/* Reads data by the format's description: valid, and the spec and entries, when it is a book. */
static void parse(const uint8_t *data, size_t size, struct book *b)
{
    uint64_t len, i, tail;
    mancala_variant *v = NULL;
    mancala_game *g = NULL;

    b->valid = 0;
    if (size < 16 + 8 || memcmp(data, MAGIC, 8) != 0)
        return;
    b->version = (uint32_t)le(data + 8, 4);
    if (b->version != 1 && b->version != 2)
        return;
    tail = b->version == 1 ? 8 : 4;
    len = le(data + 12, 4);
    if (len == 0 || len > MAX_SPEC || size < 16 + len + 8)
        return;
    memcpy(b->spec, data + 16, (size_t)len);
    b->spec[len] = '\0';
    b->n = le(data + 16 + len, 8);
    if (strlen(b->spec) != len || b->n > MAX_ENTRIES || size != 16 + len + 8 + 16 * b->n + tail)
        return;
    if (b->version == 1 ? le(data + size - 8, 8) != fnv(FNV_BASIS, data, size - 8)
                        : le(data + size - 4, 4) != crc32c(data, size - 4))
        return;
    if (mancala_variant_new(&v, b->spec) != MANCALA_OK)
        return;
    FUZZ_CHECK(mancala_game_new(&g, v) == MANCALA_OK);
    b->houses = mancala_game_houses(g);
    b->moves = b->version == 1 ? b->houses : move_numbers(g);
    mancala_game_free(g);
    mancala_variant_free(v);
    b->entries = data + 16 + len + 8;
    for (i = 0; i < b->n; i++) {
        const uint8_t *e = b->entries + 16 * i;
        int32_t move = (int32_t)(uint32_t)le(e + 8, 4), score = (int32_t)(uint32_t)le(e + 12, 4);
        if ((i > 0 && le(e, 8) <= le(e - 16, 8)) || move < 0 || move >= b->moves ||
            score < -SCORE_MAX || score > SCORE_MAX)
            return;
    }
    b->valid = 1;
}

/* The first turns still to come and the lost nyumbas of g's position: the opening= and lost= of
 * its text, 0 where absent. */
static void text_state(const mancala_game *g, uint8_t *opening, uint8_t *lost)
{
    char text[8192];
    const char *at;
    size_t n;
    FUZZ_CHECK(mancala_game_to_text(g, text, sizeof text, &n) == MANCALA_OK);
    at = strstr(text, " opening=");
    *opening = (uint8_t)(at ? atoi(at + 9) : 0);
    at = strstr(text, " lost=");
    *lost = (uint8_t)(at ? atoi(at + 6) : 0);
}

/* The documented key of g's position in a book of version `version`: its pits and the side to
 * move, then, if it has marks or a later round (version 2: or first turns to come, or a lost
 * nyumba), the marks of both rows and the round less one (version 2: and those two). */
static uint64_t key_of(const mancala_game *g, uint32_t version)
{
    int32_t pits[FUZZ_MAX_PITS];
    uint8_t bytes[FUZZ_MAX_PITS + 1], marks[4 * MANCALA_MAX_HOUSES + 3];
    size_t n, i, nmarks;
    int32_t H = mancala_game_houses(g), p, k, any = mancala_game_round(g) != 1;
    uint64_t h;

    FUZZ_CHECK(mancala_game_board(g, pits, FUZZ_MAX_PITS, &n) == MANCALA_OK);
    for (i = 0; i < n; i++)
        bytes[i] = (uint8_t)pits[i];
    bytes[n] = (uint8_t)mancala_game_to_move(g);
    h = fnv(FNV_BASIS, bytes, n + 1);
    for (p = 0; p < 2; p++)
        for (k = 0; k < H; k++)
            any |= (marks[p * H + k] = (uint8_t)mancala_game_mark(g, p, k)) != 0;
    marks[2 * H] = (uint8_t)(mancala_game_round(g) - 1);
    nmarks = (size_t)(2 * H + 1);
    if (version >= 2) {
        text_state(g, &marks[2 * H + 1], &marks[2 * H + 2]);
        any |= marks[2 * H + 1] != 0 || marks[2 * H + 2] != 0;
        nmarks += 2;
    }
    return any ? fnv(h, marks, nmarks) : h;
}

/* The entry of the file for g's position, if it has one with a legal move: 1, *move and *score. */
static int lookup(const struct book *b, const mancala_game *g, int32_t *move, int32_t *score)
{
    uint64_t key = key_of(g, b->version), i;
    int32_t moves[MANCALA_MAX_MOVES];
    size_t n, k;

    FUZZ_CHECK(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n) == MANCALA_OK);
    for (i = 0; i < b->n; i++) {
        const uint8_t *e = b->entries + 16 * i;
        if (le(e, 8) != key)
            continue;
        *move = (int32_t)(uint32_t)le(e + 8, 4);
        *score = (int32_t)(uint32_t)le(e + 12, 4);
        for (k = 0; k < n; k++)
            if (moves[k] == *move)
                return 1;
        return 0;
    }
    return 0;
}

/* A probe of g: the file's entry where the rules are the book's (same, unhooked), else -1. */
static void probe(const mancala_book *book, const struct book *b, const mancala_game *g, int same)
{
    int32_t move = -7, score = -7777, want_move = -1, want_score = -7777;
    uint64_t h = mancala_game_hash(g);

    if (same && lookup(b, g, &want_move, &want_score)) {
        FUZZ_CHECK(mancala_book_probe(book, g, &move, &score) == MANCALA_OK);
        FUZZ_CHECK(move == want_move && score == want_score);
    } else {
        FUZZ_CHECK(mancala_book_probe(book, g, &move, &score) == MANCALA_OK);
        FUZZ_CHECK(move == -1 && score == -7777);
    }
    FUZZ_CHECK(mancala_book_probe(book, g, &move, NULL) == MANCALA_OK);
    FUZZ_CHECK(move == (same && lookup(b, g, &want_move, &want_score) ? want_move : -1));
    FUZZ_CHECK(mancala_game_hash(g) == h);
}

/* The position after each first move, and after each reply to the first. */
static void probe_lines(const mancala_book *book, const struct book *b, mancala_game *g, int same)
{
    int32_t first[MANCALA_MAX_MOVES], second[MANCALA_MAX_MOVES];
    size_t n1, n2, i, j;

    probe(book, b, g, same);
    FUZZ_CHECK(mancala_game_legal_moves(g, first, MANCALA_MAX_MOVES, &n1) == MANCALA_OK);
    for (i = 0; i < n1; i++) {
        FUZZ_CHECK(mancala_game_play(g, first[i]) == MANCALA_OK);
        probe(book, b, g, same);
        FUZZ_CHECK(mancala_game_legal_moves(g, second, MANCALA_MAX_MOVES, &n2) == MANCALA_OK);
        for (j = 0; j < n2 && i == 0; j++) {
            FUZZ_CHECK(mancala_game_play(g, second[j]) == MANCALA_OK);
            probe(book, b, g, same);
            FUZZ_CHECK(mancala_game_undo(g) == MANCALA_OK);
        }
        FUZZ_CHECK(mancala_game_undo(g) == MANCALA_OK);
    }
}

/* The start position with its first house of each row marked (closed, or a tuzdik of player 0's),
 * where the rules allow it. */
static void probe_marks(const mancala_book *book, const struct book *b, mancala_game *g)
{
    int32_t pits[FUZZ_MAX_PITS], marks[4 * MANCALA_MAX_HOUSES] = { 0 };
    int32_t H = mancala_game_houses(g), kind;
    size_t n;

    FUZZ_CHECK(mancala_game_board(g, pits, FUZZ_MAX_PITS, &n) == MANCALA_OK);
    pits[H] += pits[0] + pits[H + 1];
    pits[0] = pits[H + 1] = 0;
    for (kind = MANCALA_MARK_CLOSED; kind <= MANCALA_MARK_TUZDIK; kind++) {
        marks[0] = kind == MANCALA_MARK_CLOSED ? kind : 0;
        marks[H] = kind;
        if (mancala_game_set_board(g, pits, n, 0) == MANCALA_OK &&
            mancala_game_set_marks(g, marks, (size_t)(2 * H), kind == MANCALA_MARK_CLOSED ? 2 : 1) ==
                MANCALA_OK &&
            !mancala_game_is_over(g))
            probe(book, b, g, 1);
    }
}

static mancala_game *game_of(const char *spec)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    FUZZ_CHECK(mancala_variant_new(&v, spec) == MANCALA_OK);
    FUZZ_CHECK(mancala_game_new(&g, v) == MANCALA_OK);
    mancala_variant_free(v);
    return g;
}

static int32_t land_default(int32_t *pits, int32_t houses, int32_t player, int32_t pit,
                            int32_t before, void *userdata)
{
    (void)pits, (void)houses, (void)player, (void)pit, (void)before, (void)userdata;
    return MANCALA_LAND_DEFAULT;
}

static void canonical(const mancala_game *g, char *buf, size_t cap)
{
    size_t n;
    FUZZ_CHECK(mancala_game_spec(g, buf, cap, &n) == MANCALA_OK);
}

/* A run at full strength plays the book's move at once (depth 0, no nodes, not exact) where the
 * book holds the start; else it searches (one ply) and plays a legal move. */
static void search_with(const mancala_book *book, const struct book *b, const mancala_game *g)
{
    static mancala_search *s;
    int32_t move, score, exact, depth, want_move, want_score;
    uint64_t nodes;

    if (!s) {
        FUZZ_CHECK(mancala_search_new(&s) == MANCALA_OK);
        FUZZ_CHECK(mancala_search_set_memory(s, 1) == MANCALA_OK);
        FUZZ_CHECK(mancala_search_set_limits(s, 1, 0, 0) == MANCALA_OK);
    }
    FUZZ_CHECK(mancala_search_set_book(s, book) == MANCALA_OK);
    FUZZ_CHECK(mancala_search_run(s, g) == MANCALA_OK);
    FUZZ_CHECK(mancala_search_result(s, &move, &score, &exact, &depth, &nodes) == MANCALA_OK);
    if (lookup(b, g, &want_move, &want_score)) {
        FUZZ_CHECK(move == want_move && score == want_score);
        FUZZ_CHECK(depth == 0 && nodes == 0 && exact == 0);
    } else {
        /* One of the legal moves: a house, a slot of a way round, or a whole turn of steps. */
        int32_t moves[MANCALA_MAX_MOVES];
        size_t n = 0, i;
        int legal = 0;
        FUZZ_CHECK(mancala_game_legal_moves(g, moves, MANCALA_MAX_MOVES, &n) == MANCALA_OK);
        for (i = 0; i < n; i++)
            legal |= moves[i] == move;
        FUZZ_CHECK(legal && nodes > 0);
    }
    FUZZ_CHECK(mancala_search_set_book(s, NULL) == MANCALA_OK);
}

/* Probes of a loaded book: games of its rules, of other rules, and of its rules with a hook. */
static void probe_all(const mancala_book *book, const struct book *b)
{
    static const char *const others[] = { "kalah", "oware", "kalah:houses=4,seeds=3", "awari",
                                          "congkak-rounds", "togyz", "micro-wari" };
    char mine[1024], theirs[1024];
    mancala_variant *v = NULL;
    mancala_game *g = game_of(b->spec), *h = NULL;
    uint64_t count = 0;
    size_t i;

    FUZZ_CHECK(mancala_book_entries(book, &count) == MANCALA_OK && count == b->n);
    canonical(g, mine, sizeof mine);
    if (!mancala_game_is_over(g))
        search_with(book, b, g);
    probe_lines(book, b, g, 1);
    probe_marks(book, b, g);
    mancala_game_free(g);
    for (i = 0; i < sizeof others / sizeof others[0]; i++) {
        g = game_of(others[i]);
        canonical(g, theirs, sizeof theirs);
        probe(book, b, g, strcmp(mine, theirs) == 0);
        mancala_game_free(g);
    }
    FUZZ_CHECK(mancala_variant_new(&v, b->spec) == MANCALA_OK);
    if (strstr(mine, "seize=any") || strstr(mine, "capture=kichwa") ||
        strstr(mine, "capture=sow")) {
        /* No hook judges a turn's later choices, nor Bao's or Omweso's turns: refused, and the
         * variant stays as it was. */
        FUZZ_CHECK(mancala_variant_set_hooks(v, NULL, land_default, NULL, NULL) == MANCALA_ERULES);
    } else {
        FUZZ_CHECK(mancala_variant_set_hooks(v, NULL, land_default, NULL, NULL) == MANCALA_OK);
        FUZZ_CHECK(mancala_game_new(&h, v) == MANCALA_OK);
        probe(book, b, h, 0);
        mancala_game_free(h);
    }
    mancala_variant_free(v);
}

static char path[4096];

static void remove_file(void)
{
    unlink(path);
}

/* Writes data to the harness's file (one per process) and loads it. The file is overwritten and
 * cut to size, not truncated to nothing first: ext4 writes a file truncated to 0 out to disk when
 * it is closed, which took most of the harness's time. */
static void load(const uint8_t *data, size_t size)
{
    mancala_book *book = (mancala_book *)path, *none = book;
    struct book b;
    int fd = open(path, O_WRONLY | O_CREAT | O_BINARY, 0600);
    int32_t st;

    FUZZ_CHECK(fd >= 0);
    FUZZ_CHECK(write(fd, data, size) == (ssize_t)size && ftruncate(fd, (off_t)size) == 0);
    FUZZ_CHECK(close(fd) == 0);
    parse(data, size, &b);
    st = mancala_book_load(&book, path);
    if (!b.valid) {
        FUZZ_CHECK(st == MANCALA_EFORMAT && book == none);
        return;
    }
    FUZZ_CHECK(st == MANCALA_OK && book != none && book != NULL);
    probe_all(book, &b);
    mancala_book_free(book);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    uint8_t *fixed;

    if (!path[0]) {
#if defined(_WIN32)
        char dir[MAX_PATH + 1];
        DWORD n = GetTempPathA(sizeof dir, dir);
        FUZZ_CHECK(n > 0 && n < sizeof dir);
        snprintf(path, sizeof path, "%sfuzz_book.%ld", dir, (long)getpid());
#else
        const char *dir = getenv("TMPDIR");
        snprintf(path, sizeof path, "%s/fuzz_book.%ld", dir && *dir ? dir : "/tmp", (long)getpid());
#endif
        atexit(remove_file);
        FUZZ_CHECK(mancala_book_load(NULL, path) == MANCALA_EINVAL);
    }
    load(data, size);
    if (size < 8)
        return 0;
    /* The same bytes with the right checksum of the version they name. */
    fixed = malloc(size);
    FUZZ_CHECK(fixed != NULL);
    memcpy(fixed, data, size);
    if (size >= 12 && le(data + 8, 4) == 2) {
        uint32_t sum = crc32c(fixed, size - 4);
        size_t i;
        for (i = 0; i < 4; i++)
            fixed[size - 4 + i] = (uint8_t)(sum >> (8 * i));
    } else {
        uint64_t sum = fnv(FNV_BASIS, fixed, size - 8);
        size_t i;
        for (i = 0; i < 8; i++)
            fixed[size - 8 + i] = (uint8_t)(sum >> (8 * i));
    }
    if (memcmp(fixed, data, size) != 0)
        load(fixed, size);
    free(fixed);
    return 0;
}
