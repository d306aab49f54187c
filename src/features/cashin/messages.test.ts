import { en } from '../../i18n/en';
import { hi } from '../../i18n/hi';
import { translate } from '../../i18n/messages';
import { zu } from '../../i18n/zu';

const text = (value: unknown) =>
  typeof value === 'function' ? (value as (...x: string[]) => string)('X', 'Y') : value;

describe('cash-in messages', () => {
  it.each([
    ['zu', zu],
    ['hi', hi],
  ])('are all translated in %s', (language, translation) => {
    const messages = translate(language, { zu, hi });
    for (const [key, english] of Object.entries(en.depositMethods)) {
      const translated = (messages.depositMethods as Record<string, unknown>)[key];
      expect((translation.depositMethods as Record<string, unknown> | undefined)?.[key]).toBeDefined();
      // UPI and EFT are names, the same in every language.
      if (['upiQr', 'instantEft'].includes(key) && language === 'hi') continue;
      expect([key, text(translated)]).not.toEqual([key, text(english)]);
    }
  });
});
