/** Demo chat: one chat account per ZA demo site and one agent for each (existing rows are kept). */

import { DEMO_CHAT_ACCOUNTS, DEMO_CHAT_AGENTS, DEMO_CHAT_COLOURS } from '../../../../contract/chat';
import { DEMO_SITES } from '../../../../contract/sites';
import type { Queryable } from '../../db/database';
import { hashPassword } from '../../modules/users/passwords';
import { defaultChatSettings } from './settings';

export async function seedChat(db: Queryable): Promise<void> {
  for (const site of DEMO_SITES) {
    const accountId = DEMO_CHAT_ACCOUNTS[site.id];
    if (!accountId) continue;
    await db.query(
      'INSERT INTO chat_accounts (id, site_id, settings) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [accountId, site.id, JSON.stringify(defaultChatSettings(site.name, DEMO_CHAT_COLOURS[site.id]))],
    );
  }
  for (const agent of DEMO_CHAT_AGENTS) {
    const accountId = DEMO_CHAT_ACCOUNTS[agent.siteId];
    if (!accountId) continue;
    const found = await db.query('SELECT 1 FROM chat_agents WHERE email = $1', [agent.email]);
    if (found.rows.length > 0) continue; // hashing is slow: only for a new agent
    await db.query(
      `INSERT INTO chat_agents (account_id, email, name, password_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO NOTHING`,
      [accountId, agent.email, agent.name, await hashPassword(agent.password)],
    );
  }
}
