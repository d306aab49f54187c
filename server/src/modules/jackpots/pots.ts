/**
 * Jackpot pots inside a bet's ledger transaction: every bet on a jackpot game contributes to each of its site's
 * jackpots and may win one. A pot is its cycle's seed plus the cycle's contributions (migration 021), so
 * contributing bets share the jackpot row (FOR SHARE) and only a win takes it alone (FOR UPDATE), pays the pot once
 * (jackpot_wins is unique per cycle, the payout's transfer key too), seeds the next cycle and moves the cycle on.
 */

import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { systemAccount, unitAccount } from '../../ledger/accounts';
import type { Book } from '../../ledger/ledger';
import { sumTransfersByMetadata } from '../../ledger/reads';
import { transferInTransaction, type TransferInput } from '../../ledger/transfer';

/** Ledger transfer kinds of jackpots (statement/kinds.ts names the player's). */
export const JackpotKinds = {
  seed: 'jackpot_seed',
  contribution: 'jackpot_contribution',
  /** A rolled-back bet's contribution, taken back out of a pot not yet won. */
  contributionReversal: 'jackpot_contribution_reversal',
  win: 'jackpot_win',
} as const;

/** Chances are drawn in millionths. */
const PPM = 1_000_000;

/** A jackpot as a bet reads it before locking it (its chance decides how it locks). */
export interface FeedingJackpot {
  id: number;
  slug: string;
  win_chance_ppm: number;
  trigger_next: boolean;
}

interface LockedJackpot {
  id: number;
  slug: string;
  cycle: number;
  seed_amount: number;
  contribution_bp: number;
  trigger_next: boolean;
}

/** A jackpot paid out by a bet, for the site's jackpots topic once the transaction has committed. */
export interface JackpotWon {
  slug: string;
  amount: number;
  winnerName: string;
  /** The winner's unit: its own channel hears of the win too, so its site can celebrate it. */
  unitId: number;
  /** The next cycle's pot: its seed. */
  nextPot: number;
}

export interface BetForJackpots {
  unitId: number;
  userId: number;
  currency: string;
  gameSlug: string;
  transactionId: string;
  amount: number;
  at: Date;
}

/** The SQL answering, as JSON, the active jackpots of a site (`siteSql`) that a game (`gameSql`) feeds. */
export function feedingJackpotsSql(siteSql: string, gameSql: string): string {
  return `(SELECT COALESCE(json_agg(json_build_object('id', j.id, 'slug', j.slug,
      'win_chance_ppm', j.win_chance_ppm, 'trigger_next', j.trigger_next) ORDER BY j.id), '[]')
    FROM jackpots j JOIN games jg ON jg.slug = ${gameSql}
    WHERE j.site_id = ${siteSql} AND j.active AND 'jackpot' = ANY (jg.categories))`;
}

/** "Thandi M.": the winner's first name and the initial of their last, all the site shows of a winner. */
export function shortName(first: string, last: string): string {
  const initial = last.trim().charAt(0).toUpperCase();
  return initial ? `${first.trim()} ${initial}.` : first.trim();
}

/**
 * A cycle's pot: what its seed and contributions put into the pool, less the contributions of rolled-back bets
 * (this transaction's included). The ledger check sums the pots the same way.
 */
export function potOf(q: Queryable, jackpot: { id: number; cycle: number }): Promise<number> {
  return sumTransfersByMetadata(q, {
    adding: [JackpotKinds.seed, JackpotKinds.contribution],
    subtracting: [JackpotKinds.contributionReversal],
    where: [
      { key: 'jackpot_id', cast: 'bigint', value: jackpot.id },
      { key: 'cycle', cast: 'integer', value: jackpot.cycle },
    ],
  });
}

/** Seeds a jackpot's cycle from bonus_expense (once per cycle, by its key). */
export async function seedCycle(
  book: Pick<Book, 'transfer'>,
  jackpot: { id: number; cycle: number; seed_amount: number },
  currency: string,
): Promise<void> {
  await book.transfer({
    idempotencyKey: `jackpot:seed:${jackpot.id}:${jackpot.cycle}`,
    from: systemAccount('bonus_expense', currency),
    to: systemAccount('jackpot_pool', currency),
    amount: Number(jackpot.seed_amount),
    kind: JackpotKinds.seed,
    metadata: { jackpot_id: Number(jackpot.id), cycle: jackpot.cycle },
  });
}

/** What a bet put into one cycle's pot, so that its rollback can take exactly that back. */
export interface Contribution {
  jackpotId: number;
  cycle: number;
  amount: number;
}

/**
 * The bet's contribution to every jackpot its game feeds, and a win where the draw (or the sandbox's trigger) says
 * so. Call in the bet's transaction after its own transfers, the unit already locked. Jackpots are locked in id
 * order; a win is drawn before locking, and a trigger checked again once locked (another bet may have used it).
 */
