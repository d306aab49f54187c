/**
 * Operator commands against the server's own database (DATA_DIR or DATABASE_URL, as `npm start` uses):
 *   npm run admin -- block|unblock login|deposit|withdrawal|game <phone> [--site <id>]
 *   npm run admin -- block|unblock deposit|withdrawal|game --unit <unit id>
 *   npm run admin -- blocks <phone> [--site <id>]
 *   npm run admin -- site <id> [--active|--inactive] [--funds-mode <mode>]
 *   npm run admin -- config <site id> [key=value …]   (dotted keys for upi_*: upi_withdrawal.enabled=true)
 *   npm run admin -- happy-hour <site id> [<name> key=value …]
 *   npm run admin -- staff create <email> --role <role> --sites 1,2,3 | staff list | staff disable|enable|reset <email>
 * A phone is E.164 (+27…, +91…) or national for the site given (ZA without --site). A login block signs the player
 * out (unit and refresh tokens revoked).
 */

import { loadConfig } from '../server/src/config';
import { createBus } from '../server/src/bus';
import type { Bus } from '../server/src/bus/bus';
import type { Database, Queryable } from '../server/src/db/database';
import { openDatabase } from '../server/src/db';
import {
  findPlayers,
  PLAYER_BLOCKS,
  setPlayerBlock,
  setUnitBlock,
  type BlockedPlayer,
  type PlayerBlock,
} from '../server/src/admin/blocks';
import { INTEGER_MAX } from '../server/src/db/column-schemas';
import { updateSite, type SiteChange, type SiteState } from '../server/src/admin/sites';
import {
  describeHappyHour,
  HappyHourConfigError,
  setHappyHourConfig,
  siteHappyHours,
  type HappyHourSetup,
} from '../server/src/modules/happy-hours/configs';
import { ChatSettingsError, parseChatPairs, updateChatSettings } from '../server/src/admin/chat';
import { UNIT_BLOCKS, type UnitBlock } from '../server/src/modules/units/blocks';
import {
  describeConfig,
  parseConfigPairs,
  UnitConfigError,
  type UnitConfigPatch,
} from '../server/src/modules/units/config';
import { parsePhone } from '../server/src/modules/users/phone';
import { STAFF_ROLES, type StaffRole } from '../contract/backoffice';
import {
  createStaff,
  listStaff,
  resetStaff,
  setStaffDisabled,
  StaffInputError,
} from '../server/src/modules/backoffice/staff/service';
import type { StaffRow } from '../server/src/modules/backoffice/staff/repository';
import { ApiError } from '../server/src/errors';

export const USAGE = `Usage:
  npm run admin -- block <login|deposit|withdrawal|game> <phone> [--site <id>]
  npm run admin -- unblock <login|deposit|withdrawal|game> <phone> [--site <id>]
  npm run admin -- block|unblock <deposit|withdrawal|game> --unit <unit id>
  npm run admin -- blocks <phone> [--site <id>]
  npm run admin -- site <id> [--active|--inactive] [--funds-mode <mode>]
  npm run admin -- config <site id> [key=value …]
    Shows the site's unit config, after setting the pairs given. Amounts are minor units (R1 = 100); groups
    take dotted keys: upi_withdrawal.enabled=true upi_withdrawal.min_amount=10000
  npm run admin -- happy-hour <site id> [<name> key=value …]
    Shows the site's happy hours, after setting the pairs given on the one named (a new name needs them all):
    schedule="0 18 * * *" (cron, UTC) duration=3600 (seconds) min_deposit=5000 bonus_percentage=50
    max_bonus=50000 (minor units) active=true|false. A change applies from the next window on.
  npm run admin -- chat <chat account id> [key=value …]
    Shows the chat account's widget settings, after setting the pairs given: enable_widget=false,
    require_auth=true, title=Help, hide_outside_working_hours=true,
    working_hours='{"timezone":"Africa/Johannesburg","days":[{"day":1,"from":"08:00","to":"17:00"}]}'
  npm run admin -- staff create <email> --role <owner|finance|compliance|support|marketing> --sites 1,2,3
    Makes a back-office staff member; prints a one-time password and the TOTP otpauth:// URI. They enrol at first
    sign-in (the console shows the QR code) and choose their own password.
  npm run admin -- staff list
  npm run admin -- staff disable|enable <email>
  npm run admin -- staff reset <email>
    A new one-time password and TOTP secret (a lost phone): their sessions end and they enrol again.`;

