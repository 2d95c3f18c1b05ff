# SPDX-License-Identifier: MIT
"""Exceptions: one class per family of libmancala status codes, all derived from MancalaError."""

from __future__ import annotations

import enum
from typing import Dict, NamedTuple, Optional, Type

from ._native import LibraryError, strerror

__all__ = [
    "Status",
    "LibraryError",
    "MancalaError",
    "InvalidArgument",
    "OutOfMemory",
    "SpecError",
    "LimitError",
    "IllegalMove",
    "GameOver",
    "NoHistory",
    "BufferTooSmall",
    "BoardError",
    "ParseError",
    "HookError",
    "FileError",
    "FormatError",
    "RulesError",
    "Where",
    "Canceled",
    "error_for",
]


class Where(NamedTuple):
    """Where the library found an error (mancala_error_info(3)): its sentence, and the numbers.

    message: what is wrong and where, in English ("unknown key "seed" at offset 6 in
    "oware:seed=5"; did you mean "seeds"?", "line 3, move 2: move 2 is not legal now ...").
    offset: bytes from the start of the text read to the fault, or None. line: the line of a
    record (1 header, 2 position, 3 moves), or None. move: the place of the move refused in a
    record or move list (1 for the first), or None. field: what the fault is in ("key", "seeds",
    "houses of player 0", "move", ...), or None.
    """

    message: str
    offset: Optional[int] = None
    line: Optional[int] = None
    move: Optional[int] = None
    field: Optional[str] = None


class Status(enum.IntEnum):
    """The C status codes (enum mancala_status); values never change."""

    OK = 0
    EINVAL = -1
    ENOMEM = -2
    ESPEC = -3
    ELIMIT = -4
    EILLEGAL = -5
    EOVER = -6
    ENOHISTORY = -7
    ERANGE = -8
    EBOARD = -9
    EPARSE = -10
    EHOOK = -11
    EIO = -12
    EFORMAT = -13
    ERULES = -14
    ECANCELED = -15


class MancalaError(Exception):
    """A libmancala call failed.

    Attributes:
        code: the C status code (a negative int, a Status member when known).
        name: the C constant's name, e.g. "MANCALA_EILLEGAL".
        message: the library's own text for the code (mancala_strerror).
        detail: what the binding was doing, or None.
        where: where the library found the error (a :class:`Where`: the spec word and its
            offset, the field of a position text, the line and move of a record, the moves
            allowed now), or None; its message ends the exception's text.
        offset, line, move, field: where's numbers and field, None when it has none.
    """

    #: The status code raised by default for the class (None for the base class).
    default_code: Optional[int] = None

    def __init__(
        self, code: Optional[int] = None, detail: Optional[str] = None, where: Optional[Where] = None
    ) -> None:
        if code is None:
            code = self.default_code if self.default_code is not None else 0
        try:
            self.code: int = Status(code)
            self.name: str = "MANCALA_" + Status(code).name
        except ValueError:
            self.code = code
            self.name = "MANCALA_E%d" % -code if code < 0 else str(code)
        self.message: str = strerror(max(-(2**31), min(code, 2**31 - 1)))
        self.detail: Optional[str] = detail
        self.where: Optional[Where] = where
        text = "%s (%s)" % (self.message, self.name)
        if where is not None and where.message:
            text += ": " + where.message
        super().__init__("%s: %s" % (detail, text) if detail else text)

    @property
    def offset(self) -> Optional[int]:
        """Bytes from the start of the text read to the fault (see Where), or None."""
        return self.where.offset if self.where is not None else None

    @property
    def line(self) -> Optional[int]:
        """The line of a record where the fault is (see Where), or None."""
        return self.where.line if self.where is not None else None

    @property
    def move(self) -> Optional[int]:
        """The place of the move refused in a record or move list, 1 for the first, or None."""
        return self.where.move if self.where is not None else None

    @property
    def field(self) -> Optional[str]:
        """What the fault is in ("key", "seeds", "store of player 1", "move"...), or None."""
        return self.where.field if self.where is not None else None

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (type(self), (int(self.code), self.detail, self.where))


class InvalidArgument(MancalaError, ValueError):
    """MANCALA_EINVAL: an argument out of range (a player not 0/1, a house index, a negative depth)."""

    default_code = Status.EINVAL


class OutOfMemory(MancalaError, MemoryError):
    """MANCALA_ENOMEM: the library could not allocate memory."""

    default_code = Status.ENOMEM


class SpecError(MancalaError, ValueError):
    """MANCALA_ESPEC: a malformed spec, unknown preset/key/value, or forbidden combination."""

    default_code = Status.ESPEC


class LimitError(MancalaError, ValueError):
    """MANCALA_ELIMIT: beyond the library's limits (houses 1..16, at most 255 seeds)."""

    default_code = Status.ELIMIT


class IllegalMove(MancalaError):
    """MANCALA_EILLEGAL: the house is empty or the rules forbid the move now."""

    default_code = Status.EILLEGAL


class GameOver(MancalaError):
    """MANCALA_EOVER: the game is over."""

    default_code = Status.EOVER


class NoHistory(MancalaError):
    """MANCALA_ENOHISTORY: nothing to undo."""

    default_code = Status.ENOHISTORY


class BufferTooSmall(MancalaError):
    """MANCALA_ERANGE: a buffer was too small (the binding sizes its buffers; seen only on a bug)."""

    default_code = Status.ERANGE


class BoardError(MancalaError, ValueError):
    """MANCALA_EBOARD: a board of the wrong size or with a negative pit."""

    default_code = Status.EBOARD


class ParseError(MancalaError, ValueError):
    """MANCALA_EPARSE: malformed position text."""

    default_code = Status.EPARSE


class HookError(MancalaError):
    """MANCALA_EHOOK: a rule hook returned an error or broke an invariant (negative pit, seeds
    not conserved, RELAY on a store, too many relay legs). An exception raised inside a Python
    hook is re-raised as itself instead."""

    default_code = Status.EHOOK


class FileError(MancalaError, OSError):
    """MANCALA_EIO: a file could not be opened, read or written."""

    default_code = Status.EIO


class FormatError(MancalaError, ValueError):
    """MANCALA_EFORMAT: a database, guide or book file is damaged or of another format."""

    default_code = Status.EFORMAT


class RulesError(MancalaError, ValueError):
    """MANCALA_ERULES: valid rules the operation does not handle, or a database for other rules."""

    default_code = Status.ERULES


class Canceled(MancalaError):
    """MANCALA_ECANCELED: the work was cancelled by its progress callback (the binding raises
    the callback's own exception, or KeyboardInterrupt, instead)."""

    default_code = Status.ECANCELED


_CLASSES: Dict[int, Type[MancalaError]] = {
    cls.default_code: cls  # type: ignore[misc]
    for cls in (
        InvalidArgument,
        OutOfMemory,
        SpecError,
        LimitError,
        IllegalMove,
        GameOver,
        NoHistory,
        BufferTooSmall,
        BoardError,
        ParseError,
        HookError,
        FileError,
        FormatError,
        RulesError,
        Canceled,
    )
}


def error_for(code: int, detail: Optional[str] = None, where: Optional[Where] = None) -> MancalaError:
    """The exception for a negative status code (MancalaError itself for an unknown code)."""
    return _CLASSES.get(code, MancalaError)(code, detail, where)
