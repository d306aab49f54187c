import { resolveSiteConfig } from './build-config';
import { siteConfig, siteCountry, siteCurrency, socketUrl } from './site-config';

const luckyStar = { slug: 'lucky-star', name: 'Lucky Star', siteId: 1, sitePrefix: 'za' };

describe('resolveSiteConfig (build time)', () => {
  it("takes the brand's settings by default", () => {
    expect(resolveSiteConfig(luckyStar, {})).toEqual({
      brand: 'lucky-star',
      brandName: 'Lucky Star',
      siteId: 1,
      sitePrefix: 'za',
      apiUrl: '',
      socketUrl: '',
      chatEnabled: true,
      chatAccountId: '',
      chatUrl: '',
      languages: ['en'],
      licence: null,
      licenceSealUrl: '',
      voucherBrands: [],
    });
  });

  it("names the voucher brands the brand's settings accept, and none in India", () => {
    const za = { ...luckyStar, voucherBrands: ['Corner Shop Voucher'] };
    expect(resolveSiteConfig(za, {}).voucherBrands).toEqual(['Corner Shop Voucher']);
    expect(resolveSiteConfig(za, { GATSBY_SITE_PREFIX: 'in' }).voucherBrands).toEqual([]);
  });

  it('hides chat in the India variant and keeps the licence seal to licensed countries', () => {
    const za = { ...luckyStar, languages: ['en', 'zu'], licence: 'Licensed by the Board' };
    expect(resolveSiteConfig(za, { GATSBY_LICENCE_SEAL_URL: 'https://seal.example/s.js' })).toMatchObject({
      chatEnabled: true,
      languages: ['en', 'zu'],
      licence: 'Licensed by the Board',
      licenceSealUrl: 'https://seal.example/s.js',
    });
    expect(resolveSiteConfig(za, { GATSBY_SITE_PREFIX: 'in', GATSBY_LICENCE_SEAL_URL: 'x' })).toMatchObject({
      chatEnabled: false,
      licence: null,
      licenceSealUrl: '',
    });
    expect(resolveSiteConfig({ ...za, chatEnabled: false }, {}).chatEnabled).toBe(false);
  });

  it('lets GATSBY_ variables override the brand', () => {
    const config = resolveSiteConfig(luckyStar, {
      GATSBY_SITE_ID: '3',
      GATSBY_SITE_PREFIX: 'IN',
      GATSBY_API_URL: 'https://api.example.com/',
      GATSBY_SOCKET_URL: 'wss://rt.example.com/v2/units/socket',
    });
    expect(config).toMatchObject({
      siteId: 3,
      sitePrefix: 'in',
      apiUrl: 'https://api.example.com',
      socketUrl: 'wss://rt.example.com/v2/units/socket',
    });
  });

  it('refuses a site id that is not a positive integer', () => {
    expect(() => resolveSiteConfig(luckyStar, { GATSBY_SITE_ID: 'abc' })).toThrow(/GATSBY_SITE_ID/);
  });
});

describe('site settings in the client', () => {
  it('are the default brand in tests', () => {
    expect(siteConfig.siteId).toBe(1);
    expect(siteCountry()).toBe('ZA');
    expect(siteCurrency()).toBe('ZAR');
    expect(siteCurrency({ sitePrefix: 'in' })).toBe('INR');
    expect(siteCountry({ sitePrefix: 'xx' })).toBe('ZA');
  });

  it('derive the socket address from the page, or the API, unless given', () => {
    const page = { protocol: 'https:', host: 'play.example.com' };
    expect(socketUrl({ apiUrl: '', socketUrl: '' }, page)).toBe('wss://play.example.com/v2/units/socket');
    expect(socketUrl({ apiUrl: '', socketUrl: '' }, { protocol: 'http:', host: 'localhost:8000' })).toBe(
      'ws://localhost:8000/v2/units/socket',
    );
    expect(socketUrl({ apiUrl: 'http://api.local:9000', socketUrl: '' }, page)).toBe(
      'ws://api.local:9000/v2/units/socket',
    );
    expect(socketUrl({ apiUrl: '', socketUrl: 'wss://x/socket' }, page)).toBe('wss://x/socket');
  });
});
