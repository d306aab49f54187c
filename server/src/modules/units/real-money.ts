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
import { hashToken, plausibleUnitToken, slideTokenExpiry } from './tokens';

export function realMoneyEnabled(config: Pick<UnitConfig, 'real_money_enabled'>): boolean {
  return config.real_money_enabled === true;
}

/** Inside the money call's transaction, after its unit lock: the site's switch as it is now. */
export async function assertRealMoney(q: Queryable, siteId: number): Promise<void> {
  if (!realMoneyEnabled(await siteUnitConfig(q, siteId))) throw fail(ErrorCodes.realMoneyDisabled);
}

/** SQL of a site's switch as realMoneyEnabled reads it (off unless true), for a statement with `sites` as `alias`. */
export function realMoneySql(alias: string): string {
  return `COALESCE(${alias}.unit_config->'real_money_enabled' = 'true'::jsonb, false)`;
}

/**
 * For the calls that resolve their unit in one statement (the voucher's): the switch of the token's site, read
 * first, with the unit's player (null: an anonymous unit), in one round trip. An unknown token passes here (null) and
 * is refused by the call itself.
 */
export async function assertRealMoneyForUnitToken(
  q: Queryable,
  token: unknown,
  now: Date,
): Promise<{ userId: number | null } | null> {
  if (!plausibleUnitToken(token)) return null;
  const { rows } = await q.query<{ user_id: number | null; expires_at: Date; real_money: boolean }>(
    `SELECT u.user_id, t.expires_at, ${realMoneySql('s')} AS real_money
     FROM unit_tokens t JOIN units u ON u.id = t.unit_id JOIN sites s ON s.id = u.site_id
     WHERE t.token_hash = $1 AND t.expires_at > $2`,
    [hashToken(token), now],
  );
  const row = rows[0];
  if (!row) return null;
  await slideTokenExpiry(q, token, row.expires_at, now);
  if (!row.real_money) throw fail(ErrorCodes.realMoneyDisabled);
  return { userId: row.user_id === null ? null : Number(row.user_id) };
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
