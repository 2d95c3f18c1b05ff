# SPDX-License-Identifier: MIT
"""test_spiel.py: mancala.spiel, OpenSpiel's Game and State interface (unittest, standard library
only; see test_mancala.py).

OpenSpiel's own playthroughs of "mancala" and "oware" are replayed state by state: the facts
(actions, and per state the tensors, strings, legal actions, player and returns that OpenSpiel's
methods gave) are in tests/data/openspiel/*.json, extracted by tools/openspiel_facts.py, whose
header names the file and commit they come from. A playthrough describes only its first states
and its last one; the rest of its rules are checked against a small model of OpenSpiel's rules
written here (RefKalah, RefOware) over many random games, which also counts how often the rare
rules (grand slam, repetition, must feed, a stalled end) decide something. Then pyspiel-style
code: a random-play loop with clone, child, serialize and deserialize_state, and spec games.
"""

import copy
import json
import os
import pickle
import random
import unittest

import mancala
from mancala import spiel

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "openspiel")
TOLERANCE = 6e-6  # the playthroughs print tensors to 5 decimals


def facts(name):
    with open(os.path.join(DATA, name + ".json"), encoding="utf-8") as f:
        return json.load(f)


def enum_name(value):
    return "%s.%s" % (type(value).__name__, value.name) if hasattr(value, "name") else value


class PlaythroughTest(unittest.TestCase):
    """OpenSpiel's playthroughs, replayed."""

    def check_game(self, name, d):
        game = spiel.load_game(name)
        g = d["game"]
        self.assertEqual(g["name"], name)
        self.assertEqual(str(game), g["to_string"])
        self.assertEqual(game.num_distinct_actions(), g["num_distinct_actions"])
        self.assertEqual(game.policy_tensor_shape(), g["policy_tensor_shape"])
        self.assertEqual(game.max_chance_outcomes(), g["max_chance_outcomes"])
        self.assertEqual(game.num_players(), g["num_players"])
        self.assertEqual(game.min_utility(), g["min_utility"])
        self.assertEqual(game.max_utility(), g["max_utility"])
        self.assertEqual(game.utility_sum(), g["utility_sum"])
        self.assertEqual(game.observation_tensor_shape(), g["observation_tensor_shape"])
        self.assertEqual(game.observation_tensor_size(), g["observation_tensor_size"])
        self.assertEqual(game.max_game_length(), g["max_game_length"])
        params = game.get_parameters()
        if params:
            text = "{%s}" % ",".join("%s=%s" % kv for kv in sorted(params.items()))
            self.assertEqual(text, g["parameters"])
        else:
            self.assertEqual(g["parameters"], "{}")
        gt = game.get_type()
        for key, want in g["type"].items():
            self.assertEqual(enum_name(getattr(gt, key)), want, key)
        return game

    def replay(self, name):
        d = facts(name)
        self.assertEqual(d["format"], "libmancala-openspiel-facts 1")
        self.assertEqual(d["source"]["repository"], "google-deepmind/open_spiel")
        game = self.check_game(name, d)
        described = {st["state"]: st for st in d["states"]}
        self.assertEqual(d["num_states"], len(d["actions"]) + 1)
        state = game.new_initial_state()
        checked = 0
        for i in range(d["num_states"]):
            self.assertEqual(state.move_number(), i)
            self.assertEqual(state.history(), d["actions"][:i])
            self.assertEqual(state.history_str(), ", ".join(map(str, d["actions"][:i])))
            st = described.get(i)
            if st is not None:
                with self.subTest(game=name, state=i):
                    self.check_state(state, st)
                checked += 1
            if i < len(d["actions"]):
                action = d["actions"][i]
                self.assertFalse(state.is_terminal(), "state %d" % i)
                self.assertIn(action, state.legal_actions(), "state %d" % i)
                self.assertEqual(state.action_to_string(action), d["action_strings"][i])
                self.assertEqual(
                    state.action_to_string(state.current_player(), action), d["action_strings"][i]
                )
                state.apply_action(action)
        self.assertTrue(state.is_terminal())
        self.assertEqual(checked, len(d["states"]))
        again = game.deserialize_state(state.serialize())
        self.assertEqual(str(again), str(state))
        self.assertEqual(again.observation_tensor(0), state.observation_tensor(0))
        return checked, d["num_states"]

    def check_state(self, state, st):
        self.assertEqual(state.is_terminal(), st["is_terminal"])
        self.assertEqual(state.current_player(), st["current_player"])
        self.assertFalse(state.is_chance_node())
        self.assertFalse(state.is_simultaneous_node())
        for p in (0, 1):
            got, want = state.observation_tensor(p), st["observation_tensor"][p]
            self.assertEqual(len(got), len(want))
            for k, (a, b) in enumerate(zip(got, want)):
                self.assertLessEqual(abs(a - b), TOLERANCE, "tensor(%d)[%d]: %r" % (p, k, got))
            self.assertEqual(state.observation_string(p), st["observation_string"][p])
        self.assertEqual(str(state).splitlines(), st["to_string"])
        self.assertEqual(state.rewards(), st["rewards"])
        self.assertEqual(state.returns(), st["returns"])
        legal = st.get("legal_actions", [])
        self.assertEqual(state.legal_actions(), legal)
        player = state.current_player()
        if legal:
            self.assertEqual(state.legal_actions(player), legal)
            self.assertEqual(state.legal_actions(1 - player), [])
            mask = state.legal_actions_mask()
            self.assertEqual([a for a, m in enumerate(mask) if m], legal)
        strings = [state.action_to_string(player, a) for a in legal]
        self.assertEqual(strings, st.get("string_legal_actions", []))

    def test_mancala(self):
        checked, states = self.replay("mancala")
        self.assertEqual((checked, states), (12, 62))

    def test_oware(self):
        checked, states = self.replay("oware")
        self.assertEqual((checked, states), (17, 111))


