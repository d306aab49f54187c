import { makeUnit } from '../../test-utils/fixtures';
import { badgeText, chatEnabledIn, isChatVisible, isVerificationApplicable, navItems, profileName } from './nav-rules';
import type { NavContext, NavItemId } from './nav-rules';

const visitor: NavContext = {
  signedIn: false,
  supportChatActive: true,
  chatEnabled: true,
  verificationApplicable: true,
  happyHourConfigCount: 1,
  availableBonusCampaignsCount: 0,
  playsForFun: false,
};
const player: NavContext = { ...visitor, signedIn: true };

const ids = (context: NavContext) => navItems(context).map((item) => item.id);
const item = (context: NavContext, id: NavItemId) => navItems(context).find((entry) => entry.id === id);

describe('badgeText', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [42, '9+'],
  ])('%d → %s', (count, expected) => {
    expect(badgeText(count)).toBe(expected);
  });
});

describe('navItems', () => {
  it('lists the entries in order for a signed-in player', () => {
    expect(ids(player)).toEqual([
      'promo',
      'slots',
      'tableGames',
      'quickGames',
      'aviator',
      'luckyNumbers',
      'myStatement',
      'myBets',
      'verification',
      'customerSupport',
      'withdrawals',
      'signOut',
    ]);
  });

  it('hides Sign Out and Verification from a visitor', () => {
    expect(ids(visitor)).not.toContain('signOut');
    expect(ids(visitor)).not.toContain('verification');
  });

  it('hides Verification when it does not apply', () => {
    expect(ids({ ...player, verificationApplicable: false })).not.toContain('verification');
  });

  it('hides live chat when support chat is unavailable or the brand has no chat', () => {
    expect(ids({ ...player, supportChatActive: false })).not.toContain('customerSupport');
    expect(ids({ ...player, chatEnabled: false })).not.toContain('customerSupport');
  });

  it('makes Sign Out and Customer Support buttons, everything else links', () => {
    expect(item(player, 'signOut')).toMatchObject({ kind: 'action' });
    expect(item(player, 'customerSupport')).toMatchObject({ kind: 'action' });
    expect(item(player, 'slots')).toMatchObject({ kind: 'link', to: '/games/slots/' });
    expect(item(player, 'myStatement')).toMatchObject({ kind: 'link', to: '/my-account/statement/' });
    expect(item(player, 'withdrawals')).toMatchObject({ kind: 'link', to: '/cashout/' });
  });

  it('disables Promo without happy-hour configs and badges it with the bonus campaigns', () => {
    expect(item({ ...player, happyHourConfigCount: 0 }, 'promo')).toMatchObject({ disabled: true });
    expect(item(player, 'promo')).toMatchObject({ disabled: false, badge: null, to: '/promo/' });
    expect(item({ ...player, availableBonusCampaignsCount: 3 }, 'promo')).toMatchObject({ badge: '3' });
    expect(item({ ...player, availableBonusCampaignsCount: 12 }, 'promo')).toMatchObject({ badge: '9+' });
  });

  it('where the site plays for fun, disables Promo with no badge: its bonuses and happy hours are refused there', () => {
    const fun = { ...player, playsForFun: true, availableBonusCampaignsCount: 3 };
    expect(item(fun, 'promo')).toMatchObject({ disabled: true, badge: null });
  });
});

describe('isChatVisible and chatEnabledIn', () => {
  it('needs both the brand setting and an active support chat', () => {
    expect(isChatVisible({ chatEnabled: true, supportChatActive: true })).toBe(true);
    expect(isChatVisible({ chatEnabled: false, supportChatActive: true })).toBe(false);
    expect(isChatVisible({ chatEnabled: true, supportChatActive: false })).toBe(false);
  });

  it('treats a missing chatEnabled setting as enabled', () => {
    expect(chatEnabledIn({})).toBe(true);
    expect(chatEnabledIn({ chatEnabled: true })).toBe(true);
    expect(chatEnabledIn({ chatEnabled: false })).toBe(false);
  });
});

describe('isVerificationApplicable', () => {
  it('applies when the site sets a verification threshold', () => {
    const config = makeUnit().config;
    expect(isVerificationApplicable(config)).toBe(false);
    expect(isVerificationApplicable({ ...config, second_level_verification_threshold: 500000 })).toBe(true);
    expect(isVerificationApplicable(null)).toBe(false);
  });
});

describe('profileName', () => {
  it.each([
    [{ first_name: 'Thandi', last_name: 'Nkosi' }, 'Thandi Nkosi'],
    [{ first_name: 'Thandi', last_name: '' }, 'Thandi'],
    [{ first_name: '', last_name: 'Nkosi' }, 'Nkosi'],
    [{ first_name: '', last_name: '' }, 'Set Your Name'],
    [{ first_name: '  ', last_name: ' ' }, 'Set Your Name'],
  ])('%o → %s', (user, expected) => {
    expect(profileName(user, 'Set Your Name')).toBe(expected);
  });
});
