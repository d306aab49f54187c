import { letter, measure } from './lettering';
import { pathBox } from './path-box';

describe('lettering', () => {
  it('sets words as outlines of the measured width, centred on x or starting at it, standing on the baseline', () => {
    const size = 60;
    const centred = letter('AVIATOR', { x: 150, y: 300, size, anchor: 'middle' });
    expect(centred.width).toBeCloseTo(measure('AVIATOR', size), 5);
    expect(centred.width).toBeGreaterThan(size * 3);
    // The ink spans the advances give or take a side bearing (Montserrat's A overhangs its advance a little).
    const box = pathBox(centred.d);
    const bearing = size * 0.05;
    expect(Math.abs(box.left - (150 - centred.width / 2))).toBeLessThan(bearing);
    expect(Math.abs(box.right - (150 + centred.width / 2))).toBeLessThan(bearing);
    // Capitals stand on the baseline (round ones dip a little below) and rise about seven tenths of the size.
    expect(Math.abs(box.bottom - 300)).toBeLessThan(size * 0.03);
    expect(300 - box.top).toBeGreaterThan(size * 0.65);
    expect(300 - box.top).toBeLessThan(size * 0.8);

    const started = pathBox(letter('AVIATOR', { x: 20, y: 300, size }).d);
    expect(Math.abs(started.left - 20)).toBeLessThan(bearing);
    expect(Math.abs(started.right - (20 + centred.width))).toBeLessThan(bearing);
  });

  it('draws a letter that comes twice the same way twice, so gzip keeps it once', () => {
    const [first, second] = letter('88', { x: 0, y: 50, size: 18 }).d.split('M').filter(Boolean);
    expect(first?.replace(/^[\d.]+ [\d.]+/, '')).toBe(second?.replace(/^[\d.]+ [\d.]+/, ''));
  });

  it('refuses words the font has no letters for, naming them', () => {
    expect(() => letter('Lucky ₹ Rush', { x: 0, y: 0, size: 10 })).toThrow(/no letter for: ₹/);
  });
});
