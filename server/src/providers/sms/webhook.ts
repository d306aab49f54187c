/**
 * SMS_PROVIDER=webhook: every text is POSTed to SMS_WEBHOOK_URL as `{"to","text"}`, signed like the payment
 * callbacks (`x-signature: sha256=<hex HMAC-SHA256 of the raw body>` with PAYMENTS_WEBHOOK_SECRET), so that any
 * gateway can sit behind a small relay that checks the signature. The code travels only in that request: the
 * outbox row and the log line keep it masked, as the log provider does.
 */

import type { AppContext } from '../../context';
import { signBody, SIGNATURE_HEADER } from '../../modules/payments/signature';
import { createOutboxSmsSender, maskPhone } from '../../sms/outbox';
import type { SmsProvider } from './provider';

/** Long enough for a gateway across the internet; short enough that a sign-up does not hang on a dead one. */
const WEBHOOK_TIMEOUT_MS = 5_000;

export function createWebhookSms(ctx: Pick<AppContext, 'db' | 'clock' | 'log' | 'config'>, url: string): SmsProvider {
  const outbox = createOutboxSmsSender({ clock: ctx.clock, log: ctx.log, config: { sandbox: false } });
  const secret = ctx.config.paymentsWebhookSecret;
  return {
    name: 'webhook',
    async send(message) {
      const body = JSON.stringify({ to: message.phone, text: message.text });
      const phone = maskPhone(message.phone);
      try {
        const answer = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) },
          body,
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        // Read to the end, so the connection goes back to the pool.
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`the webhook answered HTTP ${answer.status}`);
      } catch (err) {
        // The caller's work has committed and the player may ask again once the resend interval has passed: the
        // operator hears of it here, at error level, and the request is answered as a gateway that accepted the text
        // and then failed to deliver it would be. The error names neither the code nor the whole number.
        ctx.log.error({ phone, siteId: message.siteId, err: String(err) }, 'SMS webhook failed: text not delivered');
        return;
      }
      await outbox.send(message, ctx.db);
    },
  };
}
