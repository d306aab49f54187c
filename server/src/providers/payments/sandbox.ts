/**
 * The sandbox's payment provider: its hosted page (sandbox/payment-routes.ts, mounted with the sandbox) whose buttons
 * deliver the signed callback to /v1/callbacks/payments, as a real provider would.
 */

import { SandboxPaths } from '../../../../contract/sandbox';
import type { PaymentProvider } from './provider';

export const sandboxPayments: PaymentProvider = {
  name: 'sandbox',
  pagePath: (paymentId) => `${SandboxPaths.payPage}/${paymentId}`,
  upiPayee: 'sandbox.payments@upi',
};
