import { CHAT_TRANSITION_MS, chatReducer, initialChatState, isFromSupport, isHidden, openDelay } from './state';
import type { ChatAction, ChatState } from './state';
import { ACCOUNT_ID_INVALID, ACCOUNT_ID_REQUIRED, assertAccountId } from './account-id';

const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state);

describe('chat widget state (SPEC §4)', () => {
  it('remembers an open request made before the frame is ready and applies it on load', () => {
    const state = run(initialChatState(), { type: 'open' });
    expect(state.isOpen).toBe(false);
    expect(state.openRequested).toBe(true);
    const loaded = chatReducer(state, { type: 'frameReady' });
    expect(loaded).toMatchObject({ loaded: true, isOpen: true, openRequested: false });
  });

  it('opens on load when persisted open, and stays closed otherwise', () => {
    expect(run(initialChatState(true), { type: 'frameReady' }).isOpen).toBe(true);
    expect(run(initialChatState(false, true), { type: 'frameReady' }).isOpen).toBe(true);
    expect(run(initialChatState(), { type: 'frameReady' }).isOpen).toBe(false);
  });

  it('opens, closes and toggles once loaded; a close before load forgets the request', () => {
    const loaded = run(initialChatState(), { type: 'frameReady' });
    expect(run(loaded, { type: 'toggle' }).isOpen).toBe(true);
    expect(run(loaded, { type: 'toggle' }, { type: 'toggle' }).isOpen).toBe(false);
    expect(run(loaded, { type: 'open' }, { type: 'close' }).isOpen).toBe(false);
    expect(run(initialChatState(), { type: 'open' }, { type: 'close' }, { type: 'frameReady' }).isOpen).toBe(false);
  });

  it('unseen messages turn notifications on, seen ones off; opening waits 200 ms while they show', () => {
    const loaded = run(initialChatState(), { type: 'frameReady' });
    const unseen = chatReducer(loaded, { type: 'messagesUnseen', count: 2 });
    expect(unseen).toMatchObject({ shouldDisplayNotifications: true, unseen: 2 });
    expect(openDelay(unseen)).toBe(CHAT_TRANSITION_MS);
    expect(CHAT_TRANSITION_MS).toBe(200);
    const seen = chatReducer(unseen, { type: 'messagesSeen' });
    expect(seen).toMatchObject({ shouldDisplayNotifications: false, unseen: 0 });
    expect(openDelay(seen)).toBe(0);
  });

  it('is hidden when disabled, or outside working hours with the hide option', () => {
    const account = { company_name: 'X', company_logo_url: null, is_outside_working_hours: true };
    expect(isHidden(null)).toBe(false);
    expect(isHidden({})).toBe(false);
    expect(isHidden({ enable_widget: false })).toBe(true);
    expect(isHidden({ enable_widget: true, account })).toBe(false);
    expect(isHidden({ enable_widget: true, hide_outside_working_hours: true, account })).toBe(true);
    expect(
      isHidden({ hide_outside_working_hours: true, account: { ...account, is_outside_working_hours: false } }),
    ).toBe(false);
  });

  it('counts a message as support’s only with an agent user_id and no customer_id (SPEC §6)', () => {
    expect(isFromSupport({ user_id: '7', customer_id: null })).toBe(true);
    expect(isFromSupport({ user_id: '7', customer_id: 'c' })).toBe(false);
    expect(isFromSupport({ user_id: null, customer_id: null })).toBe(false);
  });
});

describe('chat account id (SPEC §5)', () => {
  it('is required and must be a UUID, with SPEC’s messages', () => {
    expect(() => assertAccountId('')).toThrow(ACCOUNT_ID_REQUIRED);
    expect(() => assertAccountId(undefined)).toThrow('An `accountId` is required to run the LiveChat!');
    expect(() => assertAccountId('abc')).toThrow(ACCOUNT_ID_INVALID);
    expect(() => assertAccountId('abc')).toThrow('Invalid `accountId`');
    expect(() => assertAccountId('3f6c1d2e-9a4b-4c7d-8e1f-2a3b4c5d6e01')).not.toThrow();
  });
});
