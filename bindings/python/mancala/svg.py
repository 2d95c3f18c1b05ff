# SPDX-License-Identifier: MIT
"""Pictures of positions as SVG: ``mancala.svg.board(game)`` returns the text of an SVG image.

Jupyter shows a :class:`mancala.Game` as this picture (``Game._repr_svg_``). The board is drawn
as it stands in front of South (player 0), or of North with ``flipped=True``:

- two rows (Kalah, Oware...): South's houses 0..H-1 left to right along the bottom, North's
  houses 0..H-1 right to left along the top, each store at its owner's right-hand end;
- four rows (Hus, Bao, Omweso...; mancala-spec(7), FOUR ROWS): each player's outer row at their
  edge of the board, houses 0..H/2-1 left to right as that player sees them, and the inner row
  coming back, houses H/2..H-1; facing inner houses share a column. The store (the hand of Bao
  and Omweso) stands at the owner's right, beside the owner's two rows.

Each pit shows its seeds as a number and each house its number; closed (burnt) houses are grey
and crossed, a tuzdik is ringed in its owner's colour. The last move is read from the move trace
(:meth:`Game.trace` of the move before it was played): the house it started from is outlined and
the pits it captured are red. The line under the board says who is to move, or how the game
ended. Each pit is a ``<g>`` element with class ``house`` or ``store`` (plus ``origin``,
``captured``, ``closed``, ``tuzdik`` as they apply) and the attributes ``data-player``,
``data-house`` and ``data-pit`` (the index in :attr:`Game.board`), for scripts and tests.

Pure Python; nothing beyond the standard library.
"""

from typing import Iterable, List, Optional, Set, Tuple
from xml.sax.saxutils import escape

from .core import Event, EventKind, Game, Mark
from .errors import MancalaError

__all__ = ["board"]

# Colours: the board, its pits, the two players and the highlights.
_WOOD = "#d7a86e"
_WOOD_EDGE = "#8a5a2b"
_PIT = "#f6ead3"
_PIT_EDGE = "#8a5a2b"
_INK = "#3b2412"
_LABEL = "#6b4a2b"
_PLAYER = ("#1d5fa6", "#b23a1e")  # South, North
_ORIGIN_FILL = "#ffe28a"
_ORIGIN_EDGE = "#c27c00"
_CAPTURED_FILL = "#f3a29a"
_CAPTURED_EDGE = "#b22222"
_CLOSED_FILL = "#b8aea2"
_NAMES = ("South", "North")


def _num(x: float) -> str:
    """A coordinate as short, stable text: at most two decimals, no trailing zeros."""
    text = "%.2f" % x
    text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _last_trace(game: Game) -> Optional[List[Event]]:
    """The trace of the game's last move, from a copy taken back one move; None where there is
    no last move (the start, or right after set_board) or it cannot be taken back."""
    history = game.history
    if not history:
        return None
    try:
        before = game.copy()
        before.undo()
        return before.trace(history[-1])
    except MancalaError:
        return None


def _highlights(events: Iterable[Event], houses: int) -> Tuple[Optional[int], Set[int]]:
    """The pit the move started from (the first house seeds were picked up from or, when they
    came from the hand, sown into) and the pits it captured from."""
    stores = (houses, 2 * houses + 1)
    origin = None
    captured = set()
    for e in events:
        kind = int(e.kind)
        if origin is None and kind in (EventKind.PICKUP, EventKind.SOW) and e.pit not in stores:
            origin = e.pit
        if kind == EventKind.CAPTURE and e.pit not in stores and 0 <= e.pit <= 2 * houses + 1:
            captured.add(e.pit)
    return origin, captured


def _place(
    player: int, house: int, houses: int, rows: int, viewer: int
) -> Tuple[int, int]:
    """(column, row) of a house seen by the viewer: row 0 is the top, the viewer's rows are at
    the bottom. Two rows: the near player's houses run left to right, the far player's right to
    left. Four rows: each side's outer row at its edge, its inner row coming back (mancala-spec(7),
    FOUR ROWS: inner house k faces the other's inner house 3H/2-1-k)."""
    near = player == viewer
    if rows == 2:
        return (house, 1) if near else (houses - 1 - house, 0)
    half = houses // 2
    if near:
        return (house, 3) if house < half else (houses - 1 - house, 2)
    return (half - 1 - house, 0) if house < half else (house - half, 1)


