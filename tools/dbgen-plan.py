#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# dbgen-plan.py: the capacity plan of doc/scale-out.md from mancala-dbgen --stats output: processor seconds
# a layer at 1 rank and bytes a layer at P ranks, fitted linearly in the seed count and summed over
# the layers of 48-seed Awari or 34-seed Kalah(6). Usage: dbgen-plan.py STATS1 STATSP P awari|kalah
# [K]: with K, the processor cost is fitted to STATS1's layers up to K only, and its prediction for
# the layers above K is printed beside what STATS1 measured (the plan's check on a smaller board).
import re, sys
from math import comb

def layers(path):
    out = {}
    for line in open(path):
        m = re.match(r'layer\s+(\d+):\s+(\d+) positions,\s+(\d+) exchanges,\s+(\d+) messages,\s+(\d+) bytes,\s+([\d.]+) s, cpu\s+([\d.]+) s', line)
        if m:
            n, pos, ex, msg, by, s, cpu = m.groups()
            out[int(n)] = (int(pos), int(ex), int(msg), int(by), float(cpu))
    return out

def fit(xs, ys):
    n = len(xs); mx = sum(xs)/n; my = sum(ys)/n
    b = sum((x-mx)*(y-my) for x, y in zip(xs, ys)) / sum((x-mx)**2 for x in xs)
    return my - b*mx, b

def cost_fit(one, lo, hi=None):
    # processor us a position of STATS1's layers lo..hi, and their linear fit in the seed count
    ns = [n for n in sorted(one) if n >= lo and (hi is None or n <= hi)]
    us = [one[n][4]/one[n][0]*1e6 for n in ns]
    return ns, us, fit(ns, us)

def plan(name, one, many, P_meas, houses, seeds, ranks, lo):
    K = 2*houses
    ns, us, (a, b) = cost_fit(one, lo)
    bpp = [many[n][3]/many[n][0]/((P_meas-1)/P_meas) for n in ns if n in many]
    ba, bb = fit([n for n in ns if n in many], bpp)
    # Layers below the measured ones are small: they are charged the largest layer's cost.
    cpu = 0; net = 0
    for n in range(seeds+1):
        S = comb(n+K-1, K-1)
        cpu += S*max(a+b*n, us[-1])*1e-6
        net += S*max(ba+bb*n, bpp[-1])*(ranks-1)/ranks
    entries = comb(seeds+K, K)
    top = comb(seeds+K-1, K-1)
    print(f"{name}: {entries:,} entries; processor us/position at 1 rank, layers {ns[0]}..{ns[-1]}: " +
          ", ".join(f"{u:.2f}" for u in us) + f"; fit {a:.3f} + {b:.4f} n")
    print(f"  bytes/position all-remote, layers: " + ", ".join(f"{x:.1f}" for x in bpp) + f"; fit {ba:.2f} + {bb:.3f} n")
    print(f"  CPU: {cpu/3600:,.0f} core-hours; on {ranks} ranks at 100%: {cpu/3600/ranks:,.1f} h")
    print(f"  memory per rank: values {entries/ranks/2**30:,.1f} GiB + top layer work {6*top/ranks/2**30:,.1f} GiB")
    print(f"  disk: database {entries/1e9:,.0f} GB + checkpoints {entries/1e9:,.0f} GB; network {net/1e12:,.1f} TB")

one = layers(sys.argv[1]); many = layers(sys.argv[2]); P = int(sys.argv[3])
spec = sys.argv[4]
lo = 10 if spec == 'awari' else 8
if len(sys.argv) > 5:
    K = int(sys.argv[5])
    _, _, (a, b) = cost_fit(one, lo, K)
    pred = meas = 0
    for n in sorted(one):
        if n > K:
            p = one[n][0]*(a+b*n)*1e-6; pred += p; meas += one[n][4]
            print(f"layer {n}: predicted {p:.1f} processor s ({a+b*n:.3f} us a position), measured {one[n][4]:.1f} s ({one[n][4]/one[n][0]*1e6:.3f})")
    print(f"layers above {K}: predicted {pred:.1f} s, measured {meas:.1f} s (measured/predicted {meas/pred:.2f}); fit {a:.3f} + {b:.4f} n over layers {lo}..{K}")
    one = {n: one[n] for n in one if n <= K}
if spec == 'awari':
    for r in (144, 512): plan('Awari 48', one, many, P, 6, 48, r, lo)
else:
    for r in (16, 64): plan('Kalah(6) 34', one, many, P, 6, 34, r, lo)
