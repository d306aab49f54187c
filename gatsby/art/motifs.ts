/**
 * The pictures at the heart of the game thumbnails, drawn from circles, polygons and a few paths in a 200×200 box.
 * Each takes the game's palette, so two games with the same motif would still differ; ours each have their own.
 */

import type { GameMotif } from '../../contract/content';
import { darken, lighten, num, points, polar, slice, starPoints } from './svg';

export interface MotifColours {
  /** The background's dark end */
  dark: string;
  /** The background's bright end */
  mid: string;
  accent: string;
}

type Motif = (c: MotifColours) => string;

const GOLD = '#ffd45c';
const RED = '#e0282e';
const GREEN = '#39b54a';

/** A lit sphere: a radial gradient from a highlight to the colour's shade (ids are per file, so named by colour). */
function ball(cx: number, cy: number, r: number, colour: string, id: string): string {
  return (
    `<radialGradient id="${id}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${lighten(colour, 0.65)}"/>` +
    `<stop offset=".5" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, 0.45)}"/></radialGradient>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="url(#${id})"/>`
  );
}

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
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

function sparkle(cx: number, cy: number, r: number, colour: string): string {
  return `<polygon points="${starPoints(cx, cy, r, r * 0.22, 4)}" fill="${colour}"/>`;
}

const anchor: Motif = ({ accent, dark }) => {
  const line = `fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round"`;
  const outline = `fill="none" stroke="${darken(dark, 0.3)}" stroke-width="24" stroke-linecap="round" opacity=".5"`;
  const shape =
    '<circle cx="100" cy="36" r="17"/><path d="M100 53V172M62 80H138M34 116Q44 176 100 176Q156 176 166 116"/>';
  return (
    `<g ${outline}>${shape}</g><g ${line}>${shape}</g>` +
    `<polygon points="20,128 34,98 50,124" fill="${accent}"/><polygon points="180,128 166,98 150,124" fill="${accent}"/>` +
    `<circle cx="100" cy="36" r="7" fill="${lighten(accent, 0.6)}"/>` +
    sparkle(158, 40, 14, '#fff') +
    sparkle(44, 62, 9, lighten(accent, 0.5))
  );
};

const balls: Motif = ({ accent, mid }) => {
  const one = (cx: number, cy: number, r: number, colour: string, id: string, label: string) =>
    ball(cx, cy, r, colour, id) +
    `<circle cx="${cx}" cy="${cy}" r="${num(r * 0.52)}" fill="#fff"/>` +
    `<text x="${cx}" y="${num(cy + r * 0.2)}" text-anchor="middle" font-size="${num(r * 0.6)}" font-weight="900" fill="#222">${label}</text>`;
  return (
    one(58, 128, 42, lighten(mid, 0.25), 'b1', '17') +
    one(146, 130, 42, RED, 'b2', '5') +
    one(100, 78, 50, accent, 'b3', '7')
  );
};

const bolt: Motif = ({ accent, dark }) =>
  `<polygon points="118,6 40,112 92,112 72,194 164,76 112,76 138,6" fill="${darken(dark, 0.2)}" opacity=".45" transform="translate(6 6)"/>` +
  `<linearGradient id="bl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${accent}"/></linearGradient>` +
  `<polygon points="118,6 40,112 92,112 72,194 164,76 112,76 138,6" fill="url(#bl)" stroke="${lighten(accent, 0.4)}" stroke-width="4" stroke-linejoin="round"/>` +
  `<circle cx="100" cy="100" r="96" fill="none" stroke="${accent}" stroke-width="6" stroke-dasharray="4 14" opacity=".7"/>`;

const cherries: Motif = ({ accent }) =>
  `<path d="M66 132Q80 70 122 30M138 140Q128 84 122 30" fill="none" stroke="#2f7d32" stroke-width="9" stroke-linecap="round"/>` +
  `<path d="M122 30Q150 8 182 30Q150 50 122 30Z" fill="${GREEN}"/><path d="M122 30Q152 28 182 30" stroke="#2f7d32" stroke-width="3" fill="none"/>` +
  ball(64, 142, 44, accent, 'c1') +
  ball(140, 148, 44, darken(accent, 0.08), 'c2') +
  `<ellipse cx="50" cy="124" rx="9" ry="14" fill="#fff" opacity=".7" transform="rotate(30 50 124)"/>` +
  `<ellipse cx="126" cy="130" rx="9" ry="14" fill="#fff" opacity=".7" transform="rotate(30 126 130)"/>`;

