# SPDX-License-Identifier: MIT
"""Errors say where (mancala_error_info(3)): each exception's text and .where carry the spec
word and its offset, the field of a position text, the line and move of a record, the moves
allowed now. Every offset is counted by hand from the text beside it (see tests/check_errors.c)."""

import ctypes
import os
import pickle
import re
import unittest

import mancala
from mancala import _native

# "kalah" 0-4, space 5, player 0's houses 6-16, '/' 17, store 18, space 19, player 1's houses
# 20-30, '/' 31, store 32, space 33, the player 34.
START = "kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/0 0"
# 17 bytes: the position line starts at 17, the moves line at 17 + 35 + 1 = 53.
HEAD = "mancala-record 1\n"


class SpecDetailTest(unittest.TestCase):
    def test_the_three_specs_of_the_issue(self):
        with self.assertRaises(mancala.SpecError) as cm:
            mancala.Variant("oware:seed=5")
        e = cm.exception
        self.assertIn('unknown key "seed" at offset 6', str(e))
        self.assertIn('did you mean "seeds"?', str(e))
        self.assertEqual((e.offset, e.field, e.line, e.move), (6, "key", None, None))
        with self.assertRaises(mancala.SpecError) as cm:
            mancala.Variant("Oware")
        self.assertIn('did you mean "oware"?', str(cm.exception))
        self.assertEqual((cm.exception.offset, cm.exception.field), (0, "name"))
        with self.assertRaises(mancala.SpecError) as cm:
            mancala.Variant("oware: seeds=5")
        self.assertIn('" seeds" at offset 6', str(cm.exception))
        self.assertIn('did you mean "seeds"?', str(cm.exception))

    def test_value_and_combination(self):
        # "kalah:seeds=" is 12 bytes; "kalah:houses=6," 15.
        with self.assertRaises(mancala.SpecError) as cm:
            mancala.Variant("kalah:seeds=x")
        self.assertEqual((cm.exception.offset, cm.exception.field), (12, "seeds"))
        with self.assertRaises(mancala.SpecError) as cm:
            mancala.Variant("kalah:houses=6,stores=none")
        self.assertEqual((cm.exception.offset, cm.exception.field), (15, "stores"))
        self.assertIn('"stores=none"', str(cm.exception))
        with self.assertRaises(mancala.LimitError) as cm:
            mancala.Variant("kalah:houses=17")
        self.assertEqual((cm.exception.offset, cm.exception.field), (6, "houses"))

    def test_final_newline(self):
        self.assertEqual(mancala.Variant("oware:seeds=5\n"), mancala.Variant("oware:seeds=5"))
        self.assertEqual(mancala.Variant("oware:seeds=5\r\n"), mancala.Variant("oware:seeds=5"))

    def test_pickled_error_keeps_where(self):
        with self.assertRaises(mancala.SpecError) as cm:
            mancala.Variant("oware:seed=5")
        again = pickle.loads(pickle.dumps(cm.exception))
        self.assertEqual(str(again), str(cm.exception))
        self.assertEqual(again.where, cm.exception.where)


class TextDetailTest(unittest.TestCase):
    def test_fields(self):
        with self.assertRaises(mancala.ParseError) as cm:
            mancala.Game.from_text("kalah 4,4,4,4,4,4/0 4,4,y,4,4,4/0 0")
        e = cm.exception
        self.assertEqual((e.offset, e.field), (24, "houses of player 1"))
        self.assertIn("houses of player 1", str(e))
        with self.assertRaises(mancala.ParseError) as cm:
            mancala.Game.from_text("kalah 4,4,4,4,4,4/0 4,4,4,4,4,4/0 2")
        self.assertEqual((cm.exception.offset, cm.exception.field), (34, "player"))
        with self.assertRaises(mancala.BoardError) as cm:
            mancala.Game.from_text("kalah 4,4,4,4,4/0 4,4,4,4,4,4/0 0")
        self.assertEqual((cm.exception.offset, cm.exception.field), (15, "houses of player 0"))

    def test_fgets_line_reads(self):
        # What fgets returns: the line with its newline.
        for text in (START + "\n", START + "\r\n"):
            self.assertEqual(mancala.Game.from_text(text).to_text(), mancala.Game.from_text(START).to_text())
        g = mancala.Game("kalah")
        g.set_text(START + "\n")
        self.assertEqual(g.to_text(), mancala.Game("kalah").to_text())

    def test_set_text_says_where(self):
        g = mancala.Game("kalah")
        g.play(2)
        before = g.to_text()
        with self.assertRaises(mancala.ParseError) as cm:
            g.set_text("kalah 4,4,4,4,4,4/0 4,4,y,4,4,4/0 0")
        self.assertEqual((cm.exception.offset, cm.exception.field), (24, "houses of player 1"))
        self.assertIn("set_text()", str(cm.exception))
        self.assertEqual(g.to_text(), before)


