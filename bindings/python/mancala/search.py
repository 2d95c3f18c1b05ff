# SPDX-License-Identifier: MIT
"""Search and Database: the engine (best move, playing levels, solver) and endgame databases.

Ownership as in core.py: each object owns one C handle, freed by a weakref.finalize. A Search
keeps the Database set on it alive (the C search only borrows the pointer) until another one, or
None, is set. Long calls (run, solve, Database.build) release the GIL, as every ctypes call does,
so other threads run meanwhile and one of them may call Search.cancel().

Progress and Ctrl-C: the long calls take progress= (a callable given a Progress every interval=
seconds) and, on the main thread, answer Ctrl-C within a second: the C work calls back every
100 ms (mancala_search_set_tick(3), mancala_db_build_with(3)), a temporary SIGINT handler raises
a flag that the callback answers with a cancel, and the call then raises KeyboardInterrupt.
"""

from __future__ import annotations

import dataclasses
import enum
import os
import signal
import threading
import time
import weakref
from ctypes import byref, c_int32, c_uint64
from typing import Any, Callable, List, Optional, Tuple, Union

from . import _native
from .core import Game, Variant, _check, _clamped, _fetch_ints, _fetch_text, _hooked_call, _index
from .core import _HOOKS
from .errors import InvalidArgument

__all__ = ["SearchResult", "Search", "Database", "Book", "Progress", "Stage"]

_lib = _native.lib
_UINT64_MAX = 2**64 - 1
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1
_SIZE_MAX = 2 ** (8 * _native.ctypes.sizeof(_native.c_size_t)) - 1
_MAX_MOVES = 32  # the most moves an analysis scores (it refuses turns of several steps)
_PV_CAP = 512  # mancala_search_pv(3): 512 entries are always enough
#: The table size best_move() gives its own search: a level search needs little, and a fresh
#: table per call keeps best_move() free of shared state.
_BEST_MOVE_MEMORY = 16
#: best_move()'s time when neither a level nor a time is given (a full-strength search without a
#: limit goes on until its result is exact, which on a large board takes very long).
_BEST_MOVE_DEFAULT_MS = 1000


@dataclasses.dataclass(frozen=True)
class SearchResult:
    """What a run or solve found (mancala_search_result(3) and mancala_search_pv(3)).

    move: the move chosen, a house 0..H-1 legal in the position searched.
    score: the final store difference expected, from the view of the player to move (at a level,
        the score of the move drawn).
    exact: True when no estimate went into the score (the value under perfect play).
    depth: plies of the last completed iteration (512 when a solve proved the value; the level's
        depth at a level; 0 when no iteration was completed).
    nodes: positions visited, all threads together.
    pv: the line of play expected, starting with move (a tuple of houses; after an extra move the
        next entry is the same player's).
    """

    move: int
    score: int
    exact: bool
    depth: int
    nodes: int
    pv: Tuple[int, ...]


class Stage(enum.IntEnum):
    """What a progress report is of (enum mancala_stage)."""

    DEEPEN = 1  #: a search's iterative deepening (or a playing level's search)
    EXACT = 2  #: a solve's exact passes (an analysis's, for one move)
    DB = 3  #: a database build, layer by layer


