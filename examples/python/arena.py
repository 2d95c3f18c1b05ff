#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A tournament between two command-line agents over pipes (mancala_variant_rules_text(3)).

Each agent is a program started once, reading one JSON line per turn on stdin and answering one
line on stdout: the state of mancala_game_to_json(3) plus "you" (its player), "record" (the game
so far, mancala_game_to_record(3)), and at a game's first turn "rules" (the rules text). The
answer is free text or {"move": ...}, read by mancala_game_move_from_answer(3). An unreadable or
illegal answer gets one more try, with "error" saying why; a second loses the game. At a game's
end each agent gets the final state with "over": true and answers nothing.

    python3 examples/python/arena.py --spec kalah --games 4 \\
        "python3 examples/python/agent_random.py" "python3 examples/python/agent_search.py --level 3"
"""

import argparse
import json
import shlex
import subprocess
import sys

import mancala
import mancala.arena as arena


class Agent:
    def __init__(self, command):
        self.command = command
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)

    def tell(self, message):
        self.proc.stdin.write(json.dumps(message) + "\n")
        self.proc.stdin.flush()

    def ask(self, message):
        self.tell(message)
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("agent %r closed its output" % self.command)
        return line.strip()

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def message(game, player, rules=None, error=None):
    m = arena.state(game)
    m["you"] = player
    m["record"] = game.to_record()
    if rules is not None:
        m["rules"] = rules
    if error is not None:
        m["error"] = error
    return m


def play_game(spec, rules, agents):
    """One game, agents[0] as player 0; returns the winner (-1 a draw) and the stores."""
    game = mancala.Game(spec)
    told = [False, False]
    bound = game.limit or 10000  # limit=none: the rules alone may never end the game
    while not game.is_over and len(game.history) < bound:
        p = game.to_move
        error = None
        for attempt in range(2):
            answer = agents[p].ask(message(game, p, None if told[p] else rules, error))
            told[p] = True
            try:
                game.play(arena.read_move(game, answer))
                break
            except mancala.MancalaError as e:
                error = str(e)
        else:
            for a in (0, 1):
                agents[a].tell(message(game, a, error="player %d forfeits: %s" % (p, error)))
            return 1 - p, "forfeit"
    for a in (0, 1):
        agents[a].tell(message(game, a))
    s = arena.state(game)
    if not game.is_over:  # the bound above: counted as a draw
        return -1, "stopped after %d plies" % bound
    return s["winner"], "%d-%d" % tuple(s["stores"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--spec", default="kalah")
    ap.add_argument("--games", type=int, default=4, help="games, colours alternating")
    ap.add_argument("agent", nargs=2, help="two commands, each an agent")
    args = ap.parse_args()
    rules = arena.rules_text(args.spec)
    agents = [Agent(c) for c in args.agent]
    score = [[0, 0, 0], [0, 0, 0]]  # wins, draws, losses of each agent
    try:
        for n in range(args.games):
            seat = [n % 2, 1 - n % 2]  # seat[i]: the agent playing player i
            winner, detail = play_game(args.spec, rules, [agents[seat[0]], agents[seat[1]]])
            for player in (0, 1):
                a = seat[player]
                score[a][1 if winner == -1 else 0 if winner == player else 2] += 1
            print("game %d: South %s, North %s: %s (%s)" % (
                n + 1, "AB"[seat[0]], "AB"[seat[1]],
                "draw" if winner == -1 else "%s wins" % "AB"[seat[winner]], detail))
    finally:
        for a in agents:
            a.close()
    print("\n%-4s %-50s %5s %5s %5s   (%s, games %d)" % ("", "agent", "won", "drawn", "lost",
                                                        args.spec, args.games))
    for i, a in enumerate(agents):
        print("%-4s %-50s %5d %5d %5d" % ("AB"[i], a.command[-50:], *score[i]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
