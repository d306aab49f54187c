/**
 * A node says at start what the kernel grants it against what it is configured for: a listen queue the kernel
 * caps lower, or fewer open files than its sockets need, is a warning that says what to raise.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../src/config';
import { describeLimits, readNodeLimits } from '../src/node-limits';

const config = loadConfig({ DATA_DIR: ':memory:', SOCKETS_PER_NODE: '25000', LISTEN_BACKLOG: '4096' });

test('enough of both: two plain lines', () => {
  const lines = describeLimits(config, { somaxconn: 4096, openFiles: 65_536 });
  assert.deepEqual(
    lines.map((line) => line.short),
    [false, false],
  );
  assert.match(lines[0]!.text, /listen backlog 4096 \(net.core.somaxconn 4096\)/);
  assert.match(lines[1]!.text, /open files limit 65536, sockets per node 25000/);
});

test('a kernel queue below the backlog, and too few open files: warnings naming what to raise', () => {
  const [queue, files] = describeLimits(config, { somaxconn: 128, openFiles: 1_024 });
  assert.equal(queue!.short, true);
  assert.match(queue!.text, /caps it at net.core.somaxconn=128.*sysctl -w net.core.somaxconn=4096/);
  assert.equal(files!.short, true);
  assert.match(files!.text, /open files limited to 1024.*SOCKETS_PER_NODE=25000/);
  // Sockets are not the only open files: a limit just at the cap leaves no room for the rest.
  assert.equal(describeLimits(config, { somaxconn: 4096, openFiles: 25_000 })[1]!.short, true);
});

test('unknown limits (not Linux) say nothing', () => {
  assert.deepEqual(describeLimits(config, { somaxconn: null, openFiles: null }), []);
});

test("this machine's limits are read from /proc", () => {
  const limits = readNodeLimits();
  assert.ok(limits.somaxconn === null || limits.somaxconn > 0);
  if (process.platform === 'linux') assert.ok(Number(limits.openFiles) > 0);
});
