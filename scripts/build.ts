/** Builds one brand (BRAND, default the first South African brand) into dist/<brand>/. */

import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_BRAND, ROOT, brandDir, checkBrand } from './brands';
import { BACKOFFICE_DIR, BUILD_STAMP, backofficeIsCurrent, buildIsCurrent } from './staleness';

const LOCK = join(ROOT, '.build-lock');

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Gatsby always writes to the one public/ and .cache/ of the repository, so two builds at once (two test runs,
 * `npm start` beside `npm run build`) would mix their output: the second waits for the first. A lock left by a
 * process that died is taken over.
 */
function withBuildLock(run: () => void): void {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
      } catch {
        // The holder has made the lock but not yet written its pid.
      }
      if (holder && !processIsAlive(holder)) rmSync(LOCK, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    }
  }
  writeFileSync(join(LOCK, 'pid'), String(process.pid));
  try {
    run();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export function buildBrand(brand: string): void {
  checkBrand(brand);
  withBuildLock(() => runBuild(brand));
}

/** Builds the brand unless its build is current; checked under the lock, so a build that just finished counts. */
export function buildBrandIfStale(brand: string): boolean {
  checkBrand(brand);
  let built = false;
  withBuildLock(() => {
    if (buildIsCurrent(brand)) return;
    runBuild(brand);
    built = true;
  });
  if (!built) console.log(`Brand ${brand} is built and current (${brandDir(brand)})`);
  return built;
}

/** The back office console (Vite, seconds): built into dist/backoffice unless that build is current. */
export function buildBackofficeIfStale(): boolean {
  let built = false;
  // Under the brands' lock: every brand's `npm start` (the e2e servers start together) asks for it.
  withBuildLock(() => {
    if (backofficeIsCurrent()) return;
    buildBackoffice();
    built = true;
  });
  if (!built) console.log(`The back office console is built and current (${BACKOFFICE_DIR})`);
  return built;
}

/** `npm run build:backoffice`: Vite into dist/backoffice, stamped like a brand's build. */
export function buildBackoffice(): void {
  console.log('Building the back office console…');
  const started = new Date();
  const result = spawnSync('npx', ['vite', 'build', 'backoffice'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed for the back office console');
  stamp(BACKOFFICE_DIR, started);
}

/** The stamp carries the build's start: a source changed while it ran makes the next check rebuild. */
function stamp(dir: string, started: Date): void {
  const file = join(dir, BUILD_STAMP);
  writeFileSync(file, started.toISOString());
  utimesSync(file, started, started);
}

function runBuild(brand: string): void {
  console.log(`Building brand ${brand}…`);
  const started = new Date();
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BRAND: brand, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`gatsby build failed for brand ${brand}`);
  // Gatsby always writes to public/: move it aside so brands can be built one after another.
  const target = brandDir(brand);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  renameSync(join(ROOT, 'public'), target);
  stamp(target, started);
  console.log(`Built ${brand} into ${target}`);
}

if (require.main === module) {
  try {
    buildBrand(process.env.BRAND || DEFAULT_BRAND);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