export class UsageError extends Error {}

function describe(player: BlockedPlayer): string {
  const blocks = player.blocks.length > 0 ? player.blocks.join(', ') : 'none';
  return `${player.phone} on site ${player.siteId} (user ${player.userId}): blocks ${blocks}`;
}

function describeSite(site: SiteState): string {
  return `Site ${site.siteId} (${site.name}): ${site.active ? 'active' : 'not active'}, funds mode ${site.fundsMode}`;
}

function flag(args: string[], name: string): boolean {
  const at = args.indexOf(name);
  if (at !== -1) args.splice(at, 1);
  return at !== -1;
}

/** `site <id> [--active|--inactive] [--funds-mode <mode>]`: shows the site, after the change if one is given. */
async function siteCommand(args: string[], db: Database): Promise<string[]> {
  const active = flag(args, '--active');
  const inactive = flag(args, '--inactive');
  const fundsMode = option(args, '--funds-mode');
  const [rawId, ...extra] = args;
  if (!rawId || extra.length > 0 || (active && inactive)) throw new UsageError(USAGE);
  if (fundsMode !== undefined && !/^[a-z][a-z0-9_]{0,31}$/.test(fundsMode))
    throw new UsageError(`--funds-mode must be a word like gs_ticket, got "${fundsMode}"`);
  const change: SiteChange = { fundsMode };
  if (active || inactive) change.active = active;
  const siteId = positiveInteger(rawId, 'the site id');
  if (siteId > INTEGER_MAX) return [`No site ${rawId}`];
  const site = await updateSite(db, siteId, change);
  return site ? [describeSite(site)] : [`No site ${rawId}`];
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (value === undefined) throw new UsageError(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

function positiveInteger(raw: string, what: string): number {
  if (!/^[1-9]\d*$/.test(raw)) throw new UsageError(`${what} must be a positive whole number, got "${raw}"`);
  return Number(raw);
}

async function siteCountry(db: Queryable, siteId: number | undefined): Promise<'ZA' | 'IN'> {
  if (siteId === undefined) return 'ZA';
  const { rows } = await db.query<{ country: 'ZA' | 'IN' }>('SELECT country FROM sites WHERE id = $1', [siteId]);
  if (!rows[0]) throw new UsageError(`there is no site ${siteId}`);
  return rows[0].country;
}

/** `config <site id> [key=value …]`: shows the unit config, after the change if pairs are given. */
async function configCommand(args: string[], db: Database): Promise<string[]> {
  const [rawId, ...pairs] = args;
  if (!rawId) throw new UsageError(USAGE);
  let change: UnitConfigPatch;
  try {
    change = parseConfigPairs(pairs);
  } catch (error) {
    if (error instanceof UnitConfigError) throw new UsageError(error.message);
    throw error;
  }
  const siteId = positiveInteger(rawId, 'the site id');
  const site = siteId > INTEGER_MAX ? null : await updateSite(db, siteId, { config: change });
  if (!site) return [`No site ${rawId}`];
  const heading = `Site ${site.siteId} (${site.name}) unit config${pairs.length > 0 ? ', updated' : ''}:`;
  return [heading, ...describeConfig(site.config).map((line) => `  ${line}`)];
}

const HAPPY_HOUR_NUMBERS = ['duration', 'min_deposit', 'bonus_percentage', 'max_bonus'] as const;

/** `happy-hour <site id> [<name> key=value …]`: shows the site's happy hours, after the change if pairs are given. */
async function happyHourCommand(args: string[], db: Database): Promise<string[]> {
  const [rawId, name, ...pairs] = args;
  if (!rawId || (name !== undefined && pairs.length === 0)) throw new UsageError(USAGE);
  const siteId = positiveInteger(rawId, 'the site id');
  if (siteId > INTEGER_MAX) return [`No site ${rawId}`];
  const change: Partial<Omit<HappyHourSetup, 'name'>> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (at <= 0) throw new UsageError(`"${pair}" is not key=value`);
    if (key === 'schedule') change.schedule = value;
    else if (key === 'active' && (value === 'true' || value === 'false')) change.active = value === 'true';
    else if ((HAPPY_HOUR_NUMBERS as readonly string[]).includes(key) && /^\d+$/.test(value)) {
      change[key as (typeof HAPPY_HOUR_NUMBERS)[number]] = Number(value);
    } else throw new UsageError(`a happy hour has no setting ${key}=${value} (see the usage)`);
  }
  let configs;
  try {
    configs =
      name === undefined ? await siteHappyHours(db, siteId) : await setHappyHourConfig(db, siteId, name, change);
  } catch (error) {
    if (error instanceof HappyHourConfigError) throw new UsageError(error.message);
    throw error;
  }
  if (!configs) return [`No site ${rawId}`];
  const heading = `Site ${siteId} happy hours${name === undefined ? '' : `, ${name} updated`}:`;
  return [heading, ...(configs.length > 0 ? configs.map((config) => `  ${describeHappyHour(config)}`) : ['  none'])];
}

/** `chat <account id> [key=value …]`: shows a chat account's settings, after the change if pairs are given. */
async function chatCommand(args: string[], db: Database): Promise<string[]> {
  const [accountId, ...pairs] = args;
  if (!accountId) throw new UsageError(USAGE);
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(accountId)) {
    throw new UsageError('the chat account id must be a UUID');
  }
  let changes;
  try {
    changes = parseChatPairs(pairs);
  } catch (error) {
    if (error instanceof ChatSettingsError) throw new UsageError(error.message);
    throw error;
  }
  const settings = await updateChatSettings(db, accountId, changes);
  if (!settings) return [`No chat account ${accountId}`];
  const heading = `Chat account ${accountId} settings${pairs.length > 0 ? ', updated' : ''}:`;
  return [heading, ...Object.entries(settings).map(([key, value]) => `  ${key}: ${JSON.stringify(value)}`)];
}

