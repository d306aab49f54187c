/** @jest-environment node */
import { DEMO_SITES } from '../contract/sites';
import { COUNTRY_CURRENCY, CURRENCY_SYMBOLS, SITE_PREFIX_COUNTRY } from '../contract/money';
import { resolveSiteConfig } from '../src/lib/build-config';
import { checkBrandSettings, loadBrandSettings } from './load-settings';
import type { Brand } from './types';

const BRANDS = { 'lucky-star': 1, 'golden-reef': 2, 'shubh-play': 3 } as const;

describe('brand settings', () => {
  it.each(Object.entries(BRANDS))('%s is valid and points at demo site %i', (slug, siteId) => {
    const settings = loadBrandSettings(slug);
    expect(settings.slug).toBe(slug);
    expect(settings.siteId).toBe(siteId);
    const site = DEMO_SITES.find((s) => s.id === siteId);
    expect(site?.name).toBe(settings.name);
    const country = SITE_PREFIX_COUNTRY[settings.sitePrefix];
    expect(country).toBe(site?.country);
    expect(country && COUNTRY_CURRENCY[country]).toBe(site?.currency_code);
  });

  it('gives each brand its own name, colour and legal text', () => {
    const all = Object.keys(BRANDS).map((slug) => loadBrandSettings(slug));
    for (const key of ['name', 'themeColor', 'legal'] as const) {
      expect(new Set(all.map((s) => s[key])).size).toBe(all.length);
    }
  });

  it('makes the Indian brand INR (₹) without chat or licence, and the South African ones licensed', () => {
    const shubh = resolveSiteConfig(loadBrandSettings('shubh-play'), {});
    expect(shubh).toMatchObject({ siteId: 3, sitePrefix: 'in', chatEnabled: false, languages: ['en', 'hi'] });
    expect(shubh.licence).toBeNull();
    expect(CURRENCY_SYMBOLS[COUNTRY_CURRENCY.IN]).toBe('₹');
    for (const slug of ['lucky-star', 'golden-reef']) {
      const za = resolveSiteConfig(loadBrandSettings(slug), {});
      expect(za).toMatchObject({ sitePrefix: 'za', chatEnabled: true, languages: ['en', 'zu'] });
      expect(za.licence).toMatch(/^Licensed by /);
    }
  });

  it('gives each brand its own font and button style', async () => {
    const brands = await Promise.all(
      Object.keys(BRANDS).map(async (slug) => (await import(`./${slug}/index`)).default as Brand),
    );
    expect(brands.map((b) => b.primitives.fontFamily[0])).toEqual(['Montserrat', 'Lato', 'Roboto']);
    expect(new Set(brands.map((b) => JSON.stringify(b.primitives.button))).size).toBe(3);
    expect(new Set(brands.map((b) => b.primitives.palette.primary)).size).toBe(3);
    brands.forEach((b, index) => expect(b.settings).toEqual(loadBrandSettings(Object.keys(BRANDS)[index] ?? '')));
  });

  it("bundles the translations of each brand's languages besides English, and no others", async () => {
    for (const slug of Object.keys(BRANDS)) {
      const brand = (await import(`./${slug}/index`)).default as Brand;
      expect(Object.keys(brand.translations)).toEqual(brand.settings.languages.filter((code) => code !== 'en'));
    }
  });

  it('refuses an unknown brand, naming the known ones', () => {
    expect(() => loadBrandSettings('nope')).toThrow(/Unknown BRAND "nope".*lucky-star/);
    expect(() => loadBrandSettings('../etc')).toThrow(/Unknown BRAND/);
  });

  it('names every field that is wrong', () => {
    const good = loadBrandSettings('shubh-play');
    expect(() => checkBrandSettings('shubh-play', { ...good, chatEnabled: true })).toThrow(/India variant hides chat/);
    expect(() => checkBrandSettings('shubh-play', { ...good, licence: 'x' })).toThrow(/licence must be null/);
    expect(() => checkBrandSettings('lucky-star', { ...loadBrandSettings('lucky-star'), licence: null })).toThrow(
      /licence must be the licence text/,
    );
    expect(() =>
      checkBrandSettings('x', {
        slug: 'x',
        name: '',
        siteId: 0,
        sitePrefix: 'us',
        themeColor: 'red',
        languages: ['zu'],
      }),
    ).toThrow(/name.*siteId.*sitePrefix.*themeColor.*chatEnabled.*languages/);
  });
});
