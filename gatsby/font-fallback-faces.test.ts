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

test('a narrow brand font scales its fallback down and a wide one scales it up', () => {
  // Lato's glyphs are narrower than Arial's; Montserrat's are much wider.
  expect(percent(face(fallbackFontFaces('Lato'), 'Lato Fallback', 400)?.['size-adjust'])).toBeLessThan(100);
  expect(percent(face(fallbackFontFaces('Montserrat'), 'Montserrat Fallback', 400)?.['size-adjust'])).toBeGreaterThan(
    105,
  );
});

test('the fallback has a regular and a bold face, each from the local fonts of that weight, Android first', () => {
  const css = fallbackFontFaces('Lato');
  expect(face(css, 'Lato Fallback', 400)?.src).toBe('local("Roboto-Regular"),local("ArialMT"),local("LiberationSans")');
  expect(face(css, 'Lato Fallback', 700)?.src).toBe(
    'local("Roboto-Bold"),local("Arial-BoldMT"),local("LiberationSans-Bold")',
  );
  for (const weight of [400, 700] as const) {
    const overrides = face(css, 'Lato Fallback', weight);
    expect(overrides?.['ascent-override']).toMatch(/^\d+(\.\d+)?%$/);
    expect(overrides?.['descent-override']).toMatch(/^\d+(\.\d+)?%$/);
  }
});

test('a brand font without metrics stops the build and says where to add them', () => {
  expect(() => fallbackFontFaces('Comic Neue')).toThrow(/Comic Neue.*@capsizecss\/metrics/);
});
