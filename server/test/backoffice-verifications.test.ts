/**
 * The back office's verification desk (contract/backoffice-verifications.ts) with the in-house KYC provider: the
 * queue and its filters, what the player submitted, the document (its bytes, headers, and the audit row each read
 * writes), approval raising the level (pushed to the player's socket; the withdrawal a threshold refused then passes),
 * rejection with a reason the player is shown, decided ones 409, another site's 404, roles, validation, and approve
 * and reject racing (exactly one wins; run with DATABASE_URL for PostgreSQL's concurrency).
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ApiPaths } from '../../contract/api';
import type { AuditEntry } from '../../contract/backoffice';
import type { VerificationDetail, VerificationQueueRow } from '../../contract/backoffice-verifications';
import { ErrorCodes as E, withdrawalThresholdCode } from '../../contract/errors';
import { SocketEvents } from '../../contract/socket';
import type { SessionAnswer } from '../../contract/users';
import type { Verification } from '../../contract/verification';
import { TestClock, testApp } from './helpers';
import { assertBoError, bo, listQuery, staffMember, type SignedInStaff } from './support/backoffice';
import { JPEG, multipart, saId, type Part } from './support/kyc';
import { assertError } from './support/money';
import { Harness, collect, join, waitFor } from './support/realtime';
import { phoneMaker } from './support/users';
import * as w from './support/withdrawals';

const newPhone = phoneMaker(7_840_000);
const generous = { limit: 10_000, windowMs: 3_600_000 };
const REDIRECT = 'http://localhost/my-account/verification/';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 32)]);

describe('back-office verifications', () => {
  const clock = new TestClock(Date.parse('2030-03-10T12:00:00Z'));
  const t = testApp({
    clock,
    env: { KYC_PROVIDER: 'in_house' },
    rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous },
  });
  /** Signed in once each; a test that moves the clock past the idle timeout forgets the session it ended. */
  const staff: Partial<Record<'owner' | 'compliance' | 'elsewhere', SignedInStaff>> = {};
  const as = async (who: 'owner' | 'compliance' | 'elsewhere') => {
    staff[who] ??= await staffMember(
      t,
      clock,
      who === 'elsewhere' ? 'compliance' : who,
      who === 'elsewhere' ? [2, 3] : undefined,
    );
    return staff[who];
  };

  const auth = (session: SessionAnswer) => ({ authorization: `Bearer ${session.access.token}` });

  /** Starts a level-2 verification on the in-house form and answers its id. */
  async function started(session: SessionAnswer): Promise<string> {
    const answer = await t.app.inject({
      method: 'POST',
      url: ApiPaths.startVerification,
      payload: { redirect_url: REDIRECT, required_verification_level: 2 },
      headers: auth(session),
    });
    assert.equal(answer.statusCode, 200, answer.body);
    const match = /\/kyc\/([0-9a-f-]{36})$/.exec((answer.json() as { form_url: string }).form_url);
    assert.ok(match, answer.body);
    return match[1]!;
  }

  const form = (document: Buffer, type: string): Part[] => [
    { name: 'id_number', value: saId('900101') },
    { name: 'first_name', value: 'Thandi' },
    { name: 'last_name', value: 'Mokoena' },
    { name: 'date_of_birth', value: '1990-01-01' },
    { name: 'document', value: document, filename: 'id', type },
  ];

  /** A player who sent the in-house form (status submitted), with their verification's id. */
  async function submitted(document = JPEG, type = 'image/jpeg', funds = { deposit: 80_000 }) {
    const player = await w.fundedPlayer(t, newPhone(), funds);
    const id = await started(player.session);
    const { payload, headers } = multipart(form(document, type));
    const sent = await t.app.inject({ method: 'POST', url: `/kyc/${id}`, payload, headers });
    assert.equal(sent.statusCode, 200, sent.body);
    return { player, id };
  }

  async function lastVerification(session: SessionAnswer): Promise<Verification> {
    const answer = await t.app.inject({ method: 'GET', url: ApiPaths.lastVerification, headers: auth(session) });
    assert.equal(answer.statusCode, 200, answer.body);
    return (answer.json() as { verification: Verification }).verification;
  }

  const list = async (filter: object, sort?: [string, 'ASC' | 'DESC']) => {
    const answer = await bo(t, await as('compliance'), 'GET', `verifications?${listQuery({ filter, sort })}`);
    assert.equal(answer.statusCode, 200, answer.body);
    return { rows: answer.json() as VerificationQueueRow[], range: String(answer.headers['content-range']) };
  };

  const auditOf = async (playerId: number) =>
    (
      await bo(t, await as('owner'), 'GET', `audit?${listQuery({ filter: { player_id: playerId } })}`)
    ).json() as AuditEntry[];

  it('queues submitted verifications oldest first, filtered by status, player and site', async () => {
    const first = await submitted();
    clock.advance(60_000);
    const second = await submitted();
    const waiting = await w.fundedPlayer(t, newPhone());
    const onForm = await started(waiting.session);

    const queue = await list({ status: 'submitted' });
    const ids = queue.rows.map((row) => row.id);
    assert.ok(ids.indexOf(first.id) >= 0 && ids.indexOf(first.id) < ids.indexOf(second.id), queue.range);
    assert.ok(!ids.includes(onForm));
    assert.match(queue.range, /^verifications 0-\d+\/\d+$/);
    const row = queue.rows.find((candidate) => candidate.id === first.id)!;
    assert.deepEqual(Object.keys(row).sort(), [
      'created_at',
      'decided_at',
      'id',
      'level',
      'player_id',
      'player_name',
      'player_phone',
      'site_id',
      'status',
      'submitted_at',
    ]);
    assert.equal(row.player_id, first.player.userId);
    assert.equal(row.site_id, 1);
    assert.equal(row.status, 'submitted');
    assert.equal(row.level, 2);
    assert.equal(row.player_name, `${first.player.session.user.first_name} ${first.player.session.user.last_name}`);
    assert.equal(row.submitted_at, '2030-03-10T12:00:00.000Z');

    const byPlayer = await list({ player_id: waiting.userId });
    assert.deepEqual(
      byPlayer.rows.map((candidate) => [candidate.id, candidate.status, candidate.submitted_at]),
      [[onForm, 'pending', null]],
    );
    assert.equal(byPlayer.range, 'verifications 0-0/1');
    assert.deepEqual((await list({ site_id: 2 })).rows, []);
    const newestFirst = await list({ status: 'submitted' }, ['submitted_at', 'DESC']);
    assert.ok(
      newestFirst.rows.findIndex((r) => r.id === second.id) < newestFirst.rows.findIndex((r) => r.id === first.id),
    );

    // A form left past its expiry is listed as expired, not pending (the staff's idle sessions end too).
    clock.advance(31 * 60_000);
    delete staff.compliance;
    assert.deepEqual((await list({ player_id: waiting.userId, status: 'pending' })).rows, []);
    assert.equal((await list({ player_id: waiting.userId, status: 'expired' })).rows[0]?.id, onForm);
  });

  it('shows what the player submitted, and the player', async () => {
    const { player, id } = await submitted();
    const answer = await bo(t, await as('compliance'), 'GET', `verifications/${id}`);
    assert.equal(answer.statusCode, 200, answer.body);
    const detail = answer.json() as VerificationDetail;
    assert.deepEqual(detail.details, {
      id_number: saId('900101'),
      first_name: 'Thandi',
      last_name: 'Mokoena',
      date_of_birth: '1990-01-01',
    });
    assert.deepEqual(detail.document, { content_type: 'image/jpeg', size: JPEG.length });
    assert.equal(detail.player.id, player.userId);
    assert.equal(detail.player.phone, player.phone);
    assert.equal(detail.player.verification_level, 'unverified');
    assert.equal(detail.status, 'submitted');
    assert.equal(detail.reason, null);
    assert.equal(detail.decided_by, null);
  });

  it('answers the document as uploaded, never cached nor sniffed, and audits every read', async () => {
    const { player, id } = await submitted(PDF, 'application/pdf');
    const compliance = await as('compliance');
    const answer = await bo(t, compliance, 'GET', `verifications/${id}/document`);
    assert.equal(answer.statusCode, 200, answer.body);
    assert.ok(answer.rawPayload.equals(PDF));
    assert.equal(answer.headers['content-type'], 'application/pdf');
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.equal(answer.headers['x-content-type-options'], 'nosniff');
    assert.equal(answer.headers['content-disposition'], `inline; filename="verification-${id}.pdf"`);
    await bo(t, compliance, 'GET', `verifications/${id}/document`);
    const reads = (await auditOf(player.userId)).filter((entry) => entry.action === 'verification.document_read');
    assert.equal(reads.length, 2);
    assert.equal(reads[0]?.staff_id, compliance.id);
    assert.equal(reads[0]?.target, `verification:${id}`);

    const waiting = await w.fundedPlayer(t, newPhone());
    const onForm = await started(waiting.session);
    assertBoError(await bo(t, compliance, 'GET', `verifications/${onForm}/document`), 404, E.kycDocumentNotFound);
    assert.deepEqual(await auditOf(waiting.userId), []);
  });

  it("approval raises the level, pushes user_updated to the player's socket, and the refused withdrawal passes", async (ctx) => {
    const { player, id } = await submitted();
    const body = w.bodyFor('im', player.token, 60_000);
    assertError(await w.preCheck(t, 'im', body), 403, withdrawalThresholdCode('single', 2));

    const h = new Harness(ctx);
    const endpoint = await listening(t.app);
    const channel = h.connect(endpoint, { token: player.token }).channel('unit');
    const pushed = collect(channel, SocketEvents.userUpdated);
    assert.equal((await join(channel)).status, 'ok');

    const compliance = await as('compliance');
    const approved = await bo(t, compliance, 'POST', `verifications/${id}/approve`);
    assert.equal(approved.statusCode, 200, approved.body);
    const detail = approved.json() as VerificationDetail;
    assert.equal(detail.status, 'approved');
    assert.equal(detail.decided_by, compliance.id);
    assert.equal(detail.player.verification_level, 'standard');
    const update = await waitFor(() => pushed[0], 'user_updated');
    assert.equal((update as { user: { verification_level: string } }).user.verification_level, 'standard');

    assert.equal((await lastVerification(player.session)).status, 'approved');
    const created = await w.create(t, 'im', body);
    assert.equal(created.status, 200, JSON.stringify(created.body));

    const [entry] = (await auditOf(player.userId)).filter((row) => row.action === 'verification.approve');
    assert.equal(entry?.staff_id, compliance.id);
    assert.deepEqual(entry?.before, { status: 'submitted', verification_level: 'unverified' });
    assert.deepEqual(entry?.after, { status: 'approved', level: 2 });

    assertBoError(await bo(t, compliance, 'POST', `verifications/${id}/approve`), 409, E.kycAlreadyDecided);
    assertBoError(
      await bo(t, compliance, 'POST', `verifications/${id}/reject`, { reason: 'Too late' }),
      409,
      E.kycAlreadyDecided,
    );
  });

  it('rejects with a reason the player is shown; the level stays and the withdrawal is still refused', async () => {
    const { player, id } = await submitted();
    const compliance = await as('compliance');
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      assertBoError(await bo(t, compliance, 'POST', `verifications/${id}/reject`, payload), 422, E.validation);
    }
    const reason = 'The photo of the ID document is unreadable';
    const rejected = await bo(t, compliance, 'POST', `verifications/${id}/reject`, { reason: ` ${reason} ` });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal((rejected.json() as VerificationDetail).status, 'rejected');
    assert.equal((rejected.json() as VerificationDetail).reason, reason);

    const last = await lastVerification(player.session);
    assert.equal(last.status, 'rejected');
    assert.equal(last.rejection_reason, reason);
    assertError(
      await w.preCheck(t, 'im', w.bodyFor('im', player.token, 60_000)),
      403,
      withdrawalThresholdCode('single', 2),
    );
    const [entry] = (await auditOf(player.userId)).filter((row) => row.action === 'verification.reject');
    assert.equal(entry?.reason, reason);
    assertBoError(await bo(t, compliance, 'POST', `verifications/${id}/approve`), 409, E.kycAlreadyDecided);
  });

  it('approves a pending verification only with a reason: how the operator verified the player', async () => {
    const player = await w.fundedPlayer(t, newPhone());
    const id = await started(player.session);
    const owner = await as('owner');
    assertBoError(await bo(t, owner, 'POST', `verifications/${id}/approve`, {}), 422, E.validation);
    const approved = await bo(t, owner, 'POST', `verifications/${id}/approve`, { reason: 'Met in branch with ID' });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal((approved.json() as VerificationDetail).player.verification_level, 'standard');
    assert.equal('rejection_reason' in (await lastVerification(player.session)), false);
  });

  it("answers another site's verification 404, as if it did not exist", async () => {
    const { id } = await submitted();
    const elsewhere = await as('elsewhere');
    for (const [method, path, payload] of [
      ['GET', `verifications/${id}`],
      ['GET', `verifications/${id}/document`],
      ['POST', `verifications/${id}/approve`, {}],
      ['POST', `verifications/${id}/reject`, { reason: 'Not ours' }],
      ['GET', 'verifications/not-a-uuid'],
      ['GET', 'verifications/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      assertBoError(await bo(t, elsewhere, method, path, payload), 404, E.kycNotFound);
    }
    const listed = await bo(t, elsewhere, 'GET', 'verifications');
    assert.ok(!(listed.json() as VerificationQueueRow[]).some((row) => row.id === id));
    const detail = (await bo(t, await as('compliance'), 'GET', `verifications/${id}`)).json() as VerificationDetail;
    assert.equal(detail.status, 'submitted');
  });

  it('is closed to support, finance and marketing', async () => {
    const { id } = await submitted();
    for (const role of ['support', 'finance', 'marketing'] as const) {
      const member = await staffMember(t, clock, role);
      for (const [method, path, payload] of [
        ['GET', 'verifications'],
        ['GET', `verifications/${id}`],
        ['GET', `verifications/${id}/document`],
        ['POST', `verifications/${id}/approve`, {}],
        ['POST', `verifications/${id}/reject`, { reason: 'Not mine' }],
      ] as const) {
        assertBoError(await bo(t, member, method, path, payload), 403, E.backofficeForbidden);
      }
    }
    const detail = (await bo(t, await as('compliance'), 'GET', `verifications/${id}`)).json() as VerificationDetail;
    assert.equal(detail.status, 'submitted');
  });

  it('refuses a bad filter, sort or range', async () => {
    const compliance = await as('compliance');
    for (const query of [
      listQuery({ filter: { status: 'approvedd' } }),
      listQuery({ filter: { state: 'submitted' } }),
      listQuery({ filter: { player_id: 'me' } }),
      listQuery({ sort: ['id_number', 'ASC'] }),
      'range=[5,1]',
      'filter={',
    ]) {
      assertBoError(await bo(t, compliance, 'GET', `verifications?${query}`), 422, E.validation);
    }
  });

  it('lets exactly one of a racing approve and reject win, with one audit row each', async () => {
    const compliance = await as('compliance');
    const owner = await as('owner');
    for (let round = 0; round < 4; round += 1) {
      const { player, id } = await submitted();
      const [approve, reject] = await Promise.all([
        bo(t, compliance, 'POST', `verifications/${id}/approve`),
        bo(t, owner, 'POST', `verifications/${id}/reject`, { reason: 'Document does not match' }),
      ]);
      const statuses = [approve.statusCode, reject.statusCode].sort();
      assert.deepEqual(statuses, [200, 409], `${approve.body} ${reject.body}`);
      const loser = approve.statusCode === 409 ? approve : reject;
      assertBoError(loser, 409, E.kycAlreadyDecided);
      const won = approve.statusCode === 200 ? 'approved' : 'rejected';
      assert.equal((await lastVerification(player.session)).status, won);
      const { rows } = await t.db.query<{ verification_level: string }>(
        'SELECT verification_level FROM users WHERE id = $1',
        [player.userId],
      );
      assert.equal(rows[0]?.verification_level, won === 'approved' ? 'standard' : 'unverified');
      const decisions = (await auditOf(player.userId)).filter((row) => row.action.startsWith('verification.'));
      assert.deepEqual(
        decisions.map((row) => row.action),
        [won === 'approved' ? 'verification.approve' : 'verification.reject'],
      );
    }
  });
});

/** The app listening on a free port (once), as the socket's endpoint. */
async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/v2/units/socket`;
}
