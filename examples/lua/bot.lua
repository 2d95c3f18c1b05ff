-- SPDX-License-Identifier: MIT
-- bot.lua: a game against the engine at a playing level, the other side following the hints of
-- the solver (Kalah unless a spec is given); the same game as examples/python/bot.py.
--
-- North is the bot: a search at LEVEL (1..10, default 5), seeded so that the game repeats.
-- South asks for a hint before each move: a solve bounded by a node limit, whose value is exact
-- ("proven") once the end is near enough, an estimate before. One thread and no time limit keep
-- the whole game the same from run to run.
-- Usage: luajit examples/lua/bot.lua [SPEC [LEVEL]]

local here = (arg and arg[0] or ""):match("^(.*)/[^/]*$") or "."
package.path = package.path .. ";" .. here .. "/../../bindings/lua/?.lua"
local mancala = require("mancala")

local spec = arg[1] or "kalah"
local level = tonumber(arg[2] or "5")
local game = mancala.game(spec)
local bot = mancala.search{ level = level, seed = 1, memory = 16 }
local hints = mancala.search{ nodes = 200000, memory = 16 }
local moves = 0
local bound = game:limit() or 10000 -- limit=none: the rules alone may never end the game
while not game:is_over() and moves < bound do
    local move
    if game:to_move() == 0 then
        local hint = hints:solve(game)
        print(("South: hint house %d, value %+d (%s); plays it"):format(hint.move, hint.score,
            hint.exact and "proven" or "estimate"))
        move = hint.move
    else
        move = bot:run(game).move
        print(("North (level %d) plays house %d"):format(level, move))
    end
    game:play(move)
    moves = moves + 1
end
print(game)
print(("%d moves; final score South %d, North %d"):format(moves, game:store(0), game:store(1)))
