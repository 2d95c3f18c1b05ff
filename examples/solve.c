/* SPDX-License-Identifier: MIT */
/* solve.c: the exact value and a best move of a position, by the solver and an endgame database.
 * Usage: solve [-d SEEDS] [-m MEGABYTES] [-t THREADS] [-f DBFILE] SPEC-OR-POSITION
 * SPEC-OR-POSITION is a spec ("kalah", "kalah:capture=empty") for the start position, or a
 * position text (see mancala-spec(7)). A database of positions with up to SEEDS seeds in the
 * houses is built first, or loaded from DBFILE if it exists there (it is never written over: a
 * file that does not load stops the run, one of fewer seeds is left as it is), and saved to it
 * if not.
 * Defaults, from the board and the machine (see default_setup): one thread per processor; a
 * memory budget of half the machine's memory, at most 8 GiB; a transposition table of 1 GiB for
 * boards of up to 48 seeds, 4 GiB for more, within half the budget; and, for boards of up
 * to 6 houses whose rules a database can hold, a database of five sixths of the board's seeds
 * less 24 (16 for Kalah(6,4), 26 for Kalah(6,5): the sizes that solved them fastest, as
 * doc/performance.md measures), at least 12 (or all of them), at most what fits in the budget beside the
 * table (a byte an arrangement); else none (-d 0). While it works it prints its
 * progress to standard error: each iteration of the first deepening, then each exact pass with
 * the bounds proven so far, with the nodes and the time since the start; and every two seconds
 * in between (mancala_search_set_tick, mancala_db_build_with) the database's layer and its
 * positions done, or the search's pass, bounds, nodes and rate. An interrupt (Ctrl-C, SIGINT)
 * stops it within a second: it prints what was proven so far and exits with status 130. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <mancala.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double t_start;

/* Set by SIGINT; the progress callbacks answer it with a cancel. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
}

/* The callbacks' reports come five times a second, so that an interrupt is seen within a
 * second; a line is printed every two seconds. */
#define TICK_MS 200
#define PRINT_S 2.0

/* What the exact passes have proven so far (the pass callback's), for an interrupted solve. */
static int32_t proven_lower = -MANCALA_MAX_SEEDS, proven_upper = MANCALA_MAX_SEEDS, passes;

/* A bound of a report: "?" when unknown (the seeds' limits). */
static const char *bound(int32_t b, char *buf, size_t cap)
{
    if (b <= -MANCALA_MAX_SEEDS || b >= MANCALA_MAX_SEEDS)
        return "?";
    snprintf(buf, cap, "%+d", (int)b);
    return buf;
}

/* The timed reports of the database build and of the search (mancala_db_build_with,
 * mancala_search_set_tick). */
static int32_t tick(const mancala_progress *p, void *userdata)
{
    static double printed;
    char lo[16], hi[16];
    (void)userdata;
    if (interrupted)
        return 1;
    if (now() - printed < PRINT_S)
        return 0;
    printed = now();
    if (p->stage == MANCALA_STAGE_DB)
        fprintf(stderr,
                "solve: database: layer %d of %d%s, %llu of %llu positions (%.0f%%), %.1f s\n",
                (int)p->layer, (int)p->layers,
                p->phases > 1 ? (p->phase == 1 ? ", ways out" : ", values") : "",
                (unsigned long long)p->done, (unsigned long long)p->total,
                p->total ? 100.0 * (double)p->done / (double)p->total : 100.0, now() - t_start);
    else if (p->stage == MANCALA_STAGE_EXACT)
        fprintf(stderr,
                "solve: exact pass %d under way: value in [%s, %s], %llu nodes, %.2f M "
                "nodes/s, %.1f s\n",
                (int)p->pass, bound(p->lower, lo, sizeof lo), bound(p->upper, hi, sizeof hi),
                (unsigned long long)p->nodes, (double)p->rate / 1e6, now() - t_start);
    else
        fprintf(stderr, "solve: depth %d under way, %llu nodes, %.2f M nodes/s, %.1f s\n",
                (int)p->depth, (unsigned long long)p->nodes, (double)p->rate / 1e6,
                now() - t_start);
    return 0;
}

/* The deepening's iterations (mancala_search_set_progress). */
static void iteration(const mancala_search *s, int32_t depth, int32_t score, int32_t exact,
                      uint64_t nodes, void *userdata)
{
    (void)s;
    (void)userdata;
    fprintf(stderr, "solve: depth %d: %+d%s, %llu nodes, %.1f s\n", (int)depth, (int)score,
            exact ? " (exact)" : "", (unsigned long long)nodes, now() - t_start);
}

/* The exact passes (mancala_search_set_pass_progress): the bounds proven so far. */
static void pass(const mancala_search *s, int32_t n, int32_t lower, int32_t upper, uint64_t nodes,
                 void *userdata)
{
    (void)s;
    (void)userdata;
    proven_lower = lower;
    proven_upper = upper;
    passes = n;
    fprintf(stderr, "solve: exact pass %d: value in [%+d, %+d], %llu nodes, %.1f s\n", (int)n,
            (int)lower, (int)upper, (unsigned long long)nodes, now() - t_start);
}

