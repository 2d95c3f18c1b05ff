#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""save_load.py: save a game in progress to a record file, load it, take back two moves and play
on; the record keeps the whole history, so undo works after the reload (position text would not).

Both sides play the last of their legal moves, so the game (Oware unless a spec is given) is the
same from run to run, and the same as examples/lua/save_load.lua.
Usage: python3 examples/python/save_load.py [SPEC]
"""

import os
import sys
import tempfile

try:
    import mancala
except ModuleNotFoundError:  # run from the source tree
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.join(here, "..", "..", "bindings", "python"))
    import mancala

PLAYERS = ("South", "North")


def play_some(game: mancala.Game, n: int) -> None:
    while n > 0 and not game.is_over:
        game.play(game.legal_moves()[-1])
        n -= 1


def main() -> int:
    game = mancala.Game(sys.argv[1] if len(sys.argv) > 1 else "oware")
    play_some(game, 10)
    print("after %d moves: %s" % (len(game.history), game.to_text().split(" ", 1)[1]))

    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "game.mancala")
        with open(path, "w", encoding="utf-8") as f:
            f.write(game.to_record())
        print("saved %d bytes" % os.path.getsize(path))
        with open(path, encoding="utf-8") as f:
            loaded = mancala.Game.from_record(f.read())

    print("loaded: %d moves, same position: %s" % (len(loaded.history), loaded == game))
    loaded.undo()
    loaded.undo()
    print("after two undos: %s, moves %s" % (loaded.to_text().split(" ", 1)[1],
                                              " ".join(map(str, loaded.history))))
    play_some(loaded, 1000)
    winner, reason = loaded.result
    outcome = "a draw" if winner is None else "%s wins" % PLAYERS[winner]
    print("game over after %d moves: %s, %d-%d (%s)" % (len(loaded.history), outcome,
                                                       loaded.store(0), loaded.store(1),
                                                       reason.name.lower().replace("_", " ")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
