/**
 * The `test` every spec imports: Playwright's, with a guard that fails the test when any page it opened broke the
 * site's security headers. A refused inline script or style still leaves a page that mostly works, so only this notices
 * a policy that no longer matches what the build ships (a new inline element, a new origin called or framed).
 */

import { createHash } from 'node:crypto';
import { test as base, type Browser, type BrowserContext, type TestInfo } from '@playwright/test';

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

/**
 * The address a test's visitor comes from, sent as X-Forwarded-For (the e2e servers believe it from loopback): one of
 * the documentation ranges 198.51.100.0/24 and 203.0.113.0/24, picked by the test's id. Every visitor opens an
 * anonymous unit and a server grants an address 100 of those an hour (`anonymousUnitsPerIp`); were all tests to come
 * from 127.0.0.1, those late in a full run would meet 'Too many attempts'. Players made through the API take their own
 * addresses (account-helpers.ts), and a test may still set its own.
 */
export function visitorAddress(info: Pick<TestInfo, 'testId' | 'repeatEachIndex' | 'retry'>): string {
  const digest = createHash('sha256').update(`${info.testId}/${info.repeatEachIndex}/${info.retry}`).digest();
  const host = 1 + (digest.readUInt16BE(0) % 254);
  return `${digest[2]! % 2 === 0 ? '198.51.100' : '203.0.113'}.${host}`;
}

export const test = base.extend<{ securityPolicyGuard: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, run, info) => {
    await run({ 'X-Forwarded-For': visitorAddress(info), ...extraHTTPHeaders });
  },
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
