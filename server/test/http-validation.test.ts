/**
 * Request validation (issue 14, findings 6 and 7): bodies are taken as sent (a wrong JSON type is a 422 naming the
 * field), query strings and params are coerced only from canonical text, text PostgreSQL cannot store and deep
 * nesting are refused everywhere, and every schema bounds what it accepts.
 */

import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Type } from 'typebox';
import { ApiPaths } from '../../contract/api';
import type { SessionAnswer } from '../../contract/users';
import { ErrorCodes as E } from '../../contract/errors';
import { answerWriter } from '../src/http/serialization';
import { createValidatorCompiler } from '../src/http/validation';
import { testApp } from './helpers';
import { anonymousUnit, assertError, ledgerTotals, voucher, type Answer } from './support/money';
import { count, phoneMaker, register } from './support/users';

const newPhone = phoneMaker(7_200_000);

/** One extra route that takes numbers, booleans and lists in its query and params. */
function addProbeRoute(app: FastifyInstance): void {
  app.get(
    '/probe/:id',
    {
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 0, maximum: 1000 }) }),
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: -100, maximum: Number.MAX_SAFE_INTEGER })),
          flag: Type.Optional(Type.Boolean()),
          types: Type.Optional(Type.Array(Type.String({ maxLength: 8 }), { maxItems: 4 })),
        }),
      },
    },
    async (request) => ({ params: request.params, query: request.query }),
  );
}

