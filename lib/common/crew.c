/* SPDX-License-Identifier: MIT */
/* crew.c: crews of threads that wait between jobs (system.h), for work started many times a second
 * (a batch's step): POSIX threads, or Win32's (Vista's condition variables); without threads the
 * caller does every part. */
#if defined(_WIN32) && defined(MANCALA_THREADS)
#if !defined(_WIN32_WINNT) || _WIN32_WINNT < 0x0600
#undef _WIN32_WINNT
#define _WIN32_WINNT 0x0600 /* SRWLOCK and CONDITION_VARIABLE */
#endif
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <process.h> /* _beginthreadex */
#endif
#include <stdint.h>
#include <stdlib.h>
#if defined(__SSE2__)
#include <emmintrin.h> /* _mm_pause */
#endif

#include "common.h"
#include "system.h"

/* How long a member that finished a part, and the caller waiting for the others, look at the job's
 * number before they sleep: a batch's steps follow each other within microseconds, and a wake-up
 * from sleep costs about as much as a step of a thousand games. */
#define SPINS 4000

#if defined(MANCALA_THREADS) && defined(_WIN32)
typedef SRWLOCK lock_t;
typedef CONDITION_VARIABLE cond_t;
static void lock_init(lock_t *l) { InitializeSRWLock(l); }
static void lock_done(lock_t *l) { (void)l; }
static void lock(lock_t *l) { AcquireSRWLockExclusive(l); }
static void unlock(lock_t *l) { ReleaseSRWLockExclusive(l); }
static void cond_init(cond_t *c) { InitializeConditionVariable(c); }
static void cond_done(cond_t *c) { (void)c; }
static void cond_wait(cond_t *c, lock_t *l) { SleepConditionVariableSRW(c, l, INFINITE, 0); }
static void cond_wake_all(cond_t *c) { WakeAllConditionVariable(c); }
#elif defined(MANCALA_THREADS)
typedef pthread_mutex_t lock_t;
typedef pthread_cond_t cond_t;
static void lock_init(lock_t *l) { pthread_mutex_init(l, NULL); }
static void lock_done(lock_t *l) { pthread_mutex_destroy(l); }
static void lock(lock_t *l) { pthread_mutex_lock(l); }
static void unlock(lock_t *l) { pthread_mutex_unlock(l); }
static void cond_init(cond_t *c) { pthread_cond_init(c, NULL); }
static void cond_done(cond_t *c) { pthread_cond_destroy(c); }
static void cond_wait(cond_t *c, lock_t *l) { pthread_cond_wait(c, l); }
static void cond_wake_all(cond_t *c) { pthread_cond_broadcast(c); }
#endif

struct mc_crew {
    int parts; /* members started, plus the caller */
#if defined(MANCALA_THREADS)
    lock_t mu;
    cond_t go, done;
    void (*fn)(void *arg, int part, int parts);
    void *arg;
    unsigned long job; /* the number of the job posted last (under mu) */
    int busy;          /* members still in the job (under mu) */
    int stop;
    MC_ATOMIC(unsigned long) posted; /* job, for a look without the lock */
    MC_ATOMIC(int) left;             /* busy, likewise */
    struct member *m;
#endif
};

#if defined(MANCALA_THREADS)
typedef struct member {
    struct mc_crew *crew;
    int part;
#if defined(_WIN32)
    HANDLE thread;
#else
    pthread_t thread;
#endif
} member;

static void relax(void)
{
#if defined(__SSE2__)
    _mm_pause();
#endif
}

/* A member: waits for a job it has not done, does its part, says so. The looks at the atomic
 * words only shorten the wait; what a part reads and writes is ordered by the lock. */
