# SPDX-License-Identifier: MIT
"""test_mancala.py: the Python binding against the library it loads (unittest, standard library only).

Run from the source tree with the binding on the path, e.g.
    PYTHONPATH=bindings/python MANCALA_LIBRARY=.libs/libmancala.so.0 python3 -m unittest discover -s tests/python
tests/python.sh does this for `make check`.
"""

import copy
import ctypes
import gc
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
import unittest
import weakref

import mancala
from mancala import _native, core

KALAH = (
    "kalah:houses=6,seeds=4,stores=own,origin=sow,relay=off,extra=store,capture=standard,"
    "grandslam=nocapture,feed=free,end=either,majority=play,cycle=end"
)
KALAH_START = KALAH + " 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0"
TOGUZ = (
    "custom:houses=9,seeds=9,stores=none,origin=skip,extra=off,capture=none,end=mover,majority=end"
)


def even_capture(pits, houses, player, pit, before):
    """Toguz Kumalak's capture: a last seed that makes an opponent's house even takes it."""
    opp = (1 - player) * (houses + 1)
    if opp <= pit < opp + houses and pits[pit] % 2 == 0:
        pits[player * (houses + 1) + houses] += pits[pit]
        pits[pit] = 0
    return mancala.LandAction.END


def play_out(game, rng):
    """Plays random legal moves to the end; returns the moves."""
    moves = []
    while not game.is_over:
        m = rng.choice(game.legal_moves())
        game.play(m)
        moves.append(m)
    return moves


class LoadingTest(unittest.TestCase):
    def test_versions(self):
        self.assertEqual(mancala.ABI_VERSION, 0)
        self.assertEqual(mancala.SONAME, "libmancala.so.0")
        major, minor, patch = (int(x) for x in mancala.LIBRARY_VERSION.split("."))
        self.assertEqual(mancala.LIBRARY_VERSION_HEX, (major << 16) | (minor << 8) | patch)
        self.assertEqual(mancala.MAX_HOUSES, 16)
        self.assertEqual(mancala.MAX_SEEDS, 255)
        self.assertEqual(mancala.max_houses(), 16)
        self.assertTrue(issubclass(mancala.LibraryError, ImportError))

    def test_binding_version_is_the_package_version(self):
        # make check passes the package version of configure.ac: the binding must carry it too.
        want = os.environ.get("MANCALA_PACKAGE_VERSION")
        if not want:
            self.skipTest("MANCALA_PACKAGE_VERSION not set")
        self.assertEqual(mancala.__version__, want)
        pyproject = os.path.join(os.path.dirname(mancala.__file__), "..", "pyproject.toml")
        if os.path.isfile(pyproject):
            with open(pyproject) as f:
                self.assertIn('\nversion = "%s"\n' % want, f.read())

    def test_abi_mismatch_and_missing_symbols(self):
        class FakeLib:
            pass

        def fake_abi(value):
            f = lambda: value  # noqa: E731
            return f

        lib = FakeLib()
        with self.assertRaisesRegex(mancala.LibraryError, "mancala_abi_version"):
            _native._declare(lib, "fake.so")
        lib.mancala_abi_version = fake_abi(1)
        with self.assertRaisesRegex(mancala.LibraryError, "ABI 1.*written for ABI 0"):
            _native._declare(lib, "fake.so")
        lib.mancala_abi_version = fake_abi(0)
        with self.assertRaisesRegex(mancala.LibraryError, "lacks mancala_variant_new"):
            _native._declare(lib, "fake.so")
        # The search and database functions are as required as the others: ABI 0 has them all.
        for name, _, _ in _native.PROTOTYPES:
            setattr(lib, name, FakeLib())
        lib.mancala_abi_version = fake_abi(0)
        del lib.mancala_db_probe
        with self.assertRaisesRegex(mancala.LibraryError, "lacks mancala_db_probe"):
            _native._declare(lib, "fake.so")
        lib.mancala_db_probe = FakeLib()
        _native._declare(lib, "fake.so")

    def test_library_names_by_platform(self):
        # Each platform's build names the library its own way; the platform is faked here.
        names = _native.library_names
        self.assertEqual(names("linux"), ["libmancala.so.0"])
        self.assertEqual(names("freebsd14"), ["libmancala.so.0"])
        self.assertEqual(names("darwin"), ["libmancala.0.dylib"])
        self.assertEqual(names("win32"), ["libmancala-0.dll"])
        self.assertEqual(names("cygwin"), ["cygmancala-0.dll"])
        self.assertEqual(names("msys"), ["msys-mancala-0.dll"])
        self.assertEqual(names(), names(sys.platform))
        saved = os.environ.pop(mancala.ENV_VAR, None)
        try:
            with tempfile.TemporaryDirectory() as d:
                self.assertEqual(_native._candidates(d, "win32"), ["libmancala-0.dll"])
                dll = os.path.join(d, "libmancala-0.dll")
                open(dll, "wb").close()
                # A wheel for Windows carries the DLL beside the package: tried first.
                self.assertEqual(_native._candidates(d, "win32"), [dll, "libmancala-0.dll"])
                self.assertEqual(_native._candidates(d, "darwin"), ["libmancala.0.dylib"])
        finally:
            if saved is not None:
                os.environ[mancala.ENV_VAR] = saved

    def test_package_copy_of_the_library_comes_first(self):
        # A self-contained wheel puts the library beside the package: that copy is tried before
        # the system's, and MANCALA_LIBRARY, when set, is the only one tried.
        saved = os.environ.pop(mancala.ENV_VAR, None)
        try:
            with tempfile.TemporaryDirectory() as d:
                bundled = os.path.join(d, mancala.SONAME)
                self.assertEqual(_native._candidates(d)[0], mancala.SONAME)
                open(bundled, "wb").close()
                self.assertEqual(_native._candidates(d)[:2], [bundled, mancala.SONAME])
                os.environ[mancala.ENV_VAR] = "/elsewhere/libmancala.so.0"
                self.assertEqual(_native._candidates(d), ["/elsewhere/libmancala.so.0"])
        finally:
            os.environ.pop(mancala.ENV_VAR, None)
            if saved is not None:
                os.environ[mancala.ENV_VAR] = saved

    def python(self, code, **env):
        environ = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p), **env)
        return subprocess.run(
            [sys.executable, "-c", code],
            env=environ,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            universal_newlines=True,
        )

    def test_env_var_pointing_nowhere(self):
        r = self.python("import mancala", MANCALA_LIBRARY="/nonexistent/libmancala.so.0")
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("LibraryError", r.stderr)
        self.assertIn("/nonexistent/libmancala.so.0", r.stderr)

    def test_clean_exit_with_live_objects(self):
        # Finalizers run at exit while games with Python hooks, copies and cycles are alive.
        r = self.python(
            "import mancala\n"
            "v = mancala.Variant.custom('oware', land=lambda *a: None)\n"
            "games = [mancala.Game(v) for _ in range(100)]\n"
            "for g in games: g.play(0)\n"
            "games.append(games)\n"
            "keep = games[0].copy()\n"
            "print(keep.perft(3) > 0)\n"
        )
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "True\n", ""))


