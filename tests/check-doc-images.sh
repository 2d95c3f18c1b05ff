#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/check-doc-images.sh: the board pictures kept in doc/img are the ones the library and
# mancala.svg draw now: tools/draw_boards.py draws them again into a scratch folder, and each
# must equal the kept file byte for byte, with no kept picture left over (`make doc-images`
# refreshes them). Where matplotlib is installed, tools/draw_plots.py also draws every plot of
# doc/data into a scratch folder (plots are not compared: matplotlib's output changes with its
# version). Skips (77) without python3, in a sanitizer build, or without the shared library.
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
PYTHON=${PYTHON:-python3}
[ "$PYTHON" = : ] && PYTHON=python3

command -v "$PYTHON" >/dev/null 2>&1 || { echo "python3 not found: skipping"; exit 77; }
[ -n "${MANCALA_SANITIZERS:-}" ] && { echo "sanitizer build: the interpreter is not instrumented: skipping"; exit 77; }
lib=$top_builddir/.libs/libmancala.so.0
[ -f "$lib" ] || { echo "no $lib (a static or non-ELF build): skipping"; exit 77; }
MANCALA_LIBRARY=$(cd "$(dirname "$lib")" && pwd)/libmancala.so.0
PYTHONPATH="$srcdir/bindings/python"
PYTHONDONTWRITEBYTECODE=1 # the source tree may be read-only (distcheck)
export MANCALA_LIBRARY PYTHONPATH PYTHONDONTWRITEBYTECODE

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
"$PYTHON" "$srcdir/tools/draw_boards.py" "$tmp/img" || { echo "FAIL: tools/draw_boards.py"; exit 1; }
status=0
n=0
for f in $(cd "$tmp/img" && find . -name '*.svg' | sort); do
    n=$((n + 1))
    if [ ! -f "$srcdir/doc/img/$f" ]; then
        echo "FAIL: doc/img/${f#./} is missing (run make doc-images and commit it)"; status=1
    elif ! cmp -s "$tmp/img/$f" "$srcdir/doc/img/$f"; then
        echo "FAIL: doc/img/${f#./} is not what tools/draw_boards.py draws now (run make doc-images)"
        diff "$srcdir/doc/img/$f" "$tmp/img/$f" | head -n 10
        status=1
    fi
done
for f in $(cd "$srcdir/doc/img" && find . -path ./plots -prune -o -name '*.svg' -print | sort); do
    [ -f "$tmp/img/$f" ] || { echo "FAIL: doc/img/${f#./} is drawn by nothing now (remove it)"; status=1; }
done
echo "$n board pictures compared"

# The plots: drawn where matplotlib is, by the first interpreter that has it.
for py in "$PYTHON" python3 /usr/bin/python3; do
    if command -v "$py" >/dev/null 2>&1 && "$py" -c 'import matplotlib' 2>/dev/null; then
        if "$py" "$srcdir/tools/draw_plots.py" "$srcdir/doc/data" "$tmp/plots"; then
            for t in "$srcdir"/doc/data/*.tsv; do
                b=$(basename "$t" .tsv)
                [ -s "$tmp/plots/$b.svg" ] || { echo "FAIL: no plot drawn of doc/data/$b.tsv"; status=1; }
                [ -f "$srcdir/doc/img/plots/$b.svg" ] ||
                    { echo "FAIL: doc/img/plots/$b.svg is missing (run make doc-plots)"; status=1; }
            done
        else
            echo "FAIL: tools/draw_plots.py"; status=1
        fi
        break
    fi
done
exit $status
