/**
 * A sandbox game page's words, one table per language the sites have (en, zu for isiZulu, hi for Hindi). The launch
 * address's optional `lang` picks the table (an unknown one is English); play-page.ts prints the page's own words
 * and sets `<html lang>`, and hands the script its words in the page data (page-data.ts), so that no word is asked
 * for separately. The words are the site's own for the same things (src/i18n/zu.ts, hi.ts: Ibhalansi, दांव…), and
 * each language has every key English has (texts-en.ts).
 */

import { EN } from './texts-en';
import { HI } from './texts-hi';
import { ZU } from './texts-zu';

export const GAME_LANGUAGES = ['en', 'zu', 'hi'] as const;
export type GameLanguage = (typeof GAME_LANGUAGES)[number];

/** The launch's `lang` as a page language: one the pages have, English otherwise. */
export function gameLanguage(raw: string | undefined): GameLanguage {
  const code = (raw ?? '').toLowerCase();
  return (GAME_LANGUAGES as readonly string[]).includes(code) ? (code as GameLanguage) : 'en';
}

/** The words the page prints (play-page.ts). */
export type PageTexts = typeof EN;
/** The words the page's script writes (shell.ts and the engines' scripts). Money comes formatted, per currency. */
export type ClientTexts = PageTexts['client'];

export const GAME_TEXTS: Readonly<Record<GameLanguage, PageTexts>> = { en: EN, zu: ZU, hi: HI };
