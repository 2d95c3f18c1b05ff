#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""ludii-check.py: the rule sets against Ludii 1.0.8's sowing games as an outside oracle.

Usage (from the top of the build tree):
  MANCALA_LIBRARY=.libs/libmancala.so.0 PYTHONPATH=bindings/python \\
  tools/ludii-check.py --jar ORACLE.jar --lud LUDDIR [--games 100] [--plies 2000]
                       [--depth 4] [--max-seconds 60] [--only NAME,...] [--work DIR]
  tools/ludii-check.py --data DIR ...    (compare with files the oracle wrote before)
  tools/ludii-check.py --list [--lud LUDDIR]   (the table: every rule file and what checks it)
  --upstream DIR: rule files of newer Ludii that 1.0.8 reads once adapted (see CHECKS and
  tools/ludii/README: tools/ludii/adapt-upstream.py writes them from upstream's files)

The oracle is the headless Ludii of shared/tools/ludii (build.sh; `perft FILE D --turns`,
`random FILE SEED PLIES --json`); LUDDIR is its lud/board/sow folder. Not a build dependency and
not in `make check`. For each rule set of the table below:

- perft by whole turns: the oracle's `perft --turns` count at every depth up to --depth (or as far
  as it gets in --max-seconds a depth) against mancala_game_perft, one ply being one turn here;
- random games: the oracle plays --games games of uniformly random Ludii moves (seeds 1 to N,
  at most --plies Ludii moves each); each is replayed here turn by turn (a turn: the Ludii moves
  of one player until the mover changes, its first move naming the house and, for Bao Ki Arabu,
  the direction), and after every turn the board (hands included) must be equal; where the
  oracle's game ended by its rules, the library's must have ended with the same winner. Ludii
  1.0.8 stops a game at its move limits (Game.checkMaxTurns: the first move of turn 2500, a turn
  being the moves until the mover changes, or move 10000), where it is, mid-relay or mid-turn,
  and calls it a draw: such a game is recognised by counting its turns, compared up to the last
  whole turn before the capped one, and counted apart ("capped").

Every rule file of LUDDIR (.lud under it, any depth) is in CHECKS or NOT_SUPPORTED; the script
lists them (--list) and refuses to run while one is in neither.

Site numbers: Ludii's mancalaBoard 4 x C counts sites row by row from the bottom (South's outer
row) left to right, then the two hands (4C: South's, 4C+1: North's). The library's pits array
holds each player's loop: house 0 at the left of the outer row (seen from that player), the outer
row, then the inner row back; the store is the hand.
Exit status 0 when every check agrees.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import time

try:
    import mancala
except ImportError:  # --list needs no library
    mancala = None

