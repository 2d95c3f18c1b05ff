#!/bin/sh
# SPDX-License-Identifier: MIT
# soak.sh [SECONDS [SEED]]: builds tests/soak.c with the library's sources under AddressSanitizer
# and UndefinedBehaviorSanitizer and runs it for SECONDS (default 600): random games over every
# preset and random option mixes, every ply checked (see tests/soak.c). `make soak` calls it
# (SOAK_SECONDS, SOAK_SEED); not part of `make check`. Environment: CC (default cc),
# SOAK_LIB_SOURCES (library .c files relative to srcdir; default lib/*/*.c), srcdir and
# top_builddir (a configured build tree), SOAK_OUT (default $top_builddir/tests/soak-san).
set -u
here=$(cd "$(dirname "$0")" && pwd)
srcdir=${srcdir:-$here/..}
top_builddir=${top_builddir:-$srcdir}
CC=${CC:-cc}
secs=${1:-600}
seed=${2:-1}
bin=${SOAK_OUT:-$top_builddir/tests/soak-san}
case $secs in ''|0|*[!0-9]*) echo "usage: $0 [SECONDS [SEED]]" >&2; exit 2;; esac
if [ ! -f "$top_builddir/include/mancala_version.h" ]; then
    echo "soak: $top_builddir/include/mancala_version.h missing: run configure first" >&2
    exit 2
fi
sources=
if [ -n "${SOAK_LIB_SOURCES:-}" ]; then
    for f in $SOAK_LIB_SOURCES; do
        case $f in *.c) sources="$sources $srcdir/$f";; esac
    done
else
    sources=$(ls "$srcdir"/lib/*/*.c)
fi
echo "soak: building $bin with ASan and UBSan"
# shellcheck disable=SC2086
$CC -std=c99 -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=all \
    -fno-omit-frame-pointer -I"$srcdir/include" -I"$top_builddir/include" \
    -o "$bin" "$srcdir/tests/soak.c" $sources -pthread || exit 1
echo "soak: running for ${secs}s from seed $seed"
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$bin" "$secs" "$seed"
