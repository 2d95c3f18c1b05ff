#!/bin/sh
# SPDX-License-Identifier: MIT
# check-c11.sh: the library also compiles as C11, where lib/common/common.h takes the shared words'
# atomics from <stdatomic.h> instead of GCC's builtins (the -std=c99 build's): every source of lib/
# with $CC -std=c11 -pedantic and the library's warnings as errors, threads on. Compiling only
# (-fsyntax-only); `make check-tsan TSAN_STD=c11` runs that build under ThreadSanitizer.
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
CC=${CC:-cc}
# A compiler without C11 atomics takes the other path, and this test says so.
if ! echo '#include <stdatomic.h>
int main(void) { atomic_int a = 0; return atomic_load(&a); }' |
    $CC -std=c11 -x c -fsyntax-only - 2>/dev/null; then
    echo "check-c11: $CC has no C11 atomics"
    exit 77
fi
status=0
n=0
for f in "$srcdir"/lib/*/*.c; do
    n=$((n + 1))
    $CC -std=c11 -Wall -Wextra -pedantic -Wsign-conversion -Wdeclaration-after-statement -Werror \
        -DMANCALA_BUILDING -DMANCALA_THREADS -I"$srcdir/include" -I"$top_builddir/include" \
        -fsyntax-only "$f" || { echo "FAIL: $f as C11"; status=1; }
done
echo "check-c11: $n sources compiled as C11"
exit $status
