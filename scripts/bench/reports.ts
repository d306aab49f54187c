/**
 * The reports' part of `npm run bench`: a site's day of many ledger transfers (BENCH_REPORT_TRANSFERS, default
 * 1,000,000), then its summary: the first report (which rolls the day up), and later ones, through HTTP and, as the
 * floor, the same service calls straight on the database; beside them, what one plain sum of that day's transfers
 * costs (what a report would read on every request without the roll-up).
 */

import { randomBytes } from 'node:crypto';
import { BackofficePaths, type SandboxStaffAnswer, type SessionAnswer } from '../../contract/backoffice';
import { COUNTRY_TIME_ZONES } from '../../contract/money';
import { systemClock } from '../../server/src/context';
import type { Database } from '../../server/src/db/database';
import { totpCode } from '../../server/src/modules/backoffice/session/totp';
import { createReportsService } from '../../server/src/modules/reports/service';
import { daySpan } from '../../server/src/modules/reports/repository';
import type { HttpClient } from './http-client';
import { describe, timed } from './stats';

export const REPORT_TRANSFERS = Number(process.env.BENCH_REPORT_TRANSFERS ?? 1_000_000);

/**
 * Writes `transfers` game transfers spread evenly over `day` (YYYY-MM-DD in `timeZone`) on the site's players'
 * cash accounts: bets and wins of the same amount in pairs, so that every balance stays what the ledger says (the
 * rows are written straight into the table, as the day's play would have left them, without moving balances).
 */
export async function seedReportDay(
  db: Database,
  options: { siteId: number; day: string; timeZone: string; transfers: number },
): Promise<void> {
  const accounts = await db.query<{ id: number }>(
    `SELECT a.id FROM ledger_accounts a JOIN units u ON u.id = a.unit_id WHERE u.site_id = $1 AND a.kind = 'cash'`,
    [options.siteId],
  );
  const players = accounts.rows.map((row) => Number(row.id));
  if (players.length === 0) throw new Error('bench: the site has no players to play a day');
  const house = await db.query<{ id: number }>(
    `INSERT INTO ledger_accounts (kind, currency) SELECT 'game_house', currency_code FROM sites WHERE id = $1
     ON CONFLICT DO NOTHING RETURNING id`,
    [options.siteId],
  );
  const houseId =
    house.rows[0]?.id ??
    (
      await db.query<{ id: number }>(
        `SELECT a.id FROM ledger_accounts a JOIN sites s ON s.currency_code = a.currency
         WHERE s.id = $1 AND a.kind = 'game_house' AND a.unit_id IS NULL`,
        [options.siteId],
      )
    ).rows[0]!.id;
  const pairs = Math.floor(options.transfers / 2);
  const batch = 100_000;
  for (let first = 0; first < pairs; first += batch) {
    const last = Math.min(pairs, first + batch) - 1;
    await db.query(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, kind, created_at)
       SELECT 'bench:report:' || p || ':' || side,
         CASE side WHEN 0 THEN player ELSE $5 END, CASE side WHEN 0 THEN $5 ELSE player END,
         100 + p % 900, CASE side WHEN 0 THEN 'game_bet' ELSE 'game_win' END,
         ($1::date::timestamp AT TIME ZONE $2) + (p::float8 / $3) * interval '1 day'
       FROM generate_series($6::int, $7::int) AS p,
         LATERAL (SELECT ($4::bigint[])[1 + p % cardinality($4::bigint[])] AS player) AS chosen,
         generate_series(0, 1) AS side`,
      [options.day, options.timeZone, pairs, players, houseId, first, last],
    );
  }
}

/** What one plain sum of the day's transfers by kind costs, read straight from the ledger (no roll-up). */
export async function plainDaySum(db: Database, siteId: number, from: Date, to: Date): Promise<number> {
  return timed(() =>
    db.query(
      `SELECT t.kind, sum(t.amount) FROM ledger_transfers t
       JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
       JOIN units u ON u.id = COALESCE(d.unit_id, c.unit_id)
       WHERE u.site_id = $1 AND t.created_at >= $2 AND t.created_at < $3 GROUP BY t.kind`,
      [siteId, from, to],
    ),
  );
}

/** YYYY-MM-DD of the day before today in the time zone. */
function yesterdayIn(timeZone: string): string {
  const at = new Date(Date.now() - 24 * 60 * 60_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The reports' rows of the server benchmark: site 1's yesterday filled with REPORT_TRANSFERS transfers, then its
 * summary asked through HTTP by a finance staff member (the first time, which rolls the day up, and ten times after),
 * beside the floor (the same service calls in this process, no HTTP) and one plain sum of the day's transfers.
 */
export async function benchReports(db: Database, client: HttpClient): Promise<Array<[string, string]>> {
  const timeZone = COUNTRY_TIME_ZONES.ZA;
  const day = yesterdayIn(timeZone);
  const seeding = await timed(() => seedReportDay(db, { siteId: 1, day, timeZone, transfers: REPORT_TRANSFERS }));
  const email = `bench-${randomBytes(4).toString('hex')}@staff.bench`;
  const staff = await client.post<SandboxStaffAnswer>(BackofficePaths.sandboxStaff, {
    email,
    role: 'finance',
    site_ids: [1],
  });
  const session = await client.post<SessionAnswer>(BackofficePaths.session, {
    email,
    password: staff.password,
    totp: await totpCode(staff.totp_secret, new Date()),
  });
  const summary = `${BackofficePaths.reportsSummary}?site_id=1&from=${day}&to=${day}`;
  const first = await timed(() => client.get(summary, session.token));
  const later: number[] = [];
  for (let i = 0; i < 10; i++) later.push(await timed(() => client.get(summary, session.token)));
  const reports = createReportsService({ db, clock: systemClock });
  const floor: number[] = [];
  for (let i = 0; i < 10; i++) floor.push(await timed(() => reports.summary(1, day, day)));
  const span = await daySpan(db, day, day, timeZone);
  const plain = await plainDaySum(db, 1, span.from, span.to);
  const count = REPORT_TRANSFERS.toLocaleString('en-US');
  const p50 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
  return [
    [`report day: ${count} transfers written`, `${(seeding / 1000).toFixed(1)} s`],
    ['report summary, first (rolls the day up)', `${first.toFixed(0)} ms`],
    ['report summary, after (HTTP)', `${describe(later)}; p50 ${(p50(later) / p50(floor)).toFixed(2)}× the floor's`],
    ['report summary, after (floor: same calls in-process)', describe(floor)],
    ['  one plain sum of the day (no roll-up)', `${plain.toFixed(0)} ms`],
  ];
}
