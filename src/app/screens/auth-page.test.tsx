import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { selectAuthStatus, selectUser } from '../../features/auth/slice';
import { selectUnitToken } from '../../features/unit/slice';
import { ANALYTICS_EVENT } from '../../lib/analytics';
import type { AnalyticsEvent } from '../../lib/analytics';
import { makeTokens, makeUser, UNIT_TOKEN } from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import { ErrorModal } from '../../features/ui/components/error-modal';
import { LanguageProvider } from '../../i18n/language-provider';
import { AuthPage, afterSignIn } from './auth-page';

jest.setTimeout(20_000);

const session = () => ({ user: makeUser(), ...makeTokens() });

const typeAndSubmit = async (
  user: ReturnType<typeof userEvent.setup>,
  fields: Record<string, string>,
  button: string,
) => {
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  const submit = screen.getByRole('button', { name: button });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
};

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(navigate).mockClear();
});

describe('/auth/', () => {
  it('signs up with phone, code and details, then goes home signed in', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/users/start_registration': () => ({ body: { success: true } }),
      '/v1/hp/users/confirm_phone': () => ({ body: { phone_token: 'pt-1' } }),
      '/v1/hp/users/create': () => ({ body: session() }),
      '/v1/hp/users': () => ({ body: { user: makeUser() } }),
      '/v1/hp/users/units': () => ({ body: { unit_token: UNIT_TOKEN } }),
    });
    const tracked: AnalyticsEvent[] = [];
    const track = (event: Event) => tracked.push((event as CustomEvent<AnalyticsEvent>).detail);
    window.addEventListener(ANALYTICS_EVENT, track);
    const { store } = renderWithProviders(<AuthPage />);

    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await typeAndSubmit(user, { 'Phone number': '082 123 4567' }, 'Continue');
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
    await typeAndSubmit(user, { Code: '1234' }, 'Verify');
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-27');
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older and I accept the terms and conditions' }));
    await typeAndSubmit(user, { 'First name': 'Thandi ', 'Last name': 'Nkosi', Password: 'secret123' }, 'Sign Up');

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    await waitFor(() => expect(selectUnitToken(store.getState())).toBe(UNIT_TOKEN));
    expect(selectAuthStatus(store.getState())).toBe('success');
    expect(selectUser(store.getState())?.first_name).toBe('Thandi');
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/v1/hp/users/start_registration', { site_id: 1, phone: '+27821234567' }],
      ['/v1/hp/users/confirm_phone', { phone: '+27821234567', otp: '1234', site_id: 1 }],
      [
        '/v1/hp/users/create',
        {
          site_id: 1,
          phone_token: 'pt-1',
          first_name: 'Thandi',
          last_name: 'Nkosi',
          password: 'secret123',
          birth_date: '1990-04-27',
        },
      ],
      ['/v1/hp/users', undefined],
      ['/v1/hp/users/units', undefined],
    ]);
    expect(tracked).toEqual([{ event: 'registration', campaign: null }]);
    window.removeEventListener(ANALYTICS_EVENT, track);
  });

  /** Through phone and code to the details step, in `language`'s page. */
  const toDetails = async (user: ReturnType<typeof userEvent.setup>, language = 'en') => {
    renderWithProviders(
      <LanguageProvider language={language}>
        <AuthPage />
      </LanguageProvider>,
    );
    const labels = language === 'zu' ? ['Bhalisa', 'Inombolo yocingo', 'Ikhodi'] : ['Sign Up', 'Phone number', 'Code'];
    await user.click(screen.getByRole('tab', { name: labels[0] }));
    await user.type(screen.getByLabelText(labels[1]!), '082 123 4567');
    await user.keyboard('{Enter}');
    await user.type(await screen.findByLabelText(labels[2]!), '1234');
    await user.keyboard('{Enter}');
  };
  const registrationCalls = () => ({
    '/v1/hp/users/start_registration': () => ({ body: { success: true } }),
    '/v1/hp/users/confirm_phone': () => ({ body: { phone_token: 'pt-1' } }),
  });
  /** `YYYY-MM-DD`, `years` before today, `days` later. */
  const yearsAgo = (years: number, days = 0) => {
    const now = new Date();
    const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
    return date.toISOString().slice(0, 10);
  };
  /** Through the phone and code to the details, filled in isiZulu by a 30-year-old, and Sign Up pressed. */
  const signUpInIsiZulu = async (user: ReturnType<typeof userEvent.setup>) => {
    await toDetails(user, 'zu');
    await user.type(await screen.findByLabelText('Igama'), 'Thandi');
    await user.type(screen.getByLabelText('Isibongo'), 'Nkosi');
    await user.type(screen.getByLabelText('Iphasiwedi'), 'secret123');
    await user.type(screen.getByLabelText('Usuku lokuzalwa'), yearsAgo(30));
    await user.click(screen.getByRole('checkbox', { name: /Ngineminyaka eyi-18/ }));
    const submit = screen.getByRole('button', { name: 'Bhalisa' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
  };

  it('asks for the date of birth and the 18+ tick, and refuses under 18 before any call', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch(registrationCalls());
    await toDetails(user);
    await user.type(await screen.findByLabelText('First name'), 'Thandi');
    await user.type(screen.getByLabelText('Last name'), 'Nkosi');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    const birthDate = screen.getByLabelText('Date of birth');
    await user.type(birthDate, yearsAgo(18, 1));
    // By keyboard: Tab leaves the date for the tick, Space turns it on and off, and off says why it is needed.
    await user.tab();
    expect(await screen.findByText('You must be 18 or older to sign up')).toBeInTheDocument();
    const tick = screen.getByRole('checkbox', { name: 'I am 18 or older and I accept the terms and conditions' });
    expect(tick).toHaveFocus();
    await user.keyboard(' ');
    expect(tick).toBeChecked();
    await user.keyboard(' ');
    await user.tab();
    expect(await screen.findByText('Please confirm that you are 18 or older and accept the terms')).toBeInTheDocument();
    await user.click(tick);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    expect(calls.map((call) => call.path)).not.toContain('/v1/hp/users/create');

    await user.clear(birthDate);
    await user.type(birthDate, yearsAgo(18));
    await waitFor(() => expect(screen.queryByText('You must be 18 or older to sign up')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('says the server’s underage refusal in the page’s language (isiZulu)', async () => {
    const user = userEvent.setup({ delay: null });
    const underage = { error: { code: 'users_ctx:users:underage', message: 'You must be 18 or older to sign up' } };
    mockFetch({ ...registrationCalls(), '/v1/hp/users/create': () => ({ status: 422, body: underage }) });
    await signUpInIsiZulu(user);
    expect(await screen.findByText('Kufanele ube neminyaka eyi-18 noma ngaphezulu ukuze ubhalise')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says a national exclusion at sign-up in the page’s language (isiZulu), with no way on to limits', async () => {
    const user = userEvent.setup({ delay: null });
    const excluded = { error: { code: 'users_ctx:rg:nationally_excluded', message: 'On the register' } };
    mockFetch({ ...registrationCalls(), '/v1/hp/users/create': () => ({ status: 403, body: excluded }) });
    await signUpInIsiZulu(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Usohlwini lukazwelonke lwabantu abakhishiwe ekugembuleni');
    expect(screen.queryByRole('link', { name: 'Bona imikhawulo yami' })).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows "Wrong password" on a refused sign-in', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/users/login': () => ({ status: 401, body: { error: { code: 'auth:wrong_password', message: 'no' } } }),
    });
    renderWithProviders(<AuthPage />);

    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await typeAndSubmit(user, { 'Phone number': '+27821234567', Password: 'wrongpass1' }, 'Sign In');

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password');
    expect(calls[0]?.body).toEqual({ login: '+27821234567', password: 'wrongpass1', provider: 'identity', site_id: 1 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays in the page’s language: /zu/auth/ goes on to /zu/, and to the page that sent the player there', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/users/login': () => ({ body: session() }),
      '/v1/hp/users': () => ({ body: { user: makeUser() } }),
      '/v1/hp/users/units': () => ({ body: { unit_token: UNIT_TOKEN } }),
    });
    const { unmount } = renderWithProviders(
      <LanguageProvider language="zu">
        <AuthPage />
      </LanguageProvider>,
    );
    await typeAndSubmit(user, { 'Inombolo yocingo': '+27821234567', Iphasiwedi: 'secret123' }, 'Ngena');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zu/'));
    unmount();
    window.localStorage.clear();
    renderWithProviders(
      <LanguageProvider language="zu">
        <AuthPage location={{ search: '?next=%2Fpromo%2F' }} />
      </LanguageProvider>,
    );
    await typeAndSubmit(user, { 'Inombolo yocingo': '+27821234567', Iphasiwedi: 'secret123' }, 'Ngena');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zu/promo/'));
  });

  it('goes back to the page that sent the player to sign in (a game’s), but never off the site', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/users/login': () => ({ body: session() }),
      '/v1/hp/users': () => ({ body: { user: makeUser() } }),
      '/v1/hp/users/units': () => ({ body: { unit_token: UNIT_TOKEN } }),
    });
    renderWithProviders(<AuthPage location={{ search: '?next=%2Fgame%2Ffrost-fang%2F' }} />);
    await typeAndSubmit(user, { 'Phone number': '+27821234567', Password: 'secret123' }, 'Sign In');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/game/frost-fang/'));

    expect(afterSignIn('?next=%2F%2Fevil.example%2F')).toBe('/');
    expect(afterSignIn('?next=https%3A%2F%2Fevil.example%2F')).toBe('/');
    expect(afterSignIn('?next=%2F%5Cevil.example')).toBe('/');
    expect(afterSignIn('')).toBe('/');
  });

  it('says when the phone number is already in use', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/users/start_registration': () => ({
        status: 409,
        body: { error: { code: 'users_ctx:users:validation:phone:not_unique', message: 'taken' } },
      }),
    });
    renderWithProviders(<AuthPage location={{ state: { mode: 'signUp' } }} />);
    await typeAndSubmit(user, { 'Phone number': '0821234567' }, 'Continue');
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone number is already in use');
  });
});

