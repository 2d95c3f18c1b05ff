#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# The tuning program of the evaluations of lib/engine/eval.c (Oware's, and Kalah's and
# Congkak's): fits their weights to positions the library makes and labels itself.
"""tune_eval.py: least-squares weights of the evaluation features of lib/engine/eval.c.

Usage (from the top of the build tree, MANCALA_LIBRARY=.libs/libmancala.so.0 PYTHONPATH=bindings/python):
  tune_eval.py [--games 60] [--depth 12] [--every 3] [--seed 1] [--spec oware] [--level 6]
               [--open 0] [--features count|table|sow] [--data DIR] [--min-seeds N] [--jobs J]

Plays --games self-play games at --level (each game with its own level seed; --open plies of
random moves first, so that the games differ where the level's moves are deterministic), keeps
one position in --every from the fourth ply on, labels each with the library's own search to
--depth plies (or its exact value where the search proves one), and fits, by least squares,
the label's part beyond the store difference (the gain still to come, from the view of the
player to move) as a weighted sum of the features below. Prints the weights in sixteenths of
a seed, as lib/engine/eval.c's tables want them, with the fit's mean squared error beside that
of the store difference alone.

--features count (the default for spec oware...): count_weights, the first five the player to
move's count less the opponent's (in the order of lib/engine/eval.c's weights):
  seeds     seeds in the houses
  empty     empty houses
  weak      houses of 1 or 2 seeds (the other side captures them by making 2 or 3)
  kroo      houses of 2H or more seeds (a sowing that laps the board)
  reach     houses whose sowing reaches the other side
  capture   the most seeds one move of the player to move takes at once
  threat    the same for the opponent, were it to move
--features table (six houses a side where a majority ends the game: lib/engine/eval.c's second
row of count_weights, with house_weights and tempo): the count features, then one for each house
and seed count, whether the mover's house i (0 the first of the row, sown first) holds c seeds
(1 to 11, and 12 or more) less the same for the opponent's, then a constant, having the move.
--features sow (the default for other specs: sowing into one's own store with the opposite
capture, Kalah and Congkak): sow_weights, the first three the mover's count less the opponent's:
  seeds     seeds in the houses
  empty     empty houses
  exact     houses whose sowing ends in the own store (an extra move; laps counted)
  capture   the most seeds a capture of the player to move takes now (the opposite house and
            the lone seed, for a sowing that ends in an empty house of its own row)
  threat    the same for the opponent, were it to move
  tempo     a constant: having the move
--data DIR: the labelling searches read the data that ships with the library from DIR (the
Oware guide, mancala_search_set_data_dir(3)), as level 10 does. --min-seeds N: only positions
with more than N seeds in the houses are kept (the guide's 16: where the guide answers, the
evaluation is not asked). --jobs J: J processes label the positions; each keeps its search's
table from one position to the next, and which process labels which positions depends on their
speed, so with J above 1 the labels (and the weights) can differ a little from run to run. The
fit is a ridge regression (lambda 1; numpy's solver where numpy is there).
Not part of `make check` (minutes), beyond tests/python/test_tune_eval.py's reduced run.
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


SEED_CAP = 12  # house_weights' last column: 12 seeds or more


def table_names(H):
    return ["h%d:%d" % (i, c) for i in range(H) for c in range(1, SEED_CAP + 1)]


def table_features(b, H, m):
    """The count features, then each house index and seed count (1..SEED_CAP, the last column
    SEED_CAP or more) of the mover less the opponent's, then a constant (having the move)."""
    row = features(b, H, m)
    cells = [0] * (H * SEED_CAP)
    for side, sign in ((m, 1), (1 - m, -1)):
        for i, x in enumerate(b[side * (H + 1): side * (H + 1) + H]):
            if x:
                cells[i * SEED_CAP + min(x, SEED_CAP) - 1] += sign
    return row + cells + [1]


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
    """Ridge least squares (lambda 1) by the normal equations: numpy's solver, else Gauss-Jordan
    (the count and sow systems are small)."""
    try:
        import numpy as np
    except ImportError:
        np = None
    if np is not None:
        x = np.array(a, dtype=float)
        t = np.array(y, dtype=float)
        return list(np.linalg.solve(x.T @ x + np.eye(x.shape[1]), x.T @ t))
    n = len(a[0])
    m = [[sum(r[i] * r[j] for r in a) for j in range(n)] + [sum(r[i] * t for r, t in zip(a, y))]
         for i in range(n)]
    for i in range(n):
        m[i][i] += 1.0
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * z for x, z in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


