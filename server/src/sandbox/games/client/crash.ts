/**
 * Spaviator: the shared crash rounds (contract/sandbox.ts CrashStateAnswer). Every player sees the same round: a
 * countdown while bets are taken, then the multiplier climbing on the server's clock until the plane flies away. The
 * page polls the round's state (faster in flight, to learn of the crash) and animates between polls from the flight
 * start, shifted by its offset from the server's clock; the server alone decides what a cash-out is worth.
 */

import type { CrashBet, CrashHistoryRound, CrashOtherBet, CrashStateAnswer } from '../../../../../contract/sandbox';
import { MAX_MULTIPLIER, MIN_TARGET, crashTimeMs, multiplierAt } from '../../../modules/games/math/crash';
import { formatMoney } from '../../money';
import { createSky } from './crash-canvas';
import { showCommitment, showRevealed } from './crash-fair';
import type { PlayPageData } from './page-data';
import { createAutoCashOut } from './crash-auto';
import { showBalance } from './balance-line';
import { BETS, DEFAULT_BET, EXPIRED, MESSAGES, TEXTS, el, fill } from './shell';

const POLL_FLYING_MS = 400;
const POLL_MS = 1000;
const RETRY_MS = 2000;
const REQUEST_TIMEOUT_MS = 10_000;
/** How far each bet's status has gone: a poll sent before a bet or cash-out answered never takes it back. */
const PROGRESS: Readonly<Record<CrashBet['status'], number>> = {
  placing: 0,
  open: 1,
  cashed_out: 2,
  lost: 2,
  refunded: 2,
};

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;
const said = TEXTS.crash;
const seconds = (ms: number) => fill(said.seconds, { seconds: Math.max(0, Math.ceil(ms / 1000)) });

type Answer<T> = { ok: true; body: T } | { ok: false; status: number; code: string; message: string };

const data = JSON.parse(byId('game-data').textContent ?? '{}') as PlayPageData;
const session = new URLSearchParams(location.search).get('session') ?? '';
const base = `/sandbox/games/${encodeURIComponent(data.slug)}/crash`;
const money = (minor: number) => formatMoney(minor, data.currency ?? '');

const playButton = byId<HTMLButtonElement>('play');
const winOut = byId('win');
const messageOut = byId('message');
const betOut = byId('bet');
const down = byId<HTMLButtonElement>('bet-down');
const up = byId<HTMLButtonElement>('bet-up');

const history = el('ol', 'history');
history.setAttribute('aria-label', said.recentRounds);
const roundLabel = el('p', 'round-label');
roundLabel.id = 'round';
const sky = el('div', 'sky');
const canvas = el('canvas');
canvas.setAttribute('aria-hidden', 'true');
const readout = el('p', 'multiplier', '');
readout.id = 'multiplier';
readout.setAttribute('aria-live', 'off');
const flight = el('p', 'flight', '');
flight.id = 'flight';
flight.setAttribute('aria-live', 'polite');
sky.append(canvas, readout, flight);
byId('stage').append(history, roundLabel, sky);

const autoCashOut = createAutoCashOut(byId('options'));

// The round's other bets and cash-outs beside the sky (in the side column; under the game on a phone).
const othersList = el('ol', 'others');
const othersHead = el('h2', undefined, TEXTS.betsThisRound);
othersHead.id = 'others-head';
othersList.setAttribute('aria-labelledby', 'others-head');
const othersBox = el('section', 'others-box');
othersBox.append(othersHead, othersList);
document.querySelector('.side')?.prepend(othersBox);
// null until the first answer: an empty round then says so.
let othersKey: string | null = null;

/** Redrawn only when a bet or cash-out changed (the poll comes every 400 ms in flight). */
function renderOthers(others: CrashOtherBet[]): void {
  const key = others.map((o) => `${o.player}${o.bet}${o.status}${o.win}`).join();
  if (key === othersKey) return;
  othersKey = key;
  if (others.length === 0) {
    othersList.replaceChildren(el('li', 'none', TEXTS.noOtherBets));
    return;
  }
  othersList.replaceChildren(
    ...others.map((other) => {
      const row = el('li', other.status === 'cashed_out' && other.win > other.bet ? 'won' : other.status);
      const outcome =
        other.status === 'cashed_out' && other.cashed_out_at !== null
          ? `${times(other.cashed_out_at)} · ${money(other.win)}`
          : other.status === 'lost'
            ? TEXTS.lost
            : '–';
      row.append(el('span', 'who', other.player), el('span', 'stake', money(other.bet)), el('span', 'out', outcome));
      return row;
    }),
  );
}

const skyView = createSky(canvas);
let state: CrashStateAnswer | null = null;
let bet: CrashBet | null = null;
/** The server's clock less this page's, measured at each poll. */
let offset = 0;
let betIndex = BETS.indexOf(DEFAULT_BET);
let busy = false;
let dead = false;
let revealed: string | null = null;
let historyKey = '';
let shownResult: string | null = null;

