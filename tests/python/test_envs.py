# SPDX-License-Identifier: MIT
"""test_envs.py: mancala.envs (VectorEnv, Env, aec_env) against single mancala.Game objects and the
frameworks' own checkers: gymnasium.utils.env_checker.check_env and pettingzoo.test.api_test and
seed_test (unittest).

numpy, gymnasium and pettingzoo are optional: each test skips, saying why, where one it needs
cannot be imported. tests/python.sh puts ../shared/vendor/python (or $MANCALA_VENDOR_PYTHON) on
the path, where gymnasium 1.4.0 and pettingzoo are (with Debian's numpy for /usr/bin/python3).
"""

import os
import subprocess
import sys
import unittest
import warnings

import mancala
import mancala.envs
from mancala import _native
from test_mancala import ExampleRunner

try:
    import numpy as np

    NUMPY = None
except ImportError as exc:
    np = None
    NUMPY = "numpy cannot be imported (%s)" % exc
try:
    import gymnasium
    from gymnasium.utils.env_checker import check_env

    GYM = None
except ImportError as exc:
    gymnasium = None
    GYM = "gymnasium cannot be imported (%s): set MANCALA_VENDOR_PYTHON or see tests/python.sh" % exc
try:
    import pettingzoo  # noqa: F401
    from pettingzoo.test import api_test, seed_test

    PZ = None
except ImportError as exc:
    PZ = "pettingzoo cannot be imported (%s): set MANCALA_VENDOR_PYTHON or see tests/python.sh" % exc
try:
    _native.lib["mancala_batch_new"]
    BATCH = None
except AttributeError:
    BATCH = "%s has no batch API (mancala_batch_new)" % _native.library_path

NEEDS_GYM = NUMPY or GYM or BATCH
NEEDS_PZ = NEEDS_GYM or PZ

SPECS = ["kalah", "oware", "kalah:houses=4,seeds=3"]
# The rules of OpenSpiel's "mancala" and "oware", length limits included (the openspiel layout).
OPENSPIEL_MANCALA = "kalah:limit=1001"
OPENSPIEL_OWARE = "oware:limit=1000"


def mover_view(game, board=None):
    """The board of a two-row game from the mover's side: its houses and store, then the
    opponent's (the "seeds" part of the planes layout)."""
    board = game.board if board is None else board
    h = game.num_houses
    if game.to_move == 1:
        return board[h + 1 :] + board[: h + 1]
    return board


def outcome(game, player):
    """+1, -1 or 0: the end of game for player."""
    winner = game.winner
    return 0.0 if winner is None else (1.0 if winner == player else -1.0)


