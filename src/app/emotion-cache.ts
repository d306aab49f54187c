import createCache from '@emotion/cache';

/**
 * The attribute of the style tags the build writes (gatsby-ssr.tsx): `"css <id> <id> …"`, the ids of the rules inside.
 *
 * Not `data-emotion`, Emotion's own: a browser cache that finds `data-emotion` tags moves them, first to the end of
 * <head> (key "css") and then to where its own sheet begins. Each move takes a style sheet out of the document and
 * puts it back, and the browser then works out every element's style again: some 9 ms for the home page's 480
 * elements on this project's host, twice, in the middle of start-up, ten times as long on a cheap phone. The build's
 * tags stay where they are; the cache only learns their ids (docs/performance.md, "Built styles stay in place").
 */
export const BUILT_STYLES_ATTRIBUTE = 'data-built-styles';

/** One Emotion cache for MUI; `prepend` keeps MUI's styles first so that sx overrides win. */
export function createEmotionCache() {
  const cache = createCache({ key: 'css', prepend: true });
  if (typeof document !== 'undefined') {
    for (const style of document.querySelectorAll(`style[${BUILT_STYLES_ATTRIBUTE}]`)) {
      const [key, ...ids] = (style.getAttribute(BUILT_STYLES_ATTRIBUTE) ?? '').split(' ');
      if (key === cache.key) for (const id of ids) cache.inserted[id] = true;
    }
  }
  return cache;
}
