#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""draw_boards.py: the board pictures of the documentation, drawn by mancala.svg.

    draw_boards.py OUTDIR

writes OUTDIR/board.svg (the README's picture: Oware after seven moves, the last one a chained
capture, highlighted) and OUTDIR/rules/NAME.svg, the start position of every preset. `make
doc-images` writes them to doc/img, where they are kept in git; tests/check-doc-images.sh
draws them again in `make check` and compares them byte for byte with the kept ones.

Needs the Python binding and the library (PYTHONPATH, MANCALA_LIBRARY).
"""

import os
import sys

import mancala

# Oware from the start: 0 1 1 2 3 0 2. The last move, South's house 2 (5 seeds), ends in
# North's houses 1 and 2, making each 3: both are taken (6 seeds), a chain of two.
README_GAME = ("oware", [0, 1, 1, 2, 3, 0, 2])


def write(path: str, text: str) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def main(argv: list) -> int:
    if len(argv) != 2:
        sys.stderr.write("usage: draw_boards.py OUTDIR\n")
        return 2
    out = argv[1]
    name, moves = README_GAME
    game = mancala.Game(name)
    for m in moves:
        game.play(m)
    before = game.copy()
    before.undo()
    taken = [e for e in before.trace(moves[-1]) if e.kind == mancala.EventKind.CAPTURE]
    if len(taken) < 2:
        sys.stderr.write("draw_boards.py: the README's last move captures %d houses, not a chain\n"
                         % len(taken))
        return 1
    write(os.path.join(out, "board.svg"),
          mancala.svg.board(game, title="Oware after %s: a chained capture" % " ".join(map(str, moves))))
    count = 1
    for preset, description in mancala.presets():
        title = "%s: %s" % (preset, description.split(":", 1)[0])
        write(os.path.join(out, "rules", preset + ".svg"),
              mancala.svg.board(mancala.Game(preset), title=title, size=44))
        count += 1
    print("draw_boards.py: %d pictures in %s" % (count, out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
