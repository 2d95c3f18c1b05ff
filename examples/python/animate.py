#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""animate.py: the animation loop of a game app, over Game.trace: before each move is played, its
steps are "animated" (printed here), then the move is played; at the end, who won and why.

Both sides play a greedy policy that itself reads the traces: a move that earns another turn, else
the move that puts the most seeds into the mover's store, else the first legal move. Nothing is
random, so the game (Kalah unless a spec is given) is the same from run to run, and the same as
examples/lua/animate.lua.
Usage: python3 examples/python/animate.py [SPEC]
"""

import os
import sys

try:
    import mancala
except ModuleNotFoundError:  # run from the source tree
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.join(here, "..", "..", "bindings", "python"))
    import mancala

from mancala import EventKind, ResultReason

PLAYERS = ("South", "North")
REASONS = {
    ResultReason.MAJORITY: "a store holds more than half of the seeds",
    ResultReason.EMPTY_ROW: "a row is empty",
    ResultReason.NO_MOVE: "the player to move has no move",
    ResultReason.REPETITION: "a position repeated",
    ResultReason.HOOK: "the variant's rule said so",
    ResultReason.LIMIT: "the game reached its length limit (limit=)",
}
MAX_PLIES = 10000  # the loop's own bound where the rules have no length limit (limit=none)


def pit_name(pit: int, houses: int) -> str:
    """Pits as the board draws them: player 0's houses and store, then player 1's."""
    player, index = divmod(pit, houses + 1)
    return "%s %s" % (PLAYERS[player], "store" if index == houses else "house %d" % index)


def describe(e: mancala.Event, houses: int) -> str:
    """One step of the animation, in words: an app would move seeds on the screen instead."""
    if e.kind == EventKind.PICKUP:
        return "pick up %d from %s" % (e.count, pit_name(e.pit, houses))
    if e.kind == EventKind.SOW:
        return "sow into %s" % pit_name(e.pit, houses)
    if e.kind == EventKind.SKIP:
        return "skip %s" % pit_name(e.pit, houses)
    if e.kind == EventKind.CAPTURE:
        return "capture %d from %s to %s" % (e.count, pit_name(e.pit, houses),
                                            pit_name(e.to, houses))
    if e.kind == EventKind.SWEEP:
        return "sweep %d from %s to %s" % (e.count, pit_name(e.pit, houses), pit_name(e.to, houses))
    if e.kind == EventKind.EXTRA:
        return "%s moves again" % PLAYERS[e.pit]
    if e.kind == EventKind.SET:
        return "a rule sets %s to %d" % (pit_name(e.pit, houses), e.count)
    return "the game ends"  # EventKind.END: the result is told once the move is played


def gain(events, store: int) -> int:
    """Seeds a trace puts into the store pit."""
    n = 0
    for e in events:
        if e.kind == EventKind.SOW and e.pit == store:
            n += 1
        elif e.kind in (EventKind.CAPTURE, EventKind.SWEEP) and e.to == store:
            n += e.count
    return n


def choose(game: mancala.Game):
    """The greedy policy; returns the move and its trace."""
    houses, player = game.num_houses, game.to_move
    store = player * (houses + 1) + houses
    best = None
    for move in game.legal_moves():
        events = game.trace(move)
        score = (any(e.kind == EventKind.EXTRA for e in events), gain(events, store))
        if best is None or score > best[0]:
            best = (score, move, events)
    return best[1], best[2]


def main() -> int:
    game = mancala.Game(sys.argv[1] if len(sys.argv) > 1 else "kalah")
    houses = game.num_houses
    bound = game.limit or MAX_PLIES
    while not game.is_over and len(game.history) < bound:
        player = game.to_move
        move, events = choose(game)
        print("%s plays house %d" % (PLAYERS[player], move))
        for e in events:
            print("  " + describe(e, houses))
        game.play(move)
    if not game.is_over:
        print("stopped after %d moves (limit=none: these rules can play on for ever)" % bound)
        return 0
    winner, reason = game.result
    outcome = "a draw" if winner is None else "%s wins" % PLAYERS[winner]
    print("game over after %d moves: %s, %d-%d (%s)"
          % (len(game.history), outcome, game.store(0), game.store(1), REASONS[reason]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
