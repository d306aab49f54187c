/** Everything that speaks to the player over any page: toasts, the error modal, the new-version notice. */

import { useEffect } from 'react';
import { toastShown } from '../features/ui/slice';
import { useMessages } from '../i18n';
import { track } from '../lib/analytics';
import { captureCampaign } from '../lib/campaign';
import { takePendingPayment } from '../lib/pending-payment';
import { useAppDispatch } from './hooks';
import { LazyErrorModal, LazyNewVersionNotice, LazyToastHost } from './lazy-feedback';
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
    <>
      <LazyToastHost channel="root-toast" />
      <LazyErrorModal />
      <LazyNewVersionNotice />
    </>
  );
}
