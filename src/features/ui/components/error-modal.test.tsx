import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test-utils/render';
import { errorShown } from '../slice';
import { ErrorModal, MODAL_WIDTH } from './error-modal';

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
