# SPDX-License-Identifier: MIT
"""test_moves.py: what a newcomer meets first on the boards of four rows and in long games:
moves as structures (Game.decode_move, Game.encode_move, Move), the board of four rows drawn by
str(game), the catalogue's names of rules (Variant.name) and the length limit (Game.limit).

Expected values come from mancala-spec(7) (FOUR ROWS: the numbering of houses and which houses
face; "Turns with choices": the move numbers; the limit= key: the default of 2500 plies), worked
by hand on hand-set positions.
"""

import random
import unittest

import mancala
from mancala import EventKind, InvalidArgument, Move

# hus on two rows of 4 a side, set by hand: South's houses 0..7 hold 1..8, North's 11..18, the
# stores 9 (South) and 10 (North).
HUS8 = "hus:houses=8"
HUS8_PITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 10]
# Drawn from South: North's outer row right to left (houses 3..0 as South sees them), North's
# inner row (houses 4..7), South's inner row (houses 7..4: house 4 at the right end), South's outer
# row (0..3). Inner house k faces the opponent's inner house 3H/2-1-k (H = 8: 11-k), so South's
# house 4 (5 seeds) sits under North's house 7 (18), and South's 7 (8) under North's 4 (15).
HUS8_DRAWN = "\n".join([
    "North (1), store 10",
    "      3   2   1   0   houses",
    "    (14)(13)(12)(11)  outer",
    "    (15)(16)(17)(18)  inner",
    "      4   5   6   7   houses",
    "      7   6   5   4   houses",
    "    ( 8)( 7)( 6)( 5)  inner",
    "    ( 1)( 2)( 3)( 4)  outer",
    "      0   1   2   3   houses",
    "South (0), store 9",
    "South (0) to move",
])
BAO_PAUSE = "bao 0,0,0,0,0,0,0,3,0,0,1,5,0,0,0,0/0 2,0,0,0,0,0,0,0,1,0,0,0,0,4,0,0/0 0"
OMWESO_CW = "omweso 2,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0/0 0,0,0,2,0,0,2,0,0,1,0,0,0,0,0,0/0 0"


