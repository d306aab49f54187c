/** Analytics events raised from store actions: a completed sign-up is the registration (with its campaign). */

import { authApi } from '../features/auth/api';
import { track } from '../lib/analytics';
import { takeCampaign } from '../lib/campaign';
import type { AppStartListening } from './store';

export function registerAnalyticsListeners(startListening: AppStartListening): void {
  startListening({
    matcher: authApi.endpoints.createUser.matchFulfilled,
    // The campaign kept since arrival is read once, here, and removed.
    effect: () => track({ event: 'registration', campaign: takeCampaign() }),
  });
}
