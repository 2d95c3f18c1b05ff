# SPDX-License-Identifier: MIT
"""test_records.py: Game.trace, Game.result, Game.spec, game records, pickle and copy in the Python
binding, and the examples that use them (unittest, standard library only; see test_mancala.py)."""

import copy
import pickle
import random
import unittest

import mancala
from mancala import EventKind, ResultReason
from test_mancala import ExampleRunner

PRESETS = ["kalah", "oware", "congkak", "kalah:houses=4,seeds=3", "kalah:relay=on,capture=count",
           "oware:houses=3,seeds=2,cycle=split", "oware:grandslam=capture"]
TOGUZ = (
    "custom:houses=9,seeds=9,stores=none,origin=skip,extra=off,capture=none,end=mover,majority=end"
)
SPLIT = (
    "custom:houses=3,seeds=2,stores=none,origin=skip,relay=off,extra=off,capture=count,"
    "grandslam=nocapture,feed=must,end=mover,majority=end,cycle=split"
)
# A game of SPLIT that ends when a position repeats (found by random play): the seeds still in
# play are shared between the stores.
SPLIT_REPEATS = "1 1 2 2 2 1 0 2 1 0 0 1 2 2 1 0 2 1 0 0 1 2"

# What the examples print (examples/lua prints the same: tests/lua/test_mancala.lua).
ANIMATE_LAST = "game over after 23 moves: North wins, 14-34 (a row is empty)"
ANIMATE_OWARE_LAST = (
    "game over after 33 moves: South wins, 43-5 (a store holds more than half of the seeds)"
)
SAVE_LOAD_OUTPUT = [
    "after 10 moves: 9,7,7,0,1,0/0 9,7,7,0,1,0/0 0",
    "saved 211 bytes",
    "loaded: 10 moves, same position: True",
    "after two undos: 8,7,7,0,1,1/0 8,7,7,0,1,1/0 0, moves 5 5 4 4 5 5 3 3",
    "game over after 141 moves: South wins, 25-23 (repetition)",
]


def even_capture(pits, houses, player, pit, before):
    """Toguz Kumalak's capture: a last seed that makes an opponent's house even takes it."""
    opp = (1 - player) * (houses + 1)
    if opp <= pit < opp + houses and pits[pit] % 2 == 0:
        pits[player * (houses + 1) + houses] += pits[pit]
        pits[pit] = 0
    return mancala.LandAction.END


def apply_events(test, board, events, mover):
    """Applies a trace to a board as an animation would, checking each event on the way."""
    pits, hand, extra, end = list(board), 0, False, None
    for e in events:
        test.assertIsInstance(e.kind, EventKind)
        test.assertIsNone(end, "an event after END")
        if e.kind == EventKind.PICKUP:
            test.assertGreater(e.count, 0)
            test.assertGreaterEqual(pits[e.pit], e.count)
            pits[e.pit] -= e.count
            hand += e.count
        elif e.kind == EventKind.SOW:
            test.assertEqual(e.count, 1)
            test.assertGreater(hand, 0)
            pits[e.pit] += 1
            hand -= 1
        elif e.kind == EventKind.SKIP:
            test.assertGreater(hand, 0)
        elif e.kind in (EventKind.CAPTURE, EventKind.SWEEP):
            test.assertEqual(hand, 0)
            test.assertGreater(e.count, 0)
            pits[e.pit] -= e.count
            pits[e.to] += e.count
        elif e.kind == EventKind.SET:
            pits[e.pit] = e.count
        elif e.kind == EventKind.EXTRA:
            test.assertEqual(e.pit, mover)
            extra = True
        else:
            test.assertEqual(e.kind, EventKind.END)
            end = (e.pit, e.count)
    test.assertEqual(hand, 0)
    return pits, extra, end


def random_game(spec, seed, plies=None):
    rng = random.Random(seed)
    g = mancala.Game(spec)
    while not g.is_over and (plies is None or len(g.history) < plies):
        g.play(rng.choice(g.legal_moves()))
    return g


def replay(spec, moves):
    g = mancala.Game(spec)
    for m in moves.split():
        g.play(int(m))
    return g


def snapshot(g):
    return (g.to_text(), g.hash, g.history, g.legal_moves(), g.result)


