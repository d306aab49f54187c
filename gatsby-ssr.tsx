import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR, RenderBodyArgs } from 'gatsby';
import { renderToString } from 'react-dom/server';
import brand from '@brand';
import { preloadedFonts } from '@brand/fonts';
import { translations } from '@brand/translations';
import { fallbackFontFaces } from './gatsby/font-fallback-faces';
import { withoutSvgFavicon } from './gatsby/pwa-plugins';
import { tagManagerHead } from './gatsby/tag-manager';
import { BUILT_STYLES_ATTRIBUTE, createEmotionCache } from './src/app/emotion-cache';
import { PageLanguage, pageLanguage } from './src/app/page-language';
import { PageShell } from './src/app/page-shell';
import { Root } from './src/app/root';
import { styleProbes } from './src/app/style-probes';
import { registerTranslations } from './src/i18n/index';
import { languageOf } from './src/lib/language';
import { siteConfig } from './src/lib/site-config';

/** The brand font's scaled local stand-ins, in every page's <head> before any text is laid out. */
const FONT_FALLBACK_FACES = fallbackFontFaces(brand.primitives.fontFamily[0] ?? '');

// Every page is rendered in its language: the renderer has them all (the browser loads each on its own).
registerTranslations(translations);

/** One cache per page render, found again by path once the body is rendered. */
const caches = new Map<string, EmotionCache>();

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) => {
  const cache = createEmotionCache();
  // Collect styles instead of writing <style> tags inline; onRenderBody puts them in <head>.
  cache.compat = true;
  caches.set(pathname, cache);
  return (
    <CacheProvider value={cache}>
      <Root>{element}</Root>
    </CacheProvider>
  );
};

/** The page's critical Emotion CSS in <head>, so the first paint is styled (no flash of unstyled content). */
export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  const { pathname, setHeadComponents, setHtmlAttributes } = args;
  const bodyHtml = (args as RenderBodyArgs & { bodyHtml?: string }).bodyHtml ?? '';
  setHtmlAttributes({ lang: languageOf(pathname, siteConfig.languages) });
  setHeadComponents(tagManagerHead(process.env.GATSBY_GTM_ID));
  setHeadComponents([<style key="font-fallbacks" dangerouslySetInnerHTML={{ __html: FONT_FALLBACK_FACES }} />]);
  const cache = caches.get(pathname);
  caches.delete(pathname);
  if (!cache) return;
  const server = createEmotionServer(cache);
  const { styles } = server.extractCriticalToChunks(bodyHtml);
  const later = laterStyles(cache, server, styles, pathname);
  const shipped = [...styles, ...later];
  setHeadComponents([
    ...shipped
      .filter((style) => style.css)
      .map((style, index) => (
        <style
          key={`${style.key}-${index}`}
          {...{ [BUILT_STYLES_ATTRIBUTE]: `${style.key} ${style.ids.join(' ')}` }}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
    ...[composedOnlyStyles(cache, shipped)].filter((style) => style !== null),
  ]);
};

type EmotionServer = ReturnType<typeof createEmotionServer>;
type EmotionStyles = ReturnType<EmotionServer['extractCriticalToChunks']>['styles'];

/**
 * The styles of what the page draws only after start-up (src/app/style-probes.tsx) that the page itself does not
 * ship: rendered with the page's cache once the page's own styles were taken.
 */
function laterStyles(cache: EmotionCache, server: EmotionServer, page: EmotionStyles, pathname: string) {
  const before = new Set(page.flatMap((style) => style.ids));
  const probes = styleProbes(pathname, languageOf(pathname, siteConfig.languages));
  const html = renderToString(<CacheProvider value={cache}>{probes}</CacheProvider>);
  return server
    .extractCriticalToChunks(html)
    .styles.map((style) => {
      const ids = style.ids.filter((id) => !before.has(id));
      return { ...style, ids, css: ids.map((id) => cache.inserted[id]).join('') };
    })
    .filter((style) => style.ids.length > 0);
}

/**
 * The ids of the styles no element of the page wears: those of a styled component that only hands its class to an
 * inner styled component, which composes both into the class in the HTML. The browser's cache reads these ids (see
 * gatsby-browser.tsx) and then never parses those styles again during hydration: no CSS needs to ship for them.
 */
function composedOnlyStyles(cache: EmotionCache, styles: ReadonlyArray<{ ids: string[] }>) {
  const shipped = new Set(styles.flatMap((style) => style.ids));
  const ids = Object.keys(cache.inserted).filter(
    (id) => !shipped.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  if (ids.length === 0) return null;
  return <style key={`${cache.key}-composed`} {...{ [BUILT_STYLES_ATTRIBUTE]: `${cache.key} ${ids.join(' ')}` }} />;
}

/**
 * The brand font's files (themes/<brand>/fonts.ts) preloaded first thing in <head>: asked for with the page rather
 * than once the first layout finds text in them, so the page is not laid out again when they swap in. The preload's
 * CORS mode is the one a font request from CSS uses, or the browser would fetch each file twice. The PNG favicon
 * only (gatsby/pwa-plugins.ts).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const preloads = preloadedFonts.map((href) => (
    <link key={`preload-${href}`} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
  ));
  replaceHeadComponents([...preloads, ...withoutSvgFavicon(getHeadComponents())]);
};

/** Each page in its language, with its path (for the layout's route rules in the static HTML) and the route history. */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageLanguage language={pageLanguage(props.location.pathname, props.pageContext)}>
    <PageShell pathname={props.location.pathname}>{element}</PageShell>
  </PageLanguage>
);
