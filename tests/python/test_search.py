# SPDX-License-Identifier: MIT
"""test_search.py: mancala.Search, mancala.Database and Game.best_move against known values, a
brute force written here, and the error cases (run as test_mancala.py is, by tests/python.sh)."""

import gc
import math
import os
import random
import signal
import sys
import tempfile
import threading
import time
import unittest
import weakref

import mancala

SMALL = "kalah:houses=3,seeds=3"  # 18 seeds: solved in milliseconds, a database of 134596 entries
AWARI = "oware:grandslam=capture,majority=play,cycle=split"


def brute_force(game, memo=None):
    """The exact score of a game without repetitions (Kalah), by a plain memoized negamax over
    Game.play/undo: the final store difference from the view of the player to move."""
    if memo is None:
        memo = {}
    key = (tuple(game.board), game.to_move)
    if key in memo:
        return memo[key]
    me, best = game.to_move, None
    for m in game.legal_moves():
        game.play(m)
        if game.is_over:
            v = game.store(me) - game.store(1 - me)
        else:
            v = brute_force(game, memo)
            v = v if game.to_move == me else -v
        game.undo()
        best = v if best is None else max(best, v)
    memo[key] = best
    return best


def random_position(spec, plies, rng):
    g = mancala.Game(spec)
    for _ in range(plies):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
    return g


def pv_is_playable(game, pv):
    g = game.copy()
    for m in pv:
        if g.is_over or m not in g.legal_moves():
            return False
        g.play(m)
    return True