class TraceTest(unittest.TestCase):
    def check_game(self, g, rng):
        """Plays g out at random, checking every move's trace against play()."""
        while not g.is_over:
            move = rng.choice(g.legal_moves())
            before, mover, text = g.board, g.to_move, g.to_text()
            events = g.trace(move)
            self.assertEqual(g.to_text(), text, "trace changed the game")
            g.play(move)
            pits, extra, end = apply_events(self, before, events, mover)
            self.assertEqual(pits, g.board, "trace of %d from %s" % (move, text))
            if g.is_over:
                winner, reason = g.result
                self.assertEqual(end, (-1 if winner is None else winner, reason))
            else:
                self.assertIsNone(end)
                self.assertEqual(extra, g.to_move == mover)

    def test_invariant_presets(self):
        rng = random.Random(13)
        for spec in PRESETS:
            for _ in range(5):
                with self.subTest(spec=spec):
                    self.check_game(mancala.Game(spec), rng)

    def test_invariant_hooks(self):
        rng = random.Random(7)
        variant = mancala.Variant.custom(TOGUZ, land=even_capture)
        sets = 0
        for _ in range(3):
            g = mancala.Game(variant)
            self.check_game(g, rng)
            r = mancala.Game(variant)
            for m in g.history:
                sets += sum(e.kind == EventKind.SET for e in r.trace(m))
                r.play(m)
        self.assertGreater(sets, 0, "the land hook's captures are SET events")

    def test_kalah_first_move(self):
        self.assertEqual(
            mancala.Game("kalah").trace(2),
            [(EventKind.PICKUP, 2, 4, -1), (EventKind.SOW, 3, 1, -1), (EventKind.SOW, 4, 1, -1),
             (EventKind.SOW, 5, 1, -1), (EventKind.SOW, 6, 1, -1), (EventKind.EXTRA, 0, 0, -1)],
        )
        e = mancala.Game("kalah").trace(2)[0]
        self.assertIsInstance(e, mancala.Event)
        self.assertEqual((e.kind, e.pit, e.count, e.to), (EventKind.PICKUP, 2, 4, -1))
        self.assertEqual(e.kind.name, "PICKUP")

    def test_unknown_values_stay_ints(self):
        # A newer library may add kinds and reasons (enums only grow within an ABI).
        from mancala import core

        self.assertIs(core._member(EventKind, 2), EventKind.SOW)
        self.assertEqual(core._member(EventKind, 99), 99)
        self.assertEqual(core._member(ResultReason, 99), 99)

    def test_oware_skips_its_origin(self):
        g = mancala.Game("oware")
        g.set_board([12, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 0, 0])
        events = g.trace(0)
        self.assertEqual([e.pit for e in events if e.kind == EventKind.SKIP], [0])
        self.assertEqual(sum(e.kind == EventKind.SOW for e in events), 12)

    def test_end_sweep(self):
        g = mancala.Game("kalah")
        g.set_board([0, 0, 0, 0, 0, 1, 30, 0, 0, 0, 0, 0, 1, 16])
        events = g.trace(5)
        self.assertEqual(
            [e.kind for e in events],
            [EventKind.PICKUP, EventKind.SOW, EventKind.EXTRA, EventKind.SWEEP, EventKind.END],
        )
        self.assertEqual(events[3], (EventKind.SWEEP, 12, 1, 13))
        self.assertEqual(events[4], (EventKind.END, 0, ResultReason.EMPTY_ROW, -1))

    def test_errors(self):
        g = mancala.Game("kalah")
        g.set_board([0, 0, 0, 0, 0, 1, 30, 0, 0, 0, 0, 0, 1, 16])
        with self.assertRaises(mancala.IllegalMove):
            g.trace(0)
        for bad in (-1, 6, 2**40):
            with self.assertRaises(mancala.InvalidArgument):
                g.trace(bad)
        for bad in ("1", 1.0, None):
            with self.assertRaises(TypeError):
                g.trace(bad)
        g.play(5)
        with self.assertRaises(mancala.GameOver):
            g.trace(0)

    def test_hook_exception_is_reraised(self):
        def land(pits, houses, player, pit, before):
            raise KeyError("from the hook")

        g = mancala.Game(mancala.Variant.custom("kalah", land=land))
        text = g.to_text()
        with self.assertRaises(KeyError):
            g.trace(0)
        self.assertEqual(g.to_text(), text)
        self.assertEqual(g.history, [])


