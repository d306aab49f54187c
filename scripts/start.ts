/**
 * `npm start`: builds the brand if its build is missing or older than the sources, then runs the provider
 * server (server/src/main.ts, from its bundle: scripts/server-bundle.ts) serving the site, /v1 and the socket from one
 * origin.
 */

import { spawn } from 'node:child_process';
import { DEFAULT_BRAND, ROOT, brandDir, checkBrand } from './brands';
import { buildBackofficeIfStale, buildBrandIfStale } from './build';
import { BACKOFFICE_DIR } from './staleness';
import { serverNodeArgs } from './server-bundle';
import { STAFF_ROLES } from '../contract/backoffice';
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET, demoStaffEmail } from '../server/src/sandbox/backoffice-seed';

const brand = checkBrand(process.env.BRAND || DEFAULT_BRAND);
buildBrandIfStale(brand);
buildBackofficeIfStale();

const port = process.env.PORT || '8000';
// The demo needs the sandbox (sign-up codes, vouchers); `npm run server` alone starts with it off.
const env = {
  ...process.env,
  PORT: port,
  SITE_DIR: process.env.SITE_DIR || brandDir(brand),
  BACKOFFICE_DIR: process.env.BACKOFFICE_DIR || BACKOFFICE_DIR,
  SANDBOX: process.env.SANDBOX || '1',
  // One node and nobody to hand its sockets to: Ctrl-C stops it at once rather than draining for 10 s.
  DRAIN_MS: process.env.DRAIN_MS || '0',
};
const server = spawn(process.execPath, serverNodeArgs(), {
  cwd: ROOT,
  stdio: 'inherit',
  env,
});
console.log(
  `\nSite (${brand}) at http://localhost:${port}\n` +
    'Sign up at /auth/ with any phone number of the brand country; the code arrives in the sandbox SMS outbox\n' +
    `(http://localhost:${port}/sandbox/sms?phone=+27…) and in the server log. Mint a voucher: npm run voucher -- 50\n` +
    `Back office console at http://localhost:${port}/backoffice/ (staff: npm run admin -- staff create …)\n`,
);
// The demo staff exist only with the sandbox on, and only then is their TOTP secret printed.
if (['1', 'true', 'on', 'yes'].includes(env.SANDBOX.toLowerCase())) {
  console.log(
    `Back office (http://localhost:${port}/backoffice/, docs/backoffice.md): one demo staff member per role,\n` +
      `  ${STAFF_ROLES.map(demoStaffEmail).join(', ')}\n` +
      `  password ${DEMO_STAFF_PASSWORD}, TOTP secret ${DEMO_STAFF_TOTP_SECRET} (add it to an authenticator app as\n` +
      '  a time-based key; SANDBOX DEMO ONLY)\n',
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
