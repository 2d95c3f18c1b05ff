#!/bin/sh
# SPDX-License-Identifier: MIT
# run.sh [SECONDS]: builds each libFuzzer harness of tests/fuzz/ with clang against the library
# sources, runs it for SECONDS (default 60) from the committed seed corpus, prints the executions
# per harness and fails on any crash, leak, timeout or out-of-memory. `make fuzz` calls it.
# The library is compiled once (instrumented, ASan + UBSan) into an archive that every harness
# links; FUZZ_JOBS harnesses run at once (default: one per processor), each for SECONDS.
# Environment: CLANG (default clang), FUZZ_HARNESSES (default: all eight, "spec text play db
# notation record search book"), FUZZ_JOBS, FUZZ_NOCMP (see below), FUZZ_LIB_SOURCES (library .c files relative to srcdir;
# default lib/*/*.c), FUZZ_OUT (where builds, the growing corpus and crash artifacts go; default
# $top_builddir/tests/fuzz/out), srcdir and top_builddir (a configured build tree:
# include/mancala_version.h is generated).
set -u
here=$(cd "$(dirname "$0")" && pwd)
srcdir=${srcdir:-$here/../..}
top_builddir=${top_builddir:-$srcdir}
CLANG=${CLANG:-clang}
out=${FUZZ_OUT:-$top_builddir/tests/fuzz/out}

# One harness, run for $1 seconds: its summary line goes to $out/fuzz_$2.result, and the exit
# status says whether it found anything. The jobs below call the script with --one for each.
one() {
    secs=$1 h=$2
    bin=$out/fuzz_$h log=$out/fuzz_$h.log
    mkdir -p "$out/corpus-$h"
    rm -f "$out/$h-"crash-* "$out/$h-"leak-* "$out/$h-"timeout-* "$out/$h-"oom-* \
        "$out/$h-"slow-unit-*
    echo "fuzz: running $h for ${secs}s (log: $log)"
    # New inputs go to the first (scratch) corpus directory; the committed one is only read.
    # A smaller quarantine than ASan's 256 MiB: freed blocks are reused sooner, instead of each
    # input faulting in fresh pages (still 16 MiB, hundreds of inputs' allocations, between a
    # free and the block's reuse). Nor is freed memory given back to the system every 5 s, to be
    # faulted in again, nor the first 4 KiB of each new block filled with 0xbe (ASan's
    # max_malloc_fill_size: a game and a variant are 5.5 KiB each, allocated by every input; a
    # read of memory never written is MemorySanitizer's to find, and the library's tests run
    # under valgrind). perf of the play harness put a fifth of its time in the allocator's
    # page faults and fills. libFuzzer's entropic schedule is scaled by each input's time
    # (-entropic_scale_per_exec_time): a mutant of a slow input (a hooked relay sown to the
    # 4,096-leg cap with 200 seeds in hand; Mefuvha's turns listed again for each child) is
    # picked less often than a fast one with as rare features. With it the play harness ran
    # 7,200 to 8,100 executions a second alone over four 45 s runs, against 2,000 to 4,000 before,
    # and its final coverage was no lower (2,217 edges, 14,074 features against 2,214 and 13,807).
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:quarantine_size_mb=16:allocator_release_to_os_interval_ms=-1:max_malloc_fill_size=0} \
    UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
        "$bin" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
        -entropic_scale_per_exec_time=1 \
        -print_final_stats=1 -artifact_prefix="$out/$h-" \
        "$out/corpus-$h" "$srcdir/tests/fuzz/corpus/$h" >"$log" 2>&1
    rc=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    artifacts=$(ls "$out/$h-"crash-* "$out/$h-"leak-* "$out/$h-"timeout-* "$out/$h-"oom-* \
        2>/dev/null)
    if [ $rc -ne 0 ] || [ -n "$artifacts" ]; then
        echo "fuzz: FAIL: $h exited with $rc after ${execs:-?} executions"
        grep -E 'ERROR|runtime error|invariant broken|Test unit written' "$log" | head -n 20
        echo "$h: FAIL, ${execs:-?} executions, artifacts: $artifacts" | tr '\n' ' ' \
            >"$out/fuzz_$h.result"
        echo >>"$out/fuzz_$h.result"
        return 1
    fi
    echo "$h: ok, ${execs:-?} executions in ${secs}s ($((${execs:-0} / secs)) a second)," \
        "corpus $(ls "$out/corpus-$h" | wc -l) new + $(ls "$srcdir/tests/fuzz/corpus/$h" | wc -l)" \
        "committed" >"$out/fuzz_$h.result"
}
if [ "${1:-}" = --one ]; then
    one "$2" "$3"
    exit $?
