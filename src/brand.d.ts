/** The build's brand folder (themes/<BRAND>), aliased by gatsby-node and by jest.config.ts. */
declare module '@brand' {
  // An ambient module cannot import by relative path, so the type is referenced inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const brand: import('../themes/types').Brand;
  export default brand;
}

/**
 * The brand's translations (themes/<BRAND>/translations.ts), all at once: for the build's renderer (gatsby-ssr) and
 * the tests. The browser loads each language on its own (the brand's `translations` loaders).
 */
declare module '@brand/translations' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const translations: Readonly<Record<string, import('./i18n/translation').Translation>>;
}

/**
 * The brand's @font-face rules (themes/<BRAND>/fonts.ts), imported once by gatsby-browser, and the files of the faces
 * every page preloads (gatsby-ssr).
 */
declare module '@brand/fonts' {
  export const preloadedFonts: readonly string[];
}
