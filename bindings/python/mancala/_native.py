# SPDX-License-Identifier: MIT
"""Loads libmancala through ctypes and declares the prototype of every function in mancala.h.

Nothing here is public: the rest of the package wraps these calls in Python objects.
"""

from __future__ import annotations

import ctypes
import os
import sys
from ctypes import (
    CFUNCTYPE,
    POINTER,
    c_char_p,
    c_float,
    c_int32,
    c_int64,
    c_size_t,
    c_uint8,
    c_uint32,
    c_uint64,
    c_void_p,
)
from typing import List, Optional, Tuple

#: The ABI (soname number) this binding was written for: libmancala.so.0.
ABI_VERSION = 0
#: The file loaded on ELF systems (Linux, the BSDs) unless MANCALA_LIBRARY names another one;
#: library_names() gives each platform's.
SONAME = "libmancala.so.%d" % ABI_VERSION
#: Environment variable holding the path of the library to load instead of the soname.
ENV_VAR = "MANCALA_LIBRARY"


class LibraryError(ImportError):
    """libmancala could not be loaded, lacks a function, or has an ABI this binding does not know."""


class VariantStruct(ctypes.Structure):
    """Opaque struct mancala_variant."""


class GameStruct(ctypes.Structure):
    """Opaque struct mancala_game."""


class SearchStruct(ctypes.Structure):
    """Opaque struct mancala_search."""


class DbStruct(ctypes.Structure):
    """Opaque struct mancala_db."""


class BookStruct(ctypes.Structure):
    """Opaque struct mancala_book."""


class BatchStruct(ctypes.Structure):
    """Opaque struct mancala_batch (ABI 0.5)."""


class EventStruct(ctypes.Structure):
    """struct mancala_event: one step of a move trace."""

    _fields_ = [("kind", c_int32), ("pit", c_int32), ("count", c_int32), ("to", c_int32)]


VariantPtr = POINTER(VariantStruct)
GamePtr = POINTER(GameStruct)
SearchPtr = POINTER(SearchStruct)
DbPtr = POINTER(DbStruct)
BookPtr = POINTER(BookStruct)
BatchPtr = POINTER(BatchStruct)
FloatPtr = POINTER(c_float)
Uint8Ptr = POINTER(c_uint8)
Int32Ptr = POINTER(c_int32)
SizePtr = POINTER(c_size_t)

# typedef int32_t (*mancala_sow_hook)(const int32_t *pits, int32_t houses, int32_t player,
#                                     int32_t house, void *userdata);
SOW_HOOK = CFUNCTYPE(c_int32, Int32Ptr, c_int32, c_int32, c_int32, c_void_p)
# typedef int32_t (*mancala_land_hook)(int32_t *pits, int32_t houses, int32_t player,
#                                      int32_t pit, int32_t before, void *userdata);
LAND_HOOK = CFUNCTYPE(c_int32, Int32Ptr, c_int32, c_int32, c_int32, c_int32, c_void_p)
# typedef int32_t (*mancala_end_hook)(int32_t *pits, int32_t houses, int32_t to_move,
#                                     void *userdata);
END_HOOK = CFUNCTYPE(c_int32, Int32Ptr, c_int32, c_int32, c_void_p)


class HookStateStruct(ctypes.Structure):
    """struct mancala_hook_state: what a rule hook v2 sees, with hooks v3's fields (mancala_variant_set_hooks2(3))."""

    _fields_ = [
        ("struct_size", c_uint32),
        ("houses", c_int32),
        ("player", c_int32),
        ("round", c_int32),
        ("pits", Int32Ptr),
        ("marks", Int32Ptr),
        ("origin", c_int32),
        ("laps", c_int32),
        ("passed_store", c_int32),
        ("path", Int32Ptr),
        ("path_len", c_int32),
        ("sown", c_int32),
        # hooks v3 (ABI 0.5): filled where struct_size covers them
        ("rows", c_int32),
        ("slot", c_int32),
        ("first_turns", c_int32),
        ("pending", c_int32),
    ]


