#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""python_envs.py: random Kalah steps a second through mancala.envs.VectorEnv (one C call per step
of all games, numpy buffers filled in place) against a Python loop over single mancala.Game objects
(legal_moves, play, a new Game at each end). Issue 53 asks for at least 50 times.

    PYTHONPATH=bindings/python:../shared/vendor/python MANCALA_LIBRARY=.libs/libmancala.so.0 \\
        /usr/bin/python3 bench/python_envs.py [--spec kalah] [--envs 1024] [--seconds 3]

A benchmark, not a test: it prints the rates and their ratio.
"""

import argparse
import random
import time

import numpy as np

import mancala
from mancala.envs import VectorEnv


def loop_rate(spec, seconds):
    """Random steps a second of one Game at a time, in Python."""
    rng = random.Random(1)
    game = mancala.Game(spec)
    steps = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(1000):
            game.play(rng.choice(game.legal_moves()))
            steps += 1
            if game.is_over:
                game = mancala.Game(spec)
        now = time.perf_counter()
        if now >= deadline:
            return steps / (now - start)


def vector_rate(spec, num_envs, seconds, threads, opponent=None):
    """Random legal steps a second through VectorEnv: the actions drawn in numpy from the masks."""
    env = VectorEnv(spec, num_envs, threads=threads, opponent=opponent)
    obs, infos = env.reset(seed=1)
    mask = infos["action_mask"]
    rng = np.random.default_rng(1)
    # uniform draws made beforehand (64 tables, used in turn): each step takes the legal action of
    # highest draw in each game, a uniform legal action (any action where the mask is all zero:
    # the game is restarting and ignores it)
    tables = rng.random((64,) + mask.shape, dtype=np.float32)
    steps = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for k in range(64):
            actions = np.argmax(tables[k] * mask, axis=1)
            env.step(actions)
            steps += num_envs
        now = time.perf_counter()
        if now >= deadline:
            env.close()
            return steps / (now - start)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--spec", default="kalah")
    ap.add_argument("--envs", type=int, default=1024)
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args()
    print("libmancala %s, %s, %d games" % (mancala.LIBRARY_VERSION, args.spec, args.envs))
    loop = loop_rate(args.spec, args.seconds)
    print("Python loop over single Game objects: %12.0f steps/s" % loop)
    vec = vector_rate(args.spec, args.envs, args.seconds, args.threads)
    print("VectorEnv(num_envs=%d, threads=%d): %12.0f steps/s  (%.0fx the loop)"
          % (args.envs, args.threads, vec, vec / loop))
    opp = vector_rate(args.spec, args.envs, args.seconds, args.threads, opponent="random")
    print("  with a random opponent inside the step: %12.0f agent steps/s" % opp)


if __name__ == "__main__":
    main()
