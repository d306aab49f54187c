/**
 * Lettering for the drawn art: words set as outlines at build time, in Montserrat Black (SIL Open Font License, the
 * latin subset from @fontsource/montserrat), so a picture holds no <text>.
 *
 * A browser draws an SVG picture in an <img> on the page's main thread, as a small document of its own, and laying
 * out its text was the larger part of that (16 thumbnails: 330–470 ms of main-thread time with text, 190–230 ms with
 * the same words as outlines). Outlines also look the same on every phone, where <text> took whatever heavy font the
 * system had, and can be measured here: a title is sized to its exact width instead of a guess at the device's font.
 */

import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/** Resolved from the project root at run time: gatsby-node is bundled by Parcel, which rewrites a bare require. */
const requireFromRoot = createRequire(path.resolve('package.json'));
const FONT_FILE = '@fontsource/montserrat/files/montserrat-latin-900-normal.woff';

let loaded: fontkit.Font | undefined;
function font(): fontkit.Font {
  loaded ??= fontkit.openSync(requireFromRoot.resolve(FONT_FILE)) as fontkit.Font;
  return loaded;
}

export interface Lettering {
  /** The words' outlines as path data, in the picture's units. */
  d: string;
  /** From the left of the first letter's advance to the right of the last one's, in the picture's units. */
  width: number;
}

/** How wide `text` sets at `size`, from the font's advances (with its kerning). */
export function measure(text: string, size: number): number {
  return (font().layout(text).advanceWidth * size) / font().unitsPerEm;
}

interface Command {
  command: string;
  args: number[];
}

const RELATIVE: Readonly<Record<string, string>> = {
  moveTo: 'm',
  lineTo: 'l',
  quadraticCurveTo: 'q',
  bezierCurveTo: 'c',
  closePath: 'z',
};

/** A number of tenths as SVG wants it. */
const tenths = (value: number) => String(value / 10);

/**
 * One letter's outline as path data, to a tenth of a unit (far below a pixel of any tile on any screen): its first
 * point absolute at `origin`, the rest relative to the point before. Worked in whole tenths, so there is no drift,
 * and a letter that comes twice (the digits of a keno card) is the same text twice, which gzip stores once.
 */
function letterPath(commands: readonly Command[], origin: readonly [number, number]): string {
  let current: [number, number] = [0, 0];
  let start: [number, number] = [0, 0];
  let out = '';
  commands.forEach(({ command, args }, index) => {
    if (command === 'closePath') {
      out += 'z';
      current = start;
      return;
    }
    const points = args.map((value) => Math.round(value * 10));
    const numbers: number[] = [];
    for (let i = 0; i < points.length; i += 2) {
      numbers.push((points[i] ?? 0) - current[0], (points[i + 1] ?? 0) - current[1]);
    }
    const end: [number, number] = [points[points.length - 2] ?? 0, points[points.length - 1] ?? 0];
    if (index === 0) {
      out += `M${tenths(end[0] + origin[0])} ${tenths(end[1] + origin[1])}`;
    } else {
      out += (RELATIVE[command] ?? '') + numbers.map(tenths).join(' ');
    }
    current = end;
    if (command === 'moveTo') start = end;
  });
  return out.replace(/ -/g, '-');
}

/**
 * `text` set at `size` with its baseline at `y`, starting at `x` or centred on it. Throws on a character the font
 * has no letter for, so a name the art cannot set fails the build instead of shipping a tile with a gap.
 */
export function letter(
  text: string,
  { x, y, size, anchor = 'start' }: { x: number; y: number; size: number; anchor?: 'start' | 'middle' },
): Lettering {
  const run = font().layout(text);
  const missing = run.glyphs.filter((glyph) => glyph.id === 0).flatMap((glyph) => glyph.codePoints);
  if (missing.length) {
    throw new Error(
      `'${text}' has characters Montserrat Black (latin) has no letter for: ${String.fromCodePoint(...missing)}`,
    );
  }
  const scale = size / font().unitsPerEm;
  const width = run.advanceWidth * scale;
  let pen = anchor === 'middle' ? x - width / 2 : x;
  let d = '';
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const origin = [Math.round((pen + (position?.xOffset ?? 0) * scale) * 10), Math.round(y * 10)] as const;
    d += letterPath(glyph.path.scale(scale, -scale).commands, origin);
    pen += (position?.xAdvance ?? 0) * scale;
  });
  return { d, width };
}
