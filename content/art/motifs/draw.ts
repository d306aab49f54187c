/** What the motif drawings share: their colours' type and a few recurring shapes. */

import { darken, lighten, num, points, polar, starPoints } from '../svg';

export interface MotifColours {
  /** The background's dark end */
  dark: string;
  /** The background's bright end */
  mid: string;
  accent: string;
}

/** A motif: drawn in a 200×200 box from the game's colours. */
export type Motif = (c: MotifColours) => string;

export const GOLD = '#ffd45c';
export const RED = '#e0282e';
export const GREEN = '#39b54a';

/** A lit sphere: a radial gradient from a highlight to the colour's shade, named `id` (unique within the file). */
export function ball(cx: number, cy: number, r: number, colour: string, id: string): string {
  return (
    `<radialGradient id="${id}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${lighten(colour, 0.65)}"/>` +
    `<stop offset=".5" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, 0.45)}"/></radialGradient>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="url(#${id})"/>`
  );
}

export function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const list: [number, number][] = [];
  const step = 360 / teeth;
  for (let i = 0; i < teeth; i += 1) {
    const at = i * step;
    list.push(polar(cx, cy, inner, at - step * 0.32));
    list.push(polar(cx, cy, outer, at - step * 0.18));
    list.push(polar(cx, cy, outer, at + step * 0.18));
    list.push(polar(cx, cy, inner, at + step * 0.32));
  }
  return points(list);
}

export function sparkle(cx: number, cy: number, r: number, colour: string): string {
  return `<polygon points="${starPoints(cx, cy, r, r * 0.22, 4)}" fill="${colour}"/>`;
}
