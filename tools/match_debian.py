#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# A research harness, not an example of the API: it still drives the search and the databases
# through private internals of the Python binding, which has no public search API yet:
# mancala._native (its ctypes library handle `lib`, with SearchPtr and DbPtr, for the
# mancala_search_* and mancala_db_* calls) and Game._ptr (the C game handle of a mancala.Game).
"""match_debian.py: libmancala's engine against the console program of Debian's `mancala` package.

Usage: match_debian.py [GAMES [MS_PER_MOVE [SEEDS [LEVEL]]]]   (defaults 100, 1000, 4, 9)

Plays GAMES games of Kalah ("kalah:seeds=SEEDS", the rules the Debian program's code follows)
between libmancala's engine (MS_PER_MOVE milliseconds a move) and /usr/games/mancala at LEVEL
(9 is its strongest), half with the engine moving first. The engine's side of the Debian program is
driven as its "human" player through a pseudo-terminal. Prints each result and the totals, with
the number of different games; the exit status is 0 when the engine won at least 95% of the games.

How the engine chooses a move:
- It knows its opponent. The Debian program's choice is a depth-LEVEL minimax on the store
  difference with a random choice among equal moves (its source, mancala 1.0.3), and replies()
  below computes that choice and its probabilities exactly (the script counts, and prints at the
  end, how many of the Debian program's moves the model allowed for). So the engine plays the
  move with the best expected result against this opponent (opponent-model search, om_value):
  its moves, the replies the model foresees weighted by their probabilities, and beyond one or,
  while there is time, two replies, the exact value (what a perfect opponent would leave).
  Against this opponent a move of lower exact value can be worth more, where it is sure to err.
  Among equals: the best exact value, then the move after which the opponent has the fewest
  replies that keep the value, then one at random (the random choices make the games differ
  although both programs are otherwise all but deterministic). Where the expectation cannot be
  worked out in time, the move's exact value stands for it.
- The exact values come from the solver, within the time of the move, or from the opening book
  (match_debian.book beside this script, or the file named by BOOK): the exact values of every
  move at the positions where a one-second search cannot prove them (the first few moves of the
  second player), and at the positions after each of those moves and each reply the model
  foresees. With BOOK_MOVES=N the script solves and adds, without time limit, what the book lacks
  for the engine's first N moves of each game (slow: up to minutes a position; 1 GiB table). The
  book shipped was made with `ONLY=second BOOK_MOVES=4 THREADS=2 DB=... match_debian.py 40`
  and `ONLY=first BOOK_MOVES=3 ... 40` (about 2 minutes each with a 24-seed database), on top of
  an earlier one made with BOOK_MOVES=6.
- As first player, its first OPENING_MOVES (4) moves, so that the openings vary: in a book
  position, a move drawn at random among those that keep a win against perfect play (exact value
  above 0: the first player's value is +8); elsewhere the search's best move under a node limit
  drawn at random between the two numbers of OPENING_NODES ("500000,2000000", at most about half
  a second), so that the move varies with the depth reached.
- Otherwise the search's best move (the search stops 100 ms before MS_PER_MOVE, leaving time for
  the rest); when the search proves its value exact, the solver values the other moves, and
  those after the replies the model foresees, in the time left, and the choice is made as above.
The script prints the longest time the engine took for a move outside the book building.

Run from the top of the build tree with MANCALA_LIBRARY=.libs/libmancala.so.0 and
PYTHONPATH=bindings/python: `python3 tools/match_debian.py`.
Environment: THREADS, the engine's threads (default 1); DB, an endgame database file for it (made
by examples/solve -f, e.g. `examples/solve -d 24 -f kalah24.db kalah`: 1.25 GB, 9 minutes);
FIRST and COUNT play only games FIRST+1..FIRST+COUNT, so that a match can be split over several
processes; ONLY=first or ONLY=second plays only the games where the engine has that side. Not
part of `make check`: a full match takes about ten minutes with THREADS=2 and a 24-seed database.
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
LEVEL = 9
PREDICTED = [0, 0]  # the Debian moves the model allowed for, and all its moves
MARGIN = 0.15       # seconds kept for the last model call after the solver's time
SLOWEST = [0.0]     # the engine's longest move (outside the book building) in seconds
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


# The Debian program's choice of move, modelled after its source (mancala 1.0.3, minimax.c and
# mancala.c, where FULL_EVAL is defined): a plain minimax to LEVEL plies (an extra move counts
# as a ply) that stops early only where the next player has no move, scoring a position by the
# store difference, where a side with empty houses first gives each side its houses' seeds; then,
# among the moves of equal best score in its order (the house nearest the store first), each
# later one replaces the choice so far with probability 1/2. The model searches with alpha-beta,
# which gives the same scores. Boards are the library's: South's houses a..f, South's store,
# North's houses a..f, North's store.
INF = 1 << 20


def _sow(b, p, house):
    """Plays HOUSE of player P on B in place (Kalah); returns the player to move next."""
    base = 7 * p
    pos, seeds = base + house, b[base + house]
    b[pos] = 0
    skip = 13 - base
    while seeds:
        pos = pos + 1 if pos < 13 else 0
        if pos != skip:
            b[pos] += 1
            seeds -= 1
    if pos == base + 6:
        return p
    if base <= pos < base + 6 and b[pos] == 1 and b[12 - pos]:
        b[base + 6] += 1 + b[12 - pos]
        b[12 - pos] = b[pos] = 0
    return 1 - p


def _minimax(b, player, house, depth, alpha, beta):
    """The program's score of HOUSE for PLAYER with DEPTH plies after it (alpha-beta window)."""
    b = b[:]
    nxt = _sow(b, player, house)
    moves = [h for h in range(5, -1, -1) if b[7 * nxt + h]] if depth else []
    if not moves:
        own, other = sum(b[7 * player:7 * player + 6]), sum(b[7 - 7 * player:13 - 7 * player])
        diff = b[7 * player + 6] - b[7 * (1 - player) + 6]
        return diff + own - other if own == 0 or other == 0 else diff
    if nxt != player:
        alpha, beta = -beta, -alpha
    best = -INF
    for h in moves:
        v = _minimax(b, nxt, h, depth - 1, alpha, beta)
        if v > best:
            best = v
            if v > alpha:
                alpha = v
                if alpha >= beta:
                    break
    return best if nxt == player else -best


