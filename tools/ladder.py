#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# A benchmark of the playing levels: level N against level N-1 in self-play, per preset, to check
# that the levels form a ladder (the goal: N scores at least 60% against N-1 over 100 games).
"""ladder.py: self-play matches between adjacent playing levels.

Usage (from the top of the build tree, MANCALA_LIBRARY=.libs/libmancala.so.0 PYTHONPATH=bindings/python):
  ladder.py [--presets kalah,oware,congkak] [--levels 2-10] [--games 100] [--vs K] [--ms MS]
            [--open PLIES] [--balance SEEDS] [--seed S] [--log FILE]

For each preset and each level N in --levels, plays --games games of level N against level N-1
(or against level --vs when given, e.g. --levels 3 --vs 1 for "level 1 loses most games to level
3"), in pairs of games from the same opening with the colours swapped. An opening is the first
--open plies (default 4) of random legal moves, drawn per pair among the lines that a depth-12
search (at most 500,000 nodes) scores within --balance seeds of even (default: 2 seeds for each
48 on the board, so 2 for Oware and Kalah, 6 for Toguz Kumalak's 162), or, if 100 draws find
none, the line of them scored nearest to even. Without varied openings each pair of
deterministic levels (levels 3 to 9 play a move of the best score, level 5 all but one time in
fifty) replays one game, and the side decides it; without the balance a random line of Congkak
is often won or lost by dozens of seeds, and the opening decides both games. Each game has other
level seeds, so that the levels' random choices differ too. The searches run at their default
times (a level's 900 ms limit) unless --ms sets a time limit a move. Prints, per pair, W-D-L of
the higher level, its score and a 95% interval (normal approximation), and whether it reaches
60%. Not part of `make check`: level 10 takes about a second a move.

With --log FILE, each game's result is appended to FILE as it ends (a line of JSON: the preset,
the two levels, the settings that decide the game's opening and seeds, the build of the library
that played it, the game's number and "W", "D" or "L" for the higher level), and a later run with
the same FILE takes the games found there instead of playing them again: a match too long for one
sitting (level 10 of Oware's long games) is finished over several, or after a stop. Games of other
settings or of another build are left aside (a build is told by the SHA-256 of the library file
loaded, mancala.LIBRARY_PATH, or by its version where that is no file). A line that cannot be read
is an error that names it.
"""
import argparse
import functools
import hashlib
import json
import math
import random
import sys

import mancala


