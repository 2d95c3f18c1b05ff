// SPDX-License-Identifier: MIT
// libmancala for JavaScript: the C library compiled to WebAssembly (libmancala-core.mjs + .wasm),
// wrapped in classes with the Python binding's surface. Works in browsers and in Node.js >= 18.
//
//     import init from 'libmancala';
//     const mancala = await init();
//     const game = new mancala.Game('kalah');
//     game.play(2);            // last seed in the store: South moves again
//     game.free();             // or `using game = ...`; a FinalizationRegistry is the backstop
//
// Ownership: every Variant, Game, Search and Database owns one C handle in the module's memory.
// free() (also [Symbol.dispose]) releases it at once and may be called any number of times; a
// handle never freed is released when its object is garbage-collected. Using an object after
// free() throws MancalaError EINVAL.

import createMancalaCore from './libmancala-core.mjs';

// ---------------------------------------------------------------------------------------------
// Status codes and errors: independent of any module instance.

export const Status = Object.freeze({
  OK: 0, EINVAL: -1, ENOMEM: -2, ESPEC: -3, ELIMIT: -4, EILLEGAL: -5, EOVER: -6,
  ENOHISTORY: -7, ERANGE: -8, EBOARD: -9, EPARSE: -10, EHOOK: -11, EIO: -12, EFORMAT: -13,
  ERULES: -14, ECANCELED: -15,
});
const CODE_NAMES = new Map(Object.entries(Status).map(([k, v]) => [v, 'MANCALA_' + k]));
// The library's own texts (mancala_strerror), so that an error needs no module to be built.
const MESSAGES = new Map([
  [0, 'success'], [-1, 'invalid argument'], [-2, 'out of memory'], [-3, 'invalid variant spec'],
  [-4, "beyond the library's limits"], [-5, 'move not legal now'], [-6, 'game over'],
  [-7, 'no move to undo'], [-8, 'buffer too small'], [-9, 'invalid board'],
  [-10, 'malformed position text'], [-11, 'rule hook failed'], [-12, 'file input/output failed'],
  [-13, 'bad database or book file'], [-14, 'rules not supported here, or not matching'],
  [-15, 'cancelled'],
]);

/** A libmancala call failed. code: "MANCALA_EILLEGAL"...; errno: the C status (-5...);
 * strerror: the library's text for it; detail: what the binding was doing; where: where the
 * library found the error (mancala_error_info(3)): { message, offset, line, move, field }, or
 * null, its message last in the error's; offset, line, move, field: its numbers, null if none. */
export class MancalaError extends Error {
  constructor(errno, detail, where) {
    const status = errno ?? new.target.defaultErrno ?? 0;
    const code = CODE_NAMES.get(status) ?? (status < 0 ? `MANCALA_E${-status}` : String(status));
    const strerror = MESSAGES.get(status) ?? 'unknown status';
    const text = `${strerror} (${code})` + (where?.message ? `: ${where.message}` : '');
    super(detail ? `${detail}: ${text}` : text);
    this.name = new.target.name;
    this.code = code;
    this.errno = status;
    this.status = status;
    this.strerror = strerror;
    this.detail = detail ?? null;
    this.where = where ?? null;
    this.offset = where?.offset ?? null;
    this.line = where?.line ?? null;
    this.move = where?.move ?? null;
    this.field = where?.field ?? null;
  }
}
const errorClass = (name, errno) => {
  const cls = { [name]: class extends MancalaError {} }[name];
  cls.defaultErrno = errno;
  return cls;
};
export const InvalidArgument = errorClass('InvalidArgument', Status.EINVAL);
export const OutOfMemory = errorClass('OutOfMemory', Status.ENOMEM);
export const SpecError = errorClass('SpecError', Status.ESPEC);
export const LimitError = errorClass('LimitError', Status.ELIMIT);
export const IllegalMove = errorClass('IllegalMove', Status.EILLEGAL);
export const GameOver = errorClass('GameOver', Status.EOVER);
export const NoHistory = errorClass('NoHistory', Status.ENOHISTORY);
export const BufferTooSmall = errorClass('BufferTooSmall', Status.ERANGE);
export const BoardError = errorClass('BoardError', Status.EBOARD);
export const ParseError = errorClass('ParseError', Status.EPARSE);
export const HookError = errorClass('HookError', Status.EHOOK);
export const FileError = errorClass('FileError', Status.EIO);
export const FormatError = errorClass('FormatError', Status.EFORMAT);
export const RulesError = errorClass('RulesError', Status.ERULES);
export const Canceled = errorClass('Canceled', Status.ECANCELED);
const ERROR_CLASSES = new Map([InvalidArgument, OutOfMemory, SpecError, LimitError, IllegalMove,
  GameOver, NoHistory, BufferTooSmall, BoardError, ParseError, HookError, FileError, FormatError,
  RulesError, Canceled].map((cls) => [cls.defaultErrno, cls]));

/** The exception for a negative status (MancalaError itself for an unknown one). */
export function errorFor(errno, detail, where) {
  const Cls = ERROR_CLASSES.get(errno) ?? MancalaError;
  return new Cls(errno, detail, where);
}

export const LandAction = Object.freeze({ DEFAULT: 0, END: 1, EXTRA: 2, RELAY: 3 });
export const EndAction = Object.freeze({ DEFAULT: 0, CONTINUE: 1, OVER: 2 });
export const EventKind = Object.freeze({
  PICKUP: 1, SOW: 2, SKIP: 3, CAPTURE: 4, SWEEP: 5, EXTRA: 6, SET: 7, END: 8,
  ROUND: 9, REFILL: 10, CLOSE: 11, OPEN: 12, TUZDIK: 13, SWAP: 14, PASS: 15,
});
export const ResultReason = Object.freeze({
  MAJORITY: 1, EMPTY_ROW: 2, NO_MOVE: 3, REPETITION: 4, HOOK: 5, LIMIT: 6,
});
export const Notation = Object.freeze({ PLAYSTRATEGY: 1, KGP: 2, OPENSPIEL: 3, TEXT: 4 });
/** The mark of a house beyond its seeds (enum mancala_mark). */
export const Mark = Object.freeze({ OPEN: 0, CLOSED: 1, TUZDIK: 2 });
/** What a rule hook v2 for sowing returns (enum mancala_sow_action). */
export const SowAction = Object.freeze({ ILLEGAL: 0, LEGAL: 1, ORIGIN: 2 });
/** Observation layouts of a batch (enum mancala_layout). */
export const Layout = Object.freeze({ PLANES: 0, OPENSPIEL: 1 });
/** The parts of the PLANES layout, in order (enum mancala_obs_part). */
export const ObsPart = Object.freeze({
  SEEDS: 0, CLOSED: 1, TUZDIK: 2, PENDING: 3, FRESH: 4, ROUND: 5, LOST: 6,
});
/** What a batch's step does with an illegal action (enum mancala_illegal_mode). */
export const IllegalMode = Object.freeze({ ERROR: 0, PENALTY: 1 });
/** Opponents that move inside a batch's step (enum mancala_opponent_kind). */
export const OpponentKind = Object.freeze({ NONE: 0, RANDOM: 1, LEVEL: 2 });
const EVENT_NAMES = new Map(Object.entries(EventKind).map(([k, v]) => [v, k]));

// ---------------------------------------------------------------------------------------------
// Preset names, length limits and moves as structures (issue 55): read from the canonical spec
// alone, so that a Variant, a Game, a record and a text all answer alike.

/** The length limit of rules whose spec sets none (limit=, mancala-spec(7)). */
export const DEFAULT_LIMIT = 2500;

