import { providerHref } from '../../lib/catalogue';
import { listedProviders, providerLabel } from './providers';

describe('provider rules', () => {
  it('labels Fafi as Fafi Dream Wheel and others by name', () => {
    expect(providerLabel({ slug: 'fafi', name: 'Fafi' })).toBe('Fafi Dream Wheel');
    expect(providerLabel({ slug: 'netent', name: 'NetEnt' })).toBe('NetEnt');
  });

  it('sends fafi and aviator to their game routes and others to their games page', () => {
    expect(providerHref({ slug: 'fafi' })).toBe('/game/fafi/');
    expect(providerHref({ slug: 'aviator' })).toBe('/game/spaviator/');
    expect(providerHref({ slug: 'netent' })).toBe('/games/netent/');
  });

  it('lists only providers with at least one game', () => {
    const providers = [
      { slug: 'a', name: 'A', gamesCount: 2 },
      { slug: 'b', name: 'B', gamesCount: 0 },
      { slug: 'c', name: 'C', gamesCount: 1 },
    ];
    expect(listedProviders(providers).map((provider) => provider.slug)).toEqual(['a', 'c']);
  });
});
