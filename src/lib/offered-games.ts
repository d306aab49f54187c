/**
 * The games the operator offers on this brand's site now (GET /v1/games?site_id; marketing turns a game off per site
 * in the back office). Pages are built from the content catalogue; this list, read when the browser is idle after
 * each route (the first page's hydration, then each navigation), leaves out the games turned off since, without a
 * rebuild. Until it has answered, and whenever it cannot (offline, an error), the catalogue stands as built: never an
 * empty lobby.
 *
 * A module rather than a slice, so nothing joins the first-load bundle but these few lines. Components read a string
 * snapshot (the slugs of their games turned off), which React compares by value: a list with nothing turned off
 * does not draw again when the answer comes.
 */

import { useMemo, useSyncExternalStore } from 'react';
import { ApiPaths } from '../../contract/api';
import type { SiteGamesAnswer } from '../../contract/games';
import { whenIdle } from './idle';
import type { IdleWindow } from './idle';
import { siteConfig } from './site-config';

// Written without `?.` and `??`, which the build spells out at length: these lines are in every page's first load.

/** Each offered game's provider, by slug; null while not known (the catalogue stands). */
export type OfferedGames = ReadonlyMap<string, string> | null;

let offered: OfferedGames = null;
const listeners = new Set<() => void>();
let pending: Promise<void> | null = null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What the site knows now. */
export const offeredGames = (): OfferedGames => offered;

/** Sets what is offered (a test's seam as well as the call's); every page part using it hears of it. */
export function setOfferedGames(next: OfferedGames): void {
  offered = next;
  listeners.forEach((listener) => listener());
}

/** Reads the list now, one call at a time. A failure, or an answer without a list, keeps what was known. */
export function refreshOfferedGames(fetchJson: (url: string) => Promise<unknown> = getJson): Promise<void> {
  if (!pending)
    pending = fetchJson(`${siteConfig.apiUrl}${ApiPaths.siteGames}?site_id=${siteConfig.siteId}`)
      .then(
        (answer) => {
          const games = answer && (answer as SiteGamesAnswer).games;
          if (Array.isArray(games)) setOfferedGames(new Map(games.map((game) => [game.slug, game.provider])));
        },
        () => {},
      )
      .finally(() => {
        pending = null;
      });
  return pending;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  return response.ok ? response.json() : null;
}

/** After a route is shown (gatsby-browser onRouteUpdate): the list read again at the browser's next idle moment. */
export const refreshOfferedGamesWhenIdle = (win: IdleWindow = window): void => {
  whenIdle(win, () => void refreshOfferedGames(), { timeoutMs: 2000, fallbackMs: 200 });
};

/**
 * What a part shows of the list, as a string React compares by value: '' while the list is not known, and while it
 * changes nothing the part shows, which then does not draw again.
 */
const useOffered = (derive: (known: ReadonlyMap<string, string>) => string): string =>
  useSyncExternalStore(
    subscribe,
    () => (offered ? derive(offered) : ''),
    () => '',
  );

/** `games` without those turned off for the site; the very array while none of them is. */
export function useOfferedGames<T extends { slug: string }>(games: readonly T[]): readonly T[] {
  const off = useOffered((known) =>
    games
      .filter((game) => !known.has(game.slug))
      .map((game) => game.slug)
      .join(' '),
  );
  return useMemo(() => (off ? games.filter((game) => !off.split(' ').includes(game.slug)) : games), [games, off]);
}

/** Whether the site offers the game: yes until the list says otherwise. */
export const useGameOffered = (slug: string): boolean => !useOffered((known) => (known.has(slug) ? '' : 'off'));

/** The providers with their counts down to their offered games; the very array while every game is offered. */
export function useOfferedProviders<T extends { slug: string; gamesCount: number }>(
  providers: readonly T[],
): readonly T[] {
  const counts = useOffered((known) => {
    const offeredBy = Array.from(known.values());
    // at most the catalogue's count: the build lists no other games
    const counted = providers.map((provider) =>
      Math.min(provider.gamesCount, offeredBy.filter((slug) => slug === provider.slug).length),
    );
    return counted.some((count, index) => count !== providers[index]!.gamesCount) ? counted.join(' ') : '';
  });
  return useMemo(() => {
    if (!counts) return providers;
    const counted = counts.split(' ');
    return providers.map((provider, index) => ({ ...provider, gamesCount: Number(counted[index]) }));
  }, [providers, counts]);
}
