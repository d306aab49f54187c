/** Gatsby's build hooks, one module per concern under gatsby/. */

import { createPages as createContentPages } from './gatsby/content';
import { writeLanguageNamesFont } from './gatsby/language-names-font';
import { withLanguageCopies } from './gatsby/pages';

export { onCreateWebpackConfig } from './gatsby/webpack';
export { onPostBuild } from './gatsby/precompress';
// Before webpack reads the brand's CSS: the Devanagari cut themes/shubh-play/devanagari.css names.
export const onPreBootstrap = () => writeLanguageNamesFont();
export { createSchemaCustomization, sourceNodes } from './gatsby/content';
export { onCreatePage } from './gatsby/pages';
// Pages made by createPages get their /<lang>/ copies here (onCreatePage does not see them).
export const createPages = withLanguageCopies(createContentPages);
