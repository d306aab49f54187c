import { act } from '@testing-library/react';

/**
 * An IntersectionObserver for jsdom, which has none (and lays nothing out): nothing is in view until the test scrolls
 * an element into it. Call in a test (or beforeEach); `restore` puts jsdom's back (none).
 */
export function stubIntersectionObserver() {
  const observers = new Set<StubObserver>();

  class StubObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds: readonly number[] = [0];
    readonly elements = new Set<Element>();

    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      this.rootMargin = options.rootMargin ?? '0px';
    }

    observe(element: Element) {
      this.elements.add(element);
      observers.add(this);
    }

    unobserve(element: Element) {
      this.elements.delete(element);
    }

    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }

    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }

    enter(element: Element) {
      const rect = element.getBoundingClientRect();
      const entry = {
        target: element,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      } as IntersectionObserverEntry;
      this.callback([entry], this);
    }
  }

  const original = Object.getOwnPropertyDescriptor(globalThis, 'IntersectionObserver');
  Object.defineProperty(globalThis, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: StubObserver,
  });

  return {
    /** The observers watching `element`, with the options they were made with */
    watching: (element: Element) => [...observers].filter((observer) => observer.elements.has(element)),
    /** Every observed element inside `container` comes into view, as when the player scrolls to it. */
    scrollTo(container: Element) {
      act(() => {
        for (const observer of [...observers])
          for (const element of [...observer.elements])
            if (container === element || container.contains(element) || element.contains(container))
              observer.enter(element);
      });
    },
    restore() {
      if (original) Object.defineProperty(globalThis, 'IntersectionObserver', original);
      else delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}
