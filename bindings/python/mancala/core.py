# SPDX-License-Identifier: MIT
"""Variant and Game: Python objects over libmancala's opaque handles, with rule hooks in Python.

Ownership: each object owns one C handle, freed by a weakref.finalize when the object is collected
(or at interpreter exit). Rule hooks go through three module-level C callbacks that find the Python
functions by the userdata number the C library hands back, so no ctypes callback object can be
collected while a C game still holds its pointer.
"""

from __future__ import annotations

import ctypes
import enum
import itertools
import operator
import re
import threading
import weakref
from ctypes import byref, c_int32, c_size_t, c_uint64
from typing import Any, Callable, Dict, Iterable, List, NamedTuple, Optional, Tuple, Union

from . import _native
from ._native import GamePtr, VariantPtr
from .errors import InvalidArgument, ParseError, SpecError, Status, Where, error_for

__all__ = [
    "LandAction",
    "EndAction",
    "SowHook",
    "LandHook",
    "EndHook",
    "EventKind",
    "Mark",
    "SowAction",
    "ResultReason",
    "Layout",
    "ObsPart",
    "IllegalMode",
    "OpponentKind",
    "Event",
    "Result",
    "Variant",
    "Game",
    "max_houses",
    "max_seeds",
    "max_sowings",
    "Move",
    "DEFAULT_LIMIT",
]

_lib = _native.lib
_HOOKS, _CHANGES = 1, 2  # kinds of Game calls, for _Calling
_INT32_MIN = -(2**31)
_INT32_MAX = 2**31 - 1


class LandAction(enum.IntEnum):
    """What a land hook returns (enum mancala_land_action)."""

    DEFAULT = 0  #: apply the variant's built-in landing rules
    END = 1  #: the turn ends here (the hook has done any capture)
    EXTRA = 2  #: the mover moves again
    RELAY = 3  #: pick up the landing house and keep sowing


class EndAction(enum.IntEnum):
    """What an end hook returns (enum mancala_end_action)."""

    DEFAULT = 0  #: apply the variant's built-in end rules
    CONTINUE = 1  #: the game goes on (unless the player to move has no legal move)
    OVER = 2  #: the game ends now; seeds left in houses go to their owner's store


class EventKind(enum.IntEnum):
    """The kind of a step of a move trace (enum mancala_event_kind)."""

    PICKUP = 1  #: count seeds leave pit for the hand
    SOW = 2  #: one seed from the hand into pit
    SKIP = 3  #: the sowing passes pit without sowing it
    CAPTURE = 4  #: count seeds move from pit to pit `to`
    SWEEP = 5  #: at the end, count seeds move from pit to pit `to`
    EXTRA = 6  #: player pit moves again
    SET = 7  #: a rule hook set pit to count seeds
    END = 8  #: the game ends: pit is the winner (-1 a draw), count the reason
    ROUND = 9  #: a new round starts: player pit moves first, count is its number
    REFILL = 10  #: at a round's start, count seeds move from store pit to house `to`
    CLOSE = 11  #: house pit is closed (burnt) for the round
    OPEN = 12  #: house pit, closed in the last round, is open again
    TUZDIK = 13  #: house pit becomes a tuzdik of player count
    SWAP = 14  #: pie=on: the sides change places, player 0 moves
    PASS = 15  #: pass=on: player pit cannot move and passes


class SowAction(enum.IntEnum):
    """What a rule hook v2 for sowing returns (enum mancala_sow_action)."""

    ILLEGAL = 0  #: the move is not legal
    LEGAL = 1  #: legal, sown as the rules say
    ORIGIN = 2  #: legal, and the first of several seeds goes back into the origin


class Mark(enum.IntEnum):
    """The mark of a house beyond its seeds (enum mancala_mark)."""

    OPEN = 0  #: an ordinary house
    CLOSED = 1  #: closed (burnt) for the round: never sown, never played
    TUZDIK = 2  #: the other player's tuzdik: its seeds go to that player's store


class ResultReason(enum.IntEnum):
    """Why a game ended (enum mancala_result_reason)."""

    MAJORITY = 1  #: a store holds more than half of the seeds
    EMPTY_ROW = 2  #: a row is empty
    NO_MOVE = 3  #: the player to move has no legal move
    REPETITION = 4  #: a position repeated
    HOOK = 5  #: the variant's end hook ended the game
    LIMIT = 6  #: the game reached its length limit (limit=)


class Notation(enum.IntEnum):
    """Notations (enum mancala_notation); Game's notation methods take the lower-case names as
    strings ("playstrategy", "kgp", "openspiel", "text")."""

    PLAYSTRATEGY = 1  #: PlayStrategy's Oware FEN and moves
    KGP = 2  #: the Kalah Game Protocol's board literal and moves
    OPENSPIEL = 3  #: OpenSpiel's mancala and oware games and action numbers
    TEXT = 4  #: this library's position text and move names ("5", "5cw", "swap", "29x0")


class Layout(enum.IntEnum):
    """Observation layouts of a batch (enum mancala_layout; mancala.envs's layout= names them)."""

    PLANES = 0  #: mover-relative planes, for every rule set
    OPENSPIEL = 1  #: OpenSpiel's tensor of "mancala" (Kalah) or "oware"


class ObsPart(enum.IntEnum):
    """The parts of the PLANES layout, in order (enum mancala_obs_part)."""

    SEEDS = 0  #: seeds in each pit, the mover's side first
    CLOSED = 1  #: 1 where the pit is closed (burnt)
    TUZDIK = 2  #: 1 the mover's tuzdik, -1 the opponent's
    PENDING = 3  #: 1 while the mover's turn waits for a choice
    FRESH = 4  #: first turns still to come (pie=, opening=)
    ROUND = 5  #: rounds completed (rounds=burn)
    LOST = 6  #: the mover's, the opponent's nyumba lost


class IllegalMode(enum.IntEnum):
    """What a batch's step does with an illegal action (enum mancala_illegal_mode)."""

    ERROR = 0  #: the step fails with EILLEGAL and changes nothing
    PENALTY = 1  #: that game ends and its mover gets the penalty


class OpponentKind(enum.IntEnum):
    """Opponents that move inside a batch's step (enum mancala_opponent_kind)."""

    NONE = 0  #: self-play: the caller moves for both players
    RANDOM = 1  #: uniformly random legal actions
    LEVEL = 2  #: the search's player at a level


def _member(enum_type: Any, value: int) -> Any:
    """The enum member for a value from the library; a value added by a newer library (enums
    only grow within an ABI) stays a plain int rather than failing."""
    return enum_type._value2member_map_.get(value, value)


class Event(NamedTuple):
    """One step of a move trace (struct mancala_event); pits are indices of Game.board.

    PICKUP: count seeds leave pit for the hand. SOW: one seed from the hand into pit. SKIP: the
    sowing passes pit. CAPTURE, SWEEP: count seeds move from pit to pit `to`. EXTRA: player pit
    moves again. SET: a rule hook set pit to count seeds. END: the game ends, pit the winner (-1
    a draw), count the ResultReason. Unused fields are 0 (count) or -1 (to).
    """

    kind: EventKind
    pit: int
    count: int
    to: int