class SearchTest(unittest.TestCase):
    def test_solve_agrees_with_brute_force(self):
        for spec, known in (("kalah:houses=3,seeds=2", 4), ("kalah:houses=2,seeds=3", -2)):
            g = mancala.Game(spec)
            self.assertEqual(brute_force(g.copy()), known, spec)
            r = mancala.Search().solve(g)
            self.assertEqual((r.score, r.exact), (known, True), spec)
            self.assertEqual(r.pv[0], r.move)
            self.assertTrue(pv_is_playable(g, r.pv))
            # The move is one that keeps the value.
            after = g.copy()
            after.play(r.move)
            v = brute_force(after) if not after.is_over else after.store(0) - after.store(1)
            self.assertEqual(v if after.to_move in (0, None) else -v, known)

    def test_solve_known_value_and_random_positions(self):
        # mancala_search_new(3): Kalah on three houses of three seeds is worth +2 to South.
        s = mancala.Search()
        g = mancala.Game(SMALL)
        self.assertIsNone(s.result)
        r = s.solve(g)
        self.assertEqual((r.score, r.exact), (2, True))
        self.assertIs(s.result, r)
        self.assertEqual(g.history, [])  # the game never changes
        rng = random.Random(13)
        memo = {}
        for _ in range(20):
            p = random_position(SMALL, rng.randrange(1, 12), rng)
            if p.is_over:
                continue
            r = s.solve(p)
            self.assertTrue(r.exact)
            self.assertEqual(r.score, brute_force(p, memo), p.to_text())
            self.assertIn(r.move, p.legal_moves())

    def test_run_within_limits(self):
        g = mancala.Game("kalah")
        s = mancala.Search(depth=4)
        self.assertEqual(s.limits, (4, 0, 0))
        r = s.run(g)
        self.assertEqual(r.depth, 4)
        self.assertFalse(r.exact)
        self.assertIn(r.move, g.legal_moves())
        self.assertGreater(r.nodes, 0)
        self.assertTrue(pv_is_playable(g, r.pv))
        # One thread and no time limit: deterministic on a fresh search object.
        self.assertEqual(mancala.Search(depth=4).run(g), r)
        s.set_limits(nodes=5000)
        r = s.run(g)
        self.assertIn(r.move, g.legal_moves())
        # Near the end, run stops at the first exact iteration without any limit.
        end = mancala.Game.from_text("kalah 0,0,0,0,1,2/20 1,0,0,0,0,1/23 0")
        r = mancala.Search().run(end)
        self.assertTrue(r.exact)
        self.assertEqual(r.score, brute_force(end))

    def test_threads_give_the_same_value(self):
        g = mancala.Game("kalah:houses=4,seeds=3")
        one = mancala.Search().solve(g)
        s = mancala.Search(threads=2, memory=8)
        self.assertEqual((s.threads, s.memory), (2, 8))
        two = s.solve(g)
        self.assertEqual((two.score, two.exact), (one.score, True))

    def test_levels(self):
        g = mancala.Game("kalah")
        s = mancala.Search(level=5, seed=7)
        self.assertEqual(s.level, 5)
        moves = []
        for _ in range(8):
            r = s.run(g)
            self.assertIn(r.move, g.legal_moves())
            self.assertEqual(r.depth, 2)  # level 5 searches 2 plies
            moves.append(r.move)
        s.set_level(5, 7)
        self.assertEqual([s.run(g).move for _ in range(8)], moves)
        s.set_level(10, 2**64 + 5)  # seeds are taken modulo 2**64
        s.set_level(1, -1)
        self.assertIn(s.run(g).move, g.legal_moves())
        # A full game between two levels ends, every move legal.
        a, b = mancala.Search(level=2, seed=1), mancala.Search(level=6, seed=2)
        while not g.is_over:
            m = (a if g.to_move == 0 else b).run(g).move
            self.assertIn(m, g.legal_moves())
            g.play(m)

    def test_settings_errors_change_nothing(self):
        s = mancala.Search(depth=3, nodes=10, time_ms=20, level=2, memory=4, threads=2)
        before = (s.limits, s.level, s.memory, s.threads)
        cases = [
            (mancala.InvalidArgument, lambda: s.set_limits(depth=-1)),
            (mancala.InvalidArgument, lambda: s.set_limits(nodes=-1)),
            (mancala.InvalidArgument, lambda: s.set_limits(nodes=2**64)),
            (mancala.InvalidArgument, lambda: s.set_limits(time_ms=-5)),
            (mancala.InvalidArgument, lambda: s.set_limits(time_ms=-(2**70))),
            (mancala.InvalidArgument, lambda: s.set_level(11)),
            (mancala.InvalidArgument, lambda: s.set_level(-1)),
            (mancala.InvalidArgument, lambda: setattr(s, "memory", 0)),
            (mancala.InvalidArgument, lambda: setattr(s, "memory", -3)),
            (mancala.LimitError, lambda: setattr(s, "memory", 2**20 + 1)),
            (mancala.LimitError, lambda: setattr(s, "memory", 2**80)),
            (mancala.InvalidArgument, lambda: setattr(s, "threads", 0)),
            (mancala.LimitError, lambda: setattr(s, "threads", 65)),
            (TypeError, lambda: s.set_limits(depth=1.5)),
            (TypeError, lambda: s.set_level("3")),
            (TypeError, lambda: setattr(s, "database", "kalah.db")),
            (TypeError, lambda: s.run("kalah")),
            (TypeError, lambda: mancala.Search(depth=None)),
        ]
        for cls, call in cases:
            with self.assertRaises(cls):
                call()
            self.assertEqual((s.limits, s.level, s.memory, s.threads), before)
        self.assertIsNone(s.result)

    def test_game_over_raises_and_keeps_result(self):
        s = mancala.Search(depth=2)
        r = s.run(mancala.Game("kalah"))
        over = mancala.Game.from_text("kalah 0,0,0,0,0,0/24 0,0,0,0,0,0/24 0")
        self.assertTrue(over.is_over)
        for call in (s.run, s.solve):
            with self.assertRaises(mancala.GameOver):
                call(over)
            self.assertIs(s.result, r)
        with self.assertRaises(mancala.GameOver):
            over.best_move()

    def test_cancel_from_another_thread(self):
        # Solving Kalah(6,4) takes far longer than a test may: only cancel() ends this solve
        # (the node limit is a safety net, and the result must stop well short of it). cancel()
        # is repeated until solve() returns; the first comes from a threading.Timer. That thread
        # can only run while solve() blocks because ctypes releases the GIL during the call.
        limit = 10**10
        s = mancala.Search(nodes=limit, memory=16)
        done = threading.Event()
        calls = []

        def keep_cancelling():
            while not done.wait(0.02):
                calls.append(1)
                s.cancel()

        timer = threading.Timer(0.05, keep_cancelling)
        timer.start()
        try:
            r = s.solve(mancala.Game("kalah"))
        finally:
            done.set()
            timer.join()
        self.assertFalse(r.exact)
        self.assertLess(r.nodes, limit)
        self.assertGreater(len(calls), 0)
        self.assertIn(r.move, mancala.Game("kalah").legal_moves())
        # A request while nothing runs (and any the timer sent as solve() returned) stops the
        # next solve at once, which clears it (mancala_search_cancel(3)).
        s.cancel()
        r = s.solve(mancala.Game(SMALL))
        self.assertFalse(r.exact)
        self.assertEqual(r.depth, 0)
        self.assertTrue(s.solve(mancala.Game(SMALL)).exact)

    def test_best_move(self):
        g = mancala.Game("kalah")
        for level in (1, 5, 9):
            self.assertIn(g.best_move(level=level), g.legal_moves())
        self.assertEqual(g.best_move(level=4, seed=3), g.best_move(level=4, seed=3))
        self.assertIn(g.best_move(time_ms=50), g.legal_moves())
        small = mancala.Game(SMALL)
        self.assertEqual(small.best_move(), mancala.Search().solve(small).move)
        with self.assertRaises(mancala.InvalidArgument):
            g.best_move(level=12)
        self.assertEqual(g.history, [])

    def test_objects_are_freed(self):
        s = mancala.Search()
        s.run(mancala.Game(SMALL))
        ref = weakref.ref(s)
        del s
        gc.collect()
        self.assertIsNone(ref())


