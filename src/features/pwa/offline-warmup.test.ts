import { resourcesToWarm } from './offline-warmup';

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
