/**
 * The headers of every page the sandbox hosts for a stand-in third party, and of their client assets, pinned as a
 * whole: a page that lost its policy, its framing rule or its no-store would still render, so only this notices.
 */

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { ApiPaths } from '../../contract/api';
import type { SessionAnswer } from '../../contract/users';
import { DEMO_CHAT_ACCOUNTS } from '../../contract/chat';
import type { GameLaunchAnswer } from '../../contract/games';
import { testApp } from './helpers';
import { seedTestGames, TEST_GAMES } from './support/games';
import { anonymousUnit } from './support/money';
import { startCard } from './support/payments';
import { phoneMaker, register } from './support/users';
import { fundedPlayer } from './support/withdrawals';

const SITE = 'https://casino.example';
const newPhone = phoneMaker(7_950_000);

/** The headers that say how a page or asset may be cached, framed, sniffed and what it may load. */
const PINNED = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
] as const;

function pinned(response: LightMyRequestResponse): Record<string, string | undefined> {
  assert.equal(response.statusCode, 200, response.body);
  return Object.fromEntries(PINNED.map((name) => [name, response.headers[name] as string | undefined]));
}

/** The policy of a page whose script and style come from this server. */
function assetPagePolicy(styleSources: string, frameAncestors: string, fonts = false): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styleSources}`,
    ...(fonts ? ["font-src 'self'"] : []),
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const HTML = 'text/html; charset=utf-8';

/**
 * A page with its script and style inline: its policy allows exactly those, by the hash of their text as sent (an
 * element injected into the page would not run), and nothing else but calls to this server.
 */
function inlinePage(html: string): Record<string, string | undefined> {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  assert.ok(script && style, 'the page has its script and style inline');
  return {
    'content-type': HTML,
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      `script-src ${hash(script)}`,
      `style-src ${hash(style)}`,
      "img-src 'self' data:",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': undefined,
  };
}

/** A client asset: its name changes with its content, so it is kept for a year. */
function assetHeaders(type: string): Record<string, string | undefined> {
  return {
    'content-type': type,
    'cache-control': 'public, max-age=31536000, immutable',
    'content-security-policy': undefined,
    'x-frame-options': undefined,
    'x-content-type-options': 'nosniff',
    'referrer-policy': undefined,
  };
}

describe('sandbox hosted pages: headers', () => {
  const t = testApp({
    env: { CORS_ORIGINS: SITE },
    setUp: ({ db }) => seedTestGames(db),
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /** The page's stylesheet and script (the last of each), with the asset route's headers. */
  async function assertAssets(html: string, prefix: string): Promise<void> {
    const style = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].at(-1)?.[1];
    const script = [...html.matchAll(/<script src="([^"]+)"/g)].at(-1)?.[1];
    assert.match(style ?? '', new RegExp(`^${prefix}/[a-z-]+\\.[0-9a-f]{16}\\.css$`));
    assert.match(script ?? '', new RegExp(`^${prefix}/[a-z-]+\\.[0-9a-f]{16}\\.js$`));
    assert.deepEqual(pinned(await get(style!)), assetHeaders('text/css; charset=utf-8'));
    assert.deepEqual(pinned(await get(script!)), assetHeaders('text/javascript; charset=utf-8'));
    assert.equal((await get(`${prefix}/nothing.0123456789abcdef.js`)).statusCode, 404);
  }

  it('the payment page: not stored, not framed, running only its own inline script and style', async () => {
    const id = await startCard(t.app, await anonymousUnit(t.app));
    const page = await get(`/sandbox/pay/${id}`);
    assert.deepEqual(pinned(page), inlinePage(page.body));
  });

  it('the KYC form: not stored, not framed, running only its own inline script and style', async () => {
    const session: SessionAnswer = await register(t.app, newPhone());
    const started = await t.app.inject({
      method: 'POST',
      url: ApiPaths.startVerification,
      headers: { authorization: `Bearer ${session.access.token}` },
      payload: { redirect_url: 'http://localhost/my-account/verification/', required_verification_level: 2 },
    });
    const formUrl = new URL((started.json() as { form_url: string }).form_url);
    const page = await get(formUrl.pathname);
    assert.deepEqual(pinned(page), inlinePage(page.body));
  });

  it('the chat frame: framed by the site, its own assets only, no referrer', async () => {
    const frame = await get(`/chat/frame?account_id=${DEMO_CHAT_ACCOUNTS[1]!}`);
    assert.deepEqual(pinned(frame), {
      'content-type': HTML,
      'cache-control': 'no-store',
      'content-security-policy': assetPagePolicy("'self'", `'self' ${SITE}`),
      'x-frame-options': undefined,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    await assertAssets(frame.body, '/chat/assets');
  });

  it('the chat agent console: framed by nobody, its own assets only', async () => {
    const agent = await get('/chat/agent/');
    assert.deepEqual(pinned(agent), {
      'content-type': HTML,
      'cache-control': 'no-store',
      'content-security-policy': assetPagePolicy("'self'", "'none'"),
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': undefined,
    });
    await assertAssets(agent.body, '/chat/assets');
  });

  it("a game page: framed by the site, its own assets, fonts and its theme's one inline style, no referrer", async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 1_000 });
    const launch = await t.app.inject({
      method: 'GET',
      url: ApiPaths.gameShow,
      query: { token: p.token, game_slug: TEST_GAMES.slot.slug, lobby_url: '/' },
    });
    const url = new URL((launch.json() as GameLaunchAnswer).url);
    const page = await get(`${url.pathname}${url.search}`);
    const headers = pinned(page);
    const styleHash = /style-src 'self' ('sha256-[A-Za-z0-9+/]+=*')/.exec(headers['content-security-policy'] ?? '');
    assert.ok(styleHash, headers['content-security-policy']);
    assert.deepEqual(headers, {
      'content-type': HTML,
      'cache-control': 'no-store',
      'content-security-policy': assetPagePolicy(`'self' ${styleHash[1]}`, `'self' ${SITE}`, true),
      'x-frame-options': undefined,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    await assertAssets(page.body, '/sandbox/game-assets');
  });
});