def header_path():
    path = os.environ.get("MANCALA_HEADER") or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "include", "mancala.h"
    )
    return path if os.path.isfile(path) else None


def ctypes_of(decl):
    """The ctypes type for a C type in mancala.h (a parameter's name, if any, removed)."""
    tokens = [t for t in decl.replace("*", " * ").split() if t != "const"]
    if len(tokens) > 1 and tokens[-1] != "*":
        tokens.pop()  # the parameter's name
    base, stars = tokens[0], tokens.count("*")
    if base == "char" and stars:
        t, stars = ctypes.c_char_p, stars - 1
    elif base == "void" and stars:
        t, stars = ctypes.c_void_p, stars - 1
    else:
        t = BASE[base]
    for _ in range(stars):
        t = ctypes.POINTER(t)
    return t


BASE = {
    "void": None,
    "int32_t": ctypes.c_int32,
    "uint8_t": ctypes.c_uint8,
    "float": ctypes.c_float,
    "uint32_t": ctypes.c_uint32,
    "int64_t": ctypes.c_int64,
    "uint64_t": ctypes.c_uint64,
    "size_t": ctypes.c_size_t,
    "float": ctypes.c_float,
    "uint8_t": ctypes.c_uint8,
    "mancala_variant": _native.VariantStruct,
    "mancala_game": _native.GameStruct,
    "mancala_event": _native.EventStruct,
    "mancala_search": _native.SearchStruct,
    "mancala_db": _native.DbStruct,
    "mancala_book": _native.BookStruct,
    "mancala_batch": _native.BatchStruct,
    "mancala_sow_hook": _native.SOW_HOOK,
    "mancala_land_hook": _native.LAND_HOOK,
    "mancala_end_hook": _native.END_HOOK,
    "mancala_progress_fn": _native.PROGRESS_FN,
    "mancala_pass_fn": _native.PASS_FN,
    "mancala_tick_fn": _native.TICK_FN,
    "mancala_progress": _native.ProgressStruct,
    "mancala_hooks": _native.HooksStruct,
    "mancala_hook_state": _native.HookStateStruct,
    "mancala_error_info": _native.ErrorInfoStruct,
}


class HeaderTest(unittest.TestCase):
    """The binding declares every function of mancala.h with the header's exact types."""

    def test_prototypes_match_header(self):
        path = header_path()
        if path is None:
            self.skipTest("mancala.h not found (set MANCALA_HEADER)")
        with open(path) as f:
            text = f.read()
        text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
        text = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
        declared = {}
        for stmt in text.split(";"):
            stmt = " ".join(stmt.replace("MANCALA_EXPORT", " ").split())
            m = re.match(r"^(?!typedef)(.*?)\b(mancala_\w+)\s*\((.*)\)$", stmt)
            if m:
                params = [p for p in m.group(3).split(",") if p.strip() not in ("", "void")]
                declared[m.group(2)] = (ctypes_of(m.group(1)), [ctypes_of(p) for p in params])
        self.assertGreater(len(declared), 25)
        ours = {name: (res, args) for name, res, args in _native.PROTOTYPES}
        self.assertEqual(sorted(set(declared) - set(ours)), [], "functions the binding lacks")
        self.assertEqual(sorted(set(ours) - set(declared)), [], "functions the header lacks")
        for name, (res, args) in declared.items():
            with self.subTest(function=name):
                self.assertEqual(ours[name][0], res)
                self.assertEqual(ours[name][1], args)

    def test_hook_types_match_header(self):
        path = header_path()
        if path is None:
            self.skipTest("mancala.h not found (set MANCALA_HEADER)")
        with open(path) as f:
            text = re.sub(r"/\*.*?\*/", " ", f.read(), flags=re.S)
        for name, proto in (
            ("mancala_sow_hook", _native.SOW_HOOK),
            ("mancala_land_hook", _native.LAND_HOOK),
            ("mancala_end_hook", _native.END_HOOK),
            ("mancala_progress_fn", _native.PROGRESS_FN),
            ("mancala_pass_fn", _native.PASS_FN),
            ("mancala_tick_fn", _native.TICK_FN),
        ):
            m = re.search(r"typedef\s+(\w+)\s*\(\s*\*\s*%s\s*\)\s*\(([^)]*)\)" % name, text)
            self.assertIsNotNone(m, name)
            self.assertEqual(proto._restype_, ctypes_of(m.group(1)))
            self.assertEqual(list(proto._argtypes_), [ctypes_of(p) for p in m.group(2).split(",")])

    def test_progress_struct_matches_header(self):
        # struct mancala_progress (ABI 0.6): the same fields, types and order as the header's
        # (ctypes lays a Structure out as the C compiler does); "pass" is "pass_" in Python.
        path = header_path()
        if path is None:
            self.skipTest("mancala.h not found (set MANCALA_HEADER)")
        with open(path) as f:
            text = re.sub(r"/\*.*?\*/", " ", f.read(), flags=re.S)
        m = re.search(r"typedef struct mancala_progress \{([^}]*)\}", text)
        self.assertIsNotNone(m)
        fields = [d.split() for d in m.group(1).split(";") if d.strip()]
        want = [("pass_" if name == "pass" else name, BASE[ctype]) for ctype, name in fields]
        self.assertEqual(list(_native.ProgressStruct._fields_), want)

    def test_enums_match_header(self):
        path = header_path()
        if path is None:
            self.skipTest("mancala.h not found (set MANCALA_HEADER)")
        with open(path) as f:
            text = f.read()
        values = {k: int(v) for k, v in re.findall(r"\b(MANCALA_[A-Z_]+)\s*=\s*(-?\d+)", text)}
        # Every value the header has is known, with the same number; the binding may know codes
        # a newer header appends. Status is written out in errors.py as documentation: a code
        # added to mancala.h fails here until it is added there, with its exception class.
        for name, value in values.items():
            for cls, prefix in (
                (mancala.LandAction, "MANCALA_LAND_"),
                (mancala.EndAction, "MANCALA_END_"),
                (mancala.EventKind, "MANCALA_EVENT_"),
                (mancala.ResultReason, "MANCALA_REASON_"),
                (mancala.Notation, "MANCALA_NOTATION_"),
                (mancala.Mark, "MANCALA_MARK_"),
                (mancala.SowAction, "MANCALA_SOW_"),
                (mancala.Layout, "MANCALA_LAYOUT_"),
                (mancala.ObsPart, "MANCALA_OBS_"),
                (mancala.IllegalMode, "MANCALA_ILLEGAL_"),
                (mancala.OpponentKind, "MANCALA_OPPONENT_"),
                (mancala.Stage, "MANCALA_STAGE_"),
                (mancala.Status, "MANCALA_"),
            ):
                if name.startswith(prefix) and not name.startswith("MANCALA_MAX_"):
                    member = name[len(prefix) :]
                    self.assertIn(member, cls.__members__, "%s lacks %s" % (cls.__name__, name))
                    self.assertEqual(cls[member].value, value, name)
                    break
            else:
                self.assertTrue(name.startswith("MANCALA_MAX_"), name)
        for code in mancala.Status:
            if code:
                cls = type(mancala.errors.error_for(code))
                self.assertIsNot(cls, mancala.MancalaError, "%r has no exception class" % code)
        self.assertEqual(values["MANCALA_MAX_HOUSES"], mancala.MAX_HOUSES)
        self.assertEqual(values["MANCALA_MAX_SEEDS"], mancala.MAX_SEEDS)
        self.assertEqual(values["MANCALA_MAX_SOWINGS"], mancala.MAX_SOWINGS)


