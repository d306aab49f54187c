/** The right sidebar's provider list rules (SPEC §2 right sidebar). */

import type { ProviderSummary } from '../../../contract/content';

/** Providers whose own game routes replace the provider's games page. */
const DEDICATED_ROUTES: Readonly<Record<string, string>> = { fafi: '/game/fafi/', aviator: '/game/spaviator/' };
const LABELS: Readonly<Record<string, string>> = { fafi: 'Fafi Dream Wheel' };

export const providerLabel = (provider: Pick<ProviderSummary, 'slug' | 'name'>) =>
  LABELS[provider.slug] ?? provider.name;

export const providerHref = (provider: Pick<ProviderSummary, 'slug'>) =>
  DEDICATED_ROUTES[provider.slug] ?? `/games/${provider.slug}/`;

/** Only providers with at least one game are listed. */
export const listedProviders = <T extends Pick<ProviderSummary, 'gamesCount'>>(providers: readonly T[]): T[] =>
  providers.filter((provider) => provider.gamesCount > 0);
