import { ANALYTICS_EVENT, purchaseEvent, track } from './analytics';
import type { AnalyticsEvent } from './analytics';

describe('analytics', () => {
  it('reports a purchase in major units with currency and method', () => {
    expect(purchaseEvent(12_345, 'ZAR', 'card')).toEqual({
      event: 'purchase',
      value: 123.45,
      currency: 'ZAR',
      payment_method: 'card',
    });
  });

  it('dispatches every event on window, and pushes it to a configured tag manager', () => {
    const seen: AnalyticsEvent[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<AnalyticsEvent>).detail);
    window.addEventListener(ANALYTICS_EVENT, listener);
    const registration: AnalyticsEvent = { event: 'registration', campaign: { source: 'fb' } };

    track(registration);
    const withGtm = window as Window & { dataLayer?: unknown[] };
    withGtm.dataLayer = [];
    track(purchaseEvent(5000, 'INR', 'upi_qr'));

    expect(seen).toEqual([registration, purchaseEvent(5000, 'INR', 'upi_qr')]);
    expect(withGtm.dataLayer).toEqual([purchaseEvent(5000, 'INR', 'upi_qr')]);
    window.removeEventListener(ANALYTICS_EVENT, listener);
    delete withGtm.dataLayer;
  });

  it('does nothing without a window (server rendering)', () => {
    expect(() => track({ event: 'registration', campaign: null }, undefined)).not.toThrow();
  });
});