@dataclasses.dataclass(frozen=True)
class Progress:
    """One timed report of a search or a database build (struct mancala_progress,
    mancala_search_set_tick(3)); the fields a stage does not use are 0.

    stage: a Stage.
    elapsed: seconds since the call began.
    nodes: a search's positions visited (all threads), or a build's positions valued.
    rate: nodes per second since the call began.
    depth: the deepening's iteration under way, in plies.
    exact_pass: the exact pass under way, from 1.
    lower, upper: the bounds of the value the exact passes have proven so far, in seeds, from the
        view of the player to move (None while unknown, and in a build).
    score: the last finished iteration's or pass's value, in seeds.
    layer, layers: the build's layer under way (the seeds in its houses) and the last one.
    phase, phases: the layer's phase under way, from 1, and how many it has (2 where positions
        repeat: the ways out of the layer, then the values).
    done, total: positions of the layer done in its phase, and the layer's positions.
    """

    stage: Stage
    elapsed: float
    nodes: int
    rate: int
    depth: int = 0
    exact_pass: int = 0
    lower: Optional[int] = None
    upper: Optional[int] = None
    score: int = 0
    layer: int = 0
    layers: int = 0
    phase: int = 0
    phases: int = 0
    done: int = 0
    total: int = 0

    @classmethod
    def _of(cls, p: Any) -> "Progress":
        stage = Stage(p.stage) if p.stage in Stage._value2member_map_ else p.stage
        unknown = _native.lib.mancala_max_seeds()
        search = stage != Stage.DB
        lower = int(p.lower) if search and p.lower > -unknown else None
        upper = int(p.upper) if search and p.upper < unknown else None
        return cls(stage, p.elapsed_ms / 1000.0, int(p.nodes), int(p.rate), int(p.depth),
                   int(p.pass_), lower, upper, int(p.score), int(p.layer), int(p.layers),
                   int(p.phase), int(p.phases), int(p.done), int(p.total))


#: How often the C work calls back, in milliseconds: a Ctrl-C is answered within this.
_TICK_MS = 100


class _Ticker:
    """The C progress callback of one long call: gives `progress` a Progress every `interval`
    seconds (and, for a build, at the end of each phase of a layer), and cancels the work when
    `progress` raises or, on the main thread, on SIGINT, which a handler set for the call turns
    into a flag (a KeyboardInterrupt raised inside a ctypes callback would be lost). Used as a
    context manager around the call; raise_pending() after it raises what cancelled it."""

    def __init__(self, progress: Optional[Callable[[Progress], Any]], interval: float) -> None:
        if progress is not None and not callable(progress):
            raise TypeError("progress takes a callable or None, not %s" % type(progress).__name__)
        if (isinstance(interval, bool) or not isinstance(interval, (int, float))
                or not interval >= 0):
            raise InvalidArgument(None, "interval must be a number of seconds >= 0, not %r"
                                  % (interval,))
        self._progress = progress
        self._interval = float(interval)
        self._main = threading.current_thread() is threading.main_thread()
        self._last = time.monotonic()
        self._old: Any = None
        self.exc: Optional[BaseException] = None
        self.interrupted = False
        if progress is not None or self._main:
            self.fn = _native.TICK_FN(self._tick)
            self.ms = max(1, min(_TICK_MS, int(self._interval * 1000)))
        else:
            self.fn = _native.TICK_FN()  # NULL: no reports
            self.ms = 0

    def _tick(self, p: Any, _ud: Any) -> int:
        try:
            if self.interrupted or self.exc is not None:
                return 1
            if self._progress is not None:
                r = p.contents
                now = time.monotonic()
                phase_end = r.stage == Stage.DB and r.done == r.total
                if now - self._last >= self._interval or phase_end:
                    self._last = now
                    self._progress(Progress._of(r))
            return 1 if self.interrupted else 0
        except BaseException as exc:  # raised once the C call has returned
            self.exc = exc
            return 1

    def _on_sigint(self, _signum: int, _frame: Any) -> None:
        self.interrupted = True

    def __enter__(self) -> "_Ticker":
        # Only the default handler is replaced: a program's own handler stays in charge.
        if self._main and signal.getsignal(signal.SIGINT) is signal.default_int_handler:
            self._old = signal.signal(signal.SIGINT, self._on_sigint)
        return self

    def __exit__(self, *_exc: Any) -> None:
        if self._old is not None:
            signal.signal(signal.SIGINT, self._old)
            self._old = None

    def raise_pending(self) -> None:
        if self.exc is not None:
            exc, self.exc = self.exc, None
            raise exc
        if self.interrupted:
            raise KeyboardInterrupt


def _uint64(value: Any, what: str) -> int:
    n = _index(value, what)
    if not 0 <= n <= _UINT64_MAX:
        raise InvalidArgument(None, "%s must be 0..2**64-1, not %d" % (what, n))
    return n


