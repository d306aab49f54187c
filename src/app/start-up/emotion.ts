// Emotion's React runtime, evaluated in a start-up task of its own (gatsby-browser.tsx START_UP_MODULES). One named
// export keeps tree shaking at work: importing the package itself would keep every export it has.
export { CacheProvider } from '@emotion/react';
