#!/bin/sh
# SPDX-License-Identifier: MIT
# dbgen.sh: tools/mancala-dbgen at 1, 2 and 4 ranks (and without mpirun) writes the very bytes of
# mancala_db_build + mancala_db_save, and a run killed midway resumes from its layer checkpoints,
# redoing a damaged one; an interrupted run stops cleanly, and its progress is printed. Skips (77)
# unless configured with --enable-mpi.
top_builddir=${top_builddir:-.}
if [ -z "${MANCALA_MPIRUN:-}" ]; then
    echo "MPI not configured (./configure --enable-mpi): skipped"
    exit 77
fi
# CI and these sessions run as root; the machine may have fewer cores than ranks.
OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_ALLOW_RUN_AS_ROOT OMPI_ALLOW_RUN_AS_ROOT_CONFIRM
gen=$top_builddir/tools/mancala-dbgen
ref=$top_builddir/tests/mpi/dbref
mpirun() { "$MANCALA_MPIRUN" --oversubscribe "$@"; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0

check() {
    name=$1; shift
    if "$@"; then
        passed=$((passed + 1)); echo "ok: $name"
    else
        failed=$((failed + 1)); echo "FAIL: $name"
    fi
}

# Byte for byte the single-process file, at each number of ranks.
for set in "kalah:houses=4,seeds=3 16" "oware:majority=play,cycle=split 14" \
           "oware:grandslam=capture,majority=play,cycle=split 12"; do
    # shellcheck disable=SC2086
    set -- $set
    "$ref" "$1" "$2" "$tmp/ref.db" || { echo "FAIL: dbref $1 $2"; exit 1; }
    for np in 1 2 4; do
        rm -f "$tmp/gen.db"
        mpirun -np $np "$gen" "$1" "$2" "$tmp/gen.db" >/dev/null &&
            check "$1, $2 seeds, $np ranks" cmp "$tmp/ref.db" "$tmp/gen.db" ||
            check "$1, $2 seeds, $np ranks: mpirun" false
        check "$1, $2 seeds, $np ranks: checkpoints removed" test ! -e "$tmp/gen.db.layers"
    done
done
# One rank without mpirun (singleton MPI).
"$gen" "$1" "$2" "$tmp/one.db" && check "$1, $2 seeds, no mpirun" cmp "$tmp/ref.db" "$tmp/one.db" ||
    check "$1, $2 seeds, no mpirun: run" false

# Refused, with no file: rules with relay sowing, a spec that is not one, a size past the limits.
for args in "congkak 4" "kalah:houses=0 4" "kalah 33" "kalah 4x"; do
    # shellcheck disable=SC2086
    "$gen" $args "$tmp/no.db" >/dev/null 2>&1
    check "refused: $args" test $? -ne 0 -a ! -e "$tmp/no.db"
done

# A rank killed after layer 8 of 12; a byte of layer 6's header then damaged (its checksum covers
# the header too), resumed and killed again after layer 8; a value of layer 7 damaged; resumed at
# another number of ranks.
awari=oware:grandslam=capture,majority=play,cycle=split
mpirun -np 2 "$gen" --abort-after 8 $awari 12 "$tmp/kill.db" >/dev/null 2>&1
check "killed run: no database" test ! -e "$tmp/kill.db"
check "killed run: layers 0 to 8 kept" test -f "$tmp/kill.db.layers/layer-08"
printf '\001' | dd of="$tmp/kill.db.layers/layer-06" bs=1 seek=20 conv=notrunc 2>/dev/null
mpirun -np 2 "$gen" --abort-after 8 $awari 12 "$tmp/kill.db" >/dev/null 2>"$tmp/err"
check "resumed after layer 5 (6's header damaged)" grep -q "resuming after layer 5$" "$tmp/err"
printf '\001' | dd of="$tmp/kill.db.layers/layer-07" bs=1 seek=400 conv=notrunc 2>/dev/null
mpirun -np 4 "$gen" $awari 12 "$tmp/kill.db" >/dev/null 2>"$tmp/err"
check "resumed after layer 6 (7's values damaged)" grep -q "resuming after layer 6$" "$tmp/err"
check "resumed run: same database" cmp "$tmp/ref.db" "$tmp/kill.db"

# The single process killed by SIGKILL once some layers are written, then run again.
oware=oware:majority=play,cycle=split
"$ref" $oware 14 "$tmp/ref.db"
"$gen" $oware 14 "$tmp/sig.db" >/dev/null 2>&1 &
pid=$!
i=0
while [ ! -f "$tmp/sig.db.layers/layer-10" ] && [ $i -lt 600 ] && kill -0 $pid 2>/dev/null; do
    sleep 0.1; i=$((i + 1))
done
kill -KILL $pid 2>/dev/null
wait $pid 2>/dev/null
"$gen" $oware 14 "$tmp/sig.db" >/dev/null 2>"$tmp/err"
check "SIGKILL: resumed" grep -q "resuming after layer" "$tmp/err"
check "SIGKILL: same database" cmp "$tmp/ref.db" "$tmp/sig.db"

# SIGINT once some layers are written: every rank stops at its next exchange, exit status 130,
# the layers kept; the progress lines went to standard error; run again, the same database.
"$gen" $oware 14 "$tmp/int.db" >/dev/null 2>"$tmp/err" &
pid=$!
i=0
while [ ! -f "$tmp/int.db.layers/layer-10" ] && [ $i -lt 600 ] && kill -0 $pid 2>/dev/null; do
    sleep 0.1; i=$((i + 1))
done
kill -INT $pid 2>/dev/null
wait $pid
check "SIGINT: exit status 130" test $? -eq 130
check "SIGINT: says so" grep -q "interrupted in layer" "$tmp/err"
check "SIGINT: no database" test ! -e "$tmp/int.db"
"$gen" $oware 14 "$tmp/int.db" >/dev/null 2>"$tmp/err"
check "SIGINT: resumed" grep -q "resuming after layer" "$tmp/err"
check "SIGINT: progress printed" \
    grep -q "^mancala-dbgen: layer [0-9]* of 14, [a-z ]*: [0-9]* of [0-9]* positions" "$tmp/err"
check "SIGINT: same database" cmp "$tmp/ref.db" "$tmp/int.db"

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