def _path(path: Any, what: str) -> bytes:
    try:
        raw = os.fsencode(path)
    except TypeError:
        raise TypeError("%s must be a str, bytes or os.PathLike, not %s"
                        % (what, type(path).__name__)) from None
    if b"\0" in raw:
        raise InvalidArgument(None, "%s contains a NUL character" % what)
    return raw


_BUNDLED: Any = object()  # Search(data_dir=...)'s default: the package's own data, if it has any


def _bundled_data_dir() -> Optional[str]:
    """The data a wheel carries (mancala/data/), unless MANCALA_DATA_DIR says where to look."""
    if "MANCALA_DATA_DIR" in os.environ:
        return None
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
    return here if os.path.isfile(os.path.join(here, "oware-guide.db")) else None


class Database:
    """An endgame database: the exact value of every arrangement of up to `seeds` seeds in the
    houses, for one set of rules (see mancala_db_build(3) for the rules a database can hold).

    Made by :meth:`build` or :meth:`load`; never changes afterwards, so any number of threads and
    searches may use one database at once.
    """

    __slots__ = ("_ptr", "_spec", "_seeds", "_finalizer", "__weakref__")

    def __init__(self) -> None:
        raise TypeError("use Database.build(variant, seeds) or Database.load(path)")

    @classmethod
    def _wrap(cls, ptr: Any) -> "Database":
        db = cls.__new__(cls)
        db._ptr = ptr
        db._finalizer = weakref.finalize(db, _lib.mancala_db_free, ptr)
        db._seeds = _check(_lib.mancala_db_seeds(ptr))
        db._spec = _fetch_text(_lib.mancala_db_spec, ptr)
        return db

    @classmethod
    def build(cls, variant: Union[Variant, str], seeds: int, threads: int = 1,
              progress: Optional[Callable[[Progress], Any]] = None,
              interval: float = 1.0) -> "Database":
        """Builds the database of variant's rules (a Variant or a spec str) for up to `seeds`
        seeds in the houses, computing each layer on `threads` threads (1..64).

        progress: a callable given a Progress (stage Stage.DB: layer, layers, phase, phases,
        done, total, elapsed) every `interval` seconds and at the end of each phase of a layer
        (done == total), on the calling thread; an exception it raises cancels the build and is
        raised here. On the main thread Ctrl-C cancels the build within a second and raises
        KeyboardInterrupt. Nothing is kept of a cancelled build.

        RulesError for rules a database cannot hold (rule hooks, majority=end, stores=none with
        cycle=end), LimitError beyond 32 seeds, 64 threads or 2**34 entries, InvalidArgument for
        negative seeds or threads < 1. Takes C(seeds+2H, 2H) bytes of memory.
        """
        if isinstance(variant, str):
            variant = Variant(variant)
        elif not isinstance(variant, Variant):
            raise TypeError("build() takes a Variant or a spec str, not %s" % type(variant).__name__)
        n = _clamped(seeds, "seeds")
        t = _clamped(threads, "threads")
        ticker = _Ticker(progress, interval)
        ptr = _native.DbPtr()
        with variant._lock, ticker:
            st = _lib.mancala_db_build_with(byref(ptr), variant._ptr, n, t, ticker.fn, ticker.ms,
                                            None)
        ticker.raise_pending()
        _check(st, "Database.build(%r, %r)" % (variant.spec, seeds))
        return cls._wrap(ptr)

    @classmethod
    def load(cls, path: Union[str, bytes, "os.PathLike[Any]"]) -> "Database":
        """Reads a database file written by :meth:`save` (or examples/solve -f). FileError (an
        OSError) when it cannot be read, FormatError when it is not a valid database."""
        raw = _path(path, "path")
        ptr = _native.DbPtr()
        _check(_lib.mancala_db_load(byref(ptr), raw), "Database.load(%r)" % (path,))
        return cls._wrap(ptr)

    def save(self, path: Union[str, bytes, "os.PathLike[Any]"]) -> None:
        """Writes the database to path, replacing the file whole or not at all (a temporary
        file beside it, renamed over it: mancala_db_save(3)); FileError when that fails, the
        file at path then as it was."""
        raw = _path(path, "path")
        _check(_lib.mancala_db_save(self._ptr, raw), "Database.save(%r)" % (path,))

    @property
    def seeds(self) -> int:
        """The most seeds in the houses of a position the database holds."""
        return self._seeds

    @property
    def spec(self) -> str:
        """The canonical spec of the database's rules."""
        return self._spec

    def probe(self, game: Game) -> int:
        """The exact score of game's position: the final store difference under perfect play,
        from the view of the player to move, the stores included.

        RulesError when game's rules are not the database's (a spec differing in more than the
        seeds option, or rule hooks), GameOver once over, LimitError when more seeds are left in
        the houses than the database holds.
        """
        if not isinstance(game, Game):
            raise TypeError("probe() takes a Game, not %s" % type(game).__name__)
        score = c_int32(0)
        with game._calling():
            _check(_lib.mancala_db_probe(self._ptr, game._ptr, byref(score)), "Database.probe()")
        return int(score.value)

    def __repr__(self) -> str:
        return "<mancala.Database %r seeds=%d>" % (self._spec, self._seeds)


