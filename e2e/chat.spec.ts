/**
 * Live chat end to end (SPEC §2, §4, §7; issue 18): a signed-in player opens chat from Customer Support and writes;
 * an agent, signed in to the console in a second browser context, answers; the player sees the answer, and a
 * notification while the window is closed. The India brand has no chat at all. Where the operator requires an email
 * first, the frame asks for it before the first message, and the agent sees it.
 */

import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_CHAT_ACCOUNTS, DEMO_CHAT_AGENTS, DEMO_CHAT_COLOURS } from '../contract/chat';
import { EACH_COUNTRY } from '../playwright.config';
import { brandSite, playerName, registerPlayer, signInThroughUi } from './account-helpers';
import { shots } from './pages';
import { newPlayer, openSignedIn } from './players';

const DESKTOP = { width: 1600, height: 900 };
const nav = (page: Page) =>
  page.getByRole('complementary', { name: 'Menu' }).getByRole('navigation', { name: 'Main navigation' });
const chatFrame = (page: Page) => page.frameLocator('iframe[title="LiveChat Widget Container"]');

/** The site's agent, signed in to the support console in a browser context of their own. */
async function agentConsole(browser: Browser, siteId: number) {
  const agent = DEMO_CHAT_AGENTS.find((a) => a.siteId === siteId)!;
  const consoleContext = await browser.newContext();
  const consolePage = await consoleContext.newPage();
  await consolePage.goto('/chat/agent/');
  await consolePage.getByLabel('Email').fill(agent.email);
  await consolePage.getByLabel('Password').fill(agent.password);
  await consolePage.getByRole('button', { name: 'Sign in' }).click();
  return { consoleContext, consolePage };
}

test.describe('live chat', { tag: EACH_COUNTRY }, () => {
  test('a player writes, an agent answers in the console, the player sees it with a notification', async ({
    page,
    browser,
    request,
  }) => {
    const site = brandSite();
    await page.setViewportSize(DESKTOP);
    const player = await newPlayer(request);
    await openSignedIn(page, player, '/');

    if (!site.chatEnabled) {
      await expect(nav(page)).toBeVisible();
      await expect(nav(page).getByRole('button', { name: 'Customer Support' })).toHaveCount(0);
      // the widget would load after idle: it never comes
      await page.waitForLoadState('networkidle');
      await expect(page.locator('iframe[title="LiveChat Widget Container"]')).toHaveCount(0);
      return;
    }

    await nav(page).getByRole('button', { name: 'Customer Support' }).click();
    const compose = chatFrame(page).getByRole('textbox', { name: 'Message' });
    await expect(compose).toBeVisible();
    await compose.fill('Hello, I need help with a deposit');
    await chatFrame(page).getByRole('button', { name: 'Send' }).click();
    await expect(chatFrame(page).getByText('Hello, I need help with a deposit')).toBeVisible();
    // the player closes the window; the answer must come back as a notification
    await chatFrame(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(page.locator('iframe[title="LiveChat Widget Container"]')).toBeHidden();

    const { consoleContext, consolePage } = await agentConsole(browser, site.siteId);
    const conversation = consolePage.getByRole('button', { name: /Hello, I need help with a deposit/ });
    await expect(conversation).toContainText('1 unread');
    await conversation.click();
    await expect(consolePage.getByRole('heading', { name: new RegExp(player.session.user.first_name) })).toBeVisible();
    await consolePage.getByLabel('Reply').fill('Happy to help: which method did you use?');
    await consolePage.getByRole('button', { name: 'Reply' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'New message from support' })).toBeVisible();
    await expect(page.getByLabel('1 unread')).toBeVisible();
    await page.getByRole('button', { name: 'Open live chat' }).click();
    await expect(chatFrame(page).getByText('Happy to help: which method did you use?')).toBeVisible();
    await expect(page.getByLabel('1 unread')).toHaveCount(0);
    // In the brand's colour (contract/chat.ts DEMO_CHAT_COLOURS), its icon and texts in the colour that reads on it.
    await expect(page.getByRole('button', { name: 'Close live chat' })).toHaveCSS(
      'background-color',
      DEMO_CHAT_COLOURS[site.siteId] === '#f5b700' ? 'rgb(245, 183, 0)' : 'rgb(0, 121, 107)',
    );
    await shots(page, 'chat-open');
    await consoleContext.close();
  });
});

