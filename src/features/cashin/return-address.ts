/**
 * Where a payment page sends the player back (SPEC §2 return from payment). Not a cash-in page: toasts are suppressed
 * there (SPEC §2), and the 'The deposit has been successful' toast must be seen. The home page, in the player's
 * language, shows it with the header balance the payment just raised.
 */

import { SandboxPaths } from '../../../contract/sandbox';
import type { ReturnUrls } from '../../../contract/deposits';
import { withLanguage } from '../../lib/language';

export const RETURN_PATH = '/';

export function returnUrls(origin: string, language: string | null): ReturnUrls {
  const url = new URL(withLanguage(RETURN_PATH, language), origin).toString();
  return { success_url: url, cancel_url: url, error_url: url };
}

/**
 * The sandbox provider's hosted page (its address ends in /sandbox/pay/<id>): worth a link for testers. A real
 * provider's address is never shown, the player is sent there or pays in their app.
 */
export function sandboxPageOf(redirectUrl: string | null | undefined): string | null {
  if (!redirectUrl) return null;
  try {
    const url = new URL(redirectUrl, 'http://localhost');
    return url.pathname.startsWith(`${SandboxPaths.payPage}/`) ? redirectUrl : null;
  } catch {
    return null;
  }
}