@dataclasses.dataclass(frozen=True)
class Book:
    """An opening book (mancala_book_load(3)): a move and its score for the positions of a
    game's first moves, made ahead by the library's search (tools/book_build.py). Read-only once
    loaded; a Search given it (:attr:`Search.book`) plays its moves at full strength."""

    __slots__ = ("_ptr", "_entries", "_finalizer", "__weakref__")

    def __init__(self) -> None:
        raise TypeError("use Book.load(path)")

    @classmethod
    def load(cls, path: Union[str, bytes, "os.PathLike[Any]"]) -> "Book":
        """Reads a book file. FileError when it cannot be read, FormatError when it is not a
        valid book."""
        raw = _path(path, "path")
        ptr = _native.BookPtr()
        _check(_lib.mancala_book_load(byref(ptr), raw), "Book.load(%r)" % (path,))
        book = cls.__new__(cls)
        object.__setattr__(book, "_ptr", ptr)
        object.__setattr__(book, "_finalizer", weakref.finalize(book, _lib.mancala_book_free, ptr))
        n = c_uint64(0)
        _check(_lib.mancala_book_entries(ptr, byref(n)))
        object.__setattr__(book, "_entries", int(n.value))
        return book

    def __len__(self) -> int:
        """The number of positions the book holds."""
        return self._entries

    def probe(self, game: Game) -> Optional[Tuple[int, int]]:
        """(move, score) the book holds for game's position, or None."""
        if not isinstance(game, Game):
            raise TypeError("probe() takes a Game, not %s" % type(game).__name__)
        move, score = c_int32(0), c_int32(0)
        with game._calling():
            _check(_lib.mancala_book_probe(self._ptr, game._ptr, byref(move), byref(score)),
                   "Book.probe()")
        return None if move.value < 0 else (int(move.value), int(score.value))

    def __repr__(self) -> str:
        return "<mancala.Book entries=%d>" % self._entries


