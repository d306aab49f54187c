import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthPage } from './auth-page';
import { mockFetch, renderWithProviders } from '../../test-utils/render';

jest.setTimeout(20_000);

const REGISTRATION = '/v1/hp/users/start_registration';
const tooMany = (seconds: number) => ({
  status: 429,
  headers: { 'retry-after': String(seconds) },
  body: { error: { code: 'too_many_requests', message: 'Too many attempts. Please try again later' } },
});

/** Signs up as far as the code step, on fake timers (the countdown's seconds pass when the test says). */
async function atCodeStep(answers: Array<ReturnType<typeof tooMany> | { body: unknown }>) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { calls } = mockFetch({ [REGISTRATION]: () => answers.shift() ?? { body: { success: true } } });
  renderWithProviders(<AuthPage />);
  await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
  await user.type(screen.getByLabelText('Phone number'), '082 123 4567');
  const next = screen.getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(next).toBeEnabled());
  await user.click(next);
  expect(await screen.findByLabelText('Code')).toBeInTheDocument();
  return { user, calls };
}

const seconds = (n: number) => act(() => jest.advanceTimersByTime(n * 1000));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the code step', () => {
  it('counts down to a Resend code button, sends a new code and counts down again', async () => {
    const { user, calls } = await atCodeStep([]);
    expect(screen.getByText('Resend code in 0:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    await seconds(15);
    expect(screen.getByText('Resend code in 0:15')).toBeInTheDocument();
    await seconds(15);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent you a new code.')).toBeInTheDocument();
    expect(screen.getByText('Resend code in 0:30')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === REGISTRATION).map((c) => c.body)).toEqual([
      { site_id: 1, phone: '+27821234567' },
      { site_id: 1, phone: '+27821234567' },
    ]);
  });

  it("a refused resend says when to try again, from the server's Retry-After, and waits that long", async () => {
    const { user } = await atCodeStep([{ body: { success: true } }, tooMany(75)]);
    await seconds(30);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 1:15');
    expect(screen.getByText('Resend code in 1:15')).toBeInTheDocument();
    await seconds(45);
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in 0:30');
    expect(screen.getByText('Resend code in 0:30')).toBeInTheDocument();
    await seconds(30);
    expect(screen.getByRole('alert')).toHaveTextContent('You can try again now.');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent you a new code.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
