/** Small helpers for writing SVG by hand: colours, numbers, text. */

const channels = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

/** The colour `amount` (0–1) of the way from `from` to `to`, as #rrggbb. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((value, index) => Math.round(value + ((b[index] ?? 0) - value) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

export const lighten = (colour: string, amount: number) => mix(colour, '#ffffff', amount);
export const darken = (colour: string, amount: number) => mix(colour, '#000000', amount);

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A number as SVG wants it: at most two decimals, no trailing zeros. */
export const num = (value: number) => String(Math.round(value * 100) / 100);

/** A point on a circle of radius `r` around (cx, cy), `degrees` clockwise from 12 o'clock. */
export function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(radians), cy + r * Math.sin(radians)];
}

/** A closed polygon's `points`, from [x, y] pairs. */
export const points = (list: readonly (readonly [number, number])[]) =>
  list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

/** A pie slice from `start` to `end` degrees (clockwise from 12 o'clock) as a path. */
export function slice(cx: number, cy: number, r: number, start: number, end: number): string {
  const [x1, y1] = polar(cx, cy, r, start);
  const [x2, y2] = polar(cx, cy, r, end);
  const large = end - start > 180 ? 1 : 0;
  return `M${num(cx)} ${num(cy)}L${num(x1)} ${num(y1)}A${num(r)} ${num(r)} 0 ${large} 1 ${num(x2)} ${num(y2)}Z`;
}

/** A star with `spikes` points between radii `outer` and `inner`, as polygon points. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, spikes = 5): string {
  const list: [number, number][] = [];
  for (let i = 0; i < spikes * 2; i += 1) list.push(polar(cx, cy, i % 2 ? inner : outer, (i * 180) / spikes));
  return points(list);
}