const chips: Motif = ({ accent, dark }) => {
  const chip = (cx: number, cy: number, r: number, colour: string) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${num(r * 0.86)}" fill="none" stroke="#fff" stroke-width="${num(r * 0.22)}" stroke-dasharray="${num(r * 0.42)} ${num(r * 0.48)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${num(r * 0.62)}" fill="${darken(colour, 0.25)}" stroke="#fff" stroke-width="3" stroke-dasharray="6 5"/>`;
  const stack = [0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="150" cy="${172 - i * 14}" rx="40" ry="14" fill="${i % 2 ? '#fff' : darken(accent, 0.2)}" stroke="${darken(dark, 0.3)}" stroke-width="2"/>`,
    )
    .join('');
  return (
    stack +
    chip(86, 104, 72, accent) +
    `<polygon points="${starPoints(86, 104, 26, 11)}" fill="${lighten(accent, 0.7)}"/>`
  );
};

const clock: Motif = ({ accent, dark }) => {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const [x1, y1] = polar(100, 100, 70, i * 30);
    const [x2, y2] = polar(100, 100, i % 3 ? 62 : 54, i * 30);
    return `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${dark}" stroke-width="${i % 3 ? 4 : 8}" stroke-linecap="round"/>`;
  }).join('');
  return (
    `<circle cx="100" cy="100" r="92" fill="${accent}"/><circle cx="100" cy="100" r="80" fill="${lighten(accent, 0.85)}"/>` +
    ticks +
    `<line x1="100" y1="100" x2="96" y2="48" stroke="${dark}" stroke-width="9" stroke-linecap="round"/>` +
    `<line x1="100" y1="100" x2="102" y2="30" stroke="${RED}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="100" cy="100" r="9" fill="${dark}"/>` +
    sparkle(176, 30, 14, '#fff') +
    sparkle(26, 172, 10, lighten(accent, 0.4))
  );
};

const clover: Motif = ({ accent }) => {
  const leaf = 'M0 0C-30 -12 -50 -40 -32 -60C-20 -72 -5 -66 0 -52C5 -66 20 -72 32 -60C50 -40 30 -12 0 0Z';
  const leaves = [0, 90, 180, 270]
    .map(
      (angle) =>
        `<path d="${leaf}" transform="translate(100 92) rotate(${angle + 45})" fill="${GREEN}" stroke="#1e6b2b" stroke-width="3"/>` +
        `<path d="M0 -10V-46" transform="translate(100 92) rotate(${angle + 45})" stroke="#7ee08a" stroke-width="3"/>`,
    )
    .join('');
  return (
    `<path d="M100 96Q106 150 84 192" fill="none" stroke="#1e6b2b" stroke-width="9" stroke-linecap="round"/>` +
    leaves +
    `<circle cx="100" cy="92" r="8" fill="${accent}"/>` +
    sparkle(170, 40, 14, accent) +
    sparkle(34, 150, 10, '#fff')
  );
};

const coins: Motif = ({ accent }) => {
  const rim = darken(accent, 0.3);
  const stack = (cx: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const y = 178 - i * 13;
      return (
        `<rect x="${cx - 30}" y="${y - 6}" width="60" height="12" fill="${rim}"/>` +
        `<ellipse cx="${cx}" cy="${y + 6}" rx="30" ry="9" fill="${rim}"/>` +
        `<ellipse cx="${cx}" cy="${y - 6}" rx="30" ry="9" fill="${accent}" stroke="${rim}" stroke-width="2"/>`
      );
    }).join('');
  return (
    stack(40, 6) +
    stack(160, 8) +
    `<circle cx="100" cy="96" r="58" fill="${rim}"/><circle cx="100" cy="92" r="58" fill="${accent}"/>` +
    `<circle cx="100" cy="92" r="44" fill="none" stroke="${rim}" stroke-width="4"/>` +
    `<polygon points="${starPoints(100, 92, 32, 14)}" fill="${lighten(accent, 0.55)}" stroke="${rim}" stroke-width="3"/>` +
    sparkle(142, 46, 14, '#fff')
  );
};

