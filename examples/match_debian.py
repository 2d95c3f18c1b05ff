#!/usr/bin/env python3
"""match_debian.py: libmancala's engine against the console program of Debian's `mancala` package.

Usage: match_debian.py [GAMES [MS_PER_MOVE [SEEDS [LEVEL]]]]   (defaults 100, 1000, 4, 9)

Plays GAMES games of Kalah ("kalah:seeds=SEEDS", the rules the Debian program's code follows)
between libmancala's engine (MS_PER_MOVE milliseconds a move) and /usr/games/mancala at LEVEL
(9 is its strongest), half with the engine moving first. The engine's side of the Debian program is
driven as its "human" player through a pseudo-terminal. Prints each result and the totals, with
the number of different games; the exit status is 0 when the engine won at least 95% of the games.

How the engine chooses a move:
- In a position of the opening book (match_debian.book beside this script, or the file named by
  BOOK), a move drawn at random among those the book gives the best exact value. The book holds
  the exact value of every move, found by the solver, at the positions where a one-second search
  cannot prove it (the first few moves of the second player): with BOOK_MOVES=N the script solves
  and adds the positions of the engine's first N moves of each game that the book lacks (slow:
  minutes a position; 1 GiB table). The book shipped was made with
  `ONLY=second BOOK_MOVES=6 THREADS=2 DB=... match_debian.py 40`.
- As first player, its first OPENING_MOVES (4) moves: the search's best move under a node limit
  drawn at random between the two numbers of OPENING_NODES ("500000,2000000", at most about the
  second), so that the move varies with the depth reached.
- Otherwise the search's best move in MS_PER_MOVE; when the search proves its value exact, the
  solver works out in the time left which other moves are as good. Among those (and among the
  best moves of a book position) it keeps, where the solver can tell in time, the ones after which
  the opponent has the fewest replies that keep the value, where a fallible opponent is likelier
  to err, and draws one at random. Moves that keep the exact value never give anything away, and
  the random choices make the games differ although both programs are otherwise deterministic.

Run from the build tree with MANCALA_LIBRARY=.libs/libmancala.so.0 and PYTHONPATH=bindings/python.
Environment: THREADS, the engine's threads (default 1); DB, an endgame database file for it (made
by examples/solve -f); FIRST and COUNT play only games FIRST+1..FIRST+COUNT, so that a match can be
split over several processes; ONLY=first or ONLY=second plays only the games where the engine has
that side. Not part of `make check`: a full match takes about ten minutes with THREADS=2 and a
16-seed database.
"""
import ctypes
import os
import pty
import random
import re
import select
import sys
import time

import mancala
from mancala import _native

LIB = _native.lib
PROGRAM = "/usr/games/mancala"
OPENING_MOVES = int(os.environ.get("OPENING_MOVES", "4"))
OPENING_NODES = [int(x) for x in os.environ.get("OPENING_NODES", "500000,2000000").split(",")]
MS = 1000
THREADS = int(os.environ.get("THREADS", "1"))
DB = None
BOOK = None
BOOK_MOVES = int(os.environ.get("BOOK_MOVES", "0"))
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
    """The search's result for GAME: (move, score, whether the score is exact)."""
    if LIB.mancala_search_run(search, game._ptr) != 0:
        raise RuntimeError("search failed")
    move, score, exact = ctypes.c_int32(), ctypes.c_int32(), ctypes.c_int32()
    LIB.mancala_search_result(search, ctypes.byref(move), ctypes.byref(score), ctypes.byref(exact),
                              None, None)
    return move.value, score.value, exact.value


def solved(search, game, ms):
    """The exact value of GAME for the player to move, or None when the solver does not prove it
    within MS milliseconds (MS 0: no limit)."""
    LIB.mancala_search_set_limits(search, 0, 0, int(ms))
    try:
        if LIB.mancala_search_solve(search, game._ptr) != 0:
            raise RuntimeError("solve failed")
    finally:
        LIB.mancala_search_set_limits(search, 0, 0, MS)
    score, exact = ctypes.c_int32(), ctypes.c_int32()
    LIB.mancala_search_result(search, None, ctypes.byref(score), ctypes.byref(exact), None, None)
    return score.value if exact.value else None


