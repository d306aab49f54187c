/** Lazy chunks that survive a dropped connection: the import is asked for again until it arrives. */

/** How long a chunk that failed to load (offline) waits before it is asked for again. */
export const RETRY_MS = 3000;

/**
 * A chunk import that does not give up: a failure (offline, before the idle prefetch had it cached) is retried every
 * few seconds. A lazy part whose import rejects would throw in render and, with no error boundary above the root,
 * take the whole page down; waiting keeps the page and shows the part once its code arrives.
 */
export function retryingImport<T>(load: () => Promise<T>, waitMs = RETRY_MS): Promise<T> {
  return new Promise((resolve) => {
    const attempt = () => {
      load().then(resolve, () => setTimeout(attempt, waitMs));
    };
    attempt();
  });
}
