/** The two things the cash-in pages ask of the browser itself, apart so that tests can stand in for them. */

/** Leaves the site for a payment page or a `upi://` app link. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}

/** Android opens `upi://` links in the player's UPI app; elsewhere a QR code to scan is the way. */
export function isAndroid(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /android/i.test(userAgent);
}
