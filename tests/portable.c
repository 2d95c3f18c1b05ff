/* SPDX-License-Identifier: MIT */
/* portable: the files of the library written on one machine and read on another (tests/cross.sh
 * runs it natively and under qemu-user, and compares).
 *
 *   portable write DIR   writes DIR/kalah.db (mancala_db_build, mancala_db_save), the records
 *                        DIR/kalah.rec and DIR/oware.rec of two games (mancala_game_to_record),
 *                        and DIR/kalah.book, an opening book written here byte by byte from
 *                        mancala_book_load(3)'s description of the format (little-endian numbers,
 *                        FNV-1a keys and checksum) with the moves of the library's search.
 *   portable read DIR    loads each of them and prints what it finds: every value of the
 *                        database over random positions, each record's position, hash and
 *                        result, each book entry as probed. The same files give the same report
 *                        on every machine, and the reports of files written on two machines are
 *                        equal when the files are.
 * Everything is deterministic: the games' moves come from a fixed sequence of numbers, the searches
 * from a depth limit with one thread. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mancala.h>

#if defined(_WIN32)
#include <fcntl.h>
#include <io.h>
#endif

#define DB_SPEC "kalah"
#define DB_SEEDS 10
#define PATH_MAX_LEN 4096

static uint64_t rng = 0x9e3779b97f4a7c15ULL;

static uint32_t next(void)
{
    rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(rng >> 33);
}

static void check(int32_t st, const char *what)
{
    if (st != MANCALA_OK) {
        fprintf(stderr, "portable: %s: %s\n", what, mancala_strerror(st));
        exit(1);
    }
}

static const char *path(const char *dir, const char *name)
{
    static char buf[PATH_MAX_LEN];
    if ((size_t)snprintf(buf, sizeof buf, "%s/%s", dir, name) >= sizeof buf) {
        fprintf(stderr, "portable: path too long\n");
        exit(1);
    }
    return buf;
}

/* A game of spec with moves drawn from the sequence, at most plies of them. */
static mancala_game *random_game(const char *spec, int plies)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    int32_t moves[64];
    size_t n;
    check(mancala_variant_new(&v, spec), spec);
    check(mancala_game_new(&g, v), "game");
    mancala_variant_free(v);
    while (plies-- > 0 && !mancala_game_is_over(g)) {
        check(mancala_game_legal_moves(g, moves, 64, &n), "legal moves");
        check(mancala_game_play(g, moves[next() % n]), "play");
    }
    return g;
}

static void write_record(const char *file, mancala_game *g)
{
    char text[65536];
    size_t len;
    FILE *f;
    check(mancala_game_to_record(g, text, sizeof text, &len), "record");
    f = fopen(file, "wb");
    if (!f || fwrite(text, 1, len, f) != len || fclose(f) != 0) {
        fprintf(stderr, "portable: cannot write %s\n", file);
        exit(1);
    }
}

/* ---- the book, written from the format's description */
typedef struct entry {
    uint64_t key;
    int32_t move, score;
} entry;

static uint64_t fnv(uint64_t h, const unsigned char *p, size_t n)
{
    while (n--) {
        h ^= *p++;
        h *= 0x100000001b3ULL;
    }
    return h;
}

static uint64_t book_key(const mancala_game *g)
{
    int32_t pits[64];
    unsigned char bytes[65];
    size_t n, i;
    check(mancala_game_board(g, pits, 64, &n), "board");
    for (i = 0; i < n; i++)
        bytes[i] = (unsigned char)pits[i];
    bytes[n] = (unsigned char)mancala_game_to_move(g);
    return fnv(0xcbf29ce484222325ULL, bytes, n + 1);
}

static void put(unsigned char **p, uint64_t x, int bytes)
{
    int i;
    for (i = 0; i < bytes; i++)
        *(*p)++ = (unsigned char)(x >> (8 * i));
}

static int by_key(const void *a, const void *b)
{
    const entry *x = a, *y = b;
    return x->key < y->key ? -1 : x->key > y->key;
}

/* The start and every position after one move of Kalah, each with the move and score of a
 * depth-8 search. */
static void write_book(const char *file)
{
    static unsigned char buf[4096];
    entry e[16];
    int n = 0, m;
    unsigned char *p = buf;
    mancala_search *s = NULL;
    mancala_game *g = random_game(DB_SPEC, 0);
    FILE *f;
    check(mancala_search_new(&s), "search");
    check(mancala_search_set_limits(s, 8, 0, 0), "limits");
    for (m = -1; m < 6; m++) {
        if (m >= 0)
            check(mancala_game_play(g, m), "play");
        check(mancala_search_run(s, g), "search");
        check(mancala_search_result(s, &e[n].move, &e[n].score, NULL, NULL, NULL), "result");
        e[n++].key = book_key(g);
        if (m >= 0)
            check(mancala_game_undo(g), "undo");
    }
    qsort(e, (size_t)n, sizeof *e, by_key);
    memcpy(p, "MCBOOK\r\n", 8);
    p += 8;
    put(&p, 1, 4);
    put(&p, strlen(DB_SPEC), 4);
    memcpy(p, DB_SPEC, strlen(DB_SPEC));
    p += strlen(DB_SPEC);
    put(&p, (uint64_t)n, 8);
    for (m = 0; m < n; m++) {
        put(&p, e[m].key, 8);
        put(&p, (uint32_t)e[m].move, 4);
        put(&p, (uint32_t)e[m].score, 4);
    }
    put(&p, fnv(0xcbf29ce484222325ULL, buf, (size_t)(p - buf)), 8);
    f = fopen(file, "wb");
    if (!f || fwrite(buf, 1, (size_t)(p - buf), f) != (size_t)(p - buf) || fclose(f) != 0) {
        fprintf(stderr, "portable: cannot write %s\n", file);
        exit(1);
    }
    mancala_search_free(s);
    mancala_game_free(g);
}

