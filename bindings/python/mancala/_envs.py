# SPDX-License-Identifier: MIT
"""The numpy side of mancala.envs: Batch (mancala_batch_* through ctypes, into numpy buffers),
VectorEnv and Env (Gymnasium). Imported by mancala.envs on first use, as it needs numpy and
gymnasium; nothing here is imported by ``import mancala``.
"""

from __future__ import annotations

import ctypes
import weakref
from ctypes import POINTER, byref, c_float, c_int32, c_size_t, c_uint64, c_void_p
from typing import Any, Dict, Optional, Tuple, Union

try:
    import numpy as np
except ImportError as exc:  # pragma: no cover - depends on the system
    raise ImportError("mancala.envs needs numpy (%s)" % exc) from exc
try:
    import gymnasium as gym
    from gymnasium import spaces
    from gymnasium.vector.utils import batch_space
except ImportError as exc:  # pragma: no cover - depends on the system
    raise ImportError("mancala.envs needs gymnasium 1.x (%s)" % exc) from exc

try:
    from gymnasium.vector import AutoresetMode

    _NEXT_STEP: Any = AutoresetMode.NEXT_STEP
except ImportError:  # gymnasium 1.0 named the modes by strings only
    _NEXT_STEP = "NextStep"

from . import _native
from .core import Game, IllegalMode, Layout, ObsPart, OpponentKind, Variant, _check, max_seeds
from .errors import InvalidArgument, Status, error_for

__all__ = ["Batch", "VectorEnv", "Env", "ENV_ID", "LAYOUTS", "OBS_PARTS"]

#: Observation layouts (enum mancala_layout).
LAYOUTS = {"planes": Layout.PLANES, "openspiel": Layout.OPENSPIEL}
#: Specs of the rules of OpenSpiel's "mancala" and "oware", their length limits included: the
#: only rules the "openspiel" layout takes.
OPENSPIEL_SPECS = ("kalah:limit=1001", "oware:limit=1000")
#: The parts of the "planes" layout, in order (enum mancala_obs_part).
OBS_PARTS = tuple(p.name.lower() for p in ObsPart)
_ILLEGAL_ERROR, _ILLEGAL_PENALTY = IllegalMode.ERROR, IllegalMode.PENALTY
_OPP_NONE, _OPP_RANDOM, _OPP_LEVEL = OpponentKind.NONE, OpponentKind.RANDOM, OpponentKind.LEVEL
# A bound for counters without one of their own (move numbers, rounds): float32 counts exactly
# up to it, and Gymnasium's checker warns about infinite bounds.
_BIG = float(2**24)


def _fn(name: str, restype: Any, argtypes: list) -> Any:
    """A function object of our own (lib[name] makes a new one each time), so that these
    prototypes, with plain addresses for the buffers, never clash with _native's."""
    try:
        fn = _native.lib[name]
    except AttributeError:
        raise ImportError(
            "%s lacks %s(): mancala.envs needs a libmancala with the batch API "
            "(mancala_batch_new(3))" % (_native.library_path, name)
        ) from None
    fn.restype = restype
    fn.argtypes = argtypes
    return fn


_P = c_void_p
_new = _fn("mancala_batch_new", c_int32, [POINTER(_P), _P, c_size_t])
_free = _fn("mancala_batch_free", None, [_P])
_shape = _fn("mancala_batch_shape", c_int32, [_P] + [POINTER(c_size_t)] * 3)
_obs_part = _fn("mancala_batch_obs_part", c_int32, [_P, c_int32, POINTER(c_size_t), POINTER(c_size_t)])
_set_layout = _fn("mancala_batch_set_layout", c_int32, [_P, c_int32])
_set_illegal = _fn("mancala_batch_set_illegal", c_int32, [_P, c_int32, c_float])
_set_opponent = _fn("mancala_batch_set_opponent", c_int32, [_P, c_int32, c_int32, c_int32])
_set_start = _fn("mancala_batch_set_start", c_int32, [_P, c_int32])
_set_threads = _fn("mancala_batch_set_threads", c_int32, [_P, c_int32])
_reset = _fn("mancala_batch_reset", c_int32, [_P, c_uint64, _P, _P, _P])
_step = _fn("mancala_batch_step", c_int32, [_P] * 8)
_game = _fn("mancala_batch_game", c_int32, [_P, c_size_t, POINTER(_native.GamePtr)])
_set_game = _fn("mancala_batch_set_game", c_int32, [_P, c_size_t, _native.GamePtr])


