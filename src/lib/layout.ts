/** Layout constants and shell routes (SPEC §2 Layout, §9). One place, so the theme, the layout and tests agree. */

import { splitLanguage, withLanguage } from './language';

/** MUI breakpoints (min widths, px); `xsl` is our custom one (see src/app/theme/mui.d.ts). */
export const BREAKPOINTS = { xs: 0, xsl: 460, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
/** Theme spacing unit: `theme.spacing(1)` is 4px. */
export const SPACING_UNIT = 4;

export const HEADER_HEIGHT = 64;
export const LEFT_SIDEBAR_WIDTH = 320;
export const RIGHT_SIDEBAR_WIDTH = 375;
export const MODAL_WIDTH = 500;
export const CONTAINER_WIDTH = 560;
/** After the sliding sidebar closes, its scroll goes back to the top after this delay. */
export const SIDEBAR_SCROLL_RESET_MS = 400;
export const MODAL_BACKDROP_TIMEOUT_MS = 500;

/** The shell's routes (trailing slash: gatsby-config `trailingSlash: 'always'`). */
export const Paths = {
  home: '/',
  search: '/search/',
  auth: '/auth/',
  myAccount: '/my-account/',
  statement: '/my-account/statement/',
  verification: '/my-account/verification/',
  /** Responsible gambling: the player's limits, session settings, time-out and self-exclusion; their activity. */
  limits: '/my-account/limits/',
  activity: '/my-account/activity/',
  /** The cash-in hub: every deposit method of the brand's country. */
  deposit: '/cashin/',
  withdrawals: '/cashout/',
  promo: '/promo/',
  jackpot: '/jackpot/',
  slots: '/games/slots/',
  tableGames: '/games/table-games/',
  quickGames: '/games/op/',
  luckyNumbers: '/games/oln/',
  /** The crash game players look for first (issue 40): in the menu and on the home page. */
  aviator: '/game/spaviator/',
  myBets: '/my-bets/',
  privacyPolicy: '/privacy-policy/',
  casinoBonuses: '/casino-bonuses/',
  playFreeCasinoSlots: '/play-free-casino-slots/',
  exit: '/exit/',
  serverError: '/500/',
} as const;

/** A bonus campaign's preview page with its terms (its id is read after hydration): /promo/bonus/?id=<id> */
export const bonusCampaignPath = (id: number) => `/promo/bonus/?id=${id}`;

/** The happy-hour page (its own screen). */
export const happyHourPath = '/promo/happy-hour/';

/** A tag's page: /tags/<tag>/ */
export const tagPath = (tag: string) => `/tags/${encodeURIComponent(tag)}/`;

/** Sign-up, going on to `next` (a path of this site) once the account is made. */
export const signUpPath = (next?: string) =>
  next === undefined ? `${Paths.auth}?mode=signUp` : `${Paths.auth}?mode=signUp&next=${encodeURIComponent(next)}`;

/** The sign-in page, coming back to `next` (a path of this site) once signed in. */
export const signInPath = (next: string) => `${Paths.auth}?next=${encodeURIComponent(next)}`;

/**
 * The sign-in page in the language of the address `pathname` + `search`, coming back to it (for a navigate() call;
 * links add the prefix themselves): '/zu/promo/' → '/zu/auth/?next=%2Fpromo%2F'.
 */
export function signInPathFrom(pathname: string, search = ''): string {
  const { language, path } = splitLanguage(pathname);
  return withLanguage(signInPath(path + search), language);
}