class VariantTest(unittest.TestCase):
    def test_canonical_spec(self):
        v = mancala.Variant("kalah")
        self.assertEqual(v.spec, KALAH)
        self.assertEqual(str(v), KALAH)
        self.assertEqual(v.name, "kalah")
        self.assertEqual(v.num_houses, 6)
        self.assertEqual(v.seeds, 4)
        self.assertEqual(v.rules["capture"], "standard")
        self.assertEqual(mancala.Variant("custom").spec, KALAH)
        self.assertEqual(mancala.Variant("oware:houses=4").name, "oware")
        self.assertEqual(mancala.Variant("kalah:capture=count").name, "custom")
        self.assertEqual(mancala.Variant("kalah"), mancala.Variant(KALAH))
        self.assertEqual(hash(mancala.Variant("kalah")), hash(mancala.Variant(KALAH)))
        self.assertNotEqual(mancala.Variant("kalah"), mancala.Variant("oware"))
        self.assertIn("mancala.Variant(", repr(v))
        self.assertEqual(v.hooks, (None, None, None))

    def test_default_is_kalah(self):
        self.assertEqual(mancala.Variant().spec, KALAH)
        self.assertEqual(mancala.Game().to_text(), KALAH_START)


class PresetsTest(unittest.TestCase):
    def test_listing(self):
        presets = mancala.presets()
        self.assertIsInstance(presets, list)
        self.assertGreaterEqual(len(presets), 20)
        names = [name for name, _ in presets]
        self.assertEqual(len(set(names)), len(names))
        for entry in presets:
            self.assertIsInstance(entry, tuple)
            name, description = entry
            self.assertIsInstance(name, str)
            self.assertIsInstance(description, str)
            self.assertTrue(description)
            # Each name is a spec by itself, and takes options.
            self.assertEqual(mancala.Game(name).perft(1), mancala.Game(name + ":end=" + mancala.Variant(name).rules["end"]).perft(1))
        for name in ("kalah", "oware", "congkak", "togyz", "bestemshe", "awari", "wari", "songo",
                     "bohnenspiel", "congkak-rounds"):
            self.assertIn(name, names)
        self.assertEqual(names[:1], ["kalah"])

    def test_rule_sets_are_option_values(self):
        self.assertEqual(mancala.Variant("awari"), mancala.Variant("oware:grandslam=capture,cycle=split"))
        self.assertEqual(mancala.Variant("wari").rules["grandslam"], "forbidden")
        self.assertEqual(mancala.Game("songo").perft(4), 1964)
        self.assertEqual(mancala.Game("bohnenspiel").perft(4), 1166)


class FourRowsTest(unittest.TestCase):
    """Boards of four rows (rows=4) and the pie rule through the binding."""

    def test_rows(self):
        self.assertEqual(mancala.Variant("kalah").rows, 2)
        self.assertEqual(mancala.Variant("hus").rows, 4)
        g = mancala.Game("bao-ki-arabu")
        self.assertEqual((g.rows, g.num_houses), (4, 16))
        self.assertEqual(len(g.board), 34)
        # Sown either way: 16 houses anticlockwise, then the same clockwise (16..31).
        self.assertEqual(g.legal_moves(), list(range(32)))
        self.assertEqual(mancala.MAX_MOVES, 1024)
        self.assertEqual(mancala.max_moves(), 1024)
        self.assertEqual(g.perft(3), 23232)

    def test_seize_turns(self):
        # Mefuvha: the opening house 29 sows into the empty inner house 31, which captures; the
        # same turn then seizes any house of North's (29 of them hold seeds): 29 moves, each
        # house 29 plus the seized house plus one from bit 5.
        g = mancala.Game("mefuvha")
        moves = g.legal_moves()
        self.assertEqual(len(moves), 29)
        self.assertEqual(sorted({m & 31 for m in moves}), [29])
        self.assertEqual(moves[0], 29 | (0 + 1) << 5)
        g.play(moves[0])
        self.assertEqual(g.to_move, 1)
        self.assertEqual(g.store(0), 7)  # 1 + 2 + 2 captured, then North's house 0 (2)
        self.assertEqual(g.house(1, 0), 0)
        self.assertEqual(g.history, [61])
        self.assertEqual(mancala.Game.from_record(g.to_record()).to_text(), g.to_text())
        with self.assertRaises(mancala.MancalaError):
            g.play(29 | (31 + 1) << 5)  # North's turn now
        g.undo()
        with self.assertRaises(mancala.MancalaError):
            g.play(29)  # the turn is not over before its choice
        with self.assertRaises(mancala.MancalaError):
            g.play(29 | (15 + 1) << 5)  # North's house 15 was captured: empty
        self.assertEqual(g.perft(2), 812)
        # Move names (notation "text"): "29x0" is house 29, then North's house 0 seized.
        self.assertEqual(g.move_to_notation("text", 29 | 1 << 5), "29x0")
        self.assertEqual(g.move_from_notation("text", "29x5"), 29 | 6 << 5)
        with self.assertRaises(mancala.IllegalMove):
            g.move_from_notation("text", "29")
        with self.assertRaises(mancala.ParseError):
            g.move_from_notation("text", "29x")
        b = mancala.Game("bao-ki-arabu")
        self.assertEqual(b.move_to_notation("text", 20), "4cw")
        self.assertEqual(b.move_from_notation("text", "4ccw"), 4)
        self.assertEqual(mancala.Game.from_notation("text", b.to_notation("text")).to_text(),
                         b.to_text())

    def test_captures_during_sowing(self):
        # Pallankuli's rules: house 1 made four as it is sown goes to its owner at once; the last
        # seed into the empty house 2 takes the next house (3) for the mover.
        g = mancala.Game.from_text("pallankuli:rounds=off,starter=loser 2,3,0,1,0,0,0/0 1,1,1,1,1,1,1/0 0")
        self.assertEqual(mancala.Variant(g.spec).rules["pasu"], "4")
        ev = g.trace(0)
        self.assertEqual([e.kind for e in ev][:5], [mancala.EventKind.PICKUP, mancala.EventKind.SOW,
                                                   mancala.EventKind.CAPTURE, mancala.EventKind.SOW,
                                                   mancala.EventKind.CAPTURE])
        self.assertEqual((ev[2].pit, ev[2].count, ev[2].to), (1, 4, 7))
        g.play(0)
        self.assertEqual(g.to_text().split(" ", 1)[1], "0,0,1,0,0,0,0/5 1,1,1,1,1,1,1/0 1")
        self.assertEqual(mancala.Game("pallankuli").perft(4), 1263)
        self.assertEqual(mancala.Game("pallankuli:pasucheck=leg").perft(4), 1276)

    def test_bao(self):
        # Bao: 22 seeds in each hand; the first turns enter one (no capture yet: takasa).
        g = mancala.Game("bao")
        self.assertEqual(g.rows, 4)
        self.assertEqual(g.store(0), 22)
        self.assertEqual(g.legal_moves(), [9, 10, 25, 26])
        g.play(9)
        self.assertEqual(g.store(0), 21)
        self.assertEqual(g.houses(0)[8:13], [0, 0, 3, 7, 1])
        self.assertEqual(mancala.Game("bao").perft(6), 988)
        # A capturing turn that reaches the functional nyumba: stop (x0) or go on (x1).
        g = mancala.Game.from_text("bao 0,0,0,0,0,0,0,3,0,0,1,5,0,0,0,0/0 2,0,0,0,0,0,0,0,1,0,0,0,0,4,0,0/0 0")
        self.assertEqual(g.legal_moves(), [7 + 32, 7 + 64])
        self.assertEqual(g.move_to_notation("text", 7 + 64), "7ccwx1")
        kinds = [e.kind for e in g.trace(7 + 64)]
        self.assertEqual(kinds.count(mancala.EventKind.CAPTURE), 1)
        g.play(7 + 64)
        self.assertTrue(g.to_text().endswith(" 1 lost=1"))
        self.assertEqual(mancala.Game("bao-la-kujifunza").perft(3), 500)

    def test_omweso(self):
        # Omweso: 32 seeds placed one a turn; clockwise from the left only to capture.
        g = mancala.Game("omweso")
        self.assertEqual(len(g.legal_moves()), 16)
        self.assertEqual(mancala.Variant("omweso").rules["direction"], "capture")
        g = mancala.Game.from_text("omweso 2,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0/0 0,0,0,2,0,0,2,0,0,1,0,0,0,0,0,0/0 0")
        self.assertEqual(g.legal_moves(), [0, 16])
        self.assertEqual(g.move_to_notation("text", 16), "0cw")
        g.play(16)
        self.assertEqual(g.houses(0), [0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1])

    def test_capture_by_hand(self):
        # Hus on two rows of 4 a side: the last seed makes inner house 5 occupied; the landing
        # house and both facing houses go to the hand, and the turn goes on from house 6.
        g = mancala.Game.from_text("hus:houses=8 0,0,0,2,0,1,2,0/0 1,2,1,1,1,1,3,1/0 0")
        kinds = [e.kind for e in g.trace(3)]
        self.assertEqual(kinds.count(mancala.EventKind.CAPTURE), 3)
        self.assertEqual(kinds.count(mancala.EventKind.PICKUP), 2)
        g.play(3)
        self.assertEqual(g.to_text().split(" ", 1)[1], "1,0,0,0,1,0,0,1/7 1,0,1,1,1,1,0,1/0 1")

    def test_pie(self):
        g = mancala.Game("kalah-pie")
        g.play(0)
        self.assertEqual(g.legal_moves(), [0, 1, 2, 3, 4, 5, 6])
        self.assertEqual([e.kind for e in g.trace(6)], [mancala.EventKind.SWAP])
        before = g.board
        g.play(6)
        self.assertEqual(g.board, before[7:] + before[:7])
        self.assertEqual(g.to_move, 0)
        self.assertNotIn(6, g.legal_moves())


