#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# rules_ref.py: an independent reference for the rule model v2 presets, written from the rule book
# (RULES.md, mancala-spec(7)) and not from lib/: Togyz Kumalak, Bestemshe and Congkak in rounds.
# It printed the perft vectors of tests/data/perft.txt for these rule sets, which the library
# reproduces exactly (tests/check_perft.c). Usage: rules_ref.py SPEC DEPTH, SPEC one of togyz,
# bestemshe or congkak:...,rounds=burn, with houses= and seeds= if not the preset's.
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


def perft(game, pos, depth):
    ms = game.moves(pos)
    if depth == 1:
        return len(ms)
    return sum(perft(game, game.play(pos, i), depth - 1) for i in ms)


def make_game(spec):
    name, _, opts = spec.partition(":")
    kv = dict(o.split("=") for o in opts.split(",")) if opts else {}
    if name in ("togyz", "bestemshe"):
        base = 9 if name == "togyz" else 5
        h, s = int(kv.pop("houses", base)), int(kv.pop("seeds", base))
        tuz = kv.pop("tuzdik", "on" if name == "togyz" else "off") == "on"
        assert not kv, kv
        return Togyz(h, s, tuz)
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