const serverNow = () => Date.now() + offset;
const say = (text: string) => {
  messageOut.textContent = text;
};

/** The wallet's answer to the bet's last call, when there is one. */
function showBetBalance(bet: Pick<CrashBet, 'balance' | 'bonus' | 'currency'>): void {
  if (bet.balance === null || bet.currency === null) return;
  showBalance({ balance: bet.balance, bonus: bet.bonus ?? 0, currency: bet.currency }, TEXTS);
}

/**
 * A cash-out is a win, in the colour of a win, when it paid more than the bet; at 1.01× a small bet can come back
 * whole, which is no win to celebrate (shell.ts roundResult).
 */
function showWin(text: string, won: boolean): void {
  winOut.textContent = text;
  winOut.className = won ? 'win won' : 'win lost';
}

/** The bet's outcome, said once per round, with the balance the wallet answered. */
function showResult(current: CrashBet, crashPoint: number | null): void {
  if (shownResult === current.round_id) return;
  if (current.status === 'cashed_out' && current.cashed_out_at !== null) {
    shownResult = current.round_id;
    showBetBalance(current);
    const won = current.win > current.bet;
    const values = { at: times(current.cashed_out_at), amount: money(current.win), bet: money(current.bet) };
    showWin(fill(won ? said.cashedOutWin : said.cashedOutBack, values), won);
  } else if (current.status === 'lost' && crashPoint !== null) {
    shownResult = current.round_id;
    showWin(fill(said.flewAwayLost, { at: times(crashPoint) }), false);
  }
}

function renderHistory(rounds: CrashHistoryRound[]): void {
  const key = rounds.map((round) => round.round_id).join();
  if (key === historyKey) return;
  historyKey = key;
  history.replaceChildren(
    ...rounds.map((round) => el('li', round.crash_point >= 200 ? 'high' : 'low', times(round.crash_point))),
  );
  const last = rounds[0];
  if (last && last.round_id !== revealed) {
    revealed = last.round_id;
    void showRevealed(last);
  }
}

function apply(next: CrashStateAnswer, sentAt: number, receivedAt: number): void {
  offset = next.server_time - (sentAt + receivedAt) / 2;
  if (state?.round.round_id !== next.round.round_id) {
    bet = null;
    if (next.round.phase === 'betting') say('');
  }
  state = next;
  if (next.bet && (!bet || PROGRESS[next.bet.status] >= PROGRESS[bet.status])) bet = next.bet;
  if (bet) showResult(bet, next.round.crash_point);
  // After the crash the panel's current commitment waits for the next round's (the crashed one is under Last round).
  showCommitment(next.round.phase === 'crashed' ? TEXTS.fair.nextRoundOpens : next.round.commitment);
  renderHistory(next.history);
  renderOthers(next.others ?? []);
  roundLabel.textContent = fill(said.round, { number: next.round.number });
}

