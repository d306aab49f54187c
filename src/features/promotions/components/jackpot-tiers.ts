/** The jackpot tiers' looks: the toasts' gold, silver and bronze (SPEC §2 "grand, major and minor styles"). */

export const JACKPOT_TIERS = ['grand', 'major', 'minor'] as const;
export type JackpotTier = (typeof JACKPOT_TIERS)[number];

export interface TierLook {
  /** the metal the card and chip are cast in */
  metal: string;
  /** its lighter shine, for the gradient */
  shine: string;
  /** text on the metal */
  ink: string;
}

const LOOKS: Record<JackpotTier, TierLook> = {
  grand: { metal: '#b8860b', shine: '#ffd54f', ink: '#1a1a1a' },
  major: { metal: '#7d7d86', shine: '#e0e0e8', ink: '#1a1a1a' },
  minor: { metal: '#8b4513', shine: '#d2895a', ink: '#ffffff' },
};

/** A slug's look; a jackpot other than the three is drawn as the minor one, as its toast is. */
export function tierLook(slug: string): TierLook {
  return LOOKS[(JACKPOT_TIERS as readonly string[]).includes(slug) ? (slug as JackpotTier) : 'minor'];
}