class ImportTest(unittest.TestCase):
    """The binding and mancala.envs import without numpy, gymnasium or pettingzoo."""

    def test_import_without_numpy(self):
        code = (
            "import sys\n"
            "for m in ('numpy', 'gymnasium', 'pettingzoo'): sys.modules[m] = None\n"
            "import mancala, mancala.envs\n"
            "assert mancala.Game('kalah').perft(3) > 0\n"
            "assert 'VectorEnv' in dir(mancala.envs)\n"
            "try:\n"
            "    mancala.envs.VectorEnv\n"
            "except ImportError as exc:\n"
            "    print('ImportError', exc)\n"
        )
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        r = subprocess.run([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertIn("ImportError", r.stdout)
        self.assertIn("numpy", r.stdout)


@unittest.skipIf(NEEDS_GYM, NEEDS_GYM)
class VectorEnvTest(unittest.TestCase):
    """VectorEnv step by step against a Python loop over single games."""

    def compare_with_games(self, spec, num_envs=6, steps=400, seed=1):
        from mancala.envs import VectorEnv

        env = VectorEnv(spec, num_envs)
        obs, infos = env.reset(seed=seed)
        games = [mancala.Game(spec) for _ in range(num_envs)]
        off, length = env.batch.obs_part("seeds")
        rng = np.random.default_rng(seed)
        ended = np.zeros(num_envs, dtype=bool)
        finished = 0

        def check_position(i):
            g = games[i]
            self.assertEqual(env.game(i).board, g.board)
            self.assertEqual(obs[i, off : off + length].astype(int).tolist(), mover_view(g))
            self.assertEqual(int(infos["to_move"][i]), g.to_move)
            self.assertEqual(np.flatnonzero(infos["action_mask"][i]).tolist(), g.legal_moves())

        for i in range(num_envs):
            check_position(i)
        for _ in range(steps):
            mask = infos["action_mask"]
            actions = np.array(
                [rng.choice(np.flatnonzero(mask[i])) if mask[i].any() else 0 for i in range(num_envs)]
            )
            movers = [g.to_move for g in games]
            obs2, rewards, terms, truncs, infos2 = env.step(actions)
            # zero-copy: the same buffers at every step
            self.assertIs(obs2, obs)
            self.assertIs(infos2["action_mask"], infos["action_mask"])
            infos = infos2
            for i in range(num_envs):
                if ended[i]:  # NEXT_STEP: the action is ignored and the game restarts
                    games[i] = mancala.Game(spec)
                    self.assertEqual((rewards[i], terms[i], truncs[i]), (0.0, False, False))
                    check_position(i)
                    continue
                g = games[i]
                g.play(int(actions[i]))
                if g.is_over:
                    finished += 1
                    limit = g.result.reason == mancala.ResultReason.LIMIT
                    self.assertEqual((bool(terms[i]), bool(truncs[i])), (not limit, limit))
                    self.assertEqual(rewards[i], 0.0 if limit else outcome(g, movers[i]))
                    self.assertFalse(infos["action_mask"][i].any())
                    self.assertEqual(env.game(i).board, g.board)
                else:
                    self.assertEqual((rewards[i], terms[i], truncs[i]), (0.0, False, False))
                    check_position(i)
            ended = terms | truncs
        self.assertGreater(finished, 0)

    def test_kalah_matches_games(self):
        self.compare_with_games("kalah")

    def test_oware_matches_games(self):
        self.compare_with_games("oware")

    def test_small_kalah_matches_games(self):
        self.compare_with_games("kalah:houses=4,seeds=3", steps=200)

    def test_spaces_and_metadata(self):
        from gymnasium.vector import AutoresetMode
        from mancala.envs import VectorEnv

        env = VectorEnv("kalah", 4)
        self.assertEqual(env.metadata["autoreset_mode"], AutoresetMode.NEXT_STEP)
        self.assertIsNone(env.render_mode)
        self.assertEqual(env.num_envs, 4)
        self.assertEqual(env.single_action_space, gymnasium.spaces.Discrete(6))
        self.assertEqual(env.action_space.shape, (4,))
        self.assertEqual(env.observation_space.shape, (4,) + env.single_observation_space.shape)
        obs, infos = env.reset(seed=0)
        self.assertIn(obs, env.observation_space)
        self.assertEqual(infos["action_mask"].dtype, np.int8)
        obs, *_ = env.step(env.action_space.sample(mask=tuple(infos["action_mask"])))
        self.assertIn(obs, env.observation_space)
        env.close()
        self.assertTrue(env.closed)

    def test_zero_copy(self):
        from mancala.envs import VectorEnv

        env = VectorEnv("kalah", 8, opponent="random")
        obs, infos = env.reset(seed=3)
        address = obs.ctypes.data
        for _ in range(30):
            o, r, t, u, infos = env.step(env.action_space.sample(mask=tuple(infos["action_mask"])))
            self.assertIs(o, obs)
            self.assertEqual(o.ctypes.data, address)
            self.assertIs(r, env.batch.rewards)
        copying = VectorEnv("kalah", 8, copy=True)
        a, _ = copying.reset(seed=3)
        b, _ = copying.reset(seed=3)
        self.assertIsNot(a, b)
        np.testing.assert_array_equal(a, b)

    def run_seeded(self, seed, **kwargs):
        from mancala.envs import VectorEnv

        env = VectorEnv("kalah", 16, **kwargs)
        obs, infos = env.reset(seed=seed)
        rng = np.random.default_rng(99)
        trace = [obs.copy()]
        for _ in range(120):
            mask = infos["action_mask"]
            actions = [rng.choice(np.flatnonzero(m)) if m.any() else 0 for m in mask]
            obs, r, t, u, infos = env.step(actions)
            trace.append(np.concatenate([obs.ravel(), r, t, u]))
        return np.concatenate([x.ravel() for x in trace])

    def test_seeding_reproducible(self):
        for kwargs in ({"opponent": "random", "seat": None, "start_plies": 4}, {"opponent": 1}):
            a = self.run_seeded(5, **kwargs)
            b = self.run_seeded(5, **kwargs)
            np.testing.assert_array_equal(a, b)
        self.assertFalse(np.array_equal(self.run_seeded(5, opponent="random", start_plies=4),
                                        self.run_seeded(6, opponent="random", start_plies=4)))

    def test_opponent_inside(self):
        from mancala.envs import VectorEnv

        for seat in (0, 1):
            env = VectorEnv("kalah", 32, opponent="random", seat=seat)
            obs, infos = env.reset(seed=seat)
            for _ in range(60):
                # the caller is always to move, except in a game that just ended
                self.assertTrue(np.all(infos["to_move"][infos["action_mask"].any(axis=1)] == seat))
                obs, r, t, u, infos = env.step(env.action_space.sample(mask=tuple(infos["action_mask"])))

    def test_illegal(self):
        from mancala.envs import VectorEnv

        env = VectorEnv("kalah", 2)
        obs, infos = env.reset(seed=0)
        before = obs.copy()
        env.step([0, 0])  # house 0 of South: legal
        # North moves; play its house 0, then South's house 0 is empty
        env.step([0, 0])
        self.assertEqual(infos["to_move"].tolist(), [0, 0])
        snapshot = obs.copy()
        with self.assertRaises(mancala.IllegalMove) as cm:
            env.step([1, 0])
        self.assertIn("game 1", str(cm.exception))
        np.testing.assert_array_equal(obs, snapshot)
        with self.assertRaises(mancala.MancalaError):
            env.step([6, 1])
        penal = VectorEnv("kalah", 2, illegal=-2.0)
        penal.reset(seed=0)
        penal.step([0, 0])
        penal.step([0, 0])
        obs, r, t, u, infos = penal.step([1, 0])
        self.assertEqual(r.tolist(), [0.0, -2.0])
        self.assertEqual(t.tolist(), [False, True])
        self.assertFalse(np.array_equal(before, obs))

    def test_openspiel_layout(self):
        from mancala.envs import VectorEnv

        env = VectorEnv(OPENSPIEL_MANCALA, 1, layout="openspiel")
        obs, infos = env.reset(seed=0)
        self.assertEqual(obs.shape, (1, 16))
        self.assertEqual(obs[0].tolist(), [0] + [4] * 6 + [0] + [4] * 6 + [0, 0])
        self.assertIn(obs, env.observation_space)
        obs, *_ = env.step([2])  # house 2 of player 0 (OpenSpiel's action 3): into the store
        self.assertEqual(obs[0].tolist(), [0, 4, 4, 0, 5, 5, 5, 1] + [4] * 6 + [0, 1])
        oware = VectorEnv(OPENSPIEL_OWARE, 1, layout="openspiel")
        obs, infos = oware.reset(seed=0)
        np.testing.assert_allclose(obs[0], [4 / 48] * 12 + [0, 0])
        self.assertIn(obs, oware.observation_space)
        with self.assertRaises(mancala.RulesError) as cm:
            VectorEnv("kalah:houses=4", 1, layout="openspiel")
        self.assertIn("OpenSpiel", str(cm.exception))

    def test_gymnasium_vector_wrapper(self):
        from gymnasium.wrappers.vector import RecordEpisodeStatistics
        from mancala.envs import VectorEnv

        env = RecordEpisodeStatistics(VectorEnv("kalah:houses=4,seeds=3", 8, opponent="random"))
        obs, infos = env.reset(seed=0)
        episodes = 0
        for _ in range(200):
            obs, r, t, u, infos = env.step(env.action_space.sample(mask=tuple(infos["action_mask"])))
            if "episode" in infos:
                episodes += int(infos["_episode"].sum())
        self.assertGreater(episodes, 0)


@unittest.skipIf(NEEDS_GYM, NEEDS_GYM)
class EnvTest(unittest.TestCase):
    """Env passes gymnasium's check_env, with warnings as errors."""

    def check(self, env):
        # the render modes are checked on an env made by gymnasium.make (check_env makes it
        # again in each mode from its spec, and warns that it cannot without one)
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            check_env(env, skip_render_check=env.spec is None)

    def test_check_env(self):
        from mancala.envs import Env

        self.check(Env("kalah"))
        self.check(Env("oware", opponent=1, seat=None))
        self.check(Env("kalah:houses=4,seeds=3", opponent="random", seat=1, start_plies=2))
        self.check(Env(OPENSPIEL_MANCALA, layout="openspiel", render_mode="ansi"))
        # made by gymnasium.make: check_env also makes it in each render mode
        made = gymnasium.make(mancala.envs.ENV_ID, spec="oware", render_mode="ansi")
        self.check(made.unwrapped)
        vec = gymnasium.make_vec(mancala.envs.ENV_ID, num_envs=3, vectorization_mode="vector_entry_point",
                                 spec="oware", opponent="random")
        self.assertIsInstance(vec.unwrapped, mancala.envs.VectorEnv)
        self.assertEqual(vec.reset(seed=0)[0].shape, (3, vec.unwrapped.batch.obs_size))

    def test_episode(self):
        from mancala.envs import Env

        env = Env("kalah:houses=4,seeds=3", opponent="random", seat=1, render_mode="ansi")
        obs, info = env.reset(seed=1)
        self.assertIn(obs, env.observation_space)
        done, total = False, 0.0
        while not done:
            self.assertEqual(info["to_move"], 1)
            action = env.action_space.sample(mask=info["action_mask"])
            obs, reward, term, trunc, info = env.step(action)
            total += reward
            done = term or trunc
        g = env.game()
        self.assertTrue(g.is_over)
        self.assertEqual(total, outcome(g, 1))
        self.assertIn("game over", env.render())
        with self.assertRaises(gymnasium.error.ResetNeeded):
            env.step(0)


@unittest.skipIf(NEEDS_PZ, NEEDS_PZ)
class AECTest(unittest.TestCase):
    """aec_env passes pettingzoo's api_test and seed_test."""

    # api_test warns of every Dict observation ({"observation", "action_mask"}, as PettingZoo's
    # classic environments have them) unless the env's name is one of its own: these two only.
    DICT_WARNINGS = [
        "Observation is not a NumPy array",
        "Observation space for each agent probably should be gymnasium.spaces.box or "
        "gymnasium.spaces.discrete",
    ]

    def test_api_test(self):
        from mancala.envs import aec_env

        for spec in SPECS + ["oware:houses=3,seeds=2", "kalah:houses=4,seeds=3,limit=12"]:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                api_test(aec_env(spec), num_cycles=300)
            messages = sorted({str(w.message) for w in caught} - set(self.DICT_WARNINGS))
            self.assertEqual(messages, [], spec)

    def test_seed_test(self):
        from mancala.envs import aec_env

        seed_test(lambda: aec_env("kalah", start_plies=3), num_cycles=200)

    def test_game_against_games(self):
        from mancala.envs import aec_env

        env = aec_env("kalah:houses=4,seeds=3", render_mode="ansi")
        env.reset(seed=4)
        g = mancala.Game("kalah:houses=4,seeds=3")
        rng = np.random.default_rng(4)
        for agent in env.agent_iter():
            obs, reward, term, trunc, info = env.last()
            if term or trunc:
                self.assertEqual(reward, outcome(g, int(agent[-1])))
                env.step(None)
                continue
            self.assertEqual(agent, "player_%d" % g.to_move)
            self.assertEqual(np.flatnonzero(obs["action_mask"]).tolist(), g.legal_moves())
            self.assertEqual(obs["observation"][: 2 * 4 + 2].astype(int).tolist(), mover_view(g))
            other = env.observe("player_%d" % (1 - g.to_move))
            self.assertFalse(other["action_mask"].any())
            h = g.num_houses
            b = g.board
            theirs = b[: h + 1] + b[h + 1 :] if g.to_move == 1 else b[h + 1 :] + b[: h + 1]
            self.assertEqual(other["observation"][: 2 * h + 2].astype(int).tolist(), theirs)
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            g.play(action)
            env.step(action)
        self.assertTrue(g.is_over)
        self.assertEqual(env.agents, [])


@unittest.skipIf(NEEDS_GYM, NEEDS_GYM)
class TrainExampleTest(ExampleRunner):
    """examples/python/train_td.py --quick runs and reports win rates."""

    def test_train_td_quick(self):
        out = self.run_example("train_td.py", "--quick", "--no-plot")
        self.assertTrue(any(line.startswith("final:") for line in out), out)


if __name__ == "__main__":
    unittest.main()