static void write_all(const char *dir)
{
    mancala_variant *v = NULL;
    mancala_db *db = NULL;
    mancala_game *g;
    check(mancala_variant_new(&v, DB_SPEC), DB_SPEC);
    check(mancala_db_build(&db, v, DB_SEEDS, 2), "database build");
    check(mancala_db_save(db, path(dir, "kalah.db")), "database save");
    mancala_db_free(db);
    mancala_variant_free(v);
    g = random_game("kalah", 1000);
    write_record(path(dir, "kalah.rec"), g);
    mancala_game_free(g);
    g = random_game("oware", 1000);
    write_record(path(dir, "oware.rec"), g);
    mancala_game_free(g);
    write_book(path(dir, "kalah.book"));
}

/* ---- reading them back */
static char *slurp(const char *file)
{
    static char text[65536];
    FILE *f = fopen(file, "rb");
    size_t n;
    if (!f) {
        fprintf(stderr, "portable: cannot read %s\n", file);
        exit(1);
    }
    n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    return text;
}

static void print_game(const char *what, const mancala_game *g)
{
    char text[1024];
    size_t len;
    int32_t winner = -1, reason = -1;
    check(mancala_game_to_text(g, text, sizeof text, &len), "text");
    if (mancala_game_is_over(g))
        check(mancala_game_result(g, &winner, &reason), "result");
    printf("%s: %s hash %016" PRIx64 " winner %d reason %d\n", what, text,
           mancala_game_hash(g), (int)winner, (int)reason);
}

/* Every position of 20,000 random Kalah plies that the database holds, probed. */
static void read_db(const char *file)
{
    mancala_db *db = NULL;
    mancala_game *g = NULL;
    uint64_t sum = 0, probes = 0;
    int k;
    check(mancala_db_load(&db, file), "database load");
    for (k = 0; k < 400; k++) {
        g = random_game(DB_SPEC, 0);
        while (!mancala_game_is_over(g)) {
            int32_t moves[64], score;
            size_t n;
            if (mancala_db_probe(db, g, &score) == MANCALA_OK) {
                sum = sum * 31 + (uint64_t)(score + 100);
                probes++;
            }
            check(mancala_game_legal_moves(g, moves, 64, &n), "legal moves");
            check(mancala_game_play(g, moves[next() % n]), "play");
        }
        mancala_game_free(g);
    }
    printf("database: %d seeds, %" PRIu64 " probes, digest %016" PRIx64 "\n",
           (int)mancala_db_seeds(db), probes, sum);
    mancala_db_free(db);
}

static void read_book(const char *file)
{
    mancala_book *b = NULL;
    mancala_game *g = random_game(DB_SPEC, 0);
    uint64_t count;
    int m;
    check(mancala_book_load(&b, file), "book load");
    check(mancala_book_entries(b, &count), "book entries");
    printf("book: %" PRIu64 " entries\n", count);
    for (m = -1; m < 6; m++) {
        int32_t move = -1, score = 0;
        if (m >= 0)
            check(mancala_game_play(g, m), "play");
        check(mancala_book_probe(b, g, &move, &score), "book probe");
        printf("book: after %d: move %d score %d\n", m, (int)move, (int)score);
        if (m >= 0)
            check(mancala_game_undo(g), "undo");
    }
    mancala_book_free(b);
    mancala_game_free(g);
}

static void read_all(const char *dir)
{
    static const char *const records[] = { "kalah.rec", "oware.rec" };
    size_t k;
    read_db(path(dir, "kalah.db"));
    for (k = 0; k < 2; k++) {
        mancala_game *g = NULL;
        check(mancala_game_from_record(&g, slurp(path(dir, records[k]))), records[k]);
        print_game(records[k], g);
        mancala_game_free(g);
    }
    read_book(path(dir, "kalah.book"));
}

int main(int argc, char **argv)
{
#if defined(_WIN32)
    /* The report is compared byte for byte with other machines': no \r\n from text mode. */
    _setmode(_fileno(stdout), _O_BINARY);
#endif
    if (argc == 3 && strcmp(argv[1], "write") == 0)
        write_all(argv[2]);
    else if (argc == 3 && strcmp(argv[1], "read") == 0)
        read_all(argv[2]);
    else {
        fprintf(stderr, "usage: portable write|read DIR\n");
        return 2;
    }
    return 0;
}
