import { navigate } from 'gatsby';
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { selectAuthStatus, selectIsSignedIn, selectUser } from '../features/auth/slice';
import { PageLayout } from '../features/layout/components/page-layout';
import type { HeaderAccount } from '../features/layout/components/header';
import { chatEnabledIn, isVerificationApplicable, navItems, profileName } from '../features/layout/nav-rules';
import type { NavItemId } from '../features/layout/nav-rules';
import { selectAvailableBonusCampaignsCount } from '../features/promotions/slice';
import { selectSidebarOpen, sidebarToggled } from '../features/ui/slice';
import {
  selectBalanceParts,
  selectPlayBalance,
  selectPlaysForFun,
  selectTotalBalance,
  selectUnit,
} from '../features/unit/slice';
import { useLocalizedPath, useMessages } from '../i18n';
import { Paths } from '../lib/layout';
import { formatMoney } from '../../contract/money';
import { useOfferedProviders } from '../lib/offered-games';
import { loggedOut } from '../lib/session';
import { siteConfig, siteCurrency } from '../lib/site-config';
import { supportChatRequested } from '../lib/support-chat';
import { ChatLoader } from './chat-loader';
import { useProviders } from './use-providers';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';
import { usePagePath } from './page-shell';
import type { RootState } from './store';

// Read defensively: the promotions slice keeps the happy-hour configs the promotions channel answers.
const selectHappyHourConfigCount = (state: RootState) => state.promotions.promotions?.length ?? 0;
const selectSupportChatActive = (state: RootState) => state.unit.isSupportChatActive !== false;

/** The page layout fed from the session, the live unit, the promotions and the content catalogue. */
export function AppLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const dispatch = useAppDispatch();
  const messages = useMessages();
  const localized = useLocalizedPath();
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const unit = useAppSelector(selectUnit);
  const total = useAppSelector(selectTotalBalance);
  const totalParts = useAppSelector(selectBalanceParts);
  const sidebarOpen = useAppSelector(selectSidebarOpen);
  const supportChatActive = useAppSelector(selectSupportChatActive);
  const happyHourConfigCount = useAppSelector(selectHappyHourConfigCount);
  const availableBonusCampaignsCount = useAppSelector(selectAvailableBonusCampaignsCount);
  const providers = useOfferedProviders(useProviders());
  const currentPath = usePagePath();
  const play = useAppSelector(selectPlaysForFun);
  const playBalance = useAppSelector(selectPlayBalance);
  const currency = unit?.site.currency_code ?? siteCurrency();

  // Where the site plays for fun, the header shows the play balance instead (contract/play-money.ts).
  const shownBalance = play ? playBalance : total;
  const balance = shownBalance === null ? null : formatMoney(shownBalance, currency);
  const parts = useMemo(
    () =>
      totalParts && !play
        ? { cash: formatMoney(totalParts.cash, currency), bonus: formatMoney(totalParts.bonus, currency) }
        : null,
    [totalParts, currency, play],
  );
  const name = user ? profileName(user, messages.layout.setYourName) : undefined;
  const phone = user?.phone;
  const checking = status === 'idle' || status === 'loading';
  const account = useMemo<HeaderAccount>(() => {
    if (signedIn) return { status: 'signedIn', balance, parts, name, phone, play };
    return checking ? { status: 'checking' } : { status: 'signedOut' };
  }, [signedIn, balance, parts, name, phone, checking, play]);

  const items = useMemo(
    () =>
      navItems({
        signedIn,
        supportChatActive,
        chatEnabled: chatEnabledIn(siteConfig),
        verificationApplicable: isVerificationApplicable(unit?.config),
        happyHourConfigCount,
        availableBonusCampaignsCount,
        playsForFun: play,
      }),
    [signedIn, supportChatActive, unit?.config, happyHourConfigCount, availableBonusCampaignsCount, play],
  );

  // What the session changes is drawn at low priority, in slices: the sync store update only re-renders this.
  const shown = useDeferredValue(useMemo(() => ({ account, items }), [account, items]));

  // A new page starts with the sliding sidebar closed. Read, not selected: only a page that starts with it open
  // dispatches (a dispatch runs every subscriber of the store, in the task that runs the hydrated page's effects).
  const store = useAppStore();
  useEffect(() => {
    if (selectSidebarOpen(store.getState())) dispatch(sidebarToggled(false));
  }, [dispatch, store]);

  const onSidebarOpenChange = useCallback((open: boolean) => dispatch(sidebarToggled(open)), [dispatch]);

  const onNavAction = useCallback(
    (id: NavItemId) => {
      if (id === 'signOut') {
        dispatch(loggedOut({ byPlayer: true }));
        void navigate(localized(Paths.home));
      } else if (id === 'customerSupport') {
        dispatch(supportChatRequested());
      }
    },
    [dispatch, localized],
  );

  return (
    <>
      <PageLayout
        wide={wide}
        account={shown.account}
        currentPath={currentPath}
        navItems={shown.items}
        onNavAction={onNavAction}
        sidebarOpen={sidebarOpen}
        onSidebarOpenChange={onSidebarOpenChange}
        providers={providers}
      >
        {children}
      </PageLayout>
      {/* beside the page, not in its main landmark: the chat floats over every page */}
      <ChatLoader />
    </>
  );
}
