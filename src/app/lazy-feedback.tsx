/**
 * The feedback parts of app-feedback.tsx, loaded only once there is something to show: no page shows a toast, the
 * error modal or the new-version notice when it opens, so their code (MUI's Dialog, Modal, Alert, transitions) and
 * their hydration stay out of the first load. Their chunks are prefetched once the page is hydrated
 * (src/app/feedback-prefetch.ts), so they are at hand (and in the offline cache) when needed.
 */

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { isNewVersionReady, subscribeNewVersion, watchForNewVersion } from '../features/pwa/new-version';
import { selectErrorModal, selectToasts } from '../features/ui/slice';
import type { ToastChannel } from '../features/ui/toasts';
import { whenHydrated } from '../lib/hydration';
import { useAppSelector } from './hooks';

const ToastHost = lazy(() => import('../features/ui/components/toast-host').then((m) => ({ default: m.ToastHost })));
const ErrorModal = lazy(() => import('../features/ui/components/error-modal').then((m) => ({ default: m.ErrorModal })));
const NewVersionNotice = lazy(() =>
  import('../features/pwa/components/new-version-notice').then((m) => ({
    default: m.NewVersionNotice,
  })),
);

/** True from the first render where `wanted` is, for good: a part once shown stays mounted (its exit, its timers). */
function useLatch(wanted: boolean): boolean {
  const [latched, setLatched] = useState(wanted);
  if (wanted && !latched) setLatched(true);
  return latched || wanted;
}

export function LazyToastHost({ channel }: { channel: ToastChannel }) {
  const any = useAppSelector((state) => selectToasts(state).some((toast) => toast.channel === channel));
  if (!useLatch(any)) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost channel={channel} />
    </Suspense>
  );
}

export function LazyErrorModal() {
  const open = useAppSelector((state) => selectErrorModal(state) !== null);
  useEffect(() => prefetchFeedbackLater(), []);
  if (!useLatch(open)) return null;
  return (
    <Suspense fallback={null}>
      <ErrorModal />
    </Suspense>
  );
}

export function LazyNewVersionNotice() {
  const ready = useSyncExternalStore(subscribeNewVersion, isNewVersionReady, () => false);
  const shown = useLatch(ready);
  // The checks run from the start (the notice itself also watches once it is shown: a second watch is harmless).
  useEffect(() => (shown ? undefined : watchForNewVersion()), [shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionNotice />
    </Suspense>
  );
}

/** Once the page is hydrated and the browser idle: the feedback chunks are prefetched (see feedback-prefetch.ts). */
export function prefetchFeedbackLater(): () => void {
  let idle = 0;
  const cancel = whenHydrated(() => {
    const later = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle = later(() => void import('./feedback-prefetch'));
  });
  return () => {
    cancel();
    (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}