class Search:
    """The engine: iterative-deepening alpha-beta with a transposition table (mancala_search_new(3)).

    Settings (each kept until changed; a setting that fails raises and changes nothing):
    :meth:`set_limits` (depth, nodes, time_ms; 0 = no limit), :meth:`set_level` (0..10 with the
    seed of its random draws), :attr:`memory` (table size in MiB, 64 by default), :attr:`threads`
    (1..64) and :attr:`database`. The same settings may be given to the constructor.

    :meth:`run` searches for the best move within the limits (or plays at the level),
    :meth:`solve` works out the exact value; both return a :class:`SearchResult`, also kept in
    :attr:`result`. They block, with the GIL released; :meth:`cancel`, from another thread, stops
    them (they then return the result found so far). One Search runs one search at a time: calls
    from several threads are serialized, except cancel(). The game searched is locked meanwhile,
    as during any of its own calls: another thread's call on that game waits for the search.

    Rule hooks in Python: a game whose variant has hooks is searched on one thread whatever
    :attr:`threads` says, so that the hooks run on the thread that called run() or solve(), one
    at a time, as they do for Game.play(); an exception a hook raises during the search is
    raised by run() or solve() (the search itself leaves that move out).

    Database: a search uses its database where the game's rules are the database's; run() and
    solve() of a game with other rules (or with hooks) raise RulesError while a database is set
    (the C library refuses it with MANCALA_ERULES: almost always a wrong file).
    """

    __slots__ = (
        "_ptr", "_lock", "_finalizer", "_db", "_book", "_guide", "_depth", "_nodes", "_time_ms", "_level", "_seed",
        "_memory", "_threads", "_result", "_on_progress", "_progress_cb", "_progress_exc",
        "_soft_time_ms", "_data_dir", "__weakref__",
    )

    def __init__(
        self,
        *,
        depth: int = 0,
        nodes: int = 0,
        time_ms: int = 0,
        level: int = 0,
        seed: int = 1,
        memory: int = 64,
        threads: int = 1,
        database: Optional[Database] = None,
        data_dir: Any = _BUNDLED,
    ) -> None:
        ptr = _native.SearchPtr()
        _check(_lib.mancala_search_new(byref(ptr)), "Search()")
        self._ptr = ptr
        self._finalizer = weakref.finalize(self, _lib.mancala_search_free, ptr)
        self._lock = threading.RLock()
        self._db: Optional[Database] = None
        self._book: Optional[Book] = None
        self._guide: Optional[Database] = None
        self._depth, self._nodes, self._time_ms = 0, 0, 0
        self._level, self._seed = 0, 1
        self._memory, self._threads = 64, 1
        self._result: Optional[SearchResult] = None
        self._on_progress: Optional[Callable[[SearchResult], Any]] = None
        self._progress_cb: Any = None
        self._progress_exc: Optional[BaseException] = None
        self._soft_time_ms = 0
        self._data_dir: Optional[str] = None
        if data_dir is _BUNDLED:
            data_dir = _bundled_data_dir()
        if data_dir is not None:
            self.data_dir = data_dir
        if (depth, nodes, time_ms) != (0, 0, 0):
            self.set_limits(depth=depth, nodes=nodes, time_ms=time_ms)
        if (level, seed) != (0, 1):
            self.set_level(level, seed)
        if threads != 1:  # first: the threads share out the mapping of the table's memory
            self.threads = threads
        if memory != 64:
            self.memory = memory
        if database is not None:
            self.database = database

    # -- settings ------------------------------------------------------------------------------

    def set_limits(self, depth: int = 0, nodes: int = 0, time_ms: int = 0) -> None:
        """Limits of the following runs: depth in plies (solve ignores it), nodes per thread,
        time_ms from the start of the run; 0 means no limit. InvalidArgument for a negative one."""
        d = _clamped(depth, "depth")
        n = _uint64(nodes, "nodes")
        t = _index(time_ms, "time_ms")
        t = _INT64_MIN if t < _INT64_MIN else _INT64_MAX if t > _INT64_MAX else t
        with self._lock:
            _check(_lib.mancala_search_set_limits(self._ptr, d, n, t),
                   "set_limits(depth=%r, nodes=%r, time_ms=%r)" % (depth, nodes, time_ms))
            self._depth, self._nodes, self._time_ms = d, n, t

    def set_level(self, level: int, seed: int = 1) -> None:
        """The playing level: 0 (default) or 10 full strength, 1..9 weaker (a fixed-depth search
        and a draw among the moves of the best score, or at levels 2, 3 and 6 with some chance
        among all the legal moves, and at level 1 among those of the worst one-ply score; see
        mancala_search_new(3)).
        seed seeds the draws (taken modulo 2**64; 0 counts as 1): the same seed and calls give
        the same moves. InvalidArgument outside 0..10."""
        lv = _clamped(level, "level")
        sd = _index(seed, "seed") & _UINT64_MAX
        with self._lock:
            _check(_lib.mancala_search_set_level(self._ptr, lv, sd), "set_level(%r)" % (level,))
            self._level, self._seed = lv, sd

    @property
    def limits(self) -> Tuple[int, int, int]:
        """(depth, nodes, time_ms) now set."""
        return (self._depth, self._nodes, self._time_ms)

    @property
    def level(self) -> int:
        """The playing level now set (0..10)."""
        return self._level

    @property
    def memory(self) -> int:
        """The table size in MiB (64 by default; 1..1048576). The next run allocates a new, empty
        table of that size; LimitError beyond 1 TiB, InvalidArgument for 0."""
        return self._memory

    @memory.setter
    def memory(self, megabytes: int) -> None:
        mb = _index(megabytes, "memory")
        if mb < 0:
            raise InvalidArgument(None, "memory must be at least 1 (MiB), not %d" % mb)
        mb = min(mb, _SIZE_MAX)
        with self._lock:
            _check(_lib.mancala_search_set_memory(self._ptr, mb), "memory = %r" % (megabytes,))
            self._memory = mb

    @property
    def threads(self) -> int:
        """Threads that search (1..64, the calling thread included); see the class notes for
        games with Python hooks. Level searches use one thread anyway."""
        return self._threads

    @threads.setter
    def threads(self, threads: int) -> None:
        t = _clamped(threads, "threads")
        with self._lock:
            _check(_lib.mancala_search_set_threads(self._ptr, t), "threads = %r" % (threads,))
            self._threads = t

    @property
    def database(self) -> Optional[Database]:
        """The endgame database the search uses, or None. Setting one keeps it alive as long as
        it is set."""
        return self._db

    @database.setter
    def database(self, db: Optional[Database]) -> None:
        if db is not None and not isinstance(db, Database):
            raise TypeError("database must be a Database or None, not %s" % type(db).__name__)
        with self._lock:
            # Waits for a run under way (which holds the lock): the old database stays alive
            # until the C search no longer points at it.
            _check(_lib.mancala_search_set_db(self._ptr, db._ptr if db is not None else None))
            self._db = db

    @property
    def book(self) -> Optional[Book]:
        """The opening book a run at full strength (level 0 or 10) consults first, or None.
        Setting one keeps it alive as long as it is set."""
        return self._book

    @book.setter
    def book(self, book: Optional[Book]) -> None:
        if book is not None and not isinstance(book, Book):
            raise TypeError("book must be a Book or None, not %s" % type(book).__name__)
        with self._lock:
            _check(_lib.mancala_search_set_book(self._ptr, book._ptr if book is not None else None))
            self._book = book

    @property
    def guide(self) -> Optional[Database]:
        """A database of related rules whose values a run at full strength takes as estimates
        (mancala_search_set_guide(3): for `oware`, the database of
        "oware:majority=play,cycle=split"), or None. Setting one keeps it alive."""
        return self._guide

    @guide.setter
    def guide(self, db: Optional[Database]) -> None:
        if db is not None and not isinstance(db, Database):
            raise TypeError("guide must be a Database or None, not %s" % type(db).__name__)
        with self._lock:
            _check(_lib.mancala_search_set_guide(self._ptr, db._ptr if db is not None else None))
            self._guide = db

    @property
    def data_dir(self) -> Optional[str]:
        """Where a run at full strength looks for the data that ships with the library (the Oware
        guide, mancala_search_set_data_dir(3)): a directory, "" for none, or None for the default
        ($MANCALA_DATA_DIR, else the library's compiled-in DATADIR/libmancala). A Search made
        without data_dir= takes the data inside this package where a wheel carries it (unless
        MANCALA_DATA_DIR is set), else None. A missing or damaged file is ignored for play:
        :meth:`data_status` says why none is used."""
        return self._data_dir

    @data_dir.setter
    def data_dir(self, path: Any) -> None:
        raw = None if path is None else _path(path, "data_dir")
        with self._lock:
            _check(_lib.mancala_search_set_data_dir(self._ptr, raw), "data_dir")
            self._data_dir = None if raw is None else os.fsdecode(raw)

    def data_status(self, variant: Union[Variant, Game, str] = "oware") -> int:
        """Whether runs of `variant`'s rules at full strength use the shipped data: 0 when they
        do (looking for it now if no run has), else the library's status code saying why not
        (mancala_search_data_status(3)): -14 (MANCALA_ERULES) no data for these rules, -12
        (MANCALA_EIO) no file or no directory, -13 (MANCALA_EFORMAT) a damaged file."""
        if isinstance(variant, Game):
            variant = Variant(variant.spec)
        elif not isinstance(variant, Variant):
            variant = Variant(variant)
        with self._lock:
            st = int(_lib.mancala_search_data_status(self._ptr, variant._ptr))
        if st == -1:
            _check(st, "data_status()")
        return st

    # -- searching -----------------------------------------------------------------------------

    def run(self, game: Game, progress: Optional[Callable[[Progress], Any]] = None,
            interval: float = 1.0) -> SearchResult:
        """Searches game's position within the limits, or plays at the level; returns the
        result (also in :attr:`result`). GameOver once the game is over; the game never changes.
        progress, interval and Ctrl-C: as for :meth:`solve`.
        """
        return self._search(_lib.mancala_search_run, game, "run()", progress, interval)

    def solve(self, game: Game, progress: Optional[Callable[[Progress], Any]] = None,
              interval: float = 1.0) -> SearchResult:
        """Works out the exact value of game's position and a move that achieves it; ignores the
        depth limit and the level, honours the node and time limits and cancel() (the result is
        then not exact). Can take very long on a large board.

        progress: a callable given a Progress every `interval` seconds while the search works
        (stage Stage.DEEPEN with the iteration's depth, then Stage.EXACT with the exact pass and
        the bounds proven so far; nodes, rate, elapsed), on the calling thread; an exception it
        raises stops the search and is raised here. On the main thread Ctrl-C stops the search
        within a second and raises KeyboardInterrupt."""
        return self._search(_lib.mancala_search_solve, game, "solve()", progress, interval)

    def analyse(self, game: Game, progress: Optional[Callable[[Progress], Any]] = None,
                interval: float = 1.0) -> List[Tuple[int, int, bool]]:
        """The value of every legal move of the game's position (mancala_search_analyse(3)):
        a list of (move, score, exact) in increasing house order, each score the final store
        difference expected after the move, from the view of the player to move in game. Under
        the search's limits, threads, database and cancel(); without limits every score is
        exact. The result property then holds the best move's result. progress, interval and
        Ctrl-C: as for :meth:`solve`."""
        cap = _MAX_MOVES
        moves, scores, exact = (c_int32 * cap)(), (c_int32 * cap)(), (c_int32 * cap)()
        count = _native.c_size_t()

        def call(ptr: Any, gptr: Any) -> int:
            return int(_lib.mancala_search_analyse(ptr, gptr, moves, scores, exact, cap,
                                                   byref(count)))

        self._search(call, game, "analyse()", progress, interval)
        return [(int(moves[i]), int(scores[i]), bool(exact[i])) for i in range(count.value)]

    @property
    def on_progress(self) -> Optional[Callable[[SearchResult], Any]]:
        """A callable given a SearchResult after each iteration a run, solve or analysis finishes
        (depth, score, exact, nodes so far, and the line so far as pv), or None (the default):
        for a "thinking" display or a log (mancala_search_set_progress(3)). It is called on the
        thread that runs the search, never on a helper thread; an exception it raises cancels
        the search and is raised by run(), solve() or analyse()."""
        return self._on_progress

    @on_progress.setter
    def on_progress(self, fn: Optional[Callable[[SearchResult], Any]]) -> None:
        if fn is not None and not callable(fn):
            raise TypeError("on_progress takes a callable or None, not %s" % type(fn).__name__)
        with self._lock:
            cb = None
            if fn is not None:
                me = weakref.ref(self)  # no cycle: the search stays freeable

                def progress(_s: Any, _depth: int, _score: int, _exact: int, _nodes: int,
                             _ud: Any) -> None:
                    search = me()
                    if search is None or search._progress_exc is not None:
                        return
                    try:
                        hook = search._on_progress
                        if hook is not None:
                            hook(search._fetch_result())
                    except BaseException as exc:  # raised after the search returns
                        search._progress_exc = exc
                        _lib.mancala_search_cancel(search._ptr)

                cb = _native.PROGRESS_FN(progress)
            null = _native.PROGRESS_FN()  # a NULL function pointer
            _check(_lib.mancala_search_set_progress(self._ptr, cb if cb is not None else null,
                                                    None), "on_progress")
            self._progress_cb, self._on_progress = cb, fn

    @property
    def soft_time_ms(self) -> int:
        """The soft time limit in milliseconds (0: none): once it has passed, a run starts no
        new iteration and returns the last finished one's result
        (mancala_search_set_soft_time(3))."""
        return self._soft_time_ms

    @soft_time_ms.setter
    def soft_time_ms(self, ms: int) -> None:
        t = _index(ms, "soft_time_ms")
        t = _INT64_MIN if t < _INT64_MIN else _INT64_MAX if t > _INT64_MAX else t
        with self._lock:
            _check(_lib.mancala_search_set_soft_time(self._ptr, t), "soft_time_ms = %r" % (ms,))
            self._soft_time_ms = t

    def cancel(self) -> None:
        """Asks the run or solve under way to stop as soon as it can; returns at once. May be
        called from any thread. A request is never lost: made while nothing runs, it stops the
        next run at once; each run clears it as it returns (mancala_search_cancel(3))."""
        _check(_lib.mancala_search_cancel(self._ptr), "cancel()")

    @property
    def result(self) -> Optional[SearchResult]:
        """The result of the last successful run or solve, None before the first."""
        return self._result

    def _search(self, fn: Any, game: Game, what: str,
                progress: Optional[Callable[[Progress], Any]] = None,
                interval: float = 1.0) -> SearchResult:
        if not isinstance(game, Game):
            raise TypeError("%s takes a Game, not %s" % (what, type(game).__name__))
        ticker = _Ticker(progress, interval)
        with self._lock, game._calling(_HOOKS):
            one_thread = game._hooks is not None and self._threads > 1
            if one_thread:
                _check(_lib.mancala_search_set_threads(self._ptr, 1))
            self._progress_exc = None
            _check(_lib.mancala_search_set_tick(self._ptr, ticker.fn, ticker.ms, None))
            try:
                with ticker:
                    st = _hooked_call(fn, self._ptr, game._ptr)
            finally:
                _lib.mancala_search_set_tick(self._ptr, _native.TICK_FN(), 0, None)
                if one_thread:
                    _lib.mancala_search_set_threads(self._ptr, self._threads)
            ticker.raise_pending()
            _check(st, what)
            exc, self._progress_exc = self._progress_exc, None
            if exc is not None:
                raise exc
            self._result = self._fetch_result()
            return self._result

    def _fetch_result(self) -> SearchResult:
        move, score, exact, depth = c_int32(), c_int32(), c_int32(), c_int32()
        nodes = c_uint64()
        _check(_lib.mancala_search_result(self._ptr, byref(move), byref(score), byref(exact),
                                          byref(depth), byref(nodes)))
        pv = _fetch_ints(_lib.mancala_search_pv, self._ptr, _PV_CAP)
        return SearchResult(int(move.value), int(score.value), bool(exact.value),
                            int(depth.value), int(nodes.value), tuple(pv))

    def __repr__(self) -> str:
        return "<mancala.Search level=%d limits=%r memory=%d threads=%d database=%r>" % (
            self._level, self.limits, self._memory, self._threads, self._db)


def best_move(game: Game, level: Optional[int] = None, time_ms: Optional[int] = None,
              seed: Optional[int] = None) -> int:
    """Game.best_move: a fresh Search (16 MiB table, one thread) per call, so that no state is
    shared between calls or threads."""
    if level is None and time_ms is None:
        time_ms = _BEST_MOVE_DEFAULT_MS
    s = Search(memory=_BEST_MOVE_MEMORY)
    if time_ms is not None:
        s.set_limits(time_ms=time_ms)
    if level is not None:
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "little")
        s.set_level(level, seed)
    return s.run(game).move

