/**
 * A sandbox game's page (its launch address): the frame every engine shares — the game's name and palette, the
 * balance, the bet, the message line, the provably fair panel, the rules, Back to lobby — around a stage the
 * engine's script draws. Self-contained (no asset from elsewhere), everything printed escaped; the page's data goes
 * to its script as JSON in a non-executable script element, and the script reads the session from the address.
 */

import type { GameTheme } from '../../../../contract/content';
import { CRASH_BETTING_MS, SandboxPaths } from '../../../../contract/sandbox';
import type { Game } from '../../modules/games/catalogue';
import * as classic from '../../modules/games/math/classic';
import * as crash from '../../modules/games/math/crash';
import * as holdAndWin from '../../modules/games/math/hold-and-win';
import * as fafi from '../../modules/games/math/fafi';
import * as luckyNumbers from '../../modules/games/math/lucky-numbers';
import * as roulette from '../../modules/games/math/roulette';
import * as slot from '../../modules/games/math/slot';
import * as tumble from '../../modules/games/math/tumble';
import * as ways from '../../modules/games/math/ways';
import * as wheel from '../../modules/games/math/wheel';
import type { ClientAssets } from '../client-assets';
import { escapeHtml, hostedPage, scriptJson } from '../../http/pages/hosted-page';
import { formatMoney } from '../money';
import { balanceParts, type GameBalance } from './client/balance-line';
import { premiumArt } from './theme-art';
import type { PlayPageData } from './client/page-data';
import { GAME_TEXTS, type GameLanguage, type PageTexts } from './texts';

/** A game without a theme in the content: the sandbox's own dark blue. */
const DEFAULT_PALETTE: GameTheme['palette'] = ['#0b1026', '#24305e', '#f8c630'];