def _variant(spec: Union[str, Variant]) -> Variant:
    if isinstance(spec, Variant):
        return spec
    if isinstance(spec, str):
        return Variant(spec)
    raise TypeError("spec must be a spec str or a mancala.Variant, not %s" % type(spec).__name__)


def _addr(a: "np.ndarray") -> int:
    return int(a.ctypes.data)


class Batch:
    """N games of one variant held by the C library (mancala_batch_new(3)), with the numpy
    buffers its calls fill: ``obs`` float32 [N, obs_size], ``mask`` int8 [N, actions] (1 =
    legal), ``rewards`` float32 [N], ``terminated`` and ``truncated`` bool [N], ``to_move``
    int32 [N], ``actions`` int32 [N] (what step() passes). The buffers are allocated once and
    overwritten in place by every reset() and step().

    opponent: None (the caller moves for both players), "random", or an int: the search level
    (mancala_search_set_level(3)); seat: the caller's seat against an opponent (0, 1, or None:
    drawn for each game at its reset). layout: "planes" or "openspiel". illegal: "error" or a
    float penalty. start_plies: random plies played at each reset. threads: C threads.
    """

    def __init__(
        self,
        spec: Union[str, Variant] = "kalah",
        count: int = 1,
        *,
        opponent: Union[None, str, int] = None,
        seat: Optional[int] = 0,
        layout: str = "planes",
        illegal: Union[str, float] = "error",
        start_plies: int = 0,
        threads: int = 1,
    ) -> None:
        variant = _variant(spec)
        self.variant = variant
        if isinstance(count, bool) or not isinstance(count, (int, np.integer)) or count < 1:
            raise InvalidArgument(None, "Batch(): count must be a positive int, not %r" % (count,))
        handle = _P()
        with variant._lock:
            _check(_new(byref(handle), ctypes.cast(variant._ptr, _P), int(count)), "Batch()")
        self._handle = handle
        self._finalizer = weakref.finalize(self, _free, handle)
        self._configure(opponent, seat, layout, illegal, start_plies, threads)
        # after the layout, which sets the observation's size
        n, a, o = c_size_t(), c_size_t(), c_size_t()
        _check(_shape(handle, byref(n), byref(a), byref(o)), "mancala_batch_shape")
        self.count, self.num_actions, self.obs_size = n.value, a.value, o.value
        self.obs = np.zeros((self.count, self.obs_size), dtype=np.float32)
        self.mask = np.zeros((self.count, self.num_actions), dtype=np.int8)
        self.rewards = np.zeros(self.count, dtype=np.float32)
        self.terminated = np.zeros(self.count, dtype=np.bool_)
        self.truncated = np.zeros(self.count, dtype=np.bool_)
        self.to_move = np.zeros(self.count, dtype=np.int32)
        self.actions = np.zeros(self.count, dtype=np.int32)
        self._ptrs = tuple(
            _addr(x)
            for x in (
                self.actions,
                self.obs,
                self.mask,
                self.rewards,
                self.terminated,
                self.truncated,
                self.to_move,
            )
        )
        self._was_reset = False

    def _configure(
        self,
        opponent: Union[None, str, int],
        seat: Optional[int],
        layout: str,
        illegal: Union[str, float],
        start_plies: int,
        threads: int,
    ) -> None:
        h = self._handle
        if layout not in LAYOUTS:
            raise InvalidArgument(None, "layout must be one of %s, not %r" % (sorted(LAYOUTS), layout))
        self.layout = layout
        _check(
            _set_layout(h, LAYOUTS[layout]),
            "layout=%r%s"
            % (
                layout,
                ": the rules must be OpenSpiel's \"mancala\" (%r) or \"oware\" (%r)"
                % OPENSPIEL_SPECS
                if layout == "openspiel"
                else "",
            ),
        )
        if isinstance(illegal, str):
            if illegal != "error":
                raise InvalidArgument(None, "illegal must be 'error' or a float penalty, not %r" % (illegal,))
            _check(_set_illegal(h, _ILLEGAL_ERROR, 0.0), "illegal='error'")
        else:
            _check(_set_illegal(h, _ILLEGAL_PENALTY, float(illegal)), "illegal=%r" % (illegal,))
        self.illegal = illegal
        if seat is None:
            seat_code = -1
        elif seat in (0, 1) and not isinstance(seat, bool):
            seat_code = int(seat)
        else:
            raise InvalidArgument(None, "seat must be 0, 1 or None, not %r" % (seat,))
        if opponent is None:
            kind, level = _OPP_NONE, 0
        elif opponent == "random":
            kind, level = _OPP_RANDOM, 0
        elif isinstance(opponent, (int, np.integer)) and not isinstance(opponent, bool):
            kind, level = _OPP_LEVEL, int(opponent)
        else:
            raise InvalidArgument(
                None, "opponent must be None, 'random' or a level int, not %r" % (opponent,)
            )
        _check(_set_opponent(h, kind, level, seat_code), "opponent=%r, seat=%r" % (opponent, seat))
        self.opponent, self.seat = opponent, seat
        self.set_start(start_plies)
        _check(_set_threads(h, int(threads)), "threads=%r" % (threads,))
        self.threads = int(threads)

    def set_start(self, plies: int) -> None:
        """Random plies played from the start position at each reset (mancala_batch_set_start)."""
        _check(_set_start(self._handle, int(plies)), "start_plies=%r" % (plies,))
        self.start_plies = int(plies)

    def obs_part(self, part: Union[str, int]) -> Tuple[int, int]:
        """(offset, length) of one part of the "planes" layout ("seeds", "closed", "tuzdik",
        "pending", "fresh", "round", "lost"); length 0 where the rules cannot have it."""
        code = OBS_PARTS.index(part) if isinstance(part, str) else int(part)
        off, length = c_size_t(), c_size_t()
        _check(_obs_part(self._handle, code, byref(off), byref(length)), "obs_part(%r)" % (part,))
        return off.value, length.value

    def reset(self, seed: int) -> None:
        """Every game to its start (plus start_plies random plies drawn from seed); fills obs,
        mask and to_move."""
        _, obs, mask, _, _, _, to_move = self._ptrs
        _check(_reset(self._handle, int(seed) & (2**64 - 1), obs, mask, to_move), "reset()")
        self.rewards[:] = 0
        self.terminated[:] = False
        self.truncated[:] = False
        self._was_reset = True

    def step(self, actions: Any = None) -> None:
        """One step of every game with actions (array-like of N ints; None: those already in
        self.actions); fills every buffer. Games that ended at the previous step ignore their
        action and restart (NEXT_STEP auto-reset)."""
        if not self._was_reset:
            raise gym.error.ResetNeeded("reset() must be called before step()")
        if actions is not None:
            np.copyto(self.actions, actions, casting="unsafe")
        status = _step(self._handle, *self._ptrs)
        if status < 0:
            raise self._step_error(status)

    def _step_error(self, status: int) -> Exception:
        """The exception for a failed step, naming the first game whose action was refused."""
        ended = self.terminated | self.truncated
        acts = self.actions
        bad = np.flatnonzero(~ended & ((acts < 0) | (acts >= self.num_actions)))
        if status == Status.EILLEGAL or not bad.size:
            ok = np.zeros(self.count, dtype=np.bool_)
            inside = (acts >= 0) & (acts < self.num_actions)
            idx = np.flatnonzero(inside)
            ok[idx] = self.mask[idx, acts[idx]] != 0
            bad = np.flatnonzero(~ended & ~ok)
        if bad.size:
            i = int(bad[0])
            detail = "step(): action %d of game %d is not legal (legal: %s)" % (
                int(acts[i]),
                i,
                np.flatnonzero(self.mask[i]).tolist(),
            )
        else:
            detail = "step()"
        return error_for(status, detail)

    def game(self, index: int) -> Game:
        """A copy of game index as a mancala.Game (mancala_batch_game)."""
        out = _native.GamePtr()
        _check(_game(self._handle, int(index), byref(out)), "game(%r)" % (index,))
        return Game._wrap(out, None)

    def set_game(self, index: int, game: Game) -> None:
        """Puts a copy of game into slot index (mancala_batch_set_game); the buffers describe
        it only after the next reset() or step()."""
        with game._lock:
            _check(_set_game(self._handle, int(index), game._ptr), "set_game(%r)" % (index,))

    def bounds(self) -> Tuple["np.ndarray", "np.ndarray"]:
        """Per-element low and high bounds of an observation (for a Box space)."""
        low = np.zeros(self.obs_size, dtype=np.float32)
        high = np.full(self.obs_size, _BIG, dtype=np.float32)
        if self.layout == "planes":
            seeds = float(max_seeds())
            for name in OBS_PARTS:
                off, length = self.obs_part(name)
                sl = slice(off, off + length)
                if name == "seeds":
                    high[sl] = seeds
                elif name == "tuzdik":
                    low[sl], high[sl] = -1.0, 1.0
                elif name in ("closed", "pending", "lost"):
                    high[sl] = 1.0
        elif self.obs_size == 14:  # OpenSpiel's oware: shares of the seeds
            high[:] = 1.0
        else:  # OpenSpiel's mancala: 14 counts, the player, the move number
            high[:14] = float(max_seeds())
            high[14] = 1.0
        return low, high

    def flip(self, obs: "np.ndarray") -> "np.ndarray":
        """The "planes" observation obs (the mover's view) seen by the other player: each
        pit-part's halves swapped (tuzdik's negated), the two nyumba flags swapped. A copy."""
        out = np.array(obs, dtype=np.float32, copy=True)
        if self.layout != "planes":
            return out
        for name in ("seeds", "closed", "tuzdik", "lost"):
            off, length = self.obs_part(name)
            if not length:
                continue
            half = length // 2
            src = obs[..., off : off + length]
            out[..., off : off + half] = src[..., half:]
            out[..., off + half : off + length] = src[..., :half]
            if name == "tuzdik":
                out[..., off : off + length] *= -1
        return out

    def close(self) -> None:
        """Frees the C batch now (it is freed anyway when the object is collected)."""
        self._finalizer()


