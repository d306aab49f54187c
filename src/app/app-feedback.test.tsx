import { act, screen } from '@testing-library/react';
import { toastShown } from '../features/ui/slice';
import { renderWithProviders } from '../test-utils/render';
import { AppFeedback } from './app-feedback';

describe('AppFeedback', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("speaks the language of the page the player is on, though it sits outside every page's language", async () => {
    window.history.replaceState(null, '', '/zu/search/');
    const { store } = renderWithProviders(<AppFeedback />);
    act(() => {
      store.dispatch(toastShown({ kind: 'error', message: 'Something went wrong' }));
    });
    // The toast's own text is SPEC's English; the host's close button is isiZulu on a /zu/ page.
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vala' })).toBeInTheDocument();
  });

  it('speaks English on an unprefixed page', async () => {
    window.history.replaceState(null, '', '/search/');
    const { store } = renderWithProviders(<AppFeedback />);
    act(() => {
      store.dispatch(toastShown({ kind: 'error', message: 'Something went wrong' }));
    });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
