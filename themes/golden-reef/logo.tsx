import type { SVGProps } from 'react';

/** Golden Reef wordmark: a gold shell over a wave, and the name, drawn inline so it costs no request. */
export function Logo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 170 40" role="img" aria-label="Golden Reef" {...props}>
      <path fill="#c99700" d="M20 4C11 4 5 12 5 20h30c0-8-6-16-15-16zm0 3l-2 13h4zm-7 3l3 10h2zm14 0l-5 10h2z" />
      <path
        fill="none"
        stroke="#00796b"
        strokeWidth="3"
        strokeLinecap="round"
        d="M4 27c4-3 8-3 12 0s8 3 12 0 8-3 8-1M4 34c4-3 8-3 12 0s8 3 12 0 8-3 8-1"
      />
      <text x="44" y="27" fill="currentColor" fontFamily="Lato, system-ui, sans-serif" fontSize="19" fontWeight="700">
        Golden Reef
      </text>
    </svg>
  );
}
