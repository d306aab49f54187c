import type { SVGProps } from 'react';

/** Shubh Play wordmark: a saffron lotus in a ring, and the name, drawn inline so it costs no request. */
export function Logo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 160 40" role="img" aria-label="Shubh Play" {...props}>
      <circle cx="20" cy="20" r="17" fill="none" stroke="#2fa84f" strokeWidth="3" />
      <path
        fill="#ff8f1f"
        d="M20 8c4 5 4 11 0 18-4-7-4-13 0-18zM9 17c6 0 10 4 11 10-6 0-10-4-11-10zm22 0c-1 6-5 10-11 10 1-6 5-10 11-10z"
      />
      <text x="44" y="27" fill="currentColor" fontFamily="Roboto, system-ui, sans-serif" fontSize="18" fontWeight="700">
        Shubh Play
      </text>
    </svg>
  );
}
