/**
 * The money figures: voucher loads (start_loading + complete_loading) and ATM withdrawals per second through
 * real HTTP, each beside its floor — the same service calls (so the same SQL statements, in the same
 * transactions) made straight on the database in this process, with the same number of callers at once and
 * no HTTP, routing, validation or JSON in between. Vouchers and funds are made before anything is timed.
 */

import { randomBytes } from 'node:crypto';
import { ApiPaths } from '../../contract/api';
import { createTokenSigner } from '../../server/src/auth/tokens';
import type { Config } from '../../server/src/config';
import type { AppContext } from '../../server/src/context';
import { systemClock } from '../../server/src/context';
import type { Database } from '../../server/src/db/database';
import { systemAccount, unitAccount, type AccountRef } from '../../server/src/ledger/accounts';
import { createLedger } from '../../server/src/ledger/ledger';
import { createAcoinService } from '../../server/src/modules/acoin/service';
import { signBody, SIGNATURE_HEADER } from '../../server/src/modules/payments/signature';
import { hashToken } from '../../server/src/modules/units/tokens';
import { createWalletService } from '../../server/src/modules/wallet/service';
import { createWithdrawalsService } from '../../server/src/modules/withdrawals/service';
import type { HttpClient } from './http-client';
import { drive, type Throughput } from './stats';

export interface BenchPlayer {
  access: string;
  unitToken: string;
  /** For the seamless wallet: a player token bound to the bench's game (playerTokens). */
  playerToken?: string;
}

/** `count` fresh vouchers of `amount` on site 1, minted in one statement. */
export async function mintVouchers(db: Database, count: number, amount: number): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    `INSERT INTO vouchers (code, site_id, amount, remaining)
     SELECT lpad((floor(random() * 1e16))::bigint::text, 16, '0'), 1, $2, $2 FROM generate_series(1, $1)
     ON CONFLICT (code) DO NOTHING RETURNING code`,
    [count, amount],
  );
  return rows.map((row) => row.code);
}

/** ATM withdrawals without KYC gating: the unverified thresholds of site 1 off (0 is no limit). */
export async function liftWithdrawalThresholds(db: Database): Promise<void> {
  await db.query('UPDATE sites SET unit_config = unit_config || $1::jsonb WHERE id = 1', [
    JSON.stringify({
      im_withdrawal_enabled: true,
      second_level_verification_threshold: 0,
      monthly_second_level_verification_threshold: 0,
      third_level_verification_threshold: 0,
      monthly_third_level_verification_threshold: 0,
    }),
  ]);
}

/** Puts `amount` of cash (as if won) on each player's unit, one ledger transfer each. */
export async function fundPlayers(ctx: Pick<AppContext, 'db' | 'bus'>, players: BenchPlayer[], amount: number) {
  const ledger = createLedger(ctx);
  for (const player of players) {
    const { rows } = await ctx.db.query<{ unit_id: number }>('SELECT unit_id FROM unit_tokens WHERE token_hash = $1', [
      hashToken(player.unitToken),
    ]);
    const unitId = Number(rows[0]!.unit_id);
    await ledger.run((_tx, book) =>
      book.transfer({
        idempotencyKey: `bench:fund:${unitId}:${Date.now()}`,
        from: systemAccount('game_house', 'ZAR'),
        to: unitAccount(unitId, 'cash'),
        amount,
        kind: 'bench_funds',
      }),
    );
  }
}

export const WITHDRAWAL_AMOUNT = 5000;
export const ROUND_BET = 100;

/** A slot of the demo catalogue, the game the bench's rounds are played on. */
export async function benchGame(db: Database): Promise<string> {
  const { rows } = await db.query<{ slug: string }>(
    `SELECT slug FROM games WHERE engine = 'slot' AND active ORDER BY slug LIMIT 1`,
  );
  if (!rows[0]) throw new Error('bench: the demo catalogue has no slot');
  return rows[0].slug;
}

/** Each player's player token for `gameSlug`, as a game launch would issue it (players/token/create). */
export async function playerTokens(client: HttpClient, players: BenchPlayer[], gameSlug: string): Promise<void> {
  for (const player of players) {
    const answer = await client.post<{ player_token: string }>(
      ApiPaths.playerToken,
      { token: player.unitToken, game_slug: gameSlug },
      player.access,
    );
    player.playerToken = answer.player_token;
  }
}

export interface MoneyDrivers {
  /** One voucher load through HTTP: start_loading then complete_loading. */
  httpLoad(player: BenchPlayer, code: string): Promise<void>;
  /** The same load through the service, without HTTP. */
  floorLoad(player: BenchPlayer, code: string): Promise<void>;
  httpWithdrawal(player: BenchPlayer): Promise<void>;
  floorWithdrawal(player: BenchPlayer): Promise<void>;
  /** One game round as a game server plays it on the seamless wallet: a signed bet, then a signed win. */
  httpRound(player: BenchPlayer): Promise<void>;
  floorRound(player: BenchPlayer): Promise<void>;
  /**
   * What a round cannot do with less: two bare ledger transfers, the stake to the house and back, each in its own
   * transaction with nothing else (no token, round or game checks). The wallet round's database CPU is weighed
   * against it.
   */
  bareTransfers(player: BenchPlayer): Promise<void>;
}

