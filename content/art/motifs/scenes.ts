/** Motifs from nature and journeys: fruit, flowers, skies, landscapes, flight. */

import type { Motif } from './draw';
import { GOLD, RED, GREEN, ball, sparkle } from './draw';
import { darken, lighten, num, polar, starPoints } from '../svg';

const cherries: Motif = ({ accent }) =>
  `<path d="M66 132Q80 70 122 30M138 140Q128 84 122 30" fill="none" stroke="#2f7d32" stroke-width="9" stroke-linecap="round"/>` +
  `<path d="M122 30Q150 8 182 30Q150 50 122 30Z" fill="${GREEN}"/><path d="M122 30Q152 28 182 30" stroke="#2f7d32" stroke-width="3" fill="none"/>` +
  ball(64, 142, 44, accent, 'c1') +
  ball(140, 148, 44, darken(accent, 0.08), 'c2') +
  `<ellipse cx="50" cy="124" rx="9" ry="14" fill="#fff" opacity=".7" transform="rotate(30 50 124)"/>` +
  `<ellipse cx="126" cy="130" rx="9" ry="14" fill="#fff" opacity=".7" transform="rotate(30 126 130)"/>`;

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

const cricket: Motif = ({ accent }) =>
  `<g transform="rotate(-35 100 100)"><rect x="84" y="8" width="32" height="132" rx="12" fill="#e9c46a" stroke="#8d6a2a" stroke-width="4"/>` +
  `<rect x="93" y="130" width="14" height="62" rx="5" fill="#2b2d42"/><path d="M93 150h14M93 162h14M93 174h14" stroke="#8d99ae" stroke-width="3"/>` +
  `<path d="M100 18V130" stroke="#c9a24b" stroke-width="4"/></g>` +
  ball(138, 136, 40, RED, 'cb') +
  `<path d="M110 114Q136 134 120 168M158 104Q142 132 166 158" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="4 4"/>` +
  sparkle(40, 160, 12, accent) +
  sparkle(170, 40, 9, '#fff');

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

export const SCENES = {
  cherries,
  clover,
  cricket,
  lotus,
  moon,
  peacock,
  plane,
  protea,
  pyramid,
  rocket,
  snowflake,
  sun,
  tree,
};
