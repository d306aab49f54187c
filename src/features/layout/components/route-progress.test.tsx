import { act, screen } from '@testing-library/react';
import { routeDelayed, routeShown } from '../../../lib/route-delay';
import { renderWithProviders } from '../../../test-utils/render';
import { RouteProgress } from './route-progress';

describe('RouteProgress', () => {
  it('shows while a navigation is slow, and goes once the page is shown', () => {
    renderWithProviders(<RouteProgress />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => routeDelayed());
    expect(screen.getByRole('progressbar', { name: 'Opening the page…' })).toBeInTheDocument();
    act(() => routeShown());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
