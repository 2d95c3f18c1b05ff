#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""custom_variant.py: a variant none of the presets is, with its capture rule written in Python.

On a 9-house board with 9 seeds per house (as in Toguz Kumalak), a last seed that makes an
opponent's house even captures that house. The spec options give the rest: no stores on the
sowing path, the origin skipped on laps, no extra moves, the game won by a majority of the seeds.
Each side plays the move that captures most, else its rightmost house.
Usage: python3 examples/python/custom_variant.py
"""

import os
import sys
from typing import List

try:
    import mancala
except ModuleNotFoundError:  # run from the source tree
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.join(here, "..", "..", "bindings", "python"))
    import mancala

SPEC = "custom:houses=9,seeds=9,stores=none,origin=skip,extra=off,capture=none,end=mover,majority=end"


def even_capture(pits: List[int], houses: int, player: int, pit: int, before: int) -> int:
    """Land hook: pits is the whole board (p0 houses, p0 store, p1 houses, p1 store), changed in
    place; the seed total must stay the same."""
    opponent_first = (1 - player) * (houses + 1)
    if opponent_first <= pit < opponent_first + houses and pits[pit] % 2 == 0:
        pits[player * (houses + 1) + houses] += pits[pit]
        pits[pit] = 0
    return mancala.LandAction.END


def main() -> int:
    variant = mancala.Variant.custom(SPEC, land=even_capture)
    game = mancala.Game(variant)
    print("rules: %s + even-count capture hook" % variant.spec)
    captures = 0
    bound = game.limit or 10000  # limit=none: the loop's own bound
    while not game.is_over and len(game.history) < bound:
        me = game.to_move
        best, gain = -1, -1
        for move in game.legal_moves():
            after = game.copy()
            after.play(move)
            got = after.store(me) - game.store(me)
            if got >= gain:
                best, gain = move, got
        game.play(best)
        captures += gain > 0
    print(game)
    print(
        "%d moves, %d captures; final stores: South %d, North %d"
        % (len(game.history), captures, game.store(0), game.store(1))
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