class GameTest(unittest.TestCase):
    def test_start(self):
        g = mancala.Game("kalah")
        self.assertEqual(g.num_houses, 6)
        self.assertEqual(g.board, [4] * 6 + [0] + [4] * 6 + [0])
        self.assertEqual(g.houses(0), [4] * 6)
        self.assertEqual(g.houses(1), [4] * 6)
        self.assertEqual(g.house(1, 5), 4)
        self.assertEqual(g.store(0), 0)
        self.assertEqual(g.to_move, 0)
        self.assertFalse(g.is_over)
        self.assertIsNone(g.winner)
        self.assertFalse(g.is_draw)
        self.assertEqual(g.legal_moves(), [0, 1, 2, 3, 4, 5])
        self.assertEqual(g.history, [])
        self.assertEqual(g.to_text(), KALAH_START)
        self.assertEqual(g.spec, KALAH)
        self.assertIsInstance(g.hash, int)
        self.assertTrue(0 <= g.hash < 2**64)
        self.assertEqual(g, mancala.Game(mancala.Variant("kalah")))

    def test_extra_move_and_capture(self):
        g = mancala.Game("kalah")
        g.play(2)  # 4 seeds from house 2: the last one lands in the store
        self.assertEqual(g.board, [4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0])
        self.assertEqual(g.to_move, 0)
        # A capture from a hand-set position: house 1 sows one seed into empty house 2; the
        # opposite house (North's 3) holds 7: 8 go to South's store.
        g.set_board([0, 1, 0, 0, 0, 1, 0, 1, 1, 1, 7, 1, 1, 0], 0)
        g.play(1)
        self.assertEqual(g.board, [0, 0, 0, 0, 0, 1, 8, 1, 1, 1, 0, 1, 1, 0])
        self.assertEqual(g.to_move, 1)

    def test_full_game(self):
        rng = random.Random(4)
        g = mancala.Game("kalah")
        start_hash = g.hash
        moves = play_out(g, rng)
        self.assertTrue(g.is_over)
        self.assertIsNone(g.to_move)
        self.assertEqual(g.legal_moves(), [])
        self.assertEqual(g.houses(0) + g.houses(1), [0] * 12)
        self.assertEqual(g.store(0) + g.store(1), 48)
        self.assertEqual(g.history, moves)
        s0, s1 = g.store(0), g.store(1)
        self.assertEqual(g.winner, None if s0 == s1 else (0 if s0 > s1 else 1))
        self.assertEqual(g.is_draw, s0 == s1)
        with self.assertRaises(mancala.GameOver):
            g.play(0)
        self.assertIn("game over", str(g))
        # Replaying the history gives the same position; undoing it all gives the start.
        r = mancala.Game("kalah")
        for m in moves:
            r.play(m)
        self.assertEqual(r, g)
        self.assertEqual(r.hash, g.hash)
        for _ in moves:
            g.undo()
        self.assertEqual(g.hash, start_hash)
        self.assertEqual(g.to_text(), KALAH_START)
        with self.assertRaises(mancala.NoHistory):
            g.undo()

    def test_full_games_all_presets(self):
        rng = random.Random(7)
        for spec, total in (("oware", 48), ("congkak", 72), ("oware:cycle=split", 48)):
            for _ in range(20):
                g = mancala.Game(spec)
                play_out(g, rng)
                self.assertTrue(g.is_over)
                self.assertIn(g.store(0) + g.store(1), (total, total - 1))

    def test_perft_vectors(self):
        for spec, depth, want in (
            ("kalah", 5, 4690),
            ("oware", 5, 5219),
            ("kalah:capture=empty", 6, 23169),
            ("kalah", 0, 1),
        ):
            with self.subTest(spec=spec, depth=depth):
                self.assertEqual(mancala.Game(spec).perft(depth), want)

    def test_set_board_ends_game(self):
        g = mancala.Game("kalah")
        g.play(0)
        g.set_board([0] * 6 + [20] + [1, 2, 0, 0, 0, 0] + [25], 1)
        self.assertTrue(g.is_over)  # South's row is empty
        self.assertEqual(g.board, [0] * 6 + [20] + [0] * 6 + [28])
        self.assertEqual(g.winner, 1)
        self.assertEqual(g.history, [])

    def test_str_draws_the_board(self):
        g = mancala.Game("kalah")
        g.play(3)
        text = str(g)
        lines = text.splitlines()
        self.assertIn("North (1)", lines[0])
        self.assertIn("( 4)( 4)( 4)( 4)( 4)( 5)", lines[1])  # North's house 5 first
        self.assertIn("( 4)( 4)( 4)( 0)( 5)( 5)", lines[3])
        self.assertTrue(lines[2].startswith("[ 0]") and lines[2].endswith("[ 1]"))
        self.assertEqual(lines[-1], "North (1) to move")
        self.assertIn(g.to_text(), repr(g))


