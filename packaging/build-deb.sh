#!/bin/sh
# SPDX-License-Identifier: MIT
# build-deb.sh: build the Debian packages libmancala0 and libmancala-dev from a release tarball
# with the plain debhelper recipe in packaging/debian, then run lintian on the result.
#
# Usage: packaging/build-deb.sh [TARBALL]
#   TARBALL defaults to the newest libmancala-*.tar.gz in the top source directory; when there is
#   none, `make dist` makes one (the tree must be configured).
# Environment:
#   OUTDIR        where the .deb files go (default: dist/ in the top source directory)
#   KEEP=1        keep the temporary build directory (its path is printed)
#   BUILD_ARGS    extra arguments for dpkg-buildpackage (default: none; source and binaries are
#                 built, so lintian sees the source package too; "-b" builds binaries only)
# Needs: dpkg-dev, debhelper, fakeroot, lintian, and the Build-Depends of debian/control.
# Exits non-zero when the build fails (configure, make, `make check` in dh_auto_test, a symbols
# mismatch) or lintian reports any E: or W: tag.
#
# debian/libmancala0.symbols lists every exported symbol; dh_makeshlibs runs dpkg-gensymbols -c4,
# so a release that adds functions fails here until the file is updated. The build log shows the
# diff; with KEEP=1, regenerate it from the built package in the kept directory:
#   dpkg-gensymbols -plibmancala0 -Pdebian/libmancala0 -vNEW_UPSTREAM_VERSION -O/tmp/symbols
# keep the existing entries' versions, give the new ones the release that adds them, and keep the
# "* Build-Depends-Package: libmancala-dev" line.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)

if [ $# -ge 1 ]; then
    tarball=$1
else
    tarball=$(ls -t "$top"/libmancala-*.tar.gz 2>/dev/null | head -n 1 || true)
    if [ -z "$tarball" ]; then
        echo "build-deb: no release tarball in $top; running make dist"
        make -C "$top" dist
        tarball=$(ls -t "$top"/libmancala-*.tar.gz | head -n 1)
    fi
fi
[ -f "$tarball" ] || { echo "build-deb: $tarball: no such file" >&2; exit 2; }
tarball=$(cd "$(dirname "$tarball")" && pwd)/$(basename "$tarball")

# The upstream version is in the tarball's name; the Debian version is in debian/changelog.
name=$(basename "$tarball" .tar.gz)          # libmancala-0.2.0
upver=${name#libmancala-}
debver=$(dpkg-parsechangelog -l "$here/debian/changelog" -S Version)
[ "${debver%-*}" = "$upver" ] || {
    echo "build-deb: debian/changelog is at $debver but the tarball is $upver" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/build-deb.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then
    echo "build-deb: working in $work (kept)"
else
    trap 'rm -rf "$work"' EXIT
fi

cp "$tarball" "$work/libmancala_$upver.orig.tar.gz"
tar -xzf "$work/libmancala_$upver.orig.tar.gz" -C "$work"
src=$work/libmancala-$upver
[ -d "$src" ] || { echo "build-deb: the tarball does not unpack to libmancala-$upver/" >&2; exit 2; }
[ ! -e "$src/debian" ] || { echo "build-deb: the tarball already has a debian/ directory" >&2; exit 2; }
cp -R "$here/debian" "$src/debian"

echo "build-deb: dpkg-buildpackage -us -uc ${BUILD_ARGS:-} in $src"
(cd "$src" && dpkg-buildpackage -us -uc ${BUILD_ARGS:-})

changes=$(ls "$work"/libmancala_"$debver"_*.changes)
echo "build-deb: built"
mkdir -p "${OUTDIR:-$top/dist}"
for deb in "$work"/*.deb; do
    cp "$deb" "${OUTDIR:-$top/dist}/"
    echo "== $(basename "$deb") ($(wc -c <"$deb") bytes)"
    dpkg-deb -c "$deb"
done

# lintian: every tag from pedantic up, info tags included, overridden tags shown (as O:). The
# verdict comes from the E:/W: lines: with --show-overrides lintian's own --fail-on would count
# overridden warnings too, so it is set to none and a non-zero exit means lintian itself failed.
echo "build-deb: lintian --pedantic -I -E --show-overrides --fail-on none $(basename "$changes")"
lint=$work/lintian.out
status=0
TMPDIR=$work lintian --pedantic -I -E --show-overrides --fail-on none "$changes" >"$lint" 2>&1 || status=$?
cat "$lint"
if grep -qE '^[EW]: ' "$lint"; then
    echo "build-deb: FAIL: lintian reports errors or warnings" >&2
    exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "build-deb: FAIL: lintian did not run (exit status $status)" >&2
    exit 1
fi
echo "build-deb: PASS: lintian reports no error or warning"
