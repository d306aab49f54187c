/** A program from Debian's packages a command needs: installed when missing and we are root, else named for the user. */

import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureDebianPackage(program: string, pkg: string): void {
  if (existsSync(program)) return;
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian's ${pkg} (apt-get install ${pkg})…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
      stdio: 'inherit',
    });
  } else {
    console.error(`${pkg} is missing at ${program}. Install it with: sudo apt-get install ${pkg}`);
    process.exit(1);
  }
}
