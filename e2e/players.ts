/**
 * Players of the brand's site made through the API, as another device would: signed in with their unit, money put
 * in and taken out the country's way, and a page opened with their session kept on this device.
 */

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ApiPaths } from '../contract/api';
import type { SessionAnswer, UserAnswer } from '../contract/users';
import type { UpiDepositAnswer } from '../contract/deposits';
import type { UserUnitsAnswer } from '../contract/units';
import type { GameLaunchAnswer } from '../contract/games';
import { StorageKeys } from '../src/lib/safe-storage';
import { brandSite, registerPlayer } from './account-helpers';
import { openPage } from './pages';
import { mintVoucher } from './sandbox';

const PASSWORD = 'correct-horse-1';

export interface Player {
  session: SessionAnswer;
  unitToken: string;
}

/** A new player of the brand's site, signed in through the API, with their unit. */
export async function newPlayer(request: APIRequestContext): Promise<Player> {
  const phone = await registerPlayer(request, PASSWORD);
  const login = await request.post(ApiPaths.login, {
    data: { login: phone.e164, password: PASSWORD, provider: 'identity', site_id: brandSite().siteId },
  });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as SessionAnswer;
  const unit = await request.post(ApiPaths.createUserUnit, {
    data: {},
    headers: { authorization: `Bearer ${session.access.token}` },
  });
  expect(unit.ok()).toBe(true);
  return { session, unitToken: ((await unit.json()) as UserUnitsAnswer).unit_token };
}

export const bearer = (player: Player) => ({ authorization: `Bearer ${player.session.access.token}` });

/** The launch address of a game for the player (the sandbox game's own page, which the game page frames). */
export async function launchUrl(request: APIRequestContext, player: Player, game: string): Promise<string> {
  const launched = await request.get(ApiPaths.gameShow, {
    params: { token: player.unitToken, game_slug: game, lobby_url: '/' },
    headers: bearer(player),
  });
  expect(launched.ok(), await launched.text()).toBe(true);
  return ((await launched.json()) as GameLaunchAnswer).url;
}

/** The player's game session for a game (the launch address's `session`), to play sandbox rounds with. */
export async function gameSession(request: APIRequestContext, player: Player, game: string): Promise<string> {
  return new URL(await launchUrl(request, player, game)).searchParams.get('session')!;
}

/** Money in, the country's way: a voucher loaded whole (ZA) or a UPI deposit the provider pays (IN). */
export async function deposit(request: APIRequestContext, player: Player, amount: number): Promise<void> {
  const { siteId, country } = brandSite();
  const token = player.unitToken;
  if (country === 'IN') {
    const created = await request.post(ApiPaths.createUpiDeposit, { data: { token, amount, method: 'qr' } });
    expect(created.ok(), await created.text()).toBe(true);
    const { deposit: upi } = (await created.json()) as UpiDepositAnswer;
    expect((await request.post(`/sandbox/payments/${upi.id}`, { data: { outcome: 'paid' } })).ok()).toBe(true);
    return;
  }
  const code = await mintVoucher(request, amount, siteId);
  const started = await request.post(ApiPaths.startLoading, { data: { token, code } });
  expect(started.ok(), await started.text()).toBe(true);
  const { acoin_batch_token } = (await started.json()) as { acoin_batch_token: string };
  const done = await request.post(ApiPaths.completeLoading, {
    data: { token, acoin_tx_token: acoin_batch_token, amount },
  });
  expect(done.ok(), await done.text()).toBe(true);
}

/** Money out, the country's way: an ATM withdrawal (ZA) or one to a new UPI account (IN); the bank has not paid yet. */
export async function withdraw(request: APIRequestContext, player: Player, amount: number): Promise<void> {
  const token = player.unitToken;
  if (brandSite().country === 'IN') {
    const added = await request.post(ApiPaths.createUpiAccount, {
      data: { label: 'Main', ifsc: 'SBIN0001234', account_number: '123456789012' },
      headers: bearer(player),
    });
    expect(added.ok(), await added.text()).toBe(true);
    const upiAccount = ((await added.json()) as UserAnswer).user.player_upi_accounts[0]!;
    const created = await request.post(ApiPaths.upiWithdrawalCreate, {
      data: { token, amount, upi_account_id: upiAccount.id },
      headers: bearer(player),
    });
    expect(created.ok(), await created.text()).toBe(true);
    return;
  }
  const created = await request.post(ApiPaths.imWithdrawalCreate, {
    data: { token, amount, first_name: 'Sipho', last_name: 'Dlamini' },
    headers: bearer(player),
  });
  expect(created.ok(), await created.text()).toBe(true);
}

/** Opens `path` as the player, whose session this device kept. */
interface JoinReply {
  status?: string;
  response?: { unit?: { id: number } };
}

/**
 * Resolves with the unit's id once the page's socket has joined the unit, promotions and jackpots topics: a push
 * published before then reaches no one, as it would reach no player who had not opened the page yet. Call it before
 * the page opens.
 */
export function socketJoined(page: Page): Promise<number> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const joined = new Set<string>();
      let unitId = 0;
      socket.on('framereceived', ({ payload }) => {
        // Phoenix V2 frames: [join_ref, ref, topic, event, payload]
        const [, , topic, event, body] = JSON.parse(String(payload)) as [unknown, unknown, string, string, JoinReply];
        if (event !== 'phx_reply' || body?.status !== 'ok') return;
        if (topic === 'unit') unitId = body.response?.unit?.id ?? 0;
        joined.add(topic);
        if (['unit', 'promotions', 'jackpots'].every((name) => joined.has(name))) resolve(unitId);
      });
    });
  });
}

export async function openSignedIn(page: Page, player: Player, path: string): Promise<void> {
  await page.addInitScript(
    ({ keys, access, refresh }) => {
      window.localStorage.setItem(keys.accessToken, JSON.stringify(access));
      window.localStorage.setItem(keys.refreshToken, JSON.stringify(refresh));
    },
    { keys: StorageKeys, access: player.session.access, refresh: player.session.refresh },
  );
  await openPage(page, path);
}
