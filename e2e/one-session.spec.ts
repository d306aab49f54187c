/**
 * One page load, one session: a visitor gets exactly one anonymous unit, and a signed-in player's page opens exactly
 * one socket (each extra copy would be another unit on the server and another connection on a slow phone network).
 */

import { expect, test } from './fixtures';
import { ApiPaths } from '../contract/api';
import { SOCKET_PATH } from '../contract/socket';
import { balance, money, registerPlayer, signInThroughUi } from './account-helpers';
import { openPage } from './pages';

test('a visitor’s page asks for one anonymous unit, and the page title still comes from its Head', async ({ page }) => {
  const creations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(ApiPaths.createAnonymousUnit))
      creations.push(request.url());
  });
  await openPage(page, '/');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect.poll(() => creations.length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(creations).toHaveLength(1);
  await expect(page).toHaveTitle(/\S+ \| \S+/);
});

test('a signed-in player’s page opens one socket', async ({ page, request }) => {
  const password = 'one-socket-pass-1';
  const phone = await registerPlayer(request, password);
  await signInThroughUi(page, phone.typed, password);

  const sockets: string[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes(SOCKET_PATH)) sockets.push(socket.url());
  });
  await openPage(page, '/');
  await expect(balance(page)).toHaveText(money(0));
  await expect.poll(() => sockets.length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(sockets).toHaveLength(1);
});