# library rule set, Ludii file under LUDDIR, Ludii options, whether a move names a direction, rows
CHECKS = [
    ("hus", "four_rows/Hus (Damara).lud", [], False, 4),
    ("hus-wagner", "four_rows/Hus (Damara).lud", ["Play Rules/Sowing with 2 or more seeds"], False, 4),
    ("owela", "four_rows/Owela (Benguela).lud", [], False, 4),
    ("bao-ki-arabu", "four_rows/Bao Ki Arabu (Zanzibar 1).lud", [], True, 4),
    ("bao-ki-arabu-2", "four_rows/Bao Ki Arabu (Zanzibar 2).lud", [], False, 4),
    ("hawalis", "four_rows/Hawalis.lud", [], False, 4),
    ("muvalavala", "four_rows/Muvalavala (Luena).lud", [], False, 4),
    # Newer Ludii only (Ludeme/Ludii, Common/res/lud/board/sow/four_rows/Moruba.lud, 1.3.10): 1.0.8
    # reads it once the shared defines it names (OppositePit, OppositeOuterPit,
    # MancalaByScoreWhen) are written at its top and loop:true is spelt so; --upstream DIR holds
    # that copy.
    ("moruba", "upstream:Moruba.lud", [], False, 4),
    # A capture is followed by a choice, in the same turn, of any house of the opponent's to take
    # (seize=any): the library's move is the whole turn (mancala-spec(7), MOVES).
    ("mefuvha", "four_rows/Mefuvha.lud", [], False, 4),
    ("vai-lung-thlan", "two_rows/Vai Lung Thlan.lud", [], False, 2),
    ("mbangbi", "two_rows/Mbangbi.lud", [], False, 2),
    # Popova's ruleset: the file's default also ends the game on Ludii's (is Cycle), not modelled.
    ("unnee-tugalluulax", "two_rows/Unnee Tugalluulax.lud", ["Ending Rules/No Moves"], False, 2),
    ("wore", "two_rows/Wore.lud", [], False, 2),
    ("chungcajon", "two_rows/Chungcajon.lud", [], False, 2),
    ("alitev", "two_rows/Alitev.lud", [], False, 2),
    ("mangala-turkey", "two_rows/Mangala (Turkey).lud", [], False, 2),
    # Its (is Cycle) offer of an agreed end never fires: Ludii 1.0.8's IsCycle is always false.
    ("woli", "two_rows/Woli.lud", [], False, 2),
    # Perft agrees to depth 9 (--depth 9): from 10 the oracle counts a stuck player's pass as a turn.
    ("kara", "two_rows/Kara.lud", [], False, 2),
    # The player who empties their own row wins (win=empty): the library gives every seed to the
    # winner, and the oracle's board is compared swept so.
    ("waurie", "two_rows/Waurie.lud", [], False, 2),
    # The player who cannot move loses (win=move), a draw where neither can: the library gives
    # every seed to the winner, or shares them evenly in a draw.
    ("aw-li-on-nam-ot-tjin", "two_rows/Aw-li On-nam Ot-tjin.lud", [], False, 2),
    ("meusueb", "two_rows/Meusueb.lud", [], False, 2),
    # Perft agrees to depth 6: at 7 the oracle counts a stuck player's pass as a turn.
    ("bosh", "two_rows/Bosh.lud", [], False, 2),
    # Ludii's own files of the family rule sets, each a rule set of the catalogue (kalah, oware's
    # default ruleset "Wari (Observed)", bohnenspiel, halusa: all agree, perft to 8 or 9 and 100
    # games).
    ("kalah-ludii", "two_rows/Kalah.lud", [], False, 2),
    ("wari-ludii", "two_rows/Oware.lud", [], False, 2),
    ("bohnenspiel-ludii", "two_rows/Das Bohnenspiel.lud", [], False, 2),
    ("halusa-ludii", "two_rows/Halusa.lud", [], False, 2),
    # Newer Ludii only (Common/res/lud/board/sow/two_rows/Pallankuli.lud, 1.2.3), its first round,
    # played by the library as SPECS says. 1.0.8 reads it once adapted: the remembered values and
    # named vars it lacks replaced (every hole playable in round 1; the one unnamed var holding
    # the leg's last hole; the 4-check's range written with track positions), (count Pieces All
    # in:) as (count in:), the rounds dropped and the game ended on an empty board by the hands.
    # --upstream DIR holds that copy. Agrees to depth 7: at 8 the file ends a round between two
    # legs of a relay (mancala-spec(7), pallankuli).
    ("pallankuli-round", "upstream:Pallankuli.lud", [], False, 2),
    # The house sets the way round (direction=house): a move's track, "TrackCW", is the slot + H.
    ("um-el-tuweisat", "two_rows/Um el Tuweisat.lud", [], True, 2),
    ("um-el-bagara", "two_rows/Um el-Bagara.lud", [], True, 2),
    # Ludii's passes (a player without seeds) are turns of their own in its perft: the library's
    # turn perft equals it to depth 4, and to depth 7 where a pass counts as a turn.
    ("pachgarhwa", "two_rows/Pachgarhwa.lud", [], False, 2),
    # Its store after the opponent's row (storeafter=opponent); the turn perft holds the extra
    # moves in the mover's turn (PERFT_TURNS_GROUPED).
    ("sungka", "two_rows/Sungka.lud", [], False, 2),
    # Newer Ludii only (Common/res/lud/board/sow/four_rows/Mweso.lud, 1.2.11, Shackell 1934).
    # 1.0.8 reads it once adapted: its two named vars as the one unnamed var (the hole a relay
    # goes on from) and a value per player (the way of the relay), and the hand's emptiness
    # tested by its count ((is Empty) is never true of a hand in 1.0.8). --upstream DIR holds
    # that copy. A turn of the placing phase is a Ludii move from the hand: its house is "to".
    ("omweso", "upstream:Mweso.lud", [], True, 4),
    # The file's default opening, "Four Rightmost holes" (opening=6).
    ("dabuda", "two_rows/Dabuda.lud", [], False, 2),
    # Perft agrees to depth 4: at 5 a relay that never ends (Ludii plays on, the library stops
    # after MANCALA_MAX_SOWINGS legs) makes 2812 against 2816 (mancala-spec(7), french-wari).
    ("french-wari", "two_rows/French Wari.lud", [], False, 2),
]

