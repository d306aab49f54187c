import { screen, waitFor, within } from '@testing-library/react';
import { ApiPaths } from '../../../contract/api';
import type { Unit, User } from '../../../contract/entities';
import { ErrorCodes } from '../../../contract/errors';
import { initialAuthState } from '../../features/auth/slice';
import { initialUnitState } from '../../features/unit/slice';
import { leaveForForm } from '../../features/verification/browser';
import { makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import { VerificationInfoPage, VerificationPage, VerificationPreloadPage } from './verification-pages';

jest.mock('../../features/verification/browser', () => ({ leaveForForm: jest.fn() }));
jest.setTimeout(20_000);

const thresholds = {
  second_level_verification_threshold: 50_000,
  monthly_second_level_verification_threshold: 100_000,
  third_level_verification_threshold: 2_500_000,
  monthly_third_level_verification_threshold: 5_000_000,
};

const state = ({
  user = {},
  config = thresholds,
}: { user?: Partial<User>; config?: Partial<Unit['config']> } = {}) => ({
  auth: { ...initialAuthState, status: 'success' as const, user: makeUser(user), tokens: makeTokens() },
  unit: {
    ...initialUnitState,
    status: 'success' as const,
    token: UNIT_TOKEN,
    unit: makeUnit({ config: { ...makeUnit().config, ...config } }),
  },
});

const refusal =
  (status: number, code: string, message = code) =>
  () => ({ status, body: { error: { code, message } } });
const FORM = 'http://localhost/sandbox/kyc/0b7e6a4e-1d1f-4c4e-9a55-3f1e8c1d2a10';
const pending = {
  verification: { id: 'v1', status: 'pending', level: 2, created_at: '2030-03-10T12:00:00.000Z', form_url: FORM },
};

beforeEach(() => jest.mocked(leaveForForm).mockClear());

describe('/my-account/verification/', () => {
  it('shows the level, the four limits, no history yet, and Start carrying the level a withdrawal asked for', async () => {
    mockFetch({ [ApiPaths.lastVerification]: refusal(404, ErrorCodes.kycHistoryEmpty) });
    renderWithProviders(<VerificationPage location={{ search: '?level=2' }} />, { preloadedState: state() });
    expect(screen.getByRole('heading', { name: 'Verification', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('verification-level')).toHaveTextContent('Unverified · Level 1');
    expect(await screen.findByText('You have not started a verification yet.')).toBeInTheDocument();
    expect(screen.getByText('A withdrawal needs verification level 2.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/my-account/verification/preload/?level=2',
    );
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('row', { name: /Unverified/ })).toHaveTextContent('R500.00R1,000.00');
    expect(table.getByRole('row', { name: /Standard/ })).toHaveTextContent('R25,000.00R50,000.00');
    expect(screen.getByRole('link', { name: 'What is verification?' })).toHaveAttribute(
      'href',
      '/my-account/verification/info/',
    );
  });

  it('disables Start when no level is required, and offers to continue a verification in progress', async () => {
    mockFetch({ [ApiPaths.lastVerification]: () => ({ body: pending }) });
    renderWithProviders(<VerificationPage location={{ search: '' }} />, { preloadedState: state() });
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('For level 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue verification' })).toHaveAttribute('href', FORM);
  });

  it("shows compliance's reason with a rejected verification, and Start to try again", async () => {
    const rejected = { ...pending.verification, status: 'rejected', form_url: null };
    mockFetch({
      [ApiPaths.lastVerification]: () => ({
        body: { verification: { ...rejected, rejection_reason: 'The photo of the ID is unreadable' } },
      }),
    });
    renderWithProviders(<VerificationPage location={{ search: '?level=2' }} />, { preloadedState: state() });
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: The photo of the ID is unreadable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start' })).toBeInTheDocument();
  });

  it('asks for nothing when the player already has the level; limits are unknown unless all four are set', async () => {
    mockFetch({
      [ApiPaths.lastVerification]: () => ({ body: { verification: { ...pending.verification, status: 'approved' } } }),
    });
    renderWithProviders(<VerificationPage location={{ search: '?level=2' }} />, {
      preloadedState: state({
        user: { verification_level: 'standard' },
        config: { ...thresholds, third_level_verification_threshold: 0 },
      }),
    });
    expect(screen.getByTestId('verification-level')).toHaveTextContent('Standard · Level 2');
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Your site has not set its withdrawal limits yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('/my-account/verification/preload/', () => {
  it('starts a verification for the level and leaves for the form, which comes back to the overview', async () => {
    const { calls } = mockFetch({ [ApiPaths.startVerification]: () => ({ body: { form_url: FORM } }) });
    renderWithProviders(<VerificationPreloadPage location={{ search: '?level=2' }} />, { preloadedState: state() });
    await waitFor(() => expect(leaveForForm).toHaveBeenCalledWith(FORM));
    expect(calls.filter((call) => call.path === ApiPaths.startVerification).map((call) => call.body)).toEqual([
      { redirect_url: 'http://localhost/my-account/verification/?level=2', required_verification_level: 2 },
    ]);
    expect(screen.getByText('Taking you to the verification form…')).toBeInTheDocument();
  });

  it('offers to continue the verification already in progress', async () => {
    mockFetch({
      [ApiPaths.startVerification]: refusal(409, ErrorCodes.kycInProgress),
      [ApiPaths.lastVerification]: () => ({ body: pending }),
    });
    renderWithProviders(<VerificationPreloadPage location={{ search: '?level=2' }} />, { preloadedState: state() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification is in progress.');
    expect(await screen.findByRole('link', { name: 'Continue verification' })).toHaveAttribute('href', FORM);
    expect(leaveForForm).not.toHaveBeenCalled();
  });

  it("says SPEC's words when the attempts are used up", async () => {
    mockFetch({ [ApiPaths.startVerification]: refusal(422, ErrorCodes.kycMaxAttempts) });
    renderWithProviders(<VerificationPreloadPage location={{ search: '?level=3' }} />, { preloadedState: state() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have exceeded the maximum number of verification attempts. Please contact support for assistance.',
    );
  });

  it('starts nothing without a level the player needs', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<VerificationPreloadPage location={{ search: '?level=2' }} />, {
      preloadedState: state({ user: { verification_level: 'standard' } }),
    });
    expect(await screen.findByText(/You do not need to verify now/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === ApiPaths.startVerification)).toEqual([]);
  });
});

describe('/my-account/verification/info/', () => {
  it('explains the levels and what the player needs', () => {
    renderWithProviders(<VerificationInfoPage />, { preloadedState: state() });
    expect(screen.getByRole('heading', { name: 'About verification', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Level 2, Standard/)).toBeInTheDocument();
    expect(screen.getByText(/at most 5 MB/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to verification' })).toHaveAttribute(
      'href',
      '/my-account/verification/',
    );
  });
});
