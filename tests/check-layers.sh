#!/bin/sh
# SPDX-License-Identifier: MIT
# check-layers.sh: the library's layers keep their direction (lib/README): common <- rules <-
# format, and the engine over rules and common. Every source of lib/ lies in one of the four
# folders; a file includes headers of its own folder (by their bare name), of the layers below it
# (as ../LAYER/name.h), or the public headers, and nothing else. A rule family (kalah.c, oware.c,
# congkak.c, togyz.c) never names a function of another: the capture dispatcher decides which acts.
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

# The rule families: the functions each defines, named by no other family.
families="kalah oware congkak togyz hus"
for a in $families; do
    fa=$lib/rules/$a.c
    [ -e "$fa" ] || { fail "lib/rules/$a.c missing"; continue; }
    for fn in $(sed -n 's/^[a-z][a-z0-9_ ]* \**\(mc_[a-z0-9_]*\)(.*/\1/p' "$fa"); do
        for b in $families; do
            [ "$a" = "$b" ] && continue
            if grep -qw "$fn" "$lib/rules/$b.c"; then
                fail "lib/rules/$b.c calls $fn of lib/rules/$a.c: one rule family never calls another"
            fi
        done
    done
done

if [ $status -eq 0 ]; then
    echo "PASS: lib/ keeps its layers (common <- rules <- format; engine over rules and common)"
fi
exit $status
