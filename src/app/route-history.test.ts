import {
  ROUTE_HISTORY_CAP,
  backPath,
  createRouteHistoryStore,
  emptyRouteHistory,
  referrer,
  stripLanguagePrefix,
  visitPath,
} from './route-history';
import type { RouteHistory } from './route-history';

const visitAll = (paths: string[], start: RouteHistory = emptyRouteHistory) =>
  paths.reduce((history, path) => visitPath(history, path), start);

describe('stripLanguagePrefix', () => {
  it.each([
    ['/en/search/', '/search/'],
    ['/zu/', '/'],
    ['/en', '/'],
    ['/search/', '/search/'],
    ['/', '/'],
    ['/games/op/', '/games/op/'],
    ['/promo/happy-hour/?status=complete', '/promo/happy-hour/'],
    ['/EN/search/', '/EN/search/'],
    ['/eng/search/', '/eng/search/'],
  ])('%s → %s', (path, expected) => {
    expect(stripLanguagePrefix(path)).toBe(expected);
  });
});

describe('visitPath', () => {
  it('has no referrer on the first page, and the previous page after a move', () => {
    const first = visitPath(emptyRouteHistory, '/');
    expect(referrer(first)).toBeNull();
    expect(backPath(first)).toBe('/');
    const second = visitPath(first, '/search/');
    expect(referrer(second)).toBe('/');
    expect(second.current).toBe('/search/');
  });

  it('records paths without their language prefix', () => {
    const history = visitAll(['/en/promo/', '/en/search/']);
    expect(referrer(history)).toBe('/promo/');
    expect(history.current).toBe('/search/');
  });

  it('ignores a visit to the current page', () => {
    const history = visitAll(['/', '/search/']);
    expect(visitPath(history, '/en/search/')).toBe(history);
  });

  it('pops when going back to the referrer, so two backs do not bounce', () => {
    const history = visitAll(['/', '/promo/', '/search/', '/promo/']);
    expect(history.previous).toEqual(['/']);
    expect(backPath(history)).toBe('/');
  });

  it(`keeps at most ${ROUTE_HISTORY_CAP} previous paths, dropping the oldest`, () => {
    const paths = Array.from({ length: 40 }, (_, i) => `/page-${i}/`);
    const history = visitAll(paths);
    expect(history.previous).toHaveLength(ROUTE_HISTORY_CAP);
    expect(history.previous[0]).toBe('/page-9/');
    expect(referrer(history)).toBe('/page-38/');
  });
});

describe('createRouteHistoryStore', () => {
  it('notifies subscribers only when the history changes', () => {
    const store = createRouteHistoryStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.visit('/');
    store.visit('/');
    store.visit('/exit/');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(referrer(store.getSnapshot())).toBe('/');
    unsubscribe();
    store.visit('/search/');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
