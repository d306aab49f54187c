/**
 * The ledger's flows, for the operators' reports: how much of each transfer kind moved on a site in a span of time,
 * and which players bet in it. Summing a day's transfers on every report would read every row of a busy day, so the
 * sums are kept per site and 15-minute bucket of UTC time (every time zone's midnight falls on a bucket's edge) in
 * `ledger_flow_buckets`, computed from the transfers themselves:
 *
 * - A transfer counts on the site of its player's side (a unit's account; the few transfers between two system
 *   accounts, a jackpot's seed or a withdrawal paid on, count nowhere).
 * - A bucket is always rolled up whole (its rows deleted and summed again), so a roll-up can run any number of times,
 *   at once on several nodes (they take turns under a lock), and never counts a transfer twice.
 * - A transfer is stamped with its transaction's start, and may commit a little after it. So a bucket rolled up
 *   before it had settled (`FLOW_SETTLE_MS` after its end) is rolled up again when a report next reads it; once
 *   rolled up after that, it is final.
 *
 * Reading a span therefore rolls up first the buckets of it that are not final: a scheduled roll-up keeps that to the
 * last few, and a report on a span nobody read before pays for it once.
 */

import type { Database, Queryable } from '../db/database';

export const FLOW_BUCKET_MS = 15 * 60_000;
/** Longer than any transaction that moves money stays open. */
export const FLOW_SETTLE_MS = 10 * 60_000;
/** Any constant: roll-ups on several nodes of one PostgreSQL server take turns. */
const ROLLUP_LOCK = 727_040;
const BUCKET_SQL = `date_bin('15 minutes', t.created_at, TIMESTAMPTZ '2000-01-01T00:00:00Z')`;

/** The start of the bucket holding `at`. */
export function bucketOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / FLOW_BUCKET_MS) * FLOW_BUCKET_MS);
}

export interface FlowSpan {
  siteId: number;
  /** Inclusive, on a bucket's edge. */
  from: Date;
  /** Exclusive, on a bucket's edge. */
  to: Date;
  /** An IANA time zone: sums are grouped by the calendar day there. */
  timeZone: string;
}

export interface DayFlows {
  /** YYYY-MM-DD in the span's time zone. */
  day: string;
  /** Minor units moved, per transfer kind. */
  amounts: Map<string, number>;
  /** Distinct players who bet that day. */
  players: number;
}

/**
 * Rolls up every bucket of [from, to) that is not final and has begun by `now`. `playerKinds` are the transfer kinds
 * that make a player active (a bet).
 */
export async function rollUpFlows(
  db: Database,
  span: { from: Date; to: Date },
  now: Date,
  playerKinds: readonly string[],
): Promise<void> {
  const end = new Date(Math.min(span.to.getTime(), bucketOf(now).getTime() + FLOW_BUCKET_MS));
  if (end <= span.from) return;
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [ROLLUP_LOCK]);
    const { rows } = await tx.query<{ bucket: Date }>(
      `SELECT b AS bucket FROM generate_series($1::timestamptz, $2::timestamptz - interval '15 minutes',
         interval '15 minutes') AS b
       LEFT JOIN ledger_flow_rollups r ON r.bucket = b
       WHERE r.rolled_at IS NULL OR r.rolled_at < b + make_interval(secs => $3)
       ORDER BY b`,
      [span.from, end, (FLOW_BUCKET_MS + FLOW_SETTLE_MS) / 1000],
    );
    // Runs of neighbouring buckets, each summed in one pass; the final buckets between them are not read again.
    for (const run of runsOf(rows.map((row) => new Date(row.bucket).getTime()))) {
      await rollUp(tx, new Date(run.from), new Date(run.to), now, playerKinds);
    }
  });
}

/** Bucket starts, ascending, as runs [from, to) of neighbours. */
function runsOf(starts: readonly number[]): Array<{ from: number; to: number }> {
  const runs: Array<{ from: number; to: number }> = [];
  for (const start of starts) {
    const last = runs.at(-1);
    if (last && last.to === start) last.to = start + FLOW_BUCKET_MS;
    else runs.push({ from: start, to: start + FLOW_BUCKET_MS });
  }
  return runs;
}

