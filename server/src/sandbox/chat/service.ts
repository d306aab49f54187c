/**
 * The sandbox chat service (contract/chat.ts): accounts and their settings, customers, one conversation per
 * customer, messages, agents and their sessions. Messages reach sockets through the bus, so every node's sockets
 * hear them.
 */

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGE_MAX,
  ChatPushes,
  type ChatAccountSettings,
  type ChatConversationSummary,
  type ChatCustomerSession,
  type ChatMessage,
  type ChatWidgetSettings,
} from '../../../../contract/chat';
import { ErrorCodes } from '../../../../contract/errors';
import type { AppContext } from '../../context';
import { fail } from '../../errors';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../modules/users/passwords';
import { addressKey } from '../../ratelimit/client-address';
import { widgetSettings } from './settings';
import { contactOf, createChatRepository, toMessage } from './repository';

const AGENT_SESSION_TTL_MS = 12 * 60 * 60_000;

export type ChatIdentity =
  | { role: 'customer'; accountId: string; customerId: string; conversationId: string }
  | { role: 'agent'; accountId: string; agentId: number };

export const conversationChannel = (id: string) => `chat:conversation:${id}`;
export const accountChannel = (id: string) => `chat:account:${id}`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export function createChatService(ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'limits' | 'log'>) {
  const { db } = ctx;
  const { storedSettings, summary, messages } = createChatRepository(db);

  async function publish(accountId: string, conversationId: string, message: ChatMessage): Promise<void> {
    try {
      await ctx.bus.publish(conversationChannel(conversationId), { event: ChatPushes.message, payload: { message } });
      await ctx.bus.publish(accountChannel(accountId), {
        event: ChatPushes.conversation,
        payload: { conversation: await summary(conversationId), message },
      });
    } catch (err) {
      // the message is stored; a rejoin answers it
      ctx.log.warn({ err, conversationId }, 'chat: message not published');
    }
  }

  async function addMessage(
    identity: { accountId: string; conversationId: string },
    author: 'customer' | 'agent',
    agentId: number | null,
    body: string,
  ): Promise<ChatMessage> {
    const text = body.trim();
    if (text.length === 0) throw fail(ErrorCodes.validation, 'body must not be empty');
    if (text.length > CHAT_MESSAGE_MAX) {
      throw fail(ErrorCodes.validation, `body must NOT have more than ${CHAT_MESSAGE_MAX} characters`);
    }
    const now = ctx.clock.now();
    const message = await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: string | number }>(
        `INSERT INTO chat_messages (conversation_id, author, agent_id, body, created_at) VALUES ($1, $2, $3, $4, $5)
         RETURNING id`,
        [identity.conversationId, author, agentId, text, now],
      );
      const seen = author === 'agent' ? 'agent_seen_at' : 'customer_seen_at';
      const found = await tx.query<{ customer_id: string }>(
        `UPDATE chat_conversations SET last_activity_at = $2, ${seen} = $2 WHERE id = $1 RETURNING customer_id`,
        [identity.conversationId, now],
      );
      return toMessage({
        id: inserted.rows[0]!.id,
        conversation_id: identity.conversationId,
        author,
        agent_id: agentId,
        body: text,
        created_at: now,
        customer_id: found.rows[0]!.customer_id,
      });
    });
    await publish(identity.accountId, identity.conversationId, message);
    return message;
  }

  async function agentConversation(identity: { accountId: string }, conversationId: unknown): Promise<string> {
    const id = typeof conversationId === 'string' && UUID.test(conversationId) ? conversationId : null;
    const found = id
      ? await db.query('SELECT 1 FROM chat_conversations WHERE id = $1 AND account_id = $2', [id, identity.accountId])
      : { rows: [] };
    // another account's conversation is as unknown as a missing one
    if (found.rows.length === 0 || id === null) throw fail(ErrorCodes.chatConversationNotFound);
    return id;
  }

  async function openAgentSession(agent: { id: string | number; account_id: string; name: string }) {
    const token = newToken();
    await db.query('INSERT INTO chat_agent_sessions (token_hash, agent_id, expires_at) VALUES ($1, $2, $3)', [
      hashToken(token),
      agent.id,
      new Date(ctx.clock.now().getTime() + AGENT_SESSION_TTL_MS),
    ]);
    return { token, agent: { id: String(agent.id), name: agent.name, account_id: agent.account_id } };
  }

  return {
    async settings(accountId: string): Promise<ChatWidgetSettings> {
      return widgetSettings(await storedSettings(accountId), ctx.clock.now());
    },

    async stored(accountId: string): Promise<ChatAccountSettings> {
      return storedSettings(accountId);
    },

    async updateSettings(accountId: string, changes: Partial<ChatAccountSettings>): Promise<ChatAccountSettings> {
      const next = { ...(await storedSettings(accountId)), ...changes };
      await db.query('UPDATE chat_accounts SET settings = $2 WHERE id = $1', [accountId, JSON.stringify(next)]);
      return next;
    },

    /**
     * A customer of the account: the one named by customer_id when it is the account's (and the same player), else
     * a new one. `userId`: our signed-in player, or null for a visitor (refused when the account requires auth). A
     * player is who their unit says; a visitor has only the customer's last token to show (`customerToken`), so a
     * visitor who knows another's customer id without their token gets a customer of their own, and the other's
     * token and contact stay as they were.
     */
    async startCustomer(input: {
      accountId: string;
      customerId?: string;
      customerToken?: string;
      userId: number | null;
      metadata?: Record<string, unknown>;
    }): Promise<ChatCustomerSession> {
      const settings = await storedSettings(input.accountId);
      if (settings.require_auth && input.userId === null) throw fail(ErrorCodes.chatAuthRequired);
      const externalId = input.userId === null ? null : String(input.userId);
      const token = newToken();
      const metadata = JSON.stringify(input.metadata ?? {});
      return db.transaction(async (tx) => {
        let customerId: string | null = null;
        if (input.customerId && UUID.test(input.customerId) && (externalId !== null || input.customerToken)) {
          const found = await tx.query<{ id: string }>(
            `UPDATE chat_customers SET token_hash = $4, metadata = metadata || $5::jsonb
              WHERE id = $1 AND account_id = $2 AND external_id IS NOT DISTINCT FROM $3
                AND ($3::text IS NOT NULL OR token_hash = $6) RETURNING id`,
            [
              input.customerId,
              input.accountId,
              externalId,
              hashToken(token),
              metadata,
              hashToken(input.customerToken ?? ''),
            ],
          );
          customerId = found.rows[0]?.id ?? null;
        }
        if (customerId === null && externalId !== null) {
          // a signed-in player keeps one conversation on any device
          const found = await tx.query<{ id: string }>(
            `UPDATE chat_customers SET token_hash = $3, metadata = metadata || $4::jsonb
              WHERE id = (SELECT id FROM chat_customers WHERE account_id = $1 AND external_id = $2 ORDER BY created_at LIMIT 1)
              RETURNING id`,
            [input.accountId, externalId, hashToken(token), metadata],
          );
          customerId = found.rows[0]?.id ?? null;
        }
        if (customerId === null) {
          customerId = randomUUID();
          await tx.query(
            `INSERT INTO chat_customers (id, account_id, external_id, metadata, token_hash) VALUES ($1, $2, $3, $4, $5)`,
            [customerId, input.accountId, externalId, metadata, hashToken(token)],
          );
          await tx.query(`INSERT INTO chat_conversations (id, account_id, customer_id) VALUES ($1, $2, $3)`, [
            randomUUID(),
            input.accountId,
            customerId,
          ]);
        }
        const found = await tx.query<{ id: string; metadata: Record<string, unknown> | string }>(
          `SELECT v.id, c.metadata FROM chat_conversations v JOIN chat_customers c ON c.id = v.customer_id
            WHERE v.customer_id = $1`,
          [customerId],
        );
        const row = found.rows[0]!;
        return {
          customer_id: customerId,
          conversation_id: row.id,
          token,
          external_id: externalId,
          contact: contactOf(row.metadata),
        };
      });
    },

    /** The socket token → who it is (a customer or a signed-in agent), or null. */
    async identify(token: string): Promise<ChatIdentity | null> {
      const hash = hashToken(token);
      const customer = await db.query<{ id: string; account_id: string; conversation_id: string }>(
        `SELECT c.id, c.account_id, v.id AS conversation_id
           FROM chat_customers c JOIN chat_conversations v ON v.customer_id = c.id WHERE c.token_hash = $1`,
        [hash],
      );
      const c = customer.rows[0];
      if (c) return { role: 'customer', accountId: c.account_id, customerId: c.id, conversationId: c.conversation_id };
      const agent = await db.query<{ id: string | number; account_id: string }>(
        `SELECT a.id, a.account_id FROM chat_agent_sessions s JOIN chat_agents a ON a.id = s.agent_id
          WHERE s.token_hash = $1 AND s.expires_at > $2`,
        [hash, ctx.clock.now()],
      );
      const a = agent.rows[0];
      return a ? { role: 'agent', accountId: a.account_id, agentId: Number(a.id) } : null;
    },

    /** Rate-limited like player sign-in: failures count per email and per address. */
    async agentSignIn(email: string, password: string, ip: string) {
      const account = `chat-agent:${email.trim().toLowerCase()}`;
      const attempt = await ctx.limits.consume(
        ['loginFailuresBurst', account],
        ['loginFailuresPerAccount', account],
        ['loginFailuresPerIp', addressKey(ip)],
      );
      let agent: { id: string | number; account_id: string; name: string; password_hash: string } | undefined;
      let right = false;
      try {
        agent = (
          await db.query<{ id: string | number; account_id: string; name: string; password_hash: string }>(
            'SELECT id, account_id, name, password_hash FROM chat_agents WHERE email = $1',
            [email.trim().toLowerCase()],
          )
        ).rows[0];
        if (agent) right = await verifyPassword(agent.password_hash, password);
        else await spendVerifyTime(password);
      } catch (error) {
        await attempt.giveBack();
        throw error;
      }
      if (!agent || !right) throw fail(ErrorCodes.wrongPassword);
      await attempt.giveBack();
      await ctx.limits.reset('loginFailuresBurst', account);
      return openAgentSession(agent);
    },

    /**
     * A back-office staff member as an agent of the chat account of their first site that has one: an agent row of
     * their own (named by their email, with no password anyone knows), made on first use, and a session.
     */
    async staffSignIn(staff: { id: number; email: string; site_ids: number[] }) {
      const accounts = await db.query<{ id: string }>(
        'SELECT id FROM chat_accounts WHERE site_id = ANY($1::integer[]) ORDER BY site_id LIMIT 1',
        [staff.site_ids],
      );
      const accountId = accounts.rows[0]?.id;
      if (!accountId) throw fail(ErrorCodes.chatAccountNotFound);
      // Not an address anyone can type into the password sign-in.
      const login = `backoffice:${staff.id}:${accountId}`;
      const found = await db.query<{ id: string | number }>('SELECT id FROM chat_agents WHERE email = $1', [login]);
      let id = found.rows[0]?.id;
      if (id === undefined) {
        const made = await db.query<{ id: string | number }>(
          `INSERT INTO chat_agents (account_id, email, name, password_hash) VALUES ($1, $2, $3, $4)
           ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
          [accountId, login, staff.email, await hashPassword(randomBytes(32).toString('base64url'))],
        );
        id = made.rows[0]!.id;
      }
      return openAgentSession({ id, account_id: accountId, name: staff.email });
    },

    messages,
    summary,

    async conversations(accountId: string): Promise<ChatConversationSummary[]> {
      const found = await db.query<{ id: string }>(
        `SELECT v.id FROM chat_conversations v WHERE v.account_id = $1
            AND EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = v.id)
          ORDER BY v.last_activity_at DESC LIMIT 100`,
        [accountId],
      );
      return Promise.all(found.rows.map((row) => summary(row.id)));
    },

    async customerSend(
      identity: { accountId: string; customerId: string; conversationId: string },
      body: string,
    ): Promise<ChatMessage> {
      const settings = await storedSettings(identity.accountId);
      if (settings.require_email_upfront) {
        const found = await db.query<{ metadata: Record<string, unknown> | string }>(
          'SELECT metadata FROM chat_customers WHERE id = $1',
          [identity.customerId],
        );
        if (!contactOf(found.rows[0]?.metadata ?? {}).email) throw fail(ErrorCodes.chatEmailRequired);
      }
      return addMessage(identity, 'customer', null, body);
    },

    async customerSeen(identity: { conversationId: string }): Promise<void> {
      await db.query('UPDATE chat_conversations SET customer_seen_at = $2 WHERE id = $1', [
        identity.conversationId,
        ctx.clock.now(),
      ]);
    },

    async agentReply(identity: { accountId: string; agentId: number }, conversationId: unknown, body: string) {
      const id = await agentConversation(identity, conversationId);
      return addMessage({ accountId: identity.accountId, conversationId: id }, 'agent', identity.agentId, body);
    },

    async agentOpen(identity: { accountId: string }, conversationId: unknown) {
      const id = await agentConversation(identity, conversationId);
      await db.query('UPDATE chat_conversations SET agent_seen_at = $2 WHERE id = $1', [id, ctx.clock.now()]);
      return { conversation: await summary(id), messages: await messages(id) };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
