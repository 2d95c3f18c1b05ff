/* SPDX-License-Identifier: MIT */
/* system.c: threads, big zeroed blocks, the clock and 64-bit file offsets (see system.h): the one
 * file of lib/ that knows the operating system. POSIX first, then Windows. */
#define _POSIX_C_SOURCE 200809L
#if defined(__linux__)
#define _DEFAULT_SOURCE /* madvise */
#include <sys/mman.h>
#endif
#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <process.h> /* _beginthreadex */
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>

#include "system.h"

#if !defined(_WIN32)

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

/* off_t is 64 bits wide where configure's AC_SYS_LARGEFILE asked for it. */
int mc_fseek64(FILE *f, int64_t offset, int whence)
{
    if ((int64_t)(off_t)offset != offset)
        return -1;
    return fseeko(f, (off_t)offset, whence);
}

int64_t mc_ftell64(FILE *f)
{
    return (int64_t)ftello(f);
}

#else /* _WIN32: MinGW-w64 and MSVC alike */

/* Win32 threads, not a pthreads layer: an MSVC build has none, and a MinGW build's DLL then needs
 * no libwinpthread-1.dll beside it. _beginthreadex rather than CreateThread: the threads use the
 * C runtime. The thread function's type differs from POSIX's, hence the trampoline. */
static unsigned __stdcall thread_main(void *job)
{
    const struct mc_thread_job *j = job;
    j->fn(j->arg);
    return 0;
}

int mc_threads_start(mc_threads *t, void *(*fn)(void *), void *args, size_t stride, int n)
{
    t->started = 0;
#if defined(MANCALA_THREADS)
    while (t->started < n && t->started < MC_MAX_THREADS) {
        struct mc_thread_job *j = &t->job[t->started];
        uintptr_t h;
        j->fn = fn;
        j->arg = (char *)args + (size_t)t->started * stride;
        h = _beginthreadex(NULL, 0, thread_main, j, 0, NULL);
        if (h == 0)
            break;
        t->tid[t->started++] = (void *)h;
    }
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
    for (i = 0; i < t->started; i++) {
        WaitForSingleObject((HANDLE)t->tid[i], INFINITE);
        CloseHandle((HANDLE)t->tid[i]);
    }
#endif
    t->started = 0;
}

/* VirtualAlloc's pages are zeroed and committed as they are first touched, as mmap's are; calloc
 * would clear the whole block at once. Large pages need a privilege that users rarely hold. */
void *mc_big_alloc(size_t size)
{
    return VirtualAlloc(NULL, size, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
}

void mc_big_free(void *p, size_t size)
{
    (void)size;
    if (p)
        VirtualFree(p, 0, MEM_RELEASE);
}

/* QueryPerformanceCounter never fails on Windows XP and later; whole seconds and the remainder
 * apart, so that the product does not overflow or lose the low ticks. */
double mc_now_ms(void)
{
    LARGE_INTEGER count, freq;
    QueryPerformanceCounter(&count);
    QueryPerformanceFrequency(&freq);
    return (double)(count.QuadPart / freq.QuadPart) * 1000.0 +
           (double)(count.QuadPart % freq.QuadPart) * 1000.0 / (double)freq.QuadPart;
}

int mc_fseek64(FILE *f, int64_t offset, int whence)
{
    return _fseeki64(f, offset, whence);
}

int64_t mc_ftell64(FILE *f)
{
    return _ftelli64(f);
}

#endif

/* Both systems. */

/* Writes to every page of the block, one page at a time: where the system has no call that maps
 * them all at once. */
static void touch_pages(void *p, size_t size)
{
    volatile unsigned char *b = p;
    size_t i;
    for (i = 0; i < size; i += 4096)
        b[i] = 0;
}

/* Linux 5.14's MADV_POPULATE_WRITE maps the pages in one call, as huge pages where the block has
 * them, without a fault per page (4 ms for 64 MiB on the project's 2-core machine against 12 ms
 * by writing to each page); older kernels refuse it with EINVAL. Emulators (qemu-user) may take it as a
 * hint and map nothing: the pages then come as they are used, which is only slower to use. */
static void map_pages(void *p, size_t size)
{
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    if (madvise(p, size, MADV_POPULATE_WRITE) == 0)
        return;
#endif
    touch_pages(p, size);
}

/* One thread's part of a block to map (byte < 0) or to fill with byte. */
typedef struct big_part {
    unsigned char *p;
    size_t size;
    int byte;
} big_part;

static void *do_part(void *arg)
{
    const big_part *b = arg;
    if (b->byte < 0)
        map_pages(b->p, b->size);
    else
        memset(b->p, b->byte, b->size);
    return NULL;
}

/* The parts start on 2 MiB boundaries of the block, a huge page's, and hold one such page at
 * least (a thread's start, some tens of microseconds, is small beside mapping it). The system
 * provides and clears each page as it maps it: threads share that out as they share out the
 * writes of a fill (a table of 4 GiB not used recently took 6.4 to 6.7 s with one thread on the
 * project's 2-core machine, 3.5 to 3.7 s with two). */
static void split_block(void *p, size_t size, int byte, int threads)
{
    const size_t page = (size_t)2 << 20;
    big_part part[MC_MAX_THREADS];
    mc_threads th;
    size_t at = 0;
    int n = threads, t, started;
    if (n > MC_MAX_THREADS)
        n = MC_MAX_THREADS;
    if (n > 1 && size / page < (size_t)n)
        n = (int)(size / page);
    if (n < 1)
        n = 1;
    for (t = 0; t < n; t++) {
        size_t end = t == n - 1 ? size : size / (size_t)n * (size_t)(t + 1) / page * page;
        part[t].p = (unsigned char *)p + at;
        part[t].size = end - at;
        part[t].byte = byte;
        at = end;
    }
    started = mc_threads_start(&th, do_part, part + 1, sizeof *part, n - 1);
    do_part(&part[0]);
    for (t = 1 + started; t < n; t++)
        do_part(&part[t]);
    mc_threads_join(&th);
}

void mc_big_prefault(void *p, size_t size, int threads)
{
    split_block(p, size, -1, threads);
}

void mc_big_fill(void *p, int byte, size_t size, int threads)
{
    split_block(p, size, byte & 0xff, threads);
}
