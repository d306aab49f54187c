/**
 * The site's root and page wrappers in the browser (gatsby-browser.tsx), in a module of their own: gatsby-browser
 * evaluates it in a task after Gatsby's runtime and React, so that neither evaluation blocks the main thread long.
 */

import { CacheProvider } from '@emotion/react';
import type { ReactElement, ReactNode } from 'react';
import { createEmotionCache } from './emotion-cache';
import { PageLanguage, pageLanguage } from './page-language';
import { PageShell } from './page-shell';
import { Root } from './root';

// Picks up the <style data-emotion> tags the build rendered, so that hydration adds nothing twice.
const cache = createEmotionCache();

export function wrapRoot(element: ReactNode): ReactElement {
  return (
    <CacheProvider value={cache}>
      <Root>{element}</Root>
    </CacheProvider>
  );
}

export function wrapPage(element: ReactNode, pathname: string, pageContext: unknown): ReactElement {
  return (
    <PageLanguage language={pageLanguage(pathname, pageContext)}>
      <PageShell pathname={pathname}>{element}</PageShell>
    </PageLanguage>
  );
}