class AnalyseTest(unittest.TestCase):
    def test_analyse_agrees_with_brute_force(self):
        rng = random.Random(3)
        s = mancala.Search()
        positions = moves = 0
        for _ in range(4):
            g = mancala.Game(SMALL)
            while not g.is_over:
                me = g.to_move
                got = s.analyse(g)
                self.assertEqual([m for m, _, _ in got], list(g.legal_moves()))
                for m, score, exact in got:
                    self.assertTrue(exact)
                    g.play(m)
                    if g.is_over:
                        v = g.store(me) - g.store(1 - me)
                    else:
                        v = brute_force(g)
                        v = v if g.to_move == me else -v
                    g.undo()
                    self.assertEqual(score, v)
                    moves += 1
                best = max(score for _, score, _ in got)
                self.assertEqual(s.result.score, best)
                self.assertTrue(s.result.exact)
                positions += 1
                g.play(rng.choice(g.legal_moves()))
        self.assertGreater(moves, positions)

    def test_analyse_hooked_game_on_the_calling_thread(self):
        seen = set()

        def land(pits, houses, player, pit, before):
            seen.add(threading.get_ident())
            return None

        hooked = mancala.Game(mancala.Variant.custom("kalah:houses=3,seeds=2", land=land))
        plain = mancala.Game("kalah:houses=3,seeds=2")
        s = mancala.Search(threads=4)
        self.assertEqual(s.analyse(hooked), mancala.Search().analyse(plain))
        self.assertEqual(s.threads, 4)
        self.assertEqual(seen, {threading.get_ident()})

    def test_analyse_limits_and_errors(self):
        s = mancala.Search()
        s.set_limits(depth=3)
        got = s.analyse(mancala.Game("kalah"))
        self.assertEqual([m for m, _, _ in got], list(range(6)))
        self.assertEqual(s.result.depth, 3)
        self.assertFalse(any(exact for _, _, exact in got))
        with self.assertRaises(TypeError):
            s.analyse("kalah")
        over = mancala.Game("kalah:houses=1,seeds=1")
        over.play(0)
        if over.is_over:
            with self.assertRaises(mancala.MancalaError):
                s.analyse(over)


