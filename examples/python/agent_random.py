#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""An arena agent (examples/python/arena.py) that plays a random legal move, answering in prose
as a language model might, to show the move reader at work."""

import argparse
import json
import random
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=None)
    rng = random.Random(ap.parse_args().seed)
    for line in sys.stdin:
        state = json.loads(line)
        if state["over"]:
            continue
        move = rng.choice(state["legal_moves"])
        if rng.random() < 0.5:
            answer = 'I will sow from there. {"move": "%s"}' % move
        else:
            answer = "After some thought, my move is %s." % move
        print(answer, flush=True)


if __name__ == "__main__":
    main()
