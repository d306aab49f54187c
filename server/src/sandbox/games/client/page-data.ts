import type { ClientTexts } from '../texts';

/** What the game page hands its script (play-page.ts writes it, shell.ts reads it). */
export interface PlayPageData {
  slug: string;
  engine: string;
  /** The player's currency and balance when the page was served; null when the wallet refused the session. */
  currency: string | null;
  balance: number | null;
  /** Bonus money beside the balance that bets do not draw (contract/games.ts WalletAnswer). */
  bonus: number | null;
  /** The wallet's error code when it refused the session (an expired one: auth:…). */
  error: string | null;
  /** The commitment of the first round's server seed. */
  commitment: string;
  /** A themed slot's symbols drawn from the game's theme (theme-art.ts), by symbol. */
  art?: Record<string, { name: string; svg: string }>;
  /** The script's words in the page's language (texts.ts). */
  texts: ClientTexts;
}
