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
import { fill } from './client/fill';

/** A game without a theme in the content: the sandbox's own dark blue. */
const DEFAULT_PALETTE: GameTheme['palette'] = ['#0b1026', '#24305e', '#f8c630'];

const percent = (rtp: number) => `${(rtp * 100).toFixed(2).replace(/\.?0+$/, '')}%`;

type EngineName = keyof PageTexts['engineRules'];

/** Each engine's play button (a word of texts.ts) and the numbers its rules give (texts.ts `engineRules`). */
const ENGINES: Readonly<
  Record<EngineName, { play: (t: PageTexts) => string; rules: Record<string, string | number> }>
> = {
  slot: { play: (t) => t.spin, rules: { lines: slot.PAYLINES.length, rtp: percent(slot.RTP) } },
  classic: { play: (t) => t.spin, rules: { lines: classic.PAYLINES.length, rtp: percent(classic.RTP) } },
  ways: {
    play: (t) => t.spin,
    rules: {
      scatters: ways.SCATTERS_TO_TRIGGER,
      spins: ways.FREE_SPINS,
      multiplier: ways.FREE_SPIN_MULTIPLIER,
      rtp: percent(ways.RTP),
    },
  },
  tumble: {
    play: (t) => t.spin,
    rules: {
      columns: tumble.COLUMNS,
      rows: tumble.ROWS,
      min: tumble.MIN_COUNT,
      multipliers: tumble.MULTIPLIERS.map((m) => `×${m}`).join(', '),
      rtp: percent(tumble.RTP),
    },
  },
  'hold-and-win': {
    play: (t) => t.spin,
    rules: {
      lines: holdAndWin.PAYLINES.length,
      coins: holdAndWin.COINS_TO_TRIGGER,
      respins: holdAndWin.RESPINS,
      places: holdAndWin.POSITIONS,
      grand: `${holdAndWin.GRAND / holdAndWin.LINES}×`,
      rtp: percent(holdAndWin.RTP),
    },
  },
  wheel: { play: (t) => t.spin, rules: { segments: wheel.SEGMENTS.length, rtp: percent(wheel.RTP) } },
  fafi: { play: (t) => t.draw, rules: { numbers: fafi.NUMBERS, pays: fafi.PAYS_TO_ONE, rtp: percent(fafi.RTP) } },
  'lucky-numbers': {
    play: (t) => t.draw,
    rules: {
      picks: luckyNumbers.MAX_PICKS,
      pool: luckyNumbers.POOL,
      drawn: luckyNumbers.DRAWN,
      low: percent(Math.min(...Object.values(luckyNumbers.RTP_BY_PICKS))),
      high: percent(Math.max(...Object.values(luckyNumbers.RTP_BY_PICKS))),
    },
  },
  roulette: { play: (t) => t.spin, rules: { rtp: percent(roulette.RTP) } },
  // The crash script writes the button's word from then on (crash.ts): the page starts with the same one.
  crash: { play: (t) => t.client.crash.bet, rules: { seconds: CRASH_BETTING_MS / 1000, rtp: percent(crash.RTP) } },
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

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
const escapedValues = (values: Readonly<Record<string, string | number>>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(String(value))]));
/** A text of texts.ts, escaped, with its `{name}`s filled by HTML already safe. */
const html = (text: string, values: Readonly<Record<string, string>> = {}) => fill(escapeHtml(text), values);

/**
 * The provably fair panel: of a player's own rounds (a server seed per session, the player's client seed), or of the
 * crash game's shared rounds (one server seed a round, its round id for client seed: crash.ts).
 */
function fairPanel(t: PageTexts, shared: boolean): string {
  const f = t.fair;
  const row = (term: string, id: string) => `<dt>${html(term)}</dt><dd><code id="${id}"></code></dd>`;
  const last = shared
    ? [
        row(f.roundClient, 'fair-round'),
        row(f.shownBefore, 'fair-commitment'),
        row(f.seedRevealed, 'fair-seed'),
        `<dt>${html(f.crashPoint)}</dt><dd id="fair-point"></dd>`,
      ]
    : [row(f.shownBefore, 'fair-commitment'), row(f.seedRevealed, 'fair-seed'), row(f.clientNonce, 'fair-client')];
  const steps = shared
    ? [html(f.checkSeed), html(f.crashWords, { message: code(f.crashMessage) }), html(f.crashPointFrom)]
    : [
        html(f.checkSeed),
        html(f.words, { message: code(f.message), more: `${code(':1')}, ${code(':2')}…` }),
        html(f.below),
      ];
  const seed = shared
    ? ''
    : `
        <dt><label for="client-seed">${html(f.clientSeed)}</label></dt>
        <dd><input id="client-seed" maxlength="64" autocomplete="off" spellcheck="false"></dd>`;
  return `<details id="fair" class="fair">
      <summary>${html(t.provablyFair)}</summary>
      <p>${html(shared ? f.crashIntro : f.intro)}</p>
      <dl>
        ${row(shared ? f.thisCommitment : f.nextCommitment, 'fair-next')}${seed}
      </dl>
      <div id="fair-last" hidden>
        <h2>${html(f.lastRound)}</h2>
        <dl>
          ${last.join('\n          ')}
        </dl>
        <p id="fair-check" class="check"></p>
        <p id="fair-replay" class="check"></p>
      </div>
      <h2>${html(f.howTo)}</h2>
      <ol>
        ${steps.map((step) => `<li>${step}</li>`).join('\n        ')}
      </ol>
    </details>`;
}

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

/** The cash and bonus under the total, hidden while there is no bonus (balance-line.ts redraws it). */
function partsLine(balance: GameBalance | null, t: PageTexts): string {
  const lines = balance ? balanceParts(balance, t.client) : { cash: '', bonus: '' };
  return `<span id="balance-parts" class="parts"${balance && balance.bonus > 0 ? '' : ' hidden'}><span id="balance-cash">${escapeHtml(
    lines.cash,
  )}</span><span class="sep" aria-hidden="true"> · </span><span id="balance-bonus">${escapeHtml(lines.bonus)}</span></span>`;
}

export function playPage({ game, balance, error, commitment, lobby, assets, themeCss, language }: PlayPage): string {
  const engine = game.engine!;
  const t = GAME_TEXTS[language];
  const { play, rules } = ENGINES[engine as EngineName];
  const data: PlayPageData = {
    slug: game.slug,
    engine,
    currency: balance?.currency ?? null,
    balance: balance?.balance ?? null,
    bonus: balance?.bonus ?? null,
    error,
    commitment,
    ...(THEMED_SLOTS.has(engine) ? { art: premiumArt(game.theme, t.motifs, engine) } : {}),
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
    }</strong>${partsLine(balance, t)}</p>
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
        <button type="button" id="play" class="play">${escapeHtml(play(t))}</button>
      </div>
    </div>
  </main>
  <aside class="side">
    ${fairPanel(t, engine === 'crash')}
    <section class="rules"><h2>${escapeHtml(t.rules)}</h2><p>${html(t.engineRules[engine as EngineName], escapedValues(rules))}</p></section>
  </aside>
</div>
<script type="application/json" id="game-data">${scriptJson(data)}</script>
<script src="${SandboxPaths.gameAssets}/${script.name}" defer></script>`,
  });
}