HookStatePtr = POINTER(HookStateStruct)
SOW_HOOK2 = CFUNCTYPE(c_int32, HookStatePtr, c_int32, c_void_p)
LAND_HOOK2 = CFUNCTYPE(c_int32, HookStatePtr, c_int32, c_int32, c_void_p)
END_HOOK2 = CFUNCTYPE(c_int32, HookStatePtr, c_void_p)


class HooksStruct(ctypes.Structure):
    """struct mancala_hooks: the hooks v2 of a variant; struct_size = ctypes.sizeof(HooksStruct)."""

    _fields_ = [
        ("struct_size", c_uint32),
        ("sow", SOW_HOOK2),
        ("land", LAND_HOOK2),
        ("end", END_HOOK2),
    ]


class ErrorInfoStruct(ctypes.Structure):
    """struct mancala_error_info (ABI 0.6): where an error is; struct_size = ctypes.sizeof(it)."""

    _fields_ = [
        ("struct_size", c_uint32),
        ("status", c_int32),
        ("offset", c_int32),
        ("line", c_int32),
        ("move", c_int32),
        ("field", ctypes.c_char * 32),
        ("message", ctypes.c_char * 200),
    ]


ErrorInfoPtr = POINTER(ErrorInfoStruct)

#: mancala_progress_fn: (search, depth, score, exact, nodes, userdata)
PROGRESS_FN = CFUNCTYPE(None, SearchPtr, c_int32, c_int32, c_int32, c_uint64, c_void_p)
#: mancala_pass_fn: (search, pass, lower, upper, nodes, userdata), ABI 0.4
PASS_FN = CFUNCTYPE(None, SearchPtr, c_int32, c_int32, c_int32, c_uint64, c_void_p)



class ProgressStruct(ctypes.Structure):
    """struct mancala_progress (ABI 0.6): one timed report of a search or a database build."""

    _fields_ = [
        ("struct_size", c_uint32),
        ("stage", c_int32),
        ("elapsed_ms", c_uint64),
        ("nodes", c_uint64),
        ("rate", c_uint64),
        ("done", c_uint64),
        ("total", c_uint64),
        ("depth", c_int32),
        ("pass_", c_int32),
        ("lower", c_int32),
        ("upper", c_int32),
        ("score", c_int32),
        ("layer", c_int32),
        ("layers", c_int32),
        ("phase", c_int32),
        ("phases", c_int32),
    ]


#: mancala_tick_fn: (const mancala_progress *, userdata) -> nonzero to cancel, ABI 0.6
TICK_FN = CFUNCTYPE(c_int32, POINTER(ProgressStruct), c_void_p)

