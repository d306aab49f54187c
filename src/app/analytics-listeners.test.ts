import { signedIn } from '../features/auth/slice';
import { ANALYTICS_EVENT } from '../lib/analytics';
import type { AnalyticsEvent } from '../lib/analytics';
import { CAMPAIGN_STORAGE_KEY, captureCampaign } from '../lib/campaign';
import { makeTokens, makeUser } from '../test-utils/fixtures';
import { mockFetch } from '../test-utils/render';
import { makeStore } from './store';

const session = { ...makeTokens(), user: makeUser() };

function trackedEvents() {
  const seen: AnalyticsEvent[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<AnalyticsEvent>).detail);
  window.addEventListener(ANALYTICS_EVENT, listener);
  return { seen, stop: () => window.removeEventListener(ANALYTICS_EVENT, listener) };
}

beforeEach(() => {
  window.localStorage.clear();
  mockFetch({ '/v1/hp/users': () => ({ body: { user: makeUser() } }) });
});

it('reports a completed sign-up as the registration, with the campaign kept since arrival, read once', () => {
  const { seen, stop } = trackedEvents();
  captureCampaign('?utm_source=facebook&utm_campaign=spring');
  const store = makeStore();

  store.dispatch(signedIn(session, 'sign-up'));

  expect(seen).toEqual([{ event: 'registration', campaign: { source: 'facebook', campaign: 'spring' } }]);
  expect(window.localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
  stop();
});

it('a sign-in or a password reset is not a registration, and leaves the campaign for one', () => {
  const { seen, stop } = trackedEvents();
  captureCampaign('?utm_source=facebook');
  const store = makeStore();

  store.dispatch(signedIn(session));
  store.dispatch(signedIn(session, 'password-reset'));

  expect(seen).toEqual([]);
  expect(window.localStorage.getItem(CAMPAIGN_STORAGE_KEY)).not.toBeNull();
  stop();
});