# -- a model of OpenSpiel's rules, written from their description, for random games ---------------


class RefKalah:
    """OpenSpiel's mancala: 14 pits ([0] player 1's store, [7] player 0's), no sweep at the end;
    it ends when a row is empty or after `limit` + 1 moves."""

    def __init__(self, limit=1000):
        self.b = [0] + [4] * 6 + [0] + [4] * 6
        self.player, self.moves, self.limit = 0, 0, limit

    def store(self, p):
        return 7 if p == 0 else 0

    def own(self, p, pit):
        return 1 <= pit <= 6 if p == 0 else pit >= 8

    def terminal(self):
        rows = (sum(self.b[1:7]), sum(self.b[8:14]))
        return self.moves > self.limit or 0 in rows

    def legal(self):
        if self.terminal():
            return []
        first = 1 if self.player == 0 else 8
        return [a for a in range(first, first + 6) if self.b[a]]

    def apply(self, a):
        p, seeds, pit = self.player, self.b[a], a
        self.b[a] = 0
        while seeds:
            pit = (pit + 1) % 14
            if pit == self.store(1 - p):
                continue
            self.b[pit] += 1
            seeds -= 1
        if self.own(p, pit) and self.b[pit] == 1 and self.b[14 - pit]:
            self.b[self.store(p)] += 1 + self.b[14 - pit]
            self.b[pit] = self.b[14 - pit] = 0
        if pit != self.store(p):
            self.player = 1 - p
        self.moves += 1

    def tensor(self):
        return [float(x) for x in self.b] + [float(self.player), float(self.moves)]

    def returns(self):
        if not self.terminal():
            return [0.0, 0.0]
        d = sum(self.b[1:8]) - sum(self.b[8:14]) - self.b[0]
        return [0.0, 0.0] if d == 0 else ([1.0, -1.0] if d > 0 else [-1.0, 1.0])