const percent = (rtp: number) => `${(rtp * 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/** Each engine's play button (a word of texts.ts) and its rules. */
const RULES: Readonly<Record<string, { play: keyof Pick<PageTexts, 'spin' | 'draw' | 'bet'>; rules: string }>> = {
  slot: {
    play: 'spin',
    rules:
      `5 reels, 3 rows and ${slot.PAYLINES.length} lines. The bet is shared evenly by the lines; 3, 4 or 5 of a ` +
      'symbol in a row from the left reel pay on a line, and the wild stands for any symbol. ' +
      `RTP ${percent(slot.RTP)}.`,
  },
  classic: {
    play: 'spin',
    rules:
      `3 reels, 3 rows and ${classic.PAYLINES.length} lines (the rows and the diagonals). The bet is shared evenly by ` +
      'the lines; a line pays three of a kind, any three bars, or cherries from the left reel (one, two or three). ' +
      `RTP ${percent(classic.RTP)}.`,
  },
  ways: {
    play: 'spin',
    rules:
      `5 reels, 3 rows and 243 ways: a symbol pays when it shows anywhere on the left reel and on each reel next to ` +
      'it, 3, 4 or 5 reels in a row, times the number of ways it makes. The wild, on the middle reels, stands for ' +
      `every symbol but the scatter. ${ways.SCATTERS_TO_TRIGGER} or more scatters anywhere pay and start ` +
      `${ways.FREE_SPINS} free spins, every win ×${ways.FREE_SPIN_MULTIPLIER}; the free spins are part of the spin ` +
      `that starts them, and their wins are paid with it. RTP ${percent(ways.RTP)}.`,
  },
  tumble: {
    play: 'spin',
    rules:
      `${tumble.COLUMNS} columns and ${tumble.ROWS} rows, no lines: ${tumble.MIN_COUNT} or more of a symbol anywhere pay. ` +
      'The winning symbols burst, the ones above fall down and new ones drop in from the top, and every new win pays ' +
      `again, times the tumble multiplier: ${tumble.MULTIPLIERS.map((m) => `×${m}`).join(', ')} and on. All the ` +
      `tumbles are part of the spin, and paid with it. RTP ${percent(tumble.RTP)}.`,
  },
  'hold-and-win': {
    play: 'spin',
    rules:
      `5 reels, 3 rows and ${holdAndWin.PAYLINES.length} lines: the bet is shared evenly by the lines, and 3, 4 or 5 ` +
      `of a symbol in a row from the left reel pay on a line. Coins show their value; ${holdAndWin.COINS_TO_TRIGGER} ` +
      `or more start ${holdAndWin.RESPINS} respins: the coins stay, the other places spin again, and every new coin ` +
      `stays too and sets the respins back to ${holdAndWin.RESPINS}. Then every coin pays its value, and coins on all ` +
      `15 places pay the grand prize, ${holdAndWin.GRAND / holdAndWin.LINES}× the bet, as well. The respins are part ` +
      `of the spin that starts them. RTP ${percent(holdAndWin.RTP)}.`,
  },
  wheel: {
    play: 'spin',
    rules:
      `The wheel stops on one of its ${wheel.SEGMENTS.length} segments, each as likely as the others, and pays ` +
      `the bet times the segment's multiplier. RTP ${percent(wheel.RTP)}.`,
  },
  fafi: {
    play: 'draw',
    rules:
      `Bet on one number from 1 to ${fafi.NUMBERS}: each stands for a dream in the chart, which you can search by ` +
      `what you dreamt. One number is drawn, each as likely as the others. Yours pays ${fafi.PAYS_TO_ONE} to 1: ` +
      `your bet back and ${fafi.PAYS_TO_ONE} times it. Dream charts differ between communities; this is ours. ` +
      `RTP ${percent(fafi.RTP)}.`,
  },
  'lucky-numbers': {
    play: 'draw',
    rules:
      `Pick 1 to ${luckyNumbers.MAX_PICKS} numbers from 1 to ${luckyNumbers.POOL}; ${luckyNumbers.DRAWN} are ` +
      'drawn. The more of your numbers are drawn, the more the bet pays (the table shows it for your count). ' +
      `RTP ${percent(Math.min(...Object.values(luckyNumbers.RTP_BY_PICKS)))} to ` +
      `${percent(Math.max(...Object.values(luckyNumbers.RTP_BY_PICKS)))}.`,
  },
  roulette: {
    play: 'spin',
    rules:
      'European roulette, one zero. Straight up pays 35 to 1, a dozen or a column 2 to 1, red, black, odd, even, ' +
      `1–18 and 19–36 1 to 1; zero is none of these. RTP ${percent(roulette.RTP)}.`,
  },
  crash: {
    play: 'bet',
    rules:
      `Every player shares the round. Bets are taken for ${CRASH_BETTING_MS / 1000} s, then the multiplier ` +
      'climbs from 1.00× until the plane flies away. Cash out before it does to win the bet times the multiplier ' +
      'shown; an auto cash-out pays when the multiplier reaches it; a bet still in when the plane leaves is lost. ' +
      `RTP ${percent(crash.RTP)}.`,
  },
};

/** The slots whose best symbols are the game's own pictures (theme-art.ts). */
const THEMED_SLOTS: ReadonlySet<string> = new Set(['ways', 'tumble', 'hold-and-win']);

/** Palette colours go into a style element: anything but #rrggbb is replaced, never printed. */
const HEX = /^#[0-9a-f]{6}$/i;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The theme as CSS custom properties, and the text readable on the accent. */
export function themeStyle(theme: GameTheme | null): string {
  const given = theme?.palette ?? DEFAULT_PALETTE;
  const [dark, bright, accent] = DEFAULT_PALETTE.map((fallback, i) => {
    const colour = given[i];
    return typeof colour === 'string' && HEX.test(colour) ? colour : fallback;
  }) as [string, string, string];
  const onAccent = luminance(accent) > 0.35 ? '#111111' : '#ffffff';
  return `:root{--dark:${dark};--bright:${bright};--accent:${accent};--on-accent:${onAccent}}`;
}

