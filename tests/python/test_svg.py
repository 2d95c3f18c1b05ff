# SPDX-License-Identifier: MIT
"""test_svg.py: mancala.svg.board and Game._repr_svg_ (unittest, standard library only).

Every expected count is a position set by hand; every expected place on the board comes from the
board's description (mancala-spec(7): two rows as in Kalah, FOUR ROWS for rows=4); every expected
highlight from the rules applied by hand to a position made for it.
"""

import unittest
import xml.etree.ElementTree as ET

import mancala

SVG = "{http://www.w3.org/2000/svg}"


def parse(text):
    """The root element of an SVG text (fails the test if it is not well-formed XML)."""
    root = ET.fromstring(text)
    assert root.tag == SVG + "svg", root.tag
    return root


def pits(root, kind):
    """{(player, house or None): group} for the pits of a kind ("house" or "store")."""
    out = {}
    for g in root.iter(SVG + "g"):
        classes = g.get("class", "").split()
        if kind in classes:
            house = g.get("data-house")
            key = (int(g.get("data-player")), None if house is None else int(house))
            assert key not in out, key
            out[key] = g
    return out


def count(group):
    """The number a pit's group shows."""
    texts = [t for t in group.iter(SVG + "text") if t.get("class") == "count"]
    assert len(texts) == 1
    return int(texts[0].text)


def centre(group):
    """(x, y) of a house's circle, or of the middle of a store's rectangle."""
    c = group.find(SVG + "circle")
    if c is not None:
        return float(c.get("cx")), float(c.get("cy"))
    r = group.find(SVG + "rect")
    return (
        float(r.get("x")) + float(r.get("width")) / 2,
        float(r.get("y")) + float(r.get("height")) / 2,
    )


def classes(group):
    return set(group.get("class").split())


def caption(root):
    return [t.text for t in root.iter(SVG + "text") if t.get("class") == "caption"][0]


class TwoRowTest(unittest.TestCase):
    # Kalah(6): player 0's houses 0..5, store, player 1's houses 0..5, store.
    PITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]

    def setUp(self):
        self.game = mancala.Game("kalah")
        self.game.set_board(self.PITS, to_move=0)

    def test_counts(self):
        root = parse(mancala.svg.board(self.game))
        houses, stores = pits(root, "house"), pits(root, "store")
        self.assertEqual(len(houses), 12)
        self.assertEqual(len(stores), 2)
        for player in (0, 1):
            for house in range(6):
                g = houses[(player, house)]
                self.assertEqual(count(g), self.PITS[player * 7 + house], (player, house))
                self.assertEqual(int(g.get("data-pit")), player * 7 + house)
            self.assertEqual(count(stores[(player, None)]), self.PITS[player * 7 + 6])

    def test_places(self):
        """South's houses left to right along the bottom, North's right to left along the top,
        house k facing North's house 5-k; South's store at the right, North's at the left."""
        houses = pits(parse(mancala.svg.board(self.game)), "house")
        stores = pits(parse(mancala.svg.board(self.game)), "store")
        south = [centre(houses[(0, k)]) for k in range(6)]
        north = [centre(houses[(1, k)]) for k in range(6)]
        for k in range(5):
            self.assertLess(south[k][0], south[k + 1][0])
            self.assertGreater(north[k][0], north[k + 1][0])
        for k in range(6):
            self.assertLess(north[k][1], south[k][1])
            self.assertAlmostEqual(south[k][0], north[5 - k][0])
        xs = [p[0] for p in south]
        self.assertGreater(centre(stores[(0, None)])[0], max(xs))
        self.assertLess(centre(stores[(1, None)])[0], min(xs))

    def test_flipped(self):
        houses = pits(parse(mancala.svg.board(self.game, flipped=True)), "house")
        a, b = centre(houses[(1, 0)]), centre(houses[(1, 5)])
        self.assertLess(a[0], b[0])  # North's houses now run left to right...
        self.assertGreater(a[1], centre(houses[(0, 0)])[1])  # ...along the bottom

    def test_turn_and_repr(self):
        root = parse(self.game._repr_svg_())
        self.assertEqual(caption(root), "South (0) to move")
        self.assertEqual(self.game._repr_svg_(), mancala.svg.board(self.game))
        self.game.set_board(self.PITS, to_move=1)
        self.assertEqual(caption(parse(mancala.svg.board(self.game))), "North (1) to move")

    def test_game_over(self):
        # South's row empty: the game ends at once, North's 3 seeds go to North's store.
        self.game.set_board([0, 0, 0, 0, 0, 0, 30, 1, 1, 1, 0, 0, 0, 10], to_move=0)
        root = parse(mancala.svg.board(self.game))
        self.assertEqual(caption(root), "game over: South wins (South 30, North 13)")
        self.assertEqual(count(pits(root, "store")[(1, None)]), 13)

    def test_title_escaped(self):
        root = parse(mancala.svg.board(self.game, title="A & B <c>", labels=False, caption=False))
        titles = [t.text for t in root.iter(SVG + "text") if t.get("class") == "title"]
        self.assertEqual(titles, ["A & B <c>"])
        self.assertFalse([t for t in root.iter(SVG + "text") if t.get("class") == "label"])

    def test_bad_arguments(self):
        with self.assertRaises(TypeError):
            mancala.svg.board("kalah")
        with self.assertRaises(ValueError):
            mancala.svg.board(self.game, size=0)
        with self.assertRaises(TypeError):
            mancala.svg.board(self.game, size=True)


