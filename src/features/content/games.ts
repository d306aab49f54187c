import type { ContentGame } from '../../../contract/content';

/** Games whose provider has a dedicated route (SPEC §2 routes: /game/fafi/, /game/spaviator/). */
const PROVIDER_GAME_ROUTES: Readonly<Record<string, string>> = { fafi: '/game/fafi/', aviator: '/game/spaviator/' };

/** Where a game opens: its provider's dedicated route, else /game/<slug>/. */
export const gameHref = (game: Pick<ContentGame, 'slug' | 'provider'>) =>
  PROVIDER_GAME_ROUTES[game.provider] ?? `/game/${game.slug}/`;
