#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/python.sh: the Python binding's unittest suite against the freshly built library, for
# `make check`. Skips (77) only when python3 is missing.
#
# Automake runs it from the top build directory with srcdir exported; top_builddir and LIBTOOL
# may be set by the caller. The library is found two ways at once: libtool --mode=execute -dlopen
# puts the uninstalled library's directory on the loader path, and MANCALA_LIBRARY is set to the
# built file itself when it exists (it then wins over any MANCALA_LIBRARY from the environment).
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
PYTHON=${PYTHON:-python3}
[ "$PYTHON" = : ] && PYTHON=python3 # configure's "not found"

command -v "$PYTHON" >/dev/null 2>&1 || { echo "python3 not found: skipping"; exit 77; }
# An ASan/UBSan build of the library cannot be loaded into an uninstrumented interpreter.
[ -n "${MANCALA_SANITIZERS:-}" ] && { echo "sanitizer build: the interpreter is not instrumented: skipping"; exit 77; }

for lib in "$top_builddir/.libs/libmancala.so.0" "$top_builddir/.libs/libmancala.0.dylib"; do
    if [ -f "$lib" ]; then
        MANCALA_LIBRARY=$(cd "$(dirname "$lib")" && pwd)/$(basename "$lib")
        export MANCALA_LIBRARY
        break
    fi
done

PYTHONPATH="$srcdir/bindings/python${PYTHONPATH:+:$PYTHONPATH}"
# gymnasium and pettingzoo for tests/python/test_envs.py: MANCALA_VENDOR_PYTHON names a folder of
# pure-Python packages, else ../shared/vendor/python beside the source tree when it exists (the
# CI's layout); without either, the tests that need them skip, saying why.
vendor=${MANCALA_VENDOR_PYTHON:-}
if [ -z "$vendor" ] && [ -d "$srcdir/../shared/vendor/python" ]; then
    vendor=$(cd "$srcdir/../shared/vendor/python" && pwd)
fi
[ -n "$vendor" ] && [ -d "$vendor" ] && PYTHONPATH="$PYTHONPATH:$vendor"
PYTHONDONTWRITEBYTECODE=1 # the source tree may be read-only (distcheck)
export PYTHONPATH PYTHONDONTWRITEBYTECODE

set -- "$PYTHON" -m unittest discover -v -s "$srcdir/tests/python" -p 'test_*.py'
if [ -f "$top_builddir/libmancala.la" ]; then
    LIBTOOL=${LIBTOOL:-"$top_builddir/libtool"}
    # shellcheck disable=SC2086 # LIBTOOL may be "/bin/sh ./libtool"
    exec $LIBTOOL --mode=execute -dlopen "$top_builddir/libmancala.la" "$@"
fi
exec "$@"
