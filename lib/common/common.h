/* SPDX-License-Identifier: MIT */
/* common.h: the bottom layer's interface, which every other layer of lib/ may use: one spelling of
 * each compiler attribute, relaxed atomics (C11's or GCC's), compile-time assertions, and the
 * hashing primitives (hash.c). The platform (threads, clock, big blocks) is system.h beside it.
 * Nothing here is part of the ABI. */
#ifndef MANCALA_COMMON_H
#define MANCALA_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "mancala.h"

/* A function inlined wherever it is called (the hot paths of perft and the search), and one kept
 * out of line (a slow path that would otherwise cost the caller its registers). */
#if defined(__GNUC__)
#define MC_ALWAYS_INLINE static inline __attribute__((always_inline))
#define MC_NOINLINE __attribute__((noinline))
#else
#define MC_ALWAYS_INLINE static inline
#define MC_NOINLINE
#endif

/* Words that threads share (the cancel flag, table slots, busy marks, database values) are
 * declared MC_ATOMIC(type) and read and written only by MC_ATOMIC_LOAD and MC_ATOMIC_SET: relaxed
 * atomics, each access whole, nothing ordered by them. Where the compiler has C11 atomics
 * (C11 or later without __STDC_NO_ATOMICS__: GCC or Clang with -std=c11, MSVC 2022 with
 * /std:c11 /experimental:c11atomics) they are <stdatomic.h>'s; otherwise GCC's builtins (GCC,
 * Clang and compilers that follow them, under the library's -std=c99), on plain words. A compiler
 * with neither cannot build the library: a volatile word is no atomic between threads.
 * A shared 64-bit word must be 8-byte aligned (MC_ALIGN8): on a 32-bit target an 8-byte atomic is
 * an x87 or SSE load and store, or a cmpxchg8b, whole only when aligned; and i386's System V ABI
 * aligns a uint64_t member of a struct to 4 bytes only. */
#if defined(__GNUC__)
#define MC_ALIGN8 __attribute__((aligned(8)))
#elif defined(_MSC_VER)
#define MC_ALIGN8 __declspec(align(8))
#else
#define MC_ALIGN8
#endif
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && !defined(__STDC_NO_ATOMICS__)
#include <stdatomic.h>
#define MC_ATOMIC(type) _Atomic type
#define MC_ATOMIC_LOAD(x) atomic_load_explicit(&(x), memory_order_relaxed)
#define MC_ATOMIC_SET(x, v) atomic_store_explicit(&(x), (v), memory_order_relaxed)
/* x += v, returning what x held before. */
#define MC_ATOMIC_ADD(x, v) atomic_fetch_add_explicit(&(x), (v), memory_order_relaxed)
/* *p = 0 if it still holds old (a mark another thread has since replaced is left alone). */
#define MC_ATOMIC_CLEAR_IF(p, old)                                                                 \
    do {                                                                                           \
        uint64_t mc_expected_ = (old);                                                             \
        atomic_compare_exchange_strong_explicit((p), &mc_expected_, 0, memory_order_relaxed,      \
                                                memory_order_relaxed);                             \
    } while (0)
#elif defined(__GNUC__)
#define MC_ATOMIC(type) type
#define MC_ATOMIC_LOAD(x) __atomic_load_n(&(x), __ATOMIC_RELAXED)
#define MC_ATOMIC_SET(x, v) __atomic_store_n(&(x), (v), __ATOMIC_RELAXED)
#define MC_ATOMIC_ADD(x, v) __atomic_fetch_add(&(x), (v), __ATOMIC_RELAXED)
#define MC_ATOMIC_CLEAR_IF(p, old)                                                                 \
    do {                                                                                           \
        uint64_t mc_expected_ = (old);                                                             \
        __atomic_compare_exchange_n((p), &mc_expected_, 0, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED); \
    } while (0)
#else
#error "libmancala needs C11 atomics (compile as C11) or GCC's __atomic builtins"
#endif

/* Asks for the cache line at p ahead of its read (table slots, database values): a hint only. */
static inline void mc_prefetch(const volatile void *p)
{
#if defined(__GNUC__)
    __builtin_prefetch((const void *)p);
#else
    (void)p;
#endif
}

/* A compile-time assertion at file scope (C99 has no _Static_assert): a negative array size. */
#define MC_STATIC_ASSERT(cond, name) typedef char mc_static_assert_##name[(cond) ? 1 : -1]

/* hash.c: FNV-1a over bytes (database checksums, book keys, the identity of a rule set), and a
 * bijective 64-bit mix (the position hash's keys). */
#define MC_FNV_BASIS 0xcbf29ce484222325ULL
uint64_t mc_fnv1a(const void *data, size_t n, uint64_t h);
/* CRC-32C (Castagnoli; RFC 3720's, iSCSI's): the checksum of every file the library writes. Starts
 * from crc = 0 and goes on from the value of the bytes before: mc_crc32c(b, n, mc_crc32c(a, m, 0))
 * is the CRC of a followed by b. */
uint32_t mc_crc32c(const void *data, size_t n, uint32_t crc);
static inline uint64_t mc_mix64(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}
/* SplitMix64: the next of a sequence of well-mixed numbers from the state *x. */
uint64_t mc_splitmix(uint64_t *x);

#endif
