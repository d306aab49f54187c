/** Roboto, self-hosted from npm: the latin subset of the two weights the theme uses (font-display: swap). */
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-700.css';
import './devanagari.css';
import regular from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import bold from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';

/**
 * The files every page preloads (gatsby-ssr.tsx): the faces above that any page's text uses, so they arrive with
 * the page. A face limited to another script (a unicode-range) stays off this list: the browser fetches it only for
 * a page that shows such a character.
 */
export const preloadedFonts: readonly string[] = [regular, bold];
