import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { useState } from 'react';
import type { User } from '../../../contract/entities';
import { BankAccounts } from '../../features/account/components/bank-accounts';
import { selectAuthStatus, selectTokens, selectUser } from '../../features/auth/slice';
import { selectToasts } from '../../features/ui/slice';
import { makeTokens, makeUser } from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import type { RootState } from '../store';
import { BanksPage, EditPhonePage, MyAccountPage } from './account-pages';

jest.setTimeout(20_000);

const signedIn = (user = makeUser()): Partial<RootState> => ({
  auth: { status: 'success', user, tokens: makeTokens(), error: null },
});

const fnb = { id: 11, bank_name: 'FNB', number: '4111111111111111', holder_name: 'Thandi Nkosi' };

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(navigate).mockClear();
});

describe('/my-account/', () => {
  it('sends a visitor without a session to /auth/', async () => {
    renderWithProviders(<MyAccountPage />, {
      preloadedState: { auth: { status: 'failed', user: null, tokens: null, error: null } },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/', { replace: true }));
  });

  it('shows names, phone and verification level, with links to the account pages', () => {
    renderWithProviders(<MyAccountPage />, { preloadedState: signedIn() });
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Thandi Nkosi')).toBeInTheDocument();
    expect(main.getByText('+27821234567')).toBeInTheDocument();
    expect(main.getByText('Unverified')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'Edit phone' })).toHaveAttribute('href', '/my-account/edit-phone/');
    expect(within(nav).getByRole('link', { name: 'Bank accounts' })).toHaveAttribute('href', '/my-account/banks/');
    expect(within(nav).getByRole('link', { name: 'My Statement' })).toHaveAttribute('href', '/my-account/statement/');
    expect(within(nav).getByRole('link', { name: 'Verification' })).toHaveAttribute(
      'href',
      '/my-account/verification/',
    );
  });

  it("says 'Set Your Name' when both names are empty", () => {
    renderWithProviders(<MyAccountPage />, { preloadedState: signedIn(makeUser({ first_name: '', last_name: '' })) });
    expect(within(screen.getByRole('main')).getByText('Set Your Name')).toBeInTheDocument();
  });

  it('signs out: failed, no user, no tokens, and home (not /auth/)', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({});
    const { store } = renderWithProviders(<MyAccountPage />, { preloadedState: signedIn() });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign Out' }));
    expect(selectAuthStatus(store.getState())).toBe('failed');
    expect(selectUser(store.getState())).toBeNull();
    expect(selectTokens(store.getState())).toBeNull();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(navigate).not.toHaveBeenCalledWith('/auth/', expect.anything());
  });
});

describe('/my-account/edit-phone/', () => {
  it('moves the account to the new phone after its code, then says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/users/start_phone_edit': () => ({ body: { success: true } }),
      '/v1/hp/users/confirm_phone': () => ({ body: { phone_token: 'pt-9' } }),
      '/v1/hp/users': () => ({ body: { user: makeUser({ phone: '+27831112222' }) } }),
    });
    const { store } = renderWithProviders(<EditPhonePage />, { preloadedState: signedIn() });

    await user.type(screen.getByLabelText('New phone number'), '083 111 2222');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Code'), '5555');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my-account/'));
    expect(selectUser(store.getState())?.phone).toBe('+27831112222');
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Your phone number has been successfully updated' }),
    ]);
    expect(calls.map((c) => [c.path, c.body, c.headers.authorization])).toEqual([
      ['/v1/hp/users/start_phone_edit', { phone: '+27831112222' }, 'Bearer access-1'],
      ['/v1/hp/users/confirm_phone', { phone: '+27831112222', otp: '5555', site_id: 1 }, 'Bearer access-1'],
      ['/v1/hp/users', { phone_token: 'pt-9' }, 'Bearer access-1'],
    ]);
  });

  it('says when the new phone is already in use', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/users/start_phone_edit': () => ({
        status: 409,
        body: { error: { code: 'users_ctx:users:validation:phone:not_unique', message: 'x' } },
      }),
    });
    renderWithProviders(<EditPhonePage />, { preloadedState: signedIn() });
    await user.type(screen.getByLabelText('New phone number'), '0831112222');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone number is already in use');
  });
});

