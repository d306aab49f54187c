/**
 * What the site sees of jackpots (SPEC §3, §4, §7): the jackpots topic's join (every pot as an `init` entry), the
 * `jackpot_lifecycle_updated` events on the site's jackpots channel — `won` then `init` of the next pot when a bet
 * wins, `update` with the grown pot at most once per UPDATE_EVERY_MS per jackpot and node, `init` or `stopped` when
 * the operator turns one on or off — and the recent wins. A `won` goes to the winner's unit channel as well.
 */

import {
  SocketEvents,
  type JackpotLifecycleUpdatedPayload,
  type JackpotsJoinReply,
  type RecentJackpotWin,
} from '../../../../contract/socket';
import type { Bus, BusMessage } from '../../bus/bus';
import type { Queryable } from '../../db/database';
import { unitChannel } from '../../ledger/ledger';
import { potOf, type JackpotWon } from './pots';

/** The bus channel of a site's jackpots topic. */
export function jackpotsChannel(siteId: number): string {
  return `site:${siteId}:jackpots`;
}

/** A pot's `update` goes out at most this often per jackpot from one node. */
export const UPDATE_EVERY_MS = 2_000;
const RECENT_WINS = 10;

interface JackpotRow {
  id: number;
  slug: string;
  cycle: number;
  seed_amount: number;
}

/** The slugs of the site's games that feed its jackpots (the jackpot category). */
async function jackpotGames(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ slug: string }>(
    `SELECT slug FROM games WHERE active AND 'jackpot' = ANY (categories) ORDER BY slug`,
  );
  return rows.map((row) => row.slug);
}

export async function jackpotsJoinReply(q: Queryable, siteId: number): Promise<JackpotsJoinReply> {
  const { rows } = await q.query<JackpotRow>(
    'SELECT id, slug, cycle, seed_amount FROM jackpots WHERE site_id = $1 AND active ORDER BY seed_amount DESC',
    [siteId],
  );
  if (rows.length === 0) return { enabled: false, jackpots: [] };
  const games = await jackpotGames(q);
  const jackpots = await Promise.all(
    rows.map(async (row) => ({
      slug: row.slug,
      action: 'init' as const,
      games,
      win_lifecycle: { slug: row.slug, balance: await potOf(q, row) },
    })),
  );
  return { enabled: true, jackpots };
}

export async function recentWins(q: Queryable, siteId: number): Promise<RecentJackpotWin[]> {
  const { rows } = await q.query<{
    slug: string;
    amount: number;
    winner_name: string;
    game_slug: string;
    won_at: Date;
  }>(
    `SELECT j.slug, w.amount, w.winner_name, w.game_slug, w.won_at FROM jackpot_wins w
     JOIN jackpots j ON j.id = w.jackpot_id WHERE j.site_id = $1 ORDER BY w.won_at DESC, w.id DESC LIMIT $2`,
    [siteId, RECENT_WINS],
  );
  return rows.map((row) => ({
    slug: row.slug,
    amount: Number(row.amount),
    winner_name: row.winner_name,
    game_slug: row.game_slug,
    won_at: new Date(row.won_at).toISOString(),
  }));
}

/**
 * A jackpot the operator turned on (created, or turned back on: `init` with its pot and games, as the join has it) or
 * off (`stopped`: the site drops it), as its site's players hear it. Read in the operator's transaction; publish it on
 * jackpotsChannel once that has committed.
 */
export async function jackpotSwitched(
  q: Queryable,
  jackpot: { slug: string; pot: number },
  on: boolean,
): Promise<BusMessage> {
  const { slug, pot: balance } = jackpot;
  const payload: JackpotLifecycleUpdatedPayload = on
    ? { slug, action: 'init', games: await jackpotGames(q), win_lifecycle: { slug, balance } }
    : { slug, action: 'stopped', win_lifecycle: { slug, balance } };
  return { event: SocketEvents.jackpotLifecycleUpdated, payload };
}

/** Tells a site's players about its jackpots after a bet's transaction committed; lost events heal on rejoin. */
export function createJackpotAnnouncer(deps: { db: Queryable; bus: Bus; now: () => number }) {
  const lastUpdate = new Map<number, number>();

  const publish = (siteId: number, payload: JackpotLifecycleUpdatedPayload) =>
    deps.bus.publish(jackpotsChannel(siteId), { event: SocketEvents.jackpotLifecycleUpdated, payload });

  return {
    async won(siteId: number, wins: readonly JackpotWon[]): Promise<void> {
      if (wins.length === 0) return;
      const games = await jackpotGames(deps.db);
      for (const win of wins) {
        const won: JackpotLifecycleUpdatedPayload = {
          slug: win.slug,
          action: 'won',
          games,
          win_lifecycle: { slug: win.slug, balance: win.amount, is_won: true, winner_name: win.winnerName },
        };
        await publish(siteId, won);
        // The same event on the winner's own unit channel: the broadcast names the winner only, and a site cannot
        // tell its own player by name; this one says "you won it" (the game page celebrates it).
        await deps.bus.publish(unitChannel(win.unitId), { event: SocketEvents.jackpotLifecycleUpdated, payload: won });
        await publish(siteId, {
          slug: win.slug,
          action: 'init',
          games,
          win_lifecycle: { slug: win.slug, balance: win.nextPot },
        });
      }
    },

    /** The grown pots of the jackpots a bet fed, each at most once per UPDATE_EVERY_MS. */
    async fed(siteId: number, jackpotIds: readonly number[]): Promise<void> {
      const now = deps.now();
      const due = jackpotIds.filter((id) => now - (lastUpdate.get(id) ?? -Infinity) >= UPDATE_EVERY_MS);
      if (due.length === 0) return;
      for (const id of due) lastUpdate.set(id, now);
      const { rows } = await deps.db.query<JackpotRow>(
        'SELECT id, slug, cycle, seed_amount FROM jackpots WHERE id = ANY ($1::bigint[]) AND active',
        [due],
      );
      const games = await jackpotGames(deps.db);
      for (const row of rows) {
        await publish(siteId, {
          slug: row.slug,
          action: 'update',
          games,
          win_lifecycle: { slug: row.slug, balance: await potOf(deps.db, row) },
        });
      }
    },
  };
}
