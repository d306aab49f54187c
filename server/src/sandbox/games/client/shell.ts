/**
 * What every game page's script shares: the page's data, the bet selector, the round call (the session goes there
 * and nowhere else), the balance and win lines, errors in words, and the provably fair panel.
 */

import type { SandboxRoundAnswer, SandboxRoundRequest } from '../../../../../contract/sandbox';
import { formatMoney } from '../../money';
import type { Random } from '../../../modules/games/fair';
import type { PlayPageData } from './page-data';
import { replays } from './verify';
import { showBalance } from './balance-line';
import type { ClientTexts } from '../texts';
import { EN } from '../texts-en';
import { fill } from './fill';

// In a site's frame the site's bar has the way back, the balance and the game's name (issue 40: one bar on a phone):
// the page's own bar goes, its heading kept for screen readers (games.css, `.framed`).
if (typeof window !== 'undefined' && window.self !== window.top) document.documentElement.classList.add('framed');

/** Bets a player steps through, in minor units. */
export const BETS = [50, 100, 200, 500, 1000, 2000, 5000, 10_000];
export const DEFAULT_BET = 100;

/**
 * The page's words, in its language: play-page.ts hands them over in the page data (texts.ts); English where there is
 * no page (tests) or no words in it.
 */
function pageTexts(): ClientTexts {
  if (typeof document === 'undefined') return EN.client;
  try {
    const data = JSON.parse(document.getElementById('game-data')?.textContent ?? '{}') as Partial<PlayPageData>;
    return data.texts ?? EN.client;
  } catch {
    return EN.client;
  }
}
export const TEXTS: ClientTexts = pageTexts();

export { fill };

/** The wallet's and the game server's error codes, in the player's words. */
export const MESSAGES: Readonly<Record<string, string>> = {
  'fin_ctx:fin_ops:no_funds': TEXTS.noFunds,
  'units_ctx:units:game_block': TEXTS.gameBlock,
  'units_ctx:games:not_found': TEXTS.gameNotFound,
  too_many_requests: TEXTS.tooMany,
};
export const EXPIRED = TEXTS.expired;

export type Extra = Omit<SandboxRoundRequest, 'session' | 'bet' | 'client_seed'>;

/**
 * A round's result in words, and whether it is a win to celebrate. Only more than the stake is: a return below it is
 * a loss, and celebrating it as a win is what the UK Gambling Commission's slot rules forbid ("losses disguised as
 * wins"), so it says what came back of the bet, in the colour of a loss.
 */
export function roundResult(
  bet: number,
  win: number,
  money: (minor: number) => string,
  texts: ClientTexts = TEXTS,
): { text: string; won: boolean } {
  const values = { win: money(win), bet: money(bet) };
  if (win > bet) return { text: fill(texts.youWin, values), won: true };
  if (win === bet) return { text: fill(texts.betBack, values), won: false };
  if (win > 0) return { text: fill(texts.partBack, values), won: false };
  return { text: texts.noWin, won: false };
}

