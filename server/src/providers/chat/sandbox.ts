/** The sandbox's support chat service (sandbox/chat/), mounted with the sandbox. */

import type { ChatService } from './provider';

export const sandboxChat: ChatService = { name: 'sandbox' };
