import { CHAT_PHONE_MAX, parseChatPhone } from './phone';

describe('chat phone parsing (SPEC §5)', () => {
  it('reads a South African number first, in E.164', () => {
    expect(parseChatPhone('082 123 4567')).toBe('+27821234567');
    expect(parseChatPhone('0821234567')).toBe('+27821234567');
  });

  it('then reads an international number without a default country', () => {
    expect(parseChatPhone('+91 98765 43210')).toBe('+919876543210');
    expect(parseChatPhone('+27 82 123 4567')).toBe('+27821234567');
  });

  it('gives null for anything that is not a valid number, never throwing', () => {
    expect(parseChatPhone('hello')).toBeNull();
    expect(parseChatPhone('12')).toBeNull();
    expect(parseChatPhone('')).toBeNull();
    expect(parseChatPhone(null)).toBeNull();
    expect(parseChatPhone('+999 123')).toBeNull();
  });

  it('refuses input over 250 characters', () => {
    expect(CHAT_PHONE_MAX).toBe(250);
    expect(parseChatPhone(`082 123 4567${' '.repeat(CHAT_PHONE_MAX)}`)).toBeNull();
  });
});
