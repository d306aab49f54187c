/** The reports' own reads besides the ledger's flows: the site, its span in UTC, and the players who signed up. */

import type { CountryCode } from '../../../../contract/money';
import type { Queryable } from '../../db/database';

export interface ReportSite {
  id: number;
  country: CountryCode;
  currency: string;
}

export async function reportSite(q: Queryable, siteId: number): Promise<ReportSite | null> {
  const { rows } = await q.query<{ id: number; country: CountryCode; currency_code: string }>(
    'SELECT id, country, currency_code FROM sites WHERE id = $1',
    [siteId],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), country: row.country, currency: row.currency_code } : null;
}

/** The instants where the day `from` begins and the day after `to` begins, in the time zone. */
export async function daySpan(
  q: Queryable,
  from: string,
  to: string,
  timeZone: string,
): Promise<{ from: Date; to: Date }> {
  const { rows } = await q.query<{ from: Date; to: Date }>(
    `SELECT ($1::date::timestamp AT TIME ZONE $3) AS "from", (($2::date + 1)::timestamp AT TIME ZONE $3) AS "to"`,
    [from, to, timeZone],
  );
  return { from: new Date(rows[0]!.from), to: new Date(rows[0]!.to) };
}

/** Players who signed up on the site, per calendar day of the time zone. */
export async function newPlayersByDay(
  q: Queryable,
  span: { siteId: number; from: Date; to: Date; timeZone: string },
): Promise<Map<string, number>> {
  const { rows } = await q.query<{ day: string; players: number }>(
    `SELECT to_char(created_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day, count(*)::int AS players FROM users
     WHERE site_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY 1`,
    [span.siteId, span.from, span.to, span.timeZone],
  );
  return new Map(rows.map((row) => [row.day, row.players]));
}
