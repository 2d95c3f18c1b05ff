#!/bin/sh
# SPDX-License-Identifier: MIT
# run-tsan.sh: builds tests/check_threads.c and tests/testutil.c with clang -fsanitize=thread
# against the library sources and runs it (Check in no-fork mode); fails on any ThreadSanitizer
# report. TSAN_STD=c11 builds the library with C11 <stdatomic.h> (common.h) instead of GCC's
# builtins, its -std=c99 default.
# `make check-tsan` calls it. Environment: CLANG, CHECK_CFLAGS, CHECK_LIBS, TSAN_CPPFLAGS (the
# library's own defines, e.g. -DMANCALA_THREADS), FUZZ_LIB_SOURCES (library .c files relative to
# srcdir, default lib/*/*.c), srcdir, top_builddir.
set -u
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
CLANG=${CLANG:-clang}
command -v "$CLANG" >/dev/null 2>&1 || { echo "tsan: $CLANG not found"; exit 77; }
CHECK_CFLAGS=${CHECK_CFLAGS-$(pkg-config --cflags check)}
CHECK_LIBS=${CHECK_LIBS-$(pkg-config --libs check)}
sources=
if [ -n "${FUZZ_LIB_SOURCES:-}" ]; then
    for f in $FUZZ_LIB_SOURCES; do
        case $f in *.c) sources="$sources $srcdir/$f";; esac
    done
else
    sources=$(ls "$srcdir"/lib/*/*.c)
fi
bin=$top_builddir/tests/check_threads_tsan
std=${TSAN_STD:-c99}
case $std in c99) atomics="GCC's atomic builtins";; *) atomics="C11 <stdatomic.h>";; esac
echo "tsan: building $bin (-std=$std: $atomics)"
# shellcheck disable=SC2086
$CLANG -g -O1 -std=$std -fsanitize=thread -pthread -I"$srcdir/include" -I"$top_builddir/include" \
    ${TSAN_CPPFLAGS:-} $CHECK_CFLAGS -o "$bin" "$srcdir/tests/check_threads.c" "$srcdir/tests/testutil.c" $sources $CHECK_LIBS || exit 1
echo "tsan: running $bin"
CK_FORK=no TSAN_OPTIONS="halt_on_error=1 exitcode=66 ${TSAN_OPTIONS:-}" "$bin"
rc=$?
if [ $rc -eq 0 ]; then
    echo "tsan: PASS: no data race reported"
else
    echo "tsan: FAIL (exit $rc)"
fi
exit $rc