@functools.lru_cache(maxsize=None)  # the same openings for every level of a preset
def opening(spec, plies, seed, balance):
    """The moves of a random opening of plies plies that does not end the game and that a
    depth-12 search (500,000 nodes at most, the same on any machine) scores within balance seeds
    of even (the first such line the seed draws; None: 2 seeds for each 48 on the board); after
    100 draws without one, the line of them scored nearest to even."""
    rng = random.Random(seed)
    judge = mancala.Search()
    judge.set_limits(depth=12, nodes=500000)
    if balance is None:
        balance = max(2, sum(mancala.Game(spec).board) // 24)
    best = None
    for _ in range(100):
        g = mancala.Game(spec)
        line = []
        for _ in range(plies):
            if g.is_over:
                break
            mv = rng.choice(list(g.legal_moves()))
            g.play(mv)
            line.append(mv)
        if g.is_over:
            continue
        score = abs(judge.run(g).score)
        if score <= balance:
            return tuple(line)
        if best is None or score < best[0]:
            best = (score, line)
    return tuple(best[1]) if best else ()


def play(spec, levels, line, seed, ms):
    """One game from the opening line; levels[p] plays side p. Returns the winner (None for a
    draw)."""
    g = mancala.Game(spec)
    for mv in line:
        g.play(mv)
    s = []
    for p in range(2):
        x = mancala.Search()
        x.set_level(levels[p], seed * 2 + p + 1)
        if ms:
            x.set_limits(time_ms=ms)
        s.append(x)
    plies = 0
    while not g.is_over and plies < 2000:
        r = s[g.to_move].run(g)
        g.play(r.move)
        plies += 1
    if not g.is_over:
        return None
    return g.winner


def interval(w, d, n):
    mean = (w + 0.5 * d) / n
    loss = n - w - d
    var = (w * (1 - mean) ** 2 + d * (0.5 - mean) ** 2 + loss * mean ** 2) / n
    half = 1.96 * math.sqrt(var / n)
    return mean, max(0.0, mean - half), min(1.0, mean + half)


LOG_FIELDS = ("spec", "level", "vs", "seed", "open", "balance", "ms", "library")


def library_id():
    """The build of the library loaded: the first 16 hex digits of the SHA-256 of its file, or
    "version X.Y.Z" where mancala.LIBRARY_PATH is no file that can be read (a bare soname)."""
    try:
        with open(mancala.LIBRARY_PATH, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()[:16]
    except OSError:
        return "version " + mancala.LIBRARY_VERSION


def read_log(path):
    """The results in the log at path (None: no log; a missing file: none yet), as a dict from
    the game's settings and number to "W", "D" or "L". Raises ValueError naming the line that
    cannot be read."""
    done = {}
    if path is None:
        return done
    try:
        f = open(path, encoding="utf-8")
    except FileNotFoundError:
        return done
    with f:
        for no, text in enumerate(f, 1):
            if not text.strip():
                continue
            try:
                rec = json.loads(text)
                key = tuple(rec[k] for k in LOG_FIELDS) + (int(rec["game"]),)
                if rec["result"] not in ("W", "D", "L"):
                    raise ValueError("result %r is not W, D or L" % (rec["result"],))
            except (ValueError, KeyError, TypeError) as e:
                raise ValueError("%s:%d: %s" % (path, no, e)) from None
            done[key] = rec["result"]
    return done


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--presets", default="kalah,oware,congkak")
    ap.add_argument("--levels", default="2-10")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--vs", type=int, default=0)
    ap.add_argument("--ms", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--open", type=int, default=4)
    ap.add_argument("--balance", type=int, default=None)
    ap.add_argument("--log", default=None)
    args = ap.parse_args()
    try:
        done = read_log(args.log)
    except (OSError, ValueError) as e:
        print("ladder.py: %s" % e, file=sys.stderr)
        return 2
    library = library_id()
    lo, _, hi = args.levels.partition("-")
    levels = range(int(lo), int(hi or lo) + 1)
    ok = True
    for spec in args.presets.split(","):
        for n in levels:
            other = args.vs or n - 1
            w = d = 0
            for k in range(args.games):
                settings = (spec, n, other, args.seed, args.open, args.balance, args.ms,
                            library)
                result = done.get(settings + (k,))
                if result is None:
                    hi_side = k % 2
                    lv = [other, other]
                    lv[hi_side] = n
                    line = opening(spec, args.open, args.seed * 100003 + k // 2, args.balance)
                    winner = play(spec, lv, line, args.seed * 100003 + k, args.ms)
                    result = "D" if winner is None else "W" if winner == hi_side else "L"
                    if args.log is not None:
                        rec = dict(zip(LOG_FIELDS, settings), game=k, result=result)
                        with open(args.log, "a", encoding="utf-8") as f:
                            f.write(json.dumps(rec) + "\n")
                if result == "D":
                    d += 1
                elif result == "W":
                    w += 1
            mean, a, b = interval(w, d, args.games)
            ok = ok and mean >= 0.6
            print("%s: level %d vs %d: W-D-L %d-%d-%d, score %.1f%% (95%% %.1f%%..%.1f%%)%s"
                  % (spec, n, other, w, d, args.games - w - d, 100 * mean, 100 * a, 100 * b,
                     "" if mean >= 0.6 else "  below 60%"), flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
