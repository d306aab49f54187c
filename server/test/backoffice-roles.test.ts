/**
 * The role matrix: every back-office route × every role is allowed or 403 backoffice:forbidden, as ARCHITECTURE
 * gives the roles; another site's player is 404 to every role the route allows. The matrix is written out here,
 * apart from the server's own table, and must name every back-office route the server has.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RouteOptions } from 'fastify';
import { BACKOFFICE_PREFIX, STAFF_ROLES, type StaffRole } from '../../contract/backoffice';
import { ErrorCodes } from '../../contract/errors';
import { createTestApp, TestClock, type ClosableTestApp } from './helpers';
import { bo, staffMember } from './support/backoffice';
import { phoneMaker } from './support/users';
import * as w from './support/withdrawals';

const ALL: StaffRole[] = [...STAFF_ROLES];
const PLAYER_READERS: StaffRole[] = ['owner', 'finance', 'compliance', 'support'];

interface Case {
  method: 'GET' | 'POST' | 'DELETE';
  /** `:player` is a player of site 1; `:id` an adjustment id that does not exist. */
  path: string;
  body?: object;
  /** A query string, for the routes that take one (a site's own query names site 1). */
  query?: string;
  roles: StaffRole[];
}

const SITE_ONE_DAY = '?site_id=1&from=2026-11-20&to=2026-11-21';
const REPORT_READERS: StaffRole[] = ['owner', 'finance', 'marketing'];

const MATRIX: Case[] = [
  { method: 'GET', path: 'session', roles: ALL },
  { method: 'DELETE', path: 'session', roles: ALL },
  { method: 'GET', path: 'audit', roles: ['owner', 'compliance'] },
  { method: 'GET', path: 'players', roles: PLAYER_READERS },
  { method: 'GET', path: 'players/:player', roles: PLAYER_READERS },
  { method: 'GET', path: 'players/:player/transactions', roles: PLAYER_READERS },
  { method: 'GET', path: 'players/:player/rounds', roles: PLAYER_READERS },
  { method: 'GET', path: 'players/:player/bonuses', roles: PLAYER_READERS },
  { method: 'GET', path: 'players/:player/notes', roles: PLAYER_READERS },
  { method: 'POST', path: 'players/:player/notes', body: { text: 'hello' }, roles: PLAYER_READERS },
  {
    method: 'POST',
    path: 'players/:player/blocks',
    body: { block: 'game', on: false, reason: 'check' },
    roles: ['owner', 'compliance', 'support'],
  },
  {
    method: 'POST',
    path: 'players/:player/adjustments',
    body: { amount: 1, reason: 'check' },
    roles: ['owner', 'finance'],
  },
  { method: 'GET', path: 'adjustments', roles: ['owner', 'finance'] },
  { method: 'POST', path: 'adjustments/:id/approve', roles: ['owner', 'finance'] },
  { method: 'POST', path: 'adjustments/:id/reject', body: { reason: 'check' }, roles: ['owner', 'finance'] },
  { method: 'GET', path: 'reports/summary', query: SITE_ONE_DAY, roles: REPORT_READERS },
  { method: 'GET', path: 'reports/daily', query: SITE_ONE_DAY, roles: REPORT_READERS },
  { method: 'GET', path: 'chat', roles: ['owner', 'support'] },
];

/** The session routes and the sign-in ones that take no session are outside the matrix's question. */
const PUBLIC = ['POST session', 'POST enrolment', 'POST enrolment/confirm'];

describe('the back-office role matrix', () => {
  let t: ClosableTestApp;
  const clock = new TestClock();
  const routes: string[] = [];
  let playerId: number;

  before(async () => {
    const onRoute = (route: RouteOptions) => {
      if (!route.url.startsWith(`${BACKOFFICE_PREFIX}/`)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (method !== 'HEAD') routes.push(`${method} ${route.url.slice(BACKOFFICE_PREFIX.length + 1)}`);
    };
    t = await createTestApp({ clock, deps: { onRoute } });
    playerId = (await w.fundedPlayer(t, phoneMaker(7_830_000)(), { deposit: 1000 })).userId;
  });
  after(() => t.close());

  const url = (entry: Case) =>
    entry.path.replace(':player', String(playerId)).replace(':id', '987654321') + (entry.query ?? '');

  it('names every back-office route', () => {
    const named = MATRIX.map((entry) => `${entry.method} ${entry.path.replace(':player', ':id')}`);
    assert.deepEqual([...routes].sort(), [...named, ...PUBLIC].sort());
  });

  for (const role of ALL) {
    it(`${role}: allowed or 403 on every route`, async () => {
      const signedIn = await staffMember(t, clock, role);
      for (const entry of MATRIX) {
        // DELETE session ends the session it is made with: it gets one of its own.
        const staff = entry.method === 'DELETE' ? await staffMember(t, clock, role) : signedIn;
        const answer = await bo(t, staff, entry.method, url(entry), entry.body);
        const label = `${role} ${entry.method} ${entry.path}: ${answer.body}`;
        if (entry.roles.includes(role)) {
          assert.ok(answer.statusCode < 400 || answer.statusCode === 404, label);
          if (answer.statusCode === 404) assert.match(entry.path, /:id/, label);
        } else {
          assert.equal(answer.statusCode, 403, label);
          assert.equal(
            (answer.json() as { error: { code: string } }).error.code,
            ErrorCodes.backofficeForbidden,
            label,
          );
        }
      }
    });

    it(`${role}: another site's player or report is 404 where the role may look`, async () => {
      const elsewhere = await staffMember(t, clock, role, [2, 3]);
      const ofSiteOne = MATRIX.filter((candidate) => candidate.path.includes(':player') || candidate.query);
      for (const entry of ofSiteOne) {
        const answer = await bo(t, elsewhere, entry.method, url(entry), entry.body);
        const label = `${role} ${entry.method} ${entry.path}: ${answer.body}`;
        assert.equal(answer.statusCode, entry.roles.includes(role) ? 404 : 403, label);
      }
    });
  }
});
