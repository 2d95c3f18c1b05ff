# SPDX-License-Identifier: MIT
"""test_tune_eval.py: tools/tune_eval.py, the program that fits lib/engine/eval.c's weights: its
features on hand-set boards, as lib/engine/eval.c counts them, and a reduced run of the table fit
(run as test_mancala.py is, by tests/python.sh)."""

import contextlib
import io
import sys
import unittest

import tools_module

tune_eval = tools_module.load("tune_eval")
H = 6


def cell(i, seeds):
    """The index, in table_features' row, of house i holding `seeds` (7 count features first)."""
    return 7 + i * tune_eval.SEED_CAP + min(seeds, tune_eval.SEED_CAP) - 1


class TableFeatures(unittest.TestCase):
    def test_cells_are_the_movers_less_the_opponents(self):
        # South: 3, 0, 1, 0, 0, 13 | store 10; North: 2, 0, 0, 0, 0, 19 | store 0. North moves.
        board = [3, 0, 1, 0, 0, 13, 10, 2, 0, 0, 0, 0, 19, 0]
        row = tune_eval.table_features(board, H, 1)
        self.assertEqual(len(row), 7 + H * tune_eval.SEED_CAP + 1)
        expect = {cell(0, 2): 1, cell(5, 12): 1 - 1,  # North's 19 and South's 13: both "12 or more"
                  cell(0, 3): -1, cell(2, 1): -1}
        got = {k: v for k, v in enumerate(row[7:-1], 7) if v}
        self.assertEqual(got, {k: v for k, v in expect.items() if v})
        self.assertEqual(row[-1], 1)  # having the move
        # The count features: seeds 21 against 17, empty houses 4 against 3, weak (1 or 2) 1
        # against 1, kroo (12 or more) 1 against 1 (mover less opponent); then the houses reaching
        # the other side (x >= 6 - i): North's house 5 (19), South's houses 5 (13); the best
        # captures: North's 19 seeds from house 5 lap the board (counted as none), South's 3 from
        # house 0 end in South's own row (none), its 1 from house 2 too, its 13 lap.
        self.assertEqual(row[:5], [4, 1, 0, 0, 0])
        self.assertEqual(row[5:7], [0, 0])

    def test_a_capture_counts(self):
        # South to move: house 4's 3 seeds end in North's house 1, which holds 2 (3 after the
        # sowing), and North's house 0 holds 1 (2 after): a chain of 3 + 2 = 5 seeds.
        board = [0, 0, 0, 0, 3, 0, 0, 1, 2, 4, 4, 4, 4, 0]
        row = tune_eval.table_features(board, H, 0)
        self.assertEqual(row[5], 5)
        self.assertEqual(row[cell(4, 3)], 1)
        self.assertEqual(row[cell(0, 1)], -1)
        self.assertEqual(row[cell(1, 2)], -1)
        self.assertEqual(row[cell(2, 4)] + row[cell(3, 4)] + row[cell(4, 4)] + row[cell(5, 4)], -4)


class ReducedRun(unittest.TestCase):
    def test_table_fit_prints_c_tables(self):
        out = io.StringIO()
        argv = sys.argv
        sys.argv = ["tune_eval.py", "--games", "3", "--depth", "3", "--every", "2", "--open", "2",
                    "--level", "3", "--features", "table", "--min-seeds", "16"]
        try:
            with contextlib.redirect_stdout(out):
                self.assertEqual(tune_eval.main(), 0)
        finally:
            sys.argv = argv
        text = out.getvalue()
        self.assertIn("positions from 3 games, labels by depth-3 searches", text)
        self.assertIn("count_weights: {", text)
        rows = [line for line in text.splitlines() if line.startswith("    { 0, ")]
        self.assertEqual(len(rows), H)
        for line in rows:
            self.assertEqual(len(line.strip(" {},").split(",")), tune_eval.SEED_CAP + 1)
        self.assertIn("tempo: ", text)


if __name__ == "__main__":
    unittest.main()