class ProgressTest(unittest.TestCase):
    def test_progress_reports_each_iteration(self):
        seen = []
        s = mancala.Search(depth=6, threads=2)
        s.on_progress = lambda r: seen.append((r, threading.get_ident()))
        r = s.run(mancala.Game("kalah:houses=4,seeds=3"))
        self.assertEqual([x.depth for x, _ in seen], list(range(1, r.depth + 1)))
        self.assertEqual({t for _, t in seen}, {threading.get_ident()})
        last = seen[-1][0]
        self.assertEqual((last.move, last.score, last.exact), (r.move, r.score, r.exact))
        self.assertEqual(last.pv[0], last.move)
        s.on_progress = None
        seen.clear()
        s.run(mancala.Game("kalah:houses=4,seeds=3"))
        self.assertEqual(seen, [])
        with self.assertRaises(TypeError):
            s.on_progress = 3

    def test_progress_exception_cancels_and_is_raised(self):
        class Stop(Exception):
            pass

        def stop(r):
            raise Stop()

        s = mancala.Search()
        s.on_progress = stop
        with self.assertRaises(Stop):
            s.run(mancala.Game("kalah"))
        s.on_progress = None
        self.assertTrue(s.run(mancala.Game("kalah:houses=3,seeds=2")).exact)

    def test_soft_time_stops_at_an_iteration(self):
        depths = []
        s = mancala.Search()
        s.soft_time_ms = 1
        self.assertEqual(s.soft_time_ms, 1)
        s.on_progress = lambda r: depths.append(r.depth)
        r = s.run(mancala.Game("kalah"))  # without it, a run here goes on until solved
        self.assertFalse(r.exact)
        self.assertEqual(depths, list(range(1, r.depth + 1)))
        with self.assertRaises(mancala.InvalidArgument):
            s.soft_time_ms = -1
        self.assertEqual(s.soft_time_ms, 1)


