# SPDX-License-Identifier: MIT
"""libmancala for Python: sowing games on two and four rows (Kalah, Oware, Congkak, Togyz Kumalak,
Hus, Bao, Omweso... the catalogue of presets(), and custom variants).

Pure Python over ctypes; loads the shared library libmancala.so.0 (the file the environment
variable MANCALA_LIBRARY names, else the copy a self-contained wheel puts beside this file, else
the system's) and checks on import that its ABI is the one this binding was written for
(LibraryError, an ImportError, otherwise).

    >>> import mancala
    >>> g = mancala.Game("kalah")
    >>> g.play(2)                  # last seed in the store: South moves again
    >>> g.to_move, g.board[:7]
    (0, [4, 4, 0, 5, 5, 5, 1])
    >>> mancala.Game("oware").perft(5)
    5219
    >>> mancala.Search().solve(mancala.Game("kalah:houses=3,seeds=3")).score
    2

Errors raise MancalaError subclasses carrying the C status (.code, .name, .message) and, where
the library says, where the error is (.where: a Where with the message, .offset, .line, .move,
.field), which ends the exception's text:

    >>> mancala.Variant("oware:seed=5")
    Traceback (most recent call last):
    ...
    mancala.errors.SpecError: Variant('oware:seed=5'): invalid variant spec (MANCALA_ESPEC): unknown key "seed" at offset 6 in "oware:seed=5"; did you mean "seeds"?
"""

from ._native import ABI_VERSION, ENV_VAR, SONAME, LibraryError
from ._native import library_path as _library_path
from ._native import lib as _lib
from .core import (
    DEFAULT_LIMIT,
    Move,
    EndAction,
    EventKind,
    Mark,
    SowAction,
    EndHook,
    Event,
    Game,
    LandAction,
    ResultReason,
    Result,
    Layout,
    ObsPart,
    IllegalMode,
    OpponentKind,
    Notation,
    Layout,
    ObsPart,
    IllegalMode,
    OpponentKind,
    LandHook,
    SowHook,
    Variant,
    max_houses,
    max_seeds,
    max_sowings,
    max_moves,
    presets,
)
from .search import Book, Database, Progress, Search, SearchResult, Stage
from . import svg
from .errors import (
    BoardError,
    Canceled,
    BufferTooSmall,
    FileError,
    FormatError,
    RulesError,
    GameOver,
    HookError,
    IllegalMove,
    InvalidArgument,
    LimitError,
    MancalaError,
    NoHistory,
    OutOfMemory,
    ParseError,
    SpecError,
    Status,
    Where,
)
from .errors import error_for as _error_for

__all__ = [
    "__version__",
    "ABI_VERSION",
    "SONAME",
    "ENV_VAR",
    "LIBRARY_PATH",
    "LIBRARY_VERSION",
    "LIBRARY_VERSION_HEX",
    "MAX_HOUSES",
    "MAX_SEEDS",
    "MAX_SOWINGS",
    "MAX_MOVES",
    "strerror",
    "max_houses",
    "max_seeds",
    "max_sowings",
    "max_moves",
    "presets",
    "DEFAULT_LIMIT",
    "Variant",
    "Game",
    "LandAction",
    "EndAction",
    "EventKind",
    "Mark",
    "SowAction",
    "ResultReason",
    "Layout",
    "ObsPart",
    "IllegalMode",
    "OpponentKind",
    "Event",
    "Move",
    "Result",
    "Notation",
    "Layout",
    "ObsPart",
    "IllegalMode",
    "OpponentKind",
    "SowHook",
    "LandHook",
    "EndHook",
    "Search",
    "SearchResult",
    "Progress",
    "Stage",
    "Database",
    "Book",
    "svg",
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
]

#: The version of this binding.
__version__ = "0.7.0"
#: The file the library was loaded from: MANCALA_LIBRARY when set, else the copy inside this
#: package (a self-contained wheel), else the soname.
LIBRARY_PATH: str = _library_path
#: The version of the library actually loaded, "MAJOR.MINOR.PATCH".
LIBRARY_VERSION: str = _lib.mancala_version_string().decode("ascii", "replace")
#: The same as 0xMMmmpp.
LIBRARY_VERSION_HEX: int = int(_lib.mancala_version())
#: Houses per row at most (MANCALA_MAX_HOUSES): a side's on two rows, each of a side's two on four.
MAX_HOUSES: int = max_houses()
#: Seeds on the board at most, stores included (MANCALA_MAX_SEEDS).
MAX_SEEDS: int = max_seeds()
#: Relay legs in one move before a hooked variant is stopped (MANCALA_MAX_SOWINGS).
MAX_SOWINGS: int = max_sowings()
#: The most legal moves a position has (MANCALA_MAX_MOVES).
MAX_MOVES: int = max_moves()


def strerror(code: int) -> str:
    """The library's message for a status code (mancala_strerror)."""
    return _error_for(code).message if code else "success"
