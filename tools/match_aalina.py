#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# A research harness: two Oware engines speaking the UCI dialect of Aalina (tools/mancala_uci, any
# build of it, or Aalina itself) play a match refereed by libmancala's Python binding.
"""match_aalina.py: an Oware match between two UCI-dialect engines, refereed by libmancala.

Usage (from the top of the build tree, MANCALA_LIBRARY=.libs/libmancala.so.0 PYTHONPATH=bindings/python):
  match_aalina.py [--games N] [--ms MS] [--log FILE] [--a CMD] [--b CMD] [--a-name X] [--b-name Y]
                  [--opening-plies P] [--opening-depth D] [--cpu LIST] [--first K] [--jobs J]
                  [--a-data DIR]

The library out of the box (what the coordinator's 100-game matches play), two games at a time,
each game's engines on a core of their own:
  match_aalina.py --games 100 --ms 1000 --jobs 2 --cpu 0,1 --log oob-1000.log

Engine A is by default libmancala (tools/mancala_uci of this tree), engine B by default Aalina
(`$AALINA service`, AALINA defaulting to /work/aalina/aalina; build it with
../shared/tools/aalina/build.sh, see its top comment). Any command speaking the dialect will do:
`--b "env LD_LIBRARY_PATH=/tmp/base/.libs /tmp/base/tools/mancala_uci"` plays an older build of
the library (self-play between builds), and "setoption" lines can be passed with
--a-opt/--b-opt "Name=Value" (e.g. --b-opt Level=7). The library at its strongest for Oware
takes the Awari-rule guide, built once by tools/guide_build.py (--seeds 16: 30 MB, half a
minute): `--a-opt Hash=256 --a-opt Guide=oware16.db`.

Engine A finds the data that ships with the library (the Oware guide, mancala_search_set_data_dir(3))
as an installed library does: --a-data DIR sets MANCALA_DATA_DIR for it, by default
$MANCALA_DATA_DIR, else data/ of the build tree (where `make` writes it) if it is there; "" plays
without it.

Both engines get the same time a move (go movetime MS), are single-threaded (as each engine's
default is), and can be pinned with --cpu (taskset; e.g. --cpu 1 puts both on core 1, where they
alternate). --jobs J plays J games at once, each with its own pair of engines; --cpu then gives
one core (or list) per game, separated by commas: --jobs 2 --cpu 0,1 plays one game on core 0 and
one on core 1, each game's two engines alternating on their core. The colours alternate: games 2k and 2k+1 play the same opening with A as South, then
A as North. The openings are lines of --opening-plies plies (default 2) from the start, made by
the library itself: every line of that length, searched by libmancala to --opening-depth plies
(default 12), kept if its value for the side to move lies within +-2 seeds, in order of |value|
(the most balanced first); the list is made once per setting and shared by every game.

Referee: every move an engine answers is checked by the library (a mancala.Game plays it: an
illegal or missing move loses the game for the engine that made it); and, a second check, an
engine's "bestmove 0000" (its claim that the game is over) is compared with the library's view,
and every disagreement is written to the log. The game ends where the library says it does
(repetitions included: the `oware` preset's cycle=end splits the seeds left).

The log (--log, default match_aalina.log) gets one JSON line a game as it finishes; a run with the
same log and settings skips the games already in it, so a match can be stopped and resumed, or
extended with a larger --games. At the end (and with --summary alone) it prints A's result as
W-D-L, its score (win 1, draw 1/2) and a 95% interval (normal approximation over the games'
scores; Wilson's interval when every game had the same result), and the results by colour.
"""
import argparse
import json
import math
import os
import shlex
import subprocess
import sys
import threading
import time

import mancala

SPEC = "oware"
HERE = os.path.dirname(os.path.abspath(__file__))


class Engine:
    """A UCI-dialect engine process."""

    def __init__(self, cmd, name, options, cpu, env=None):
        argv = shlex.split(cmd)
        if cpu:
            argv = ["taskset", "-c", cpu] + argv
        self.name = name
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=open(os.environ.get("ENGINE_STDERR", os.devnull), "a"), text=True, bufsize=1,
                                     env=env)
        self.send("uci")
        self.wait_for("uciok")
        for opt in options:
            key, _, val = opt.partition("=")
            self.send("setoption name %s value %s" % (key, val))
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, prefix):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise EOFError(self.name + " closed its output")
            if line.startswith(prefix):
                return line.strip()

    def best_move(self, moves, side, ms):
        """The engine's move text after MOVES (notation string) with SIDE to move, and the time it
        took in seconds, and the last info line."""
        self.send("setoption name EngineTurn value %s" % ("south" if side == 0 else "north"))
        self.send("position startpos moves " + moves)
        t0 = time.monotonic()
        self.send("go movetime %d" % ms)
        info = ""
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise EOFError(self.name + " closed its output")
            if line.startswith("info") and " score " in line:
                info = line.strip()
            if line.startswith("bestmove"):
                parts = line.split()
                return (parts[1] if len(parts) > 1 else ""), time.monotonic() - t0, info

    def new_game(self):
        self.send("ucinewgame")
        self.send("isready")
        self.wait_for("readyok")

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired, ValueError):
            self.proc.kill()


