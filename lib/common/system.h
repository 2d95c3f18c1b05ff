/* SPDX-License-Identifier: MIT */
/* system.h: what the engine asks of the operating system: threads, big zeroed blocks of memory, a
 * monotonic clock, 64-bit file offsets, and the files the library keeps (regular files only, saves
 * that replace their target atomically). The rest of lib/ stays plain C99 and reaches the system
 * only through here. Two implementations in system.c and file.c: POSIX, and Windows (Win32
 * threads, VirtualAlloc, QueryPerformanceCounter, _fseeki64, MoveFileEx), the same for MinGW-w64
 * and MSVC. */
#ifndef MANCALA_SYSTEM_H
#define MANCALA_SYSTEM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#if defined(MANCALA_THREADS) && !defined(_WIN32)
#include <pthread.h>
#endif

#define MC_MAX_THREADS 64 /* documented in mancala_search_new(3) and mancala_db_build(3) */

/* Threads started together and joined together. */
typedef struct mc_threads {
#if defined(MANCALA_THREADS) && defined(_WIN32)
    void *tid[MC_MAX_THREADS]; /* HANDLEs from _beginthreadex */
    struct mc_thread_job {
        void *(*fn)(void *);
        void *arg;
    } job[MC_MAX_THREADS];
#elif defined(MANCALA_THREADS)
    pthread_t tid[MC_MAX_THREADS];
#endif
    int started;
} mc_threads;

/* Starts fn on args[0], args[stride], ... (n of them, n <= MC_MAX_THREADS), one thread each, and
 * returns how many started: those are the first ones. A thread that cannot be started is not an
 * error: its caller does that share of the work itself. Without thread support none start. */
int mc_threads_start(mc_threads *t, void *(*fn)(void *), void *args, size_t stride, int n);
void mc_threads_join(mc_threads *t);

/* A crew: threads kept waiting between jobs, so that a job run many times a second (a batch's
 * step) starts no thread. mc_crew_new starts up to n - 1 threads (those that cannot be started are
 * not an error, nor is a build without threads: the crew is smaller); mc_crew_run runs fn(arg,
 * part, parts) for every part 0 .. parts - 1 at once, part 0 on the calling thread, and returns
 * once all have returned; parts is mc_crew_size, the caller included. One run at a time. */
typedef struct mc_crew mc_crew;
int32_t mc_crew_new(mc_crew **out, int n);
int mc_crew_size(const mc_crew *c);
void mc_crew_run(mc_crew *c, void (*fn)(void *arg, int part, int parts), void *arg);
void mc_crew_free(mc_crew *c);

/* Zeroed memory for a large table (mmap'ed on Linux, with huge pages where offered; VirtualAlloc'ed
 * on Windows); freed with the same size. */
void *mc_big_alloc(size_t size);
void mc_big_free(void *p, size_t size);
/* Maps every page of such a block now, so that later use does not wait for the system to; and
 * fills a block with a byte. Both share the block out among up to `threads` threads. */
void mc_big_prefault(void *p, size_t size, int threads);
void mc_big_fill(void *p, int byte, size_t size, int threads);

/* Milliseconds on a monotonic clock. */
double mc_now_ms(void);

/* fseek and ftell with 64-bit offsets (a database file can pass 2 GiB, where a long may have 32
 * bits: on Windows it always has): fseeko/ftello with configure's 64-bit off_t, _fseeki64 and
 * _ftelli64 on Windows, whatever _FILE_OFFSET_BITS says. mc_ftell64 gives -1 on error. */
int mc_fseek64(FILE *f, int64_t offset, int whence);
int64_t mc_ftell64(FILE *f);


/* file.c: the files the library keeps. mc_file_open opens path for reading only if it is a
 * regular file, without blocking (a FIFO, a directory or a device: MANCALA_EIO), with its size in
 * *size, which a loader holds every length of a header to before it allocates anything. */
int32_t mc_file_open(const char *path, FILE **out, uint64_t *size);

/* A save that replaces its target whole or not at all: mc_save_open creates a new temporary file
 * beside path, mc_save_write writes to it (1 if all went out; after a failure, every later write
 * fails too), and mc_save_close flushes it to the disk and renames it over path, or removes it if
 * anything failed (MANCALA_EIO): path then holds what it held before. */
typedef struct mc_save {
    FILE *f;
    char *tmp;
    const char *path;
    uint64_t written;
    int ok;
} mc_save;
int32_t mc_save_open(mc_save *s, const char *path);
int mc_save_write(mc_save *s, const void *data, size_t n);
int32_t mc_save_close(mc_save *s);

/* For the tests: every save's writes fail with errno err once `at` bytes have been written
 * (at == the file's size: its flush fails); at = -1 injects nothing. Not thread-safe. */
void mc_file_fault(int64_t at, int err);

#endif
