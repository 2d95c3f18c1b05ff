# SPDX-License-Identifier: MIT
"""Arenas for agents and language models (mancala_variant_rules_text(3)): the rules as English
text, a game's state as a dict (the JSON the C library writes), and the move an answer names.

    >>> import mancala, mancala.arena as arena
    >>> g = mancala.Game("kalah")
    >>> arena.state(g)["legal_moves"]
    ['0', '1', '2', '3', '4', '5']
    >>> arena.read_move(g, 'I sow house 2: {"move": "2"}')
    2
"""

from __future__ import annotations

import json
from ctypes import byref, c_int32
from typing import Any, Dict, Union

from ._native import lib as _lib
from .core import Game, Variant, _check, _cstring, _fetch_text
from .errors import GameOver, IllegalMove, InvalidArgument, ParseError, Status

__all__ = ["rules_text", "state", "state_json", "read_move"]


def _variant(rules: Union[str, Variant, Game]) -> Variant:
    if isinstance(rules, Variant):
        return rules
    if isinstance(rules, Game):
        return Variant(rules.spec)
    if isinstance(rules, str):
        return Variant(rules)
    raise InvalidArgument(Status.EINVAL, "rules_text: a spec, Variant or Game, not %r" % (rules,))


def rules_text(rules: Union[str, Variant, Game]) -> str:
    """The rules of a spec string, Variant or Game as plain English, made from the rule model:
    the board, sowing, captures, turns, the end, and how moves are named in answers."""
    v = _variant(rules)
    with v._lock:
        return _fetch_text(_lib.mancala_variant_rules_text, v._ptr)


def state_json(game: Game) -> str:
    """The game's state as one line of JSON (mancala_game_to_json(3))."""
    with game._calling():
        return _fetch_text(_lib.mancala_game_to_json, game._ptr)


def state(game: Game) -> Dict[str, Any]:
    """The game's state as a dict: spec, rows, houses, board, stores, marks, round,
    player_to_move, move_number, legal_moves (move names), last_move, last_mover, over, winner
    (-1 a draw), reason."""
    return json.loads(state_json(game))


_WHY = {
    Status.EPARSE: "names no move, or two different ones",
    Status.EILLEGAL: "names a move that is not legal now",
    Status.EOVER: "comes after the game is over",
}


def read_move(game: Game, answer: str) -> int:
    """The move (as Game.play takes it) that a free-form answer names: a JSON {"move": ...}, a
    move's name as state()["legal_moves"] lists it, or "house N" / "house C". Raises ParseError
    (no move, or two), IllegalMove (not legal now) or GameOver, whose message quotes the answer
    and lists the legal moves."""
    raw = _cstring(answer, "answer", ParseError)
    out = c_int32(0)
    with game._calling():
        status = _lib.mancala_game_move_from_answer(game._ptr, raw, byref(out))
    if status in _WHY:
        short = answer if len(answer) <= 80 else answer[:77] + "..."
        legal = "" if status == Status.EOVER else "; legal: " + ", ".join(state(game)["legal_moves"])
        _check(status, "the answer %r %s%s" % (short, _WHY[Status(status)], legal))
    _check(status, "read_move(%r)" % (answer,))
    return int(out.value)

