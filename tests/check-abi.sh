#!/bin/sh
# SPDX-License-Identifier: MIT
# check-abi.sh: the built library's ABI must equal the committed baseline abi/libmancala.abi
# (libabigail's abidiff, public headers only). Any difference, even an addition, fails with
# abidiff's report; refresh the baseline with `make abi-baseline` when the change is deliberate.
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
so=$top_builddir/.libs/libmancala.so
# The CMake build (ctest) has no .libs: it names the built library in MANCALA_LIBRARY.
[ -f "$so" ] || [ -f "$top_builddir/libmancala.la" ] || so=${MANCALA_LIBRARY:-$so}
[ -f "$so" ] || { echo "SKIP: no shared library"; exit 77; }
command -v abidiff >/dev/null || { echo "SKIP: abidiff not found (Debian: abigail-tools)"; exit 77; }
abidiff --drop-private-types --hd2 "$srcdir/include" --hd2 "$top_builddir/include" "$srcdir/abi/libmancala.abi" "$so"
status=$?
if [ $status = 0 ]; then
    echo "PASS: ABI equals abi/libmancala.abi"
else
    echo "FAIL: abidiff exit status $status (4: ABI changed, 8: incompatible change)"
fi
exit $status