# The spec each check plays where it is not the rule set of the check's name.
SPECS = {"pallankuli-round": "pallankuli:rounds=off,starter=loser,pasucheck=leg"}


def spec_of(name):
    """The library's spec for a check: its rule set with limit=none. The library ends a game at
    2,500 plies (mancala-spec(7), limit=), one ply a player's move, an extra move being a ply of
    its own; Ludii at turn 2,500, a turn holding a player's moves until the mover changes (see
    ludii_cap), so a game with extra moves can reach the library's limit first. Without it the
    library plays on as far as the oracle does."""
    spec = SPECS.get(name, name)
    return spec + ("," if ":" in spec else ":") + "limit=none"

# Checks whose perft is compared move by move (the oracle's plain `perft`), not turn by turn:
# rule sets whose extra moves (extra=store) are moves of their own in the library's perft.
PERFT_BY_MOVES = {"kalah-ludii", "waurie"}

# Checks whose extra moves (extra=store) are moves of their own in the library's perft, where
# Ludii's turn perft holds them in the mover's turn, relay legs being moves of Ludii's too: the
# library's count is made here by whole turns (turn_perft; slow, for small depths).
PERFT_TURNS_GROUPED = {"sungka"}


def turn_perft(g, d):
    """Sequences of d whole turns from g, a turn being a player's moves until the mover changes."""
    if d == 0:
        return 1
    total = 0
    for move in g.legal_moves():
        mover = g.to_move
        g.play(move)
        if g.is_over:
            total += d == 1
        else:
            total += turn_perft(g, d if g.to_move == mover else d - 1)
        g.undo()
    return total


# The rule files of LUDDIR that no preset plays, and why: what the option vocabulary lacks
# (mancala-spec(7), "Not supported"). File names relative to LUDDIR.
NOT_SUPPORTED = {
    "three_rows/Abalala'e.lud":
        "three rows: each player sows all 18 holes in a serpentine (own row, the middle row back, "
        "the far row), owning 9; an empty own landing takes the one or two holes beyond it and "
        "the turn goes on sowing the one seed from there",
    "two_rows/En Gehe.lud":
        "its board options are 40 and 50 houses a side only, beyond the 16 of MANCALA_MAX_HOUSES "
        "(and 320 seeds, beyond MANCALA_MAX_SEEDS); its rules are Dabuda's without the opening "
        "(relay without stores, capture=standard), agreeing on 10 houses",
    "two_rows/Wouri.lud":
        "relay without stores on the path; a last seed making 4 on the opponent's side takes "
        "it and every other house of theirs holding 4; every leg must leave the opponent seeds",
    "two_rows/Yovodji.lud":
        "relay without stores on the path with Oware's chained captures of 2 or 3, and an empty "
        "own landing taking the opposite house when it holds 2 or more (the lander stays)",
    "two_rows/Toguz Kumalak.lud":
        "a tuz may not be made in the hole facing the opponent's tuz ((!= OppositePit (Tuz Next)), "
        "the same column), where the library's togyz, as the Kazakh rules and strategygames have "
        "it, forbids the hole of the same number; perft agrees to 3, and random games part where "
        "the two differ (seed 2, ply 71)",
    "two_rows/Ako Okwe.lud":
        "the mover chooses the direction of every sowing (direction= is for four rows), and the "
        "count a capture takes depends on the mover's captures so far (3, then 1, then any odd "
        "count up to 9): a count of captures per player that the position would have to hold",
    "two_rows/English Wari (St. Lucia).lud":
        "each first turn moves a house's seeds, unsown, into the next house; then a house of one "
        "seed may not be played, and a move must leave the opponent a house of two seeds or more",
    "two_rows/J'odu.lud":
        "relay without stores, an empty own landing taking the opposite house (the lander stays), "
        "and a leg that empties the opponent's row illegal, checked after every leg of a relay, "
        "so that a turn can end the game halfway",
    "two_rows/Kapana Bona.lud":
        "any house of either row may be sown, its first seed going back into it; after the "
        "sowing every house holding 2, 4 or 6 goes to the mover; the game ends when no house "
        "holds more than one seed",
}

