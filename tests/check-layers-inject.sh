#!/bin/sh
# SPDX-License-Identifier: MIT
# check-layers-inject.sh: check-layers.sh can fail. On a copy of lib/, each of these breaches of
# the rule families' isolation, made one at a time, must make it fail: generic code naming a
# family's mc_family, a family calling another's function, a family exporting a function, the
# engine naming a family, a file including a family's source.
srcdir=${srcdir:-.}
work=${TMPDIR:-/tmp}/check-layers-inject.$$
status=0
trap 'rm -rf "$work"' EXIT INT TERM

breach() {
    rm -rf "$work" && mkdir -p "$work" && cp -R "$srcdir/lib" "$work/" || exit 99
    printf '%s\n' "$2" >>"$work/lib/$1"
    if srcdir=$work sh "$srcdir/tests/check-layers.sh" >"$work.out" 2>&1; then
        echo "FAIL: check-layers.sh passed with lib/$1 given: $2"
        status=1
    else
        echo "ok: lib/$1 given '$2': $(grep '^FAIL' "$work.out" | head -n 1)"
    fi
    rm -f "$work.out"
}

breach rules/sow.c 'extern const mc_family mc_bao_family; static const void *x = &mc_bao_family;'
breach rules/hus.c 'static uint32_t y(void) { return bao_moves(0, 0, 0); }'
breach rules/kalah.c 'unsigned mc_kalah_exported(void) { return 0; }'
breach engine/run.c 'static int z(void) { return omweso_turn != 0; }'
breach rules/end.c '#include "togyz.c"'
[ $status -eq 0 ] && echo "PASS: check-layers.sh fails on every breach"
exit $status
