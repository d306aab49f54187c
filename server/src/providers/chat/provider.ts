/**
 * The chat kind: the support chat service the site's widget talks to directly (its address and account are the site's
 * build settings). The server's only part is the sandbox's stand-in (sandbox/chat/: widget settings, the frame, the
 * agent console and their socket), mounted with the sandbox; an operator's real chat service needs nothing here.
 */

export interface ChatService {
  readonly name: 'sandbox';
  /** Where support staff answer players, opened from the back office's Chat entry (GET /v1/backoffice/chat). */
  readonly agentConsoleUrl: string;
}
