/** Analytics events raised from store actions: a completed sign-up is the registration (with its campaign). */

import { signedIn } from '../features/auth/slice';
import { track } from '../lib/analytics';
import { takeCampaign } from '../lib/campaign';
import type { AppStartListening } from './store';

export function registerAnalyticsListeners(startListening: AppStartListening): void {
  startListening({
    predicate: (action) => signedIn.match(action) && action.meta.how === 'sign-up',
    // The campaign kept since arrival is read once, here, and removed.
    effect: () => track({ event: 'registration', campaign: takeCampaign() }),
  });
}
