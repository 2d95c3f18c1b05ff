// SPDX-License-Identifier: MIT
// TypeScript typings of libmancala's JavaScript binding (index.js): the API that init() resolves to.

/** The C status codes (enum mancala_status); values never change. */
export declare const Status: Readonly<{
  OK: 0; EINVAL: -1; ENOMEM: -2; ESPEC: -3; ELIMIT: -4; EILLEGAL: -5; EOVER: -6; ENOHISTORY: -7;
  ERANGE: -8; EBOARD: -9; EPARSE: -10; EHOOK: -11; EIO: -12; EFORMAT: -13; ERULES: -14;
  ECANCELED: -15;
}>;
/** What a land hook returns (enum mancala_land_action). */
export declare const LandAction: Readonly<{ DEFAULT: 0; END: 1; EXTRA: 2; RELAY: 3 }>;
/** What an end hook returns (enum mancala_end_action). */
export declare const EndAction: Readonly<{ DEFAULT: 0; CONTINUE: 1; OVER: 2 }>;
/** The kind of a step of a move trace (enum mancala_event_kind). */
export declare const EventKind: Readonly<{
  PICKUP: 1; SOW: 2; SKIP: 3; CAPTURE: 4; SWEEP: 5; EXTRA: 6; SET: 7; END: 8;
  ROUND: 9; REFILL: 10; CLOSE: 11; OPEN: 12; TUZDIK: 13; SWAP: 14; PASS: 15;
}>;
/** Why a game ended (enum mancala_result_reason). */
export declare const ResultReason: Readonly<{
  MAJORITY: 1; EMPTY_ROW: 2; NO_MOVE: 3; REPETITION: 4; HOOK: 5; LIMIT: 6;
}>;
/** Outside notations (enum mancala_notation); methods take the lower-case names. */
export declare const Notation: Readonly<{ PLAYSTRATEGY: 1; KGP: 2; OPENSPIEL: 3; TEXT: 4 }>;
export type NotationName = 'playstrategy' | 'kgp' | 'openspiel' | 'text';
/** The mark of a house beyond its seeds (enum mancala_mark). */
export declare const Mark: Readonly<{ OPEN: 0; CLOSED: 1; TUZDIK: 2 }>;
/** What a rule hook v2 for sowing returns (enum mancala_sow_action). */
export declare const SowAction: Readonly<{ ILLEGAL: 0; LEGAL: 1; ORIGIN: 2 }>;
/** Observation layouts of a batch (enum mancala_layout). */
export declare const Layout: Readonly<{ PLANES: 0; OPENSPIEL: 1 }>;
/** The parts of the PLANES layout, in order (enum mancala_obs_part). */
export declare const ObsPart: Readonly<{
  SEEDS: 0; CLOSED: 1; TUZDIK: 2; PENDING: 3; FRESH: 4; ROUND: 5; LOST: 6;
}>;
/** What a batch's step does with an illegal action (enum mancala_illegal_mode). */
export declare const IllegalMode: Readonly<{ ERROR: 0; PENALTY: 1 }>;
/** Opponents that move inside a batch's step (enum mancala_opponent_kind). */
export declare const OpponentKind: Readonly<{ NONE: 0; RANDOM: 1; LEVEL: 2 }>;
/** The length limit of rules whose spec sets none (limit=, mancala-spec(7)): 2500 plies. */
export declare const DEFAULT_LIMIT: number;

/** A move as its parts (Game.decodeMove); String(move) is its name in the notation "text"
 * ("5", "0ccw", "29x0", "7ccwx1", "swap"). */
export declare class Move {
  constructor(house: number | null, direction?: 'ccw' | 'cw' | null, choices?: readonly number[],
    swap?: boolean);
  /** The house the turn starts from, 0..H-1 in the mover's sowing order; null for a swap. */
  readonly house: number | null;
  /** "ccw" or "cw" where the rules let a move choose its way, else null (the rules fix it). */
  readonly direction: 'ccw' | 'cw' | null;
  /** The turn's later choices: seize=any the opponent's house seized; Bao's nyumba 0 stop, 1 go on. */
  readonly choices: readonly number[];
  /** The pie rule's swap (pie=on). */
  readonly swap: boolean;
  /** The first choice (the house seized under seize=any), or null. */
  readonly seized: number | null;
  toString(): string;
}
/** A move given by its parts, for encodeMove: direction is needed where the rules let a move
 * choose it; seize is the opponent's house seized (seize=any), put before choices. */
