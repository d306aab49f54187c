/** Jest stand-in for the 'gatsby' module: a plain anchor Link and a spy navigate. */

import type { AnchorHTMLAttributes } from 'react';

export const navigate = jest.fn(() => Promise.resolve());

export function Link({
  to,
  state: _state,
  activeClassName: _a,
  partiallyActive: _p,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  state?: unknown;
  activeClassName?: string;
  partiallyActive?: boolean;
}) {
  return <a href={to} {...props} />;
}

/** Static queries answer nothing in unit tests; components take their data as props. */
export const graphql = (..._query: unknown[]) => '';
export const useStaticQuery = jest.fn((_query: unknown): unknown => ({}));
