/** Test helpers for redirect payments: starting one, the sandbox page's buttons, and signed provider callbacks. */

import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiPaths } from '../../../contract/api';
import { TEST_PAYMENTS_SECRET } from '../helpers';
import { post, type Answer } from './money';

/** The site's own return addresses, on the host app.inject calls (localhost). */
export const RETURNS = {
  success_url: 'http://localhost/cashin/?from=card',
  cancel_url: 'http://localhost/cashin/',
  error_url: 'http://localhost/cashin/error/',
};

export function paymentIdOf(redirectUrl: string): string {
  const match = /\/sandbox\/pay\/([0-9a-f]{32})$/.exec(redirectUrl);
  assert.ok(match, `not a sandbox page address: ${redirectUrl}`);
  return match[1]!;
}

/** Starts a card payment; answers its payment id. */
export async function startCard(app: FastifyInstance, token: string, amount?: number): Promise<string> {
  const answer = await post<{ redirect_url: string }>(app, ApiPaths.startDirectDeposit, {
    token,
    payment_type: 'card',
    ...RETURNS,
    ...(amount === undefined ? {} : { amount }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return paymentIdOf(answer.body.redirect_url);
}

/** A callback as the provider sends it, signed with `secret` over exactly the bytes sent. */
export async function callback(
  app: FastifyInstance,
  body: Record<string, unknown>,
  secret = TEST_PAYMENTS_SECRET,
): Promise<Answer> {
  const raw = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  const response = await app.inject({
    method: 'POST',
    url: ApiPaths.paymentCallback,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** What the hosted page's Pay / Cancel / Fail button does. */
export function sandboxOutcome(
  app: FastifyInstance,
  paymentId: string,
  outcome: 'paid' | 'canceled' | 'failed',
  amount?: number,
): Promise<Answer<{ status: string; redirect_url: string | null }>> {
  return post(app, `/sandbox/payments/${paymentId}`, { outcome, ...(amount === undefined ? {} : { amount }) });
}
