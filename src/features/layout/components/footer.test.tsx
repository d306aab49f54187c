import { screen, within } from '@testing-library/react';
import brand from '@brand';
import { LanguageProvider } from '../../../i18n/language-provider';
import { renderWithProviders } from '../../../test-utils/render';
import { Footer, legalTexts } from './footer';

describe('Footer (SPEC §1)', () => {
  it("shows the brand's legal text, the privacy policy and the licence seal of a South African brand", () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(brand.settings.legal)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy/');
    expect(within(footer).getByRole('figure', { name: 'Licence' })).toHaveTextContent(
      'Licensed by the Western Cape Gambling and Racing Board',
    );
    expect(within(footer).getByRole('navigation', { name: 'Language' })).toHaveTextContent('isiZulu');
  });

  it('keeps the language prefix on its links and speaks the language', () => {
    renderWithProviders(
      <LanguageProvider language="zu">
        <Footer />
      </LanguageProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Inqubomgomo Yobumfihlo' })).toHaveAttribute(
      'href',
      '/zu/privacy-policy/',
    );
    expect(within(footer).getByRole('figure', { name: 'Ilayisensi' })).toHaveTextContent(
      'Inelayisensi evela ku-Western Cape Gambling and Racing Board',
    );
    expect(within(footer).getByText(/^I-Lucky Star iphethwe yi-Lucky Star Gaming/)).toBeInTheDocument();
    expect(within(footer).queryByText(brand.settings.legal)).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });
});

describe('legalTexts', () => {
  const settings = {
    legal: 'Operated by X.',
    localized: { zu: { legal: 'Iphethwe yi-X.', licence: 'Inelayisensi' }, hi: { legal: 'X द्वारा संचालित।' } },
  };

  it('answers the texts in the language, English for a language the brand has not translated them into', () => {
    expect(legalTexts(settings, 'zu', 'Licensed')).toEqual({ legal: 'Iphethwe yi-X.', licence: 'Inelayisensi' });
    expect(legalTexts(settings, 'en', 'Licensed')).toEqual({ legal: 'Operated by X.', licence: 'Licensed' });
    expect(legalTexts(settings, 'xh', 'Licensed')).toEqual({ legal: 'Operated by X.', licence: 'Licensed' });
  });

  it('shows no licence where the site has none, whatever the translations hold', () => {
    expect(legalTexts(settings, 'zu', null)).toEqual({ legal: 'Iphethwe yi-X.', licence: null });
    expect(legalTexts(settings, 'hi', null)).toEqual({ legal: 'X द्वारा संचालित।', licence: null });
  });
});