const cricket: Motif = ({ accent }) =>
  `<g transform="rotate(-35 100 100)"><rect x="84" y="8" width="32" height="132" rx="12" fill="#e9c46a" stroke="#8d6a2a" stroke-width="4"/>` +
  `<rect x="93" y="130" width="14" height="62" rx="5" fill="#2b2d42"/><path d="M93 150h14M93 162h14M93 174h14" stroke="#8d99ae" stroke-width="3"/>` +
  `<path d="M100 18V130" stroke="#c9a24b" stroke-width="4"/></g>` +
  ball(138, 136, 40, RED, 'cb') +
  `<path d="M110 114Q136 134 120 168M158 104Q142 132 166 158" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="4 4"/>` +
  sparkle(40, 160, 12, accent) +
  sparkle(170, 40, 9, '#fff');

const crown: Motif = ({ accent }) => {
  const shade = darken(accent, 0.3);
  return (
    `<path d="M30 156L18 58L64 98L100 34L136 98L182 58L170 156Z" fill="${accent}" stroke="${shade}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M100 34L136 98L170 156H100Z" fill="${shade}" opacity=".35"/>` +
    `<rect x="26" y="150" width="148" height="28" rx="6" fill="${shade}"/>` +
    [18, 100, 182]
      .map((x, i) => `<circle cx="${x}" cy="${i === 1 ? 30 : 54}" r="11" fill="${lighten(accent, 0.6)}"/>`)
      .join('') +
    ball(64, 164, 9, RED, 'j1') +
    ball(100, 164, 11, '#2e86de', 'j2') +
    ball(136, 164, 9, GREEN, 'j3') +
    `<ellipse cx="100" cy="112" rx="13" ry="19" fill="${RED}" stroke="#fff" stroke-width="3"/>`
  );
};

const diya: Motif = ({ accent }) =>
  `<radialGradient id="dg" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${accent}" stop-opacity=".8"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
  `<circle cx="100" cy="70" r="74" fill="url(#dg)"/>` +
  `<linearGradient id="df" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff7c2"/><stop offset=".55" stop-color="${GOLD}"/><stop offset="1" stop-color="#ff6b00"/></linearGradient>` +
  `<path d="M100 14C118 48 132 70 124 94C118 112 82 112 76 94C68 70 84 48 100 14Z" fill="url(#df)"/>` +
  `<path d="M100 56C108 72 112 84 108 94C104 102 96 102 92 94C88 84 92 72 100 56Z" fill="#fff"/>` +
  `<path d="M16 118Q100 104 184 118Q172 186 100 186Q28 186 16 118Z" fill="#d9480f" stroke="#7a2a06" stroke-width="4"/>` +
  `<path d="M30 130Q100 120 170 130" fill="none" stroke="${GOLD}" stroke-width="6" stroke-dasharray="2 10" stroke-linecap="round"/>` +
  `<path d="M50 156Q100 166 150 156" fill="none" stroke="${GOLD}" stroke-width="4"/>`;

/** Fafi's wheel of dreams: a prize wheel whose hub holds the night sky the dream symbols come from. */
const dream: Motif = ({ accent, mid, dark }) => {
  const segments = Array.from(
    { length: 12 },
    (_, i) =>
      `<path d="${slice(100, 104, 84, i * 30, i * 30 + 30)}" fill="${[accent, lighten(mid, 0.35), '#fff', darken(mid, 0.1)][i % 4]}"/>`,
  ).join('');
  const bulbs = Array.from({ length: 12 }, (_, i) => {
    const [x, y] = polar(100, 104, 90, i * 30 + 15);
    return `<circle cx="${num(x)}" cy="${num(y)}" r="4" fill="#fff"/>`;
  }).join('');
  return (
    `<circle cx="100" cy="104" r="96" fill="${darken(dark, 0.2)}" stroke="${accent}" stroke-width="6"/>` +
    segments +
    bulbs +
    `<circle cx="100" cy="104" r="34" fill="${dark}" stroke="${accent}" stroke-width="5"/>` +
    `<path d="M106 82A24 24 0 1 0 118 122A19 19 0 1 1 106 82Z" fill="${accent}"/>` +
    sparkle(86, 92, 7, '#fff') +
    `<polygon points="86,0 114,0 100,26" fill="${RED}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`
  );
};

