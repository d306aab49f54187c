/**
 * The first page's modules, evaluated a slice at a time before Gatsby's loader asks for the page.
 *
 * Gatsby's loader imports the page component once the app has started, and webpack then evaluates the page and every
 * module under it that has not run yet (MUI's components, the layout, the page's own screens) in one task: 7–20 ms
 * on a desktop CPU, a long task on a cheap phone. Here the page's chunks (their files are in the static HTML,
 * `window.___pageChunks`, gatsby/paint-first.ts) are run, which only registers their modules, and the modules they
 * bring are then evaluated in the order the page's own import would evaluate them, a few at a time, with a new task
 * whenever a slice has taken SLICE_MS. When the loader then imports the page, everything under it is ready.
 *
 * The order is the one of ES modules: depth first from the page, each module after what it imports, in the order of
 * its imports; a cycle is entered where the page's import would enter it (Tarjan's strongly connected components,
 * visited in import order). Each module's imports are read from its webpack factory, whose third parameter is
 * webpack's require: `function(e,t,n){var r=n(4506),…}`. A require this misses is evaluated where its importer
 * runs, as webpack would; nothing here can evaluate a module that the page would not.
 */

/** A module's factory, as webpack registers it */
type Factory = (...args: never[]) => unknown;

export interface WebpackModules {
  /** Every registered module's factory, by id (`__webpack_modules__`) */
  factories: Record<string, Factory>;
  /** Evaluates a module, and what it imports, once (`__webpack_require__`) */
  require: (id: string) => unknown;
}

/** The longest slice of evaluation before the next task: 4 ms here is under a cheap phone's 50 ms at 12× slower. */
export const SLICE_MS = 4;

const PARAMETERS = /^(?:function\b[^(]*)?\(([^)]*)\)/;

/** Words after which a `/` starts a regular expression, not a division. */
const BEFORE_REGEX = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw']);

const isWordChar = (char: string | undefined) => char !== undefined && /[\w$]/.test(char);