class Result(NamedTuple):
    """Who won a finished game and why (Game.result)."""

    winner: Optional[int]  #: 0 or 1; None for a draw
    reason: ResultReason


#: sow(pits, houses, player, house) -> bool: may the mover sow this house? pits is a tuple.
SowHook = Callable[[Tuple[int, ...], int, int, int], Any]
#: land(pits, houses, player, pit, before) -> LandAction | None; pits is a list the hook may change.
LandHook = Callable[[List[int], int, int, int, int], Optional[int]]
#: end(pits, houses, to_move) -> EndAction | None; pits is a list the hook may change.
EndHook = Callable[[List[int], int, int], Optional[int]]


def max_houses() -> int:
    """MANCALA_MAX_HOUSES: houses per side at most."""
    return int(_lib.mancala_max_houses())


def max_seeds() -> int:
    """MANCALA_MAX_SEEDS: seeds on the board at most, stores included."""
    return int(_lib.mancala_max_seeds())


def max_moves() -> int:
    """MANCALA_MAX_MOVES: the most legal moves a position has."""
    return int(_lib.mancala_max_moves())


def max_sowings() -> int:
    """MANCALA_MAX_SOWINGS: relay legs in one move before a hooked variant is stopped (EHOOK)."""
    return int(_lib.mancala_max_sowings())


def presets() -> List[Tuple[str, str]]:
    """The named rule sets of the catalogue, for a game picker: (name, description) pairs in the
    library's order (mancala_preset_info(3)). Each name is a spec: Game(name), Game(name + ":...")."""
    out: List[Tuple[str, str]] = []
    for i in range(int(_lib.mancala_preset_count())):
        name, desc = ctypes.c_char_p(), ctypes.c_char_p()
        _check(_lib.mancala_preset_info(i, byref(name), byref(desc)))
        out.append(((name.value or b"").decode("ascii"), (desc.value or b"").decode("utf-8")))
    return out


# ---------------------------------------------------------------------------------------------
# Preset names, length limits and moves as structures (issue 55): read from the canonical spec
# alone, so that a Variant, a Game, a record and a text all answer alike.

#: The length limit of rules whose spec does not set one (limit=; mancala-spec(7)): a game ends
#: after this many plies if its rules have not ended it before.
DEFAULT_LIMIT = 2500

_preset_lock = threading.Lock()
_preset_table: Optional[Tuple[Dict[str, str], Dict[str, str]]] = None


def _spec_body(spec: str, loose: bool) -> str:
    """The keys of a canonical spec without its name; loose: without houses, seeds and limit."""
    keys = spec.split(":", 1)[1].split(",")
    if loose:
        keys = [k for k in keys if k.split("=", 1)[0] not in ("houses", "seeds", "limit")]
    return ",".join(keys)


def _preset_tables() -> Tuple[Dict[str, str], Dict[str, str]]:
    """{rules: name} of the catalogue, exactly and apart from the board's size and the length
    limit (the first name in the catalogue's order where two share rules)."""
    global _preset_table
    with _preset_lock:
        if _preset_table is None:
            exact: Dict[str, str] = {}
            loose: Dict[str, str] = {}
            for name, _ in presets():
                canonical = Variant(name).spec
                exact.setdefault(_spec_body(canonical, False), name)
                loose.setdefault(_spec_body(canonical, True), name)
            _preset_table = (exact, loose)
        return _preset_table


def _preset_name(spec: str) -> str:
    """The catalogue's name of the rules of a canonical spec: the preset with exactly these
    rules, else the first preset with these rules on another board or with another limit, else
    the canonical spec's own name (a rule family's, or "custom")."""
    exact, loose = _preset_tables()
    return (
        exact.get(_spec_body(spec, False))
        or loose.get(_spec_body(spec, True))
        or spec.split(":", 1)[0]
    )


def _spec_rules(spec: str) -> Dict[str, str]:
    """Every key of a canonical spec with its value (as Variant.rules)."""
    return dict(pair.split("=", 1) for pair in spec.split(":", 1)[1].split(","))


def _spec_limit(rules: Dict[str, str]) -> Optional[int]:
    value = rules.get("limit")
    if value is None:
        return DEFAULT_LIMIT
    return None if value == "none" else int(value)


# Moves (mancala-spec(7), "FOUR ROWS" and "Turns with choices"): the first step in bits 0 to 4,
# a slot: house h, or under direction=either, capture or house h anticlockwise and h + H
# clockwise, or under pie=on the swap (the slot after the last); then each later choice plus one
# in six bits (bits 5 to 10, 11 to 16, ...; 0 where the turn has no more), at most 4 of them.
_TURN_STEPS = 5
_WAYS = ("ccw", "cw")


def _move_layout(rules: Dict[str, str]) -> Tuple[int, bool, bool]:
    """(H, does a move name its direction, is there a swap) of a canonical spec's rules."""
    houses = int(rules["houses"])
    chosen = rules.get("direction", "ccw") in ("either", "capture", "house")
    return houses, chosen, rules.get("pie", "off") == "on"


class Move(NamedTuple):
    """A move as its parts (Game.decode_move, Game.encode_move): str() of it is its name in
    the notation "text" ("5", "0ccw", "29x0", "7ccwx1", "swap").

    house: the house the turn starts from, 0..H-1 in the mover's sowing order (None for a swap).
    direction: "ccw" (anticlockwise) or "cw" where the rules let the move choose its way
        (direction=either, capture or house), else None (the rules fix it).
    choices: the turn's later choices, in order: under seize=any the opponent's house seized
        (in the opponent's own numbering); at Bao's nyumba 0 to stop, 1 to go on.
    swap: the pie rule's swap (pie=on).
    """

    house: Optional[int]
    direction: Optional[str] = None
    choices: Tuple[int, ...] = ()
    swap: bool = False

    @property
    def seized(self) -> Optional[int]:
        """The opponent's house seized (seize=any): the first choice, None without one."""
        return self.choices[0] if self.choices else None

    def __str__(self) -> str:
        if self.swap:
            return "swap"
        return "%d%s%s" % (
            self.house,
            self.direction or "",
            "".join("x%d" % c for c in self.choices),
        )


