import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubIntersectionObserver } from '../../../test-utils/intersection-observer';
import { renderCashInHub } from '../../../test-utils/cashin-hub';
import { REACHED_MARGIN } from './ticket-slot';

jest.setTimeout(20_000);

// Whether the form's module has been asked for: its code is a third of the page's script.
const mockFormLoaded = jest.fn();
jest.mock('./ticket-form', () => {
  mockFormLoaded();
  return jest.requireActual('./ticket-form');
});

let observer: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  observer = stubIntersectionObserver();
});
afterEach(() => observer.restore());

function renderHub() {
  renderCashInHub();
  return screen.getByRole('region', { name: 'Cash in a ticket' });
}

/** Long enough for the staged import to have run every stage, had it started. */
async function someTasks() {
  for (let task = 0; task < 10; task++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

// In order: the first asks whether the module is loaded at all, which it then is for the rest of the file.
describe('the ticket form on the hub', () => {
  it('is not loaded with the page, only once the player scrolls to it', async () => {
    const ticket = renderHub();
    await someTasks();
    expect(mockFormLoaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Ticket code' })).not.toBeInTheDocument();
    // Reached once well in view, not when near it: on a phone its edge is on the first screen already.
    const slot = ticket.lastElementChild as Element;
    expect(observer.watching(slot).map((watcher) => watcher.rootMargin)).toEqual([REACHED_MARGIN]);

    observer.scrollTo(ticket);
    expect(await screen.findByRole('textbox', { name: 'Ticket code' })).not.toHaveFocus();
    expect(mockFormLoaded).toHaveBeenCalledTimes(1);
    expect(observer.watching(slot)).toEqual([]);
  });

  it('comes with its field focused when the player taps its place', async () => {
    const user = userEvent.setup({ delay: null });
    const ticket = renderHub();
    await someTasks();
    expect(screen.queryByRole('textbox', { name: 'Ticket code' })).not.toBeInTheDocument();
    // The placeholder (aria-hidden: no role to find it by) is the section's last part.
    await user.click(ticket.lastElementChild as Element);
    expect(await screen.findByRole('textbox', { name: 'Ticket code' })).toHaveFocus();
  });

  it('comes to a keyboard too: tabbing onto its place brings the form with its field focused', async () => {
    const user = userEvent.setup({ delay: null });
    renderHub();
    await someTasks();
    expect(screen.getByRole('button', { name: 'Ticket code' })).toBeInTheDocument();
    // tab through the hub's methods until focus comes to the place (then the form takes it at once)
    for (let step = 0; step < 20 && !screen.queryByRole('textbox', { name: 'Ticket code' }); step++) await user.tab();
    expect(await screen.findByRole('textbox', { name: 'Ticket code' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Ticket code' })).not.toBeInTheDocument();
  });
});
