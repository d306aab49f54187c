/** Build-time (Node) access to a brand folder: its path and settings. */

import fs from 'node:fs';
import path from 'node:path';
import type { BrandSettings } from './types';

export function brandDir(brand: string, root = process.cwd()): string {
  return path.resolve(root, 'themes', brand);
}

export function loadBrandSettings(brand: string, root = process.cwd()): BrandSettings {
  const file = path.join(brandDir(brand, root), 'settings.json');
  if (!/^[a-z0-9-]+$/.test(brand) || !fs.existsSync(file)) {
    const known = fs
      .readdirSync(path.resolve(root, 'themes'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    throw new Error(`Unknown BRAND "${brand}": expected one of ${known.join(', ')}`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BrandSettings;
}
