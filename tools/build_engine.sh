#!/bin/sh
# SPDX-License-Identifier: MIT
# build_engine.sh: builds tools/mancala_uci of one git revision (or of the work tree) as one
# static program, so that match_aalina.py can play two versions of the engine against each other.
# Usage: [BUILD=builddir] tools/build_engine.sh REV|worktree OUTDIR   (from the top of the source tree; writes
#        OUTDIR/mancala_uci; REV e.g. HEAD~2 or main; the tools/mancala_uci.c of the work tree is
#        used with an older library, since it needs only the public API)
set -eu
[ $# -eq 2 ] || { echo "usage: $0 REV|worktree OUTDIR" >&2; exit 2; }
REV=$1
BUILD=${BUILD:-.}  # a configured build tree, for the generated mancala_version.h
OUT=$2
mkdir -p "$OUT"
SRC=$(mktemp -d)
trap 'rm -rf "$SRC"' EXIT
if [ "$REV" = worktree ]; then
    cp -r lib include "$SRC"/
else
    git archive "$REV" lib include | tar -x -C "$SRC"
fi
# Every source of lib/, in its layer's folder (or directly in lib/ for revisions before the layers).
# shellcheck disable=SC2046
${CC:-cc} -O2 -std=c99 -DMANCALA_BUILDING -DMANCALA_THREADS -pthread -I"$SRC/include" -I"$SRC/lib" -I"$BUILD/include" \
    $(find "$SRC/lib" -name '*.c') tools/mancala_uci.c -o "$OUT/mancala_uci"
echo "$OUT/mancala_uci"
