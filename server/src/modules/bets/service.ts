/**
 * My bets and the game stats, read from the rounds the wallet records (game_rounds), never from counts kept beside
 * them. Each read walks an index (migrations 016, 018), so its cost does not grow with the history behind it:
 * - a unit's rounds: newest first by keyset on (created_at, id), as the statement pages, never OFFSET;
 * - a unit's recent games: one probe per game it ever played, for that game's last round;
 * - a site's most played games: the index range of its last 30 days' rounds, counted from the index alone.
 */

import type {
  GameRound,
  MostPopularGamesAnswer,
  RecentGamesAnswer,
  RoundStatus,
  UnitRoundsAnswer,
} from '../../../../contract/games';
import { GAME_STATS_LIMIT, MOST_POPULAR_DAYS } from '../../../../contract/games';
import type { Queryable } from '../../db/database';
import { encodeCursor, type Position } from '../statement/filters';
import { offeredOnSiteSql } from '../games/catalogue';

/** created_at as the answers give it: ISO 8601, UTC, milliseconds. */
const ISO_MS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const iso = (column: string) => `to_char(date_trunc('milliseconds', ${column}) AT TIME ZONE 'UTC', ${ISO_MS})`;

export interface RoundsQuery {
  unitId: number;
  pageSize: number;
  after?: Position;
}

interface RoundRow {
  id: number;
  game_slug: string;
  game_name: string;
  bet: number;
  win: number;
  currency: string;
  created_at: string;
  exact_at: string;
  play: boolean;
}

function statusOf(bet: number, win: number): RoundStatus {
  if (win > 0) return 'won';
  return bet > 0 ? 'lost' : 'refunded';
}

/** One page of the unit's rounds, one row more than asked read to know whether another page follows. */
export async function readRounds(q: Queryable, query: RoundsQuery): Promise<UnitRoundsAnswer> {
  const params: unknown[] = [query.unitId, query.pageSize + 1];
  const after = query.after
    ? `AND (r.created_at, r.id) < ($${params.push(query.after.at)}::timestamptz, $${params.push(query.after.id)}::bigint)`
    : '';
  const { rows } = await q.query<RoundRow>(
    `SELECT r.id, r.game_slug, g.name AS game_name, r.bet, r.win, s.currency_code AS currency, r.play,
       ${iso('r.created_at')} AS created_at,
       to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS exact_at
     FROM game_rounds r JOIN games g ON g.slug = r.game_slug JOIN sites s ON s.id = r.site_id
     WHERE r.unit_id = $1 ${after}
     ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
    params,
  );
  const page = rows.slice(0, query.pageSize);
  const rounds = page.map((row): GameRound => {
    const bet = Number(row.bet);
    const win = Number(row.win);
    return {
      id: Number(row.id),
      game_slug: row.game_slug,
      game_name: row.game_name,
      bet,
      win,
      currency: row.currency,
      created_at: row.created_at,
      status: statusOf(bet, win),
      play: row.play === true,
    };
  });
  const last = page.at(-1);
  const more = rows.length > query.pageSize && last;
  return { rounds, cursor: more ? encodeCursor({ at: last.exact_at, id: Number(last.id) }) : null };
}

/**
 * The unit's games, each once, the last played first. The unit's distinct games are found by skipping through the
 * (unit, game, created_at) index a game at a time, then each game's last round is that index's first entry.
 */
export async function readRecentGames(q: Queryable, unitId: number): Promise<RecentGamesAnswer> {
  const { rows } = await q.query<{ slug: string; name: string; provider: string; played_at: string }>(
    `WITH RECURSIVE played (slug) AS (
       SELECT min(game_slug) FROM game_rounds WHERE unit_id = $1
       UNION ALL
       SELECT (SELECT min(r.game_slug) FROM game_rounds r WHERE r.unit_id = $1 AND r.game_slug > p.slug)
       FROM played p WHERE p.slug IS NOT NULL
     )
     SELECT g.slug, g.name, g.provider, ${iso('last.created_at')} AS played_at
     FROM played p
     JOIN games g ON g.slug = p.slug
     CROSS JOIN LATERAL (
       SELECT r.created_at FROM game_rounds r WHERE r.unit_id = $1 AND r.game_slug = p.slug
       ORDER BY r.created_at DESC LIMIT 1
     ) last
     ORDER BY last.created_at DESC, g.slug
     LIMIT $2`,
    [unitId, GAME_STATS_LIMIT],
  );
  return { games: rows.map(({ slug, name, provider, played_at }) => ({ slug, name, provider, played_at })) };
}

/** The site's games by rounds in the last MOST_POPULAR_DAYS before `now`, most first, games still in the content. */
export async function readMostPopular(q: Queryable, siteId: number, now: Date): Promise<MostPopularGamesAnswer> {
  const since = new Date(now.getTime() - MOST_POPULAR_DAYS * 24 * 60 * 60 * 1000);
  const { rows } = await q.query<{ slug: string; name: string; provider: string; rounds: number }>(
    `SELECT g.slug, g.name, g.provider, c.rounds
     FROM (
       SELECT game_slug, count(*) AS rounds FROM game_rounds
       WHERE site_id = $1 AND created_at > $2 AND created_at <= $3
       GROUP BY game_slug
     ) c
     JOIN games g ON g.slug = c.game_slug AND g.active AND ${offeredOnSiteSql('$1')}
     ORDER BY c.rounds DESC, g.name, g.slug
     LIMIT $4`,
    [siteId, since, now, GAME_STATS_LIMIT],
  );
  return {
    games: rows.map(({ slug, name, provider, rounds }) => ({ slug, name, provider, rounds: Number(rounds) })),
  };
}
