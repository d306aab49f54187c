/**
 * The `test` every spec imports: Playwright's, with a guard that fails the test when any page it opened broke the
 * site's security headers. A refused inline script or style still leaves a page that mostly works, so only this notices
 * a policy that no longer matches what the build ships (a new inline element, a new origin called or framed).
 */

import { test as base, type Browser, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

/** Chromium's console words for a refused load ("… violates the following Content Security Policy directive …"). */
const VIOLATION = /Content Security Policy|Content-Security-Policy|Permissions-Policy/;

/** Also the violations Chromium reports without a console line (e.g. in a frame), through the DOM's own event. */
function reportViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `Content Security Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} ` +
        `at ${event.documentURI}`,
    );
  });
}

async function watch(context: BrowserContext, found: string[]): Promise<void> {
  context.on('console', (message) => {
    if (VIOLATION.test(message.text())) found.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  await context.addInitScript(reportViolations);
}

export const test = base.extend<{ securityPolicyGuard: void }>({
  securityPolicyGuard: [
    async ({ context, browser }, run) => {
      const found: string[] = [];
      await watch(context, found);
      // Contexts a test opens itself (a second player, the agent console) are watched too, for this test only.
      const newContext = browser.newContext.bind(browser);
      const watched: Browser['newContext'] = async (options) => {
        const opened = await newContext(options);
        await watch(opened, found);
        return opened;
      };
      browser.newContext = watched;
      try {
        await run();
      } finally {
        browser.newContext = newContext;
      }
      base.expect(found, 'security policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});
