-- Lua workload for bench/bench.sh: the Lua interpreter built by each
-- configuration runs this script, whose work is mostly calls and returns
-- inside the interpreter (Lua functions, C functions of the standard
-- library, metamethods, the allocator through its pointer).
--
--     lua lua-bench.lua [ROUNDS]
--
-- Prints a checksum that is the same for every compiler.

local rounds = tonumber(arg and arg[1]) or 10

-- A generator of pseudo-random integers, the same on every run.
local seed = 12345
local function random (n)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n
end

local function fib (n)
  if n < 2 then return n end
  return fib (n - 1) + fib (n - 2)
end

-- Objects with methods found through a metatable, and an __add
-- metamethod (a call from the interpreter's C code back into Lua).
local Vector = {}
Vector.__index = Vector
function Vector.new (x, y) return setmetatable ({ x = x, y = y }, Vector) end
function Vector:dot (o) return self.x * o.x + self.y * o.y end
Vector.__add = function (a, b) return Vector.new (a.x + b.x, a.y + b.y) end

local function vectors (n)
  local sum, acc = 0, Vector.new (0, 0)
  for i = 1, n do
    local v = Vector.new (i % 7, i % 11)
    acc = acc + v
    sum = (sum + acc:dot (v)) % 1000000007
  end
  return sum
end

-- table.sort with a comparator: C calling Lua for every comparison.
local function sorting (n)
  local t = {}
  for i = 1, n do t[i] = random (100000) end
  table.sort (t, function (a, b) return a > b end)
  local sum = 0
  for i = 1, n, 97 do sum = sum + t[i] end
  return sum
end

-- Strings: format, gsub with a function, concatenation, find.
local function strings (n)
  local parts = {}
  for i = 1, n do
    parts[#parts + 1] = string.format ("%d:%x", i, i * 31)
  end
  local s = table.concat (parts, ",")
  local count = 0
  s = s:gsub ("%x+", function (w) count = count + #w; return w:upper () end)
  local first = s:find ("FF", 1, true) or 0
  return count + first + #s
end

-- Closures and coroutines.
local function generators (n)
  local gen = coroutine.wrap (function ()
    for i = 1, n do coroutine.yield (i * i % 1009) end
  end)
  local sum = 0
  for _ = 1, n do sum = sum + gen () end
  return sum
end

local checksum = 0
for r = 1, rounds do
  checksum = (checksum + fib (20 + r % 3)) % 1000000007
  checksum = (checksum + vectors (20000)) % 1000000007
  checksum = (checksum + sorting (20000)) % 1000000007
  checksum = (checksum + strings (5000)) % 1000000007
  checksum = (checksum + generators (20000)) % 1000000007
end
print (string.format ("lua: %d rounds, checksum %d", rounds, checksum))
