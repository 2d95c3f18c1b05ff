#!/usr/bin/env python3
"""match_debian.py: libmancala's engine against the console program of Debian's `mancala` package.

Usage: match_debian.py [GAMES [MS_PER_MOVE [SEEDS [LEVEL]]]]   (defaults 100, 1000, 4, 9)

Plays GAMES games of Kalah ("kalah:seeds=SEEDS", the rules the Debian program's code follows)
between libmancala's search (MS_PER_MOVE milliseconds a move) and /usr/games/mancala at LEVEL
(9 is its strongest), half with the engine moving first. Openings vary: when the engine moves
first, its first move is drawn at random; as second player it plays its best from the start. The engine's side of the
Debian program is driven as its "human" player through a pseudo-terminal. Prints each result and
the totals. Run from the build tree with MANCALA_LIBRARY=.libs/libmancala.so.0 and
PYTHONPATH=bindings/python. Not part of `make check`: a full match takes about an hour.
"""
import ctypes
import os
import pty
import random
import re
import select
import sys

import mancala
from mancala import _native

LIB = _native.lib
PROGRAM = "/usr/games/mancala"
class Debian:
    """The Debian program with our side as its human player. Its top player moves first; top's
    houses a..f are sowing order (a farthest from its store), like ours."""

    def __init__(self, engine_first, level, seeds):
        top, bottom = (0, level) if engine_first else (level, 0)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execv(PROGRAM, [PROGRAM, str(top), str(bottom), str(seeds)])
        self.buf = ""

    def read_until(self, pattern, timeout=120.0):
        while True:
            m = re.search(pattern, self.buf, re.S)
            if m:
                return m
            ready, _, _ = select.select([self.fd], [], [], timeout)
            if not ready:
                raise TimeoutError("no answer from " + PROGRAM)
            try:
                data = os.read(self.fd, 4096).decode("ascii", "replace")
            except OSError:
                data = ""
            if not data:
                return None
            self.buf += data.replace("\r", "")

    def send(self, house):
        os.write(self.fd, ("abcdef"[house] + "\n").encode())

    def close(self):
        try:
            os.kill(self.pid, 9)
            os.waitpid(self.pid, 0)
        except OSError:
            pass


def engine_move(game, search):
    if LIB.mancala_search_run(search, game._ptr) != 0:
        raise RuntimeError("search failed")
    move = ctypes.c_int32()
    LIB.mancala_search_result(search, ctypes.byref(move), None, None, None, None)
    return move.value


def play_one(engine_first, ms, seeds, level, first_move):
    """One game; returns the engine's final store difference. The Debian program's top player
    (who starts) is our South (player 0), its bottom player our North; both sow a..f in order."""
    game = mancala.Game("kalah:seeds=%d" % seeds)
    search = _native.SearchPtr()
    LIB.mancala_search_new(ctypes.byref(search))
    LIB.mancala_search_set_limits(search, 0, 0, ms)
    LIB.mancala_search_set_memory(search, 256)
    deb = Debian(engine_first, level, seeds)
    ours = 0 if engine_first else 1
    try:
        played = 0
        while not game.is_over:
            mover = game.to_move
            prompt = "Move for player at %s: " % ("top" if mover == 0 else "bottom")
            if mover == ours:
                m = deb.read_until(re.escape(prompt))
                deb.buf = deb.buf[m.end():]
                move = first_move if played == 0 and first_move in game.legal_moves() \
                    else engine_move(game, search)
                deb.send(move)
                played += 1
            else:
                m = deb.read_until(re.escape(prompt) + r"([A-Fa-f])")
                deb.buf = deb.buf[m.end():]
                move = "abcdef".index(m.group(1).lower())
            game.play(move)
        return game.store(ours) - game.store(1 - ours)
    finally:
        deb.close()
        LIB.mancala_search_free(search)


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    ms = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    seeds = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    level = int(sys.argv[4]) if len(sys.argv) > 4 else 9
    rng = random.Random(2026)
    wins = draws = losses = 0
    for k in range(games):
        if k % 2 == 0:
            opening = rng.randrange(6)
        engine_first = k % 2 == 0
        diff = play_one(engine_first, ms, seeds, level, opening if engine_first else -1)
        wins += diff > 0
        draws += diff == 0
        losses += diff < 0
        print("game %d: engine %s%s: %+d"
              % (k + 1, "first" if engine_first else "second",
                 ", first move %d" % opening if engine_first else "", diff), flush=True)
    print("engine: %d wins, %d draws, %d losses in %d games" % (wins, draws, losses, games))
    return 0 if wins >= games * 95 // 100 else 1


if __name__ == "__main__":
    sys.exit(main())
