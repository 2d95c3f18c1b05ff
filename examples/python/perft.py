#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""perft.py: counts the positions reachable in exactly 1..DEPTH plies of a variant, with timing.

Usage: python3 examples/python/perft.py [SPEC [DEPTH]]   (default: kalah 10)
The counting runs in C (ctypes releases the GIL meanwhile); see tests/data/perft.txt for the
reference numbers.
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


def main() -> int:
    spec = sys.argv[1] if len(sys.argv) > 1 else "kalah"
    try:
        depth = int(sys.argv[2]) if len(sys.argv) > 2 else 10
        game = mancala.Game(spec)
    except (ValueError, mancala.MancalaError) as exc:
        print("usage: perft.py [SPEC [DEPTH]]: %s" % exc, file=sys.stderr)
        return 2
    print(game.spec)
    for d in range(1, depth + 1):
        start = time.perf_counter()
        positions = game.perft(d)
        secs = time.perf_counter() - start
        rate = positions / secs if secs > 0 else 0.0
        print("depth %2d: %12d positions  %8.3f s  %12.0f positions/s" % (d, positions, secs, rate))
    return 0


if __name__ == "__main__":
    sys.exit(main())
