#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""adapt-upstream.py: writes the rule files of newer Ludii that tools/ludii-check.py's "upstream:"
rows read, adapted so that Ludii 1.0.8 (the oracle) compiles and plays them.

Usage: tools/ludii/adapt-upstream.py UPSTREAM_DIR OUT_DIR
  UPSTREAM_DIR: the rule files as github.com/Ludeme/Ludii has them (any layout: each is looked
  for by name under it, e.g. a checkout's Common/res/lud/board/sow); OUT_DIR: where the adapted
  files go, the folder to give ludii-check.py as --upstream.

No Ludii text is kept in this repository: the script holds only our edits, each a literal
replacement that must match (the script stops, naming it, when upstream's text has changed), and
the few shared definitions the files name, written here from what they compute. See
tools/ludii/README for what each adaptation does and which upstream version it was made for.
"""
import os
import re
import sys

# Shared definitions of newer Ludii (Common/res/def) that 1.0.8 lacks, as these files use them,
# each written out from what it computes on a board of "Columns" holes a row.
OPPOSITE_PIT = '(define "OppositePit" (if (is Mover P1) (+ #1 "Columns") (- #1 "Columns")))\n'
OPPOSITE_OUTER_PIT = ('(define "OppositeOuterPit" '
                      '(if (is Mover P1) (+ #1 (* "Columns" 2)) (- #1 (* "Columns" 2))))\n')
BY_SCORE_WHEN = ('(define "MancalaByScoreWhen" (if #1 (byScore {(score P1 ("PiecesOwnedBy" P1)) '
                 '(score P2 ("PiecesOwnedBy" P2))})))\n')

# file -> (upstream version it was made for, definitions to put first, [(old, new, count)]):
# count is how many times old must occur (None: at least once).
ADAPT = {
    "Moruba.lud": ("1.3.10", OPPOSITE_PIT + OPPOSITE_OUTER_PIT + BY_SCORE_WHEN, [
        ("loop:True", "loop:true", 2),
    ]),
    "Mweso.lud": ("1.2.11", "", [
        ("loop:True", "loop:true", 4),
        # 1.0.8 spells its booleans in lower case.
        ("True\n", "true\n", 1),
        ("False\n", "false\n", 1),
        # Named vars are newer: the hole a relay goes on from is the one unnamed var...
        ('(var "Replay")', "(var)", 2),
        ('(set Var "Replay" (to))', "(set Var (to))", 2),
        # ...and the way of the relay a value of the mover's (every turn ends setting it to 0).
        ('(var "Direction")', "(value Player Mover)", 2),
        ('(set Var "Direction" 0)', "(set Value Mover 0)", 2),
        ('(set Var "Direction" 1)', "(set Value Mover 1)", 1),
        ('(set Var "Direction" 2)', "(set Value Mover 2)", 1),
        # (is Empty) is never true of a hand in 1.0.8: its count is tested.
        ("(is Empty (handSite Mover))", "(= 0 (count at:(handSite Mover)))", 1),
    ]),
}


def find(upstream, name):
    for root, _, files in os.walk(upstream):
        if name in files:
            return os.path.join(root, name)
    sys.exit("adapt-upstream: no %s under %s" % (name, upstream))


def adapt(name, text):
    version, defines, edits = ADAPT[name]
    m = re.search(r'\(version "([^"]*)"\)', text)
    if m and m.group(1) != version:
        print("adapt-upstream: %s is version %s, the edits were made for %s" % (
            name, m.group(1), version), file=sys.stderr)
    # The metadata (descriptions, graphics, AI hints) is not rules; 1.0.8 reads little of it.
    cut = text.find("(metadata")
    if cut >= 0:
        text = text[:cut]
    for old, new, count in edits:
        n = text.count(old)
        if n == 0 or (count is not None and n != count):
            sys.exit("adapt-upstream: %s: %r occurs %d times, expected %s: upstream changed?" % (
                name, old, n, count))
        text = text.replace(old, new)
    return ("// Adapted for Ludii 1.0.8 by libmancala's tools/ludii/adapt-upstream.py from\n"
            "// Ludii %s's %s (github.com/Ludeme/Ludii).\n" % (version, name)) + defines + text


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__.split("\n\n")[1])
    upstream, out = argv[1], argv[2]
    os.makedirs(out, exist_ok=True)
    for name in sorted(ADAPT):
        with open(find(upstream, name)) as fh:
            text = adapt(name, fh.read())
        with open(os.path.join(out, name), "w") as fh:
            fh.write(text)
        print("%s/%s" % (out, name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
