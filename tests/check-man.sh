#!/bin/sh
# SPDX-License-Identifier: MIT
# check-man.sh: every public function has a manual page (its family page or a .so stub naming it),
# every page is installed by Makefile.am, and `mandoc -Tlint` has nothing to say about any page.
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
        target=$srcdir/man/$(sed -n 's/^\.so man3\///p' "$page")
        grep -q "^\.Fn $f\b" "$target" 2>/dev/null ||
            { echo "FAIL: man/$f.3 points to $target, which does not document $f"; status=1; }
    fi
done
for page in "$srcdir"/man/*.[37]; do
    grep -q "man/$(basename "$page")" "$srcdir/Makefile.am" ||
        { echo "FAIL: $page is not in Makefile.am's dist_man_MANS"; status=1; }
done
if command -v mandoc >/dev/null; then
    # .so stubs are checked above; mandoc lints the pages they point to.
    pages=$(cd "$srcdir/man" && grep -L '^\.so ' ./*.3 ./*.7)
    out=$(cd "$srcdir/man" && mandoc -Tlint -W warning $pages 2>&1)
    if [ -n "$out" ]; then
        echo "FAIL: mandoc -Tlint:"; echo "$out"; status=1
    fi
else
    echo "mandoc not found: pages not linted"
    [ $status = 0 ] && exit 77
fi
[ $status = 0 ] && echo "PASS: every public function documented, every page lint-clean"
exit $status
