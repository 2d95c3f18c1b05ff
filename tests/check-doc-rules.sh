#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/check-doc-rules.sh: doc/rules.md, the catalogue of rule sets, is what tools/doc_rules.py
# writes from the library (mancala_preset_info, the canonical specs, the boards) and from
# mancala-spec(7): a rule set added, renamed or described anew fails here until `make doc-rules`
# writes the page again. Skips (77) without python3 and in a sanitizer build.
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
PYTHONPATH="$srcdir/bindings/python${PYTHONPATH:+:$PYTHONPATH}"
PYTHONDONTWRITEBYTECODE=1 # the source tree may be read-only (distcheck)
export PYTHONPATH PYTHONDONTWRITEBYTECODE

set -- "$PYTHON" "$srcdir/tools/doc_rules.py" --check "$srcdir/doc/rules.md"
if [ -f "$top_builddir/libmancala.la" ]; then
    LIBTOOL=${LIBTOOL:-"$top_builddir/libtool"}
    # shellcheck disable=SC2086 # LIBTOOL may be "/bin/sh ./libtool"
    exec $LIBTOOL --mode=execute -dlopen "$top_builddir/libmancala.la" "$@"
fi
exec "$@"
