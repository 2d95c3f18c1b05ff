#!/bin/sh
# SPDX-License-Identifier: MIT
# check-man.sh: every public function has a manual page (its family page or a .so stub naming it),
# every page is installed by Makefile.am, neither `mandoc -Tlint` nor groff, which man runs on
# Debian, has anything to say about any page, and every quote groff draws is closed.
srcdir=${srcdir:-.}
status=0
for f in $(grep -oE 'MANCALA_EXPORT [^(]*\(' "$srcdir/include/mancala.h" |
           sed -E 's/.*[ *]([a-z_0-9]+)\($/\1/'); do
    page=$srcdir/man/$f.3
    if [ ! -f "$page" ]; then
        echo "FAIL: $f has no page man/$f.3"; status=1
    elif ! grep -q "^\.so " "$page" && ! grep -q "^\.Fn $f\b" "$page"; then
        echo "FAIL: man/$f.3 neither documents $f nor points to the page that does"; status=1
    elif grep -q "^\.so " "$page"; then
        # man/PAGE.3, as `man -l man/STUB.3` reads it from the source tree (the install rule
        # makes it man3/PAGE.3)
        target=$srcdir/$(sed -n 's/^\.so \(man\/[^/]*\.3\)$/\1/p' "$page")
        grep -q "^\.Fn $f\b" "$target" 2>/dev/null ||
            { echo "FAIL: man/$f.3 points to '$(sed -n 's/^\.so //p' "$page")', not to a page man/PAGE.3 that documents $f"; status=1; }
    fi
done
for page in "$srcdir"/man/*.[137]; do
    grep -q "man/$(basename "$page")" "$srcdir/Makefile.am" ||
        { echo "FAIL: $page is not in Makefile.am's dist_man_MANS"; status=1; }
done
# .so stubs are checked above; the linters and groff read the pages they point to.
pages=$(cd "$srcdir/man" && grep -L '^\.so ' ./*.1 ./*.3 ./*.7)
checked=
if command -v mandoc >/dev/null; then
    out=$(cd "$srcdir/man" && mandoc -Tlint -W warning $pages 2>&1)
    if [ -n "$out" ]; then
        echo "FAIL: mandoc -Tlint:"; echo "$out"; status=1
    fi
    checked="$checked mandoc"
else
    echo "mandoc not found: pages not linted"
fi
# groff's mdoc macros, which man runs on Debian, close a one-line quoting macro (Ql, Dq, Pq...)
# only at the end of an .It line, not at the Ta or tab that ends its cell, so such a cell renders
# as nested quotes running into the next cells, and silently: no tool warns. So/Sc, Do/Dc... close
# where they are written.
tab=$(printf '\t')
out=$(cd "$srcdir/man" && grep -nE "^\.It .*\<(Aq|Bq|Brq|Dq|Op|Pq|Ql|Qq|Sq)\>.*(\<Ta\>|$tab)" $pages)
if [ -n "$out" ]; then
    echo "FAIL: a quoting macro in a table cell before Ta (write So ... Sc, Do ... Dc instead):"
    echo "$out"; status=1
fi
# mandoc and groff disagree on other points too, so every page is also formatted the way man-db
# formats it, with every groff warning on; any message at all fails the page.
if command -v groff >/dev/null; then
    for page in $pages; do
        out=$(cd "$srcdir/man" && groff -mandoc -Tutf8 -ww -z "$page" 2>&1)
        if [ -n "$out" ]; then
            echo "FAIL: groff -mandoc -Tutf8 -ww man/${page#./}:"; echo "$out"; status=1
        fi
    done
    # The quotes groff draws: formatted on lines long enough that a paragraph is one line, every
    # opening quote must be closed on its line before the next one opens. A quoting macro whose
    # argument list another macro breaks (.Ql a Ns Ar b Ns Ql c, .Pq Ql a , Ql b) renders as
    # nested openings closed together at the end, which the -ww warnings never mention.
    bs=$(printf '\b'); esc=$(printf '\033')
    for page in $pages; do
        out=$(cd "$srcdir/man" && groff -mandoc -Tutf8 -rLL=4000n "$page" 2>/dev/null |
              sed -e "s/.$bs//g" -e "s/$esc\[[0-9;]*m//g" | LC_ALL=C awk '
            {
                line = $0; gsub(/\342\200\230/, "\001", line); gsub(/\342\200\231/, "\002", line)
                open = 0; bad = 0
                for (i = 1; i <= length(line); i++) {
                    c = substr(line, i, 1)
                    if (c == "\001") { if (open) bad = 1; open = 1 }
                    else if (c == "\002") open = 0
                }
                if (bad || open) { sub(/^ +/, ""); print NR ": " $0 }
            }')
        if [ -n "$out" ]; then
            echo "FAIL: man/${page#./} renders an opening quote not closed before the next (line as formatted):"
            echo "$out"; status=1
        fi
    done
    checked="$checked groff"
else
    echo "groff not found: pages not formatted with groff"
fi
# `man -l man/STUB.3` from the source tree shows the page the stub names (man-db's man): one
# stub of each page named.
if command -v man >/dev/null && man --version 2>/dev/null | grep -q '^man '; then
    seen=
    for page in "$srcdir"/man/*.3; do
        target=$(sed -n 's/^\.so //p' "$page")
        [ -n "$target" ] || continue
        case " $seen " in *" $target "*) continue ;; esac
        seen="$seen $target"
        out=$(cd "$srcdir" && LC_ALL=C MANPAGER=cat PAGER=cat MANWIDTH=80 man -l "man/$(basename "$page")" 2>&1 >/dev/null)
        if [ -n "$out" ]; then
            echo "FAIL: man -l man/$(basename "$page") in the source tree:"; echo "$out"; status=1
        fi
    done
fi
if [ -z "$checked" ]; then
    [ $status = 0 ] && exit 77
elif [ $status = 0 ]; then
    echo "PASS: every public function documented, every page clean under$checked"
fi
exit $status
