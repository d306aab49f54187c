/**
 * Players on a production test server, where no sandbox exists: the sign-up code is read from the SMS gateway's
 * requests, and money arrives by a voucher put straight into the database, as an operator's import would.
 */

import assert from 'node:assert/strict';
import { ApiPaths } from '../../../contract/api';
import type { SessionAnswer } from '../../../contract/users';
import { mintVoucher } from '../../src/modules/acoin/vouchers';
import type { TestApp } from '../helpers';
import type { WebhookReceiver } from './webhook-receiver';
import { call } from './withdrawals';
import { post, registerWithCode } from './users';

/** The code of the last text the gateway received for `phone`. */
export function codeTexted(gateway: WebhookReceiver, phone: string): string {
  const texts = gateway.received.map((r) => JSON.parse(r.raw) as { to: string; text: string });
  const text = texts.filter((m) => m.to === phone).at(-1)?.text ?? '';
  const code = /code is (\d+)$/.exec(text)?.[1];
  assert.ok(code, `no code was texted to ${phone}: ${JSON.stringify(texts)}`);
  return code;
}

export interface ProductionPlayer {
  session: SessionAnswer;
  /** The unit's token. */
  token: string;
}

/** A player signed up on site 1 with the code the gateway received. */
export async function productionSignUp(t: TestApp, gateway: WebhookReceiver, phone: string): Promise<SessionAnswer> {
  assert.equal((await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone })).statusCode, 200);
  return registerWithCode(t.app, phone, codeTexted(gateway, phone));
}

/** A signed-up player holding `deposit` loaded from a voucher. */
export async function productionPlayer(t: TestApp, gateway: WebhookReceiver, phone: string, deposit: number) {
  const session = await productionSignUp(t, gateway, phone);
  const unit = await call<{ unit_token: string }>(t, ApiPaths.createUserUnit, {}, session);
  assert.equal(unit.status, 200, JSON.stringify(unit.body));
  const token = unit.body.unit_token;
  const code = await mintVoucher(t.db, { siteId: 1, amount: deposit });
  const started = await call<{ acoin_batch_token: string }>(t, ApiPaths.startLoading, { token, code });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const acoin_tx_token = started.body.acoin_batch_token;
  const loaded = await call(t, ApiPaths.completeLoading, { token, acoin_tx_token, amount: deposit });
  assert.equal(loaded.status, 200, JSON.stringify(loaded.body));
  return { session, token };
}
