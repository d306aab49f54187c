/** `npm run admin -- staff …`: making the first owner, listing, disabling and resetting staff, each audited. */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAdmin, UsageError } from '../../scripts/admin';
import { createTestApp, type TestApp } from './helpers';

describe('the staff commands', () => {
  let t: TestApp;
  const admin = (...args: string[]) => runAdmin(args, t.db);

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('creates an owner with a one-time password and the otpauth URI, who must enrol', async () => {
    const lines = await admin('staff', 'create', 'boss@operator.test', '--role', 'owner', '--sites', '1,2,3');
    assert.match(lines[0]!, /^Created \d+ boss@operator\.test: owner, sites 1,2,3, not enrolled yet$/);
    assert.match(lines[1]!, /^One-time password: \S{24}$/);
    assert.match(lines[2]!, /^TOTP: otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    const listed = await admin('staff', 'list');
    assert.ok(listed.some((line) => /boss@operator\.test: owner, sites 1,2,3, not enrolled yet$/.test(line)));
    const { rows } = await t.db.query<{ action: string; staff_id: number | null }>(
      "SELECT action, staff_id FROM audit_log WHERE action = 'staff.create' AND target LIKE 'staff:%' ORDER BY id DESC LIMIT 1",
    );
    assert.deepEqual(rows, [{ action: 'staff.create', staff_id: null }]);
  });

  it('disables, enables and resets, and refuses bad input saying why', async () => {
    await admin('staff', 'create', 'clerk@operator.test', '--role', 'support', '--sites', '2');
    assert.match(
      (await admin('staff', 'disable', 'clerk@operator.test'))[0]!,
      /^Disabled .*support, sites 2, disabled$/,
    );
    assert.match((await admin('staff', 'enable', 'clerk@operator.test'))[0]!, /^Enabled /);
    const reset = await admin('staff', 'reset', 'clerk@operator.test');
    assert.match(reset[1]!, /^One-time password: /);
    assert.deepEqual(await admin('staff', 'reset', 'nobody@operator.test'), ['No staff member nobody@operator.test']);
    for (const args of [
      ['staff', 'create', 'x@operator.test', '--role', 'king', '--sites', '1'],
      ['staff', 'create', 'x@operator.test', '--role', 'owner', '--sites', 'all'],
      ['staff', 'create', 'not-an-email', '--role', 'owner', '--sites', '1'],
      ['staff', 'create', 'x@operator.test', '--role', 'owner', '--sites', '99'],
      ['staff', 'create', 'clerk@operator.test', '--role', 'owner', '--sites', '1'],
    ]) {
      await assert.rejects(admin(...args), UsageError, args.join(' '));
    }
  });
});
