/**
 * Paint first, then run the JavaScript: a step over every built page (gatsby-node.ts `onPostBuild`).
 *
 * Gatsby ends each page with `<script async>` tags for its runtime, React and the app. On a fast connection they
 * arrive while the browser is still laying out the static HTML, and their evaluation (hundreds of milliseconds on a
 * cheap phone) runs before the first paint: the player looks at a blank screen while the page is already there.
 *
 * Here a small inline script adds those `<script>` tags once the browser has painted the page's content, and
 * preloads the page's own chunks and data with them (Gatsby would otherwise only ask for those once the app has run,
 * one round trip after another). A hidden tab shows nothing: there they go in at once.
 * (Gatsby renders these tags in its `_gatsby-scripts` slice, out of reach of `onPreRenderHTML`: hence a build step.)
 */

import fs from 'node:fs';
import path from 'node:path';

const SCRIPT_TAG = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * The inline starter. Once the browser reports the first contentful paint (the text and images of the static page
 * on screen: frames before it may show only backgrounds while a font arrives), or at once in a hidden tab, it adds
 * the scripts and preloads the page's chunks (webpack asks for them once the app has read the page data: they are
 * then at hand). Without paint timing it waits two frames; whatever happens, it starts within 3 s. Each tag goes
 * in a task of its own: starting a request is a synchronous trip to the network service, up to ~25 ms apiece on a
 * cheap phone, and nine of them in one task would hold up a tap.
 */
export function starterScript(sources: readonly string[], chunks: readonly string[] = []): string {
  return [
    `(function(){var s=${JSON.stringify(sources)},c=${JSON.stringify(chunks)},d=document,w=window,done=0;`,
    'function add(t,u,p){var e=d.createElement(t);',
    'if(p){e.rel="preload";e.href=u;if(/\\.json$/.test(u)){e.setAttribute("as","fetch");e.crossOrigin="anonymous"}else e.setAttribute("as","script")}',
    'else{e.src=u;e.async=true}d.head.appendChild(e)}',
    'function go(){if(done)return;done=1;var i,q=[];',
    'for(i=0;i<s.length;i++)q.push(["script",s[i]]);for(i=0;i<c.length;i++)q.push(["link",c[i],1]);',
    'function next(){var x=q.shift();if(!x)return;add(x[0],x[1],x[2]);if(q.length)setTimeout(next,0)}next()}',
    'function soon(){setTimeout(go,0)}',
    'function painted(l){return l.getEntriesByName("first-contentful-paint").length>0}',
    'w.setTimeout(go,3000);',
    'if(d.visibilityState==="hidden")return go();',
    'try{if(painted(performance))return soon();',
    'var o=new PerformanceObserver(function(l){if(painted(l)){o.disconnect();soon()}});',
    'o.observe({type:"paint",buffered:true})}',
    'catch(e){if(!w.requestAnimationFrame)return go();',
    'requestAnimationFrame(function(){requestAnimationFrame(soon)})}})()',
  ].join('');
}

/**
 * One page's HTML with its scripts started after the first paint, and `chunks` (the page's own) preloaded then.
 * Nothing is requested before the paint: on a slow line the page's few kilobytes of HTML and CSS go first.
 */
export function paintFirst(html: string, chunks: readonly string[] = []): string {
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1] as string);
  if (sources.length === 0) return html;
  const extra = chunks.filter((chunk) => !sources.includes(chunk));
  let started = false;
  return html.replace(SCRIPT_TAG, () => {
    if (started) return '';
    started = true;
    return `<script>${starterScript(sources, extra)}</script>`;
  });
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> } | undefined>;
}

/** The scripts webpack loads for a named chunk group (a page component, a translation): its own and shared ones. */
export function chunkGroupFiles(stats: WebpackStats, groupName: unknown, pathPrefix = ''): string[] {
  if (typeof groupName !== 'string') return [];
  const group = stats.namedChunkGroups[groupName];
  return (group?.assets ?? [])
    .map((asset) => asset.name)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `${pathPrefix}/${name}`);
}

/**
 * A page's language chunk ("translation-<code>", themes/<brand>/index.ts) when its path has a language prefix: the
 * app loads it before it renders the page, so it comes with the page's own chunks rather than a round trip later.
 */
export function translationChunks(stats: WebpackStats, pagePath: string, pathPrefix = ''): string[] {
  const language = /^\/([a-z]{2,3})\//.exec(pagePath)?.[1];
  return language ? chunkGroupFiles(stats, `translation-${language}`, pathPrefix) : [];
}

interface PageData {
  componentChunkName?: unknown;
  staticQueryHashes?: unknown;
}

/**
 * The data Gatsby's loader fetches before it can render the page: the app data, the page's data and its static
 * queries' results. Preloaded with the scripts, they are not a second round trip after the app has run.
 */
function pageDataFiles(publicDir: string, dataFile: string, data: PageData, pathPrefix: string): string[] {
  const url = (file: string) => `${pathPrefix}/${path.relative(publicDir, file).split(path.sep).join('/')}`;
  const hashes = Array.isArray(data.staticQueryHashes) ? data.staticQueryHashes.map(String) : [];
  return [
    path.join(publicDir, 'page-data', 'app-data.json'),
    dataFile,
    ...hashes.map((hash) => path.join(publicDir, 'page-data', 'sq', 'd', `${hash}.json`)),
  ]
    .filter((file) => fs.existsSync(file))
    .map(url);
}

/** public/page-data/<path>/page-data.json for a page at `pagePath` ('/' is 'index'). */
function pageDataFile(publicDir: string, pagePath: string): string {
  const trimmed = pagePath.replace(/^\/|\/$/g, '');
  return path.join(publicDir, 'page-data', trimmed === '' ? 'index' : trimmed, 'page-data.json');
}

/** Every page of a build (page-data holds folders named like pages, e.g. 500.html/). */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'page-data' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Rewrites every page of a build in place; returns how many it changed. */
export function paintFirstAll(publicDir: string, pathPrefix = ''): number {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as WebpackStats;
  let count = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const pagePath = /window\.pagePath=("[^"]*")/.exec(html)?.[1];
    let chunks: string[] = [];
    if (pagePath !== undefined) {
      const sitePath = JSON.parse(pagePath) as string;
      const dataFile = pageDataFile(publicDir, sitePath);
      if (fs.existsSync(dataFile)) {
        const data = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as PageData;
        chunks = [
          ...new Set([
            ...translationChunks(stats, sitePath, pathPrefix),
            ...chunkGroupFiles(stats, data.componentChunkName, pathPrefix),
            ...pageDataFiles(publicDir, dataFile, data, pathPrefix),
          ]),
        ];
      }
    }
    const rewritten = paintFirst(html, chunks);
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    count += 1;
  }
  return count;
}
