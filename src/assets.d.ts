/** A font file imported by a module: webpack answers its public address (Gatsby's rule for fonts). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