/** The provably fair panel of a player's own rounds: a server seed per session, the player's client seed. */
const FAIR = `<details id="fair" class="fair">
      <summary>Provably fair</summary>
      <p>Before each round the game commits to a secret server seed by showing its SHA-256; after the round it reveals
        the seed, so you can check that the round was decided before you played.</p>
      <dl>
        <dt>Next round's commitment (SHA-256)</dt><dd><code id="fair-next"></code></dd>
        <dt><label for="client-seed">Your client seed</label></dt>
        <dd><input id="client-seed" maxlength="64" autocomplete="off" spellcheck="false"></dd>
      </dl>
      <div id="fair-last" hidden>
        <h2>Last round</h2>
        <dl>
          <dt>Commitment shown before it</dt><dd><code id="fair-commitment"></code></dd>
          <dt>Server seed, revealed</dt><dd><code id="fair-seed"></code></dd>
          <dt>Client seed · nonce</dt><dd><code id="fair-client"></code></dd>
        </dl>
        <p id="fair-check" class="check"></p>
        <p id="fair-replay" class="check"></p>
      </div>
      <h2>How to verify</h2>
      <ol>
        <li>SHA-256 of the revealed server seed (its text) must equal the commitment shown before the round.</li>
        <li>The round's numbers are the 32-bit big-endian words of HMAC-SHA256 with the server seed as key and
          <code>client seed:nonce:0</code> as message (then <code>:1</code>, <code>:2</code>… for more words).</li>
        <li>A number below n is a word w below 2³² − (2³² mod n), taken as w mod n; larger words are skipped.</li>
      </ol>
    </details>`;

/** The crash game's panel: a shared round has one server seed, its round id for client seed (crash.ts). */
const CRASH_FAIR = `<details id="fair" class="fair">
      <summary>Provably fair</summary>
      <p>Every player shares the round. Before it takes bets the game commits to its secret server seed by showing
        its SHA-256; when the plane flies away it reveals the seed, so you can check that the crash point was decided
        before anyone bet.</p>
      <dl>
        <dt>This round's commitment (SHA-256)</dt><dd><code id="fair-next"></code></dd>
      </dl>
      <div id="fair-last" hidden>
        <h2>Last round</h2>
        <dl>
          <dt>Round · client seed</dt><dd><code id="fair-round"></code></dd>
          <dt>Commitment shown before it</dt><dd><code id="fair-commitment"></code></dd>
          <dt>Server seed, revealed</dt><dd><code id="fair-seed"></code></dd>
          <dt>Crash point</dt><dd id="fair-point"></dd>
        </dl>
        <p id="fair-check" class="check"></p>
        <p id="fair-replay" class="check"></p>
      </div>
      <h2>How to verify</h2>
      <ol>
        <li>SHA-256 of the revealed server seed (its text) must equal the commitment shown before the round.</li>
        <li>The round's words are the 32-bit big-endian words of HMAC-SHA256 with the server seed as key and
          <code>round id:0:0</code> as message.</li>
        <li>The first word k below 2³² gives the crash point ⌊97 · 2³² / (2³² − k)⌋ hundredths (at least 1.00×, at
          most 10 000×).</li>
      </ol>
    </details>`;

export interface PlayPage {
  game: Game;
  /** What the player had when the page was asked for; null when the wallet refused the session. */
  balance: GameBalance | null;
  error: string | null;
  commitment: string;
  lobby: string | null;
  assets: ClientAssets;
  themeCss: string;
  /** The page's language (the launch's `lang`, texts.ts). */
  language: GameLanguage;
}

/** The fair panel with its title in the page's language; its explanation, English for now, marked as English. */
function fairPanel(panel: string, language: GameLanguage, t: PageTexts): string {
  const summary = `<summary>${escapeHtml(t.provablyFair)}</summary>`;
  if (language === 'en') return panel.replace('<summary>Provably fair</summary>', summary);
  return panel
    .replace('<details id="fair" class="fair">', `<details id="fair" class="fair" lang="en">`)
    .replace('<summary>Provably fair</summary>', summary.replace('<summary>', `<summary lang="${language}">`));
}