export async function feedJackpots(
  tx: Queryable,
  book: Book,
  bet: BetForJackpots,
  feeding: readonly FeedingJackpot[],
): Promise<{ won: JackpotWon[]; contributions: Contribution[] }> {
  const won: JackpotWon[] = [];
  const contributions: Contribution[] = [];
  for (const candidate of [...feeding].sort((a, b) => a.id - b.id)) {
    const lucky = randomInt(PPM) < candidate.win_chance_ppm;
    const mayWin = lucky || candidate.trigger_next;
    const { rows } = await tx.query<LockedJackpot>(
      `SELECT id, slug, cycle, seed_amount, contribution_bp, trigger_next FROM jackpots
       WHERE id = $1 AND active ${mayWin ? 'FOR UPDATE' : 'FOR SHARE'}`,
      [candidate.id],
    );
    const jackpot = rows[0];
    if (!jackpot) continue; // stopped meanwhile
    const contribution = Math.floor((bet.amount * jackpot.contribution_bp) / 10_000);
    if (contribution > 0) {
      await book.transfer({
        idempotencyKey: `jackpot:contribution:${jackpot.id}:${bet.transactionId}`,
        from: systemAccount('game_house', bet.currency),
        to: systemAccount('jackpot_pool', bet.currency),
        amount: contribution,
        kind: JackpotKinds.contribution,
        metadata: { jackpot_id: Number(jackpot.id), cycle: jackpot.cycle, transaction_id: bet.transactionId },
      });
      contributions.push({ jackpotId: Number(jackpot.id), cycle: jackpot.cycle, amount: contribution });
    }
    if (mayWin && (lucky || jackpot.trigger_next)) won.push(await payOut(tx, book, bet, jackpot));
  }
  return { won, contributions };
}

/**
 * Takes a rolled-back bet's contributions back out of the pots they went into, for each pot not yet won: a pot won
 * since paid its winner with them, and that stands. Call in the rollback's transaction, the unit locked; jackpots
 * are locked in id order, as bets lock them.
 */
export async function takeBackContributions(
  tx: Queryable,
  book: Book,
  bet: { transactionId: string; currency: string },
  contributions: readonly Contribution[],
): Promise<void> {
  for (const part of [...contributions].sort((a, b) => a.jackpotId - b.jackpotId)) {
    const { rows } = await tx.query<{ cycle: number }>('SELECT cycle FROM jackpots WHERE id = $1 FOR UPDATE', [
      part.jackpotId,
    ]);
    if (rows[0]?.cycle !== part.cycle) continue;
    await book.transfer({
      idempotencyKey: `jackpot:contribution_reversal:${part.jackpotId}:${bet.transactionId}`,
      from: systemAccount('jackpot_pool', bet.currency),
      to: systemAccount('game_house', bet.currency),
      amount: part.amount,
      kind: JackpotKinds.contributionReversal,
      metadata: { jackpot_id: part.jackpotId, cycle: part.cycle, transaction_id: bet.transactionId },
    });
  }
}

async function payOut(tx: Queryable, book: Book, bet: BetForJackpots, jackpot: LockedJackpot): Promise<JackpotWon> {
  const amount = await potOf(tx, jackpot);
  const names = await tx.query<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM users WHERE id = $1',
    [bet.userId],
  );
  const person = names.rows[0];
  const winnerName = person ? shortName(person.first_name, person.last_name) : 'A player';
  await tx.query(
    `INSERT INTO jackpot_wins (jackpot_id, cycle, unit_id, game_slug, amount, winner_name, won_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [jackpot.id, jackpot.cycle, bet.unitId, bet.gameSlug, amount, winnerName, bet.at],
  );
  await book.transfer({
    idempotencyKey: `jackpot:win:${jackpot.id}:${jackpot.cycle}`,
    from: systemAccount('jackpot_pool', bet.currency),
    to: unitAccount(bet.unitId, 'cash'),
    amount,
    kind: JackpotKinds.win,
    metadata: { jackpot_id: Number(jackpot.id), cycle: jackpot.cycle, slug: jackpot.slug, game_slug: bet.gameSlug },
  });
  const next = { ...jackpot, cycle: jackpot.cycle + 1 };
  await tx.query('UPDATE jackpots SET cycle = $2, trigger_next = false WHERE id = $1', [jackpot.id, next.cycle]);
  await seedCycle(book, next, bet.currency);
  return { slug: jackpot.slug, amount, winnerName, unitId: bet.unitId, nextPot: Number(jackpot.seed_amount) };
}

/** A site's jackpot as the operator sets it up (seeded into the demo sites). */
export interface JackpotConfig {
  slug: string;
  seed_amount: number;
  contribution_bp: number;
  win_chance_ppm: number;
}

/**
 * Demo jackpots, the same minor-unit figures in rand and rupees: of every bet on a jackpot game 1 % goes to the
 * pots; a bet wins the minor about once in 3,300 bets, the major once in 50,000, the grand once in 500,000.
 */
export const DEMO_JACKPOTS: readonly JackpotConfig[] = [
  { slug: 'grand', seed_amount: 1_000_000, contribution_bp: 40, win_chance_ppm: 2 },
  { slug: 'major', seed_amount: 100_000, contribution_bp: 30, win_chance_ppm: 20 },
  { slug: 'minor', seed_amount: 10_000, contribution_bp: 30, win_chance_ppm: 300 },
];

/** Opens a site's jackpots that are missing and seeds their first pots (each seed moves once, by its key). */
export async function seedJackpots(
  q: Queryable,
  siteId: number,
  currency: string,
  configs: readonly JackpotConfig[],
): Promise<void> {
  for (const config of configs) {
    await q.query(
      `INSERT INTO jackpots (site_id, slug, seed_amount, contribution_bp, win_chance_ppm)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (site_id, slug) DO NOTHING`,
      [siteId, config.slug, config.seed_amount, config.contribution_bp, config.win_chance_ppm],
    );
  }
  const { rows } = await q.query<{ id: number; cycle: number; seed_amount: number }>(
    'SELECT id, cycle, seed_amount FROM jackpots WHERE site_id = $1 AND cycle = 0 ORDER BY id',
    [siteId],
  );
  const book = { transfer: (input: TransferInput) => transferInTransaction(q, input) };
  for (const jackpot of rows) await seedCycle(book, jackpot, currency);
}