class RecordDetailTest(unittest.TestCase):
    def test_tampered_record_names_line_and_move(self):
        # 2 ends in Kalah's store: player 0 again, house 2 now empty. The second move is at 55.
        with self.assertRaises(mancala.IllegalMove) as cm:
            mancala.Game.from_record(HEAD + START + "\n2 2\n")
        e = cm.exception
        self.assertEqual((e.line, e.move, e.offset, e.field), (3, 2, 55, "move"))
        self.assertIn("line 3, move 2", str(e))
        self.assertIn("legal now: 0, 1, 3, 4, 5", str(e))

    def test_truncated_and_bad_header(self):
        # Cut after "kalah 4,4,4": 17 + 11.
        with self.assertRaises(mancala.ParseError) as cm:
            mancala.Game.from_record(HEAD + "kalah 4,4,4")
        self.assertEqual((cm.exception.line, cm.exception.offset), (2, 28))
        with self.assertRaises(mancala.ParseError) as cm:
            mancala.Game.from_record("mancala-record 2\n" + START + "\n\n")
        self.assertEqual((cm.exception.line, cm.exception.field), (1, "header"))
        self.assertIn('"mancala-record 2"', str(cm.exception))

    def test_crlf_and_no_final_newline(self):
        want = [2, 3]
        self.assertEqual(mancala.Game.from_record(HEAD + START + "\n2 3\n").history, want)
        crlf = "mancala-record 1\r\n" + START + "\r\n2 3\r\n"
        self.assertEqual(mancala.Game.from_record(crlf).history, want)
        self.assertEqual(mancala.Game.from_record(HEAD + START + "\n2 3").history, want)
        self.assertEqual(mancala.Game.from_record(HEAD + START).history, [])


class PlayDetailTest(unittest.TestCase):
    def test_play_out_of_range_says_the_range(self):
        g = mancala.Game("oware")
        with self.assertRaises(mancala.InvalidArgument) as cm:
            g.play(6)
        text = str(cm.exception)
        self.assertIn("play(6)", text)
        self.assertIn("0 to 5", text)
        self.assertIn("legal now: 0, 1, 2, 3, 4, 5", text)
        self.assertEqual(cm.exception.field, "move")

    def test_empty_house_says_the_legal_moves(self):
        g = mancala.Game("kalah")
        g.play(2)
        with self.assertRaises(mancala.IllegalMove) as cm:
            g.play(2)
        self.assertIn("empty", str(cm.exception))
        self.assertIn("legal now: 0, 1, 3, 4, 5", str(cm.exception))

    def test_undo_and_set_board(self):
        g = mancala.Game("kalah")
        with self.assertRaises(mancala.NoHistory) as cm:
            g.undo()
        self.assertIsNotNone(cm.exception.where)
        with self.assertRaises(mancala.BoardError) as cm:
            g.set_board([4, 4, 4, -1, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0])
        self.assertIn("pit 3", str(cm.exception))

    def test_notation_action(self):
        # "oware " 6 bytes, "0 1 " 4 more: the third action, 9, at 10.
        with self.assertRaises(mancala.IllegalMove) as cm:
            mancala.Game.from_notation("openspiel", "oware 0 1 9")
        self.assertEqual((cm.exception.move, cm.exception.offset), (3, 10))
        self.assertEqual(mancala.Game.from_notation("openspiel", "oware 0 1 2\n").history, [0, 1, 2])


class NativeTest(unittest.TestCase):
    def test_error_info_struct_matches_header(self):
        path = os.environ.get("MANCALA_HEADER") or os.path.join(
            os.path.dirname(os.path.abspath(__file__)), "..", "..", "include", "mancala.h"
        )
        if not os.path.isfile(path):
            self.skipTest("mancala.h not found (set MANCALA_HEADER)")
        with open(path) as f:
            text = re.sub(r"/\*.*?\*/", " ", f.read(), flags=re.S)
        body = re.search(r"typedef struct mancala_error_info \{(.*?)\}", text, re.S).group(1)
        fields = re.findall(r"(\w+)\s+(\w+)(?:\[(\d+)\])?;", body)
        ours = _native.ErrorInfoStruct._fields_
        self.assertEqual([f[1] for f in fields], [f[0] for f in ours])
        for (ctype, name, size), (_, ptype) in zip(fields, ours):
            if size:
                self.assertEqual(ctypes.sizeof(ptype), int(size), name)
            else:
                self.assertEqual(ptype, {"uint32_t": ctypes.c_uint32, "int32_t": ctypes.c_int32}[ctype])
        self.assertEqual(ctypes.sizeof(_native.ErrorInfoStruct), 252)

    def test_event_kinds_have_the_c_names(self):
        # The binding's EventKind and mancala_event_name(3) name the kinds alike.
        for kind in mancala.EventKind:
            self.assertEqual(_native.lib.mancala_event_name(kind).decode(), kind.name.lower())
        self.assertIsNone(_native.lib.mancala_event_name(0))
        self.assertIsNone(_native.lib.mancala_event_name(max(mancala.EventKind) + 1))


if __name__ == "__main__":
    unittest.main()