def move_values(game, search, deadline=None):
    """{move: exact final store difference for the mover}, for every legal move whose value the
    solver proves before DEADLINE (time.monotonic(); None: no limit)."""
    me, values = game.to_move, {}
    for move in game.legal_moves():
        child = game.copy()
        child.play(move)
        if child.is_over:
            values[move] = child.store(me) - child.store(1 - me)
            continue
        left = None if deadline is None else (deadline - time.monotonic()) * 1000
        if left is not None and left < 1:
            break
        value = solved(search, child, left or 0)
        if value is not None:
            values[move] = value if child.to_move == me else -value
    return values


def choose(game, search, values, rng, deadline):
    """A move of the best value in VALUES (exact values of the moves of GAME). Where several tie
    and the solver can rank them before DEADLINE (time.monotonic()), those after which the
    opponent has the fewest moves that keep the value are kept (a fallible opponent is likelier
    to err there); then one is drawn at random."""
    best = max(values.values())
    ties = sorted(m for m, v in values.items() if v == best)
    counts = {}
    for move in ties if len(ties) > 1 else ():
        child = game.copy()
        child.play(move)
        if child.is_over or child.to_move == game.to_move:
            break
        replies = BOOK.get(child) or move_values(child, search, deadline)
        if len(replies) < len(child.legal_moves()):
            break
        top = max(replies.values())
        counts[move] = sum(v == top for v in replies.values())
    if len(counts) == len(ties) > 1:
        ties = [m for m in ties if counts[m] == min(counts.values())]
    return rng.choice(ties)


def exact_move(game, search, rng):
    """The engine's move in MS milliseconds: the search's best move; when the search proves its
    value, the choice among all the moves the solver proves as good in the time left."""
    deadline = time.monotonic() + MS / 1000.0
    move, score, exact = engine_move(game, search)
    if not exact:
        return move
    values = move_values(game, search, deadline)
    values[move] = score
    return choose(game, search, values, rng, deadline)


def opening_move(game, search, rng):
    """The engine's best move under a node limit drawn at random (0.5 to 2 million nodes: at most
    about a second on the 2-core test machine). Different limits stop the search at different
    depths, and so vary the games without ever playing a move the engine does not rate best."""
    LIB.mancala_search_set_limits(search, 0, rng.randrange(OPENING_NODES[0], OPENING_NODES[1]), 0)
    try:
        return engine_move(game, search)[0]
    finally:
        LIB.mancala_search_set_limits(search, 0, 0, MS)


class Book:
    """Exact values of every move at some positions, kept in a text file of lines "POSITION<TAB>
    HOUSE=VALUE ..." (POSITION as mancala_game_to_text writes it; VALUE the final store difference
    for the player to move after that move, with perfect play). Made by this script with
    BOOK_MOVES; the engine draws its move at random among the best ones there."""

    def __init__(self, path):
        self.path, self.positions = path, {}
        if os.path.exists(path):
            with open(path) as f:
                for text in f:
                    key, values = text.rstrip("\n").split("\t")
                    self.positions[key] = {int(a): int(b) for a, b in
                                           (v.split("=") for v in values.split())}

    def get(self, game):
        return self.positions.get(game.to_text())

    def add(self, game, values):
        self.positions[game.to_text()] = values
        with open(self.path, "a") as f:
            f.write("%s\t%s\n" % (game.to_text(),
                                   " ".join("%d=%+d" % mv for mv in sorted(values.items()))))


def play_one(engine_first, ms, seeds, level, rng):
    """One game; returns the engine's final store difference. The Debian program's top player
    (who starts) is our South (player 0), its bottom player our North; both sow a..f in order."""
    game = mancala.Game("kalah:seeds=%d" % seeds)
    search = _native.SearchPtr()
    LIB.mancala_search_new(ctypes.byref(search))
    LIB.mancala_search_set_limits(search, 0, 0, ms)
    LIB.mancala_search_set_memory(search, 1024 if BOOK_MOVES else 256)
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
                values = BOOK.get(game)
                if values is None and played < BOOK_MOVES:
                    values = move_values(game, search)
                    BOOK.add(game, values)
                if values is not None:
                    move = choose(game, search, values, rng, time.monotonic() + ms / 1000.0)
                elif engine_first and played < OPENING_MOVES:
                    move = opening_move(game, search, rng)
                else:
                    move = exact_move(game, search, rng)
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
    global MS, DB, BOOK
    BOOK = Book(os.environ.get("BOOK", os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                    "match_debian.book")))
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
