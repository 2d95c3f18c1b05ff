#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""ludii-check.py: the four-row rule sets against Ludii 1.0.8 as an outside oracle.

Usage (from the top of the build tree):
  MANCALA_LIBRARY=.libs/libmancala.so.0 PYTHONPATH=bindings/python \\
  tools/ludii-check.py --jar ORACLE.jar --lud LUDDIR [--games 100] [--plies 2000]
                       [--depth 4] [--max-seconds 60] [--only NAME,...] [--work DIR]
  tools/ludii-check.py --data DIR ...    (compare with files the oracle wrote before)

The oracle is the headless Ludii of shared/tools/ludii (build.sh; `perft FILE D --turns`,
`random FILE SEED PLIES --json`); LUDDIR is its lud/board/sow folder. Not a build dependency and
not in `make check`. For each rule set of the table below:

- perft by whole turns: the oracle's `perft --turns` count at every depth up to --depth (or as far
  as it gets in --max-seconds a depth) against mancala_game_perft, one ply being one turn here;
- random games: the oracle plays --games games of uniformly random Ludii moves (seeds 1 to N,
  at most --plies Ludii moves each); each is replayed here turn by turn (a turn: the Ludii moves
  of one player until the mover changes, its first move naming the house and, for Bao Ki Arabu,
  the direction), and after every turn the board (hands included) must be equal; where the
  oracle's game ended by its rules, the library's must have ended with the same winner. Ludii
  stops a game at 2500 turns and calls it a draw; such games are compared board by board only.

Site numbers: Ludii's mancalaBoard 4 x C counts sites row by row from the bottom (South's outer
row) left to right, then the two hands (4C: South's, 4C+1: North's). The library's pits array
holds each player's loop: house 0 at the left of the outer row (seen from that player), the outer
row, then the inner row back; the store is the hand.
Exit status 0 when every check agrees.
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import time

import mancala

# library rule set, Ludii file under LUDDIR, Ludii options, whether a move names a direction
CHECKS = [
    ("hus", "four_rows/Hus (Damara).lud", [], False),
    ("hus-wagner", "four_rows/Hus (Damara).lud", ["Play Rules/Sowing with 2 or more seeds"], False),
    ("owela", "four_rows/Owela (Benguela).lud", [], False),
    ("bao-ki-arabu", "four_rows/Bao Ki Arabu (Zanzibar 1).lud", [], True),
    ("bao-ki-arabu-2", "four_rows/Bao Ki Arabu (Zanzibar 2).lud", [], False),
    ("hawalis", "four_rows/Hawalis.lud", [], False),
    ("muvalavala", "four_rows/Muvalavala (Luena).lud", [], False),
]

BATCH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ludii", "BatchRandom.java")


def site_to_pit(site, C):
    """The library's pit for a Ludii site of a 4 x C board (hands: the stores)."""
    H = 2 * C
    row, col = divmod(site, C)
    if site == 4 * C:
        return H
    if site == 4 * C + 1:
        return 2 * H + 1
    if row == 0:
        return col
    if row == 1:
        return 2 * C - 1 - col
    if row == 2:
        return H + 1 + C + col
    return H + 1 + C - 1 - col


def ludii_board(counts, C):
    pits = [0] * (4 * C + 2)
    for site, n in enumerate(counts):
        pits[site_to_pit(site, C)] = n
    return pits


def swept(pits, C):
    """The board after the end's sweep: each side's seeds into its hand."""
    H = 2 * C
    out = list(pits)
    for side in (0, 1):
        base = side * (H + 1)
        out[base + H] += sum(out[base:base + H])
        for i in range(H):
            out[base + i] = 0
    return out


def oracle(args, cmd, lud, options, *rest):
    argv = ["java", "-Xss1g", "-jar", args.jar]
    for o in options:
        argv += ["--option", o]
    argv += [cmd, lud] + [str(x) for x in rest]
    return subprocess.run(argv, check=True, capture_output=True, text=True).stdout


def oracle_perft(args, lud, options, name):
    """{depth: count} from the oracle (or from --data's perft_turns_NAME*.txt files)."""
    if args.data:
        text = ""
        files = glob.glob(os.path.join(args.data, "perft_turns_%s.txt" % name))
        files += glob.glob(os.path.join(args.data, "perft_turns_%s_d*.txt" % name))
        for f in sorted(files):
            with open(f) as fh:
                text += fh.read()
    else:
        text = oracle(args, "perft", lud, options, args.depth, "--turns", "--max-seconds",
                      args.max_seconds)
    out = {}
    for line in text.splitlines():
        w = line.split()
        if len(w) >= 3 and w[0] == "perft-turns":
            out[int(w[1])] = int(w[2])
    return out


