import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateInSlices } from './hydrate';

// React's own roots here, not Testing Library's: tell React that act() wraps the updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount(count + 1)}>
        Taps: {count}
      </button>
    </div>
  );
}

function container(html: string): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby">${html}</div>`;
  return document.getElementById('___gatsby') as HTMLElement;
}

describe('hydrateInSlices', () => {
  it('takes over the static HTML without redrawing it, and the page then answers taps', async () => {
    const root = container(renderToString(<Counter />));
    const button = root.querySelector('button');
    await act(async () => hydrateInSlices(<Counter />, root));
    // The same element: hydrated in place, not thrown away and drawn again.
    expect(root.querySelector('button')).toBe(button);
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Taps: 1');
  });

  it('draws a page that came without static HTML', async () => {
    const root = container('<div id="gatsby-focus-wrapper"></div>');
    await act(async () => hydrateInSlices(<Counter />, root));
    expect(root.querySelector('button')?.textContent).toBe('Taps: 0');
  });
});