function describeStaff(staff: StaffRow): string {
  const state = staff.disabled ? 'disabled' : staff.must_enrol ? 'not enrolled yet' : 'active';
  return `${staff.id} ${staff.email}: ${staff.role}, sites ${staff.site_ids.join(',')}, ${state}`;
}

/** `staff create|list|disable|enable|reset …`: back-office staff; changes are audited with no staff member. */
async function staffCommand(args: string[], db: Database): Promise<string[]> {
  const role = option(args, '--role');
  const sites = option(args, '--sites');
  const [command, email, ...extra] = args;
  if (extra.length > 0) throw new UsageError(USAGE);
  const actor = { staffId: null, now: new Date() };
  if (command === 'list') {
    if (email !== undefined) throw new UsageError(USAGE);
    const staff = await listStaff(db);
    return staff.length > 0 ? staff.map(describeStaff) : ['No staff yet'];
  }
  if (!email) throw new UsageError(USAGE);
  try {
    if (command === 'create') {
      if (!role || !(STAFF_ROLES as readonly string[]).includes(role)) {
        throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}`);
      }
      if (!sites || !/^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8})*$/.test(sites)) {
        throw new UsageError('--sites must be site ids separated by commas, e.g. 1,2,3');
      }
      const created = await createStaff(
        db,
        { email, role: role as StaffRole, siteIds: sites.split(',').map(Number) },
        actor,
      );
      return [
        `Created ${describeStaff(created.staff)}`,
        `One-time password: ${created.password}`,
        `TOTP: ${created.otpauthUri}`,
        'Give both to them privately: at first sign-in they add the TOTP to an authenticator app and choose a password.',
      ];
    }
    if (command === 'disable' || command === 'enable') {
      const staff = await setStaffDisabled(db, email, command === 'disable', actor);
      return staff
        ? [`${command === 'disable' ? 'Disabled' : 'Enabled'} ${describeStaff(staff)}`]
        : [`No staff member ${email}`];
    }
    if (command === 'reset') {
      const reset = await resetStaff(db, email, actor);
      if (!reset) return [`No staff member ${email}`];
      return [
        `Reset ${describeStaff(reset.staff)}`,
        `One-time password: ${reset.password}`,
        `TOTP: ${reset.otpauthUri}`,
      ];
    }
  } catch (error) {
    if (error instanceof StaffInputError) throw new UsageError(error.message);
    if (error instanceof ApiError) throw new UsageError(error.message);
    throw error;
  }
  throw new UsageError(USAGE);
}

/** Runs one command; answers the lines to print. Throws UsageError for bad input. */
export async function runAdmin(argv: readonly string[], db: Database, bus?: Bus): Promise<string[]> {
  const args = [...argv];
  if (args[0] === 'site') return siteCommand(args.slice(1), db);
  if (args[0] === 'config') return configCommand(args.slice(1), db);
  if (args[0] === 'happy-hour') return happyHourCommand(args.slice(1), db);
  if (args[0] === 'chat') return chatCommand(args.slice(1), db);
  if (args[0] === 'staff') return staffCommand(args.slice(1), db);
  const siteRaw = option(args, '--site');
  const unitRaw = option(args, '--unit');
  const siteId = siteRaw === undefined ? undefined : positiveInteger(siteRaw, '--site');
  const [command, ...rest] = args;

  if (command === 'blocks') {
    const [rawPhone] = rest;
    if (!rawPhone || rest.length > 1) throw new UsageError(USAGE);
    const phone = parsePhone(rawPhone, await siteCountry(db, siteId));
    if (!phone) throw new UsageError(`"${rawPhone}" is not a phone number`);
    const players = await findPlayers(db, { phone, siteId });
    return players.length > 0 ? players.map(describe) : [`No player with phone ${phone}`];
  }

  if (command !== 'block' && command !== 'unblock') throw new UsageError(USAGE);
  const on = command === 'block';
  const [kind, rawPhone, ...extra] = rest;
  if (extra.length > 0) throw new UsageError(USAGE);

  if (unitRaw !== undefined) {
    if (!UNIT_BLOCKS.includes(kind as UnitBlock) || rawPhone !== undefined) throw new UsageError(USAGE);
    const unitId = positiveInteger(unitRaw, '--unit');
    if (!(await setUnitBlock(db, unitId, kind as UnitBlock, on))) return [`No unit ${unitId}`];
    return [`Unit ${unitId}: ${kind} ${on ? 'blocked' : 'unblocked'}`];
  }

  if (!PLAYER_BLOCKS.includes(kind as PlayerBlock) || !rawPhone) throw new UsageError(USAGE);
  const phone = parsePhone(rawPhone, await siteCountry(db, siteId));
  if (!phone) throw new UsageError(`"${rawPhone}" is not a phone number`);
  const players = await setPlayerBlock(db, { phone, siteId }, kind as PlayerBlock, on, { now: new Date(), bus });
  if (players.length === 0) return [`No player with phone ${phone}${siteId ? ` on site ${siteId}` : ''}`];
  return players.map((player) => `${on ? 'Blocked' : 'Unblocked'} ${kind}: ${describe(player)}`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  // With Redis, a login block also closes the player's open sockets on the running server nodes.
  const bus = config.redisUrl ? createBus(config.redisUrl) : undefined;
  try {
    for (const line of await runAdmin(process.argv.slice(2), db, bus)) console.log(line);
  } finally {
    await bus?.close();
    await db.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
}
