/* SPDX-License-Identifier: MIT */
/* system.h: what the engine asks of the operating system: threads, big zeroed blocks of memory and
 * a monotonic clock. The rest of lib/ stays plain C99 and reaches the system only through here. */
#ifndef MANCALA_SYSTEM_H
#define MANCALA_SYSTEM_H

#include <stddef.h>
#if defined(MANCALA_THREADS)
#include <pthread.h>
#endif

#define MC_MAX_THREADS 64 /* documented in mancala_search_new(3) and mancala_db_build(3) */

/* Threads started together and joined together. */
typedef struct mc_threads {
#if defined(MANCALA_THREADS)
    pthread_t tid[MC_MAX_THREADS];
#endif
    int started;
} mc_threads;

/* Starts fn on args[0], args[stride], ... (n of them, n <= MC_MAX_THREADS), one thread each, and
 * returns how many started: those are the first ones. A thread that cannot be started is not an
 * error: its caller does that share of the work itself. Without thread support none start. */
int mc_threads_start(mc_threads *t, void *(*fn)(void *), void *args, size_t stride, int n);
void mc_threads_join(mc_threads *t);

/* Zeroed memory for a large table (mmap'ed on Linux, with huge pages where offered); freed with
 * the same size. */
void *mc_big_alloc(size_t size);
void mc_big_free(void *p, size_t size);

/* Milliseconds on a monotonic clock. */
double mc_now_ms(void);

#endif
