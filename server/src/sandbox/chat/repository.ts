/**
 * The sandbox chat service's reads (its SQL, as a repository): an account's stored settings, a conversation's
 * summary for the agent console, its last messages, and a customer's contact.
 */

import type { ChatAccountSettings, ChatContact, ChatConversationSummary, ChatMessage } from '../../../../contract/chat';
import { ErrorCodes } from '../../../../contract/errors';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';

const HISTORY_LIMIT = 200;

export interface MessageRow {
  id: string | number;
  conversation_id: string;
  author: 'customer' | 'agent';
  agent_id: string | number | null;
  body: string;
  created_at: Date;
  customer_id: string;
}

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: String(row.id),
    conversation_id: row.conversation_id,
    body: row.body,
    created_at: new Date(row.created_at).toISOString(),
    customer_id: row.author === 'customer' ? row.customer_id : null,
    user_id: row.author === 'agent' ? String(row.agent_id) : null,
  };
}

export const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.author, m.agent_id, m.body, m.created_at, c.customer_id`;

/** The contact a customer left: only well-formed values (the customers route checked them on the way in). */
export function contactOf(metadata: Record<string, unknown> | string): ChatContact {
  const data = typeof metadata === 'string' ? (JSON.parse(metadata) as Record<string, unknown>) : metadata;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { email: text(data.email), phone: text(data.phone) };
}

export function createChatRepository(db: Queryable) {
  async function storedSettings(accountId: string): Promise<ChatAccountSettings> {
    const found = await db.query<{ settings: ChatAccountSettings }>(
      'SELECT settings FROM chat_accounts WHERE id = $1',
      [accountId],
    );
    const row = found.rows[0];
    if (!row) throw fail(ErrorCodes.chatAccountNotFound);
    return row.settings;
  }

  async function summary(conversationId: string): Promise<ChatConversationSummary> {
    const found = await db.query<{
      id: string;
      customer_id: string;
      last_activity_at: Date;
      agent_seen_at: Date;
      first_name: string | null;
      last_name: string | null;
      phone: string | null;
      metadata: Record<string, unknown> | string;
    }>(
      `SELECT v.id, v.customer_id, v.last_activity_at, v.agent_seen_at, u.first_name, u.last_name, u.phone, c.metadata
         FROM chat_conversations v JOIN chat_customers c ON c.id = v.customer_id
         LEFT JOIN users u ON c.external_id ~ '^[0-9]{1,18}$' AND u.id = c.external_id::bigint
        WHERE v.id = $1`,
      [conversationId],
    );
    const row = found.rows[0];
    if (!row) throw fail(ErrorCodes.chatConversationNotFound);
    const last = await db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
        WHERE m.conversation_id = $1 ORDER BY m.id DESC LIMIT 1`,
      [conversationId],
    );
    const unread = await db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM chat_messages WHERE conversation_id = $1 AND author = 'customer' AND created_at > $2`,
      [conversationId, row.agent_seen_at],
    );
    return {
      id: row.id,
      customer_id: row.customer_id,
      customer: row.phone === null ? null : { name: `${row.first_name} ${row.last_name}`.trim(), phone: row.phone },
      contact: contactOf(row.metadata),
      last_message: last.rows[0] ? toMessage(last.rows[0]) : null,
      last_activity_at: new Date(row.last_activity_at).toISOString(),
      unread: Number(unread.rows[0]?.n ?? 0),
    };
  }

  async function messages(conversationId: string): Promise<ChatMessage[]> {
    const found = await db.query<MessageRow>(
      `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
        WHERE m.conversation_id = $1 ORDER BY m.id DESC LIMIT ${HISTORY_LIMIT}) last ORDER BY id`,
      [conversationId],
    );
    return found.rows.map(toMessage);
  }

  return { storedSettings, summary, messages };
}
