#!/bin/sh
# SPDX-License-Identifier: MIT
# wine-run.sh PROGRAM [ARGS...]: automake's LOG_COMPILER for the Windows build's tests
# (tests/cross.sh mingw). Runs PROGRAM under wine, bounded by timeout(1) (Check's CK_NOFORK mode
# ignores the test cases' own timeouts): WINE_RUN_TIMEOUT seconds, default 900.
#
# A failure that the program reported itself is the test's result at once: a Check summary with
# failures or errors, a fuzz harness's "invariant broken", the time limit, or automake's skip (77)
# or hard error (99). Any other failure (wine could not start the program, or lost it before it
# said anything of its own) is run once more: both attempts' output stays in the test's log, the
# second attempt's status is the test's, and a line "wine-run.sh: second attempt" marks the log,
# which cross.sh lists after the suite. A failure of the library fails both attempts, and still
# fails the test.
set -u
limit=${WINE_RUN_TIMEOUT:-900}
out=$(mktemp)
trap 'rm -f "$out"' EXIT

timeout -k 10 "$limit" wine "$@" >"$out" 2>&1
rc=$?
cat "$out"
[ "$rc" = 0 ] && exit 0
own=0
case $rc in 77 | 99 | 124 | 137) own=1 ;; esac # a skip, a hard error, the time limit
grep -Eq '^[0-9]+%: Checks: [0-9]+, Failures: [0-9]+, Errors: [0-9]+' "$out" &&
    ! grep -Eq '^[0-9]+%: Checks: [0-9]+, Failures: 0, Errors: 0' "$out" && own=1
grep -q 'invariant broken' "$out" && own=1
if [ "$own" = 1 ]; then
    exit "$rc"
fi
echo "wine-run.sh: second attempt: $1 exited $rc without reporting a failure of its own" >&2
timeout -k 10 "$limit" wine "$@"
