/** The build's brand folder (themes/<BRAND>), aliased by gatsby-node and by jest.config.ts. */
declare module '@brand' {
  // An ambient module cannot import by relative path, so the type is referenced inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const brand: import('../themes/types').Brand;
  export default brand;
}
