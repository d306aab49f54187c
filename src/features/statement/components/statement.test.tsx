import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { StatementAnswer, StatementTransaction } from '../../../../contract/statement';
import { en } from '../../../i18n/en';
import { hi } from '../../../i18n/hi';
import { translate } from '../../../i18n/messages';
import { zu } from '../../../i18n/zu';
import { siteToday } from '../../../test-utils/fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { Statement } from './statement';

jest.setTimeout(20_000);

const TOKEN = 'u'.repeat(120);
const today = siteToday;

let nextId = 1;
const row = (overrides: Partial<StatementTransaction> = {}): StatementTransaction => ({
  id: nextId++,
  type: 'deposit',
  amount: 5000,
  currency: 'ZAR',
  status: 'completed',
  created_at: today(9),
  description: 'Voucher 1234…',
  ...overrides,
});

type Answer = { status?: number; body: StatementAnswer | object };

/** A fetch stand-in for the statement call: answers in turn, recording each call's query. */
function mockStatement(...answers: Answer[]) {
  const queries: URLSearchParams[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/v1/transactions/unit');
    queries.push(parsed.searchParams);
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    const status = answer.status ?? 200;
    return { ok: status < 300, status, text: async () => JSON.stringify(answer.body) } as Response;
  }) as unknown as typeof fetch;
  return {
    queries,
    answer: (...more: Answer[]) => answers.splice(0, answers.length, ...more),
  };
}

const page = (transactions: StatementTransaction[], cursor: string | null = null) => ({
  body: { transactions, cursor },
});
/** The statement with a balance that a button changes, as a socket push would. */
function WithBalance() {
  const [balance, setBalance] = useState({ balance: 1 });
  return (
    <>
      <button onClick={() => setBalance({ balance: balance.balance + 1 })}>Balance changed</button>
      <Statement token={TOKEN} locale="en-ZA" balanceStamp={balance} />
    </>
  );
}

const transactionsList = () => screen.getByRole('region', { name: 'Transactions' });

