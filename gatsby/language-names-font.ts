/**
 * Build time only: a small cut of Noto Sans Devanagari holding only what a page in another language shows in that
 * script — the language switcher's "हिन्दी" and the rupee sign — so that an English page of the India brand does not
 * download the whole Devanagari font (50 KB, on every page, on a phone's slow network) for six letters. The Hindi
 * pages use the whole font (themes/shubh-play/devanagari.css picks the face by the page's `<html lang>`).
 *
 * Cut with HarfBuzz (subset-font): the layout tables stay with the glyphs kept, so the letters join as in the whole
 * font (न्द). Written before webpack runs (gatsby-node's onPreBootstrap), under gatsby/generated/ (not committed).
 */

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES } from '../src/i18n/language-names';

// Gatsby runs this module compiled under .cache/: paths from the project's root, as content/art/lettering.ts does.
const requireFromRoot = createRequire(resolve('package.json'));

export const LANGUAGE_NAMES_FONT = resolve('gatsby/generated/noto-sans-devanagari-language-names.woff2');

/** The whole face, as @fontsource ships it (the 400 weight the theme uses). */
const WHOLE_FONT = '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';

/** The characters the face is for: Devanagari, the joiners and the rupee sign. */
function isDevanagari(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x0900 && code <= 0x097f) || code === 0x200c || code === 0x200d || code === 0x20b9;
}

/** What the cut must draw: the Devanagari letters of the language names and the rupee sign, each once. */
export function languageNamesText(names: readonly string[] = Object.values(LANGUAGE_NAMES)): string {
  return [...new Set([...names.join(''), '₹'].filter(isDevanagari))].join('');
}

/** The cut as woff2. */
export async function languageNamesFont(text = languageNamesText()): Promise<Buffer> {
  return subsetFont(readFileSync(requireFromRoot.resolve(WHOLE_FONT)), text, { targetFormat: 'woff2' });
}

export async function writeLanguageNamesFont(path = LANGUAGE_NAMES_FONT): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await languageNamesFont());
}
