import { screen, within } from '@testing-library/react';
import { BonusCampaignPaths } from '../../../contract/campaigns';
import type { ContentPage } from '../../../contract/content';
import { DEPOSIT_BONUS_CAMPAIGN, FREE_MONEY_CAMPAIGN, makeTokens, makeUser } from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import { CasinoBonusesScreen } from './casino-bonuses-page';

jest.setTimeout(20_000);

const page: ContentPage = {
  slug: 'casino-bonuses',
  title: 'Casino Bonuses',
  description: 'Bonuses.',
  sections: [
    { paragraphs: ['Every deposit can earn you more play.'] },
    { heading: 'Happy hour', paragraphs: ['During a happy hour…'] },
  ],
};

const offers = () =>
  mockFetch({
    [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [DEPOSIT_BONUS_CAMPAIGN, FREE_MONEY_CAMPAIGN] } }),
  });

describe('/casino-bonuses/', () => {
  it('lists every running bonus after the lead, with its terms and a Sign up that goes on to it', async () => {
    offers();
    renderWithProviders(<CasinoBonusesScreen page={page} />, {
      preloadedState: { auth: { status: 'failed', user: null, tokens: null, error: null } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Casino Bonuses' })).toBeInTheDocument();
    const offersRegion = await screen.findByRole('region', { name: 'Bonuses running now' });
    const cards = await within(offersRegion).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Double your deposit', 'Free play']);
    expect(within(cards[1]!).getByRole('list', { name: 'Terms' })).toHaveTextContent(
      'Take the bonus and we add R25.00 at once. No deposit needed.',
    );
    expect(within(cards[1]!).getByRole('link', { name: 'Sign up for Free play' })).toHaveAttribute(
      'href',
      '/auth/?mode=signUp&next=%2Fpromo%2Fbonus%2F%3Fid%3D2',
    );
  });

  it('leads a player to each bonus instead', async () => {
    offers();
    renderWithProviders(<CasinoBonusesScreen page={page} />, {
      preloadedState: { auth: { status: 'success', user: makeUser(), tokens: makeTokens(), error: null } },
    });
    const card = await screen.findByRole('article', { name: 'Double your deposit' });
    expect(within(card).getByRole('link', { name: 'See bonus' })).toHaveAttribute('href', '/promo/bonus/?id=1');
    expect(within(card).queryByRole('link', { name: /Sign up/ })).not.toBeInTheDocument();
  });
});
