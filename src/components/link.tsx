import { Link as GatsbyLink } from 'gatsby';
import type { GatsbyLinkProps } from 'gatsby';
import type { Ref } from 'react';

type Props = Omit<GatsbyLinkProps<unknown>, 'to' | 'ref'> & {
  to?: string;
  href?: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** Gatsby's client-side link in a shape MUI's `component` prop accepts (pass `to`). */
export function RouterLink({ href, to, ref, ...props }: Props) {
  // gatsby-link forwards its ref to the anchor at run time; its types say otherwise.
  return <GatsbyLink to={to ?? href ?? '/'} {...props} ref={ref as never} />;
}
