# SPDX-License-Identifier: MIT
"""mancala.spiel: OpenSpiel's Game and State interface over libmancala, so that code written
for ``pyspiel.load_game`` runs with only the import changed.

    >>> from mancala import spiel as pyspiel       # instead of: import pyspiel
    >>> game = pyspiel.load_game("mancala")
    >>> state = game.new_initial_state()
    >>> state.legal_actions()
    [1, 2, 3, 4, 5, 6]
    >>> state.apply_action(6); state.current_player(), state.observation_tensor(0)[:8]
    (1, [0.0, 4.0, 4.0, 4.0, 4.0, 4.0, 0.0, 1.0])

Games (load_game's name; keyword parameters as a dict or in OpenSpiel's "name(k=v,...)" form):

``"mancala"``: OpenSpiel's Kalah, played by the spec ``kalah:limit=1001``. OpenSpiel's board is
14 pits: [0] player 1's store, [1..6] player 0's houses, [7] player 0's store, [8..13] player 1's
houses. Action ids are those pit numbers: player 0's house i (0..5 in sowing order, as
mancala.Game numbers moves) is action i+1, player 1's house i is action 8+i; 14 distinct actions
and action strings are the numbers. Observation tensor [16]: the 14 counts, the player to move
(after the end, the one who would have moved next), the move number. The observation string is
the state's str(): OpenSpiel's three-row board, "Current player: P", "Move number: N".
OpenSpiel ends the game once the move number passes max_game_length() = 1000, so after 1001
moves: ``limit=1001``. Returns compare each side's houses plus store (1, -1 or 0), which are our
swept stores, at the limit as at an empty row. OpenSpiel does not sweep at the end: the final
tensor and string show the seeds left in the houses, and so do ours (undone from the move's
trace).

``"oware"`` (parameters num_houses_per_player = 6, num_seeds_per_house = 4): OpenSpiel's Oware,
played by the spec ``oware:houses=H,seeds=S,limit=none`` (the abapa rules: no sowing into the
origin, 2-or-3 capture chains, grand slam captures nothing, must feed, the game ends at a
majority of the seeds, when the player to move has no legal move, or at a repeated position,
the seeds left going to their owners). Action ids 0..H-1 name the mover's house in sowing order
for both players; strings "A".."F" for player 0, "a".."f" for player 1. Observation tensor
[2H+2]: each house's seeds (player 0's first), then the two scores, all divided by the seeds of
the game (values as float32, as OpenSpiel's are). The observation string is OpenSpiel's
"P | S0 S1 | seeds..." line, str() its board picture.

Any other name is a libmancala spec string (``load_game("kalah:houses=4,seeds=3")``, presets
such as ``"awari"`` or ``"togyz"``), with this library's own action ids: the moves of
mancala.Game (a house 0..H-1; 2H slots under direction=either or direction=house; the swap
after them under pie=on; whole turns as the library numbers them under seize, 2**17 ids).
Observation tensor [2H+4]: the pits array of mancala.Game.board (player 0's houses, store,
player 1's houses, store), the player to move (after the end, the one who would have moved
next), the move number. Observation string and str(): mancala.Game's board picture. Returns: 1
to the winner as the rules decide (mancala.Game.result), -1 to the loser, 0 each for a draw.
max_game_length() is the spec's limit (2500 by default; 2**31-1 with limit=none).

Differences from pyspiel, all where pyspiel would fail or be unsafe:
- apply_action refuses an illegal action with SpielError (a RuntimeError), where OpenSpiel's
  mancala sows any non-empty pit it is given (also the opponent's).
- OpenSpiel's oware has no move limit in its rules: it stops with an error when a 1001st move is
  applied (its history is at most 1000 long). So does this one: apply_action raises SpielError
  after 1000 moves of a game that has not ended, which its repetition rule makes rare.
- Only what these two perfect-information games use exists: no chance nodes, information
  states, observers or bots.
"""

from __future__ import annotations

import array
import enum
import re
from typing import Any, Dict, List, Optional, Tuple

from .core import EventKind, Game as _Game, Variant
from .errors import MancalaError

__all__ = [
    "SpielError",
    "GameType",
    "Game",
    "State",
    "PlayerId",
    "load_game",
    "registered_names",
    "INVALID_ACTION",
]