describe('request validation', () => {
  const routes: RouteOptions[] = [];
  const t = testApp({ deps: { onRoute: (route) => void routes.push(route) }, routes: addProbeRoute });

  async function call(url: string, payload: unknown, session?: SessionAnswer): Promise<Answer> {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        ...(session ? { authorization: `Bearer ${session.access.token}` } : {}),
      },
      payload: JSON.stringify(payload),
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  function assertRefused(answer: Answer, field: string | RegExp): void {
    assertError(answer, 422, E.validation);
    const message = (answer.body.error as { message: string }).message;
    if (typeof field === 'string') assert.ok(message.startsWith(field), message);
    else assert.match(message, field);
  }

  describe('bodies are validated as sent (finding 6)', () => {
    it('refuses an amount that is not a JSON integer, credits nothing, and loads the real amount after', async () => {
      const token = await anonymousUnit(t.app);
      const started = await call(ApiPaths.startLoading, { token, code: await voucher(t.app, 5_000) });
      assert.equal(started.status, 200, JSON.stringify(started.body));
      const batch = started.body.acoin_batch_token;
      const before = await ledgerTotals(t.db);
      for (const amount of ['Infinity', '-Infinity', true, '0x10', [11], ' 13 ', '7', '1e3', 1.5, null, {}]) {
        const answer = await call(ApiPaths.completeLoading, { token, acoin_tx_token: batch, amount });
        assertRefused(answer, 'amount must be integer');
      }
      assert.deepEqual(await ledgerTotals(t.db), before);
      const loaded = await call(ApiPaths.completeLoading, { token, acoin_tx_token: batch, amount: 500 });
      assert.equal(loaded.status, 200, JSON.stringify(loaded.body));
      assert.deepEqual(loaded.body, { unit: { fin_account: { balance: 0, deposit_balance: 500, bonus_balance: 0 } } });
    });

    it('refuses a site id sent as text or a list, and creates no unit', async () => {
      const units = await count(t.db, 'units');
      for (const site_id of ['1', [1], '0x1', 'Infinity', true]) {
        assertRefused(await call(ApiPaths.createAnonymousUnit, { site_id }), 'site_id must be integer');
      }
      assertRefused(await call(ApiPaths.createAnonymousUnit, { site_id: 1, fp_request_id: 7 }), 'fp_request_id');
      assert.equal(await count(t.db, 'units'), units);
    });
  });

  describe('query strings and params coerce only canonical text (finding 6)', () => {
    const probe = (url: string) => t.app.inject({ method: 'GET', url });

    it('reads decimal integers, true/false and repeated keys', async () => {
      const response = await probe('/probe/12?page=-7&flag=false&types=a');
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { params: { id: 12 }, query: { page: -7, flag: false, types: ['a'] } });
      const many = await probe('/probe/0?page=9007199254740991&flag=true&types=a&types=b');
      assert.deepEqual(many.json(), {
        params: { id: 0 },
        query: { page: 9007199254740991, flag: true, types: ['a', 'b'] },
      });
    });

    it('refuses every other spelling of a number or a boolean with 422 naming the field', async () => {
      for (const page of ['0x10', '%2013%20', '07', '-0', '1e3', '1.0', 'Infinity', 'NaN', '9007199254740993', '']) {
        assertRefused(await answerOf(probe(`/probe/1?page=${page}`)), 'page must be integer');
      }
      assertRefused(await answerOf(probe('/probe/1?page=1&page=2')), 'page must be integer');
      for (const flag of ['1', '0', 'yes', 'TRUE', '']) {
        assertRefused(await answerOf(probe(`/probe/1?flag=${flag}`)), 'flag must be boolean');
      }
      for (const id of ['0x10', '1e2', '%201']) {
        assertRefused(await answerOf(probe(`/probe/${id}`)), 'id must be integer');
      }
    });
  });

  describe('text PostgreSQL cannot store and deep nesting are refused (finding 7)', () => {
    let session: SessionAnswer;
    before(async () => {
      session = await register(t.app, newPhone());
    });

    it('refuses NUL and lone surrogates in any string, naming the field, and stores nothing', async () => {
      const bank = { bank_name: 'ABSA', number: '123456789', holder_name: 'Me Me' };
      const stored = await count(t.db, 'player_bank_accounts');
      for (const bad of ['AB\u0000SA', '\ud800', 'AB\udc00SA']) {
        const answer = await call(ApiPaths.createBankAccount, { ...bank, bank_name: bad }, session);
        assertRefused(answer, 'bank_name must not contain NUL or unpaired surrogates');
      }
      assert.equal(await count(t.db, 'player_bank_accounts'), stored);
      const fine = await call(ApiPaths.createBankAccount, { ...bank, bank_name: 'ABSA 😀' }, session);
      assert.equal(fine.status, 200, JSON.stringify(fine.body));

      const units = await count(t.db, 'units');
      const nul = await call(ApiPaths.createAnonymousUnit, { site_id: 1, fp_request_id: 'fp\u0000' });
      assertRefused(nul, 'fp_request_id must not contain');
      assert.equal(await count(t.db, 'units'), units);
    });

    it('refuses bad text in a key or deep inside the fingerprint, and nesting past the cap', async () => {
      const fingerprints = await count(t.db, 'unit_fingerprints');
      const refused = [
        { fingerprint: { 'visitor\u0000': 'v' } },
        { fingerprint: { components: { fonts: { value: ['Arial', '\ud83d'] } } } },
        { fingerprint: { a: { b: { c: { d: { e: { f: { g: { h: 1 } } } } } } } } },
      ];
      for (const body of refused) {
        assertRefused(await call(ApiPaths.createUserUnit, body, session), /^fingerprint/);
      }
      assert.equal(await count(t.db, 'unit_fingerprints'), fingerprints);
    });

    it('refuses NUL in a query string', async () => {
      assertRefused(await answerOf(t.app.inject({ method: 'GET', url: '/sandbox/sms?phone=%2B27%00' })), /^phone/);
      assertRefused(await answerOf(t.app.inject({ method: 'GET', url: '/probe/1?x%00=1' })), /keys/);
    });
  });

  describe('sizes are bounded (finding 7)', () => {
    let session: SessionAnswer;
    before(async () => {
      session = await register(t.app, newPhone());
    });

    it('keeps a fingerprint the library reports, and refuses one too large or too wide', async () => {
      const fingerprint = {
        visitorId: 'v-1',
        confidence: { score: 0.99 },
        components: { fonts: { value: ['Arial', 'Roboto'], duration: 12 } },
      };
      const kept = await call(ApiPaths.createUserUnit, { fingerprint }, session);
      assert.equal(kept.status, 200, JSON.stringify(kept.body));

      const stored = await count(t.db, 'unit_fingerprints');
      const wide = Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, i]));
      assertRefused(await call(ApiPaths.createUserUnit, { fingerprint: wide }, session), /^fingerprint/);
      const long = await call(ApiPaths.createUserUnit, { fingerprint: { canvas: 'x'.repeat(257) } }, session);
      assertRefused(long, /^fingerprint/);
      // what the probe stored per call: 877 KB
      const huge = await call(
        ApiPaths.createUserUnit,
        { fingerprint: { a: 'x'.repeat(200), b: 'y'.repeat(9000) } },
        session,
      );
      assertError(huge, 413, E.payloadTooLarge);
      assert.equal(await count(t.db, 'unit_fingerprints'), stored);
    });

    it('refuses any body over 64 KiB with 413', async () => {
      const answer = await call(ApiPaths.createAnonymousUnit, { site_id: 1, pad: 'x'.repeat(64 * 1024) });
      assertError(answer, 413, E.payloadTooLarge);
    });

    it('bounds every string, integer, list and map in every route schema', () => {
      const unbounded = routes.flatMap((route) =>
        (['body', 'querystring', 'params', 'headers'] as const).flatMap((part) => {
          const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
          return schema ? unboundedIn(schema, `${route.method} ${route.url} ${part}`) : [];
        }),
      );
      assert.ok(routes.length >= 20, `only ${routes.length} routes seen`);
      assert.deepEqual(unbounded, []);
    });

    it('compiles every route’s request and answer schemas: what each route’s first call compiles, found at once', () => {
      const compile = createValidatorCompiler();
      const broken: string[] = [];
      const tryCompile = (where: string, make: () => unknown) => {
        try {
          make();
        } catch (error) {
          broken.push(`${where}: ${(error as Error).message}`);
        }
      };
      let schemas = 0;
      for (const route of routes) {
        const schema = (route.schema ?? {}) as Record<string, unknown>;
        const where = `${String(route.method)} ${route.url}`;
        for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
          if (!schema[part]) continue;
          schemas += 1;
          // the validator compiles on its first call; any data will do
          tryCompile(`${where} ${part}`, () =>
            compile({ schema: schema[part] as object, httpPart: part, method: 'GET', url: route.url })({}),
          );
        }
        for (const [status, answer] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
          schemas += 1;
          tryCompile(`${where} ${status}`, () => answerWriter(answer));
        }
      }
      assert.ok(schemas >= 100, `only ${schemas} schemas seen`);
      assert.deepEqual(broken, []);
    });
  });
});

