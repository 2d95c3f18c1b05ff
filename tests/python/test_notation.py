# SPDX-License-Identifier: MIT
"""test_notation.py: Game.to_notation, from_notation, move_to_notation and move_from_notation,
with examples from each notation's source (run as test_mancala.py is, by tests/python.sh)."""

import unittest

import mancala


class PlayStrategyTest(unittest.TestCase):
    # Mind-Sports-Games/strategygames, src/test/scala/samurai/OwareApiTest.scala
    def test_moves_and_fen(self):
        g = mancala.Game("oware")
        start = "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1"
        self.assertEqual(g.to_notation("playstrategy"), start)
        for uci in ("a1e1", "e2a2", "e1c2"):
            m = g.move_from_notation("playstrategy", uci)
            self.assertEqual(g.move_to_notation("playstrategy", m), uci)
            g.play(m)
        self.assertEqual(g.to_notation("playstrategy"), "5S,5S,6S,6S,1S,5S/1,5S,5S,5S,1,5S 0 0 N 2")

    def test_read(self):
        g = mancala.Game.from_notation("playstrategy", "2S,4,1S/1S,1S,3,1S 21 21 N 50")
        self.assertEqual(g.board, [1, 1, 0, 0, 0, 1, 21, 1, 0, 0, 0, 0, 2, 21])
        self.assertEqual(g.to_move, 1)
        g = mancala.Game.from_notation("playstrategy", "6/6 24 24 S 50")
        self.assertTrue(g.is_over)
        self.assertTrue(g.is_draw)
        g = mancala.Game.from_notation("playstrategy", "1,1S,1S,1S,1S,2S/6 22 20 S 50")
        self.assertEqual(g.winner, 1)

    def test_refused(self):
        with self.assertRaises(mancala.ParseError):
            mancala.Game.from_notation("playstrategy", "3,5S,5S,5S/4,18S,18S,2 0 6 N 50")
        with self.assertRaises(mancala.RulesError):
            mancala.Game("kalah").to_notation("playstrategy")
        with self.assertRaises(mancala.RulesError):
            mancala.Game.from_notation("playstrategy", "6/6 24 24 S 1", mancala.Variant("kalah"))
        with self.assertRaises(mancala.IllegalMove):
            mancala.Game("oware").move_from_notation("playstrategy", "a1d1")
        with self.assertRaises(mancala.ParseError):
            mancala.Game("oware").move_from_notation("playstrategy", "z9")
        with self.assertRaises(mancala.InvalidArgument):
            mancala.Game("oware").to_notation("fen")


class KgpTest(unittest.TestCase):
    # KWARC/kalah-game, spec/021-freeplay.md: state <3,0,0,3,3,3,3,3,3>, move 1, next state.
    def test_freeplay(self):
        g = mancala.Game.from_notation("kgp", "<3,0,0,3,3,3,3,3,3>")
        self.assertIn("capture=standard", g.spec)
        m = g.move_from_notation("kgp", "1")
        self.assertEqual(m, 0)
        self.assertEqual(g.move_to_notation("kgp", m), "1")
        g.play(m)
        self.assertEqual(g.to_notation("kgp"), "<3,1,0,0,4,4,3,3,3>")

    # server/go-kgp/board_test.go, TestSow: North {7,3,3} plays pit 0.
    def test_board_test(self):
        g = mancala.Game.from_notation("kgp", "<3,0,0,7,3,3,3,3,3>")
        g.play(0)
        self.assertEqual(g.to_notation("kgp"), "<3,0,6,4,4,0,0,4,4>")

    # server/go-kgp, board.go (Board.Sow) captures only with seeds across; board_test.go
    # (TestSow): North {1,0,1}, South {0,0,1}, North plays pit 0 -> North {0,1,1}, no capture.
    # The older referee's capture of a lone seed is kalah:capture=empty, given as the variant.
    def test_referee_capture(self):
        g = mancala.Game.from_notation("kgp", "<3,0,0,1,0,1,0,0,1>")
        g.play(0)
        self.assertEqual(g.board, [0, 1, 1, 0, 0, 0, 1, 0])
        self.assertEqual(g.to_notation("kgp"), "<3,0,0,0,0,1,0,1,1>")
        old = mancala.Variant("kalah:houses=3,capture=empty")
        g = mancala.Game.from_notation("kgp", "<3,0,0,1,0,1,0,0,1>", old)
        g.play(0)
        self.assertEqual(g.board, [0, 0, 1, 1, 0, 0, 1, 0])

    def test_refused(self):
        with self.assertRaises(mancala.ParseError):
            mancala.Game.from_notation("kgp", "<3,0,0,3,3,3>")
        with self.assertRaises(mancala.RulesError):
            mancala.Game("oware").to_notation("kgp")
        with self.assertRaises(mancala.IllegalMove):
            mancala.Game("kalah").move_from_notation("kgp", "7")
        kalah = mancala.Variant("kalah")
        g = mancala.Game.from_notation("kgp", "<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>", kalah)
        self.assertEqual(g.spec, mancala.Variant("kalah").spec)


class OpenSpielTest(unittest.TestCase):
    # google-deepmind/open_spiel, open_spiel/games/mancala/mancala.cc: actions 1-6 and 8-13.
    def test_mancala(self):
        g = mancala.Game("kalah")
        self.assertEqual(g.move_to_notation("openspiel", 0), "1")
        g.play(2)
        g.play(5)
        self.assertEqual(g.move_to_notation("openspiel", 5), "13")
        g.play(0)
        self.assertEqual(g.to_notation("openspiel"), "mancala 3 6 8")
        h = mancala.Game.from_notation("openspiel", "mancala 3 6 8")
        self.assertEqual(h, g)
        self.assertEqual(h.history, [2, 5, 0])

    # open_spiel/games/oware/oware_test.cc, NoCaptureBecauseTooFewSeedsTest.
    def test_oware(self):
        g = mancala.Game("oware")
        g.set_board([3, 1, 1, 1, 0, 0, 0, 0, 0, 8, 0, 0, 1, 0], 1)
        g.play(g.move_from_notation("openspiel", "2"))
        self.assertEqual(g.board, [4, 2, 2, 2, 1, 0, 0, 0, 0, 0, 1, 1, 2, 0])
        with self.assertRaises(mancala.RulesError):
            g.to_notation("openspiel")
        text = "oware(num_houses_per_player=2,num_seeds_per_house=2)"
        g = mancala.Game.from_notation("openspiel", text)
        self.assertEqual(g.num_houses, 2)

    def test_refused(self):
        with self.assertRaises(mancala.ParseError):
            mancala.Game.from_notation("openspiel", "chess")
        with self.assertRaises(mancala.IllegalMove):
            mancala.Game.from_notation("openspiel", "mancala 7")
        with self.assertRaises(mancala.RulesError):
            mancala.Game("kalah:houses=5").move_to_notation("openspiel", 0)


if __name__ == "__main__":
    unittest.main()
