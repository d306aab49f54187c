/**
 * The unit config (SPEC §3) as a schema: what the unit answer carries, what the operator may set (npm run admin
 * -- config, sandbox /sandbox/sites) and how a stored config is read. One schema, so an answer, an edit and a
 * money call never disagree about a field.
 */

import Ajv from 'ajv';
import { Type, type TSchema } from 'typebox';
import type { UnitConfig } from '../../../../contract/entities';
import {
  DEFAULT_UNIT_CONFIG,
  FEE_PERIODS,
  type UnitConfigGroup,
  type UnitConfigPatch,
} from '../../../../contract/unit-config';
import type { Queryable } from '../../db/database';

const Amount = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'minor units' });
const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 });
// Typed as contract's UnitConfig has it (string); the enum is what is accepted.
const Period = Type.String({ enum: [...FEE_PERIODS], maxLength: 8 });
const FundsMode = Type.String({ pattern: '^[a-z][a-z0-9_]{0,31}$', maxLength: 32 });
const strict = { additionalProperties: false } as const;

const upiLimits = { enabled: Type.Boolean(), max_amount: Amount, min_amount: Amount };
const UpiLimitsSchema = Type.Object(upiLimits, strict);
const UpiWithdrawalSchema = Type.Object(
  { ...upiLimits, fee: Amount, fee_period: Period, free_withdrawal_count: Count },
  strict,
);

const fields = {
  funds_mode: FundsMode,
  fingerprinting_enabled: Type.Boolean(),
  bank_withdrawal_fee_period: Period,
  free_bank_withdrawal_count: Count,
  im_withdrawal_enabled: Type.Boolean(),
  im_withdrawal_fee: Amount,
  im_withdrawal_min_amount: Amount,
  eft_withdrawal_enabled: Type.Boolean(),
  eft_withdrawal_fee: Amount,
  eft_withdrawal_min_amount: Amount,
  ticket_cashout_enabled: Type.Boolean(),
  second_level_verification_threshold: Amount,
  third_level_verification_threshold: Amount,
  monthly_second_level_verification_threshold: Amount,
  monthly_third_level_verification_threshold: Amount,
  real_money_enabled: Type.Boolean(),
};
/** The operator's own settings: kept in the unit config and set the same ways, never answered to players. */
const operatorFields = {
  /** Adjustments of at least this (either way, minor units) wait for a second staff member; 0: every one does. */
  adjustment_approval_threshold: Amount,
  /** The largest seed the back office gives a jackpot of the site (minor units); 0: none can be seeded. */
  jackpot_max_seed_amount: Amount,
};
const groups = {
  upi_withdrawal: UpiWithdrawalSchema,
  upi_intent_deposit: UpiLimitsSchema,
  upi_qr_deposit: UpiLimitsSchema,
} satisfies Record<UnitConfigGroup, TSchema>;

/** The whole config, as answered in `unit.config`. */
export const UnitConfigSchema = Type.Object({ ...fields, ...groups }, strict);

/** The whole config with the operator's own settings, as the back office answers it. */
export const OperatorUnitConfigSchema = Type.Object({ ...fields, ...operatorFields, ...groups }, strict);

/** Some fields of the config, groups (upi_*) partly too: what an edit sends. */
export const UnitConfigPatchSchema = Type.Partial(
  Type.Object(
    {
      ...fields,
      ...operatorFields,
      ...Object.fromEntries(Object.entries(groups).map(([k, s]) => [k, Type.Partial(s)])),
    },
    strict,
  ),
);

export type { UnitConfigPatch };

const GROUPS = Object.keys(groups) as UnitConfigGroup[];
const isGroup = (key: string): key is UnitConfigGroup => (GROUPS as string[]).includes(key);

/** `base` with `patch` applied; a group is merged field by field. */
export function mergeUnitConfig(base: UnitConfig, patch: UnitConfigPatch): UnitConfig {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    merged[key] = isGroup(key) ? { ...base[key], ...(value as object) } : value;
  }
  return merged as unknown as UnitConfig;
}

/**
 * A stored config as the server uses it: fields a site never set take DEFAULT_UNIT_CONFIG's values, so a config
 * written before a field existed still reads whole.
 */
export function readUnitConfig(stored: unknown): UnitConfig {
  const partial = typeof stored === 'object' && stored !== null ? (stored as UnitConfigPatch) : {};
  return mergeUnitConfig(DEFAULT_UNIT_CONFIG, partial);
}

/** The site's config, read in the caller's transaction (a money call reads the limits it applies there). */
export async function siteUnitConfig(q: Queryable, siteId: number): Promise<UnitConfig> {
  const { rows } = await q.query<{ unit_config: unknown }>('SELECT unit_config FROM sites WHERE id = $1', [siteId]);
  if (!rows[0]) throw new Error(`site ${siteId} has no row`);
  return readUnitConfig(rows[0].unit_config);
}

/** The config as players get it (the unit answer and the socket's join): without the operator's own settings. */
export function playerUnitConfig(config: UnitConfig): UnitConfig {
  const { adjustment_approval_threshold: _threshold, jackpot_max_seed_amount: _seedCap, ...player } = config;
  return player;
}

/** The site's four-eyes threshold for adjustments (back office); unset is 0: every adjustment waits. */
export function adjustmentApprovalThreshold(config: UnitConfig): number {
  return config.adjustment_approval_threshold ?? 0;
}

/** The largest jackpot seed the back office may set on the site; unset is 0, as SPEC §9 has every limit. */
export function jackpotMaxSeedAmount(config: UnitConfig): number {
  return config.jackpot_max_seed_amount ?? 0;
}