export interface MoveParts {
  house?: number | null;
  direction?: 'ccw' | 'cw' | null;
  choices?: readonly number[];
  seize?: number | null;
  swap?: boolean;
}
/** A named rule set of the catalogue (presets()). */
export interface Preset {
  readonly name: string;
  readonly description: string;
}

/** Where the library found an error (mancala_error_info(3)). */
export interface ErrorWhere {
  /** What is wrong and where, e.g. 'unknown key "seed" at offset 6 in "oware:seed=5"; did you mean "seeds"?'. */
  readonly message: string;
  /** Bytes from the start of the text read to the fault, or null. */
  readonly offset: number | null;
  /** The line of a record (1 header, 2 position, 3 moves), or null. */
  readonly line: number | null;
  /** The place of the move refused in a record or move list (1 for the first), or null. */
  readonly move: number | null;
  /** What the fault is in ("key", "seeds", "houses of player 0", "move"...), or null. */
  readonly field: string | null;
}

/** A libmancala call failed. */
export declare class MancalaError extends Error {
  constructor(errno?: number | null, detail?: string | null, where?: ErrorWhere | null);
  /** The C constant's name, e.g. "MANCALA_EILLEGAL" (as Node's "ENOENT"). */
  readonly code: string;
  /** The C status, a negative number (as Node's errno). */
  readonly errno: number;
  /** The same as errno. */
  readonly status: number;
  /** The library's own text for the status (mancala_strerror). */
  readonly strerror: string;
  /** What the binding was doing, or null. */
  readonly detail: string | null;
  /** Where the library found the error, or null; its message ends the error's message. */
  readonly where: ErrorWhere | null;
  /** where's numbers and field, null where it has none. */
  readonly offset: number | null;
  readonly line: number | null;
  readonly move: number | null;
  readonly field: string | null;
  static readonly defaultErrno: number | undefined;
}
export declare class InvalidArgument extends MancalaError {}
export declare class OutOfMemory extends MancalaError {}
export declare class SpecError extends MancalaError {}
export declare class LimitError extends MancalaError {}
export declare class IllegalMove extends MancalaError {}
export declare class GameOver extends MancalaError {}
export declare class NoHistory extends MancalaError {}
export declare class BufferTooSmall extends MancalaError {}
export declare class BoardError extends MancalaError {}
export declare class ParseError extends MancalaError {}
export declare class HookError extends MancalaError {}
export declare class FileError extends MancalaError {}
export declare class FormatError extends MancalaError {}
export declare class RulesError extends MancalaError {}
/** MANCALA_ECANCELED: a progress function cancelled the work (ABI 0.6). */
export declare class Canceled extends MancalaError {}
/** The exception for a negative status (MancalaError for an unknown one). */
export declare function errorFor(errno: number, detail?: string | null, where?: ErrorWhere | null): MancalaError;

/** sow(pits, houses, player, house): may the mover sow this house? pits is frozen. */
export type SowHook = (pits: readonly number[], houses: number, player: number, house: number) => boolean;
/** land(pits, houses, player, pit, before): pits may be changed (seeds kept, none negative). */
export type LandHook = (pits: number[], houses: number, player: number, pit: number,
  before: number) => number | void;
/** end(pits, houses, toMove): pits may be changed likewise. */
export type EndHook = (pits: number[], houses: number, toMove: number) => number | void;
export interface Hooks {
  sow?: SowHook | null;
  land?: LandHook | null;
  end?: EndHook | null;
}

/** One step of a move trace; pits are indices of Game.board; unused count 0, to -1. */
export interface Event {
  readonly kind: number;
  /** The kind's name, a key of EventKind ("PICKUP", "SOW"...). */
  readonly name: string | null;
  readonly pit: number;
  readonly count: number;
  readonly to: number;
}
/** Who won a finished game (null: a draw) and why (a ResultReason). */
export interface Result {
  readonly winner: 0 | 1 | null;
  readonly reason: number;
}
/** What a run, solve or analysis found. */
export interface SearchResult {
  readonly move: number;
  readonly score: number;
  readonly exact: boolean;
  readonly depth: number;
  readonly nodes: number;
  readonly pv: readonly number[];
}
export interface MoveValue {
  readonly move: number;
  readonly score: number;
  readonly exact: boolean;
}

/** Something that owns a C handle: free() releases it now (again is a no-op), as does `using`. */
interface Owned {
  free(): void;
  [Symbol.dispose](): void;
}

