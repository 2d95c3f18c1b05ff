#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""An arena agent (examples/python/arena.py) that plays the library's search at a level: it
rebuilds the game from the record each turn brings and answers {"move": NAME}."""

import argparse
import json
import sys

import mancala


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--level", type=int, default=3, help="playing level (mancala_search_set_level)")
    args = ap.parse_args()
    search = mancala.Search(level=args.level)
    for line in sys.stdin:
        state = json.loads(line)
        if state["over"]:
            continue
        game = mancala.Game.from_record(state["record"])
        move = search.run(game).move
        print(json.dumps({"move": game.move_to_notation("text", move)}), flush=True)


if __name__ == "__main__":
    main()