class MarksTest(unittest.TestCase):
    """The rule model v2: tuzdiks, closed houses and rounds through the binding."""

    def test_togyz_tuzdik(self):
        g = mancala.Game.from_text("togyz 0,0,0,1,0,0,0,0,2/70 2,5,5,5,5,5,5,5,5/47 0")
        kinds = [e.kind for e in g.trace(8)]
        self.assertIn(mancala.EventKind.TUZDIK, kinds)
        g.play(8)
        self.assertEqual(g.mark(1, 0), mancala.Mark.TUZDIK)
        self.assertEqual(g.mark(0, 0), mancala.Mark.OPEN)
        self.assertEqual(g.round, 1)
        g.undo()
        self.assertEqual(g.mark(1, 0), mancala.Mark.OPEN)

    def test_rounds(self):
        g = mancala.Game.from_text(
            "congkak:houses=7,seeds=7,rounds=burn 0,0,0,0,0,0,1/29 5,5,5,5,5,5,5/33 0"
        )
        g.play(6)
        self.assertEqual(g.round, 2)
        self.assertEqual([g.mark(0, i) for i in range(7)], [0, 0, 0, 0, 1, 1, 1])
        self.assertTrue(g.to_text().endswith(" 7,7,7,7,x,x,x/2 7,7,7,7,7,7,7/19 0 round=2"))

    def test_set_marks(self):
        g = mancala.Game(mancala.Variant("togyz"))
        with self.assertRaises(mancala.BoardError):
            g.set_marks([0] * 9 + [2] + [0] * 8)  # a house with seeds
        g.set_board([0] * 9 + [81] + [9] * 9 + [0])
        g.set_marks([0] * 9 + [0, 0, 0, 0, 0, 0, 0, 0, 0], round=1)
        self.assertEqual(g.mark(1, 0), mancala.Mark.OPEN)
        with self.assertRaises(mancala.InvalidArgument):
            g.set_marks([0] * 18, round=0)


class NotationTest(unittest.TestCase):
    def test_round_trip(self):
        rng = random.Random(11)
        for spec in ("kalah", "oware", "congkak:houses=7,seeds=7", "kalah:capture=empty"):
            g = mancala.Game(spec)
            for _ in range(15):
                if g.is_over:
                    break
                g.play(rng.choice(g.legal_moves()))
                text = g.to_text()
                h = mancala.Game.from_text(text)
                self.assertEqual(h.to_text(), text)
                self.assertEqual(h.hash, g.hash)
                self.assertEqual(h.board, g.board)
                self.assertEqual(h, g)
                other = mancala.Game(spec)
                other.set_text(text)
                self.assertEqual(other, g)

    def test_short_spec_accepted(self):
        g = mancala.Game.from_text("kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0")
        self.assertEqual(g.to_text(), KALAH_START)
        self.assertEqual(g, mancala.Game("kalah"))

    def test_set_text_needs_same_rules(self):
        g = mancala.Game("kalah")
        with self.assertRaises(mancala.SpecError):
            g.set_text("oware 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0")
        self.assertEqual(g.to_text(), KALAH_START)


