/**
 * Every route, fuzzed from its own schemas (fast-check): wrong JSON types, coercion bait ("0x10", " 13 ", [11]),
 * unsafe numbers, NUL and lone surrogates, long strings, deep nesting and prototype keys, in the body, the query
 * and whole, sent by a signed-in player with real unit, batch and voucher tokens so that they reach past the auth
 * checks. Whatever comes in: never a 5xx, every refusal in the contract's error shape, and no balance moved by a
 * refusal. Routes are collected as the app registers them, so a new route is fuzzed without being listed here.
 * A failure prints its seed; FUZZ_SEED replays it, FUZZ_RUNS sets the runs per route.
 */

import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { ApiPaths } from '../../contract/api';
import { testApp } from './helpers';
import { anonymousUnit, voucher } from './support/money';
import { Part, queryPairs, queryString, RAW_BODIES, RAW_QUERIES, type Fuzzed, type Schema } from './support/fuzz';
import { PASSWORD, phoneMaker, register } from './support/users';

const SEED = Number(process.env.FUZZ_SEED ?? 1414);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

interface Route {
  method: string;
  url: string;
  body?: Schema;
  query?: Schema;
}

interface FuzzRequest {
  auth: boolean;
  query?: string;
  payload?: string;
  contentType?: string;
  /** Why this request must be refused, when it must. */
  refuse?: string;
}

/** How a failing request is printed: long payloads cut short. */
function described(request: FuzzRequest): FuzzRequest & { [fc.toStringMethod](): string } {
  return {
    ...request,
    [fc.toStringMethod]: () => {
      const cut = (text?: string) => (text && text.length > 300 ? `${text.slice(0, 300)}…(${text.length})` : text);
      return JSON.stringify({ ...request, payload: cut(request.payload), query: cut(request.query) });
    },
  };
}

/** A request carrying `body` as JSON, and `query`. */
function jsonRequest(body: Fuzzed, query?: QueryPart, auth = true): FuzzRequest {
  return described({
    auth,
    payload: JSON.stringify(body.value) ?? 'null',
    contentType: 'application/json',
    query: query?.query,
    refuse: body.refuse ?? query?.refuse,
  });
}

interface QueryPart {
  query: string;
  refuse?: string;
}

/**
 * A query carries only text, so of the rules only the text one applies to it, and only to NUL: a lone surrogate
 * cannot be percent-encoded, so it is sent as the invalid UTF-8 a client might send, which decodes to U+FFFD.
 */
function asQuery({ value }: Fuzzed, validated: boolean): QueryPart {
  if (!isObject(value)) return { query: String(value) };
  const pairs = queryPairs(value);
  const refuse = validated && pairs.flat().some((text) => text.includes('\u0000')) ? 'NUL in the query' : undefined;
  return { query: queryString(pairs), refuse };
}

/** Each class of hostile value in each field, before the random runs. */
function sweepFor(route: Route, known: Record<string, unknown>): FuzzRequest[] {
  if (route.method === 'GET') {
    const part = new Part(route.query, known);
    return part.sweep().map((fuzzed) => described({ auth: true, ...asQuery(fuzzed, route.query !== undefined) }));
  }
  return new Part(route.body, known).sweep().map((fuzzed) => jsonRequest(fuzzed));
}

function requestsFor(route: Route, known: Record<string, unknown>): fc.Arbitrary<FuzzRequest> {
  const built = new Part(route.query, known).arbitrary().map((fuzzed) => asQuery(fuzzed, route.query !== undefined));
  const query = fc.oneof(
    { weight: 4, arbitrary: built },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES).map((raw): QueryPart => ({ query: raw })) },
  );
  const auth = fc.boolean();
  if (route.method === 'GET') {
    return fc.record({ auth, query }).map(({ auth: signedIn, query: q }) => described({ auth: signedIn, ...q }));
  }
  const json = new Part(route.body, known).arbitrary();
  const raw = fc.constantFrom(...RAW_BODIES).map((body) => described({ auth: true, ...body }));
  const posted = fc
    .record({ auth, body: json, query: fc.option(query, { freq: 5, nil: undefined }) })
    .map(({ auth: signedIn, body, query: q }) => jsonRequest(body, q, signedIn));
  return fc.oneof({ weight: 5, arbitrary: posted }, { weight: 1, arbitrary: raw });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function schemaPart(route: RouteOptions, part: 'body' | 'querystring'): Schema | undefined {
  const schema = route.schema as Record<string, Schema | undefined> | undefined;
  return schema?.[part];
}

