/** Helpers that reach the provider's sandbox the way a tester would: its SMS outbox and voucher minting. */

import { expect, type APIRequestContext } from '@playwright/test';
import type { MintVoucherAnswer, SandboxSmsAnswer } from '../contract/sandbox';

/** A random South African mobile number, as a player types it, and its E.164 form. */
export function randomZaPhone(): { typed: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { typed: `082${rest}`, e164: `+2782${rest}` };
}

export async function latestOtp(request: APIRequestContext, e164: string): Promise<string> {
  let otp: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/sandbox/sms?phone=${encodeURIComponent(e164)}`);
      const body = (await response.json()) as SandboxSmsAnswer;
      otp = body.messages.at(-1)?.otp ?? null;
      return otp;
    })
    .not.toBeNull();
  return otp as unknown as string;
}

export async function mintVoucher(request: APIRequestContext, amount: number, siteId = 1): Promise<string> {
  const response = await request.post('/sandbox/vouchers', { data: { amount, site_id: siteId } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MintVoucherAnswer).code;
}

/** Registers a player through the API, as another device would, and returns its phone. */
export async function registerPlayer(
  request: APIRequestContext,
  password: string,
): Promise<{ typed: string; e164: string }> {
  const phone = randomZaPhone();
  expect(
    (await request.post('/v1/hp/users/start_registration', { data: { site_id: 1, phone: phone.e164 } })).ok(),
  ).toBe(true);
  const otp = await latestOtp(request, phone.e164);
  const confirmed = await request.post('/v1/hp/users/confirm_phone', { data: { phone: phone.e164, otp, site_id: 1 } });
  const { phone_token } = (await confirmed.json()) as { phone_token: string };
  const created = await request.post('/v1/hp/users/create', {
    data: { site_id: 1, phone_token, first_name: 'Sipho', last_name: 'Dlamini', password, birth_date: '1990-04-27' },
  });
  expect(created.ok()).toBe(true);
  return phone;
}

/** Blocks (or unblocks) a player the way an operator would, through the sandbox's operator route. */
export async function setBlock(
  request: APIRequestContext,
  e164: string,
  block: 'login' | 'deposit' | 'withdrawal' | 'game',
  on = true,
): Promise<void> {
  const response = await request.post('/sandbox/blocks', { data: { phone: e164, block, on } });
  expect(response.ok()).toBe(true);
}
