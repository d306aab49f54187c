/** Gatsby's production entry (.cache/production-app.js), aliased by gatsby/webpack.ts for app-entry.ts. */
declare module 'gatsby-production-app';

declare namespace NodeJS {
  interface Require {
    /** Webpack's: a module's id, without adding the module to the bundle. */
    resolveWeak(request: string): string | number;
  }
}
