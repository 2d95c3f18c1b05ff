#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Builds the "Awari rule" database that guides Oware searches (mancala_search_set_guide(3)).
"""guide_build.py: an endgame database of the rules related to SPEC that a database can hold.

Usage (from the top of the build tree, MANCALA_LIBRARY=.libs/libmancala.so.0 PYTHONPATH=bindings/python):
  guide_build.py [--spec oware] [--seeds 16] [--threads 1] OUT.db

The `oware` preset ends a game at a majority and at a repetition (majority=end, cycle=end), so its
exact values depend on the path and no database can hold them. The same rules played to the end
with a repetition splitting the seeds left (majority=play, cycle=split: the "Awari rule") can be
held: this builds that database, for up to --seeds seeds in the houses. Its values are exact for
those rules only; a search of the `oware` rules given it with mancala_search_set_guide() takes
them as estimates, never as exact values. 16 seeds: C(28,12) = 30 million bytes.
"""
import argparse
import sys
import time

import mancala


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--spec", default="oware")
    ap.add_argument("--seeds", type=int, default=16)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("out")
    args = ap.parse_args()
    spec = args.spec + (":" if ":" not in args.spec else ",") + "majority=play,cycle=split"
    t0 = time.time()
    db = mancala.Database.build(spec, args.seeds, args.threads)
    db.save(args.out)
    print("%s: %s, up to %d seeds, %.0f s" % (args.out, db.spec, db.seeds, time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