class TickTest(unittest.TestCase):
    """progress= and Ctrl-C during long calls (mancala_search_set_tick(3),
    mancala_db_build_with(3))."""

    def test_build_reports_layers_in_order(self):
        # An interval longer than the build: the end of each phase of each layer only. Layer n of
        # 4 houses a side holds C(n + 7, 7) arrangements; n layers done, C(n + 8, 8) are valued.
        for spec, phases in (("kalah:houses=4,seeds=3", 1),
                             ("oware:houses=4,majority=play,cycle=split", 2)):
            for threads in (1, 2):
                seen = []
                db = mancala.Database.build(spec, 6, threads=threads, interval=3600,
                                            progress=lambda p: seen.append(
                                                (p, threading.get_ident())))
                self.assertEqual(db.seeds, 6)
                self.assertEqual({t for _, t in seen}, {threading.get_ident()})
                want = [(n, ph) for n in range(7) for ph in range(1, phases + 1)]
                self.assertEqual([(p.layer, p.phase) for p, _ in seen], want)
                for p, _ in seen:
                    self.assertIsInstance(p, mancala.Progress)
                    self.assertEqual(p.stage, mancala.Stage.DB)
                    self.assertEqual((p.layers, p.phases), (6, phases))
                    self.assertEqual((p.done, p.total), (math.comb(p.layer + 7, 7),) * 2)
                    if p.phase == phases:
                        self.assertEqual(p.nodes, math.comb(p.layer + 8, 8))
                    self.assertEqual((p.depth, p.exact_pass, p.lower, p.upper), (0, 0, None, None))
                    self.assertGreaterEqual(p.elapsed, 0)

    def test_build_progress_exception_cancels_and_is_raised(self):
        class Stop(Exception):
            pass

        calls = []

        def stop(p):
            calls.append(p.layer)
            if len(calls) == 3:
                raise Stop()

        with self.assertRaises(Stop):
            mancala.Database.build("kalah:houses=4,seeds=3", 8, progress=stop, interval=3600)
        self.assertEqual(calls, [0, 1, 2])
        with self.assertRaises(TypeError):
            mancala.Database.build("kalah:houses=4,seeds=3", 4, progress=3)
        with self.assertRaises(mancala.InvalidArgument):
            mancala.Database.build("kalah:houses=4,seeds=3", 4, interval=-1)
        self.assertEqual(mancala.Status.ECANCELED, -15)
        self.assertIsInstance(mancala.errors.error_for(-15), mancala.Canceled)

    def test_solve_reports_while_it_works(self):
        g = mancala.Game("kalah:houses=4,seeds=4")  # about half a million nodes
        plain = mancala.Search(memory=16).solve(g)
        seen = []
        r = mancala.Search(memory=16).solve(g, progress=seen.append, interval=0.001)
        self.assertEqual((r.score, r.exact, r.nodes), (plain.score, True, plain.nodes))
        self.assertGreaterEqual(len(seen), 1)
        stages = [p.stage for p in seen]
        self.assertEqual(stages, sorted(stages))  # the deepening, then the exact passes
        for p in seen:
            self.assertIn(p.stage, (mancala.Stage.DEEPEN, mancala.Stage.EXACT))
            if p.stage == mancala.Stage.EXACT:
                self.assertGreaterEqual(p.exact_pass, 1)
                if p.lower is not None and p.upper is not None:
                    self.assertLessEqual(p.lower, p.upper)
            else:
                self.assertGreaterEqual(p.depth, 1)
            self.assertEqual((p.layer, p.done, p.total), (0, 0, 0))

        class Stop(Exception):
            pass

        def stop(p):
            raise Stop()

        s = mancala.Search(memory=16)
        with self.assertRaises(Stop):
            s.solve(g, progress=stop, interval=0.001)
        self.assertTrue(s.solve(g).exact)

    def test_example_shows_progress(self):
        """examples/python/solve.py builds its database and solves, its progress on stderr (plain
        lines without tqdm, bars with it), its result on stdout."""
        import subprocess

        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples",
                            "python", "solve.py")
        if not os.path.isfile(path):
            self.skipTest("examples not found")
        spec = "kalah:houses=3,seeds=3"
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        r = subprocess.run([sys.executable, path, spec, "6", "2"], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        out = r.stdout.splitlines()
        self.assertEqual(out[0], "database: up to 6 seeds, %s s" % out[0].split()[-2])
        value = brute_force(mancala.Game(spec))
        self.assertEqual(out[1], "value: %+d (final store difference, South to move)" % value)
        self.assertIn("layer 6", r.stderr)  # the database's last layer, as a line or a bar

    def interrupt(self, call):
        """Sends SIGINT to this process 0.5 s into call(), which takes much longer; returns the
        seconds from the signal to the KeyboardInterrupt that call() must raise."""
        sent = []

        def fire():
            sent.append(time.monotonic())
            os.kill(os.getpid(), signal.SIGINT)

        old = signal.signal(signal.SIGINT, signal.default_int_handler)
        timer = threading.Timer(0.5, fire)
        try:
            timer.start()
            with self.assertRaises(KeyboardInterrupt):
                call()
            delay = time.monotonic() - sent[0]
        finally:
            timer.cancel()
            signal.signal(signal.SIGINT, old)
        return delay

    def test_ctrl_c_cancels_a_build(self):
        # Oware's database of 16 seeds takes many seconds on 2 threads (18 s on 2 cores).
        delay = self.interrupt(
            lambda: mancala.Database.build("oware:majority=play,cycle=split", 16, threads=2))
        print("\nCtrl-C during Database.build: KeyboardInterrupt %.3f s after SIGINT" % delay)
        self.assertLess(delay, 10)

    def test_ctrl_c_cancels_a_solve(self):
        s = mancala.Search(threads=2)
        delay = self.interrupt(lambda: s.solve(mancala.Game("kalah")))  # minutes
        print("\nCtrl-C during Search.solve: KeyboardInterrupt %.3f s after SIGINT" % delay)
        self.assertLess(delay, 10)
        # The search is usable afterwards.
        self.assertTrue(s.solve(mancala.Game("kalah:houses=3,seeds=2")).exact)


class HookedSearchTest(unittest.TestCase):
    def test_hooked_game_searches_on_the_calling_thread(self):
        seen = set()

        def land(pits, houses, player, pit, before):
            seen.add(threading.get_ident())
            return None  # the built-in rules

        hooked = mancala.Game(mancala.Variant.custom("kalah:houses=4,seeds=3", land=land))
        plain = mancala.Game("kalah:houses=4,seeds=3")
        s = mancala.Search(threads=4)
        r = s.solve(hooked)
        self.assertEqual(s.threads, 4)  # restored after the run
        self.assertEqual(seen, {threading.get_ident()})
        self.assertEqual(r.score, mancala.Search().solve(plain).score)
        self.assertTrue(r.exact)
        self.assertIn(hooked.best_move(level=5), hooked.legal_moves())

    def test_hook_exception_is_raised_by_the_search(self):
        class Boom(Exception):
            pass

        calls = []

        def land(pits, houses, player, pit, before):
            calls.append(pit)
            if len(calls) > 50:
                raise Boom("from the hook")
            return None

        g = mancala.Game(mancala.Variant.custom("kalah", land=land))
        s = mancala.Search(depth=6, threads=2)
        with self.assertRaises(Boom):
            s.run(g)
        self.assertIsNone(s.result)
        self.assertEqual(s.threads, 2)
        self.assertEqual(g.history, [])

    def test_hook_changing_its_game_during_a_search_is_refused(self):
        box = []

        def land(pits, houses, player, pit, before):
            box[0].play(0)

        g = mancala.Game(mancala.Variant.custom("kalah", land=land))
        box.append(g)
        with self.assertRaises(RuntimeError):
            mancala.Search(depth=2).run(g)
        self.assertEqual(g.history, [])


class DatabaseTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.db = mancala.Database.build(SMALL, 18)

    def test_build_and_probe_agree_with_solve(self):
        db = self.db
        self.assertEqual(db.seeds, 18)
        self.assertEqual(db.spec, mancala.Variant(SMALL).spec)
        self.assertIn("seeds=18", repr(db))
        # mancala_db_build(3)'s example: South, two seeds behind, wins by four.
        self.assertEqual(db.probe(mancala.Game.from_text(SMALL + " 1,0,2/5 0,3,0/7 0")), 4)
        self.assertEqual(db.probe(mancala.Game(SMALL)), 2)
        rng = random.Random(5)
        s = mancala.Search()
        for _ in range(30):
            g = random_position(SMALL, rng.randrange(0, 15), rng)
            if g.is_over:
                continue
            self.assertEqual(db.probe(g), s.solve(g).score, g.to_text())
        # The seeds option plays no part: a database serves the same rules with other seeds.
        self.assertEqual(db.probe(mancala.Game("kalah:houses=3,seeds=2")), 4)
        with self.assertRaises(TypeError):
            mancala.Database()

    def test_build_threads_give_the_same_values(self):
        a = mancala.Database.build(AWARI + ",houses=4", 8, threads=1)
        b = mancala.Database.build(mancala.Variant(AWARI + ",houses=4"), 8, threads=2)
        rng, checked = random.Random(2), 0
        for _ in range(60):
            g = random_position(AWARI + ",houses=4,seeds=2", rng.randrange(0, 12), rng)
            if g.is_over or sum(g.houses(0) + g.houses(1)) > 8:
                continue
            self.assertEqual(a.probe(g), b.probe(g))
            checked += 1
        self.assertGreater(checked, 5)

    def test_save_and_load(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "small.mdb")
            self.db.save(path)
            loaded = mancala.Database.load(path)
            self.assertEqual((loaded.spec, loaded.seeds), (self.db.spec, 18))
            g = mancala.Game.from_text(SMALL + " 1,0,2/5 0,3,0/7 0")
            self.assertEqual(loaded.probe(g), 4)
            self.assertEqual(mancala.Database.load(path.encode()).seeds, 18)
            import pathlib

            self.assertEqual(mancala.Database.load(pathlib.Path(path)).seeds, 18)
            # Corrupt files: truncated, and one flipped entry (the checksum catches it).
            with open(path, "rb") as f:
                data = f.read()
            for name, content in (("short", data[:-1]), ("flipped", data[:400] + bytes([data[400] ^ 1])
                                                         + data[401:]), ("empty", b"")):
                bad = os.path.join(d, name)
                with open(bad, "wb") as f:
                    f.write(content)
                with self.assertRaises(mancala.FormatError):
                    mancala.Database.load(bad)
            with self.assertRaises(mancala.FileError) as cm:
                mancala.Database.load(os.path.join(d, "missing.mdb"))
            self.assertIsInstance(cm.exception, OSError)
            with self.assertRaises(mancala.FileError):
                self.db.save(os.path.join(d, "no", "such", "dir.mdb"))
            with self.assertRaises(mancala.FileError):
                self.db.save(d)  # a directory
            with self.assertRaises(mancala.InvalidArgument):
                mancala.Database.load(path + "\0x")
            with self.assertRaises(TypeError):
                mancala.Database.load(None)

    def test_build_errors(self):
        cases = [
            (mancala.RulesError, lambda: mancala.Database.build("oware", 4)),
            (mancala.RulesError, lambda: mancala.Database.build("kalah:majority=end", 4)),
            (mancala.RulesError,
             lambda: mancala.Database.build(mancala.Variant.custom("kalah", land=lambda *a: None), 4)),
            (mancala.InvalidArgument, lambda: mancala.Database.build("kalah", -1)),
            (mancala.InvalidArgument, lambda: mancala.Database.build("kalah", 4, threads=0)),
            (mancala.LimitError, lambda: mancala.Database.build("kalah", 33)),
            (mancala.LimitError, lambda: mancala.Database.build("kalah", 4, threads=65)),
            (mancala.SpecError, lambda: mancala.Database.build("nonsense", 4)),
            (TypeError, lambda: mancala.Database.build(3, 4)),
            (TypeError, lambda: mancala.Database.build("kalah", 4.0)),
        ]
        for cls, call in cases:
            with self.assertRaises(cls):
                call()

    def test_probe_errors(self):
        db = self.db
        cases = [
            (mancala.RulesError, mancala.Game("kalah")),  # six houses, not three
            (mancala.RulesError, mancala.Game("kalah:houses=3,seeds=3,capture=empty")),
            (mancala.RulesError,
             mancala.Game(mancala.Variant.custom(SMALL, land=lambda *a: None))),
            (mancala.GameOver, mancala.Game.from_text(SMALL + " 0,0,0/9 0,0,0/9 0")),
        ]
        for cls, g in cases:
            with self.assertRaises(cls):
                db.probe(g)
        small = mancala.Database.build(SMALL, 4)
        with self.assertRaises(mancala.LimitError):
            small.probe(mancala.Game(SMALL))
        with self.assertRaises(TypeError):
            db.probe(SMALL)

    def test_search_with_a_database(self):
        s = mancala.Search(database=self.db)
        self.assertIs(s.database, self.db)
        g = mancala.Game(SMALL)
        g.play(0)
        r = s.solve(g)
        self.assertEqual((r.score, r.exact), (self.db.probe(g), True))
        self.assertLess(r.nodes, mancala.Search().solve(g).nodes)
        # A database for other rules: RulesError, and nothing changes.
        for other in (mancala.Game("kalah"),
                      mancala.Game(mancala.Variant.custom(SMALL, land=lambda *a: None))):
            for call in (s.run, s.solve):
                with self.assertRaises(mancala.RulesError):
                    call(other)
                self.assertIs(s.result, r)
        s.database = None
        self.assertIsNone(s.database)
        self.assertIn(s.run(mancala.Game("kalah:houses=4")).move, range(4))

    def test_search_keeps_its_database_alive(self):
        db = mancala.Database.build(SMALL, 10)
        ref = weakref.ref(db)
        s = mancala.Search()
        s.database = db
        del db
        gc.collect()
        self.assertIsNotNone(ref())
        g = mancala.Game.from_text(SMALL + " 1,0,2/5 0,3,0/7 0")
        self.assertEqual(s.solve(g).score, 4)
        s.database = None
        gc.collect()
        self.assertIsNone(ref())
        # And a search dropped with its database frees both.
        s.database = mancala.Database.build(SMALL, 6)
        ref = weakref.ref(s.database)
        del s
        gc.collect()
        self.assertIsNone(ref())


class BookTest(unittest.TestCase):
    """mancala.Book: a book file written here by the layout of mancala_book_load(3)."""

    @staticmethod
    def write(path, entries, spec=b"oware", damage=False):
        import struct

        def fnv(data):
            h = 0xCBF29CE484222325
            for b in data:
                h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
            return h

        body = b"MCBOOK\r\n" + struct.pack("<II", 1, len(spec)) + spec
        body += struct.pack("<Q", len(entries))
        for game, move, score in sorted(entries, key=lambda e: BookTest.key(e[0])):
            body += struct.pack("<Qii", BookTest.key(game), move, score)
        body += struct.pack("<Q", fnv(body) ^ (1 if damage else 0))
        with open(path, "wb") as f:
            f.write(body)

    @staticmethod
    def key(game):
        h = 0xCBF29CE484222325
        for b in bytes(game.board) + bytes([game.to_move]):
            h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
        return h

    def test_load_probe_and_search(self):
        start = mancala.Game("oware")
        after = mancala.Game("oware")
        after.play(0)
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "o.book")
            self.write(path, [(start, 5, 0), (after, 3, -2)], damage=True)
            with self.assertRaises(mancala.FormatError):
                mancala.Book.load(path)
            with self.assertRaises(mancala.FileError):
                mancala.Book.load(os.path.join(d, "none.book"))
            self.write(path, [(start, 5, 0), (after, 3, -2)])
            book = mancala.Book.load(path)
        self.assertEqual(len(book), 2)
        self.assertEqual(book.probe(start), (5, 0))
        self.assertEqual(book.probe(after), (3, -2))
        self.assertIsNone(book.probe(mancala.Game("kalah")))
        with self.assertRaises(TypeError):
            book.probe("oware")
        s = mancala.Search()
        s.book = book
        self.assertIs(s.book, book)
        s.set_limits(depth=4)
        r = s.run(after)
        self.assertEqual((r.move, r.score, r.exact, r.depth), (3, -2, False, 0))
        s.book = None
        self.assertEqual(s.run(after).depth, 4)
        with self.assertRaises(TypeError):
            s.book = "o.book"


