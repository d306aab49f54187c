/**
 * Everything that speaks to the player over any page: toasts, the error modal, the new-version notice, and a new
 * player's welcome.
 */

import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { toastShown } from '../features/ui/slice';
import { usePathname } from '../features/ui/use-pathname';
import { useMessages } from '../i18n';
import { LanguageProvider } from '../i18n/language-provider';
import { track } from '../lib/analytics';
import { captureCampaign } from '../lib/campaign';
import { languageOf } from '../lib/language';
import { takePendingPayment } from '../lib/pending-payment';
import { siteConfig } from '../lib/site-config';
import { useAppDispatch } from './hooks';
import { LazyErrorModal, LazyNewVersionNotice, LazyToastHost, LazyWelcome } from './lazy-feedback';
import { readPaymentReturn } from './payment-return';

export function AppFeedback() {
  const dispatch = useAppDispatch();
  const messages = useMessages();

  // Once per arrival: keep the campaign of the landing link, handle a return from a payment page.
  useEffect(() => {
    captureCampaign(window.location.search);
    const back = readPaymentReturn(window.location, messages, () => takePendingPayment());
    if (!back) return;
    window.history.replaceState(window.history.state, '', back.url);
    dispatch(toastShown(back.toast));
    if (back.purchase) track(back.purchase);
  }, [dispatch, messages]);

  return (
    <CurrentLanguage>
      <LazyToastHost channel="root-toast" />
      <LazyErrorModal />
      <LazyNewVersionNotice />
      <LazyWelcome />
    </CurrentLanguage>
  );
}

/**
 * The root sits outside every page's language (wrapPageElement): its parts take the language of the address the
 * player is on, known once hydrated (nothing of theirs is in the static HTML).
 */
function CurrentLanguage({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return <LanguageProvider language={languageOf(pathname, siteConfig.languages)}>{children}</LanguageProvider>;
}
