/**
 * `GET chat`: where support staff answer the players' chat. With the sandbox on, its agent console, which signs the
 * staff member in with the back-office session (sandbox/chat/backoffice-agent.ts); otherwise the chat provider's own
 * console (CHAT_AGENT_CONSOLE_URL), or none.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ChatConsoleAnswer } from '../../../../../contract/backoffice';
import type { ModuleOptions } from '../../../context';
import { errorAnswers } from '../schemas';

/** The sandbox agent console's address; `backoffice` asks it to sign in with the back-office session. */
export const SANDBOX_AGENT_CONSOLE = '/chat/agent/?backoffice=1';

const ChatConsole = Type.Object({ agent_console_url: Type.Union([Type.String(), Type.Null()]) });

export const chatConsoleRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/chat',
    { config: { backoffice: 'chat' }, schema: { response: { 200: ChatConsole, ...errorAnswers } } },
    async (): Promise<ChatConsoleAnswer> => ({
      agent_console_url: ctx.config.sandbox ? SANDBOX_AGENT_CONSOLE : ctx.config.chatAgentConsoleUrl,
    }),
  );
};
