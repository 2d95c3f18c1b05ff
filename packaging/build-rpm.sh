#!/bin/sh
# SPDX-License-Identifier: MIT
# build-rpm.sh: build the RPM packages libmancala and libmancala-devel from a release tarball with
# packaging/rpm/libmancala.spec (rpmbuild -bb), then run rpmlint on the spec and the packages.
#
# Usage: packaging/build-rpm.sh [TARBALL]
#   TARBALL defaults to the newest libmancala-*.tar.gz in the top source directory; when there is
#   none, `make dist` makes one (the tree must be configured).
# Environment:
#   OUTDIR        where the .rpm files go (default: dist/ in the top source directory)
#   CHECK=0       build without %check (`rpmbuild --without check`): .ci/run does, as distcheck
#                 has run the same tarball's `make check` already
#   KEEP=1        keep the temporary build directory (its path is printed)
# Needs: rpm (rpmbuild) and rpmlint; on Debian, `apt-get install rpm rpmlint`. rpmbuild cannot
# see Debian's packages, so BuildRequires are not checked (--nodeps): the spec's are gcc, make
# and check, which the library's own build needs anyway.
# Exits non-zero when rpmbuild fails or rpmlint reports an error or warning that
# packaging/rpm/libmancala.rpmlintrc does not filter (each filter there says why).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
spec=$here/rpm/libmancala.spec
rc=$here/rpm/libmancala.rpmlintrc
out=${OUTDIR:-$top/dist}

if [ $# -ge 1 ]; then
    tarball=$1
else
    tarball=$(ls -t "$top"/libmancala-*.tar.gz 2>/dev/null | head -n 1 || true)
    if [ -z "$tarball" ]; then
        echo "build-rpm: no release tarball in $top; running make dist"
        make -C "$top" dist
        tarball=$(ls -t "$top"/libmancala-*.tar.gz | head -n 1)
    fi
fi
[ -f "$tarball" ] || { echo "build-rpm: $tarball: no such file" >&2; exit 2; }
tarball=$(cd "$(dirname "$tarball")" && pwd)/$(basename "$tarball")

# The upstream version is in the tarball's name; the spec's Version must be the same.
name=$(basename "$tarball" .tar.gz)          # libmancala-0.2.0
upver=${name#libmancala-}
specver=$(sed -n 's/^Version:[[:space:]]*//p' "$spec")
[ "$specver" = "$upver" ] || {
    echo "build-rpm: the spec is at version $specver but the tarball is $upver" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/build-rpm.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then
    echo "build-rpm: working in $work (kept)"
else
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/SOURCES"
cp "$tarball" "$work/SOURCES/"

set -- --nodeps --define "_topdir $work"
# Debian's rpm runs brp-compress (the man pages' gzip step) with /bin/sh, dash there, which
# cannot run it ("read: Illegal option -d"): the man pages would go in uncompressed. Fedora's
# /bin/sh is bash; run it with bash here too.
if [ -x /bin/bash ]; then
    set -- "$@" --define "__brp_compress /bin/bash %{_rpmconfigdir}/brp-compress %{?_prefix}"
fi
[ "${CHECK:-1}" = 0 ] && set -- "$@" --without check
echo "build-rpm: rpmbuild $* -bb libmancala.spec"
rpmbuild "$@" -bb "$spec" >"$work/rpmbuild.log" 2>&1 || { cat "$work/rpmbuild.log"; exit 1; }
grep -E '^(Wrote|PASS|FAIL|# (TOTAL|PASS|FAIL|SKIP|ERROR)):?' "$work/rpmbuild.log" || true

mkdir -p "$out"
rpms=
for rpm in "$work"/RPMS/*/*.rpm; do
    cp "$rpm" "$out/"
    rpms="$rpms $out/$(basename "$rpm")"
    echo "== $(basename "$rpm") ($(wc -c <"$rpm") bytes)"
    rpm -qp --provides "$rpm" | sed 's/^/provides: /'
    rpm -qp --requires "$rpm" | grep -v '^rpmlib(' | sed 's/^/requires: /'
    rpm -qlp "$rpm"
done

echo "build-rpm: rpmlint -r $(basename "$rc") libmancala.spec$(for r in $rpms; do printf ' %s' "$(basename "$r")"; done)"
lint=$work/rpmlint.out
status=0
# shellcheck disable=SC2086 # rpms is a list of paths without spaces
rpmlint -r "$rc" "$spec" $rpms >"$lint" 2>&1 || status=$?
cat "$lint"
if grep -qE ': [EW]: ' "$lint"; then
    echo "build-rpm: FAIL: rpmlint reports errors or warnings" >&2
    exit 1
fi
if ! grep -qE '[0-9]+ packages and [0-9]+ specfiles checked; 0 errors, 0 warnings' "$lint"; then
    echo "build-rpm: FAIL: rpmlint did not run (exit status $status)" >&2
    exit 1
fi
echo "build-rpm: PASS: rpmlint reports no error or warning"
