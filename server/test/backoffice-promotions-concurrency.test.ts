/**
 * Promotions raced. On PostgreSQL (DATABASE_URL) the calls really interleave; on PGlite they run one after another.
 * Either way: a jackpot made by many staff at once with one slug is made once and seeded by one transfer, and the
 * ledger balances; a happy hour's name is taken once, every other call a 422, never a 500.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BackofficeJackpot } from '../../contract/backoffice-promotions';
import { ErrorCodes } from '../../contract/errors';
import { TestClock, testApp } from './helpers';
import { bo, HAPPY_HOUR, jackpotSeeds, staffMember } from './support/backoffice';
import { assertLedgerBalanced } from './support/money';

const RACERS = 8;

describe('back-office promotions under concurrency', () => {
  const clock = new TestClock();
  const t = testApp({ clock });

  async function racers() {
    const staff = [];
    for (let n = 0; n < RACERS; n += 1) staff.push(await staffMember(t, clock, 'marketing'));
    return staff;
  }

  it('makes and seeds a jackpot once when many create it at the same moment', async () => {
    const staff = await racers();
    const body = { site_id: 1, slug: 'race', seed_amount: 12_345, contribution_bp: 10, win_chance_ppm: 1 };
    const answers = await Promise.all(staff.map((member) => bo(t, member, 'POST', 'jackpots', body)));
    const made = answers.filter((answer) => answer.statusCode === 200);
    assert.equal(made.length, 1, answers.map((answer) => answer.body).join('\n'));
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      assert.equal(answer.statusCode, 422, answer.body);
      assert.equal((answer.json() as { error: { code: string } }).error.code, ErrorCodes.validation);
    }
    const jackpot = made[0]!.json() as BackofficeJackpot;
    assert.equal(jackpot.pot, 12_345);
    assert.deepEqual(await jackpotSeeds(t.db, jackpot.id), [12_345], 'seeded once');
    await assertLedgerBalanced(t.db);
  });

  it('takes a happy hour name once when many create it at the same moment', async () => {
    const staff = await racers();
    const body = { ...HAPPY_HOUR, site_id: 2, name: 'race' };
    const answers = await Promise.all(staff.map((member) => bo(t, member, 'POST', 'happy_hours', body)));
    assert.deepEqual(
      answers.map((answer) => answer.statusCode).sort(),
      [200, ...Array<number>(RACERS - 1).fill(422)],
      answers.map((answer) => answer.body).join('\n'),
    );
  });
});
