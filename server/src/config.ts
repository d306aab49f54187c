/** Server configuration: read and checked once from the environment at start. */

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_CAPS } from './realtime/constants';

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database, or ':memory:' for a throw-away one. */
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /**
   * Put before every Redis channel and key (REDIS_PREFIX): deployments sharing one Redis (staging beside
   * production, several brands' operators) keep their socket events and rate-limit counters apart.
   */
  redisPrefix: string;
  /** Provider stand-ins (SMS outbox, vouchers, blocks…) mounted under /sandbox; off unless SANDBOX is on. */
  sandbox: boolean;
  production: boolean;
  jwtSecret: string;
  /** Signs provider callbacks (x-signature: sha256=<HMAC of the raw body>) and wallet calls. */
  paymentsWebhookSecret: string;
  /** The built site to serve, or null to serve only the API. */
  siteDir: string | null;
  /** The built back office console (dist/backoffice), served at /backoffice/, or null to serve none. */
  backofficeDir: string | null;
  logLevel: string;
  /** Site origins (scheme://host[:port]) whose pages may call the API from a browser; the server's own always can. */
  corsOrigins: string[];
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): false, the TCP peer is the client; a number of
   * proxy hops in front of the server; or the proxies' addresses, CIDRs and proxy-addr's range names.
   */
  trustProxy: false | number | string[];
  /** Which implementation serves each provider kind (SMS_PROVIDER, PAYOUT_PROVIDER, KYC_PROVIDER; providers/). */
  smsProvider: SmsProviderName;
  payoutProvider: PayoutProviderName;
  kycProvider: KycProviderName;
  /**
   * The national exclusion register checked at sign-up, sign-in and session refresh (EXCLUSION_REGISTER;
   * providers/exclusion-register): the sandbox's stand-in, or `none`, which production takes only when said outright.
   */
  exclusionRegister: ExclusionRegisterName;
  /** Where the webhook SMS provider posts `{"to","text"}`, signed with paymentsWebhookSecret. */
  smsWebhookUrl: string | null;
  /** The chat provider's agent console (CHAT_AGENT_CONSOLE_URL), linked from the back office's menu; null for none. */
  chatAgentConsoleUrl: string | null;
  /** This process among the nodes behind one proxy (NODE_ID; default host name and process id): /healthz says it. */
  nodeId: string;
  /** Open sockets (WebSockets and long-poll sessions) per node, per unit and per client address. */
  sockets: { perNode: number; perUnit: number; perAddress: number };
  /** The listen queue asked of the kernel (LISTEN_BACKLOG): a reconnect storm queues here, not in SYN drops. */
  listenBacklog: number;
  /** How long a node takes, on SIGTERM, to close its sockets in batches before it stops (DRAIN_MS). */
  drainMs: number;
  /** How long a site's most played games are answered from memory and may be cached (MOST_POPULAR_TTL_MS). */
  mostPopularTtlMs: number;
}

export type SmsProviderName = 'sandbox' | 'webhook' | 'log';
export type PayoutProviderName = 'sandbox' | 'manual';
export type KycProviderName = 'sandbox' | 'in_house';
export type ExclusionRegisterName = 'sandbox' | 'none';

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Bad configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function port(env: Env): number {
  const raw = env.PORT ?? '8000';
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 0 || value > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (${protocols.join(' or ')}), got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol.replace(/:$/, ''))) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`);
  }
  return raw;
}

/** A whole number from `min`, or `fallback` when unset. */
function count(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
    throw new ConfigError(name, `must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

function nodeId(env: Env): string {
  const raw = env.NODE_ID ?? `${hostname()}-${process.pid}`;
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(raw)) {
    throw new ConfigError('NODE_ID', `may hold up to 64 letters, digits and . _ -, got "${raw}"`);
  }
  return raw;
}

