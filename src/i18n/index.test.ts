import { en } from './en';
import { hi } from './hi';
import { messagesFor, pageMessages } from './index';
import { translate } from './messages';
import { zu } from './zu';

/** The shell's sections, translated in every language but for SPEC's quoted English, which stays word for word. */
const SHELL = [
  'common',
  'home',
  'auth',
  'cashin',
  'cashout',
  'footer',
  'notFound',
  'layout',
  'shellPages',
  'feedback',
  'gameTile',
  'games',
  'jackpot',
  'verification',
] as const;
const SPEC_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  layout: ['searchGames', 'setYourName'],
  feedback: [
    'depositSuccessful',
    'operationCanceled',
    'somethingWentWrong',
    'campaignBonusStarted',
    'campaignBonusCompleted',
    'jackpotWon',
    'errorTitle',
    'errorClose',
    'ok',
  ],
};
const ALL = { zu, hi };
const text = (value: unknown) => (typeof value === 'function' ? (value as (x: string) => string)('X') : value);

describe('messages per language', () => {
  it.each([
    ['zu', zu],
    ['hi', hi],
  ])('%s translates every shell string', (language, translation) => {
    const messages = translate(language, ALL);
    for (const section of SHELL) {
      for (const [key, english] of Object.entries(en[section])) {
        if (SPEC_ENGLISH[section]?.includes(key)) continue;
        const translated = (messages[section] as Record<string, unknown>)[key];
        expect([section, key, text(translated)]).not.toEqual([section, key, text(english)]);
        expect((translation[section] as Record<string, unknown> | undefined)?.[key]).toBeDefined();
      }
    }
    expect(messages.home.welcome('Lucky Star')).toContain('Lucky Star');
  });

  it("keeps SPEC's English messages word for word, and falls back to English", () => {
    for (const language of ['zu', 'hi']) {
      const messages = translate(language, ALL);
      // SPEC's refusals stay English; responsible gambling's and the wait a refusal names (ours) are translated.
      const isOurs = (key: string) => key.startsWith('rg') || key === 'tooManyRequestsIn' || key === 'tryAgainNow';
      const without = (errors: object) => Object.entries(errors).filter(([key]) => !isOurs(key));
      expect(without(messages.errors)).toEqual(without(en.errors));
      for (const [key, english] of Object.entries(en.errors).filter(([key]) => isOurs(key))) {
        expect([key, text((messages.errors as Record<string, unknown>)[key])]).not.toEqual([key, text(english)]);
      }
      expect(messages.validation).toBe(en.validation);
      expect(messages.errors.wrongPassword).toBe('Wrong password');
      for (const [section, keys] of Object.entries(SPEC_ENGLISH)) {
        for (const key of keys) {
          const pick = (from: object) => text((from as Record<string, Record<string, unknown>>)[section]?.[key]);
          expect([section, key, pick(messages)]).toEqual([section, key, pick(en)]);
        }
      }
      expect(messages.layout.searchGames).toBe('Search Games...');
      expect(messages.feedback.errorClose).toBe('CLOSE');
    }
    expect(messagesFor('en')).toBe(en);
    expect(messagesFor('xx')).toBe(en);
    expect(messagesFor(null)).toBe(en);
    // The brand's own languages only: this build's brand (lucky-star) has isiZulu, not Hindi.
    expect(messagesFor('zu').common.signIn).toBe('Ngena');
    expect(messagesFor('hi')).toBe(en);
  });

  it.each([
    ['en', en],
    ['zu', translate('zu', ALL)],
    ['hi', translate('hi', ALL)],
  ])('%s calls each kind of game by one name, in the menu as on the lists', (_language, messages) => {
    const { layout, games } = messages;
    expect([layout.slots, layout.tableGames, layout.quickGames, layout.luckyNumbers]).toEqual([
      games.slots,
      games.tableGames,
      games.op,
      games.oln,
    ]);
  });

  it("gives a Gatsby Head the messages of the page's language", () => {
    expect(pageMessages({ language: 'zu' }).home.title).toBe('Ikhaya');
    expect(pageMessages({}).home.title).toBe('Home');
    expect(pageMessages(undefined).home.title).toBe('Home');
  });
});