/** Rules parsed from a spec string, optionally with rule hooks in JavaScript. */
declare class Variant implements Owned {
  constructor(spec?: string);
  static custom(spec: string, hooks?: Hooks): Variant;
  setHooks(hooks?: Hooks): void;
  readonly hooks: { sow: SowHook | null; land: LandHook | null; end: EndHook | null };
  /** The canonical spec: its name is a rule family's (kalah, oware, hus, bao...) or custom. */
  readonly spec: string;
  /** The catalogue's name for these rules ("awari", "bao-la-kujifunza"...), else the spec's own. */
  readonly name: string;
  readonly rules: Record<string, string>;
  /** Plies after which a game ends if its rules have not (limit=); null for limit=none. */
  readonly limit: number | null;
  /** The parts of a move number of these rules; legality is not checked. */
  decodeMove(move: number): Move;
  /** The move number of a move given by its parts; legality is not checked. */
  encodeMove(parts: MoveParts): number;
  readonly numHouses: number;
  /** The rows of the board, 2 or 4 (mancala_variant_rows(3)). */
  readonly rows: 2 | 4;
  readonly seeds: number;
  equals(other: unknown): boolean;
  toString(): string;
  free(): void;
  [Symbol.dispose](): void;
}

/** A position, its history and the rules it is played by. */
declare class Game implements Owned {
  constructor(variant?: Variant | string);
  static fromText(position: string, variant?: Variant | string | null): Game;
  static fromRecord(record: string): Game;
  static fromNotation(fmt: NotationName, text: string, variant?: Variant | string | null): Game;
  readonly numHouses: number;
  /** The rows of the board, 2 or 4 (mancala_game_rows(3)). */
  readonly rows: 2 | 4;
  /** South's houses, South's store, North's houses, North's store (a copy). */
  readonly board: number[];
  houses(player: 0 | 1): number[];
  house(player: 0 | 1, house: number): number;
  /** The mark of a house: a value of Mark. */
  mark(player: 0 | 1, house: number): number;
  /** The round being played, 1 for the first (rounds=burn). */
  readonly round: number;
  /** Gives the board marks (2H values of Mark) and the round; clears the history. */
  setMarks(marks: ArrayLike<number>, round?: number): void;
  store(player: 0 | 1): number;
  /** 0 or 1; null once over. */
  readonly toMove: 0 | 1 | null;
  readonly isOver: boolean;
  readonly winner: 0 | 1 | null;
  readonly isDraw: boolean;
  /** The moves of the player to move: houses, or whole turns where a turn holds choices
   * (seize=any: the house, then the seized house plus one from bit 5; mancala-spec(7)). */
  legalMoves(): number[];
  readonly history: number[];
  readonly hash: bigint;
  readonly spec: string;
  /** Plies after which this game ends if its rules have not (limit=); null for limit=none. */
  readonly limit: number | null;
  /** The parts of a move number: String(g.decodeMove(m)) is m's name in the notation "text". */
  decodeMove(move: number): Move;
  /** The move number of a move given by its parts. */
  encodeMove(parts: MoveParts): number;
  /** A move of legalMoves(): the house, + H for clockwise where the rules let a move choose its
   * way, the swap after those (pie=on), each later choice plus one from bit 5 (see decodeMove). */
  play(move: number): void;
  undo(): void;
  setBoard(pits: ArrayLike<number>, toMove?: 0 | 1): void;
  toText(): string;
  setText(position: string): void;
  copy(): Game;
  clone(): Game;
  trace(move: number): Event[];
  readonly result: Result | null;
  toRecord(): string;
  perft(depth: number): number;
  bestMove(options?: { level?: number | null; timeMs?: number | null; seed?: number | bigint | null }): number;
  toNotation(fmt: NotationName): string;
  moveToNotation(fmt: NotationName, move: number): string;
  moveFromNotation(fmt: NotationName, text: string): number;
  equals(other: unknown): boolean;
  toString(): string;
  free(): void;
  [Symbol.dispose](): void;
}

/** An endgame database (no files in WebAssembly: built in memory). */
declare class Database implements Owned {
  private constructor();
  static build(variant: Variant | string, seeds: number, threads?: number): Database;
  readonly seeds: number;
  readonly spec: string;
  probe(game: Game): number;
  /** Also unsets it from every Search it is set on. */
  free(): void;
  [Symbol.dispose](): void;
}

