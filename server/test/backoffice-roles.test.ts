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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:player` is a player of site 1; `:id` an adjustment id that does not exist. */
  path: string;
  body?: object | (() => object);
  /** Of site 1 (in its body or filter): another site's staff get 404. */
  siteOne?: true;
  /** A query string, for the routes that take one (a site's own query names site 1). */
  query?: string;
  roles: StaffRole[];
}

const SITE_ONE_DAY = '?site_id=1&from=2026-11-20&to=2026-11-21';
const REPORT_READERS: StaffRole[] = ['owner', 'finance', 'marketing'];

const PROMOTERS: StaffRole[] = ['owner', 'marketing'];
let made = 0;
/** A name no earlier call used: each allowed role creates its own. */
const fresh = (prefix: string) => `${prefix}-${process.pid}-${++made}`;
const SITE_ONE_FILTER = `?filter=${encodeURIComponent('{"site_id":1}')}`;
const GAME = 'solar-scarab';

/** A promotions resource's routes: list (of site 1), read, create on site 1, change, turn off. */
const crud = (resource: string, create: () => object, update: object): Case[] => [
  { method: 'GET', path: resource, query: SITE_ONE_FILTER, roles: PROMOTERS },
  { method: 'GET', path: `${resource}/:id`, roles: PROMOTERS },
  { method: 'POST', path: resource, body: create, roles: PROMOTERS, siteOne: true },
  { method: 'PUT', path: `${resource}/:id`, body: update, roles: PROMOTERS },
  { method: 'DELETE', path: `${resource}/:id`, roles: PROMOTERS },
];

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
  { method: 'GET', path: 'players/:player/rg', roles: PLAYER_READERS },
  {
    method: 'POST',
    path: 'players/:player/rg/exclusions',
    body: { period: '30d', reason: 'check' },
    roles: ['owner', 'compliance'],
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
  { method: 'GET', path: 'withdrawals', roles: ['owner', 'finance'] },
  { method: 'GET', path: 'withdrawals/:id', roles: ['owner', 'finance'] },
  { method: 'POST', path: 'withdrawals/:id/approve', body: { reference: 'check' }, roles: ['owner', 'finance'] },
  { method: 'POST', path: 'withdrawals/:id/reject', body: { reason: 'check' }, roles: ['owner', 'finance'] },
  { method: 'GET', path: 'withdrawals/export.csv', roles: ['owner', 'finance'] },
  { method: 'GET', path: 'verifications', roles: ['owner', 'compliance'] },
  { method: 'GET', path: 'verifications/:id', roles: ['owner', 'compliance'] },
  { method: 'GET', path: 'verifications/:id/document', roles: ['owner', 'compliance'] },
  { method: 'POST', path: 'verifications/:id/approve', roles: ['owner', 'compliance'] },
  { method: 'POST', path: 'verifications/:id/reject', body: { reason: 'check' }, roles: ['owner', 'compliance'] },
  { method: 'GET', path: 'sites', roles: ALL },
  { method: 'GET', path: 'sites/:site/config', roles: ['owner'], siteOne: true },
  {
    method: 'PUT',
    path: 'sites/:site/config',
    body: { free_bank_withdrawal_count: 0 },
    roles: ['owner'],
    siteOne: true,
  },
  ...crud(
    'happy_hours',
    () => ({
      site_id: 1,
      name: fresh('hh'),
      schedule: '0 18 * * *',
      duration: 3600,
      config: { min_deposit: 5000, bonus_percentage: 50, max_bonus: 50000 },
      active: false,
    }),
    { duration: 600 },
  ),
  ...crud(
    'bonus_campaigns',
    () => ({
      site_id: 1,
      type: 'free_money',
      title: fresh('campaign'),
      amount: 100,
      wager_multiple: 1,
      expiry_days: 1,
      starts_at: '2026-01-01T00:00:00Z',
      active: false,
    }),
    { expiry_days: 2 },
  ),
  ...crud(
    'jackpots',
    () => ({ site_id: 1, slug: fresh('pot'), seed_amount: 100, contribution_bp: 1, win_chance_ppm: 0, active: false }),
    { win_chance_ppm: 1 },
  ),
  { method: 'GET', path: 'games', query: SITE_ONE_FILTER, roles: PROMOTERS },
  { method: 'GET', path: 'games/:slug', query: '?site_id=1', roles: PROMOTERS },
  { method: 'PUT', path: 'games/:slug', body: { site_id: 1, enabled: true }, roles: PROMOTERS, siteOne: true },
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
    entry.path
      .replace(':player', String(playerId))
      .replace(':id', '987654321')
      .replace(':site', '1')
      .replace(':slug', GAME) + (entry.query ?? '');
  const bodyOf = (entry: Case) => (typeof entry.body === 'function' ? entry.body() : entry.body);

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
        const answer = await bo(t, staff, entry.method, url(entry), bodyOf(entry));
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
      const ofSiteOne = MATRIX.filter(
        (candidate) => candidate.path.includes(':player') || candidate.query || candidate.siteOne,
      );
      for (const entry of ofSiteOne) {
        const answer = await bo(t, elsewhere, entry.method, url(entry), bodyOf(entry));
        const label = `${role} ${entry.method} ${entry.path}: ${answer.body}`;
        assert.equal(answer.statusCode, entry.roles.includes(role) ? 404 : 403, label);
      }
    });
  }
});
