/** Session storage for the widget (SPEC §4, prefix 'lc_'); a storage failure falls back to memory (SPEC §8). */

import { createSafeStorage } from '../../lib/safe-storage';

export const chatSessionStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
