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

  it('takes voucher names only as a list of distinct short names, and none in India', () => {
    const lucky = loadBrandSettings('lucky-star');
    const shubh = loadBrandSettings('shubh-play');
    expect(checkBrandSettings('lucky-star', { ...lucky, voucherBrands: ['Shop Slip'] }).voucherBrands).toEqual([
      'Shop Slip',
    ]);
    expect(() => checkBrandSettings('lucky-star', { ...lucky, voucherBrands: 'Shop Slip' })).toThrow(
      /voucherBrands must list voucher names/,
    );
    expect(() => checkBrandSettings('lucky-star', { ...lucky, voucherBrands: ['x'.repeat(25)] })).toThrow(
      /voucherBrands must list voucher names of 1 to 24 characters/,
    );
    expect(() => checkBrandSettings('lucky-star', { ...lucky, voucherBrands: ['A', 'A'] })).toThrow(/twice/);
    expect(() => checkBrandSettings('shubh-play', { ...shubh, voucherBrands: ['A'] })).toThrow(/India has no vouchers/);
  });

  it('asks for the legal and licence texts in every language besides English, and for no other language', () => {
    const lucky = loadBrandSettings('lucky-star');
    const shubh = loadBrandSettings('shubh-play');
    expect(() => checkBrandSettings('lucky-star', { ...lucky, localized: undefined })).toThrow(/localized must give/);
    expect(() => checkBrandSettings('lucky-star', { ...lucky, localized: { zu: { legal: 'Umthetho' } } })).toThrow(
      /localized\.zu\.licence must be the licence text/,
    );
    expect(() => checkBrandSettings('shubh-play', { ...shubh, localized: { hi: { legal: ' ' } } })).toThrow(
      /localized\.hi\.legal must be the legal text/,
    );
    expect(() =>
      checkBrandSettings('shubh-play', { ...shubh, localized: { hi: { legal: 'कानूनी', licence: 'x' } } }),
    ).toThrow(/localized\.hi\.licence must be left out/);
    expect(() =>
      checkBrandSettings('shubh-play', { ...shubh, localized: { ...shubh.localized, zu: { legal: 'x' } } }),
    ).toThrow(/localized\.zu: the brand has no pages in "zu"/);
  });

  it('gives every brand its legal text in its second language, not in English', () => {
    for (const slug of Object.keys(BRANDS)) {
      const settings = loadBrandSettings(slug);
      for (const language of settings.languages.slice(1)) {
        const texts = settings.localized[language];
        expect(texts?.legal).not.toBe(settings.legal);
        expect(texts?.legal).toContain(settings.name);
        if (settings.licence) expect(texts?.licence).not.toBe(settings.licence);
      }
    }
  });
});