class ResultTest(unittest.TestCase):
    def test_not_over(self):
        g = mancala.Game("oware")
        self.assertIsNone(g.result)
        g.play(0)
        self.assertIsNone(g.result)

    def test_kalah_empty_row(self):
        g = random_game("kalah", 1)
        r = g.result
        self.assertIsInstance(r, mancala.Result)
        self.assertEqual(r.reason, ResultReason.EMPTY_ROW)
        self.assertIsInstance(r.reason, ResultReason)
        self.assertEqual(r.winner, g.winner)
        self.assertEqual(r, (g.winner, ResultReason.EMPTY_ROW))

    def test_oware_majority_and_no_move(self):
        g = mancala.Game("oware")
        g.set_board([0, 0, 0, 0, 0, 1, 24, 1, 0, 1, 0, 0, 0, 21])
        self.assertIsNone(g.result)
        g.play(5)  # captures 2 from pit 7: 26 of 48
        self.assertEqual(g.result, (0, ResultReason.MAJORITY))
        g.set_board([0, 0, 0, 0, 0, 0, 20, 1, 0, 0, 0, 0, 0, 20])
        self.assertEqual(g.result, (1, ResultReason.NO_MOVE))

    def test_repetition_split(self):
        g = replay(SPLIT, SPLIT_REPEATS)
        self.assertEqual(g.spec, SPLIT)
        self.assertEqual(g.result, (0, ResultReason.REPETITION))
        self.assertEqual(sum(g.board), 12)
        # The last move's trace ends with the seeds in play shared between the stores.
        last = g.history[-1]
        g.undo()
        self.assertIsNone(g.result)
        events = g.trace(last)
        self.assertEqual(events[-1], (EventKind.END, 0, ResultReason.REPETITION, -1))
        self.assertIn(EventKind.SWEEP, [e.kind for e in events])
        # Only the history knows the position repeats: a record keeps it, position text does not.
        saved = mancala.Game.from_record(g.to_record())
        saved.play(last)
        self.assertEqual(saved.result, (0, ResultReason.REPETITION))
        bare = mancala.Game.from_text(g.to_text())
        bare.play(last)
        self.assertIsNone(bare.result)

    def test_draw_is_none(self):
        g = mancala.Game("kalah:houses=1,seeds=1")
        g.play(0)  # into the store; South's row is empty, so North's seed is swept: 1-1
        self.assertTrue(g.is_draw)
        self.assertEqual(g.result.winner, None)

    def test_hook_end(self):
        def end(pits, houses, to_move):
            return mancala.EndAction.OVER if pits[houses] >= 3 else None

        g = mancala.Game(mancala.Variant.custom("kalah", end=end))
        while not g.is_over:
            g.play(g.legal_moves()[-1])
        self.assertEqual(g.result.reason, ResultReason.HOOK)


class SpecTest(unittest.TestCase):
    def test_spec(self):
        g = mancala.Game("oware:houses=4")
        self.assertEqual(
            g.spec,
            "oware:houses=4,seeds=4,stores=none,origin=skip,relay=off,extra=off,capture=count,"
            "grandslam=nocapture,feed=must,end=mover,majority=end,cycle=end",
        )
        self.assertEqual(g.spec, mancala.Variant("oware:houses=4").spec)
        self.assertEqual(g.spec, g.to_text().split(" ")[0])


