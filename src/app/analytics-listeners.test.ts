import { authApi } from '../features/auth/api';
import { ANALYTICS_EVENT } from '../lib/analytics';
import type { AnalyticsEvent } from '../lib/analytics';
import { CAMPAIGN_STORAGE_KEY, captureCampaign } from '../lib/campaign';
import { makeTokens, makeUser } from '../test-utils/fixtures';
import { mockFetch } from '../test-utils/render';
import { makeStore } from './store';

const request = { site_id: 1, phone_token: 'pt', first_name: 'Ann', last_name: 'Lee', password: 'secret-123' };

it('reports a completed sign-up as the registration, with the campaign kept since arrival, read once', async () => {
  window.localStorage.clear();
  mockFetch({
    '/v1/hp/users/create': () => ({ body: makeTokens() }),
    '/v1/hp/users': () => ({ body: { user: makeUser() } }),
  });
  const seen: AnalyticsEvent[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<AnalyticsEvent>).detail);
  window.addEventListener(ANALYTICS_EVENT, listener);
  captureCampaign('?utm_source=facebook&utm_campaign=spring');
  const store = makeStore();

  await store.dispatch(authApi.endpoints.createUser.initiate(request));

  expect(seen).toEqual([{ event: 'registration', campaign: { source: 'facebook', campaign: 'spring' } }]);
  expect(window.localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
  window.removeEventListener(ANALYTICS_EVENT, listener);
});
