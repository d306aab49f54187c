/**
 * Every brand is its own site (SPEC §1, §2): its name, logo, colours and self-hosted font, its footer (legal text,
 * privacy policy, a licence seal only in South Africa), and its second language under a /<lang>/ prefix that
 * the page's links keep. Runs on every brand project (ALL_BRANDS tag).
 */

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ALL_BRANDS } from '../playwright.config';
import { en } from '../src/i18n/en';
import { LANGUAGE_NAMES } from '../src/i18n/language-names';
import { hi } from '../src/i18n/hi';
import { translate } from '../src/i18n/messages';
import { zu } from '../src/i18n/zu';
import { primitives as goldenReef } from '../themes/golden-reef/primitives';
import { loadBrandSettings } from '../themes/load-settings';
import { primitives as luckyStar } from '../themes/lucky-star/primitives';
import { primitives as shubhPlay } from '../themes/shubh-play/primitives';
import type { BrandPrimitives } from '../themes/types';
import { openPage, projectBrand, snap } from './pages';

const brandOf = () => loadBrandSettings(projectBrand());

const PRIMITIVES: Readonly<Record<string, BrandPrimitives>> = {
  'lucky-star': luckyStar,
  'golden-reef': goldenReef,
  'shubh-play': shubhPlay,
};

function primitivesOf(slug: string): BrandPrimitives {
  const primitives = PRIMITIVES[slug];
  if (!primitives) throw new Error(`no primitives for brand ${slug}`);
  return primitives;
}

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The brand's second language: zu for the South African brands, hi for the Indian one. */
function secondLanguage(languages: readonly string[]): string {
  const language = languages.find((code) => code !== 'en');
  if (!language) throw new Error('every brand has a second language');
  return language;
}

async function internalLinks(page: Page): Promise<Array<{ href: string; hreflang: string | null }>> {
  return page
    .locator('a[href^="/"]')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href') ?? '', hreflang: a.getAttribute('hreflang') })),
    );
}

