#!/bin/sh
# SPDX-License-Identifier: MIT
# run-valgrind.sh PROGRAM...: runs each test program under valgrind memcheck (through libtool, so
# the uninstalled shared library is used) with Check in no-fork mode; fails on any memcheck error
# or any definitely or indirectly lost block. `make check-valgrind` calls it with the Check
# programs. Logs: PROGRAM.valgrind.log. XFAIL_TESTS (space-separated) are skipped;
# VALGRIND_FLAGS adds options (e.g. --track-origins=yes, which doubles the run time);
# VALGRIND_JOBS programs run at once (default: one per processor).
set -u
LIBTOOL=${LIBTOOL:-libtool}
VALGRIND=${VALGRIND:-valgrind}
srcdir=${srcdir:-.}
command -v "$VALGRIND" >/dev/null 2>&1 || { echo "valgrind: $VALGRIND not found"; exit 77; }
supp=
[ -f "$srcdir/tests/valgrind.supp" ] && supp="--suppressions=$srcdir/tests/valgrind.supp"
CK_FORK=no
MANCALA_PERFT_MAX_DEPTH=${MANCALA_PERFT_MAX_DEPTH:-7}
MANCALA_TEST_QUICK=1
export CK_FORK MANCALA_PERFT_MAX_DEPTH MANCALA_TEST_QUICK LIBTOOL VALGRIND srcdir
# One program, its line, and 0 or 1: the jobs below call the script with --one for each.
one() {
    t=$1
    case " ${XFAIL_TESTS:-} " in *" $t "*) echo "valgrind: $t: skipped (expected to fail)"; return 0;; esac
    log=$t.valgrind.log
    # shellcheck disable=SC2086
    $LIBTOOL --mode=execute "$VALGRIND" --leak-check=full --error-exitcode=1 \
        --errors-for-leak-kinds=definite,indirect ${VALGRIND_FLAGS:-} $supp \
        --log-file="$log" "./$t" >"$t.valgrind-out.log" 2>&1
    rc=$?
    errors=$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$log" | tail -n 1)
    definite=$(sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tail -n 1)
    indirect=$(sed -n 's/.*indirectly lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tail -n 1)
    checks=$(grep -E '^([0-9]+%: Checks|replay )' "$t.valgrind-out.log" | tail -n 1)
    line="$t: ${errors:-?} errors, definitely lost ${definite:-0} bytes, indirectly lost ${indirect:-0} bytes${checks:+; $checks}"
    if [ $rc -ne 0 ] || [ "${errors:-x}" != 0 ]; then
        echo "valgrind: FAIL: $line (exit $rc; see $log)"
        return 1
    fi
    echo "valgrind: ok: $line"
}
if [ "${1:-}" = --one ]; then
    one "$2"
    exit $?
fi
# VALGRIND_JOBS programs at a time (default: one per processor): each runs in one thread mostly,
# and valgrind serialises a program's threads anyway.
jobs=${VALGRIND_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
# xargs exits 123 when any call of the script failed.
printf '%s\n' "$@" | xargs -n 1 -P "$jobs" sh "$0" --one || exit 1
