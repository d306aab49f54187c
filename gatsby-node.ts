/** Gatsby's build hooks, one module per concern under gatsby/. */

export { onCreateWebpackConfig } from './gatsby/webpack';
