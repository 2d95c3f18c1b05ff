#!/bin/sh
# SPDX-License-Identifier: MIT
# check-functions.sh: no function of lib/ is longer than 80 lines, its signature included (lib/README:
# a function does one job), and no static function of a .c file takes the `mc_` prefix, which marks
# what the files of lib/ share. A function body is what lies between a `{` alone at the start of a line
# and the next `}` at the start of a line (the house style); table-like data is not counted.
srcdir=${srcdir:-.}
max=${MANCALA_MAX_FUNCTION_LINES:-80}
status=0
for f in "$srcdir"/lib/*/*.c "$srcdir"/lib/*/*.h; do
    [ -e "$f" ] || continue
    awk -v max="$max" -v name="${f#"$srcdir"/}" '
        # Where the signature starts: after the last blank line, comment end, `;`, `}` or
        # preprocessor line before the `{`.
        /^[[:space:]]*$/ || /\*\/[[:space:]]*$/ || /;[[:space:]]*$/ || /^}/ || /^#/ { sig = NR + 1 }
        /^\{/ { start = sig; open = 1; next }
        /^}/ && open {
            n = NR - start + 1
            if (n > max) { printf "FAIL: %s:%d: a function of %d lines (at most %d)\n", name, start, n, max; bad = 1 }
            open = 0
        }
        END { exit bad }' "$f" || status=1
    # static functions of a .c file named mc_*: the prefix is for what other files of lib/ call
    # (a header's static inline functions are shared, and take it).
    case $f in *.c)
        if grep -nE '^static( inline)? [a-z_0-9 ]+\**mc_[a-z0-9_]+\(' "$f" | sed "s|^|FAIL: ${f#"$srcdir"/}:|" | grep .; then
            status=1
        fi ;;
    esac
done
[ $status -eq 0 ] && echo "PASS: every function of lib/ is at most $max lines; no static function has the mc_ prefix"
exit $status
