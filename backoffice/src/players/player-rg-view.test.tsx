import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { OperatorExclusionRequest, PlayerRgAnswer } from '../../../contract/backoffice';
import type { RgState } from '../../../contract/rg';
import { PlayerRgView } from './player-rg-view';

jest.setTimeout(20_000);

const PLAYER = { id: 42, site_id: 1, first_name: 'Thandi', last_name: 'Mokoena' };

const state = (overrides: Partial<RgState> = {}): RgState => ({
  limits: [
    {
      kind: 'deposit',
      period: 'day',
      amount: 100_000,
      used: 30_000,
      remaining: 70_000,
      pending: { amount: 200_000, effective_at: '2026-11-30T10:00:00.000Z' },
    },
    { kind: 'loss', period: 'month', amount: 500_000, used: 0, remaining: 500_000, pending: null },
  ],
  session_limit_minutes: 90,
  reality_check_minutes: 30,
  session_pending: null,
  restriction: null,
  real_money: true,
  session: null,
  ...overrides,
});

/** The view as the tab shows it, with the server's answer kept as the tab's query keeps it. */
function renderRg(canExclude: boolean, answers: { read: PlayerRgAnswer; exclude?: PlayerRgAnswer }) {
  const excluded: OperatorExclusionRequest[] = [];
  function Tab() {
    const [answer, setAnswer] = useState(answers.read);
    return (
      <PlayerRgView
        player={PLAYER}
        answer={answer}
        currency="ZAR"
        canExclude={canExclude}
        onExclude={async (exclusion) => {
          excluded.push(exclusion);
          setAnswer(answers.exclude!);
        }}
      />
    );
  }
  render(<Tab />);
  return { excluded };
}

describe('a player’s responsible gambling in the back office', () => {
  it('shows each limit with used, remaining and the pending change, the session settings and no restriction', async () => {
    renderRg(false, { read: { rg: state(), restrictions: [] } });
    const limits = await screen.findByRole('table', { name: 'Limits' });
    const rows = within(limits).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Deposit\s*24 hours\s*R\s?1[ ,]000\.00\s*R\s?300\.00\s*R\s?700\.00/);
    expect(rows[1]).toHaveTextContent(/To R\s?2[ ,]000\.00, from 30 Nov 2026/);
    expect(rows[2]).toHaveTextContent(/Loss\s*30 days/);
    expect(rows[2]).toHaveTextContent('—');
    expect(screen.getByText('90 min')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    expect(screen.getByText(/No time-out or exclusion in force/)).toBeInTheDocument();
    expect(screen.getByText('None ever taken')).toBeInTheDocument();
    // Support and finance read it; only compliance and the owner exclude.
    expect(screen.queryByRole('button', { name: 'Exclude player' })).not.toBeInTheDocument();
  });

  it('lets compliance exclude the player for a period with a reason, and shows the exclusion and its history', async () => {
    const user = userEvent.setup({ delay: null });
    const until = '2027-05-29T10:00:00.000Z';
    const after: PlayerRgAnswer = {
      rg: state({ restriction: { kind: 'operator_exclusion', until } }),
      restrictions: [
        {
          kind: 'operator_exclusion',
          period: '1y',
          starts_at: '2026-11-29T10:00:00.000Z',
          until,
          staff_id: 7,
          reason: 'Affordability concerns',
        },
      ],
    };
    const { excluded } = renderRg(true, { read: { rg: state(), restrictions: [] }, exclude: after });
    await user.click(await screen.findByRole('button', { name: 'Exclude player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude the player' });
    await user.click(within(dialog).getByRole('radio', { name: '1 year' }));
    const confirm = within(dialog).getByRole('button', { name: 'Exclude for 1 year' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Affordability concerns');
    await user.click(confirm);
    await waitFor(() => expect(excluded).toEqual([{ period: '1y', reason: 'Affordability concerns' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Operator exclusion until 29 May 2027/)).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Restriction history' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(
      /Operator exclusion.*Staff #7\s*Affordability concerns/,
    );
  });

  it('says a time-out the player took, and that nobody lifts it early', async () => {
    renderRg(true, {
      read: {
        rg: state({ limits: [], restriction: { kind: 'time_out', until: '2026-12-06T10:00:00.000Z' } }),
        restrictions: [
          {
            kind: 'time_out',
            period: '7d',
            starts_at: '2026-11-29T10:00:00.000Z',
            until: '2026-12-06T10:00:00.000Z',
            staff_id: null,
            reason: null,
          },
        ],
      },
    });
    expect(await screen.findByText(/Time-out until 6 Dec 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Nobody can lift it early/)).toBeInTheDocument();
    expect(screen.getByText('No limits set')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Restriction history' })).getByText('Player')).toBeInTheDocument();
  });
});