class GuideTest(unittest.TestCase):
    def test_guide_is_an_estimate(self):
        g = mancala.Game("oware")
        g.set_board([0, 0, 0, 0, 1, 1, 22, 0, 0, 0, 0, 0, 1, 23], 0)
        s = mancala.Search(data_dir="")  # no shipped guide either: plain is without any
        s.set_limits(depth=40)
        plain = s.run(g)
        s.guide = mancala.Database.build("oware:majority=play,cycle=split", 8)
        guided = s.run(g)
        self.assertFalse(guided.exact)
        self.assertLess(guided.nodes, plain.nodes)
        self.assertTrue(s.solve(g).exact)
        with self.assertRaises(TypeError):
            s.guide = "awari.db"
        s.guide = None
        self.assertIsNone(s.guide)


class ExitTest(unittest.TestCase):
    def test_clean_exit_with_live_search_and_database(self):
        import subprocess

        code = (
            "import mancala\n"
            "s = mancala.Search(threads=2)\n"
            "db = mancala.Database.build('kalah:houses=3', 8)\n"
            "s.database = db\n"
            "t = mancala.Search(database=db)\n"
            "print(s.solve(mancala.Game('kalah:houses=3,seeds=2')).score)\n"
        )
        r = subprocess.run([sys.executable, "-c", code], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True)
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "4\n", ""))


if __name__ == "__main__":
    unittest.main()
