/** Leaving the site for the verification provider's form: apart, so that tests can stand in for it. */
export function leaveForForm(url: string): void {
  window.location.assign(url);
}
