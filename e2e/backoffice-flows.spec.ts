/**
 * The back office as staff use it, end to end with the players' site: support blocks a player's deposits in the
 * console and the site refuses that player's deposit; a finance user asks a large adjustment, a second one approves
 * it, and the player's balance on the site follows; compliance excludes a player, and the site says so and refuses
 * their deposit. Staff and player each have a browser of their own.
 */

import type { Page } from '@playwright/test';
import type { StaffRole } from '../contract/backoffice';
import { balance, brandSite, money, registerPlayer, signInThroughUi } from './account-helpers';
import { openPlayer, sandboxStaff, signIn } from './backoffice-staff';
import { expect, test as base } from './fixtures';
import { ONE_BRAND } from '../playwright.config';
import { openPage } from './pages';
import { newPlayer, openSignedIn } from './players';

const PASSWORD = 'correct-horse-1';
/** The demo sites' `adjustment_approval_threshold`: an adjustment this large waits for a second staff member. */
const APPROVAL_THRESHOLD = 100_000;

/** Starts a deposit the country's way (a UPI QR code in India, a card elsewhere): what a blocked player is refused. */
async function tryDeposit(page: Page): Promise<void> {
  if (brandSite().country === 'IN') {
    await openPage(page, '/cashin/upi/qr/');
    await page.getByLabel('Amount').fill('500');
    await page.getByRole('button', { name: 'Show QR code' }).click();
  } else {
    await openPage(page, '/cashin/acoin/card/');
    await page.getByLabel('Amount').fill('150');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
  }
}

const test = base.extend<{
  /** A new player, signed in on the site in `page`: their phone. */
  player: Awaited<ReturnType<typeof registerPlayer>>;
  /** A console of its own (a browser context) for a new staff member of `role`, signed in. */
  consoleOf(role: StaffRole): Promise<Page>;
}>({
  player: async ({ page, request }, run) => {
    const phone = await registerPlayer(request, PASSWORD);
    await signInThroughUi(page, phone.typed, PASSWORD);
    await run(phone);
  },
  consoleOf: async ({ browser, request, baseURL }, run) => {
    const opened: Page[] = [];
    await run(async (role) => {
      const page = await (await browser.newContext({ baseURL })).newPage();
      opened.push(page);
      await signIn(page, await sandboxStaff(request, role));
      return page;
    });
    for (const page of opened) await page.context().close();
  },
});

