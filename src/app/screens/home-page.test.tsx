import { act, screen, within } from '@testing-library/react';
import type { GameCategory } from '../../../contract/content';
import { setOfferedGames } from '../../lib/offered-games';
import { renderWithProviders } from '../../test-utils/render';
import { HomePage } from './home-page';
import type { LobbyData } from './home-page';

jest.setTimeout(20_000);

const game = (slug: string, provider: string, categories: GameCategory[]) => ({
  slug,
  name: slug.replace(/-/g, ' '),
  provider,
  categories,
  thumbnail: `/art/${slug}.svg`,
});
const data: LobbyData = {
  allContentGame: {
    nodes: [
      game('frost-fang', 'kestrel-reels', ['slots', 'jackpot']),
      game('gold-rush', 'kestrel-reels', ['slots']),
      game('fafi-dream-wheel', 'fafi', ['op']),
    ],
  },
  allContentProvider: {
    nodes: [
      { slug: 'kestrel-reels', name: 'Kestrel Reels', gamesCount: 2, logo: '/art/k.svg' },
      { slug: 'fafi', name: 'Fafi', gamesCount: 1, logo: '/art/f.svg' },
    ],
  },
};
const tiles = (rail: string) =>
  within(screen.getByRole('list', { name: rail }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

afterEach(() => setOfferedGames(null));

it('the lobby leaves out the games turned off for the site, and a studio left with none', () => {
  renderWithProviders(<HomePage data={data} />);
  expect(tiles('Slots')).toEqual(['/game/frost-fang/', '/game/gold-rush/']);
  expect(screen.getByRole('link', { name: 'Fafi Dream Wheel' })).toBeInTheDocument();

  act(() => setOfferedGames(new Map([['gold-rush', 'kestrel-reels']])));
  expect(tiles('Slots')).toEqual(['/game/gold-rush/']);
  expect(screen.queryByRole('heading', { name: 'Jackpot Games' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Quick Games' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Fafi Dream Wheel' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kestrel Reels' })).toBeInTheDocument();
});
