/**
 * What a page draws only once the session is known, rendered at build time for its styles alone.
 *
 * The static HTML is the page as it is while the session is checked: its critical CSS holds the styles of what it
 * shows then. Once the session is known, a returning player's page swaps in the signed-in header (balance, Deposit)
 * and sidebar (profile, balance box, Sign out), and a visitor's game page, /promo/, /promo/happy-hour/ and /jackpot/
 * their sign-in prompts; Emotion would compile and insert their styles in the browser as they mount (some eighty
 * rules through its CSS parser for the layout, in the commit that shows them: a few milliseconds on a desktop, a long
 * task on a cheap phone).
 * gatsby-ssr.tsx renders these elements once per page with the page's own Emotion cache and ships their styles
 * beside the page's, marked as inserted: the browser's cache then has nothing left to compile for them.
 */

import { ThemeProvider } from '@mui/system';
import type { ReactElement } from 'react';
import brand from '@brand';
import { AccountBar } from '../features/layout/components/account-bar';
import type { HeaderAccount } from '../features/layout/components/account-bar';
import { SidebarContent } from '../features/layout/components/sidebar-content';
import { navItems } from '../features/layout/nav-rules';
import { SignInToPlay } from '../features/games/components/game-screen';
import { LanguageProvider } from '../i18n/language-provider';
import { splitLanguage } from '../lib/language';
import { happyHourPath, Paths } from '../lib/layout';
import { siteCurrency } from '../lib/site-config';
import type { BonusCampaign } from '../../contract/campaigns';
import { OfferListView } from '../features/promotions/components/offer-list';
import { OffersStripView } from '../features/promotions/components/offers-strip';
import { HappyHourVisitor } from './screens/happy-hour-page';
import { CountingMoney } from '../components/counting-money';
import { STRIP_HEIGHT } from './screens/home-page';
import { JackpotVisitor } from './screens/jackpot-page';
import { PromoVisitor } from './screens/promo-page';
import { createAppTheme } from './theme/create-app-theme';

const SIGNED_IN: HeaderAccount = { status: 'signedIn', balance: '0.00', name: 'Player', phone: '+0' };

const ignore = () => {};

/** The signed-in layout parts: every nav entry a player can have (badges and actions included). */
function SignedInLayout() {
  const items = navItems({
    signedIn: true,
    supportChatActive: true,
    chatEnabled: true,
    verificationApplicable: true,
    happyHourConfigCount: 0,
    availableBonusCampaignsCount: 1,
    playsForFun: false,
  });
  return (
    <>
      <AccountBar account={SIGNED_IN} />
      <SidebarContent
        account={SIGNED_IN}
        showSearch
        navItems={items}
        currentPath=""
        onNavigate={ignore}
        onAction={ignore}
      />
    </>
  );
}

/** Offers of both kinds, for the styles of the offers' strip and cards (the figures are never shown). */
const CAMPAIGN = {
  currency: 'ZAR',
  wager_multiple: 1,
  expiry_days: 1,
  starts_at: '2026-01-01T00:00:00Z',
  ends_at: null,
  bonus_state: null,
  description: 'Terms',
  translations: {},
} as const;
const OFFERS: BonusCampaign[] = [
  {
    ...CAMPAIGN,
    id: 1,
    type: 'deposit_bonus',
    title: 'Deposit bonus',
    bonus_percentage: 100,
    max_bonus: 100,
    min_deposit: 100,
    amount: null,
  },
  {
    ...CAMPAIGN,
    id: 2,
    type: 'free_money',
    title: 'Free money',
    bonus_percentage: null,
    max_bonus: null,
    min_deposit: null,
    amount: 100,
  },
];

let theme: ReturnType<typeof createAppTheme> | null = null;

/** The elements whose styles the page at `pathname` ships for later, in the providers they need. */
export function styleProbes(pathname: string, language: string): ReactElement {
  theme ??= createAppTheme(brand.primitives);
  const path = splitLanguage(pathname).path;
  return (
    <ThemeProvider theme={theme}>
      <LanguageProvider language={language}>
        <SignedInLayout />
        {path.startsWith('/game/') && <SignInToPlay href={Paths.auth} />}
        {/* a visitor's /promo/: its sign-in prompt and happy-hour card (measured in docs/performance.md) */}
        {path === Paths.promo && <PromoVisitor />}
        {/* a visitor's /jackpot/ and /promo/happy-hour/: their cards without amounts and sign-in prompts */}
        {path === Paths.jackpot && <JackpotVisitor currency={siteCurrency()} />}
        {path === happyHourPath && <HappyHourVisitor />}
        {/* the offers a page reads once it runs: the home page's strip, and the list of /promo/ and /casino-bonuses/ */}
        {path === '/' && <OffersStripView campaigns={OFFERS} signedIn={false} minHeight={STRIP_HEIGHT} />}
        {/* a player's jackpot banner: the pots' total */}
        {path === '/' && <CountingMoney amount={0} currency={siteCurrency()} />}
        {(path === Paths.promo || path === Paths.casinoBonuses) && (
          <OfferListView offers={{ status: 'ready', campaigns: OFFERS, retry: ignore }} signedIn={false} />
        )}
      </LanguageProvider>
    </ThemeProvider>
  );
}
