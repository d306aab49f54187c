import { screen, within } from '@testing-library/react';
import type { GameCategory } from '../../../../contract/content';
import { renderWithProviders } from '../../../test-utils/render';
import type { ListedGame } from '../lists';
import { Lobby } from './lobby';

const game = (slug: string, categories: GameCategory[]): ListedGame => ({
  slug,
  name: slug.replace(/-/g, ' '),
  provider: 'kestrel-reels',
  categories,
  thumbnail: `/static/art/games/${slug}.svg`,
});

const slots = Array.from({ length: 14 }, (_, index) => game(`slot-${index}`, ['slots']));
const games = [...slots, game('frost-fang', ['slots', 'jackpot']), game('velvet-roulette', ['table-games'])];
const studios = [
  { slug: 'kestrel-reels', name: 'Kestrel Reels', gamesCount: 15, logo: '/static/art/studios/k.svg' },
  { slug: 'fafi', name: 'Fafi', gamesCount: 1, logo: '/static/art/studios/f.svg' },
];

function renderLobby() {
  return renderWithProviders(<Lobby games={games} studios={studios} studioLabel={(studio) => `${studio.name}!`} />);
}

describe('Lobby', () => {
  it('has a rail per category with games, slots first and jackpots next, each with See all to its page', () => {
    renderLobby();
    const rails = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(rails).toEqual(['Slots', 'Jackpot Games', 'Table Games', 'Studios']);
    expect(screen.getByRole('link', { name: 'See all Slots' })).toHaveAttribute('href', '/games/slots/');
    expect(screen.getByRole('link', { name: 'See all Slots' })).toHaveTextContent('See all (15)');
    expect(screen.getByRole('link', { name: 'See all Jackpot Games' })).toHaveAttribute('href', '/games/jackpot/');
  });

  it('shows a rail’s first twelve games (two rows of six on a desktop), as tiles linking to their pages', () => {
    renderLobby();
    const rail = screen.getByRole('list', { name: 'Slots' });
    const tiles = within(rail).getAllByRole('link');
    expect(tiles).toHaveLength(12);
    expect(tiles[0]).toHaveAttribute('href', '/game/slot-0/');
  });

  it('loads only the first rail’s first six pictures (its first row on a desktop) with the page, every other one near the screen', () => {
    renderLobby();
    const pictures = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('link')
        .map((tile) => tile.querySelector('img')!.getAttribute('loading'));
    expect(pictures('Slots')).toEqual([...Array(6).fill('eager'), ...Array(6).fill('lazy')]);
    expect(pictures('Jackpot Games')).toEqual(['lazy']);
    expect(pictures('Table Games')).toEqual(['lazy']);
  });

  it('lists the studios by logo, each to its games (Fafi to its own game route)', () => {
    renderLobby();
    const kestrel = screen.getByRole('link', { name: 'Kestrel Reels!' });
    expect(kestrel).toHaveAttribute('href', '/games/kestrel-reels/');
    expect(within(kestrel).getByRole('img')).toHaveAttribute('src', '/static/art/studios/k.svg');
    expect(screen.getByRole('link', { name: 'Fafi!' })).toHaveAttribute('href', '/game/fafi/');
  });
});
