/** The right sidebar's provider list rules (SPEC §2 right sidebar). */

import type { ProviderSummary } from '../../../contract/content';

const LABELS: Readonly<Record<string, string>> = { fafi: 'Fafi Dream Wheel' };

export const providerLabel = (provider: Pick<ProviderSummary, 'slug' | 'name'>) =>
  LABELS[provider.slug] ?? provider.name;

/** Only providers with at least one game are listed. */
export const listedProviders = <T extends Pick<ProviderSummary, 'gamesCount'>>(providers: readonly T[]): T[] =>
  providers.filter((provider) => provider.gamesCount > 0);
