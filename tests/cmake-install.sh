#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/cmake-install.sh: the CMake build's `make installcheck`, run by ctest: `cmake --install`
# into a scratch prefix puts the files `make install` puts (headers, library and soname link,
# mancala.pc, the CMake package files, the manual); a program builds against them with
# pkg-config alone and runs; the installed library has no rpath; and the outside CMake project
# of tests/cmake finds the package with find_package(mancala), moved to another prefix
# (tests/cmake-package.sh, the same check `make installcheck` runs on the autotools install).
#
# ctest passes srcdir, top_builddir, MANCALA_PACKAGE_VERSION, CMAKE, CC, CONFIG and the install
# directories (MANCALA_INSTALL_LIBDIR, _INCLUDEDIR, _MANDIR, relative to the prefix).
set -eu
: "${srcdir:?}" "${top_builddir:?}" "${MANCALA_PACKAGE_VERSION:?}"
CMAKE=${CMAKE:-cmake}
CC=${CC:-cc}
libdir=${MANCALA_INSTALL_LIBDIR:-lib}
includedir=${MANCALA_INSTALL_INCLUDEDIR:-include}
mandir=${MANCALA_INSTALL_MANDIR:-share/man}
case $libdir$includedir$mandir in /*) echo "SKIP: absolute install directories"; exit 77 ;; esac

work=$top_builddir/cmake-install-test
rm -rf "$work"
mkdir -p "$work"
prefix=$(cd "$work" && pwd)/prefix
"$CMAKE" --install "$top_builddir" --prefix "$prefix" ${CONFIG:+--config "$CONFIG"} >"$work/install.log" 2>&1 ||
    { cat "$work/install.log"; echo "FAIL: cmake --install"; exit 1; }

status=0
expect() {
    if [ -e "$prefix/$1" ] || [ -L "$prefix/$1" ]; then echo "installed: $1"; else echo "FAIL: not installed: $1"; status=1; fi
}
expect "$includedir/mancala.h"
expect "$includedir/mancala_version.h"
expect "$libdir/pkgconfig/mancala.pc"
expect "$libdir/cmake/mancala/mancala-config.cmake"
expect "$libdir/cmake/mancala/mancala-config-version.cmake"
expect "$mandir/man3/libmancala.3"
expect "$mandir/man3/mancala_game_new.3"
expect "$mandir/man7/mancala-spec.7"
[ "${MANCALA_STATIC:-ON}" = OFF ] || expect "$libdir/libmancala.a"
so=
if [ "${MANCALA_SHARED:-ON}" != OFF ] && [ -e "$prefix/$libdir/libmancala.so" ]; then
    so=$prefix/$libdir/libmancala.so
    expect "$libdir/libmancala.so.0"
    if command -v readelf >/dev/null; then
        soname=$(readelf -d "$so" | sed -n 's/.*Library soname: \[\(.*\)\].*/\1/p')
        echo "soname: $soname"
        [ "$soname" = libmancala.so.0 ] || { echo "FAIL: soname $soname, not libmancala.so.0"; status=1; }
        if readelf -d "$so" | grep -E 'RPATH|RUNPATH'; then echo "FAIL: the installed library has an rpath"; status=1; fi
    fi
fi
# The headers and the version are the package's.
grep -q "^#define MANCALA_VERSION_STRING \"$MANCALA_PACKAGE_VERSION\"$" "$prefix/$includedir/mancala_version.h" ||
    { echo "FAIL: mancala_version.h does not say $MANCALA_PACKAGE_VERSION"; status=1; }
grep -q "^Version: $MANCALA_PACKAGE_VERSION$" "$prefix/$libdir/pkgconfig/mancala.pc" ||
    { echo "FAIL: mancala.pc does not say $MANCALA_PACKAGE_VERSION"; status=1; }

# A C program with pkg-config alone (tests/installcheck.c, as `make installcheck` builds it).
if command -v pkg-config >/dev/null; then
    pc="env PKG_CONFIG_PATH=$prefix/$libdir/pkgconfig pkg-config --define-variable=prefix=$prefix"
    flags=$($pc --cflags --libs mancala)
    [ -n "$so" ] || flags="$flags $($pc --static --libs mancala)"
    echo "installcheck: cc installcheck.c $flags"
    # shellcheck disable=SC2086 # the flags are words
    if ! $CC -o "$work/installcheck" "$srcdir/tests/installcheck.c" $flags ||
        ! LD_LIBRARY_PATH="$prefix/$libdir" "$work/installcheck"; then
        echo "FAIL: installcheck"; status=1
    fi
fi

# find_package(mancala) from an outside project, the package moved to another prefix.
env DESTDIR='' prefix="$prefix" libdir="$prefix/$libdir" includedir="$prefix/$includedir" \
    srcdir="$srcdir" PACKAGE_VERSION="$MANCALA_PACKAGE_VERSION" CMAKE="$CMAKE" \
    sh "$srcdir/tests/cmake-package.sh" || status=1

[ $status = 0 ] && rm -rf "$work" && echo "PASS: the CMake install"
exit $status
