#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""train_td.py: learns to play Kalah(4,3) by self-play TD over mancala.envs.VectorEnv, in minutes
on two cores, with numpy alone.

The learner is a linear action-value function Q(s, a) = W[a] . phi(s) over the mover-relative
"planes" observation (each house's seeds one-hot, the two stores scaled), trained by one-step TD
(Q-learning in negamax form: the target of a move is the reward where it ends the game, else the
best value of the next position, negated when the turn passes to the other player; an extra move
keeps the sign). Every game of the batch is self-play: the same W moves for both sides, with
epsilon-greedy exploration (epsilon from 0.3 down to 0.05, the step size down to a fifth). Periodically the greedy policy plays fresh games against the library's
random player and its level-1 player (opponents inside the C step, seats drawn at random) and the
win rates are printed; with matplotlib they are plotted to a PNG. Level 1 is a beginner that
blunders on purpose nine moves in ten (worse than random), level 3 plays at random 40% of its
moves and otherwise searches (mancala_search_new(3), "Playing levels"). A measured run (150 s on a
shared two-core machine): against random 0.57 -> 0.85-0.90, against level 3 0.40 -> 0.69-0.78.

    PYTHONPATH=bindings/python MANCALA_LIBRARY=.libs/libmancala.so.0 \\
        /usr/bin/python3 examples/python/train_td.py [--quick] [--seconds 150] [--plot FILE]

Needs numpy and gymnasium (mancala.envs); matplotlib is optional.
"""

import argparse
import sys
import time

import numpy as np

from mancala.envs import VectorEnv

SPEC = "kalah:houses=4,seeds=3"


class Features:
    """phi(obs): one-hot seeds of each house of both sides (0..cap-1 and cap or more), both
    stores and their difference divided by the seeds, and a bias."""

    def __init__(self, batch, cap=8):
        off, length = batch.obs_part("seeds")
        self.seeds = slice(off, off + length)
        self.side = length // 2  # houses then the store
        self.houses = self.side - 1
        self.cap = cap
        self.total = float(2 * self.houses * 3)  # Kalah(4,3): 24 seeds
        self.size = 2 * self.houses * (cap + 1) + 4

    def __call__(self, obs):
        n = obs.shape[0]
        pits = obs[:, self.seeds].astype(np.int64)
        h, s = self.houses, self.side
        houses = np.concatenate([pits[:, :h], pits[:, s : s + h]], axis=1)  # [n, 2h]
        phi = np.zeros((n, self.size), dtype=np.float32)
        idx = np.minimum(houses, self.cap) + (self.cap + 1) * np.arange(2 * h)
        np.put_along_axis(phi, idx, 1.0, axis=1)
        mine, theirs = pits[:, h], pits[:, s + h]
        base = 2 * h * (self.cap + 1)
        phi[:, base] = mine / self.total
        phi[:, base + 1] = theirs / self.total
        phi[:, base + 2] = (mine - theirs) / self.total
        phi[:, base + 3] = 1.0
        return phi


def greedy(q, mask):
    """The legal action of highest value in each row (ties to the first); 0 where none is legal."""
    return np.argmax(np.where(mask != 0, q, -np.inf), axis=1)


def evaluate(W, feats, opponent, games, seed):
    """Win rate of the greedy policy over `games` games against opponent, seats drawn at random
    (a draw counts half)."""
    env = VectorEnv(SPEC, games, opponent=opponent, seat=None)
    obs, infos = env.reset(seed=seed)
    score = np.full(games, np.nan)
    while np.isnan(score).any():
        actions = greedy(feats(obs) @ W.T, infos["action_mask"])
        obs, rewards, term, trunc, infos = env.step(actions)
        done = (term | trunc) & np.isnan(score)
        score[done] = (rewards[done] + 1.0) / 2.0  # +1 win, 0 draw or limit, -1 loss
    env.close()
    return float(score.mean())


def main():
    ap = argparse.ArgumentParser(description="Self-play TD for Kalah(4,3) over mancala.envs.VectorEnv")
    ap.add_argument("--quick", action="store_true", help="a run of about 20 s (for tests)")
    ap.add_argument("--seconds", type=float, default=None, help="training time (default 150, quick 12)")
    ap.add_argument("--envs", type=int, default=256, help="games stepped together")
    ap.add_argument("--evals", type=int, default=None, help="evaluations (default 10, quick 4)")
    ap.add_argument("--games", type=int, default=None, help="games per evaluation (default 1000, quick 300)")
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--opponents", default="random,1,3",
                    help="evaluation opponents: 'random' and search levels (default random,1,3)")
    ap.add_argument("--plot", default="train_td.png", help="PNG of the win rates (with matplotlib)")
    ap.add_argument("--no-plot", action="store_true")
    args = ap.parse_args()
    seconds = args.seconds if args.seconds is not None else (12.0 if args.quick else 150.0)
    evals = args.evals if args.evals is not None else (4 if args.quick else 10)
    games = args.games if args.games is not None else (300 if args.quick else 1000)

    env = VectorEnv(SPEC, args.envs, opponent=None)
    feats = Features(env.batch)
    actions_n = env.single_action_space.n
    W = np.zeros((actions_n, feats.size), dtype=np.float32)
    rng = np.random.default_rng(args.seed)
    rows = np.arange(args.envs)

    opponents = [o if o == "random" else int(o) for o in args.opponents.split(",")]
    names = ["random" if o == "random" else "level %d" % o for o in opponents]
    history = []  # (seconds trained, moves, win rate against each opponent)

    def report(trained, moves):
        rates = [evaluate(W, feats, o, games, args.seed + 1000 * (j + 1) + len(history))
                 for j, o in enumerate(opponents)]
        history.append((trained, moves, rates))
        print("%6.1f s  %9d moves  win rate %s" % (trained, moves, "  ".join(
            "vs %s %.3f" % (n, r) for n, r in zip(names, rates))), flush=True)

    print("Kalah(4,3) (%s): self-play TD(0), linear Q over %d features, %d games at once, %.0f s"
          % (SPEC, feats.size, args.envs, seconds), flush=True)
    report(0.0, 0)
    obs, infos = env.reset(seed=args.seed)
    phi = feats(obs)
    ended = np.zeros(args.envs, dtype=bool)
    trained, moves = 0.0, 0
    for k in range(1, evals + 1):
        t0 = time.perf_counter()
        while trained + (time.perf_counter() - t0) < seconds * k / evals:
            for _ in range(100):
                mask = infos["action_mask"]
                q = phi @ W.T
                progress = min(1.0, (trained + time.perf_counter() - t0) / seconds)
                eps = max(0.05, 0.3 * (1.0 - progress))
                lr = args.lr * (1.0 - 0.8 * progress)
                explore = rng.random(args.envs) < eps
                actions = np.where(
                    explore,
                    np.argmax(rng.random(mask.shape) * mask, axis=1),
                    greedy(q, mask),
                )
                mover = infos["to_move"].copy()
                taken = q[rows, actions]
                obs, rewards, term, trunc, infos = env.step(actions)
                phi_next = feats(obs)
                q_next = phi_next @ W.T
                best = np.max(np.where(infos["action_mask"] != 0, q_next, -np.inf), axis=1)
                best = np.where(np.isfinite(best), best, 0.0)
                sign = np.where(infos["to_move"] == mover, 1.0, -1.0)
                target = np.where(term, rewards, np.where(trunc, 0.0, sign * best))
                delta = np.where(ended, 0.0, target - taken)  # an ended game's action was ignored
                grad = (delta[:, None] * phi) / args.envs
                onehot = np.zeros((args.envs, actions_n), dtype=np.float32)
                onehot[rows, actions] = 1.0
                W += lr * (onehot.T @ grad) * feats.size / 20.0
                moves += int((~ended).sum())
                ended = term | trunc
                phi = phi_next
        trained += time.perf_counter() - t0
        report(trained, moves)
    env.close()

    first, last = history[0], history[-1]
    print("final: win rate %s after %.0f s, %d moves" % (", ".join(
        "vs %s %.3f (from %.3f)" % (n, b, a) for n, a, b in zip(names, first[2], last[2])),
        last[0], last[1]))
    if args.no_plot:
        return
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib not installed: no plot")
        return
    t = [h[0] for h in history]
    plt.figure(figsize=(6, 4))
    for j, name in enumerate(names):
        plt.plot(t, [h[2][j] for h in history], marker="o", label="vs " + name)
    plt.xlabel("training time (s)")
    plt.ylabel("win rate (draws count half)")
    plt.ylim(0, 1)
    plt.title("Kalah(4,3): self-play TD, linear Q")
    plt.legend()
    plt.grid(alpha=0.3)
    plt.tight_layout()
    plt.savefig(args.plot, dpi=100)
    print("plot: %s" % args.plot)


if __name__ == "__main__":
    sys.exit(main())
