#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# solve-plan.py: the search half of the Kalah(6,6) plan in doc/scale-out.md. Solves Kalah(6,3) and
# Kalah(6,4) from their start with databases of several sizes (examples/solve, one thread, a
# table of 1 GiB), fits log(nodes) = a + b*N + c*D (N: seeds on the board, D: the database's
# seeds) to the node counts, and prints what the fit predicts for larger boards and databases.
# Usage: solve-plan.py SOLVE [N:D:NODES ...]   (SOLVE: the examples/solve program; each
# N:D:NODES a measured solve to check the fit against, not fitted). About 6 minutes on 2 cores.
import math, re, subprocess, sys

RUNS = [("kalah:seeds=3", 36, d) for d in (8, 10, 12, 14)] + \
       [("kalah", 48, d) for d in (12, 14, 16, 18, 20)]

def solve(prog, spec, d):
    out = subprocess.run([prog, "-t", "1", "-m", "1024", "-d", str(d), spec],
                         capture_output=True, text=True, check=True).stdout
    m = re.search(r"time: ([\d.]+) s \(database ([\d.]+) s\), nodes: (\d+)", out)
    return int(m.group(3)), float(m.group(1)), float(m.group(2))

def fit(points):
    # least squares of log(nodes) on 1, N, D by the normal equations (3x3, Gauss-Jordan)
    rows = [(1.0, n, d) for n, d, _ in points]
    ys = [math.log(v) for _, _, v in points]
    m = [[sum(r[i] * r[j] for r in rows) for j in range(3)] +
         [sum(r[i] * y for r, y in zip(rows, ys))] for i in range(3)]
    for i in range(3):
        p = max(range(i, 3), key=lambda r: abs(m[r][i]))
        m[i], m[p] = m[p], m[i]
        for r in range(3):
            if r != i:
                f = m[r][i] / m[i][i]
                m[r] = [a - f * b for a, b in zip(m[r], m[i])]
    return [m[i][3] / m[i][i] for i in range(3)]

def main():
    if len(sys.argv) < 2:
        sys.exit("usage: solve-plan.py SOLVE [N:D:NODES ...]")
    prog = sys.argv[1]
    points, secs = [], 0.0
    for spec, n, d in RUNS:
        nodes, t, tdb = solve(prog, spec, d)
        points.append((n, d, nodes))
        secs += t - tdb
        print(f"{spec:14s} N={n} D={d}: {nodes:,} nodes, {t:.1f} s ({tdb:.1f} s database)")
    a, b, c = fit(points)
    pred = lambda n, d: math.exp(a + b * n + c * d)
    rate = sum(v for _, _, v in points) / secs
    print(f"fit: nodes = {math.exp(a):.3g} * {math.exp(b):.3f}^N / {math.exp(-c):.3f}^D; "
          f"{rate / 1e6:.2f} million nodes a second (one thread, searches only)")
    worst = max(max(pred(n, d) / v, v / pred(n, d)) for n, d, v in points)
    print(f"  the fitted solves within a factor {worst:.2f} of the fit")
    for arg in sys.argv[2:]:
        n, d, v = (int(x) for x in arg.split(":"))
        print(f"check N={n} D={d}: measured {v:.3g} nodes, predicted {pred(n, d):.3g} "
              f"(measured/predicted {v / pred(n, d):.2f})")
    for n, d in ((60, 22), (60, 24), (72, 30), (72, 32), (72, 34)):
        p = pred(n, d)
        print(f"predict N={n} D={d}: {p:.3g} nodes, {p / rate / 3600:.1f} hours of one thread")

main()