const drum: Motif = ({ accent }) => {
  const wood = '#8a3b12';
  const ropes = Array.from({ length: 7 }, (_, i) => {
    const x = 34 + i * 22;
    return `<path d="M${x} 60L${x + 11} 118L${x + 22} 60" fill="none" stroke="${lighten(accent, 0.4)}" stroke-width="3"/>`;
  }).join('');
  return (
    `<path d="M26 56Q30 118 70 132L62 186H138L130 132Q170 118 174 56Z" fill="${wood}" stroke="#4a1e05" stroke-width="4"/>` +
    `<path d="M70 132H130" stroke="${accent}" stroke-width="8"/>` +
    ropes +
    `<path d="M62 170H138" stroke="${accent}" stroke-width="6" stroke-dasharray="10 6"/>` +
    `<ellipse cx="100" cy="56" rx="74" ry="20" fill="#f3dfc1" stroke="#4a1e05" stroke-width="5"/>` +
    `<ellipse cx="100" cy="56" rx="60" ry="13" fill="none" stroke="#d9bf94" stroke-width="3"/>` +
    `<path d="M150 26L176 6M50 26L24 6" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`
  );
};

const gear: Motif = ({ accent, dark }) =>
  `<polygon points="${gearPath(84, 112, 80, 62, 12)}" fill="${accent}" stroke="${darken(accent, 0.4)}" stroke-width="4"/>` +
  `<circle cx="84" cy="112" r="42" fill="${darken(accent, 0.25)}"/><circle cx="84" cy="112" r="28" fill="${dark}" stroke="${lighten(accent, 0.4)}" stroke-width="5"/>` +
  `<path d="M84 92V132M64 112H104" stroke="${lighten(accent, 0.4)}" stroke-width="6" stroke-linecap="round"/>` +
  `<polygon points="${gearPath(160, 40, 38, 28, 9)}" fill="${lighten(accent, 0.25)}" stroke="${darken(accent, 0.4)}" stroke-width="3"/>` +
  `<circle cx="160" cy="40" r="12" fill="${dark}"/>` +
  `<circle cx="84" cy="112" r="6" fill="${lighten(accent, 0.7)}"/>`;

const gem: Motif = ({ accent }) => {
  const light = lighten(accent, 0.5);
  const deep = darken(accent, 0.35);
  return (
    `<polygon points="48,50 152,50 188,88 100,188 12,88" fill="${accent}"/>` +
    `<polygon points="48,50 76,88 12,88" fill="${light}"/><polygon points="152,50 124,88 188,88" fill="${deep}"/>` +
    `<polygon points="48,50 100,50 76,88" fill="${lighten(accent, 0.75)}"/><polygon points="100,50 152,50 124,88" fill="${lighten(accent, 0.25)}"/>` +
    `<polygon points="76,88 124,88 100,50" fill="${light}"/>` +
    `<polygon points="12,88 76,88 100,188" fill="${lighten(accent, 0.2)}"/><polygon points="124,88 188,88 100,188" fill="${deep}"/>` +
    `<polygon points="76,88 124,88 100,188" fill="${accent}"/>` +
    `<polygon points="48,50 152,50 188,88 100,188 12,88" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" opacity=".8"/>` +
    sparkle(160, 30, 16, '#fff') +
    sparkle(36, 40, 9, '#fff')
  );
};

