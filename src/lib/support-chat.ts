/**
 * Asking for live chat support (SPEC §2: the Customer Support entry opens live chat). The layout dispatches this
 * event; the chat feature (or a listener in src/app) opens the chat window in answer. It lives in lib so that any
 * feature can dispatch or handle it without importing another feature.
 */

import { createAction } from '@reduxjs/toolkit';

export const supportChatRequested = createAction('chat/supportChatRequested');

type Listener = () => void;
const listeners = new Set<Listener>();
let requests = 0;

/** How many times chat was asked for so far (a widget that loads late applies the request it missed). */
export const supportChatRequestCount = (): number => requests;

/** Called for every supportChatRequested (the store's listener calls notifySupportChatRequested). */
export function onSupportChatRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySupportChatRequested(): void {
  requests += 1;
  for (const listener of [...listeners]) listener();
}

/** The chat service said whether support chat is on (SPEC §4: disabled → unit.isSupportChatActive false). */
export const supportChatAvailabilityChanged = createAction<boolean>('chat/supportAvailabilityChanged');

/** The chat's "identify" page event (SPEC §7): who the player said they are, as typed (the chat parses the phone). */
export interface SupportChatIdentity {
  phone?: string;
}

const IDENTITY_KEY = 'lc_identity';
let identity: SupportChatIdentity | null = null;
const identityListeners = new Set<Listener>();

/** Called on sign-in and sign-up; kept for the browser session (a reload keeps it), else in memory (SPEC §8). */
export function identifySupportChat(next: SupportChatIdentity): void {
  identity = { ...next };
  try {
    window.sessionStorage.setItem(IDENTITY_KEY, JSON.stringify(identity));
  } catch {
    // storage refused (private mode, quota): the in-memory copy serves this page
  }
  for (const listener of [...identityListeners]) listener();
}

/** The player signed out (or their session ended): the chat no longer knows them, nor keeps their phone. */
export function forgetSupportChatIdentity(): void {
  identity = null;
  try {
    window.sessionStorage.removeItem(IDENTITY_KEY);
  } catch {
    // storage refused: nothing was kept there
  }
  for (const listener of [...identityListeners]) listener();
}

export function supportChatIdentity(): SupportChatIdentity {
  if (identity) return identity;
  try {
    const stored = window.sessionStorage.getItem(IDENTITY_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (parsed && typeof parsed === 'object') identity = parsed as SupportChatIdentity;
  } catch {
    // unreadable: nobody identified
  }
  return identity ?? {};
}

export function onSupportChatIdentified(listener: Listener): () => void {
  identityListeners.add(listener);
  return () => identityListeners.delete(listener);
}

/*
 * Something fills the screen (a game being played): the chat launcher steps aside, so that it covers none of the
 * game's controls (a slot's Spin sits where the launcher floats on a phone). The window, once opened from the menu,
 * still shows, and the frame stays loaded, so that a message that arrives meanwhile is not lost.
 */
let coverings = 0;
const coverListeners = new Set<Listener>();

/** The launcher is covered until the returned function is called (on unmount). */
export function coverSupportChatLauncher(): () => void {
  coverings += 1;
  for (const listener of [...coverListeners]) listener();
  let covered = true;
  return () => {
    if (!covered) return;
    covered = false;
    coverings -= 1;
    for (const listener of [...coverListeners]) listener();
  };
}

export const isSupportChatLauncherCovered = (): boolean => coverings > 0;

export function onSupportChatLauncherCovered(listener: Listener): () => void {
  coverListeners.add(listener);
  return () => coverListeners.delete(listener);
}