export function moneyDrivers(
  client: HttpClient,
  ctx: Pick<AppContext, 'db' | 'bus' | 'log' | 'providers'> & { config: Config },
  gameSlug: string,
): MoneyDrivers {
  const serviceCtx = { ...ctx, clock: systemClock, tokens: createTokenSigner(ctx.config.jwtSecret) };
  const acoin = createAcoinService(serviceCtx);
  const withdrawals = createWithdrawalsService(serviceCtx);
  const wallet = createWalletService(serviceCtx);
  const ledger = createLedger(ctx);
  const run = randomBytes(4).toString('hex');
  let rounds = 0;
  let transfers = 0;
  const unitIds = new Map<string, number>();
  const unitOf = async (player: BenchPlayer): Promise<number> => {
    const known = unitIds.get(player.unitToken);
    if (known !== undefined) return known;
    const { rows } = await ctx.db.query<{ unit_id: number }>('SELECT unit_id FROM unit_tokens WHERE token_hash = $1', [
      hashToken(player.unitToken),
    ]);
    const unitId = Number(rows[0]!.unit_id);
    unitIds.set(player.unitToken, unitId);
    return unitId;
  };
  const bareTransfer = (from: AccountRef, to: AccountRef) =>
    ledger.run((_tx, book) =>
      book.transfer({
        idempotencyKey: `bench:bare:${run}:${transfers++}`,
        from,
        to,
        amount: ROUND_BET,
        kind: 'bench_bare',
      }),
    );
  // The win equals the bet, so a player's balance holds however many rounds are played.
  const round = (player: BenchPlayer, number: number, kind: 'bet' | 'win') => ({
    player_token: player.playerToken ?? '',
    transaction_id: `bench-${run}-${number}-${kind}`,
    round_id: `bench-${run}-${number}`,
    game_slug: gameSlug,
    amount: ROUND_BET,
  });
  const signed = (path: string, body: object) => {
    const headers = { [SIGNATURE_HEADER]: signBody(ctx.config.paymentsWebhookSecret, JSON.stringify(body)) };
    return client.post(path, body, undefined, headers);
  };
  const imBody = (token: string) => ({
    token,
    amount: WITHDRAWAL_AMOUNT,
    first_name: 'Bench',
    last_name: 'Player',
    fp_request_id: 'bench',
  });
  return {
    async httpLoad(player, code) {
      const started = await client.post<{ acoin_batch_token: string; acoin_batch: { total_amount: number } }>(
        ApiPaths.startLoading,
        { token: player.unitToken, code },
      );
      await client.post(ApiPaths.completeLoading, {
        token: player.unitToken,
        acoin_tx_token: started.acoin_batch_token,
        amount: started.acoin_batch.total_amount,
      });
    },
    async floorLoad(player, code) {
      const started = await acoin.startLoading(player.unitToken, code);
      await acoin.completeLoading(player.unitToken, started.acoin_batch_token, started.acoin_batch.total_amount);
    },
    async httpWithdrawal(player) {
      await client.post(ApiPaths.imWithdrawalCreate, imBody(player.unitToken));
    },
    async floorWithdrawal(player) {
      await withdrawals.create({ ...imBody(player.unitToken), method: 'im' }, undefined);
    },
    async httpRound(player) {
      const number = rounds++;
      await signed(ApiPaths.walletBet, round(player, number, 'bet'));
      await signed(ApiPaths.walletWin, round(player, number, 'win'));
    },
    async floorRound(player) {
      const number = rounds++;
      await wallet.bet(round(player, number, 'bet'));
      await wallet.win(round(player, number, 'win'));
    },
    async bareTransfers(player) {
      const cash = unitAccount(await unitOf(player), 'cash');
      const house = systemAccount('game_house', 'ZAR');
      await bareTransfer(cash, house);
      await bareTransfer(house, cash);
    },
  };
}

/** `total` operations with `callers` players at once (player w does its operations one after another). */
export function runLoads(
  players: BenchPlayer[],
  callers: number,
  codes: string[],
  load: (player: BenchPlayer, code: string) => Promise<void>,
): Promise<Throughput> {
  return drive(callers, codes.length, (worker, index) => load(players[worker]!, codes[index]!));
}

/** `total` operations with `callers` players at once, each operation by its caller's player. */
export function runForPlayers(
  players: BenchPlayer[],
  callers: number,
  total: number,
  operation: (player: BenchPlayer) => Promise<void>,
): Promise<Throughput> {
  return drive(callers, total, (worker) => operation(players[worker]!));
}