static void member_loop(member *me)
{
    mc_crew *c = me->crew;
    unsigned long seen = 0;
    for (;;) {
        void (*fn)(void *, int, int);
        void *arg;
        int i;
        for (i = 0; i < SPINS && MC_ATOMIC_LOAD(c->posted) == seen; i++)
            relax();
        lock(&c->mu);
        while (c->job == seen && !c->stop)
            cond_wait(&c->go, &c->mu);
        if (c->stop) {
            unlock(&c->mu);
            return;
        }
        seen = c->job;
        fn = c->fn;
        arg = c->arg;
        unlock(&c->mu);
        fn(arg, me->part, c->parts);
        lock(&c->mu);
        MC_ATOMIC_ADD(c->left, -1);
        if (--c->busy == 0)
            cond_wake_all(&c->done);
        unlock(&c->mu);
    }
}

#if defined(_WIN32)
static unsigned __stdcall member_main(void *arg)
{
    member_loop(arg);
    return 0;
}

static int member_start(member *me)
{
    uintptr_t h = _beginthreadex(NULL, 0, member_main, me, 0, NULL);
    me->thread = (HANDLE)h;
    return h != 0;
}

static void member_join(member *me)
{
    WaitForSingleObject(me->thread, INFINITE);
    CloseHandle(me->thread);
}
#else
static void *member_main(void *arg)
{
    member_loop(arg);
    return NULL;
}

static int member_start(member *me)
{
    return pthread_create(&me->thread, NULL, member_main, me) == 0;
}

static void member_join(member *me)
{
    pthread_join(me->thread, NULL);
}
#endif
#endif

int32_t mc_crew_new(mc_crew **out, int n)
{
    mc_crew *c = calloc(1, sizeof *c);
    if (!c)
        return MANCALA_ENOMEM;
    c->parts = 1;
#if defined(MANCALA_THREADS)
    MC_ATOMIC_SET(c->posted, 0);
    MC_ATOMIC_SET(c->left, 0);
    if (n > 1 && !(c->m = calloc((size_t)n - 1, sizeof *c->m))) {
        free(c);
        return MANCALA_ENOMEM;
    }
    lock_init(&c->mu);
    cond_init(&c->go);
    cond_init(&c->done);
    /* A member's part is fixed when it starts: the caller is part 0. */
    while (c->parts < n) {
        member *me = &c->m[c->parts - 1];
        me->crew = c;
        me->part = c->parts;
        if (!member_start(me))
            break;
        c->parts++;
    }
#else
    (void)n;
#endif
    *out = c;
    return MANCALA_OK;
}

int mc_crew_size(const mc_crew *c)
{
    return c->parts;
}

void mc_crew_run(mc_crew *c, void (*fn)(void *arg, int part, int parts), void *arg)
{
#if defined(MANCALA_THREADS)
    int i;
    if (c->parts > 1) {
        lock(&c->mu);
        c->fn = fn;
        c->arg = arg;
        c->busy = c->parts - 1;
        MC_ATOMIC_SET(c->left, c->parts - 1);
        c->job++;
        MC_ATOMIC_SET(c->posted, c->job);
        cond_wake_all(&c->go);
        unlock(&c->mu);
    }
    fn(arg, 0, c->parts);
    if (c->parts == 1)
        return;
    for (i = 0; i < SPINS && MC_ATOMIC_LOAD(c->left) != 0; i++)
        relax();
    lock(&c->mu);
    while (c->busy)
        cond_wait(&c->done, &c->mu);
    unlock(&c->mu);
#else
    fn(arg, 0, c->parts);
#endif
}

void mc_crew_free(mc_crew *c)
{
    if (!c)
        return;
#if defined(MANCALA_THREADS)
    {
        int i;
        lock(&c->mu);
        c->stop = 1;
        cond_wake_all(&c->go);
        unlock(&c->mu);
        for (i = 1; i < c->parts; i++)
            member_join(&c->m[i - 1]);
        cond_done(&c->go);
        cond_done(&c->done);
        lock_done(&c->mu);
        free(c->m);
    }
#endif
    free(c);
}
