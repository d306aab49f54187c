import {
  SLICE_MS,
  evaluateInSlices,
  evaluationOrder,
  factoryImports,
  importOrder,
  loadPageModules,
} from './page-modules';
import type { WebpackModules } from './page-modules';

type Factory = WebpackModules['factories'][string];

/**
 * A small webpack runtime: a module registry, a require that evaluates a module once (what it imports first, as the
 * factory asks), and a log of the evaluations. `cost` is how long each module takes on its clock.
 */
function runtime({ cost = 0 } = {}) {
  const factories: Record<string, Factory> = {};
  const cache = new Map<string, { exports: object }>();
  const evaluated: string[] = [];
  const clock = { now: 0 };
  const require = (id: string | number) => {
    const key = String(id);
    const cached = cache.get(key);
    if (cached) return cached.exports;
    const module = { exports: {} };
    cache.set(key, module);
    (factories[key] as (m: object, e: object, r: typeof require) => void)(module, module.exports, require);
    return module.exports;
  };
  const log = (id: string) => {
    evaluated.push(id);
    clock.now += cost;
  };
  // The page's modules, in webpack's shape (module, exports, require): P(1) imports A(2), B(3) and the app's own 7;
  // A imports C(4) and D(5); D imports A (a cycle) and C; B imports C and E(6).
  const page: Record<string, Factory> = {
    1: function (m: unknown, e: unknown, t: (id: number) => unknown) {
      t(2);
      t(3);
      t(7);
      log('1');
    } as Factory,
    2: function (m: unknown, e: unknown, t: (id: number) => unknown) {
      t(4);
      t(5);
      log('2');
    } as Factory,
    3: function (m: unknown, e: unknown, t: (id: number) => unknown) {
      t(4);
      t(6);
      log('3');
    } as Factory,
    4: function () {
      log('4');
    } as Factory,
    5: function (m: unknown, e: unknown, t: (id: number) => unknown) {
      t(2);
      t(4);
      log('5');
    } as Factory,
    6: function () {
      log('6');
    } as Factory,
  };
  factories[7] = function () {
    log('7');
  } as Factory;
  require(7);
  evaluated.length = 0;
  return { factories, require, evaluated, clock, page };
}

describe('factoryImports', () => {
  it('reads the modules a minified webpack factory requires, in order, and nothing else', () => {
    const factory = new Function(
      'n',
      'e',
      't',
      't.d(e,{f:function(){return a}});var r=t(4506),i=t(673),o=x.t(12);t.e(99).then(t.bind(t,98));' +
        'function a(){return (0,r.A)(i)}',
    ) as Factory;
    expect(factoryImports(factory)).toEqual(['4506', '673']);
    expect(
      factoryImports(((e: unknown, n: unknown, $: (id: number) => unknown) => {
        $(5);
      }) as Factory),
    ).toEqual(['5']);
    expect(
      factoryImports(function (e: { exports: number }) {
        e.exports = 1;
      } as Factory),
    ).toEqual([]);
  });

  it("reads only the requires of the factory's own statements, whatever strings and regular expressions hold", () => {
    const factory = new Function(
      'e',
      't',
      'n',
      '"use strict";var o=n(1),r=n(2);const s="})(n(90)",c=/[})]n(91)\\//g,u=`a${"}"}n(92)${n(93)}`;' +
        'function a(){return n(94)}const l=()=>n(95),d=e=>{n(96)};e.then(function(){n(97)}),[n(98)];' +
        'let h=4/2/n(3);if(x){n(99)}/}n(100)/.test(u)&&1;e.exports=n(4);return/}/.test(s)',
    ) as Factory;
    // 1, 2 and 4 run with the module; 3 too (a division); the rest only when their function, block or string does.
    expect(factoryImports(factory)).toEqual(['1', '2', '3', '4']);
  });
});

describe('evaluationOrder', () => {
  it("evaluates the page's modules one step at a time in exactly the order the page's own import would", () => {
    const natural = runtime();
    Object.assign(natural.factories, natural.page);
    natural.require(1);
    expect(natural.evaluated).toEqual(['4', '5', '2', '6', '3', '1']);

    const staged = runtime();
    Object.assign(staged.factories, staged.page);
    const order = evaluationOrder(Object.keys(staged.page), (id) => factoryImports(staged.factories[id] as Factory));
    // One step per module, but for the cycle A–D: entered at A, where the page's import enters it.
    expect(order).toEqual(['4', '2', '6', '3', '1']);
    for (const id of order) staged.require(id);
    expect(staged.evaluated).toEqual(natural.evaluated);
  });

  it('keeps a long import chain off the call stack', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => String(i));
    const order = evaluationOrder(ids, (id) => (Number(id) + 1 < ids.length ? [String(Number(id) + 1)] : []));
    expect(order[0]).toBe('19999');
    expect(order.at(-1)).toBe('0');
  });
});

