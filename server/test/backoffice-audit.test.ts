/**
 * The audit trail: written with each change, listed by react-admin's conventions, and immutable: the table's
 * triggers refuse UPDATE, DELETE and TRUNCATE (on PGlite, and on PostgreSQL with DATABASE_URL).
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AuditEntry } from '../../contract/backoffice';
import { ErrorCodes } from '../../contract/errors';
import { createTestApp, TestClock, type TestApp } from './helpers';
import { assertBoError, bo, listQuery, staffMember } from './support/backoffice';

describe('the back-office audit trail', () => {
  let t: TestApp;
  const clock = new TestClock();

  before(async () => {
    t = await createTestApp({ clock });
  });
  after(() => t.close());

  it('refuses to change or remove a row, whoever asks', async () => {
    await staffMember(t, clock, 'owner');
    const { rows } = await t.db.query<{ count: string }>('SELECT count(*)::text AS count FROM audit_log');
    assert.ok(Number(rows[0]!.count) > 0);
    for (const sql of ["UPDATE audit_log SET action = 'nothing'", 'DELETE FROM audit_log', 'TRUNCATE audit_log']) {
      await assert.rejects(t.db.query(sql), /audit_log rows cannot be changed or removed/, sql);
    }
    const still = await t.db.query<{ count: string }>('SELECT count(*)::text AS count FROM audit_log');
    assert.equal(still.rows[0]!.count, rows[0]!.count);
  });

  it('lists the trail with filter, range and sort, and the Content-Range header', async () => {
    const owner = await staffMember(t, clock, 'owner');
    const compliance = await staffMember(t, clock, 'compliance');
    const all = await bo(t, owner, 'GET', `audit?${listQuery({ range: [0, 1], sort: ['id', 'DESC'] })}`);
    assert.equal(all.statusCode, 200, all.body);
    const rows = all.json() as AuditEntry[];
    assert.equal(rows.length, 2);
    assert.deepEqual(Object.keys(rows[0]!).sort(), [
      'action',
      'after',
      'at',
      'before',
      'id',
      'reason',
      'staff_id',
      'target',
    ]);
    assert.ok(rows[0]!.id > rows[1]!.id);
    const range = /^audit 0-1\/(\d+)$/.exec(String(all.headers['content-range']));
    assert.ok(range && Number(range[1]) >= 2, String(all.headers['content-range']));

    const mine = await bo(
      t,
      compliance,
      'GET',
      `audit?${listQuery({ filter: { staff_id: compliance.id, action: 'session.sign_in' }, range: [0, 24] })}`,
    );
    assert.equal(mine.statusCode, 200, mine.body);
    const entries = mine.json() as AuditEntry[];
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.target, `staff:${compliance.id}`);
    assert.equal(mine.headers['content-range'], 'audit 0-0/1');

    assertBoError(await bo(t, owner, 'GET', `audit?${listQuery({ filter: { nope: 1 } })}`), 422, ErrorCodes.validation);
    assertBoError(await bo(t, owner, 'GET', 'audit?range=[5,1]'), 422, ErrorCodes.validation);
    assertBoError(
      await bo(t, owner, 'GET', `audit?${listQuery({ sort: ['secret', 'ASC'] })}`),
      422,
      ErrorCodes.validation,
    );
  });

  it('is for owners and compliance only', async () => {
    for (const role of ['finance', 'support', 'marketing'] as const) {
      const staff = await staffMember(t, clock, role);
      assertBoError(await bo(t, staff, 'GET', 'audit'), 403, ErrorCodes.backofficeForbidden);
    }
  });
});
