#!/bin/sh
# SPDX-License-Identifier: MIT
# run.sh [SECONDS]: builds each libFuzzer harness of tests/fuzz/ with clang against the library
# sources, runs it for SECONDS (default 60) from the committed seed corpus, prints the executions
# per harness and fails on any crash, leak, timeout or out-of-memory. `make fuzz` calls it.
# Environment: CLANG (default clang), FUZZ_HARNESSES (default "spec text play db"),
# FUZZ_LIB_SOURCES (library .c files relative to srcdir; default lib/*/*.c), FUZZ_OUT (where builds,
# the growing corpus and crash artifacts go; default $top_builddir/tests/fuzz/out),
# srcdir and top_builddir (a configured build tree: include/mancala_version.h is generated).
set -u
secs=${1:-60}
here=$(cd "$(dirname "$0")" && pwd)
srcdir=${srcdir:-$here/../..}
top_builddir=${top_builddir:-$srcdir}
CLANG=${CLANG:-clang}
harnesses=${FUZZ_HARNESSES:-spec text play db}
out=${FUZZ_OUT:-$top_builddir/tests/fuzz/out}

case $secs in ''|*[!0-9]*) echo "usage: $0 [SECONDS]" >&2; exit 2;; esac
command -v "$CLANG" >/dev/null 2>&1 || { echo "fuzz: $CLANG not found" >&2; exit 77; }
if [ ! -f "$top_builddir/include/mancala_version.h" ]; then
    echo "fuzz: $top_builddir/include/mancala_version.h missing: run configure first" >&2
    exit 2
fi

sources=
if [ -n "${FUZZ_LIB_SOURCES:-}" ]; then
    for f in $FUZZ_LIB_SOURCES; do
        case $f in *.c) sources="$sources $srcdir/$f";; esac
    done
else
    sources=$(ls "$srcdir"/lib/*/*.c)
fi

mkdir -p "$out" || exit 1
cflags="-g -O1 -std=c99 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all"
cflags="$cflags -fno-omit-frame-pointer -I$srcdir/include -I$top_builddir/include"
status=0
summary=
for h in $harnesses; do
    bin=$out/fuzz_$h
    echo "fuzz: building $bin"
    # shellcheck disable=SC2086
    if ! $CLANG $cflags -o "$bin" "$srcdir/tests/fuzz/fuzz_$h.c" $sources; then
        echo "fuzz: FAIL: $h does not build"; status=1; continue
    fi
    mkdir -p "$out/corpus-$h"
    rm -f "$out/$h-"crash-* "$out/$h-"leak-* "$out/$h-"timeout-* "$out/$h-"oom-* \
        "$out/$h-"slow-unit-*
    log=$out/fuzz_$h.log
    echo "fuzz: running $h for ${secs}s (log: $log)"
    # New inputs go to the first (scratch) corpus directory; the committed one is only read.
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
    UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
        "$bin" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
        -print_final_stats=1 -artifact_prefix="$out/$h-" \
        "$out/corpus-$h" "$srcdir/tests/fuzz/corpus/$h" >"$log" 2>&1
    rc=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    artifacts=$(ls "$out/$h-"crash-* "$out/$h-"leak-* "$out/$h-"timeout-* "$out/$h-"oom-* \
        2>/dev/null)
    if [ $rc -ne 0 ] || [ -n "$artifacts" ]; then
        status=1
        echo "fuzz: FAIL: $h exited with $rc after ${execs:-?} executions"
        grep -E 'ERROR|runtime error|invariant broken|Test unit written' "$log" | head -n 20
        summary="$summary
$h: FAIL, ${execs:-?} executions, artifacts: $(echo $artifacts)"
    else
        summary="$summary
$h: ok, ${execs:-?} executions in ${secs}s, corpus $(ls "$out/corpus-$h" | wc -l) new + $(ls "$srcdir/tests/fuzz/corpus/$h" | wc -l) committed"
    fi
done
echo "fuzz summary:$summary"
exit $status
