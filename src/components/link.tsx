import { Link as GatsbyLink } from 'gatsby';
import type { GatsbyLinkProps } from 'gatsby';
import type { Ref } from 'react';
import { useLanguage } from '../i18n/index';
import { isBuiltPage } from '../lib/built-pages';
import { withLanguage } from '../lib/language';

type Props = Omit<GatsbyLinkProps<unknown>, 'to' | 'ref'> & {
  to?: string;
  href?: string;
  ref?: Ref<HTMLAnchorElement>;
  /** Links to this language's version of the page (a language switcher); by default the current page's language */
  language?: string;
};

/**
 * Gatsby's client-side link in a shape MUI's `component` prop accepts (pass `to`). Give it the unprefixed path:
 * it keeps the current language prefix (SPEC §2), so '/auth/' on a /zu/ page links to '/zu/auth/'. A path this
 * build has no page for is a plain link (src/lib/built-pages.ts): nothing to prefetch, and a tap loads whatever the
 * server has there.
 */
export function RouterLink({ href, to, ref, language, ...props }: Props) {
  const current = useLanguage();
  const path = withLanguage(to ?? href ?? '/', language ?? current);
  if (!isBuiltPage(path)) {
    const {
      state: _state,
      replace: _replace,
      activeClassName: _a,
      activeStyle: _s,
      partiallyActive: _p,
      getProps: _g,
      ...anchor
    } = props;
    return <a href={path} {...anchor} ref={ref} />;
  }
  // gatsby-link forwards its ref to the anchor at run time; its types say otherwise.
  return <GatsbyLink to={path} {...props} ref={ref as never} />;
}
