import { screen } from '@testing-library/react';
import { MessagesContext, messagesFor } from '../i18n/index';
import { renderWithProviders } from '../test-utils/render';
import { GameTile } from './game-tile';

const game = {
  slug: 'neon-sevens',
  name: 'Neon Sevens',
  provider: 'kestrel-reels',
  thumbnail: '/static/art/games/n.svg',
};

describe('GameTile', () => {
  it('is one link to the game, named by the game, with its thumbnail and name', () => {
    renderWithProviders(<GameTile game={game} />);
    const link = screen.getByRole('link', { name: 'Neon Sevens' });
    expect(link).toHaveAttribute('href', '/game/neon-sevens/');
    expect(link.querySelector('img')).toHaveAttribute('src', '/static/art/games/n.svg');
    expect(link).toHaveTextContent('Neon Sevens');
  });

  it('opens a game of a provider with a route of its own there', () => {
    renderWithProviders(<GameTile game={{ ...game, slug: 'spaviator', name: 'Aviator', provider: 'aviator' }} />);
    expect(screen.getByRole('link', { name: 'Aviator' })).toHaveAttribute('href', '/game/spaviator/');
  });

  it('keeps its picture’s 3:4 box before it loads, and loads it only near the screen', () => {
    renderWithProviders(<GameTile game={game} />);
    const image = screen.getByRole('link').querySelector('img')!;
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('badges a jackpot game and a popular one over the picture, in the page’s language', () => {
    const frost = { ...game, slug: 'frost-fang', name: 'Frost Fang', categories: ['jackpot' as const], tags: [] };
    const { unmount } = renderWithProviders(<GameTile game={frost} />);
    expect(screen.getByRole('link', { name: 'Frost Fang Jackpot' })).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <MessagesContext value={messagesFor('zu')}>
        <GameTile game={{ ...frost, tags: ['popular'] }} />
      </MessagesContext>,
    );
    expect(screen.getByRole('link', { name: 'Frost Fang I-Jackpot Kuyashisa' })).toBeInTheDocument();
  });

  it('wears no badge when the game is neither', () => {
    renderWithProviders(<GameTile game={{ ...game, categories: ['slots'], tags: ['classic'] }} />);
    expect(screen.getByRole('link')).toHaveTextContent(/^Neon Sevens$/);
  });

  it('loads at once when it shows as the page opens', () => {
    renderWithProviders(<GameTile game={game} aboveFold />);
    const image = screen.getByRole('link').querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
