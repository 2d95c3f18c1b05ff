-- SPDX-License-Identifier: MIT
-- perft.lua: counts the positions reachable in exactly 1..DEPTH plies of a variant, with timing.
-- Usage: luajit examples/lua/perft.lua [SPEC [DEPTH]]   (default: kalah 10)
-- See tests/data/perft.txt for the reference numbers.

local here = (arg and arg[0] or ""):match("^(.*)/[^/]*$") or "."
package.path = package.path .. ";" .. here .. "/../../bindings/lua/?.lua"
local mancala = require("mancala")

local spec = arg[1] or "kalah"
local depth = tonumber(arg[2] or "10")
local ok, game = pcall(mancala.game, spec)
if not ok or not depth then
    io.stderr:write("usage: perft.lua [SPEC [DEPTH]]" .. (ok and "" or (": " .. tostring(game))) .. "\n")
    os.exit(2)
end
print(game:spec())
for d = 1, depth do
    local start = os.clock()
    local positions = game:perft(d)
    local secs = os.clock() - start
    print(("depth %2d: %12d positions  %8.3f s  %12.0f positions/s"):format(
        d, positions, secs, secs > 0 and positions / secs or 0))
end
