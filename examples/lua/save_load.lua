-- SPDX-License-Identifier: MIT
-- save_load.lua: save a game in progress to a record file, load it, take back two moves and play
-- on; the record keeps the whole history, so undo works after the reload (position text would
-- not). The same game and output as examples/python/save_load.py.
--
-- Both sides play the last of their legal moves, so the game (Oware unless a spec is given) is
-- the same from run to run.
-- Usage: luajit examples/lua/save_load.lua [SPEC]

local here = (arg and arg[0] or ""):match("^(.*)/[^/]*$") or "."
package.path = package.path .. ";" .. here .. "/../../bindings/lua/?.lua"
local mancala = require("mancala")

local PLAYERS = { [0] = "South", [1] = "North" }

local function play_some(game, n)
    while n > 0 and not game:is_over() do
        local legal = game:legal_moves()
        game:play(legal[#legal])
        n = n - 1
    end
end

local function position(game) -- the position text without its spec
    return (game:to_text():match("^%S+ (.*)$"))
end

local game = mancala.game(arg[1] or "oware")
play_some(game, 10)
print(("after %d moves: %s"):format(#game:history(), position(game)))

local path = os.tmpname()
local f = assert(io.open(path, "wb"))
f:write(game:to_record())
print(("saved %d bytes"):format(f:seek("end")))
f:close()
f = assert(io.open(path, "rb"))
local loaded = mancala.game_from_record(f:read("*a"))
f:close()
os.remove(path)

print(("loaded: %d moves, same position: %s"):format(#loaded:history(),
    loaded == game and "True" or "False"))
loaded:undo()
loaded:undo()
print(("after two undos: %s, moves %s"):format(position(loaded),
    table.concat(loaded:history(), " ")))
play_some(loaded, 1000)
local winner, reason = loaded:result()
print(("game over after %d moves: %s, %d-%d (%s)"):format(#loaded:history(),
    winner < 0 and "a draw" or (PLAYERS[winner] .. " wins"), loaded:store(0), loaded:store(1),
    (reason:lower():gsub("_", " "))))