const keno: Motif = ({ accent, mid }) => {
  const picked = new Set([1, 6, 8, 11, 14]);
  const colours = [RED, accent, '#2ec4b6', '#ff66c4', '#7bd389'];
  let pick = 0;
  const cells = Array.from({ length: 16 }, (_, i) => {
    const x = 14 + (i % 4) * 45;
    const y = 14 + Math.floor(i / 4) * 45;
    const on = picked.has(i);
    const colour = on ? (colours[pick++ % colours.length] ?? accent) : '#fff';
    return (
      `<rect x="${x}" y="${y}" width="38" height="38" rx="9" fill="${on ? colour : lighten(mid, 0.85)}"/>` +
      `<text x="${x + 19}" y="${y + 26}" text-anchor="middle" font-size="18" font-weight="900" fill="${on ? '#fff' : darken(mid, 0.3)}">${i * 5 + 3}</text>`
    );
  }).join('');
  return `<rect x="4" y="4" width="192" height="192" rx="18" fill="${darken(mid, 0.45)}" stroke="${accent}" stroke-width="5"/>${cells}`;
};

const lotus: Motif = ({ accent }) => {
  const petal = (angle: number, length: number, colour: string) =>
    `<path d="M0 0C-22 -${length * 0.4} -16 -${length * 0.8} 0 -${length}C16 -${length * 0.8} 22 -${length * 0.4} 0 0Z" transform="translate(100 150) rotate(${angle})" fill="${colour}" stroke="${darken(accent, 0.25)}" stroke-width="2"/>`;
  return (
    `<ellipse cx="100" cy="168" rx="92" ry="16" fill="#0b6e4f" opacity=".85"/>` +
    [-75, 75].map((a) => petal(a, 84, lighten(accent, 0.1))).join('') +
    [-50, 50].map((a) => petal(a, 104, lighten(accent, 0.3))).join('') +
    [-24, 24].map((a) => petal(a, 118, lighten(accent, 0.45))).join('') +
    petal(0, 128, lighten(accent, 0.6)) +
    `<circle cx="100" cy="150" r="12" fill="${GOLD}"/>` +
    sparkle(38, 40, 12, '#fff') +
    sparkle(168, 62, 9, lighten(accent, 0.5))
  );
};

const moon: Motif = ({ accent, dark }) => {
  const house = darken(dark, 0.5);
  return (
    `<circle cx="118" cy="70" r="64" fill="${accent}" opacity=".18"/>` +
    `<path d="M118 12A58 58 0 1 0 170 96A46 46 0 1 1 118 12Z" fill="${accent}"/>` +
    `<path d="M14 200V130L40 104L66 130V112H80V200ZM96 200V96L124 62L152 96V200ZM160 200V138L176 122L192 138V200Z" fill="${house}"/>` +
    `<rect x="32" y="140" width="14" height="18" fill="${GOLD}"/><rect x="116" y="110" width="16" height="22" rx="8" fill="${GOLD}"/>` +
    `<rect x="116" y="150" width="16" height="18" fill="${GOLD}" opacity=".6"/>` +
    `<path d="M40 40q6 -8 12 0q6 -8 12 0q-6 4 -12 10q-6 -6 -12 -10Z" fill="${house}"/>` +
    sparkle(60, 80, 7, '#fff') +
    sparkle(180, 28, 9, '#fff')
  );
};

const peacock: Motif = ({ accent, mid }) => {
  const feather = (angle: number) =>
    `<g transform="rotate(${angle} 100 196)">` +
    `<path d="M100 196V60" stroke="${lighten(accent, 0.4)}" stroke-width="3"/>` +
    `<path d="M100 8C140 40 140 96 100 122C60 96 60 40 100 8Z" fill="${darken(mid, 0.05)}" stroke="${accent}" stroke-width="3"/>` +
    `<ellipse cx="100" cy="66" rx="26" ry="36" fill="${accent}"/>` +
    `<ellipse cx="100" cy="70" rx="17" ry="24" fill="${GOLD}"/>` +
    `<ellipse cx="100" cy="74" rx="11" ry="15" fill="#1b3b8b"/>` +
    `<ellipse cx="98" cy="70" rx="4" ry="6" fill="#fff" opacity=".7"/></g>`;
  return feather(-34) + feather(34) + feather(0);
};

