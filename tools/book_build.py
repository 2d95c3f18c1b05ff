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
Then it loads the file back with mancala_book_load through the binding's library (format check).
"""
import argparse
import struct
import sys

import mancala

MAGIC = b"MCBOOK\r\n"
VERSION = 1
FNV_BASIS = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3


def fnv1a(data, h=FNV_BASIS):
    for byte in data:
        h = ((h ^ byte) * FNV_PRIME) & 0xFFFFFFFFFFFFFFFF
    return h


def key_of(g):
    """The book key of mancala_book_load(3): FNV-1a over the pits, one byte each in the order of
    mancala_game_board, then the side to move; then, if the position has marks, its 2H marks
    (player 0's houses first) and its round less one."""
    board = g.board
    h = fnv1a(bytes(board) + bytes([g.to_move]))
    houses = len(board) // 2 - 1
    marks = [int(g.mark(p, i)) for p in (0, 1) for i in range(houses)]
    if any(marks) or g.round != 1:
        h = fnv1a(bytes(marks) + bytes([(g.round - 1) % 256]), h)
    return h


def replay(spec, line):
    g = mancala.Game(spec)
    for mv in line:
        g.play(mv)
    return g


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--spec", default="oware")
    ap.add_argument("--plies", type=int, default=5)
    ap.add_argument("--ms", type=int, default=2000)
    ap.add_argument("--depth", type=int, default=0)
    ap.add_argument("out")
    args = ap.parse_args()
    s = mancala.Search()
    if args.depth:
        s.set_limits(depth=args.depth)
    else:
        s.set_limits(time_ms=args.ms)
    entries = {}
    for side in (0, 1):
        lines = [[]]
        for _ply in range(args.plies):
            nxt = []
            for line in lines:
                g = replay(args.spec, line)
                if g.is_over:
                    continue
                if g.to_move == side:
                    k = key_of(g)
                    if k not in entries:
                        r = s.run(g)
                        entries[k] = (r.move, r.score)
                        print("%-12s side %d: move %d, score %+d, depth %d"
                              % ("".join(str(m) for m in line) or "start", side, r.move,
                                 r.score, r.depth), flush=True)
                    nxt.append(line + [entries[k][0]])
                else:
                    nxt.extend(line + [mv] for mv in g.legal_moves())
            lines = nxt
    spec = mancala.Game(args.spec).spec.encode()
    body = MAGIC + struct.pack("<II", VERSION, len(spec)) + spec
    body += struct.pack("<Q", len(entries))
    for k in sorted(entries):
        body += struct.pack("<Qii", k, entries[k][0], entries[k][1])
    body += struct.pack("<Q", fnv1a(body))
    with open(args.out, "wb") as f:
        f.write(body)
    # The library's own check of the file (FormatError if it refuses it).
    book = mancala.Book.load(args.out)
    print("%s: %d positions" % (args.out, len(book)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
