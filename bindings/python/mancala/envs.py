# SPDX-License-Identifier: MIT
"""Reinforcement-learning environments over libmancala's batches (mancala_batch_new(3)).

Three environments, each over the C batch API, so that observations, legal-action masks and
rewards are written by the library and an opponent can move inside the C step:

- :class:`VectorEnv` (``VectorEnv(spec, num_envs, ...)``): Gymnasium 1.x's vector API
  (``gymnasium.vector.VectorEnv``) over N games, with numpy arrays that the C call fills in
  place (zero-copy: the arrays a step returns are the same buffers every step, overwritten by the
  next call; copy what you keep, or pass ``copy=True``). Auto-reset is Gymnasium's NEXT_STEP mode:
  the step that ends a game returns its last position with ``terminated`` or ``truncated`` set and
  an all-zero mask; the next step ignores that game's action and returns its first position.
- :class:`Env` (``Env(spec, ...)``): one game as a ``gymnasium.Env``; the opponent (random by
  default, or a search level) plays inside the step, so the env is single-agent.
- :func:`aec_env` (``aec_env(spec, ...)``): a PettingZoo AEC environment for two-player
  self-play, agents ``"player_0"`` (moves first) and ``"player_1"``, observations
  ``{"observation": Box, "action_mask": Box}`` as PettingZoo's classic environments give them.

The legal-action mask is ``infos["action_mask"]`` (``info["action_mask"]`` for Env), int8 0/1
so that ``space.sample(mask=...)`` takes it, and the player to move ``infos["to_move"]``.

Options common to all: ``layout`` ("planes", the library's mover-relative default layout for
every rule set, or "openspiel", OpenSpiel's tensor for its "mancala" and "oware"), ``illegal``
("error": an illegal action raises IllegalMove and changes nothing; or a float penalty: that game
ends and its mover gets the penalty as reward), ``start_plies`` (random plies played at each
reset) and ``threads`` (VectorEnv: C threads across the batch). VectorEnv and Env take
``opponent`` ("random", a search level int, or None for self-play) and ``seat`` (0, 1, or None:
drawn for each game at its reset).

numpy, gymnasium and pettingzoo are imported only when these are used: ``import mancala`` and
``import mancala.envs`` work without them (an ImportError names what is missing on first use).
Using them registers the Gymnasium id ``ENV_ID`` ("mancala/Mancala-v0"): ``gymnasium.make(ENV_ID,
spec="oware", opponent=1)`` makes an Env, ``gymnasium.make_vec(ENV_ID, num_envs=64,
vectorization_mode="vector_entry_point", spec="oware")`` a VectorEnv.
"""

from __future__ import annotations

from typing import Any

__all__ = ["VectorEnv", "Env", "aec_env", "Batch", "ENV_ID"]

_LAZY = {"VectorEnv": "VectorEnv", "Env": "Env", "Batch": "Batch", "ENV_ID": "ENV_ID"}


def __getattr__(name: str) -> Any:
    # PEP 562: VectorEnv and Env subclass gymnasium's classes, built on first use.
    if name in _LAZY:
        from . import _envs

        value = getattr(_envs, _LAZY[name])
        globals()[name] = value
        return value
    raise AttributeError("module 'mancala.envs' has no attribute %r" % (name,))


def __dir__() -> list:
    return sorted(list(globals()) + list(_LAZY))


def aec_env(spec: Any = "kalah", **kwargs: Any) -> Any:
    """A PettingZoo AEC environment of two-player self-play of ``spec`` (a spec string or a
    Variant). Keyword arguments: layout, illegal, start_plies, render_mode ("ansi", "human" or
    None). Needs numpy, gymnasium and pettingzoo."""
    from ._aec import MancalaAECEnv

    return MancalaAECEnv(spec, **kwargs)
