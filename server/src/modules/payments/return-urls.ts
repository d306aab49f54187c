/**
 * Return addresses of a redirect payment. The provider's page sends the player's browser there, so an address we
 * did not vet is an open redirect on our payment flow (phishing right after a payment). Allowed: absolute http(s)
 * addresses without credentials whose origin is one of CORS_ORIGINS, or whose host is the host the call was made to
 * (the site served by this server).
 */

import { ErrorCodes } from '../../../../contract/errors';
import { fail } from '../../errors';

export interface ReturnUrlPolicy {
  /** scheme://host[:port] the start call was made to (the Host header, the scheme as TRUST_PROXY allows). */
  ownOrigin: string;
  corsOrigins: readonly string[];
}

export function allowedReturnUrl(raw: string, policy: ReturnUrlPolicy): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  if (policy.corsOrigins.includes(url.origin)) return true;
  // Hosts compared, not schemes: behind a TLS proxy without TRUST_PROXY the call arrives as http.
  try {
    return url.host === new URL(policy.ownOrigin).host;
  } catch {
    return false;
  }
}

/** Each address checked; a refused one is 422 naming the field. */
export function checkReturnUrls<T extends Record<string, string>>(urls: T, policy: ReturnUrlPolicy): T {
  for (const [field, value] of Object.entries(urls)) {
    if (!allowedReturnUrl(value, policy)) {
      throw fail(
        ErrorCodes.returnUrlNotAllowed,
        `${field} must be an http(s) address on this site or on one of the allowed site origins`,
      );
    }
  }
  return urls;
}

/** The address the browser goes back to, with `?status=` set (any status already there is replaced). */
export function withStatus(address: string, status: string): string {
  const url = new URL(address);
  url.searchParams.set('status', status);
  return url.toString();
}
