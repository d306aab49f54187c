/** @jest-environment node */
import * as fontkit from 'fontkit';
import { languageNamesFont, languageNamesText } from './language-names-font';

test('the text to draw is the Devanagari letters of the language names and the rupee sign, each once', () => {
  expect(languageNamesText(['English', 'isiZulu', 'हिन्दी'])).toBe('हिन्दी₹');
  expect([...languageNamesText(['हिन्दी', 'हिन्दी'])]).toHaveLength(7);
});

// Subsetting runs harfbuzz's WebAssembly: about 1 s alone, and past Jest's 5 s default on a busy 2-core machine.
test('the cut draws every letter of the language names and the rupee sign, and is a few kilobytes', async () => {
  const file = await languageNamesFont();
  const font = fontkit.create(file) as fontkit.Font;
  for (const char of languageNamesText()) {
    expect([char, font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)]).toEqual([char, true]);
  }
  // The whole Devanagari face is 50 KB: the cut is for a few letters.
  expect(file.length).toBeLessThan(6_000);
  // The letters still join: "न्द" is shaped with the font's conjunct rules, not as three separate glyphs.
  const shaped = font.layout('न्द', ['akhn', 'half', 'pres', 'blwf', 'cjct']);
  expect(shaped.glyphs.length).toBeLessThan(3);
}, 30_000);

test('a letter outside the names is not in the cut', async () => {
  const font = fontkit.create(await languageNamesFont()) as fontkit.Font;
  expect(font.hasGlyphForCodePoint('क'.codePointAt(0) ?? 0)).toBe(false);
});
