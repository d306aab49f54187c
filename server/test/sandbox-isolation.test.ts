/**
 * A server without the sandbox never loads its code (ARCHITECTURE "Providers and production mode"): what main.ts
 * and app.ts import statically never reaches server/src/sandbox/ nor a provider's sandbox implementation (those are
 * dynamic imports taken only when SANDBOX is on), and modules call provider interfaces, never the sandbox's pages
 * or its switch.
 */

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';

const SRC = resolve('server/src');

/** What a file imports at load time: `import … from`, `export … from` and bare imports, less type-only ones. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statement = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  return [...text.matchAll(statement)].map(([, spec]) => spec!);
}

function resolveSource(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null; // a package
  const base = resolve(dirname(from), spec);
  const found = [`${base}.ts`, join(base, 'index.ts'), base].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  return found ?? null;
}

/** Every server source file reachable from `entries` by static imports. */
function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !file.startsWith(SRC)) continue;
    seen.add(file);
    for (const spec of staticImports(file)) {
      const target = resolveSource(file, spec);
      if (target) queue.push(target);
    }
  }
  return seen;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name));
}

test('nothing the server loads without SANDBOX reaches the sandbox', () => {
  const loaded = [...reachable([join(SRC, 'main.ts'), join(SRC, 'app.ts')])].map((file) => relative(SRC, file));
  assert.ok(loaded.includes('modules/users/routes.ts') && loaded.includes('providers/index.ts'), loaded.join('\n'));
  const sandbox = loaded.filter((file) => file.startsWith('sandbox/') || /^providers\/[^/]+\/sandbox\.ts$/.test(file));
  assert.deepEqual(sandbox, []);
});

test('modules neither name the sandbox’s routes nor check whether it is on', () => {
  for (const file of sourcesUnder(join(SRC, 'modules'))) {
    // Comments may say what the sandbox does; code may not depend on it.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    for (const token of ['config.sandbox', 'SandboxPaths', '/sandbox/', "'/sandbox", 'sandbox/']) {
      assert.ok(!code.includes(token), `${relative(SRC, file)} has ${token}`);
    }
  }
});