describe('importOrder', () => {
  /** An entry E(10) importing 11 and 12; 11 imports 13, 12 imports 13 and 11; 14 is imported lazily, 15 by no one. */
  function entry() {
    const { factories, require, evaluated } = runtime();
    const module = (id: string, body: string) =>
      new Function('log', `return function (m, e, t) { ${body}log("${id}") }`)((id: string) =>
        evaluated.push(id),
      ) as Factory;
    Object.assign(factories, {
      // 14 as webpack writes a lazy import: bound, not called
      10: module('10', 't(11);t(12);t.bind(t,14);'),
      11: module('11', 't(13);'),
      12: module('12', 't(13);t(11);'),
      13: module('13', ''),
      14: module('14', ''),
      15: module('15', ''),
    });
    return { factories, require, evaluated };
  }

  it("answers what an entry's import evaluates, in that order, the entry last, and nothing else", async () => {
    const natural = entry();
    natural.require('10');
    expect(natural.evaluated).toEqual(['13', '11', '12', '10']);

    const staged = entry();
    const order = await importOrder('10', staged.factories, { nextTask: async () => undefined });
    expect(order).toEqual(['13', '11', '12', '10']);
    for (const id of order.slice(0, -1)) staged.require(id);
    expect(staged.evaluated).toEqual(['13', '11', '12']);
    staged.require('10');
    expect(staged.evaluated).toEqual(natural.evaluated);
  });

  it('answers nothing for an id without a factory, and skips imports that have none', async () => {
    const { factories } = entry();
    const timing = { nextTask: async () => undefined };
    expect(await importOrder('99', factories, timing)).toEqual([]);
    delete factories[13];
    expect(await importOrder('10', factories, timing)).toEqual(['11', '12', '10']);
  });

  it('reads the factories a slice at a time: a new task whenever reading has taken SLICE_MS', async () => {
    const { factories } = entry();
    // Each look at the clock is 1.5 ms later: reading one factory "takes" that long.
    let clock = 0;
    const events: string[] = [];
    const order = await importOrder('10', factories, {
      nextTask: async () => {
        events.push('task');
      },
      now: () => (clock += 1.5),
    });
    expect(order).toEqual(['13', '11', '12', '10']);
    // A task before 10; 11 and 12 in the same slice; 13 once the slice has taken SLICE_MS (4 ms)
    expect(events).toEqual(['task', 'task']);
  });
});

describe('evaluateInSlices', () => {
  it('starts a new task before each slice of SLICE_MS, and stops at a module that throws', async () => {
    const clock = { now: 0 };
    const evaluated: string[] = [];
    const events: string[] = [];
    const require = (id: string) => {
      if (id === 'bad') throw new Error('broken build');
      evaluated.push(id);
      events.push(id);
      clock.now += 3;
    };
    const nextTask = async () => {
      events.push('task');
    };
    const slices = await evaluateInSlices(['a', 'b', 'c', 'bad', 'd'], require, { nextTask, now: () => clock.now });
    expect(events).toEqual(['task', 'a', 'b', 'task', 'c']);
    expect(slices).toBe(2);
    expect(evaluated).toEqual(['a', 'b', 'c']);
  });
});

describe('loadPageModules', () => {
  /** A document whose script tags "run" a chunk: its modules join the registry, then the tag loads (or fails). */
  function fakeDocument(
    chunks: Record<string, Record<string, Factory | undefined> | 'fails'>,
    registry: Record<string, Factory | undefined>,
  ) {
    const events: string[] = [];
    const doc = {
      createElement: () => ({}) as HTMLScriptElement,
      head: {
        appendChild: (script: HTMLScriptElement) => {
          events.push(`add ${script.src}`);
          const chunk = chunks[script.src];
          queueMicrotask(() => {
            if (chunk === 'fails' || chunk === undefined) return script.onerror?.(new Event('error'));
            Object.assign(registry, chunk);
            return script.onload?.(new Event('load'));
          });
        },
      },
    } as unknown as Document;
    return { doc, events };
  }

  it("runs the page's chunks a tag per task, then evaluates their modules in slices of a few milliseconds", async () => {
    const { factories, require, evaluated, clock, page } = runtime({ cost: 3 });
    const { 1: root, 2: a, 3: b, 4: c, 5: d, 6: e } = page;
    const { doc, events } = fakeDocument(
      { '/commons.js': { 2: a, 4: c, 5: d }, '/shared.js': { 3: b, 6: e }, '/component---page.js': { 1: root } },
      factories,
    );
    const nextTask = async () => {
      events.push('task');
    };
    const page$ = loadPageModules(
      ['/commons.js', '/shared.js', '/component---page.js'],
      { factories, require },
      {
        nextTask,
        doc,
      },
    );
    const result = await page$.evaluate(() => clock.now);

    expect(evaluated).toEqual(['4', '5', '2', '6', '3', '1']);
    expect(events.slice(0, 5)).toEqual([
      'add /commons.js',
      'task',
      'add /shared.js',
      'task',
      'add /component---page.js',
    ]);
    // Each module takes 3 ms here: a new task once a slice has taken SLICE_MS (4 ms), never inside a module's import.
    expect(SLICE_MS).toBe(4);
    // 4 | 2 (with 5, 6 ms) | 6, 3 | 1
    expect(events.slice(5)).toEqual(['task', 'task', 'task']);
    expect(result).toEqual({ modules: 6, slices: 3 });
  });

  it('leaves everything to the loader when a chunk fails to load', async () => {
    const { factories, require, evaluated, page } = runtime();
    const { doc } = fakeDocument({ '/commons.js': { 2: page[2] as Factory }, '/shared.js': 'fails' }, factories);
    const result = await loadPageModules(
      ['/commons.js', '/shared.js'],
      { factories, require },
      {
        nextTask: async () => undefined,
        doc,
      },
    ).evaluate();
    expect(result).toEqual({ modules: 0, slices: 0 });
    expect(evaluated).toEqual([]);
  });

  it('evaluates nothing that was registered before (the app, or a chunk that already ran)', async () => {
    const { factories, require, evaluated, page } = runtime();
    Object.assign(factories, { 4: page[4], 6: page[6] });
    const { doc } = fakeDocument({ '/page.js': page }, factories);
    const result = await loadPageModules(
      ['/page.js'],
      { factories, require },
      {
        nextTask: async () => undefined,
        doc,
      },
    ).evaluate();
    expect(result.modules).toBe(4);
    // 4 and 6 are evaluated where the page's modules import them, as webpack would.
    expect(evaluated).toEqual(['4', '5', '2', '6', '3', '1']);
  });
});