def rule_files(lud):
    """The .lud files under LUDDIR, relative to it."""
    out = []
    for root, _, files in os.walk(lud):
        for f in files:
            if f.endswith(".lud"):
                out.append(os.path.relpath(os.path.join(root, f), lud))
    return sorted(out)


def unlisted(lud):
    """The rule files of LUDDIR in neither CHECKS nor NOT_SUPPORTED."""
    known = {c[1] for c in CHECKS} | set(NOT_SUPPORTED)
    return [f for f in rule_files(lud) if f not in known]


def list_table(args):
    """Prints every rule file with the checks of it, or why there is none."""
    files = set(NOT_SUPPORTED) | {c[1] for c in CHECKS}
    if args.lud:
        files |= set(rule_files(args.lud))
    for f in sorted(files, key=lambda f: (f.startswith("upstream:"), f)):
        rows = [c for c in CHECKS if c[1] == f]
        print(f)
        for name, _, options, _, _ in rows:
            print("    check %-18s %s%s" % (name, SPECS.get(name, name),
                                          "  [Ludii options: %s]" % ", ".join(options)
                                          if options else ""))
        if f in NOT_SUPPORTED:
            print("    not supported: %s" % NOT_SUPPORTED[f])
        if not rows and f not in NOT_SUPPORTED:
            print("    UNLISTED: in no table of this script")
    n = len(files)
    print("%d rule files: %d checked, %d not supported" % (
        n, len({c[1] for c in CHECKS}), len(NOT_SUPPORTED)))

BATCH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ludii", "BatchRandom.java")


def four_row_sites(C):
    """Site -> pit of a Ludii mancalaBoard 4 x C (the hands: the stores)."""
    H = 2 * C
    out = {4 * C: H, 4 * C + 1: 2 * H + 1}
    for site in range(4 * C):
        row, col = divmod(site, C)
        out[site] = [col, 2 * C - 1 - col, H + 1 + C + col, H + 1 + C - 1 - col][row]
    return out


def two_row_sites(text):
    """Site -> pit of a two-row Ludii board, from the oracle's `sites` output: its track walked
    from South's first house (South's houses, a store after them, North's houses, a store after
    them; a store sown by neither player is not one); the hands where there are no stores."""
    track, regions, hands, stores = [], {}, {}, {}
    for line in text.splitlines():
        w = line.split()
        if line.startswith("track ") and not track:
            track = [int(x) for x in line.split("sowing order):")[1].split("next-links")[0].split()]
        elif line.startswith("region ") and "owner=P" in line:
            # A player's row is their largest region (Dabuda also names a part of it).
            owner = int(line.split("owner=P")[1].split()[0])
            sites = [int(x) for x in line.split("[")[1].split("]")[0].split(",")]
            if len(sites) > len(regions.get(owner, [])):
                regions[owner] = sites  # a player's row: their largest region (Dabuda's others)
        elif len(w) >= 3 and w[0] == "site" and w[2].startswith("hand-of-P"):
            hands[int(w[2][len("hand-of-P"):])] = int(w[1])
        elif line.startswith("maps:") and "->" in line:
            # The stores: the file's unnamed map (Ludii names it "Map"), else its first map;
            # named ones are the file's own (Kara's "RightHole" names houses).
            m = re.search(r'map"Map"\{([^}]*)\}', line)
            first = m.group(1) if m else line.split("{")[1].split("}")[0]
            stores = {int(a): int(b) for a, b in re.findall(r"(\d)->(\d+)", first)}
    south, north = set(regions[1]), set(regions[2])
    k = next(i for i in range(len(track)) if track[i] in south and track[i - 1] not in south)
    track = track[k:] + track[:k]
    H = len(south)
    out, side, house = {}, 0, 0
    for site in track:
        if site in south or site in north:
            if (site in north) != (side == 1):
                side, house = 1, 0
            out[site] = side * (H + 1) + house
            house += 1
        else:
            out[site] = side * (H + 1) + H  # the store after this side's houses
    # The stores the rule file names (its map of players to sites), on the sowing track or off it.
    for player, site in stores.items():
        out[site] = (player - 1) * (H + 1) + H
    for player, site in hands.items():
        if (player - 1) * (H + 1) + H not in out.values():
            out[site] = (player - 1) * (H + 1) + H
    return out


