#!/bin/sh
# SPDX-License-Identifier: MIT
# build-check-mingw.sh PREFIX: Check (the unit-test framework) for Windows, built with MinGW-w64
# from Debian's source package and installed under PREFIX (PREFIX/include/check.h,
# PREFIX/lib/libcheck.a), for tests/cross.sh mingw. Debian packages no Check for MinGW. Needs a
# deb-src line for Debian's suites (.ci/run adds one) and gcc-mingw-w64-x86-64. Static only: the
# test programs then need no libcheck-0.dll beside them, and the build is half as long.
# Windows has no fork(): Check's configure finds none and Check runs every test in CK_NOFORK mode.
set -eu
prefix=${1:?usage: build-check-mingw.sh PREFIX}
host=x86_64-w64-mingw32
command -v "$host-gcc" >/dev/null || { echo "build-check-mingw.sh: $host-gcc not found" >&2; exit 77; }
if [ -f "$prefix/lib/libcheck.a" ] && [ -f "$prefix/include/check.h" ]; then
    echo "build-check-mingw.sh: Check for $host already in $prefix"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# apt-get source: Debian's upstream tarball (check_0.15.2.orig.tar.gz on Debian 12), checked
# against the signed .dsc; unpacked by hand, so dpkg-dev is not needed.
(cd "$work" && apt-get source --download-only -qq check >/dev/null 2>&1) || {
    echo "build-check-mingw.sh: apt-get source check failed (no deb-src line?)" >&2
    exit 1
}
tar -C "$work" -xzf "$(ls "$work"/check_*.orig.tar.gz)"
src=$(ls -d "$work"/check-*/)
cd "$src"
# Check's own warnings (its printf formats, which MinGW checks as msvcrt's) only if it fails.
if ! { ./configure -q --host="$host" --prefix="$prefix" --disable-subunit --disable-shared \
        --disable-dependency-tracking && make -j2 -C lib && make -j2 -C src &&
        make -C src install && make install-includeHEADERS; } >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "build-check-mingw.sh: building Check failed" >&2
    exit 1
fi
echo "build-check-mingw.sh: Check for $host in $prefix"
