// SPDX-License-Identifier: MIT
// tests/js/web.test.mjs: examples/web in a real headless browser: serves the page over http on
// localhost, loads it in chromium (driven over --remote-debugging-pipe, no other package), clicks
// South's houses, and checks the board the page shows against the same game replayed here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import init from 'libmancala';

const chromium = process.env.MANCALA_CHROMIUM;
const root = process.env.MANCALA_WEB_ROOT; // the page, app.js and node_modules/libmancala
const LEVEL = 3;
const SEED = 7;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.json': 'application/json' };

// A static file server for root on 127.0.0.1 and a free port.
function serve(dir) {
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(dir, path.normalize(rel === '/' ? '/index.html' : rel));
    if (!file.startsWith(dir + path.sep) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Chromium speaks the DevTools protocol on fds 3 (to it) and 4 (from it), NUL-separated JSON.
function launch(exe, profile) {
  const proc = spawn(exe, ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
    '--no-default-browser-check', '--remote-debugging-pipe', `--user-data-dir=${profile}`,
    'about:blank'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
  const waiting = new Map();
  const events = [];
  let stderr = '';
  let pending = Buffer.alloc(0);
  let next = 0;
  let dead = null;
  proc.stderr.on('data', (d) => { stderr += d; });
  proc.stdio[4].on('data', (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (let i; (i = pending.indexOf(0)) >= 0; pending = pending.subarray(i + 1)) {
      const msg = JSON.parse(pending.subarray(0, i).toString('utf8'));
      const w = waiting.get(msg.id);
      if (w) {
        waiting.delete(msg.id);
        if (msg.error) w.reject(new Error(`${w.method}: ${msg.error.message}`));
        else w.resolve(msg.result);
      } else if (msg.method) {
        events.push(msg);
      }
    }
  });
  proc.on('exit', (code) => {
    dead = new Error(`chromium exited (${code}): ${stderr.slice(-2000)}`);
    for (const w of waiting.values()) w.reject(dead);
    waiting.clear();
  });
  proc.on('error', (e) => { dead = e; });
  const send = (method, params = {}, sessionId = undefined) => new Promise((resolve, reject) => {
    if (dead) return reject(dead);
    const id = ++next;
    waiting.set(id, { resolve, reject, method });
    proc.stdio[3].write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0');
  });
  const close = () => new Promise((resolve) => {
    if (proc.exitCode !== null || dead) return resolve();
    proc.once('exit', resolve);
    send('Browser.close').catch(() => {});
    setTimeout(() => proc.kill('SIGKILL'), 5000).unref();
  });
  return { send, close, events, stderr: () => stderr };
}

const skip = !chromium ? 'no chromium (set MANCALA_CHROMIUM)' : !root ? 'MANCALA_WEB_ROOT not set' : false;

// Runs fn with a page of a fresh browser, served root; the page's errors fail the test.
async function withPage(fn) {
  const server = await serve(root);
  const profile = mkdtempSync(path.join(tmpdir(), 'mancala-chromium-'));
  const browser = launch(chromium, profile);
  try {
    const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
    const send = (method, params) => browser.send(method, params, sessionId);
    await send('Runtime.enable');
    const problems = () => browser.events
      .filter((e) => e.method === 'Runtime.exceptionThrown' ||
        (e.method === 'Runtime.consoleAPICalled' && e.params.type === 'error'))
      .map((e) => JSON.stringify(e.params).slice(0, 500));
    const evaluate = async (expression) => {
      const r = await send('Runtime.evaluate', { expression, returnByValue: true });
      if (r.exceptionDetails) throw new Error(`${expression}: ${JSON.stringify(r.exceptionDetails).slice(0, 500)}`);
      return r.result.value;
    };
    // Waits for the page; the deadline only keeps a broken page from hanging the suite.
    const waitFor = async (expression, what) => {
      const deadline = Date.now() + 60000;
      while (!(await evaluate(expression))) {
        if (Date.now() > deadline || problems().length)
          throw new Error(`page never got ${what}; errors: ${problems().join('\n') || 'none'}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const open = (file) => send('Page.navigate', { url: `http://127.0.0.1:${server.address().port}/${file}` });
    await fn({ send, evaluate, waitFor, problems, open });
    assert.deepEqual(problems(), []);
  } finally {
    await browser.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

test('examples/web: Kalah against level 3 in headless chromium', { skip }, async (t) => {
  const mancala = await init();
  await withPage(async ({ send, evaluate, waitFor, problems, open }) => {
    const state = () => evaluate(`(() => ({
      pits: [...Array(14).keys()].map((i) => Number(document.getElementById('pit-' + i).textContent)),
      enabled: [...document.querySelectorAll('button[data-house]:not(:disabled)')].map((b) => Number(b.dataset.house)),
      moves: [...document.querySelectorAll('#moves li')].map((li) => [Number(li.dataset.player), Number(li.dataset.house)]),
      state: document.body.dataset.state,
      status: document.getElementById('status').textContent,
    }))()`);
    // A real click: the mouse pressed and released over the house's button.
    const click = async (house) => {
      const at = await evaluate(`(() => { const r = document.querySelector('button[data-house="${house}"]')
        .getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`);
      for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased'])
        await send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, button: 'left', clickCount: 1 });
    };

    await open(`index.html?level=${LEVEL}&seed=${SEED}&delay=0`);
    await waitFor(`document.body?.dataset.state === 'ready'`, 'ready');
    let s = await state();
    assert.deepEqual(s.pits, [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0]);
    assert.deepEqual(s.enabled, [0, 1, 2, 3, 4, 5]);
    assert.equal(s.status, 'Your move.');

    // The same game here: the human's clicks, and the engine's answers at the same level and seed.
    const game = new mancala.Game('kalah');
    const engine = new mancala.Search({ level: LEVEL, seed: SEED, memory: 16 });
    const clicks = [];
    for (let turn = 0; turn < 4 && s.state === 'ready'; turn++) {
      const house = s.enabled[(turn * 3 + 1) % s.enabled.length];
      const before = s.moves.length;
      await click(house);
      await waitFor(`document.querySelectorAll('#moves li').length > ${before} &&
        document.body.dataset.state !== 'thinking'`, `an answer to house ${house}`);
      s = await state();
      clicks.push(house);
      game.play(house);
      assert.deepEqual(s.moves.slice(before)[0], [0, house]);
      for (const [player, move] of s.moves.slice(before + 1)) {
        assert.equal(player, game.toMove);
        if (player === 1) assert.equal(move, engine.run(game).move, 'the engine played another move');
        game.play(move);
      }
      assert.deepEqual(s.pits, game.board, `the board after ${clicks.join(', ')}`);
      assert.deepEqual(s.enabled, game.isOver ? [] : game.legalMoves());
      assert.equal(s.state, game.isOver ? 'over' : 'ready');
    }
    assert.ok(clicks.length >= 2, 'at least two moves were played through the page');
    assert.ok(s.moves.some(([player]) => player === 1), 'the engine answered');
    assert.equal(s.pits.reduce((a, b) => a + b, 0), 48);
    assert.deepEqual(problems(), []);
    t.diagnostic(`clicked ${clicks.join(', ')}; moves ${s.moves.map(([p, h]) => 'SN'[p] + h).join(' ')}; board ${s.pits.join(',')}`);
    game.free();
    engine.free();
  });
});

// The package in a module Worker, where a game app runs a long search off the page's thread.
test('the package in a module Worker', { skip }, async () => {
  writeFileSync(path.join(root, 'worker.html'), `<!DOCTYPE html>
<p id="out"></p>
<script type="module">
  const w = new Worker('./worker.js', { type: 'module' });
  w.onmessage = (e) => { document.getElementById('out').textContent = e.data; };
  w.onerror = (e) => { document.getElementById('out').textContent = 'error: ' + e.message; };
</script>`);
  writeFileSync(path.join(root, 'worker.js'), `import init from './node_modules/libmancala/index.js';
const mancala = await init();
const game = new mancala.Game('oware');
postMessage(String(game.perft(6)));
game.free();`);
  await withPage(async ({ evaluate, waitFor, open }) => {
    await open('worker.html');
    await waitFor(`document.getElementById('out')?.textContent`, 'an answer from the worker');
    assert.equal(await evaluate(`document.getElementById('out').textContent`), '27332');
  });
});