function redisPrefix(env: Env): string {
  const raw = env.REDIS_PREFIX ?? '';
  if (!/^[A-Za-z0-9:_.-]{0,64}$/.test(raw)) {
    throw new ConfigError('REDIS_PREFIX', `may hold up to 64 letters, digits and : _ . -, got "${raw}"`);
  }
  return raw;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = raw.toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  if (['0', 'false', 'off', 'no'].includes(value)) return false;
  throw new ConfigError(name, `must be on or off, got "${raw}"`);
}

/**
 * CORS_ORIGINS: comma-separated origins as a browser sends them in `Origin` (no path, no wildcard; a trailing slash
 * is forgiven), so that a typo fails at start instead of silently leaving the site unable to call us.
 */
function corsOrigins(env: Env): string[] {
  const raw = env.CORS_ORIGINS ?? '';
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    let origin: string | null = null;
    try {
      const parsed = new URL(entry);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origin = parsed.origin;
    } catch {
      // reported below, with the rest
    }
    if (origin === null || origin !== entry.toLowerCase().replace(/\/$/, '')) {
      throw new ConfigError(
        'CORS_ORIGINS',
        `must list origins like https://casino.example or http://localhost:8000, got "${entry}"`,
      );
    }
    return origin;
  });
}

const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, or a CIDR with a prefix length (as proxy-addr compiles them; a /0 would trust every client). */
function addressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Off unless set: trusting any client's X-Forwarded-For lets it pick the address that rate limits count. */
function trustProxy(env: Env): Config['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (['', 'off', 'false', '0'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (Number.isSafeInteger(hops)) return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !PROXY_RANGES.includes(entry) && !addressOrCidr(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be off, a hop count, or a comma-separated list of proxy addresses, CIDRs or ${PROXY_RANGES.join(', ')}; got "${wrong}"`,
    );
  }
  return entries;
}

/**
 * A secret of 32+ characters: required in production; otherwise generated once and kept beside the data in a file
 * of its own, so that a restart keeps what it signed valid.
 */
function secret(env: Env, name: string, file: string, production: boolean, dataDir: string): string {
  const raw = env[name];
  if (raw !== undefined && raw !== '') {
    if (raw.length < 32) throw new ConfigError(name, 'must be at least 32 characters');
    return raw;
  }
  if (production) throw new ConfigError(name, 'is required when NODE_ENV=production');
  const fresh = randomBytes(48).toString('base64url');
  if (dataDir === ':memory:') return fresh;
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, fresh, { mode: 0o600 });
  return fresh;
}

/**
 * A provider kind's implementation: the one named, else the sandbox's when the sandbox is on, else `fallback`. The
 * sandbox's own is refused without the sandbox: its routes (the outbox, the bank, the approve button) are not mounted.
 */
function provider<T extends string>(env: Env, name: string, choices: readonly T[], sandbox: boolean, fallback: T): T {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return sandbox ? ('sandbox' as T) : fallback;
  const choice = choices.find((c) => c === raw);
  if (choice === undefined) throw new ConfigError(name, `must be one of ${choices.join(', ')}, got "${env[name]}"`);
  if (choice === 'sandbox' && !sandbox) throw new ConfigError(name, 'may be sandbox only with SANDBOX on');
  return choice;
}

/**
 * SMS_PROVIDER: a webhook when SMS_WEBHOOK_URL is given; in production nothing else unless SMS_PROVIDER=log is said
 * outright, since with the log provider no player ever receives a code (the log holds none either).
 */
function smsProvider(env: Env, sandbox: boolean, production: boolean, webhookUrl: string | null): SmsProviderName {
  const implicit = (env.SMS_PROVIDER ?? '').trim() === '';
  if (implicit && webhookUrl !== null) return 'webhook';
  if (implicit && !sandbox && production) {
    throw new ConfigError(
      'SMS_PROVIDER',
      'is required when NODE_ENV=production: set SMS_WEBHOOK_URL (or SMS_PROVIDER=log, and no player receives a code)',
    );
  }
  const chosen = provider(env, 'SMS_PROVIDER', ['sandbox', 'webhook', 'log'] as const, sandbox, 'log');
  if (chosen === 'webhook' && webhookUrl === null) {
    throw new ConfigError('SMS_WEBHOOK_URL', 'is required when SMS_PROVIDER=webhook');
  }
  return chosen;
}