def replies(board, p, level):
    """{house: probability} of the Debian program's move at LEVEL, player P to move on BOARD."""
    best, ties = -INF, []
    for h in range(5, -1, -1):
        if board[7 * p + h]:
            v = _minimax(board, p, h, level - 1, best - 1 if ties else -INF, INF)
            if v > best:
                best, ties = v, [h]
            elif v == best:
                ties.append(h)
    return {h: 0.5 ** (len(ties) - max(n, 1)) for n, h in enumerate(ties)}


def search_ms():
    """The search's time limit: the move's time less what the rest of the move needs at most."""
    return max(1, MS - int(MARGIN * 1000) * 2 // 3)


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
        LIB.mancala_search_set_limits(search, 0, 0, search_ms())
    score, exact = ctypes.c_int32(), ctypes.c_int32()
    LIB.mancala_search_result(search, None, ctypes.byref(score), ctypes.byref(exact), None, None)
    return score.value if exact.value else None


def move_values(game, search, deadline=None):
    """{move: exact final store difference for the mover}, for every legal move whose value the
    solver proves before DEADLINE (time.monotonic(); None: no limit)."""
    values = {}
    for move in game.legal_moves():
        child = game.copy()
        child.play(move)
        value = value_of(child, game.to_move, search, deadline)
        if value is not None:
            values[move] = value
    return values


def choose(game, search, values, rng, deadline):
    """A move of GAME, given the exact values of some of its moves (VALUES). First the move with
    the best expected result against the model of the Debian program (see om_value), looking
    one reply deep, then, while there is time, two replies deep: against this opponent a move of
    lower exact value can be worth more, where it is sure to err. Among equals, the best exact
    value, then (where the solver can tell before DEADLINE, time.monotonic()) those after which
    the opponent has the fewest replies that keep the value, where a fallible opponent is
    likelier to err; then one drawn at random."""
    # Where an expectation is not known in time, the exact value is the sure lower bound.
    scores = {m: (v, v) for m, v in values.items()}
    for depth in (1, 2):
        deeper = {}
        for move in values:
            child = game.copy()
            child.play(move)
            e = om_value(child, game.to_move, depth, search, deadline)
            if e is None:
                break
            deeper[move] = (e, values[move])
        if len(deeper) < len(values):
            break
        scores = deeper
    top = max(scores.values())
    ties = sorted(m for m in scores if scores[m] == top)
    counts = {}
    for move in ties if len(ties) > 1 else ():
        n = keeping_replies(game, move, search, deadline)
        if n is None:
            break
        counts[move] = n
    if len(counts) == len(ties) > 1:
        ties = [m for m in ties if counts[m] == min(counts.values())]
    return rng.choice(ties)


EXACT = {}  # position text: exact final store difference for the player to move
MODEL = {}  # (board, player to move): the model's replies


def value_of(game, me, search, deadline=None):
    """The exact final store difference for ME in GAME (from the book, the solver or what either
    gave before), or None when not proven by DEADLINE (time.monotonic(); None: no limit)."""
    if game.is_over:
        return game.store(me) - game.store(1 - me)
    text = game.to_text()
    if text not in EXACT:
        book = BOOK.get(game)
        if book and len(book) == len(game.legal_moves()):
            EXACT[text] = max(book.values())
        else:
            left = 0 if deadline is None else (deadline - time.monotonic()) * 1000
            value = None if deadline is not None and left < 1 else solved(search, game, left)
            if value is None:
                return None
            EXACT[text] = value
    return EXACT[text] if game.to_move == me else -EXACT[text]


def om_value(game, me, depth, search, deadline):
    """What ME can expect from GAME against the model of the Debian program, looking DEPTH of
    its replies ahead (opponent-model search): the best of ME's moves, the replies the model
    foresees weighted by their probabilities, and past DEPTH replies the exact value (what a
    perfect opponent would leave). None if not known by DEADLINE."""
    if game.is_over or depth == 0:
        return value_of(game, me, search, deadline)
    if time.monotonic() > deadline:
        return None
    if game.to_move == me:
        best = None
        for move in game.legal_moves():
            child = game.copy()
            child.play(move)
            e = om_value(child, me, depth, search, deadline)
            if e is None:
                return None
            best = e if best is None else max(best, e)
        return best
    key = (tuple(game.board), game.to_move)
    if key not in MODEL:
        MODEL[key] = replies(game.board, game.to_move, LEVEL)
    total = 0.0
    for reply, p in MODEL[key].items():
        after = game.copy()
        after.play(reply)
        e = om_value(after, me, depth - 1, search, deadline)
        if e is None:
            return None
        total += p * e
    return total


def keeping_replies(game, move, search, deadline):
    """How many replies to MOVE keep the opponent's exact value; None if not known by DEADLINE
    (or after an extra move)."""
    child = game.copy()
    child.play(move)
    if child.is_over or child.to_move == game.to_move:
        return None
    values = BOOK.get(child) or move_values(child, search, deadline)
    if len(values) < len(child.legal_moves()):
        return None
    return sum(v == max(values.values()) for v in values.values())


def exact_move(game, search, rng):
    """The engine's move in MS milliseconds: the search's best move; when the search proves its
    value, the solver values the other moves in the time left and choose() picks among them."""
    deadline = time.monotonic() + MS / 1000.0 - MARGIN
    move, score, exact = engine_move(game, search)
    if not exact:
        return move
    values = move_values(game, search, deadline)
    values[move] = score
    return choose(game, search, values, rng, deadline)


def opening_move(game, search, rng):
    """The first player's move in its first OPENING_MOVES moves, so that the openings vary: in a
    position of the book, a move drawn at random among those that keep a win against perfect
    play (exact value above 0); elsewhere, the search's best move under a node limit drawn at
    random between the two numbers of OPENING_NODES (about half a second at most on the 2-core
    test machine; the time limit holds too): different limits stop the search at different
    depths."""
    values = BOOK.get(game)
    if values and max(values.values()) > 0:
        return rng.choice(sorted(m for m, v in values.items() if v > 0))
    LIB.mancala_search_set_limits(search, 0, rng.randrange(OPENING_NODES[0], OPENING_NODES[1]),
                                  search_ms())
    try:
        return engine_move(game, search)[0]
    finally:
        LIB.mancala_search_set_limits(search, 0, 0, search_ms())


class Book:
    """Exact values of every move at some positions, kept in a text file of lines "POSITION<TAB>
    HOUSE=VALUE ..." (POSITION as mancala_game_to_text writes it; VALUE the final store difference
    for the player to move after that move, with perfect play). Made by this script with
    BOOK_MOVES; the engine chooses there as elsewhere (choose, opening_move)."""

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


def extend_book(game, search, replies_too=True):
    """Adds to the book (without time limit) the exact values of the moves of GAME and, with
    REPLIES_TOO, those of the positions after each move of GAME and each reply the model foresees
    (after an extra move, the same for the next move), so that the engine can choose there by
    what the opponent will reply (see choose); returns GAME's values."""
    for move in game.legal_moves() if replies_too else ():
        child = game.copy()
        child.play(move)
        if child.is_over:
            continue
        if child.to_move == game.to_move:
            extend_book(child, search)
            continue
        for reply in replies(child.board, child.to_move, LEVEL):
            after = child.copy()
            after.play(reply)
            if not after.is_over and BOOK.get(after) is None:
                BOOK.add(after, move_values(after, search))
    if BOOK.get(game) is None:
        BOOK.add(game, move_values(game, search))
    return BOOK.get(game)


def play_one(search, engine_first, ms, seeds, level, rng):
    """One game; returns the engine's final store difference. The Debian program's top player
    (who starts) is our South (player 0), its bottom player our North; both sow a..f in order."""
    game = mancala.Game("kalah:seeds=%d" % seeds)
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
                start = time.monotonic()
                values = BOOK.get(game)
                if played < BOOK_MOVES:
                    values = extend_book(game, search, not engine_first)
                if engine_first and played < OPENING_MOVES:
                    move = opening_move(game, search, rng)
                elif values is not None:
                    move = choose(game, search, values, rng,
                                  time.monotonic() + ms / 1000.0 - MARGIN)
                else:
                    move = exact_move(game, search, rng)
                if played == 0:
                    first_move = move
                if played >= BOOK_MOVES:
                    SLOWEST[0] = max(SLOWEST[0], time.monotonic() - start)
                deb.send(move)
                played += 1
            else:
                m = deb.read_until(re.escape(prompt) + r"([A-Fa-f])")
                deb.buf = deb.buf[m.end():]
                move = "abcdef".index(m.group(1).lower())
                PREDICTED[0] += move in replies(game.board, mover, level)
                PREDICTED[1] += 1
            game.play(move)
            line.append(move)
        return game.store(ours) - game.store(1 - ours), first_move, tuple(line)
    finally:
        deb.close()


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    global MS, DB, BOOK, LEVEL
    BOOK = Book(os.environ.get("BOOK", os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                    "match_debian.book")))
    if os.environ.get("DB"):
        DB = _native.DbPtr()
        if LIB.mancala_db_load(ctypes.byref(DB), os.environ["DB"].encode()) != 0:
            raise SystemExit("cannot load the database " + os.environ["DB"])
    ms = MS = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    seeds = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    level = LEVEL = int(sys.argv[4]) if len(sys.argv) > 4 else 9
    first = int(os.environ.get("FIRST", "0"))
    count = int(os.environ.get("COUNT", str(games - first)))
    # One search object for the whole match: its table is made (and its memory touched) once.
    search = _native.SearchPtr()
    LIB.mancala_search_new(ctypes.byref(search))
    LIB.mancala_search_set_limits(search, 0, 0, search_ms())
    LIB.mancala_search_set_memory(search, 1024 if BOOK_MOVES else 256)
    LIB.mancala_search_set_threads(search, THREADS)
    if DB:
        LIB.mancala_search_set_db(search, DB)
    wins = draws = losses = 0
    lines = set()
    for k in range(first, min(games, first + count)):
        engine_first = k % 2 == 0
        if os.environ.get("ONLY") == ("second" if engine_first else "first"):
            continue
        diff, opening, line = play_one(search, engine_first, ms, seeds, level,
                                        random.Random(2026 + k))
        lines.add(line)
        wins += diff > 0
        draws += diff == 0
        losses += diff < 0
        print("game %d: engine %s, first move %d: %+d"
              % (k + 1, "first" if engine_first else "second", opening, diff), flush=True)
    played = wins + draws + losses
    print("engine: %d wins, %d draws, %d losses in %d games (%d different games, %d different"
          " first 8 moves)" % (wins, draws, losses, played, len(lines),
                               len(set(line[:8] for line in lines))))
    print("the model of the Debian program foresaw %d of its %d moves" % tuple(PREDICTED))
    print("the engine's longest move took %.3f s" % SLOWEST[0])
    LIB.mancala_search_free(search)
    return 0 if wins * 100 >= played * 95 else 1


if __name__ == "__main__":
    sys.exit(main())