/** Thrown for a setting that does not exist or a value it cannot take; the message says which and why. */
export class UnitConfigError extends Error {}

/** Every settable key: top-level fields and `group.field`. */
export function configKeys(): string[] {
  const keys: string[] = [...Object.keys(fields), ...Object.keys(operatorFields)];
  for (const group of GROUPS) keys.push(...Object.keys(groups[group].properties).map((field) => `${group}.${field}`));
  return keys;
}

function leafSchema(key: string): TSchema | null {
  const [head, field, ...rest] = key.split('.');
  if (!head || rest.length > 0) return null;
  // Own keys only: `toString` or `constructor` is no setting, though every object answers to it.
  const own = (table: object, name: string) =>
    Object.hasOwn(table, name) ? (table as Record<string, TSchema>)[name] : undefined;
  if (field === undefined) return own(fields, head) ?? own(operatorFields, head) ?? null;
  if (!isGroup(head)) return null;
  return own(groups[head].properties, field) ?? null;
}

function expected(schema: TSchema): string {
  const node = schema as { type?: string; maximum?: number; enum?: string[] };
  if (node.type === 'boolean') return 'true or false';
  if (node.type === 'integer') return `a whole number from 0 to ${node.maximum}`;
  if (node.enum) return `one of ${node.enum.join(', ')}`;
  return 'a lower-case word like gs_ticket';
}

const ajv = new Ajv({ allErrors: false });
const leafChecks = new Map<TSchema, (value: unknown) => boolean>();
function valid(schema: TSchema, value: unknown): boolean {
  let check = leafChecks.get(schema);
  if (!check) {
    const compiled = ajv.compile(schema);
    check = (candidate) => compiled(candidate);
    leafChecks.set(schema, check);
  }
  return check(value);
}

/** One `key=value` as the operator types it: the value read for the key's type, or a UnitConfigError. */
function parsePair(pair: string): [key: string, value: unknown] {
  const at = pair.indexOf('=');
  if (at <= 0) throw new UnitConfigError(`"${pair}" is not key=value`);
  const key = pair.slice(0, at);
  const raw = pair.slice(at + 1);
  if (isGroup(key)) {
    throw new UnitConfigError(`${key} is a group: set its fields, e.g. ${key}.enabled=true`);
  }
  const type = (settingSchema(key) as { type?: string }).type;
  let value: unknown = raw;
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) value = raw === 'true';
  else if (type === 'integer' && /^(0|[1-9][0-9]*)$/.test(raw)) value = Number(raw);
  checkSetting(key, value, `"${raw}"`);
  return [key, value];
}

/** The schema of one settable key, or a UnitConfigError naming the settings there are. */
function settingSchema(key: string): TSchema {
  const schema = leafSchema(key);
  if (!schema) throw new UnitConfigError(`unknown setting "${key}"; settings are: ${configKeys().join(', ')}`);
  return schema;
}

/** One setting's value, checked as the CLI checks it: a UnitConfigError names the key, what it takes and what came. */
function checkSetting(key: string, value: unknown, shown: string): void {
  const schema = settingSchema(key);
  if (!valid(schema, value)) throw new UnitConfigError(`${key} must be ${expected(schema)}, got ${shown}`);
}

/**
 * A patch sent as JSON (the back office's PUT sites/<id>/config), every value checked as `npm run admin -- config`
 * checks the same key typed as key=value; the first bad one throws UnitConfigError with the CLI's message.
 */
export function checkConfigPatch(patch: unknown): UnitConfigPatch {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
    throw new UnitConfigError('the config must be an object of settings');
  }
  for (const [key, value] of Object.entries(patch)) {
    if (!isGroup(key)) {
      checkSetting(key, value, JSON.stringify(value) ?? String(value));
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new UnitConfigError(`${key} is a group: send its fields, e.g. {"${key}": {"enabled": true}}`);
    }
    for (const [field, inner] of Object.entries(value)) {
      checkSetting(`${key}.${field}`, inner, JSON.stringify(inner) ?? String(inner));
    }
  }
  return patch as UnitConfigPatch;
}

/** `key=value` pairs (dotted keys for the upi_* groups) as a patch; the first bad pair throws UnitConfigError. */
export function parseConfigPairs(pairs: readonly string[]): UnitConfigPatch {
  const patch: Record<string, unknown> = {};
  for (const pair of pairs) {
    const [key, value] = parsePair(pair);
    const [head, field] = key.split('.') as [string, string | undefined];
    if (field === undefined) patch[head] = value;
    else patch[head] = { ...(patch[head] as object | undefined), [field]: value };
  }
  return patch as UnitConfigPatch;
}

/**
 * The keys of a patch sent as JSON that are not settings (request bodies drop unknown keys silently, and an
 * operator's typo must not look like a saved change).
 */
export function unknownConfigKeys(patch: unknown): string[] {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return [];
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (isGroup(key)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      for (const field of Object.keys(value)) if (!leafSchema(`${key}.${field}`)) unknown.push(`${key}.${field}`);
    } else if (!leafSchema(key)) unknown.push(key);
  }
  return unknown;
}

/** Config lines for the operator: one `key = value` a line, groups dotted. */
export function describeConfig(config: UnitConfig): string[] {
  return configKeys().map((key) => {
    const [head, field] = key.split('.') as [string, string | undefined];
    // An operator setting a site never set reads as its default, 0.
    const top = (config as unknown as Record<string, unknown>)[head] ?? 0;
    const value = field === undefined ? top : (top as Record<string, unknown>)[field];
    return `${key} = ${String(value)}`;
  });
}