def letter(side, house):
    return chr((ord("A") if side == 0 else ord("a")) + house)


def openings(plies, depth, limit):
    """Balanced opening lines (lists of houses) of PLIES plies, by libmancala's search."""
    cache = os.path.join(HERE, ".openings-%s-%d-%d.json" % (SPEC, plies, depth))
    if os.path.exists(cache):
        with open(cache) as f:
            return json.load(f)
    lines = [[]]
    for _ in range(plies):
        nxt = []
        for line in lines:
            g = mancala.Game(SPEC)
            for mv in line:
                g.play(mv)
            if g.is_over:
                continue
            nxt.extend(line + [mv] for mv in g.legal_moves())
        lines = nxt
    s = mancala.Search()
    scored = []
    for line in lines:
        g = mancala.Game(SPEC)
        for mv in line:
            g.play(mv)
        if g.is_over:
            continue
        s.set_limits(depth=depth)
        r = s.run(g)
        if abs(r.score) <= limit:
            scored.append((abs(r.score), line))
    scored.sort(key=lambda x: x[0])
    result = [line for _, line in scored]
    with open(cache, "w") as f:
        json.dump(result, f)
    return result


def play_game(engines, a_side, opening, ms, log_extra):
    """Plays one game; engines[0] is A, who plays side a_side. Returns the log record."""
    g = mancala.Game(SPEC)
    text = ""
    for mv in opening:
        text += letter(g.to_move, mv)
        g.play(mv)
    for e in engines:
        e.new_game()
    disagreements = []
    slowest = [0.0, 0.0]
    loser_by_fault = None
    while not g.is_over:
        side = g.to_move
        who = 0 if side == a_side else 1
        mv, took, _info = engines[who].best_move(text, side, ms)
        slowest[who] = max(slowest[who], took)
        if mv == "0000":
            disagreements.append({"ply": len(g.history), "engine": engines[who].name,
                                  "claim": "game over"})
            loser_by_fault = who
            break
        house = ord(mv[0]) - (ord("A") if side == 0 else ord("a")) if len(mv) == 1 else -1
        if house not in g.legal_moves():
            disagreements.append({"ply": len(g.history), "engine": engines[who].name,
                                  "claim": "move " + mv})
            loser_by_fault = who
            break
        g.play(house)
        text += mv
    # The second check: an engine asked at the end must agree that the game is over.
    if loser_by_fault is None:
        for who, e in enumerate(engines):
            mv, _, _ = e.best_move(text, g.to_move, 50)
            if mv != "0000":
                disagreements.append({"ply": len(g.history), "engine": e.name,
                                      "claim": "not over (" + mv + ")"})
    stores = [g.store(0), g.store(1)]
    if loser_by_fault is not None:
        a_score = 0.0 if loser_by_fault == 0 else 1.0
        reason = "fault"
    else:
        res = g.result
        a_score = 0.5 if res.winner is None else (1.0 if res.winner == a_side else 0.0)
        reason = res.reason.name if hasattr(res.reason, "name") else str(res.reason)
    rec = {"a_side": a_side, "opening": text[:len(opening)], "moves": text,
           "plies": len(text), "stores": stores, "a_score": a_score, "reason": reason,
           "slowest_ms": [round(x * 1000) for x in slowest], "disagreements": disagreements}
    rec.update(log_extra)
    return rec


