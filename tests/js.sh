#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/js.sh: the npm package for `make check`: builds and packs it (bindings/js/build.sh),
# installs the tarball into a scratch project as a user would (npm install ./libmancala-X.tgz,
# offline), and runs tests/js/*.test.mjs there with Node's test runner; the browser test of
# examples/web runs when chromium is found, and the JavaScript of README.md and doc/*.md after it.
# Skips (77) without emcc, node (>= 18) or npm.
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
EMCC=${EMCC:-emcc}
NODE=${NODE:-node}
NPM=${NPM:-npm}

for tool in "$EMCC" "$NODE" "$NPM"; do
    command -v "$tool" >/dev/null 2>&1 || { echo "$tool not found: skipping"; exit 77; }
done
major=$("$NODE" -p 'process.versions.node.split(".")[0]')
[ "$major" -ge 18 ] 2>/dev/null || { echo "node $major is older than 18: skipping"; exit 77; }
# The WebAssembly build is not the instrumented library: nothing for a sanitizer build to add.
[ -n "${MANCALA_SANITIZERS:-}" ] && { echo "sanitizer build: skipping"; exit 77; }

set -e
export srcdir top_builddir
built=$(sh "$srcdir/bindings/js/build.sh") # set -e: a failed build stops here
printf '%s\n' "$built"
tgz=$(printf '%s\n' "$built" | tail -n 1)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
cp "$srcdir"/tests/js/*.test.mjs "$srcdir/examples/web/index.html" "$srcdir/examples/web/app.js" "$tmp/"
printf '{ "name": "scratch", "private": true, "type": "module" }\n' >"$tmp/package.json"
(cd "$tmp" && npm_config_cache="$tmp/.npm" npm_config_update_notifier=false \
    "$NPM" install --offline --no-audit --no-fund --no-package-lock --silent "$tgz")

chromium=${MANCALA_CHROMIUM:-}
if [ -z "$chromium" ]; then
    for c in chromium chromium-browser google-chrome; do
        if command -v "$c" >/dev/null 2>&1; then chromium=$(command -v "$c"); break; fi
    done
fi
native=$top_builddir/examples/perft
[ -x "$native" ] && native=$(cd "$(dirname "$native")" && pwd)/perft || native=
data=$(cd "$srcdir/tests/data" && pwd)
src=$(cd "$srcdir" && pwd)
cd "$tmp"
# The native examples/perft (a libtool wrapper) finds the freshly built library by itself.
MANCALA_TEST_DATA=$data MANCALA_NATIVE_PERFT=$native MANCALA_CHROMIUM=$chromium \
MANCALA_WEB_ROOT=$tmp MANCALA_PACKAGE_VERSION=${MANCALA_PACKAGE_VERSION:-} \
    "$NODE" --test --test-reporter=tap ./*.test.mjs
# The JavaScript of README.md and doc/*.md (tests/doc_tutorials.py, as tests/doc-tutorials.sh runs
# the other languages), in this project where the package is installed; 77: the pages have none.
PYTHON=${PYTHON:-python3}
[ "$PYTHON" = : ] && PYTHON=python3
if command -v "$PYTHON" >/dev/null 2>&1; then
    NODE=$NODE "$PYTHON" "$src/tests/doc_tutorials.py" --langs js --js-project "$tmp" \
        "$src/README.md" "$src"/doc/*.md || [ $? = 77 ]
else
    echo "python3 not found: the documentation's JavaScript is not run"
fi