/** The cash and bonus under the total, hidden while there is no bonus (balance-line.ts redraws it). */
function partsLine(balance: GameBalance | null): string {
  const lines = balance ? balanceParts(balance) : { cash: '', bonus: '' };
  return `<span id="balance-parts" class="parts"${balance && balance.bonus > 0 ? '' : ' hidden'}><span id="balance-cash">${escapeHtml(
    lines.cash,
  )}</span><span class="sep" aria-hidden="true"> · </span><span id="balance-bonus">${escapeHtml(lines.bonus)}</span></span>`;
}

export function playPage({ game, balance, error, commitment, lobby, assets, themeCss, language }: PlayPage): string {
  const engine = game.engine!;
  const t = GAME_TEXTS[language];
  const { play: playKey, rules } = RULES[engine]!;
  const play = t[playKey];
  // The rules and the fair panel's explanation are English on every page for now: marked so, for screen readers.
  const english = language === 'en' ? '' : ' lang="en"';
  const data: PlayPageData = {
    slug: game.slug,
    engine,
    currency: balance?.currency ?? null,
    balance: balance?.balance ?? null,
    bonus: balance?.bonus ?? null,
    error,
    commitment,
    ...(THEMED_SLOTS.has(engine) ? { art: premiumArt(game.theme, engine) } : {}),
    texts: t.client,
  };
  const script = assets.scripts[engine]!;
  const lobbyLink =
    lobby === null
      ? ''
      : `<a class="lobby" href="${escapeHtml(lobby)}" target="_top" rel="noreferrer">${escapeHtml(t.backToLobby)}</a>`;
  return hostedPage({
    title: game.name,
    head: `<link rel="stylesheet" href="${SandboxPaths.gameAssets}/${assets.style.name}">
<style>${themeCss}</style>`,
    bodyClass: `engine-${engine}`,
    fullBleed: true,
    noReferrer: true,
    lang: language,
    body: `<div class="app">
  <header class="top">
    ${lobbyLink}
    <h1>${escapeHtml(game.name)}</h1>
    <p class="balance">${escapeHtml(balance?.play ? t.playBalance : t.balance)} <strong id="balance">${
      balance === null ? '–' : escapeHtml(formatMoney(balance.balance + balance.bonus, balance.currency))
    }</strong>${partsLine(balance)}</p>
  </header>
  <main class="game">
    <section id="stage" class="stage" aria-label="${escapeHtml(game.name)}"></section>
    <div id="options" class="options"></div>
    <div class="dock">
      <p id="win" class="win" aria-live="polite"></p>
      <p id="message" class="message" role="alert"></p>
      <div class="bar">
        <div class="bet" role="group" aria-label="${escapeHtml(t.bet)}">
          <button type="button" id="bet-down" class="step" aria-label="${escapeHtml(t.lowerBet)}">−</button>
          <p><span>${escapeHtml(t.bet)}</span><output id="bet" aria-live="polite"></output></p>
          <button type="button" id="bet-up" class="step" aria-label="${escapeHtml(t.raiseBet)}">+</button>
        </div>
        <button type="button" id="play" class="play">${escapeHtml(play)}</button>
      </div>
    </div>
  </main>
  <aside class="side">
    ${fairPanel(engine === 'crash' ? CRASH_FAIR : FAIR, language, t)}
    <section class="rules"><h2>${escapeHtml(t.rules)}</h2><p${english}>${escapeHtml(rules)}</p></section>
  </aside>
</div>
<script type="application/json" id="game-data">${scriptJson(data)}</script>
<script src="${SandboxPaths.gameAssets}/${script.name}" defer></script>`,
  });
}