def summary(records, a_name, b_name):
    n = len(records)
    if n == 0:
        print("no games")
        return
    w = sum(1 for r in records if r["a_score"] == 1.0)
    d = sum(1 for r in records if r["a_score"] == 0.5)
    loss = n - w - d
    mean = (w + 0.5 * d) / n
    var = (w * (1 - mean) ** 2 + d * (0.5 - mean) ** 2 + loss * mean ** 2) / n
    if var > 0:
        lo, hi = mean - 1.96 * math.sqrt(var / n), mean + 1.96 * math.sqrt(var / n)
    else:
        # Every game alike: the normal approximation collapses to a point; Wilson's interval
        # for a proportion still says how little n games tell.
        z2 = 1.96 ** 2
        centre = (mean + z2 / (2 * n)) / (1 + z2 / n)
        half = 1.96 * math.sqrt(mean * (1 - mean) / n + z2 / (4 * n * n)) / (1 + z2 / n)
        lo, hi = centre - half, centre + half
    print("%s vs %s: %d games, W-D-L %d-%d-%d, score %.1f%% (95%% interval %.1f%%..%.1f%%)"
          % (a_name, b_name, n, w, d, loss, 100 * mean, 100 * max(0.0, lo), 100 * min(1.0, hi)))
    for side, label in ((0, "South"), (1, "North")):
        rs = [r for r in records if r["a_side"] == side]
        if rs:
            print("  as %s: %d-%d-%d" % (label, sum(r["a_score"] == 1.0 for r in rs),
                                          sum(r["a_score"] == 0.5 for r in rs),
                                          sum(r["a_score"] == 0.0 for r in rs)))
    dis = sum(len(r["disagreements"]) for r in records)
    print("  referee disagreements: %d; slowest move A %d ms, B %d ms; mean length %.0f plies"
          % (dis, max(r["slowest_ms"][0] for r in records),
             max(r["slowest_ms"][1] for r in records), sum(r["plies"] for r in records) / n))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--ms", type=int, default=1000)
    ap.add_argument("--log", default="match_aalina.log")
    ap.add_argument("--a", default=os.path.join(os.getcwd(), "tools", "mancala_uci"))
    ap.add_argument("--b", default=os.environ.get("AALINA", "/work/aalina/aalina") + " service")
    ap.add_argument("--a-name", default="libmancala")
    ap.add_argument("--b-name", default="aalina")
    ap.add_argument("--a-opt", action="append", default=[])
    ap.add_argument("--b-opt", action="append", default=[])
    ap.add_argument("--opening-plies", type=int, default=2)
    ap.add_argument("--opening-depth", type=int, default=12)
    ap.add_argument("--cpu", default="")
    ap.add_argument("--first", type=int, default=0, help="first game index to play")
    ap.add_argument("--summary", action="store_true", help="print the log's summary only")
    ap.add_argument("--jobs", type=int, default=1, help="games played at once")
    ap.add_argument("--a-data", default=None,
                    help="MANCALA_DATA_DIR for engine A (default: $MANCALA_DATA_DIR, else ./data)")
    args = ap.parse_args()
    a_env = dict(os.environ)
    if args.a_data is None:
        guide = os.path.join(os.getcwd(), "data", "oware-guide.db")
        if "MANCALA_DATA_DIR" not in os.environ and os.path.isfile(guide):
            a_env["MANCALA_DATA_DIR"] = os.path.dirname(guide)
    else:
        a_env["MANCALA_DATA_DIR"] = args.a_data

    key = {"a": args.a_name, "b": args.b_name, "ms": args.ms,
           "opening_plies": args.opening_plies, "opening_depth": args.opening_depth}
    done = {}
    if os.path.exists(args.log):
        with open(args.log) as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                rec = json.loads(line)
                if all(rec.get(k) == v for k, v in key.items()):
                    done[rec["game"]] = rec
    if args.summary:
        summary([done[k] for k in sorted(done)], args.a_name, args.b_name)
        return 0
    lines = openings(args.opening_plies, args.opening_depth, 2)
    todo = [i for i in range(args.first, args.games) if i not in done]
    cpus = args.cpu.split(",") if args.jobs > 1 and args.cpu else [args.cpu]
    lock = threading.Lock()
    queue = list(todo)

    def worker(k):
        cpu = cpus[k % len(cpus)]

        def pair():
            return [Engine(args.a, args.a_name, args.a_opt, cpu, a_env),
                    Engine(args.b, args.b_name, args.b_opt, cpu)]

        engines = pair()
        try:
            while True:
                with lock:
                    if not queue:
                        return
                    i = queue.pop(0)
                opening = lines[(i // 2) % len(lines)]
                try:
                    rec = play_game(engines, i % 2, opening, args.ms, dict(key, game=i))
                except EOFError as exc:
                    # An engine died (out of memory, say): a fresh pair replays the game once.
                    print("game %d: %s; restarting the engines" % (i + 1, exc), flush=True)
                    for e in engines:
                        e.close()
                    engines = pair()
                    rec = play_game(engines, i % 2, opening, args.ms, dict(key, game=i))
                with lock:
                    done[i] = rec
                    with open(args.log, "a") as f:
                        f.write(json.dumps(rec) + "\n")
                    print("game %d: %s as %s, opening %s: %s (%d-%d, %s, %d plies)"
                          % (i + 1, args.a_name, "South" if i % 2 == 0 else "North", rec["opening"],
                             {1.0: "win", 0.5: "draw", 0.0: "loss"}[rec["a_score"]],
                             rec["stores"][0], rec["stores"][1], rec["reason"], rec["plies"]),
                          flush=True)
        finally:
            for e in engines:
                e.close()

    if todo:
        threads = [threading.Thread(target=worker, args=(k,)) for k in range(max(1, args.jobs))]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
    summary([done[k] for k in sorted(done)], args.a_name, args.b_name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