def to_board(counts, sites, npits):
    pits = [0] * npits
    for site, n in enumerate(counts):
        if site in sites:
            pits[sites[site]] += n
    return pits


def swept(pits, H, winner=None, shared=False):
    """The board after the end's sweep: each side's seeds into its store; where the winner takes
    every seed (Bao, Omweso), all of them into the winner's."""
    if winner is not None:
        out = [0] * len(pits)
        out[winner * (H + 1) + H] = sum(pits)
        return out
    if winner is None and shared:
        # A draw where every seed would go to the winner: the seeds shared evenly.
        out = [0] * len(pits)
        out[H] = out[2 * H + 1] = sum(pits) // 2
        return out
    out = list(pits)
    for side in (0, 1):
        base = side * (H + 1)
        out[base + H] += sum(out[base:base + H])
        for i in range(H):
            out[base + i] = 0
    return out


def save(args, name, text):
    """Keeps what the oracle printed in --work, which --data reads back."""
    os.makedirs(args.work, exist_ok=True)
    with open(os.path.join(args.work, name), "w") as fh:
        fh.write(text)


def lud_path(args, lud):
    if lud.startswith("upstream:"):
        return os.path.join(args.upstream or "", lud[len("upstream:"):])
    return os.path.join(args.lud or "", lud)


def oracle(args, cmd, lud, options, *rest):
    argv = ["java", "-Xss1g", "-jar", args.jar]
    for o in options:
        argv += ["--option", o]
    argv += [cmd, lud] + [str(x) for x in rest]
    return subprocess.run(argv, check=True, capture_output=True, text=True).stdout


