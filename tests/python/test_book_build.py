# SPDX-License-Identifier: MIT
"""test_book_build.py: tools/book_build.py (issue 52): what it writes, the library loads, for
four-row games and pie=on; specs that no book serves are refused before the output is touched;
its save replaces the old book whole or not at all, whichever write fails (run as
test_mancala.py is, by tests/python.sh)."""

import contextlib
import errno
import io
import os
import struct
import tempfile
import unittest

import mancala
import tools_module

book_build = tools_module.load("book_build")


def quiet(_line):
    pass


def build(spec, plies=2, depth=1):
    """The tool's entries for spec: a small book, made in a second or so."""
    s = mancala.Search()
    s.set_limits(depth=depth)
    return book_build.search_book(spec, plies, s, quiet)


class ChecksumTest(unittest.TestCase):
    def test_crc32c_check_value(self):
        self.assertEqual(book_build.crc32c(b"123456789"), 0xE3069283)
        self.assertEqual(book_build.crc32c(b"56789", book_build.crc32c(b"1234")), 0xE3069283)
        self.assertEqual(book_build.crc32c(bytes(32)), 0x8A9136AA)  # RFC 3720, B.4


class WhatToolsWriteLoadsTest(unittest.TestCase):
    """Finding 4: books of four-row games (moves H to 2H-1 clockwise) and pie=on (the swap, move
    H) were written and then refused by mancala_book_load (EFORMAT)."""

    def check_book(self, spec, plies=2, want_move=None):
        entries = build(spec, plies, depth=2)
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "x.book")
            book_build.write_atomic(path, book_build.book_pieces(mancala.Game(spec).spec,
                                                                  entries))
            book = mancala.Book.load(path)
        self.assertEqual(len(book), len(entries))
        moves = set()
        s = mancala.Search()
        s.book = book
        for move, score, line in entries.values():
            g = book_build.replay(spec, line)
            self.assertEqual(book.probe(g), (move, score), "%s after %s" % (spec, line))
            self.assertIn(move, g.legal_moves())
            moves.add(move)
            r = s.run(g)
            self.assertEqual((r.move, r.depth), (move, 0))
        if want_move is not None:
            self.assertIn(want_move, moves)
        return moves

    def test_bao_ki_arabu_clockwise_moves(self):
        # direction=either on 16 houses: moves 16 to 31 sow clockwise
        moves = self.check_book("bao-ki-arabu", plies=3)
        self.assertTrue(any(m >= 16 for m in moves), moves)

    def test_kalah_pie_swap(self):
        # After South's first move 5, North's best at depth 2 is the swap, move 6; the
        # positions of the first turns have state beyond their pits (opening=) in their key.
        self.check_book("kalah:pie=on", want_move=6)

    def test_muvalavala_opening_and_clockwise(self):
        # Four rows, sown clockwise, opening=inner: the first turns' state in the key.
        self.check_book("muvalavala")

    def test_hus_pie_swap_after_16_houses(self):
        self.check_book("hus:pie=on", plies=2)

    def test_refused_specs_leave_the_output_alone(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "old.book")
            with open(path, "wb") as f:
                f.write(b"old")
            for spec in ("mefuvha", "bao", "hus:seize=any"):
                self.assertIsNotNone(book_build.refusal(spec), spec)
                err = io.StringIO()
                with self.assertRaises(SystemExit), contextlib.redirect_stderr(err):
                    book_build.main(["--spec", spec, "--depth", "1", path])
                self.assertIn("no book serves this variant", err.getvalue())
                with open(path, "rb") as f:
                    self.assertEqual(f.read(), b"old")
            self.assertEqual(os.listdir(d), ["old.book"])
        self.assertIsNone(book_build.refusal("bao-la-kujifunza"))


class AtomicWriteTest(unittest.TestCase):
    """Finding 2: the tool wrote over its output with open(out, "wb"), so a full disk left a
    cut book. Every k-th os.write failing with ENOSPC, then the fsync, then the rename: the old
    book is byte-identical, still loads, and no temporary remains."""

    SPEC = "kalah:houses=4,seeds=3"

    def setUp(self):
        self.entries = build(self.SPEC, plies=3)
        self.new = list(book_build.book_pieces(self.SPEC, self.entries))
        self.assertGreater(len(self.new), 4)

    def fail_at(self, name, k, err=errno.ENOSPC):
        """os.<name> fails with err at its k-th call (1: the first), for the next save."""
        real = getattr(os, name)
        calls = [0]

        def fake(*args):
            calls[0] += 1
            if calls[0] == k:
                raise OSError(err, os.strerror(err))
            return real(*args)

        setattr(os, name, fake)
        self.addCleanup(setattr, os, name, real)
        return lambda: setattr(os, name, real)

    def test_fault_at_every_write(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "k.book")
            book_build.write_atomic(path, book_build.book_pieces(
                self.SPEC, dict(list(self.entries.items())[:2])))
            with open(path, "rb") as f:
                old = f.read()
            old_book = mancala.Book.load(path)
            game = mancala.Game(self.SPEC)
            faults = [("write", k) for k in range(1, len(self.new) + 1)]
            faults += [("fsync", 1), ("replace", 1), ("write", 1, errno.EIO)]
            for fault in faults:
                undo = self.fail_at(*fault)
                with self.assertRaises(OSError):
                    book_build.write_atomic(path, iter(self.new))
                undo()
                with open(path, "rb") as f:
                    self.assertEqual(f.read(), old, fault)
                self.assertEqual(os.listdir(d), ["k.book"], fault)
                self.assertEqual(mancala.Book.load(path).probe(game), old_book.probe(game))
            # And with no fault, the new book.
            book_build.write_atomic(path, iter(self.new))
            self.assertEqual(len(mancala.Book.load(path)), len(self.entries))
            self.assertEqual(os.listdir(d), ["k.book"])

    def test_main_reports_a_full_disk(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "m.book")
            with open(path, "wb") as f:
                f.write(b"old")
            self.fail_at("write", 2)
            out, err = io.StringIO(), io.StringIO()
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                st = book_build.main(["--spec", self.SPEC, "--plies", "1", "--depth", "1", path])
            self.assertEqual(st, 1)
            self.assertIn("No space left on device (left as it was)", err.getvalue())
            with open(path, "rb") as f:
                self.assertEqual(f.read(), b"old")
            self.assertEqual(os.listdir(d), ["m.book"])

    def test_version_2_layout(self):
        data = b"".join(self.new)
        spec = self.SPEC.encode()
        self.assertEqual(data[:8], b"MCBOOK\r\n")
        self.assertEqual(struct.unpack("<II", data[8:16]), (2, len(spec)))
        self.assertEqual(len(data), 16 + len(spec) + 8 + 16 * len(self.entries) + 4)
        self.assertEqual(struct.unpack("<I", data[-4:])[0], book_build.crc32c(data[:-4]))


if __name__ == "__main__":
    unittest.main()
