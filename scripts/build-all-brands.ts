/**
 * Builds every brand under themes/ into dist/<brand>/, one after another (Gatsby owns public/).
 * `--if-stale` skips a brand whose build is newer than every source (as `npm start` does).
 */

import { brandNames } from './brands';
import { buildBrand, buildBrandIfStale } from './build';

const ifStale = process.argv.slice(2).includes('--if-stale');

try {
  for (const brand of brandNames()) {
    if (ifStale) buildBrandIfStale(brand);
    else buildBrand(brand);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
