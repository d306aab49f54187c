import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameRound, UnitRoundsAnswer } from '../../../../contract/games';
import { siteToday } from '../../../test-utils/fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import type { GamePicture } from '../use-game-pictures';
import { MyBets } from './my-bets';

jest.setTimeout(20_000);

const TOKEN = 'u'.repeat(120);
const today = siteToday;
/** India's today (en-IN groups the rows in India's zone). */
const todayInIndia = (hour: number) => siteToday(hour, 0, 0, 'Asia/Kolkata');
const GAMES: ReadonlyMap<string, GamePicture> = new Map([
  ['solar-scarab', { slug: 'solar-scarab', name: 'Solar Scarab', provider: 'kestrel-reels', thumbnail: '/art/s.svg' }],
]);

let nextId = 1;
const round = (overrides: Partial<GameRound> = {}): GameRound => ({
  id: nextId++,
  game_slug: 'solar-scarab',
  game_name: 'Solar Scarab',
  bet: 1000,
  win: 0,
  currency: 'ZAR',
  created_at: today(9),
  status: 'lost',
  play: false,
  ...overrides,
});

type Answer = { status?: number; body: UnitRoundsAnswer | object };

/** A fetch stand-in for the rounds call: answers in turn (the last one again and again), recording each query. */
function mockRounds(...answers: Answer[]) {
  const queries: URLSearchParams[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/v1/hp/units/rounds');
    queries.push(parsed.searchParams);
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    const status = answer.status ?? 200;
    return { ok: status < 300, status, text: async () => JSON.stringify(answer.body) } as Response;
  }) as unknown as typeof fetch;
  return queries;
}

const page = (rounds: GameRound[], cursor: string | null = null) => ({ body: { rounds, cursor } });
const failure = { status: 500, body: { error: { code: 'internal', message: 'Internal error' } } };
const list = () => screen.getByRole('region', { name: 'Rounds' });

describe('my bets', () => {
  it('shows each round with its game, picture, bet, time, and a win standing out', async () => {
    mockRounds(
      page([
        round({ bet: 2500, win: 123456, status: 'won', created_at: today(14, 5) }),
        round({ bet: 1000, created_at: today(13) }),
        round({ game_slug: 'gone-game', game_name: 'Gone Game', bet: 700, status: 'refunded', created_at: today(12) }),
      ]),
    );
    renderWithProviders(<MyBets token={TOKEN} locale="en-ZA" games={GAMES} />);

    const todaySection = await screen.findByRole('region', { name: 'Today' });
    const [won, lost, refunded] = within(todaySection).getAllByRole('listitem');
    expect(won).toHaveTextContent('Bet R25.00');
    expect(within(won!).getByTestId('bet-win')).toHaveTextContent('R1,234.56');
    expect(within(won!).getByText(/14:05/)).toBeInTheDocument();
    expect(within(won!).getByRole('link', { name: 'Solar Scarab' })).toHaveAttribute('href', '/game/solar-scarab/');
    expect(won!.querySelector('img')).toHaveAttribute('src', '/art/s.svg');
    expect(lost).toHaveTextContent('No win');
    expect(within(lost!).queryByTestId('bet-win')).not.toBeInTheDocument();
    // a game the build no longer holds: its name still, no picture or link
    expect(refunded).toHaveTextContent('Gone Game');
    expect(refunded).toHaveTextContent('Refunded');
    expect(within(refunded!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks a round played on the play balance as play, beside real ones, its win not shown as money won', async () => {
    mockRounds(
      page([
        round({ bet: 5000, win: 20000, status: 'won', play: true, currency: 'INR', created_at: todayInIndia(14) }),
        round({ bet: 1000, win: 3000, status: 'won', currency: 'INR', created_at: todayInIndia(13) }),
      ]),
    );
    renderWithProviders(<MyBets token={TOKEN} locale="en-IN" games={GAMES} />);
    const todaySection = await screen.findByRole('region', { name: 'Today' });
    const [play, real] = within(todaySection).getAllByRole('listitem');
    expect(play).toHaveTextContent('Play bet ₹50.00');
    expect(within(play!).getByTestId('bet-win')).toHaveTextContent('Play win₹200.00');
    expect(real).toHaveTextContent('Bet ₹10.00');
    expect(real).not.toHaveTextContent(/Play/);
    expect(within(real!).getByTestId('bet-win')).toHaveTextContent('Win₹30.00');
  });

  it('asks for ten rounds with the unit token, then the older ones with the cursor on Load more', async () => {
    const user = userEvent.setup({ delay: null });
    const queries = mockRounds(page([round({ bet: 300 })], 'c1'), page([round({ bet: 100 })]));
    renderWithProviders(<MyBets token={TOKEN} locale="en-ZA" games={GAMES} />);
    await screen.findByText(/Bet R3\.00/);
    expect(Object.fromEntries(queries[0]!)).toEqual({ token: TOKEN, page_size: '10' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(/Bet R1\.00/);
    expect(queries[1]!.get('cursor')).toBe('c1');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when the rounds could not load, and Retry loads them', async () => {
    const user = userEvent.setup({ delay: null });
    mockRounds(failure, page([round({ bet: 4200 })]));
    renderWithProviders(<MyBets token={TOKEN} locale="en-ZA" games={GAMES} />);
    expect(await screen.findByText('We could not load your bets.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Bet R42\.00/)).toBeInTheDocument();
  });

  it('with no rounds yet, leads to the lobby', async () => {
    mockRounds(page([]));
    renderWithProviders(<MyBets token={TOKEN} locale="en-ZA" games={GAMES} />);
    expect(await screen.findByText('No bets yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Find a game' })).toHaveAttribute('href', '/'));
  });
});
