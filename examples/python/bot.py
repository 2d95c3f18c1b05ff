#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bot.py: a game against the engine at a playing level, the other side following the hints of
the solver (Kalah unless a spec is given).

North is the bot: mancala.Search at LEVEL (1..10, default 5), seeded so that the game repeats.
South asks for a hint before each move: a solve bounded by a node limit, whose value is exact
("proven") once the end is near enough, an estimate before. One thread and no time limit keep
the whole game the same from run to run.
Usage: python3 examples/python/bot.py [SPEC [LEVEL]]
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


def main() -> int:
    spec = sys.argv[1] if len(sys.argv) > 1 else "kalah"
    level = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    game = mancala.Game(spec)
    bot = mancala.Search(level=level, seed=1, memory=16)
    hints = mancala.Search(nodes=200000, memory=16)
    moves = 0
    bound = game.limit or MAX_PLIES  # limit=none: the rules alone may never end the game
    while not game.is_over and moves < bound:
        if game.to_move == 0:
            hint = hints.solve(game)
            how = "proven" if hint.exact else "estimate"
            print("South: hint house %d, value %+d (%s); plays it" % (hint.move, hint.score, how))
            move = hint.move
        else:
            move = bot.run(game).move
            print("North (level %d) plays house %d" % (level, move))
        game.play(move)
        moves += 1
    print(game)
    print("%d moves; final score South %d, North %d" % (moves, game.store(0), game.store(1)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