export interface SearchOptions {
  depth?: number;
  nodes?: number | bigint;
  timeMs?: number | bigint;
  level?: number;
  seed?: number | bigint;
  memory?: number;
  threads?: number;
  database?: Database | null;
}

/** The engine: iterative-deepening alpha-beta with a table; levels 1..9 play weaker. */
declare class Search implements Owned {
  constructor(options?: SearchOptions);
  setLimits(limits?: { depth?: number; nodes?: number | bigint; timeMs?: number | bigint }): void;
  readonly limits: { readonly depth: number; readonly nodes: number; readonly timeMs: number };
  setLevel(level: number, seed?: number | bigint): void;
  readonly level: number;
  readonly seed: bigint;
  memory: number;
  threads: number;
  database: Database | null;
  /** A database of related rules whose values a full-strength run takes as estimates (Oware's:
   * the "oware:majority=play,cycle=split" database, built in memory), or null. */
  guide: Database | null;
  /** The C library's data directory (mancala_search_set_data_dir(3)); this build has no file
   * system and ships no data. */
  dataDir: string | null;
  softTimeMs: number;
  onProgress: ((result: SearchResult) => void) | null;
  cancel(): void;
  readonly result: SearchResult | null;
  run(game: Game): SearchResult;
  solve(game: Game): SearchResult;
  analyse(game: Game): MoveValue[];
  free(): void;
  [Symbol.dispose](): void;
}

/** What init() resolves to: the library bound to one WebAssembly instance. */
export interface Mancala {
  readonly Variant: typeof Variant;
  readonly Game: typeof Game;
  readonly Search: typeof Search;
  readonly Database: typeof Database;
  readonly Status: typeof Status;
  readonly LandAction: typeof LandAction;
  readonly EndAction: typeof EndAction;
  readonly EventKind: typeof EventKind;
  readonly ResultReason: typeof ResultReason;
  readonly Notation: typeof Notation;
  readonly Mark: typeof Mark;
  readonly SowAction: typeof SowAction;
  readonly Layout: typeof Layout;
  readonly ObsPart: typeof ObsPart;
  readonly IllegalMode: typeof IllegalMode;
  readonly OpponentKind: typeof OpponentKind;
  readonly Move: typeof Move;
  readonly DEFAULT_LIMIT: number;
  /** The named rule sets of the catalogue, for a game picker (mancala_preset_info(3)). */
  presets(): Preset[];
  readonly MancalaError: typeof MancalaError;
  readonly InvalidArgument: typeof InvalidArgument;
  readonly OutOfMemory: typeof OutOfMemory;
  readonly SpecError: typeof SpecError;
  readonly LimitError: typeof LimitError;
  readonly IllegalMove: typeof IllegalMove;
  readonly GameOver: typeof GameOver;
  readonly NoHistory: typeof NoHistory;
  readonly BufferTooSmall: typeof BufferTooSmall;
  readonly BoardError: typeof BoardError;
  readonly ParseError: typeof ParseError;
  readonly HookError: typeof HookError;
  readonly FileError: typeof FileError;
  readonly FormatError: typeof FormatError;
  readonly RulesError: typeof RulesError;
  readonly Canceled: typeof Canceled;
  readonly errorFor: typeof errorFor;
  strerror(code: number): string;
  maxHouses(): number;
  maxSeeds(): number;
  maxSowings(): number;
  maxMoves(): number;
  readonly MAX_HOUSES: number;
  readonly MAX_MOVES: number;
  readonly MAX_SEEDS: number;
  readonly MAX_SOWINGS: number;
  /** The version of the library compiled in, "MAJOR.MINOR.PATCH", and as 0xMMmmpp. */
  readonly LIBRARY_VERSION: string;
  readonly LIBRARY_VERSION_HEX: number;
  readonly ABI_VERSION: number;
  /** Handles not yet freed, by free() or by the garbage collector. */
  liveHandles(): number;
}

export interface InitOptions {
  /** The .wasm's bytes (otherwise fetched beside the module, or read from disk in Node). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where emscripten finds the .wasm: (file, scriptDirectory) => URL. */
  locateFile?: (file: string, scriptDirectory: string) => string;
}

/** Loads the WebAssembly module; without options every call shares one instance. */
export default function init(options?: InitOptions): Promise<Mancala>;
export { init };
// The classes exist per instance (mancala.Game...): exported as types only.
export type { Variant, Game, Database, Search };
