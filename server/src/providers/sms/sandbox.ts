/** The sandbox's SMS: the outbox keeps every code in clear, read back at GET /sandbox/sms and in the server log. */

import type { AppContext } from '../../context';
import { createOutboxSmsSender } from '../../sms/outbox';
import type { SmsProvider } from './provider';

export function createSandboxSms(ctx: Pick<AppContext, 'db' | 'clock' | 'log'>): SmsProvider {
  const outbox = createOutboxSmsSender({ clock: ctx.clock, log: ctx.log, config: { sandbox: true } });
  return { name: 'sandbox', send: (message) => outbox.send(message, ctx.db) };
}
