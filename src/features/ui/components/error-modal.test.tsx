import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test-utils/render';
import { errorShown } from '../slice';
import { MODAL_WIDTH } from '../../../lib/layout';
import { ErrorModal } from './error-modal';

describe('ErrorModal', () => {
  it('shows nothing until an error is raised', () => {
    renderWithProviders(<ErrorModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("blocks the page with 'Error: {message}' until CLOSE is pressed", async () => {
    const { store } = renderWithProviders(<ErrorModal />);
    act(() => {
      store.dispatch(errorShown('Invalid Voucher'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Error: Invalid Voucher' });
    expect(dialog).toBeVisible();
    expect(dialog).toHaveStyle({ width: `${MODAL_WIDTH}px` });
    expect(MODAL_WIDTH).toBe(500);

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(store.getState().ui.errorModal).toBeNull();
  });
});

describe('ErrorModal actions (SPEC §8)', () => {
  it('offers a Reload beside CLOSE for a reload action', () => {
    const { store } = renderWithProviders(<ErrorModal />);
    act(() => {
      store.dispatch(errorShown({ message: 'This site is not active now.', action: 'reload' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Error: This site is not active now.' });
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'CLOSE' })).toBeVisible();
  });

  it('offers the way home for a homepage action, closing as it goes', async () => {
    const { store } = renderWithProviders(<ErrorModal />);
    act(() => {
      store.dispatch(errorShown({ message: 'Game not found.', action: 'homepage' }));
    });
    const home = screen.getByRole('link', { name: 'Go to homepage' });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    expect(store.getState().ui.errorModal).toBeNull();
  });

  it('shows CLOSE alone for a plain message', () => {
    const { store } = renderWithProviders(<ErrorModal />);
    act(() => {
      store.dispatch(errorShown('Invalid Voucher'));
    });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['CLOSE']);
  });
});
