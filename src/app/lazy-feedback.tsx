/**
 * The feedback parts of app-feedback.tsx, loaded only once there is something to show: no page shows a toast, the
 * error modal or the new-version notice when it opens, so their code (MUI's Dialog, Modal, Alert, transitions) and
 * their hydration stay out of the first load. Their chunks are loaded once the page is hydrated and the browser is
 * idle (prefetchFeedbackLater), so they are at hand (and in the offline cache) when needed.
 */

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { selectWelcomeDue } from '../features/auth/slice';
import { isNewVersionReady, subscribeNewVersion, watchForNewVersionWhenIdle } from '../features/pwa/new-version';
import { selectErrorModal, selectToasts } from '../features/ui/slice';
import type { ToastChannel } from '../features/ui/toasts';
import { afterDelayWhenIdle, whenIdle } from '../lib/idle';
import type { IdleWindow } from '../lib/idle';
import { retryingImport } from '../lib/retrying-import';
import { useAppSelector } from './hooks';

// Chunks of their own, loaded when first needed or once the browser is idle (prefetchFeedbackLater).
const loadToastHost = () => import(/* webpackChunkName: "idle-toast-host" */ '../features/ui/components/toast-host');
const loadErrorModal = () => import(/* webpackChunkName: "idle-error-modal" */ '../features/ui/components/error-modal');
const loadNewVersionNotice = () =>
  import(/* webpackChunkName: "idle-new-version-notice" */ '../features/pwa/components/new-version-notice');

const ToastHost = lazy(() => retryingImport(loadToastHost).then((m) => ({ default: m.ToastHost })));
const ErrorModal = lazy(() => retryingImport(loadErrorModal).then((m) => ({ default: m.ErrorModal })));
const NewVersionNotice = lazy(() =>
  retryingImport(loadNewVersionNotice).then((m) => ({ default: m.NewVersionNotice })),
);

// Only a new player ever sees it: not among the chunks prefetched for every page.
const loadWelcome = () => import(/* webpackChunkName: "welcome-dialog" */ './welcome-dialog');
const WelcomeDialog = lazy(() => retryingImport(loadWelcome).then((m) => ({ default: m.WelcomeDialog })));

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

/** The welcome after sign-up, over whichever page the new player goes on to. */
export function LazyWelcome() {
  const due = useAppSelector(selectWelcomeDue);
  if (!useLatch(due)) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog />
    </Suspense>
  );
}

export function LazyNewVersionNotice() {
  const ready = useSyncExternalStore(subscribeNewVersion, isNewVersionReady, () => false);
  const shown = useLatch(ready);
  // The checks run from the start (the notice itself also watches once it is shown: a second watch is harmless).
  useEffect(() => (shown ? undefined : watchForNewVersionWhenIdle()), [shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionNotice />
    </Suspense>
  );
}

/** What prefetchFeedbackLater loads, one at a time. */
export const FEEDBACK_CHUNKS: ReadonlyArray<() => Promise<unknown>> = [
  loadToastHost,
  loadErrorModal,
  loadNewVersionNotice,
];

/**
 * How long after hydration the feedback chunks start loading: loading evaluates them (MUI's Dialog, Snackbar and
 * transitions), and in the page's first seconds that work lands among its own start-up tasks on a cheap phone
 * (bench:web at 5.1x, loading them at the first idle moment: first-load JS 188 -> 202 KiB, TBT up on every page).
 */
export const FEEDBACK_DELAY_MS = 5_000;

/**
 * FEEDBACK_DELAY_MS after the page is hydrated (effects run after it), at the browser's idle moments: the feedback
 * chunks are loaded, one per idle period, so that they are at hand (and in the offline cache) before anything needs
 * them. Through webpack's own
 * `import()`, which knows their files; a chunk that fails to load (offline) is left for the part that needs it, which
 * tries again. Not with webpack's prefetch hints: their runtime leaves a failed page chunk's rejection unhandled, and
 * Gatsby answers that by sending the player back to the page they were leaving (e2e/page-loading.spec.ts).
 */
export function prefetchFeedbackLater(
  chunks: ReadonlyArray<() => Promise<unknown>> = FEEDBACK_CHUNKS,
  win: IdleWindow = window,
): () => void {
  const queue = [...chunks];
  let cancel = () => {};
  const loadNext = () => {
    const load = queue.shift();
    if (load === undefined) return;
    load().catch(() => {});
    cancel = whenIdle(win, loadNext, { fallbackMs: 200 });
  };
  cancel = afterDelayWhenIdle(win, FEEDBACK_DELAY_MS, loadNext, { fallbackMs: 200 });
  return () => cancel();
}