const plane: Motif = ({ accent }) => {
  const red = RED;
  return (
    `<path d="M6 160Q70 150 100 112" fill="none" stroke="${accent}" stroke-width="6" stroke-dasharray="2 12" stroke-linecap="round" opacity=".8"/>` +
    `<g transform="rotate(-18 110 96)">` +
    `<path d="M30 96Q40 78 100 76H150Q176 80 182 96Q176 112 150 116H70Q40 114 30 96Z" fill="${red}" stroke="#fff" stroke-width="4"/>` +
    `<path d="M36 92L18 58H36L60 84Z" fill="${red}" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M92 100L60 150H88L128 100Z" fill="${darken(red, 0.2)}" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M100 86L78 50H102L132 86Z" fill="${lighten(red, 0.1)}" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M130 84Q146 80 158 90H130Z" fill="#bde0fe"/>` +
    `<ellipse cx="186" cy="96" rx="6" ry="34" fill="${accent}" opacity=".85"/><circle cx="184" cy="96" r="6" fill="#333"/></g>`
  );
};

const protea: Motif = ({ accent }) => {
  const outer = Array.from({ length: 11 }, (_, i) => {
    const angle = -100 + i * 20;
    return `<path d="M0 0C-16 -30 -12 -70 0 -88C12 -70 16 -30 0 0Z" transform="translate(100 132) rotate(${angle})" fill="${lighten(accent, (i % 2) * 0.2)}" stroke="${darken(accent, 0.3)}" stroke-width="2"/>`;
  }).join('');
  return (
    `<path d="M100 132Q96 176 80 200" stroke="#3a6b35" stroke-width="10" fill="none"/>` +
    `<path d="M92 170Q56 150 40 170Q64 186 92 170Z" fill="#4f772d"/><path d="M96 184Q134 166 156 184Q128 198 96 184Z" fill="#4f772d"/>` +
    outer +
    `<ellipse cx="100" cy="112" rx="38" ry="44" fill="#f5ebe0"/>` +
    `<ellipse cx="100" cy="112" rx="38" ry="44" fill="none" stroke="${lighten(accent, 0.5)}" stroke-width="4" stroke-dasharray="2 6"/>` +
    `<ellipse cx="100" cy="100" rx="20" ry="22" fill="${lighten(accent, 0.7)}"/>`
  );
};

/** A pyramid under a sun disc carried by a scarab. */
const pyramid: Motif = ({ accent, dark }) => {
  const beetle = darken(dark, 0.35);
  const legs = [-1, 1]
    .map((side) => [48, 60, 72].map((y, i) => `M${146 + side * 10} ${y}l${side * (12 + i * 2)} ${i * 6 - 8}`).join(''))
    .join('');
  return (
    `<circle cx="146" cy="58" r="58" fill="${accent}" opacity=".25"/><circle cx="146" cy="58" r="44" fill="${accent}"/>` +
    `<path d="${legs}" stroke="${beetle}" stroke-width="4" stroke-linecap="round"/>` +
    `<ellipse cx="146" cy="64" rx="13" ry="17" fill="${beetle}"/><ellipse cx="146" cy="42" rx="8" ry="6" fill="${beetle}"/>` +
    `<path d="M146 50V80" stroke="${accent}" stroke-width="2"/>` +
    `<polygon points="78,50 0,190 78,190" fill="${lighten(accent, 0.15)}"/><polygon points="78,50 156,190 78,190" fill="${darken(accent, 0.35)}"/>` +
    [84, 118, 152]
      .map((y) => {
        const half = ((y - 50) / 140) * 78;
        return `<path d="M${num(78 - half)} ${y}H${num(78 + half)}" stroke="${darken(accent, 0.5)}" stroke-width="2" opacity=".5"/>`;
      })
      .join('') +
    `<path d="M68 190V168Q78 156 88 168V190Z" fill="${beetle}"/>` +
    `<polygon points="150,120 118,190 182,190" fill="${darken(accent, 0.2)}"/><polygon points="150,120 182,190 150,190" fill="${darken(accent, 0.45)}"/>` +
    `<rect x="0" y="186" width="200" height="12" rx="6" fill="${darken(accent, 0.4)}"/>`
  );
};