#: Player ids as OpenSpiel numbers them (pyspiel.PlayerId).
class PlayerId(enum.IntEnum):
    INVALID = -3
    TERMINAL = -4
    CHANCE = -1
    SIMULTANEOUS = -2
    MEAN_FIELD = -5


#: pyspiel.INVALID_ACTION.
INVALID_ACTION = -1
_TERMINAL = int(PlayerId.TERMINAL)
_NO_LIMIT = 2**31 - 1
_OWARE_HISTORY = 1000  # OpenSpiel's oware: history_.size() < kMaxGameLength before each move


class SpielError(RuntimeError):
    """What pyspiel raises as pyspiel.SpielError: a checked condition failed."""


class GameType:
    """pyspiel.GameType: the facts of a game, as plain attributes (short_name, long_name, ...)."""

    class Dynamics(enum.Enum):
        SIMULTANEOUS = 0
        SEQUENTIAL = 1
        MEAN_FIELD = 2

    class ChanceMode(enum.Enum):
        DETERMINISTIC = 0
        EXPLICIT_STOCHASTIC = 1
        SAMPLED_STOCHASTIC = 2

    class Information(enum.Enum):
        ONE_SHOT = 0
        PERFECT_INFORMATION = 1
        IMPERFECT_INFORMATION = 2

    class Utility(enum.Enum):
        ZERO_SUM = 0
        CONSTANT_SUM = 1
        GENERAL_SUM = 2
        IDENTICAL = 3

    class RewardModel(enum.Enum):
        REWARDS = 0
        TERMINAL = 1

    def __init__(self, short_name: str, long_name: str, parameter_specification: List[str]):
        self.short_name = short_name
        self.long_name = long_name
        self.dynamics = GameType.Dynamics.SEQUENTIAL
        self.chance_mode = GameType.ChanceMode.DETERMINISTIC
        self.information = GameType.Information.PERFECT_INFORMATION
        self.utility = GameType.Utility.ZERO_SUM
        self.reward_model = GameType.RewardModel.TERMINAL
        self.max_num_players = 2
        self.min_num_players = 2
        self.provides_information_state_string = False
        self.provides_information_state_tensor = False
        self.provides_observation_string = True
        self.provides_observation_tensor = True
        self.provides_factored_observation_string = False
        self.parameter_specification = list(parameter_specification)

    def __repr__(self) -> str:
        return "<GameType '%s'>" % self.short_name


# -- the three kinds of rules --------------------------------------------------------------------


class _Rules:
    """How one kind of game maps onto mancala.Game: spec, action ids, tensor and strings."""

    spec = ""
    num_actions = 0
    shape: List[int] = []
    max_length = 0
    unswept_end = False  # show the board as it was before the end's sweep (OpenSpiel's mancala)
    history_cap = 0  # refuse a move beyond this many (OpenSpiel's oware); 0: none

    def move(self, player: int, action: int) -> Optional[int]:
        raise NotImplementedError

    def action(self, player: int, move: int) -> int:
        raise NotImplementedError

    def action_string(self, state: "State", player: int, action: int) -> str:
        return str(action)

    def tensor(self, state: "State") -> List[float]:
        raise NotImplementedError

    def observation(self, state: "State") -> str:
        return self.picture(state)

    def picture(self, state: "State") -> str:
        raise NotImplementedError

    def returns(self, state: "State") -> List[float]:
        r = state._game_obj.result
        if r is None or r.winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if r.winner == 0 else [-1.0, 1.0]


class _Kalah(_Rules):
    """OpenSpiel's "mancala"."""

    spec = "kalah:limit=1001"
    num_actions = 14
    shape = [16]
    max_length = 1000
    unswept_end = True

    def move(self, player: int, action: int) -> Optional[int]:
        house = action - (1 if player == 0 else 8)
        return house if 0 <= house < 6 else None

    def action(self, player: int, move: int) -> int:
        return move + (1 if player == 0 else 8)

    @staticmethod
    def board(pits: List[int]) -> List[int]:
        """OpenSpiel's 14 pits from our pits array: [0] is player 1's store."""
        return [pits[13]] + pits[:13]

    def tensor(self, state: "State") -> List[float]:
        b = self.board(state._pits)
        return [float(x) for x in b] + [float(state._next), float(len(state._history))]

    def picture(self, state: "State") -> str:
        b = self.board(state._pits)
        top = "-" + "".join("%d-" % b[13 - i] for i in range(6))
        middle = "%d%s%d" % (b[0], "-" * 11, b[7])
        bottom = "-" + "".join("%d-" % b[1 + i] for i in range(6))
        return "%s\n%s\n%s\nCurrent player: %d\nMove number: %d" % (
            top, middle, bottom, state._next, len(state._history))

    def returns(self, state: "State") -> List[float]:
        # OpenSpiel compares each side's houses plus store: our swept stores.
        s0, s1 = state._game_obj.store(0), state._game_obj.store(1)
        if s0 == s1:
            return [0.0, 0.0]
        return [1.0, -1.0] if s0 > s1 else [-1.0, 1.0]