# (name, restype, argtypes), in the order of mancala.h. All are in ABI 0 (the MANCALA_0.1 and 0.2 nodes
# of lib/libmancala.map): loading fails without any of them.
PROTOTYPES = [
    ("mancala_variant_new", c_int32, [POINTER(VariantPtr), c_char_p]),
    ("mancala_variant_free", None, [VariantPtr]),
    ("mancala_variant_spec", c_int32, [VariantPtr, c_char_p, c_size_t, SizePtr]),
    ("mancala_preset_count", c_int32, []),
    ("mancala_preset_info", c_int32, [c_int32, POINTER(c_char_p), POINTER(c_char_p)]),
    ("mancala_variant_set_hooks", c_int32, [VariantPtr, SOW_HOOK, LAND_HOOK, END_HOOK, c_void_p]),
    ("mancala_variant_set_hooks2", c_int32, [VariantPtr, POINTER(HooksStruct), c_void_p]),
    ("mancala_game_new", c_int32, [POINTER(GamePtr), VariantPtr]),
    ("mancala_game_free", None, [GamePtr]),
    ("mancala_game_clone", c_int32, [GamePtr, POINTER(GamePtr)]),
    ("mancala_game_houses", c_int32, [GamePtr]),
    ("mancala_game_to_move", c_int32, [GamePtr]),
    ("mancala_game_is_over", c_int32, [GamePtr]),
    ("mancala_game_house", c_int32, [GamePtr, c_int32, c_int32]),
    ("mancala_game_store", c_int32, [GamePtr, c_int32]),
    ("mancala_game_board", c_int32, [GamePtr, Int32Ptr, c_size_t, SizePtr]),
    ("mancala_game_set_board", c_int32, [GamePtr, Int32Ptr, c_size_t, c_int32]),
    ("mancala_game_mark", c_int32, [GamePtr, c_int32, c_int32]),
    ("mancala_game_round", c_int32, [GamePtr]),
    ("mancala_game_set_marks", c_int32, [GamePtr, Int32Ptr, c_size_t, c_int32]),
    ("mancala_game_legal_moves", c_int32, [GamePtr, Int32Ptr, c_size_t, SizePtr]),
    ("mancala_game_play", c_int32, [GamePtr, c_int32]),
    ("mancala_game_undo", c_int32, [GamePtr]),
    ("mancala_game_history", c_int32, [GamePtr, Int32Ptr, c_size_t, SizePtr]),
    ("mancala_game_hash", c_uint64, [GamePtr]),
    ("mancala_game_perft", c_int32, [GamePtr, c_int32, POINTER(c_uint64)]),
    ("mancala_game_trace", c_int32, [GamePtr, c_int32, POINTER(EventStruct), c_size_t, SizePtr]),
    ("mancala_game_result", c_int32, [GamePtr, Int32Ptr, Int32Ptr]),
    ("mancala_game_spec", c_int32, [GamePtr, c_char_p, c_size_t, SizePtr]),
    ("mancala_game_to_text", c_int32, [GamePtr, c_char_p, c_size_t, SizePtr]),
    ("mancala_game_from_text", c_int32, [POINTER(GamePtr), c_char_p]),
    ("mancala_game_set_text", c_int32, [GamePtr, c_char_p]),
    ("mancala_game_to_record", c_int32, [GamePtr, c_char_p, c_size_t, SizePtr]),
    ("mancala_game_from_record", c_int32, [POINTER(GamePtr), c_char_p]),
    ("mancala_game_to_notation", c_int32, [GamePtr, c_int32, c_char_p, c_size_t, SizePtr]),
    ("mancala_game_from_notation", c_int32, [POINTER(GamePtr), c_int32, c_char_p, VariantPtr]),
    (
        "mancala_game_move_to_notation",
        c_int32,
        [GamePtr, c_int32, c_int32, c_char_p, c_size_t, SizePtr],
    ),
    ("mancala_game_move_from_notation", c_int32, [GamePtr, c_int32, c_char_p, Int32Ptr]),
    ("mancala_search_new", c_int32, [POINTER(SearchPtr)]),
    ("mancala_search_free", None, [SearchPtr]),
    ("mancala_search_set_limits", c_int32, [SearchPtr, c_int32, c_uint64, c_int64]),
    ("mancala_search_set_level", c_int32, [SearchPtr, c_int32, c_uint64]),
    ("mancala_search_set_memory", c_int32, [SearchPtr, c_size_t]),
    ("mancala_search_set_threads", c_int32, [SearchPtr, c_int32]),
    ("mancala_search_set_db", c_int32, [SearchPtr, DbPtr]),
    ("mancala_search_cancel", c_int32, [SearchPtr]),
    ("mancala_search_run", c_int32, [SearchPtr, GamePtr]),
    ("mancala_search_solve", c_int32, [SearchPtr, GamePtr]),
    (
        "mancala_search_result",
        c_int32,
        [SearchPtr, Int32Ptr, Int32Ptr, Int32Ptr, Int32Ptr, POINTER(c_uint64)],
    ),
    ("mancala_search_pv", c_int32, [SearchPtr, Int32Ptr, c_size_t, SizePtr]),
    ("mancala_search_set_progress", c_int32, [SearchPtr, PROGRESS_FN, c_void_p]),
    ("mancala_search_set_soft_time", c_int32, [SearchPtr, c_int64]),
    (
        "mancala_search_analyse",
        c_int32,
        [SearchPtr, GamePtr, Int32Ptr, Int32Ptr, Int32Ptr, c_size_t, SizePtr],
    ),
    ("mancala_db_build", c_int32, [POINTER(DbPtr), VariantPtr, c_int32, c_int32]),
    ("mancala_db_free", None, [DbPtr]),
    ("mancala_db_save", c_int32, [DbPtr, c_char_p]),
    ("mancala_db_load", c_int32, [POINTER(DbPtr), c_char_p]),
    ("mancala_db_seeds", c_int32, [DbPtr]),
    ("mancala_db_spec", c_int32, [DbPtr, c_char_p, c_size_t, SizePtr]),
    ("mancala_db_probe", c_int32, [DbPtr, GamePtr, Int32Ptr]),
    ("mancala_book_load", c_int32, [POINTER(BookPtr), c_char_p]),
    ("mancala_book_free", None, [BookPtr]),
    ("mancala_book_entries", c_int32, [BookPtr, POINTER(c_uint64)]),
    ("mancala_book_probe", c_int32, [BookPtr, GamePtr, Int32Ptr, Int32Ptr]),
    ("mancala_search_set_book", c_int32, [SearchPtr, BookPtr]),
    ("mancala_search_set_guide", c_int32, [SearchPtr, DbPtr]),
    # the data that ships with the library (ABI 0.6, mancala_search_set_data_dir(3))
    ("mancala_search_set_data_dir", c_int32, [SearchPtr, c_char_p]),
    ("mancala_search_data_status", c_int32, [SearchPtr, VariantPtr]),
    # batches (ABI 0.5, mancala_batch_new(3)); mancala.envs calls them through its own function
    # objects, which take the numpy buffers' addresses
    ("mancala_batch_new", c_int32, [POINTER(BatchPtr), VariantPtr, c_size_t]),
    ("mancala_batch_free", None, [BatchPtr]),
    ("mancala_batch_shape", c_int32, [BatchPtr, SizePtr, SizePtr, SizePtr]),
    ("mancala_batch_obs_part", c_int32, [BatchPtr, c_int32, SizePtr, SizePtr]),
    ("mancala_batch_set_layout", c_int32, [BatchPtr, c_int32]),
    ("mancala_batch_set_illegal", c_int32, [BatchPtr, c_int32, c_float]),
    ("mancala_batch_set_opponent", c_int32, [BatchPtr, c_int32, c_int32, c_int32]),
    ("mancala_batch_set_start", c_int32, [BatchPtr, c_int32]),
    ("mancala_batch_set_threads", c_int32, [BatchPtr, c_int32]),
    ("mancala_batch_reset", c_int32, [BatchPtr, c_uint64, FloatPtr, Uint8Ptr, Int32Ptr]),
    (
        "mancala_batch_step",
        c_int32,
        [BatchPtr, Int32Ptr, FloatPtr, Uint8Ptr, FloatPtr, Uint8Ptr, Uint8Ptr, Int32Ptr],
    ),
    ("mancala_batch_game", c_int32, [BatchPtr, c_size_t, POINTER(GamePtr)]),
    ("mancala_batch_set_game", c_int32, [BatchPtr, c_size_t, GamePtr]),
    ("mancala_strerror", c_char_p, [c_int32]),
    ("mancala_max_houses", c_int32, []),
    ("mancala_max_seeds", c_int32, []),
    ("mancala_max_sowings", c_int32, []),
    ("mancala_max_moves", c_int32, []),
    ("mancala_variant_rows", c_int32, [VariantPtr]),
    ("mancala_game_rows", c_int32, [GamePtr]),
    ("mancala_search_set_pass_progress", c_int32, [SearchPtr, PASS_FN, c_void_p]),
    ("mancala_variant_rules_text", c_int32, [VariantPtr, c_char_p, c_size_t, SizePtr]),
    ("mancala_game_to_json", c_int32, [GamePtr, c_char_p, c_size_t, SizePtr]),
    ("mancala_game_move_from_answer", c_int32, [GamePtr, c_char_p, Int32Ptr]),
    # where errors are (ABI 0.6, mancala_game_last_error(3)), the names of event kinds
    ("mancala_variant_new_info", c_int32, [POINTER(VariantPtr), c_char_p, ErrorInfoPtr]),
    ("mancala_game_from_text_info", c_int32, [POINTER(GamePtr), c_char_p, ErrorInfoPtr]),
    ("mancala_game_from_record_info", c_int32, [POINTER(GamePtr), c_char_p, ErrorInfoPtr]),
    (
        "mancala_game_from_notation_info",
        c_int32,
        [POINTER(GamePtr), c_int32, c_char_p, VariantPtr, ErrorInfoPtr],
    ),
    ("mancala_game_last_error", c_int32, [GamePtr, ErrorInfoPtr]),
    ("mancala_event_name", c_char_p, [c_int32]),
    # progress reports and cancellation (ABI 0.6, mancala_search_set_tick(3))
    ("mancala_search_set_tick", c_int32, [SearchPtr, TICK_FN, c_int32, c_void_p]),
    (
        "mancala_db_build_with",
        c_int32,
        [POINTER(DbPtr), VariantPtr, c_int32, c_int32, TICK_FN, c_int32, c_void_p],
    ),
    ("mancala_version_string", c_char_p, []),
    ("mancala_version", c_uint32, []),
    ("mancala_abi_version", c_int32, []),
]


