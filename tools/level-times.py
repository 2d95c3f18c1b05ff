#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""level-times.py: how long level 10 (the engine at its default time) takes a move on each named rule
set, over the first 12 moves of a game against itself.

Usage: MANCALA_LIBRARY=.libs/libmancala.so.0 PYTHONPATH=bindings/python tools/level-times.py [NAME...]
"""
import sys
import time

import mancala

names = sys.argv[1:] or [name for name, _ in mancala.presets()]
for name in names:
    g = mancala.Game(name)
    s = mancala.Search()
    s.set_level(10, 1)
    worst, tot, n = 0.0, 0.0, 0
    while not g.is_over and n < 12:
        t = time.perf_counter()
        r = s.run(g)
        dt = time.perf_counter() - t
        worst, tot, n = max(worst, dt), tot + dt, n + 1
        g.play(r.move)
    print("%-15s level 10: %d moves, mean %.3f s, longest %.3f s" % (name, n, tot / n, worst))
