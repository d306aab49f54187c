/**
 * The offers' and the welcome's texts in the page's language. Only those parts import them (each a chunk of its
 * own), so no page's first load carries them.
 */

import { useLanguage } from '../index';
import { offersEn, type OffersMessages } from './en';
import { offersHi } from './hi';
import { offersZu } from './zu';

export type { OffersMessages } from './en';

const byLanguage: Readonly<Record<string, OffersMessages>> = { en: offersEn, zu: offersZu, hi: offersHi };

export function useOffersMessages(): OffersMessages {
  return byLanguage[useLanguage()] ?? offersEn;
}