describe('/auth/ reset password', () => {
  it("is reached from sign-in's 'Forgot password?', then signs in with the new password", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/users/send_otp': () => ({ body: { success: true } }),
      '/v1/hp/users/password/token/create': () => ({ body: { password_token: 'pwt-1' } }),
      '/v1/hp/users/password': () => ({ body: { success: true } }),
      '/v1/hp/users/login': () => ({ body: session() }),
      '/v1/hp/users': () => ({ body: { user: makeUser() } }),
      '/v1/hp/users/units': () => ({ body: { unit_token: UNIT_TOKEN } }),
    });
    const { store } = renderWithProviders(<AuthPage />);
    // One h1 in each mode: the page's (read, not shown) beside the tabs, the form's own on reset.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In or Sign Up');

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await typeAndSubmit(user, { 'Phone number': '0821234567' }, 'Continue');
    await screen.findByLabelText('Code');
    await typeAndSubmit(user, { Code: '4321' }, 'Verify');
    await screen.findByLabelText('New password');
    await typeAndSubmit(user, { 'New password': 'brand-new-1' }, 'Save password');

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(selectAuthStatus(store.getState())).toBe('success');
    expect(calls.slice(0, 4).map((c) => [c.path, c.body])).toEqual([
      ['/v1/hp/users/send_otp', { site_id: 1, phone: '+27821234567' }],
      ['/v1/hp/users/password/token/create', { site_id: 1, phone: '+27821234567', otp: '4321' }],
      [
        '/v1/hp/users/password',
        { site_id: 1, login: '+27821234567', password_token: 'pwt-1', password: 'brand-new-1' },
      ],
      ['/v1/hp/users/login', { login: '+27821234567', password: 'brand-new-1', provider: 'identity', site_id: 1 }],
    ]);
  });

  it('opens from the address (?mode=reset) and shows a wrong code in the catalogue words', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/users/send_otp': () => ({ body: { success: true } }),
      '/v1/hp/users/password/token/create': () => ({
        status: 422,
        body: { error: { code: 'users_ctx:otp:invalid', message: 'x' } },
      }),
    });
    renderWithProviders(<AuthPage location={{ search: '?mode=reset' }} />);
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'false');
    await typeAndSubmit(user, { 'Phone number': '0821234567' }, 'Continue');
    await screen.findByLabelText('Code');
    await typeAndSubmit(user, { Code: '0000' }, 'Verify');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct');
  });

  it('goes back to sign in with a note when signing in with the new password fails', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/users/send_otp': () => ({ body: { success: true } }),
      '/v1/hp/users/password/token/create': () => ({ body: { password_token: 'pwt-1' } }),
      '/v1/hp/users/password': () => ({ body: { success: true } }),
      '/v1/hp/users/login': () => ({
        status: 403,
        body: { error: { code: 'users_ctx:users:login_block', message: 'x' } },
      }),
    });
    renderWithProviders(<AuthPage location={{ search: '?mode=reset' }} />);
    await screen.findByRole('heading', { name: 'Reset password' });
    await typeAndSubmit(user, { 'Phone number': '0821234567' }, 'Continue');
    await screen.findByLabelText('Code');
    await typeAndSubmit(user, { Code: '4321' }, 'Verify');
    await screen.findByLabelText('New password');
    await typeAndSubmit(user, { 'New password': 'brand-new-1' }, 'Save password');

    expect(
      await screen.findByText('Your password has been changed. Please sign in with the new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('/auth/ sign-in errors and submit state', () => {
  it('keeps Sign In disabled while the form is unchanged or invalid', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AuthPage />);
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Phone number'), '0821234567');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '-longer');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('says when the account is blocked', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/users/login': () => ({
        status: 403,
        body: { error: { code: 'users_ctx:users:login_block', message: 'blocked' } },
      }),
    });
    renderWithProviders(<AuthPage />);
    await typeAndSubmit(user, { 'Phone number': '0821234567', Password: 'secret-123' }, 'Sign In');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is blocked. Please contact Support Team for further details.',
    );
  });

  it('says when the player is on the national exclusion register', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/users/login': () => ({
        status: 403,
        body: { error: { code: 'users_ctx:rg:nationally_excluded', message: 'On the register' } },
      }),
    });
    renderWithProviders(<AuthPage />);
    await typeAndSubmit(user, { 'Phone number': '0821234567', Password: 'secret-123' }, 'Sign In');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are on the national register of people excluded from gambling, so you cannot open an account or sign in.',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['the site is not found', 404, { error: { code: 'units_ctx:sites:not_found', message: 'x' } }],
    ['the legacy answer says site not found (errorCode 101)', 400, { errorCode: 101, message: 'Site not found' }],
  ])('sends the player home with the error modal when %s (global, redirect home)', async (_case, status, body) => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ '/v1/hp/users/login': () => ({ status, body }) });
    renderWithProviders(
      <>
        <AuthPage />
        <ErrorModal />
      </>,
    );
    await typeAndSubmit(user, { 'Phone number': '0821234567', Password: 'secret-123' }, 'Sign In');
    expect(
      await screen.findByRole('dialog', {
        name: 'Error: The site name you have entered is not found. Please check and re-enter.',
      }),
    ).toBeVisible();
    expect(navigate).toHaveBeenCalledWith('/');
    // Nothing under the form: the page the form was on is left.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