def _decode_move(rules: Dict[str, str], move: Any) -> Move:
    m = _index(move, "move")
    houses, chosen, pie = _move_layout(rules)
    slots = 2 * houses if chosen else houses
    if not 0 <= m < 1 << (5 + 6 * (_TURN_STEPS - 1)):
        raise InvalidArgument(None, "decode_move(%r): not a move of these rules" % (move,))
    slot = m & 31
    choices: List[int] = []
    rest = m >> 5
    while rest:
        step = (rest & 63) - 1
        if step < 0 or step >= houses:
            raise InvalidArgument(
                None, "decode_move(%r): choice %d names no house 0..%d" % (move, len(choices) + 1, houses - 1)
            )
        choices.append(step)
        rest >>= 6
    if pie and slot == slots:
        if choices:
            raise InvalidArgument(None, "decode_move(%r): a swap has no choices" % (move,))
        return Move(None, None, (), True)
    if slot >= slots:
        raise InvalidArgument(
            None, "decode_move(%r): the first step must be 0..%d" % (move, slots - 1 + pie)
        )
    if chosen:
        return Move(slot % houses, _WAYS[slot // houses], tuple(choices))
    return Move(slot, None, tuple(choices))


def _encode_move(
    rules: Dict[str, str],
    house: Optional[int],
    direction: Optional[str],
    choices: Iterable[int],
    seize: Optional[int],
    swap: bool,
) -> int:
    houses, chosen, pie = _move_layout(rules)
    slots = 2 * houses if chosen else houses
    steps = [_index(c, "choice") for c in choices]
    if seize is not None:
        steps = [_index(seize, "seize")] + steps
    if swap:
        if not pie:
            raise InvalidArgument(None, "encode_move(swap=True): these rules have no swap (pie=on)")
        if house is not None or direction is not None or steps:
            raise InvalidArgument(None, "encode_move(swap=True) takes no house, direction or choice")
        return slots
    if house is None:
        raise InvalidArgument(None, "encode_move(): a house is needed")
    h = _index(house, "house")
    if not 0 <= h < houses:
        raise InvalidArgument(None, "encode_move(house=%r): the house must be 0..%d" % (house, houses - 1))
    way = rules.get("direction", "ccw")
    if chosen:
        if direction not in _WAYS:
            raise InvalidArgument(
                None,
                "encode_move(house=%d): these rules' moves need a direction: "
                "direction=\"ccw\" or \"cw\" (in text %dccw or %dcw)" % (h, h, h),
            )
        m = h + houses * _WAYS.index(direction)
    else:
        if direction is not None and direction != way:
            raise InvalidArgument(
                None, "encode_move(direction=%r): these rules sow every move %s" % (direction, way)
            )
        m = h
    if len(steps) > _TURN_STEPS - 1:
        raise InvalidArgument(None, "encode_move(): at most %d choices" % (_TURN_STEPS - 1))
    for k, c in enumerate(steps):
        if not 0 <= c < houses:
            raise InvalidArgument(None, "encode_move(): a choice must be 0..%d, not %d" % (houses - 1, c))
        m |= (c + 1) << (5 + 6 * k)
    return m


def _move_text_hint(rules: Dict[str, str], text: str) -> Optional[str]:
    """Why a move text the library could not read is wrong, where the binding can tell."""
    houses, chosen, _ = _move_layout(rules)
    if chosen and re.fullmatch(r"[0-9]+(x[0-9]+)*", text):
        h = text.split("x", 1)[0]
        return (
            "these rules' moves need a direction after the house: %sccw (anticlockwise) or "
            "%scw (clockwise)" % (h, h)
        )
    return None


def _draw_four_rows(pits: List[int], width: int) -> List[str]:
    """The board of four rows seen from South (mancala-spec(7), FOUR ROWS): North's outer and
    inner rows on top, South's inner and outer rows below, facing houses in one column; house
    numbers above and below each side's rows; each side's store (its hand) beside its name."""
    h = len(pits) // 2 - 1
    c = h // 2
    north, south = pits[h + 1 : 2 * h + 1], pits[:h]
    pad = "    "
    label = lambda order: pad + "".join(" %*d " % (width, i) for i in order)  # noqa: E731
    cells = lambda side, order: pad + "".join("(%*d)" % (width, side[i]) for i in order)  # noqa: E731
    north_outer = list(range(c - 1, -1, -1))
    north_inner = list(range(c, h))
    south_inner = list(range(h - 1, c - 1, -1))
    south_outer = list(range(c))
    return [
        "North (1), store %d" % pits[2 * h + 1],
        label(north_outer) + "  houses",
        cells(north, north_outer) + "  outer",
        cells(north, north_inner) + "  inner",
        label(north_inner) + "  houses",
        label(south_inner) + "  houses",
        cells(south, south_inner) + "  inner",
        cells(south, south_outer) + "  outer",
        label(south_outer) + "  houses",
        "South (0), store %d" % pits[h],
    ]


# ---------------------------------------------------------------------------------------------
# Argument conversion: Python values to C ones, never letting ctypes truncate silently.


def _index(value: Any, what: str) -> int:
    """An integer argument: ints and objects with __index__; floats, None and strings are refused."""
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError("%s must be an integer, not %s" % (what, type(value).__name__)) from None


def _clamped(value: Any, what: str) -> int:
    """An int32 argument. A value beyond int32 is clamped, so the library reports the same error
    it reports for any out-of-range value (EINVAL for a house, ELIMIT for a pit...)."""
    n = _index(value, what)
    return _INT32_MIN if n < _INT32_MIN else _INT32_MAX if n > _INT32_MAX else n


def _cstring(value: Any, what: str, error: type) -> bytes:
    if not isinstance(value, str):
        raise TypeError("%s must be a str, not %s" % (what, type(value).__name__))
    if "\0" in value:
        raise error(None, "%s contains a NUL character" % what)
    return value.encode("utf-8", "surrogatepass")


# ---------------------------------------------------------------------------------------------
# Rule hooks. An exception inside a hook is kept (per thread, since the C library calls the hook
# on the thread that made the call), the hook returns -1 so the library refuses the call with
# MANCALA_EHOOK and changes nothing, and the binding then raises the exception itself.

_tls = threading.local()


class _Hooks:
    """The Python functions behind one set_hooks call; C objects find it by its key."""

    __slots__ = ("sow", "land", "end", "key", "__weakref__")

    def __init__(
        self, sow: Optional[SowHook], land: Optional[LandHook], end: Optional[EndHook]
    ) -> None:
        self.sow = sow
        self.land = land
        self.end = end
        self.key = next(_hook_keys)


_hook_keys = itertools.count(1)
# Kept alive by the Variant and every Game made from it (strong references), not by this map.
_hook_registry: "weakref.WeakValueDictionary[int, _Hooks]" = weakref.WeakValueDictionary()


def _stash(exc: BaseException, where: str) -> int:
    if getattr(_tls, "pending", None) is None:
        _tls.pending = (exc, where)
    return -1


def _find(userdata: Optional[int]) -> _Hooks:
    hooks = _hook_registry.get(userdata or 0)
    if hooks is None:
        raise RuntimeError("mancala: rule hook called for a variant that no longer exists")
    return hooks


def _write_back(pits: Any, values: List[int], n: int, where: str) -> None:
    if not isinstance(values, list) or len(values) != n:
        raise ValueError("%s hook: the pits list must keep its %d entries" % (where, n))
    out = []
    for i, v in enumerate(values):
        v = _index(v, "%s hook: pits[%d]" % (where, i))
        if not _INT32_MIN <= v <= _INT32_MAX:
            raise ValueError("%s hook: pits[%d] = %d is beyond int32" % (where, i, v))
        out.append(v)
    for i, v in enumerate(out):
        pits[i] = v


def _action(result: Any, enum_type: type, where: str) -> int:
    if result is None:
        return 0
    value = _index(result, "%s hook result" % where)
    if value not in enum_type._value2member_map_:
        raise ValueError(
            "%s hook returned %d; expected one of %s"
            % (where, value, ", ".join("%s.%s" % (enum_type.__name__, m.name) for m in enum_type))
        )
    return value


def _sow_trampoline(pits, houses, player, house, userdata):  # type: ignore[no-untyped-def]
    try:
        hooks = _find(userdata)
        result = hooks.sow(tuple(pits[: 2 * houses + 2]), houses, player, house)
        if result is None:
            raise TypeError("sow hook returned None; return True (may sow) or False")
        return 1 if result else 0
    except BaseException as exc:  # noqa: B036 - re-raised by the binding after the C call
        return _stash(exc, "sow")


def _land_trampoline(pits, houses, player, pit, before, userdata):  # type: ignore[no-untyped-def]
    try:
        hooks = _find(userdata)
        n = 2 * houses + 2
        values = pits[:n]
        result = _action(hooks.land(values, houses, player, pit, before), LandAction, "land")
        _write_back(pits, values, n, "land")
        return result
    except BaseException as exc:  # noqa: B036
        return _stash(exc, "land")


def _end_trampoline(pits, houses, to_move, userdata):  # type: ignore[no-untyped-def]
    try:
        hooks = _find(userdata)
        n = 2 * houses + 2
        values = pits[:n]
        result = _action(hooks.end(values, houses, to_move), EndAction, "end")
        _write_back(pits, values, n, "end")
        return result
    except BaseException as exc:  # noqa: B036
        return _stash(exc, "end")


# Created once and never freed: these are the only function pointers the C library ever holds.
_SOW = _native.SOW_HOOK(_sow_trampoline)
_LAND = _native.LAND_HOOK(_land_trampoline)
_END = _native.END_HOOK(_end_trampoline)
_NO_SOW, _NO_LAND, _NO_END = _native.SOW_HOOK(), _native.LAND_HOOK(), _native.END_HOOK()  # NULL


def _hooked_call(fn: Callable[..., int], *args: Any) -> int:
    """Calls a C function that may run rule hooks; raises a hook's own exception if one failed."""
    _tls.pending = None
    status = fn(*args)
    pending = _tls.pending
    if pending is not None:
        _tls.pending = None
        exc, where = pending
        if hasattr(exc, "add_note"):
            exc.add_note(
                "raised inside a mancala %s hook; the library refused the call "
                "(MANCALA_EHOOK) and changed nothing" % where
            )
        raise exc
    return int(status)


def _check(status: int, detail: Optional[str] = None, where: Optional[Where] = None) -> int:
    if status < 0:
        if status == Status.EHOOK and detail is not None:
            detail += " (the hook returned an error or broke an invariant)"
        raise error_for(status, detail, where)
    return status


def _info() -> "_native.ErrorInfoStruct":
    """An empty mancala_error_info for the *_info readers and mancala_game_last_error."""
    info = _native.ErrorInfoStruct()
    info.struct_size = ctypes.sizeof(info)
    return info


def _where(info: "_native.ErrorInfoStruct") -> Optional[Where]:
    """The detail a failed call left in info, None if there is none."""
    if info.status >= 0 or not info.message:
        return None
    return Where(
        info.message.decode("utf-8", "replace"),
        info.offset if info.offset >= 0 else None,
        info.line or None,
        info.move or None,
        info.field.decode("utf-8", "replace") or None,
    )


def _check_game(ptr: Any, status: int, detail: str) -> int:
    """_check for a call on a game that keeps its last error (play, undo, set_board,
    set_marks, set_text): the exception says where, from mancala_game_last_error. Called with
    the game's lock held, before any other call on it."""
    if status < 0:
        info = _info()
        where = _where(info) if _lib.mancala_game_last_error(ptr, byref(info)) == 0 else None
        _check(status, detail, where)
    return status


def _fetch_ints(fn: Callable[..., int], handle: Any, cap: int) -> List[int]:
    """Calls one of the (handle, int32_t *buf, size_t cap, size_t *count) functions."""
    count = c_size_t(0)
    buf = (c_int32 * max(cap, 1))()
    status = fn(handle, buf, cap, byref(count))
    if status == Status.ERANGE:  # grown since the size was asked: ask again
        return _fetch_ints(fn, handle, count.value)
    _check(status)
    return buf[: count.value]


def _fetch_text(fn: Callable[..., int], handle: Any) -> str:
    needed = c_size_t(0)
    cap = 256
    while True:
        buf = ctypes.create_string_buffer(cap)
        status = fn(handle, buf, cap, byref(needed))
        if status != Status.ERANGE:
            break
        cap = needed.value
    _check(status)
    return buf.value.decode("utf-8", "replace")


# ---------------------------------------------------------------------------------------------


class Variant:
    """Rules parsed from a spec string ("kalah", "oware:seeds=5", "custom:houses=9,...").

    A variant may carry rule hooks written in Python (see :meth:`custom`). A Game copies the rules
    and hooks when it is created: changing the variant's hooks afterwards does not change it.
    """

    __slots__ = ("_ptr", "_spec", "_hooks", "_lock", "_finalizer", "__weakref__")

    def __init__(self, spec: str = "kalah") -> None:
        """Parses spec; raises SpecError or LimitError (both ValueErrors) when it is invalid."""
        raw = _cstring(spec, "spec", SpecError)
        ptr = VariantPtr()
        info = _info()
        st = _lib.mancala_variant_new_info(byref(ptr), raw, byref(info))
        _check(st, "Variant(%r)" % spec, _where(info))
        self._ptr = ptr
        self._finalizer = weakref.finalize(self, _lib.mancala_variant_free, ptr)
        self._hooks: Optional[_Hooks] = None
        self._lock = threading.RLock()
        self._spec = _fetch_text(_lib.mancala_variant_spec, ptr)

    @classmethod
    def custom(
        cls,
        spec: str,
        sow: Optional[SowHook] = None,
        land: Optional[LandHook] = None,
        end: Optional[EndHook] = None,
    ) -> "Variant":
        """A variant with rule hooks in Python on top of the rules spec gives.

        sow(pits, houses, player, house) -> bool
            called for each non-empty house the built-in rules let the mover sow; pits is a
            tuple (the pits array). Return False to forbid the move.
        land(pits, houses, player, pit, before) -> LandAction or None
            called where the last seed of each sowing leg lands (pit: index in the pits array;
            before: seeds it held before that seed). pits is a list the hook may change (for
            captures), keeping every entry >= 0 and the seed total unchanged. None means
            LandAction.DEFAULT.
        end(pits, houses, to_move) -> EndAction or None
            called after each move (and when a position is set) before the built-in end rules;
            pits may be changed likewise. None means EndAction.DEFAULT.

        The pits array holds 2H+2 entries: player 0's houses 0..H-1, player 0's store, player 1's
        houses 0..H-1, player 1's store. An exception raised by a hook makes the call that ran
        it (play, legal_moves, perft, Game(), set_board...) change nothing and raise that same
        exception.
        """
        variant = cls(spec)
        variant.set_hooks(sow, land, end)
        return variant

    def set_hooks(
        self,
        sow: Optional[SowHook] = None,
        land: Optional[LandHook] = None,
        end: Optional[EndHook] = None,
    ) -> None:
        """Replaces the variant's hooks (see :meth:`custom`); all None removes them. Games made
        before keep the hooks they were made with."""
        for name, hook in (("sow", sow), ("land", land), ("end", end)):
            if hook is not None and not callable(hook):
                raise TypeError("%s hook must be callable or None" % name)
        with self._lock:
            if sow is None and land is None and end is None:
                _check(_lib.mancala_variant_set_hooks(self._ptr, _NO_SOW, _NO_LAND, _NO_END, None))
                self._hooks = None
                return
            hooks = _Hooks(sow, land, end)
            _hook_registry[hooks.key] = hooks
            _check(
                _lib.mancala_variant_set_hooks(
                    self._ptr,
                    _SOW if sow is not None else _NO_SOW,
                    _LAND if land is not None else _NO_LAND,
                    _END if end is not None else _NO_END,
                    hooks.key,
                )
            )
            self._hooks = hooks

    @property
    def hooks(self) -> Tuple[Optional[SowHook], Optional[LandHook], Optional[EndHook]]:
        """(sow, land, end): the Python hooks now set, None where there is none."""
        h = self._hooks
        return (h.sow, h.land, h.end) if h is not None else (None, None, None)

    @property
    def spec(self) -> str:
        """The canonical spec: the name, then every key in the documented order."""
        return self._spec

    @property
    def name(self) -> str:
        """The catalogue's name for these rules (:func:`presets`): "awari" for Variant("awari")
        and for the same rules spelt out; where no preset has them exactly, the first preset
        with them on another board or with another limit ("kalah" for "kalah:seeds=5"), else
        the canonical spec's own name ("custom"). The canonical :attr:`spec`, which records
        and files hold, names only the rule families (kalah, oware, congkak, togyz,
        bestemshe, hus, bao, omweso) or custom."""
        return _preset_name(self._spec)

    @property
    def rules(self) -> Dict[str, str]:
        """Every key of the canonical spec with its value, as strings."""
        return dict(pair.split("=", 1) for pair in self._spec.split(":", 1)[1].split(","))

    @property
    def num_houses(self) -> int:
        """Houses per side (H)."""
        return int(self.rules["houses"])

    @property
    def rows(self) -> int:
        """The rows of the board, 2 or 4 (mancala_variant_rows(3)); on four rows each side
        is two rows of H/2 houses."""
        return int(_check(_lib.mancala_variant_rows(self._ptr)))

    @property
    def seeds(self) -> int:
        """Seeds per house at the start."""
        return int(self.rules["seeds"])

    # -- length limit and moves as structures (issue 55) ---------------------------------------

    @property
    def limit(self) -> Optional[int]:
        """The plies after which a game of these rules ends if its rules have not ended it
        (limit=, default :data:`DEFAULT_LIMIT`), None for limit=none: then rules that play on
        through repeated positions (Hus, Togyz Kumalak, every four-row rule set...) can go on
        for ever, and a loop ``while not g.is_over`` needs a bound of its own."""
        return _spec_limit(self.rules)

    def decode_move(self, move: int) -> "Move":
        """The parts of a move number of these rules (:class:`Move`); InvalidArgument for a
        number that is no move of them. Legality is not checked."""
        return _decode_move(self.rules, move)

    def encode_move(
        self,
        house: Optional[int] = None,
        direction: Optional[str] = None,
        choices: Iterable[int] = (),
        seize: Optional[int] = None,
        swap: bool = False,
    ) -> int:
        """The move number of a move given by its parts (see :class:`Move`): house 0..H-1;
        direction "ccw" or "cw", needed where the rules let a move choose it and refused where
        they fix it otherwise; choices, the turn's later choices, or seize, the opponent's
        house seized (seize=any), which comes first; swap=True for the pie rule's swap.
        InvalidArgument for parts these rules do not have. Legality is not checked."""
        return _encode_move(self.rules, house, direction, choices, seize, swap)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Variant):
            return NotImplemented
        return self._spec == other._spec and self.hooks == other.hooks

    def __hash__(self) -> int:
        return hash(self._spec)

    def __repr__(self) -> str:
        hooked = [n for n, h in zip(("sow", "land", "end"), self.hooks) if h is not None]
        if hooked:
            return "<mancala.Variant %r with %s hook%s>" % (
                self._spec,
                "/".join(hooked),
                "s" if len(hooked) > 1 else "",
            )
        return "mancala.Variant(%r)" % self._spec

    def __str__(self) -> str:
        return self._spec


class _Calling:
    """The context of one call into a Game's C object: `with game._calling(kind):`.

    kind: _HOOKS may run rule hooks, _CHANGES changes the game (a read, kind 0, needs only the
    lock, and Game._calling gives it the lock itself). The game's lock serializes calls between
    threads (the GIL is released during C calls). The game's _busy counts the calls in progress
    that may run rule hooks; a hook may read its game, but changing it then would re-enter the C
    game in the middle of a move or a perft, so that is refused.
    """

    __slots__ = ("_game", "_kind")

    def __init__(self, game: "Game", kind: int) -> None:
        self._game = game
        self._kind = kind

    def __enter__(self) -> None:
        game, kind = self._game, self._kind
        game._lock.acquire()
        if kind:
            if kind == _CHANGES and game._busy:
                game._lock.release()
                raise RuntimeError("mancala.Game changed from inside one of its own rule hooks")
            game._busy += 1

    def __exit__(self, *exc_info: Any) -> None:
        if self._kind:
            self._game._busy -= 1
        self._game._lock.release()


class Game:
    """A position, its history and the rules it is played by.

    Houses are numbered 0..H-1 from each mover's side, players 0 (South, moves first) and 1
    (North). A Game may be used from any thread, one call at a time (calls are serialized by a
    lock); it must not be used from inside one of its own rule hooks (RuntimeError).
    """

    __slots__ = ("_ptr", "_hooks", "_lock", "_busy", "_finalizer", "__weakref__")

    def __init__(self, variant: Union[Variant, str] = "kalah") -> None:
        """A new game at the variant's start position; variant is a Variant or a spec string."""
        if isinstance(variant, str):
            variant = Variant(variant)
        elif not isinstance(variant, Variant):
            raise TypeError("Game() takes a Variant or a spec str, not %s" % type(variant).__name__)
        ptr = GamePtr()
        with variant._lock:
            hooks = variant._hooks
            _check(_hooked_call(_lib.mancala_game_new, byref(ptr), variant._ptr), "Game()")
        self._adopt(ptr, hooks)

    def _adopt(self, ptr: Any, hooks: Optional[_Hooks]) -> None:
        self._ptr = ptr
        # The C game copied the hook pointers and userdata: keep the Python functions alive.
        self._hooks = hooks
        self._lock = threading.RLock()
        self._busy = 0
        self._finalizer = weakref.finalize(self, _lib.mancala_game_free, ptr)

    @classmethod
    def _wrap(cls, ptr: Any, hooks: Optional[_Hooks]) -> "Game":
        game = cls.__new__(cls)
        game._adopt(ptr, hooks)
        return game

    @classmethod
    def from_text(cls, text: str, variant: Optional[Variant] = None) -> "Game":
        """A game at the position text describes ("SPEC HOUSES/STORE HOUSES/STORE PLAYER").

        The text's spec gives the rules; rule hooks cannot be written in text, so to read a
        position of a hooked variant pass that variant: the text's spec must then match it.
        """
        if variant is not None:
            game = cls(variant)
            game.set_text(text)
            return game
        raw = _cstring(text, "position text", ParseError)
        ptr = GamePtr()
        info = _info()
        st = _hooked_call(_lib.mancala_game_from_text_info, byref(ptr), raw, byref(info))
        _check(st, "Game.from_text()", _where(info))
        return cls._wrap(ptr, None)

    def _calling(self, kind: int = 0) -> Any:
        """with self._calling(kind): one call into the C game (see _Calling). A read needs
        nothing but the lock, which is the cheaper context manager."""
        return _Calling(self, kind) if kind else self._lock

    # -- reading -------------------------------------------------------------------------------

    @property
    def num_houses(self) -> int:
        """Houses per side (H); the board has 2H+2 pits."""
        return int(_lib.mancala_game_houses(self._ptr))

    @property
    def rows(self) -> int:
        """The rows of the board, 2 or 4 (mancala_game_rows(3))."""
        with self._calling():
            return int(_check(_lib.mancala_game_rows(self._ptr)))

    @property
    def board(self) -> List[int]:
        """The pits array (a copy): player 0's houses 0..H-1, player 0's store, player 1's
        houses 0..H-1, player 1's store."""
        with self._calling():
            return _fetch_ints(_lib.mancala_game_board, self._ptr, 2 * self.num_houses + 2)

    def houses(self, player: int) -> List[int]:
        """Seeds in each of player's houses, house 0 first."""
        p = _clamped(player, "player")
        if p not in (0, 1):
            raise InvalidArgument(None, "houses(%r): player must be 0 or 1" % (player,))
        h = self.num_houses
        return self.board[p * (h + 1) : p * (h + 1) + h]

    def house(self, player: int, house: int) -> int:
        """Seeds in one house of player's side."""
        p, h = _clamped(player, "player"), _clamped(house, "house")
        with self._calling():
            r = _lib.mancala_game_house(self._ptr, p, h)
        return _check(r, "house(%r, %r)" % (player, house))

    def mark(self, player: int, house: int) -> "Mark":
        """The mark of one house of player's side: Mark.OPEN, CLOSED (burnt for the round) or
        TUZDIK (the other player's tuzdik)."""
        p, h = _clamped(player, "player"), _clamped(house, "house")
        with self._calling():
            r = _lib.mancala_game_mark(self._ptr, p, h)
        return Mark(_check(r, "mark(%r, %r)" % (player, house)))

    @property
    def round(self) -> int:
        """The number of the round being played, 1 for the first (rules with rounds=burn)."""
        with self._calling():
            return _check(_lib.mancala_game_round(self._ptr))

    def set_marks(self, marks: Iterable[int], round: int = 1) -> None:
        """Gives the current board the marks (2H values of Mark, player 0's houses first) and
        the round; like set_board it clears the history and applies the end rules. BoardError
        if the marks do not fit the rules or the board, InvalidArgument for a bad value."""
        if isinstance(marks, (str, bytes)):
            raise TypeError("marks must be a sequence of integers")
        values = [_clamped(v, "mark") for v in marks]
        rd = _clamped(round, "round")
        buf = (c_int32 * max(len(values), 1))(*values)
        with self._calling(_CHANGES):
            _check_game(
                self._ptr,
                _hooked_call(_lib.mancala_game_set_marks, self._ptr, buf, len(values), rd),
                "set_marks()",
            )

    def store(self, player: int) -> int:
        """Seeds in player's store (the final score once the game is over)."""
        p = _clamped(player, "player")
        with self._calling():
            r = _lib.mancala_game_store(self._ptr, p)
        return _check(r, "store(%r)" % (player,))

    @property
    def to_move(self) -> Optional[int]:
        """The player to move, 0 or 1; None once the game is over."""
        with self._calling():
            r = _lib.mancala_game_to_move(self._ptr)
        return None if r == Status.EOVER else _check(r)

    @property
    def is_over(self) -> bool:
        """True once the game has ended (stores then hold the final scores)."""
        with self._calling():
            return bool(_check(_lib.mancala_game_is_over(self._ptr)))

    @property
    def winner(self) -> Optional[int]:
        """0 or 1 once the game is over and that player's store holds more; None for a draw and
        None while the game is still going on (tell them apart with is_over or is_draw)."""
        if not self.is_over:
            return None
        s0, s1 = self.store(0), self.store(1)
        return None if s0 == s1 else (0 if s0 > s1 else 1)

    @property
    def is_draw(self) -> bool:
        """True once the game is over with equal stores."""
        return self.is_over and self.store(0) == self.store(1)

    def legal_moves(self) -> List[int]:
        """The moves of the player to move, in increasing order; [] once over. A move is a house
        (a slot of house and direction under direction=either), or a whole turn where a turn holds
        choices (seize=any: the house, then the seized house plus one from bit 5; see
        mancala-spec(7), "Turns with choices")."""
        with self._calling(_HOOKS):
            count = c_size_t(0)
            buf = (c_int32 * max_moves())()
            _check(
                _hooked_call(_lib.mancala_game_legal_moves, self._ptr, buf, len(buf), byref(count)),
                "legal_moves()",
            )
            return buf[: count.value]

    @property
    def history(self) -> List[int]:
        """The moves played since the start (or since the last set_board/set_text), oldest first.
        An extra move is its own entry."""
        with self._calling():
            count = c_size_t(0)
            _lib.mancala_game_history(self._ptr, None, 0, byref(count))
            return _fetch_ints(_lib.mancala_game_history, self._ptr, count.value)

    @property
    def hash(self) -> int:
        """64-bit Zobrist hash of the board and the player to move (or who would move next)."""
        with self._calling():
            return int(_lib.mancala_game_hash(self._ptr))

    @property
    def spec(self) -> str:
        """The canonical spec of the game's rules."""
        with self._calling():
            return _fetch_text(_lib.mancala_game_spec, self._ptr)

    # -- changing ------------------------------------------------------------------------------

    def play(self, move: int) -> None:
        """Plays move `move` of the player to move: a number of :meth:`legal_moves`. It is the
        house, 0..H-1, where a move is a house; where the rules let a move choose its way
        (direction=either, capture, house) it is house + H for a clockwise sowing, so 0..2H-1;
        under pie=on the swap is the number after those; a turn with choices (seize=any, Bao's
        nyumba) adds each choice plus one from bit 5 on. :meth:`encode_move` and
        :meth:`decode_move` build and read these numbers from their parts (:class:`Move`).

        Raises GameOver once over, InvalidArgument for a number outside the rules' moves,
        IllegalMove for an empty or forbidden house; on any error nothing changes, and the
        exception's message gives the range of moves and the legal moves now ("move 6 is out of
        range: a move here is 0 to 5; legal now: 0, 1, 2, 3, 4, 5"). An extra move (last seed in
        the mover's store) leaves the same player to move.
        """
        m = _clamped(move, "move")
        with self._calling(_CHANGES):
            _check_game(
                self._ptr, _hooked_call(_lib.mancala_game_play, self._ptr, m), "play(%r)" % (move,)
            )

    def undo(self) -> None:
        """Takes back the last move; NoHistory at the start or right after set_board/set_text."""
        with self._calling(_CHANGES):
            _check_game(self._ptr, _lib.mancala_game_undo(self._ptr), "undo()")

    # -- traces, results and records -----------------------------------------------------------

    def trace(self, move: int) -> List["Event"]:
        """What play(move) would do, step by step, without doing it: a list of :class:`Event`.

        Applied in order to :attr:`board` before the move (see Event), the events give the board
        after play(move). Raises what play(move) raises, and changes nothing.
        """
        m = _clamped(move, "move")
        detail = "trace(%r)" % (move,)
        with self._calling(_HOOKS):
            count = c_size_t(0)
            buf = None  # asks for the number of events first
            while True:
                cap = len(buf) if buf is not None else 0
                status = _hooked_call(_lib.mancala_game_trace, self._ptr, m, buf, cap, byref(count))
                if status != Status.ERANGE:
                    break
                buf = (_native.EventStruct * count.value)()
        _check(status, detail)
        if buf is None:
            return []
        return [Event(_member(EventKind, e.kind), e.pit, e.count, e.to) for e in buf[: count.value]]

    @property
    def result(self) -> Optional["Result"]:
        """None while the game goes on; once over, Result(winner, reason): winner 0 or 1, None
        for a draw (as :attr:`winner`), and reason a :class:`ResultReason`."""
        winner, reason = c_int32(0), c_int32(0)
        with self._calling(_HOOKS):
            if not _check(_lib.mancala_game_is_over(self._ptr)):
                return None
            # Finding the reason may replay the last move through the rule hooks.
            status = _hooked_call(_lib.mancala_game_result, self._ptr, byref(winner), byref(reason))
        _check(status, "result")
        return Result(
            winner.value if winner.value >= 0 else None, _member(ResultReason, reason.value)
        )

    def to_record(self) -> str:
        """The game as a record (mancala-spec(7), GAME RECORDS): its rules, its first position
        and every move since, so that :meth:`from_record` gives back the same game with its
        history and undo. Rule hooks are not recorded."""
        with self._calling():
            return _fetch_text(_lib.mancala_game_to_record, self._ptr)

    @classmethod
    def from_record(cls, text: str) -> "Game":
        """The game a record describes, its moves replayed: same position, history, undo,
        repetition window and hash as the game saved (without rule hooks). ParseError for text
        that is not a record, SpecError/BoardError... for a bad position, and the error
        play() raises for the first move that cannot be played (IllegalMove, GameOver...)."""
        raw = _cstring(text, "record", ParseError)
        ptr = GamePtr()
        info = _info()
        st = _lib.mancala_game_from_record_info(byref(ptr), raw, byref(info))
        _check(st, "Game.from_record()", _where(info))
        return cls._wrap(ptr, None)

    def __reduce__(self) -> Tuple[Any, Tuple[str]]:
        """Pickled as a record, which keeps the history; a game with Python rule hooks cannot
        be (a record holds no hooks, and functions are not data)."""
        if self._hooks is not None:
            raise TypeError(
                "cannot pickle a mancala.Game with Python rule hooks: a game record holds no "
                "hooks (save g.to_record() and replay it on a game of the hooked variant)"
            )
        return (_game_from_record, (self.to_record(),))

    def set_board(self, pits: Iterable[int], to_move: int = 0) -> None:
        """Sets the position: pits as in :attr:`board` (2H+2 entries), to_move 0 or 1.

        Clears the history and applies the end rules at once. BoardError for a wrong size or a
        negative pit, LimitError beyond 255 seeds, InvalidArgument for to_move.
        """
        if isinstance(pits, (str, bytes)):
            raise TypeError("pits must be a sequence of integers")
        try:
            values = [_clamped(v, "pit") for v in pits]
        except TypeError as exc:
            if "pit must" in str(exc):
                raise
            raise TypeError("pits must be a sequence of integers") from None
        tm = _clamped(to_move, "to_move")
        buf = (c_int32 * max(len(values), 1))(*values)
        with self._calling(_CHANGES):
            _check_game(
                self._ptr,
                _hooked_call(_lib.mancala_game_set_board, self._ptr, buf, len(values), tm),
                "set_board()",
            )

    def to_text(self) -> str:
        """The position as text: "SPEC P0HOUSES/P0STORE P1HOUSES/P1STORE PLAYER"."""
        with self._calling():
            return _fetch_text(_lib.mancala_game_to_text, self._ptr)

    def set_text(self, text: str) -> None:
        """Sets the position from text (as :meth:`from_text`), keeping this game's hooks; the
        text's spec must have the same canonical spec as the game's rules (else SpecError)."""
        raw = _cstring(text, "position text", ParseError)
        with self._calling(_CHANGES):
            _check_game(
                self._ptr, _hooked_call(_lib.mancala_game_set_text, self._ptr, raw), "set_text()"
            )

    def copy(self) -> "Game":
        """An independent game with the same rules, hooks, position and history."""
        out = GamePtr()
        with self._calling():
            _check(_lib.mancala_game_clone(self._ptr, byref(out)), "copy()")
        return Game._wrap(out, self._hooks)

    __copy__ = copy

    def __deepcopy__(self, memo: Dict[int, Any]) -> "Game":
        return self.copy()

    def perft(self, depth: int) -> int:
        """The number of positions exactly `depth` plies ahead (extra moves are plies; games that
        end earlier are not extended). InvalidArgument for a negative depth."""
        d = _index(depth, "depth")
        if not 0 <= d <= _INT32_MAX:
            raise InvalidArgument(None, "perft(%r): depth must be 0..2**31-1" % (depth,))
        n = c_uint64(0)
        with self._calling(_HOOKS):
            _check(_hooked_call(_lib.mancala_game_perft, self._ptr, d, byref(n)), "perft()")
        return int(n.value)

    def best_move(
        self, level: Optional[int] = None, time_ms: Optional[int] = None, seed: Optional[int] = None
    ) -> int:
        """A move for the player to move, chosen by the engine: at `level` (1..9 weaker, 10 full
        strength) and/or within `time_ms` milliseconds; with neither, full strength for one
        second. Each call uses a fresh :class:`Search` (16 MiB table, one thread), so calls share
        nothing; `seed` makes a level's random draw repeatable (default: a random seed). For a
        table kept from move to move, threads or a database, use a Search. GameOver once over.
        """
        from .search import best_move

        return best_move(self, level, time_ms, seed)

    # -- protocols -----------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        """Same rules (canonical spec), same board, same player to move; history is ignored."""
        if not isinstance(other, Game):
            return NotImplemented
        return self.to_text() == other.to_text()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        hooked = " with hooks" if self._hooks is not None else ""
        return "<mancala.Game %r%s>" % (self.to_text(), hooked)

    def __str__(self) -> str:
        """The board drawn as seen from South: North's houses run right to left on top, each
        store at its owner's right-hand end. Four rows: North's outer and inner rows on top,
        South's inner and outer rows below, each house in the column of the houses facing it."""
        pits = self.board
        h = len(pits) // 2 - 1
        north = pits[h + 1 : 2 * h + 1]
        south = pits[:h]
        width = max(2, len(str(max(pits))))
        if self.rows == 4:
            rows = _draw_four_rows(pits, width)
            rows.append(self._status_line())
            return "\n".join(rows)
        cell = lambda n: "(%*d)" % (width, n)  # noqa: E731
        pad = " " * (width + 3)
        rows = [
            pad + "".join(" %*d " % (width, i) for i in reversed(range(h))) + "  North (1)",
            pad + "".join(cell(n) for n in reversed(north)),
            "[%*d]" % (width, pits[2 * h + 1])
            + " " * ((width + 2) * h + 2)
            + "[%*d]" % (width, pits[h]),
            pad + "".join(cell(n) for n in south),
            pad + "".join(" %*d " % (width, i) for i in range(h)) + "  South (0)",
        ]
        rows.append(self._status_line())
        return "\n".join(rows)

    def _status_line(self) -> str:
        if self.is_over:
            w = self.winner
            return "game over: " + ("draw" if w is None else "%s wins" % ("South", "North")[w])
        return "%s to move" % ("South (0)", "North (1)")[self.to_move or 0]

    def _repr_svg_(self) -> str:
        """The board as an SVG picture, which Jupyter shows (mancala.svg.board with its defaults:
        the last move and its captures highlighted)."""
        from .svg import board

        return board(self)

    # -- outside notations (mancala_game_to_notation(3)) ---------------------------------------

    @staticmethod
    def _notation(fmt: str) -> int:
        names = [n.name.lower() for n in Notation]
        if fmt not in names:
            raise InvalidArgument(
                None, "notation must be one of %s, not %r" % (", ".join(names), fmt)
            )
        return int(Notation[fmt.upper()])

    def to_notation(self, fmt: str) -> str:
        """The position in an outside notation: "playstrategy" (Oware FEN), "kgp" (board
        literal, from the mover's side) or "openspiel" (game string and actions). RulesError
        if the game's rules are not the notation's."""
        f = self._notation(fmt)
        with self._calling():
            return _fetch_text(
                lambda g, b, c, n: _lib.mancala_game_to_notation(g, f, b, c, n), self._ptr
            )

    @classmethod
    def from_notation(cls, fmt: str, text: str, variant: Optional[Variant] = None) -> "Game":
        """A game read from an outside notation, played by the notation's own rules or by
        `variant` (which must fit them). ParseError for text not in the notation."""
        f = Game._notation(fmt)
        raw = _cstring(text, "notation text", ParseError)
        ptr = GamePtr()
        if variant is not None and not isinstance(variant, Variant):
            variant = Variant(variant)
        info = _info()
        if variant is None:
            st = _lib.mancala_game_from_notation_info(byref(ptr), f, raw, None, byref(info))
        else:
            with variant._lock:
                st = _lib.mancala_game_from_notation_info(
                    byref(ptr), f, raw, variant._ptr, byref(info)
                )
        _check(st, "Game.from_notation()", _where(info))
        return cls._wrap(ptr, None)

    def move_to_notation(self, fmt: str, move: int) -> str:
        """Legal move `move` of the player to move, in the notation ("a1e1", "1", "8")."""
        f, m = self._notation(fmt), _clamped(move, "move")
        with self._calling():
            return _fetch_text(
                lambda g, b, c, n: _lib.mancala_game_move_to_notation(g, f, m, b, c, n), self._ptr
            )

    def move_from_notation(self, fmt: str, text: str) -> int:
        """The move a move text stands for (a house number, or a whole turn under "text"; see
        mancala-spec(7)); IllegalMove if it is not legal, ParseError for text that is no move
        (saying so where a move of these rules needs its direction, "0ccw" or "0cw")."""
        f = self._notation(fmt)
        raw = _cstring(text, "move text", ParseError)
        out = c_int32(0)
        with self._calling():
            status = _lib.mancala_game_move_from_notation(self._ptr, f, raw, byref(out))
        detail = "move_from_notation(%r)" % (text,)
        if status == Status.EPARSE and fmt == "text":
            hint = _move_text_hint(_spec_rules(self.spec), text)
            if hint is not None:
                detail += ": " + hint
        _check(status, detail)
        return int(out.value)

    # -- length limit and moves as structures (issue 55) ---------------------------------------

    @property
    def limit(self) -> Optional[int]:
        """The plies after which this game ends if its rules have not ended it (see
        :attr:`Variant.limit`), counted from the start or the last set_board/set_text as
        :attr:`history` counts them; None for limit=none."""
        return _spec_limit(_spec_rules(self.spec))

    def decode_move(self, move: int) -> "Move":
        """The parts of a move number of this game's rules (see :meth:`Variant.decode_move`):
        ``str(g.decode_move(m))`` is m's name in the notation "text"."""
        return _decode_move(_spec_rules(self.spec), move)

    def encode_move(
        self,
        house: Optional[int] = None,
        direction: Optional[str] = None,
        choices: Iterable[int] = (),
        seize: Optional[int] = None,
        swap: bool = False,
    ) -> int:
        """The move number of a move given by its parts (see :meth:`Variant.encode_move`)."""
        return _encode_move(_spec_rules(self.spec), house, direction, choices, seize, swap)


def _game_from_record(record: str) -> Game:
    """Unpickles a Game (see Game.__reduce__): a module-level name, so pickles stay loadable."""
    return Game.from_record(record)
