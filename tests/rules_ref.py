#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# rules_ref.py: an independent reference for the rule model v2 presets, written from the rule book
# (RULES.md, mancala-spec(7)) and not from lib/: Togyz Kumalak, Bestemshe, Congkak in rounds,
# Pallankuli (pasu=, capture=next, its rounds without stores) and Bao ("bao" with its nyumba,
# "bao-la-kujifunza"; written from the Bao rule text alone, a move being a whole turn).
# It printed the perft vectors of tests/data/perft.txt for the first four, which the library
# reproduces exactly (tests/check_perft.c); a round that starts in a position the line has been in
# ends the game (the round left out of the comparison). Usage: rules_ref.py SPEC DEPTH, SPEC one of togyz,
# bestemshe, congkak:...,rounds=burn, pallankuli[:pasucheck=leg][,rounds=off,starter=loser], bao
# or bao-la-kujifunza, with houses= and seeds= if not the preset's.
import sys


class Togyz:
    """A ring of 2H houses (player 0's 0..H-1, then player 1's), two scores, a tuzdik per player
    (a ring index on the other side, or None)."""

    def __init__(self, houses, seeds, tuzdik):
        self.H = houses
        self.total = 2 * houses * seeds
        self.uses_tuzdik = tuzdik

    def start(self):
        return (tuple([self.total // (2 * self.H)] * (2 * self.H)), (0, 0), (None, None), 0)

    def moves(self, pos):
        ring, score, tuz, m = pos
        H = self.H
        if self.over(pos):
            return []
        return [i for i in range(H) if ring[m * H + i] > 0]

    def over(self, pos):
        ring, score, tuz, m = pos
        H = self.H
        if 2 * score[0] > self.total or 2 * score[1] > self.total:
            return True
        return all(ring[m * H + i] == 0 for i in range(H))

    def play(self, pos, i):
        ring, score, tuz, m = pos
        H, N = self.H, 2 * self.H
        ring, score = list(ring), list(score)
        o = m * H + i
        n = ring[o]
        ring[o] = 0
        # The first seed back into the origin; a single seed moves on.
        path = [(o + 1) % N] if n == 1 else [(o + k) % N for k in range(n)]
        for p in path:
            owner = 0 if tuz[0] == p else 1 if tuz[1] == p else None
            if owner is None:
                ring[p] += 1
            else:
                score[owner] += 1
        last = path[-1]
        tuz = list(tuz)
        if last not in tuz and last // H != m:
            if ring[last] % 2 == 0:
                score[m] += ring[last]
                ring[last] = 0
            elif (self.uses_tuzdik and ring[last] == 3 and tuz[m] is None and last % H != H - 1
                  and (tuz[1 - m] is None or tuz[1 - m] % H != last % H)):
                tuz[m] = last
                score[m] += 3
                ring[last] = 0
        nxt = (tuple(ring), tuple(score), tuple(tuz), 1 - m)
        return nxt


class Rounds:
    """Congkak in rounds: pits as the library's pits array (p0 houses, p0 store, p1 houses, p1
    store), a set of closed pits, the player to move, and whether the game is over."""

    def __init__(self, houses, seeds):
        self.H = houses
        self.S = seeds

    def store(self, s):
        return s * (self.H + 1) + self.H

    def house(self, s, i):
        return s * (self.H + 1) + i

    def start(self):
        pits = [0] * (2 * self.H + 2)
        for s in (0, 1):
            for i in range(self.H):
                pits[self.house(s, i)] = self.S
        return (tuple(pits), frozenset(), 0, False)

    def moves(self, pos):
        pits, closed, m, over = pos
        if over:
            return []
        return [i for i in range(self.H) if pits[self.house(m, i)] > 0]

    def play(self, pos, i):
        pits, closed, m, over = pos
        H = self.H
        pits = list(pits)
        npits = 2 * H + 2

        def step(p):
            while True:
                p = (p + 1) % npits
                if p == self.store(1 - m) or p in closed:
                    continue
                return p

        p = self.house(m, i)
        hand = pits[p]
        pits[p] = 0
        extra = False
        while True:
            while hand:
                p = step(p)
                pits[p] += 1
                hand -= 1
            if p == self.store(m):
                extra = True
                break
            if pits[p] > 1:          # relay: the house held seeds before
                hand = pits[p]
                pits[p] = 0
                continue
            if p // (H + 1) == m:    # own empty house: capture the opposite, if any
                opp = self.house(1 - m, H - 1 - (p - self.house(m, 0)))
                if pits[opp] > 0:
                    pits[self.store(m)] += pits[opp] + 1
                    pits[opp] = 0
                    pits[p] = 0
            break
        to_move = m if extra else 1 - m
        row = [sum(pits[self.house(s, k)] for k in range(H)) for s in (0, 1)]
        if row[0] and row[1]:
            return (tuple(pits), closed, to_move, False)
        # The round ends: sweep, then refill or end the game.
        for s in (0, 1):
            for k in range(H):
                pits[self.store(s)] += pits[self.house(s, k)]
                pits[self.house(s, k)] = 0
        a, b = pits[self.store(0)], pits[self.store(1)]
        if a < self.S or b < self.S:
            return (tuple(pits), closed, to_move, True)
        self.new_round = True
        starter = 0 if a < b else 1 if b < a else 1 - m
        closed = set()
        for s in (0, 1):
            for k in range(H):
                if pits[self.store(s)] >= self.S:
                    pits[self.store(s)] -= self.S
                    pits[self.house(s, k)] = self.S
                else:
                    closed.add(self.house(s, k))
        return (tuple(pits), frozenset(closed), starter, False)

    @staticmethod
    def key(pos):
        return pos[:3]


class Pallankuli:
    """Pallankuli (Durai 1928; mancala-spec(7)): a ring of 2H houses (player 0's 0..H-1, then
    player 1's), no stores on it, two scores; relay, a house brought to four taken by its owner
    (as each seed falls, or with leg=True once the leg is over, over the houses from the leg's
    start to its last one, at most a lap: Ludii's reading), a last seed in an empty house takes
    the next house; rounds with closed houses, the first player alternating."""

    def __init__(self, houses, seeds, leg, rounds):
        self.H, self.S, self.leg, self.rounds = houses, seeds, leg, rounds

    def start(self):
        return (tuple([self.S] * (2 * self.H)), (0, 0), frozenset(), 0, 0, False)

    def moves(self, pos):
        ring, score, closed, m, rnd, over = pos
        if over:
            return []
        return [i for i in range(self.H) if ring[m * self.H + i] > 0]

    def take(self, ring, score, k):
        score[k // self.H] += ring[k]
        ring[k] = 0

    def play(self, pos, i):
        ring, score, closed, m, rnd, over = pos
        H, N = self.H, 2 * self.H
        ring, score = list(ring), list(score)
        pos_ = m * H + i
        legs = 1
        while True:
            start = pos_
            n, ring[pos_] = ring[pos_], 0
            taken = False
            while n:
                pos_ = (pos_ + 1) % N
                if pos_ in closed:
                    continue
                ring[pos_] += 1
                n -= 1
                if not self.leg and ring[pos_] == 4:
                    self.take(ring, score, pos_)
                    taken = n == 0
            last = pos_
            if taken:
                break
            if self.leg:
                ends = ring[last] == 4
                k = start
                while True:
                    if ring[k] == 4:
                        self.take(ring, score, k)
                    if k == last:
                        break
                    k = (k + 1) % N
                if ends:
                    break
            if ring[last] > 1:  # relay
                legs += 1
                if legs > 4096:
                    break
                continue
            nxt = (last + 1) % N
            score[m] += ring[nxt]
            ring[nxt] = 0
            break
        rows = [sum(ring[s * H:(s + 1) * H]) for s in (0, 1)]
        if rows[0] and rows[1]:
            return (tuple(ring), tuple(score), closed, 1 - m, rnd, False)
        for k in range(N):
            self.take(ring, score, k)
        if not self.rounds or score[0] < self.S or score[1] < self.S:
            return (tuple(ring), tuple(score), closed, 1 - m, rnd, True)
        self.new_round = True
        rnd += 1
        closed = set()
        for s in (0, 1):
            for k in range(H):
                if score[s] >= self.S:
                    score[s] -= self.S
                    ring[s * H + k] = self.S
                else:
                    closed.add(s * H + k)
        return (tuple(ring), tuple(score), frozenset(closed), rnd % 2, rnd, False)

    @staticmethod
    def key(pos):
        return pos[:4]  # the round left out


class Bao:
    """Bao (four rows, houses numbered per player: 0..7 the outer row left to right, 8..15 the
    inner row right to left; inner k faces the opponent's 23-k). A position is (pits, m, lost,
    pause, over): pits the 34-entry array (player 0's houses 0..15, hand, player 1's houses,
    hand), m the player to move (the mover during a pause), lost the two "nyumba lost" flags,
    pause None or the direction (+1 anticlockwise, -1 clockwise) of a turn paused at the
    nyumba, over None or the winner. A move is a whole turn: the first slot, plus 32 * (choice
    + 1) when the turn paused at the nyumba."""

    H = 16
    NYUMBA = 11
    LEGS = 4096

    def __init__(self, nyumba):
        self.nyumba = nyumba  # "bao": True; "bao-la-kujifunza": False

    @staticmethod
    def pit(p, k):
        return p * 17 + k

    @staticmethod
    def hand(p):
        return p * 17 + 16

    def start(self):
        pits = [0] * 34
        for p in (0, 1):
            if self.nyumba:
                pits[self.pit(p, 11)], pits[self.pit(p, 10)], pits[self.pit(p, 9)] = 6, 2, 2
                pits[self.hand(p)] = 22
            else:
                for k in range(16):
                    pits[self.pit(p, k)] = 2
        return (tuple(pits), 0, (False, False), None, None)

    def functional(self, pits, lost, p):
        return self.nyumba and not lost[p] and pits[self.pit(p, self.NYUMBA)] >= 6

    # -- legal first steps ---------------------------------------------------------------------

    def is_capture_placement(self, pits, m, k):
        return k >= 8 and pits[self.pit(m, k)] >= 1 and pits[self.pit(1 - m, 23 - k)] >= 1

    def landing(self, pits, m, h, d):
        return (h + d * pits[self.pit(m, h)]) % 16

    def is_capture_move(self, pits, m, h, d):
        n = pits[self.pit(m, h)]
        if not 2 <= n <= 15:
            return False
        x = self.landing(pits, m, h, d)
        return x >= 8 and pits[self.pit(m, x)] >= 1 and pits[self.pit(1 - m, 23 - x)] >= 1

    def first_steps(self, pits, m, lost):
        own = [pits[self.pit(m, k)] for k in range(16)]
        if all(own[k] == 0 for k in range(8, 16)):
            return []
        func = self.functional(pits, lost, m)

        def both(hs):  # each house in both directions
            return sorted(s for h in hs for s in (h, h + 16))

        if pits[self.hand(m)] > 0:  # namua
            caps = []
            for k in range(8, 16):
                if self.is_capture_placement(pits, m, k):
                    if k in (8, 9):
                        caps.append(k)
                    elif k in (14, 15):
                        caps.append(k + 16)
                    else:
                        caps += [k, k + 16]
            if caps:
                return sorted(caps)
            tak = [k for k in range(8, 16) if own[k] >= 1 and not (func and k == self.NYUMBA)]
            big = [k for k in tak if own[k] >= 2]
            if big:
                return both(big)
            if tak:
                return both(tak)
            return both([self.NYUMBA]) if func else []
        caps = [h + (0 if d == 1 else 16) for h in range(16) for d in (1, -1)
                if self.is_capture_move(pits, m, h, d)]
        if caps:
            return sorted(caps)
        inner = [k for k in range(8, 16) if own[k] >= 2 and not (func and k == self.NYUMBA)]
        if inner:
            return both(inner)
        outer = [k for k in range(8) if own[k] >= 2]
        if outer:
            return both(outer)
        return both([self.NYUMBA]) if func else []

    # -- executing -----------------------------------------------------------------------------

    def sow(self, pits, m, start, n, d, into):
        """Sows n seeds of m's loop the way d, from house start (into=False: the first seed into
        the next house) or into kichwa start (into=True); returns the house of the last seed."""
        k = start if into else (start + d) % 16
        for i in range(n):
            if i:
                k = (k + d) % 16
            pits[self.pit(m, k)] += 1
        return k

    def take_all(self, pits, lost, m, h):
        n = pits[self.pit(m, h)]
        pits[self.pit(m, h)] = 0
        if self.nyumba and h == self.NYUMBA:
            lost[m] = True
        return n

    def capture_at(self, pits, lost, m, k, d):
        o = self.pit(1 - m, 23 - k)
        n = pits[o]
        pits[o] = 0
        if self.nyumba and 23 - k == self.NYUMBA:
            lost[1 - m] = True
        if k in (8, 9):
            d = 1
        elif k in (14, 15):
            d = -1
        last = self.sow(pits, m, 8 if d == 1 else 15, n, d, True)
        return last, d

    def cont(self, pits, lost, m, x, d, capturing):
        """CONTINUE from house x; returns the direction of a pause, or None when the turn ends.
        A step of the turn (up to a pause, or after it) sows at most LEGS times, its first sowing
        included: the first sowing of the step was the first."""
        legs = 1
        while legs < self.LEGS:
            n = pits[self.pit(m, x)]
            if n == 1:
                return None
            if capturing and x >= 8 and pits[self.pit(1 - m, 23 - x)] >= 1:
                x, d = self.capture_at(pits, lost, m, x, d)
            elif self.nyumba and x == self.NYUMBA and self.functional(pits, lost, m):
                return d if capturing else None
            else:
                x = self.sow(pits, m, x, self.take_all(pits, lost, m, x), d, False)
            legs += 1
        return None

    def first_step(self, pos, s):
        pits, m, lost, pause, over = pos
        pits, lost = list(pits), list(lost)
        h, d = s % 16, (1 if s < 16 else -1)
        if pits[self.hand(m)] > 0:
            capture = self.is_capture_placement(pits, m, h)
            was_functional = self.functional(pits, lost, m) and h == self.NYUMBA
            pits[self.hand(m)] -= 1
            pits[self.pit(m, h)] += 1
            if capture:
                x, d = self.capture_at(pits, lost, m, h, d)
            elif was_functional:
                pits[self.pit(m, h)] -= 2
                x = self.sow(pits, m, h, 2, d, False)
            else:
                x = self.sow(pits, m, h, self.take_all(pits, lost, m, h), d, False)
        else:
            capture = self.is_capture_move(pits, m, h, d)
            if capture:
                x = self.sow(pits, m, h, self.take_all(pits, lost, m, h), d, False)
                x, d = self.capture_at(pits, lost, m, x, d)
            elif self.functional(pits, lost, m) and h == self.NYUMBA:
                pits[self.pit(m, h)] -= 2
                x = self.sow(pits, m, h, 2, d, False)
            else:
                x = self.sow(pits, m, h, self.take_all(pits, lost, m, h), d, False)
        pause = self.cont(pits, lost, m, x, d, capture)
        return self.finish(pits, m, lost, pause)

    def choice(self, pos, c):
        pits, m, lost, d, over = pos
        pits, lost = list(pits), list(lost)
        if c == 1:
            n = self.take_all(pits, lost, m, self.NYUMBA)
            x = self.sow(pits, m, self.NYUMBA, n, d, False)
            self.cont(pits, lost, m, x, d, True)  # the nyumba is lost: no second pause
        return self.finish(pits, m, lost, None)

    def inner_empty(self, pits, p):
        return all(pits[self.pit(p, k)] == 0 for k in range(8, 16))

    def finish(self, pits, m, lost, pause):
        """The end rules, after a whole turn (pause None) or at a pause."""
        lost = tuple(lost)
        if pause is not None:
            if self.inner_empty(pits, 1 - m):
                return self.won(pits, m, lost, m)
            return (tuple(pits), m, lost, pause, None)
        t = 1 - m
        if self.inner_empty(pits, t) or not self.first_steps(pits, t, lost):
            return self.won(pits, t, lost, m)
        if self.inner_empty(pits, m):
            return self.won(pits, t, lost, t)
        return (tuple(pits), t, lost, None, None)

    def won(self, pits, t, lost, w):
        total = sum(pits)
        pits = [0] * 34
        pits[self.hand(w)] = total
        return (tuple(pits), t, lost, None, w)

    # -- whole turns ---------------------------------------------------------------------------

    def moves(self, pos):
        pits, m, lost, pause, over = pos
        if over is not None:
            return []
        out = []
        for s in self.first_steps(pits, m, lost):
            nxt = self.first_step(pos, s)
            if nxt[3] is not None:
                out += [s + 32, s + 64]
            else:
                out.append(s)
        return sorted(out)

    def play(self, pos, move):
        nxt = self.first_step(pos, move % 32)
        if nxt[3] is not None:
            nxt = self.choice(nxt, move // 32 - 1)
        return nxt


def perft(game, pos, depth, line=()):
    """line: the positions before pos (their keys, the round left out), which a round's start is
    compared with: one the game has been in ends the game (mancala-spec(7), rounds=burn)."""
    ms = game.moves(pos)
    if depth == 1:
        return len(ms)
    if not hasattr(game, "key"):
        return sum(perft(game, game.play(pos, i), depth - 1) for i in ms)
    line = line + (game.key(pos),)
    total = 0
    for i in ms:
        game.new_round = False
        nxt = game.play(pos, i)
        if game.new_round and game.key(nxt) in line:
            nxt = nxt[:-1] + (True,)  # over (how the seeds lie then counts for nothing here)
        total += perft(game, nxt, depth - 1, line)
    return total


def make_game(spec):
    name, _, opts = spec.partition(":")
    kv = dict(o.split("=") for o in opts.split(",")) if opts else {}
    if name in ("togyz", "bestemshe"):
        base = 9 if name == "togyz" else 5
        h, s = int(kv.pop("houses", base)), int(kv.pop("seeds", base))
        tuz = kv.pop("tuzdik", "on" if name == "togyz" else "off") == "on"
        assert not kv, kv
        return Togyz(h, s, tuz)
    if name == "pallankuli":
        h, s = int(kv.pop("houses", 7)), int(kv.pop("seeds", 6))
        leg = kv.pop("pasucheck", "sown") == "leg"
        rounds = kv.pop("rounds", "burn") == "burn"
        if not rounds:
            assert kv.pop("starter") == "loser"
        assert not kv, kv
        return Pallankuli(h, s, leg, rounds)
    if name in ("bao", "bao-la-kujifunza"):
        assert not kv, kv
        return Bao(name == "bao")
    assert name == "congkak" and kv.pop("rounds") == "burn"
    h, s = int(kv.pop("houses", 6)), int(kv.pop("seeds", 6))
    assert not kv, kv
    return Rounds(h, s)


def main():
    spec, depth = sys.argv[1], int(sys.argv[2])
    game = make_game(spec)
    for d in range(1, depth + 1):
        print(spec, d, perft(game, game.start(), d), flush=True)


if __name__ == "__main__":
    main()
