import { screen, within } from '@testing-library/react';
import brand from '@brand';
import { LanguageProvider } from '../../../i18n/language-provider';
import { renderWithProviders } from '../../../test-utils/render';
import { Footer } from './footer';

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
    expect(within(footer).getByRole('figure', { name: 'Ilayisensi' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });
});
