import { builtPagePaths, isBuiltPage } from './built-pages';

describe('built pages', () => {
  const built = new Set(['/', '/auth/', '/games/netent/', '/404/']);

  it('knows a page in any language, with or without its query, hash or trailing slash', () => {
    expect(isBuiltPage('/auth/', built)).toBe(true);
    expect(isBuiltPage('/zu/auth/?mode=reset#top', built)).toBe(true);
    expect(isBuiltPage('/games/netent', built)).toBe(true);
    expect(isBuiltPage('/zu/', built)).toBe(true);
  });

  it('knows a route the build has not made', () => {
    expect(isBuiltPage('/game/spaviator/', built)).toBe(false);
    expect(isBuiltPage('/hi/cashout/', built)).toBe(false);
  });

  it('counts every path as built when the build does not say (develop, tests)', () => {
    expect(isBuiltPage('/game/spaviator/', null)).toBe(true);
  });

  it("lists the build's pages once each, without the site's language prefixes", () => {
    const pages = ['/', '/zu/', '/auth/', '/zu/auth/', '/tags/fruit/', '/zu/tags/fruit/', '/xx/'];
    expect(builtPagePaths(pages, ['en', 'zu'])).toEqual(['/', '/auth/', '/tags/fruit/', '/xx/']);
  });
});
