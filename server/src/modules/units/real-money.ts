/**
 * Real money per site (issue 39): `unit.config.real_money_enabled`. On a site without it, money in, bonuses, happy
 * hours and jackpots answer 403 units_ctx:sites:real_money_disabled. Withdrawals, the statement and sign-in stay open,
 * so that a player can take out what they hold when an operator turns real money off.
 */

import type { UnitConfig } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { siteUnitConfig } from './config';
import { findUnitByToken } from './tokens';

export function realMoneyEnabled(config: Pick<UnitConfig, 'real_money_enabled'>): boolean {
  return config.real_money_enabled === true;
}

/** Inside the money call's transaction, after its unit lock: the site's switch as it is now. */
export async function assertRealMoney(q: Queryable, siteId: number): Promise<void> {
  if (!realMoneyEnabled(await siteUnitConfig(q, siteId))) throw fail(ErrorCodes.realMoneyDisabled);
}

/**
 * For the calls that resolve their unit in one statement (the voucher's): the switch of the token's site, read
 * first. An unknown token passes here and is refused by the call itself.
 */
export async function assertRealMoneyForUnitToken(q: Queryable, token: unknown, now: Date): Promise<void> {
  const unit = await findUnitByToken(q, token, now);
  if (unit) await assertRealMoney(q, unit.siteId);
}

/** Start-up warnings: every Indian site that takes real money (main.ts prints them). */
export async function realMoneyWarnings(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ id: number; name: string; unit_config: unknown }>(
    "SELECT id, name, unit_config FROM sites WHERE country = 'IN' ORDER BY id",
  );
  return rows
    .filter((row) => (row.unit_config as Partial<UnitConfig> | null)?.real_money_enabled === true)
    .map(
      (row) =>
        `Site ${row.id} (${row.name}, India) takes real money: India's Promotion and Regulation of Online Gaming ` +
        `Act, 2025 bans online money games. Turn it off with: npm run admin -- config ${row.id} real_money_enabled=false`,
    );
}
