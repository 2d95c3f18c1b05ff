#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# The tuning program of the evaluations of lib/eval.c (Oware's, and Kalah's and Congkak's): fits
# their weights to positions the library makes and labels itself.
"""tune_eval.py: least-squares weights of the evaluation features of lib/eval.c.

Usage (from the top of the build tree, MANCALA_LIBRARY=.libs/libmancala.so.0 PYTHONPATH=bindings/python):
  tune_eval.py [--games 60] [--depth 12] [--every 3] [--seed 1] [--spec oware] [--level 6]
               [--open 0] [--features count|sow]

Plays --games self-play games at --level (each game with its own level seed; --open plies of
random moves first, so that the games differ where the level's moves are deterministic), keeps
one position in --every from the fourth ply on, labels each with the library's own search to
--depth plies (or its exact value where the search proves one), and fits, by least squares,
the label's part beyond the store difference (the gain still to come, from the view of the
player to move) as a weighted sum of the features below. Prints the weights in sixteenths of
a seed, as lib/eval.c's tables want them, with the fit's mean squared error beside that of
the store difference alone.

--features count (the default for spec oware...): count_weights, the first five the player to
move's count less the opponent's (in the order of lib/eval.c's weights):
  seeds     seeds in the houses
  empty     empty houses
  weak      houses of 1 or 2 seeds (the other side captures them by making 2 or 3)
  kroo      houses of 2H or more seeds (a sowing that laps the board)
  reach     houses whose sowing reaches the other side
  capture   the most seeds one move of the player to move takes at once
  threat    the same for the opponent, were it to move
--features sow (the default for other specs: sowing into one's own store with the opposite
capture, Kalah and Congkak): sow_weights, the first three the mover's count less the opponent's:
  seeds     seeds in the houses
  empty     empty houses
  exact     houses whose sowing ends in the own store (an extra move; laps counted)
  capture   the most seeds a capture of the player to move takes now (the opposite house and
            the lone seed, for a sowing that ends in an empty house of its own row)
  threat    the same for the opponent, were it to move
  tempo     a constant: having the move
Not part of `make check` (minutes).
"""
import argparse
import random
import sys

import mancala

FEATURES = ["seeds", "empty", "weak", "kroo", "reach", "capture", "threat"]
SOW_FEATURES = ["seeds", "empty", "exact", "capture", "threat", "tempo"]


def side_features(b, H, m):
    """Counts of player m on board b (the library's pits: South's houses, store, North's...)."""
    own = b[m * (H + 1): m * (H + 1) + H]
    opp = b[(1 - m) * (H + 1): (1 - m) * (H + 1) + H]
    seeds = sum(own)
    empty = sum(1 for x in own if x == 0)
    weak = sum(1 for x in own if x in (1, 2))
    kroo = sum(1 for x in own if x >= 2 * H)
    reach = sum(1 for i, x in enumerate(own) if x >= H - i)
    cap = 0
    for i, x in enumerate(own):
        last = i + x - H
        if x == 0 or last < 0 or last >= H or x >= 2 * H - 1:
            continue
        gain = 0
        k = last
        while k >= 0 and opp[k] in (1, 2):
            gain += opp[k] + 1
            k -= 1
        cap = max(cap, gain)
    return [seeds, empty, weak, kroo, cap, reach]


def features(b, H, m):
    a = side_features(b, H, m)
    o = side_features(b, H, 1 - m)
    return [a[i] - o[i] for i in (0, 1, 2, 3, 5)] + [a[4], o[4]]


def sow_side(b, H, m):
    """Player m's counts for the sow features: seeds, empty, exact, capture."""
    own = b[m * (H + 1): m * (H + 1) + H]
    opp = b[(1 - m) * (H + 1): (1 - m) * (H + 1) + H]
    exact = sum(1 for i, x in enumerate(own) if x > 0 and (x - (H - i)) % (2 * H + 1) == 0)
    cap = 0
    for i, x in enumerate(own):
        last = i + x
        if x > 0 and last < H and own[last] == 0 and opp[H - 1 - last] > 0:
            cap = max(cap, opp[H - 1 - last] + 1)
    return [sum(own), sum(1 for x in own if x == 0), exact, cap]


def sow_features(b, H, m):
    a = sow_side(b, H, m)
    o = sow_side(b, H, 1 - m)
    return [a[0] - o[0], a[1] - o[1], a[2] - o[2], a[3], o[3], 1]


def solve(a, y):
    """Least squares by the normal equations (Gauss-Jordan; the system is small)."""
    n = len(a[0])
    m = [[sum(r[i] * r[j] for r in a) for j in range(n)] + [sum(r[i] * t for r, t in zip(a, y))]
         for i in range(n)]
    for i in range(n):
        m[i][i] += 1e-6 * len(a)  # a touch of ridge keeps it solvable
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * z for x, z in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--depth", type=int, default=12)
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--spec", default="oware")
    ap.add_argument("--level", type=int, default=6)
    ap.add_argument("--open", type=int, default=0)
    ap.add_argument("--features", choices=("count", "sow"))
    args = ap.parse_args()
    if args.features is None:
        args.features = "count" if args.spec.split(":")[0] == "oware" else "sow"
    names, feats = (FEATURES, features) if args.features == "count" else (SOW_FEATURES,
                                                                          sow_features)
    rng = random.Random(args.seed)
    positions = []
    for k in range(args.games):
        g = mancala.Game(args.spec)
        s = mancala.Search()
        s.set_level(args.level, rng.randrange(1, 1 << 30))
        ply = 0
        while not g.is_over and ply < args.open:
            g.play(rng.choice(list(g.legal_moves())))
            ply += 1
        while not g.is_over and ply < 300:
            if ply >= 4 and ply % args.every == k % args.every:
                positions.append(g.copy())
            g.play(s.run(g).move)
            ply += 1
    H = positions[0].num_houses if positions else 6
    lab = mancala.Search()
    lab.set_limits(depth=args.depth)
    rows, ys = [], []
    for g in positions:
        r = lab.run(g)
        m = g.to_move
        d = g.store(m) - g.store(1 - m)
        rows.append(feats(g.board, H, m))
        ys.append(r.score - d)
    w = solve(rows, ys)
    base = sum(y * y for y in ys) / len(ys)
    fit = sum((y - sum(a * b for a, b in zip(r, w))) ** 2 for r, y in zip(rows, ys)) / len(ys)
    print("%d positions from %d games, labels by depth-%d searches" % (len(ys), args.games,
                                                                        args.depth))
    print("mean squared error: store difference alone %.2f, with the features %.2f" % (base, fit))
    for name, x in zip(names, w):
        print("  %-8s %+.3f seeds  (%+d sixteenths)" % (name, x, round(16 * x)))
    print("C table: { " + ", ".join(str(round(16 * x)) for x in w) + " }")
    return 0


if __name__ == "__main__":
    sys.exit(main())
