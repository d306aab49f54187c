/**
 * Configuration is read once and checked; the sandbox is off unless SANDBOX turns it on, and says so loudly; the
 * embedded database persists.
 */

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db';
import { announceSandbox } from '../src/sandbox/banner';
import { seedDemo } from '../src/seed';
import { TEST_JWT_SECRET, TEST_PAYMENTS_SECRET, testApp } from './helpers';

/** What production requires besides its providers. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: TEST_JWT_SECRET,
  PAYMENTS_WEBHOOK_SECRET: TEST_PAYMENTS_SECRET,
};

describe('configuration', () => {
  const bad: Array<[Record<string, string>, RegExp]> = [
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x@localhost/db' }, /DATABASE_URL must start with postgres:\/\//],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
    [{ REDIS_URL: 'http://localhost:6379' }, /REDIS_URL must start with redis:\/\//],
    [{ SANDBOX: 'maybe' }, /SANDBOX must be on or off/],
    [
      { REDIS_PREFIX: 'staging prefix' },
      /REDIS_PREFIX may hold up to 64 letters, digits and : _ \. -, got "staging prefix"/,
    ],
    [{ REDIS_PREFIX: 'x'.repeat(65) }, /REDIS_PREFIX may hold up to 64/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required when NODE_ENV=production/],
    [{ PAYMENTS_WEBHOOK_SECRET: 'short' }, /PAYMENTS_WEBHOOK_SECRET must be at least 32 characters/],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32) },
      /PAYMENTS_WEBHOOK_SECRET is required when NODE_ENV=production/,
    ],
    [{ SITE_DIR: '/no/such/folder' }, /SITE_DIR names a folder that does not exist/],
    // Production texts codes to someone: a webhook, or the log provider said outright (no player gets a code).
    [PRODUCTION, /SMS_PROVIDER is required when NODE_ENV=production: set SMS_WEBHOOK_URL \(or SMS_PROVIDER=log/],
    [{ SMS_PROVIDER: 'webhook' }, /SMS_WEBHOOK_URL is required when SMS_PROVIDER=webhook/],
    [{ SMS_WEBHOOK_URL: 'ftp://sms.example/send' }, /SMS_WEBHOOK_URL must start with https:\/\/ or http:\/\//],
    [{ SMS_WEBHOOK_URL: 'sms gateway' }, /SMS_WEBHOOK_URL must be a URL/],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, /SMS_PROVIDER must be one of sandbox, webhook, log, got "carrier-pigeon"/],
    [{ PAYOUT_PROVIDER: 'bank' }, /PAYOUT_PROVIDER must be one of sandbox, manual, got "bank"/],
    [{ KYC_PROVIDER: 'outsourced' }, /KYC_PROVIDER must be one of sandbox, in_house, got "outsourced"/],
    // The sandbox's providers need the sandbox's routes (the outbox, the bank, the approve button).
    [{ SMS_PROVIDER: 'sandbox' }, /SMS_PROVIDER may be sandbox only with SANDBOX on/],
    [{ PAYOUT_PROVIDER: 'sandbox' }, /PAYOUT_PROVIDER may be sandbox only with SANDBOX on/],
    [{ ...PRODUCTION, SMS_PROVIDER: 'log', KYC_PROVIDER: 'sandbox' }, /KYC_PROVIDER may be sandbox only/],
    // Production keeps people on a national exclusion register out, or says outright that it asks none.
    [
      { ...PRODUCTION, SMS_PROVIDER: 'log' },
      /EXCLUSION_REGISTER is required when NODE_ENV=production: EXCLUSION_REGISTER=none/,
    ],
    [{ EXCLUSION_REGISTER: 'sandbox' }, /EXCLUSION_REGISTER may be sandbox only with SANDBOX on/],
    [{ EXCLUSION_REGISTER: 'gamstop' }, /EXCLUSION_REGISTER must be one of sandbox, none, got "gamstop"/],
    // Trusting every client's X-Forwarded-For is what TRUST_PROXY exists to rule out.
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must be off, a hop count, or a comma-separated list .*got "true"/],
    [{ TRUST_PROXY: 'on' }, /TRUST_PROXY must be off, a hop count/],
    [{ TRUST_PROXY: '-1' }, /TRUST_PROXY .*got "-1"/],
    [{ TRUST_PROXY: '1.5' }, /TRUST_PROXY .*got "1.5"/],
    [{ TRUST_PROXY: 'localhost' }, /TRUST_PROXY .*got "localhost"/],
    [{ TRUST_PROXY: '10.0.0.256' }, /TRUST_PROXY .*got "10.0.0.256"/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY .*got "10.0.0.0\/33"/],
    [{ TRUST_PROXY: '0.0.0.0/0' }, /TRUST_PROXY .*got "0.0.0.0\/0"/],
    [{ TRUST_PROXY: '::/0' }, /TRUST_PROXY .*got "::\/0"/],
    [{ TRUST_PROXY: '10.0.0.1, loopback,' }, /TRUST_PROXY .*got ""/],
    [{ TRUST_PROXY: 'loopback, 10.0.0.0/8/1' }, /TRUST_PROXY .*got "10.0.0.0\/8\/1"/],
    [{ SOCKETS_PER_NODE: '0' }, /SOCKETS_PER_NODE .*at least 1, got "0"/],
    [{ SOCKETS_PER_UNIT: '2.5' }, /SOCKETS_PER_UNIT .*got "2.5"/],
    [{ SOCKETS_PER_ADDRESS: '-3' }, /SOCKETS_PER_ADDRESS .*got "-3"/],
    [{ LISTEN_BACKLOG: '16' }, /LISTEN_BACKLOG .*at least 64, got "16"/],
    [{ NODE_ID: 'node one' }, /NODE_ID .*got "node one"/],
    [{ DRAIN_MS: '-1' }, /DRAIN_MS .*got "-1"/],
    [{ MOST_POPULAR_TTL_MS: '1.5' }, /MOST_POPULAR_TTL_MS .*got "1.5"/],
  ];
  for (const [env, message] of bad) {
    test(`refuses ${JSON.stringify(env)} with a message naming the variable`, () => {
      assert.throws(
        () => loadConfig({ DATA_DIR: ':memory:', ...env }),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.match(error.message, message);
          return true;
        },
      );
    });
  }

  test('defaults: port 8000, sandbox off, embedded database in ./data', () => {
    const config = loadConfig({ DATA_DIR: ':memory:' });
    assert.equal(config.port, 8000);
    assert.equal(config.sandbox, false);
    assert.equal(config.databaseUrl, null);
    assert.equal(config.redisUrl, null);
    assert.equal(config.redisPrefix, '');
  });

  test('socket caps, listen backlog and node id: defaults, and what the environment sets', () => {
    const defaults = loadConfig({ DATA_DIR: ':memory:' });
    assert.deepEqual(defaults.sockets, { perNode: 25_000, perUnit: 10, perAddress: 100 });
    assert.equal(defaults.listenBacklog, 4_096);
    assert.equal(defaults.drainMs, 10_000);
    assert.equal(loadConfig({ DATA_DIR: ':memory:', DRAIN_MS: '0' }).drainMs, 0);
    assert.equal(defaults.mostPopularTtlMs, 60_000);
    assert.equal(loadConfig({ DATA_DIR: ':memory:', MOST_POPULAR_TTL_MS: '2000' }).mostPopularTtlMs, 2_000);
    assert.match(defaults.nodeId, new RegExp(`-${process.pid}$`));
    const set = loadConfig({
      DATA_DIR: ':memory:',
      SOCKETS_PER_NODE: '40000',
      SOCKETS_PER_UNIT: '4',
      SOCKETS_PER_ADDRESS: '250',
      LISTEN_BACKLOG: '8192',
      NODE_ID: 'node-2',
    });
    assert.deepEqual(set.sockets, { perNode: 40_000, perUnit: 4, perAddress: 250 });
    assert.equal(set.listenBacklog, 8_192);
    assert.equal(set.nodeId, 'node-2');
  });

  test('TRUST_PROXY: off by default; a hop count; or proxy addresses, CIDRs and range names', () => {
    const trust = (value?: string) => loadConfig({ DATA_DIR: ':memory:', TRUST_PROXY: value }).trustProxy;
    assert.equal(trust(), false);
    for (const off of ['', ' ', 'off', 'OFF', 'false', '0']) assert.equal(trust(off), false, off);
    assert.equal(trust('2'), 2);
    assert.deepEqual(trust('10.0.0.7'), ['10.0.0.7']);
    assert.deepEqual(trust(' 10.0.0.0/8, 2001:db8::/32 ,::1,loopback, linklocal,uniquelocal'), [
      '10.0.0.0/8',
      '2001:db8::/32',
      '::1',
      'loopback',
      'linklocal',
      'uniquelocal',
    ]);
  });

  test('production turns the sandbox off', () => {
    const config = loadConfig({ DATA_DIR: ':memory:', ...PRODUCTION, SMS_PROVIDER: 'log', EXCLUSION_REGISTER: 'none' });
    assert.equal(config.sandbox, false);
  });

  test("providers: the sandbox's with the sandbox on, else the production ones; a variable names another", () => {
    const providers = (env: Record<string, string>) => {
      const config = loadConfig({ DATA_DIR: ':memory:', ...env });
      return [config.smsProvider, config.payoutProvider, config.kycProvider, config.exclusionRegister];
    };
    assert.deepEqual(providers({ SANDBOX: '1' }), ['sandbox', 'sandbox', 'sandbox', 'sandbox']);
    assert.deepEqual(providers({}), ['log', 'manual', 'in_house', 'none']);
    const webhook = 'https://sms.example/send';
    const live = { ...PRODUCTION, EXCLUSION_REGISTER: 'none' };
    assert.deepEqual(providers({ ...live, SMS_WEBHOOK_URL: webhook }), ['webhook', 'manual', 'in_house', 'none']);
    assert.equal(loadConfig({ DATA_DIR: ':memory:', ...live, SMS_WEBHOOK_URL: webhook }).smsWebhookUrl, webhook);
    assert.deepEqual(providers({ ...live, SMS_PROVIDER: 'log' }), ['log', 'manual', 'in_house', 'none']);
    assert.deepEqual(
      providers({ SANDBOX: '1', SMS_PROVIDER: 'Webhook', SMS_WEBHOOK_URL: webhook, PAYOUT_PROVIDER: 'manual' }),
      ['webhook', 'manual', 'sandbox', 'sandbox'],
    );
    assert.deepEqual(providers({ SANDBOX: '1', KYC_PROVIDER: 'in_house', SMS_PROVIDER: 'log' }), [
      'log',
      'sandbox',
      'in_house',
      'sandbox',
    ]);
    assert.deepEqual(providers({ SANDBOX: '1', EXCLUSION_REGISTER: 'none' }), [
      'sandbox',
      'sandbox',
      'sandbox',
      'none',
    ]);
  });

  test('only SANDBOX=1 (or on, true, yes) turns the sandbox on, whatever NODE_ENV says', () => {
    for (const value of ['1', 'on', 'true', 'yes']) {
      assert.equal(loadConfig({ DATA_DIR: ':memory:', SANDBOX: value }).sandbox, true, value);
    }
    for (const env of [{ SANDBOX: '0' }, { SANDBOX: '' }, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      assert.equal(loadConfig({ DATA_DIR: ':memory:', ...env }).sandbox, false, JSON.stringify(env));
    }
  });
});

describe('the sandbox banner', () => {
  const warnings = (config: Config) => {
    const seen: Array<{ obj: object; msg: string }> = [];
    announceSandbox({ warn: (obj, msg) => seen.push({ obj, msg }) }, config);
    return seen;
  };

  test('a server with the sandbox on warns, over several lines, what anyone can do and where it listens', () => {
    const [banner, ...more] = warnings(loadConfig({ DATA_DIR: ':memory:', SANDBOX: '1', PORT: '8123' }));
    assert.equal(more.length, 0);
    assert.ok(banner);
    const lines = banner.msg.split('\n');
    assert.ok(lines.length >= 4, banner.msg);
    assert.match(lines[0]!, /SANDBOX IS ON/);
    assert.match(banner.msg, /HOST=0\.0\.0\.0, every interface/);
    assert.match(banner.msg, /port 8123/);
    for (const path of ['/sandbox/vouchers', '/sandbox/sms', '/sandbox/blocks']) assert.ok(banner.msg.includes(path));
  });

  test('says when only this machine can reach it, and says nothing with the sandbox off', () => {
    const [banner] = warnings(loadConfig({ DATA_DIR: ':memory:', SANDBOX: '1', HOST: '127.0.0.1' }));
    assert.match(banner!.msg, /only from this machine \(HOST=127\.0\.0\.1\)/);
    assert.deepEqual(warnings(loadConfig({ DATA_DIR: ':memory:' })), []);
  });

  test('the generated JWT secret is kept in DATA_DIR and reused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'casino-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
      assert.equal(readFileSync(join(dir, 'jwt-secret'), 'utf8'), first);
      assert.equal(loadConfig({ DATA_DIR: dir }).jwtSecret, first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the generated payments webhook secret is kept in a file of its own in DATA_DIR and reused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'casino-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dir });
      assert.ok(first.paymentsWebhookSecret.length >= 32);
      assert.notEqual(first.paymentsWebhookSecret, first.jwtSecret);
      assert.equal(readFileSync(join(dir, 'payments-webhook-secret'), 'utf8'), first.paymentsWebhookSecret);
      assert.equal(loadConfig({ DATA_DIR: dir }).paymentsWebhookSecret, first.paymentsWebhookSecret);
      const given = 'p'.repeat(40);
      assert.equal(loadConfig({ DATA_DIR: dir, PAYMENTS_WEBHOOK_SECRET: given }).paymentsWebhookSecret, given);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the embedded database', () => {
  test('keeps its data across restarts and applies each migration once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'casino-db-'));
    try {
      const first = await openDatabase({ databaseUrl: null, dataDir: dir });
      await seedDemo(first);
      await first.query(`UPDATE sites SET name = 'Renamed' WHERE id = 2`);
      const migrations = (await first.query('SELECT count(*)::int AS n FROM schema_migrations')).rows[0];
      await first.close();

      const again = await openDatabase({ databaseUrl: null, dataDir: dir });
      await seedDemo(again);
      const site = await again.query<{ name: string }>('SELECT name FROM sites WHERE id = 2');
      assert.equal(site.rows[0]?.name, 'Renamed');
      assert.deepEqual((await again.query('SELECT count(*)::int AS n FROM schema_migrations')).rows[0], migrations);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a production server', () => {
  const server = testApp({
    env: { NODE_ENV: 'production', SANDBOX: '', SMS_PROVIDER: 'log', EXCLUSION_REGISTER: 'none', NODE_ID: 'node-7' },
  });

  test('answers /healthz with its node id, for a proxy placing clients', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', node: 'node-7' });
  });

  test('mounts no sandbox routes', async () => {
    const sms = await server.app.inject({ method: 'GET', url: '/sandbox/sms?phone=%2B27825550101' });
    const vouchers = await server.app.inject({ method: 'POST', url: '/sandbox/vouchers', payload: { amount: 100 } });
    assert.equal(sms.statusCode, 404);
    assert.equal(vouchers.statusCode, 404);
    assert.equal((vouchers.json() as { error: { code: string } }).error.code, 'not_found');
  });

  test('answers a malformed JSON body with 422 in the contract shape', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/hp/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    assert.equal(response.statusCode, 422);
    assert.equal((response.json() as { error: { code: string } }).error.code, 'validation_error');
  });
});
