#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/doc-tutorials.sh: the code of README.md and of doc/*.md, run by `make check` against the
# freshly built library (tests/doc_tutorials.py; the conventions are in doc/README.md). C is
# compiled and linked with libtool, Python and Lua run as tests/python.sh and tests/lua.sh run
# theirs; a language whose tool is missing is skipped. The JavaScript runs in tests/js.sh, in the
# project where that installs the npm package. Skips (77) without python3, which reads the pages,
# and in a sanitizer build (the interpreters are not instrumented).
#
# Run from the top build directory with srcdir exported, as the other scripts are.
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
PYTHON=${PYTHON:-python3}
[ "$PYTHON" = : ] && PYTHON=python3 # configure's "not found"

command -v "$PYTHON" >/dev/null 2>&1 || { echo "python3 not found: skipping"; exit 77; }
[ -n "${MANCALA_SANITIZERS:-}" ] && { echo "sanitizer build: skipping"; exit 77; }

for lib in "$top_builddir/.libs/libmancala.so.0" "$top_builddir/.libs/libmancala.0.dylib"; do
    if [ -f "$lib" ]; then
        MANCALA_LIBRARY=$(cd "$(dirname "$lib")" && pwd)/$(basename "$lib")
        export MANCALA_LIBRARY
        break
    fi
done
abs_srcdir=$(cd "$srcdir" && pwd)
PYTHONPATH="$abs_srcdir/bindings/python${PYTHONPATH:+:$PYTHONPATH}"
# numpy's companions for the agents' tutorial, as tests/python.sh finds them.
vendor=${MANCALA_VENDOR_PYTHON:-}
if [ -z "$vendor" ] && [ -d "$srcdir/../shared/vendor/python" ]; then
    vendor=$(cd "$srcdir/../shared/vendor/python" && pwd)
fi
[ -n "$vendor" ] && [ -d "$vendor" ] && PYTHONPATH="$PYTHONPATH:$vendor"
LUA_PATH="$abs_srcdir/bindings/lua/?.lua;${LUA_PATH:-;}"
MANCALA_HEADER="$abs_srcdir/include/mancala.h"
PYTHONDONTWRITEBYTECODE=1 # the source tree may be read-only (distcheck)
PYTHON=$(command -v "$PYTHON")
export PYTHONPATH LUA_PATH MANCALA_HEADER PYTHONDONTWRITEBYTECODE PYTHON srcdir top_builddir

set -- "$PYTHON" "$srcdir/tests/doc_tutorials.py" --langs c,python,lua \
    "$srcdir/README.md" "$srcdir"/doc/*.md
if [ -f "$top_builddir/libmancala.la" ]; then
    LIBTOOL=${LIBTOOL:-"$top_builddir/libtool"}
    export LIBTOOL
    # shellcheck disable=SC2086 # LIBTOOL may be "/bin/sh ./libtool"
    exec $LIBTOOL --mode=execute -dlopen "$top_builddir/libmancala.la" "$@"
fi
exec "$@"