class RecordTest(unittest.TestCase):
    def test_format(self):
        g = replay("kalah:houses=4,seeds=3", "1 0")
        self.assertEqual(
            g.to_record(),
            "mancala-record 1\nkalah:houses=4,seeds=3,stores=own,origin=sow,relay=off,extra=store,"
            "capture=standard,grandslam=nocapture,feed=free,end=either,majority=play,cycle=end "
            "3,3,3,3/0 3,3,3,3/0 0\n1 0\n",
        )
        self.assertTrue(mancala.Game("kalah").to_record().endswith(" 0\n\n"))

    def test_round_trip_with_undo(self):
        for spec in PRESETS:
            for plies in (0, 1, 7, None):
                g = random_game(spec, 5, plies)
                h = mancala.Game.from_record(g.to_record())
                self.assertEqual(h.to_record(), g.to_record())
                while True:
                    self.assertEqual(snapshot(h), snapshot(g), spec)
                    if not g.history:
                        break
                    g.undo()
                    h.undo()
                with self.assertRaises(mancala.NoHistory):
                    h.undo()

    def test_first_position_is_kept(self):
        g = mancala.Game("oware")
        g.set_board([12, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 0, 0], 0)
        g.play(0)
        h = mancala.Game.from_record(g.to_record())
        h.undo()
        self.assertEqual(h.board, [12, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 0, 0])

    def test_errors(self):
        head = "mancala-record 1\nkalah:houses=4,seeds=3 3,3,3,3/0 3,3,3,3/0 0\n"
        # (head alone and head + "1", without the final newline, read: see test_errors.py)
        for bad in ("", "mancala-record 1\n", head + "\n\n", head + "1  2\n", head + "01\n",
                    head + "1\r", head + "1\nx", "mancala-record 2\n" + head.split("\n", 1)[1] + "\n"):
            with self.assertRaises(mancala.ParseError, msg=repr(bad)):
                mancala.Game.from_record(bad)
        with self.assertRaises(mancala.ParseError):
            mancala.Game.from_record(head + "1\0\n")
        with self.assertRaises(mancala.IllegalMove):
            mancala.Game.from_record(head + "1 1\n")
        with self.assertRaises(mancala.InvalidArgument):
            mancala.Game.from_record(head + "1 0 7\n")
        with self.assertRaises(mancala.SpecError):
            mancala.Game.from_record("mancala-record 1\nkalah:houses=x 3,3,3,3/0 3,3,3,3/0 0\n\n")
        over = mancala.Game("kalah:houses=1,seeds=1")
        over.play(0)
        with self.assertRaises(mancala.GameOver):
            mancala.Game.from_record(over.to_record().rstrip("\n") + " 0\n")
        for bad in (None, b"mancala-record 1\n", 3):
            with self.assertRaises(TypeError):
                mancala.Game.from_record(bad)

    def test_hooks_are_not_recorded(self):
        g = mancala.Game(mancala.Variant.custom(TOGUZ, land=even_capture))
        g.play(0)
        h = mancala.Game.from_record(g.to_record())
        self.assertEqual(h.history, [0])
        self.assertIsNone(h._hooks)


class PickleCopyTest(unittest.TestCase):
    def test_pickle_keeps_history(self):
        for spec in PRESETS:
            g = random_game(spec, 11, 9)
            for proto in range(pickle.HIGHEST_PROTOCOL + 1):
                h = pickle.loads(pickle.dumps(g, proto))
                self.assertIsInstance(h, mancala.Game)
                self.assertEqual(snapshot(h), snapshot(g))
                h.undo()
                h.undo()
                self.assertEqual(h.history, g.history[:-2])
                self.assertEqual(len(g.history), 9)

    def test_pickle_finished_game_and_containers(self):
        g = random_game("oware", 3)
        games = pickle.loads(pickle.dumps([g, g, mancala.Game("congkak")]))
        self.assertIs(games[0], games[1])
        self.assertEqual(snapshot(games[0]), snapshot(g))
        self.assertEqual(games[0].result, g.result)

    def test_pickle_refuses_hooks(self):
        g = mancala.Game(mancala.Variant.custom(TOGUZ, land=even_capture))
        with self.assertRaisesRegex(TypeError, "hooks"):
            pickle.dumps(g)

    def test_copy_and_deepcopy(self):
        g = random_game("kalah", 2, 6)
        for h in (copy.copy(g), copy.deepcopy(g), copy.deepcopy([g])[0]):
            self.assertIsNot(h, g)
            self.assertEqual(snapshot(h), snapshot(g))
            h.undo()
            self.assertEqual(len(g.history), 6)
            self.assertEqual(len(h.history), 5)
        # Copies keep hooks (they are clones, not records).
        v = mancala.Variant.custom(TOGUZ, land=even_capture)
        g = mancala.Game(v)
        g.play(0)
        h = copy.deepcopy(g)
        self.assertIs(h._hooks, g._hooks)
        self.assertEqual(snapshot(h), snapshot(g))


class RecordExamplesTest(ExampleRunner):
    """examples/python/animate.py and save_load.py run and print what they should."""

    def test_animate(self):
        out = self.run_example("animate.py")
        self.assertEqual(out[:3], ["South plays house 2", "  pick up 4 from South house 2",
                                   "  sow into South house 3"])
        self.assertEqual(out[-1], ANIMATE_LAST)
        out = self.run_example("animate.py", "oware")
        self.assertEqual(out[-1], ANIMATE_OWARE_LAST)
        self.assertIn("  skip North house 1", out)
        self.assertTrue(any(line.startswith("  capture ") for line in out))

    def test_save_load(self):
        self.assertEqual(self.run_example("save_load.py"), SAVE_LOAD_OUTPUT)

if __name__ == "__main__":
    unittest.main()
