#!/bin/sh
# SPDX-License-Identifier: MIT
# check-layers.sh: the library's layers keep their direction (lib/README): common <- rules <-
# format, and the engine over rules and common. Every source of lib/ lies in one of the four
# folders; a file includes headers of its own folder (by their bare name), of the layers below it
# (as ../LAYER/name.h), or the public headers, and nothing else. A rule family is one file behind
# one interface, named by the registry alone (below).
srcdir=${srcdir:-.}
lib=$srcdir/lib
status=0

fail() {
    echo "FAIL: $*"
    status=1
}

# Which layers a layer may include.
allowed() {
    case $1 in
    common) echo "common" ;;
    rules) echo "common rules" ;;
    format) echo "common rules format" ;;
    engine) echo "common rules engine" ;;
    esac
}

for f in "$lib"/*.c "$lib"/*.h "$lib"/*/*/*.c "$lib"/*/*/*.h; do
    [ -e "$f" ] && fail "${f#"$srcdir"/}: a library source outside lib/common, lib/rules, lib/format and lib/engine"
done
for dir in "$lib"/*/; do
    layer=$(basename "$dir")
    case $layer in
    common | rules | format | engine) ;;
    *) fail "lib/$layer: not a layer (common, rules, format, engine)"; continue ;;
    esac
    ok=$(allowed "$layer")
    for f in "$dir"*.c "$dir"*.h; do
        [ -e "$f" ] || continue
        name=lib/$layer/$(basename "$f")
        # Every quoted include, with its line number.
        grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f" |
            sed 's/^\([0-9]*\):.*"\([^"]*\)".*/\1 \2/' >"${TMPDIR:-/tmp}/layers.$$"
        while read -r line inc; do
            case $inc in
            mancala.h | mancala_version.h) ;;
            ../*/*)
                target=${inc#../}
                target=${target%%/*}
                case " $ok " in
                *" $target "*)
                    [ -e "$lib/$target/${inc##*/}" ] || fail "$name:$line: includes $inc, which does not exist" ;;
                *) fail "$name:$line: includes $inc: lib/$layer may include only $ok" ;;
                esac ;;
            */*) fail "$name:$line: includes $inc: name a header of another layer as ../LAYER/name.h" ;;
            *) [ -e "$dir$inc" ] || fail "$name:$line: includes $inc, which is not in lib/$layer" ;;
            esac
        done <"${TMPDIR:-/tmp}/layers.$$"
        rm -f "${TMPDIR:-/tmp}/layers.$$"
    done
done

# The rule families: the files the registry (lib/rules/family.c) names, each one file behind one
# interface (rules.h's mc_family). A family's file exports its mc_family alone (every function of
# it static); no other file of lib/ names that mc_family (the registry aside) or anything else with
# the prefix mc_NAME_, nor includes the file; and in code (comments left out) no file of the rules
# layer or the engine names a family by its name (NAME, NAME_...): lib/format may, its vocabulary.
registry=$lib/rules/family.c
families=$(grep -o '&mc_[a-z0-9]*_family' "$registry" | sed 's/&mc_\(.*\)_family/\1/' | sort -u)
[ -n "$families" ] || fail "lib/rules/family.c: no family in the registry"
# A file's code without its comments (block comments, whole or over lines, and // comments) and
# without its preprocessor lines.
code() {
    awk '{
        out = ""; line = $0
        while (line != "") {
            if (incomment) {
                e = index(line, "*/")
                if (!e) { line = ""; break }
                line = substr(line, e + 2); incomment = 0
            }
            b = index(line, "/*"); s = index(line, "//")
            if (s && (!b || s < b)) { out = out substr(line, 1, s - 1); line = ""; break }
            if (!b) { out = out line; line = ""; break }
            out = out substr(line, 1, b - 1) " "; line = substr(line, b + 2); incomment = 1
        }
        if (out !~ /^[ \t]*#/) print out
    }' "$1"
}
# Each file's code, read once.
stripped=${TMPDIR:-/tmp}/layers-code.$$
trap 'rm -rf "$stripped"' EXIT INT TERM
mkdir -p "$stripped" || exit 99
for f in "$lib"/*/*.c "$lib"/*/*.h; do
    mkdir -p "$stripped/$(basename "$(dirname "$f")")"
    code "$f" >"$stripped/${f#"$lib"/}"
done
# The reading above must see code: the registry binds.
grep -q 'mc_family_bind' "$stripped/rules/family.c" ||
    fail "tests/check-layers.sh: cannot read lib/rules/family.c's code"
for a in $families; do
    fa=$lib/rules/$a.c
    [ -e "$fa" ] || { fail "lib/rules/$a.c missing (named by the registry)"; continue; }
    grep -q "^const mc_family mc_${a}_family = " "$fa" ||
        fail "lib/rules/$a.c: does not define const mc_family mc_${a}_family"
    exported=$(grep '^[a-z][a-z0-9_ ]* \**[a-z][a-z0-9_]*(' "$stripped/rules/$a.c" |
        grep -v '^static \|^MC_ALWAYS_INLINE \|^MC_NOINLINE ' | sed 's/(.*//')
    [ -n "$exported" ] &&
        fail "lib/rules/$a.c exports $exported: a family's functions are static, its mc_family is its interface"
    grep -l "[\"/]$a\.c\"" "$lib"/*/*.c "$lib"/*/*.h | while read -r f; do
        echo "FAIL: lib/${f#"$lib"/} includes lib/rules/$a.c"
    done | grep . && status=1
    # Every name of the family's prefix outside its file (one grep over all files), then, in the
    # rules layer and the engine, the family's own name or a name it begins.
    hits=$(cd "$stripped" && grep -o "\bmc_${a}_[a-z0-9_]*" */* | sort -u |
        grep -v "^rules/$a\.c:" | grep -v "^rules/family\.c:mc_${a}_family\$")
    hits=$hits$(cd "$stripped" && grep -o "\b${a}\(_[a-z0-9_]*\)\?\b" rules/* engine/* common/* |
        sort -u | grep -v "^rules/$a\.c:\|^rules/family\.c:")
    if [ -n "$hits" ]; then
        echo "$hits" | sed "s|^\([^:]*\):\(.*\)|FAIL: lib/\1 names \2 of the rule family lib/rules/$a.c: only the registry (lib/rules/family.c) names a family, and lib/format its words|"
        status=1
    fi
done

if [ $status -eq 0 ]; then
    echo "PASS: lib/ keeps its layers (common <- rules <- format; engine over rules and common)"
fi
exit $status
