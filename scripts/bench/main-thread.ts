/**
 * `npx tsx scripts/bench/main-thread.ts`: the main-thread work of built pages, measured rather than simulated.
 *
 * Lighthouse's TBT is the page's observed task durations multiplied by its CPU slowdown, so on a busy machine one
 * run can be far off the next. This serves a built brand (SITE_DIR, default dist/<BRAND>) with the provider server,
 * opens each page (PAGES, as bench:web; the cash and account pages as a signed-in player) RUNS times in Debian's
 * Chromium, unthrottled, with a performance trace, and prints per page the minimum over the runs of: the tasks'
 * total time after the first contentful paint, the script evaluation and compile time, the longest task, and the
 * blocking time those tasks would have at SLOWDOWN× (Lighthouse's rule: tasks of 10 ms or more, minus 50 ms each
 * once slowed). The minimum is the work itself; the other runs add the machine's load. PROFILE=1 also prints, for
 * the tasks of 8 ms or more (PROFILE_MIN_MS=n: n ms) in the run with the least work, where their time went (CPU
 * profile, by original source through the build's source maps). BLOCK=/chat/,… aborts the requests whose address contains one of those strings: the
 * page measured without that part (the chat widget's frame, say), to tell what the part costs.
 * FROM=start counts the tasks from the navigation on rather than from the first contentful paint: the first layout
 * and a web font's relayout come before FCP unthrottled, yet Lighthouse's simulation can place them after it (TBT).
 */

import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT, brandDir } from '../brands';
import { benchPages, pageSession } from './lighthouse-figures';
import { registerPlayer, signedInStorage } from './signed-in';
import type { Session } from './signed-in';
import { freePort } from '../free-port';
import { serverNodeArgs } from '../server-bundle';

const BRAND = process.env.BRAND || 'lucky-star';
const SITE_DIR = process.env.SITE_DIR || brandDir(BRAND);
const RUNS = Math.max(1, Number(process.env.RUNS || 5));
const SLOWDOWN = Number(process.env.SLOWDOWN || 6);
const PROFILE = process.env.PROFILE === '1' || process.env.PROFILE === 'all';
const PROFILE_ALL = process.env.PROFILE === 'all';
const FROM_START = process.env.FROM === 'start';
const BLOCK = (process.env.BLOCK ?? '').split(',').filter(Boolean);
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'loading',
  ...(PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the task cost, whatever else the machine ran meanwhile */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface Figures {
  tasksMs: number;
  scriptMs: number;
  longestMs: number;
  blockingMs: number;
  tasks: Array<{ start: number; dur: number; wall: number; what: string }>;
  events: TraceEvent[];
  main: { pid: number; tid: number };
}

async function startServer() {
  const port = await freePort();
  const server = spawn(process.execPath, serverNodeArgs(), {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), SITE_DIR, DATA_DIR: ':memory:', LOG_LEVEL: 'warn', SANDBOX: '1' },
  });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, server };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

const isTask = (e: TraceEvent) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
const SCRIPT = new Set(['EvaluateScript', 'v8.compile', 'v8.evaluateModule', 'FunctionCall', 'v8.compileModule']);

/** What a task mostly did: its longest child events, with their script's file when they ran one. */
function describe(task: TraceEvent, children: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const inside = children.filter((e) => e.ts >= task.ts && e.ts < end && e.ph === 'X' && (e.dur ?? 0) > 1000);
  return inside
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 3)
    .map((e) => {
      const url = typeof e.args?.data?.url === 'string' ? e.args.data.url.split('/').pop() : '';
      return `${e.name}${url ? `(${url})` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`;
    })
    .join(', ');
}

/** The events not inside another of them. */
function outermost(events: TraceEvent[]): TraceEvent[] {
  const kept: TraceEvent[] = [];
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    const last = kept.at(-1);
    if (!last || event.ts >= last.ts + (last.dur ?? 0)) kept.push(event);
  }
  return kept;
}

/** A task's thread time where the trace has it (the work itself), else its wall time. */
const cost = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;

function analyse(events: TraceEvent[]): Figures {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const main = { pid: fcp.pid, tid: fcp.tid };
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  // Top-level tasks only: Chromium nests one task event in another.
  const from = FROM_START ? Math.min(...own.map((e) => e.ts)) : fcp.ts;
  const tasks = outermost(own.filter((e) => isTask(e) && e.ts >= from));
  const children = own.filter((e) => !isTask(e) && e.ts >= from);
  const scriptMs =
    outermost(children.filter((e) => e.ph === 'X' && SCRIPT.has(e.name))).reduce((sum, e) => sum + cost(e), 0) / 1000;
  const durations = tasks.map((t) => cost(t) / 1000);
  return {
    tasksMs: durations.reduce((a, b) => a + b, 0),
    scriptMs,
    longestMs: Math.max(0, ...durations),
    blockingMs: durations.filter((d) => d >= 10).reduce((sum, d) => sum + Math.max(0, d * SLOWDOWN - 50), 0),
    tasks: tasks
      .filter((t) => cost(t) >= Number(process.env.PROFILE_MIN_MS || 8) * 1000)
      .map((t) => ({
        start: (t.ts - fcp.ts) / 1000,
        dur: cost(t) / 1000,
        wall: (t.dur ?? 0) / 1000,
        what: describe(t, children),
      })),
    events,
    main,
  };
}

