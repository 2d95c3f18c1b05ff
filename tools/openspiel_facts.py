#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tools/openspiel_facts.py: extracts the facts of an OpenSpiel playthrough into a JSON file of
our own format, for tests/python/test_spiel.py.

OpenSpiel (github.com/google-deepmind/open_spiel) records, for each game, a "playthrough": a
game played with random actions, listing the game's properties and, for the first states and the
last one, what each State method returns. This script reads one such file and keeps only the
facts the test compares with mancala.spiel: the game's numbers, the actions played, and per
described state the tensors, strings, legal actions, player, returns and rewards. No text of the
playthrough is stored as such; the output names its source (repository, path, commit, blob).

    tools/openspiel_facts.py --repo ~/open_spiel mancala > tests/data/openspiel/mancala.json
    tools/openspiel_facts.py --repo /path/to/open_spiel.git --rev v1.5 oware -o oware.json

--repo is an OpenSpiel git checkout or bare repository (the file is read with `git show REV:PATH`);
--file reads a playthrough file directly instead (then say --commit for the header).
"""

import argparse
import json
import re
import subprocess
import sys

REPOSITORY = "google-deepmind/open_spiel"
PATH = "open_spiel/integration_tests/playthroughs/%s.txt"
FORMAT = "libmancala-openspiel-facts 1"

_STATE = re.compile(r"^# State (\d+)$")
_FIELD = re.compile(r"^([A-Za-z][A-Za-z_.]*)(?:\((\d*)\))? = (.*)$")
_APPLY = re.compile(r"^action: (-?\d+)$")
_APPLY_NAME = re.compile(r'^# Apply action "(.*)"$')

# Game methods kept (playthrough name -> key in our file).
_GAME_FIELDS = {
    "NumDistinctActions": "num_distinct_actions",
    "NumPlayers": "num_players",
    "MinUtility": "min_utility",
    "MaxUtility": "max_utility",
    "UtilitySum": "utility_sum",
    "ObservationTensorShape": "observation_tensor_shape",
    "ObservationTensorSize": "observation_tensor_size",
    "MaxGameLength": "max_game_length",
    "MaxChanceOutcomes": "max_chance_outcomes",
    "PolicyTensorShape": "policy_tensor_shape",
    "ToString": "to_string",
}
# GameType attributes kept.
_TYPE_FIELDS = (
    "short_name",
    "long_name",
    "max_num_players",
    "min_num_players",
    "provides_information_state_string",
    "provides_information_state_tensor",
    "provides_observation_string",
    "provides_observation_tensor",
    "dynamics",
    "chance_mode",
    "information",
    "utility",
    "reward_model",
)


def _value(text):
    """A field's value: a number, a list, a boolean, a quoted string or an enum name."""
    text = text.strip()
    if text in ("True", "False"):
        return text == "True"
    if text.startswith('"') or text.startswith("["):
        return json.loads(text)
    if re.match(r"^-?\d+$", text):
        return int(text)
    if re.match(r"^-?[\d.]+(e-?\d+)?$", text):
        return float(text)
    return text  # an enum such as ChanceMode.DETERMINISTIC


