# SPDX-License-Identifier: MIT
"""The PettingZoo side of mancala.envs: MancalaAECEnv, two-player self-play of one game over a
batch of one (mancala.envs.aec_env builds it). Imported only when used: it needs numpy,
gymnasium and pettingzoo.
"""

from __future__ import annotations

from typing import Any, Dict, Optional, Union

try:
    from pettingzoo import AECEnv
except ImportError as exc:  # pragma: no cover - depends on the system
    raise ImportError("mancala.envs.aec_env needs pettingzoo (%s)" % exc) from exc

import numpy as np
from gymnasium import spaces

from ._envs import Batch, _c_seed, _spaces
from .core import Game, Variant
from .errors import InvalidArgument

__all__ = ["MancalaAECEnv"]


class MancalaAECEnv(AECEnv):
    """Two-player self-play of one rule set, PettingZoo's AEC API.

    Agents "player_0" (the library's player 0, South, who moves first from the start position)
    and "player_1". observe(agent) gives {"observation": float32 vector, "action_mask": int8
    vector}: in the "planes" layout the observation is seen from that agent's side (its pits
    first), and the mask is all zero except for the agent to move. An agent keeps the turn while
    the rules give it another (an extra move, a turn of several steps). Rewards: +1 to the winner
    and -1 to the loser when the game ends, 0 to both for a draw or before.
    """

    metadata: Dict[str, Any] = {
        "render_modes": ["ansi", "human"],
        "name": "mancala_v0",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(
        self,
        spec: Union[str, Variant] = "kalah",
        *,
        layout: str = "planes",
        illegal: Union[str, float] = "error",
        start_plies: int = 0,
        render_mode: Optional[str] = None,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidArgument(None, "render_mode must be None, 'ansi' or 'human', not %r" % (render_mode,))
        self.render_mode = render_mode
        self._batch = Batch(spec, 1, opponent=None, layout=layout, illegal=illegal, start_plies=start_plies)
        box, act = _spaces(self._batch)
        mask = spaces.Box(low=0, high=1, shape=(self._batch.num_actions,), dtype=np.int8)
        self.possible_agents = ["player_0", "player_1"]
        self.agents = []
        self.observation_spaces = {
            a: spaces.Dict({"observation": box, "action_mask": mask}) for a in self.possible_agents
        }
        self.action_spaces = {a: act for a in self.possible_agents}
        self._rng: Optional[np.random.Generator] = None
        # The player whose view the batch's observation is: the to_move the batch writes with it.
        self._view = 0
        self._over = False

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        if seed is not None or self._rng is None:
            self._rng = np.random.default_rng(seed)
        if options and "start_plies" in options:
            self._batch.set_start(options["start_plies"])
        self._batch.reset(_c_seed(self._rng))
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self._over = False
        self._view = int(self._batch.to_move[0])
        self.agent_selection = self.agents[self._view]
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        b = self._batch
        player = self.possible_agents.index(agent)
        obs = b.obs[0].copy() if player == self._view else b.flip(b.obs[0])
        if not self._over and player == int(b.to_move[0]):
            mask = b.mask[0].copy()
        else:
            mask = np.zeros(b.num_actions, dtype=np.int8)
        return {"observation": obs, "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        b = self._batch
        player = self.possible_agents.index(agent)
        self._cumulative_rewards[agent] = 0.0
        b.actions[0] = int(action)
        b.step()
        reward = float(b.rewards[0])
        other = self.possible_agents[1 - player]
        self.rewards = {agent: reward, other: -reward if reward else 0.0}
        self._view = int(b.to_move[0])  # the player the observation is seen by
        if b.terminated[0] or b.truncated[0]:
            self._over = True
            self.terminations = {a: bool(b.terminated[0]) for a in self.agents}
            self.truncations = {a: bool(b.truncated[0]) for a in self.agents}
            self.agent_selection = other
        else:
            self.agent_selection = self.possible_agents[self._view]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def game(self) -> Game:
        """A copy of the game as a mancala.Game."""
        return self._batch.game(0)

    def render(self) -> Optional[str]:
        if self.render_mode is None:
            return None
        text = str(self.game())
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def close(self) -> None:
        self._batch.close()
