/** `npm run build:server`: the provider server bundled into server/dist/main.js (scripts/server-bundle.ts). */

import { SERVER_BUNDLE, buildServerBundle } from './server-bundle';

try {
  buildServerBundle();
  console.log(`${SERVER_BUNDLE}: start it with node --enable-source-maps ${SERVER_BUNDLE}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
