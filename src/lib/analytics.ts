/**
 * Analytics behind one small interface (SPEC §7: registration and purchase go to third-party trackers).
 * Every event is dispatched on window as an `analytics` CustomEvent (cheap, and what tests observe); when the
 * build names a tag manager (GATSBY_GTM_ID, loaded by gatsby-ssr) it is also pushed to its dataLayer.
 */

import type { Campaign } from './campaign';

export type AnalyticsEvent =
  | { event: 'registration'; campaign: Campaign | null }
  | { event: 'purchase'; value: number; currency: string; payment_method: string };

export const ANALYTICS_EVENT = 'analytics';

type TrackerWindow = Window & { dataLayer?: unknown[] };

export function track(event: AnalyticsEvent, target: Window | undefined = globalThis.window): void {
  if (!target) return;
  const { dataLayer } = target as TrackerWindow;
  if (Array.isArray(dataLayer)) dataLayer.push(event);
  target.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_EVENT, { detail: event }));
}

/** A purchase in major units, as trackers expect: minor units / 100. */
export function purchaseEvent(amountMinor: number, currency: string, paymentMethod: string): AnalyticsEvent {
  return { event: 'purchase', value: amountMinor / 100, currency, payment_method: paymentMethod };
}
