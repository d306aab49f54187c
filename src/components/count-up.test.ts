import { act, renderHook } from '@testing-library/react';
import { useCountUp } from './count-up';

const motion = (reduce: boolean) =>
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }),
  });

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('useCountUp', () => {
  it('shows the first value at once, then counts up to the next over about a second', () => {
    jest.useFakeTimers();
    motion(false);
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), { initialProps: { target: 1_000 } });
    expect(result.current).toBe(1_000);
    rerender({ target: 2_000 });
    act(() => {
      jest.advanceTimersByTime(400);
    });
    expect(result.current).toBeGreaterThan(1_000);
    expect(result.current).toBeLessThan(2_000);
    expect(Number.isInteger(result.current)).toBe(true);
    act(() => {
      jest.advanceTimersByTime(700);
    });
    expect(result.current).toBe(2_000);
  });

  it('jumps straight to the new value when the player prefers reduced motion', () => {
    motion(true);
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), { initialProps: { target: 1_000 } });
    rerender({ target: 500 });
    expect(result.current).toBe(500);
  });
});