/* The machine's memory in MiB, or 0 if unknown. */
static size_t machine_megabytes(void)
{
#if defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    if (pages > 0 && size > 0)
        return (size_t)((double)pages * (double)size / 1048576.0);
#endif
    return 0;
}

/* The number of arrangements of at most n seeds in k houses: C(n + k, k). */
static double arrangements(int n, int k)
{
    double c = 1;
    int i;
    for (i = 1; i <= k; i++)
        c = c * (n + i) / i;
    return c;
}

/* The defaults described at the top, for the game g: the table's MiB and the database's seeds
 * (those given, 0 and -1, are kept). */
static void default_setup(const mancala_game *g, size_t *megabytes, int32_t *seeds)
{
    size_t budget = machine_megabytes() / 2, quarter;
    int total = 0, houses = mancala_game_houses(g), player, h;
    /* Unknown (cppcheck takes machine_megabytes for its fallback): as for a machine of 8 GiB. */
    if (budget == 0) /* cppcheck-suppress knownConditionTrueFalse */
        budget = 4096;
    if (budget > 8192) /* cppcheck-suppress knownConditionTrueFalse */
        budget = 8192;
    quarter = budget / 4;
    for (player = 0; player < 2; player++)
        for (h = 0; h < houses; h++)
            total += mancala_game_house(g, player, h);
    if (*megabytes == 0) {
        *megabytes = total <= 48 ? 1024 : 4096;
        if (*megabytes > 2 * quarter)
            *megabytes = 2 * quarter < 64 ? 64 : 2 * quarter;
    }
    if (*seeds < 0) {
        int want = total * 5 / 6 - 24;
        size_t room = budget > *megabytes ? budget - *megabytes : 0;
        if (want < 12)
            want = total < 12 ? total : 12;
        if (want > 32)
            want = 32;
        while (want > 0 && arrangements(want, 2 * houses) > (double)room * 1048576.0)
            want--;
        *seeds = houses <= 6 ? want : 0;
    }
}

static int fail(const char *what, int32_t st)
{
    fprintf(stderr, "solve: %s: %s\n", what, mancala_strerror(st));
    return 1;
}

static int usage(const char *why)
{
    fprintf(stderr, "solve: %s\nusage: solve [-d SEEDS] [-m MEGABYTES] [-t THREADS] [-f DBFILE] "
                    "SPEC-OR-POSITION   (SEEDS 0 to 255, MEGABYTES 0 to 1048576, THREADS 1 to "
                    "256)\n", why);
    return 2;
}

/* The decimal number s, lo to hi, into *out; 0 if s is not one (nothing after the digits). */
static int number(const char *s, long lo, long hi, long *out)
{
    char *end;
    long n;
    errno = 0;
    n = strtol(s, &end, 10);
    if (end == s || *end || errno || n < lo || n > hi)
        return 0;
    *out = n;
    return 1;
}

