import { render, screen, within } from '@testing-library/react';
import { DEFAULT_UNIT_CONFIG } from '../../../../contract/unit-config';
import goldenReef from '../../../../themes/golden-reef/settings.json';
import luckyStar from '../../../../themes/lucky-star/settings.json';
import shubhPlay from '../../../../themes/shubh-play/settings.json';
import { BankIcon, QrIcon, UpiAppIcon } from '../../../components/cash-icons';
import { resolveSiteConfig } from '../../../lib/build-config';
import { renderCashInHub } from '../../../test-utils/cashin-hub';
import { UNIT_TOKEN } from '../../../test-utils/fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { RedirectScreen } from './redirect-screen';
import { VoucherScreen } from './voucher-screen';

jest.setTimeout(20_000);

const IN_CONFIG = {
  ...DEFAULT_UNIT_CONFIG,
  upi_qr_deposit: { enabled: true, min_amount: 10_000, max_amount: 1_000_000 },
  upi_intent_deposit: { enabled: true, min_amount: 10_000, max_amount: 1_000_000 },
};

/** A drawing's inner markup, to tell one mark from another. */
const drawingOf = (Icon: typeof BankIcon) => render(<Icon />).container.querySelector('svg')!.innerHTML;

/** The voucher names a brand's build names as accepted: its settings, as the build resolves them. */
const vouchersOf = (settings: Parameters<typeof resolveSiteConfig>[0]) => resolveSiteConfig(settings, {}).voucherBrands;

/** Each method card on the hub: its link's name and the drawing of its mark (hidden from screen readers). */
function methodCards() {
  const region = screen.getByRole('region', { name: 'Choose how to deposit' });
  return within(region)
    .getAllByRole('link')
    .map((link) => {
      const mark = link.querySelector('svg');
      return {
        name: link.textContent ?? '',
        hidden: mark?.closest('[aria-hidden="true"]') !== null,
        drawing: mark?.innerHTML ?? '',
      };
    });
}

describe("cash-in methods' marks and accepted vouchers, per brand settings", () => {
  it('lucky-star: every South African method has its own mark, and the cards of the methods taking a voucher (voucher, phone) name the vouchers its settings accept', () => {
    renderCashInHub({ voucherBrands: vouchersOf(luckyStar) });
    const cards = methodCards();
    expect(cards.map((card) => card.name)).toEqual(
      ['Voucher', 'Phone', 'Instant EFT', 'Card'].map((name) => expect.stringMatching(new RegExp(`^${name}`))),
    );
    expect(cards.every((card) => card.hidden && card.drawing !== '')).toBe(true);
    expect(new Set(cards.map((card) => card.drawing)).size).toBe(4);
    for (const method of [/^Voucher/, /^Phone/]) {
      expect(screen.getByRole('link', { name: method })).toHaveAccessibleName(
        /Accepted: Star Slip, Corner Shop Voucher/,
      );
    }
    for (const method of [/^Instant EFT/, /^Card/]) {
      expect(screen.getByRole('link', { name: method })).not.toHaveAccessibleName(/Accepted/);
    }
  });

  it("lucky-star: instant EFT's mark is its own, not the cash-out's bank", () => {
    const bank = drawingOf(BankIcon);
    renderCashInHub({ voucherBrands: vouchersOf(luckyStar) });
    const eft = methodCards().find((card) => card.name.startsWith('Instant EFT'))!;
    expect(eft.hidden).toBe(true);
    expect(eft.drawing).not.toBe(bank);
  });

  it('golden-reef: its settings name no voucher brand, so the hub names none', () => {
    expect(vouchersOf(goldenReef)).toEqual([]);
    renderCashInHub({ voucherBrands: vouchersOf(goldenReef) });
    expect(screen.getByRole('link', { name: /^Voucher/ })).toBeInTheDocument();
    expect(screen.queryByText(/Accepted/)).not.toBeInTheDocument();
  });

  it("shubh-play: the UPI methods have marks of their own, unlike the cash-out's, and no voucher is named", () => {
    renderCashInHub({ country: 'IN', config: IN_CONFIG, currency: 'INR', voucherBrands: vouchersOf(shubhPlay) });
    const cards = methodCards();
    expect(cards.map((card) => card.name)).toEqual([
      expect.stringMatching(/^UPI QR/),
      expect.stringMatching(/^UPI app/),
    ]);
    expect(cards.every((card) => card.hidden && card.drawing !== '')).toBe(true);
    const generic = [QrIcon, UpiAppIcon].map(drawingOf);
    expect(new Set([...cards.map((card) => card.drawing), ...generic]).size).toBe(4);
    expect(screen.queryByText(/Accepted/)).not.toBeInTheDocument();
  });
});

describe('the voucher page', () => {
  const renderVoucher = (voucherBrands: readonly string[]) =>
    renderWithProviders(
      <VoucherScreen
        unitToken={UNIT_TOKEN}
        unitId={1}
        currency="ZAR"
        onFinAccount={jest.fn()}
        voucherBrands={voucherBrands}
      />,
    );

  it('lists the accepted vouchers by name, each beside the generic voucher mark', () => {
    renderVoucher(vouchersOf(luckyStar));
    const list = screen.getByRole('list', { name: 'Accepted vouchers' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Star Slip', 'Corner Shop Voucher']);
    for (const item of items) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit with a voucher' })).toBeInTheDocument();
  });

  it('names no voucher where the settings name none', () => {
    renderVoucher([]);
    expect(screen.queryByRole('list', { name: 'Accepted vouchers' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Voucher code')).toBeInTheDocument();
  });
});

describe('the redirect pages (phone, instant EFT, card)', () => {
  const renderRedirect = (method: 'phone' | 'instantEft' | 'card', voucherBrands: readonly string[]) =>
    renderWithProviders(
      <RedirectScreen
        method={method}
        unitToken={UNIT_TOKEN}
        currency="ZAR"
        country="ZA"
        voucherBrands={voucherBrands}
      />,
    );

  it.each([
    ['phone', 'Deposit by phone'],
    ['instantEft', 'Deposit by instant EFT'],
    ['card', 'Deposit by card'],
  ] as const)('%s: the title beside its mark, the mark hidden from screen readers', (method, title) => {
    renderRedirect(method, []);
    const heading = screen.getByRole('heading', { level: 1, name: title });
    const mark = heading.parentElement!.querySelector('svg');
    expect(mark).not.toBeNull();
    expect(mark!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('phone: lists the vouchers it redeems by name, as the voucher page does', () => {
    renderRedirect('phone', vouchersOf(luckyStar));
    const list = screen.getByRole('list', { name: 'Accepted vouchers' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Star Slip', 'Corner Shop Voucher']);
    for (const item of items) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
  });

  it('phone: names no voucher where the settings name none (golden-reef)', () => {
    renderRedirect('phone', vouchersOf(goldenReef));
    expect(screen.queryByRole('list', { name: 'Accepted vouchers' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
  });

  it.each(['instantEft', 'card'] as const)('%s: takes no voucher, so names none', (method) => {
    renderRedirect(method, vouchersOf(luckyStar));
    expect(screen.queryByRole('list', { name: 'Accepted vouchers' })).not.toBeInTheDocument();
  });
});
