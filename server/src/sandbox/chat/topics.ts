/**
 * The chat socket's topics (contract/chat.ts). Its token is a chat customer token or an agent session token, and
 * decides what the fixed topics mean, as the unit socket's token does: `chat` is the customer's own conversation,
 * `chat_agent` every conversation of the agent's account.
 */

import { ChatPushes, ChatTopics, type ChatAgentJoinReply, type ChatJoinReply } from '../../../../contract/chat';
import { ApiError } from '../../errors';
import type { JoinResult, SocketIdentity, TopicHandler } from '../../realtime/types';
import { accountChannel, conversationChannel, type ChatIdentity, type ChatService } from './service';

/** A chat socket's identity: the realtime plugin's (for its connection caps) with who it is in chat. */
export interface ChatSocketIdentity extends SocketIdentity {
  chat: ChatIdentity;
}

const chatOf = (identity: SocketIdentity): ChatIdentity | null =>
  (identity as Partial<ChatSocketIdentity>).chat ?? null;

/** The realtime plugin's identity for a chat token; agents count under negative ids so they never share caps. */
export async function authenticateChat(chat: ChatService, token: string): Promise<ChatSocketIdentity | null> {
  const identity = await chat.identify(token);
  if (!identity) return null;
  const id = identity.role === 'agent' ? -identity.agentId : customerSlot(identity.customerId);
  return { unitId: id, siteId: 0, chat: identity };
}

/** The caps count connections by a number: a customer's uuid folded into a positive integer. */
function customerSlot(uuid: string): number {
  return Number.parseInt(uuid.replace(/-/g, '').slice(0, 12), 16) + 1;
}

const refused = (reason: string): JoinResult => ({ status: 'error', response: { reason } });

async function answer(run: () => Promise<unknown>): Promise<JoinResult> {
  try {
    return { status: 'ok', response: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { status: 'error', response: { reason: error.message, code: error.code } };
    throw error;
  }
}

export function createChatTopics(chat: ChatService): Record<string, TopicHandler> {
  const customer: TopicHandler = {
    async join(identity) {
      const who = chatOf(identity);
      if (who?.role !== 'customer') return refused('not a chat customer');
      const response: ChatJoinReply = {
        conversation_id: who.conversationId,
        messages: await chat.messages(who.conversationId),
      };
      return { status: 'ok', response };
    },
    channels(identity) {
      const who = chatOf(identity);
      return who?.role === 'customer' ? [conversationChannel(who.conversationId)] : [];
    },
    async handleIn(event, payload, identity) {
      const who = chatOf(identity);
      if (who?.role !== 'customer') return refused('not a chat customer');
      if (event === ChatPushes.send) {
        return answer(async () => ({ message: await chat.customerSend(who, String(payload.body ?? '')) }));
      }
      if (event === ChatPushes.markSeen) return answer(() => chat.customerSeen(who).then(() => ({})));
      return refused('unknown event');
    },
  };

  const agent: TopicHandler = {
    async join(identity) {
      const who = chatOf(identity);
      if (who?.role !== 'agent') return refused('not a chat agent');
      const response: ChatAgentJoinReply = { conversations: await chat.conversations(who.accountId) };
      return { status: 'ok', response };
    },
    channels(identity) {
      const who = chatOf(identity);
      return who?.role === 'agent' ? [accountChannel(who.accountId)] : [];
    },
    async handleIn(event, payload, identity) {
      const who = chatOf(identity);
      if (who?.role !== 'agent') return refused('not a chat agent');
      if (event === ChatPushes.open) return answer(() => chat.agentOpen(who, payload.conversation_id));
      if (event === ChatPushes.reply) {
        return answer(async () => ({
          message: await chat.agentReply(who, payload.conversation_id, String(payload.body ?? '')),
        }));
      }
      return refused('unknown event');
    },
  };

  return { [ChatTopics.customer]: customer, [ChatTopics.agent]: agent };
}
