-- SPDX-License-Identifier: MIT
-- custom_variant.lua: a variant none of the presets is, with its capture rule written in Lua.
-- On a 9-house board with 9 seeds per house (as in Toguz Kumalak), a last seed that makes an
-- opponent's house even captures that house. The spec options give the rest: no stores on the
-- sowing path, the origin skipped on laps, no extra moves, the game won by a majority of seeds.
-- Each side plays the move that captures most, else its rightmost house.
-- Usage: luajit examples/lua/custom_variant.lua

local here = (arg and arg[0] or ""):match("^(.*)/[^/]*$") or "."
package.path = package.path .. ";" .. here .. "/../../bindings/lua/?.lua"
local mancala = require("mancala")

local SPEC = "custom:houses=9,seeds=9,stores=none,origin=skip,extra=off,capture=none,"
    .. "end=mover,majority=end"

-- Land hook. pits is a copy of the board as a Lua sequence (pit i is pits[i + 1]): p0 houses,
-- p0 store, p1 houses, p1 store. Changes are taken back if the seed total stays the same.
local function even_capture(pits, houses, player, pit, before)
    local opponent_first = (1 - player) * (houses + 1)
    if pit >= opponent_first and pit < opponent_first + houses and pits[pit + 1] % 2 == 0 then
        local store = player * (houses + 1) + houses
        pits[store + 1] = pits[store + 1] + pits[pit + 1]
        pits[pit + 1] = 0
    end
    return mancala.LAND.END
end

local variant = mancala.custom(SPEC, { land = even_capture })
local game = mancala.game(variant)
print(("rules: %s + even-count capture hook"):format(variant:spec()))
local captures = 0
local bound = game:limit() or 10000 -- limit=none: the loop's own bound
while not game:is_over() and #game:history() < bound do
    local me = game:to_move()
    local best, gain = -1, -1
    for _, move in ipairs(game:legal_moves()) do
        local got = game:copy():play(move):store(me) - game:store(me)
        if got >= gain then
            best, gain = move, got
        end
    end
    game:play(best)
    if gain > 0 then
        captures = captures + 1
    end
end
print(game)
print(("%d moves, %d captures; final stores: South %d, North %d"):format(
    #game:history(), captures, game:store(0), game:store(1)))