class ErrorTest(unittest.TestCase):
    def assertFails(self, cls, code, fn, *args):
        with self.assertRaises(cls) as cm:
            fn(*args)
        e = cm.exception
        self.assertIsInstance(e, mancala.MancalaError)
        self.assertEqual(e.code, code)
        self.assertEqual(e.name, "MANCALA_" + mancala.Status(code).name)
        self.assertEqual(e.message, mancala.strerror(code))
        self.assertIn(e.message, str(e))
        return e

    def test_every_family(self):
        S = mancala.Status
        g = mancala.Game("kalah")
        h = g.hash
        self.assertFails(mancala.InvalidArgument, S.EINVAL, g.play, 6)
        self.assertFails(mancala.InvalidArgument, S.EINVAL, g.play, -1)
        self.assertFails(mancala.InvalidArgument, S.EINVAL, g.houses, 2)
        self.assertFails(mancala.InvalidArgument, S.EINVAL, g.house, 0, 6)
        self.assertFails(mancala.InvalidArgument, S.EINVAL, g.store, -1)
        self.assertFails(mancala.InvalidArgument, S.EINVAL, g.perft, -1)
        self.assertFails(mancala.InvalidArgument, S.EINVAL, g.set_board, [4] * 14, 2)
        self.assertFails(mancala.SpecError, S.ESPEC, mancala.Variant, "nosuch")
        self.assertFails(mancala.SpecError, S.ESPEC, mancala.Variant, "kalah:")
        self.assertFails(mancala.SpecError, S.ESPEC, mancala.Variant, "kalah:seeds=4,seeds=5")
        self.assertFails(mancala.SpecError, S.ESPEC, mancala.Variant, "oware:extra=store")
        self.assertFails(mancala.SpecError, S.ESPEC, mancala.Game, "kalah:stones=4")
        self.assertFails(mancala.LimitError, S.ELIMIT, mancala.Variant, "kalah:houses=17")
        self.assertFails(
            mancala.LimitError, S.ELIMIT, mancala.Variant, "kalah:seeds=99999999999999999999"
        )
        self.assertFails(mancala.LimitError, S.ELIMIT, g.set_board, [30] * 14, 0)
        self.assertFails(mancala.BoardError, S.EBOARD, g.set_board, [4] * 13, 0)
        self.assertFails(mancala.BoardError, S.EBOARD, g.set_board, [], 0)
        self.assertFails(mancala.BoardError, S.EBOARD, g.set_board, [-1] + [4] * 13, 0)
        self.assertFails(
            mancala.ParseError, S.EPARSE, mancala.Game.from_text, "kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/0"
        )
        self.assertFails(mancala.ParseError, S.EPARSE, mancala.Game.from_text, "kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/x 0")
        self.assertFails(mancala.ParseError, S.EPARSE, g.set_text, KALAH_START + " junk")
        self.assertFails(
            mancala.BoardError, S.EBOARD, mancala.Game.from_text, "kalah 4,4/0 4,4/0 0"
        )
        self.assertFails(mancala.SpecError, S.ESPEC, mancala.Game.from_text, "nosuch 4/0 4/0 0")
        self.assertFails(mancala.NoHistory, S.ENOHISTORY, g.undo)
        self.assertEqual(g.hash, h)  # no failed call changed anything
        self.assertEqual(g.to_text(), KALAH_START)
        g.set_board([0, 1, 0, 0, 0, 0, 0] + [1] * 6 + [0], 0)
        self.assertFails(mancala.IllegalMove, S.EILLEGAL, g.play, 0)
        g.set_board([0] * 6 + [24] + [0] * 6 + [24], 0)
        self.assertTrue(g.is_over)
        self.assertTrue(g.is_draw)
        self.assertIsNone(g.winner)
        e = self.assertFails(mancala.GameOver, S.EOVER, g.play, 9)  # EOVER before the range
        self.assertIn("play(9)", str(e))
        self.assertEqual(g.perft(3), 0)
        self.assertEqual(g.perft(0), 1)

    def test_hook_family(self):
        def negative(pits, houses, player, pit, before):
            pits[0] -= 1
            pits[1] += 1
            pits[2] = -1
            pits[3] += 1
            return mancala.LandAction.END

        def relay_on_store(pits, houses, player, pit, before):
            return mancala.LandAction.RELAY

        for hook in (negative, relay_on_store):
            g = mancala.Game(mancala.Variant.custom("kalah", land=hook))
            e = self.assertFails(mancala.HookError, mancala.Status.EHOOK, g.play, 2)
            self.assertEqual(g.to_text(), KALAH_START)

    def test_class_mapping(self):
        from mancala.errors import error_for

        S = mancala.Status
        self.assertIsInstance(error_for(S.ENOMEM), mancala.OutOfMemory)
        self.assertIsInstance(error_for(S.ENOMEM), MemoryError)
        self.assertIsInstance(error_for(S.ERANGE), mancala.BufferTooSmall)
        for code in (S.EINVAL, S.ESPEC, S.ELIMIT, S.EBOARD, S.EPARSE):
            self.assertIsInstance(error_for(code), ValueError)
        unknown = error_for(-99)
        self.assertIs(type(unknown), mancala.MancalaError)
        self.assertEqual(unknown.message, "unknown status")
        self.assertEqual(mancala.strerror(0), "success")
        self.assertEqual(mancala.strerror(-5), "move not legal now")
        self.assertEqual(mancala.strerror(2**70), "unknown status")
        self.assertIsInstance(mancala.InvalidArgument(), ValueError)
        self.assertEqual(mancala.GameOver().code, S.EOVER)
        import pickle

        e = pickle.loads(pickle.dumps(mancala.IllegalMove(None, "play(3)")))
        self.assertEqual((type(e), e.code, e.detail), (mancala.IllegalMove, S.EILLEGAL, "play(3)"))


class BadArgumentTest(unittest.TestCase):
    def test_wrong_types_never_crash(self):
        g = mancala.Game("kalah")
        for bad in (None, 1.0, "1", b"1", [1], 2.5, float("nan"), object()):
            with self.subTest(value=bad):
                self.assertRaises(TypeError, g.play, bad)
                self.assertRaises(TypeError, g.houses, bad)
                self.assertRaises(TypeError, g.store, bad)
                self.assertRaises(TypeError, g.house, 0, bad)
                self.assertRaises(TypeError, g.perft, bad)
                self.assertRaises(TypeError, g.set_board, [4] * 14, bad)
                if not isinstance(bad, (str, bytes)):
                    self.assertRaises(TypeError, mancala.Variant, bad)
                    self.assertRaises(TypeError, mancala.Game, bad)
                    self.assertRaises(TypeError, mancala.Game.from_text, bad)
                    self.assertRaises(TypeError, g.set_text, bad)
        self.assertRaises(TypeError, mancala.Variant, b"kalah")
        self.assertRaises(TypeError, mancala.Game, b"kalah")
        self.assertRaises(TypeError, g.set_board, None)
        self.assertRaises(TypeError, g.set_board, 14)
        self.assertRaises(TypeError, g.set_board, "44444404444440")
        self.assertRaises(TypeError, g.set_board, [4.0] * 14)
        self.assertRaises(TypeError, g.set_board, [None] * 14)
        self.assertRaises(TypeError, mancala.Variant.custom, "kalah", land=42)
        self.assertRaises(TypeError, mancala.Variant("kalah").set_hooks, sow="no")
        self.assertEqual(g.to_text(), KALAH_START)

    def test_huge_and_negative_integers(self):
        g = mancala.Game("kalah")
        for bad in (2**31, 2**40, 10**30, -(2**31) - 1, -(10**30)):
            with self.subTest(value=bad):
                self.assertRaises(mancala.InvalidArgument, g.play, bad)
                self.assertRaises(mancala.InvalidArgument, g.houses, bad)
                self.assertRaises(mancala.InvalidArgument, g.store, bad)
                self.assertRaises(mancala.InvalidArgument, g.house, bad, 0)
                self.assertRaises(mancala.InvalidArgument, g.set_board, [4] * 14, bad)
                self.assertRaises(mancala.InvalidArgument, g.perft, bad)
        self.assertRaises(mancala.LimitError, g.set_board, [2**40] + [0] * 13, 0)
        self.assertRaises(mancala.BoardError, g.set_board, [-(2**40)] + [0] * 13, 0)
        self.assertRaises(mancala.BoardError, g.set_board, [4] * 10**4, 0)
        self.assertEqual(g.to_text(), KALAH_START)

    def test_index_types_accepted(self):
        class Index:
            def __index__(self):
                return 2

        g = mancala.Game("kalah")
        g.play(Index())
        g.play(True)  # bool is an int: house 1
        self.assertEqual(g.history, [2, 1])
        g.set_board(tuple([4] * 14), False)
        g.set_board(iter([4] * 14), 0)
        self.assertEqual(g.board, [4] * 14)

    def test_nul_and_non_ascii_strings(self):
        self.assertRaises(mancala.SpecError, mancala.Variant, "kalah\0:seeds=5")
        self.assertRaises(mancala.ParseError, mancala.Game.from_text, KALAH_START + "\0")
        self.assertRaises(mancala.SpecError, mancala.Variant, "kalah:seeds=\u0664")
        self.assertRaises(mancala.SpecError, mancala.Variant, "kalah\udc80")
        self.assertRaises(mancala.SpecError, mancala.Variant, "")


