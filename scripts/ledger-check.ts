/**
 * `npm run ledger:check`: checks the ledger of the server's own database (DATA_DIR or DATABASE_URL, as `npm start`
 * uses) and prints what is wrong, exiting 1, or "ledger: N accounts, M transfers, ok". Safe on a live server: it
 * only reads, in one snapshot.
 */

import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db';
import { checkLedger, formatReport } from '../server/src/ledger/check';

async function main(): Promise<number> {
  const db = await openDatabase(loadConfig());
  try {
    const report = await checkLedger(db);
    for (const line of formatReport(report)) console.log(line);
    return report.problems.length === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('ledger:check could not run:', error);
    process.exit(2);
  },
);
