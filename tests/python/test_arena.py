# SPDX-License-Identifier: MIT
"""mancala.arena (mancala_variant_rules_text(3)) through the binding, and the example tournament
examples/python/arena.py between its two agents over pipes, so that it cannot rot."""

import os
import subprocess
import sys
import unittest

import mancala
import mancala.arena as arena

EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "python")


class ArenaTest(unittest.TestCase):
    def test_rules_text(self):
        text = arena.rules_text("oware")
        self.assertIn("2 or 3 seeds", text)
        self.assertIn("[grandslam=nocapture]", text)
        self.assertEqual(arena.rules_text(mancala.Variant("oware")), text)
        self.assertEqual(arena.rules_text(mancala.Game("oware")), text)
        self.assertIn("with these options changed: seeds=5.", arena.rules_text("kalah:seeds=5"))
        with self.assertRaises(mancala.SpecError):
            arena.rules_text("kalah:nope=1")

    def test_state(self):
        g = mancala.Game("kalah")
        g.play(2)
        s = arena.state(g)
        self.assertEqual(s["board"], [[4, 4, 0, 5, 5, 5], [4, 4, 4, 4, 4, 4]])
        self.assertEqual(s["stores"], [1, 0])
        self.assertEqual(s["player_to_move"], 0)  # the last seed fell into the store
        self.assertEqual(s["move_number"], 2)
        self.assertEqual(s["last_move"], "2")
        self.assertEqual(s["last_mover"], 0)
        self.assertEqual(s["legal_moves"], ["0", "1", "3", "4", "5"])
        self.assertFalse(s["over"])
        self.assertIsNone(s["winner"])

    def test_read_move(self):
        g = mancala.Game("kalah")
        self.assertEqual(arena.read_move(g, 'Thinking... {"move": "3"}'), 3)
        self.assertEqual(arena.read_move(g, "house F"), 5)
        g.play(2)
        with self.assertRaisesRegex(mancala.IllegalMove, r"'2' names a move that is not legal"):
            arena.read_move(g, "2")
        with self.assertRaisesRegex(mancala.ParseError, "legal: 0, 1, 3, 4, 5"):
            arena.read_move(g, "either 1 or 4")

    def test_tournament(self):
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(sys.path)
        agents = [
            sys.executable + " " + os.path.join(EXAMPLES, "agent_random.py") + " --seed 3",
            sys.executable + " " + os.path.join(EXAMPLES, "agent_search.py") + " --level 2",
        ]
        out = subprocess.run(
            [sys.executable, os.path.join(EXAMPLES, "arena.py"), "--spec", "kalah:seeds=3",
             "--games", "2", agents[0], agents[1]],
            env=env, capture_output=True, text=True, timeout=300,
        )
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("agent_random.py", out.stdout)
        self.assertRegex(out.stdout, r"games 2")


if __name__ == "__main__":
    unittest.main()
