/**
 * Return from payment (SPEC §2): the provider's page sends the player back with `?status=`. The status is handled
 * once, on arrival, then removed from the address (the rest of the query and the hash stay).
 *
 * The purchase event's amount, currency and method come from the pending payment the site stored before leaving
 * (src/lib/pending-payment.ts); a return address may carry them instead as `amount` (minor units), `currency` and
 * `method`. With neither, no purchase is recorded: an amount we do not know is not reported as 0.
 */

import type { ToastRequest } from '../features/ui/slice';
import type { Messages } from '../i18n';
import { purchaseEvent } from '../lib/analytics';
import type { AnalyticsEvent } from '../lib/analytics';
import type { PendingPayment } from '../lib/pending-payment';

export interface PaymentReturn {
  toast: ToastRequest;
  purchase: AnalyticsEvent | null;
  /** The address without `status`, for history.replaceState */
  url: string;
}

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

export function readPaymentReturn(
  place: Place,
  messages: Messages,
  takePending: () => PendingPayment | null,
): PaymentReturn | null {
  const query = new URLSearchParams(place.search);
  const status = query.get('status');
  if (status === null) return null;
  query.delete('status');
  const rest = query.toString();
  const url = `${place.pathname}${rest ? `?${rest}` : ''}${place.hash}`;

  if (status === 'complete') {
    return {
      toast: { kind: 'info', message: messages.feedback.depositSuccessful },
      purchase: purchaseFrom(takePending(), query),
      url,
    };
  }
  if (status === 'canceled')
    return { toast: { kind: 'warn', message: messages.feedback.operationCanceled }, purchase: null, url };
  return { toast: { kind: 'error', message: messages.feedback.somethingWentWrong }, purchase: null, url };
}

function purchaseFrom(pending: PendingPayment | null, query: URLSearchParams): AnalyticsEvent | null {
  if (pending) return purchaseEvent(pending.amount, pending.currency, pending.method);
  const amount = Number(query.get('amount'));
  const currency = query.get('currency');
  if (!query.has('amount') || !Number.isInteger(amount) || amount <= 0 || !currency) return null;
  return purchaseEvent(amount, currency, query.get('method') ?? 'unknown');
}