function specRules(spec) {
  const body = spec.slice(spec.indexOf(':') + 1);
  return Object.fromEntries(body.split(',').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
}
// The keys of a canonical spec without its name; loose: without houses, seeds and limit.
function specBody(spec, loose) {
  const keys = spec.slice(spec.indexOf(':') + 1).split(',');
  return (loose ? keys.filter((k) => !['houses', 'seeds', 'limit'].includes(k.split('=')[0])) : keys).join(',');
}
function specLimit(rules) {
  if (rules.limit === undefined) return DEFAULT_LIMIT;
  return rules.limit === 'none' ? null : Number(rules.limit);
}

// Moves (mancala-spec(7), FOUR ROWS and "Turns with choices"): the first step in bits 0 to 4, a
// slot (house h; under direction=either, capture or house h anticlockwise, h + H clockwise;
// under pie=on the swap, the slot after the last), then each later choice plus one in six bits.
const TURN_STEPS = 5;
const WAYS = ['ccw', 'cw'];

function moveLayout(rules) {
  return {
    houses: Number(rules.houses),
    chosen: ['either', 'capture', 'house'].includes(rules.direction),
    pie: rules.pie === 'on',
  };
}

/** A move as its parts (Game.decodeMove): String(move) is its name in the notation "text"
 * ("5", "0ccw", "29x0", "7ccwx1", "swap"). house: 0..H-1 in the mover's sowing order (null for a
 * swap); direction: "ccw" or "cw" where the rules let a move choose its way, else null; choices:
 * the turn's later choices (seize=any: the opponent's house seized, also `seized`; Bao's nyumba:
 * 0 stop, 1 go on); swap: the pie rule's swap. */
export class Move {
  constructor(house, direction = null, choices = [], swap = false) {
    this.house = house;
    this.direction = direction;
    this.choices = Object.freeze([...choices]);
    this.swap = swap;
    Object.freeze(this);
  }
  /** The opponent's house seized (seize=any): the first choice, or null. */
  get seized() {
    return this.choices.length ? this.choices[0] : null;
  }
  toString() {
    if (this.swap) return 'swap';
    return `${this.house}${this.direction ?? ''}${this.choices.map((c) => `x${c}`).join('')}`;
  }
}

function decodeMove(rules, move) {
  const detail = `decodeMove(${String(move)})`;
  if (typeof move !== 'number' || !Number.isInteger(move))
    throw new TypeError(`move must be an integer, not ${describe(move)}`);
  const { houses, chosen, pie } = moveLayout(rules);
  const slots = chosen ? 2 * houses : houses;
  if (move < 0 || move >= 2 ** (5 + 6 * (TURN_STEPS - 1)))
    throw new InvalidArgument(null, `${detail}: not a move of these rules`);
  const slot = move & 31;
  const choices = [];
  for (let rest = move >>> 5; rest; rest >>>= 6) {
    const step = (rest & 63) - 1;
    if (step < 0 || step >= houses)
      throw new InvalidArgument(null, `${detail}: choice ${choices.length + 1} names no house 0..${houses - 1}`);
    choices.push(step);
  }
  if (pie && slot === slots) {
    if (choices.length) throw new InvalidArgument(null, `${detail}: a swap has no choices`);
    return new Move(null, null, [], true);
  }
  if (slot >= slots)
    throw new InvalidArgument(null, `${detail}: the first step must be 0..${slots - 1 + (pie ? 1 : 0)}`);
  if (chosen) return new Move(slot % houses, WAYS[Math.floor(slot / houses)], choices);
  return new Move(slot, null, choices);
}

function encodeMove(rules, parts) {
  const detail = 'encodeMove()';
  if (parts === null || typeof parts !== 'object')
    throw new TypeError('encodeMove takes { house, direction, choices, seize, swap }');
  const { house = null, direction = null, choices = [], seize = null, swap = false } = parts;
  const { houses, chosen, pie } = moveLayout(rules);
  const slots = chosen ? 2 * houses : houses;
  const integer = (v, what) => {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new TypeError(`${what} must be an integer, not ${describe(v)}`);
    return v;
  };
  const steps = [...(seize !== null ? [integer(seize, 'seize')] : []), ...Array.from(choices, (c) => integer(c, 'choice'))];
  if (swap) {
    if (!pie) throw new InvalidArgument(null, `${detail}: these rules have no swap (pie=on)`);
    if (house !== null || direction !== null || steps.length)
      throw new InvalidArgument(null, `${detail}: a swap takes no house, direction or choice`);
    return slots;
  }
  if (house === null) throw new InvalidArgument(null, `${detail}: a house is needed`);
  const h = integer(house, 'house');
  if (h < 0 || h >= houses) throw new InvalidArgument(null, `${detail}: the house must be 0..${houses - 1}, not ${h}`);
  let m = h;
  const way = rules.direction ?? 'ccw';
  if (chosen) {
    if (!WAYS.includes(direction))
      throw new InvalidArgument(null, `${detail}: these rules' moves need a direction: direction 'ccw' or 'cw' (in text ${h}ccw or ${h}cw)`);
    m = h + (direction === 'cw' ? houses : 0);
  } else if (direction !== null && direction !== way) {
    throw new InvalidArgument(null, `${detail}: these rules sow every move ${way}`);
  }
  if (steps.length > TURN_STEPS - 1) throw new InvalidArgument(null, `${detail}: at most ${TURN_STEPS - 1} choices`);
  steps.forEach((c, k) => {
    if (c < 0 || c >= houses) throw new InvalidArgument(null, `${detail}: a choice must be 0..${houses - 1}, not ${c}`);
    m += (c + 1) * 2 ** (5 + 6 * k);
  });
  return m;
}

// Why a move text the library could not read is wrong, where the binding can tell; null otherwise.
function moveTextHint(rules, moveText) {
  if (!moveLayout(rules).chosen || !/^[0-9]+(x[0-9]+)*$/.test(moveText)) return null;
  const h = moveText.split('x')[0];
  return `these rules' moves need a direction after the house: ${h}ccw (anticlockwise) or ${h}cw (clockwise)`;
}

// The board of four rows seen from South (mancala-spec(7), FOUR ROWS): North's outer and inner
// rows on top, South's inner and outer rows below, facing houses in one column.
function drawFourRows(pits, width) {
  const h = pits.length / 2 - 1, c = h / 2;
  const num = (n) => String(n).padStart(width);
  const range = (a, b) => (a <= b ? [...Array(b - a + 1).keys()].map((i) => a + i) : range(b, a).reverse());
  const label = (order) => '    ' + order.map((i) => ` ${num(i)} `).join('');
  const cells = (first, order) => '    ' + order.map((i) => `(${num(pits[first + i])})`).join('');
  const northOuter = range(c - 1, 0), northInner = range(c, h - 1);
  const southInner = range(h - 1, c), southOuter = range(0, c - 1);
  return [
    `North (1), store ${pits[2 * h + 1]}`,
    label(northOuter) + '  houses',
    cells(h + 1, northOuter) + '  outer',
    cells(h + 1, northInner) + '  inner',
    label(northInner) + '  houses',
    label(southInner) + '  houses',
    cells(0, southInner) + '  inner',
    cells(0, southOuter) + '  outer',
    label(southOuter) + '  houses',
    `South (0), store ${pits[h]}`,
  ];
}

// Symbol.dispose where the engine has it (Node >= 20.4, TypeScript's `using`), else the
// well-known fallback that TypeScript's own polyfills use.
const DISPOSE = Symbol.dispose ?? Symbol.for('Symbol.dispose');

// ---------------------------------------------------------------------------------------------
// Loading.

const IS_NODE = typeof process === 'object' && process !== null && process.versions != null &&
  typeof process.versions.node === 'string' && typeof window === 'undefined';
const WASM_FILE = 'libmancala-core.wasm';
let defaultInstance = null;

/** Loads the WebAssembly module and resolves to the library's API. Without options every call
 * shares one instance; options ({ wasmBinary, locateFile }, passed to emscripten's factory) give a
 * new one. In Node.js the .wasm is read from beside this file. */
export default function init(options) {
  if (options === undefined || options === null) {
    if (defaultInstance === null) {
      defaultInstance = instantiate({});
      defaultInstance.catch(() => { defaultInstance = null; }); // a failed load may be retried
    }
    return defaultInstance;
  }
  return instantiate(options);
}
export { init };

async function instantiate(options) {
  const settings = { ...options };
  if (IS_NODE && settings.wasmBinary === undefined && settings.locateFile === undefined) {
    // emscripten's web loader fetch()es a path, which Node cannot: hand it the bytes instead.
    const fsModule = 'node:fs/promises'; // a variable, so browser bundlers leave it alone
    const { readFile } = await import(fsModule);
    settings.wasmBinary = await readFile(new URL(WASM_FILE, import.meta.url));
  }
  const core = await createMancalaCore(settings);
  return makeApi(core);
}

// ---------------------------------------------------------------------------------------------
// The API of one module instance.

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
const UINT64_MAX = (1n << 64n) - 1n;
const INT64_MIN = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;
const MAX_MOVES = 1024; // MANCALA_MAX_MOVES: the most legal moves (whole turns) a position has
const MAX_SLOTS = 32; // the most moves an analysis scores (it refuses turns of several steps)
const PV_CAP = 512; // mancala_search_pv(3): always enough
const BEST_MOVE_MEMORY = 16; // MiB for bestMove()'s own search, as in the Python binding
const BEST_MOVE_DEFAULT_MS = 1000;
const NOTATIONS = ['playstrategy', 'kgp', 'openspiel', 'text'];
const WRAP = Symbol('wrap'); // lets the classes build objects around handles they already have

function describe(v) {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

function int32(v, what) {
  if (typeof v === 'bigint')
    return v < BigInt(INT32_MIN) ? INT32_MIN : v > BigInt(INT32_MAX) ? INT32_MAX : Number(v);
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw new TypeError(`${what} must be an integer, not ${describe(v)}`);
  // Clamped, so the library reports what it reports for any out-of-range value.
  return v < INT32_MIN ? INT32_MIN : v > INT32_MAX ? INT32_MAX : v;
}

function bigint(v, what) {
  if (typeof v === 'bigint') return v;
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw new TypeError(`${what} must be an integer, not ${describe(v)}`);
  return BigInt(v);
}

function uint64(v, what) {
  const n = bigint(v, what);
  if (n < 0n || n > UINT64_MAX) throw new InvalidArgument(null, `${what} must be 0..2**64-1`);
  return n;
}

function int64(v, what) {
  const n = bigint(v, what);
  return n < INT64_MIN ? INT64_MIN : n > INT64_MAX ? INT64_MAX : n;
}

function text(v, what, Err) {
  if (typeof v !== 'string') throw new TypeError(`${what} must be a string, not ${describe(v)}`);
  if (v.includes('\0')) throw new Err(null, `${what} contains a NUL character`);
  return v;
}

function notationCode(fmt) {
  const i = NOTATIONS.indexOf(fmt);
  if (i < 0)
    throw new InvalidArgument(null, `notation must be one of ${NOTATIONS.join(', ')}, not ${String(fmt)}`);
  return i + 1;
}

function randomSeed() {
  const c = globalThis.crypto;
  if (c && typeof c.getRandomValues === 'function') {
    const a = new BigUint64Array(1);
    c.getRandomValues(a);
    return a[0];
  }
  return BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n | BigInt(Math.floor(Math.random() * 2 ** 32));
}

function makeApi(M) {
  let live = 0; // handles not yet freed, for the tests of the FinalizationRegistry backstop
  const finalizer = new FinalizationRegistry((held) => {
    live--;
    held.free(held.ptr);
  });

  // -- calling C -----------------------------------------------------------------------------

  // Out-parameters live on the C stack: restored after each call, and safe when a rule hook
  // makes calls of its own in the middle of another.
  function withStack(fn) {
    const sp = M.stackSave();
    try {
      return fn();
    } finally {
      M.stackRestore(sp);
    }
  }
  const i32 = (p) => M.HEAP32[p >> 2];
  const u64 = (p) => M.HEAPU64[p >> 3];
  const u32 = (p) => M.HEAPU32[p >> 2];

  function withString(s, fn) {
    const n = M.lengthBytesUTF8(s) + 1;
    const p = M._malloc(n);
    if (!p) throw new OutOfMemory(null, 'copying a string into the module');
    try {
      M.stringToUTF8(s, p, n);
      return fn(p);
    } finally {
      M._free(p);
    }
  }

  function check(status, detail, where) {
    if (status < 0) {
      if (status === Status.EHOOK && detail)
        detail += ' (the hook returned an error or broke an invariant)';
      throw errorFor(status, detail, where);
    }
    return status;
  }

  // struct mancala_error_info (ABI 0.6): struct_size, status, offset, line, move at 0-19, then
  // field[32] at 20 and message[200] at 52; 252 bytes. Allocated on the C stack (withStack).
  const INFO_SIZE = 252;
  function newInfo() {
    const p = M.stackAlloc(INFO_SIZE);
    M.HEAPU8.fill(0, p, p + INFO_SIZE);
    M.HEAPU32[p >> 2] = INFO_SIZE;
    return p;
  }
  // The detail a failed call left in the info at p, or null.
  function whereOf(p) {
    if (i32(p + 4) >= 0 || M.HEAPU8[p + 52] === 0) return null;
    const offset = i32(p + 8), line = i32(p + 12), move = i32(p + 16);
    return {
      message: M.UTF8ToString(p + 52, 200),
      offset: offset >= 0 ? offset : null,
      line: line || null,
      move: move || null,
      field: M.UTF8ToString(p + 20, 32) || null,
    };
  }
  // check for a call on a game that keeps its last error (play, undo, setBoard, setMarks,
  // setText): the error says where, from mancala_game_last_error.
  function checkGame(ptr, status, detail) {
    if (status < 0) {
      const where = withStack(() => {
        const info = newInfo();
        return M._mancala_game_last_error(ptr, info) === 0 ? whereOf(info) : null;
      });
      check(status, detail, where);
    }
    return status;
  }

  // (handle, int32_t *buf, size_t cap, size_t *count) functions.
  function fetchInts(fn, handle, cap) {
    for (;;) {
      const r = withStack(() => {
        const countP = M.stackAlloc(4);
        const buf = M._malloc(Math.max(cap, 1) * 4);
        if (!buf) throw new OutOfMemory();
        try {
          const st = fn(handle, buf, cap, countP);
          const n = u32(countP);
          if (st === Status.ERANGE) return { again: n };
          check(st);
          return { values: Array.from(M.HEAP32.subarray(buf >> 2, (buf >> 2) + n)) };
        } finally {
          M._free(buf);
        }
      });
      if (r.values) return r.values;
      cap = r.again; // grown since the size was asked
    }
  }

  // (handle, char *buf, size_t cap, size_t *needed) functions.
  function fetchText(fn, handle) {
    let cap = 256;
    for (;;) {
      const r = withStack(() => {
        const neededP = M.stackAlloc(4);
        const buf = M._malloc(cap);
        if (!buf) throw new OutOfMemory();
        try {
          const st = fn(handle, buf, cap, neededP);
          if (st === Status.ERANGE) return { again: u32(neededP) };
          check(st);
          return { value: M.UTF8ToString(buf) };
        } finally {
          M._free(buf);
        }
      });
      if (r.value !== undefined) return r.value;
      cap = r.again;
    }
  }

  // -- rule hooks ----------------------------------------------------------------------------
  // Three C function pointers made once per module; they find the JavaScript functions by the
  // userdata number. An exception inside a hook is kept, the hook returns -1 so the library
  // refuses the call (MANCALA_EHOOK) and changes nothing, and the binding rethrows it.

  const hookTable = new Map(); // key -> WeakRef(hooks); variants and games hold the hooks
  const hookCleanup = new FinalizationRegistry((key) => hookTable.delete(key));
  let nextHookKey = 1;
  let pending = null;
  let trampolines = null;

  function findHooks(key) {
    const hooks = hookTable.get(key)?.deref();
    if (!hooks) throw new Error('mancala: rule hook called for a variant that no longer exists');
    return hooks;
  }
  function stash(exc) {
    if (pending === null) pending = exc;
    return -1;
  }
  function readPits(p, houses) {
    return Array.from(M.HEAP32.subarray(p >> 2, (p >> 2) + 2 * houses + 2));
  }
  function writePits(p, values, n, where) {
    if (!Array.isArray(values) || values.length !== n)
      throw new RangeError(`${where} hook: the pits array must keep its ${n} entries`);
    const out = values.map((v, i) => {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < INT32_MIN || v > INT32_MAX)
        throw new TypeError(`${where} hook: pits[${i}] must be an int32, not ${String(v)}`);
      return v;
    });
    M.HEAP32.set(out, p >> 2);
  }
  function action(r, values, where) {
    if (r === undefined || r === null) return 0;
    if (!Object.values(values).includes(r))
      throw new RangeError(`${where} hook returned ${String(r)}; expected one of ${Object.values(values).join(', ')}`);
    return r;
  }
  function makeTrampolines() {
    const sow = (pits, houses, player, house, ud) => {
      try {
        const r = findHooks(ud).sow(Object.freeze(readPits(pits, houses)), houses, player, house);
        if (r === undefined || r === null)
          throw new TypeError('sow hook returned nothing; return true (may sow) or false');
        return r ? 1 : 0;
      } catch (e) {
        return stash(e);
      }
    };
    const land = (pits, houses, player, pit, before, ud) => {
      try {
        const values = readPits(pits, houses);
        const r = action(findHooks(ud).land(values, houses, player, pit, before), LandAction, 'land');
        writePits(pits, values, 2 * houses + 2, 'land');
        return r;
      } catch (e) {
        return stash(e);
      }
    };
    const end = (pits, houses, toMove, ud) => {
      try {
        const values = readPits(pits, houses);
        const r = action(findHooks(ud).end(values, houses, toMove), EndAction, 'end');
        writePits(pits, values, 2 * houses + 2, 'end');
        return r;
      } catch (e) {
        return stash(e);
      }
    };
    return {
      sow: M.addFunction(sow, 'iiiiii'),
      land: M.addFunction(land, 'iiiiiii'),
      end: M.addFunction(end, 'iiiii'),
    };
  }

  // Calls C code that may run rule hooks; throws a hook's own exception if one failed.
  function hooked(fn) {
    const outer = pending;
    pending = null;
    let status;
    try {
      status = fn();
    } finally {
      const exc = pending;
      pending = outer;
      if (exc !== null) throw exc; // eslint-disable-line no-unsafe-finally
    }
    return status;
  }

  // -- ownership -----------------------------------------------------------------------------

  function adopt(obj, ptr, free) {
    live++;
    finalizer.register(obj, { ptr, free }, obj);
  }
  function release(obj, ptr, free) {
    finalizer.unregister(obj);
    live--;
    free(ptr);
  }
  const freedError = (what) => new InvalidArgument(null, `${what} used after free()`);

  // -- the catalogue and its names (issue 55) ------------------------------------------------

  /** The named rule sets of the catalogue, for a game picker: [{ name, description }] in the
   * library's order (mancala_preset_info(3)); each name is a spec: new Game(name). */
  function presets() {
    return withStack(() => {
      const nameP = M.stackAlloc(4), descP = M.stackAlloc(4);
      const out = [];
      const n = M._mancala_preset_count();
      for (let i = 0; i < n; i++) {
        check(M._mancala_preset_info(i, nameP, descP), 'presets()');
        out.push(Object.freeze({ name: M.UTF8ToString(u32(nameP)), description: M.UTF8ToString(u32(descP)) }));
      }
      return out;
    });
  }
  let presetTables = null; // [{ rules: name } exactly, { rules: name } apart from size and limit]
  // The catalogue's name of a canonical spec's rules: the preset with exactly these rules, else
  // the first with them on another board or another limit, else the spec's own name.
  function presetName(spec) {
    if (presetTables === null) {
      const exact = new Map(), loose = new Map();
      for (const { name } of presets()) {
        const v = new Variant(name);
        const canonical = v.spec;
        v.free();
        if (!exact.has(specBody(canonical, false))) exact.set(specBody(canonical, false), name);
        if (!loose.has(specBody(canonical, true))) loose.set(specBody(canonical, true), name);
      }
      presetTables = [exact, loose];
    }
    return presetTables[0].get(specBody(spec, false)) ?? presetTables[1].get(specBody(spec, true)) ??
      spec.slice(0, spec.indexOf(':'));
  }

  // -- Variant -------------------------------------------------------------------------------

  class Variant {
    #ptr = 0;
    #spec = '';
    #hooks = null;

    /** Rules parsed from a spec ("kalah", "oware:seeds=5", "custom:houses=9,..."). */
    constructor(spec = 'kalah') {
      const s = text(spec, 'spec', SpecError);
      const ptr = withStack(() => {
        const out = M.stackAlloc(4);
        const info = newInfo();
        withString(s, (p) => check(M._mancala_variant_new_info(out, p, info),
          `Variant(${JSON.stringify(s)})`, whereOf(info)));
        return i32(out);
      });
      this.#ptr = ptr;
      adopt(this, ptr, M._mancala_variant_free);
      this.#spec = fetchText(M._mancala_variant_spec, ptr);
    }

    /** A variant with rule hooks in JavaScript on top of the rules spec gives. */
    static custom(spec, hooks = {}) {
      const v = new Variant(spec);
      try {
        v.setHooks(hooks);
      } catch (e) {
        v.free();
        throw e;
      }
      return v;
    }

    /** Replaces the hooks ({ sow, land, end }); none removes them. Games made before keep theirs. */
    setHooks({ sow = null, land = null, end = null } = {}) {
      for (const [name, fn] of [['sow', sow], ['land', land], ['end', end]])
        if (fn !== null && typeof fn !== 'function')
          throw new TypeError(`${name} hook must be a function or null`);
      const ptr = this._ptr;
      if (sow === null && land === null && end === null) {
        check(M._mancala_variant_set_hooks(ptr, 0, 0, 0, 0));
        this.#hooks = null;
        return;
      }
      if (trampolines === null) trampolines = makeTrampolines();
      const hooks = { sow, land, end, key: nextHookKey++ };
      hookTable.set(hooks.key, new WeakRef(hooks));
      hookCleanup.register(hooks, hooks.key);
      check(M._mancala_variant_set_hooks(ptr, sow ? trampolines.sow : 0, land ? trampolines.land : 0,
        end ? trampolines.end : 0, hooks.key));
      this.#hooks = hooks;
    }

    /** { sow, land, end }: the hooks now set, null where there is none. */
    get hooks() {
      const h = this.#hooks;
      return { sow: h ? h.sow : null, land: h ? h.land : null, end: h ? h.end : null };
    }
    get _hookSet() {
      return this.#hooks;
    }
    get _ptr() {
      if (!this.#ptr) throw freedError('Variant');
      return this.#ptr;
    }
    /** The canonical spec. */
    get spec() {
      return this.#spec;
    }
    /** The catalogue's name for these rules (presets()): "awari" for new Variant('awari') and
     * for the same rules spelt out; where no preset has them exactly, the first with them on
     * another board or another limit ("kalah" for "kalah:seeds=5"), else the canonical spec's
     * own name ("custom"). The canonical spec names only the rule families. */
    get name() {
      return presetName(this.#spec);
    }
    /** Plies after which a game of these rules ends if its rules have not (limit=, default
     * DEFAULT_LIMIT); null for limit=none, where the rules alone may never end a game. */
    get limit() {
      return specLimit(this.rules);
    }
    /** The parts of a move number of these rules (a Move); legality is not checked. */
    decodeMove(move) {
      return decodeMove(this.rules, move);
    }
    /** The move number of { house, direction, choices, seize, swap }; legality is not checked. */
    encodeMove(parts) {
      return encodeMove(this.rules, parts);
    }
    /** Every key of the canonical spec with its value, as strings. */
    get rules() {
      const body = this.#spec.slice(this.#spec.indexOf(':') + 1);
      return Object.fromEntries(body.split(',').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
    }
    get numHouses() {
      return Number(this.rules.houses);
    }
    /** The rows of the board, 2 or 4 (mancala_variant_rows(3)). */
    get rows() {
      return check(M._mancala_variant_rows(this._ptr), 'rows');
    }
    get seeds() {
      return Number(this.rules.seeds);
    }
    equals(other) {
      if (!(other instanceof Variant)) return false;
      const a = this.hooks, b = other.hooks;
      return this.#spec === other.#spec && a.sow === b.sow && a.land === b.land && a.end === b.end;
    }
    toString() {
      return this.#spec;
    }
    /** Frees the C variant now; safe to call again. Games made from it are not affected. */
    free() {
      if (this.#ptr) {
        const p = this.#ptr;
        this.#ptr = 0;
        release(this, p, M._mancala_variant_free);
      }
    }
    [DISPOSE]() {
      this.free();
    }
  }

  function asVariant(v, what) {
    if (typeof v === 'string') return { variant: new Variant(v), owned: true };
    if (v instanceof Variant) return { variant: v, owned: false };
    throw new TypeError(`${what} takes a Variant or a spec string, not ${describe(v)}`);
  }

  // -- Game ----------------------------------------------------------------------------------

  const HOOKS = 1, CHANGES = 2;

  class Game {
    #ptr = 0;
    #hooks = null;
    #busy = 0;

    /** A new game at the variant's start position; variant is a Variant or a spec string. */
    constructor(variant = 'kalah', ptr = undefined, hooks = undefined) {
      if (variant === WRAP) {
        this.#adopt(ptr, hooks);
        return;
      }
      const { variant: v, owned } = asVariant(variant, 'Game()');
      try {
        const hooks = v._hookSet;
        const p = withStack(() => {
          const out = M.stackAlloc(4);
          check(hooked(() => M._mancala_game_new(out, v._ptr)), 'Game()');
          return i32(out);
        });
        this.#adopt(p, hooks);
      } finally {
        if (owned) v.free();
      }
    }

    #adopt(ptr, hooks) {
      this.#ptr = ptr;
      this.#hooks = hooks; // the C game holds the hooks' key: keep the functions alive
      adopt(this, ptr, M._mancala_game_free);
    }

    get _ptr() {
      if (!this.#ptr) throw freedError('Game');
      return this.#ptr;
    }
    get _hookSet() {
      return this.#hooks;
    }

    // One call into the C game: a hook may read its own game, but changing (or freeing) it from
    // inside a hook would re-enter the C game in the middle of a move.
    _call(kind, fn) {
      const ptr = this._ptr;
      if (kind === CHANGES && this.#busy)
        throw new Error('mancala: Game changed from inside one of its own rule hooks');
      if (!kind) return fn(ptr);
      this.#busy++;
      try {
        return fn(ptr);
      } finally {
        this.#busy--;
      }
    }

    static fromText(position, variant = null) {
      if (variant !== null) {
        const g = new Game(variant);
        try {
          g.setText(position);
        } catch (e) {
          g.free();
          throw e;
        }
        return g;
      }
      const t = text(position, 'position text', ParseError);
      return wrapNew((out, info) => withString(t, (p) => hooked(() => M._mancala_game_from_text_info(out, p, info))),
        'Game.fromText()', null);
    }

    static fromRecord(record) {
      const t = text(record, 'record', ParseError);
      return wrapNew((out, info) => withString(t, (p) => M._mancala_game_from_record_info(out, p, info)),
        'Game.fromRecord()', null);
    }

    static fromNotation(fmt, notation, variant = null) {
      const f = notationCode(fmt);
      const t = text(notation, 'notation text', ParseError);
      let v = null, owned = false;
      if (variant !== null) ({ variant: v, owned } = asVariant(variant, 'Game.fromNotation()'));
      try {
        return wrapNew((out, info) => withString(t, (p) => M._mancala_game_from_notation_info(out, f, p, v ? v._ptr : 0, info)),
          'Game.fromNotation()', null);
      } finally {
        if (owned) v.free();
      }
    }

    // -- reading --

    get numHouses() {
      return M._mancala_game_houses(this._ptr);
    }
    /** The rows of the board, 2 or 4 (mancala_game_rows(3)). */
    get rows() {
      return check(M._mancala_game_rows(this._ptr), 'rows');
    }
    /** The pits array (a copy): South's houses, South's store, North's houses, North's store. */
    get board() {
      return this._call(0, (p) => fetchInts(M._mancala_game_board, p, 2 * M._mancala_game_houses(p) + 2));
    }
    houses(player) {
      const pl = int32(player, 'player');
      if (pl !== 0 && pl !== 1) throw new InvalidArgument(null, `houses(${player}): player must be 0 or 1`);
      const h = this.numHouses;
      return this.board.slice(pl * (h + 1), pl * (h + 1) + h);
    }
    house(player, house) {
      const pl = int32(player, 'player'), h = int32(house, 'house');
      return check(M._mancala_game_house(this._ptr, pl, h), `house(${player}, ${house})`);
    }
    store(player) {
      const pl = int32(player, 'player');
      return check(M._mancala_game_store(this._ptr, pl), `store(${player})`);
    }
    /** 0 or 1; null once the game is over. */
    get toMove() {
      const r = M._mancala_game_to_move(this._ptr);
      return r === Status.EOVER ? null : check(r);
    }
    get isOver() {
      return check(M._mancala_game_is_over(this._ptr)) !== 0;
    }
    /** 0 or 1 once over and that store holds more; null for a draw or while the game goes on. */
    get winner() {
      if (!this.isOver) return null;
      const a = this.store(0), b = this.store(1);
      return a === b ? null : a > b ? 0 : 1;
    }
    get isDraw() {
      return this.isOver && this.store(0) === this.store(1);
    }
    /** The mark of one house of player's side: Mark.OPEN, CLOSED (burnt for the round) or
     * TUZDIK (the other player's tuzdik). */
    mark(player, house) {
      const pl = int32(player, 'player'), h = int32(house, 'house');
      return check(M._mancala_game_mark(this._ptr, pl, h), `mark(${player}, ${house})`);
    }
    /** The number of the round being played, 1 for the first (rules with rounds=burn). */
    get round() {
      return check(M._mancala_game_round(this._ptr), 'round');
    }
    /** Gives the board the marks (2H values of Mark, player 0's houses first) and the round;
     * clears the history and applies the end rules, as setBoard. */
    setMarks(marks, round = 1) {
      if (!Array.isArray(marks) && !ArrayBuffer.isView(marks))
        throw new TypeError('marks must be an array of integers');
      const values = Array.from(marks, (v) => int32(v, 'mark'));
      const rd = int32(round, 'round');
      this._call(CHANGES, (p) => {
        const buf = M._malloc(Math.max(values.length, 1) * 4);
        if (!buf) throw new OutOfMemory();
        try {
          M.HEAP32.set(values, buf >> 2);
          check(hooked(() => M._mancala_game_set_marks(p, buf, values.length, rd)), 'setMarks()');
        } finally {
          M._free(buf);
        }
      });
    }
    /** The moves of the player to move, in increasing order (see play); [] once over. */
    legalMoves() {
      return this._call(HOOKS, (p) => withStack(() => {
        const countP = M.stackAlloc(4);
        const buf = M.stackAlloc(4 * MAX_MOVES);
        check(hooked(() => M._mancala_game_legal_moves(p, buf, MAX_MOVES, countP)), 'legalMoves()');
        return Array.from(M.HEAP32.subarray(buf >> 2, (buf >> 2) + u32(countP)));
      }));
    }
    /** The moves played since the start (or the last setBoard/setText), oldest first. */
    get history() {
      return this._call(0, (p) => {
        const n = withStack(() => {
          const countP = M.stackAlloc(4);
          M._mancala_game_history(p, 0, 0, countP);
          return u32(countP);
        });
        return fetchInts(M._mancala_game_history, p, n);
      });
    }
    /** 64-bit Zobrist hash of the board and the player to move, as a BigInt. */
    get hash() {
      return BigInt.asUintN(64, M._mancala_game_hash(this._ptr));
    }
    get spec() {
      return fetchText(M._mancala_game_spec, this._ptr);
    }

    // -- changing --

    /** Plays a move of legalMoves(): the house 0..H-1 where a move is a house; house + H for a
     * clockwise sowing where the rules let a move choose its way (direction=either, capture,
     * house); under pie=on the swap after those; a turn with choices (seize=any, Bao's nyumba)
     * adds each choice plus one from bit 5 on (encodeMove and decodeMove build and read them).
     * GameOver, InvalidArgument, IllegalMove, whose message gives the range of moves and the legal
     * moves now; nothing changes on error. */
    play(move) {
      const m = int32(move, 'move');
      this._call(CHANGES, (p) => checkGame(p, hooked(() => M._mancala_game_play(p, m)), `play(${move})`));
    }
    undo() {
      this._call(CHANGES, (p) => checkGame(p, M._mancala_game_undo(p), 'undo()'));
    }
    /** Sets the position (pits as in board) with toMove to move; clears the history. */
    setBoard(pits, toMove = 0) {
      if (!Array.isArray(pits) && !ArrayBuffer.isView(pits))
        throw new TypeError('pits must be an array of integers');
      const values = Array.from(pits, (v) => int32(v, 'pit'));
      const tm = int32(toMove, 'toMove');
      this._call(CHANGES, (p) => {
        const buf = M._malloc(Math.max(values.length, 1) * 4);
        if (!buf) throw new OutOfMemory();
        try {
          M.HEAP32.set(values, buf >> 2);
          checkGame(p, hooked(() => M._mancala_game_set_board(p, buf, values.length, tm)), 'setBoard()');
        } finally {
          M._free(buf);
        }
      });
    }
    /** "SPEC P0HOUSES/P0STORE P1HOUSES/P1STORE PLAYER". */
    toText() {
      return fetchText(M._mancala_game_to_text, this._ptr);
    }
    setText(position) {
      const t = text(position, 'position text', ParseError);
      this._call(CHANGES, (p) => withString(t, (s) => checkGame(p, hooked(() => M._mancala_game_set_text(p, s)), 'setText()')));
    }
    /** An independent game with the same rules, hooks, position and history. */
    copy() {
      const hooks = this.#hooks;
      return this._call(0, (p) => wrapNew((out) => M._mancala_game_clone(p, out), 'copy()', hooks));
    }
    clone() {
      return this.copy();
    }

    // -- traces, results, records --

    /** What play(move) would do, step by step, without doing it: [{ kind, pit, count, to }]. */
    trace(move) {
      const m = int32(move, 'move');
      return this._call(HOOKS, (p) => {
        let cap = 0, buf = 0;
        try {
          for (;;) {
            const r = withStack(() => {
              const countP = M.stackAlloc(4);
              const st = hooked(() => M._mancala_game_trace(p, m, buf, cap, countP));
              return { st, n: u32(countP) };
            });
            if (r.st === Status.ERANGE) {
              M._free(buf);
              buf = M._malloc(Math.max(r.n, 1) * 16);
              if (!buf) throw new OutOfMemory();
              cap = r.n;
              continue;
            }
            check(r.st, `trace(${move})`);
            if (!buf) return [];
            const ev = M.HEAP32.subarray(buf >> 2, (buf >> 2) + 4 * r.n);
            const out = [];
            for (let i = 0; i < r.n; i++)
              out.push(Object.freeze({ kind: ev[4 * i], name: EVENT_NAMES.get(ev[4 * i]) ?? null,
                pit: ev[4 * i + 1], count: ev[4 * i + 2], to: ev[4 * i + 3] }));
            return out;
          }
        } finally {
          M._free(buf);
        }
      });
    }
    /** null while the game goes on; once over { winner (0, 1 or null for a draw), reason }. */
    get result() {
      return this._call(HOOKS, (p) => {
        if (!check(M._mancala_game_is_over(p))) return null;
        return withStack(() => {
          const w = M.stackAlloc(4), r = M.stackAlloc(4);
          check(hooked(() => M._mancala_game_result(p, w, r)), 'result');
          return Object.freeze({ winner: i32(w) >= 0 ? i32(w) : null, reason: i32(r) });
        });
      });
    }
    /** The game as a record: its rules, first position and every move (no hooks). */
    toRecord() {
      return fetchText(M._mancala_game_to_record, this._ptr);
    }
    /** Positions exactly depth plies ahead, as a Number. */
    perft(depth) {
      const d = int32(depth, 'depth');
      if (d < 0) throw new InvalidArgument(null, `perft(${depth}): depth must be 0..2**31-1`);
      return this._call(HOOKS, (p) => withStack(() => {
        const out = M.stackAlloc(8);
        check(hooked(() => M._mancala_game_perft(p, d, out)), 'perft()');
        return Number(u64(out));
      }));
    }
    /** A move chosen by a fresh Search: at level (1..10) and/or within timeMs; neither: 1 s. */
    bestMove({ level = null, timeMs = null, seed = null } = {}) {
      if (level === null && timeMs === null) timeMs = BEST_MOVE_DEFAULT_MS;
      const s = new Search({ memory: BEST_MOVE_MEMORY });
      try {
        if (timeMs !== null) s.setLimits({ timeMs });
        if (level !== null) s.setLevel(level, seed === null ? randomSeed() : seed);
        return s.run(this).move;
      } finally {
        s.free();
      }
    }

    // -- notations --

    toNotation(fmt) {
      const f = notationCode(fmt);
      return fetchText((g, b, c, n) => M._mancala_game_to_notation(g, f, b, c, n), this._ptr);
    }
    moveToNotation(fmt, move) {
      const f = notationCode(fmt), m = int32(move, 'move');
      return fetchText((g, b, c, n) => M._mancala_game_move_to_notation(g, f, m, b, c, n), this._ptr);
    }
    moveFromNotation(fmt, moveText) {
      const f = notationCode(fmt);
      const t = text(moveText, 'move text', ParseError);
      return withStack(() => {
        const out = M.stackAlloc(4);
        const st = withString(t, (s) => M._mancala_game_move_from_notation(this._ptr, f, s, out));
        let detail = `moveFromNotation(${JSON.stringify(t)})`;
        const hint = st === Status.EPARSE && fmt === 'text' ? moveTextHint(specRules(this.spec), t) : null;
        if (hint) detail += `: ${hint}`;
        check(st, detail);
        return i32(out);
      });
    }

    // -- length limit and moves as structures (issue 55) --

    /** Plies after which this game ends if its rules have not (see Variant.limit), counted
     * from the start or the last setBoard/setText as history counts them; null: no limit. */
    get limit() {
      return specLimit(specRules(this.spec));
    }
    /** The parts of a move number of this game's rules: String(g.decodeMove(m)) is m's name in
     * the notation "text". */
    decodeMove(move) {
      return decodeMove(specRules(this.spec), move);
    }
    /** The move number of { house, direction, choices, seize, swap } (see Variant.encodeMove). */
    encodeMove(parts) {
      return encodeMove(specRules(this.spec), parts);
    }

    // -- protocols --

    /** Same rules, board and player to move (history ignored). */
    equals(other) {
      return other instanceof Game && this.toText() === other.toText();
    }
    /** The board drawn from South's side; four rows: North's outer and inner rows on top,
     * South's inner and outer rows below, each house in the column of the houses facing it. */
    toString() {
      const pits = this.board;
      const h = pits.length / 2 - 1;
      const width = Math.max(2, String(Math.max(...pits)).length);
      if (this.rows === 4) return [...drawFourRows(pits, width), this.#statusLine()].join('\n');
      const num = (n) => String(n).padStart(width);
      const pad = ' '.repeat(width + 3);
      const idx = (order) => order.map((i) => ` ${num(i)} `).join('');
      const range = [...Array(h).keys()];
      const rows = [
        pad + idx([...range].reverse()) + '  North (1)',
        pad + pits.slice(h + 1, 2 * h + 1).reverse().map((n) => `(${num(n)})`).join(''),
        `[${num(pits[2 * h + 1])}]` + ' '.repeat((width + 2) * h + 2) + `[${num(pits[h])}]`,
        pad + pits.slice(0, h).map((n) => `(${num(n)})`).join(''),
        pad + idx(range) + '  South (0)',
      ];
      rows.push(this.#statusLine());
      return rows.join('\n');
    }
    #statusLine() {
      if (this.isOver) {
        const w = this.winner;
        return 'game over: ' + (w === null ? 'draw' : `${['South', 'North'][w]} wins`);
      }
      return `${['South (0)', 'North (1)'][this.toMove]} to move`;
    }
    /** Frees the C game now; safe to call again. */
    free() {
      if (this.#ptr) {
        if (this.#busy) throw new Error('mancala: Game freed from inside one of its own rule hooks');
        const p = this.#ptr;
        this.#ptr = 0;
        release(this, p, M._mancala_game_free);
      }
    }
    [DISPOSE]() {
      this.free();
    }
  }

  // Makes a Game around the handle fn writes to out (a game made by the library itself).
  // fn(out, info): info is a mancala_error_info that the *_info readers fill.
  function wrapNew(fn, detail, hooks) {
    const ptr = withStack(() => {
      const out = M.stackAlloc(4);
      const info = newInfo();
      const st = fn(out, info);
      check(st, detail, st < 0 ? whereOf(info) : null);
      return i32(out);
    });
    return new Game(WRAP, ptr, hooks);
  }

  // -- Database ------------------------------------------------------------------------------

  class Database {
    #ptr = 0;
    #seeds = 0;
    #spec = '';
    #users = new Set(); // WeakRefs to the searches it is set on: detached when it is freed

    constructor(token, ptr) {
      if (token !== WRAP) throw new TypeError('use Database.build(variant, seeds)');
      this.#ptr = ptr;
      adopt(this, ptr, M._mancala_db_free);
      this.#seeds = check(M._mancala_db_seeds(ptr));
      this.#spec = fetchText(M._mancala_db_spec, ptr);
    }

    /** The endgame database of variant's rules for up to seeds seeds in the houses. The build
     * has no threads in WebAssembly (threads is accepted and checked, as in C). */
    static build(variant, seeds, threads = 1) {
      const n = int32(seeds, 'seeds'), t = int32(threads, 'threads');
      const { variant: v, owned } = asVariant(variant, 'Database.build()');
      try {
        const ptr = withStack(() => {
          const out = M.stackAlloc(4);
          check(M._mancala_db_build(out, v._ptr, n, t), `Database.build(${JSON.stringify(v.spec)}, ${seeds})`);
          return i32(out);
        });
        return new Database(WRAP, ptr);
      } finally {
        if (owned) v.free();
      }
    }
    get _ptr() {
      if (!this.#ptr) throw freedError('Database');
      return this.#ptr;
    }
    _use(search, on) {
      for (const ref of this.#users) if (!ref.deref() || ref.deref() === search) this.#users.delete(ref);
      if (on) this.#users.add(new WeakRef(search));
    }
    get seeds() {
      return this.#seeds;
    }
    get spec() {
      return this.#spec;
    }
    /** The exact score of game's position, from the view of the player to move. */
    probe(game) {
      if (!(game instanceof Game)) throw new TypeError(`probe() takes a Game, not ${describe(game)}`);
      return withStack(() => {
        const out = M.stackAlloc(4);
        check(M._mancala_db_probe(this._ptr, game._ptr, out), 'Database.probe()');
        return i32(out);
      });
    }
    free() {
      if (this.#ptr) {
        // No search keeps a dangling pointer (a search collected meanwhile freed its own).
        for (const ref of [...this.#users]) {
          const s = ref.deref();
          if (s && s.database === this) s.database = null;
          if (s && s.guide === this) s.guide = null;
        }
        const p = this.#ptr;
        this.#ptr = 0;
        release(this, p, M._mancala_db_free);
      }
    }
    [DISPOSE]() {
      this.free();
    }
  }

  // -- Search --------------------------------------------------------------------------------

  const progressTargets = new Map(); // search handle -> WeakRef(Search) with onProgress set
  let progressTrampoline = 0;

  class Search {
    #ptr = 0;
    #limits = Object.freeze({ depth: 0, nodes: 0, timeMs: 0 });
    #level = 0;
    #seed = 1n;
    #memory = 64;
    #threads = 1;
    #db = null;
    #guide = null;
    #dataDir = null;
    #result = null;
    #onProgress = null;
    #progressExc = null;
    #softTimeMs = 0;
    #running = false;

    /** The engine. Options: depth, nodes, timeMs, level, seed, memory (MiB), threads, database. */
    constructor({ depth = 0, nodes = 0, timeMs = 0, level = 0, seed = 1, memory = 64, threads = 1,
      database = null } = {}) {
      const ptr = withStack(() => {
        const out = M.stackAlloc(4);
        check(M._mancala_search_new(out), 'Search()');
        return i32(out);
      });
      this.#ptr = ptr;
      adopt(this, ptr, M._mancala_search_free);
      try {
        if (depth !== 0 || nodes !== 0 || timeMs !== 0) this.setLimits({ depth, nodes, timeMs });
        if (level !== 0 || seed !== 1) this.setLevel(level, seed);
        if (memory !== 64) this.memory = memory;
        if (threads !== 1) this.threads = threads;
        if (database !== null) this.database = database;
      } catch (e) {
        this.free();
        throw e;
      }
    }
    get _ptr() {
      if (!this.#ptr) throw freedError('Search');
      return this.#ptr;
    }
    // The C search is in use until run() returns: an onProgress function or a rule hook may
    // read it or cancel() it, but not free it or change what it points at.
    #idle(what) {
      if (this.#running) throw new Error(`mancala: Search ${what} from inside its own run`);
      return this._ptr;
    }

    /** Limits of the following runs (0: none): depth in plies, nodes, timeMs. */
    setLimits({ depth = 0, nodes = 0, timeMs = 0 } = {}) {
      const d = int32(depth, 'depth'), n = uint64(nodes, 'nodes'), t = int64(timeMs, 'timeMs');
      check(M._mancala_search_set_limits(this._ptr, d, n, t),
        `setLimits({ depth: ${depth}, nodes: ${nodes}, timeMs: ${timeMs} })`);
      this.#limits = Object.freeze({ depth: d, nodes: Number(n), timeMs: Number(t) });
    }
    get limits() {
      return this.#limits;
    }
    /** The playing level: 0 or 10 full strength, 1..9 weaker; seed makes its draws repeatable. */
    setLevel(level, seed = 1) {
      const lv = int32(level, 'level');
      const sd = BigInt.asUintN(64, bigint(seed, 'seed'));
      check(M._mancala_search_set_level(this._ptr, lv, sd), `setLevel(${level})`);
      this.#level = lv;
      this.#seed = sd;
    }
    get level() {
      return this.#level;
    }
    get seed() {
      return this.#seed;
    }
    /** The table size in MiB (64 by default). */
    get memory() {
      return this.#memory;
    }
    set memory(mb) {
      if (typeof mb !== 'number' || !Number.isInteger(mb)) throw new TypeError('memory must be an integer');
      if (mb < 0) throw new InvalidArgument(null, `memory must be at least 1 (MiB), not ${mb}`);
      const v = Math.min(mb, 0xffffffff); // size_t is 32 bits here
      check(M._mancala_search_set_memory(this.#idle('memory changed'), v), `memory = ${mb}`);
      this.#memory = v;
    }
    /** Accepted and checked (1..64); WebAssembly builds search on the calling thread alone. */
    get threads() {
      return this.#threads;
    }
    set threads(n) {
      const t = int32(n, 'threads');
      check(M._mancala_search_set_threads(this._ptr, t), `threads = ${n}`);
      this.#threads = t;
    }
    get database() {
      return this.#db;
    }
    set database(db) {
      if (db !== null && !(db instanceof Database))
        throw new TypeError(`database must be a Database or null, not ${describe(db)}`);
      check(M._mancala_search_set_db(this.#idle('database changed'), db === null ? 0 : db._ptr));
      if (this.#db && this.#db !== this.#guide) this.#db._use(this, false);
      this.#db = db;
      if (db) db._use(this, true);
    }
    /** A database of related rules whose values a run at full strength takes as estimates
     * (mancala_search_set_guide(3)): for Oware, Database.build('oware:majority=play,cycle=split',
     * 12) made in memory; or null. */
    get guide() {
      return this.#guide;
    }
    set guide(db) {
      if (db !== null && !(db instanceof Database))
        throw new TypeError(`guide must be a Database or null, not ${describe(db)}`);
      check(M._mancala_search_set_guide(this.#idle('guide changed'), db === null ? 0 : db._ptr), 'guide');
      if (this.#guide && this.#guide !== this.#db) this.#guide._use(this, false);
      this.#guide = db;
      if (db) db._use(this, true);
    }
    /** Where the data that ships with the C library is looked for (mancala_search_set_data_dir(3)):
     * a directory, '' for none, null for the default. This WebAssembly build has no file system
     * and ships no data, so no directory has any: set a guide instead. */
    get dataDir() {
      return this.#dataDir;
    }
    set dataDir(dir) {
      if (dir !== null && typeof dir !== 'string')
        throw new TypeError(`dataDir must be a string or null, not ${describe(dir)}`);
      const ptr = this.#idle('data directory changed');
      if (dir === null) check(M._mancala_search_set_data_dir(ptr, 0), 'dataDir = null');
      else withString(dir, (p) => check(M._mancala_search_set_data_dir(ptr, p), 'dataDir'));
      this.#dataDir = dir;
    }
    /** Soft time limit in ms (0: none): no new iteration starts once it has passed. */
    get softTimeMs() {
      return this.#softTimeMs;
    }
    set softTimeMs(ms) {
      const t = int64(ms, 'softTimeMs');
      check(M._mancala_search_set_soft_time(this._ptr, t), `softTimeMs = ${ms}`);
      this.#softTimeMs = Number(t);
    }
    /** A function given a SearchResult after each finished iteration, or null. An exception it
     * throws cancels the search and is thrown by run(), solve() or analyse(). */
    get onProgress() {
      return this.#onProgress;
    }
    set onProgress(fn) {
      if (fn !== null && typeof fn !== 'function')
        throw new TypeError(`onProgress takes a function or null, not ${describe(fn)}`);
      const ptr = this._ptr;
      if (fn !== null && !progressTrampoline) {
        progressTrampoline = M.addFunction((s, _depth, _score, _exact, _nodes, _ud) => {
          const search = progressTargets.get(s)?.deref();
          if (search) search._progress();
        }, 'viiiiji');
      }
      check(M._mancala_search_set_progress(ptr, fn === null ? 0 : progressTrampoline, 0), 'onProgress');
      if (fn === null) progressTargets.delete(ptr);
      else progressTargets.set(ptr, new WeakRef(this));
      this.#onProgress = fn;
    }
    _progress() {
      if (this.#progressExc !== null || this.#onProgress === null) return;
      try {
        this.#onProgress(this.#fetchResult());
      } catch (e) {
        this.#progressExc = e;
        M._mancala_search_cancel(this.#ptr);
      }
    }
    /** Asks the search under way (from an onProgress function) to stop. */
    cancel() {
      check(M._mancala_search_cancel(this._ptr), 'cancel()');
    }
    /** The result of the last successful run, solve or analysis; null before the first. */
    get result() {
      return this.#result;
    }

    /** The best move within the limits, or a move at the level: a SearchResult. */
    run(game) {
      return this.#search((s, g) => M._mancala_search_run(s, g), game, 'run()');
    }
    /** The exact value of game's position and a move that achieves it. */
    solve(game) {
      return this.#search((s, g) => M._mancala_search_solve(s, g), game, 'solve()');
    }
    /** The value of every legal move: [{ move, score, exact }] in increasing house order. */
    analyse(game) {
      return withStack(() => {
        const moves = M.stackAlloc(4 * MAX_SLOTS), scores = M.stackAlloc(4 * MAX_SLOTS);
        const exact = M.stackAlloc(4 * MAX_SLOTS), countP = M.stackAlloc(4);
        this.#search((s, g) => M._mancala_search_analyse(s, g, moves, scores, exact, MAX_SLOTS, countP),
          game, 'analyse()');
        const out = [];
        for (let i = 0; i < u32(countP); i++)
          out.push(Object.freeze({ move: i32(moves + 4 * i), score: i32(scores + 4 * i), exact: i32(exact + 4 * i) !== 0 }));
        return out;
      });
    }
    #search(fn, game, what) {
      if (!(game instanceof Game)) throw new TypeError(`${what} takes a Game, not ${describe(game)}`);
      const sp = this.#idle('run');
      return game._call(HOOKS, (gp) => {
        this.#progressExc = null;
        this.#running = true;
        try {
          check(hooked(() => fn(sp, gp)), what);
        } finally {
          this.#running = false;
        }
        const exc = this.#progressExc;
        this.#progressExc = null;
        if (exc !== null) throw exc;
        this.#result = this.#fetchResult();
        return this.#result;
      });
    }
    #fetchResult() {
      const r = withStack(() => {
        const move = M.stackAlloc(4), score = M.stackAlloc(4), exact = M.stackAlloc(4);
        const depth = M.stackAlloc(4), nodes = M.stackAlloc(8);
        check(M._mancala_search_result(this.#ptr, move, score, exact, depth, nodes));
        return { move: i32(move), score: i32(score), exact: i32(exact) !== 0, depth: i32(depth), nodes: Number(u64(nodes)) };
      });
      r.pv = Object.freeze(fetchInts(M._mancala_search_pv, this.#ptr, PV_CAP));
      return Object.freeze(r);
    }
    free() {
      if (this.#ptr) {
        this.#idle('freed');
        if (this.#db) this.#db._use(this, false);
        if (this.#guide) this.#guide._use(this, false);
        this.#db = null;
        this.#guide = null;
        progressTargets.delete(this.#ptr);
        const p = this.#ptr;
        this.#ptr = 0;
        release(this, p, M._mancala_search_free);
      }
    }
    [DISPOSE]() {
      this.free();
    }
  }

  const api = {
    Variant, Game, Search, Database,
    Status, LandAction, EndAction, EventKind, ResultReason, Notation,
    Mark, SowAction, Layout, ObsPart, IllegalMode, OpponentKind, Move, DEFAULT_LIMIT, presets,
    MancalaError, InvalidArgument, OutOfMemory, SpecError, LimitError, IllegalMove, GameOver,
    NoHistory, BufferTooSmall, BoardError, ParseError, HookError, FileError, FormatError, RulesError,
    Canceled, errorFor,
    /** The library's message for a status code (mancala_strerror). */
    strerror: (code) => M.UTF8ToString(M._mancala_strerror(int32(code, 'code'))),
    maxHouses: () => M._mancala_max_houses(),
    maxSeeds: () => M._mancala_max_seeds(),
    maxSowings: () => M._mancala_max_sowings(),
    maxMoves: () => M._mancala_max_moves(),
    MAX_HOUSES: M._mancala_max_houses(),
    MAX_MOVES: M._mancala_max_moves(),
    MAX_SEEDS: M._mancala_max_seeds(),
    MAX_SOWINGS: M._mancala_max_sowings(),
    LIBRARY_VERSION: M.UTF8ToString(M._mancala_version_string()),
    LIBRARY_VERSION_HEX: M._mancala_version() >>> 0,
    ABI_VERSION: M._mancala_abi_version(),
    /** Handles not yet freed (by free() or the garbage collector): for leak tests. */
    liveHandles: () => live,
  };
  return Object.freeze(api);
}
