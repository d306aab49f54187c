/**
 * Asking for live chat support (SPEC §2: the Customer Support entry opens live chat). The layout dispatches this
 * event; the chat feature (or a listener in src/app) opens the chat window in answer. It lives in lib so that any
 * feature can dispatch or handle it without importing another feature.
 */

import { createAction } from '@reduxjs/toolkit';

export const supportChatRequested = createAction('chat/supportChatRequested');
