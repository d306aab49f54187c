import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RgLimit, RgState } from '../../../contract/rg';
import { initialUnitState } from '../../features/unit/slice';
import { LanguageProvider } from '../../i18n/language-provider';
import { makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import { ActivityPage, LimitsPage } from './rg-pages';

jest.setTimeout(20_000);

const signedIn = {
  auth: { status: 'success' as const, user: makeUser(), tokens: makeTokens(), error: null },
  unit: { ...initialUnitState, token: UNIT_TOKEN, unit: makeUnit(), status: 'success' as const },
};

const limit = (overrides: Partial<RgLimit>): RgLimit => ({
  kind: 'deposit',
  period: 'day',
  amount: 10_000,
  used: 0,
  remaining: 10_000,
  pending: null,
  ...overrides,
});

const rgState = (overrides: Partial<RgState> = {}): RgState => ({
  limits: [],
  session_limit_minutes: null,
  reality_check_minutes: 60,
  session_pending: null,
  session: null,
  restriction: null,
  real_money: true,
  ...overrides,
});

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const rgError = (status: number, code: string) => ({ status, body: { error: { code, message: code } } });

describe('/my-account/limits/', () => {
  it('shows each limit with what is used and left, and a higher limit waiting with the date it can be confirmed', async () => {
    mockFetch({
      '/v1/hp/users/rg': () => ({
        body: {
          rg: rgState({
            limits: [
              limit({
                amount: 50_000,
                used: 12_000,
                remaining: 38_000,
                pending: { amount: 80_000, effective_at: hoursFromNow(20) },
              }),
              limit({ kind: 'loss', period: 'week', amount: 20_000, used: 20_000, remaining: 0 }),
            ],
          }),
        },
      }),
    });
    renderWithProviders(<LimitsPage />, { preloadedState: signedIn });

    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    const day = within(deposit).getByRole('listitem', { name: 'Per 24 hours' });
    expect(day).toHaveTextContent('R500.00');
    expect(day).toHaveTextContent('R120.00 of R500.00 used');
    expect(day).toHaveTextContent('R380.00 left');
    expect(within(day).getByRole('status')).toHaveTextContent(
      /New limit of R800\.00 requested: you can confirm it from/,
    );
    expect(within(day).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(deposit).getByRole('listitem', { name: 'Per 7 days' })).toHaveTextContent('No limit');

    const loss = screen.getByRole('region', { name: 'Loss limit' });
    expect(within(loss).getByRole('listitem', { name: 'Per 7 days' })).toHaveTextContent('R0.00 left');
  });

  it('confirms a higher limit once its 24 hours have passed, and says so when the server finds it too early', async () => {
    let tries = 0;
    let confirmed = false;
    const { calls } = mockFetch({
      '/v1/hp/users/rg': () => ({
        body: {
          rg: rgState({
            limits: [
              confirmed
                ? limit({ amount: 80_000, used: 0, remaining: 80_000 })
                : limit({
                    amount: 50_000,
                    used: 0,
                    remaining: 50_000,
                    pending: { amount: 80_000, effective_at: hoursFromNow(-1) },
                  }),
            ],
          }),
        },
      }),
      // The server's clock decides: too early the first time, then taken.
      '/v1/hp/users/rg/limits/confirm': () => {
        tries += 1;
        if (tries === 1) return rgError(422, 'users_ctx:rg:cooling_off');
        confirmed = true;
        return { body: {} };
      },
    });
    renderWithProviders(<LimitsPage />, { preloadedState: signedIn });
    const day = within(await screen.findByRole('region', { name: 'Deposit limit' })).getByRole('listitem', {
      name: 'Per 24 hours',
    });
    expect(day).toHaveTextContent('Your new limit of R800.00 is ready to confirm.');
    await userEvent.click(within(day).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A higher limit can be confirmed only 24 hours after you asked for it.',
    );
    expect(calls.find((call) => call.path === '/v1/hp/users/rg/limits/confirm')?.body).toEqual({
      kind: 'deposit',
      period: 'day',
    });
    await userEvent.click(within(day).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(day).toHaveTextContent('R800.00 left'));
    expect(within(day).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('sets a limit from the keyboard and shows the new state', async () => {
    let amount: number | null = null;
    const { calls } = mockFetch({
      '/v1/hp/users/rg': () => ({
        body: {
          rg: rgState({
            limits: amount ? [limit({ kind: 'wager', period: 'month', amount, used: 0, remaining: amount })] : [],
          }),
        },
      }),
      '/v1/hp/users/rg/limits': (body) => {
        amount = (body as { amount: number }).amount;
        return { body: { rg: rgState() } };
      },
    });
    renderWithProviders(<LimitsPage />, { preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Set limit: Wager limit, per 30 days' }));
    const dialog = screen.getByRole('dialog', { name: 'Wager limit, per 30 days' });
    await userEvent.keyboard('250{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/v1/hp/users/rg/limits')?.body).toEqual({
      kind: 'wager',
      period: 'month',
      amount: 25_000,
    });
    const wager = screen.getByRole('region', { name: 'Wager limit' });
    await waitFor(() =>
      expect(within(wager).getByRole('listitem', { name: 'Per 30 days' })).toHaveTextContent('R250.00 left'),
    );
  });

  it('removes a limit: it waits 24 hours, so the page says it is requested', async () => {
    const { calls } = mockFetch({
      '/v1/hp/users/rg': () => ({
        body: { rg: rgState({ limits: [limit({ amount: 10_000, used: 0, remaining: 10_000 })] }) },
      }),
      '/v1/hp/users/rg/limits': () => ({ body: {} }),
    });
    const { store } = renderWithProviders(<LimitsPage />, { preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Change: Deposit limit, per 24 hours' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove limit' }));
    await waitFor(() =>
      expect(store.getState().ui.toasts.map((toast) => 'message' in toast && toast.message)).toContain(
        'Requested. You can confirm it after 24 hours.',
      ),
    );
    expect(calls.find((call) => call.path === '/v1/hp/users/rg/limits')?.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: null,
    });
  });

  it('refuses an amount that is not money, in the dialog', async () => {
    mockFetch({ '/v1/hp/users/rg': () => ({ body: { rg: rgState() } }) });
    renderWithProviders(<LimitsPage />, { preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Set limit: Loss limit, per 24 hours' }));
    await userEvent.keyboard('0{Enter}');
    expect(await screen.findByText('Enter an amount above zero, such as 100 or 99.50.')).toBeInTheDocument();
  });

  it('saves the session limit and the reality check interval', async () => {
    const { calls } = mockFetch({
      '/v1/hp/users/rg': () => ({ body: { rg: rgState() } }),
      '/v1/hp/users/rg/session': () => ({ body: {} }),
    });
    renderWithProviders(<LimitsPage />, { preloadedState: signedIn });
    const session = await screen.findByRole('region', { name: 'Play sessions' });
    const save = within(session).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(within(session).getByLabelText('Session time limit'), '2 hours');
    await userEvent.selectOptions(within(session).getByLabelText('Reality check every'), '30 minutes');
    expect(within(session).getByText(/It cannot be turned off/)).toBeInTheDocument();
    await userEvent.click(save);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/v1/hp/users/rg/session')?.body).toEqual({
        session_limit_minutes: 120,
        reality_check_minutes: 30,
      }),
    );
  });

  it('says when a longer session setting will apply by itself', async () => {
    mockFetch({
      '/v1/hp/users/rg': () => ({
        body: { rg: rgState({ session_pending: { reality_check_minutes: 120, effective_at: hoursFromNow(23) } }) },
      }),
    });
    renderWithProviders(<LimitsPage />, { preloadedState: signedIn });
    const session = await screen.findByRole('region', { name: 'Play sessions' });
    expect(within(session).getByRole('status')).toHaveTextContent(
      /A longer setting waits its 24 hours: it applies by itself from/,
    );
  });

  it('takes a time-out only after one confirmation that says it cannot be undone', async () => {
    const { calls } = mockFetch({
      '/v1/hp/users/rg': () => ({ body: { rg: rgState() } }),
      '/v1/hp/users/rg/time_out': () => ({ body: {} }),
    });
    renderWithProviders(<LimitsPage />, { preloadedState: signedIn });
    const breaks = await screen.findByRole('region', { name: 'Take a break' });
    const timeOut = within(breaks).getByRole('region', { name: 'Time-out' });
    await userEvent.selectOptions(within(timeOut).getByLabelText('Length'), '7 days');
    await userEvent.click(within(timeOut).getByRole('button', { name: 'Take a time-out' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a time-out of 7 days?' });
    expect(dialog).toHaveTextContent('you will not be able to play, deposit or take bonuses');
    expect(dialog).toHaveTextContent('It cannot be undone or shortened, not even by our support team.');
    // The safe choice has the focus: a stray Enter cancels.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(calls.some((call) => call.path === '/v1/hp/users/rg/time_out')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my time-out' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/v1/hp/users/rg/time_out')?.body).toEqual({ period: '7d' });
  });

  it('self-excludes with confirm: true, and shows the restriction in force', async () => {
    let excluded = false;
    const until = '2027-05-29T10:00:00.000Z';
    const { calls } = mockFetch({
      '/v1/hp/users/rg': () => ({
        body: { rg: rgState({ restriction: excluded ? { kind: 'self_exclusion', until } : null }) },
      }),
      '/v1/hp/users/rg/self_exclusion': () => {
        excluded = true;
        return { body: {} };
      },
    });
    renderWithProviders(<LimitsPage />, { preloadedState: signedIn });
    const exclusion = await screen.findByRole('region', { name: 'Self-exclusion' });
    await userEvent.click(within(exclusion).getByRole('button', { name: 'Exclude myself' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude yourself for 6 months?' });
    expect(dialog).toHaveTextContent('Games you have open close on all your devices.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    expect(await screen.findByText(/You have excluded yourself until/)).toBeInTheDocument();
    expect(screen.getByText(/You can still withdraw your balance/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/v1/hp/users/rg/self_exclusion')?.body).toEqual({
      period: '6m',
      confirm: true,
    });
  });

  it('says an exclusion the operator added, in Hindi on the Hindi page', async () => {
    const until = '2027-05-29T10:00:00.000Z';
    mockFetch({
      '/v1/hp/users/rg': () => ({ body: { rg: rgState({ restriction: { kind: 'operator_exclusion', until } }) } }),
    });
    renderWithProviders(
      <LanguageProvider language="hi">
        <LimitsPage />
      </LanguageProvider>,
      { preloadedState: signedIn },
    );
    expect(await screen.findByText(/हमने आपको .* तक खेलने से बाहर रखा है।/)).toBeInTheDocument();
  });

  it('speaks isiZulu on the isiZulu page, refusals included', async () => {
    mockFetch({
      '/v1/hp/users/rg': () => ({
        body: { rg: rgState({ limits: [limit({ pending: { amount: 1000, effective_at: hoursFromNow(-1) } })] }) },
      }),
      '/v1/hp/users/rg/limits/confirm': () => rgError(422, 'users_ctx:rg:cooling_off'),
    });
    renderWithProviders(
      <LanguageProvider language="zu">
        <LimitsPage />
      </LanguageProvider>,
      { preloadedState: signedIn },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Imikhawulo namakhefu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Qinisekisa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Umkhawulo ophezulu ungaqinisekiswa kuphela emahoreni angu-24 ngemuva kokuthi uwucelile.',
    );
  });
});

describe('/my-account/activity/', () => {
  it('shows the lifetime figures and each of the last 6 months, then 12', async () => {
    const { calls } = mockFetch({
      '/v1/hp/users/rg/activity': () => ({
        body: { deposits: 100_000, withdrawals: 20_000, wagered: 300_000, won: 255_000, net_position: -45_000 },
      }),
    });
    renderWithProviders(<ActivityPage />, { preloadedState: signedIn });
    const lifetime = await screen.findByRole('region', { name: 'Since you joined' });
    await waitFor(() => expect(lifetime).toHaveTextContent('Net position−R450.00'));
    expect(lifetime).toHaveTextContent('DepositsR1,000.00');
    expect(lifetime).toHaveTextContent('WithdrawalsR200.00');
    expect(lifetime).toHaveTextContent('WageredR3,000.00');
    expect(lifetime).toHaveTextContent('WonR2,550.00');
    const monthName = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric' }).format(new Date());
    expect(screen.getByRole('region', { name: monthName })).toBeInTheDocument();
    const activityCalls = () => calls.filter((call) => call.path === '/v1/hp/users/rg/activity');
    await waitFor(() => expect(activityCalls()).toHaveLength(7));
    await userEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
    await waitFor(() => expect(activityCalls()).toHaveLength(13));
    expect(screen.getAllByRole('region')).toHaveLength(13);
  });
});