const rocket: Motif = ({ accent }) =>
  `<g transform="rotate(40 100 100)">` +
  `<path d="M84 150Q100 200 116 150Z" fill="#ff7b00"/><path d="M90 150Q100 182 110 150Z" fill="${GOLD}"/>` +
  `<path d="M100 4C132 34 136 100 124 150H76C64 100 68 34 100 4Z" fill="#f1f3f8" stroke="#8d99ae" stroke-width="3"/>` +
  `<path d="M100 4C114 18 122 34 126 52H74C78 34 86 18 100 4Z" fill="${accent}"/>` +
  `<path d="M76 112L50 150L78 146ZM124 112L150 150L122 146Z" fill="${RED}"/>` +
  `<circle cx="100" cy="86" r="17" fill="#3a86ff" stroke="#8d99ae" stroke-width="5"/><circle cx="94" cy="80" r="5" fill="#fff" opacity=".8"/>` +
  `</g>` +
  sparkle(36, 36, 12, '#fff') +
  sparkle(170, 150, 8, '#fff') +
  sparkle(26, 120, 6, accent);

const roulette: Motif = ({ accent }) => {
  const pockets = Array.from({ length: 37 }, (_, i) => {
    const colour = i === 0 ? '#0f9d58' : i % 2 ? RED : '#1b1b1b';
    return `<path d="${slice(100, 100, 84, (i * 360) / 37, ((i + 1) * 360) / 37)}" fill="${colour}"/>`;
  }).join('');
  return (
    `<circle cx="100" cy="100" r="98" fill="#5a2d0c"/><circle cx="100" cy="100" r="90" fill="${accent}"/>` +
    pockets +
    `<circle cx="100" cy="100" r="60" fill="#7a3d12"/><circle cx="100" cy="100" r="46" fill="${accent}"/>` +
    `<path d="M100 62V138M62 100H138" stroke="${darken(accent, 0.3)}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="100" cy="100" r="14" fill="${lighten(accent, 0.5)}"/>` +
    ball(146, 46, 9, '#ffffff', 'rb')
  );
};

const seven: Motif = ({ accent, dark }) =>
  `<linearGradient id="s7" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(accent, 0.5)}"/><stop offset="1" stop-color="${accent}"/></linearGradient>` +
  `<path d="M34 24H170V58L100 188H54L124 62H34Z" fill="${darken(dark, 0.4)}" opacity=".5" transform="translate(8 8)"/>` +
  `<path d="M34 24H170V58L100 188H54L124 62H34Z" fill="url(#s7)" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
  `<path d="M44 34H160" stroke="#fff" stroke-width="4" opacity=".6"/>` +
  sparkle(168, 150, 16, accent) +
  sparkle(30, 140, 10, '#fff');

const snowflake: Motif = ({ accent }) => {
  const arm = `<path d="M100 100V14M100 40L82 24M100 40L118 24M100 66L78 50M100 66L122 50" fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round"/>`;
  return (
    `<circle cx="100" cy="100" r="94" fill="${accent}" opacity=".12"/>` +
    [0, 60, 120, 180, 240, 300].map((angle) => `<g transform="rotate(${angle} 100 100)">${arm}</g>`).join('') +
    `<polygon points="${starPoints(100, 100, 22, 12, 6)}" fill="#fff"/>` +
    sparkle(172, 34, 10, '#fff') +
    sparkle(30, 168, 8, '#fff')
  );
};

const star: Motif = ({ accent }) =>
  `<circle cx="100" cy="104" r="90" fill="${accent}" opacity=".2"/>` +
  `<polygon points="${starPoints(100, 108, 92, 40)}" fill="${darken(accent, 0.3)}" transform="translate(4 6)"/>` +
  `<polygon points="${starPoints(100, 108, 92, 40)}" fill="${accent}" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>` +
  `<polygon points="${starPoints(100, 108, 52, 22)}" fill="${lighten(accent, 0.55)}"/>` +
  `<text x="100" y="128" text-anchor="middle" font-size="54" font-weight="900" fill="${RED}">7</text>` +
  sparkle(24, 30, 12, '#fff') +
  sparkle(178, 176, 10, '#fff');

