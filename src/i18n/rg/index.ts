/**
 * Responsible gambling's texts in the page's language. Only its screens import them (the limits and activity pages,
 * and the game page's session figures, each loaded on its own), so no other page carries them.
 */

import { useLanguage } from '../index';
import { rgEn, type RgMessages } from './en';
import { rgHi } from './hi';
import { rgZu } from './zu';

export type { RgMessages } from './en';

const byLanguage: Readonly<Record<string, RgMessages>> = { en: rgEn, zu: rgZu, hi: rgHi };

export const rgMessagesFor = (language: string | null | undefined): RgMessages =>
  (language && byLanguage[language]) || rgEn;

export function useRgMessages(): RgMessages {
  return rgMessagesFor(useLanguage());
}
