import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import { createEmotionCache } from './src/app/emotion-cache';
import { Root } from './src/app/root';

// Picks up the <style data-emotion> tags the build rendered, so that hydration adds nothing twice.
const cache = createEmotionCache();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={cache}>
    <Root>{element}</Root>
  </CacheProvider>
);
