#!/bin/sh
# SPDX-License-Identifier: MIT
# check-ffi-header.sh: mancala.h with its # lines and MANCALA_EXPORT removed must parse as
# declarations in LuaJIT's ffi.cdef and in cffi, the way FFI bindings consume it.
# Each parser that is missing is reported; the test is skipped (77) only when both are.
srcdir=${srcdir:-.}
tmp=${TMPDIR:-/tmp}/mancala-ffi.$$
mkdir -p "$tmp" && trap 'rm -rf "$tmp"' EXIT
grep -v '^[[:space:]]*#' "$srcdir/include/mancala.h" | sed 's/MANCALA_EXPORT //' >"$tmp/cdef.h"

ran=0 status=0
if command -v luajit >/dev/null; then
    ran=1
    if luajit -e "local f = assert(io.open('$tmp/cdef.h')); require('ffi').cdef(f:read('*a'))
                  print('luajit ffi.cdef: ok')"; then :; else
        echo "FAIL: LuaJIT ffi.cdef rejects the stripped header"; status=1
    fi
else
    echo "luajit not found: LuaJIT check not run"
fi
py=
for p in python3 /usr/bin/python3; do
    if command -v "$p" >/dev/null && "$p" -c 'import cffi' 2>/dev/null; then py=$p; break; fi
done
if [ -n "$py" ]; then
    ran=1
    if "$py" -c "import cffi; cffi.FFI().cdef(open('$tmp/cdef.h').read()); print('cffi cdef: ok')"; then :; else
        echo "FAIL: cffi rejects the stripped header"; status=1
    fi
else
    echo "python3 with cffi not found: cffi check not run"
fi
[ $ran = 0 ] && { echo "SKIP: neither luajit nor cffi available"; exit 77; }
exit $status