test.describe('each brand', { tag: ALL_BRANDS }, () => {
  test('serves its own name, logo, colours and self-hosted font, and nothing from another origin', async ({
    page,
    baseURL,
  }) => {
    const brand = brandOf();
    const primitives = primitivesOf(brand.slug);
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('data:') && new URL(url).origin !== baseURL) foreign.push(url);
    });

    await openPage(page, '/');
    await expect(page).toHaveTitle(new RegExp(`\\| ${brand.name}$`));
    await expect(page.locator(`header svg[aria-label="${brand.name}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.welcome(brand.name));
    const themeColors = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    expect(themeColors.length).toBeGreaterThan(0);
    expect(new Set(themeColors)).toEqual(new Set([brand.themeColor]));
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(primitives.palette.background));

    const font = primitives.fontFamily[0] ?? '';
    await expect(page.locator('body')).toHaveCSS('font-family', new RegExp(`^"?${font}"?,`));
    // The brand font's faces are declared in the page's own CSS, with files of the same origin, and in use.
    const faces = await page.evaluate(async (family) => {
      await document.fonts.ready;
      const sources: string[] = [];
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          if (rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes(family)) {
            const url = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
            if (url) sources.push(new URL(url, sheet.href ?? document.baseURI).href);
          }
        }
      }
      const loaded = Array.from(document.fonts).some(
        (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
      );
      return { sources, loaded };
    }, font);
    expect(faces.sources.length).toBeGreaterThan(0);
    for (const source of faces.sources) expect(new URL(source).origin).toBe(baseURL);
    expect(faces.loaded).toBe(true);
    const fontFile = await page.request.get(faces.sources[0] ?? '');
    expect(fontFile.ok()).toBe(true);

    // A signed-out visitor's primary button wears the brand's button style.
    const signUp = page.getByRole('link', { name: en.common.signUp }).first();
    await expect(signUp).toHaveCSS('text-transform', primitives.button.textTransform);
    await expect(signUp).toHaveCSS('border-top-left-radius', `${primitives.button.borderRadius}px`);
    expect(foreign).toEqual([]);
  });

  test('has a footer with its legal text, the privacy policy, and a licence seal only where licensed', async ({
    page,
  }) => {
    const brand = brandOf();
    await openPage(page, '/auth/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(brand.legal)).toBeVisible();
    await expect(footer.getByRole('link', { name: en.footer.privacy })).toHaveAttribute('href', '/privacy-policy/');
    const seal = footer.getByRole('figure', { name: en.footer.licence });
    if (brand.sitePrefix === 'za') {
      expect(brand.licence).toBeTruthy();
      await expect(seal).toBeVisible();
      await expect(seal).toContainText(brand.licence ?? '');
    } else {
      expect(brand.licence).toBeNull();
      await expect(seal).toHaveCount(0);
      await expect(footer.getByText(/licen[cs]ed/i)).toHaveCount(0);
    }
  });

  test('serves its second language under its prefix, with <html lang> and links that keep the prefix', async ({
    page,
  }) => {
    const brand = brandOf();
    const language = secondLanguage(brand.languages);
    expect(language).toBe(brand.sitePrefix === 'in' ? 'hi' : 'zu');
    const t = translate(language, { zu, hi });
    expect(t.home.welcome(brand.name)).not.toBe(en.home.welcome(brand.name));

    await openPage(page, `/${language}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveTitle(`${t.home.title} | ${brand.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.home.welcome(brand.name));
    await snap(page, `brand-${brand.slug}-${language}.png`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: t.footer.privacy })).toHaveAttribute(
      'href',
      `/${language}/privacy-policy/`,
    );
    // The operator's legal and licence texts in the language too (settings.json `localized`), not in English.
    const texts = brand.localized[language];
    await expect(footer.getByText(texts?.legal ?? 'no legal text in the language')).toBeVisible();
    await expect(footer.getByText(brand.legal)).toHaveCount(0);
    if (brand.licence) {
      await expect(footer.getByRole('figure', { name: t.footer.licence })).toContainText(texts?.licence ?? 'none');
    }
    // Every internal link keeps the prefix (the header's too), but for the language switcher's link to English.
    await expect(page.locator(`header a[href="/${language}/auth/"]`).first()).toBeVisible();
    const links = await internalLinks(page);
    expect(links.length).toBeGreaterThan(2);
    for (const link of links.filter((l) => !l.hreflang)) expect(link.href).toMatch(new RegExp(`^/${language}/`));
    expect(links.filter((l) => l.hreflang)).toEqual([{ href: '/', hreflang: 'en' }]);

    // The shell speaks it too: the header, the sliding sidebar and its navigation (SPEC's quoted labels stay English).
    await page.getByRole('button', { name: t.layout.openMenu }).click();
    const navigation = page.getByRole('navigation', { name: t.layout.mainNavigation });
    await expect(navigation.getByRole('link', { name: t.layout.slots })).toBeVisible();
    await expect(navigation.getByRole('link', { name: t.layout.withdrawals })).toBeVisible();
    expect(t.layout.slots).not.toBe(en.layout.slots);
    await expect(page.getByRole('link', { name: en.layout.searchGames })).toBeVisible();
    await page.getByRole('button', { name: t.layout.closeMenu }).click();

    // The translated auth page is built too, and English is one click away, client-side.
    await openPage(page, `/${language}/auth/`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveTitle(`${t.auth.title} | ${brand.name}`);
    await footer.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/auth\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(footer.getByRole('link', { name: en.footer.privacy })).toHaveAttribute('href', '/privacy-policy/');
  });

  test('an English page downloads no translation; the switcher opens the second language in it, client-side', async ({
    page,
  }) => {
    const brand = brandOf();
    const language = secondLanguage(brand.languages);
    const t = translate(language, { zu, hi });
    const translationFiles: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (/^\/translation-/.test(file)) translationFiles.push(file);
    });
    // The language's texts arrive late, as on a slow line: the switcher's page waits for them, never shown in English.
    await page.route(/\/translation-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.welcome(brand.name));
    expect(translationFiles).toEqual([]);

    // Every change to the page, with the address it was made at and the heading then.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { sameDocument: true, seen });
      new MutationObserver(() =>
        seen.push(`${location.pathname} ${document.querySelector('h1')?.textContent}`),
      ).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.getByRole('contentinfo').getByRole('link', { name: LANGUAGE_NAMES[language] }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.home.welcome(brand.name));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(translationFiles).toHaveLength(1);
    // The new address was never drawn in English while its texts were on their way.
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.filter((change) => change.startsWith(`/${language}/`)).length).toBeGreaterThan(0);
    expect(seen).not.toContain(`/${language}/ ${en.home.welcome(brand.name)}`);
  });

  test('looks like itself on a phone and on a desktop (screenshots in e2e-artifacts/)', async ({ page }) => {
    const brand = brandOf();
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await openPage(page, '/');
      await expect(page.getByRole('contentinfo').getByText(brand.legal)).toBeVisible();
      await snap(page, `brand-${brand.slug}-${width}x${height}.png`, { fullPage: true });
    }
  });
});