_LABELLER = None


def _labeller(depth, data):
    global _LABELLER
    _LABELLER = mancala.Search()
    _LABELLER.set_limits(depth=depth)
    if data is not None:
        _LABELLER.data_dir = data


def _label(text):
    """The labelling search's score of the position in TEXT (mancala_game_to_text), from the
    view of the player to move."""
    return _LABELLER.run(mancala.Game.from_text(text)).score


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--depth", type=int, default=12)
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--spec", default="oware")
    ap.add_argument("--level", type=int, default=6)
    ap.add_argument("--open", type=int, default=0)
    ap.add_argument("--features", choices=("count", "table", "sow"))
    ap.add_argument("--data", default=None, help="the shipped data's directory, for the labels")
    ap.add_argument("--min-seeds", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args()
    if args.features is None:
        args.features = "count" if args.spec.split(":")[0] == "oware" else "sow"
    rng = random.Random(args.seed)
    positions = []  # (game number, position)
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
                H = g.num_houses
                if sum(g.board[0:H]) + sum(g.board[H + 1:2 * H + 1]) > args.min_seeds:
                    positions.append((k, g.copy()))
            g.play(s.run(g).move)
            ply += 1
    H = positions[0][1].num_houses if positions else 6
    names, feats = {"count": (FEATURES, features),
                    "table": (FEATURES + table_names(H) + ["tempo"], table_features),
                    "sow": (SOW_FEATURES, sow_features)}[args.features]
    texts = [g.to_text() for _, g in positions]
    if args.jobs > 1:
        import multiprocessing
        with multiprocessing.Pool(args.jobs, _labeller, (args.depth, args.data)) as pool:
            scores = pool.map(_label, texts, chunksize=64)
    else:
        _labeller(args.depth, args.data)
        scores = [_label(t) for t in texts]
    rows, ys, held = [], [], []
    for (k, g), score in zip(positions, scores):
        m = g.to_move
        d = g.store(m) - g.store(1 - m)
        rows.append(feats(g.board, H, m))
        ys.append(score - d)
        held.append(k % 5 == 4)

    def mse(w, pick=None):
        err = [(y - sum(a * b for a, b in zip(r, w))) ** 2
               for r, y, h in zip(rows, ys, held) if pick is None or h == pick]
        return sum(err) / len(err) if err else float("nan")

    # The error on every fifth game's positions, held out of a fit on the others; then the fit
    # on all of them, which is what the tables print.
    fit_rows = [r for r, h in zip(rows, held) if not h]
    w = solve(fit_rows, [y for y, h in zip(ys, held) if not h]) if fit_rows else None
    out = mse(w, True) if w else float("nan")
    w = solve(rows, ys)
    base = sum(y * y for y in ys) / len(ys)
    print("%d positions from %d games, labels by depth-%d searches%s" % (
        len(ys), args.games, args.depth, " with the data of " + args.data if args.data else ""))
    print("mean squared error: store difference alone %.2f, with the features %.2f "
          "(%.2f on every fifth game's positions, held out of a fit on the others)"
          % (base, mse(w), out))
    for name, x in zip(names, w):
        print("  %-8s %+.3f seeds  (%+d sixteenths)" % (name, x, round(16 * x)))
    if args.features == "table":
        print("count_weights: { " + ", ".join(str(round(16 * x)) for x in w[:7]) + " }")
        print("house_weights:")
        for i in range(H):
            cells = w[7 + i * SEED_CAP: 7 + (i + 1) * SEED_CAP]
            print("    { 0, " + ", ".join(str(round(16 * x)) for x in cells) + " },")
        print("tempo: %d" % round(16 * w[-1]))
    else:
        print("C table: { " + ", ".join(str(round(16 * x)) for x in w) + " }")
    return 0


if __name__ == "__main__":
    sys.exit(main())
