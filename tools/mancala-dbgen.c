/* SPDX-License-Identifier: MIT */
/* mancala-dbgen: builds an endgame database across the ranks of an MPI job, each rank holding one
 * index range of every layer, checkpointing each finished layer, and writes the file that
 * mancala_db_build(3) and mancala_db_save(3) give; rank 0 prints its progress every two seconds,
 * and an interrupt stops every rank at the next exchange, the layers finished kept for a resume.
 * See mancala-dbgen(1). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include <mpi.h>

#include "engine/db.h"

/* Arrangements whose lower-layer children one exchange asks for: bounds the request buffers. */
#define BLOCK ((uint64_t)1 << 18)
/* Updates a rank gathers for the others before it sends them, in the retrograde phase; and the
 * most milliseconds it works through its queue before an exchange, so that the ranks meet, for
 * a report and to hear of an interrupt, at least that often. */
#define FLUSH_AT ((size_t)1 << 22)
#define FLUSH_MS 1000.0
/* Seconds between two progress lines of rank 0. */
#define PRINT_S 2.0

/* Set by SIGINT or SIGTERM (which mpirun sends its ranks on an interrupt): the ranks agree on
 * it at their next exchange and stop. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
}

/* A layer checkpoint (layer-NN in the checkpoint folder): a header, then the layer's values;
 * at 32, CRC-32C of the header with that field zeroed and then of the values, as in a database
 * file (version 1, of 0.7.0 and earlier, summed the values only: it is refused and rebuilt). */
#define LAYER_MAGIC "MNCLALYR"
#define LAYER_VERSION 2
#define LAYER_SPEC_AT 40
#define LAYER_SPEC 256
#define LAYER_SPEC_SUM 296 /* a spec longer than the field: FNV-1a of all of it (else zero) */
#define LAYER_HEADER 304

/* A growable array of 64-bit words, one for each other rank's messages. */
typedef struct words {
    uint64_t *w;
    size_t n, cap;
} words;

/* Traffic between ranks: point-to-point messages of nonzero size and their bytes. */
typedef struct traffic {
    uint64_t messages, bytes, exchanges;
} traffic;

typedef struct gen {
    mancala_db db; /* rules and index tables only: db.val stays NULL */
    int rank, size;
    char spec[MC_DB_MAX_SPEC];
    const char *dir;
    int8_t *val[MC_DB_MAX_SEEDS + 1]; /* this rank's range of each layer */
    /* The layer being built: its number, start, this rank's range lo..hi, and its work. */
    int n;
    uint64_t start, lo, hi;
    int8_t *exit;
    uint8_t *moves;
    uint32_t *queue;
    size_t head, tail;
    /* Requests for lower-layer values, one list per rank, and the answers (exits phase). */
    words *req;
    int8_t **ans, *answers;
    size_t *ans_at;
    int asking; /* first pass: collect requests; second: read answers */
    words *out; /* retrograde updates for each rank */
    int *scount, *rcount, *sdisp, *rdisp;
    traffic t;
    /* Progress: the start, rank 0's last line, and the arrangements of this rank's range decided
     * in the layer (retrograde phase). */
    double began, printed;
    uint64_t decided;
} gen;

static void die(const char *fmt, const char *what)
{
    fprintf(stderr, "mancala-dbgen: ");
    fprintf(stderr, fmt, what);
    fprintf(stderr, "\n");
    MPI_Abort(MPI_COMM_WORLD, 1);
    exit(1);
}

static void *must(void *p)
{
    if (!p)
        die("%s", "out of memory");
    return p;
}

static void push(words *a, uint64_t x)
{
    if (a->n == a->cap) {
        a->cap = a->cap ? 2 * a->cap : 1024;
        a->w = must(realloc(a->w, a->cap * sizeof *a->w));
    }
    a->w[a->n++] = x;
}

/* Seconds on the given clock: the wall clock, or the processor time this rank used, which the
 * other jobs on a shared machine do not inflate. */
