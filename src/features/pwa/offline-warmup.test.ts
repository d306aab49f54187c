import { resourcesToWarm, WARM_BATCH, warmOfflineCache } from './offline-warmup';

it('warms the site files the page loaded, never the API, the socket, the sandbox or other origins', () => {
  const origin = 'https://casino.example';
  expect(
    resourcesToWarm(
      [
        '/page-data/app-data.json',
        'https://casino.example/page-data/index/page-data.json',
        'https://casino.example/page-data/sq/d/383053986.json',
        'https://casino.example/app-aeb29bc6ea44fa03741d.js',
        'https://casino.example/static/montserrat-latin-700.woff2',
        'https://casino.example/page-data/app-data.json',
        'https://casino.example/v1/hp/units/create',
        'https://casino.example/v1/hp/site.json',
        'https://casino.example/sandbox/sms?phone=1',
        'https://casino.example/?status=complete',
        'https://www.googletagmanager.com/gtm.js',
        'https://casino.example/auth/',
      ],
      origin,
    ),
  ).toEqual([
    '/page-data/app-data.json',
    '/page-data/index/page-data.json',
    '/page-data/sq/d/383053986.json',
    '/app-aeb29bc6ea44fa03741d.js',
    '/static/montserrat-latin-700.woff2',
  ]);
});

it('refetches them once the worker controls the page, a few at a time, each batch when the browser is idle', async () => {
  const files = ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js'].map((file) => `https://casino.example${file}`);
  const events: string[] = [];
  let idleCallbacks = 0;
  const win = {
    navigator: { serviceWorker: { controller: {} } },
    location: { origin: 'https://casino.example' },
    performance: { getEntriesByType: () => files.map((name) => ({ name })) },
    requestIdleCallback: (callback: () => void) => {
      idleCallbacks += 1;
      events.push('idle');
      setTimeout(callback, 0);
    },
    setTimeout,
    fetch: async (url: string) => {
      events.push(url);
      if (url === '/c.js') throw new Error('offline');
      return {} as Response;
    },
  } as unknown as Window;

  await warmOfflineCache(win);

  expect(events).toEqual([
    'idle',
    '/page-data/app-data.json',
    '/a.js',
    '/b.js',
    '/c.js',
    'idle',
    '/d.js',
    '/e.js',
    '/f.js',
  ]);
  expect(idleCallbacks).toBe(Math.ceil(7 / WARM_BATCH));
});