class _Oware(_Rules):
    """OpenSpiel's "oware"."""

    history_cap = _OWARE_HISTORY
    max_length = 1000

    def __init__(self, houses: int, seeds: int) -> None:
        self.houses, self.seeds = houses, seeds
        self.total = 2 * houses * seeds
        self.spec = "oware:houses=%d,seeds=%d,limit=none" % (houses, seeds)
        self.num_actions = houses
        self.shape = [2 * houses + 2]

    def move(self, player: int, action: int) -> Optional[int]:
        return action if 0 <= action < self.houses else None

    def action(self, player: int, move: int) -> int:
        return move

    def action_string(self, state: "State", player: int, action: int) -> str:
        return chr((ord("A") if player == 0 else ord("a")) + action)

    def _split(self, state: "State") -> Tuple[List[int], List[int]]:
        h, p = self.houses, state._pits
        return p[:h] + p[h + 1 : 2 * h + 1], [p[h], p[2 * h + 1]]

    def tensor(self, state: "State") -> List[float]:
        seeds, scores = self._split(state)
        values = [x / self.total for x in seeds + scores]
        return array.array("f", values).tolist()  # float32, as OpenSpiel's tensors are

    def observation(self, state: "State") -> str:
        seeds, scores = self._split(state)
        return "%d | %d %d | %s" % (state._next, scores[0], scores[1], " ".join(map(str, seeds)))

    def picture(self, state: "State") -> str:
        seeds, scores = self._split(state)
        h, to_move = self.houses, state.current_player()
        out = ["[FINISHED]"] if state.is_terminal() else []

        def score(p: int) -> str:
            return "Player %d score = %d%s" % (p, scores[p], " [PLAYING]" if to_move == p else "")

        out.append(score(1))
        out.append("".join("%3s" % chr(ord("a") + a) for a in range(h - 1, -1, -1)))
        out.append("".join("%3d" % seeds[i] for i in range(2 * h - 1, h - 1, -1)))
        out.append("".join("%3d" % seeds[i] for i in range(h)))
        out.append("".join("%3s" % chr(ord("A") + a) for a in range(h)))
        out.append(score(0))
        return "\n".join(out) + "\n"

    def returns(self, state: "State") -> List[float]:
        s = self._split(state)[1]
        if s[0] == s[1]:
            return [0.0, 0.0]
        return [1.0, -1.0] if s[0] > s[1] else [-1.0, 1.0]


class _Spec(_Rules):
    """Any libmancala spec, with the library's own move numbers as action ids."""

    def __init__(self, spec: str) -> None:
        g = _Game(spec)
        self.spec = g.spec
        rules = Variant(spec).rules
        h = g.num_houses
        slots = 2 * h if rules.get("direction") in ("either", "house") else h
        if rules.get("pie", "off") == "on":
            slots += 1
        if rules.get("seize", "none") != "none":
            slots = 1 << 17  # a whole turn: a step in bits 0-4, later choices six bits each
        self.num_actions = slots
        self.shape = [2 * h + 4]
        limit = rules.get("limit", "2500")
        self.max_length = _NO_LIMIT if limit in ("none", "0") else int(limit)

    def move(self, player: int, action: int) -> Optional[int]:
        return action if 0 <= action < self.num_actions else None

    def action(self, player: int, move: int) -> int:
        return move

    def action_string(self, state: "State", player: int, action: int) -> str:
        g = state._game_obj
        if not g.is_over and player == g.to_move:
            try:
                return g.move_to_notation("text", action)
            except MancalaError:
                pass
        return str(action)

    def tensor(self, state: "State") -> List[float]:
        return [float(x) for x in state._pits] + [float(state._next), float(len(state._history))]

    def picture(self, state: "State") -> str:
        return str(state._game_obj)


