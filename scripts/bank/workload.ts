/**
 * The clients: signed-in players (ZA site 1 and IN site 3), anonymous units (ZA) and the bank, each an async loop
 * doing random money operations through real HTTP until the deadline, journalling what they were told.
 */

import { randomBytes, randomInt } from 'node:crypto';
import { ApiPaths } from '../../contract/api';
import type { SiteGamesAnswer, WalletAnswer } from '../../contract/games';
import type { PlayerTokenAnswer } from '../../contract/units';
import type { SessionAnswer } from '../../contract/users';
import { Client, must, type Outcome } from './http';
import type { Journal, PaymentEntry, WalletEntry } from './journal';

export const ZA_SITE = 1;
export const IN_SITE = 3;

export interface Player {
  client: Client;
  siteId: number;
  userId: number;
  bearer: string;
  unitToken: string;
  upiAccountId: number | null;
  /** The last withdrawable balance (cash + deposit) an answer showed; a guide for amounts only. */
  estimate: number;
  /** The game session (launch) the player's rounds go through, renewed now and then. */
  game?: { slug: string; playerToken: string; at: number };
}

export interface World {
  baseUrl: string;
  webhookSecret: string;
  journal: Journal;
  players: Player[];
  /** Withdrawals created and not yet settled by the bank actor. */
  pendingWithdrawals: number[];
  /** Milliseconds since the epoch at which the clients stop starting operations. */
  deadline: number;
  /** The games each site offers (site id → slugs), for the wallet rounds. */
  games: Map<number, string[]>;
}