test('where the operator requires an email first, the frame asks for it before the first message', async ({
  page,
  browser,
  request,
}) => {
  const site = brandSite();
  const account = DEMO_CHAT_ACCOUNTS[site.siteId]!;
  const settings = `/sandbox/chat/accounts/${account}/settings`;
  expect((await request.patch(settings, { data: { require_email_upfront: true } })).ok()).toBe(true);
  try {
    await page.setViewportSize(DESKTOP);
    const phone = await registerPlayer(request, 'correct-horse-1');
    await signInThroughUi(page, phone.typed, 'correct-horse-1');
    await nav(page).getByRole('button', { name: 'Customer Support' }).click();

    const email = chatFrame(page).getByRole('textbox', { name: 'Your email address' });
    await expect(email).toBeVisible();
    await expect(chatFrame(page).getByRole('textbox', { name: 'Message' })).toBeHidden();
    await email.fill('not an email');
    await chatFrame(page).getByRole('button', { name: 'Start chat' }).click();
    await expect(chatFrame(page).getByRole('textbox', { name: 'Message' })).toBeHidden();
    await email.fill('sipho.dlamini@example.com');
    await chatFrame(page).getByRole('button', { name: 'Start chat' }).click();
    const compose = chatFrame(page).getByRole('textbox', { name: 'Message' });
    await expect(compose).toBeVisible();
    await compose.fill('Is my email on file now?');
    await chatFrame(page).getByRole('button', { name: 'Send' }).click();
    await expect(chatFrame(page).getByText('Is my email on file now?')).toBeVisible();

    // the agent sees who it is: the player, their phone and the email they left
    const { consoleContext, consolePage } = await agentConsole(browser, site.siteId);
    await consolePage.getByRole('button', { name: /Is my email on file now\?/ }).click();
    const { first_name, last_name } = playerName();
    const heading = consolePage.getByRole('heading', { name: new RegExp(`${first_name} ${last_name}`) });
    await expect(heading).toContainText(phone.e164);
    await expect(heading).toContainText('sipho.dlamini@example.com');
    await consoleContext.close();
  } finally {
    await request.patch(settings, { data: { require_email_upfront: false } });
  }
});

test('while a game fills a phone’s screen, the chat launcher covers none of its controls', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const player = await newPlayer(request);
  await openSignedIn(page, player, '/game/solar-scarab/');
  const launcher = page.getByRole('button', { name: 'Open live chat' });
  // Nothing asked for the chat: it loads once the page has settled (CHAT_DEFER_MS, src/app/chat-loader.tsx).
  await expect(launcher).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Play' }).click();
  const game = page.frameLocator('iframe[title="Solar Scarab"]');
  const spin = game.getByRole('button', { name: /spin/i });
  await expect(spin).toBeVisible();
  await expect(launcher).toBeHidden();
  // the whole Spin button takes taps: nothing floats over its corner
  const box = (await spin.boundingBox())!;
  const corner = { x: box.x + box.width - 8, y: box.y + box.height - 8 };
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, corner);
  expect(onTop).toBe('IFRAME');
  // A phone's game bar has one way back and no Close (issue 40); Escape closes the game where there is a keyboard.
  await page.keyboard.press('Escape');
  await expect(page.getByTitle('Solar Scarab')).toHaveCount(0);
  await expect(launcher).toBeVisible();
});

test('where visitors may chat, a visitor who reloads the page is still in their own conversation', async ({
  page,
  request,
}) => {
  const site = brandSite();
  const settings = `/sandbox/chat/accounts/${DEMO_CHAT_ACCOUNTS[site.siteId]!}/settings`;
  expect((await request.patch(settings, { data: { require_auth: false } })).ok()).toBe(true);
  try {
    await page.setViewportSize(DESKTOP);
    const launcher = page.getByRole('button', { name: 'Open live chat' });
    await page.goto('/');
    // the widget loads once the page has settled (CHAT_DEFER_MS, src/app/chat-loader.tsx)
    await expect(launcher).toBeVisible({ timeout: 30_000 });
    await nav(page).getByRole('button', { name: 'Customer Support' }).click();
    const compose = chatFrame(page).getByRole('textbox', { name: 'Message' });
    await compose.fill('A question before I sign up');
    await chatFrame(page).getByRole('button', { name: 'Send' }).click();
    await expect(chatFrame(page).getByText('A question before I sign up')).toBeVisible();

    // the frame shows the customer's token with the id the page kept: the same customer, the same conversation
    // (the window was open: the widget loads at once, and the window opens again by itself)
    await page.reload();
    await expect(chatFrame(page).getByText('A question before I sign up')).toBeVisible({ timeout: 8_000 });
  } finally {
    await request.patch(settings, { data: { require_auth: true } });
  }
});
