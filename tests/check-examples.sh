#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/check-examples.sh: every example validates its arguments: a bad one (a word for a number,
# a number out of range, one too many, a spec the library refuses) ends it at once with exit
# status 2 and a usage line on standard error, never a run with a misread value (`app oware x 1`
# read the level with atoi: 0, full strength without limit, and ran on silently). Each run is
# under `timeout`, so a hang fails; a good argument still runs. Skips (77) without timeout(1).
top_builddir=${top_builddir:-.}
command -v timeout >/dev/null 2>&1 || { echo "timeout(1) not found: skipping"; exit 77; }
ex=$top_builddir/examples
status=0
err=$(mktemp)
trap 'rm -f "$err"' EXIT INT TERM

# refused PROGRAM ARGS...: exit status 2 within 20 s, "usage:" on standard error.
refused() {
    timeout 20 "$ex/$@" >/dev/null 2>"$err"
    rc=$?
    if [ $rc != 2 ] || ! grep -q '^usage: ' "$err"; then
        echo "FAIL: examples/$*: exit status $rc (want 2 and a usage line); stderr:"
        sed 's/^/    /' "$err"
        status=1
    fi
}

refused app oware x 1
refused app oware 0
refused app oware 11
refused app oware 5 -3
refused app oware 5 7x
refused app oware 5 7 extra
refused app oware:seed=5
refused selfplay kalah 3
refused selfplay kalah 3 x
refused selfplay kalah 3 3 seed
refused selfplay Oware
refused perft kalah
refused perft kalah ""
refused perft kalah 3x
refused perft kalah 1001
refused perft "oware: seeds=5" 3
refused batch kalah 0
refused batch kalah 65537
refused batch kalah 10 x
refused batch kalah 10 10 10
refused bench x
refused bench 3 0
refused bench 3 3 3
refused solve
refused solve -d x kalah:houses=3,seeds=3
refused solve -t 0 kalah:houses=3,seeds=3
refused solve -m -1 kalah:houses=3,seeds=3
refused solve -q 1 kalah:houses=3,seeds=3
refused solve kalah:seed=3
refused solve "kalah 4,4,4/0 4,4,4/0 0"
refused custom_variant extra

# Good arguments still run (the count is check_perft's business).
if ! timeout 20 "$ex/perft" kalah 2 >/dev/null 2>"$err"; then
    echo "FAIL: examples/perft kalah 2 did not run:"; sed 's/^/    /' "$err"; status=1
fi
[ $status = 0 ] && echo "PASS: every example refuses bad arguments with its usage (exit 2)"
exit $status
