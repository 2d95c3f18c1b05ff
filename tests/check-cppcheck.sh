#!/bin/sh
# SPDX-License-Identifier: MIT
# check-cppcheck.sh: the library, the examples and the benchmarks pass cppcheck's warning, style,
# performance and portability checks. A false positive is suppressed where it stands, with
# `cppcheck-suppress ID` in a comment that also says why. Skipped (77) without cppcheck.
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
if ! command -v cppcheck >/dev/null; then
    echo "SKIP: cppcheck not found"
    exit 77
fi
dirs=
for d in lib examples bench; do
    [ -d "$srcdir/$d" ] && dirs="$dirs $srcdir/$d"
done
# shellcheck disable=SC2086
out=$(cppcheck -q --enable=warning,style,performance,portability --std=c99 --inline-suppr \
    --template='{file}:{line}: {severity}: {message} [{id}]' \
    -I"$srcdir/include" -I"$top_builddir/include" -I"$srcdir/lib" $dirs 2>&1)
if [ -n "$out" ]; then
    printf '%s\n' "$out"
    echo "FAIL: cppcheck findings (fix them, or suppress a false positive inline with its reason)"
    exit 1
fi
echo "PASS: cppcheck $(cppcheck --version | sed 's/^Cppcheck //'): no findings in$dirs"
