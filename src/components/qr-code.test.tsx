import { render, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { QrCode, qrPath } from './qr-code';

describe('QrCode', () => {
  it('draws every dark module of the code, inside a four-module quiet zone', () => {
    const value = 'upi://pay?pa=demo@sandbox&am=100.00&cu=INR&tr=42';
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let dark = 0;
    for (let i = 0; i < modules.size * modules.size; i += 1) dark += modules.data[i] ? 1 : 0;

    const { path, size } = qrPath(value);
    expect(size).toBe(modules.size + 8);
    expect(path.match(/M/g)).toHaveLength(dark);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true); // the top-left finder pattern's corner
  });

  it('is an image named for what it encodes, and changes with the value', () => {
    const { rerender } = render(<QrCode value="123456789012" label="QR code for ticket 1234 5678 9012" />);
    const image = screen.getByRole('img', { name: 'QR code for ticket 1234 5678 9012' });
    const first = image.querySelector('path')?.getAttribute('d');
    rerender(<QrCode value="999999999999" label="QR code for ticket 9999 9999 9999" />);
    expect(screen.getByRole('img').querySelector('path')?.getAttribute('d')).not.toBe(first);
  });
});
