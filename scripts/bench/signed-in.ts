/**
 * A signed-in player for `npm run bench:web` (scripts/bench/web.ts): the cash pages send a visitor to sign-in, so
 * measured signed out they measure a redirect and the auth page, not what a player opens.
 *
 * A player is registered through the provider API of the server under test (its sandbox reads the one-time code),
 * signed in, and given a unit; the session is then written into a Chromium profile's local storage for the site's
 * origin, where the site keeps it (src/app/session.ts): the access and refresh tokens and the unit token, as after
 * an earlier visit. Lighthouse, started on that profile, clears the HTTP cache, the service worker and the cache
 * storage before each run, but keeps local storage: each run opens the page as a returning player with a cold cache.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ApiPaths } from '../../contract/api';
import type { ConfirmPhoneAnswer, SessionAnswer } from '../../contract/users';
import type { UserUnitsAnswer } from '../../contract/units';
import type { SandboxSmsAnswer } from '../../contract/sandbox';
import { DEFAULT_COUNTRY, SITE_PREFIX_COUNTRY } from '../../contract/money';
import { StorageKeys } from '../../src/lib/safe-storage';
import { resolveSiteConfig } from '../../src/lib/build-config';
import { loadBrandSettings } from '../../themes/load-settings';
import { fetchAgain } from './fetch-again';

export interface Session {
  phone: string;
  password: string;
  unitToken: string;
}

const PASSWORD = 'bench-player-1';

async function post<T>(origin: string, path: string, body: unknown, bearer?: string): Promise<T> {
  const response = await fetchAgain(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The brand's site and a fresh mobile number of its country (E.164). */
function brandPlayer(brand: string): { siteId: number; phone: string } {
  const config = resolveSiteConfig(loadBrandSettings(brand), {});
  const country = SITE_PREFIX_COUNTRY[config.sitePrefix] ?? DEFAULT_COUNTRY;
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { siteId: config.siteId, phone: country === 'IN' ? `+91987${rest}` : `+2782${rest}` };
}

/** Registers a player on the brand's site (the server's sandbox must be on) and gives them a unit. */
export async function registerPlayer(origin: string, brand: string): Promise<Session> {
  const { siteId, phone } = brandPlayer(brand);
  await post(origin, ApiPaths.startRegistration, { site_id: siteId, phone });
  const sms = (await (
    await fetchAgain(`${origin}/sandbox/sms?phone=${encodeURIComponent(phone)}`)
  ).json()) as SandboxSmsAnswer;
  const otp = sms.messages.at(-1)?.otp;
  if (!otp) throw new Error(`no sign-up code for ${phone} (is the server's sandbox on?)`);
  const { phone_token } = await post<ConfirmPhoneAnswer>(origin, ApiPaths.confirmPhone, {
    phone,
    otp,
    site_id: siteId,
  });
  const created = await post<SessionAnswer>(origin, ApiPaths.createUser, {
    site_id: siteId,
    phone_token,
    first_name: 'Bench',
    last_name: 'Player',
    password: PASSWORD,
    birth_date: '1990-04-27',
  });
  const unit = await post<UserUnitsAnswer>(origin, ApiPaths.createUserUnit, {}, created.access.token);
  return { phone, password: PASSWORD, unitToken: unit.unit_token };
}

/** The local storage items of the player freshly signed in on `origin` (new tokens: an access token lives 15 minutes). */
export async function signedInStorage(
  origin: string,
  brand: string,
  session: Session,
): Promise<Record<string, string>> {
  const { siteId } = brandPlayer(brand);
  const tokens = await post<SessionAnswer>(origin, ApiPaths.login, {
    login: session.phone,
    password: session.password,
    provider: 'identity',
    site_id: siteId,
  });
  return {
    [StorageKeys.accessToken]: JSON.stringify(tokens.access),
    [StorageKeys.refreshToken]: JSON.stringify(tokens.refresh),
    [StorageKeys.unitToken]: session.unitToken,
  };
}

/**
 * A Chromium profile holding the player freshly signed in on `origin` (signedInStorage). Remove it with
 * `rmSync(dir, { recursive: true })` when done.
 */
export async function signedInProfile(origin: string, brand: string, session: Session): Promise<string> {
  const items = await signedInStorage(origin, brand, session);
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await context.newPage();
    // A same-origin address that runs none of the site's code, so nothing but this writes the storage.
    await page.goto(`${origin}/healthz`);
    await page.evaluate((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, items);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await context.close();
  }
  return dir;
}