int main(int argc, char **argv)
{
    int32_t seeds = -1, threads = 1, move, score, exact, depth, st, pv[512]; /* always enough */
    size_t megabytes = 0, npv, i;
    const char *file = NULL, *what;
    mancala_variant *v = NULL;
    mancala_game *g = NULL;
    mancala_search *s = NULL;
    mancala_db *db = NULL;
    uint64_t nodes;
    mancala_error_info info = { .struct_size = sizeof info };
    double t0 = t_start = now(), t_db = 0;
    int a, auto_db = 0;
#if !defined(_WIN32)
    struct sigaction sa;
#endif

#if defined(_SC_NPROCESSORS_ONLN)
    {
        long n = sysconf(_SC_NPROCESSORS_ONLN);
        threads = n < 1 ? 1 : n > 64 ? 64 : (int32_t)n;
    }
#endif
    for (a = 1; a + 1 < argc && argv[a][0] == '-'; a += 2) {
        long n;
        if (strcmp(argv[a], "-d") == 0 && number(argv[a + 1], 0, 255, &n))
            seeds = (int32_t)n;
        else if (strcmp(argv[a], "-m") == 0 && number(argv[a + 1], 0, 1048576, &n))
            megabytes = (size_t)n;
        else if (strcmp(argv[a], "-t") == 0 && number(argv[a + 1], 1, 256, &n))
            threads = (int32_t)n;
        else if (strcmp(argv[a], "-f") == 0)
            file = argv[a + 1];
        else
            return usage(strchr("dmtf", argv[a][1]) && argv[a][1] && !argv[a][2]
                             ? "the number after an option is out of its range"
                             : "unknown option");
    }
    if (a != argc - 1)
        return usage(a < argc ? "too many arguments, or an option without its value"
                              : "give a spec or a position");
    what = argv[a];
    if (strchr(what, ' ')) {
        /* The _info forms say where a text went wrong: the field and its offset. */
        if ((st = mancala_game_from_text_info(&g, what, &info)) != MANCALA_OK) {
            fprintf(stderr, "solve: %s: %s\n", mancala_strerror(st), info.message);
            return usage("not a position text (mancala-spec(7), POSITION TEXT)");
        }
    } else if ((st = mancala_variant_new_info(&v, what, &info)) != MANCALA_OK) {
        fprintf(stderr, "solve: %s: %s\n", mancala_strerror(st), info.message);
        return usage("SPEC is not a rule set (mancala-spec(7))");
    } else if ((st = mancala_game_new(&g, v)) != MANCALA_OK) {
        mancala_variant_free(v);
        return fail(what, st);
    }
    if (!v) {
        /* A position text: the variant of its spec, for the database. */
        char spec[512];
        size_t n;
        mancala_game_to_text(g, spec, sizeof spec, &n);
        *strchr(spec, ' ') = '\0';
        mancala_variant_new(&v, spec);
    }
    auto_db = seeds < 0;
    default_setup(g, &megabytes, &seeds);
    fprintf(stderr, "solve: %d threads, a table of %lu MiB, a database of up to %d seeds\n",
            (int)threads, (unsigned long)megabytes, (int)seeds);
    if ((st = mancala_search_new(&s)) != MANCALA_OK ||
        (st = mancala_search_set_threads(s, threads)) != MANCALA_OK ||
        (st = mancala_search_set_memory(s, megabytes)) != MANCALA_OK)
        return fail("search", st);
    mancala_search_set_progress(s, iteration, NULL);
    mancala_search_set_pass_progress(s, pass, NULL);
    mancala_search_set_tick(s, tick, TICK_MS, NULL);
    /* From here an interrupt is answered by the progress callbacks; before, while the table is
     * made, it ends the program at once, with nothing to lose. */
#if defined(_WIN32)
    signal(SIGINT, on_interrupt); /* Windows has no sigaction; its signal() handler stays set */
#else
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
#endif

    if (seeds > 0) {
        double t = now();
        int loaded = 0;
        /* A file that is there is loaded, never written over: one that does not load, or holds
         * fewer seeds than asked, is the caller's to replace. */
        if (file && access(file, F_OK) == 0) {
            if ((st = mancala_db_load(&db, file)) != MANCALA_OK)
                return fail(file, st);
            loaded = mancala_db_seeds(db) >= seeds;
            if (!loaded)
                fprintf(stderr, "solve: %s holds %d seeds, fewer than %d: building the database "
                                "without saving it\n", file, (int)mancala_db_seeds(db), seeds);
        }
        if (!loaded) {
            const int save = file && db == NULL;
            mancala_db_free(db);
            db = NULL;
            st = mancala_db_build_with(&db, v, seeds, threads, tick, TICK_MS, NULL);
            if (st == MANCALA_ECANCELED) {
                fprintf(stderr, "solve: interrupted during the database build after %.1f s: "
                                "nothing proven\n", now() - t0);
                return 130;
            } else if (st == MANCALA_ERULES && auto_db) {
                /* Rules no database can hold (Oware's, for one): solve without. */
                printf("database: none for these rules\n");
            } else if (st != MANCALA_OK) {
                return fail("database", st);
            } else if (save && (st = mancala_db_save(db, file)) != MANCALA_OK) {
                return fail(file, st);
            }
        }
        t_db = now() - t;
    }
    if (db) {
        printf("database: up to %d seeds, %.2f s\n", (int)mancala_db_seeds(db), t_db);
        mancala_search_set_db(s, db);
    }

    if ((st = mancala_search_solve(s, g)) != MANCALA_OK)
        return fail("solve", st);
    mancala_search_result(s, &move, &score, &exact, &depth, &nodes);
    if (mancala_search_pv(s, pv, 512, &npv) != MANCALA_OK)
        npv = 0;
    if (interrupted && !exact) {
        /* What the exact passes finished have proven (none: the whole range), and the
         * deepening's guess. */
        char lo[16], hi[16];
        printf("interrupted after %.2f s, %llu nodes: value in [%s, %s] proven by %d exact "
               "passes; best move so far: house %d, %+d at depth %d [not proven]\n",
               now() - t0, (unsigned long long)nodes, bound(proven_lower, lo, sizeof lo),
               bound(proven_upper, hi, sizeof hi), (int)passes, (int)move, (int)score,
               (int)depth);
        return 130;
    }
    printf("value: %+d (final store difference, player to move: %s)%s\n", (int)score,
           mancala_game_to_move(g) == 0 ? "South" : "North", exact ? "" : " [not proven]");
    printf("best move: house %d; line:", (int)move);
    for (i = 0; i < npv && i < 16; i++)
        printf(" %d", (int)pv[i]);
    printf("%s\n", npv > 16 ? " ..." : "");
    printf("time: %.2f s (database %.2f s), nodes: %llu, %.0f nodes/s\n", now() - t0, t_db,
           (unsigned long long)nodes, (double)nodes / (now() - t0 - t_db + 1e-9));
    mancala_db_free(db);
    mancala_search_free(s);
    mancala_game_free(g);
    mancala_variant_free(v);
    return 0;
}
