import type { SVGProps } from 'react';

/** Lucky Star wordmark: a five-pointed star and the name, drawn inline so it costs no request. */
export function Logo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 160 40" role="img" aria-label="Lucky Star" {...props}>
      <path fill="#f5b700" d="M20 3l4.9 10.6 11.6 1.3-8.6 7.9 2.4 11.4L20 28.4 9.7 34.2l2.4-11.4-8.6-7.9 11.6-1.3z" />
      <text
        x="42"
        y="27"
        fill="currentColor"
        fontFamily="Montserrat, system-ui, sans-serif"
        fontSize="18"
        fontWeight="700"
      >
        Lucky Star
      </text>
    </svg>
  );
}
