/**
 * `GET chat`: where support staff answer the players' chat. The chat service the server runs names its agent console
 * (the sandbox's signs the staff member in with the back-office session, sandbox/chat/backoffice-agent.ts); with none,
 * an operator's chat provider's own console (CHAT_AGENT_CONSOLE_URL), or nothing.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ChatConsoleAnswer } from '../../../../../contract/backoffice';
import type { ModuleOptions } from '../../../context';
import { errorAnswers } from '../schemas';

const ChatConsole = Type.Object({ agent_console_url: Type.Union([Type.String(), Type.Null()]) });

export const chatConsoleRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/chat',
    { config: { backoffice: 'chat' }, schema: { response: { 200: ChatConsole, ...errorAnswers } } },
    async (): Promise<ChatConsoleAnswer> => ({
      agent_console_url: ctx.providers.chat?.agentConsoleUrl ?? ctx.config.chatAgentConsoleUrl,
    }),
  );
};