/** The index just past a string literal that starts at `start` (its quote). */
function endOfString(source: string, start: number): number {
  const quote = source[start];
  let i = start + 1;
  while (i < source.length && source[i] !== quote) i += source[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The index just past a regular expression literal that starts at `start` (its slash), flags included. */
function endOfRegex(source: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\') i += 1;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) break;
    i += 1;
  }
  i += 1;
  while (isWordChar(source[i])) i += 1;
  return i;
}

/** The index of the last character before `index` that is not a space (-1: none). */
function lastCodeBefore(source: string, index: number): number {
  let i = index - 1;
  while (i >= 0 && /\s/.test(source[i] as string)) i -= 1;
  return i;
}

/** Whether a `/` at `index` starts a regular expression (after an operator, a bracket or a keyword), not a division. */
function regexStartsAt(source: string, index: number): boolean {
  const last = lastCodeBefore(source, index);
  const char = source[last];
  if (char === undefined) return true;
  if (isWordChar(char)) {
    let start = last;
    while (isWordChar(source[start - 1])) start -= 1;
    return BEFORE_REGEX.has(source.slice(start, last + 1));
  }
  return char !== ')' && char !== ']';
}

/**
 * The ids a factory requires in its body's own statements, in order: calls of its third parameter (webpack's
 * require) with a number, `var r=n(4506)`, `e.exports=n(12)`. A require inside a function, an arrow's body, a block
 * or a call's arguments is left out: it runs when that code does, which may be later or never (Gatsby's entry
 * requires its service worker registration inside a callback), so evaluating it ahead could do what the page would
 * not yet do. Strings, template literals, regular expressions and comments are skipped over; the scan jumps from one
 * bracket, quote or slash to the next (a factory can be 170 KB: React DOM's).
 */
export function factoryImports(factory: Factory): string[] {
  const source = Function.prototype.toString.call(factory);
  const parameters = PARAMETERS.exec(source);
  const requireName = parameters?.[1]?.split(',')[2]?.trim();
  if (!parameters || !requireName || !/^[\w$]+$/.test(requireName)) return [];
  const body = source.indexOf('{', parameters[0].length);
  if (body < 0) return [];
  const escaped = requireName.replace(/\$/g, '\\$');
  // What the scan stops at: in code, and in code at the body's own level (where a require counts too).
  const nested = /["'`/{}()[\]]/g;
  const topLevel = new RegExp(`["'\`/{}()[\\]]|(?<![\\w$.])${escaped}\\((\\d+)\\)`, 'g');
  const templateText = /[`\\]|\$\{/g;
  const ids: string[] = [];
  // Open brackets inside the body: `{`, `(`, `[`, a template literal's text (`) and its `${`.
  const open: string[] = [];
  let i = body + 1;
  for (;;) {
    const inTemplate = open.at(-1) === '`';
    const scan = inTemplate ? templateText : open.length === 0 ? topLevel : nested;
    scan.lastIndex = i;
    const found = scan.exec(source);
    if (!found) break;
    const token = found[0];
    i = found.index + token.length;
    if (inTemplate) {
      if (token === '`') open.pop();
      else if (token === '${') open.push('${');
      else i += 1; // an escaped character
      continue;
    }
    if (found[1] !== undefined) {
      const last = lastCodeBefore(source, found.index);
      if (!(source[last] === '>' && source[last - 1] === '=')) ids.push(found[1]);
      continue;
    }
    const next = source[i];
    if (token === '"' || token === "'") i = endOfString(source, found.index);
    else if (token === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end + 1;
    } else if (token === '/' && next === '*') {
      const end = source.indexOf('*/', i + 1);
      i = end < 0 ? source.length : end + 2;
    } else if (token === '/') {
      if (regexStartsAt(source, found.index)) i = endOfRegex(source, found.index);
    } else if (token === '`' || token === '{' || token === '(' || token === '[') open.push(token);
    // The body's own closing brace: the factory ends here.
    else if (open.length === 0) break;
    else open.pop();
  }
  return ids;
}

/**
 * The modules of `fresh` (ids) in the order an import of its roots (the modules nothing in `fresh` imports) would
 * evaluate them, one entry per cycle (the module the import enters it by). `importsOf` answers a module's imports.
 */
export function evaluationOrder(fresh: readonly string[], importsOf: (id: string) => readonly string[]): string[] {
  const members = new Set(fresh);
  const edges = new Map(fresh.map((id) => [id, importsOf(id).filter((dep) => members.has(dep))]));
  const imported = new Set([...edges.values()].flat());
  const roots = [...fresh.filter((id) => !imported.has(id)), ...fresh];

  // Tarjan's algorithm, iterative (a deep import chain must not overflow the stack).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const order: string[] = [];
  let next = 0;
  for (const root of roots) {
    if (index.has(root)) continue;
    const work: Array<{ id: string; edge: number }> = [{ id: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next);
    next += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { id: string; edge: number };
      const deps = edges.get(frame.id) ?? [];
      if (frame.edge < deps.length) {
        const dep = deps[frame.edge] as string;
        frame.edge += 1;
        if (!index.has(dep)) {
          index.set(dep, next);
          low.set(dep, next);
          next += 1;
          stack.push(dep);
          onStack.add(dep);
          work.push({ id: dep, edge: 0 });
        } else if (onStack.has(dep)) {
          low.set(frame.id, Math.min(low.get(frame.id) as number, index.get(dep) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id) as number, low.get(frame.id) as number));
      if (low.get(frame.id) === index.get(frame.id)) {
        // frame.id entered this component first: requiring it evaluates the whole cycle as the import would.
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member !== undefined) onStack.delete(member);
        } while (member !== undefined && member !== frame.id);
        order.push(frame.id);
      }
    }
  }
  return order;
}

/** When slices of work start, and how a new task is had. */
export interface SliceTiming {
  nextTask: () => Promise<void>;
  now?: () => number;
}

/**
 * Work done a slice at a time: `due` once the current slice has taken SLICE_MS (or before the first), `next()` to go
 * on in a new task. Checked between steps, never inside one.
 */
class Slices {
  count = 0;
  private start = -Infinity;
  private readonly nextTask: () => Promise<void>;
  private readonly now: () => number;

  constructor({ nextTask, now = () => performance.now() }: SliceTiming) {
    this.nextTask = nextTask;
    this.now = now;
  }

  get due(): boolean {
    return this.now() - this.start >= SLICE_MS;
  }

  async next(): Promise<void> {
    await this.nextTask();
    this.count += 1;
    this.start = this.now();
  }
}

/**
 * Reads the imports of `ids` (ids without a factory are left out), and with `transitive` those of everything they
 * import in turn, a slice at a time: one factory's source is scanned in well under a millisecond, but all of an
 * app's take 6–11 ms on a desktop.
 */
async function readImports(
  ids: readonly string[],
  factories: WebpackModules['factories'],
  slices: Slices,
  { transitive }: { transitive: boolean },
): Promise<Map<string, string[]>> {
  const imports = new Map<string, string[]>();
  const queue = ids.filter((id) => id in factories).reverse();
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (imports.has(id)) continue;
    if (slices.due) await slices.next();
    const deps = factoryImports(factories[id] as Factory).filter((dep) => dep in factories);
    imports.set(id, deps);
    if (transitive) queue.push(...deps.filter((dep) => !imports.has(dep)));
  }
  return imports;
}

/**
 * Every module an import of `root` would evaluate (what its factory requires, and so on; ids without a factory are
 * left out), in the order that import evaluates them: `root` last. The factories are read in slices (`timing`).
 */
export async function importOrder(
  root: string,
  factories: WebpackModules['factories'],
  timing: SliceTiming,
): Promise<string[]> {
  const imports = await readImports([root], factories, new Slices(timing), { transitive: true });
  return evaluationOrder([...imports.keys()], (id) => imports.get(id) ?? []);
}

/**
 * Evaluates `order` (module ids) a slice at a time: a new task before each slice, and whenever a slice has taken
 * SLICE_MS. A module that throws (a broken build) ends the slices: the import that needs it takes it from there, as
 * it would have. Answers how many slices it took (with those of `slices`, when work before went on in them).
 */
export async function evaluateInSlices(
  order: readonly string[],
  require: WebpackModules['require'],
  timing: SliceTiming | Slices,
): Promise<number> {
  const slices = timing instanceof Slices ? timing : new Slices(timing);
  for (const id of order) {
    if (slices.due) await slices.next();
    try {
      require(id);
    } catch {
      break;
    }
  }
  return slices.count;
}

/** Runs a script file (a webpack chunk: it registers its modules, it evaluates none); resolves when it has run. */
function runScript(doc: Document, src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => resolve(false);
    doc.head.appendChild(script);
  });
}

export interface PageModules {
  /**
   * Once the files have run, evaluates the modules they brought, in slices (see above); answers how many modules and
   * slices it took, and marks the work for a trace (`performance.mark('page-modules')`).
   */
  evaluate(now?: () => number): Promise<{ modules: number; slices: number }>;
}

/**
 * Starts running the page's chunk files now (their download and compilation overlap the app's start-up), a tag per
 * task as the static HTML's starter adds its own (gatsby/paint-first.ts), and answers the evaluation for later. A
 * file that fails to load leaves everything to Gatsby's loader, which retries it and reports a failure as it always
 * does.
 */
export function loadPageModules(
  files: readonly string[],
  modules: WebpackModules,
  { nextTask, doc = document }: { nextTask: () => Promise<void>; doc?: Document },
): PageModules {
  const before = new Set(Object.keys(modules.factories));
  const loaded = (async () => {
    const runs: Array<Promise<boolean>> = [];
    for (const [i, file] of files.entries()) {
      if (i > 0) await nextTask();
      runs.push(runScript(doc, file));
    }
    return Promise.all(runs);
  })();
  return {
    async evaluate(now = () => performance.now()) {
      if ((await loaded).includes(false)) return { modules: 0, slices: 0 };
      const fresh = Object.keys(modules.factories).filter((id) => !before.has(id));
      // Reading the modules' imports, then evaluating them, in the same run of slices.
      const slicing = new Slices({ nextTask, now });
      const imports = await readImports(fresh, modules.factories, slicing, { transitive: false });
      const order = evaluationOrder(fresh, (id) => imports.get(id) ?? []);
      const slices = await evaluateInSlices(order, modules.require, slicing);
      performance.mark?.('page-modules', { detail: { modules: fresh.length, slices } });
      return { modules: fresh.length, slices };
    },
  };
}
