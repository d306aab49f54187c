/**
 * Build time only: a preload for each face of the brand font, so that its files are asked for with the page rather
 * than once the first layout finds text that uses them. Without it the page is laid out twice on its first visit:
 * in the scaled local stand-in (gatsby/font-fallback-faces.ts), then again when the web font arrives and swaps in,
 * a relayout of every line of text while the page starts up (on this machine's CPU, 7–18 ms unthrottled; at a
 * phone's speed a long task). Preloaded, the font is there before the first layout on a good connection; on a slow
 * one it is still the first thing the page fetches after its CSS.
 *
 * Only the brand family's faces without a unicode-range are preloaded (the latin subset of the weights the theme
 * uses): a face limited to another script (Devanagari, say) is left to the browser, which fetches it only for a
 * page that shows such a character.
 */

const FONT_FACE = /@font-face\s*{([^}]*)}/g;

/** The woff2 files of `family`'s faces that have no unicode-range, in the order of the CSS. */
export function brandFontFiles(css: string, family: string): string[] {
  const files: string[] = [];
  for (const [, body = ''] of css.matchAll(FONT_FACE)) {
    const declarations = new Map(
      body
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s))
        .filter((parts): parts is [string, string] => parts.length >= 2)
        .map(([name, value]) => [name.trim().toLowerCase(), value.trim()]),
    );
    const faceFamily = declarations.get('font-family')?.replace(/^["']|["']$/g, '');
    if (faceFamily !== family || declarations.has('unicode-range')) continue;
    const woff2 = /url\(\s*["']?([^"')\s]+\.woff2)["']?\s*\)/.exec(declarations.get('src') ?? '')?.[1];
    if (woff2 && !files.includes(woff2)) files.push(woff2);
  }
  return files;
}

interface HeadComponent {
  props?: { 'data-identity'?: string; dangerouslySetInnerHTML?: { __html?: string } };
}

/** The CSS Gatsby inlines into the page's <head> (the global styles, font faces included). */
export function inlinedGlobalCss(components: readonly unknown[]): string {
  return components
    .map((component) => component as HeadComponent | null)
    .filter((component) => component?.props?.['data-identity'] === 'gatsby-global-css')
    .map((component) => component?.props?.dangerouslySetInnerHTML?.__html ?? '')
    .join('\n');
}