export interface Shell {
  data: PlayPageData;
  stage: HTMLElement;
  options: HTMLElement;
  bet(): number;
  money(minor: number): string;
  /** Plays a round (the play button stays disabled until `done`); null when it was refused, already said why. */
  round(extra: Extra): Promise<SandboxRoundAnswer | null>;
  /** The round as the player now sees it: balance, win line and the revealed seed. */
  settle(answer: SandboxRoundAnswer, text?: string): void;
  say(text: string): void;
  /** The round's show is over: the play button works again. */
  done(): void;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

export async function sha256Hex(text: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** How the game's own math plays the round an answer describes, for the browser to replay it from its seeds. */
export type Replay = (answer: SandboxRoundAnswer) => (random: Random) => unknown;

/**
 * Starts the page: `start` receives the shell and answers what the play button does; `replay` lets the fair panel
 * replay each round.
 */
export function startGame(start: (shell: Shell) => () => void | Promise<void>, replay: Replay): void {
  const data = JSON.parse(byId('game-data').textContent ?? '{}') as PlayPageData;
  const session = new URLSearchParams(location.search).get('session') ?? '';
  const playButton = byId<HTMLButtonElement>('play');
  const winOut = byId('win');
  const messageOut = byId('message');
  const betOut = byId('bet');
  const down = byId<HTMLButtonElement>('bet-down');
  const up = byId<HTMLButtonElement>('bet-up');
  const clientSeed = byId<HTMLInputElement>('client-seed');
  const currency = data.currency ?? '';
  let betIndex = BETS.indexOf(DEFAULT_BET);
  let busy = false;
  let dead = false;

  const money = (minor: number) => formatMoney(minor, currency);
  const showBet = () => {
    betOut.textContent = money(BETS[betIndex]!);
    down.disabled = busy || betIndex === 0;
    up.disabled = busy || betIndex === BETS.length - 1;
  };
  const setBusy = (on: boolean) => {
    busy = on;
    playButton.disabled = on || dead;
    document.body.classList.toggle('busy', on);
    showBet();
  };
  down.addEventListener('click', () => {
    betIndex = Math.max(0, betIndex - 1);
    showBet();
  });
  up.addEventListener('click', () => {
    betIndex = Math.min(BETS.length - 1, betIndex + 1);
    showBet();
  });
  clientSeed.value = randomSeed();
  byId('fair-next').textContent = data.commitment;

  const say = (text: string) => {
    messageOut.textContent = text;
  };
  const expire = () => {
    dead = true;
    playButton.disabled = true;
    say(EXPIRED);
  };
  if (data.error !== null) {
    if (data.error.startsWith('auth:')) expire();
    else {
      dead = true;
      say(MESSAGES[data.error] ?? TEXTS.unknownError);
    }
  }

  async function reveal(answer: SandboxRoundAnswer): Promise<void> {
    const { fair } = answer;
    byId('fair-last').hidden = false;
    byId('fair-commitment').textContent = fair.commitment;
    byId('fair-seed').textContent = fair.server_seed;
    byId('fair-client').textContent = `${fair.client_seed} · ${fair.nonce}`;
    byId('fair-next').textContent = answer.next_commitment;
    const check = byId('fair-check');
    const hash = await sha256Hex(fair.server_seed);
    if (hash === null) check.textContent = TEXTS.fair.noCrypto;
    else if (hash === fair.commitment) {
      check.textContent = TEXTS.fair.seedMatches;
      check.className = 'check ok';
    } else {
      check.textContent = TEXTS.fair.seedDiffers;
      check.className = 'check bad';
    }
    const replayed = byId('fair-replay');
    const same = await replays(fair, replay(answer), { ...answer.outcome, win: answer.win });
    if (same === null) replayed.textContent = '';
    else {
      replayed.textContent = same ? TEXTS.fair.replaySame : TEXTS.fair.replayDifferent;
      replayed.className = same ? 'check ok' : 'check bad';
    }
  }

  const shell: Shell = {
    data,
    stage: byId('stage'),
    options: byId('options'),
    bet: () => BETS[betIndex]!,
    money,
    say,
    async round(extra) {
      say('');
      winOut.textContent = '';
      winOut.className = 'win';
      setBusy(true);
      let response: Response;
      try {
        response = await fetch(`/sandbox/games/${encodeURIComponent(data.slug)}/rounds`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            session,
            bet: shell.bet(),
            client_seed: clientSeed.value.trim() || undefined,
            ...extra,
          }),
        });
      } catch {
        say(TEXTS.connectionLost);
        setBusy(false);
        return null;
      }
      const body = (await response.json().catch(() => ({}))) as SandboxRoundAnswer & {
        error?: { code: string; message: string };
      };
      if (response.ok) return body;
      const code = body.error?.code ?? '';
      if (response.status === 401) expire();
      else say(MESSAGES[code] ?? body.error?.message ?? TEXTS.unknownError);
      setBusy(false);
      return null;
    },
    settle(answer, text) {
      showBalance(answer, TEXTS);
      const result = roundResult(answer.bet, answer.win, money);
      winOut.textContent = text ?? result.text;
      winOut.className = result.won ? 'win won' : 'win lost';
      void reveal(answer);
    },
    done() {
      setBusy(false);
    },
  };

  const onPlay = start(shell);
  showBet();
  playButton.disabled = dead;
  playButton.addEventListener('click', () => {
    if (busy || dead) return;
    void Promise.resolve(onPlay()).catch(() => {
      say(TEXTS.unknownError);
      setBusy(false);
    });
  });
}