class RefOware:
    """OpenSpiel's oware, from the rules: sowing skips the origin; 2-or-3 chains captured unless
    that takes all the opponent's seeds; must feed; a repeated position (since the last
    capture) or no legal move gives each side its own seeds; the end is a majority of seeds."""

    def __init__(self, houses=6, seeds=4):
        self.h, self.total = houses, 2 * houses * seeds
        self.s, self.score, self.player = [seeds] * (2 * houses), [0, 0], 0
        self.seen = {self.key()}
        self.events = set()

    def key(self):
        return (self.player, tuple(self.score), tuple(self.s))

    def row(self, p):
        return range(p * self.h, (p + 1) * self.h)

    def terminal(self):
        half = self.total // 2
        return max(self.score) > half or self.score == [half, half]

    def legal(self):
        if self.terminal():
            return []
        p = self.player
        starved = sum(self.s[i] for i in self.row(1 - p)) == 0
        out = []
        for a in range(self.h):
            n = self.s[p * self.h + a]
            if n and (not starved or n > self.h - 1 - a):
                out.append(a)
        return out

    def apply(self, a):
        p, n = self.player, 2 * self.h
        if not self.s[p * self.h + a]:
            raise ValueError("empty house")
        origin = pit = p * self.h + a
        hand, self.s[origin] = self.s[origin], 0
        while hand:
            pit = (pit + 1) % n
            if pit != origin:
                self.s[pit] += 1
                hand -= 1
        captured = 0
        if pit in self.row(1 - p):
            after = list(self.s)
            k = pit
            while k in self.row(1 - p) and after[k] in (2, 3):
                captured += after[k]
                after[k] = 0
                k -= 1
            if captured and sum(after[i] for i in self.row(1 - p)) == 0:
                self.events.add("grand slam")
                captured = 0
            elif captured:
                self.s = after
        self.score[p] += captured
        self.player = 1 - p
        if captured:
            self.seen = set()
        if self.key() in self.seen:
            self.events.add("repetition")
            self.collect()
        self.seen.add(self.key())
        if not self.legal():
            if not self.terminal():
                self.events.add("no move")
            self.collect()
        if sum(self.s[i] for i in self.row(self.player)) and not sum(
            self.s[i] for i in self.row(1 - self.player)
        ) and not self.terminal():
            self.events.add("must feed")

    def collect(self):
        for i in range(2 * self.h):
            self.score[i // self.h] += self.s[i]
            self.s[i] = 0

    def tensor(self):
        return [x / self.total for x in self.s + self.score]

    def returns(self):
        if not self.terminal():
            return [0.0, 0.0]
        d = self.score[0] - self.score[1]
        return [0.0, 0.0] if d == 0 else ([1.0, -1.0] if d > 0 else [-1.0, 1.0])


class ModelTest(unittest.TestCase):
    """Random games: mancala.spiel against the models above, at every state."""

    def same(self, state, ref, where):
        self.assertEqual(state.is_terminal(), ref.terminal(), where)
        self.assertEqual(state.legal_actions(), ref.legal(), where)
        self.assertEqual(state.returns(), ref.returns(), where)
        want = -4 if ref.terminal() else ref.player
        self.assertEqual(state.current_player(), want, where)
        got = state.observation_tensor(0)
        for a, b in zip(got, ref.tensor()):
            self.assertLessEqual(abs(a - b), 1e-7, "%s: %r %r" % (where, got, ref.tensor()))

    def play(self, game, make_ref, games, seed):
        rng = random.Random(seed)
        refs = []
        for n in range(games):
            state, ref = game.new_initial_state(), make_ref()
            while True:
                where = "game %d, history %s" % (n, state.history_str())
                self.same(state, ref, where)
                legal = ref.legal()
                if not legal:
                    break
                a = rng.choice(legal)
                state.apply_action(a)
                ref.apply(a)
            refs.append(ref)
        return refs

    def test_mancala(self):
        self.play(spiel.load_game("mancala"), RefKalah, 150, 53)

    def test_oware(self):
        refs = self.play(spiel.load_game("oware"), RefOware, 150, 53)
        seen = set().union(*(r.events for r in refs))
        # The rare rules decide some of these games, so the comparison covers them.
        self.assertTrue({"grand slam", "repetition", "must feed"} <= seen, seen)

    def test_oware_small(self):
        game = spiel.load_game("oware(num_houses_per_player=3,num_seeds_per_house=2)")
        self.assertEqual(game.observation_tensor_shape(), [8])
        self.assertEqual(game.num_distinct_actions(), 3)
        self.assertEqual(str(game), "oware(num_houses_per_player=3,num_seeds_per_house=2)")
        self.assertEqual(game.get_parameters(), {"num_houses_per_player": 3,
                                                 "num_seeds_per_house": 2})
        refs = self.play(game, lambda: RefOware(3, 2), 300, 7)
        self.assertIn("repetition", set().union(*(r.events for r in refs)))
        same = spiel.load_game("oware", {"num_houses_per_player": 3, "num_seeds_per_house": 2})
        self.assertEqual(same, game)

    def test_mancala_length_limit(self):
        # OpenSpiel's mancala ends once the move number passes max_game_length (1000): after
        # 1001 moves, which limit=1001 gives. Shown with a shorter limit, where a game reaches
        # it: the board is not swept, and returns compare houses plus store per side.
        self.assertIn("limit=1001", spiel.load_game("mancala").spec())
        rules = spiel._Kalah()
        rules.spec, rules.max_length = "kalah:limit=9", 8
        game = spiel.Game(rules, spiel.GameType("mancala", "Mancala", []), "mancala", {}, {})
        rng = random.Random(1)
        for n in range(40):
            state, ref = game.new_initial_state(), RefKalah(limit=8)
            while not ref.terminal():
                self.same(state, ref, "game %d %s" % (n, state.history_str()))
                a = rng.choice(ref.legal())
                state.apply_action(a)
                ref.apply(a)
            self.same(state, ref, "game %d end" % n)

    def test_oware_history_cap(self):
        # OpenSpiel's oware refuses a move once 1000 are played (it has no limit rule).
        rules = spiel._Oware(6, 4)
        self.assertIn("limit=none", rules.spec)
        rules.history_cap = 4
        game = spiel.Game(rules, spiel.GameType("oware", "Oware", []), "oware", {}, {})
        state = game.new_initial_state()
        for _ in range(4):
            state.apply_action(state.legal_actions()[0])
        self.assertFalse(state.is_terminal())
        self.assertTrue(state.legal_actions())
        with self.assertRaises(spiel.SpielError):
            state.apply_action(state.legal_actions()[0])


# -- code as one writes it for pyspiel -------------------------------------------------------------


def random_game(pyspiel, name, rng, checks):
    """A random game written exactly as for pyspiel; `checks` sees every state."""
    game = pyspiel.load_game(name)
    state = game.new_initial_state()
    while not state.is_terminal():
        checks(game, state)
        action = rng.choice(state.legal_actions())
        child = state.child(action)
        clone = state.clone()
        clone.apply_action(action)
        state.apply_action(action)
        assert str(child) == str(state) == str(clone)
    checks(game, state)
    return game, state


class PyspielUsageTest(unittest.TestCase):
    """pyspiel-style code, only the import changed."""

    def checks(self, game, state):
        restored = game.deserialize_state(state.serialize())
        self.assertEqual(restored.history(), state.history())
        self.assertEqual(str(restored), str(state))
        self.assertEqual(restored.observation_tensor(1), state.observation_tensor(1))
        self.assertEqual(len(state.observation_tensor(0)), game.observation_tensor_size())
        self.assertEqual(len(state.legal_actions_mask()), game.num_distinct_actions())
        self.assertEqual(state.move_number(), len(state.history()))
        self.assertEqual([pa.action for pa in state.full_history()], state.history())
        self.assertIsInstance(state.observation_string(0), str)
        for a in state.legal_actions():
            self.assertTrue(0 <= a < game.num_distinct_actions())
            self.assertEqual(state.string_to_action(state.action_to_string(a)), a)
        self.assertEqual(sum(state.returns()), 0.0)

    def test_random_games(self):
        rng = random.Random(5)
        for name in ("mancala", "oware", "kalah:houses=4,seeds=3", "awari", "kalah-pie",
                     "congkak", "togyz", "bao-ki-arabu"):
            with self.subTest(game=name):
                game, state = random_game(spiel, name, rng, self.checks)
                self.assertEqual(state.current_player(), spiel.PlayerId.TERMINAL)
                self.assertEqual(state.legal_actions(), [])
                self.assertIn(state.returns(), ([1.0, -1.0], [-1.0, 1.0], [0.0, 0.0]))
                self.assertLessEqual(state.move_number(), game.max_game_length() + 1)

    def test_spec_games(self):
        game = spiel.load_game("kalah:houses=4,seeds=3")
        self.assertEqual(game.num_distinct_actions(), 4)
        self.assertEqual(game.observation_tensor_shape(), [12])
        self.assertEqual(game.max_game_length(), 2500)
        self.assertEqual(game.get_type().short_name, "kalah")
        state = game.new_initial_state()
        start = [3.0] * 4 + [0.0] + [3.0] * 4 + [0.0]
        self.assertEqual(state.observation_tensor(), start + [0.0, 0.0])
        state.apply_action(1)  # house 1: three seeds, the last in the store: moves again
        self.assertEqual(state.current_player(), 0)
        self.assertEqual(state.observation_tensor()[:5], [3.0, 0.0, 4.0, 4.0, 1.0])
        self.assertEqual(spiel.load_game("kalah-pie").num_distinct_actions(), 7)
        self.assertEqual(spiel.load_game("kalah:limit=none").max_game_length(), 2**31 - 1)
        g = mancala.Game("awari")
        self.assertEqual(spiel.load_game("awari").spec(), g.spec)

    def test_errors(self):
        with self.assertRaises(spiel.SpielError):
            spiel.load_game("no-such-game")
        with self.assertRaises(spiel.SpielError):
            spiel.load_game("oware(num_houses=5)")
        with self.assertRaises(spiel.SpielError):
            spiel.load_game("mancala", {"x": 1})
        state = spiel.load_game("mancala").new_initial_state()
        for bad in (0, 7, 8, 14, -1):
            with self.assertRaises(spiel.SpielError):
                state.apply_action(bad)  # player 0 plays 1..6 only
        self.assertEqual(state.history(), [])
        with self.assertRaises(spiel.SpielError):
            state.observation_tensor(2)
        self.assertTrue(issubclass(spiel.SpielError, RuntimeError))

    def test_copy_pickle_undo(self):
        game = spiel.load_game("oware")
        state = game.new_initial_state()
        for a in (2, 5, 2, 1):
            state.apply_action(a)
        for other in (copy.copy(state), copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
            self.assertEqual(other.history(), state.history())
            self.assertEqual(other.observation_string(0), state.observation_string(0))
        self.assertEqual(pickle.loads(pickle.dumps(game)), game)
        before = state.observation_tensor(0)
        state.apply_action(state.legal_actions()[0])
        state.undo_action(0, state.history()[-1])
        self.assertEqual(state.observation_tensor(0), before)
        self.assertEqual(state.serialize(), "2\n5\n2\n1\n")
        self.assertEqual(game.new_initial_state().serialize(), "\n")


if __name__ == "__main__":
    unittest.main()
