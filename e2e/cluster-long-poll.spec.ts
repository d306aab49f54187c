/**
 * A player whose network refuses WebSockets (some carriers' and offices' proxies do) still sees their money move: the
 * site falls back to long-poll, here through HAProxy in front of two nodes as `npm run cluster` runs them, on a
 * PostgreSQL database of their own and this machine's Redis. The deposit is made through the proxy too, so it lands
 * on either node, and the balance must reach the player's long-poll session on whichever node holds it.
 */

import { request as apiRequest } from '@playwright/test';
import { SOCKET_PATH } from '../contract/socket';
import { brandDir } from '../scripts/brands';
import { startTestCluster, type TestCluster } from '../server/test/support/cluster';
import { balance, money } from './account-helpers';
import { expect, test } from './fixtures';
import { projectBrand } from './pages';
import { deposit, newPlayer, openSignedIn } from './players';

let cluster: TestCluster;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startTestCluster({ env: { SITE_DIR: brandDir(projectBrand()) } });
});

test.afterAll(async () => {
  await cluster?.stop();
});

test('with WebSockets refused, the balance arrives over long-poll through the proxy and two nodes', async ({
  browser,
}) => {
  const api = await apiRequest.newContext({ baseURL: cluster.origin });
  const context = await browser.newContext({ baseURL: cluster.origin, serviceWorkers: 'block' });
  // The network's proxy: every WebSocket to the server is cut before it opens.
  await context.routeWebSocket(new RegExp(`${SOCKET_PATH}/websocket`), (socket) => socket.close());
  const page = await context.newPage();
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`${SOCKET_PATH}/longpoll`)) polls.push(request.url());
  });
  try {
    const player = await newPlayer(api);
    await openSignedIn(page, player, '/');
    await expect(balance(page)).toHaveText(money(0));
    await expect.poll(() => polls.length, { message: 'the site polls instead' }).toBeGreaterThan(1);

    for (const [amount, total] of [
      [2_500, 2_500],
      [1_000, 3_500],
      [700, 4_200],
    ] as const) {
      await deposit(api, player, amount);
      await expect(balance(page)).toHaveText(money(total));
    }
  } finally {
    await context.close();
    await api.dispose();
  }
});
