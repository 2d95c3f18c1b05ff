#!/bin/sh
# SPDX-License-Identifier: MIT
# build-wheel.sh: build the self-contained Python wheel (distribution libmancala, import name
# mancala, libmancala.so.0 inside the package, tagged for this platform) from a release tarball,
# offline, then test it in a fresh virtual environment with tests/wheel.sh from the same tarball.
#
# Usage: packaging/build-wheel.sh [TARBALL]
#   TARBALL defaults to the newest libmancala-*.tar.gz in the top source directory; when there is
#   none, `make dist` makes one (the tree must be configured).
# Environment:
#   OUTDIR        where the wheel goes (default: dist/ in the top source directory)
#   PYTHON        the Python that builds it (default /usr/bin/python3: Debian's, which has the
#                 python3-build, python3-wheel and python3-setuptools modules; PyPI is not needed)
#   CONFIGURE_ARGS extra arguments for the library's configure
#   TEST=0        skip the test
#   KEEP=1        keep the temporary build directory (its path is printed)
#
# The library is configured and built out of tree from the tarball (shared only), stripped of
# its debugging sections, and copied into the binding's package directory, where setup.py
# sees it and tags the wheel py3-none-PLATFORM. The wheel links nothing else than the C library
# (libc) of this machine, so it installs where that is at least as new (linux_x86_64, not
# manylinux: no auditwheel check has been run on it).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
PYTHON=${PYTHON:-/usr/bin/python3}
[ -x "$PYTHON" ] || PYTHON=python3
out=${OUTDIR:-$top/dist}

if [ $# -ge 1 ]; then
    tarball=$1
else
    tarball=$(ls -t "$top"/libmancala-*.tar.gz 2>/dev/null | head -n 1 || true)
    if [ -z "$tarball" ]; then
        echo "build-wheel: no release tarball in $top; running make dist"
        make -C "$top" dist
        tarball=$(ls -t "$top"/libmancala-*.tar.gz | head -n 1)
    fi
fi
[ -f "$tarball" ] || { echo "build-wheel: $tarball: no such file" >&2; exit 2; }
tarball=$(cd "$(dirname "$tarball")" && pwd)/$(basename "$tarball")
name=$(basename "$tarball" .tar.gz)          # libmancala-0.2.0

work=$(mktemp -d "${TMPDIR:-/tmp}/build-wheel.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then
    echo "build-wheel: working in $work (kept)"
else
    trap 'rm -rf "$work"' EXIT
fi

tar -xzf "$tarball" -C "$work"
src=$work/$name
[ -d "$src" ] || { echo "build-wheel: the tarball does not unpack to $name/" >&2; exit 2; }

echo "build-wheel: configure --disable-static${CONFIGURE_ARGS:+ $CONFIGURE_ARGS}; make libmancala.la"
mkdir "$work/build"
# shellcheck disable=SC2086 # CONFIGURE_ARGS is a list of arguments
(cd "$work/build" && "$src/configure" --disable-static ${CONFIGURE_ARGS:-} >"$work/configure.log" 2>&1) ||
    { cat "$work/configure.log"; exit 1; }
make -C "$work/build" -j"${JOBS:-2}" libmancala.la data/oware-guide.db >/dev/null

# The package directory: the binding's files, the licence (the dist-info gets it), the library.
pkg=$work/python
mkdir -p "$pkg/mancala"
cp "$src/bindings/python/pyproject.toml" "$src/bindings/python/setup.py" "$src/COPYING" "$pkg/"
cp "$src"/bindings/python/mancala/*.py "$src/bindings/python/mancala/py.typed" "$pkg/mancala/"
cp -L "$work/build/.libs/libmancala.so.0" "$pkg/mancala/libmancala.so.0"
strip --strip-debug "$pkg/mancala/libmancala.so.0"
# The data that ships with the library (mancala_search_set_data_dir(3)): the package's Search
# points the library at mancala/data/ (the library's compiled-in DATADIR is the build's prefix).
mkdir -p "$pkg/mancala/data"
cp "$work/build/data/oware-guide.db" "$pkg/mancala/data/"

echo "build-wheel: $PYTHON -m build --wheel --no-isolation"
mkdir -p "$out"
(cd "$pkg" && "$PYTHON" -m build --wheel --no-isolation --outdir "$work/dist" . >"$work/build.log" 2>&1) ||
    { cat "$work/build.log"; exit 1; }
wheel=$(ls "$work"/dist/*.whl)
cp "$wheel" "$out/"
wheel=$out/$(basename "$wheel")
echo "build-wheel: built $wheel ($(wc -c <"$wheel") bytes)"

if [ "${TEST:-1}" != 0 ]; then
    echo "build-wheel: tests/wheel.sh on it, from the tarball"
    MANCALA_WHEEL=$wheel WHEEL_PYTHON=$PYTHON MANCALA_PACKAGE_VERSION=${name#libmancala-} \
        srcdir=$src top_builddir=$work/build sh "$src/tests/wheel.sh"
fi
