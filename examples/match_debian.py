#!/usr/bin/env python3
"""match_debian.py: libmancala's engine against the console program of Debian's `mancala` package.

Usage: match_debian.py [GAMES [MS_PER_MOVE [SEEDS [LEVEL]]]]   (defaults 100, 1000, 4, 9)

Plays GAMES games of Kalah ("kalah:seeds=SEEDS", the rules the Debian program's code follows)
between libmancala's search (MS_PER_MOVE milliseconds a move) and /usr/games/mancala at LEVEL
(9 is its strongest), half with the engine moving first. Openings vary: the engine's first four moves of a
game are searched with a node limit drawn at random (0.5 to 2 million nodes, at most about the
second), so that its best move varies with the depth reached and the games differ although both
programs are otherwise deterministic; the number of different games is printed at the end. The engine's
side of the Debian program is driven as its "human" player through a pseudo-terminal. Prints each
result and the totals; the exit status is 0 when the engine won at least 95% of the games. Run
from the build tree with MANCALA_LIBRARY=.libs/libmancala.so.0 and PYTHONPATH=bindings/python;
FIRST and COUNT (environment) play only games FIRST+1..FIRST+COUNT, so that a match can be split
over several processes; THREADS sets the engine's threads (default 1) and DB names an endgame
database file (made by examples/solve -f) for it to use; OPENING_MOVES (default 4) and
OPENING_NODES ("500000,2000000") set the varied opening searches, and ONLY=first or ONLY=second
plays only the games where the engine has that side. Not part of `make check`: a full match takes about an hour.
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
OPENING_MOVES = int(os.environ.get("OPENING_MOVES", "4"))
OPENING_NODES = [int(x) for x in os.environ.get("OPENING_NODES", "500000,2000000").split(",")]
MS = 1000
THREADS = int(os.environ.get("THREADS", "1"))
DB = None
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


def opening_move(game, search, rng):
    """The engine's best move under a node limit drawn at random (0.5 to 2 million nodes: at most
    about a second on the 2-core test machine). Different limits stop the search at different
    depths, and so vary the games without ever playing a move the engine does not rate best."""
    LIB.mancala_search_set_limits(search, 0, rng.randrange(OPENING_NODES[0], OPENING_NODES[1]), 0)
    try:
        return engine_move(game, search)
    finally:
        LIB.mancala_search_set_limits(search, 0, 0, MS)


def play_one(engine_first, ms, seeds, level, rng):
    """One game; returns the engine's final store difference. The Debian program's top player
    (who starts) is our South (player 0), its bottom player our North; both sow a..f in order."""
    game = mancala.Game("kalah:seeds=%d" % seeds)
    search = _native.SearchPtr()
    LIB.mancala_search_new(ctypes.byref(search))
    LIB.mancala_search_set_limits(search, 0, 0, ms)
    LIB.mancala_search_set_memory(search, 256)
    LIB.mancala_search_set_threads(search, THREADS)
    if DB:
        LIB.mancala_search_set_db(search, DB)
    deb = Debian(engine_first, level, seeds)
    ours = 0 if engine_first else 1
    try:
        played = 0
        line = []
        while not game.is_over:
            mover = game.to_move
            prompt = "Move for player at %s: " % ("top" if mover == 0 else "bottom")
            if mover == ours:
                m = deb.read_until(re.escape(prompt))
                deb.buf = deb.buf[m.end():]
                move = opening_move(game, search, rng) if played < OPENING_MOVES \
                    else engine_move(game, search)
                if played == 0:
                    first_move = move
                deb.send(move)
                played += 1
            else:
                m = deb.read_until(re.escape(prompt) + r"([A-Fa-f])")
                deb.buf = deb.buf[m.end():]
                move = "abcdef".index(m.group(1).lower())
            game.play(move)
            line.append(move)
        return game.store(ours) - game.store(1 - ours), first_move, tuple(line)
    finally:
        deb.close()
        LIB.mancala_search_free(search)


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    global MS, DB
    if os.environ.get("DB"):
        DB = _native.DbPtr()
        if LIB.mancala_db_load(ctypes.byref(DB), os.environ["DB"].encode()) != 0:
            raise SystemExit("cannot load the database " + os.environ["DB"])
    ms = MS = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    seeds = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    level = int(sys.argv[4]) if len(sys.argv) > 4 else 9
    first = int(os.environ.get("FIRST", "0"))
    count = int(os.environ.get("COUNT", str(games - first)))
    wins = draws = losses = 0
    lines = set()
    for k in range(first, min(games, first + count)):
        engine_first = k % 2 == 0
        if os.environ.get("ONLY") == ("second" if engine_first else "first"):
            continue
        diff, opening, line = play_one(engine_first, ms, seeds, level, random.Random(2026 + k))
        lines.add(line)
        wins += diff > 0
        draws += diff == 0
        losses += diff < 0
        print("game %d: engine %s, first move %d: %+d"
              % (k + 1, "first" if engine_first else "second", opening, diff), flush=True)
    played = wins + draws + losses
    print("engine: %d wins, %d draws, %d losses in %d games (%d different games)"
          % (wins, draws, losses, played, len(lines)))
    return 0 if wins * 100 >= played * 95 else 1


if __name__ == "__main__":
    sys.exit(main())
