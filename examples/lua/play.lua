-- SPDX-License-Identifier: MIT
-- play.lua: two simple players play a whole game (Kalah unless a spec is given), move by move.
-- South plays the greedy move (best store difference after one ply), North the first legal one.
-- Usage: luajit examples/lua/play.lua [SPEC]   (needs libmancala.so.0, or MANCALA_LIBRARY set;
-- from the source tree it finds bindings/lua by itself)

local here = (arg and arg[0] or ""):match("^(.*)/[^/]*$") or "."
package.path = package.path .. ";" .. here .. "/../../bindings/lua/?.lua"
local mancala = require("mancala")

-- The move after which the mover's store lead is largest (the first one on ties).
local function greedy(game)
    local me = game:to_move()
    local best, best_lead
    for _, move in ipairs(game:legal_moves()) do
        local after = game:copy():play(move)
        local lead = after:store(me) - after:store(1 - me)
        if not best_lead or lead > best_lead then
            best, best_lead = move, lead
        end
    end
    return best
end

local spec = arg[1] or "kalah"
local ok, game = pcall(mancala.game, spec)
if not ok then
    io.stderr:write("play.lua: " .. tostring(game) .. "\n")
    os.exit(1)
end
print(game:spec())
print(tostring(game) .. "\n")
-- Rules that play on through repeated positions end at their length limit (game:limit() plies);
-- under limit=none they may never end, so the loop has a bound of its own.
local bound = game:limit() or 10000
while not game:is_over() and #game:history() < bound do
    local player = game:to_move()
    local move = player == 0 and greedy(game) or game:legal_moves()[1]
    game:play(move)
    print(("%s plays %d"):format(player == 0 and "South" or "North", move))
    print(tostring(game) .. "\n")
end
if not game:is_over() then
    print(("stopped after %d moves (limit=none: these rules can play on for ever)"):format(bound))
end
print(("%d moves; final score South %d, North %d"):format(#game:history(), game:store(0), game:store(1)))
