/**
 * The shared rounds of a crash game: one sequence per game, kept in the database so every node plays the same
 * rounds. A round is made by the first request that needs it (INSERT … ON CONFLICT DO NOTHING on its number, then
 * read back): no scheduler, and two nodes racing for the same number keep one row. Times come from the app's clock.
 */

import { createHash } from 'node:crypto';
import {
  CRASH_BETTING_MS,
  CRASH_PAUSE_MS,
  type CrashHistoryRound,
  type CrashPhase,
  type CrashRound,
} from '../../../../../contract/sandbox';
import type { Queryable } from '../../../db/database';
import { commitment, fairRandom, newServerSeed } from '../../../modules/games/fair';
import { crashPoint, crashTimeMs } from '../../../modules/games/math/crash';

export interface RoundRow {
  game_slug: string;
  number: number;
  round_id: string;
  server_seed: string;
  commitment: string;
  crash_point: number;
  betting_at: number;
  flight_at: number;
  crash_at: number;
}

const HISTORY = 10;
/** A round left unasked a while starts when next asked, not back in time (its betting window would be gone). */
const LATE_START_MS = 1_000;

const COLUMNS = `game_slug, number, round_id, server_seed, commitment, crash_point, betting_at, flight_at, crash_at`;

const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : new Date(String(value)).getTime());

function toRound(row: Record<string, unknown>): RoundRow {
  return {
    game_slug: String(row.game_slug),
    number: Number(row.number),
    round_id: String(row.round_id),
    server_seed: String(row.server_seed),
    commitment: String(row.commitment),
    crash_point: Number(row.crash_point),
    betting_at: ms(row.betting_at),
    flight_at: ms(row.flight_at),
    crash_at: ms(row.crash_at),
  };
}

/**
 * The round's id: its public client seed and the wallet's round id. Short whatever the slug (transaction ids built
 * on it must stay within the wallet's 100 characters) and distinct per game (transaction ids are global).
 */
export function roundIdOf(slug: string, number: number): string {
  return `crash-${createHash('sha256').update(slug).digest('hex').slice(0, 10)}-${number}`;
}

/** The crash point the round's seeds give: what the server drew, and what a player recomputes from the reveal. */
export function crashPointOf(serverSeed: string, roundId: string): number {
  return crashPoint(fairRandom({ serverSeed, clientSeed: roundId, nonce: 0 }));
}

export function phaseAt(round: RoundRow, now: number): CrashPhase {
  if (now < round.flight_at) return 'betting';
  return now < round.crash_at ? 'flying' : 'crashed';
}

/** The round as a player may see it: nothing of the outcome before the crash. */
export function publicRound(round: RoundRow, now: number): CrashRound {
  const phase = phaseAt(round, now);
  const crashed = phase === 'crashed';
  return {
    round_id: round.round_id,
    number: round.number,
    phase,
    betting_at: round.betting_at,
    flight_at: round.flight_at,
    commitment: round.commitment,
    crash_point: crashed ? round.crash_point : null,
    crash_at: crashed ? round.crash_at : null,
    server_seed: crashed ? round.server_seed : null,
    next_round_at: crashed ? round.crash_at + CRASH_PAUSE_MS : null,
  };
}

export function createCrashRounds(db: Queryable) {
  async function latest(slug: string): Promise<RoundRow | null> {
    const { rows } = await db.query(
      `SELECT ${COLUMNS} FROM sandbox_crash_rounds WHERE game_slug = $1 ORDER BY number DESC LIMIT 1`,
      [slug],
    );
    return rows[0] ? toRound(rows[0]) : null;
  }

  /**
   * Draws round `number` and inserts it unless another request did first; answers the row that stands. The conflict
   * has no target: a racing insert of the same round meets both unique keys (the number and the round id derived from
   * it), and PostgreSQL raises a unique violation for any key that is not the conflict's target.
   */
  async function make(slug: string, number: number, bettingAt: number): Promise<RoundRow> {
    const roundId = roundIdOf(slug, number);
    const serverSeed = newServerSeed();
    const point = crashPointOf(serverSeed, roundId);
    const flightAt = bettingAt + CRASH_BETTING_MS;
    await db.query(
      `INSERT INTO sandbox_crash_rounds (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT DO NOTHING`,
      [
        slug,
        number,
        roundId,
        serverSeed,
        commitment(serverSeed),
        point,
        new Date(bettingAt),
        new Date(flightAt),
        new Date(flightAt + crashTimeMs(point)),
      ],
    );
    const { rows } = await db.query(
      `SELECT ${COLUMNS} FROM sandbox_crash_rounds WHERE game_slug = $1 AND number = $2`,
      [slug, number],
    );
    return toRound(rows[0]!);
  }

  return {
    /**
     * The round players meet now: the last one while it takes bets, flies or shows its crash (CRASH_PAUSE_MS), else
     * the next one, opening where the pause ends (or now, if nobody asked for a while).
     */
    async current(slug: string, now: number): Promise<RoundRow> {
      const last = await latest(slug);
      if (last && now < last.crash_at + CRASH_PAUSE_MS) return last;
      const opens = last ? Math.max(last.crash_at + CRASH_PAUSE_MS, now - LATE_START_MS) : now;
      return make(slug, (last?.number ?? 0) + 1, opens);
    },

    async byId(slug: string, roundId: string): Promise<RoundRow | null> {
      const { rows } = await db.query(
        `SELECT ${COLUMNS} FROM sandbox_crash_rounds WHERE game_slug = $1 AND round_id = $2`,
        [slug, roundId],
      );
      return rows[0] ? toRound(rows[0]) : null;
    },

    /** The last crashed rounds, newest first, with their seeds. */
    async history(slug: string, now: number): Promise<CrashHistoryRound[]> {
      const { rows } = await db.query(
        `SELECT ${COLUMNS} FROM sandbox_crash_rounds WHERE game_slug = $1 AND crash_at <= $2
         ORDER BY number DESC LIMIT ${HISTORY}`,
        [slug, new Date(now)],
      );
      return rows.map(toRound).map((round) => ({
        round_id: round.round_id,
        number: round.number,
        crash_point: round.crash_point,
        commitment: round.commitment,
        server_seed: round.server_seed,
      }));
    },
  };
}

export type CrashRounds = ReturnType<typeof createCrashRounds>;