async function answerOf(pending: Promise<{ statusCode: number; json(): unknown }>): Promise<Answer> {
  const response = await pending;
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** Where a schema accepts strings, integers, lists or maps without an upper bound. */
function unboundedIn(schema: unknown, where: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  const fixed = 'const' in node || 'enum' in node;
  if (node.type === 'string' && !fixed && typeof node.maxLength !== 'number') found.push(`${where}: string`);
  if (node.type === 'integer' && !fixed) {
    const max = node.maximum;
    const min = node.minimum;
    if (typeof max !== 'number' || max > Number.MAX_SAFE_INTEGER) found.push(`${where}: integer maximum`);
    if (typeof min !== 'number' || min < Number.MIN_SAFE_INTEGER) found.push(`${where}: integer minimum`);
  }
  if (node.type === 'array' && typeof node.maxItems !== 'number') found.push(`${where}: array`);
  if (node.type === 'object' && !node.properties && typeof node.maxProperties !== 'number') {
    found.push(`${where}: map`);
  }
  for (const [key, inner] of Object.entries(node)) {
    const next = key === 'properties' || key === 'patternProperties' ? where : `${where}/${key}`;
    if (key === 'properties' || key === 'patternProperties') {
      for (const [name, sub] of Object.entries(inner as Record<string, unknown>)) {
        found.push(...unboundedIn(sub, `${where}.${name}`));
      }
    } else if (typeof inner === 'object' && inner !== null) {
      found.push(...unboundedIn(inner, next));
    }
  }
  return found;
}