let addressCounter = 0;
/** A fresh client address (10.x.y.z) for each client, so per-address limits bound that client alone. */
export function newAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${randomInt(0, 250)}.${(n >> 8) & 255}.${n & 255}`;
}

const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)]!;
const chance = (p: number) => Math.random() < p;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function randomPhone(): string {
  return `+2782${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** Registers a player (OTP from the sandbox SMS outbox), opens their unit and, in India, a UPI account. */
export async function registerPlayer(baseUrl: string, siteId: number): Promise<Player> {
  const client = new Client(baseUrl, newAddress());
  const phone = randomPhone();
  must(await client.post(ApiPaths.startRegistration, { site_id: siteId, phone }), 'start_registration');
  const sms = must(
    await client.get<{ messages: Array<{ otp: string | null }> }>(`/sandbox/sms?phone=${encodeURIComponent(phone)}`),
    'sandbox sms',
  );
  const otp = sms.messages.at(-1)?.otp;
  if (!otp) throw new Error(`no OTP sent to ${phone}`);
  const { phone_token } = must(
    await client.post<{ phone_token: string }>(ApiPaths.confirmPhone, { phone, otp, site_id: siteId }),
    'confirm_phone',
  );
  const session = must(
    await client.post<SessionAnswer>(ApiPaths.createUser, {
      site_id: siteId,
      phone_token,
      first_name: 'Bank',
      last_name: 'Tester',
      password: `bank-test-${randomBytes(6).toString('hex')}`,
      birth_date: '1990-04-27',
    }),
    'create user',
  );
  const bearer = session.access.token;
  const { unit_token } = must(
    await client.post<{ unit_token: string }>(ApiPaths.createUserUnit, {}, bearer),
    'create user unit',
  );
  let upiAccountId: number | null = null;
  if (siteId === IN_SITE) {
    const answer = must(
      await client.post<{ user: { player_upi_accounts: Array<{ id: number }> } }>(
        ApiPaths.createUpiAccount,
        { label: 'Bank test', ifsc: 'SBIN0001234', account_number: String(randomInt(1e10, 9e10)) },
        bearer,
      ),
      'create UPI account',
    );
    upiAccountId = answer.user.player_upi_accounts[0]!.id;
  }
  return { client, siteId, userId: session.user.id, bearer, unitToken: unit_token, upiAccountId, estimate: 0 };
}

interface FinAccountAnswer {
  unit: { fin_account: { balance: number; deposit_balance: number } };
}

function noteBalance(player: Player, outcome: Outcome<Partial<FinAccountAnswer>>): void {
  const fin = outcome.kind === 'ok' ? outcome.body.unit?.fin_account : undefined;
  if (fin) player.estimate = fin.balance + fin.deposit_balance;
}

/** The address the sandbox page sends the browser back to: the server's own origin is always allowed. */
function returnUrls(baseUrl: string) {
  return {
    success_url: `${baseUrl}/cashin/?bank=ok`,
    cancel_url: `${baseUrl}/cashin/?bank=cancel`,
    error_url: `${baseUrl}/cashin/?bank=error`,
  };
}

/** The games each site offers, read once before the clients start. */
export async function siteGames(baseUrl: string, siteIds: readonly number[]): Promise<Map<number, string[]>> {
  const client = new Client(baseUrl, newAddress());
  const games = new Map<number, string[]>();
  for (const siteId of siteIds) {
    const answer = must(await client.get<SiteGamesAnswer>(`${ApiPaths.siteGames}?site_id=${siteId}`), 'site games');
    if (answer.games.length === 0) throw new Error(`site ${siteId} offers no game`);
    games.set(
      siteId,
      answer.games.map((game) => game.slug),
    );
  }
  return games;
}

// --- cash-in -------------------------------------------------------------------------------------------------

/** Mints a voucher and loads it: complete, partial, cancel, replays, double completes and two loadings racing. */
async function voucherLoad(
  world: World,
  client: Client,
  token: string,
  siteId: number,
  player?: Player,
): Promise<string | null> {
  const { journal } = world;
  const amount = siteId === IN_SITE ? randomInt(10_000, 200_000) : randomInt(1_000, 40_000);
  const minted = journal.count(
    'voucher mint',
    await client.post<{ code: string }>('/sandbox/vouchers', { amount, site_id: siteId }),
  );
  if (minted.kind !== 'ok') return null;
  const code = minted.body.code;
  journal.vouchers.set(code, { amount, siteId });

  const start = async () => {
    const started = journal.count(
      'voucher start',
      await client.post<{ acoin_batch_token: string; acoin_batch: { total_amount: number } }>(ApiPaths.startLoading, {
        token,
        code,
      }),
    );
    if (started.kind !== 'ok') return null;
    const batch = {
      token: started.body.acoin_batch_token,
      code,
      totalAmount: started.body.acoin_batch.total_amount,
      completes: [] as Array<{ amount: number; kind: Outcome<unknown>['kind'] }>,
    };
    journal.batches.push(batch);
    return batch;
  };
  const complete = async (batch: { token: string; completes: Array<{ amount: number; kind: string }> }, n: number) => {
    const outcome = journal.count(
      'voucher complete',
      await client.post<FinAccountAnswer>(ApiPaths.completeLoading, { token, acoin_tx_token: batch.token, amount: n }),
    );
    (batch.completes as Array<{ amount: number; kind: Outcome<unknown>['kind'] }>).push({
      amount: n,
      kind: outcome.kind,
    });
    if (player) noteBalance(player, outcome);
    return outcome;
  };

  const batch = await start();
  if (!batch) return null;
  const roll = Math.random();
  if (roll < 0.12) {
    journal.count('voucher cancel', await client.post(ApiPaths.cancelLoading, { token, acoin_tx_token: batch.token }));
    if (chance(0.5)) await complete(batch, amount); // after a cancel: refused
  } else if (roll < 0.3) {
    // The same completion sent twice at once (a double tap, a retried request): one credit.
    await Promise.all([complete(batch, amount), complete(batch, amount)]);
  } else if (roll < 0.42) {
    await complete(batch, amount);
    await complete(batch, amount); // a replay after success: refused
  } else if (roll < 0.55) {
    // Two loadings of one voucher at once, their amounts together more than it holds: never more than it holds.
    const other = await start();
    const first = randomInt(1, amount + 1);
    const second = randomInt(1, amount + 1);
    await Promise.all([complete(batch, first), other ? complete(other, second) : Promise.resolve()]);
    // The loser's loading stays open until cancelled (a unit may hold only a few).
    for (const open of [batch, other]) {
      if (open && open.completes.every((c) => c.kind === 'refused')) {
        journal.count(
          'voucher cancel',
          await client.post(ApiPaths.cancelLoading, { token, acoin_tx_token: open.token }),
        );
      }
    }
  } else if (roll < 0.6) {
    await complete(batch, amount + 1); // more than the voucher: refused
    journal.count('voucher cancel', await client.post(ApiPaths.cancelLoading, { token, acoin_tx_token: batch.token }));
  } else {
    await complete(batch, chance(0.7) ? amount : randomInt(1, amount + 1));
  }
  return batch.token;
}

function paymentEntry(world: World, id: string, method: string, amount: number | null): PaymentEntry {
  const entry: PaymentEntry = { id, method, amount, callbacks: [] };
  world.journal.payments.set(id, entry);
  return entry;
}

/** The hosted page's button: the server's sandbox signs and delivers the callback twice. */
async function payAtPage(world: World, client: Client, payment: PaymentEntry, amount: number) {
  const outcome = pick(['paid', 'paid', 'paid', 'canceled', 'failed'] as const);
  const body = { outcome, ...(payment.amount === null && outcome === 'paid' ? { amount } : {}) };
  const answer = world.journal.count(
    `sandbox payment ${outcome}`,
    await client.post<{ status: string }>(`/sandbox/payments/${payment.id}`, body),
  );
  const expected = { paid: 'complete', canceled: 'canceled', failed: 'failed' }[outcome];
  // 'failed' for a paid outcome means a delivery was not accepted: that callback's outcome is not known here.
  const kind = answer.kind === 'ok' ? (answer.body.status === expected ? 'ok' : 'unknown') : answer.kind;
  payment.callbacks.push({
    status: outcome,
    amount: outcome === 'paid' ? (payment.amount ?? amount) : undefined,
    via: 'sandbox',
    kind,
  });
  return outcome;
}

/** The provider again: the same callback replayed, concurrently, a late paid after a cancel, a forgery. */
async function replayCallbacks(world: World, client: Client, payment: PaymentEntry, amount: number) {
  const { journal } = world;
  const path = ApiPaths.paymentCallback;
  const last = payment.callbacks.at(-1)?.status ?? 'paid';
  const send = async (status: 'paid' | 'canceled' | 'failed', via: 'signed' | 'forged', sentAmount?: number) => {
    const body = { payment_id: payment.id, status, ...(sentAmount === undefined ? {} : { amount: sentAmount }) };
    const secret = via === 'signed' ? world.webhookSecret : `forged-${world.webhookSecret}`;
    const outcome = journal.count(`callback ${via} ${status}`, await client.signedCallback(path, body, secret));
    payment.callbacks.push({ status, amount: sentAmount, via, kind: outcome.kind });
    // Refused (401), or lost with a killed server; never accepted.
    if (via === 'forged' && outcome.kind === 'ok') {
      journal.violations.push(`forged callback for payment ${payment.id} was answered ${outcome.kind}`);
    }
  };
  const paidAmount = payment.amount ?? amount;
  const roll = Math.random();
  if (roll < 0.4) {
    const copies = randomInt(2, 5);
    await Promise.all(
      Array.from({ length: copies }, () => send(last, 'signed', last === 'paid' ? paidAmount : undefined)),
    );
  } else if (roll < 0.55) {
    await send('paid', 'forged', paidAmount);
  } else if (roll < 0.7 && last !== 'paid') {
    // The provider took the money after all: a paid after canceled or failed credits, once.
    await Promise.all([send('paid', 'signed', paidAmount), send('paid', 'signed', paidAmount)]);
  } else if (roll < 0.8 && last === 'paid') {
    await Promise.all([send('canceled', 'signed'), send('failed', 'signed'), send('paid', 'signed', paidAmount)]);
  } else if (roll < 0.85 && payment.amount !== null) {
    await send('paid', 'signed', payment.amount + 1); // an amount that differs: refused
  }
}

/** Card or instant EFT (ZA): start, pay/cancel/fail at the hosted page, and sometimes replays. */
async function directDeposit(world: World, client: Client, token: string): Promise<string | null> {
  const method = pick(['card', 'instant_eft'] as const);
  const amount = randomInt(1_000, 50_000);
  const fixed = chance(0.7);
  const started = world.journal.count(
    `start ${method}`,
    await client.post<{ redirect_url: string }>(ApiPaths.startDirectDeposit, {
      token,
      payment_type: method,
      ...(fixed ? { amount } : {}),
      ...returnUrls(world.baseUrl),
    }),
  );
  if (started.kind === 'unknown') world.journal.unknownPaymentStarts += 1;
  if (started.kind !== 'ok') return null;
  const id = /\/sandbox\/pay\/([0-9a-f]{32})$/.exec(started.body.redirect_url)?.[1];
  if (!id) throw new Error(`not a sandbox page: ${started.body.redirect_url}`);
  const payment = paymentEntry(world, id, method, fixed ? amount : null);
  if (chance(0.1)) return id; // abandoned at the page: stays pending
  await payAtPage(world, client, payment, amount);
  if (chance(0.5)) await replayCallbacks(world, client, payment, amount);
  return id;
}

let upiDeposits = 0;

/** UPI QR or intent (IN): create, then the sandbox page settles it; sometimes replays. */
async function upiDeposit(world: World, player: Player) {
  // The two in turn, not at random: CI's short run makes a handful, and once made five and all of them intents.
  const method = upiDeposits++ % 2 === 0 ? 'qr' : 'intent';
  const amount = randomInt(10_000, 300_000);
  const created = world.journal.count(
    `upi deposit ${method}`,
    await player.client.post<{ deposit: { id: string } }>(ApiPaths.createUpiDeposit, {
      token: player.unitToken,
      amount,
      method,
      fp_request_id: 'bank',
    }),
  );
  if (created.kind === 'unknown') world.journal.unknownPaymentStarts += 1;
  if (created.kind !== 'ok') return;
  const payment = paymentEntry(world, created.body.deposit.id, `upi_${method}`, amount);
  if (chance(0.1)) return;
  await payAtPage(world, player.client, payment, amount);
  if (chance(0.5)) await replayCallbacks(world, player.client, payment, amount);
}

// --- cash-out ------------------------------------------------------------------------------------------------

const NAMES = { first_name: 'Bank', last_name: 'Tester' };

async function withdraw(world: World, player: Player) {
  const india = player.siteId === IN_SITE;
  const method = india ? 'upi' : pick(['im', 'eft'] as const);
  const min = india ? 10_000 : 5_000;
  const fee = method === 'im' ? 1_000 : method === 'eft' ? 500 : 0;
  const room = player.estimate - fee;
  // Mostly what the player has; sometimes more than that (no_funds) or below the minimum.
  const amount = chance(0.1)
    ? randomInt(1, min)
    : room >= min && chance(0.85)
      ? randomInt(min, room + 1)
      : randomInt(min, min * 20);
  const body =
    method === 'upi'
      ? { token: player.unitToken, amount, upi_account_id: player.upiAccountId, fp_request_id: 'bank' }
      : method === 'eft'
        ? {
            token: player.unitToken,
            amount,
            ...NAMES,
            bank_name: 'FNB',
            bank_account_number: '62000000001',
            bank_account_holder_name: 'B Tester',
          }
        : { token: player.unitToken, amount, ...NAMES };
  const path = {
    im: ApiPaths.imWithdrawalCreate,
    eft: ApiPaths.eftWithdrawalCreate,
    upi: ApiPaths.upiWithdrawalCreate,
  }[method];
  const outcome = world.journal.count(
    `withdraw ${method}`,
    await player.client.post<FinAccountAnswer & { withdrawal: { id: number; amount: number; fee: number } }>(
      path,
      body,
      player.bearer,
    ),
  );
  noteBalance(player, outcome);
  if (outcome.kind === 'unknown') world.journal.unknownWithdrawalCreates += 1;
  if (outcome.kind !== 'ok') return;
  const { id, fee: charged } = outcome.body.withdrawal;
  world.journal.withdrawals.set(id, { id, method, amount, fee: charged, settles: [] });
  world.pendingWithdrawals.push(id);
}

/** The bank settles a pending withdrawal: paid or failed, sometimes twice at once, sometimes contradicting itself. */
async function settleOne(world: World, client: Client) {
  const index = randomInt(0, world.pendingWithdrawals.length);
  const id = world.pendingWithdrawals.splice(index, 1)[0];
  if (id === undefined) return;
  const entry = world.journal.withdrawals.get(id)!;
  const outcome = chance(0.6) ? 'paid' : 'failed';
  const settle = async (what: 'paid' | 'failed') => {
    const answer = world.journal.count(
      `settle ${what}`,
      await client.post(`/sandbox/withdrawals/${id}`, { outcome: what }),
    );
    entry.settles.push({ outcome: what, kind: answer.kind });
  };
  const roll = Math.random();
  if (roll < 0.2) await Promise.all([settle(outcome), settle(outcome)]);
  else if (roll < 0.3) await Promise.all([settle('paid'), settle('failed')]);
  else {
    await settle(outcome);
    if (chance(0.15)) await settle(outcome === 'paid' ? 'failed' : 'paid'); // refused: already settled
  }
  // An unknown settle leaves it for another try; a later answer decides which outcome stands.
  if (entry.settles.every((s) => s.kind === 'unknown')) world.pendingWithdrawals.push(id);
}

/** Cashes the unit's withdrawable balance out onto a ticket; answers the code. */
async function cashOut(world: World, client: Client, token: string): Promise<string | null> {
  const outcome = world.journal.count(
    'ticket cash-out',
    await client.post<{ fin_operation: { gs_ticket: string } }>(ApiPaths.ticketCashOut, { token }),
  );
  if (outcome.kind === 'unknown') world.journal.unknownTicketCashOuts += 1;
  if (outcome.kind !== 'ok') return null;
  const code = outcome.body.fin_operation.gs_ticket;
  world.journal.tickets.set(code, { code, cashIns: [] });
  return code;
}

async function cashIn(world: World, code: string, player: Player | null, client: Client, token: string) {
  const outcome = world.journal.count(
    'ticket cash-in',
    await client.post<FinAccountAnswer>(ApiPaths.ticketCashIn, { token, code }),
  );
  world.journal.tickets.get(code)!.cashIns.push({ userId: player?.userId ?? null, kind: outcome.kind });
  if (player) noteBalance(player, outcome);
}

/** A player cashes out onto a ticket and cashes it back in, sometimes twice at once. */
async function ticketRoundTrip(world: World, player: Player) {
  const code = await cashOut(world, player.client, player.unitToken);
  player.estimate = 0;
  if (!code || chance(0.2)) return; // kept for later: stays active
  const times = chance(0.4) ? 2 : 1;
  await Promise.all(Array.from({ length: times }, () => cashIn(world, code, player, player.client, player.unitToken)));
}

// --- games -----------------------------------------------------------------------------------------------------

/** The player's game session: launched (a player token bound to one game) and kept for a few minutes. */
async function gameSession(world: World, player: Player): Promise<Player['game'] | null> {
  if (player.game && Date.now() - player.game.at < 5 * 60_000 && chance(0.9)) return player.game;
  const slug = pick(world.games.get(player.siteId) ?? []);
  const launched = world.journal.count(
    'game launch',
    await player.client.post<PlayerTokenAnswer>(
      ApiPaths.playerToken,
      { token: player.unitToken, game_slug: slug },
      player.bearer,
    ),
  );
  if (launched.kind !== 'ok') return null;
  player.game = { slug, playerToken: launched.body.player_token, at: Date.now() };
  return player.game;
}

/**
 * One round as a game server plays it through the seamless wallet: a bet or two (a resend sometimes racing the
 * first delivery), then a win (sometimes resent), nothing (lost), or a rollback; sometimes the rollback arrives
 * before its bet, which must then be refused. A rollback after a win is refused (the round has paid out).
 */
async function walletRound(world: World, player: Player) {
  const game = await gameSession(world, player);
  if (!game) return;
  const { journal } = world;
  const roundId = `round-${randomBytes(8).toString('hex')}`;
  const base = { player_token: game.playerToken, round_id: roundId, game_slug: game.slug };
  const entry = (id: string, action: 'bet' | 'win', amount: number): WalletEntry => {
    const known = journal.wallet.get(id);
    if (known) return known;
    const created: WalletEntry = {
      action,
      userId: player.userId,
      gameSlug: game.slug,
      roundId,
      amount,
      sends: [],
      rollbacks: [],
    };
    journal.wallet.set(id, created);
    return created;
  };
  const send = async (action: 'bet' | 'win', id: string, amount: number) => {
    const record = entry(id, action, amount);
    const outcome = journal.count(
      `wallet ${action}`,
      await player.client.signedCallback<WalletAnswer>(
        action === 'bet' ? ApiPaths.walletBet : ApiPaths.walletWin,
        { ...base, transaction_id: id, amount },
        world.webhookSecret,
      ),
    );
    record.sends.push(outcome.kind);
    if (outcome.kind === 'ok')
      player.estimate = outcome.body.fin_account.balance + outcome.body.fin_account.deposit_balance;
    return outcome.kind;
  };
  const rollback = async (id: string, amount: number) => {
    const record = entry(id, 'bet', amount);
    const outcome = journal.count(
      'wallet rollback',
      await player.client.signedCallback(
        ApiPaths.walletRollback,
        { ...base, transaction_id: id, amount },
        world.webhookSecret,
      ),
    );
    record.rollbacks.push(outcome.kind);
    return outcome.kind;
  };
  const twice = <T>(fn: () => Promise<T>) => (chance(0.2) ? Promise.all([fn(), fn()]) : fn());
  // Mostly what the player can cover; now and then more (no_funds).
  const stake = () => randomInt(100, Math.max(101, Math.min(player.estimate, 20_000) + (chance(0.1) ? 50_000 : 1)));
  const txId = () => `tx-${randomBytes(8).toString('hex')}`;

  const roll = Math.random();
  if (roll < 0.1) {
    // The rollback overtook its bet: the bet is refused when it arrives.
    const id = txId();
    const amount = stake();
    await rollback(id, amount);
    await send('bet', id, amount);
    return;
  }
  const bets = Array.from({ length: chance(0.3) ? 2 : 1 }, () => ({ id: txId(), amount: stake() }));
  for (const bet of bets) await twice(() => send('bet', bet.id, bet.amount));
  if (roll < 0.55) {
    const total = bets.reduce((sum, bet) => sum + bet.amount, 0);
    const win = txId();
    const amount = randomInt(1, total * 3);
    await twice(() => send('win', win, amount));
    if (chance(0.15)) await rollback(bets[0]!.id, bets[0]!.amount); // refused: the round has paid out
  } else if (roll < 0.8) {
    await twice(() => rollback(bets[0]!.id, bets[0]!.amount));
    if (chance(0.5)) await send('win', txId(), randomInt(1, 5_000)); // paid only if another bet of it stands
  }
  // else: lost
}

// --- actors --------------------------------------------------------------------------------------------------

/** Between operations, and after an operation that got no answer (the server may be down), a short breath. */
async function breathe(lastUnknown: boolean) {
  await pause(lastUnknown ? 200 : randomInt(0, 5));
}

export async function playerActor(world: World, player: Player): Promise<void> {
  const { journal } = world;
  while (Date.now() < world.deadline) {
    const before = journal.totals().unknown;
    const roll = Math.random();
    if (player.siteId === IN_SITE) {
      if (roll < 0.3) await upiDeposit(world, player);
      else if (roll < 0.45) await voucherLoad(world, player.client, player.unitToken, player.siteId, player);
      else if (roll < 0.75) await withdraw(world, player);
      else await walletRound(world, player);
    } else if (roll < 0.25) await voucherLoad(world, player.client, player.unitToken, player.siteId, player);
    else if (roll < 0.4) await directDeposit(world, player.client, player.unitToken);
    else if (roll < 0.6) await withdraw(world, player);
    else if (roll < 0.75) await ticketRoundTrip(world, player);
    else await walletRound(world, player);
    await breathe(journal.totals().unknown > before);
  }
}

/** Anonymous units (ZA): funded, then cashed out onto a ticket two players race to cash in, or linked to a player. */
export async function anonymousActor(world: World): Promise<void> {
  const { journal } = world;
  const zaPlayers = world.players.filter((p) => p.siteId === ZA_SITE);
  while (Date.now() < world.deadline) {
    const before = journal.totals().unknown;
    const client = new Client(world.baseUrl, newAddress());
    const created = journal.count(
      'anonymous unit',
      await client.post<{ token: string }>(ApiPaths.createAnonymousUnit, { site_id: ZA_SITE }),
    );
    if (created.kind === 'ok') {
      const token = created.body.token;
      const funding = chance(0.6)
        ? { batchToken: (await voucherLoad(world, client, token, ZA_SITE)) ?? undefined }
        : { paymentId: (await directDeposit(world, client, token)) ?? undefined };
      if (chance(0.5)) {
        const code = await cashOut(world, client, token);
        if (code) {
          // Two players race to cash in one ticket: one wins.
          const a = pick(zaPlayers);
          const b = pick(zaPlayers.filter((p) => p !== a));
          await Promise.all([
            cashIn(world, code, a, a.client, a.unitToken),
            cashIn(world, code, b, b.client, b.unitToken),
          ]);
        }
      } else {
        // A player signs in on this device: the unit's money moves to theirs. Sometimes a payment is still open.
        const player = pick(zaPlayers);
        const open = chance(0.4) ? startOpenCard(world, client, token) : Promise.resolve(null);
        const payment = await open;
        const linked = journal.count(
          'link unit',
          await client.post<{ unit_token: string }>(ApiPaths.linkUnit, { unit_token: token }, player.bearer),
        );
        journal.links.push({ ...funding, userId: player.userId, siteId: ZA_SITE, kind: linked.kind });
        // Paid after the link: the money must reach the player's unit, not the merged one.
        if (payment) await payAtPage(world, client, payment, payment.amount ?? 5_000);
      }
    }
    await breathe(journal.totals().unknown > before);
  }
}

async function startOpenCard(world: World, client: Client, token: string): Promise<PaymentEntry | null> {
  const amount = randomInt(1_000, 20_000);
  const started = world.journal.count(
    'start card',
    await client.post<{ redirect_url: string }>(ApiPaths.startDirectDeposit, {
      token,
      payment_type: 'card',
      amount,
      ...returnUrls(world.baseUrl),
    }),
  );
  if (started.kind === 'unknown') world.journal.unknownPaymentStarts += 1;
  if (started.kind !== 'ok') return null;
  const id = /\/sandbox\/pay\/([0-9a-f]{32})$/.exec(started.body.redirect_url)![1]!;
  return paymentEntry(world, id, 'card', amount);
}

/** The bank: settles pending withdrawals at random moments. */
export async function bankActor(world: World): Promise<void> {
  const client = new Client(world.baseUrl, newAddress());
  while (Date.now() < world.deadline) {
    const before = world.journal.totals().unknown;
    // A few at once, as a bank's batch file would: the players' withdrawals must not pile up unsettled.
    const batch = Math.min(world.pendingWithdrawals.length, randomInt(1, 4));
    await Promise.all(Array.from({ length: batch }, () => settleOne(world, client)));
    // Now and then a jackpot's next contributing bet wins it: the pot pays a player and the next cycle is seeded.
    if (chance(0.005)) {
      world.journal.count(
        'jackpot trigger',
        await client.post(`/sandbox/jackpots/${pick(['minor', 'major'])}/trigger`, {}),
      );
    }
    await breathe(world.journal.totals().unknown > before);
    await pause(randomInt(0, 10));
  }
}
