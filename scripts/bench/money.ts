/**
 * The money figures: voucher loads (start_loading + complete_loading) and ATM withdrawals per second through
 * real HTTP, each beside its floor — the same service calls (so the same SQL statements, in the same
 * transactions) made straight on the database in this process, with the same number of callers at once and
 * no HTTP, routing, validation or JSON in between. Vouchers and funds are made before anything is timed.
 */

import { ApiPaths } from '../../contract/api';
import type { Config } from '../../server/src/config';
import type { AppContext } from '../../server/src/context';
import { systemClock } from '../../server/src/context';
import type { Database } from '../../server/src/db/database';
import { systemAccount, unitAccount } from '../../server/src/ledger/accounts';
import { createLedger } from '../../server/src/ledger/ledger';
import { createAcoinService } from '../../server/src/modules/acoin/service';
import { hashToken } from '../../server/src/modules/units/service';
import { createWithdrawalsService } from '../../server/src/modules/withdrawals/service';
import type { HttpClient } from './http-client';
import { drive, type Throughput } from './stats';

export interface BenchPlayer {
  access: string;
  unitToken: string;
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

export interface MoneyDrivers {
  /** One voucher load through HTTP: start_loading then complete_loading. */
  httpLoad(player: BenchPlayer, code: string): Promise<void>;
  /** The same load through the service, without HTTP. */
  floorLoad(player: BenchPlayer, code: string): Promise<void>;
  httpWithdrawal(player: BenchPlayer): Promise<void>;
  floorWithdrawal(player: BenchPlayer): Promise<void>;
}

export function moneyDrivers(
  client: HttpClient,
  ctx: Pick<AppContext, 'db' | 'bus' | 'log'> & { config: Config },
): MoneyDrivers {
  const serviceCtx = { ...ctx, clock: systemClock };
  const acoin = createAcoinService(serviceCtx);
  const withdrawals = createWithdrawalsService(serviceCtx);
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

export function runWithdrawals(
  players: BenchPlayer[],
  callers: number,
  total: number,
  withdraw: (player: BenchPlayer) => Promise<void>,
): Promise<Throughput> {
  return drive(callers, total, (worker) => withdraw(players[worker]!));
}
