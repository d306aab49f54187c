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
import { siteConfig } from '../../lib/site-config';
import type { RootState } from '../store';
import { selectUnitToken } from '../../features/unit/slice';
import { LanguageProvider } from '../../i18n/language-provider';
import { BanksPage, ChangePasswordPage, EditPhonePage, MyAccountPage } from './account-pages';

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
    expect(within(nav).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/my-account/password/');
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

describe('/my-account/password/', () => {
  const OLD_UNIT_TOKEN = 'u'.repeat(120);
  const NEW_UNIT_TOKEN = 'n'.repeat(120);
  const newTokens = {
    access: { token: 'access-2', expires: '2099-01-01T00:00:00.000Z' },
    refresh: { token: 'refresh-2', expires: '2099-02-01T00:00:00.000Z' },
  };
  const withUnit = (): Partial<RootState> =>
    ({ ...signedIn(), unit: { token: OLD_UNIT_TOKEN, isAnonymous: false } }) as Partial<RootState>;

  it('changes the password, goes on with the new tokens and a fresh unit token, and says the rest are signed out', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/users/password/change': () => ({ body: newTokens }),
      '/v1/hp/users/units': () => ({ body: { unit_token: NEW_UNIT_TOKEN } }),
    });
    const { store } = renderWithProviders(<ChangePasswordPage />, { preloadedState: withUnit() });
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByText(/Every other phone or computer signed in/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await user.type(screen.getByLabelText('New password'), 'new-secret-2');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my-account/'));
    expect(selectTokens(store.getState())).toEqual(newTokens);
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({
        kind: 'success',
        message: 'Your password has been changed. Your other devices have been signed out.',
      }),
    ]);
    await waitFor(() => expect(selectUnitToken(store.getState())).toBe(NEW_UNIT_TOKEN));
    expect(calls.map((c) => [c.path, c.body, c.headers.authorization])).toEqual([
      [
        '/v1/hp/users/password/change',
        { current_password: 'old-secret-1', new_password: 'new-secret-2' },
        'Bearer access-1',
      ],
      ['/v1/hp/users/units', undefined, 'Bearer access-2'],
    ]);
  });

  it('says a wrong current password under that field, in the page’s language, and stays', async () => {
    const user = userEvent.setup({ delay: null });
    const wrong = { error: { code: 'users_ctx:users:wrong_current_password', message: 'x' } };
    mockFetch({ '/v1/hp/users/password/change': () => ({ status: 422, body: wrong }) });
    renderWithProviders(
      <LanguageProvider language="zu">
        <ChangePasswordPage />
      </LanguageProvider>,
      { preloadedState: signedIn() },
    );
    await user.type(screen.getByLabelText('Iphasiwedi yamanje'), 'not-mine-1');
    await user.type(screen.getByLabelText('Iphasiwedi entsha'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Londoloza iphasiwedi' }));
    expect(await screen.findByText('Iphasiwedi yakho yamanje ayilungile')).toBeInTheDocument();
    expect(screen.getByLabelText('Iphasiwedi yamanje')).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps Save disabled while the new password is short or the same as the current one', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({});
    renderWithProviders(<ChangePasswordPage />, { preloadedState: signedIn() });
    await user.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await user.type(screen.getByLabelText('New password'), 'old-secret-1');
    await user.tab();
    expect(await screen.findByText('Choose a password different from your current one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save password' })).toBeDisabled();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save password' })).toBeDisabled();
    expect(calls).toEqual([]);
  });
});

describe('/my-account/banks/', () => {
  it('lists bank accounts masked and has no UPI section on a South African brand', () => {
    renderWithProviders(<BanksPage />, { preloadedState: signedIn(makeUser({ player_bank_accounts: [fnb] })) });
    expect(screen.getByText('FNB ******1111')).toBeInTheDocument();
    expect(screen.getByText('Thandi Nkosi · 250655')).toBeInTheDocument();
    expect(screen.queryByText('4111111111111111')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'UPI accounts' })).not.toBeInTheDocument();
    // The page's one title, and the form one level under it.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bank accounts');
    expect(screen.getByRole('heading', { name: 'Add bank account', level: 2 })).toBeInTheDocument();
  });

  it("adds a bank account picked from South Africa's banks with its branch code, grouping the number in fours", async () => {
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

    // A list, not free text: every bank of contract/za-banks.ts, none picked yet.
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    expect(
      within(bank)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(
      expect.arrayContaining(['Choose your bank', 'ABSA', 'Capitec', 'FNB', 'Nedbank', 'Standard Bank', 'TymeBank']),
    );
    expect(bank).toHaveValue('');
    await user.selectOptions(bank, 'FNB');
    expect(screen.getByText('Universal branch code 250655')).toBeInTheDocument();
    await user.selectOptions(bank, 'Standard Bank');
    expect(screen.getByText('Universal branch code 051001')).toBeInTheDocument();
    await user.selectOptions(bank, 'FNB');
    await user.type(screen.getByLabelText('Account number'), '4111-1111 1111x1111');
    expect(screen.getByLabelText('Account number')).toHaveValue('4111 1111 1111 1111');
    await user.type(screen.getByLabelText('Account holder name'), 'Thandi Nkosi!');
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    expect(await screen.findByText('FNB ******1111')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      bank_name: 'FNB',
      branch_code: '250655',
      number: '4111111111111111',
      holder_name: 'Thandi Nkosi',
    });
    expect(selectUser(store.getState())?.player_bank_accounts).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveValue(''));
  });

  it("on the India brand names the bank in the player's words, without a branch code", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/users/player_bank_accounts/create': () => ({ body: { user: makeUser() } }),
    });
    const prefix = siteConfig.sitePrefix;
    siteConfig.sitePrefix = 'in';
    try {
      renderWithProviders(<BanksPage />, { preloadedState: signedIn() });
      const banks = screen.getByRole('region', { name: 'Bank accounts' });
      expect(within(banks).queryByRole('combobox', { name: 'Bank' })).not.toBeInTheDocument();
      await user.type(within(banks).getByLabelText('Bank name'), 'State Bank of India');
      await user.type(within(banks).getByLabelText('Account number'), '123456789');
      await user.type(within(banks).getByLabelText('Account holder name'), 'Asha Rao');
      const add = within(banks).getByRole('button', { name: 'Add' });
      await waitFor(() => expect(add).toBeEnabled());
      await user.click(add);
      await waitFor(() =>
        expect(calls[0]?.body).toEqual({
          bank_name: 'State Bank of India',
          number: '123456789',
          holder_name: 'Asha Rao',
        }),
      );
    } finally {
      siteConfig.sitePrefix = prefix;
    }
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