def library_names(platform: Optional[str] = None) -> List[str]:
    """The file names of the library on a platform (``sys.platform`` by default), as its build
    names them: libmancala.so.0 (Linux, the BSDs and other ELF systems), libmancala.0.dylib
    (macOS), libmancala-0.dll (Windows: MinGW and the CMake build), cygmancala-0.dll (Cygwin),
    msys-mancala-0.dll (MSYS2)."""
    if platform is None:
        platform = sys.platform
    if platform == "darwin":
        return ["libmancala.%d.dylib" % ABI_VERSION]
    if platform.startswith("win32"):
        return ["libmancala-%d.dll" % ABI_VERSION]
    if platform.startswith("cygwin"):
        return ["cygmancala-%d.dll" % ABI_VERSION]
    if platform.startswith("msys"):
        return ["msys-mancala-%d.dll" % ABI_VERSION]
    return [SONAME]


def _candidates(package_dir: Optional[str] = None, platform: Optional[str] = None) -> List[str]:
    """The files to try, in order: MANCALA_LIBRARY alone when set; else a copy of the library in
    this package's directory (a self-contained wheel carries one), then the system's by the
    platform's name for it (library_names)."""
    override = os.environ.get(ENV_VAR)
    if override:
        return [override]
    names = library_names(platform)
    if package_dir is None:
        package_dir = os.path.dirname(os.path.abspath(__file__))
    # A path (with a slash) makes the loader take that file, not one on its search path.
    bundled = [os.path.join(package_dir, n) for n in names]
    return [p for p in bundled if os.path.isfile(p)] + names


