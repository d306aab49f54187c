// The floor site of `npm run bench:web`: no plugins; the brands' JSX runtime (gatsby-config.ts), else Gatsby's defaults.
module.exports = { siteMetadata: { title: 'floor' }, jsxRuntime: 'automatic', plugins: [] };
