import { RETRY_MS, retryingImport } from './retrying-import';

describe('retryingImport', () => {
  it('asks again for a chunk that failed to load (offline) until it arrives, and never rejects', async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      const load = () => {
        calls += 1;
        return calls < 3 ? Promise.reject(new Error('Loading chunk 7 failed.')) : Promise.resolve('the toast host');
      };
      let loaded: string | undefined;
      void retryingImport(load).then((module) => (loaded = module));
      await jest.advanceTimersByTimeAsync(RETRY_MS - 1);
      expect([calls, loaded]).toEqual([1, undefined]);
      await jest.advanceTimersByTimeAsync(2 * RETRY_MS);
      expect([calls, loaded]).toEqual([3, 'the toast host']);
    } finally {
      jest.useRealTimers();
    }
  });
});
