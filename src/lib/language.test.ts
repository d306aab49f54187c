import { signInPathFrom } from './layout';
import { DEFAULT_LANGUAGE, languageOf, splitLanguage, withLanguage } from './language';

describe('splitLanguage', () => {
  it('takes a two-letter prefix off the path', () => {
    expect(splitLanguage('/zu/auth/')).toEqual({ language: 'zu', path: '/auth/' });
    expect(splitLanguage('/hi/')).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguage('/zu')).toEqual({ language: 'zu', path: '/' });
    expect(splitLanguage('/zu?status=complete')).toEqual({ language: 'zu', path: '/?status=complete' });
    expect(splitLanguage('/zu/cashin/?status=canceled#top')).toEqual({
      language: 'zu',
      path: '/cashin/?status=canceled#top',
    });
  });

  it('leaves paths without a prefix alone', () => {
    expect(splitLanguage('/')).toEqual({ language: null, path: '/' });
    expect(splitLanguage('/auth/')).toEqual({ language: null, path: '/auth/' });
    expect(splitLanguage('/games/op/')).toEqual({ language: null, path: '/games/op/' });
    expect(splitLanguage('/zul/')).toEqual({ language: null, path: '/zul/' });
    expect(splitLanguage('/ZU/')).toEqual({ language: null, path: '/ZU/' });
  });
});

describe('withLanguage', () => {
  it('puts a site path under the language prefix, English unprefixed', () => {
    expect(withLanguage('/auth/', 'zu')).toBe('/zu/auth/');
    expect(withLanguage('/', 'hi')).toBe('/hi/');
    expect(withLanguage('/privacy-policy/?a=1', 'zu')).toBe('/zu/privacy-policy/?a=1');
    expect(withLanguage('/auth/', DEFAULT_LANGUAGE)).toBe('/auth/');
    expect(withLanguage('/auth/', null)).toBe('/auth/');
  });

  it('replaces a prefix the path already has', () => {
    expect(withLanguage('/zu/auth/', 'en')).toBe('/auth/');
    expect(withLanguage('/zu/auth/', 'zu')).toBe('/zu/auth/');
    expect(withLanguage('/hi/auth/', 'zu')).toBe('/zu/auth/');
  });

  it('leaves addresses that are not site paths alone', () => {
    expect(withLanguage('https://example.com/x/', 'zu')).toBe('https://example.com/x/');
    expect(withLanguage('//cdn.example.com/x.js', 'zu')).toBe('//cdn.example.com/x.js');
    expect(withLanguage('#main', 'zu')).toBe('#main');
    expect(withLanguage('mailto:help@example.com', 'zu')).toBe('mailto:help@example.com');
  });
});

describe('languageOf', () => {
  it("is the prefix when it is one of the site's languages, else English", () => {
    expect(languageOf('/zu/auth/', ['en', 'zu'])).toBe('zu');
    expect(languageOf('/hi/auth/', ['en', 'zu'])).toBe('en');
    expect(languageOf('/auth/', ['en', 'zu'])).toBe('en');
    expect(languageOf('/zu/')).toBe('en');
  });
});

describe('signInPathFrom', () => {
  it('is the sign-in page in the language of the page it comes back to', () => {
    expect(signInPathFrom('/zu/promo/', '?id=3')).toBe('/zu/auth/?next=%2Fpromo%2F%3Fid%3D3');
    expect(signInPathFrom('/promo/')).toBe('/auth/?next=%2Fpromo%2F');
    expect(signInPathFrom('/zu/')).toBe('/zu/auth/?next=%2F');
  });
});
