-- SPDX-License-Identifier: MIT
-- update-cdef.lua: rewrites the ffi.cdef block of mancala.lua from include/mancala.h, so that the
-- binding declares exactly what the header does. Run after changing the header:
--   luajit bindings/lua/update-cdef.lua include/mancala.h bindings/lua/mancala.lua
-- The block is the header without comments, # lines and MANCALA_EXPORT (the same stripping that
-- tests/check-ffi-header.sh feeds to ffi.cdef); tests/lua/test_mancala.lua checks they agree.

local header_path, module_path = arg[1], arg[2]
if not header_path or not module_path then
    io.stderr:write("usage: luajit update-cdef.lua include/mancala.h bindings/lua/mancala.lua\n")
    os.exit(2)
end

local function slurp(path)
    local f = assert(io.open(path, "rb"))
    local s = f:read("*a")
    f:close()
    return s
end

local header = slurp(header_path):gsub("/%*.-%*/", "")
local lines, blank = {}, true
for line in (header .. "\n"):gmatch("(.-)\r?\n") do
    if not line:match("^%s*#") then
        line = line:gsub("MANCALA_EXPORT%s+", ""):gsub("%s+$", "")
        if line ~= "" then
            lines[#lines + 1] = line
            blank = false
        elseif not blank then
            lines[#lines + 1] = ""
            blank = true
        end
    end
end
while lines[#lines] == "" do
    lines[#lines] = nil
end

local module = slurp(module_path)
local begin_mark = "local CDEF = [[\n"
local first = module:find(begin_mark, 1, true)
local last = first and module:find("\n]]\n", first, true)
if not first or not last then
    io.stderr:write(module_path .. ": no `local CDEF = [[ ... ]]` block found\n")
    os.exit(1)
end
local out = module:sub(1, first + #begin_mark - 1) .. table.concat(lines, "\n") .. module:sub(last)
if out ~= module then
    local f = assert(io.open(module_path, "wb"))
    f:write(out)
    f:close()
    print(module_path .. ": cdef updated")
else
    print(module_path .. ": cdef already up to date")
end
