/**
 * The content catalogue (ARCHITECTURE "Content"): game providers, games and page texts. The repository's
 * content/ files hold the default catalogue; the server seeds from it and Gatsby sources it at build time.
 */

import type { CountryCode } from './money';

export interface ContentProvider {
  slug: string;
  name: string;
  /** The studio's logo colours: background and ink (#rrggbb); the build draws the logo from them */
  palette?: [string, string];
  /** The logo's address; the build sets it to the drawn logo when the content service gives none */
  logo?: string;
}

/**
 * The game lists of SPEC §2 a game can be filed under (/games/<category>/): `oln` is Lucky Numbers (number draws),
 * `op` is Quick Games (instant rounds: crash, wheels), `aviator` the crash games. all, recent and most-popular are
 * worked out, never filed.
 */
export const GAME_CATEGORIES = ['slots', 'table-games', 'bonus', 'jackpot', 'oln', 'op', 'aviator'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * The sandbox game server's games (server/src/modules/games/math): which one plays a game. Slots: `slot` the 5-line
 * fruit machine, `classic` the 3-reel, `ways` the 243-ways game with free spins, `tumble` the cascading grid with
 * rising multipliers, `hold-and-win` the coins and respins. `fafi` is Fafi as it is played: one number of 36, each
 * with its dream (server/src/modules/games/fafi-chart.ts), one drawn.
 */
export const GAME_ENGINES = [
  'slot',
  'crash',
  'wheel',
  'lucky-numbers',
  'roulette',
  'classic',
  'ways',
  'tumble',
  'hold-and-win',
  'fafi',
] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

/**
 * Each engine's return to player as a game's page states it, in hundredths of a percent: [lowest, highest], a range
 * where the player's choice moves it (Lucky Numbers, by how many numbers are picked). The exact returns of the
 * engines' math (server/src/modules/games/math), rounded; server/test/games-rtp.test.ts holds the two together.
 */
export const ENGINE_RTP: Readonly<Record<GameEngine, readonly [number, number]>> = {
  slot: [9600, 9600],
  classic: [9585, 9585],
  ways: [9613, 9613],
  tumble: [9600, 9600],
  'hold-and-win': [9598, 9598],
  crash: [9700, 9700],
  wheel: [9600, 9600],
  'lucky-numbers': [9444, 9502],
  roulette: [9730, 9730],
  fafi: [9444, 9444],
};

/** The game page templates of SPEC §2: how the site frames the game's launch address. */
export const GAME_TEMPLATES = ['default', 'fafi', 'lucky-numbers', 'net-end', 'only-play'] as const;
export type GameTemplate = (typeof GAME_TEMPLATES)[number];

/** The pictures the build can draw at the heart of a game's thumbnail (content/art/motifs.ts). */
export const GAME_MOTIFS = [
  'anchor',
  'balls',
  'bolt',
  'cherries',
  'chips',
  'clock',
  'clover',
  'coins',
  'cricket',
  'crown',
  'diya',
  'dream',
  'drum',
  'gear',
  'gem',
  'ingot',
  'keno',
  'lotus',
  'moon',
  'peacock',
  'plane',
  'protea',
  'pyramid',
  'rocket',
  'roulette',
  'seven',
  'snowflake',
  'star',
  'sun',
  'tree',
  'wheel',
] as const;
export type GameMotif = (typeof GAME_MOTIFS)[number];

/** A game thumbnail's drawn size (3:4 portrait); tiles keep this ratio so nothing moves when it loads. */
export const THUMBNAIL_SIZE = { width: 300, height: 400 } as const;

/** A studio logo's drawn size. */
export const LOGO_SIZE = { width: 240, height: 64 } as const;

/** What the build's thumbnail is drawn from: each game its own, so no two tiles look alike. */
export interface GameTheme {
  /** Background from, background to, accent (#rrggbb) */
  palette: [string, string, string];
  motif: GameMotif;
}

export interface ContentGame {
  slug: string;
  name: string;
  /** A ContentProvider slug */
  provider: string;
  /** The /games/<category>/ lists the game appears in */
  categories: GameCategory[];
  /** Free tags, lowercase words joined by hyphens; each has a page at /tags/<tag>/ */
  tags: string[];
  /** The sandbox game that plays it */
  engine: GameEngine;
  /** The game page template that frames it */
  template: GameTemplate;
  theme: GameTheme;
  /** The thumbnail's address; the build sets it to the drawn one when the content service gives none */
  thumbnail?: string;
  /**
   * The countries whose sites show the game (an India-themed game on the India brand, Fafi on the South African
   * ones); every site when absent. The server lists and opens a game only on its countries' sites, and the build
   * makes pages only for the brand's country.
   */
  countries?: CountryCode[];
}

export interface ContentPageSection {
  heading?: string;
  paragraphs: string[];
}

/** A page text: content/pages/<slug>.json, shown at /<slug>/. */
export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  sections: ContentPageSection[];
}

/** A provider as the site lists it (SPEC §3 Game provider): with how many games it has. */
export interface ProviderSummary extends ContentProvider {
  gamesCount: number;
}