def _spaces(batch: Batch) -> Tuple[spaces.Box, spaces.Discrete]:
    low, high = batch.bounds()
    return (
        spaces.Box(low=low, high=high, shape=(batch.obs_size,), dtype=np.float32),
        spaces.Discrete(batch.num_actions),
    )


def _c_seed(rng: "np.random.Generator") -> int:
    return int(rng.integers(0, 2**63 - 1, dtype=np.int64))


class VectorEnv(gym.vector.VectorEnv):
    """num_envs games of one rule set stepped together by one C call (Gymnasium's vector API).

    ``reset(seed=int|None)`` returns ``(obs, infos)``; ``step(actions)`` returns ``(obs,
    rewards, terminations, truncations, infos)``. The arrays are the env's own buffers, filled in
    place by the library: the same objects at every step (zero-copy), overwritten by the next
    call; ``copy=True`` returns copies instead. ``infos`` holds ``"action_mask"`` (int8 [N,
    actions]) and ``"to_move"`` (int32 [N]), with Gymnasium's ``"_action_mask"`` and
    ``"_to_move"`` flags (all True).

    A reward is the reward of the player who chose the action (with an opponent: of the caller's
    seat): +1 win, -1 loss, 0 draw at the game's end, 0 before; the other player's is its
    negation. Games that reach the rules' length limit are truncated with reward 0.
    Auto-reset: NEXT_STEP (``metadata["autoreset_mode"]``).
    """

    metadata: Dict[str, Any] = {"autoreset_mode": _NEXT_STEP, "render_modes": []}

    def __init__(
        self,
        spec: Union[str, Variant] = "kalah",
        num_envs: int = 1,
        *,
        opponent: Union[None, str, int] = None,
        seat: Optional[int] = 0,
        layout: str = "planes",
        illegal: Union[str, float] = "error",
        threads: int = 1,
        start_plies: int = 0,
        copy: bool = False,
    ) -> None:
        self.batch = Batch(
            spec,
            num_envs,
            opponent=opponent,
            seat=seat,
            layout=layout,
            illegal=illegal,
            start_plies=start_plies,
            threads=threads,
        )
        self.num_envs = self.batch.count
        self.single_observation_space, self.single_action_space = _spaces(self.batch)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self.render_mode = None
        self.copy = bool(copy)
        flags = np.ones(self.num_envs, dtype=np.bool_)
        flags.setflags(write=False)
        self._flags = flags

    @property
    def spec_string(self) -> str:
        """The canonical spec of the games' rules."""
        return self.batch.variant.spec

    def _infos(self) -> Dict[str, Any]:
        b = self.batch
        if self.copy:
            return {
                "action_mask": b.mask.copy(),
                "to_move": b.to_move.copy(),
                "_action_mask": self._flags.copy(),
                "_to_move": self._flags.copy(),
            }
        return {
            "action_mask": b.mask,
            "to_move": b.to_move,
            "_action_mask": self._flags,
            "_to_move": self._flags,
        }

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
    ) -> Tuple["np.ndarray", Dict[str, Any]]:
        """Every game to a new start. seed: an int (the same seed gives the same games and the
        same opponents' moves), or None to go on from the env's generator. options: None, or
        {"start_plies": n} to change the random plies played at each reset."""
        if seed is not None and not isinstance(seed, (int, np.integer)):
            raise TypeError(
                "VectorEnv.reset(seed=...) takes an int or None (one C generator seeds every "
                "game from it and the game's index), not %s" % type(seed).__name__
            )
        super().reset(seed=None if seed is None else int(seed))
        if options:
            unknown = set(options) - {"start_plies"}
            if unknown:
                raise InvalidArgument(None, "reset(options=...): unknown option(s) %s" % sorted(unknown))
            if "start_plies" in options:
                self.batch.set_start(options["start_plies"])
        self.batch.reset(_c_seed(self.np_random))
        b = self.batch
        return (b.obs.copy() if self.copy else b.obs), self._infos()

    def step(
        self, actions: Any
    ) -> Tuple["np.ndarray", "np.ndarray", "np.ndarray", "np.ndarray", Dict[str, Any]]:
        """One action per game (array-like of num_envs ints in 0..actions-1)."""
        b = self.batch
        b.step(actions)
        if self.copy:
            return (
                b.obs.copy(),
                b.rewards.copy(),
                b.terminated.copy(),
                b.truncated.copy(),
                self._infos(),
            )
        return b.obs, b.rewards, b.terminated, b.truncated, self._infos()

    def action_masks(self) -> "np.ndarray":
        """The current legal-action masks, as bool [num_envs, actions] (a view)."""
        return self.batch.mask.view(np.bool_)

    def game(self, index: int) -> Game:
        """A copy of game index as a mancala.Game."""
        return self.batch.game(index)

    def close_extras(self, **kwargs: Any) -> None:
        self.batch.close()


