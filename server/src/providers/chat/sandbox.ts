/** The sandbox's support chat service (sandbox/chat/), mounted with the sandbox. */

import type { ChatService } from './provider';

/** The sandbox agent console; `backoffice` asks it to sign in with the back-office session. */
export const SANDBOX_AGENT_CONSOLE = '/chat/agent/?backoffice=1';

export const sandboxChat: ChatService = { name: 'sandbox', agentConsoleUrl: SANDBOX_AGENT_CONSOLE };