def parse(lines):
    """The facts of one playthrough, as a dict (see the module's docstring)."""
    game, gametype, states, actions, action_names = {}, {}, [], [], []
    state = None
    board_lines = None
    for line in lines:
        line = line.rstrip("\n")
        m = _STATE.match(line)
        if m:
            state = {"state": int(m.group(1))}
            if state["state"] != len(states):
                raise ValueError("state %d out of order" % state["state"])
            states.append(state)
            board_lines = []
            state["to_string"] = board_lines
            continue
        if line.startswith("game: ") and not states:
            game["name"] = line[len("game: ") :]
            continue
        m = _APPLY_NAME.match(line)
        if m:
            action_names.append(m.group(1))
            board_lines = None
            continue
        m = _APPLY.match(line)
        if m:
            actions.append(int(m.group(1)))
            continue
        if line.startswith("#"):
            if board_lines is not None:
                board_lines.append(line[2:] if line.startswith("# ") else line[1:])
            continue
        m = _FIELD.match(line)
        if not m:
            continue
        name, arg, value = m.group(1), m.group(2), _value(m.group(3))
        if state is None:
            if name.startswith("GameType."):
                key = name[len("GameType.") :]
                if key in _TYPE_FIELDS:
                    gametype[key] = value
            elif name == "GetParameters":
                game["parameters"] = value
            elif name in _GAME_FIELDS:
                game[_GAME_FIELDS[name]] = value
            continue
        board_lines = None
        key = re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()  # LegalActions -> legal_actions
        if arg:  # per player: ObservationTensor(0), ObservationString(1)
            state.setdefault(key, []).append(value)
            if len(state[key]) != int(arg) + 1:
                raise ValueError("state %d: %s(%s) out of order" % (state["state"], name, arg))
        else:
            state[key] = value
    game["type"] = gametype
    described = []
    for st in states:
        if "is_terminal" not in st:
            continue  # only the actions are given for this state
        history = st.pop("history")
        st.pop("history_string", None)
        if history != actions[: st["state"]]:
            raise ValueError("state %d: its history is not the actions before it" % st["state"])
        for key in ("is_chance_node", "is_simultaneous_node"):
            if st.pop(key, False):
                raise ValueError("state %d: %s" % (st["state"], key))
        st["observation_tensor"] = [[float(x) for x in t] for t in st.get("observation_tensor", [])]
        described.append(st)
    if len(action_names) != len(actions):
        raise ValueError("%d action names for %d actions" % (len(action_names), len(actions)))
    return {
        "game": game,
        "actions": actions,
        "action_strings": action_names,
        "num_states": len(states),
        "states": described,
    }


def _git(repo, *args):
    return subprocess.run(
        ["git", "-C", repo] + list(args), check=True, stdout=subprocess.PIPE
    ).stdout.decode("utf-8")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game", help="the playthrough: mancala or oware (or any OpenSpiel game)")
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--repo", help="an OpenSpiel git checkout or bare repository")
    src.add_argument("--file", help="a playthrough file to read directly")
    ap.add_argument("--rev", default="HEAD", help="the revision to read with --repo (HEAD)")
    ap.add_argument("--commit", help="the commit to name in the header with --file")
    ap.add_argument("-o", "--output", help="write here instead of standard output")
    args = ap.parse_args(argv)

    path = PATH % args.game
    if args.repo:
        commit = _git(args.repo, "rev-parse", args.rev + "^{commit}").strip()
        blob = _git(args.repo, "rev-parse", "%s:%s" % (commit, path)).strip()
        text = _git(args.repo, "show", "%s:%s" % (commit, path))
    else:
        with open(args.file, encoding="utf-8") as f:
            text = f.read()
        commit, blob = args.commit, None
    facts = parse(text.splitlines())
    out = {
        "SPDX-License-Identifier": "MIT",
        "format": FORMAT,
        "source": {
            "repository": REPOSITORY,
            "path": path,
            "commit": commit,
            "blob": blob,
            "note": "the actions and the values of the State methods, not the file's text",
            "generated_by": "tools/openspiel_facts.py",
        },
    }
    out.update(facts)
    # One top-level key a line, one state a line: small diffs when the playthrough changes.
    rows = []
    for key, value in out.items():
        if key == "states":
            states = ",\n".join("  " + json.dumps(st, separators=(",", ":")) for st in value)
            rows.append(' "states": [\n%s\n ]' % states)
        else:
            rows.append(" %s: %s" % (json.dumps(key), json.dumps(value, separators=(",", ":"))))
    text = "{\n" + ",\n".join(rows) + "\n}\n"
    json.loads(text)  # the output must be valid JSON
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
