/**
 * Loaded once the page is hydrated (src/app/lazy-feedback.tsx): when this small chunk arrives, webpack prefetches
 * the feedback parts' chunks at idle priority, so that they are at hand (and, through the service worker, in the
 * offline cache) before anything needs them, without competing with the first paint. Nothing here is called.
 */

export const feedbackChunks = [
  () => import(/* webpackPrefetch: true */ '../features/ui/components/toast-host'),
  () => import(/* webpackPrefetch: true */ '../features/ui/components/error-modal'),
  () => import(/* webpackPrefetch: true */ '../features/pwa/components/new-version-notice'),
];
