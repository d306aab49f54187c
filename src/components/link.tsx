import { Link as GatsbyLink, navigate } from 'gatsby';
import type { GatsbyLinkProps } from 'gatsby';
import type { MouseEvent, Ref } from 'react';
import { loadTranslation, translationReady, useLanguage } from '../i18n/index';
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
 *
 * A link to another language (`language`) loads that language's texts as the pointer or focus comes to it, and a
 * tap before they are in waits for them: the page then opens in its language, never first in English.
 */
export function RouterLink({ href, to, ref, language, ...props }: Props) {
  const current = useLanguage();
  const target = language ?? current;
  const path = withLanguage(to ?? href ?? '/', target);
  if (target !== current && isBuiltPage(path)) {
    const prepared =
      <E,>(handler?: (event: E) => void) =>
      (event: E) => {
        void loadTranslation(target).catch(() => undefined);
        handler?.(event);
      };
    const { onClick, onMouseEnter, onFocus, onTouchStart } = props;
    const handlers = {
      onMouseEnter: prepared(onMouseEnter),
      onFocus: prepared(onFocus),
      onTouchStart: prepared(onTouchStart),
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        if (event.defaultPrevented || !plain || translationReady(target)) return;
        // Gatsby's link leaves a prevented click alone: the navigation waits for the texts (or loads the page whole).
        event.preventDefault();
        loadTranslation(target).then(
          () => navigate(path),
          () => window.location.assign(path),
        );
      },
    };
    // gatsby-link forwards its ref to the anchor at run time; its types say otherwise.
    return <GatsbyLink to={path} {...props} {...handlers} ref={ref as never} />;
  }
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
