/**
 * The server started as the cluster, `npm start`, the benches and the fault test start it: from its bundle in
 * server/dist (scripts/server-bundle.ts), not its sources. From there it must still find what it reads at run time by
 * path: the migrations, the content catalogue (a game the content lists launches) and the sandbox pages' client
 * sources (a game page's and the chat console's scripts are served).
 * Run: node --import tsx --test server/test/server-bundle.test.ts
 */

import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { ContentGame } from '../../contract/content';
import { waitForHealth } from '../../scripts/cluster';
import { freePort } from '../../scripts/free-port';
import { SERVER_BUNDLE, serverNodeArgs } from '../../scripts/server-bundle';
import { httpClient } from '../../scripts/bench/http-client';
import { signUp } from '../../scripts/bench/players';
import { repositoryPath } from '../src/paths';

/** The environment without the shared PostgreSQL and Redis. */
function embedded(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = env;
  return { ...rest, LOG_LEVEL: 'warn' };
}

let server: ChildProcess;
let port: number;
let origin: string;
let dataDir: string;
const output: string[] = [];

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'casino-bundle-'));
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, serverNodeArgs(), {
    // Another folder than the repository's: the bundle finds its files from where it lies, not from the caller's.
    cwd: dataDir,
    stdio: 'pipe',
    // Its own embedded database and bus in DATA_DIR, whatever database the rest of the run uses: a DATABASE_URL from
    // the run would name the shared server's admin database, which the node would migrate.
    env: { ...embedded(process.env), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SANDBOX: '1' },
  });
  for (const stream of [server.stdout, server.stderr])
    stream?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  await waitForHealth(port, 'the bundled server', 30_000).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${output.join('')}`);
  });
});

after(async () => {
  if (server.exitCode === null) {
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function scriptsOf(page: string): Promise<string[]> {
  const sources = [...page.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]!);
  assert.ok(sources.length > 0, page);
  const bodies: string[] = [];
  for (const source of sources) {
    const response = await fetch(new URL(source, origin));
    assert.equal(response.status, 200, source);
    assert.match(response.headers.get('content-type') ?? '', /javascript/);
    bodies.push(await response.text());
  }
  return bodies;
}

test('the bundle is one file of ours: no source file of server/src is loaded beside it', () => {
  const bundle = readFileSync(SERVER_BUNDLE, 'utf8');
  assert.doesNotMatch(bundle, /require\("\.{1,2}\//, 'a relative require would load a source file through Node');
  assert.match(bundle, /sourceMappingURL=main\.js\.map/);
});

test('started from the bundle, the server migrates, reads the content and serves a game page with its scripts', async () => {
  const games = JSON.parse(readFileSync(repositoryPath('content/games.json'), 'utf8')) as ContentGame[];
  const game = games.find((candidate) => candidate.engine === 'slot' && !candidate.countries);
  assert.ok(game, 'content/games.json lists a slot for every country');
  const client = httpClient(port, 1);
  const player = await signUp(client, `+2782${String(randomInt(1_000_000, 10_000_000))}`);
  client.close();
  const token = player.unitToken;
  const query = new URLSearchParams({ token, game_slug: game.slug, lobby_url: '/' });
  const launch = await fetch(`${origin}${ApiPaths.gameShow}?${query}`);
  assert.equal(launch.status, 200, await launch.clone().text());
  const url = new URL(((await launch.json()) as { url: string }).url);
  const page = await fetch(`${origin}${url.pathname}${url.search}`);
  assert.equal(page.status, 200);
  const [script] = await scriptsOf(await page.text());
  assert.ok(script && script.length > 1000, 'the slot engine script is built from its client sources');
});

test("started from the bundle, the server serves the chat agent console's scripts", async () => {
  const page = await fetch(`${origin}/chat/agent/`);
  assert.equal(page.status, 200);
  const scripts = await scriptsOf(await page.text());
  assert.ok(scripts.every((body) => body.length > 1000));
});
