/**
 * A brand's second language is a chunk of its own (themes/<brand>/index.ts): English pages never download it, and
 * nothing is drawn in English at a translated page's address while it is on its way. Each test takes a fresh copy
 * of the modules (the test setup has every translation registered, as the build's renderer does).
 */

import type * as I18n from './index';
import type * as Provider from './language-provider';
import type * as Link from '../components/link';
import type * as Testing from '@testing-library/react';
import type { Brand } from '../../themes/types';
import { en } from './en';
import { translate } from './messages';
import { zu } from './zu';

/** The isiZulu messages (the translation over English). */
const isiZulu = translate('zu', { zu });

interface Fresh {
  i18n: typeof I18n;
  provider: typeof Provider;
  link: typeof Link;
  testing: typeof Testing;
  navigate: jest.Mock;
  /** The brand's isiZulu loader, counted, answering once `release()` is called */
  loads: () => number;
  release: () => void;
}

async function fresh(): Promise<Fresh> {
  // The fresh copy of Testing Library is cleaned up by hand: it cannot register its hooks inside a test.
  process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
  let modules: Omit<Fresh, 'loads' | 'release'> | null = null;
  let brand: Brand | null = null;
  await jest.isolateModulesAsync(async () => {
    brand = ((await import('@brand')) as { default: Brand }).default;
    modules = {
      i18n: await import('./index'),
      provider: await import('./language-provider'),
      link: await import('../components/link'),
      testing: await import('@testing-library/react'),
      navigate: ((await import('gatsby')) as unknown as { navigate: jest.Mock }).navigate,
    };
  });
  let count = 0;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const load = brand!.translations.zu!;
  Object.assign(brand!.translations, {
    zu: async () => {
      count += 1;
      await gate;
      return load();
    },
  });
  return { ...modules!, loads: () => count, release };
}

describe('a language loaded on its own', () => {
  it('is English until loaded, then itself; asked for twice, it is loaded once', async () => {
    const { i18n, loads, release } = await fresh();
    expect(i18n.translationReady('zu')).toBe(false);
    expect(i18n.messagesFor('zu').home.title).toBe(en.home.title);
    expect(i18n.translationReady('en')).toBe(true);

    const first = i18n.loadTranslation('zu');
    const second = i18n.loadTranslation('zu');
    release();
    await Promise.all([first, second]);
    expect(loads()).toBe(1);
    expect(i18n.translationReady('zu')).toBe(true);
    expect(i18n.messagesFor('zu').home.title).toBe(isiZulu.home.title);
  });

  it('loads a page of that language that rendered before its texts, and redraws it in them', async () => {
    const { i18n, provider, testing, release } = await fresh();
    function Title() {
      return <h1>{i18n.useMessages().home.title}</h1>;
    }
    testing.render(
      <provider.LanguageProvider language="zu">
        <Title />
      </provider.LanguageProvider>,
    );
    expect(testing.screen.getByRole('heading')).toHaveTextContent(en.home.title);
    release();
    expect(await testing.screen.findByRole('heading', { name: isiZulu.home.title })).toBeInTheDocument();
    testing.cleanup();
  });

  it("the switcher's link waits for the texts before it navigates, and starts them as the pointer comes", async () => {
    const { i18n, provider, link, testing, navigate, loads, release } = await fresh();
    navigate.mockClear();
    testing.render(
      <provider.LanguageProvider language="en">
        <link.RouterLink to="/cashin/" language="zu">
          isiZulu
        </link.RouterLink>
      </provider.LanguageProvider>,
    );
    const anchor = testing.screen.getByRole('link', { name: 'isiZulu' });
    expect(anchor).toHaveAttribute('href', '/zu/cashin/');
    testing.fireEvent.mouseEnter(anchor);
    expect(loads()).toBe(1);

    // A tap before the texts are in: nothing happens yet, then the page opens in its language.
    expect(testing.fireEvent.click(anchor)).toBe(false);
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    release();
    await testing.waitFor(() => expect(navigate).toHaveBeenCalledWith('/zu/cashin/'));
    expect(i18n.translationReady('zu')).toBe(true);
    expect(loads()).toBe(1);

    // Once they are in, the link is Gatsby's own: it navigates by itself.
    navigate.mockClear();
    testing.fireEvent.click(anchor);
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    testing.cleanup();
  });
});
