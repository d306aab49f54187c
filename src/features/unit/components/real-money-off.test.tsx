import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAY_BALANCE_REFILL_BELOW, PLAY_BALANCE_START } from '../../../../contract/play-money';
import { MessagesContext } from '../../../i18n';
import { hi } from '../../../i18n/hi';
import { translate } from '../../../i18n/messages';
import { UNIT_TOKEN } from '../../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../../test-utils/render';
import { RealMoneyOff, RefillPlayBalance } from './real-money-off';

describe('real money off (play money)', () => {
  it('says on /cashin/ why there is nothing to deposit, with the play balance and the way to the games', () => {
    renderWithProviders(<RealMoneyOff page="cashIn" playBalance={PLAY_BALANCE_START} currency="INR" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Real-money play is not offered in this country' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Play balance' })).toHaveTextContent('₹10,000.00');
    expect(screen.getByText(/does not allow online games for money/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play games' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /Deposit/ })).not.toBeInTheDocument();
  });

  it('says on /cashout/ that play money cannot be withdrawn, and leads to money still held from before', () => {
    const none = renderWithProviders(
      <RealMoneyOff page="cashOut" playBalance={500} currency="INR" held={0}>
        <p>withdrawal forms</p>
      </RealMoneyOff>,
    );
    expect(screen.getByText(/cannot be withdrawn or turned into money/)).toBeInTheDocument();
    expect(screen.queryByText(/real money from before/)).not.toBeInTheDocument();
    none.unmount();
    renderWithProviders(<RealMoneyOff page="cashOut" playBalance={500} currency="INR" held={12_345} />);
    expect(
      screen.getByText('You still hold ₹123.45 of real money from before: you can withdraw it below.'),
    ).toBeInTheDocument();
  });

  it('speaks Hindi on the Hindi pages', () => {
    renderWithProviders(
      <MessagesContext.Provider value={translate('hi', { hi })}>
        <RealMoneyOff page="cashIn" playBalance={PLAY_BALANCE_START} currency="INR" />
      </MessagesContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'इस देश में असली पैसे से खेलना उपलब्ध नहीं है' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'प्ले बैलेंस' })).toHaveTextContent('₹10,000.00');
    expect(screen.getByRole('link', { name: 'गेम खेलें' })).toBeInTheDocument();
  });

  it('tops the play balance up only below the floor, and hands the new balance on', async () => {
    const { calls } = mockFetch({
      '/v1/hp/units/play_balance/refill': () => ({ body: { play_balance: PLAY_BALANCE_START } }),
    });
    const onRefilled = jest.fn();
    const props = { unitToken: UNIT_TOKEN, currency: 'INR', onRefilled };
    const above = renderWithProviders(<RefillPlayBalance {...props} playBalance={PLAY_BALANCE_REFILL_BELOW} />);
    expect(screen.getByRole('button', { name: 'Top up play balance' })).toBeDisabled();
    expect(screen.getByText('You can top it up once it is below ₹1,000.00.')).toBeInTheDocument();
    above.unmount();

    renderWithProviders(<RefillPlayBalance {...props} playBalance={PLAY_BALANCE_REFILL_BELOW - 1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Top up play balance' }));
    expect(await screen.findByText('Your play balance is ₹10,000.00 again.')).toBeInTheDocument();
    expect(onRefilled).toHaveBeenCalledWith(PLAY_BALANCE_START);
    expect(calls).toEqual([expect.objectContaining({ body: { token: UNIT_TOKEN } })]);
  });

  it('says why a refill was refused', async () => {
    mockFetch({
      '/v1/hp/units/play_balance/refill': () => ({
        status: 422,
        body: { error: { code: 'units_ctx:play:refill_not_needed', message: 'not needed' } },
      }),
    });
    renderWithProviders(
      <RefillPlayBalance unitToken={UNIT_TOKEN} playBalance={10} currency="INR" onRefilled={jest.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Top up play balance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your play balance can be topped up once it is below 1,000.',
    );
  });
});