describe('every route, fuzzed', () => {
  const routes: Route[] = [];
  const known: Record<string, unknown> = {};
  const knownByRoute: Record<string, Record<string, unknown>> = {};
  let bearer = '';

  const t = testApp({
    deps: {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          routes.push({
            method,
            url: route.url,
            body: schemaPart(route, 'body'),
            query: schemaPart(route, 'querystring'),
          });
        }
      },
    },
  });

  before(async () => {
    const phone = phoneMaker(7_100_000)();
    const session = await register(t.app, phone);
    bearer = `Bearer ${session.access.token}`;
    const post = async (url: string, payload: object, auth = false) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: auth ? { authorization: bearer } : {},
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as Record<string, string>;
    };
    const unitToken = (await post(ApiPaths.createUserUnit, {}, true)).unit_token as string;
    const load = async (token: string) => {
      const started = await post(ApiPaths.startLoading, { token, code: await voucher(t.app, 10_000) });
      await post(ApiPaths.completeLoading, { token, acoin_tx_token: started.acoin_batch_token, amount: 10_000 });
    };
    await load(unitToken);
    const anonymous = await anonymousUnit(t.app);
    await load(anonymous);
    // each call that ends a loading gets a loading of its own
    const pending = async () =>
      (await post(ApiPaths.startLoading, { token: unitToken, code: await voucher(t.app, 5_000) })).acoin_batch_token;
    Object.assign(known, {
      token: unitToken,
      unit_token: anonymous,
      code: await voucher(t.app, 5_000),
      site_id: 1,
      phone,
      login: phone,
      password: PASSWORD,
      amount: 100,
      provider: 'identity',
      otp: '0000',
    });
    knownByRoute[ApiPaths.refreshToken] = { token: session.refresh.token };
    knownByRoute[ApiPaths.cancelLoading] = { acoin_tx_token: await pending() };
    knownByRoute[ApiPaths.completeLoading] = { acoin_tx_token: await pending() };
  });

  /** Every balance and the number of transfers: what a refusal must leave as it was. */
  async function ledger(): Promise<unknown> {
    const balances = await t.db.query('SELECT id, balance::text AS balance FROM ledger_accounts ORDER BY id');
    const transfers = await t.db.query('SELECT count(*)::text AS n FROM ledger_transfers');
    return { balances: balances.rows, transfers: transfers.rows[0] };
  }

  it('finds the routes', () => {
    assert.ok(routes.length >= 20, `only ${routes.length} routes seen`);
  });

  it('answers every route without a 5xx, refuses in the error shape and moves no money on a refusal', async (ctx) => {
    for (const route of routes) {
      await ctx.test(`${route.method} ${route.url}`, async () => {
        const values = { ...known, ...knownByRoute[route.url] };
        await fc.assert(
          fc.asyncProperty(requestsFor(route, values), async (request) => {
            const before = await ledger();
            const headers: Record<string, string> = {};
            if (request.auth) headers.authorization = bearer;
            if (request.contentType) headers['content-type'] = request.contentType;
            const response = await t.app.inject({
              method: route.method as 'GET' | 'POST',
              url: request.query === undefined ? route.url : `${route.url}?${request.query}`,
              headers,
              ...(request.payload === undefined ? {} : { payload: request.payload }),
            });
            const answer = `${response.statusCode} ${response.body.slice(0, 300)}`;
            assert.ok(response.statusCode < 500, answer);
            if (request.refuse) assert.ok(response.statusCode >= 400, `${request.refuse} was let through: ${answer}`);
            if (response.statusCode < 300) return;
            const body = response.json() as { error?: { code?: unknown; message?: unknown } };
            assert.deepEqual(Object.keys(body), ['error'], answer);
            assert.equal(typeof body.error?.code, 'string', answer);
            assert.equal(typeof body.error?.message, 'string', answer);
            assert.deepEqual(await ledger(), before, `a refusal moved money: ${answer}`);
          }),
          { seed: SEED, numRuns: RUNS, examples: sweepFor(route, values).map((request) => [request]) },
        );
      });
    }
  });
});
