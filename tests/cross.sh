#!/bin/sh
# SPDX-License-Identifier: MIT
# cross.sh TARGET TARBALL: the release tarball built for another machine with Debian's cross
# compiler, and every Check program of the suite run there under qemu-user or wine (the machines
# have no binfmt registration, so automake's LOG_COMPILER calls the emulator). Targets: i686
# (32-bit x86), s390x (64-bit big-endian), aarch64 (64-bit ARM, weakly ordered memory) and mingw
# (64-bit Windows). Needs qemu-user, gcc-HOST and libc6-dev-ARCH-cross, and Check for the target
# from Debian's multiarch (dpkg --add-architecture i386; check:i386; likewise s390x, arm64).
# .ci/run installs them. MANCALA_TEST_QUICK in the environment (the valgrind run's reduction: fewer
# random games, the largest boards left out) shortens the slowest suites under the emulator.
#
# mingw: gcc-mingw-w64-x86-64 and wine (wine64); Check for Windows from
# tests/build-check-mingw.sh, under $MANCALA_MINGW_CHECK (default ci-check-mingw), built there
# when missing. The DLL (libmancala-0.dll) and the static library both build; the test programs
# link the DLL, as Windows applications do (libtool's wrapper .exe puts .libs on PATH), and Check
# statically. Windows has no fork(): Check runs in CK_NOFORK mode, which ignores the test cases'
# timeouts, so timeout(1) bounds each program instead (tests/wine-run.sh, which also runs a
# program a second time where wine failed before the program reported anything of its own).
# The whole log of any program that failed is printed after the suite's summary.
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
aarch64) host=aarch64-linux-gnu qemu=qemu-aarch64 multiarch=aarch64-linux-gnu ;;
mingw | windows) target=mingw host=x86_64-w64-mingw32 qemu=wine ;;
*) echo "cross.sh: unknown target $target (known: i686, s390x, aarch64, mingw)" >&2; exit 2 ;;
esac
top=$(pwd)
here=$(cd "$(dirname "$0")" && pwd)

# After the Check programs ran (in the build directory): the whole log of each one that failed,
# so that CI's output says why, and the programs that needed a second attempt (wine-run.sh).
report_runs() {
    for trs in tests/*.trs tests/fuzz/*.trs; do
        [ -f "$trs" ] || continue
        if grep -Eq '^:test-result: (FAIL|ERROR)' "$trs"; then
            echo "cross.sh: $target: ${trs%.trs} failed; its log:"
            sed 's/^/    /' "${trs%.trs}.log"
        fi
        if grep -q '^wine-run.sh: second attempt' "${trs%.trs}.log" 2>/dev/null; then
            echo "cross.sh: $target: $(grep '^wine-run.sh: second attempt' "${trs%.trs}.log")"
        fi
    done
}
case $tarball in /*) ;; *) tarball=$top/$tarball ;; esac
dir=$top/ci-cross-$target

if [ "$target" = mingw ]; then
    for tool in "$host-gcc" wine timeout; do
        command -v "$tool" >/dev/null || { echo "cross.sh: $tool not found" >&2; exit 77; }
    done
    check=${MANCALA_MINGW_CHECK:-$top/ci-check-mingw}
    sh "$here/build-check-mingw.sh" "$check"
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
    # The prefix's setup finished, and one wineserver for the whole run (-p: it stays between
    # programs instead of each start racing the last one's exit); stopped below.
    wineserver -w || true
    wineserver -p || true
    # tests/wine-run.sh: timeout(1) around wine, and a second attempt where wine itself failed.
    st=0
    make -j2 check TESTS='$(check_PROGRAMS)' LOG_COMPILER=sh \
        LOG_FLAGS="$here/wine-run.sh" || st=$?
    wineserver -k || true
    report_runs
    [ "$st" = 0 ] || exit "$st"
    emulated="wine $dir/build/tests/portable.exe"
else
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
    st=0
    make -j2 check TESTS='$(check_PROGRAMS)' LOG_COMPILER="$qemu" \
        LOG_FLAGS="-L $sysroot -E LD_LIBRARY_PATH=$sysroot/lib" || st=$?
    report_runs
    [ "$st" = 0 ] || exit "$st"
    emulated="$qemu -L $sysroot -E LD_LIBRARY_PATH=$sysroot/lib $dir/build/tests/portable"
fi

# The library's files across machines (tests/portable.c): a database, two game records and an
# opening book written natively and under the emulator must be the same bytes, and each machine
# must read the other's files to the same report as its own. NATIVE_PORTABLE names the build
# machine's tests/portable (a libtool wrapper is fine); the results, with a closing
# "N passed, M failed" line, go to ci-cross-TARGET/portable.log.
[ -n "${NATIVE_PORTABLE:-}" ] || exit 0
native=$NATIVE_PORTABLE
case $native in /*) ;; *) native=$top/$native ;; esac
log=$dir/portable.log
set +e
cd "$dir"
rm -rf files-native "files-$target"
mkdir files-native "files-$target"
passed=0 failed=0
result() {
    if [ "$1" = 0 ]; then passed=$((passed + 1)); echo "ok: $2"; else failed=$((failed + 1)); echo "FAIL: $2"; fi
}
{
    "$native" write files-native; result $? "written on the build machine"
    $emulated write "files-$target"; result $? "written on $target"
    for f in kalah.db kalah.rec oware.rec kalah.book; do
        cmp "files-native/$f" "files-$target/$f"; result $? "$f: the same bytes"
    done
    "$native" read files-native >report-native-native; result $? "build machine reads its files"
    "$native" read "files-$target" >report-native-target; result $? "build machine reads $target's"
    $emulated read files-native >report-target-native; result $? "$target reads the build machine's"
    $emulated read "files-$target" >report-target-target; result $? "$target reads its files"
    for r in report-native-target report-target-native report-target-target; do
        cmp report-native-native "$r"; result $? "$r equals report-native-native"
    done
    cat report-native-native
    echo "$passed passed, $failed failed"
} >"$log" 2>&1
cat "$log"
[ "$failed" = 0 ]
