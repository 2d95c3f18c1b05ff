#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/wheel.sh: the self-contained Python wheel (libmancala.so.0 inside the package), installed
# into a fresh virtual environment, passes the binding's unittest suite with no other library in
# sight. For `make check` (skips, 77, without a Python that has the build, wheel, setuptools and
# venv modules: Debian's python3-build, python3-wheel, python3-setuptools, python3-venv) and for
# packaging/build-wheel.sh, which sets MANCALA_WHEEL to the wheel it built from the release tarball.
#
# Without MANCALA_WHEEL the wheel is built here, as build-wheel.sh does, from the binding's sources
# and the library just built ($top_builddir/.libs). The suite then runs from a scratch directory
# with LD_LIBRARY_PATH, PYTHONPATH and MANCALA_LIBRARY unset, and the installed package must have
# loaded its own copy of the library (mancala.LIBRARY_PATH), not one on the system's search path.
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}

[ -n "${MANCALA_SANITIZERS:-}" ] && { echo "sanitizer build: the interpreter is not instrumented: skipping"; exit 77; }

# Debian's /usr/bin/python3 gets the python3-* packaging modules; python3 on PATH may be another.
py=
for cand in ${WHEEL_PYTHON:-} /usr/bin/python3 ${PYTHON:-} python3; do
    [ "$cand" = : ] && continue
    if "$cand" -c 'import build, wheel, setuptools, venv, ensurepip' >/dev/null 2>&1; then
        py=$cand
        break
    fi
done
[ -n "$py" ] || { echo "no python3 with the build, wheel, setuptools, venv and ensurepip modules: skipping"; exit 77; }

srcdir=$(cd "$srcdir" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wheel-test.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "wheel: FAIL: $*"; exit 1; }

if [ -n "${MANCALA_WHEEL:-}" ]; then
    wheel=$MANCALA_WHEEL
else
    lib=$top_builddir/.libs/libmancala.so.0
    [ -f "$lib" ] || { echo "$lib not built (a static-only build?): skipping"; exit 77; }
    # A copy: the build writes build/ and *.egg-info beside the sources, which may be read-only.
    mkdir "$tmp/src" "$tmp/src/mancala" "$tmp/dist"
    cp "$srcdir/bindings/python/pyproject.toml" "$srcdir/bindings/python/setup.py" "$srcdir/COPYING" "$tmp/src/"
    cp "$srcdir"/bindings/python/mancala/*.py "$srcdir/bindings/python/mancala/py.typed" "$tmp/src/mancala/"
    cp -L "$lib" "$tmp/src/mancala/libmancala.so.0"
    # The shipped data as packaging/build-wheel.sh puts it in (none where configure's
    # --disable-data or a cross build left it out: then the wheel is checked without it).
    if [ -f "$top_builddir/data/oware-guide.db" ]; then
        mkdir "$tmp/src/mancala/data"
        cp "$top_builddir/data/oware-guide.db" "$tmp/src/mancala/data/"
    else
        echo "wheel: no data/oware-guide.db in the build: the wheel is checked without it"
        wheel_data=no
    fi
    echo "wheel: $py -m build --wheel --no-isolation"
    (cd "$tmp/src" && "$py" -m build --wheel --no-isolation --outdir "$tmp/dist" . >"$tmp/build.log" 2>&1) ||
        { cat "$tmp/build.log"; fail "the wheel did not build"; }
    wheel=$(ls "$tmp"/dist/*.whl)
fi
[ -f "$wheel" ] || fail "$wheel: no such file"
echo "wheel: $(basename "$wheel") ($(wc -c <"$wheel") bytes)"

# Named for its platform (not py3-none-any), and carrying the library and the licence.
case $(basename "$wheel") in
    libmancala-*-py3-none-any.whl) fail "the wheel is tagged any" ;;
    libmancala-*-py3-none-*.whl) ;;
    *) fail "unexpected wheel name $(basename "$wheel")" ;;
esac
"$py" - "$wheel" <<'EOF' || fail "the wheel's contents"
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
want = ["mancala/__init__.py", "mancala/libmancala.so.0"]
missing = [n for n in want if n not in names]
if not any(n.endswith(".dist-info/COPYING") for n in names):
    missing.append("*.dist-info/COPYING")
if missing:
    sys.exit("wheel: missing %s" % ", ".join(missing))
EOF

# A venv of its own (no system site-packages), the wheel installed from the file alone.
"$py" -m venv "$tmp/venv" || fail "python3 -m venv"
PIP_DISABLE_PIP_VERSION_CHECK=1 "$tmp/venv/bin/python" -m pip install -q --no-index "$wheel" ||
    fail "pip install $(basename "$wheel")"

# Only the venv and the library inside the package: the suite runs from an empty directory.
unset LD_LIBRARY_PATH PYTHONPATH MANCALA_LIBRARY
PYTHONDONTWRITEBYTECODE=1
export PYTHONDONTWRITEBYTECODE
mkdir "$tmp/run"
cd "$tmp/run" || exit 1
WHEEL_DATA=${wheel_data:-yes} "$tmp/venv/bin/python" - "$tmp/venv" <<'EOF' || fail "the installed package did not load its own library"
import os, sys
import mancala
venv = os.path.realpath(sys.argv[1])
lib = os.path.realpath(mancala.LIBRARY_PATH)
pkg = os.path.dirname(os.path.realpath(mancala.__file__))
print("wheel: mancala %s from %s, library %s (%s)" % (mancala.__version__, pkg, lib, mancala.LIBRARY_VERSION))
if not pkg.startswith(venv + os.sep) or lib != os.path.join(pkg, mancala.SONAME):
    sys.exit("wheel: the package or its library is not the venv's")
# The data that ships with the library, found by a Search with no argument (and so by best_move).
os.environ.pop("MANCALA_DATA_DIR", None)
s = mancala.Search()
if os.environ["WHEEL_DATA"] == "yes" and s.data_dir != os.path.join(pkg, "data") or s.data_status("oware") != 0:
    sys.exit("wheel: the package's Oware guide is not found (data_dir %r, status %d)"
             % (s.data_dir, s.data_status("oware")))
EOF
"$tmp/venv/bin/python" -m unittest discover -v -s "$srcdir/tests/python" -p 'test_*.py'
