import { act, render, screen, waitFor } from '@testing-library/react';
import { CHAT_MESSAGE_SOURCE } from '../../../contract/chat';
import { coverSupportChatLauncher, identifySupportChat } from '../../lib/support-chat';
import ChatWidget from './chat-widget';
import type { ChatWidgetProps } from './chat-widget';

const ACCOUNT = '3f6c1d2e-9a4b-4c7d-8e1f-2a3b4c5d6e01';

function answerSettings(data: object) {
  globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ data }) })) as unknown as typeof fetch;
}

function setup(props: Partial<ChatWidgetProps> = {}) {
  const onAvailability = jest.fn();
  const onAuthRequired = jest.fn();
  const view = render(
    <ChatWidget
      accountId={ACCOUNT}
      chatUrl=""
      unitToken={null}
      openRequests={0}
      onAvailability={onAvailability}
      onAuthRequired={onAuthRequired}
      {...props}
    />,
  );
  const iframe = () => screen.getByTitle('LiveChat Widget Container') as HTMLIFrameElement;
  return { ...view, onAvailability, onAuthRequired, iframe };
}

/** A message as the frame posts it; `origin`/`source` say where it came from. */
function fromFrame(iframe: HTMLIFrameElement, type: string, payload: object = {}, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        source: iframe.contentWindow,
        data: { source: CHAT_MESSAGE_SOURCE, type, payload },
      }),
    );
  });
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('ChatWidget', () => {
  it('embeds the frame titled as SPEC says, sandboxed, with the Loading... fallback', async () => {
    answerSettings({ enable_widget: true });
    const { iframe } = setup();
    await act(async () => {});
    expect(iframe().textContent).toBe('Loading...');
    expect(iframe().getAttribute('sandbox')).toBe(
      'allow-scripts allow-popups allow-same-origin allow-forms allow-downloads',
    );
    expect(iframe().src).toContain(`/chat/frame?account_id=${ACCOUNT}`);
  });

  it.each([
    ['#f5b700', 'rgb(245, 183, 0)', 'rgb(17, 17, 17)'],
    ['#00796b', 'rgb(0, 121, 107)', 'rgb(255, 255, 255)'],
  ])(
    "draws the launcher in the account's colour %s, its icon in the colour that reads on it",
    async (color, bg, fg) => {
      answerSettings({ enable_widget: true, color });
      setup();
      const launcher = await screen.findByRole('button', { name: 'Open live chat' });
      await waitFor(() => expect(launcher).toHaveStyle({ backgroundColor: bg }));
      expect(launcher).toHaveStyle({ color: fg });
    },
  );

  it('refuses a missing or malformed account id with SPEC’s messages', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => setup({ accountId: '' })).toThrow('An `accountId` is required to run the LiveChat!');
    expect(() => setup({ accountId: 'nope' })).toThrow('Invalid `accountId`');
  });

  it('is not shown, and support is marked unavailable, when the server disables it', async () => {
    answerSettings({ enable_widget: false });
    const { onAvailability, container } = setup();
    await act(async () => {});
    expect(onAvailability).toHaveBeenCalledWith(false);
    expect(container).toBeEmptyDOMElement();
  });

  it('applies an open request made before the frame was ready, once it is', async () => {
    answerSettings({ enable_widget: true });
    const { iframe } = setup({ openRequests: 1 });
    await act(async () => {});
    const post = jest.spyOn(iframe().contentWindow!, 'postMessage');
    expect(post).not.toHaveBeenCalled();
    fromFrame(iframe(), 'chat_loaded');
    expect(post).toHaveBeenCalledWith(
      { source: CHAT_MESSAGE_SOURCE, type: 'toggle', payload: { isOpen: true } },
      window.location.origin,
    );
    expect(sessionStorage.getItem('lc_is_open')).toBe('true');
    expect(screen.getByRole('button', { name: 'Close live chat' })).toBeInTheDocument();
  });

  it('ignores messages from any other origin', async () => {
    answerSettings({ enable_widget: true });
    const { iframe } = setup({ openRequests: 1 });
    await act(async () => {});
    fromFrame(iframe(), 'chat_loaded', {}, 'https://evil.example');
    expect(screen.getByRole('button', { name: 'Open live chat' })).toBeInTheDocument();
  });

  it('shows a notification on unseen messages and clears it when they are seen; auth goes to sign-in', async () => {
    answerSettings({ enable_widget: true, new_messages_notification_text: 'New message from support' });
    const { iframe, onAuthRequired } = setup();
    await act(async () => {});
    fromFrame(iframe(), 'chat_loaded');
    fromFrame(iframe(), 'messages_unseen', { count: 2 });
    expect(screen.getByRole('status')).toHaveTextContent('New message from support');
    expect(screen.getByLabelText('2 unread')).toBeInTheDocument();
    fromFrame(iframe(), 'messages_seen');
    expect(screen.queryByLabelText('2 unread')).not.toBeInTheDocument();
    fromFrame(iframe(), 'auth');
    expect(onAuthRequired).toHaveBeenCalled();
  });

  it('tells the frame who the player is: the unit token and the phone they signed in with, in E.164', async () => {
    answerSettings({ enable_widget: true });
    identifySupportChat({ phone: '082 123 4567' });
    const { iframe, rerender } = setup({ unitToken: 'unit-token-1' });
    await act(async () => {});
    const post = jest.spyOn(iframe().contentWindow!, 'postMessage');
    fromFrame(iframe(), 'chat_loaded');
    const customerUpdates = () =>
      post.mock.calls
        .map(([message]) => message as { type: string; payload: { metadata: object } })
        .filter((message) => message.type === 'customer_update')
        .map((message) => message.payload.metadata);
    // once, when the phone is parsed (its parser loads only for a phone), not before and again after
    await waitFor(() => expect(customerUpdates()).toEqual([{ unit_token: 'unit-token-1', phone: '+27821234567' }]));

    // a phone that cannot be read is left out (SPEC §8: parse errors give null), and a visitor sends nothing
    act(() => identifySupportChat({ phone: '12' }));
    await waitFor(() => expect(customerUpdates().at(-1)).toEqual({ unit_token: 'unit-token-1' }));
    act(() => identifySupportChat({ phone: '+91 98765 43210' }));
    await waitFor(() =>
      expect(customerUpdates().at(-1)).toEqual({ unit_token: 'unit-token-1', phone: '+919876543210' }),
    );
    rerender(
      <ChatWidget
        accountId={ACCOUNT}
        chatUrl=""
        unitToken={null}
        openRequests={0}
        onAvailability={jest.fn()}
        onAuthRequired={jest.fn()}
      />,
    );
    expect(customerUpdates().at(-1)).toEqual({});
  });

  it('keeps the chat customer in local storage (SPEC §3) and names it to the frame the next time it loads', async () => {
    answerSettings({ enable_widget: true });
    const first = setup({ unitToken: 'unit-token-1' });
    await act(async () => {});
    fromFrame(first.iframe(), 'chat_loaded');
    fromFrame(first.iframe(), 'customer_created', { customer_id: 'customer-7' });
    expect(localStorage.getItem('lc_customer_id')).toBe('customer-7');
    expect(sessionStorage.getItem('lc_in_tab')).toBe('true');
    first.unmount();

    // a new tab: its session storage is empty, the customer is still known
    sessionStorage.clear();
    const again = setup({ unitToken: 'unit-token-1' });
    await act(async () => {});
    const post = jest.spyOn(again.iframe().contentWindow!, 'postMessage');
    fromFrame(again.iframe(), 'chat_loaded');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'customer_update',
          payload: expect.objectContaining({ customerId: 'customer-7' }),
        }),
        window.location.origin,
      ),
    );
  });

  it('steps aside while a game fills the screen, unless the player opens it; back as it was after', async () => {
    answerSettings({ enable_widget: true, new_messages_notification_text: 'New message from support' });
    const { iframe } = setup();
    await act(async () => {});
    fromFrame(iframe(), 'chat_loaded');
    fromFrame(iframe(), 'messages_unseen', { count: 1 });
    expect(screen.getByRole('button', { name: 'Open live chat' })).toBeVisible();

    let uncover = () => {};
    act(() => {
      uncover = coverSupportChatLauncher();
    });
    expect(screen.queryByRole('button', { name: 'Open live chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // the frame stays: what arrives meanwhile is not lost
    expect(iframe()).toBeInTheDocument();
    fromFrame(iframe(), 'messages_unseen', { count: 2 });

    act(() => uncover());
    expect(screen.getByRole('button', { name: 'Open live chat' })).toBeVisible();
    expect(screen.getByLabelText('2 unread')).toBeInTheDocument();
  });
});