class FourRowsDrawnTest(unittest.TestCase):
    def test_facing_houses_in_one_column(self):
        g = mancala.Game(HUS8)
        g.set_board(HUS8_PITS, 0)
        self.assertEqual(str(g), HUS8_DRAWN)

    def test_every_four_row_preset_draws_ten_rows(self):
        for name, _ in mancala.presets():
            g = mancala.Game(name)
            lines = str(g).split("\n")
            if g.rows == 4:
                self.assertEqual(len(lines), 11, name)
                # each row of cells holds H/2 houses
                self.assertEqual(lines[2].count("("), g.num_houses // 2, name)
            else:
                self.assertEqual(len(lines), 6, name)

    def test_two_rows_unchanged(self):
        self.assertEqual(str(mancala.Game("kalah")).split("\n")[1], "     ( 4)( 4)( 4)( 4)( 4)( 4)")


class MovesTest(unittest.TestCase):
    def test_bao_directions_and_the_pause(self):
        # Bao's first step is a slot: house m anticlockwise, m + H clockwise (H = 16).
        g = mancala.Game("bao")
        self.assertEqual(g.legal_moves(), [9, 10, 25, 26])
        self.assertEqual(g.decode_move(25), Move(9, "cw"))
        self.assertEqual(g.decode_move(10), Move(10, "ccw"))
        self.assertEqual(g.encode_move(house=10, direction="cw"), 26)
        self.assertEqual(str(g.decode_move(26)), "10cw")
        # A capturing turn pausing at the nyumba: 7 anticlockwise, then 0 (stop) or 1 (go on)
        # plus one from bit 5: 7 + 32 and 7 + 64.
        g = mancala.Game.from_text(BAO_PAUSE)
        self.assertEqual(g.legal_moves(), [39, 71])
        self.assertEqual(g.decode_move(71), Move(7, "ccw", (1,)))
        self.assertEqual(str(g.decode_move(39)), "7ccwx0")
        self.assertEqual(g.encode_move(house=7, direction="ccw", choices=[1]), 71)

    def test_seizure(self):
        # Mefuvha's first turn: 61 sows house 29 and seizes North's house 0 (29 + 32 * (0 + 1)).
        g = mancala.Game("mefuvha")
        mv = g.decode_move(61)
        self.assertEqual((mv.house, mv.direction, mv.choices, mv.seized, mv.swap), (29, None, (0,), 0, False))
        self.assertEqual(str(mv), "29x0")
        self.assertEqual(g.encode_move(house=29, seize=0), 61)
        self.assertEqual(g.encode_move(house=29, seize=5), 29 + 32 * 6)
        # The seizure is a capture from North's house 0 (pit H + 1) into South's hand (pit H).
        last = g.trace(61)[-1]
        self.assertEqual((last.kind, last.pit, last.to), (EventKind.CAPTURE, 33, 32))

    def test_clockwise_sows_the_house_before(self):
        # Omweso: 16 is house 0 clockwise; the loop anticlockwise runs 0, 1, 2...; clockwise from
        # house 0 the first seed goes into house 15.
        g = mancala.Game.from_text(OMWESO_CW)
        self.assertEqual(g.legal_moves(), [0, 16])
        self.assertEqual(g.decode_move(16), Move(0, "cw"))
        sown = [e.pit for e in g.trace(16) if e.kind == EventKind.SOW]
        self.assertEqual(sown[0], 15)

    def test_swap_and_two_rows(self):
        g = mancala.Game("kalah-pie")
        g.play(0)
        self.assertEqual(g.decode_move(6), Move(None, None, (), True))
        self.assertEqual(str(g.decode_move(6)), "swap")
        self.assertEqual(g.encode_move(swap=True), 6)
        k = mancala.Game("kalah")
        self.assertEqual(k.decode_move(3), Move(3))
        self.assertEqual(str(k.decode_move(3)), "3")
        self.assertEqual(k.encode_move(house=3), 3)
        self.assertEqual(k.encode_move(house=3, direction="ccw"), 3)  # the rules' own way
        self.assertEqual(mancala.Variant("muvalavala").encode_move(house=2, direction="cw"), 2)

    def test_bad_parts_and_numbers(self):
        k, b = mancala.Game("kalah"), mancala.Game("bao")
        bad = [
            lambda: k.decode_move(6),  # house 6 of 0..5
            lambda: k.decode_move(-1),
            lambda: b.decode_move(7 + 17 * 32),  # choice 16 of houses 0..15
            lambda: b.decode_move(7 + (1 << 11)),  # a choice after an empty one
            lambda: k.encode_move(house=6),
            lambda: k.encode_move(house=2, direction="cw"),  # Kalah sows anticlockwise only
            lambda: k.encode_move(swap=True),  # no pie rule
            lambda: k.encode_move(),
            lambda: b.encode_move(house=3),  # Bao's moves need their way
            lambda: b.encode_move(house=3, direction="left"),
        ]
        for i, call in enumerate(bad):
            with self.subTest(i), self.assertRaises(InvalidArgument):
                call()
        with self.assertRaises(TypeError):
            k.decode_move("3")

    def test_text_needs_a_direction_on_four_rows(self):
        g = mancala.Game("bao-ki-arabu")
        with self.assertRaises(mancala.ParseError) as cm:
            g.move_from_notation("text", "0")
        self.assertIn("0ccw", str(cm.exception))
        self.assertIn("0cw", str(cm.exception))
        self.assertEqual(g.move_from_notation("text", "0cw"), 16)
        with self.assertRaises(mancala.ParseError) as cm:
            mancala.Game("kalah").move_from_notation("text", "0x")
        self.assertNotIn("ccw", str(cm.exception))

    def test_names_and_numbers_agree_with_the_library(self):
        """For the legal moves of every preset along a random game, the structure's text is the
        library's move name, and the parts give back the number."""
        rng = random.Random(55)
        for name, _ in mancala.presets():
            g = mancala.Game(name)
            for _ in range(6):
                if g.is_over:
                    break
                for m in g.legal_moves():
                    mv = g.decode_move(m)
                    with self.subTest(name=name, move=m):
                        self.assertEqual(str(mv), g.move_to_notation("text", m))
                        self.assertEqual(g.move_from_notation("text", str(mv)), m)
                        self.assertEqual(
                            g.encode_move(
                                house=mv.house, direction=mv.direction, choices=mv.choices, swap=mv.swap
                            ),
                            m,
                        )
                g.play(rng.choice(g.legal_moves()))


class NamesTest(unittest.TestCase):
    def test_every_preset_keeps_its_name(self):
        for name, _ in mancala.presets():
            with self.subTest(name):
                v = mancala.Variant(name)
                self.assertEqual(v.name, name)
                again = mancala.Variant(v.spec)  # the canonical spec: the same rules
                self.assertEqual(again.rules, v.rules)
                self.assertEqual(again.name, name)
                self.assertEqual(mancala.Game(name).spec, v.spec)

    def test_names_of_other_specs(self):
        self.assertEqual(mancala.Variant("kalah:seeds=5").name, "kalah")
        # kalah-empty is kalah:capture=empty, and custom starts from Kalah's values
        self.assertEqual(mancala.Variant("custom:capture=empty").name, "kalah-empty")
        # awari's rules on seven houses
        self.assertEqual(mancala.Variant("awari:houses=7").name, "awari")
        self.assertEqual(mancala.Variant("oware:grandslam=capture,cycle=split").name, "awari")
        # hus-wagner's canonical spec names the family, hus
        self.assertTrue(mancala.Variant("hus-wagner").spec.startswith("hus:"))
        self.assertEqual(mancala.Variant("hus-wagner").name, "hus-wagner")


class LimitTest(unittest.TestCase):
    def test_limit_from_the_spec(self):
        self.assertEqual(mancala.DEFAULT_LIMIT, 2500)  # mancala-spec(7), limit=
        self.assertEqual(mancala.Game("hus").limit, 2500)
        self.assertEqual(mancala.Variant("kalah:limit=30").limit, 30)
        self.assertIsNone(mancala.Variant("hus:limit=none").limit)
        self.assertIsNone(mancala.Game("hus:limit=none").limit)

    def test_a_game_ends_at_its_limit(self):
        # Hus plays on through repeated positions; twelve plies cannot end a game from the start
        # (each player's 16 seeds need more turns to run out of moves).
        rng = random.Random(5)
        g = mancala.Game("hus:limit=12")
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
        self.assertEqual(len(g.history), 12)
        self.assertEqual(g.result.reason, mancala.ResultReason.LIMIT)

    def test_the_default_limit_bounds_a_loop(self):
        rng = random.Random(1)
        g = mancala.Game("hus")
        plies = 0
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
            plies += 1
            self.assertLessEqual(plies, g.limit)
        if g.result.reason == mancala.ResultReason.LIMIT:
            self.assertEqual(plies, 2500)


if __name__ == "__main__":
    unittest.main()