fi

secs=${1:-60}
harnesses=${FUZZ_HARNESSES:-spec text play db notation record search book}
jobs=${FUZZ_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
case $secs in ''|0|*[!0-9]*) echo "usage: $0 [SECONDS]" >&2; exit 2;; esac
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

cflags="-g -O1 -std=c99 -fsanitize=address,undefined -fno-sanitize-recover=all"
cflags="$cflags -fno-omit-frame-pointer -I$srcdir/include -I$top_builddir/include"
export CLANG
# The library, with coverage for the fuzzer but without its main (fuzzer-no-link): one object per
# source (lib/LAYER/NAME.c -> LAYER-NAME.o), FUZZ_JOBS compilers at once. The harnesses of
# FUZZ_NOCMP (default: play) are built, and link a second build of the library, without comparison
# tracing (trace-cmp): their inputs choose moves and boards by number, never by matching a value
# the code compares with, and the tracing calls in the sowing and checking loops took a quarter of
# the time.
nocmp=
for h in $harnesses; do
    case " ${FUZZ_NOCMP-play} " in *" $h "*) nocmp=-nocmp;; esac
done
for kind in "" $nocmp; do
    flags=$cflags
    [ -z "$kind" ] || flags="$flags -fno-sanitize-coverage=trace-cmp"
    dir=$out/lib$kind
    echo "fuzz: building the library ($(echo "$sources" | wc -w) sources) in $dir"
    mkdir -p "$dir" || exit 1
    rm -f "$dir"/*.o "$out/libmancala-fuzz$kind.a"
    # shellcheck disable=SC2086,SC2016
    if ! printf '%s\n' $sources | xargs -P "$jobs" -I{} sh -c \
        'o=$(basename "$(dirname "$1")")-$(basename "$1" .c).o; $CLANG $2 -fsanitize=fuzzer-no-link -c -o "$3/$o" "$1"' \
        sh {} "$flags" "$dir" ||
        ! ar rcs "$out/libmancala-fuzz$kind.a" "$dir"/*.o; then
        echo "fuzz: FAIL: the library does not build"
        exit 1
    fi
done
status=0
built=
for h in $harnesses; do
    echo "fuzz: building $out/fuzz_$h"
    lib=$out/libmancala-fuzz.a flags=$cflags
    case " ${FUZZ_NOCMP-play} " in
    *" $h "*) lib=$out/libmancala-fuzz-nocmp.a flags="$cflags -fno-sanitize-coverage=trace-cmp";;
    esac
    # shellcheck disable=SC2086
    if $CLANG $flags -fsanitize=fuzzer -o "$out/fuzz_$h" "$srcdir/tests/fuzz/fuzz_$h.c" "$lib"; then
        built="$built $h"
    else
        echo "fuzz: FAIL: $h does not build"
        echo "$h: FAIL, does not build" >"$out/fuzz_$h.result"
        status=1
    fi
done
# xargs exits 123 when any harness found something.
# shellcheck disable=SC2086
printf '%s\n' $built | xargs -n 1 -P "$jobs" sh "$0" --one "$secs" || status=1
echo "fuzz summary:"
for h in $harnesses; do
    cat "$out/fuzz_$h.result"
done
exit $status
