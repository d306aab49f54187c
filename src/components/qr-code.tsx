/**
 * A QR code drawn as one SVG path (crisp at any size, no canvas, nothing to download). The `qrcode` library
 * computes the modules; we only draw them, with the four-module quiet zone scanners need.
 */

import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/** The dark modules as an SVG path: one `h1v1h-1z` square per module, offset by the quiet zone. */
export function qrPath(text: string): { path: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { path: parts.join(''), size: modules.size + QUIET_ZONE * 2 };
}

export interface QrCodeProps {
  /** What the code encodes (a `upi://` address, a ticket code…) */
  value: string;
  /** The accessible name, e.g. 'QR code for ticket 1234 5678 9012' */
  label: string;
  /** Rendered width and height in CSS pixels */
  size?: number;
}

export function QrCode({ value, label, size = 220 }: QrCodeProps) {
  const { path, size: modules } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff', borderRadius: 8, maxWidth: '100%', height: 'auto' }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