def board(
    game: Game,
    *,
    size: int = 56,
    last_move: bool = True,
    trace: Optional[Iterable[Event]] = None,
    flipped: bool = False,
    labels: bool = True,
    caption: bool = True,
    title: Optional[str] = None,
) -> str:
    """The position of `game` as the text of an SVG image.

    size: the side of one pit's square in pixels (16 to 512). last_move: highlight the last
    move played (its house and the pits it captured), read from the move trace. trace: the
    events to highlight instead (for example ``g.trace(m)`` of a move about to be played; an
    empty list highlights nothing). flipped: drawn from North's side. labels: the house numbers.
    caption: the line under the board saying who is to move or how the game ended. title: a
    line above the board. TypeError for a game that is not a :class:`Game`, ValueError for a
    size out of range.
    """
    if not isinstance(game, Game):
        raise TypeError("board() takes a mancala.Game, not %s" % type(game).__name__)
    if isinstance(size, bool) or not isinstance(size, int):
        raise TypeError("size must be an int")
    if not 16 <= size <= 512:
        raise ValueError("size must be 16 to 512 pixels, not %d" % size)

    pits = game.board
    houses = game.num_houses
    rows = game.rows
    viewer = 1 if flipped else 0
    marks = [[Mark(game.mark(p, k)) for k in range(houses)] for p in (0, 1)]
    to_move = game.to_move
    result = game.result if to_move is None else None

    events = list(trace) if trace is not None else (_last_trace(game) if last_move else None)
    origin, captured = _highlights(events or [], houses)

    cell = float(size)
    lab = cell * 0.3 if labels else cell * 0.08  # the strip for a row's house numbers
    gap = cell * (0.12 if rows == 2 else 0.3)  # between the two sides
    margin = cell * 0.18
    cols = houses if rows == 2 else houses // 2
    store_w = cell * 0.95
    title_h = cell * 0.5 if title else 0.0
    board_x, board_y = margin, margin + title_h
    grid_x = board_x + store_w + cell * 0.25
    grid_w = cols * cell
    board_w = grid_w + 2 * (store_w + cell * 0.25)
    row_h = cell + lab
    board_h = rows * row_h + gap + cell * 0.16
    width = board_w + 2 * margin
    caption_h = cell * 0.55 if caption else 0.0
    if to_move is not None:
        line = "%s (%d) to move" % (_NAMES[to_move], to_move)
    else:
        winner = result.winner if result is not None else None
        line = "game over: %s (South %d, North %d)" % (
            "a draw" if winner is None else "%s wins" % _NAMES[winner],
            pits[houses],
            pits[2 * houses + 1],
        )
    # Room for the title and the caption on small boards (about 0.6 em a character).
    if title:
        width = max(width, 2 * margin + len(title) * cell * 0.32 * 0.62)
    if caption:
        width = max(width, 2 * margin + cell * 0.1 + len(line) * cell * 0.28 * 0.62)
    height = board_y + board_h + caption_h + margin
    r = cell * 0.42
    font = cell * 0.36
    small = cell * 0.22

    def row_top(row: int) -> float:
        return board_y + cell * 0.08 + row * row_h + (gap if row >= rows // 2 else 0.0)

    def centre(col: int, row: int) -> Tuple[float, float]:
        x = grid_x + col * cell + cell / 2
        top = row_top(row)
        # The far side's labels are above its pits, the near side's below.
        y = top + (lab if row < rows // 2 else 0.0) + cell / 2
        return x, y

    out: List[str] = []
    add = out.append
    add(
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%s" height="%s" '
        'viewBox="0 0 %s %s" font-family="DejaVu Sans, Verdana, Arial, sans-serif">'
        % (_num(width), _num(height), _num(width), _num(height))
    )
    add("<desc>%s</desc>" % escape(game.to_text()))
    if title:
        add(
            '<text class="title" x="%s" y="%s" font-size="%s" font-weight="bold" fill="%s">%s</text>'
            % (_num(board_x), _num(margin + title_h * 0.7), _num(cell * 0.32), _INK, escape(title))
        )
    add(
        '<rect class="board" x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" '
        'stroke="%s" stroke-width="%s"/>'
        % (
            _num(board_x), _num(board_y), _num(board_w), _num(board_h), _num(cell * 0.3),
            _WOOD, _WOOD_EDGE, _num(max(1.0, cell / 28)),
        )
    )
    # The mover's edge of the board, in the mover's colour.
    if to_move is not None:
        edge_y = board_y + board_h - cell * 0.06 if to_move == viewer else board_y
        add(
            '<rect class="turn" x="%s" y="%s" width="%s" height="%s" fill="%s"/>'
            % (
                _num(board_x + cell * 0.3), _num(edge_y), _num(board_w - cell * 0.6),
                _num(cell * 0.06), _PLAYER[to_move],
            )
        )

    if rows == 4:  # the line between the sides
        mid = row_top(rows // 2) - gap / 2
        add(
            '<path class="middle" d="M%s %sH%s" stroke="%s" stroke-width="%s" opacity="0.5"/>'
            % (_num(grid_x), _num(mid), _num(grid_x + grid_w), _WOOD_EDGE, _num(max(1.0, cell / 28)))
        )

    def pit_group(classes: List[str], player: int, house: Optional[int], pit: int) -> str:
        attrs = 'class="%s" data-player="%d" data-pit="%d"' % (" ".join(classes), player, pit)
        if house is not None:
            attrs += ' data-house="%d"' % house
        return "<g %s>" % attrs

    # Stores: the viewer's at the right of the lower rows (both rows on a two-row board), the
    # other's at the left of the upper ones.
    for player in (0, 1):
        pit = player * (houses + 1) + houses
        near = player == viewer
        if rows == 2:
            top, bottom = row_top(0) + lab * 0.5, row_top(1) + cell + lab * 0.5
        elif near:
            top, bottom = row_top(2), row_top(3) + cell
        else:
            top, bottom = row_top(0) + lab, row_top(1) + lab + cell
        x = board_x + board_w - cell * 0.12 - store_w if near else board_x + cell * 0.12
        classes = ["store"] + (["captured"] if pit in captured else [])
        add(pit_group(classes, player, None, pit))
        add("<title>%s's store: %d</title>" % (_NAMES[player], pits[pit]))
        add(
            '<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" stroke="%s" '
            'stroke-width="%s"/>'
            % (
                _num(x), _num(top), _num(store_w), _num(bottom - top), _num(store_w * 0.45),
                _PIT, _PLAYER[player], _num(max(1.0, cell / 20)),
            )
        )
        add(
            '<text class="count" x="%s" y="%s" font-size="%s" text-anchor="middle" '
            'fill="%s">%d</text>'
            % (
                _num(x + store_w / 2), _num((top + bottom) / 2 + font * 0.36), _num(font * 1.15),
                _INK, pits[pit],
            )
        )
        add("</g>")

    for player in (0, 1):
        for house in range(houses):
            pit = player * (houses + 1) + house
            col, row = _place(player, house, houses, rows, viewer)
            cx, cy = centre(col, row)
            mark = marks[player][house]
            classes = ["house"]
            fill, edge, edge_w = _PIT, _PIT_EDGE, max(1.0, cell / 40)
            words = "%s's house %d: %d" % (_NAMES[player], house, pits[pit])
            if mark == Mark.CLOSED:
                classes.append("closed")
                fill = _CLOSED_FILL
                words += ", closed"
            elif mark == Mark.TUZDIK:
                classes.append("tuzdik")
                words += ", %s's tuzdik" % _NAMES[1 - player]
            if pit == origin:
                classes.append("origin")
                fill, edge, edge_w = _ORIGIN_FILL, _ORIGIN_EDGE, max(2.0, cell / 16)
                words += ", the last move's house"
            if pit in captured:
                classes.append("captured")
                fill, edge, edge_w = _CAPTURED_FILL, _CAPTURED_EDGE, max(2.0, cell / 16)
                words += ", captured"
            add(pit_group(classes, player, house, pit))
            add("<title>%s</title>" % escape(words))
            add(
                '<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s"/>'
                % (_num(cx), _num(cy), _num(r), fill, edge, _num(edge_w))
            )
            if mark == Mark.CLOSED:
                d = r * 0.62
                add(
                    '<path d="M%s %sL%s %sM%s %sL%s %s" stroke="%s" stroke-width="%s" '
                    'opacity="0.6"/>'
                    % (
                        _num(cx - d), _num(cy - d), _num(cx + d), _num(cy + d),
                        _num(cx - d), _num(cy + d), _num(cx + d), _num(cy - d),
                        _PIT_EDGE, _num(max(1.0, cell / 30)),
                    )
                )
            elif mark == Mark.TUZDIK:
                add(
                    '<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s" '
                    'stroke-dasharray="%s"/>'
                    % (
                        _num(cx), _num(cy), _num(r * 0.8), _PLAYER[1 - player],
                        _num(max(1.5, cell / 22)), _num(cell / 14),
                    )
                )
            add(
                '<text class="count" x="%s" y="%s" font-size="%s" text-anchor="middle" '
                'fill="%s">%d</text>'
                % (_num(cx), _num(cy + font * 0.36), _num(font), _INK, pits[pit])
            )
            if labels:
                ly = cy - r - lab * 0.25 if row < rows // 2 else cy + r + lab * 0.25 + small * 0.75
                add(
                    '<text class="label" x="%s" y="%s" font-size="%s" text-anchor="middle" '
                    'fill="%s">%d</text>'
                    % (_num(cx), _num(ly), _num(small), _PLAYER[player], house)
                )
            add("</g>")

    if caption:
        if to_move is not None:
            colour = _PLAYER[to_move]
        else:
            winner = result.winner if result is not None else None
            colour = _INK if winner is None else _PLAYER[winner]
        add(
            '<text class="caption" x="%s" y="%s" font-size="%s" fill="%s">%s</text>'
            % (
                _num(board_x + cell * 0.1), _num(board_y + board_h + caption_h * 0.72),
                _num(cell * 0.28), colour, escape(line),
            )
        )
    add("</svg>")
    return "\n".join(out) + "\n"
