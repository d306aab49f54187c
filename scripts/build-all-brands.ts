/** Builds every brand under themes/ into dist/<brand>/, one after another (Gatsby owns public/). */

import { brandNames } from './brands';
import { buildBrand } from './build';

try {
  for (const brand of brandNames()) buildBrand(brand);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
