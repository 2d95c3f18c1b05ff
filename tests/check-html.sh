#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/check-html.sh: the HTML manual (`make html`) in `make check`: tools/make_html.py renders
# the README, doc/*.md and every man page into html/ in the build tree, and tools/check_html.py
# checks that every local link and #anchor of every page leads somewhere, then loads every page
# in headless Chromium (each loads, has a title and text, every picture is drawn) and saves
# html/screenshots/front.png and rules.png. Skips (77) without Python's markdown module
# (python3-markdown) or mandoc; without Chromium the links are still checked, then it skips.
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
PYTHONDONTWRITEBYTECODE=1 # the source tree may be read-only (distcheck)
export PYTHONDONTWRITEBYTECODE

py=
for p in "${PYTHON:-}" python3 /usr/bin/python3; do
    case $p in ""|:) continue ;; esac
    if command -v "$p" >/dev/null 2>&1 && "$p" -c 'import markdown' 2>/dev/null; then py=$p; break; fi
done
[ -n "$py" ] || { echo "no python3 with the markdown module (Debian: python3-markdown): skipping"; exit 77; }
command -v mandoc >/dev/null 2>&1 || { echo "mandoc not found: skipping"; exit 77; }

site=$top_builddir/html
"$py" "$srcdir/tools/make_html.py" "$srcdir" "$site" "${MANCALA_PACKAGE_VERSION:-}"
st=$?
[ "$st" = 0 ] || { echo "FAIL: tools/make_html.py exited $st"; exit 1; }

chromium=${MANCALA_CHROMIUM:-}
if [ -z "$chromium" ]; then
    for c in chromium chromium-browser google-chrome; do
        if command -v "$c" >/dev/null 2>&1; then chromium=$(command -v "$c"); break; fi
    done
fi
if [ -z "$chromium" ]; then
    "$py" "$srcdir/tools/check_html.py" "$site" || exit 1
    echo "chromium not found: the pages were not loaded: skipping"; exit 77
fi
exec "$py" "$srcdir/tools/check_html.py" "$site" "$chromium"
