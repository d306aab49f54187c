/** The brands the repository ships (one folder each under themes/), and where a built brand lives. */

import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..');
export const DEFAULT_BRAND = 'lucky-star';

export function brandNames(): string[] {
  return readdirSync(join(ROOT, 'themes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'themes', entry.name, 'settings.json')))
    .map((entry) => entry.name)
    .sort();
}

export function checkBrand(brand: string): string {
  const known = brandNames();
  if (!known.includes(brand)) {
    throw new Error(`Unknown BRAND "${brand}". Brands: ${known.join(', ')}`);
  }
  return brand;
}

export function brandDir(brand: string): string {
  return join(ROOT, 'dist', brand);
}
