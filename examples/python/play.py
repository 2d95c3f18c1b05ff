#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""play.py: two simple players play a whole game (Kalah unless a spec is given), move by move.

South plays the greedy move (best store difference after one ply), North the first legal one.
Usage: python3 examples/python/play.py [SPEC]   (needs the mancala package and libmancala.so.0;
from the source tree it finds bindings/python by itself; MANCALA_LIBRARY may name the library)
"""

import os
import sys

try:
    import mancala
except ModuleNotFoundError:  # run from the source tree
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.join(here, "..", "..", "bindings", "python"))
    import mancala


MAX_PLIES = 10000  # the loop's own bound where the rules have no length limit (limit=none)


def greedy(game: mancala.Game) -> int:
    """The move after which the mover's store lead is largest (the first one on ties)."""
    me = game.to_move
    assert me is not None
    best, best_lead = -1, None
    for move in game.legal_moves():
        after = game.copy()
        after.play(move)
        lead = after.store(me) - after.store(1 - me)
        if best_lead is None or lead > best_lead:
            best, best_lead = move, lead
    return best


def main() -> int:
    spec = sys.argv[1] if len(sys.argv) > 1 else "kalah"
    try:
        game = mancala.Game(spec)
    except mancala.MancalaError as exc:
        print("play.py: %s: %s" % (spec, exc), file=sys.stderr)
        return 1
    print(game.spec)
    print(game, end="\n\n")
    # Rules that play on through repeated positions end at their length limit (game.limit
    # plies); under limit=none they may never end, so the loop has a bound of its own.
    bound = game.limit or MAX_PLIES
    while not game.is_over and len(game.history) < bound:
        player = game.to_move
        move = greedy(game) if player == 0 else game.legal_moves()[0]
        game.play(move)
        print("%s plays %d" % (("South", "North")[player], move))
        print(game, end="\n\n")
    if not game.is_over:
        print("stopped after %d moves (limit=none: these rules can play on for ever)" % bound)
    print("%d moves; final score South %d, North %d" % (len(game.history), game.store(0), game.store(1)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
