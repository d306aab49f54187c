/**
 * `npm run bench:web`: the site's speed per brand and page on this machine. Builds every brand whose build is stale,
 * serves each with the provider server, runs Lighthouse (mobile settings, simulated throttling) on each page in
 * Debian's Chromium (RUNS times, default 3), and prints the median over the runs of the performance score, LCP,
 * TBT, CLS, and the first-load JavaScript (the sum of the gzip sizes of the scripts the page loads).
 *
 * Lighthouse's stock mobile setting slows the CPU 4×, which stands for its target phone (a Moto G Power) only on a
 * host of benchmark index about 1500. On a faster host the same 4× simulates a faster phone, and the figures look
 * better than a player's phone would see. So each brand is measured twice: with the stock 4×, and with the slowdown
 * Lighthouse's own calibration advice gives for this host's benchmark index (the median of the stock runs'), which
 * is the figure comparable between machines. CPU_SLOWDOWN=n measures once, with n×.
 *
 * PAGES=/,/cashin/ chooses the pages (default: home, /games/slots/, the first game's page, /cashin/, /cashout/); a
 * page the build does not have (the server answers 404) is listed as missing, not measured. A page that sends a
 * visitor to sign-in (the cash and account pages) is measured as a signed-in player opens it
 * (scripts/bench/signed-in.ts), the others as a visitor does; each row says which. SIGNED_OUT=1 measures every page signed out. BRANDS=a,b limits the brands; REPORT_DIR=dir keeps each
 * median Lighthouse report as JSON. Prints figures; asserts nothing.
 *
 * Lighthouse takes a task's wall-clock time, and on a 2-core host the page's renderer shares the cores with the
 * browser's other processes, the server and Lighthouse itself: a task waiting for a core counts as blocking. So one
 * page's TBT can swing threefold between runs of the same build. Beside the medians, "best run" gives the score and
 * TBT of the run with the least blocking time, the nearest to the page's own work (which `main-thread.ts` measures
 * in thread time).
 *
 * The floor: the same machine's cost for the least a Gatsby page can be. Before measuring, a bare Gatsby 5 + React 19
 * page (scripts/bench/floor-site: a heading and a paragraph, no MUI, no Redux) is built once into the system's temp
 * folder (kept under a hash of its sources and the Gatsby and React versions, so a later run reuses it), served the
 * same way, and measured signed out RUNS times at each slowdown the brands are. Each table prints it as its own row,
 * and each page's median LCP and TBT as a ratio to the floor's at the same slowdown ("TBT vs floor": 7.1× is seven
 * times the bare page's blocking): on a shared, noisy machine the ratio within one run is the figure that counts.
 * "–" where the floor's figure is under 1 ms (the bare page often blocks 0 ms), which is no base for a ratio.
 */

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, brandDir, brandNames } from '../brands';
import { buildBrandIfStale } from '../build';
import { STOCK_SLOWDOWN, benchPages, calibratedSlowdown, floorRatio, median, pageSession } from './lighthouse-figures';
import type { PageSession } from './lighthouse-figures';
import { registerPlayer, signedInProfile } from './signed-in';
import type { Session } from './signed-in';
import { fetchAgain } from './fetch-again';
import { freePort } from '../free-port';
import { serverNodeArgs } from '../server-bundle';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

/** A built site the provider server serves: a brand's build, or the floor's. */
interface Site {
  name: string;
  dir: string;
}

interface Row {
  brand: string;
  page: string;
  session: PageSession;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
  scripts: number;
  /** The run with the least blocking time: the page's own work with the least of the machine's load added. */
  best: { score: number; tbtMs: number };
}

interface LighthouseResult {
  environment: { benchmarkIndex: number };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
  runtimeError?: { message: string };
}

async function startServer(site: Site): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, serverNodeArgs(), {
    cwd: ROOT,
    stdio: 'ignore',
    // The sandbox reads the bench player's sign-up code (scripts/bench/signed-in.ts).
    env: {
      ...process.env,
      PORT: String(port),
      SITE_DIR: site.dir,
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      SANDBOX: '1',
    },
  });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, server };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`the server for ${site.name} did not start`);
}

