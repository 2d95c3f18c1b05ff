#!/bin/sh
# SPDX-License-Identifier: MIT
# check-version.sh: one release number everywhere. configure.ac's (MANCALA_PACKAGE_VERSION, from
# the Makefile) must be the version of the Python package (pyproject.toml and __version__), the
# Lua module (_VERSION), the npm package (package.json), the Debian changelog's newest entry and
# the RPM spec (Version and its newest changelog entry), and the newest release of NEWS. With
# MANCALA_RELEASE=1 (`make release-check`) that NEWS entry must also be dated, not "unreleased".
# The header's numbers and pkg-config's come from configure.ac itself (mancala_version.h.in,
# mancala.pc.in), and CMakeLists.txt reads them from there.
srcdir=${srcdir:-.}
want=${MANCALA_PACKAGE_VERSION:-$(sed -n 's/^m4_define(\[mancala_\(major\|minor\|patch\)\], \[\([0-9]*\)\])$/\2/p' \
    "$srcdir/configure.ac" | paste -sd. -)}
status=0
n=0

check() { # what found
    n=$((n + 1))
    if [ "$2" = "$want" ]; then
        echo "ok: $1: $2"
    else
        echo "FAIL: $1 says '$2', configure.ac $want"
        status=1
    fi
}

check "bindings/python/pyproject.toml" \
    "$(sed -n 's/^version = "\(.*\)"$/\1/p' "$srcdir/bindings/python/pyproject.toml")"
check "bindings/python/mancala/__init__.py" \
    "$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$srcdir/bindings/python/mancala/__init__.py")"
check "bindings/lua/mancala.lua" \
    "$(sed -n 's/^M._VERSION = "\(.*\)"$/\1/p' "$srcdir/bindings/lua/mancala.lua")"
check "bindings/js/package.json" \
    "$(sed -n 's/^  "version": "\(.*\)",$/\1/p' "$srcdir/bindings/js/package.json")"
check "packaging/debian/changelog" \
    "$(sed -n '1s/^libmancala (\([^-)]*\)-[0-9]*).*/\1/p' "$srcdir/packaging/debian/changelog")"
check "packaging/rpm/libmancala.spec Version" \
    "$(sed -n 's/^Version: *//p' "$srcdir/packaging/rpm/libmancala.spec")"
check "packaging/rpm/libmancala.spec %changelog" \
    "$(sed -n '/^%changelog/{n;s/.* - \([0-9.]*\)-[0-9]*$/\1/p;}' "$srcdir/packaging/rpm/libmancala.spec")"
newest=$(grep -m1 '^Release ' "$srcdir/NEWS")
check "NEWS" "$(echo "$newest" | cut -d' ' -f2)"
if [ "${MANCALA_RELEASE:-0}" = 1 ]; then
    n=$((n + 1))
    case $newest in
    *unreleased*) echo "FAIL: NEWS: '$newest' is not dated"; status=1 ;;
    *) echo "ok: NEWS: $newest" ;;
    esac
fi
echo "check-version: $n checks of $want"
exit $status
