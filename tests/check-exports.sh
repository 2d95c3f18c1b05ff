#!/bin/sh
# SPDX-License-Identifier: MIT
# check-exports.sh: the public declarations of mancala.h, the version script and the dynamic
# symbols of the built library must name the same functions. Prints a diff when they do not.
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
so=$top_builddir/.libs/libmancala.so
# The CMake build (ctest) has no .libs: it names the built library in MANCALA_LIBRARY.
[ -f "$so" ] || [ -f "$top_builddir/libmancala.la" ] || so=${MANCALA_LIBRARY:-$so}
[ -f "$so" ] || { echo "SKIP: no shared library (configured --disable-shared?)"; exit 77; }
command -v nm >/dev/null || { echo "SKIP: nm not found"; exit 77; }
tmp=${TMPDIR:-/tmp}/mancala-exports.$$
mkdir -p "$tmp" && trap 'rm -rf "$tmp"' EXIT

grep -oE 'MANCALA_EXPORT [^(]*\(' "$srcdir/include/mancala.h" |
    sed -E 's/.*[ *]([a-z_0-9]+)\($/\1/' | sort >"$tmp/declared"
sed -n '/global:/,/local:/p' "$srcdir/lib/libmancala.map" | grep -oE '^ *[a-z_0-9]+;' |
    tr -d ' ;' | sort >"$tmp/map"
nm -D --defined-only "$so" | awk '$2 == "T" || $2 == "D" || $2 == "B" || $2 == "R" { print $3 }' |
    sed 's/@.*//' | sort >"$tmp/exported"

status=0
if ! diff -u "$tmp/declared" "$tmp/map"; then
    echo "FAIL: declarations in include/mancala.h (-) differ from lib/libmancala.map (+)"; status=1
fi
if ! diff -u "$tmp/map" "$tmp/exported"; then
    echo "FAIL: lib/libmancala.map (-) differs from the symbols $so exports (+)"; status=1
fi
[ $status = 0 ] && echo "PASS: $(wc -l <"$tmp/declared") functions declared, mapped and exported"
exit $status
