#!/bin/sh
# SPDX-License-Identifier: MIT
# bindings/js/build.sh: compiles lib/ to WebAssembly with emscripten (an ES module and its .wasm)
# and packs the npm package `libmancala` around it: OUT/libmancala-VERSION.tgz.
#
# Usage: build.sh [OUT]   (OUT: default $top_builddir/bindings/js/dist)
# Environment: srcdir (the source tree, default: two levels above this script), top_builddir
# (where configure wrote include/mancala_version.h, default srcdir), EMCC, NPM.
# Rebuilds only what is older than its sources, as make would: `make check` calls it every time.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
srcdir=$(cd "${srcdir:-$here/../..}" && pwd)
top_builddir=$(cd "${top_builddir:-$srcdir}" && pwd)
out=${1:-$top_builddir/bindings/js/dist}
EMCC=${EMCC:-emcc}
NPM=${NPM:-npm}
# Debian's emcc runs its optimizer on the machine's node, which finds acorn only here.
NODE_PATH=${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs
export NODE_PATH

vh=$top_builddir/include/mancala_version.h
[ -f "$vh" ] || { echo "build.sh: $vh not found: run configure first" >&2; exit 1; }
version=$(sed -n 's/^#define MANCALA_VERSION_STRING "\(.*\)"$/\1/p' "$vh")

mkdir -p "$out/obj" "$out/package"
out=$(cd "$out" && pwd)

# newer A B...: A is missing or older than one of B.
stale() {
    target=$1
    shift
    [ -f "$target" ] || return 0
    for dep in "$@"; do
        # shellcheck disable=SC3013 # -nt: dash, bash and busybox sh all have it
        [ "$dep" -nt "$target" ] && return 0
    done
    return 1
}

# The library's own sources (those of libmancala_core in Makefile.am), one object each. No
# MANCALA_THREADS: the search and the database builder then run on the calling thread.
headers="$srcdir/include/mancala.h $vh $srcdir/lib/*/*.h $here/build.sh"
objs=
for c in "$srcdir"/lib/*/*.c; do
    # One object per source, named by its layer too (lib/rules/x.c -> obj/rules-x.o).
    layer=$(basename "$(dirname "$c")")
    o=$out/obj/$layer-$(basename "$c" .c).o
    # shellcheck disable=SC2086
    if stale "$o" "$c" $headers; then
        echo "  EMCC     ${c#"$srcdir"/}"
        "$EMCC" -O3 -std=c99 -Wall -DMANCALA_BUILDING -I"$srcdir/include" -I"$top_builddir/include" \
            -c "$c" -o "$o"
    fi
    objs="$objs $o"
done

# Every function of mancala.h but the two that read and write files (no file system here).
exports=$(sed -n 's/^MANCALA_EXPORT[^(]*[ *]\(mancala_[a-z0-9_]*\)(.*/_\1/p' "$srcdir/include/mancala.h" |
    grep -v -e '^_mancala_db_save$' -e '^_mancala_db_load$' | tr '\n' ',')
core=$out/package/libmancala-core.mjs
# shellcheck disable=SC2086
if stale "$core" $objs || stale "$out/package/libmancala-core.wasm" $objs; then
    echo "  EMLINK   libmancala-core.mjs libmancala-core.wasm"
    # An ES module for the web with the .wasm beside it; in Node the wrapper (index.js) reads the
    # .wasm itself and hands it over (emscripten's Node loader in an ES module is broken here).
    # BigInt integration: uint64_t and int64_t cross as BigInt. The table grows for rule hooks.
    # shellcheck disable=SC2086
    "$EMCC" -O3 $objs -o "$core" \
        -sMODULARIZE -sEXPORT_ES6 -sEXPORT_NAME=createMancalaCore -sENVIRONMENT=web \
        -sALLOW_MEMORY_GROWTH -sALLOW_TABLE_GROWTH -sWASM_BIGINT -sFILESYSTEM=0 \
        "-sEXPORTED_FUNCTIONS=${exports}_malloc,_free" \
        -sEXPORTED_RUNTIME_METHODS=addFunction,UTF8ToString,stringToUTF8,lengthBytesUTF8,stackSave,stackRestore,stackAlloc
fi

# The package: the wrapper, its typings, its README, the licence, package.json with the version.
for f in index.js index.d.ts README.md; do
    stale "$out/package/$f" "$here/$f" && cp "$here/$f" "$out/package/$f"
done
stale "$out/package/LICENSE" "$srcdir/COPYING" && cp "$srcdir/COPYING" "$out/package/LICENSE"
if stale "$out/package/package.json" "$here/package.json" "$vh"; then
    sed "s/^\(  \"version\": \)\"[^\"]*\"/\1\"$version\"/" "$here/package.json" >"$out/package/package.json"
fi
tgz=$out/libmancala-$version.tgz
if stale "$tgz" "$out"/package/*; then
    echo "  NPM      pack libmancala-$version.tgz"
    (cd "$out/package" && npm_config_update_notifier=false "$NPM" pack --silent \
        --pack-destination "$out" >/dev/null)
fi
[ -f "$tgz" ] || { echo "build.sh: npm pack did not write $tgz" >&2; exit 1; }
echo "$tgz"
