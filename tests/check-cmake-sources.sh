#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/check-cmake-sources.sh: the CMake build keeps no lists of its own: CMakeLists.txt reads
# the library's sources, the programs and the manual pages out of Makefile.am
# (cmake/MancalaAutomake.cmake). This checks, in `make check`, that it reads them as make expands
# them (make passes its values in MANCALA_AM_*), and that it knows every flag of every check
# program (the reader fails on one it does not). Words that Makefile.am adds only under a
# configure option (`if ENABLE_MPI`) are not the CMake build's. Skips (77) without cmake.
srcdir=${srcdir:-.}
CMAKE=${CMAKE:-cmake}
command -v "$CMAKE" >/dev/null 2>&1 || { echo "SKIP: cmake not found"; exit 77; }
[ -n "${MANCALA_AM_check_PROGRAMS:-}" ] || { echo "SKIP: run by make check (it passes make's lists)"; exit 77; }

out=$("$CMAKE" -DMAKEFILE_AM="$srcdir/Makefile.am" -P "$srcdir/cmake/MancalaAutomake.cmake" 2>&1) ||
    { printf '%s\n' "$out"; echo "FAIL: cmake/MancalaAutomake.cmake cannot read Makefile.am"; exit 1; }

words() { printf '%s\n' "$@" | tr ' ' '\n' | grep . | sort; }
status=0
for name in libmancala_core_la_SOURCES check_PROGRAMS noinst_PROGRAMS dist_man_MANS; do
    cmake_words=$(printf '%s\n' "$out" | sed -n "s|^$name: ||p")
    cond=$(printf '%s\n' "$out" | sed -n "s|^$name if: ||p")
    eval "make_words=\${MANCALA_AM_$name:-}"
    # shellcheck disable=SC2154,SC2086 # make_words is set by eval; the lists are words
    made=$(words $make_words)
    # shellcheck disable=SC2086
    [ -z "$cond" ] || made=$(printf '%s\n' "$made" | grep -vxF "$(words $cond)")
    # shellcheck disable=SC2086
    read=$(words $cmake_words)
    if [ -z "$read" ] || [ "$made" != "$read" ]; then
        echo "FAIL: $name: make (-) and CMake's reading of Makefile.am (+) differ:"
        printf '%s\n' "$made" >"${TMPDIR:-/tmp}/cmake-sources.$$.make"
        printf '%s\n' "$read" | diff -u "${TMPDIR:-/tmp}/cmake-sources.$$.make" - | tail -n +3
        rm -f "${TMPDIR:-/tmp}/cmake-sources.$$.make"
        status=1
    else
        echo "$name: $(printf '%s\n' "$read" | wc -l) words alike"
    fi
done
printf '%s\n' "$out" | grep -c '^program ' | sed 's/$/ check programs translated/'
[ $status = 0 ] && echo "PASS: the CMake build reads Makefile.am's lists as make does"
exit $status