static double seconds(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- Progress: at each exchange of a phase, the ranks sum their positions done and hear of an
 * interrupt; rank 0 prints a line every PRINT_S seconds. Returns whether to stop. */

static int progress(gen *g, const char *phase, uint64_t done)
{
    uint64_t mine[2] = { done, interrupted ? 1 : 0 }, all[2];
    double now;
    MPI_Allreduce(mine, all, 2, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD);
    now = seconds(CLOCK_MONOTONIC);
    if (g->rank == 0 && now - g->printed >= PRINT_S) {
        uint64_t total = mc_db_layer_start(&g->db, g->n + 1) - g->start;
        fprintf(stderr, "mancala-dbgen: layer %d of %d, %s: %" PRIu64 " of %" PRIu64
                        " positions (%.0f%%), %.1f s\n",
                g->n, (int)g->db.seeds, phase, all[0], total,
                total ? 100.0 * (double)all[0] / (double)total : 100.0, now - g->began);
        g->printed = now;
    }
    return all[1] > 0;
}

/* ---- Ranges: rank r holds arrangements start + S*r/P .. start + S*(r+1)/P of each layer. */

static uint64_t layer_size(const gen *g, int n)
{
    return mc_db_layer_start(&g->db, n + 1) - mc_db_layer_start(&g->db, n);
}

static uint64_t range_start(const gen *g, int n, int r)
{
    return mc_db_layer_start(&g->db, n) + layer_size(g, n) * (uint64_t)r / (uint64_t)g->size;
}

static int owner(const gen *g, int n, uint64_t index)
{
    uint64_t S = layer_size(g, n), off = index - mc_db_layer_start(&g->db, n);
    int r = (int)(off * (uint64_t)g->size / S);
    while (r + 1 < g->size && range_start(g, n, r + 1) <= index)
        r++;
    while (range_start(g, n, r) > index)
        r--;
    return r;
}

/* ---- Exchanges: one all-to-all of counts, then one of the data. */

static void count_traffic(gen *g, const int *counts, size_t unit)
{
    int r;
    for (r = 0; r < g->size; r++)
        if (r != g->rank && counts[r] > 0) {
            g->t.messages++;
            g->t.bytes += (uint64_t)counts[r] * unit;
        }
}

/* Sends each rank its list of words; returns all that came in, *n of them (free it). */
static uint64_t *exchange_words(gen *g, words *lists, size_t *n)
{
    uint64_t *send, *recv;
    size_t total = 0, at = 0;
    int r;
    for (r = 0; r < g->size; r++) {
        if (lists[r].n > INT32_MAX)
            die("%s", "a message is too large");
        g->scount[r] = (int)lists[r].n;
        g->sdisp[r] = (int)total;
        total += lists[r].n;
    }
    send = must(malloc((total ? total : 1) * sizeof *send));
    for (r = 0; r < g->size; r++) {
        memcpy(send + at, lists[r].w, lists[r].n * sizeof *send);
        at += lists[r].n;
    }
    MPI_Alltoall(g->scount, 1, MPI_INT, g->rcount, 1, MPI_INT, MPI_COMM_WORLD);
    for (r = 0, total = 0; r < g->size; r++) {
        g->rdisp[r] = (int)total;
        total += (size_t)g->rcount[r];
    }
    recv = must(malloc((total ? total : 1) * sizeof *recv));
    MPI_Alltoallv(send, g->scount, g->sdisp, MPI_UINT64_T, recv, g->rcount, g->rdisp,
                  MPI_UINT64_T, MPI_COMM_WORLD);
    count_traffic(g, g->scount, sizeof *send);
    g->t.exchanges++;
    free(send);
    *n = total;
    return recv;
}

/* ---- Exits: every arrangement's ways out of its layer, with the lower layers' values asked of
 * the ranks that hold them, a block at a time: a first pass over the block collects the requests,
 * one exchange answers them, a second pass reads the answers in the same order. */

static int child_value(void *ctx, uint64_t index, int n, const mc_pos *p, int house)
{
    gen *g = ctx;
    int r = owner(g, n, index);
    (void)p;
    (void)house;
    if (r == g->rank)
        return g->val[n][index - range_start(g, n, r)];
    if (g->asking) {
        push(&g->req[r], index);
        return 0;
    }
    return g->ans[r][g->ans_at[r]++];
}

/* Answers the requests of the block just passed over: returns whether this rank asked any. */
static int answer_requests(gen *g)
{
    uint64_t *in;
    int8_t *reply, *back;
    size_t n, i, asked = 0;
    int r;

    in = exchange_words(g, g->req, &n);
    reply = must(malloc(n ? n : 1));
    for (i = 0; i < n; i++) {
        /* The layer of a requested index: the one whose range holds it. */
        int m = 0;
        while (mc_db_layer_start(&g->db, m + 1) <= in[i])
            m++;
        reply[i] = g->val[m][in[i] - range_start(g, m, g->rank)];
    }
    /* The answers go back the way the requests came. */
    for (r = 0; r < g->size; r++)
        asked += g->req[r].n;
    back = must(malloc(asked ? asked : 1));
    MPI_Alltoallv(reply, g->rcount, g->rdisp, MPI_INT8_T, back, g->scount, g->sdisp, MPI_INT8_T,
                  MPI_COMM_WORLD);
    count_traffic(g, g->rcount, 1);
    for (r = 0; r < g->size; r++) {
        g->ans[r] = back + g->sdisp[r];
        g->ans_at[r] = 0;
        g->req[r].n = 0;
    }
    free(in);
    free(reply);
    free(g->answers);
    g->answers = back;
    return asked > 0;
}

/* Returns whether the ranks stop (an interrupt). */
static int exits(gen *g)
{
    uint64_t mine = g->hi - g->lo, blocks = (mine + BLOCK - 1) / BLOCK, most, b, r;

    MPI_Allreduce(&blocks, &most, 1, MPI_UINT64_T, MPI_MAX, MPI_COMM_WORLD);
    for (b = 0; b < most; b++) {
        uint64_t from = g->lo + b * BLOCK, to = from + BLOCK;
        int asked;
        if (from > g->hi)
            from = g->hi;
        if (to > g->hi)
            to = g->hi;
        g->asking = 1;
        for (r = from; r < to; r++)
            mc_db_exit(&g->db, r, g->n, child_value, g, &g->exit[r - g->lo], &g->moves[r - g->lo]);
        asked = answer_requests(g);
        g->asking = 0;
        if (asked)
            for (r = from; r < to; r++)
                mc_db_exit(&g->db, r, g->n, child_value, g, &g->exit[r - g->lo],
                           &g->moves[r - g->lo]);
        if (progress(g, "ways out", to - g->lo))
            break;
    }
    free(g->answers);
    g->answers = NULL;
    return b < most;
}

/* ---- Retrograde analysis over thresholds, as mancala_db_build does it, with the predecessors
 * that lie in other ranks' ranges sent there as updates: the offset in the layer and whether the
 * arrangement decided was won. */

static void decide(gen *g, uint64_t at, int value)
{
    g->val[g->n][at] = (int8_t)value;
    if (value == MC_DB_UNKNOWN)
        return;
    g->decided++;
    if (!(g->moves[at] & MC_DB_TERMINAL))
        g->queue[g->tail++] = (uint32_t)at;
}

static void update(gen *g, uint64_t at, int won, int t)
{
    if (g->val[g->n][at] == MC_DB_UNKNOWN)
        decide(g, at, mc_db_decide_by_child(g->exit[at], &g->moves[at], won, t));
}

/* Works through the queue until it is empty, enough updates for others are gathered, or
 * FLUSH_MS have passed. */
static void propagate(gen *g, int t)
{
    uint32_t preds[MC_DB_MAX_PREDECESSORS];
    size_t gathered = 0, steps = 0;
    const double until = seconds(CLOCK_MONOTONIC) + FLUSH_MS / 1000.0;
    while (g->head < g->tail && gathered < FLUSH_AT) {
        uint64_t q;
        int won, np, i;
        mc_pos c;
        if (++steps % 4096 == 0 && seconds(CLOCK_MONOTONIC) >= until)
            break;
        q = g->queue[g->head++];
        won = g->val[g->n][q] > 0;
        mc_db_unrank(&g->db, g->lo + q, g->n, &c);
        np = mc_db_predecessors(&g->db, g->n, g->start, &c, preds);
        for (i = 0; i < np; i++) {
            uint64_t index = g->start + preds[i];
            int r = owner(g, g->n, index);
            if (r == g->rank) {
                update(g, index - g->lo, won, t);
            } else {
                push(&g->out[r], (uint64_t)preds[i] << 1 | (uint64_t)won);
                gathered++;
            }
        }
    }
}

/* Threshold t; returns whether the ranks stop (an interrupt). */
static int threshold(gen *g, int t)
{
    uint64_t r, pending;
    g->head = g->tail = 0;
    for (r = 0; r < g->hi - g->lo; r++)
        if (g->val[g->n][r] == MC_DB_UNKNOWN)
            decide(g, r, mc_db_decide_alone(g->exit[r], g->moves[r], t));
    do {
        uint64_t *in;
        size_t n, i;
        int k;
        propagate(g, t);
        if (g->size > 1) {
            in = exchange_words(g, g->out, &n);
            for (k = 0; k < g->size; k++)
                g->out[k].n = 0;
            for (i = 0; i < n; i++)
                update(g, g->start + (in[i] >> 1) - g->lo, (int)(in[i] & 1), t);
            free(in);
        }
        if (progress(g, "values", g->decided))
            return 1;
        pending = g->tail - g->head;
        if (g->size > 1)
            MPI_Allreduce(MPI_IN_PLACE, &pending, 1, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD);
    } while (pending > 0);
    return 0;
}

/* Builds layer g->n; returns whether the ranks stopped (an interrupt), the layer unfinished. */
static int build_layer(gen *g)
{
    uint64_t mine = g->hi - g->lo, r;
    int t, stop;
    if (mine > UINT32_MAX)
        die("%s", "a rank's share of a layer passes 2^32 arrangements: use more ranks");
    g->exit = must(malloc(mine ? mine : 1));
    g->moves = must(malloc(mine ? mine : 1));
    g->queue = must(malloc((mine ? mine : 1) * sizeof *g->queue));
    memset(g->val[g->n], MC_DB_UNKNOWN, mine);
    g->decided = 0;
    stop = exits(g);
    for (t = g->n; t >= 1 && !stop; t--)
        stop = threshold(g, t);
    for (r = 0; r < mine; r++)
        if (g->val[g->n][r] == MC_DB_UNKNOWN)
            g->val[g->n][r] = 0;
    free(g->exit);
    free(g->moves);
    free(g->queue);
    return stop;
}

/* ---- Checkpoints: layer-NN in the folder, written by every rank at its range's offset, then
 * checksummed and renamed into place by rank 0. */

static void put(uint8_t *b, uint64_t x, int bytes)
{
    int i;
    for (i = 0; i < bytes; i++)
        b[i] = (uint8_t)(x >> (8 * i));
}

static void layer_path(const gen *g, int n, const char *suffix, char *path, size_t cap)
{
    snprintf(path, cap, "%s/layer-%02d%s", g->dir, n, suffix);
}

static void layer_header(const gen *g, int n, uint32_t crc, uint8_t *b)
{
    memset(b, 0, LAYER_HEADER);
    memcpy(b, LAYER_MAGIC, 8);
    put(b + 8, LAYER_VERSION, 4);
    put(b + 12, (uint64_t)n, 4);
    put(b + 16, g->db.v.r.houses, 4);
    put(b + 24, layer_size(g, n), 8);
    put(b + 32, crc, 4);
    memcpy(b + LAYER_SPEC_AT, g->spec, LAYER_SPEC);
    if (strlen(g->spec) >= LAYER_SPEC)
        put(b + LAYER_SPEC_SUM, mc_fnv1a(g->spec, strlen(g->spec), MC_FNV_BASIS), 8);
}

/* n bytes to fd at offset at, or where fd stands for at < 0. */
static int write_all(int fd, const void *p, size_t n, off_t at)
{
    const uint8_t *b = p;
    while (n > 0) {
        ssize_t w = at < 0 ? write(fd, b, n) : pwrite(fd, b, n, at);
        if (w <= 0)
            return -1;
        b += w;
        n -= (size_t)w;
        if (at >= 0)
            at += w;
    }
    return 0;
}

/* CRC-32C of size bytes of fd from offset at, read in pieces, going on from *crc, and the bytes
 * copied to out where out >= 0; -1 on a short file or a failed write. */
static int crc_fd(int fd, off_t at, uint64_t size, uint32_t *crc, int out)
{
    static uint8_t buf[1 << 20];
    while (size > 0) {
        size_t want = size < sizeof buf ? (size_t)size : sizeof buf;
        ssize_t got = pread(fd, buf, want, at);
        if (got <= 0)
            return -1;
        *crc = mc_crc32c(buf, (size_t)got, *crc);
        if (out >= 0 && write_all(out, buf, (size_t)got, -1) != 0)
            return -1;
        at += got;
        size -= (uint64_t)got;
    }
    return 0;
}

static void sync_dir(const char *dir)
{
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

/* The folder of file flushed, so that its rename is on the disk too. */
static void sync_parent(const char *file)
{
    char dir[4096];
    const char *slash = strrchr(file, '/');
    if (!slash) {
        sync_dir(".");
        return;
    }
    snprintf(dir, sizeof dir, "%.*s", (int)(slash - file) + 1, file);
    sync_dir(dir);
}

static void save_layer(gen *g)
{
    char tmp[4096], path[4096];
    uint8_t head[LAYER_HEADER];
    uint64_t size = layer_size(g, g->n);
    uint32_t crc;
    int fd, ok = 1;

    layer_path(g, g->n, ".tmp", tmp, sizeof tmp);
    layer_path(g, g->n, "", path, sizeof path);
    if (g->rank == 0) {
        fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0 || ftruncate(fd, (off_t)(LAYER_HEADER + size)) != 0)
            die("cannot write %s", tmp);
        close(fd);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    fd = open(tmp, O_WRONLY);
    if (fd < 0 || write_all(fd, g->val[g->n], (size_t)(g->hi - g->lo),
                            (off_t)(LAYER_HEADER + g->lo - g->start)) != 0 ||
        fsync(fd) != 0)
        ok = 0;
    if (fd >= 0)
        close(fd);
    MPI_Allreduce(MPI_IN_PLACE, &ok, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    if (!ok)
        die("cannot write %s", tmp);
    if (g->rank == 0) {
        fd = open(tmp, O_RDWR);
        layer_header(g, g->n, 0, head);
        crc = mc_crc32c(head, sizeof head, 0);
        if (fd < 0 || crc_fd(fd, LAYER_HEADER, size, &crc, -1) != 0)
            die("cannot read back %s", tmp);
        layer_header(g, g->n, crc, head);
        if (write_all(fd, head, sizeof head, 0) != 0 || fsync(fd) != 0 || close(fd) != 0 ||
            rename(tmp, path) != 0)
            die("cannot write %s", path);
        sync_dir(g->dir);
    }
    MPI_Barrier(MPI_COMM_WORLD);
}

/* Whether layer-NN is a whole checkpoint of layer n of these rules: header, size, checksum (of
 * the header and the values) and values all as they should be (a run killed while writing it
 * leaves a .tmp or nothing, but a file can also be cut short or damaged later). */
static int layer_valid(const gen *g, int n)
{
    char path[4096];
    uint8_t head[LAYER_HEADER], want[LAYER_HEADER], buf[1 << 16];
    uint64_t size = layer_size(g, n), at;
    uint32_t crc;
    struct stat st;
    int fd, ok;

    layer_path(g, n, "", path, sizeof path);
    layer_header(g, n, 0, want);
    crc = mc_crc32c(want, sizeof want, 0);
    fd = open(path, O_RDONLY);
    if (fd < 0)
        return 0;
    ok = fstat(fd, &st) == 0 && (uint64_t)st.st_size == LAYER_HEADER + size &&
         pread(fd, head, sizeof head, 0) == (ssize_t)sizeof head;
    for (at = 0; ok && at < size;) {
        size_t want_n = size - at < sizeof buf ? (size_t)(size - at) : sizeof buf, i;
        ssize_t got = pread(fd, buf, want_n, (off_t)(LAYER_HEADER + at));
        if (got != (ssize_t)want_n) {
            ok = 0;
            break;
        }
        for (i = 0; i < want_n; i++)
            if ((int8_t)buf[i] < -n || (int8_t)buf[i] > n)
                ok = 0;
        crc = mc_crc32c(buf, want_n, crc);
        at += want_n;
    }
    close(fd);
    layer_header(g, n, crc, want);
    return ok && memcmp(head, want, sizeof want) == 0;
}

static void load_layer(gen *g, int n)
{
    char path[4096];
    uint64_t lo = range_start(g, n, g->rank), hi = range_start(g, n, g->rank + 1), at = 0;
    int fd;
    layer_path(g, n, "", path, sizeof path);
    fd = open(path, O_RDONLY);
    if (fd < 0)
        die("cannot read %s", path);
    while (at < hi - lo) {
        ssize_t got = pread(fd, g->val[n] + at, (size_t)(hi - lo - at),
                            (off_t)(LAYER_HEADER + lo - mc_db_layer_start(&g->db, n) + at));
        if (got <= 0)
            die("cannot read %s", path);
        at += (uint64_t)got;
    }
    close(fd);
}

/* ---- The database file: mancala_db_save(3)'s header, then the layers in order, streamed
 * through rank 0: the checksum runs over the header, its checksum field zero, then over all
 * entries in order; the header is written again with it at the end. A temporary file beside the
 * target, flushed to the disk and renamed over it, the folder flushed too: a run that fails or is
 * killed leaves the target as it was. */

static void write_database(gen *g, const char *file)
{
    char tmp[4096];
    uint8_t head[MC_DB_HEADER_MAX];
    size_t size = mc_db_header(&g->db, 0, head); /* written again with the sum */
    uint32_t crc = mc_crc32c(head, size, 0);
    int out, n, ok;

    snprintf(tmp, sizeof tmp, "%s.tmp", file);
    out = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out < 0)
        die("cannot write %s", tmp);
    ok = size > 0 && write_all(out, head, size, -1) == 0;
    for (n = 0; ok && n <= g->db.seeds; n++) {
        char path[4096];
        int fd;
        layer_path(g, n, "", path, sizeof path);
        fd = open(path, O_RDONLY);
        ok = fd >= 0 && crc_fd(fd, LAYER_HEADER, layer_size(g, n), &crc, out) == 0;
        if (fd >= 0)
            close(fd);
    }
    mc_db_header(&g->db, crc, head);
    ok = ok && write_all(out, head, size, 0) == 0 && fsync(out) == 0;
    ok = close(out) == 0 && ok;
    if (!ok || rename(tmp, file) != 0) {
        unlink(tmp);
        die("cannot write %s", file);
    }
    sync_parent(file);
}

static void remove_layers(const gen *g)
{
    char path[4096];
    int n;
    for (n = 0; n <= g->db.seeds; n++) {
        layer_path(g, n, "", path, sizeof path);
        unlink(path);
    }
    rmdir(g->dir);
}

/* ---- Options and the run. */

static int usage(int rank)
{
    if (rank == 0)
        fprintf(stderr, "usage: mpirun -np N mancala-dbgen [-k] [-s] [-c DIR] [-a LAYER] "
                        "SPEC SEEDS FILE\n");
    MPI_Finalize();
    return 2;
}

/* One line for layer n: its traffic summed over the ranks, its wall-clock seconds and the
 * processor seconds of all ranks. */
static void print_stats(gen *g, int n, double wall, double cpu)
{
    uint64_t mine[3] = { g->t.messages, g->t.bytes, g->t.exchanges }, sum[3];
    double cpus;
    MPI_Reduce(mine, sum, 3, MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Reduce(&cpu, &cpus, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (g->rank == 0)
        printf("layer %2d: %12" PRIu64 " positions, %6" PRIu64 " exchanges, %8" PRIu64
               " messages, %14" PRIu64 " bytes, %8.2f s, cpu %8.2f s\n",
               n, layer_size(g, n), sum[2] / (uint64_t)g->size, sum[0], sum[1], wall, cpus);
    memset(&g->t, 0, sizeof g->t);
}

/* After an interrupt, on every rank: the layers freed, and rank 0 says what a rerun resumes
 * from. */
static int interrupted_run(gen *g, int seeds)
{
    int n;
    if (g->rank == 0) {
        if (g->n > 0)
            fprintf(stderr, "mancala-dbgen: interrupted in layer %d after %.1f s; layers 0 to %d "
                            "are kept in %s, and the same command resumes after them\n",
                    g->n, seconds(CLOCK_MONOTONIC) - g->began, g->n - 1, g->dir);
        else
            fprintf(stderr, "mancala-dbgen: interrupted in layer 0 after %.1f s\n",
                    seconds(CLOCK_MONOTONIC) - g->began);
    }
    for (n = 0; n <= seeds; n++)
        free(g->val[n]);
    MPI_Finalize();
    return 130;
}

int main(int argc, char **argv)
{
    gen g;
    mc_rules rules;
    mancala_variant v;
    traffic all = { 0, 0, 0 };
    char dirbuf[4096];
    const char *spec, *file;
    int a, n, keep = 0, stats = 0, abort_after = -1, done = 0, seeds;
    char *end;
    long parsed;
    double t0, c0;
    size_t needed;
    struct sigaction sa;

    MPI_Init(&argc, &argv);
    memset(&g, 0, sizeof g);
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    MPI_Comm_rank(MPI_COMM_WORLD, &g.rank);
    MPI_Comm_size(MPI_COMM_WORLD, &g.size);
    for (a = 1; a < argc && argv[a][0] == '-' && argv[a][1] != '\0'; a++) {
        if (strcmp(argv[a], "-k") == 0 || strcmp(argv[a], "--keep") == 0)
            keep = 1;
        else if (strcmp(argv[a], "-s") == 0 || strcmp(argv[a], "--stats") == 0)
            stats = 1;
        else if ((strcmp(argv[a], "-c") == 0 || strcmp(argv[a], "--checkpoint") == 0) &&
                 a + 1 < argc)
            g.dir = argv[++a];
        else if ((strcmp(argv[a], "-a") == 0 || strcmp(argv[a], "--abort-after") == 0) &&
                 a + 1 < argc)
            abort_after = atoi(argv[++a]);
        else
            return usage(g.rank);
    }
    if (argc - a != 3)
        return usage(g.rank);
    spec = argv[a];
    parsed = strtol(argv[a + 1], &end, 10);
    seeds = *end || end == argv[a + 1] || parsed < 0 || parsed > MC_DB_MAX_SEEDS ? -1 : (int)parsed;
    file = argv[a + 2];
    if (mc_rules_from_spec(&rules, spec) != MANCALA_OK)
        die("not a valid spec: %s", spec);
    mc_variant_init(&v, &rules);
    if (!mc_db_rules_supported(&v))
        die("a database cannot describe the rules %s (see mancala_db_build(3))", spec);
    /* Retrograde analysis needs every predecessor: relay sowing has too many to undo. */
    if (rules.relay != MC_RELAY_OFF)
        die("%s: relay sowing is not supported (build it with mancala_db_build)", spec);
    if (seeds < 0 || mc_db_init(&g.db, &rules, seeds) != MANCALA_OK)
        die("%s seeds: beyond the limits of mancala_db_build(3)", argv[a + 1]);
    mancala_variant_spec(&g.db.v, g.spec, sizeof g.spec, &needed);
    if (!g.dir) {
        snprintf(dirbuf, sizeof dirbuf, "%s.layers", file);
        g.dir = dirbuf;
    }
    g.req = must(calloc((size_t)g.size, sizeof *g.req));
    g.out = must(calloc((size_t)g.size, sizeof *g.out));
    g.ans = must(calloc((size_t)g.size, sizeof *g.ans));
    g.ans_at = must(calloc((size_t)g.size, sizeof *g.ans_at));
    g.scount = must(calloc((size_t)g.size, sizeof(int)));
    g.rcount = must(calloc((size_t)g.size, sizeof(int)));
    g.sdisp = must(calloc((size_t)g.size, sizeof(int)));
    g.rdisp = must(calloc((size_t)g.size, sizeof(int)));

    /* Resume after the whole layers already written. */
    if (g.rank == 0) {
        if (mkdir(g.dir, 0755) != 0 && errno != EEXIST)
            die("cannot make %s", g.dir);
        while (done <= seeds && layer_valid(&g, done))
            done++;
        if (done > 0)
            fprintf(stderr, "mancala-dbgen: resuming after layer %d\n", done - 1);
    }
    MPI_Bcast(&done, 1, MPI_INT, 0, MPI_COMM_WORLD);
    for (n = 0; n <= seeds; n++) {
        uint64_t lo = range_start(&g, n, g.rank), hi = range_start(&g, n, g.rank + 1);
        g.val[n] = must(malloc(hi > lo ? (size_t)(hi - lo) : 1));
        if (n < done)
            load_layer(&g, n);
    }
    g.began = seconds(CLOCK_MONOTONIC);
    g.printed = g.began - PRINT_S; /* the first exchange prints */
    for (n = done; n <= seeds; n++) {
        t0 = seconds(CLOCK_MONOTONIC);
        c0 = seconds(CLOCK_PROCESS_CPUTIME_ID);
        g.n = n;
        g.start = mc_db_layer_start(&g.db, n);
        g.lo = range_start(&g, n, g.rank);
        g.hi = range_start(&g, n, g.rank + 1);
        if (build_layer(&g))
            return interrupted_run(&g, seeds);
        save_layer(&g);
        all.messages += g.t.messages;
        all.bytes += g.t.bytes;
        if (stats)
            print_stats(&g, n, seconds(CLOCK_MONOTONIC) - t0,
                        seconds(CLOCK_PROCESS_CPUTIME_ID) - c0);
        else
            memset(&g.t, 0, sizeof g.t);
        if (n == abort_after && g.rank == g.size - 1)
            raise(SIGKILL); /* tests: a rank killed between two layers */
    }
    if (g.rank == 0) {
        write_database(&g, file);
        if (!keep)
            remove_layers(&g);
    }
    if (stats) {
        MPI_Reduce(g.rank == 0 ? MPI_IN_PLACE : &all.bytes, &all.bytes, 1, MPI_UINT64_T, MPI_SUM,
                   0, MPI_COMM_WORLD);
        if (g.rank == 0)
            printf("total: %d ranks, %" PRIu64 " positions, %" PRIu64 " bytes exchanged\n",
                   g.size, g.db.entries, all.bytes);
    }
    for (n = 0; n <= seeds; n++)
        free(g.val[n]);
    MPI_Finalize();
    return 0;
}
