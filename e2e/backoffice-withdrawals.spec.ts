/**
 * The withdrawal queue of the back office console: a player asks for an EFT and an ATM withdrawal (through the API, as
 * another device would). The sandbox's payout provider leaves the EFT one to finance and pays the ATM cash-send
 * itself: finance downloads the bank file and approves the EFT one with the bank's reference, while the ATM one shows
 * as the provider's, with nothing to approve or reject, until the provider's answer (here: failed) settles it. The
 * player's balance, statement and texts follow on the players' site.
 */

import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { ApiPaths } from '../contract/api';
import { SandboxPaths, type SandboxSmsAnswer } from '../contract/sandbox';
import type { Withdrawal, WithdrawalCreateAnswer } from '../contract/withdrawals';
import { balance, money } from './account-helpers';
import { sandboxStaff, signIn } from './backoffice-staff';
import { expect, test } from './fixtures';
import { openPage, snap } from './pages';
import { bearer, deposit, newPlayer, openSignedIn, type Player } from './players';

async function withdraw(request: APIRequestContext, player: Player, path: string, data: object): Promise<Withdrawal> {
  const created = await request.post(path, { data: { token: player.unitToken, ...data }, headers: bearer(player) });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as WithdrawalCreateAnswer).withdrawal;
}

/** The queue narrowed to one withdrawal by its reference, as finance searches when a player calls about it. */
async function findInQueue(desk: Page, reference: string) {
  await desk.getByPlaceholder('Reference, phone or name').fill(reference);
  await expect(desk.getByText('1-1 of 1')).toBeVisible();
  return desk.getByRole('row', { name: new RegExp(reference) });
}

test.describe('back office withdrawals', () => {
  test("finance approves the EFT withdrawal and leaves the provider's cash-send alone; the player sees the money follow", async ({
    page,
    browser,
    request,
  }) => {
    const player = await newPlayer(request);
    await deposit(request, player, 30_000);
    const { reference: eft } = await withdraw(request, player, ApiPaths.eftWithdrawalCreate, {
      amount: 6000,
      first_name: 'Sipho',
      last_name: 'Dlamini',
      bank_name: 'Capitec',
      bank_account_number: '1234567890',
      bank_account_holder_name: 'Sipho Dlamini',
    });
    const cashSend = await withdraw(request, player, ApiPaths.imWithdrawalCreate, {
      amount: 10_000,
      first_name: 'Sipho',
      last_name: 'Dlamini',
    });
    const atm = cashSend.reference;
    // R300 less R60 (EFT, free) and R100 with its R10 fee (ATM).
    await openSignedIn(page, player, '/');
    await expect(balance(page)).toHaveText(money(13_000));

    const deskContext = await browser.newContext({ acceptDownloads: true });
    const desk = await deskContext.newPage();
    await signIn(desk, await sandboxStaff(request, 'finance'));
    await desk.getByRole('menuitem', { name: 'Withdrawals' }).click();

    // The bank's file of pending EFT withdrawals holds this one, ready for the bulk payment.
    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      desk.getByRole('link', { name: 'EFT export (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^withdrawals-eft-pending-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'reference,beneficiary_name,account_number,branch_code,bank_name,account_type,amount,currency',
    );
    expect(csv).toContain(`\r\n${eft},Sipho Dlamini,1234567890,470010,Capitec,,60.00,ZAR\r\n`);
    expect(csv).not.toContain(atm);

    const eftRow = await findInQueue(desk, eft);
    await expect(eftRow).toContainText('Sipho Dlamini');
    await expect(eftRow).toContainText('Capitec · 1234567890');
    await eftRow.getByRole('button', { name: 'Approve' }).click();
    const approval = desk.getByRole('dialog', { name: `Approve withdrawal ${eft}` });
    await expect(approval).toContainText(/R\s?60\.00 to Sipho Dlamini/);
    await approval.getByLabel("Bank's payment reference").fill('CAP-E2E-4471');
    await snap(desk, 'backoffice-withdrawal-approve.png');
    await approval.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(desk.getByText(`Withdrawal ${eft} is paid`)).toBeVisible();
    await expect(approval).toBeHidden();

    // The provider is paying the cash-send: finance cannot settle it as well (the player would be paid twice).
    const atmRow = await findInQueue(desk, atm);
    await expect(atmRow).toContainText('Provider: sandbox');
    await expect(atmRow.getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);
    // The cash-send network refuses it: the provider's answer settles it, and the money goes back.
    const failed = await request.post(`${SandboxPaths.withdrawals}/${cashSend.id}`, { data: { outcome: 'failed' } });
    expect(failed.ok(), await failed.text()).toBe(true);

    // Settled, both leave the pending queue; the paid one shows the bank's reference under Paid.
    await desk.getByPlaceholder('Reference, phone or name').fill(eft);
    await expect(desk.getByText('No Withdrawals found using the current filters.')).toBeVisible();
    await desk.getByRole('combobox', { name: 'Status' }).click();
    await desk.getByRole('option', { name: 'Paid' }).click();
    await expect(desk.getByText('1-1 of 1')).toBeVisible();
    await expect(desk.getByRole('row', { name: new RegExp(eft) })).toContainText('CAP-E2E-4471');
    await deskContext.close();

    // The ATM withdrawal and its fee are back on the player's balance at once; the paid one stays out.
    await expect(balance(page)).toHaveText(money(24_000));
    await openPage(page, '/my-account/statement/');
    const rows = page.getByRole('region', { name: 'Transactions' }).getByRole('listitem');
    await expect(rows.filter({ hasText: `Withdrawal returned · ${atm}` })).toContainText(money(10_000));
    await expect(rows.filter({ hasText: `Fee returned · ${atm}` })).toContainText(money(1000));
    await expect(rows.filter({ hasText: `ATM withdrawal · ${atm}` })).toContainText('Failed');
    const paid = rows.filter({ hasText: `EFT withdrawal · ${eft}` });
    await expect(paid).toContainText(money(-6000));
    await expect(paid).not.toContainText('Pending');
    await expect(paid).not.toContainText('Failed');

    const sms = await request.get(`/sandbox/sms?phone=${encodeURIComponent(player.session.user.phone)}`);
    const texts = ((await sms.json()) as SandboxSmsAnswer).messages.map((message) => message.text);
    expect(texts).toContain(`Your withdrawal ${eft} of R60.00 has been paid. Bank reference CAP-E2E-4471.`);
  });
});
