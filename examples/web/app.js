// SPDX-License-Identifier: MIT
// examples/web/app.js: the page's game: the human plays South by clicking a house, the engine
// (a Search at the chosen level) answers as North. URL options: ?level=1..10&seed=N&delay=MS.
import init from 'libmancala';

const mancala = await init();
const params = new URLSearchParams(location.search);
const seed = params.has('seed') ? BigInt(params.get('seed')) : null;
const delay = params.has('delay') ? Number(params.get('delay')) : 400; // ms before the engine answers
const H = 6;
const $ = (id) => document.getElementById(id);

let game = null;
let engine = null;

// The board: North's houses right to left on top, South's left to right below, each store at
// its owner's right; every pit shows the index it has in game.board (id="pit-N").
function buildBoard() {
  const board = $('board');
  const cell = (tag, index, row, col, extra = '') => {
    const el = document.createElement(tag);
    el.id = `pit-${index}`;
    el.className = `pit ${extra}`;
    el.style.gridRow = row;
    el.style.gridColumn = col;
    board.append(el);
    return el;
  };
  cell('div', 2 * H + 1, '1 / span 2', 1, 'store');
  for (let i = 0; i < H; i++) cell('div', H + 1 + i, 1, H + 1 - i);
  for (let i = 0; i < H; i++) {
    const b = cell('button', i, 2, i + 2);
    b.dataset.house = String(i);
    b.addEventListener('click', () => humanMove(i));
  }
  cell('div', H, '1 / span 2', H + 2, 'store');
}

function render(state) {
  const pits = game.board;
  pits.forEach((n, i) => { $(`pit-${i}`).textContent = String(n); });
  const legal = state === 'ready' ? game.legalMoves() : [];
  for (let i = 0; i < H; i++) $(`pit-${i}`).disabled = !legal.includes(i);
  if (game.isOver) {
    const w = game.winner;
    $('status').textContent = `Game over, ${pits[H]} to ${pits[2 * H + 1]}: ` +
      (w === null ? 'a draw.' : w === 0 ? 'you win!' : 'the engine wins.');
    state = 'over';
  } else {
    $('status').textContent = state === 'ready' ? 'Your move.' : 'The engine is thinking...';
  }
  document.body.dataset.state = state;
}

function logMove(player, house) {
  const li = document.createElement('li');
  li.dataset.player = String(player);
  li.dataset.house = String(house);
  li.textContent = `${player === 0 ? 'South' : 'North'} sows house ${house}`;
  $('moves').append(li);
}

function newGame() {
  game?.free();
  engine?.free();
  const level = Number($('level').value);
  game = new mancala.Game('kalah');
  // One search for the whole game: its table carries over, and a seed repeats its choices.
  engine = new mancala.Search({ level, seed: seed ?? BigInt(Math.floor(Math.random() * 2 ** 32)), memory: 16 });
  $('moves').replaceChildren();
  render('ready');
}

function humanMove(house) {
  if (document.body.dataset.state !== 'ready' || game.toMove !== 0) return;
  try {
    game.play(house);
  } catch (e) {
    $('status').textContent = e.message; // an empty house: the library says why
    return;
  }
  logMove(0, house);
  if (game.toMove === 1) {
    render('thinking');
    setTimeout(engineMoves, delay);
  } else {
    render('ready'); // last seed in the store: South again, or the game is over
  }
}

// North moves until it is South's turn again (extra moves) or the game is over.
function engineMoves() {
  while (!game.isOver && game.toMove === 1) {
    const move = engine.run(game).move;
    game.play(move);
    logMove(1, move);
  }
  render('ready');
}

for (let level = 1; level <= 10; level++) $('level').append(new Option(String(level), String(level)));
$('level').value = params.get('level') ?? '3';
$('level').addEventListener('change', newGame);
$('new').addEventListener('click', newGame);
buildBoard();
newGame();
