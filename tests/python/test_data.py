# SPDX-License-Identifier: MIT
"""The data that ships with the library through the binding (mancala_search_set_data_dir(3)):
Search(data_dir=...), the data_dir property and data_status(), on a guide of 6 seeds made here."""
import os
import tempfile
import unittest

import mancala

AWARI = "oware:majority=play,cycle=split"
# An Oware endgame of 6 seeds, South to move, where the guide and the evaluation disagree (as in
# tests/check_data.c).
ENDGAME = "oware 0,0,0,1,2,0/20 1,0,0,2,0,0/22 0"
OK, EIO, EFORMAT, ERULES = 0, -12, -13, -14


class DataDirTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.db = mancala.Database.build(AWARI, 6, threads=1)
        cls.db.save(os.path.join(cls.tmp.name, "oware-guide.db"))

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def score(self, s):
        s.set_limits(depth=1)
        return s.run(mancala.Game.from_text(ENDGAME)).score

    def test_found_and_used(self):
        by_hand = mancala.Search(data_dir="")
        without = self.score(by_hand)
        by_hand.guide = self.db
        with_guide = self.score(by_hand)
        self.assertNotEqual(with_guide, without)
        s = mancala.Search(data_dir=self.tmp.name)
        self.assertEqual(s.data_dir, self.tmp.name)
        self.assertEqual(self.score(s), with_guide)
        self.assertEqual(s.data_status("oware"), OK)
        self.assertEqual(s.data_status(mancala.Game("oware")), OK)
        self.assertEqual(s.data_status("kalah"), ERULES)
        s.data_dir = ""
        self.assertEqual(s.data_status("oware"), EIO)
        self.assertEqual(self.score(s), without)

    def test_damaged_is_ignored(self):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(self.tmp.name, "oware-guide.db"), "rb") as f:
                data = bytearray(f.read())
            data[-3] ^= 0x55
            with open(os.path.join(d, "oware-guide.db"), "wb") as f:
                f.write(data)
            s = mancala.Search(data_dir=d)
            self.assertEqual(s.data_status("oware"), EFORMAT)
            self.assertEqual(self.score(s), self.score(mancala.Search(data_dir="")))

    def test_bad_arguments(self):
        s = mancala.Search()
        with self.assertRaises(TypeError):
            s.data_dir = 3
        with self.assertRaises(mancala.InvalidArgument):
            s.data_dir = "a\0b"


if __name__ == "__main__":
    unittest.main()
