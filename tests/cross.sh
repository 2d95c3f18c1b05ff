#!/bin/sh
# SPDX-License-Identifier: MIT
# cross.sh TARGET TARBALL: the release tarball built for another machine with Debian's cross
# compiler, and every Check program of the suite run there under qemu-user or wine (the machines
# have no binfmt registration, so automake's LOG_COMPILER calls the emulator). Targets: i686
# (32-bit x86), s390x (64-bit big-endian) and mingw (64-bit Windows). Needs qemu-user, gcc-HOST
# and libc6-dev-ARCH-cross, and Check for the target from Debian's multiarch (dpkg
# --add-architecture i386; check:i386; likewise s390x). .ci/run installs them. MANCALA_TEST_QUICK
# in the environment (the valgrind run's reduction: fewer random games, the largest boards left
# out) shortens the slowest suites under the emulator.
#
# mingw: gcc-mingw-w64-x86-64 and wine (wine64); Check for Windows from
# tests/build-check-mingw.sh, under $MANCALA_MINGW_CHECK (default ci-check-mingw), built there
# when missing. The DLL (libmancala-0.dll) and the static library both build; the test programs
# link the DLL, as Windows applications do (libtool's wrapper .exe puts .libs on PATH), and Check
# statically. Windows has no fork(): Check runs in CK_NOFORK mode, which ignores the test cases'
# timeouts, so timeout(1) bounds each program instead.
#
# One C library per process: the cross toolchain's loader with the cross libc. Debian's
# libc6-i386 (/lib32) or a multiarch libc6:ARCH (which Check for the target brings) is another
# build of glibc, which the loader finds through /etc/ld.so.cache; mixed with it,
# pthread_create() and fork() never return, or programs abort ("stack smashing detected"). Hence
# LD_LIBRARY_PATH inside the emulator, which the loader searches before its cache.
set -eu
target=${1:?usage: cross.sh TARGET TARBALL}
tarball=${2:?usage: cross.sh TARGET TARBALL}
case $target in
i686) host=i686-linux-gnu qemu=qemu-i386 multiarch=i386-linux-gnu ;;
s390x) host=s390x-linux-gnu qemu=qemu-s390x multiarch=s390x-linux-gnu ;;
mingw | windows) target=mingw host=x86_64-w64-mingw32 qemu=wine ;;
*) echo "cross.sh: unknown target $target (known: i686, s390x, mingw)" >&2; exit 2 ;;
esac
top=$(pwd)
case $tarball in /*) ;; *) tarball=$top/$tarball ;; esac
dir=$top/ci-cross-$target

if [ "$target" = mingw ]; then
    for tool in "$host-gcc" wine timeout; do
        command -v "$tool" >/dev/null || { echo "cross.sh: $tool not found" >&2; exit 77; }
    done
    check=${MANCALA_MINGW_CHECK:-$top/ci-check-mingw}
    sh "$(dirname "$0")/build-check-mingw.sh" "$check"
    rm -rf "$dir"
    mkdir -p "$dir/build"
    tar -C "$dir" -xzf "$tarball"
    src=$(echo "$dir"/libmancala-*/configure)
    src=${src%/configure}
    cd "$dir/build"
    # -isystem: check.h's own formats (%jd) are C99's, which GCC checks as msvcrt's on MinGW.
    "$src/configure" --host="$host" --enable-werror \
        CHECK_CFLAGS="-isystem $check/include" CHECK_LIBS="$check/lib/libcheck.a -pthread" >/dev/null
    make -j2 >/dev/null
    ls .libs/libmancala-0.dll .libs/libmancala.a >/dev/null
    # WINEPATH: libwinpthread-1.dll (check_threads uses pthreads itself) and the library's DLL.
    WINEDEBUG=-all WINEPATH="/usr/$host/lib;$dir/build/.libs"
    export WINEDEBUG WINEPATH
    echo "cross.sh: $target: every Check program under wine"
    wine cmd /c exit </dev/null >/dev/null 2>&1 || true # makes the prefix (~/.wine) once
    make -j2 check TESTS='$(check_PROGRAMS)' LOG_COMPILER=timeout LOG_FLAGS="-k 10 900 wine"
    exit 0
fi

sysroot=/usr/$host
for tool in "$host-gcc" "$qemu"; do
    command -v "$tool" >/dev/null || { echo "cross.sh: $tool not found" >&2; exit 77; }
done
[ -f "/usr/lib/$multiarch/libcheck.a" ] || { echo "cross.sh: Check for $multiarch not found" >&2; exit 77; }

rm -rf "$dir"
mkdir -p "$dir/build" "$dir/include"
tar -C "$dir" -xzf "$tarball"
src=$(echo "$dir"/libmancala-*/configure)
src=${src%/configure}
# Check's headers alone (not all of /usr/include, which is the build machine's) for the target.
ln -s /usr/include/check.h /usr/include/check_stdint.h "$dir/include/"
cd "$dir/build"
"$src/configure" --host="$host" --disable-shared --enable-werror \
    CHECK_CFLAGS="-I$dir/include -pthread" \
    CHECK_LIBS="/usr/lib/$multiarch/libcheck.a /usr/lib/$multiarch/libsubunit.a -lrt -lm -pthread" >/dev/null
make -j2 >/dev/null
echo "cross.sh: $target: every Check program under $qemu"
# TESTS: the Check programs only (the scripts test the build machine's tools and bindings).
make -j2 check TESTS='$(check_PROGRAMS)' LOG_COMPILER="$qemu" \
    LOG_FLAGS="-L $sysroot -E LD_LIBRARY_PATH=$sysroot/lib"
