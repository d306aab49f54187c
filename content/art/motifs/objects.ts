/** Motifs that are things: casino symbols, lucky charms, wheels and gadgets. */

import type { Motif } from './draw';
import { GOLD, RED, GREEN, ball, gearPath, sparkle } from './draw';
import { letter } from '../lettering';
import { darken, lighten, num, polar, slice, starPoints } from '../svg';

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
    `<path d="${letter(label, { x: cx, y: cy + r * 0.2, size: r * 0.6, anchor: 'middle' }).d}" fill="#222"/>`;
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

const drum: Motif = ({ accent }) => {
  const wood = '#8a3b12';
  // The lacing zigzags between the skin's rim and the waist, inside the body's outline.
  const ropes = Array.from({ length: 6 }, (_, i) => {
    const x = 40 + i * 20;
    return `<path d="M${x} 64L${x + 10} 118L${x + 20} 64" fill="none" stroke="${lighten(accent, 0.4)}" stroke-width="3"/>`;
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

/** Gold bars, three stacked, each stamped: the bullion a mint casts (a hold-and-win game's best, beside its coins). */
const ingot: Motif = ({ accent, dark }) => {
  const rim = darken(accent, 0.35);
  const bar = (x: number, y: number) =>
    // The front face (44 tall, 92 wide at its foot), the top face receding above it, the stamp and a glint.
    `<polygon points="${x},${y + 44} ${x + 92},${y + 44} ${x + 80},${y} ${x + 12},${y}" fill="${accent}" stroke="${rim}" stroke-width="3" stroke-linejoin="round"/>` +
    `<polygon points="${x + 12},${y} ${x + 80},${y} ${x + 70},${y - 20} ${x + 22},${y - 20}" fill="${lighten(accent, 0.5)}" stroke="${rim}" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="${x + 24}" y="${y + 10}" width="44" height="24" rx="3" fill="${darken(accent, 0.12)}" stroke="${rim}" stroke-width="2"/>` +
    `<path d="M${x + 31} ${y + 22}H${x + 61}" stroke="${lighten(accent, 0.55)}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M${x + 7} ${y + 38}L${x + 15} ${y + 6}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".6"/>`;
  return (
    `<ellipse cx="100" cy="174" rx="94" ry="12" fill="${darken(dark, 0.4)}" opacity=".45"/>` +
    bar(6, 124) +
    bar(102, 124) +
    bar(54, 60) +
    sparkle(156, 40, 15, '#fff') +
    sparkle(34, 84, 10, lighten(accent, 0.5))
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
      `<path d="${letter(String(i * 5 + 3), { x: x + 19, y: y + 26, size: 18, anchor: 'middle' }).d}" fill="${on ? '#fff' : darken(mid, 0.3)}"/>`
    );
  }).join('');
  return `<rect x="4" y="4" width="192" height="192" rx="18" fill="${darken(mid, 0.45)}" stroke="${accent}" stroke-width="5"/>${cells}`;
};

const seven: Motif = ({ accent, dark }) =>
  `<linearGradient id="s7" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(accent, 0.5)}"/><stop offset="1" stop-color="${accent}"/></linearGradient>` +
  `<path d="M34 24H170V58L100 188H54L124 62H34Z" fill="${darken(dark, 0.4)}" opacity=".5" transform="translate(8 8)"/>` +
  `<path d="M34 24H170V58L100 188H54L124 62H34Z" fill="url(#s7)" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
  `<path d="M44 34H160" stroke="#fff" stroke-width="4" opacity=".6"/>` +
  sparkle(168, 150, 16, accent) +
  sparkle(30, 140, 10, '#fff');

const star: Motif = ({ accent }) =>
  `<circle cx="100" cy="104" r="90" fill="${accent}" opacity=".2"/>` +
  `<polygon points="${starPoints(100, 108, 92, 40)}" fill="${darken(accent, 0.3)}" transform="translate(4 6)"/>` +
  `<polygon points="${starPoints(100, 108, 92, 40)}" fill="${accent}" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>` +
  `<polygon points="${starPoints(100, 108, 52, 22)}" fill="${lighten(accent, 0.55)}"/>` +
  `<path d="${letter('7', { x: 100, y: 128, size: 54, anchor: 'middle' }).d}" fill="${RED}"/>` +
  sparkle(24, 30, 12, '#fff') +
  sparkle(178, 176, 10, '#fff');

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

export const OBJECTS = {
  anchor,
  balls,
  bolt,
  chips,
  clock,
  coins,
  crown,
  diya,
  dream,
  drum,
  gear,
  gem,
  ingot,
  keno,
  roulette,
  seven,
  star,
  wheel,
};
