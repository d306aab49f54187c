/**
 * The feedback parts of app-feedback.tsx, loaded only once there is something to show: no page shows a toast, the
 * error modal or the new-version notice when it opens, so their code (MUI's Dialog, Modal, Alert, transitions) and
 * their hydration stay out of the first load. Their chunks are loaded once the page is hydrated and the browser is
 * idle (prefetchFeedbackLater), so they are at hand (and in the offline cache) when needed.
 */

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { isNewVersionReady, subscribeNewVersion, watchForNewVersionWhenIdle } from '../features/pwa/new-version';
import { selectErrorModal, selectToasts } from '../features/ui/slice';
import type { ToastChannel } from '../features/ui/toasts';
import { whenIdle } from '../lib/idle';
import { retryingImport } from '../lib/retrying-import';
import { useAppSelector } from './hooks';

// "idle-" chunks: the build lists their files in each page for prefetching (gatsby/paint-first.ts).
const loadToastHost = () => import(/* webpackChunkName: "idle-toast-host" */ '../features/ui/components/toast-host');
const loadErrorModal = () => import(/* webpackChunkName: "idle-error-modal" */ '../features/ui/components/error-modal');
const loadNewVersionNotice = () =>
  import(/* webpackChunkName: "idle-new-version-notice" */ '../features/pwa/components/new-version-notice');

const ToastHost = lazy(() => retryingImport(loadToastHost).then((m) => ({ default: m.ToastHost })));
const ErrorModal = lazy(() => retryingImport(loadErrorModal).then((m) => ({ default: m.ErrorModal })));
const NewVersionNotice = lazy(() =>
  retryingImport(loadNewVersionNotice).then((m) => ({ default: m.NewVersionNotice })),
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
  useEffect(() => (shown ? undefined : watchForNewVersionWhenIdle()), [shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionNotice />
    </Suspense>
  );
}

/**
 * Once the page is hydrated (effects run after it) and the browser idle: the feedback chunks are prefetched, at the
 * lowest priority, so that they are at hand (and in the offline cache) before anything needs them. The build lists
 * their files in each page (`window.___idleChunks`, gatsby/paint-first.ts). Not with webpack's prefetch hints:
 * their runtime leaves a failed page chunk's rejection unhandled, and Gatsby answers that by sending the player back
 * to the page they were leaving (e2e/page-loading.spec.ts).
 */
export function prefetchFeedbackLater(win: Window & { ___idleChunks?: unknown } = window): () => void {
  const files = (Array.isArray(win.___idleChunks) ? win.___idleChunks : []).filter(
    (file): file is string => typeof file === 'string',
  );
  let cancel = () => {};
  // A few links per idle period: each one starts a request, and all of them at once made one long task.
  const addSome = (deadline?: IdleDeadline) => {
    do {
      const file = files.shift();
      if (file === undefined) return;
      const link = win.document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = file;
      win.document.head.appendChild(link);
    } while (deadline && deadline.timeRemaining() > 2);
    cancel = whenIdle(win, addSome, { fallbackMs: 200 });
  };
  cancel = whenIdle(win, addSome, { fallbackMs: 200 });
  return () => cancel();
}
