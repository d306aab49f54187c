import { act, render, waitFor } from '@testing-library/react';
import { mockFetch } from '../test-utils/render';
import { Root } from './root';

beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.hydrated;
});

it('marks the page as answering taps once hydrated, and starts the session in a task of its own after that', async () => {
  const { calls } = mockFetch({ '/v1/hp/units/create': () => ({ body: { token: 'a'.repeat(128) } }) });

  // A synchronous act: React runs the effects before it returns, and no timer can fire in between.
  act(() => {
    render(
      <Root>
        <p>Home</p>
      </Root>,
    );
  });
  expect(document.documentElement.dataset.hydrated).toBe('true');
  // Not in the task that ran the effects of the whole page.
  expect(calls).toHaveLength(0);

  // In a later task: however long a loaded machine takes to run it (a fixed 20 ms wait failed on CI).
  await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/v1/hp/units/create']));
});
