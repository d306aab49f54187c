/** Builds one brand (BRAND, default the first South African brand) into dist/<brand>/. */

import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_BRAND, ROOT, brandDir, checkBrand } from './brands';

export function buildBrand(brand: string): void {
  checkBrand(brand);
  console.log(`Building brand ${brand}…`);
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BRAND: brand, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`gatsby build failed for brand ${brand}`);
  // Gatsby always writes to public/: move it aside so brands can be built one after another.
  const target = brandDir(brand);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  renameSync(join(ROOT, 'public'), target);
  writeFileSync(join(target, '.build-stamp'), new Date().toISOString());
  console.log(`Built ${brand} into ${target}`);
}

if (require.main === module) {
  try {
    buildBrand(process.env.BRAND || DEFAULT_BRAND);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
