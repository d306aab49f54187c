/** Players for the account specs, on whichever brand the project runs: its site, country and currency. */

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ApiPaths } from '../contract/api';
import { COUNTRY_CURRENCY, DEFAULT_COUNTRY, SITE_PREFIX_COUNTRY } from '../contract/money';
import type { SandboxSmsAnswer } from '../contract/sandbox';
import { resolveSiteConfig } from '../src/lib/build-config';
import { formatMoney } from '../contract/money';
import { loadBrandSettings } from '../themes/load-settings';
import { chooseTab, openPage, projectBrand } from './pages';

export function brandSite() {
  const config = resolveSiteConfig(loadBrandSettings(projectBrand()), {});
  const country = SITE_PREFIX_COUNTRY[config.sitePrefix] ?? DEFAULT_COUNTRY;
  return { ...config, country, currency: COUNTRY_CURRENCY[country] };
}

export const money = (minor: number) => formatMoney(minor, brandSite().currency);

/** The name an API-made player of the brand's country goes by. */
export function playerName(): { first_name: string; last_name: string } {
  return brandSite().country === 'IN'
    ? { first_name: 'Priya', last_name: 'Sharma' }
    : { first_name: 'Sipho', last_name: 'Dlamini' };
}

/** A random mobile number of the brand's country, as typed and in E.164. */
export function randomPhone(): { typed: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  if (brandSite().country === 'IN') return { typed: `987${rest}`, e164: `+91987${rest}` };
  return { typed: `082${rest}`, e164: `+2782${rest}` };
}

async function smsOf(request: APIRequestContext, e164: string): Promise<SandboxSmsAnswer['messages']> {
  const response = await request.get(`/sandbox/sms?phone=${encodeURIComponent(e164)}`);
  return ((await response.json()) as SandboxSmsAnswer).messages;
}

/** Call before an action that sends a code; `next()` then waits for that new code. */
export async function expectCode(request: APIRequestContext, e164: string) {
  const before = (await smsOf(request, e164)).length;
  return {
    async next(): Promise<string> {
      let otp: string | null = null;
      await expect
        .poll(async () => {
          const messages = await smsOf(request, e164);
          otp = messages.length > before ? (messages.at(-1)?.otp ?? null) : null;
          return otp;
        })
        .not.toBeNull();
      return otp as unknown as string;
    },
  };
}

/**
 * An address of the benchmarking range (198.18.0.0/15) for one API-made player, sent as X-Forwarded-For (the e2e
 * servers believe it from loopback): a run registers more players on a brand than one address may ask codes for in
 * an hour (otpSendsPerIp), and players made through the browser keep 127.0.0.1's allowance to themselves.
 */
const playerAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** Registers a player through the API on the brand's site, as another device would. */
export async function registerPlayer(request: APIRequestContext, password: string) {
  const { siteId } = brandSite();
  const phone = randomPhone();
  const code = await expectCode(request, phone.e164);
  const started = await request.post(ApiPaths.startRegistration, {
    data: { site_id: siteId, phone: phone.e164 },
    headers: { 'x-forwarded-for': playerAddress() },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const otp = await code.next();
  const confirmed = await request.post(ApiPaths.confirmPhone, { data: { phone: phone.e164, otp, site_id: siteId } });
  const { phone_token } = (await confirmed.json()) as { phone_token: string };
  const created = await request.post(ApiPaths.createUser, {
    data: { site_id: siteId, phone_token, ...playerName(), password, birth_date: '1990-04-27' },
  });
  expect(created.ok()).toBe(true);
  return phone;
}

export const balance = (page: Page) => page.getByLabel('Balance').first();

export async function signInThroughUi(page: Page, phone: string, password: string): Promise<void> {
  await openPage(page, '/auth/');
  await chooseTab(page, 'Sign In');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(balance(page)).toHaveText(money(0));
}

export const storedJson = (page: Page, key: string) =>
  page.evaluate((name) => {
    const raw = window.localStorage.getItem(name);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);

export const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

/**
 * Takes a new phone through /auth/'s sign-up (phone → code → names, password, date of birth and the 18+ tick) and
 * stops before Sign Up; the phone.
 */
export async function fillSignUp(
  page: Page,
  request: APIRequestContext,
  player: { firstName: string; lastName: string; password: string; birthDate?: string },
): Promise<{ typed: string; e164: string }> {
  const phone = randomPhone();
  await openPage(page, '/auth/');
  await chooseTab(page, 'Sign Up');
  const code = await expectCode(request, phone.e164);
  await page.getByLabel('Phone number').fill(phone.typed);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').fill(await code.next());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('First name').fill(player.firstName);
  await page.getByLabel('Last name').fill(player.lastName);
  await page.getByLabel('Password').fill(player.password);
  await page.getByLabel('Date of birth').fill(player.birthDate ?? '1990-04-27');
  await page.getByRole('checkbox', { name: 'I am 18 or older and I accept the terms and conditions' }).check();
  return phone;
}

/** Signs a new player up through /auth/, waits until home and closes the welcome; the phone. */
export async function signUpThroughUi(
  page: Page,
  request: APIRequestContext,
  player: { firstName: string; lastName: string; password: string },
): Promise<{ typed: string; e164: string }> {
  const phone = await fillSignUp(page, request, player);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await closeWelcome(page);
  return phone;
}

/** Closes the welcome a new player meets after sign-up (src/app/welcome-dialog.tsx). */
export async function closeWelcome(page: Page): Promise<void> {
  const welcome = page.getByRole('dialog', { name: /^Welcome/ });
  await welcome.getByRole('button', { name: 'Maybe later' }).click();
  await expect(welcome).toHaveCount(0);
}