class Env(gym.Env):
    """One game of a rule set as a single-agent Gymnasium env: the opponent ("random" by default,
    a search level int, or None for self-play where the agent moves for both players) plays
    inside step(). Observations are float32 Box vectors (copies), actions Discrete; info holds
    "action_mask" (int8, 1 = legal) and "to_move". Rewards: +1 win, -1 loss, 0 draw at the end
    for the agent's seat (seat 0, 1, or None: drawn at each reset)."""

    metadata: Dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(
        self,
        spec: Union[str, Variant] = "kalah",
        *,
        opponent: Union[None, str, int] = "random",
        seat: Optional[int] = 0,
        layout: str = "planes",
        illegal: Union[str, float] = "error",
        start_plies: int = 0,
        render_mode: Optional[str] = None,
    ) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidArgument(None, "render_mode must be None or 'ansi', not %r" % (render_mode,))
        self.batch = Batch(
            spec,
            1,
            opponent=opponent,
            seat=seat,
            layout=layout,
            illegal=illegal,
            start_plies=start_plies,
        )
        self.observation_space, self.action_space = _spaces(self.batch)
        self.render_mode = render_mode
        self._over = True

    def _info(self) -> Dict[str, Any]:
        return {"action_mask": self.batch.mask[0].copy(), "to_move": int(self.batch.to_move[0])}

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
    ) -> Tuple["np.ndarray", Dict[str, Any]]:
        super().reset(seed=seed)
        if options and "start_plies" in options:
            self.batch.set_start(options["start_plies"])
        self.batch.reset(_c_seed(self.np_random))
        self._over = False
        return self.batch.obs[0].copy(), self._info()

    def step(self, action: Any) -> Tuple["np.ndarray", float, bool, bool, Dict[str, Any]]:
        if self._over:
            raise gym.error.ResetNeeded("the game is over (or not started): call reset()")
        b = self.batch
        b.actions[0] = int(action)
        b.step()
        terminated, truncated = bool(b.terminated[0]), bool(b.truncated[0])
        self._over = terminated or truncated
        return b.obs[0].copy(), float(b.rewards[0]), terminated, truncated, self._info()

    def action_masks(self) -> "np.ndarray":
        """The legal actions as a bool vector (sb3-contrib's MaskablePPO calls this)."""
        return self.batch.mask[0].astype(np.bool_)

    def game(self) -> Game:
        """A copy of the game as a mancala.Game."""
        return self.batch.game(0)

    def render(self) -> Optional[str]:
        if self.render_mode is None:
            gym.logger.warn("Env.render() without a render_mode: pass render_mode='ansi'")
            return None
        return str(self.game())

    def close(self) -> None:
        self.batch.close()


#: The Gymnasium id of these envs: gymnasium.make(ENV_ID, spec="oware", opponent=1) makes an Env,
#: gymnasium.make_vec(ENV_ID, num_envs=1024, vectorization_mode="vector_entry_point", spec=...)
#: a VectorEnv.
ENV_ID = "mancala/Mancala-v0"
if ENV_ID not in gym.registry:
    gym.register(
        id=ENV_ID,
        entry_point="mancala._envs:Env",
        vector_entry_point="mancala._envs:VectorEnv",
        kwargs={"spec": "kalah"},
    )