async function run(browser: Browser, url: string, origin: string, player: Session | null): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    if (BLOCK.length > 0) {
      await context.route(
        (address) => BLOCK.some((part) => address.href.includes(part)),
        (route) => route.abort(),
      );
    }
    const page = await context.newPage();
    if (player) {
      await page.goto(`${origin}/healthz`);
      const items = await signedInStorage(origin, BRAND, player);
      await page.evaluate((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, items);
    }
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => {
      events.push(...(message.value as unknown as TraceEvent[]));
    });
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    // No script of Playwright's in the page while it is traced: its evaluations are tasks on the same thread.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    if (!(await page.locator('html[data-hydrated="true"]').count())) throw new Error(`${url} was not hydrated`);
    return analyse(events);
  } finally {
    await context.close();
  }
}

// ---- CPU profile attribution (PROFILE=1) ----

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const maps = new Map<string, SourceMapConsumer | null>();
function original(url: string, line: number, column: number): string {
  if (!url.startsWith('http')) return url || '(native)';
  const file = join(SITE_DIR, new URL(url).pathname);
  if (!maps.has(file))
    maps.set(
      file,
      existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null,
    );
  const map = maps.get(file);
  if (!map) return url.split('/').pop() ?? url;
  const pos = map.originalPositionFor({ line: line + 1, column });
  const source = (pos.source ?? '?').replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, 'nm/');
  return `${source}${pos.name ? ` ${pos.name}` : ''}`;
}

function profile(figures: Figures): void {
  const { events, main } = figures;
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
  for (const head of profiles) {
    let ts = Number((head.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
    // Profile ids are per process: another renderer (Chromium's own pages) may use the same one.
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.id === head.id && e.pid === head.pid);
    for (const chunk of chunks) {
      const data = chunk.args?.data as
        { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data?.cpuProfile?.samples ?? [];
      ids.forEach((id, i) => {
        ts += data?.timeDeltas?.[i] ?? 0;
        samples.push({ ts, node: id });
      });
    }
  }
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const base = fcp?.ts ?? 0;
  for (const task of figures.tasks) {
    const from = base + task.start * 1000;
    const to = from + task.wall * 1000;
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= from && s.ts < to);
    inTask.forEach((s, i) => {
      const next = inTask[i + 1]?.ts ?? to;
      const weight = (Math.min(next - s.ts, 2000) / 1000) * (task.dur / task.wall);
      const node = nodes.get(s.node);
      if (!node) return;
      const f = node.callFrame;
      const key = f.url ? original(f.url, f.lineNumber, f.columnNumber) : f.functionName || '(program)';
      self.set(key, (self.get(key) ?? 0) + weight);
      const seen = new Set<string>();
      for (let n: ProfileNode | undefined = node; n; n = n.parent ? nodes.get(n.parent) : undefined) {
        const c = n.callFrame;
        if (!c.url) continue;
        const k = original(c.url, c.lineNumber, c.columnNumber);
        if (seen.has(k)) continue;
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + weight);
      }
    });
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `      ${v.toFixed(1).padStart(5)} ms  ${k}`)
        .join('\n');
    console.log(`    task at +${task.start.toFixed(0)} ms, ${task.dur.toFixed(1)} ms: ${task.what}`);
    console.log(`     self:\n${top(self, 12)}\n     inclusive${PROFILE_ALL ? '' : ' (src/ only)'}:`);
    const ours = new Map([...inclusive].filter(([k]) => PROFILE_ALL || k.startsWith('src/') || k.startsWith('./src/')));
    console.log(top(ours, PROFILE_ALL ? 40 : 15));
  }
}

async function main(): Promise<void> {
  const { origin, server } = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ARGS });
  try {
    let player: Session | null = null;
    for (const path of benchPages(process.env.PAGES)) {
      const signedIn = pageSession(path, process.env.SIGNED_OUT) === 'signed in';
      if (signedIn) player ??= await registerPlayer(origin, BRAND);
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await run(browser, `${origin}${path}`, origin, signedIn ? player : null));
      const min = (pick: (f: Figures) => number) => Math.min(...runs.map(pick));
      const best = runs.reduce((a, b) => (b.tasksMs < a.tasksMs ? b : a));
      console.log(
        `${path} (${signedIn ? 'signed in' : 'signed out'}), min of ${RUNS}: tasks ${min((f) => f.tasksMs).toFixed(0)} ms, ` +
          `script ${min((f) => f.scriptMs).toFixed(0)} ms, longest ${min((f) => f.longestMs).toFixed(1)} ms, ` +
          `blocking at ${SLOWDOWN}× ${min((f) => f.blockingMs).toFixed(0)} ms ` +
          `(all runs: ${runs.map((f) => f.blockingMs.toFixed(0)).join(', ')})`,
      );
      for (const task of best.tasks)
        console.log(`    +${task.start.toFixed(0).padStart(5)} ms ${task.dur.toFixed(1).padStart(5)} ms  ${task.what}`);
      if (PROFILE) profile(best);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