/** Sums [from, to) again from the transfers, replacing what the buckets held. */
async function rollUp(tx: Queryable, from: Date, to: Date, now: Date, playerKinds: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM ledger_flow_buckets WHERE bucket >= $1 AND bucket < $2', [from, to]);
  await tx.query('DELETE FROM ledger_flow_players WHERE bucket >= $1 AND bucket < $2', [from, to]);
  const moved = `SELECT u.site_id, ${BUCKET_SQL} AS bucket, t.kind, t.amount,
       COALESCE(u.user_id::text, 'u' || u.id) AS player
     FROM ledger_transfers t
     JOIN ledger_accounts d ON d.id = t.debit_account_id
     JOIN ledger_accounts c ON c.id = t.credit_account_id
     JOIN units u ON u.id = COALESCE(d.unit_id, c.unit_id)
     WHERE t.created_at >= $1 AND t.created_at < $2`;
  await tx.query(
    `INSERT INTO ledger_flow_buckets (site_id, bucket, kind, amount, transfers)
     SELECT site_id, bucket, kind, sum(amount), count(*) FROM (${moved}) AS m GROUP BY site_id, bucket, kind`,
    [from, to],
  );
  await tx.query(
    `INSERT INTO ledger_flow_players (site_id, bucket, player)
     SELECT DISTINCT site_id, bucket, player FROM (${moved}) AS m WHERE kind = ANY($3::text[])`,
    [from, to, [...playerKinds]],
  );
  await tx.query(
    `INSERT INTO ledger_flow_rollups (bucket, rolled_at)
     SELECT b, $3 FROM generate_series($1::timestamptz, $2::timestamptz - interval '15 minutes', interval '15 minutes') b
     ON CONFLICT (bucket) DO UPDATE SET rolled_at = EXCLUDED.rolled_at`,
    [from, to, now],
  );
}

/** The span's flows per calendar day of its time zone (days with nothing moved are left out), from the buckets. */
export async function flowsByDay(q: Queryable, span: FlowSpan): Promise<DayFlows[]> {
  const day = `to_char(bucket AT TIME ZONE $4, 'YYYY-MM-DD')`;
  const sums = await q.query<{ day: string; kind: string; amount: string }>(
    `SELECT ${day} AS day, kind, sum(amount)::text AS amount FROM ledger_flow_buckets
     WHERE site_id = $1 AND bucket >= $2 AND bucket < $3 GROUP BY 1, 2`,
    [span.siteId, span.from, span.to, span.timeZone],
  );
  const players = await q.query<{ day: string; players: number }>(
    `SELECT ${day} AS day, count(DISTINCT player)::int AS players FROM ledger_flow_players
     WHERE site_id = $1 AND bucket >= $2 AND bucket < $3 GROUP BY 1`,
    [span.siteId, span.from, span.to, span.timeZone],
  );
  const days = new Map<string, DayFlows>();
  const dayOf = (name: string) => {
    let found = days.get(name);
    if (!found) days.set(name, (found = { day: name, amounts: new Map(), players: 0 }));
    return found;
  };
  for (const row of sums.rows) dayOf(row.day).amounts.set(row.kind, Number(row.amount));
  for (const row of players.rows) dayOf(row.day).players = row.players;
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** Distinct players who bet in the span (a player active on two days counts once). */
export async function activePlayers(q: Queryable, span: Omit<FlowSpan, 'timeZone'>): Promise<number> {
  const { rows } = await q.query<{ players: number }>(
    `SELECT count(DISTINCT player)::int AS players FROM ledger_flow_players
     WHERE site_id = $1 AND bucket >= $2 AND bucket < $3`,
    [span.siteId, span.from, span.to],
  );
  return rows[0]?.players ?? 0;
}
