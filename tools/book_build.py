#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Builds an opening book (the format of mancala_book_load(3)) with the library's own search.
"""book_build.py: an opening book made by libmancala's search.

Usage (from the top of the build tree, MANCALA_LIBRARY=.libs/libmancala.so.0 PYTHONPATH=bindings/python):
  book_build.py [--spec oware] [--plies 5] [--ms 2000] [--depth 0] OUT.book

For each side, the positions of the first --plies plies that a player of that side meets when it
plays the book's moves and its opponent plays anything: at the side's own positions the search
(--ms milliseconds a position, or --depth plies) picks the move recorded, and only that move is
followed; at the opponent's positions every legal move is. So with --plies 5 the book answers
South's first three moves and North's first two whatever the opponent plays (85 searches on a
six-house board). The book records each move with its score (the search's estimate); a search
given the book with mancala_search_set_book plays those moves at full strength.

Every move a game of the spec can play may be recorded: four rows' clockwise moves (H to 2H-1
under direction=either), pie=on's swap. Specs whose turns take several steps (seize=any, Bao's
nyumba=) are refused before anything is searched or written: no book serves them.

The book is written as version 2 (CRC-32C over the whole file), atomically: to a new temporary
file beside OUT, flushed to the disk, then renamed over OUT; if anything fails, OUT keeps what it
held and the temporary is removed. Then the file is loaded back with mancala_book_load through
the binding's library (format check).
"""
import argparse
import errno
import itertools
import os
import struct
import sys

import mancala

MAGIC = b"MCBOOK\r\n"
VERSION = 2
FNV_BASIS = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3


def fnv1a(data, h=FNV_BASIS):
    for byte in data:
        h = ((h ^ byte) * FNV_PRIME) & 0xFFFFFFFFFFFFFFFF
    return h


def _crc32c_table():
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (c >> 1) ^ 0x82F63B78 if c & 1 else c >> 1
        table.append(c)
    return table


CRC32C_TABLE = _crc32c_table()


def crc32c(data, crc=0):
    """CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), the checksum of version 2; goes on
    from crc, the value of the bytes before data."""
    c = crc ^ 0xFFFFFFFF
    for byte in data:
        c = (c >> 8) ^ CRC32C_TABLE[(c ^ byte) & 0xFF]
    return c ^ 0xFFFFFFFF


assert crc32c(b"123456789") == 0xE3069283  # the CRC catalogue's check value


def state_of(g):
    """The position's first turns still to come (pie=on, opening=) and lost nyumbas: the
    `opening=` and `lost=` of its text (mancala-spec(7)), 0 where absent."""
    found = {"opening": 0, "lost": 0}
    for token in g.to_text().split()[1:]:
        name, _, value = token.partition("=")
        if name in found:
            found[name] = int(value)
    return found["opening"], found["lost"]


def key_of(g):
    """The book key of mancala_book_load(3), version 2: FNV-1a over the pits, one byte each in
    the order of mancala_game_board, then the side to move; then, if the position has state beyond
    its pits, its 2H marks (player 0's houses first), its round less one, its first turns still to
    come and its lost nyumbas."""
    board = g.board
    h = fnv1a(bytes(board) + bytes([g.to_move]))
    houses = len(board) // 2 - 1
    marks = [int(g.mark(p, i)) for p in (0, 1) for i in range(houses)]
    opening, lost = state_of(g)
    if any(marks) or g.round != 1 or opening or lost:
        h = fnv1a(bytes(marks) + bytes([(g.round - 1) % 256, opening, lost]), h)
    return h


def refusal(spec):
    """Why no book can serve spec (a turn of several steps: mancala_book_probe never looks one
    up), or None. Raises the binding's SpecError for a spec that is not one."""
    rules = mancala.Variant(spec).rules
    if rules.get("seize", "off") != "off":
        return "seize=%s: a turn takes several steps" % rules["seize"]
    if rules.get("capture") == "kichwa" and rules.get("nyumba", "0") != "0":
        return "nyumba=%s: a turn may pause at the nyumba" % rules["nyumba"]
    return None


def book_pieces(spec, entries):
    """The file, version 2, as pieces: the header, each entry, the checksum."""
    spec = spec.encode()
    head = MAGIC + struct.pack("<II", VERSION, len(spec)) + spec + struct.pack("<Q", len(entries))
    crc = crc32c(head)
    yield head
    for k in sorted(entries):
        piece = struct.pack("<Qii", k, entries[k][0], entries[k][1])
        crc = crc32c(piece, crc)
        yield piece
    yield struct.pack("<I", crc)


_counter = itertools.count()


def write_atomic(path, pieces):
    """Writes the pieces to a new temporary file in path's folder, flushes it to the disk and
    renames it over path (os.replace: MoveFileEx on Windows). On any failure the temporary is
    removed and the exception raised again: path holds what it held before."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        tmp = "%s.tmp-%d-%d" % (path, os.getpid(), next(_counter))
        try:
            fd = os.open(tmp, flags, 0o666)
            break
        except FileExistsError:
            continue
    try:
        try:
            for piece in pieces:
                view = memoryview(piece)
                while view:
                    view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # the folder's entry too (best effort: not every system opens a folder)
        dfd = os.open(os.path.dirname(os.path.abspath(path)), os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


def replay(spec, line):
    g = mancala.Game(spec)
    for mv in line:
        g.play(mv)
    return g


def search_book(spec, plies, s, log=print):
    """The entries {key: (move, score, line)} of the book of spec (see the usage text): the move
    recorded, its score, and the moves from the start that lead to the position."""
    entries = {}
    for side in (0, 1):
        lines = [[]]
        for _ply in range(plies):
            nxt = []
            for line in lines:
                g = replay(spec, line)
                if g.is_over:
                    continue
                if g.to_move == side:
                    k = key_of(g)
                    if k not in entries:
                        r = s.run(g)
                        entries[k] = (r.move, r.score, line)
                        log("%-12s side %d: move %d, score %+d, depth %d"
                            % (" ".join(str(m) for m in line) or "start", side, r.move,
                               r.score, r.depth))
                    nxt.append(line + [entries[k][0]])
                else:
                    nxt.extend(line + [mv] for mv in g.legal_moves())
            lines = nxt
    return entries


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--spec", default="oware")
    ap.add_argument("--plies", type=int, default=5)
    ap.add_argument("--ms", type=int, default=2000)
    ap.add_argument("--depth", type=int, default=0)
    ap.add_argument("out")
    args = ap.parse_args(argv)
    try:
        why = refusal(args.spec)
    except mancala.MancalaError as e:
        ap.error("--spec %s: %s" % (args.spec, e))
    if why:
        ap.error("--spec %s: no book serves this variant (%s)" % (args.spec, why))
    s = mancala.Search()
    if args.depth:
        s.set_limits(depth=args.depth)
    else:
        s.set_limits(time_ms=args.ms)
    entries = search_book(args.spec, args.plies, s, lambda line: print(line, flush=True))
    try:
        write_atomic(args.out, book_pieces(mancala.Game(args.spec).spec, entries))
    except OSError as e:
        print("book_build.py: %s: %s (left as it was)" % (args.out, os.strerror(e.errno or
                                                                              errno.EIO)),
              file=sys.stderr)
        return 1
    # The library's own check of the file (FormatError if it refuses it).
    book = mancala.Book.load(args.out)
    print("%s: %d positions" % (args.out, len(book)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
