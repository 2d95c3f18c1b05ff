#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/cmake-package.sh: the installed CMake package files work, for `make installcheck` (and so
# distcheck): the outside project tests/cmake finds libmancala with find_package(mancala),
# builds against mancala::mancala and runs. It does so from a copy of the installed library,
# headers and package files moved to another prefix, which only works if the package files find
# everything relative to their own directory. Skips (exit 0, a message) without cmake.
#
# The Makefile passes DESTDIR, prefix, libdir, includedir, srcdir and PACKAGE_VERSION.
set -eu
: "${prefix:?}" "${libdir:?}" "${includedir:?}" "${PACKAGE_VERSION:?}"
srcdir=${srcdir:-.}
DESTDIR=${DESTDIR:-}
CMAKE=${CMAKE:-cmake}

command -v "$CMAKE" >/dev/null 2>&1 || { echo "installcheck: cmake not found: skipping the CMake package check"; exit 0; }
srcdir=$(cd "$srcdir" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmake-package.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# The installed files, moved: LIBDIR and INCLUDEDIR keep their places relative to the prefix.
root=$DESTDIR$prefix
case $libdir/ in "$prefix"/*) ;; *) root= ;; esac
case $includedir/ in "$prefix"/*) ;; *) root= ;; esac
if [ -n "$root" ]; then
    rl=${libdir#"$prefix"/}
    ri=${includedir#"$prefix"/}
    root=$tmp/moved
    mkdir -p "$root/$rl/cmake" "$root/$ri"
    cp -R "$DESTDIR$libdir/cmake/mancala" "$root/$rl/cmake/"
    cp -P "$DESTDIR$libdir"/libmancala.* "$root/$rl/"
    cp "$DESTDIR$includedir/mancala.h" "$DESTDIR$includedir/mancala_version.h" "$root/$ri/"
    lib=$root/$rl
    echo "installcheck: CMake package, moved to $root"
else
    # Directories outside the prefix are written absolute into the package files: test in place.
    root=$DESTDIR$prefix
    lib=$DESTDIR$libdir
    echo "installcheck: CMake package, in place (LIBDIR or INCLUDEDIR is outside the prefix)"
fi

echo "installcheck: cmake -S tests/cmake -DCMAKE_PREFIX_PATH=$root"
"$CMAKE" -S "$srcdir/tests/cmake" -B "$tmp/build" -DCMAKE_PREFIX_PATH="$root" \
    -DMANCALA_EXPECT_VERSION="$PACKAGE_VERSION" -DMANCALA_EXPECT_DIR="$lib/cmake/mancala" \
    >"$tmp/configure.log" 2>&1 || { cat "$tmp/configure.log"; echo "installcheck: FAIL: cmake configure"; exit 1; }
grep -E '^-- mancala ' "$tmp/configure.log"
"$CMAKE" --build "$tmp/build" >"$tmp/build.log" 2>&1 ||
    { cat "$tmp/build.log"; echo "installcheck: FAIL: cmake --build"; exit 1; }

out=$(LD_LIBRARY_PATH=$lib DYLD_LIBRARY_PATH=$lib "$tmp/build/cmake_check")
echo "installcheck: cmake_check: $out"
[ "$out" = "$PACKAGE_VERSION 4690" ] || { echo "installcheck: FAIL: expected \"$PACKAGE_VERSION 4690\""; exit 1; }
