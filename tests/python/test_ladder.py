# SPDX-License-Identifier: MIT
"""test_ladder.py: tools/ladder.py's log (--log), which lets a match too long for one sitting go
on where it stopped: results read back from hand-written logs, the games a log lacks played and
appended, lines of other settings or of another build of the library left aside, a damaged line
named (run as test_mancala.py is, by tests/python.sh). The games are Micro-Wari's, level 2
against level 1: a few milliseconds each."""

import contextlib
import io
import json
import os
import sys
import tempfile
import unittest

import tools_module

ladder = tools_module.load("ladder")
SPEC = "micro-wari"


def record(game, result, **changed):
    """A log line of game `game` of level 2 against 1 at ladder.py's default settings, played by
    the library loaded."""
    rec = {"spec": SPEC, "level": 2, "vs": 1, "seed": 1, "open": 4, "balance": None, "ms": 0,
           "library": ladder.library_id()}
    rec.update(changed)
    rec.update(game=game, result=result)
    return json.dumps(rec) + "\n"


class Log(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.log = os.path.join(self.dir.name, "ladder.jsonl")

    def tearDown(self):
        self.dir.cleanup()

    def write(self, *lines):
        with open(self.log, "w", encoding="utf-8") as f:
            f.writelines(lines)

    def lines(self):
        with open(self.log, encoding="utf-8") as f:
            return [json.loads(t) for t in f]

    def run_ladder(self, games):
        """ladder.py --presets micro-wari --levels 2 --games N --log LOG: exit status, stdout,
        stderr."""
        out, err = io.StringIO(), io.StringIO()
        argv = sys.argv
        sys.argv = ["ladder.py", "--presets", SPEC, "--levels", "2", "--games", str(games),
                    "--log", self.log]
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                rc = ladder.main()
        finally:
            sys.argv = argv
        return rc, out.getvalue(), err.getvalue()

    def test_a_whole_log_is_read_not_played(self):
        # Four games logged: 3 wins and a draw for level 2, 87.5%; nothing is played or added.
        logged = [record(0, "W"), record(1, "D"), record(2, "W"), record(3, "W")]
        self.write(*logged)
        rc, out, _ = self.run_ladder(4)
        self.assertEqual(rc, 0)
        self.assertIn("level 2 vs 1: W-D-L 3-1-0, score 87.5%", out)
        with open(self.log, encoding="utf-8") as f:
            self.assertEqual(f.readlines(), logged)

    def test_other_settings_are_left_aside(self):
        # Losses logged for another level, another seed, another time, another build of the
        # library: none of them counts, and all four games of these settings are played and
        # appended.
        self.write(record(0, "L", level=3, vs=2), record(1, "L", seed=2), record(2, "L", ms=100),
                   record(3, "L", library="0123456789abcdef"))
        rc, out, _ = self.run_ladder(4)
        recs = self.lines()
        self.assertEqual(len(recs), 8)
        mine = recs[4:]
        self.assertEqual([r["game"] for r in mine], [0, 1, 2, 3])
        self.assertTrue(all(r["level"] == 2 and r["vs"] == 1 and r["seed"] == 1 and r["ms"] == 0
                            and r["library"] == ladder.library_id() for r in mine))
        w = sum(r["result"] == "W" for r in mine)
        d = sum(r["result"] == "D" for r in mine)
        self.assertIn("W-D-L %d-%d-%d" % (w, d, 4 - w - d), out)
        self.assertEqual(rc, 0 if (w + 0.5 * d) / 4 >= 0.6 else 1)

    def test_the_missing_games_are_played_and_appended(self):
        # Games 0 and 2 logged as losses; games 1 and 3 are played, appended in order, and the
        # score counts all four.
        self.write(record(0, "L"), record(2, "L"))
        _, out, _ = self.run_ladder(4)
        recs = self.lines()
        self.assertEqual([r["game"] for r in recs], [0, 2, 1, 3])
        self.assertEqual([r["result"] for r in recs[:2]], ["L", "L"])
        w = sum(r["result"] == "W" for r in recs[2:])
        d = sum(r["result"] == "D" for r in recs[2:])
        self.assertIn("W-D-L %d-%d-%d" % (w, d, 4 - w - d), out)
        # Run again: every game is in the log now, so nothing more is played.
        _, again, _ = self.run_ladder(4)
        self.assertEqual(len(self.lines()), 4)
        self.assertEqual(again, out)

    def test_no_log_yet(self):
        # A log that does not exist yet is made, one line a game.
        rc, out, _ = self.run_ladder(2)
        self.assertEqual([r["game"] for r in self.lines()], [0, 1])
        self.assertIn("level 2 vs 1: W-D-L", out)
        self.assertIn(rc, (0, 1))

    def test_a_damaged_line_is_named(self):
        # A line cut short (a run killed while writing it), a result that is not W, D or L, a
        # field missing: exit status 2, the file and line named, the log left as it was.
        for bad, why in ((record(1, "W")[:30] + "\n", ""), (record(1, "X"), "'X'"),
                         ('{"spec": "micro-wari", "game": 1, "result": "W"}\n', "level")):
            self.write(record(0, "W"), bad)
            rc, out, err = self.run_ladder(4)
            self.assertEqual(rc, 2)
            self.assertEqual(out, "")
            self.assertIn("%s:2: " % self.log, err)
            self.assertIn(why, err)
            with open(self.log, encoding="utf-8") as f:
                self.assertEqual(f.readlines(), [record(0, "W"), bad])


if __name__ == "__main__":
    unittest.main()
