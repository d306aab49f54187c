/** @jest-environment node */
import type { Page } from 'gatsby';
import { languageCopies } from './pages';

const page = (path: string, extra: Partial<Page<Record<string, unknown>>> = {}): Page<Record<string, unknown>> => ({
  path,
  component: '/src/pages/auth/index.tsx',
  context: {},
  ...extra,
});

describe('languageCopies', () => {
  it('keeps the English page and adds one under each other language prefix', () => {
    expect(languageCopies(page('/auth/'), ['en', 'zu'])).toEqual([
      page('/auth/', { context: { language: 'en' } }),
      page('/zu/auth/', { context: { language: 'zu' } }),
    ]);
    expect(languageCopies(page('/'), ['en', 'hi']).map((p) => p.path)).toEqual(['/', '/hi/']);
  });

  it("keeps the page's own context and prefixes a match path", () => {
    const [, zu] = languageCopies(page('/games/x/', { context: { tag: 'x' }, matchPath: '/games/*' }), ['en', 'zu']);
    expect(zu).toMatchObject({ path: '/zu/games/x/', matchPath: '/zu/games/*', context: { tag: 'x', language: 'zu' } });
  });
});