# -- Game and State ------------------------------------------------------------------------------


class Game:
    """pyspiel.Game for one rule set: made by load_game."""

    def __init__(self, rules: _Rules, gametype: GameType, name: str, params: Dict[str, Any],
                 defaults: Dict[str, Any]) -> None:
        self._rules = rules
        self._type = gametype
        self._name = name
        self._params = dict(params)
        self._all_params = dict(defaults, **params)
        _Game(rules.spec)  # a bad spec fails here, not at the first state

    def get_type(self) -> GameType:
        return self._type

    def get_parameters(self) -> Dict[str, Any]:
        return dict(self._all_params)

    def spec(self) -> str:
        """The libmancala spec that plays this game (not in pyspiel)."""
        return self._rules.spec

    def new_initial_state(self, *args: Any) -> "State":
        if args:
            raise SpielError("new_initial_state takes no starting position for this game")
        return State(self)

    def num_distinct_actions(self) -> int:
        return self._rules.num_actions

    def policy_tensor_shape(self) -> List[int]:
        return [self._rules.num_actions]

    def max_chance_outcomes(self) -> int:
        return 0

    def num_players(self) -> int:
        return 2

    def min_utility(self) -> float:
        return -1.0

    def max_utility(self) -> float:
        return 1.0

    def utility_sum(self) -> float:
        return 0.0

    def observation_tensor_shape(self) -> List[int]:
        return list(self._rules.shape)

    def observation_tensor_size(self) -> int:
        n = 1
        for d in self._rules.shape:
            n *= d
        return n

    def max_game_length(self) -> int:
        return self._rules.max_length

    def max_move_number(self) -> int:
        return self._rules.max_length

    def information_state_tensor_shape(self) -> List[int]:
        raise SpielError("%s provides no information state tensor" % self._name)

    def deserialize_state(self, text: str) -> "State":
        """The state that State.serialize wrote: the actions, one a line, from the start."""
        state = self.new_initial_state()
        for line in text.split("\n"):
            if line:
                try:
                    action = int(line)
                except ValueError:
                    raise SpielError("deserialize_state: not an action: %r" % line) from None
                state.apply_action(action)
        return state

    def __str__(self) -> str:
        if self._name in _GAMES:
            args = ",".join("%s=%s" % kv for kv in sorted(self._params.items()))
            return "%s(%s)" % (self._name, args)
        return self._rules.spec

    def __repr__(self) -> str:
        return "<mancala.spiel.Game '%s'>" % self

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))

    def __reduce__(self) -> Tuple[Any, Tuple[str]]:
        return (load_game, (str(self),))


class PlayerAction:
    """One entry of State.full_history(): .player and .action."""

    __slots__ = ("player", "action")

    def __init__(self, player: int, action: int) -> None:
        self.player, self.action = player, action

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PlayerAction) and (self.player, self.action) == (
            other.player, other.action)

    def __repr__(self) -> str:
        return "PlayerAction(player=%d, action=%d)" % (self.player, self.action)


