/** The left sidebar's navigation rules (SPEC §2 navigation rules), as pure functions of the session. */

import type { UnitConfig, User } from '../../../contract/entities';
import { Paths } from '../../lib/layout';

export type NavItemId =
  | 'promo'
  | 'slots'
  | 'tableGames'
  | 'quickGames'
  | 'aviator'
  | 'luckyNumbers'
  | 'myStatement'
  | 'myBets'
  | 'verification'
  | 'customerSupport'
  | 'withdrawals'
  | 'signOut';

/** A link goes to `to`; an action (live chat, sign out) is a button the layout handles. */
export type NavItem =
  | { id: NavItemId; kind: 'link'; to: string; disabled: boolean; badge: string | null }
  | { id: NavItemId; kind: 'action'; disabled: boolean; badge: null };

export interface NavContext {
  signedIn: boolean;
  /** unit.isSupportChatActive */
  supportChatActive: boolean;
  /** The brand offers live chat (site config chatEnabled; false in the India variant) */
  chatEnabled: boolean;
  verificationApplicable: boolean;
  happyHourConfigCount: number;
  availableBonusCampaignsCount: number;
  /**
   * The player's site plays for fun (contract/play-money.ts): bonuses and happy hours are refused there (403
   * units_ctx:sites:real_money_disabled), so Promo is off and counts nothing.
   */
  playsForFun: boolean;
}

export const BADGE_MAX = 9;

/** The Promo badge: nothing at 0, the count up to 9, '9+' at 10 or more. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/** Live chat is offered when the brand has it and support chat is available. */
export const isChatVisible = (context: Pick<NavContext, 'supportChatActive' | 'chatEnabled'>) =>
  context.chatEnabled && context.supportChatActive;

/** Verification applies where the site sets verification thresholds (unit config). */
export function isVerificationApplicable(config: Partial<UnitConfig> | null | undefined): boolean {
  if (!config) return false;
  return [
    config.second_level_verification_threshold,
    config.third_level_verification_threshold,
    config.monthly_second_level_verification_threshold,
    config.monthly_third_level_verification_threshold,
  ].some((threshold) => typeof threshold === 'number' && threshold > 0);
}

/** The site config's chatEnabled, read defensively: only an explicit false hides chat. */
export const chatEnabledIn = (config: object): boolean => (config as { chatEnabled?: unknown }).chatEnabled !== false;

const link = (id: NavItemId, to: string, disabled = false, badge: string | null = null): NavItem => ({
  id,
  kind: 'link',
  to,
  disabled,
  badge,
});
const action = (id: NavItemId): NavItem => ({ id, kind: 'action', disabled: false, badge: null });

/** The navigation list in order, with hidden entries left out. */
export function navItems(context: NavContext): NavItem[] {
  const items: Array<NavItem | null> = [
    context.playsForFun
      ? link('promo', Paths.promo, true)
      : link('promo', Paths.promo, context.happyHourConfigCount <= 0, badgeText(context.availableBonusCampaignsCount)),
    link('slots', Paths.slots),
    link('tableGames', Paths.tableGames),
    link('quickGames', Paths.quickGames),
    link('aviator', Paths.aviator),
    link('luckyNumbers', Paths.luckyNumbers),
    link('myStatement', Paths.statement),
    link('myBets', Paths.myBets),
    context.signedIn && context.verificationApplicable ? link('verification', Paths.verification) : null,
    isChatVisible(context) ? action('customerSupport') : null,
    link('withdrawals', Paths.withdrawals),
    context.signedIn ? action('signOut') : null,
  ];
  return items.filter((item): item is NavItem => item !== null);
}

/** The profile button's name: first and last name, or 'Set Your Name' when both are empty. */
export function profileName(user: Pick<User, 'first_name' | 'last_name'>, setYourName: string): string {
  const name = [user.first_name, user.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || setYourName;
}
