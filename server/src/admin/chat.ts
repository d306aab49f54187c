/**
 * Operator chat settings (scripts/admin.ts `chat`, sandbox PATCH /sandbox/chat/accounts/:id/settings): shows a
 * chat account's widget settings and working hours, after setting `key=value` pairs.
 */

import type { ChatAccountSettings, WorkingHours } from '../../../contract/chat';
import type { Database } from '../db/database';
import { defaultChatSettings } from '../sandbox/chat/settings';
import { validWorkingHours } from '../sandbox/chat/working-hours';

export class ChatSettingsError extends Error {}

const KNOWN = defaultChatSettings('x');

/** `key=value` pairs → changes: booleans as true/false, working_hours as JSON (or null), the rest as text. */
export function parseChatPairs(pairs: readonly string[]): Partial<ChatAccountSettings> {
  const changes: Record<string, unknown> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at);
    const raw = pair.slice(at + 1);
    if (at <= 0 || !Object.hasOwn(KNOWN, key)) throw new ChatSettingsError(`unknown chat setting "${pair}"`);
    const current = (KNOWN as Record<string, unknown>)[key];
    if (typeof current === 'boolean') {
      if (raw !== 'true' && raw !== 'false') throw new ChatSettingsError(`${key} must be true or false`);
      changes[key] = raw === 'true';
    } else if (key === 'working_hours') {
      changes[key] = parseHours(raw);
    } else if (key === 'company_logo_url') {
      changes[key] = raw === '' || raw === 'null' ? null : raw;
    } else {
      if (key === 'color' && !/^#[0-9a-f]{6}$/i.test(raw)) throw new ChatSettingsError('color must be #rrggbb');
      changes[key] = raw;
    }
  }
  return changes as Partial<ChatAccountSettings>;
}

function parseHours(raw: string): WorkingHours | null {
  if (raw === 'null' || raw === '') return null;
  let hours: WorkingHours;
  try {
    hours = JSON.parse(raw) as WorkingHours;
  } catch {
    throw new ChatSettingsError('working_hours must be JSON: {"timezone":"Africa/Johannesburg","days":[…]}');
  }
  if (typeof hours?.timezone !== 'string' || !Array.isArray(hours.days) || !validWorkingHours(hours)) {
    throw new ChatSettingsError('working_hours must name a time zone and days 0-6 open from HH:MM to a later HH:MM');
  }
  return hours;
}

/** Applies the changes and answers the settings as they now are; null when there is no such account. */
export async function updateChatSettings(
  db: Database,
  accountId: string,
  changes: Partial<ChatAccountSettings>,
): Promise<ChatAccountSettings | null> {
  return db.transaction(async (tx) => {
    const found = await tx.query<{ settings: ChatAccountSettings }>(
      'SELECT settings FROM chat_accounts WHERE id = $1 FOR UPDATE',
      [accountId],
    );
    const row = found.rows[0];
    if (!row) return null;
    const next = { ...row.settings, ...changes };
    await tx.query('UPDATE chat_accounts SET settings = $2 WHERE id = $1', [accountId, JSON.stringify(next)]);
    return next;
  });
}