/** One Lighthouse run; in `profile` (a Chromium profile directory: a signed-in player's storage) when given. */
function lighthouse(url: string, cpuSlowdown: number, profile?: string): LighthouseResult {
  const cli = join(ROOT, 'node_modules/lighthouse/cli/index.js');
  // Chromium takes the last --user-data-dir: this one, after the throw-away profile Lighthouse's launcher adds.
  const flags = profile ? `${CHROME_FLAGS} --user-data-dir=${profile}` : CHROME_FLAGS;
  const run = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      `--chrome-flags=${flags}`,
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH }, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as LighthouseResult;
  if (result.runtimeError) throw new Error(`lighthouse: ${result.runtimeError.message}`);
  return result;
}

/** The scripts the page loaded from the site, gzip-compressed as a server or CDN would send them. */
function firstLoadJs(result: LighthouseResult, origin: string, site: Site): { bytes: number; count: number } {
  const items = result.audits['network-requests']?.details?.items ?? [];
  const urls = new Set(
    items
      .filter((item) => item.resourceType === 'Script' && String(item.url).startsWith(origin))
      .map((item) => new URL(String(item.url)).pathname),
  );
  let bytes = 0;
  for (const path of urls) {
    const file = join(site.dir, path);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { bytes, count: urls.size };
}

/** Lighthouse's own advice for noisy machines: several runs; the report kept is the run with the median score. */
const RUNS = Math.max(1, Number(process.env.RUNS || 3));

function medianRun(results: LighthouseResult[]): LighthouseResult {
  const sorted = [...results].sort(
    (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
  );
  return sorted[Math.floor(sorted.length / 2)] as LighthouseResult;
}

function runSummary(result: LighthouseResult): string {
  const value = (id: string) => Math.round(result.audits[id]?.numericValue ?? NaN);
  const score = Math.round((result.categories.performance.score ?? 0) * 100);
  return `score ${score}, FCP ${value('first-contentful-paint')} ms, LCP ${value('largest-contentful-paint')} ms, TBT ${value('total-blocking-time')} ms`;
}

/** A page the build has: the server answers it with 200 (a path with no page is its 404 page). */
async function pageExists(url: string): Promise<boolean> {
  const response = await fetchAgain(url, { redirect: 'follow' });
  await response.arrayBuffer();
  return response.ok;
}

/** Each page of one brand, at one CPU slowdown: its figures, or null where the build has no such page. */
/** A build measured: this checkout's (`dist/`), or one COMPARE names. */
interface Build {
  label: string | null;
  siteOf: (brand: string) => Site;
}

function builds(): Build[] {
  const own: Build = { label: null, siteOf: (brand) => ({ name: brand, dir: brandDir(brand) }) };
  const others = (process.env.COMPARE ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry): Build => {
      const [label, dir] = entry.split('=');
      if (!label || !dir) throw new Error(`COMPARE takes label=dir, got "${entry}"`);
      return { label, siteOf: (brand) => ({ name: `${brand} (${label})`, dir: join(dir, brand) }) };
    });
  for (const build of others)
    for (const brand of process.env.BRANDS ? process.env.BRANDS.split(',') : brandNames())
      if (!existsSync(join(build.siteOf(brand).dir, 'index.html')))
        throw new Error(`COMPARE ${build.label}: no build of ${brand} in ${build.siteOf(brand).dir}`);
  return [own, ...others];
}

/** Each brand's pages in every build, a brand's builds one after another so they meet the machine in one state. */
async function measureAll(brands: readonly string[], pages: readonly string[], cpuSlowdown: number, label: string) {
  const rows: Measured[] = [];
  for (const brand of brands)
    for (const build of builds()) rows.push(...(await measure(build.siteOf(brand), pages, cpuSlowdown, label)));
  return rows;
}

async function measure(
  site: Site,
  pages: readonly string[],
  cpuSlowdown: number,
  label: string,
): Promise<Array<(Row & { benchmarkIndex: number }) | { brand: string; page: string; missing: true }>> {
  const brand = site.name;
  const { origin, server } = await startServer(site);
  try {
    const rows = [];
    let player: Session | null = null;
    for (const page of pages) {
      const url = `${origin}${page}`;
      if (!(await pageExists(url))) {
        console.log(`  ${brand} ${page} (${label}): not in this build (404), not measured`);
        rows.push({ brand, page, missing: true as const });
        continue;
      }
      const session = pageSession(page, process.env.SIGNED_OUT);
      if (session === 'signed in') player ??= await registerPlayer(origin, brandOf(site));
      rows.push(
        await measurePage(site, page, origin, cpuSlowdown, label, player && session === 'signed in' ? player : null),
      );
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
  }
}

/** Each run of one page: signed out in a fresh profile, or signed in (a fresh session written into a profile). */
async function measurePage(
  site: Site,
  page: string,
  origin: string,
  cpuSlowdown: number,
  label: string,
  player: Session | null,
): Promise<Row & { benchmarkIndex: number }> {
  const brand = site.name;
  const session: PageSession = player ? 'signed in' : 'signed out';
  const runs: LighthouseResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    const profile = player ? await signedInProfile(origin, brandOf(site), player) : undefined;
    try {
      runs.push(lighthouse(`${origin}${page}`, cpuSlowdown, profile));
    } finally {
      if (profile) rmSync(profile, { recursive: true, force: true });
    }
  }
  // Every run, so the spread is seen: on a shared machine one run can be far off the others.
  for (const run of runs) console.log(`  ${brand} ${page} ${session} (${label}) run: ${runSummary(run)}`);
  const result = medianRun(runs);
  if (process.env.REPORT_DIR) {
    mkdirSync(process.env.REPORT_DIR, { recursive: true });
    const name = page.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
    writeFileSync(
      join(process.env.REPORT_DIR, `${brand}-${name}-${cpuSlowdown.toFixed(1)}x.json`),
      JSON.stringify(result),
    );
  }
  // Each figure is its own median over the runs: the median-score run can have one of the outlying TBTs.
  const audit = (id: string) => median(runs.map((run) => run.audits[id]?.numericValue ?? NaN));
  const js = firstLoadJs(result, origin, site);
  const tbtOf = (run: LighthouseResult) => run.audits['total-blocking-time']?.numericValue ?? Infinity;
  const quietest = runs.reduce((best, run) => (tbtOf(run) < tbtOf(best) ? run : best));
  return {
    brand,
    page,
    session,
    score: Math.round(median(runs.map((run) => run.categories.performance.score ?? 0)) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKiB: js.bytes / 1024,
    scripts: js.count,
    best: { score: Math.round((quietest.categories.performance.score ?? 0) * 100), tbtMs: tbtOf(quietest) },
    benchmarkIndex: median(runs.map((run) => run.environment.benchmarkIndex)),
  };
}

/** The brand a site is a build of (its folder's name). */
function brandOf(site: Site): string {
  return site.dir.split('/').filter(Boolean).pop() ?? site.name;
}

/** The floor site's sources (scripts/bench/floor-site), relative to their folder; a build's own output left out. */
const FLOOR_SOURCES = join(ROOT, 'scripts/bench/floor-site');
const FLOOR_LABEL = 'floor: bare Gatsby 5 + React 19 page';

function floorFiles(): string[] {
  return readdirSync(FLOOR_SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((path) => !/^(node_modules|public|\.cache)(\/|$)/.test(path))
    .filter((path) => statSync(join(FLOOR_SOURCES, path)).isFile())
    .sort();
}

/**
 * The floor site built: its public/ folder. Built once into the temp folder under a hash of its sources and the
 * installed Gatsby and React versions (the sources copied there, node_modules a link to the repo's), then reused.
 */
function buildFloor(): string {
  const hash = createHash('sha256');
  for (const path of floorFiles()) hash.update(`${path}\0`).update(readFileSync(join(FLOOR_SOURCES, path)));
  for (const name of ['gatsby', 'react', 'react-dom']) {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    };
    hash.update(`${name}@${version}\0`);
  }
  const dir = join(tmpdir(), `casino-bench-floor-${hash.digest('hex').slice(0, 16)}`);
  const built = join(dir, 'public');
  if (existsSync(join(built, 'index.html'))) {
    console.log(`Floor site: reusing the build in ${built}`);
    return built;
  }
  // Built beside its place and moved there when whole, so an interrupted build is never taken for a finished one.
  const work = `${dir}.building-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  for (const path of floorFiles()) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    copyFileSync(join(FLOOR_SOURCES, path), join(work, path));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  console.log(`Floor site: building ${FLOOR_SOURCES} in ${work}`);
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: work,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (run.status !== 0) throw new Error(`gatsby build failed for the floor site (in ${work})`);
  if (existsSync(join(built, 'index.html'))) rmSync(work, { recursive: true, force: true });
  else {
    rmSync(dir, { recursive: true, force: true });
    renameSync(work, dir);
  }
  return built;
}

/** The floor site's home page at one CPU slowdown, signed out, as a page of a brand is measured. */
async function measureFloor(
  dir: string,
  cpuSlowdown: number,
  label: string,
): Promise<Row & { benchmarkIndex: number }> {
  const site = { name: 'floor', dir };
  const { origin, server } = await startServer(site);
  try {
    if (!(await pageExists(`${origin}/`))) throw new Error(`the floor site's build (${dir}) has no home page`);
    return await measurePage(site, '/', origin, cpuSlowdown, label, null);
  } finally {
    server.kill('SIGTERM');
  }
}

type Measured = Awaited<ReturnType<typeof measure>>[number];

const isMeasured = (row: Measured): row is Row & { benchmarkIndex: number } => !('missing' in row);

/** One slowdown's table: the floor's row first, then each page's, with its LCP and TBT as ratios to the floor's. */
function printTable(title: string, floor: Row, rows: Measured[]): void {
  console.log(`\n${title}`);
  const header = [
    'brand',
    'page',
    'measured',
    'score',
    'LCP',
    'LCP vs floor',
    'TBT',
    'TBT vs floor',
    'CLS',
    'first-load JS (gzip)',
    'best run',
  ];
  const table = [
    figures({ ...floor, brand: FLOOR_LABEL }),
    ...rows.map((row) =>
      isMeasured(row)
        ? figures(row, floor)
        : [row.brand, row.page, 'missing (404 in this build)', '', '', '', '', '', '', '', ''],
    ),
  ];
  const widths = header.map((heading, i) => Math.max(heading.length, ...table.map((cells) => cells[i]?.length ?? 0)));
  for (const cells of [header, ...table])
    console.log(`  ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`);
}

/** A row's cells; the ratio cells blank for the floor's own row (no `floor`). */
function figures(row: Row, floor?: Row): string[] {
  return [
    row.brand,
    row.page,
    row.session,
    String(row.score),
    `${(row.lcpMs / 1000).toFixed(2)} s`,
    floor ? floorRatio(row.lcpMs, floor.lcpMs) : '',
    `${Math.round(row.tbtMs)} ms`,
    floor ? floorRatio(row.tbtMs, floor.tbtMs) : '',
    row.cls.toFixed(3),
    `${row.jsKiB.toFixed(1)} KiB in ${row.scripts} scripts`,
    `${row.best.score} / ${Math.round(row.best.tbtMs)} ms`,
  ];
}

async function main(): Promise<void> {
  const brands = process.env.BRANDS ? process.env.BRANDS.split(',') : brandNames();
  const pages = benchPages(process.env.PAGES);
  for (const brand of brands) buildBrandIfStale(brand);
  builds();
  const floorDir = buildFloor();
  const what = `Lighthouse mobile (simulated throttling), median of ${RUNS} runs per page`;

  const fixed = Number(process.env.CPU_SLOWDOWN);
  if (process.env.CPU_SLOWDOWN && fixed > 0) {
    const floor = await measureFloor(floorDir, fixed, `${fixed}×`);
    const rows = await measureAll(brands, pages, fixed, `${fixed}×`);
    printTable(`Web benchmark: ${what}, CPU slowed ${fixed}×`, floor, rows);
    return;
  }

  const stockFloor = await measureFloor(floorDir, STOCK_SLOWDOWN, 'stock 4×');
  const stock = process.env.STOCK === '0' ? [] : await measureAll(brands, pages, STOCK_SLOWDOWN, 'stock 4×');
  const measured = stock.filter(isMeasured);
  if (process.env.STOCK !== '0' && measured.length === 0) {
    printTable(`Web benchmark: ${what}: no page to measure`, stockFloor, stock);
    return;
  }
  const benchmarkIndex = median((measured.length > 0 ? measured : [stockFloor]).map((row) => row.benchmarkIndex));
  const slowdown = Math.round(calibratedSlowdown(benchmarkIndex) * 10) / 10;
  const calibratedFloor = await measureFloor(floorDir, slowdown, `calibrated ${slowdown}×`);
  const calibrated = await measureAll(brands, pages, slowdown, `calibrated ${slowdown}×`);

  console.log(
    `\nThis host's Lighthouse benchmark index: ${Math.round(benchmarkIndex)} (1533 is where the stock 4× fits)`,
  );
  if (process.env.STOCK !== '0')
    printTable(`Web benchmark: ${what}, CPU slowed 4× (Lighthouse's stock mobile setting)`, stockFloor, stock);
  printTable(
    `Web benchmark: ${what}, CPU slowed ${slowdown}× (calibrated to this host's benchmark index)`,
    calibratedFloor,
    calibrated,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