// On golden-reef in place of lucky-star (ONE_BRAND): the console is the same for every brand, and these long tests
// even out the two workers' shares of a run.
test.describe('back office flows', { tag: ONE_BRAND }, () => {
  test("support blocks a player's deposits, and the site refuses that player's deposit", async ({
    page,
    player,
    consoleOf,
  }) => {
    const support = await consoleOf('support');
    await openPlayer(support, player.e164);
    await support.getByRole('tab', { name: 'Blocks' }).click();
    const deposits = support.getByRole('row', { name: /Deposits/ });
    await deposits.getByRole('button', { name: 'Block' }).click();
    const dialog = support.getByRole('dialog', { name: 'Block deposits' });
    await expect(dialog.getByRole('button', { name: 'Block' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Card chargeback under review');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(dialog).toBeHidden();
    await expect(deposits.getByText('Blocked')).toBeVisible();
    await expect(deposits.getByRole('button', { name: 'Lift block' })).toBeVisible();

    // SPEC §8 "unit block: deposit": the site says the account's deposits are blocked, and nothing is credited.
    const blocked =
      'Deposits are currently blocked on your account. Please contact the Support Team for further details.';
    await tryDeposit(page);
    await expect(page.getByText(blocked)).toBeVisible();
    await expect(page).not.toHaveURL(/\/sandbox\/pay\//);
    await expect(balance(page)).toHaveText(money(0));
  });

  test("a large adjustment waits for a second finance user's approval, then the player's balance follows", async ({
    page,
    player,
    consoleOf,
  }) => {
    const reason = `Lost win, ticket ${Date.now()}`;
    const asker = await consoleOf('finance');
    await openPlayer(asker, player.e164);
    await asker.getByRole('tab', { name: 'Units and balances' }).click();
    await asker.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = asker.getByRole('dialog', { name: 'Balance adjustment' });
    await dialog.getByLabel(/^Amount/).fill(String(APPROVAL_THRESHOLD / 100));
    await dialog.getByLabel('Reason').fill(reason);
    // The console writes amounts as the site does (`R1,000.00`).
    await dialog.getByRole('button', { name: `Credit ${money(APPROVAL_THRESHOLD)}` }).click();
    await expect(asker.getByText('The adjustment waits for a second staff member to approve it')).toBeVisible();

    // The one who asked sees it waiting, and cannot approve it.
    await asker.getByRole('menuitem', { name: 'Adjustments' }).click();
    const asked = asker.getByRole('row', { name: new RegExp(reason) });
    await expect(asked.getByText('awaiting approval')).toBeVisible();
    await expect(asked.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(balance(page)).toHaveText(money(0));

    const approver = await consoleOf('finance');
    await expect(approver.getByText('Adjustments to approve')).toBeVisible();
    await approver.getByRole('menuitem', { name: 'Adjustments' }).click();
    const waiting = approver.getByRole('row', { name: new RegExp(reason) });
    await waiting.getByRole('button', { name: 'Approve' }).click();
    const approval = approver.getByRole('dialog', { name: 'Approve adjustment' });
    await expect(approval).toContainText(reason);
    await approval.getByLabel('Reason').fill('Checked against the round log');
    await approval.getByRole('button', { name: 'Approve and apply' }).click();
    await expect(approver.getByText('Adjustment applied')).toBeVisible();
    await expect(approver.getByRole('row', { name: new RegExp(reason) })).toHaveCount(0);

    // The site's balance follows without a reload (the ledger's balance push).
    await expect(balance(page)).toHaveText(money(APPROVAL_THRESHOLD));
  });

  test('compliance excludes a player, and the site shows the exclusion and refuses their deposit', async ({
    page,
    player,
    consoleOf,
  }) => {
    const compliance = await consoleOf('compliance');
    await openPlayer(compliance, player.e164);
    await compliance.getByRole('tab', { name: 'Responsible gambling' }).click();
    await expect(compliance.getByText(/No time-out or exclusion in force/)).toBeVisible();
    await compliance.getByRole('button', { name: 'Exclude player' }).click();
    const dialog = compliance.getByRole('dialog', { name: 'Exclude the player' });
    await dialog.getByRole('radio', { name: '1 year' }).check();
    await dialog.getByLabel('Reason').fill('Affordability concerns raised by the family');
    await dialog.getByRole('button', { name: 'Exclude for 1 year' }).click();
    await expect(dialog).toBeHidden();
    await expect(compliance.getByText(/Operator exclusion until/).first()).toBeVisible();
    await expect(
      compliance
        .getByRole('table', { name: 'Restriction history' })
        .getByText('Affordability concerns raised by the family'),
    ).toBeVisible();

    // The player cannot lift it: their limits page says so, and money in is refused.
    await openPage(page, '/my-account/limits/');
    await expect(page.getByText(/We have excluded you from play until/)).toBeVisible();
    const refused = 'We have excluded you from play. Games and deposits stay closed until the exclusion ends.';
    await tryDeposit(page);
    await expect(page.getByText(refused)).toBeVisible();
    await expect(balance(page)).toHaveText(money(0));
  });
});

// On lucky-star: the sandbox's agent console answers the chat of a staff member's first site that has one (site 1).
test.describe('the back office and the chat', () => {
  test('support opens the chat agent console from the menu, signed in, and answers a player', async ({
    page,
    request,
    consoleOf,
  }) => {
    const support = await consoleOf('support');
    const [agent] = await Promise.all([
      support.context().waitForEvent('page'),
      support.getByRole('menuitem', { name: 'Chat' }).click(),
    ]);
    // No second sign-in: the back-office session is the agent's.
    await expect(agent.getByRole('list', { name: 'Conversations' })).toBeAttached();
    await expect(agent.getByRole('button', { name: 'Sign in' })).toBeHidden();
    if (!brandSite().chatEnabled) return; // the India brand's site has no chat to answer

    const player = await newPlayer(request);
    // On a desktop the site's menu, with Customer Support, stays open beside the page.
    await page.setViewportSize({ width: 1600, height: 900 });
    await openSignedIn(page, player, '/');
    const nav = page.getByRole('complementary', { name: 'Menu' }).getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Customer Support' }).click();
    const frame = page.frameLocator('iframe[title="LiveChat Widget Container"]');
    await frame.getByRole('textbox', { name: 'Message' }).fill('Where is my withdrawal?');
    await frame.getByRole('button', { name: 'Send' }).click();

    await agent.getByRole('button', { name: /Where is my withdrawal\?/ }).click();
    await agent.getByLabel('Reply').fill('It was paid this morning.');
    await agent.getByRole('button', { name: 'Reply' }).click();
    await expect(frame.getByText('It was paid this morning.')).toBeVisible();
  });
});
