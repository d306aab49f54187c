import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTopCover } from '../../features/ui/top-cover';
import { hi } from '../../i18n/hi';
import { LanguageProvider } from '../../i18n/language-provider';
import { AUTO_CLOSE_MS, COUNT_UP_MS, countedUp, JackpotCelebration } from './jackpot-celebration';

describe('the celebration of a pot this player won', () => {
  afterEach(() => jest.useRealTimers());

  it('names the pot in its style, counts the amount up to the win, and focuses Collect, which closes it', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const { unmount } = render(<JackpotCelebration slug="grand" amount={1_234_567} currency="ZAR" onClose={onClose} />);

    const dialog = screen.getByRole('alertdialog', { name: 'You won the Grand Jackpot!' });
    expect(dialog).toHaveAttribute('data-tier', 'grand');
    expect(dialog).toHaveStyle({ background: '#b8860b' });
    expect(screen.getByText('R0.00')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COUNT_UP_MS + 100));
    expect(screen.getByText('R12,345.67')).toBeInTheDocument();
    expect(screen.getByText('It is in your balance now.')).toBeInTheDocument();

    const collect = screen.getByRole('button', { name: 'Collect' });
    expect(collect).toHaveFocus();
    fireEvent.click(collect);
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(before).toHaveFocus();
    before.remove();
  });

  it('keeps the toasts at the top of the game below its bottom edge while it is up', () => {
    // jsdom lays nothing out: the card as a phone lays it out, 12 px from the top and 182 px tall.
    const top = jest.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockReturnValue(12);
    const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(182);
    function ToastsGoBelow() {
      return <output aria-label="toasts below">{useTopCover()}</output>;
    }
    render(<ToastsGoBelow />);
    const below = screen.getByRole('status', { name: 'toasts below' });
    expect(below).toHaveTextContent('0');
    const { unmount } = render(<JackpotCelebration slug="minor" amount={5_000} currency="ZAR" onClose={() => {}} />);
    expect(below).toHaveTextContent('194');
    unmount();
    expect(below).toHaveTextContent('0');
    top.mockRestore();
    height.mockRestore();
  });

  it('closes on Escape and by itself after a while, so it never covers the game for good', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    render(<JackpotCelebration slug="minor" amount={5_000} currency="ZAR" onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(AUTO_CLOSE_MS));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows the full amount at once to a player who asks for reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as never;
    try {
      render(<JackpotCelebration slug="major" amount={250_000} currency="ZAR" onClose={() => {}} />);
      expect(screen.getByText('R2,500.00')).toBeInTheDocument();
      expect(screen.getByRole('alertdialog')).toHaveAttribute('data-tier', 'major');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('speaks isiZulu on the isiZulu pages, and the Hindi pages have its words too', async () => {
    render(
      <LanguageProvider language="zu">
        <JackpotCelebration slug="major" amount={250_000} currency="ZAR" onClose={() => {}} />
      </LanguageProvider>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Uwine i-Jackpot Ephakathi!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Qoqa' })).toBeInTheDocument();
    expect(hi.jackpot?.youWon?.(hi.jackpot.tiers?.major ?? '')).toBe('आपने मेजर जैकपॉट जीता!');
    expect(hi.jackpot?.collect).toBe('लें');
  });

  it('counts up eased out and lands on the amount exactly', () => {
    expect(countedUp(10_000, 0)).toBe(0);
    expect(countedUp(10_000, COUNT_UP_MS / 2)).toBeGreaterThan(5_000);
    expect(countedUp(10_000, COUNT_UP_MS)).toBe(10_000);
  });
});