class FourRowTest(unittest.TestCase):
    """Bao la Kujifunza: 4 rows of 8, H = 16 houses a side."""

    H = 16

    def setUp(self):
        self.values = {
            (p, k): (p * self.H + k) % 9 + 1 for p in (0, 1) for k in range(self.H)
        }
        board = []
        for p in (0, 1):
            board += [self.values[(p, k)] for k in range(self.H)] + [0]
        self.game = mancala.Game("bao-la-kujifunza")
        self.game.set_board(board, to_move=0)

    def test_counts(self):
        houses = pits(parse(mancala.svg.board(self.game)), "house")
        self.assertEqual(len(houses), 2 * self.H)
        for key, value in self.values.items():
            self.assertEqual(count(houses[key]), value, key)

    def test_rows(self):
        """Four rows; South's outer row (houses 0..7) left to right at the bottom, its inner row
        (8..15) right to left above it; inner house k faces North's inner house 3H/2-1-k and,
        behind it, North's outer house k-H/2 (mancala-spec(7), FOUR ROWS)."""
        h, half = self.H, self.H // 2
        houses = pits(parse(mancala.svg.board(self.game)), "house")
        at = {key: centre(g) for key, g in houses.items()}
        ys = sorted({round(y, 2) for _, y in at.values()})
        self.assertEqual(len(ys), 4)
        row = {key: ys.index(round(y, 2)) for key, (_, y) in at.items()}
        for k in range(h):
            self.assertEqual(row[(0, k)], 3 if k < half else 2, k)
            self.assertEqual(row[(1, k)], 0 if k < half else 1, k)
        for k in range(half - 1):
            self.assertLess(at[(0, k)][0], at[(0, k + 1)][0])
            self.assertGreater(at[(0, half + k)][0], at[(0, half + k + 1)][0])
        for k in range(half, h):
            self.assertAlmostEqual(at[(0, k)][0], at[(1, 3 * h // 2 - 1 - k)][0])
            self.assertAlmostEqual(at[(0, k)][0], at[(1, k - half)][0])
        self.assertAlmostEqual(at[(0, h - 1)][0], at[(0, 0)][0])  # the loop turns at the left


class HighlightTest(unittest.TestCase):
    def test_kalah_capture(self):
        # South sows house 2's one seed into empty house 3; North's house 2 faces it (5-3) with
        # 3 seeds: both go to South's store (4). South's house 0 keeps the game going.
        g = mancala.Game("kalah")
        g.set_board([1, 0, 1, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 0], to_move=0)
        g.play(2)
        root = parse(mancala.svg.board(g))
        houses, stores = pits(root, "house"), pits(root, "store")
        origin = [k for k, v in houses.items() if "origin" in classes(v)]
        captured = {k for k, v in houses.items() if "captured" in classes(v)}
        self.assertEqual(origin, [(0, 2)])
        self.assertEqual(captured, {(0, 3), (1, 2)})
        self.assertEqual(count(houses[(0, 3)]), 0)
        self.assertEqual(count(houses[(1, 2)]), 0)
        self.assertEqual(count(stores[(0, None)]), 4)
        self.assertEqual(caption(root), "North (1) to move")
        # Without the last move, nothing is highlighted.
        quiet = pits(parse(mancala.svg.board(g, last_move=False)), "house")
        self.assertFalse([k for k, v in quiet.items() if classes(v) != {"house"}])

    def test_oware_chain(self):
        # South sows house 5's two seeds into North's houses 0 and 1, making 2 and 3: both taken.
        g = mancala.Game("oware")
        start = [1, 1, 1, 1, 1, 2, 10, 1, 2, 4, 4, 4, 4, 12]
        g.set_board(start, to_move=0)
        # The trace of a move not yet played, drawn on the position before it.
        root = parse(mancala.svg.board(g, trace=g.trace(5)))
        houses = pits(root, "house")
        self.assertEqual({k for k, v in houses.items() if "captured" in classes(v)}, {(1, 0), (1, 1)})
        self.assertEqual([k for k, v in houses.items() if "origin" in classes(v)], [(0, 5)])
        self.assertEqual(count(houses[(1, 1)]), 2)  # still the position before
        g.play(5)
        houses = pits(parse(mancala.svg.board(g)), "house")
        self.assertEqual({k for k, v in houses.items() if "captured" in classes(v)}, {(1, 0), (1, 1)})
        self.assertEqual(count(houses[(1, 0)]), 0)
        self.assertEqual(count(pits(parse(mancala.svg.board(g)), "store")[(0, None)]), 15)

    def test_no_history(self):
        g = mancala.Game("oware")
        houses = pits(parse(mancala.svg.board(g)), "house")
        self.assertFalse([k for k, v in houses.items() if classes(v) != {"house"}])


class MarksTest(unittest.TestCase):
    def test_tuzdik(self):
        # Togyz Kumalak: player 1's house 3 (empty) is player 0's tuzdik.
        g = mancala.Game("togyz")
        board = [9] * 9 + [0] + [9, 9, 9, 0, 9, 9, 9, 9, 9] + [9]
        g.set_board(board, to_move=0)
        marks = [0] * 18
        marks[9 + 3] = int(mancala.Mark.TUZDIK)
        g.set_marks(marks)
        houses = pits(parse(mancala.svg.board(g)), "house")
        self.assertEqual({k for k, v in houses.items() if "tuzdik" in classes(v)}, {(1, 3)})
        title = houses[(1, 3)].find(SVG + "title").text
        self.assertIn("South's tuzdik", title)

    def test_closed(self):
        # Congkak in rounds, round 2: player 1's house 6 (empty) is burnt.
        g = mancala.Game("congkak-rounds")
        board = [7] * 7 + [0] + [7] * 6 + [0] + [7]
        g.set_board(board, to_move=0)
        marks = [0] * 14
        marks[7 + 6] = int(mancala.Mark.CLOSED)
        g.set_marks(marks, 2)
        houses = pits(parse(mancala.svg.board(g)), "house")
        self.assertEqual({k for k, v in houses.items() if "closed" in classes(v)}, {(1, 6)})


if __name__ == "__main__":
    unittest.main()
