/** The arithmetic of `npm run bench:web` (scripts/bench/web.ts): CPU slowdown calibration, medians, floor ratios. */

import gameFile from '../../content/games.json';

/** Lighthouse's stock mobile CPU slowdown. */
export const STOCK_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes a host of this benchmark index stand for Lighthouse's target phone: the piecewise
 * rule of Lighthouse's throttling documentation (its CPU throttling calculator), where an index of 1533 gives the
 * stock 4×. Never below 1×: a slow host is not sped up.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The middle value (the upper of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The catalogue's first game (content/games.json): the game page measured by default. */
const FIRST_GAME = (gameFile as ReadonlyArray<{ slug: string }>)[0]?.slug;

/**
 * The pages measured when PAGES does not say: the home page (the lobby), a category and a game page (issue 16's
 * pages), and the money pages a player opens most (issue 15's).
 */
export const DEFAULT_PAGES: readonly string[] = [
  '/',
  '/games/slots/',
  ...(FIRST_GAME ? [`/game/${FIRST_GAME}/`] : []),
  '/cashin/',
  '/cashout/',
];

/** PAGES=/,/cashin/ (comma-separated site paths) or the default list; each path starts and ends with a slash. */
export function benchPages(setting: string | undefined): string[] {
  const listed = (setting ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  const paths = listed.length > 0 ? listed : [...DEFAULT_PAGES];
  return [...new Set(paths.map((path) => `/${path}/`.replace(/\/{2,}/g, '/')))];
}

/** How a page is measured: as a visitor opens it, or as a signed-in player (scripts/bench/signed-in.ts). */
export type PageSession = 'signed in' | 'signed out';

/** The pages that send a visitor to sign-in (SPEC §2): the cash-in, cash-out and account pages, in any language. */
const SIGNED_IN_PAGES = /^(\/[a-z]{2})?\/(cashin|cashout|my-account)\//;

/**
 * A page that sends a visitor to sign-in is measured signed in, as a player opens it (signed out it would measure
 * the redirect and the sign-in page); every other page signed out. SIGNED_OUT=1 (`signedOut`) measures all signed out.
 */
export function pageSession(path: string, signedOut?: string): PageSession {
  if (signedOut && signedOut !== '0') return 'signed out';
  return SIGNED_IN_PAGES.test(path) ? 'signed in' : 'signed out';
}

/**
 * A page's figure as a multiple of the floor's (the bare Gatsby page's, scripts/bench/floor-site) at the same
 * slowdown in the same run, e.g. "7.1×": one decimal below 100×, whole above. "–" where there is no base for a
 * ratio: a floor under 1 ms (a TBT of 0 is common for the bare page) or a figure that is not a number.
 */
export function floorRatio(value: number, floor: number): string {
  if (!Number.isFinite(value) || !Number.isFinite(floor) || floor < 1) return '–';
  const ratio = value / floor;
  return `${ratio < 100 ? ratio.toFixed(1) : Math.round(ratio)}×`;
}