def _open() -> Tuple[ctypes.CDLL, str]:
    errors = []
    for name in _candidates():
        try:
            return ctypes.CDLL(name), name
        except OSError as exc:
            errors.append("%s: %s" % (name, exc))
    hint = (
        "set %s to the library's path" % ENV_VAR
        if not os.environ.get(ENV_VAR)
        else "%s is set; check the path" % ENV_VAR
    )
    raise LibraryError("cannot load libmancala (%s; %s)" % ("; ".join(errors), hint))


def _declare(lib: ctypes.CDLL, path: str) -> None:
    # The ABI number first: a library without mancala_abi_version predates this binding.
    try:
        abi_fn = lib.mancala_abi_version
    except AttributeError:
        raise LibraryError(
            "%s has no mancala_abi_version(): not a libmancala this binding knows "
            "(it needs ABI %d)" % (path, ABI_VERSION)
        ) from None
    abi_fn.restype = c_int32
    abi_fn.argtypes = []
    abi = abi_fn()
    if abi != ABI_VERSION:
        raise LibraryError(
            "%s has ABI %d, but this binding was written for ABI %d (%s)"
            % (path, abi, ABI_VERSION, SONAME)
        )
    for name, restype, argtypes in PROTOTYPES:
        try:
            fn = getattr(lib, name)
        except AttributeError:
            raise LibraryError("%s lacks %s(), which ABI %d has" % (path, name, ABI_VERSION)) from None
        fn.restype = restype
        fn.argtypes = argtypes


def load() -> Tuple[ctypes.CDLL, str]:
    """Opens libmancala (MANCALA_LIBRARY, else the package's own copy, else the soname) and
    declares every function."""
    lib, path = _open()
    _declare(lib, path)
    return lib, path


lib, library_path = load()


def strerror(code: int) -> str:
    """The library's message for a status code."""
    raw: Optional[bytes] = lib.mancala_strerror(code)
    return raw.decode("utf-8", "replace") if raw is not None else "unknown status"
