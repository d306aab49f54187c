import { act, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { balanceUpdated } from '../../features/unit/slice';
import { initialUnitState } from '../../features/unit/slice';
import { makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import { LanguageProvider } from '../../i18n/language-provider';
import { StatementPage } from './statement-page';

jest.setTimeout(20_000);

beforeEach(() => jest.mocked(navigate).mockClear());

describe('/my-account/statement/', () => {
  it('sends a visitor without a session to /auth/', async () => {
    renderWithProviders(<StatementPage />, {
      preloadedState: { auth: { status: 'failed', user: null, tokens: null, error: null } },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/', { replace: true }));
  });

  it('sends a visitor on an isiZulu page to the isiZulu /auth/', async () => {
    renderWithProviders(
      <LanguageProvider language="zu">
        <StatementPage />
      </LanguageProvider>,
      { preloadedState: { auth: { status: 'failed', user: null, tokens: null, error: null } } },
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zu/auth/', { replace: true }));
  });

  it('says why when the unit cannot be opened, with Reload (SPEC §8)', async () => {
    renderWithProviders(<StatementPage />, {
      preloadedState: {
        auth: { status: 'success', user: makeUser(), tokens: makeTokens(), error: null },
        unit: { ...initialUnitState, status: 'failed', error: 'Unable to join channel' },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to join channel');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it("shows the player's unit statement, and loads it again when a balance push arrives", async () => {
    const { calls } = mockFetch({
      '/v1/transactions/unit': () => ({
        body: {
          transactions: [
            {
              id: 1,
              type: 'deposit',
              amount: 5000,
              currency: 'ZAR',
              status: 'completed',
              created_at: new Date().toISOString(),
              description: 'Voucher 1234…',
            },
          ],
          cursor: null,
        },
      }),
    });
    const { store } = renderWithProviders(<StatementPage />, {
      preloadedState: {
        auth: { status: 'success', user: makeUser(), tokens: makeTokens(), error: null },
        unit: { ...initialUnitState, token: UNIT_TOKEN, unit: makeUnit(), status: 'success' },
      },
    });
    expect(await screen.findByText('Voucher 1234…')).toBeInTheDocument();
    const statementCalls = () => calls.filter((call) => call.path === '/v1/transactions/unit').length;
    expect(statementCalls()).toBe(1);
    act(() => {
      store.dispatch(balanceUpdated({ balance: 9000, deposit_balance: 0, bonus_balance: 0 }));
    });
    await waitFor(() => expect(statementCalls()).toBe(2));
  });
});
