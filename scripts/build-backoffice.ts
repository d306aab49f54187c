/** `npm run build:backoffice`: the back office console (backoffice/, Vite) into dist/backoffice/. */

import { buildBackoffice } from './build';

try {
  buildBackoffice();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
