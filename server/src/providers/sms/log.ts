/**
 * SMS_PROVIDER=log: nothing leaves the server. The outbox row and the log line say a text was "sent", with its code
 * masked, so no player ever receives one: for development without the sandbox, or a deployment that says so outright.
 */

import type { AppContext } from '../../context';
import { createOutboxSmsSender } from '../../sms/outbox';
import type { SmsProvider } from './provider';

export function createLogSms(ctx: Pick<AppContext, 'db' | 'clock' | 'log'>): SmsProvider {
  const outbox = createOutboxSmsSender({ clock: ctx.clock, log: ctx.log, config: { sandbox: false } });
  return { name: 'log', send: (message) => outbox.send(message, ctx.db) };
}