def layout(args, lud, options, name, rows):
    """Site -> pit for the rule set's board."""
    if rows == 4:
        return four_row_sites(mancala.Game(name).num_houses // 2)
    if args.data:
        with open(os.path.join(args.data, "sites_%s.txt" % name.replace("-", "_"))) as fh:
            return two_row_sites(fh.read())
    text = oracle(args, "sites", lud, options)
    save(args, "sites_%s.txt" % name.replace("-", "_"), text)
    return two_row_sites(text)


def oracle_perft(args, lud, options, name):
    """{depth: count} from the oracle (or from --data's perft_turns_NAME*.txt files)."""
    if args.data:
        text = ""
        files = glob.glob(os.path.join(args.data, "perft_turns_%s.txt" % name))
        files += glob.glob(os.path.join(args.data, "perft_turns_%s_d*.txt" % name))
        for f in sorted(files):
            with open(f) as fh:
                text += fh.read()
    else:
        turns = ["--turns"] if name.replace("_", "-") not in PERFT_BY_MOVES else []
        text = oracle(args, "perft", lud, options, args.depth, *turns, "--max-seconds",
                      args.max_seconds)
        save(args, "perft_turns_%s.txt" % name, text)
    out = {}
    for line in text.splitlines():
        w = line.split()
        if len(w) >= 3 and w[0] in ("perft-turns", "perft") and w[1].isdigit():
            out[int(w[1])] = int(w[2])
    return out


def oracle_games(args, lud, options, name):
    """The folder of seedN.jsonl files: --data's random_NAME, or made here in --work."""
    if args.data:
        return os.path.join(args.data, "random_" + name.replace("-", "_"))
    out = os.path.join(args.work, "random_" + name.replace("-", "_"))
    os.makedirs(out, exist_ok=True)
    classes = os.path.join(args.work, "classes")
    if not os.path.exists(os.path.join(classes, "BatchRandom.class")):
        os.makedirs(classes, exist_ok=True)
        subprocess.run(["javac", "-cp", args.jar, "-d", classes, BATCH], check=True)
    argv = ["java", "-Xss1g", "-cp", args.jar + os.pathsep + classes, "BatchRandom", lud, "1",
            str(args.games), str(args.plies), out]
    for o in options:
        argv += ["--option", o]
    subprocess.run(argv, check=True, capture_output=True)
    return out


# Ludii 1.0.8's limits (game.Game: maxTurnLimit 1250 a player, maxMovesLimit 10000). Game.apply
# tests them after the end rules, before the move's change of mover counts a new turn: the first
# move of turn 2500 (turns counted from 1, one more each time the mover changes) or move 10000
# ends the game where it is, a draw, even mid-relay.
LUDII_TURN_LIMIT = 1250 * 2
LUDII_MOVE_LIMIT = 10000


def ludii_cap(recs):
    """Where Ludii's limits stopped the game: the index of the first record of the turn they cut
    (so recs[:index] holds only whole turns), or None where the game did not run into them."""
    turn, start = 1, 1
    for i in range(1, len(recs)):
        rec = recs[i]
        if rec["over"] and (turn >= LUDII_TURN_LIMIT or rec["ply"] >= LUDII_MOVE_LIMIT):
            return start
        if not rec["over"] and rec["to_move"] != rec["mover"]:
            turn, start = turn + 1, i + 1
    return None


def read_game(path):
    """An oracle game's records, and whether Ludii's limits stopped it (then only its whole
    turns before the capped one are kept)."""
    with open(path) as fh:
        recs = [json.loads(line) for line in fh if line.strip()]
    cut = ludii_cap(recs)
    return (recs, False) if cut is None else (recs[:cut], True)


def replay(recs, name, sites, with_direction):
    """Replays one oracle game; returns (moves compared, None) or (moves, what differed).
    Each library move is a decision of the oracle's game: its first Ludii move names the house
    (and, with a direction, the track); the Ludii moves that follow it without a decision (relay
    legs, the continuation after a capture) are consumed until the oracle's board is the
    library's."""
    g = mancala.Game(spec_of(name))
    H, npits = g.num_houses, 2 * g.num_houses + 2
    rules = mancala.Variant(spec_of(name)).rules
    sweeps = rules.get("leftover", "own") == "own"
    seize = rules.get("seize", "off") != "off"
    takes_all = rules.get("capture") in ("kichwa", "sow") or rules.get("win", "stores") != "stores"
    if g.board != to_board(recs[0]["counts"], sites, npits):
        return 0, "start position differs"
    i, n = 1, 0
    while i < len(recs):
        first = recs[i]
        if first["pass"]:
            # Ludii's pass when the player to move has none: the game ends on it.
            if not g.is_over:
                return n, "ply %d: the oracle passes, the library's game goes on" % first["ply"]
            if not first["over"] and i + 1 < len(recs) and recs[i + 1]["pass"]:
                # Neither can move: Ludii's game ends on the second pass in a row.
                i += 1
                continue
            want = {1: 0, 2: 1, 0: None}[first["winner"]] if first["over"] else "?"
            if g.winner != want:
                return n, "ply %d: winner %s here, %s in the oracle" % (first["ply"], g.winner, want)
            return n, None
        player = first["mover"] - 1
        # A seed entered from the hand (Omweso's placing): the house is where it goes.
        start = first["to"] if sites[first["from"]] == (H + 1) * player + H else first["from"]
        move = sites[start] - (H + 1) * player
        if with_direction and "TrackCW" in first["move"]:
            move += H
        # seize=any: the turn's Ludii move from a house of the opponent's is its choice, the
        # second step of the library's move (its house plus one, from bit 5).
        k = i + 1
        while seize and k < len(recs) and not recs[k]["pass"] and recs[k]["mover"] == first["mover"]:
            pit = sites.get(recs[k]["from"], -1) - (H + 1) * (1 - player)
            if 0 <= pit < H:
                move |= (pit + 1) << 5
                break
            k += 1
        if move not in g.legal_moves():
            return n, "ply %d: move %d is not legal here (legal: %s)" % (
                first["ply"], move, g.legal_moves())
        g.play(move)
        n += 1
        mine = g.board
        j = i
        while True:
            rec = recs[j]
            board = to_board(rec["counts"], sites, npits)
            if g.is_over and takes_all:
                # every seed to the winner; win=move's draw shares them
                board = swept(board, H, g.winner, rules.get("win") == "move")
            elif g.is_over and sweeps:
                # Over here; Ludii ends it on the pass that follows. The library has swept
                # each side's seeds into its store (not under leftover=none, where the stores
                # alone are the score).
                board = swept(board, H)
            if g.is_over:
                # Over here: only the oracle's last move of the turn can match (a relay round
                # one's own loop leaves each side's total, all a sweep shows, as it was).
                turn_ends = (rec["over"] or j + 1 == len(recs) or recs[j + 1]["pass"] or
                             recs[j + 1]["mover"] != rec["mover"])
                if board == mine and turn_ends:
                    break
            elif board == mine and (rec["over"] or rec["to_move"] - 1 == g.to_move):
                break
            j += 1
            if j == len(recs):
                return n, None  # cut off (--plies) inside this move
            if recs[j]["pass"] and not recs[j]["over"]:
                continue  # Ludii's pass of a player who cannot move: the library's is implied
            if recs[j]["mover"] != first["mover"] or recs[j]["pass"]:
                return n, "ply %d: boards differ\n  oracle  %s\n  library %s" % (
                    rec["ply"], board, mine)
        i = j + 1
    return n, None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jar")
    ap.add_argument("--lud")
    ap.add_argument("--data")
    ap.add_argument("--upstream")
    ap.add_argument("--work", default="ludii-check.out")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--plies", type=int, default=2000)
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--max-seconds", type=int, default=60)
    ap.add_argument("--only")
    ap.add_argument("--list", action="store_true",
                    help="print every rule file with its checks, or why there is none")
    args = ap.parse_args()
    if args.list:
        list_table(args)
        return 0
    if not args.data and not (args.jar and args.lud):
        ap.error("give --jar and --lud, or --data")
    if mancala is None:
        ap.error("no mancala module: set PYTHONPATH=bindings/python (and MANCALA_LIBRARY)")
    if args.lud:
        missing = unlisted(args.lud)
        if missing:
            print("ludii-check: rule files in no table (CHECKS, NOT_SUPPORTED):"
                  " %s" % ", ".join(missing), file=sys.stderr)
            return 2
    only = set(args.only.split(",")) if args.only else None
    bad = 0
    for name, lud, options, with_direction, rows in CHECKS:
        if only and name not in only:
            continue
        if lud.startswith("upstream:") and not (args.upstream or args.data):
            print("%-15s skipped: no --upstream folder" % name)
            continue
        path = lud_path(args, lud)
        counts = oracle_perft(args, path, options, name.replace("-", "_"))
        for d in sorted(counts):
            if d > args.depth:
                continue
            t0 = time.perf_counter()
            if name in PERFT_TURNS_GROUPED:
                mine = turn_perft(mancala.Game(spec_of(name)), d)
            else:
                mine = mancala.Game(spec_of(name)).perft(d)
            secs = time.perf_counter() - t0
            ok = mine == counts[d]
            bad += not ok
            print("%-15s perft %d: oracle %d, library %d (%.3f s) %s" % (
                name, d, counts[d], mine, secs, "ok" if ok else "DIFFERS"))
        sites = layout(args, path, options, name, rows)
        folder = oracle_games(args, path, options, name.replace("-", "_"))
        files = sorted(glob.glob(os.path.join(folder, "seed*.jsonl")),
                       key=lambda f: int(os.path.basename(f)[4:-6]))[:args.games]
        agree, total_turns, ended, capped = 0, 0, 0, 0
        for f in files:
            recs, cap = read_game(f)
            capped += cap
            n, why = replay(recs, name, sites, with_direction)
            total_turns += n
            if why:
                bad += 1
                print("%-15s %s: %s" % (name, os.path.basename(f), why))
            else:
                agree += 1
            ended += not cap and bool(recs[-1].get("over"))
        print("%-15s random games: %d of %d agree (%d moves; %d ended by the rules, %d capped by "
              "Ludii's limits and compared to the turn before, %d cut off by --plies)" % (
                  name, agree, len(files), total_turns, ended, capped,
                  len(files) - ended - capped))
    print("ludii-check: %s" % ("all agree" if bad == 0 else "%d disagreements" % bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