class HookTest(unittest.TestCase):
    def test_toguz_even_capture(self):
        v = mancala.Variant.custom(TOGUZ, land=even_capture)
        self.assertEqual(v.hooks, (None, even_capture, None))
        self.assertIn("land hook", repr(v))
        g = mancala.Game(v)
        self.assertEqual(g.num_houses, 9)
        # South's house 8 holds 3: they land in North's houses 0, 1, 2; house 2 goes 3 -> 4,
        # even: South takes 4.
        g.set_board([1, 1, 0, 0, 0, 0, 0, 0, 3, 0, 1, 2, 3, 0, 0, 0, 0, 0, 2, 0], 0)
        g.play(8)
        self.assertEqual(g.board, [1, 1, 0, 0, 0, 0, 0, 0, 0, 4, 2, 3, 0, 0, 0, 0, 0, 0, 2, 0])
        self.assertEqual(g.to_move, 1)
        # North's house 8 (2 seeds) sows South's houses 0 (1 -> 2) and 1 (1 -> 2): the last
        # makes 2, even: North takes 2; South's house 0, not the landing house, stays.
        g.play(8)
        self.assertEqual(g.board, [2, 0, 0, 0, 0, 0, 0, 0, 0, 4, 2, 3, 0, 0, 0, 0, 0, 0, 0, 2])
        self.assertEqual(g.to_move, 0)
        # The same start without the hook captures nothing.
        plain = mancala.Game(TOGUZ)
        plain.set_board([1, 1, 0, 0, 0, 0, 0, 0, 3, 0, 1, 2, 3, 0, 0, 0, 0, 0, 2, 0], 0)
        plain.play(8)
        self.assertEqual(plain.board[9], 0)
        # A whole game with the hook keeps 162 seeds and ends.
        g = mancala.Game(v)
        play_out(g, random.Random(1))
        self.assertEqual(g.store(0) + g.store(1), 162)

    def test_hook_arguments(self):
        calls = []

        def land(pits, houses, player, pit, before):
            calls.append((list(pits), houses, player, pit, before))
            return None  # the built-in rules

        g = mancala.Game(mancala.Variant.custom("kalah", land=land))
        g.play(2)
        # pits as the last seed left them; the store held 0 before it.
        self.assertEqual(calls, [([4, 4, 0, 5, 5, 5, 1] + [4] * 6 + [0], 6, 0, 6, 0)])
        self.assertEqual(g.to_move, 0)  # DEFAULT: the built-in extra move

    def test_sow_and_end_hooks(self):
        seen = []

        def not_house_zero(pits, houses, player, house):
            seen.append(type(pits))
            return house != 0

        g = mancala.Game(mancala.Variant.custom("kalah", sow=not_house_zero))
        self.assertEqual(g.legal_moves(), [1, 2, 3, 4, 5])
        self.assertIs(seen[0], tuple)
        h = g.hash
        self.assertRaises(mancala.IllegalMove, g.play, 0)
        self.assertEqual(g.hash, h)
        # South: houses 1..5; house 2 ends in the store and South (without house 0 or the emptied
        # house 2) has 4 more, else North has 5: 4 * 5 + 4.
        self.assertEqual(g.perft(2), 24)

        def stop_at_empty_house(pits, houses, to_move):
            return mancala.EndAction.OVER if 0 in pits[:houses] else None

        g = mancala.Game(mancala.Variant.custom("kalah", end=stop_at_empty_house))
        g.play(0)
        self.assertTrue(g.is_over)
        self.assertEqual((g.store(0), g.store(1)), (24, 24))
        self.assertEqual(g.board[:6], [0] * 6)

    def test_hook_exception_is_reraised(self):
        class Boom(Exception):
            pass

        calls = [0]

        def land(pits, houses, player, pit, before):
            calls[0] += 1
            if calls[0] == 2:
                raise Boom("second landing")
            return None

        g = mancala.Game(mancala.Variant.custom("kalah", land=land))
        g.play(0)
        before = (g.to_text(), g.history, g.hash)
        with self.assertRaises(Boom) as cm:
            g.play(0)
        self.assertIn("second landing", str(cm.exception))
        self.assertEqual((g.to_text(), g.history, g.hash), before)  # nothing changed
        g.play(1)  # later calls work (the hook does not raise again)
        self.assertEqual(g.history, [0, 1])

    def test_exceptions_everywhere_hooks_run(self):
        def sow(pits, houses, player, house):
            raise KeyError("sow")

        def end(pits, houses, to_move):
            raise ZeroDivisionError("end")

        with self.assertRaises(ZeroDivisionError):
            mancala.Game(mancala.Variant.custom("kalah", end=end))  # the end rules run at the start
        with self.assertRaises(KeyError):
            mancala.Game(mancala.Variant.custom("kalah", sow=sow))
        g = mancala.Game("kalah")
        with self.assertRaises(ZeroDivisionError):
            mancala.Game.from_text(g.to_text(), mancala.Variant.custom("kalah", end=end))

        class Interrupt(BaseException):
            pass

        def land(pits, houses, player, pit, before):
            raise Interrupt()

        g = mancala.Game(mancala.Variant.custom("kalah", land=land))
        with self.assertRaises(Interrupt):
            g.perft(2)
        with self.assertRaises(Interrupt):
            g.play(0)

    def test_bad_hook_results(self):
        for land, exc in (
            (lambda *a: 7, ValueError),
            (lambda *a: "end", TypeError),
            (lambda *a: 1.0, TypeError),
        ):
            g = mancala.Game(mancala.Variant.custom("kalah", land=land))
            self.assertRaises(exc, g.play, 0)
            self.assertEqual(g.to_text(), KALAH_START)

        def shrink(pits, houses, player, pit, before):
            pits.pop()

        def huge(pits, houses, player, pit, before):
            pits[0] = 2**40

        def floats(pits, houses, player, pit, before):
            pits[0] = 4.0

        for land, exc in ((shrink, ValueError), (huge, ValueError), (floats, TypeError)):
            g = mancala.Game(mancala.Variant.custom("kalah", land=land))
            self.assertRaises(exc, g.play, 0)
            self.assertEqual(g.to_text(), KALAH_START)
        # A sow hook must say yes or no; the legal moves are worked out as the game starts.
        v = mancala.Variant.custom("kalah", sow=lambda *a: None)
        self.assertRaisesRegex(TypeError, "returned None", mancala.Game, v)

    def test_endless_relay_is_stopped(self):
        # Without stores on the path, relaying from every landing house never ends: the library
        # stops the move after MANCALA_MAX_SOWINGS legs.
        legs = [0]

        def relay(pits, houses, player, pit, before):
            legs[0] += 1
            return mancala.LandAction.RELAY

        g = mancala.Game(mancala.Variant.custom("oware", land=relay))
        h = g.hash
        self.assertRaises(mancala.HookError, g.play, 0)
        self.assertEqual(legs[0], mancala.MAX_SOWINGS)
        self.assertEqual(g.hash, h)

    def test_hooks_outlive_their_variant(self):
        calls = []

        def land(pits, houses, player, pit, before):
            calls.append(pit)
            return None

        v = mancala.Variant.custom("kalah", land=land)
        g = mancala.Game(v)
        ref = weakref.ref(v)
        del v, land
        gc.collect()
        self.assertIsNone(ref())
        g.play(2)
        self.assertEqual(calls, [6])
        c = g.copy()
        del g
        gc.collect()
        c.play(0)
        self.assertEqual(calls, [6, 4])

    def test_set_hooks_does_not_change_existing_games(self):
        first, second = [], []
        v = mancala.Variant.custom("kalah", land=lambda p, h, pl, pit, b: first.append(pit))
        g1 = mancala.Game(v)
        v.set_hooks(land=lambda p, h, pl, pit, b: second.append(pit))
        g2 = mancala.Game(v)
        v.set_hooks()
        g3 = mancala.Game(v)
        self.assertEqual(v.hooks, (None, None, None))
        for g in (g1, g2, g3):
            g.play(0)
        self.assertEqual((first, second), ([4], [4]))

    def test_changing_own_game_from_hook_is_refused(self):
        holder = {}

        def land(pits, houses, player, pit, before):
            g = holder["game"]
            g.board  # reading is allowed
            g.play(1)

        g = mancala.Game(mancala.Variant.custom("kalah", land=land))
        holder["game"] = g
        with self.assertRaisesRegex(RuntimeError, "own rule hooks"):
            g.play(0)
        self.assertEqual(g.to_text(), KALAH_START)
        with self.assertRaises(RuntimeError):
            g.perft(2)

    def test_perft_with_hooks_matches_builtin(self):
        def kalah_land(pits, houses, player, pit, before):
            first = player * (houses + 1)
            store = first + houses
            if pit == store:
                return mancala.LandAction.EXTRA
            if before == 0 and first <= pit < store:
                opp = (1 - player) * (houses + 1) + houses - 1 - (pit - first)
                if pits[opp] > 0:
                    pits[store] += pits[opp] + pits[pit]
                    pits[opp] = pits[pit] = 0
            return mancala.LandAction.END

        v = mancala.Variant.custom("kalah:extra=off,capture=none", land=kalah_land)
        self.assertEqual(mancala.Game(v).perft(4), 942)


