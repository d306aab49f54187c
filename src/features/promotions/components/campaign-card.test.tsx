import { screen } from '@testing-library/react';
import { LanguageProvider } from '../../../i18n/language-provider';
import { FREE_MONEY_CAMPAIGN } from '../../../test-utils/fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { CampaignCard } from './campaign-card';

const campaign = {
  ...FREE_MONEY_CAMPAIGN,
  title: 'Free play',
  description: 'Money on us, no deposit needed.',
  translations: {
    zu: { title: 'Umdlalo wamahhala' },
    hi: { title: 'मुफ़्त खेल', description: 'पैसा हमारी ओर से, कोई जमा ज़रूरी नहीं।' },
  },
};

const renderIn = (language: string) =>
  renderWithProviders(
    <LanguageProvider language={language}>
      <CampaignCard campaign={campaign} />
    </LanguageProvider>,
  );

describe('a bonus campaign in the page’s language', () => {
  it('shows the operator’s Hindi name and terms on a Hindi page', async () => {
    renderIn('hi');
    expect(await screen.findByRole('article', { name: 'मुफ़्त खेल' })).toBeInTheDocument();
    expect(screen.getByText('पैसा हमारी ओर से, कोई जमा ज़रूरी नहीं।')).toBeInTheDocument();
  });

  it('shows the isiZulu name, and the English terms the operator has not translated', async () => {
    renderIn('zu');
    expect(await screen.findByRole('heading', { name: 'Umdlalo wamahhala' })).toBeInTheDocument();
    expect(screen.getByText('Money on us, no deposit needed.')).toBeInTheDocument();
  });

  it('shows the English on an English page', () => {
    renderIn('en');
    expect(screen.getByRole('heading', { name: 'Free play' })).toBeInTheDocument();
  });
});