describe('/my-account/banks/', () => {
  it('lists bank accounts masked and has no UPI section on a South African brand', () => {
    renderWithProviders(<BanksPage />, { preloadedState: signedIn(makeUser({ player_bank_accounts: [fnb] })) });
    expect(screen.getByText('FNB ******1111')).toBeInTheDocument();
    expect(screen.queryByText('4111111111111111')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'UPI accounts' })).not.toBeInTheDocument();
    // The page's one title, and the form one level under it.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bank accounts');
    expect(screen.getByRole('heading', { name: 'Add bank account', level: 2 })).toBeInTheDocument();
  });

  it('adds a bank account, grouping the number in fours while it is typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/users/player_bank_accounts/create': () => ({
        body: { user: makeUser({ player_bank_accounts: [fnb] }) },
      }),
    });
    const { store } = renderWithProviders(<BanksPage />, { preloadedState: signedIn() });
    expect(screen.getByText('You have no bank accounts yet.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();

    await user.type(screen.getByLabelText('Bank name'), 'FNB');
    await user.type(screen.getByLabelText('Account number'), '4111-1111 1111x1111');
    expect(screen.getByLabelText('Account number')).toHaveValue('4111 1111 1111 1111');
    await user.type(screen.getByLabelText('Account holder name'), 'Thandi Nkosi!');
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    expect(await screen.findByText('FNB ******1111')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ bank_name: 'FNB', number: '4111111111111111', holder_name: 'Thandi Nkosi' });
    expect(selectUser(store.getState())?.player_bank_accounts).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Bank name')).toHaveValue(''));
  });

  it('refuses a number shorter than 9 digits', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BanksPage />, { preloadedState: signedIn() });
    await user.type(screen.getByLabelText('Account number'), '12345678');
    await user.tab();
    expect(await screen.findByText('Must be at least 9 digits')).toBeInTheDocument();
  });

  it('deletes a bank account only after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/users/player_bank_accounts/delete': () => ({ body: { user: makeUser() } }),
    });
    renderWithProviders(<BanksPage />, { preloadedState: signedIn(makeUser({ player_bank_accounts: [fnb] })) });

    await user.click(screen.getByRole('button', { name: 'Delete FNB ******1111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this bank account?' });
    // Every modal is SPEC §9's 500 px (the theme's), not MUI's default width.
    expect(dialog).toHaveStyle({ width: '500px' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete FNB ******1111' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no bank accounts yet.')).toBeInTheDocument();
    expect(calls.map((c) => [c.path, c.body])).toEqual([['/v1/hp/users/player_bank_accounts/delete', { id: 11 }]]);
  });
});

describe('UPI accounts (India brand)', () => {
  it('adds one with a cleaned label, upper-cased IFSC and digits-only number, and deletes it', async () => {
    const user = userEvent.setup({ delay: null });
    const upi = { id: 5, label: 'Main', ifsc: 'SBIN0001234', account_number: '123456789012' };
    const { calls } = mockFetch({
      '/v1/hp/users/player_upi_accounts/create': () => ({ body: { user: makeUser({ player_upi_accounts: [upi] }) } }),
      '/v1/hp/users/player_upi_accounts/delete': () => ({ body: { user: makeUser() } }),
    });
    const changes: User[] = [];
    function Harness() {
      const [current, setCurrent] = useState(makeUser());
      const onUser = (next: User) => {
        changes.push(next);
        setCurrent(next);
      };
      return <BankAccounts user={current} onUser={onUser} showUpi />;
    }
    renderWithProviders(<Harness />, { preloadedState: signedIn() });
    const section = screen.getByRole('region', { name: 'UPI accounts' });
    await user.type(within(section).getByLabelText('Label'), 'Main!');
    await user.type(within(section).getByLabelText('IFSC'), 'sbin-0001234');
    expect(within(section).getByLabelText('IFSC')).toHaveValue('SBIN0001234');
    await user.type(within(section).getByLabelText('Account number'), '1234 5678 9012');
    const add = within(section).getByRole('button', { name: 'Add' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await screen.findByText('Main ******9012')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ label: 'Main', ifsc: 'SBIN0001234', account_number: '123456789012' });

    await user.click(screen.getByRole('button', { name: 'Delete Main ******9012' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this UPI account?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('You have no UPI accounts yet.')).toBeInTheDocument();
    expect(changes.map((u) => u.player_upi_accounts.length)).toEqual([1, 0]);
    expect(calls[1]).toMatchObject({ path: '/v1/hp/users/player_upi_accounts/delete', body: { id: 5 } });
  });

  it('needs an IFSC of exactly 11 characters', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BankAccounts user={makeUser()} onUser={() => undefined} showUpi />, {
      preloadedState: signedIn(),
    });
    const section = screen.getByRole('region', { name: 'UPI accounts' });
    await user.type(within(section).getByLabelText('IFSC'), 'SBIN000123');
    await user.tab();
    expect(await within(section).findByText('IFSC must be exactly 11 characters')).toBeInTheDocument();
  });
});