/**
 * EXCLUSION_REGISTER: the sandbox's stand-in with the sandbox on; otherwise no register is asked, which production
 * accepts only when said outright (EXCLUSION_REGISTER=none): then nobody on a national register is kept out by us.
 */
function exclusionRegister(env: Env, sandbox: boolean, production: boolean): ExclusionRegisterName {
  if ((env.EXCLUSION_REGISTER ?? '').trim() === '' && !sandbox && production) {
    throw new ConfigError(
      'EXCLUSION_REGISTER',
      'is required when NODE_ENV=production: EXCLUSION_REGISTER=none says no national exclusion register is checked',
    );
  }
  return provider(env, 'EXCLUSION_REGISTER', ['sandbox', 'none'] as const, sandbox, 'none');
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = env.DATA_DIR === ':memory:' ? ':memory:' : resolve(env.DATA_DIR || './data');
  const siteDir = env.SITE_DIR ? resolve(env.SITE_DIR) : null;
  if (siteDir !== null && !existsSync(siteDir)) {
    throw new ConfigError('SITE_DIR', `names a folder that does not exist: ${siteDir}`);
  }
  const backofficeDir = env.BACKOFFICE_DIR ? resolve(env.BACKOFFICE_DIR) : null;
  if (backofficeDir !== null && !existsSync(backofficeDir)) {
    throw new ConfigError('BACKOFFICE_DIR', `names a folder that does not exist: ${backofficeDir}`);
  }
  // Off unless asked for: the sandbox mints vouchers and shows every OTP. `npm start`'s demo turns it on.
  const sandbox = flag(env, 'SANDBOX', false);
  const smsWebhookUrl = url(env, 'SMS_WEBHOOK_URL', ['https', 'http']);
  return {
    port: port(env),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    redisUrl: url(env, 'REDIS_URL', ['redis', 'rediss']),
    redisPrefix: redisPrefix(env),
    sandbox,
    production,
    jwtSecret: secret(env, 'JWT_SECRET', 'jwt-secret', production, dataDir),
    paymentsWebhookSecret: secret(env, 'PAYMENTS_WEBHOOK_SECRET', 'payments-webhook-secret', production, dataDir),
    siteDir,
    backofficeDir,
    logLevel: env.LOG_LEVEL || 'info',
    corsOrigins: corsOrigins(env),
    trustProxy: trustProxy(env),
    smsProvider: smsProvider(env, sandbox, production, smsWebhookUrl),
    payoutProvider: provider(env, 'PAYOUT_PROVIDER', ['sandbox', 'manual'] as const, sandbox, 'manual'),
    kycProvider: provider(env, 'KYC_PROVIDER', ['sandbox', 'in_house'] as const, sandbox, 'in_house'),
    exclusionRegister: exclusionRegister(env, sandbox, production),
    smsWebhookUrl,
    chatAgentConsoleUrl: url(env, 'CHAT_AGENT_CONSOLE_URL', ['https', 'http']),
    nodeId: nodeId(env),
    sockets: {
      perNode: count(env, 'SOCKETS_PER_NODE', DEFAULT_CAPS.perNode),
      perUnit: count(env, 'SOCKETS_PER_UNIT', DEFAULT_CAPS.perUnit),
      perAddress: count(env, 'SOCKETS_PER_ADDRESS', DEFAULT_CAPS.perAddress),
    },
    listenBacklog: count(env, 'LISTEN_BACKLOG', 4_096, 64),
    drainMs: count(env, 'DRAIN_MS', 10_000, 0),
    mostPopularTtlMs: count(env, 'MOST_POPULAR_TTL_MS', 60_000, 0),
  };
}
