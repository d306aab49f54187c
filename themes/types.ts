/** What a brand folder provides: settings (read at build time too) and theme primitives. */

import type { ComponentType, SVGProps } from 'react';
import type { Translation } from '../src/i18n/translation';

export interface BrandSettings {
  /** Folder name under themes/ */
  slug: string;
  name: string;
  siteId: number;
  /** za | in; picks the country and currency (SPEC §1) */
  sitePrefix: string;
  legal: string;
  /** Browser chrome and manifest colour */
  themeColor: string;
  /** Live chat support; the India variant hides it (SPEC §1) */
  chatEnabled: boolean;
  /** The brand's chat account on the chat service (a UUID; contract/chat.ts DEMO_CHAT_ACCOUNTS); none where chat is off */
  chatAccountId?: string;
  /** Languages pages are built in: 'en' first (unprefixed), then each under its /<lang>/ prefix (SPEC §2) */
  languages: string[];
  /** The licence badge text; null where the country has no licence (only South Africa has one) */
  licence: string | null;
  /**
   * `legal` and `licence` in each of the brand's other languages, by code: every language besides English has its
   * own (the build checks it), so a page in isiZulu or Hindi carries no English legal text.
   */
  localized: Readonly<Record<string, LocalizedBrandTexts>>;
  /**
   * The voucher brands the site accepts, by the names players know them by, shown on /cashin/ and the voucher page
   * ('Accepted: …') beside our own generic voucher mark, never a brand's logo. Left out (or empty) names none: naming
   * one claims the site takes it. South Africa only (India has no vouchers); each at most 24 characters.
   */
  voucherBrands?: string[];
}

export interface LocalizedBrandTexts {
  legal: string;
  /** Where the brand has a licence text, and only there */
  licence?: string;
}

export interface BrandPalette {
  mode: 'light' | 'dark';
  primary: string;
  primaryContrast: string;
  secondary: string;
  background: string;
  paper: string;
  text: string;
  textSecondary: string;
  header: string;
  error: string;
  success: string;
}

export interface BrandPrimitives {
  palette: BrandPalette;
  /** First entry is the brand font; the rest are system fallbacks */
  fontFamily: readonly string[];
  button: { borderRadius: number; textTransform: 'none' | 'uppercase' };
  borderRadius: number;
}

export interface Brand {
  settings: BrandSettings;
  primitives: BrandPrimitives;
  Logo: ComponentType<SVGProps<SVGSVGElement>>;
  /**
   * The shell's translations of the brand's languages besides English (settings.languages), by code, each loaded on
   * its own (themes/<brand>/translations.ts, a chunk of its own): a page in English downloads none, a South African
   * player never Hindi. src/i18n/index.ts loads a page's language before the page renders.
   */
  translations: Readonly<Record<string, () => Promise<Translation>>>;
}
