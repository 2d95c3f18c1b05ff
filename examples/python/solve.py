#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""solve.py: the exact value of a game's start, by an endgame database and the solver, with
their progress on standard error as they work: progress bars where tqdm is installed, else a
line every two seconds. Ctrl-C stops either within a second; what was proven so far is printed.

Usage: python3 examples/python/solve.py [SPEC [SEEDS [THREADS]]]
SPEC defaults to "kalah:houses=4,seeds=3" (a second or two), SEEDS, the database's, to 8 (0: no
database; rules a database cannot hold, such as Oware's preset, are solved without one), THREADS
to 2. "kalah" itself (Kalah(6,4)) takes some minutes with SEEDS 16.
"""

import os
import sys
import time

try:
    import mancala
except ModuleNotFoundError:  # run from the source tree
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.join(here, "..", "..", "bindings", "python"))
    import mancala

try:
    from tqdm import tqdm
except ImportError:
    tqdm = None


def bound(b):
    return "?" if b is None else "%+d" % b


class Lines:
    """Progress as plain lines on standard error (the binding calls every two seconds, and at
    the end of each phase of a database layer)."""

    interval = 2.0

    def __call__(self, p):
        if p.stage == mancala.Stage.DB:
            what = "database: layer %d of %d" % (p.layer, p.layers)
            if p.phases > 1:
                what += ", " + ("ways out" if p.phase == 1 else "values")
            what += ", %d of %d positions" % (p.done, p.total)
        elif p.stage == mancala.Stage.EXACT:
            what = "exact pass %d: value in [%s, %s], %d nodes, %.2f M nodes/s" % (
                p.exact_pass, bound(p.lower), bound(p.upper), p.nodes, p.rate / 1e6)
        else:
            what = "depth %d, %d nodes, %.2f M nodes/s" % (p.depth, p.nodes, p.rate / 1e6)
        print("%s, %.1f s" % (what, p.elapsed), file=sys.stderr, flush=True)

    def close(self):
        pass


class Bars:
    """Progress as tqdm bars: one for each phase of each database layer, then one counting the
    solve's nodes, with its stage and bounds beside it."""

    interval = 0.2

    def __init__(self):
        self.bar = None
        self.key = None

    def __call__(self, p):
        if p.stage == mancala.Stage.DB:
            key = (p.layer, p.phase)
            if key != self.key:
                self.close()
                desc = "layer %d/%d" % (p.layer, p.layers)
                if p.phases > 1:
                    desc += " " + ("ways out" if p.phase == 1 else "values")
                self.bar = tqdm(total=p.total, desc=desc, unit="pos", unit_scale=True,
                                leave=p.layer == p.layers and p.phase == p.phases)
                self.key = key
            self.bar.update(p.done - self.bar.n)
            return
        if self.key != "search":
            self.close()
            self.bar = tqdm(desc="solve", unit="node", unit_scale=True)
            self.key = "search"
        if p.stage == mancala.Stage.EXACT:
            self.bar.set_postfix_str("pass %d, value in [%s, %s]"
                                     % (p.exact_pass, bound(p.lower), bound(p.upper)))
        else:
            self.bar.set_postfix_str("depth %d" % p.depth)
        self.bar.update(p.nodes - self.bar.n)

    def close(self):
        if self.bar is not None:
            self.bar.close()
            self.bar = None
            self.key = None


def main():
    spec = sys.argv[1] if len(sys.argv) > 1 else "kalah:houses=4,seeds=3"
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    threads = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    if seeds < 0 or threads < 1:
        print("usage: solve.py [SPEC [SEEDS [THREADS]]]", file=sys.stderr)
        return 2
    game = mancala.Game(spec)
    show = Bars() if tqdm is not None else Lines()
    search = mancala.Search(threads=threads)
    start = time.monotonic()
    passes = []  # the exact passes finished, from the reports: what was proven so far
    try:
        if seeds > 0:
            try:
                search.database = mancala.Database.build(spec, seeds, threads=threads,
                                                         progress=show, interval=show.interval)
                print("database: up to %d seeds, %.2f s" % (seeds, time.monotonic() - start))
            except mancala.RulesError:
                print("database: none for these rules")
            show.close()

        def progress(p):
            if p.stage == mancala.Stage.EXACT:
                passes[:] = [p]
            show(p)

        r = search.solve(game, progress=progress, interval=show.interval)
    except KeyboardInterrupt:
        show.close()
        last = passes[-1] if passes else None
        print("interrupted after %.2f s: value in [%s, %s] proven so far"
              % (time.monotonic() - start, bound(last and last.lower), bound(last and last.upper)))
        return 130
    show.close()
    print("value: %+d (final store difference, %s to move)%s"
          % (r.score, "South" if game.to_move == 0 else "North", "" if r.exact else " [not proven]"))
    print("best move: house %d; line: %s" % (r.move, " ".join(str(m) for m in r.pv[:16])))
    print("time: %.2f s, nodes: %d" % (time.monotonic() - start, r.nodes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
