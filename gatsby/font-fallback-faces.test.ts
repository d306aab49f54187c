import { fallbackFontFaces } from './font-fallback-faces';

/** The descriptors of the @font-face rule of `family` at `weight`. */
function face(css: string, family: string, weight: 400 | 700) {
  const rule = css
    .split('@font-face')
    .find((block) => block.includes(`font-family:"${family}"`) && block.includes(`font-weight:${weight}`));
  if (!rule) return undefined;
  return Object.fromEntries(
    rule
      .replace(/^{|}$/g, '')
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).slice(0, 2) as [string, string]),
  );
}

const percent = (value: string | undefined) => parseFloat(value ?? 'NaN');

test('a narrow brand font scales its fallbacks down and a wide one scales them up', () => {
  // Lato's glyphs are narrower than Arial's; Montserrat's are much wider.
  expect(percent(face(fallbackFontFaces('Lato'), 'Lato Fallback: Arial', 400)?.['size-adjust'])).toBeLessThan(100);
  expect(
    percent(face(fallbackFontFaces('Montserrat'), 'Montserrat Fallback: Arial', 400)?.['size-adjust']),
  ).toBeGreaterThan(105);
});

test('each fallback has a regular and a bold face, from the local font of that weight', () => {
  const css = fallbackFontFaces('Lato');
  expect(face(css, 'Lato Fallback: Roboto', 400)?.src).toContain('local("Roboto")');
  expect(face(css, 'Lato Fallback: Arial', 700)?.src).toContain('local("Arial Bold")');
  expect(face(css, 'Lato Fallback: Liberation Sans', 700)?.src).toContain('local("Liberation Sans Bold")');
  for (const weight of [400, 700] as const) {
    const overrides = face(css, 'Lato Fallback: Arial', weight);
    expect(overrides?.['ascent-override']).toMatch(/^\d+(\.\d+)?%$/);
    expect(overrides?.['descent-override']).toMatch(/^\d+(\.\d+)?%$/);
  }
});

test('Liberation Sans is scaled exactly as Arial, whose metrics it shares', () => {
  const css = fallbackFontFaces('Montserrat');
  const { src: _arialSrc, 'font-family': _arialFamily, ...arial } = face(css, 'Montserrat Fallback: Arial', 400) ?? {};
  const {
    src: _src,
    'font-family': _family,
    ...liberation
  } = face(css, 'Montserrat Fallback: Liberation Sans', 400) ?? {};
  expect(liberation).toEqual(arial);
  expect(Object.keys(arial).length).toBeGreaterThan(1);
});

test('Roboto needs no stand-in for itself', () => {
  const css = fallbackFontFaces('Roboto');
  expect(css).not.toContain('Roboto Fallback: Roboto');
  expect(face(css, 'Roboto Fallback: Arial', 400)).toBeDefined();
});

test('a brand font without metrics stops the build and says where to add them', () => {
  expect(() => fallbackFontFaces('Comic Neue')).toThrow(/Comic Neue.*@capsizecss\/metrics/);
});
