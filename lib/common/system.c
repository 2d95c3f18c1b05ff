/* SPDX-License-Identifier: MIT */
/* system.c: threads, big zeroed blocks and the clock (see system.h). */
#define _POSIX_C_SOURCE 200809L
#if defined(__linux__)
#define _DEFAULT_SOURCE /* madvise */
#include <sys/mman.h>
#endif
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#include "system.h"

int mc_threads_start(mc_threads *t, void *(*fn)(void *), void *args, size_t stride, int n)
{
    t->started = 0;
#if defined(MANCALA_THREADS)
    while (t->started < n && t->started < MC_MAX_THREADS &&
           pthread_create(&t->tid[t->started], NULL, fn,
                          (char *)args + (size_t)t->started * stride) == 0)
        t->started++;
#else
    (void)fn;
    (void)args;
    (void)stride;
    (void)n;
#endif
    return t->started;
}

void mc_threads_join(mc_threads *t)
{
#if defined(MANCALA_THREADS)
    int i;
    for (i = 0; i < t->started; i++)
        pthread_join(t->tid[i], NULL);
#endif
    t->started = 0;
}

/* On Linux the block is mapped directly and marked for huge pages: tables are touched at random,
 * and with 4 KiB pages most probes would also miss the TLB. */
void *mc_big_alloc(size_t size)
{
#if defined(__linux__) && defined(MAP_ANONYMOUS)
    void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
#if defined(MADV_HUGEPAGE)
    madvise(p, size, MADV_HUGEPAGE);
#endif
    return p;
#else
    return calloc(1, size);
#endif
}

void mc_big_free(void *p, size_t size)
{
    if (!p)
        return;
#if defined(__linux__) && defined(MAP_ANONYMOUS)
    munmap(p, size);
#else
    (void)size;
    free(p);
#endif
}

double mc_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}
