import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils/render';
import { markNewVersionReady, resetNewVersion } from '../new-version';
import { NewVersionNotice } from './new-version-notice';

afterEach(() => resetNewVersion());

it('asks the player to press OK to reload once a new version is deployed', () => {
  renderWithProviders(<NewVersionNotice />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => markNewVersionReady());
  expect(
    screen.getByRole('dialog', { name: 'A new version of the site is available. Press OK to reload.' }),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
});