describe('the statement', () => {
  it('shows each row with its description, local time, signed amount and pending or failed marker, by day', async () => {
    const yesterday = new Date(siteToday(12, 0, 1));
    mockStatement(
      page([
        row({
          type: 'withdrawal',
          amount: -123456,
          status: 'pending',
          description: 'ATM withdrawal',
          created_at: today(14, 5),
        }),
        row({ type: 'fee', amount: -500, status: 'failed', description: 'EFT withdrawal fee', created_at: today(13) }),
        row({ amount: 5000, description: 'Voucher 1234…', created_at: yesterday.toISOString() }),
      ]),
    );
    renderWithProviders(<Statement token={TOKEN} locale="en-ZA" />);

    const todaySection = await screen.findByRole('region', { name: 'Today' });
    const withdrawal = within(todaySection).getAllByRole('listitem')[0]!;
    expect(withdrawal).toHaveTextContent('ATM withdrawal');
    expect(withdrawal).toHaveTextContent('-R1,234.56');
    expect(withdrawal).toHaveTextContent('Pending');
    expect(within(withdrawal).getByText(/14:05/)).toBeInTheDocument();
    const fee = within(todaySection).getAllByRole('listitem')[1]!;
    expect(fee).toHaveTextContent('-R5.00');
    expect(fee).toHaveTextContent('Failed');
    expect(fee).not.toHaveTextContent('Pending');

    const voucher = within(screen.getByRole('region', { name: 'Yesterday' })).getByRole('listitem');
    expect(voucher).toHaveTextContent('Voucher 1234…');
    expect(voucher).toHaveTextContent('R50.00');
    expect(voucher).not.toHaveTextContent('-R50.00');
    expect(voucher).not.toHaveTextContent('Pending');
    // the last page: nothing more to load
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for the first ten rows of everything, with the unit token', async () => {
    const { queries } = mockStatement(page([row()]));
    renderWithProviders(<Statement token={TOKEN} locale="en-ZA" />);
    await screen.findByText('Voucher 1234…');
    expect(Object.fromEntries(queries[0]!)).toEqual({ token: TOKEN, page_size: '10' });
  });

  it('filters by one type and by whole local days, each time from the first page', async () => {
    const user = userEvent.setup({ delay: null });
    const { queries } = mockStatement(page([row()], 'c1'));
    renderWithProviders(<Statement token={TOKEN} locale="en-ZA" />);
    await screen.findByText('Voucher 1234…');

    const types = screen.getByRole('group', { name: 'Transaction type' });
    expect(within(types).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(types).getByRole('button', { name: 'Withdrawals' }));
    expect(within(types).getByRole('button', { name: 'Withdrawals' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]!.getAll('types[]')).toEqual(['withdrawal']);
    expect(queries[1]!.has('cursor')).toBe(false);

    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() => expect(queries.at(-1)!.get('to')).toBe('2026-03-31T22:00:00.000Z'));
    const last = queries.at(-1)!;
    expect(last.get('from')).toBe('2026-02-28T22:00:00.000Z');
    expect(last.getAll('types[]')).toEqual(['withdrawal']);
    expect(last.has('cursor')).toBe(false);
  });

  it('shows skeletons while the first page loads, then the rows', async () => {
    mockStatement(page([row({ description: 'Loaded' })]));
    renderWithProviders(<Statement token={TOKEN} locale="en-ZA" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is used with the keyboard alone: Tab to a type, Enter chooses it', async () => {
    const user = userEvent.setup({ delay: null });
    const { queries } = mockStatement(page([row()]));
    renderWithProviders(<Statement token={TOKEN} locale="en-ZA" />);
    await screen.findByText('Voucher 1234…');
    await user.tab();
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Withdrawals' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Withdrawals' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(queries.at(-1)!.getAll('types[]')).toEqual(['withdrawal']));
  });

  it('refuses a range whose first day is after its last, without a call', async () => {
    const user = userEvent.setup({ delay: null });
    const { queries } = mockStatement(page([row()]));
    renderWithProviders(<Statement token={TOKEN} locale="en-ZA" />);
    await screen.findByText('Voucher 1234…');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await waitFor(() => expect(queries.at(-1)!.has('to')).toBe(true));
    const before = queries.length;
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    expect(await screen.findByRole('alert')).toHaveTextContent('The first day must be on or before the last day.');
    expect(queries).toHaveLength(before);
  });

  it('loads the next page with the cursor and appends it; no Load more after the last page', async () => {
    const user = userEvent.setup({ delay: null });
    const first = Array.from({ length: 10 }, (_, n) =>
      row({ description: `First page ${n}`, created_at: today(20 - n) }),
    );
    const { queries } = mockStatement(
      page(first, 'cursor-1'),
      page([row({ description: 'Oldest', created_at: today(1) })]),
    );
    renderWithProviders(<Statement token={TOKEN} locale="en-ZA" />);
    await screen.findByText('First page 0');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Oldest');
    expect(queries[1]!.get('cursor')).toBe('cursor-1');
    const rows = within(transactionsList()).getAllByRole('listitem');
    expect(rows).toHaveLength(11);
    expect(rows[0]).toHaveTextContent('First page 0');
    expect(rows[10]).toHaveTextContent('Oldest');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('where the site plays for fun, says an empty statement holds money only and play is in My Bets, with no Deposit', async () => {
    mockStatement(page([]));
    renderWithProviders(<Statement token={TOKEN} locale="en-IN" canDeposit={false} />);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(
      screen.getByText(/shows real money only; games played for fun on your play balance are in My Bets/),
    ).toBeVisible();
    expect(screen.queryByText(/Your deposits/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('says when there are no transactions yet (with the way to a deposit), and when none match the filters (Show all clears them)', async () => {
    const user = userEvent.setup({ delay: null });
    const { queries } = mockStatement(page([]));
    renderWithProviders(<Statement token={TOKEN} locale="en-ZA" />);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/cashin/');
    expect(screen.getByText('Your deposits, withdrawals and games will show here.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bets' }));
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(queries.at(-1)!.has('types[]')).toBe(false);
  });

  it('says when the statement could not be loaded, and Retry loads it', async () => {
    const user = userEvent.setup({ delay: null });
    const failure = { status: 500, body: { error: { code: 'internal', message: 'boom' } } };
    const { answer } = mockStatement(failure);
    renderWithProviders(<Statement token={TOKEN} locale="en-ZA" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your statement.');

    answer(page([row({ description: 'Back again' })]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the rows when the next page fails, and Retry loads it', async () => {
    const user = userEvent.setup({ delay: null });
    const { answer } = mockStatement(page([row({ description: 'Newest' })], 'cursor-1'));
    renderWithProviders(<Statement token={TOKEN} locale="en-ZA" />);
    await screen.findByText('Newest');
    answer({ status: 500, body: {} });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load more transactions.');
    expect(screen.getByText('Newest')).toBeInTheDocument();

    answer(page([row({ description: 'Older' })]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Older')).toBeInTheDocument();
  });

  it('loads again when the balance changes while everything is shown, not while filtered', async () => {
    const user = userEvent.setup({ delay: null });
    const { queries, answer } = mockStatement(page([row({ description: 'Before' })]));
    renderWithProviders(<WithBalance />);
    await screen.findByText('Before');

    answer(page([row({ description: 'After' }), row({ description: 'Before' })]));
    await user.click(screen.getByRole('button', { name: 'Balance changed' }));
    expect(await screen.findByText('After')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deposits' }));
    await waitFor(() => expect(queries.at(-1)!.getAll('types[]')).toEqual(['deposit']));
    const before = queries.length;
    await user.click(screen.getByRole('button', { name: 'Balance changed' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(queries).toHaveLength(before);
  });
});

describe('the statement in the second languages', () => {
  it.each([
    ['zu', zu],
    ['hi', hi],
  ])('%s translates every statement string', (language, translation) => {
    const messages = translate(language, { zu, hi });
    for (const [key, english] of Object.entries(en.statement)) {
      expect([key, messages.statement[key as keyof typeof en.statement]]).not.toEqual([key, english]);
      expect(translation.statement?.[key as keyof typeof en.statement]).toBeDefined();
    }
  });
});