class CopyTest(unittest.TestCase):
    def test_copy_is_independent(self):
        g = mancala.Game("kalah")
        g.play(2)
        c = g.copy()
        self.assertEqual(c, g)
        self.assertEqual(c.history, g.history)
        c.play(0)
        self.assertNotEqual(c, g)
        self.assertEqual(g.history, [2])
        self.assertEqual(c.history, [2, 0])
        g.undo()
        self.assertEqual(c.history, [2, 0])
        c.undo()
        c.undo()
        self.assertEqual(c, g)
        for other in (copy.copy(g), copy.deepcopy(g)):
            self.assertEqual(other, g)
            self.assertIsNot(other, g)

    def test_equality(self):
        self.assertNotEqual(mancala.Game("kalah"), mancala.Game("kalah:seeds=5"))
        self.assertNotEqual(mancala.Game("kalah"), "kalah")
        with self.assertRaises(TypeError):
            hash(mancala.Game("kalah"))
        a, b = mancala.Game("kalah"), mancala.Game("kalah")
        a.play(0)
        a.play(1)
        b.play(0)
        b.play(1)
        self.assertEqual(a, b)


class FinalizerTest(unittest.TestCase):
    def test_objects_are_freed(self):
        finalizers = []
        for i in range(3000):
            v = mancala.Variant.custom("kalah:seeds=%d" % (i % 5 + 1), land=lambda *a: None)
            g = mancala.Game(v)
            g.play(0)
            c = g.copy()
            finalizers += [v._finalizer, g._finalizer, c._finalizer]
        del v, g, c
        gc.collect()
        self.assertFalse(any(f.alive for f in finalizers))
        self.assertEqual(len(core._hook_registry), 0)

    def test_many_games_memory_stays_flat(self):
        # Kept alive, 50000 games take close to 300 MB; freed, the peak barely moves.
        try:
            import resource
        except ImportError:
            self.skipTest("no resource module")
        for _ in range(2000):
            mancala.Game("oware").play(0)
        base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        for _ in range(50000):
            mancala.Game("oware")
        grown_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - base
        self.assertLess(grown_kib, 50 * 1024)


class ThreadTest(unittest.TestCase):
    def test_threads_with_own_games(self):
        def work(seed):
            rng = random.Random(seed)
            out = []
            for spec in ("kalah", "oware", "congkak"):
                g = mancala.Game(spec)
                moves = play_out(g, rng)
                out.append((moves, g.to_text(), g.perft(0)))
            out.append(mancala.Game("kalah").perft(5))
            out.append(mancala.Game(mancala.Variant.custom(TOGUZ, land=even_capture)).perft(2))
            return out

        expected = {seed: work(seed) for seed in range(8)}
        results = {}
        errors = []

        def run(seed):
            try:
                for _ in range(3):
                    results[seed] = work(seed)
                    if results[seed] != expected[seed]:
                        errors.append(seed)
            except BaseException as exc:  # pragma: no cover - reported below
                errors.append(exc)

        threads = [threading.Thread(target=run, args=(s,)) for s in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        self.assertEqual(results, expected)

    def test_shared_game_is_serialized(self):
        g = mancala.Game("oware")
        errors = []

        def run(seed):
            rng = random.Random(seed)
            try:
                for _ in range(500):
                    moves = g.legal_moves()
                    if not moves:
                        return
                    try:
                        g.play(rng.choice(moves))
                    except (mancala.IllegalMove, mancala.GameOver):
                        pass  # another thread moved first
                    g.board, g.hash, g.to_text()
            except BaseException as exc:  # pragma: no cover
                errors.append(exc)

        threads = [threading.Thread(target=run, args=(s,)) for s in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        self.assertEqual(sum(g.board), 48)
        r = mancala.Game("oware")
        for m in g.history:
            r.play(m)
        self.assertEqual(r, g)


class ExampleRunner(unittest.TestCase):
    """Runs an example script of examples/python with this binding and returns its output lines;
    the example test cases of every test module derive from it."""

    def run_example(self, name, *args):
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples",
                            "python", name)
        if not os.path.isfile(path):
            self.skipTest("examples not found")
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        r = subprocess.run([sys.executable, path] + list(args), env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        return r.stdout.splitlines()


class ExamplesTest(ExampleRunner):
    """examples/python/*.py run and end with the result they print (so they cannot rot)."""

    def test_play(self):
        self.assertEqual(self.run_example("play.py")[-1], "27 moves; final score South 35, North 13")

    def test_perft(self):
        self.assertRegex(self.run_example("perft.py", "oware", "5")[-1], r"^depth  5: +5219 positions")

    def test_bot(self):
        out = self.run_example("bot.py")
        self.assertEqual(out[-1], "25 moves; final score South 39, North 9")
        self.assertIn("South: hint house 2, value +28 (proven); plays it", out)

    def test_custom_variant(self):
        self.assertEqual(
            self.run_example("custom_variant.py")[-1],
            "78 moves, 27 captures; final stores: South 80, North 82",
        )


if __name__ == "__main__":
    unittest.main()