class State:
    """pyspiel.State: a position of a Game and the actions that led to it."""

    __slots__ = ("_gm", "_game_obj", "_history", "_pits", "_next", "_players")

    def __init__(self, game: Game) -> None:
        self._gm = game
        self._game_obj = _Game(game._rules.spec)
        self._history: List[int] = []
        self._players: List[int] = []
        self._pits = self._game_obj.board
        self._next = 0

    # -- reading -------------------------------------------------------------------------------

    def get_game(self) -> Game:
        return self._gm

    def num_players(self) -> int:
        return 2

    def num_distinct_actions(self) -> int:
        return self._gm._rules.num_actions

    def current_player(self) -> int:
        p = self._game_obj.to_move
        return _TERMINAL if p is None else p

    def is_terminal(self) -> bool:
        return self._game_obj.is_over

    def is_chance_node(self) -> bool:
        return False

    def is_simultaneous_node(self) -> bool:
        return False

    def is_mean_field_node(self) -> bool:
        return False

    def is_player_node(self) -> bool:
        return not self.is_terminal()

    def legal_actions(self, player: Optional[int] = None) -> List[int]:
        p = self._game_obj.to_move
        if p is None or (player is not None and player != p):
            return []
        rules = self._gm._rules
        return sorted(rules.action(p, m) for m in self._game_obj.legal_moves())

    def legal_actions_mask(self, player: Optional[int] = None) -> List[int]:
        mask = [0] * self._gm._rules.num_actions
        for a in self.legal_actions(player):
            mask[a] = 1
        return mask

    def _player(self, player: Optional[int], what: str) -> int:
        if player is None:
            player = self.current_player()
            if player < 0:
                raise SpielError("%s(): the game is over; name the player" % what)
        if player not in (0, 1):
            raise SpielError("%s(%r): the player must be 0 or 1" % (what, player))
        return player

    def observation_tensor(self, player: Optional[int] = None) -> List[float]:
        self._player(player, "observation_tensor")
        return self._gm._rules.tensor(self)

    def observation_string(self, player: Optional[int] = None) -> str:
        self._player(player, "observation_string")
        return self._gm._rules.observation(self)

    def information_state_string(self, player: Optional[int] = None) -> str:
        raise SpielError("%s provides no information state string" % self._gm._name)

    def information_state_tensor(self, player: Optional[int] = None) -> List[float]:
        raise SpielError("%s provides no information state tensor" % self._gm._name)

    def action_to_string(self, *args: int) -> str:
        """action_to_string(player, action) or action_to_string(action) (the player to move)."""
        if len(args) == 1:
            player, action = self.current_player(), args[0]
        elif len(args) == 2:
            player, action = args
        else:
            raise TypeError("action_to_string(player, action) or action_to_string(action)")
        return self._gm._rules.action_string(self, int(player), int(action))

    def string_to_action(self, *args: Any) -> int:
        """string_to_action(player, text) or string_to_action(text): the legal action so named."""
        if len(args) == 1:
            player, text = self.current_player(), args[0]
        elif len(args) == 2:
            player, text = args
        else:
            raise TypeError("string_to_action(player, text) or string_to_action(text)")
        for a in self.legal_actions():
            if self.action_to_string(player, a) == text:
                return a
        raise SpielError("string_to_action: no legal action is %r" % (text,))

    def returns(self) -> List[float]:
        if not self.is_terminal():
            return [0.0, 0.0]
        return self._gm._rules.returns(self)

    def rewards(self) -> List[float]:
        return self.returns()  # terminal rewards only, as OpenSpiel's default

    def player_return(self, player: int) -> float:
        return self.returns()[self._player(player, "player_return")]

    def player_reward(self, player: int) -> float:
        return self.rewards()[self._player(player, "player_reward")]

    def history(self) -> List[int]:
        return list(self._history)

    def history_str(self) -> str:
        return ", ".join(map(str, self._history))

    def full_history(self) -> List[PlayerAction]:
        return [PlayerAction(p, a) for p, a in zip(self._players, self._history)]

    def move_number(self) -> int:
        return len(self._history)

    def chance_outcomes(self) -> List[Tuple[int, float]]:
        return []

    def serialize(self) -> str:
        """The actions from the start, one a line (OpenSpiel's default serialization)."""
        return "".join("%d\n" % a for a in self._history) if self._history else "\n"

    def __str__(self) -> str:
        return self._gm._rules.picture(self)

    def __repr__(self) -> str:
        return str(self)

    # -- changing ------------------------------------------------------------------------------

    def apply_action(self, action: int) -> None:
        """Plays the action of the player to move; SpielError if it is not legal."""
        g, rules = self._game_obj, self._gm._rules
        mover = g.to_move
        if mover is None:
            raise SpielError("apply_action(%r): the game is over" % (action,))
        if rules.history_cap and len(self._history) >= rules.history_cap:
            raise SpielError(
                "apply_action(%r): the game already has %d moves, OpenSpiel's most for %s"
                % (action, rules.history_cap, self._gm._name))
        a = int(action)
        move = rules.move(mover, a)
        if move is None:
            raise SpielError("apply_action(%r): not an action of player %d" % (action, mover))
        try:
            g.play(move)
        except MancalaError as exc:
            raise SpielError("apply_action(%r): %s" % (action, exc)) from exc
        self._history.append(a)
        self._players.append(mover)
        pits = g.board
        if rules.unswept_end and g.is_over:
            # OpenSpiel leaves the last seeds in their houses: undo the end's sweep.
            before = g.copy()
            before.undo()
            for e in before.trace(move):
                if e.kind == EventKind.SWEEP:
                    pits[e.pit] += e.count
                    pits[e.to] -= e.count
        self._pits = pits
        p = g.to_move
        if p is None:  # over: the player who would have moved next, as the position keeps it
            field = g.to_text().split()[3]
            p = int(field) if field in ("0", "1") else 1 - mover
        self._next = p

    def apply_action_with_legality_check(self, action: int) -> None:
        if action not in self.legal_actions():
            raise SpielError("apply_action_with_legality_check(%r): illegal" % (action,))
        self.apply_action(action)

    def undo_action(self, player: int, action: int) -> None:
        """Takes back the last action, which must be `action` by `player`."""
        if not self._history or (self._players[-1], self._history[-1]) != (player, action):
            raise SpielError("undo_action(%r, %r): not the last action" % (player, action))
        self._game_obj.undo()
        self._history.pop()
        self._players.pop()
        self._pits = self._game_obj.board
        self._next = self._game_obj.to_move  # the game is not over after an undo

    def child(self, action: int) -> "State":
        s = self.clone()
        s.apply_action(action)
        return s

    def clone(self) -> "State":
        s = State.__new__(State)
        s._gm = self._gm
        s._game_obj = self._game_obj.copy()
        s._history = list(self._history)
        s._players = list(self._players)
        s._pits = list(self._pits)
        s._next = self._next
        return s

    __copy__ = clone

    def __deepcopy__(self, memo: Dict[int, Any]) -> "State":
        return self.clone()

    def __reduce__(self) -> Tuple[Any, Tuple[Game, str]]:
        return (_restore, (self._gm, self.serialize()))