async function call<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<Answer<T>> {
  try {
    const response = await fetch(url, {
      method,
      // A request a network dropped without a word would otherwise hold the page (and its next poll) for good.
      signal: 'timeout' in AbortSignal ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : null,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    const json = (await response.json().catch(() => ({}))) as T & { error?: { code: string; message: string } };
    if (response.ok) return { ok: true, body: json };
    const error = json.error ?? { code: '', message: '' };
    return { ok: false, status: response.status, ...error };
  } catch {
    return { ok: false, status: 0, code: 'network', message: TEXTS.connectionLost };
  }
}

function refused(answer: Extract<Answer<unknown>, { ok: false }>): void {
  if (answer.status === 401) {
    dead = true;
    say(EXPIRED);
  } else say(MESSAGES[answer.code] ?? (answer.message || TEXTS.unknownError));
}

/** Asks for the round's state, then again after a while, whatever this answer was or did. */
async function poll(): Promise<void> {
  let wait = RETRY_MS;
  try {
    const sentAt = Date.now();
    const answer = await call<CrashStateAnswer>('GET', `${base}?session=${encodeURIComponent(session)}`);
    if (answer.ok) {
      wait = answer.body.round.phase === 'flying' ? POLL_FLYING_MS : POLL_MS;
      apply(answer.body, sentAt, Date.now());
    }
    render();
  } catch (error) {
    console.error('Crash game: the round could not be shown', error);
  } finally {
    setTimeout(() => void poll(), wait);
  }
}

async function placeBet(): Promise<void> {
  const cashOutAt = autoCashOut.target();
  if (cashOutAt === null) {
    say(fill(said.chooseAuto, { min: times(MIN_TARGET), max: times(MAX_MULTIPLIER) }));
    return;
  }
  say('');
  winOut.textContent = '';
  busy = true;
  const amount = BETS[betIndex]!;
  const answer = await call<CrashBet>('POST', `${base}/bets`, {
    session,
    bet: amount,
    ...(cashOutAt === undefined ? {} : { auto_cash_out: cashOutAt }),
  });
  busy = false;
  if (answer.ok) bet = answer.body;
  render();
  if (!answer.ok) return refused(answer);
  showBetBalance(answer.body);
  const placed = cashOutAt === undefined ? said.placed : said.placedAuto;
  showWin(fill(placed, { amount: money(amount), at: cashOutAt === undefined ? '' : times(cashOutAt) }), false);
}

async function cashOut(): Promise<void> {
  if (!bet) return;
  busy = true;
  const answer = await call<CrashBet>('POST', `${base}/cash_out`, { session, round_id: bet.round_id });
  busy = false;
  if (answer.ok) bet = answer.body;
  render();
  if (!answer.ok) return refused(answer);
  showResult(answer.body, null);
}

function setButton(text: string, enabled: boolean, cash = false): void {
  setText(playButton, text);
  const disabled = !enabled || busy || dead;
  if (playButton.disabled !== disabled) playButton.disabled = disabled;
  if (playButton.classList.contains('cash') !== cash) playButton.classList.toggle('cash', cash);
}

/** Writes text only when it changes: a frame that changes nothing costs the page no layout. */
function setText(node: HTMLElement, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

/** The sky is redrawn only when what it shows changed, and in flight at most every FLIGHT_FRAME_MS. */
const FLIGHT_FRAME_MS = 33;
let drawn = '';
let drawnAt = 0;

function paint(key: string, ms: number, crashed: boolean, cashed: number | null, cashedMs: number | null): void {
  const flying = !crashed && ms > 0;
  if (key === drawn && (!flying || performance.now() - drawnAt < FLIGHT_FRAME_MS)) return;
  drawn = key;
  drawnAt = performance.now();
  skyView.draw(ms, crashed, cashed, cashedMs);
}

/**
 * Shows the round as the server's clock has it now: in every animation frame, and after every answer, so a browser
 * that holds back frames (a page behind another, a phone saving battery) still opens betting when the poll says so.
 */
function render(): void {
  if (!state) return;
  const { round } = state;
  const now = serverNow();
  const mine = bet?.round_id === round.round_id ? bet : null;
  const cashed = mine?.status === 'cashed_out' ? mine.cashed_out_at : null;
  // Where the climb first showed the cash-out's multiplier: the dot on the curve.
  const cashedMs = cashed === null ? null : crashTimeMs(cashed - 1);
  const phase = round.phase === 'crashed' ? 'crashed' : now >= round.flight_at ? 'flying' : 'waiting';
  const skyClass = `sky ${phase}${cashed === null ? '' : ' cashed'}`;
  if (sky.className !== skyClass) sky.className = skyClass;
  down.disabled = busy || mine !== null || betIndex === 0;
  up.disabled = busy || mine !== null || betIndex === BETS.length - 1;
  const key = `${round.round_id}:${phase}:${cashed}`;
  if (round.phase === 'crashed' && round.crash_point !== null && round.crash_at !== null) {
    setText(readout, times(round.crash_point));
    setText(flight, fill(said.flewAway, { at: times(round.crash_point) }));
    paint(key, round.crash_at - round.flight_at, true, cashed, cashedMs);
    setButton(fill(said.nextIn, { seconds: seconds((round.next_round_at ?? now) - now) }), false);
  } else if (now < round.flight_at) {
    setText(readout, seconds(round.flight_at - now));
    // The readout counts down to take-off; the line under it says what the player can do meanwhile.
    setText(flight, mine ? said.goodLuck : said.placeBets);
    paint(key, 0, false, null, null);
    if (mine) setButton(said.waitingTakeOff, false);
    else setButton(said.bet, true);
  } else {
    const multiplier = multiplierAt(now - round.flight_at);
    setText(readout, times(multiplier));
    setText(flight, cashed === null ? said.flying : fill(said.cashedOutAt, { at: times(cashed) }));
    paint(key, now - round.flight_at, false, cashed, cashedMs);
    if (mine?.status === 'open') {
      setButton(
        fill(said.cashOut, { amount: money(Math.floor((mine.bet * multiplier) / 100)) }),
        multiplier > 100,
        true,
      );
    } else setButton(mine ? said.cashedOut : said.waitNext, false);
  }
}

function frame(): void {
  requestAnimationFrame(frame);
  render();
}

function showBet(): void {
  betOut.textContent = money(BETS[betIndex]!);
}
down.addEventListener('click', () => {
  betIndex = Math.max(0, betIndex - 1);
  showBet();
});
up.addEventListener('click', () => {
  betIndex = Math.min(BETS.length - 1, betIndex + 1);
  showBet();
});
playButton.addEventListener('click', () => {
  if (busy || dead || !state) return;
  const action = bet?.round_id === state.round.round_id && bet.status === 'open' ? cashOut : placeBet;
  void action();
});

showBet();
if (data.error !== null) {
  dead = true;
  say(data.error.startsWith('auth:') ? EXPIRED : (MESSAGES[data.error] ?? TEXTS.unknownError));
}
void poll();
requestAnimationFrame(frame);