def oracle_games(args, lud, options, name):
    """The folder of seedN.jsonl files: --data's random_NAME, or made here in --work."""
    if args.data:
        return os.path.join(args.data, "random_" + name.replace("-", "_"))
    out = os.path.join(args.work, "random_" + name.replace("-", "_"))
    os.makedirs(out, exist_ok=True)
    classes = os.path.join(args.work, "classes")
    if not os.path.exists(os.path.join(classes, "BatchRandom.class")):
        os.makedirs(classes, exist_ok=True)
        subprocess.run(["javac", "-cp", args.jar, "-d", classes, BATCH], check=True)
    argv = ["java", "-Xss1g", "-cp", args.jar + os.pathsep + classes, "BatchRandom", lud, "1",
            str(args.games), str(args.plies), out]
    for o in options:
        argv += ["--option", o]
    subprocess.run(argv, check=True, capture_output=True)
    return out


def turns(lines):
    """The Ludii moves of a game grouped by turn: lists of records, the last one of each turn
    being the one after which the mover changes or the game is over."""
    turn = []
    for rec in lines:
        turn.append(rec)
        if rec["over"] or rec["to_move"] != rec["mover"]:
            yield turn
            turn = []
    # A turn still going on where the oracle's game was cut off (--plies) is not compared.


def replay(path, name, C, with_direction):
    """Replays one oracle game; returns (turns compared, None) or (turns, what differed)."""
    with open(path) as fh:
        recs = [json.loads(line) for line in fh if line.strip()]
    start, moves = recs[0], recs[1:]
    g = mancala.Game(name)
    if g.board != ludii_board(start["counts"], C):
        return 0, "start position differs"
    n = 0
    for turn in turns(moves):
        first = turn[0]
        last = turn[-1]
        if first["pass"]:
            # Ludii's pass when the player to move has none: the game ends on it.
            if not g.is_over:
                return n, "ply %d: the oracle passes, the library's game goes on" % first["ply"]
        else:
            H = 2 * C
            player = first["mover"] - 1
            pit = site_to_pit(first["from"], C)
            house = pit - (H + 1) * player
            if with_direction and "TrackCW" in first["move"]:
                house += H
            if house not in g.legal_moves():
                return n, "ply %d: move %d is not legal here (legal: %s)" % (
                    first["ply"], house, g.legal_moves())
            g.play(house)
            n += 1
        if last["over"] and last["winner"] == 0 and sum(last["counts"]) == 0:
            return n, None  # the oracle's turn limit: scores all 0, compared no further
        board = ludii_board(last["counts"], C)
        if last["over"]:
            # The library sweeps the seeds left to their owners at the end; Ludii counts them.
            if not g.is_over:
                return n, "ply %d: the oracle's game is over, the library's is not" % last["ply"]
            want = {1: 0, 2: 1, 0: None}[last["winner"]]
            if g.winner != want:
                return n, "ply %d: winner %s here, %s in the oracle" % (last["ply"], g.winner, want)
            return n, None
        if g.is_over:
            # Over here: Ludii ends the game on the pass that follows; the library has swept
            # each side's seeds into its hand already.
            board = swept(board, C)
        if g.board != board:
            return n, "ply %d: boards differ\n  oracle  %s\n  library %s" % (
                last["ply"], board, g.board)
    return n, None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jar")
    ap.add_argument("--lud")
    ap.add_argument("--data")
    ap.add_argument("--work", default="ludii-check.out")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--plies", type=int, default=2000)
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--max-seconds", type=int, default=60)
    ap.add_argument("--only")
    args = ap.parse_args()
    if not args.data and not (args.jar and args.lud):
        ap.error("give --jar and --lud, or --data")
    only = set(args.only.split(",")) if args.only else None
    bad = 0
    for name, lud, options, with_direction in CHECKS:
        if only and name not in only:
            continue
        C = mancala.Game(name).num_houses // 2
        path = os.path.join(args.lud or "", lud)
        counts = oracle_perft(args, path, options, name.replace("-", "_"))
        for d in sorted(counts):
            if d > args.depth:
                continue
            t0 = time.perf_counter()
            mine = mancala.Game(name).perft(d)
            secs = time.perf_counter() - t0
            ok = mine == counts[d]
            bad += not ok
            print("%-15s perft %d: oracle %d, library %d (%.3f s) %s" % (
                name, d, counts[d], mine, secs, "ok" if ok else "DIFFERS"))
        folder = oracle_games(args, path, options, name.replace("-", "_"))
        files = sorted(glob.glob(os.path.join(folder, "seed*.jsonl")),
                       key=lambda f: int(os.path.basename(f)[4:-6]))[:args.games]
        agree, total_turns, ended = 0, 0, 0
        for f in files:
            n, why = replay(f, name, C, with_direction)
            total_turns += n
            if why:
                bad += 1
                print("%-15s %s: %s" % (name, os.path.basename(f), why))
            else:
                agree += 1
                with open(f) as fh:
                    last = json.loads(fh.read().strip().splitlines()[-1])
                ended += bool(last.get("over")) and sum(last["counts"]) > 0
        print("%-15s random games: %d of %d agree (%d turns; %d ended by the rules)" % (
            name, agree, len(files), total_turns, ended))
    print("ludii-check: %s" % ("all agree" if bad == 0 else "%d disagreements" % bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
