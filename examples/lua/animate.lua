-- SPDX-License-Identifier: MIT
-- animate.lua: the animation loop of a game app, over g:trace: before each move is played, its
-- steps are "animated" (printed here), then the move is played; at the end, who won and why. The
-- same game and output as examples/python/animate.py.
--
-- Both sides play a greedy policy that itself reads the traces: a move that earns another turn,
-- else the move that puts the most seeds into the mover's store, else the first legal move.
-- Nothing is random, so the game (Kalah unless a spec is given) is the same from run to run.
-- Usage: luajit examples/lua/animate.lua [SPEC]

local here = (arg and arg[0] or ""):match("^(.*)/[^/]*$") or "."
package.path = package.path .. ";" .. here .. "/../../bindings/lua/?.lua"
local mancala = require("mancala")

local PLAYERS = { [0] = "South", [1] = "North" }
local REASONS = {
    MAJORITY = "a store holds more than half of the seeds",
    EMPTY_ROW = "a row is empty",
    NO_MOVE = "the player to move has no move",
    REPETITION = "a position repeated",
    HOOK = "the variant's rule said so",
    LIMIT = "the game reached its length limit (limit=)",
}

-- Pits as the board draws them: player 0's houses and store, then player 1's.
local function pit_name(pit, houses)
    local player, index = math.floor(pit / (houses + 1)), pit % (houses + 1)
    return PLAYERS[player] .. " " .. (index == houses and "store" or ("house " .. index))
end

-- One step of the animation, in words: an app would move seeds on the screen instead.
local function describe(e, houses)
    local from = pit_name(e.pit, houses)
    if e.name == "PICKUP" then
        return ("pick up %d from %s"):format(e.count, from)
    elseif e.name == "SOW" then
        return "sow into " .. from
    elseif e.name == "SKIP" then
        return "skip " .. from
    elseif e.name == "CAPTURE" or e.name == "SWEEP" then
        return ("%s %d from %s to %s"):format(e.name:lower(), e.count, from, pit_name(e.to, houses))
    elseif e.name == "EXTRA" then
        return PLAYERS[e.pit] .. " moves again"
    elseif e.name == "SET" then
        return ("a rule sets %s to %d"):format(from, e.count)
    end
    return "the game ends" -- END: the result is told once the move is played
end

-- Seeds a trace puts into the store pit.
local function gain(events, store)
    local n = 0
    for _, e in ipairs(events) do
        if e.kind == mancala.EVENT.SOW and e.pit == store then
            n = n + 1
        elseif (e.kind == mancala.EVENT.CAPTURE or e.kind == mancala.EVENT.SWEEP)
            and e.to == store then
            n = n + e.count
        end
    end
    return n
end

-- The greedy policy: the move and its trace.
local function choose(game)
    local houses = game:num_houses()
    local store = game:to_move() * (houses + 1) + houses
    local best_move, best_events, best_extra, best_gain
    for _, move in ipairs(game:legal_moves()) do
        local events = game:trace(move)
        local extra = false
        for _, e in ipairs(events) do
            extra = extra or e.kind == mancala.EVENT.EXTRA
        end
        local g = gain(events, store)
        if best_move == nil or (extra and not best_extra)
            or (extra == best_extra and g > best_gain) then
            best_move, best_events, best_extra, best_gain = move, events, extra, g
        end
    end
    return best_move, best_events
end

local game = mancala.game(arg[1] or "kalah")
local houses = game:num_houses()
local bound = game:limit() or 10000 -- limit=none: the loop's own bound
while not game:is_over() and #game:history() < bound do
    local player = game:to_move()
    local move, events = choose(game)
    print(("%s plays house %d"):format(PLAYERS[player], move))
    for _, e in ipairs(events) do
        print("  " .. describe(e, houses))
    end
    game:play(move)
end
if not game:is_over() then
    print(("stopped after %d moves (limit=none: these rules can play on for ever)"):format(bound))
    os.exit(0)
end
local winner, reason = game:result()
print(("game over after %d moves: %s, %d-%d (%s)"):format(#game:history(),
    winner < 0 and "a draw" or (PLAYERS[winner] .. " wins"), game:store(0), game:store(1),
    REASONS[reason]))
