/** Toast rules of SPEC §2 and §8, kept pure: which channel, what text, when they close, where they are hidden. */

import type { Messages } from '../../i18n';

export const TOAST_AUTO_CLOSE_MS = 10_000;

export type ToastChannel = 'root-toast' | 'game-toast';
export type JackpotStyle = 'grand' | 'major' | 'minor';

/** What a toast says; the host turns it into text with the page's messages. */
export type ToastContent =
  | { kind: 'info' | 'success' | 'error' | 'warn'; message: string }
  | { kind: 'jackpotWon'; style: JackpotStyle; slug: string; winner: string; amount: string }
  | { kind: 'hasJustStartedCampaignBonus' };

export type ToastKind = ToastContent['kind'];

export type Toast = ToastContent & { id: number; channel: ToastChannel; shownAt: number };

/** Cash-in pages (/cashin/… with or without a two-letter language prefix) show no toasts. */
export function isCashInPath(pathname: string): boolean {
  return /^(\/[a-z]{2})?\/cashin(\/|$)/.test(pathname);
}

/** A game's page (/game/… with or without a language prefix): its toasts go to the top, clear of the game's controls. */
export function isGamePath(pathname: string): boolean {
  return /^(\/[a-z]{2})?\/game(\/|$)/.test(pathname);
}

export function visibleToasts(toasts: readonly Toast[], channel: ToastChannel, pathname: string): Toast[] {
  if (isCashInPath(pathname)) return [];
  return toasts.filter((toast) => toast.channel === channel);
}

/** Milliseconds until a toast closes itself (0 when it is already due). */
export function closesIn(toast: Pick<Toast, 'shownAt'>, now: number): number {
  return Math.max(0, toast.shownAt + TOAST_AUTO_CLOSE_MS - now);
}

export function toastText(toast: ToastContent, messages: Messages): string {
  switch (toast.kind) {
    case 'jackpotWon':
      return messages.feedback.jackpotWon(toast.slug.toUpperCase(), toast.winner, toast.amount);
    case 'hasJustStartedCampaignBonus':
      return messages.feedback.campaignBonusStarted;
    default:
      return toast.message;
  }
}