const sun: Motif = ({ accent, dark }) => {
  const rays = Array.from({ length: 16 }, (_, i) => {
    const [x1, y1] = polar(100, 120, 70, i * 22.5 - 90);
    const [x2, y2] = polar(100, 120, 96, i * 22.5 - 90);
    return `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
  }).join('');
  const land = darken(dark, 0.5);
  return (
    `<clipPath id="sky"><rect x="0" y="0" width="200" height="146"/></clipPath>` +
    `<g clip-path="url(#sky)">${rays}<circle cx="100" cy="120" r="60" fill="${accent}"/><circle cx="100" cy="120" r="46" fill="${lighten(accent, 0.45)}"/></g>` +
    `<path d="M0 146Q60 132 110 146T200 144V200H0Z" fill="${land}"/>` +
    `<path d="M146 150V108M146 120L128 100M146 116L164 98" stroke="${land}" stroke-width="6"/>` +
    `<ellipse cx="146" cy="98" rx="40" ry="10" fill="${land}"/>` +
    `<path d="M28 150l8 -20l6 8l6 -14l8 26Z" fill="${land}"/>`
  );
};

const tree: Motif = ({ accent, dark }) => {
  const bark = darken(dark, 0.1);
  return (
    `<circle cx="100" cy="86" r="84" fill="${accent}" opacity=".3"/>` +
    `<path d="M70 196C76 150 72 110 66 80L44 58M66 80L50 40M66 80L86 52M134 80L156 58M134 80L150 40M134 80L114 52" stroke="${bark}" stroke-width="10" stroke-linecap="round" fill="none"/>` +
    `<path d="M62 196C70 150 66 112 66 80Q100 64 134 80C134 112 130 150 138 196Z" fill="${bark}"/>` +
    `<path d="M84 96Q88 140 82 190" stroke="${lighten(bark, 0.2)}" stroke-width="4" fill="none"/>` +
    [
      [40, 36, 12],
      [60, 26, 10],
      [100, 40, 13],
      [148, 30, 11],
      [162, 52, 10],
      [118, 60, 8],
    ]
      .map(([x, y, r], i) => ball(x ?? 0, y ?? 0, r ?? 8, accent, `t${i}`))
      .join('') +
    `<rect x="0" y="190" width="200" height="10" rx="5" fill="${bark}"/>`
  );
};

const wheel: Motif = ({ accent, mid }) => {
  const colours = [accent, '#fff', lighten(mid, 0.2), '#2ec4b6', accent, '#fff', RED, '#3a86ff'];
  const segments = colours
    .map(
      (colour, i) =>
        `<path d="${slice(100, 96, 80, i * 45, i * 45 + 45)}" fill="${colour}" stroke="${darken(mid, 0.4)}" stroke-width="2"/>`,
    )
    .join('');
  const bulbs = Array.from({ length: 16 }, (_, i) => {
    const [x, y] = polar(100, 96, 88, i * 22.5);
    return `<circle cx="${num(x)}" cy="${num(y)}" r="4.5" fill="${i % 2 ? GOLD : '#fff'}"/>`;
  }).join('');
  return (
    `<path d="M72 170L100 120L128 170Z" fill="${darken(mid, 0.3)}"/><rect x="56" y="168" width="88" height="14" rx="7" fill="${darken(mid, 0.4)}"/>` +
    `<circle cx="100" cy="96" r="94" fill="${darken(mid, 0.4)}"/>` +
    bulbs +
    segments +
    `<circle cx="100" cy="96" r="16" fill="${GOLD}" stroke="#fff" stroke-width="4"/>` +
    `<polygon points="100,22 88,-2 112,-2" fill="${RED}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`
  );
};

export const MOTIFS: Readonly<Record<GameMotif, Motif>> = {
  anchor,
  balls,
  bolt,
  cherries,
  chips,
  clock,
  clover,
  coins,
  cricket,
  crown,
  diya,
  dream,
  drum,
  gear,
  gem,
  keno,
  lotus,
  moon,
  peacock,
  plane,
  protea,
  pyramid,
  rocket,
  roulette,
  seven,
  snowflake,
  star,
  sun,
  tree,
  wheel,
};
