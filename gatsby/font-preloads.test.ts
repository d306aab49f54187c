import { brandFontFiles, inlinedGlobalCss } from './font-preloads';

// As Gatsby inlines @fontsource's faces (minified) beside a face limited to one script and the scaled fallback.
const CSS = [
  '@font-face{font-display:swap;font-family:Roboto;font-style:normal;font-weight:400;src:url(/static/roboto-latin-400.woff2) format("woff2"),url(/static/roboto-latin-400.woff) format("woff")}',
  '@font-face{font-display:swap;font-family:Roboto;font-style:normal;font-weight:700;src:url(/static/roboto-latin-700.woff2) format("woff2"),url(/static/roboto-latin-700.woff) format("woff")}',
  '@font-face{font-display:swap;font-family:Noto Sans Devanagari;font-weight:400;src:url(/static/noto-devanagari-400.woff2) format("woff2");unicode-range:U+0900-097F,U+20B9}',
  '@font-face{font-family:"Roboto Fallback";src:local("Roboto-Regular"),local("ArialMT");size-adjust:99.7809%}',
  'body{margin:0}',
].join('');

test("the brand font's faces are preloaded, regular and bold, each by its woff2 file", () => {
  expect(brandFontFiles(CSS, 'Roboto')).toEqual(['/static/roboto-latin-400.woff2', '/static/roboto-latin-700.woff2']);
});

test('a face limited to one script by its unicode-range, and the local fallback, are not preloaded', () => {
  expect(brandFontFiles(CSS, 'Noto Sans Devanagari')).toEqual([]);
  expect(brandFontFiles(CSS, 'Roboto Fallback')).toEqual([]);
});

test('a quoted family name and spaced CSS are read as well', () => {
  const css = `@font-face {\n  font-family: 'Open Sans';\n  font-weight: 400;\n  src: url("/static/open-sans.woff2") format('woff2');\n}`;
  expect(brandFontFiles(css, 'Open Sans')).toEqual(['/static/open-sans.woff2']);
});

test('the CSS is read from the <head> element Gatsby inlines the global styles in, and no other', () => {
  const head = [
    { props: { 'data-identity': 'gatsby-global-css', dangerouslySetInnerHTML: { __html: CSS } } },
    { props: { dangerouslySetInnerHTML: { __html: '@font-face{font-family:Roboto;src:url(/other.woff2)}' } } },
    null,
  ];
  expect(brandFontFiles(inlinedGlobalCss(head), 'Roboto')).toHaveLength(2);
});
