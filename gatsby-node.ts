/** Gatsby's build hooks, one module per concern under gatsby/. */

import { createPages as createContentPages } from './gatsby/content';
import { withLanguageCopies } from './gatsby/pages';

export { onCreateWebpackConfig } from './gatsby/webpack';
export { onPostBuild } from './gatsby/precompress';
export { createSchemaCustomization, sourceNodes } from './gatsby/content';
export { onCreatePage } from './gatsby/pages';
// Pages made by createPages get their /<lang>/ copies here (onCreatePage does not see them).
export const createPages = withLanguageCopies(createContentPages);
