#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/lua.sh: the LuaJIT binding's test suite against the freshly built library, for
# `make check`. Skips (77) only when luajit is missing.
#
# As tests/python.sh: run from the top build directory with srcdir exported (top_builddir and
# LIBTOOL optional); libtool --mode=execute -dlopen puts the uninstalled library on the loader
# path, and MANCALA_LIBRARY is set to the built file itself when it exists.
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
LUAJIT=${LUAJIT:-luajit}
[ "$LUAJIT" = : ] && LUAJIT=luajit # configure's "not found"

command -v "$LUAJIT" >/dev/null 2>&1 || { echo "luajit not found: skipping"; exit 77; }
# An ASan/UBSan build of the library cannot be loaded into an uninstrumented interpreter.
[ -n "${MANCALA_SANITIZERS:-}" ] && { echo "sanitizer build: the interpreter is not instrumented: skipping"; exit 77; }

for lib in "$top_builddir/.libs/libmancala.so.0" "$top_builddir/.libs/libmancala.0.dylib"; do
    if [ -f "$lib" ]; then
        MANCALA_LIBRARY=$(cd "$(dirname "$lib")" && pwd)/$(basename "$lib")
        export MANCALA_LIBRARY
        break
    fi
done

LUA_PATH="$srcdir/bindings/lua/?.lua;${LUA_PATH:-;}"
MANCALA_HEADER="$srcdir/include/mancala.h"
export LUA_PATH MANCALA_HEADER

set -- "$LUAJIT" "$srcdir/tests/lua/test_mancala.lua"
if [ -f "$top_builddir/libmancala.la" ]; then
    LIBTOOL=${LIBTOOL:-"$top_builddir/libtool"}
    # shellcheck disable=SC2086 # LIBTOOL may be "/bin/sh ./libtool"
    exec $LIBTOOL --mode=execute -dlopen "$top_builddir/libmancala.la" "$@"
fi
exec "$@"
