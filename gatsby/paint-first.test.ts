import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paintFirst, paintFirstAll } from './paint-first';

/** The end of a page as Gatsby writes it (its `_gatsby-scripts` slice). */
const GATSBY_PAGE =
  '<html><head><style>h1{}</style></head><body><div id="___gatsby"><h1>Welcome</h1></div>' +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>';

/** Runs a page's inline starter in this document, as the browser would. */
function runStarter(html: string): void {
  const starter = /<script>(\(function\(\)\{var s=[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!starter) throw new Error('no starter in the page');
  new Function(starter)();
}

/** Sets `object[key]` for a test; returns the undo. */
function replaceGlobal(object: object, key: string, value: unknown): () => void {
  const before = Object.getOwnPropertyDescriptor(object, key);
  Object.defineProperty(object, key, { value, configurable: true, writable: true });
  return () => (before ? Object.defineProperty(object, key, before) : Reflect.deleteProperty(object, key));
}

const added = () =>
  [...document.head.querySelectorAll('script[src], link[rel="preload"]')].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.getAttribute('src')}`
      : `preload ${element.getAttribute('href')}`,
  );

describe('paintFirst', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('leaves no script for the browser to run before the page is painted', () => {
    const html = paintFirst(GATSBY_PAGE, ['/component---index-4.js']);
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toMatch(/<link rel="preload"/);
    expect(html).toContain('<h1>Welcome</h1>');
    expect(html).toContain('window.pagePath="/"');
  });

  it('adds the scripts in their order, and preloads the page chunks and data, once a frame has been shown', () => {
    runStarter(
      paintFirst(GATSBY_PAGE, ['/commons-5.js', '/component---index-4.js', '/page-data/index/page-data.json']),
    );
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(added()).toEqual([
      'script /webpack-runtime-1.js',
      'script /framework-2.js',
      'script /app-3.js',
      'preload /commons-5.js',
      'preload /component---index-4.js',
      'preload /page-data/index/page-data.json',
    ]);
    // Data is preloaded the way Gatsby's loader asks for it (XHR: CORS mode, same-origin credentials).
    const data = document.head.querySelector('link[href$=".json"]');
    expect([data?.getAttribute('as'), data?.getAttribute('crossorigin')]).toEqual(['fetch', 'anonymous']);
    expect(document.head.querySelector('link[href$="index-4.js"]')?.getAttribute('as')).toBe('script');
    // Once only, whichever of the frame and the fallback timer comes first.
    jest.advanceTimersByTime(4000);
    expect(added()).toHaveLength(6);
  });

  it('leaves nothing on the window for the app to read: webpack loads the chunks it preloaded itself', () => {
    const before = new Set(Object.keys(window));
    runStarter(paintFirst(GATSBY_PAGE, ['/commons-5.js', '/component---index-4.js']));
    jest.advanceTimersByTime(50);
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual([]);
  });

  it('waits for the first contentful paint where the browser reports it (not a frame of backgrounds only)', () => {
    let paint: (() => void) | undefined;
    const observed: string[] = [];
    class PaintObserver {
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        paint = () => callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      }
      observe({ type }: { type: string }) {
        observed.push(type);
      }
      disconnect() {}
    }
    const restore = [
      replaceGlobal(window, 'PerformanceObserver', PaintObserver),
      replaceGlobal(performance, 'getEntriesByName', () => []),
    ];
    try {
      runStarter(paintFirst(GATSBY_PAGE));
      jest.advanceTimersByTime(100);
      expect(observed).toEqual(['paint']);
      expect(added()).toEqual([]);
      paint?.();
      jest.advanceTimersByTime(10);
      expect(added()).toEqual(['script /webpack-runtime-1.js', 'script /framework-2.js', 'script /app-3.js']);
    } finally {
      restore.forEach((undo) => undo());
    }
  });

  it('starts at once in a tab opened in the background, which paints nothing', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runStarter(paintFirst(GATSBY_PAGE));
    expect(added()).toEqual(['script /webpack-runtime-1.js']);
    jest.advanceTimersByTime(10);
    expect(added()).toEqual(['script /webpack-runtime-1.js', 'script /framework-2.js', 'script /app-3.js']);
  });

  it('adds one tag per task, so no task of the start holds up a tap', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runStarter(paintFirst(GATSBY_PAGE, ['/component---index-4.js', '/page-data/index/page-data.json']));
    const counts = [added().length];
    for (let task = 0; task < 5; task++) {
      jest.advanceTimersToNextTimer();
      counts.push(added().length);
    }
    expect(counts).toEqual([1, 2, 3, 4, 5, 5]);
  });

  it('leaves a page without Gatsby scripts as it is', () => {
    const page = '<html><head></head><body><p>Offline</p></body></html>';
    expect(paintFirst(page)).toBe(page);
  });
});

describe('paintFirstAll', () => {
  it('rewrites every page of a build with the chunks of its own component (and of its language)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paint-first-'));
    try {
      fs.mkdirSync(path.join(dir, 'page-data', 'index'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'page-data', 'auth'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'auth'));
      fs.writeFileSync(path.join(dir, 'index.html'), GATSBY_PAGE);
      fs.writeFileSync(path.join(dir, 'auth', 'index.html'), GATSBY_PAGE.replace('pagePath="/"', 'pagePath="/auth/"'));
      fs.mkdirSync(path.join(dir, 'page-data', 'zu', 'auth'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'zu', 'auth'), { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'zu', 'auth', 'index.html'),
        GATSBY_PAGE.replace('pagePath="/"', 'pagePath="/zu/auth/"'),
      );
      fs.mkdirSync(path.join(dir, 'page-data', 'sq', 'd'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'page-data', 'app-data.json'), '{}');
      fs.writeFileSync(path.join(dir, 'page-data', 'sq', 'd', '383.json'), '{}');
      fs.writeFileSync(
        path.join(dir, 'page-data', 'index', 'page-data.json'),
        JSON.stringify({ componentChunkName: 'component---index', staticQueryHashes: ['383'] }),
      );
      fs.writeFileSync(
        path.join(dir, 'page-data', 'auth', 'page-data.json'),
        JSON.stringify({ componentChunkName: 'component---auth' }),
      );
      fs.writeFileSync(
        path.join(dir, 'page-data', 'zu', 'auth', 'page-data.json'),
        JSON.stringify({ componentChunkName: 'component---auth' }),
      );
      fs.writeFileSync(
        path.join(dir, 'webpack.stats.json'),
        JSON.stringify({
          namedChunkGroups: {
            'component---index': { assets: [{ name: 'commons-5.js' }, { name: 'component---index-4.js' }] },
            'component---auth': { assets: [{ name: 'component---auth-6.js' }, { name: 'component---auth-6.js.map' }] },
            // Loaded when the browser is idle, by the app itself: no page lists it.
            'idle-toast-host': { assets: [{ name: 'commons-5.js' }, { name: 'idle-toast-host-7.js' }] },
            // The isiZulu texts, which only the /zu/ pages load.
            'translation-zu': { assets: [{ name: 'translation-zu-9.js' }] },
          },
        }),
      );

      expect(paintFirstAll(dir)).toBe(3);
      const home = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
      const auth = fs.readFileSync(path.join(dir, 'auth', 'index.html'), 'utf8');
      const zuAuth = fs.readFileSync(path.join(dir, 'zu', 'auth', 'index.html'), 'utf8');
      // The page's chunks, then what Gatsby's loader fetches first: app data, page data, static query results.
      expect(home).toContain(
        'c=["/commons-5.js","/component---index-4.js","/page-data/app-data.json","/page-data/index/page-data.json","/page-data/sq/d/383.json"]',
      );
      expect(auth).toContain(
        'c=["/component---auth-6.js","/page-data/app-data.json","/page-data/auth/page-data.json"]',
      );
      expect(zuAuth).toContain(
        'c=["/translation-zu-9.js","/component---auth-6.js","/page-data/app-data.json","/page-data/zu/auth/page-data.json"]',
      );
      for (const page of [home, auth, zuAuth]) expect(page).not.toContain('idle-toast-host');
      // A second run (a build step repeated) changes nothing more.
      expect(paintFirstAll(dir)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