def _restore(game: Game, text: str) -> State:
    return game.deserialize_state(text)


# -- loading -------------------------------------------------------------------------------------

_OWARE_PARAMS = {"num_houses_per_player": 6, "num_seeds_per_house": 4}
_GAMES = ("mancala", "oware")
_CALL = re.compile(r"^([a-z_]+)\((.*)\)$", re.S)


def registered_names() -> List[str]:
    """The OpenSpiel game names load_game knows (any libmancala spec is accepted besides)."""
    return list(_GAMES)


def load_game(name: str, params: Optional[Dict[str, Any]] = None) -> Game:
    """The game `name`: "mancala", "oware" (parameters num_houses_per_player,
    num_seeds_per_house, as a dict or "oware(num_houses_per_player=5,...)"), or a libmancala
    spec string. SpielError for an unknown game or parameter."""
    if not isinstance(name, str):
        raise TypeError("load_game: the name must be a string")
    given: Dict[str, Any] = dict(params or {})
    m = _CALL.match(name.strip())
    if m and m.group(1) in _GAMES:
        name = m.group(1)
        for pair in filter(None, m.group(2).split(",")):
            key, eq, value = pair.partition("=")
            if not eq:
                raise SpielError("load_game(%r): parameter %r has no value" % (name, pair))
            given[key.strip()] = value.strip()
    if name == "mancala":
        if given:
            raise SpielError("load_game: mancala takes no parameters, got %s" % sorted(given))
        return Game(_Kalah(), GameType("mancala", "Mancala", []), name, {}, {})
    if name == "oware":
        unknown = sorted(set(given) - set(_OWARE_PARAMS))
        if unknown:
            raise SpielError("load_game: oware has no parameter %s" % ", ".join(unknown))
        try:
            values = {k: int(v) for k, v in given.items()}
        except ValueError:
            raise SpielError("load_game: oware's parameters are integers: %r" % given) from None
        full = dict(_OWARE_PARAMS, **values)
        try:
            rules = _Oware(full["num_houses_per_player"], full["num_seeds_per_house"])
            _Game(rules.spec)
        except MancalaError as exc:
            raise SpielError("load_game: oware %s: %s" % (full, exc)) from exc
        return Game(rules, GameType("oware", "Oware", sorted(_OWARE_PARAMS)), name, values,
                    _OWARE_PARAMS)
    if given:
        raise SpielError("load_game(%r): a spec string takes no parameters" % name)
    try:
        rules = _Spec(name)
    except MancalaError as exc:
        raise SpielError("load_game(%r): neither an OpenSpiel game here nor a spec: %s"
                         % (name, exc)) from exc
    return Game(rules, GameType(name.split(":")[0], rules.spec, []), name, {}, {})
