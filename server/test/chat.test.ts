/**
 * The sandbox chat service (contract/chat.ts): widget settings per account and working hours, customers, the
 * message round trip customer → agent → customer through real `phoenix` clients on the chat socket, agent sign-in
 * and its rate limit, accounts kept apart, message limits. Runs on PGlite, or PostgreSQL + Redis when set.
 */

import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Channel } from 'phoenix';
import { ApiPaths } from '../../contract/api';
import {
  CHAT_MESSAGE_MAX,
  CHAT_SOCKET_PATH,
  ChatPushes,
  ChatTopics,
  DEMO_CHAT_ACCOUNTS,
  DEMO_CHAT_AGENTS,
  type ChatAgentJoinReply,
  type ChatConversationSummary,
  type ChatCustomerSession,
  type ChatJoinReply,
  type ChatMessage,
  type ChatWidgetSettings,
} from '../../contract/chat';
import { ErrorCodes as E } from '../../contract/errors';
import { runAdmin, UsageError } from '../../scripts/admin';
import { TestClock, createTestApp, testAppFor } from './helpers';
import { Harness, collect, join, pushAndReply, waitFor } from './support/realtime';
import { phoneMaker, register } from './support/users';

const ACCOUNT_1 = DEMO_CHAT_ACCOUNTS[1]!;
const ACCOUNT_2 = DEMO_CHAT_ACCOUNTS[2]!;
const AGENT_1 = DEMO_CHAT_AGENTS[0]!;
const AGENT_2 = DEMO_CHAT_AGENTS[1]!;
const nextPhone = phoneMaker(7_200_000);

async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const answer = await app.inject({ method, url, payload });
  return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
}

function errorCode(body: Record<string, unknown>): string {
  return (body.error as { code: string }).code;
}

async function playerUnitToken(app: FastifyInstance, siteId = 1): Promise<{ token: string; userId: string }> {
  const session = await register(app, nextPhone(), siteId);
  const answer = await app.inject({
    method: 'POST',
    url: ApiPaths.createUserUnit,
    payload: {},
    headers: { authorization: `Bearer ${session.access.token}` },
  });
  assert.equal(answer.statusCode, 200, answer.body);
  return { token: (answer.json() as { unit_token: string }).unit_token, userId: String(session.user.id) };
}

async function agentToken(app: FastifyInstance, agent: { email: string; password: string }): Promise<string> {
  const answer = await call(app, 'POST', '/chat/api/agent/sign_in', { email: agent.email, password: agent.password });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.token as string;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}${CHAT_SOCKET_PATH}`;
}

/** A fresh app listening for the chat socket (`endpoint`), closed after the test's sockets. */
async function socketServer(t: TestContext) {
  const server = await createTestApp();
  const h = new Harness(t);
  h.onCleanup(() => server.close());
  return { server, h, endpoint: await listen(server.app) };
}

/** The player's customer session on the first demo account. */
async function customerOf(app: FastifyInstance, unitToken: string): Promise<ChatCustomerSession> {
  const answer = await call(app, 'POST', '/chat/api/customers', { account_id: ACCOUNT_1, unit_token: unitToken });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as unknown as ChatCustomerSession;
}

test('widget settings per account; a bad or unknown account id is a clear 4xx', async (t) => {
  const server = await testAppFor(t);
  const ok = await call(server.app, 'GET', `/chat/api/widget_settings?account_id=${ACCOUNT_1}`);
  assert.equal(ok.status, 200);
  const settings = ok.body.data as ChatWidgetSettings;
  assert.equal(settings.enable_widget, true);
  assert.equal(settings.require_auth, true);
  assert.equal(settings.account.company_name, 'Lucky Star');
  assert.equal(settings.account.is_outside_working_hours, false);
  for (const field of ['title', 'subtitle', 'greeting', 'color', 'away_message', 'new_message_placeholder']) {
    assert.equal(typeof (settings as unknown as Record<string, unknown>)[field], 'string', field);
  }
  // Each demo account in its brand's colour (Lucky Star's gold, Golden Reef's sea green).
  assert.equal(settings.color, '#f5b700');
  const other = await call(server.app, 'GET', `/chat/api/widget_settings?account_id=${ACCOUNT_2}`);
  assert.equal((other.body.data as ChatWidgetSettings).account.company_name, 'Golden Reef');
  assert.equal((other.body.data as ChatWidgetSettings).color, '#00796b');
  // what else an account stores (its hours, an operator's note) stays on the server: the answer is the contract's
  await server.db.query(
    `UPDATE chat_accounts SET settings = settings || '{"internal_note":"VIP desk"}' WHERE id = $1`,
    [ACCOUNT_2],
  );
  const answered = await call(server.app, 'GET', `/chat/api/widget_settings?account_id=${ACCOUNT_2}`);
  const data = answered.body.data as Record<string, unknown>;
  assert.equal(data.internal_note, undefined);
  assert.equal(data.working_hours, undefined);
  assert.equal(Object.keys(data).length, 18, Object.keys(data).join());

  const invalid = await call(server.app, 'GET', '/chat/api/widget_settings?account_id=not-a-uuid');
  assert.equal(invalid.status, 422);
  assert.equal(errorCode(invalid.body), E.validation);
  assert.match((invalid.body.error as { message: string }).message, /account_id/);
  const unknown = await call(
    server.app,
    'GET',
    '/chat/api/widget_settings?account_id=00000000-0000-4000-8000-000000000000',
  );
  assert.equal(unknown.status, 404);
  assert.equal(errorCode(unknown.body), E.chatAccountNotFound);
  const missing = await call(server.app, 'GET', '/chat/api/nothing');
  assert.equal(missing.status, 404);
  assert.equal(errorCode(missing.body), E.notFound);
});

test('the operator edits settings; working hours decide is_outside_working_hours', async (t) => {
  // Wednesday 2026-11-25 10:00 in Johannesburg (08:00 UTC)
  const clock = new TestClock(Date.parse('2026-11-25T08:00:00Z'));
  const server = await testAppFor(t, { clock });
  const url = `/sandbox/chat/accounts/${ACCOUNT_1}/settings`;
  const hours = { timezone: 'Africa/Johannesburg', days: [{ day: 3, from: '09:00', to: '17:00' }] };
  const edited = await call(server.app, 'PATCH', url, {
    working_hours: hours,
    hide_outside_working_hours: true,
    title: 'Help',
  });
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
  const read = async () =>
    (await call(server.app, 'GET', `/chat/api/widget_settings?account_id=${ACCOUNT_1}`)).body
      .data as ChatWidgetSettings;
  let settings = await read();
  assert.equal(settings.title, 'Help');
  assert.equal(settings.hide_outside_working_hours, true);
  assert.equal(settings.account.is_outside_working_hours, false);
  clock.advance(8 * 60 * 60_000); // 18:00 there
  settings = await read();
  assert.equal(settings.account.is_outside_working_hours, true);
  clock.advance(16 * 60 * 60_000); // Thursday 10:00: not a listed day
  assert.equal((await read()).account.is_outside_working_hours, true);

  const bad = await call(server.app, 'PATCH', url, { working_hours: { timezone: 'Mars/Base', days: [] } });
  assert.equal(bad.status, 422);
  const unknownField = await call(server.app, 'PATCH', url, { color: 'red' });
  assert.equal(unknownField.status, 422);
  // the other account is untouched
  const other = await call(server.app, 'GET', `/chat/api/widget_settings?account_id=${ACCOUNT_2}`);
  assert.notEqual((other.body.data as ChatWidgetSettings).title, 'Help');
});

test('customers: a visitor is refused where sign-in is required; a player becomes the customer, once', async (t) => {
  const server = await testAppFor(t);
  const visitor = await call(server.app, 'POST', '/chat/api/customers', { account_id: ACCOUNT_1 });
  assert.equal(visitor.status, 401);
  assert.equal(errorCode(visitor.body), E.chatAuthRequired);

  const player = await playerUnitToken(server.app);
  const first = await call(server.app, 'POST', '/chat/api/customers', {
    account_id: ACCOUNT_1,
    unit_token: player.token,
    metadata: { page: '/' },
  });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const session = first.body as unknown as ChatCustomerSession;
  assert.equal(session.external_id, player.userId);
  const again = (
    await call(server.app, 'POST', '/chat/api/customers', {
      account_id: ACCOUNT_1,
      unit_token: player.token,
    })
  ).body as unknown as ChatCustomerSession;
  assert.equal(again.customer_id, session.customer_id, 'the same player keeps one customer');
  assert.equal(again.conversation_id, session.conversation_id);

  // a player of site 1 is a visitor on site 2's account, which is refused there
  const elsewhere = await call(server.app, 'POST', '/chat/api/customers', {
    account_id: ACCOUNT_2,
    unit_token: player.token,
  });
  assert.equal(elsewhere.status, 401);

  // without require_auth, a visitor gets a customer of their own
  await call(server.app, 'PATCH', `/sandbox/chat/accounts/${ACCOUNT_2}/settings`, { require_auth: false });
  const open = await call(server.app, 'POST', '/chat/api/customers', { account_id: ACCOUNT_2 });
  assert.equal(open.status, 200);
  assert.equal((open.body as unknown as ChatCustomerSession).external_id, null);
});

test('contact: a malformed email or phone is 422 and changes nothing; what a customer leaves is kept and agents see it', async (t) => {
  const server = await testAppFor(t);
  await call(server.app, 'PATCH', `/sandbox/chat/accounts/${ACCOUNT_2}/settings`, { require_auth: false });
  for (const metadata of [{ email: 'not-an-email' }, { phone: '082 123 4567' }, { phone: '+0123' }]) {
    const refused = await call(server.app, 'POST', '/chat/api/customers', { account_id: ACCOUNT_2, metadata });
    assert.equal(refused.status, 422, JSON.stringify(metadata));
    assert.equal(errorCode(refused.body), E.validation);
  }
  const { rows } = await server.db.query<{ n: string | number }>('SELECT count(*) AS n FROM chat_customers');
  assert.equal(Number(rows[0]!.n), 0, 'a refused customer is stored nowhere');

  const first = (
    await call(server.app, 'POST', '/chat/api/customers', {
      account_id: ACCOUNT_2,
      metadata: { phone: '+27821234567' },
    })
  ).body as unknown as ChatCustomerSession;
  assert.deepEqual(first.contact, { email: null, phone: '+27821234567' });
  // the page starts the customer again (a reload), the frame showing the customer's token; the email left in the
  // frame joins what was there
  const again = (
    await call(server.app, 'POST', '/chat/api/customers', {
      account_id: ACCOUNT_2,
      customer_id: first.customer_id,
      customer_token: first.token,
      metadata: { email: 'thandi@example.com' },
    })
  ).body as unknown as ChatCustomerSession;
  assert.equal(again.customer_id, first.customer_id);
  assert.deepEqual(again.contact, { email: 'thandi@example.com', phone: '+27821234567' });

  // another visitor who knows the customer id, but not the current token, gets a customer of their own
  for (const customer_token of [undefined, first.token, 'guess']) {
    const other = (
      await call(server.app, 'POST', '/chat/api/customers', {
        account_id: ACCOUNT_2,
        customer_id: first.customer_id,
        customer_token,
        metadata: { email: 'mallory@example.com' },
      })
    ).body as unknown as ChatCustomerSession;
    assert.notEqual(other.customer_id, first.customer_id, String(customer_token));
    assert.deepEqual(other.contact, { email: 'mallory@example.com', phone: null });
  }
  const kept = await server.db.query<{ metadata: unknown; token_hash: string }>(
    'SELECT metadata, token_hash FROM chat_customers WHERE id = $1',
    [first.customer_id],
  );
  const metadata = kept.rows[0]!.metadata;
  assert.equal((typeof metadata === 'string' ? JSON.parse(metadata) : metadata).email, 'thandi@example.com');
  assert.equal(kept.rows[0]!.token_hash, createHash('sha256').update(again.token).digest('hex'), 'token unchanged');
});

test('require_email_upfront: a customer without an email cannot send until they leave one', async (t) => {
  const { server, h, endpoint } = await socketServer(t);
  await call(server.app, 'PATCH', `/sandbox/chat/accounts/${ACCOUNT_1}/settings`, { require_email_upfront: true });
  const player = await playerUnitToken(server.app);
  const customer = await customerOf(server.app, player.token);
  assert.equal(customer.contact.email, null);
  const channel = h.connect(endpoint, { token: customer.token }).channel(ChatTopics.customer);
  assert.equal((await join(channel)).status, 'ok');
  const refused = await pushAndReply(channel, ChatPushes.send, { body: 'Hello?' });
  assert.equal(refused.status, 'error');
  assert.equal((refused.response as { code: string }).code, E.chatEmailRequired);
  const stored = await server.db.query<{ n: string | number }>('SELECT count(*) AS n FROM chat_messages');
  assert.equal(Number(stored.rows[0]!.n), 0);

  // the frame sends the email as metadata; the same socket may then write
  const withEmail = await call(server.app, 'POST', '/chat/api/customers', {
    account_id: ACCOUNT_1,
    customer_id: customer.customer_id,
    unit_token: player.token,
    metadata: { email: 'sipho@example.com' },
  });
  assert.equal((withEmail.body as unknown as ChatCustomerSession).contact.email, 'sipho@example.com');
  const next = withEmail.body as unknown as ChatCustomerSession;
  const channel2 = h.connect(endpoint, { token: next.token }).channel(ChatTopics.customer);
  assert.equal((await join(channel2)).status, 'ok');
  assert.equal((await pushAndReply(channel2, ChatPushes.send, { body: 'Hello?' })).status, 'ok');

  // the agent sees the player and the email they left
  const agentChannel = h.connect(endpoint, { token: await agentToken(server.app, AGENT_1) }).channel(ChatTopics.agent);
  const conversations = ((await join(agentChannel)).response as ChatAgentJoinReply).conversations;
  assert.equal(conversations.length, 1);
  assert.equal(conversations[0]!.contact.email, 'sipho@example.com');
  assert.ok(conversations[0]!.customer);
});

test('the chat socket refuses a token it does not know, and a customer’s token once they are started again', async (t) => {
  const { server, h, endpoint } = await socketServer(t);
  const player = await playerUnitToken(server.app);
  const start = () => customerOf(server.app, player.token);
  const old = await start();
  const current = await start();
  assert.equal(current.customer_id, old.customer_id);

  for (const token of ['not-a-token', old.token, player.token]) {
    const socket = h.connect(endpoint, { token });
    const errors: unknown[] = [];
    socket.onError((error) => {
      errors.push(error);
    });
    let joined = false;
    socket
      .channel(ChatTopics.customer)
      .join()
      .receive('ok', () => (joined = true));
    await waitFor(() => errors.length >= 1, `the socket refuses ${token.slice(0, 8)}…`);
    assert.equal(joined, false);
    assert.equal(socket.isConnected(), false);
    socket.disconnect();
  }
  const ok = h.connect(endpoint, { token: current.token }).channel(ChatTopics.customer);
  assert.equal((await join(ok)).status, 'ok');
});

test('agent sign-in: a wrong password is 401, and repeated failures are rate-limited', async (t) => {
  const server = await testAppFor(t);
  const wrong = await call(server.app, 'POST', '/chat/api/agent/sign_in', { email: AGENT_1.email, password: 'nope' });
  assert.equal(wrong.status, 401);
  assert.equal(errorCode(wrong.body), E.wrongPassword);
  const nobody = await call(server.app, 'POST', '/chat/api/agent/sign_in', {
    email: 'x@example.com',
    password: 'nope',
  });
  assert.equal(nobody.status, 401);
  for (let i = 0; i < 4; i++) {
    await call(server.app, 'POST', '/chat/api/agent/sign_in', { email: AGENT_1.email, password: 'nope' });
  }
  const limited = await call(server.app, 'POST', '/chat/api/agent/sign_in', {
    email: AGENT_1.email,
    password: AGENT_1.password,
  });
  assert.equal(limited.status, 429);
  assert.equal(errorCode(limited.body), E.tooManyRequests);
  const fine = await call(server.app, 'POST', '/chat/api/agent/sign_in', AGENT_2);
  assert.equal(fine.status, 200);
  assert.equal((fine.body.agent as { account_id: string }).account_id, ACCOUNT_2);
});

test('a message goes customer → agent → customer over the chat socket; other accounts see nothing', async (t) => {
  const { server, h, endpoint } = await socketServer(t);
  const player = await playerUnitToken(server.app);
  const customer = await customerOf(server.app, player.token);

  const agent1 = await agentToken(server.app, AGENT_1);
  const agentChannel = h.connect(endpoint, { token: agent1 }).channel(ChatTopics.agent);
  const updates = collect(agentChannel, ChatPushes.conversation) as Array<{ conversation: ChatConversationSummary }>;
  const agentJoin = await join(agentChannel);
  assert.equal(agentJoin.status, 'ok');
  assert.deepEqual((agentJoin.response as ChatAgentJoinReply).conversations, []);

  const otherAgent = h.connect(endpoint, { token: await agentToken(server.app, AGENT_2) }).channel(ChatTopics.agent);
  const otherUpdates = collect(otherAgent, ChatPushes.conversation);
  assert.equal((await join(otherAgent)).status, 'ok');

  const customerSocket = h.connect(endpoint, { token: customer.token });
  const customerChannel: Channel = customerSocket.channel(ChatTopics.customer);
  const received = collect(customerChannel, ChatPushes.message) as Array<{ message: ChatMessage }>;
  const joined = await join(customerChannel);
  assert.equal(joined.status, 'ok');
  assert.equal((joined.response as ChatJoinReply).conversation_id, customer.conversation_id);
  // a customer token cannot join the agents' topic
  assert.equal((await join(customerSocket.channel(ChatTopics.agent))).status, 'error');

  const sent = await pushAndReply(customerChannel, ChatPushes.send, { body: '  Where is my withdrawal?  ' });
  assert.equal(sent.status, 'ok');
  const mine = (sent.response as { message: ChatMessage }).message;
  assert.equal(mine.body, 'Where is my withdrawal?');
  assert.equal(mine.customer_id, customer.customer_id);
  assert.equal(mine.user_id, null);

  await waitFor(() => updates.length === 1, 'the agent hears of the message');
  const summary = updates[0]!.conversation;
  assert.equal(summary.id, customer.conversation_id);
  assert.equal(summary.unread, 1);
  assert.equal(summary.customer?.name, 'Thandi Mokoena');

  // another account's agent neither heard it nor can open or answer it
  assert.equal(otherUpdates.length, 0);
  const peek = await pushAndReply(otherAgent, ChatPushes.open, { conversation_id: customer.conversation_id });
  assert.equal(peek.status, 'error');
  assert.equal((peek.response as { code: string }).code, E.chatConversationNotFound);
  const meddle = await pushAndReply(otherAgent, ChatPushes.reply, {
    conversation_id: customer.conversation_id,
    body: 'hi',
  });
  assert.equal(meddle.status, 'error');

  const opened = await pushAndReply(agentChannel, ChatPushes.open, { conversation_id: customer.conversation_id });
  assert.equal(opened.status, 'ok');
  const view = opened.response as { conversation: ChatConversationSummary; messages: ChatMessage[] };
  assert.equal(view.conversation.unread, 0);
  assert.deepEqual(
    view.messages.map((m) => m.body),
    ['Where is my withdrawal?'],
  );

  const answered = await pushAndReply(agentChannel, ChatPushes.reply, {
    conversation_id: customer.conversation_id,
    body: 'It is on its way.',
  });
  assert.equal(answered.status, 'ok');
  await waitFor(() => received.some((p) => p.message.body === 'It is on its way.'), 'the customer hears the answer');
  const fromSupport = received.find((p) => p.message.body === 'It is on its way.')!.message;
  assert.equal(fromSupport.customer_id, null, 'support messages carry no customer_id');
  assert.ok(fromSupport.user_id, 'and an agent user_id');

  // the list: newest activity first
  const list = await join(h.connect(endpoint, { token: agent1 }).channel(ChatTopics.agent));
  assert.equal((list.response as ChatAgentJoinReply).conversations[0]?.id, customer.conversation_id);
});

test('message limits: empty and over-long messages are refused and stored nowhere', async (t) => {
  const { server, h, endpoint } = await socketServer(t);
  const player = await playerUnitToken(server.app);
  const customer = await customerOf(server.app, player.token);
  const channel = h.connect(endpoint, { token: customer.token }).channel(ChatTopics.customer);
  assert.equal((await join(channel)).status, 'ok');
  assert.equal((await pushAndReply(channel, ChatPushes.send, { body: '   ' })).status, 'error');
  const long = await pushAndReply(channel, ChatPushes.send, { body: 'x'.repeat(CHAT_MESSAGE_MAX + 1) });
  assert.equal(long.status, 'error');
  assert.equal((long.response as { code: string }).code, E.validation);
  assert.equal((await pushAndReply(channel, ChatPushes.send, { body: 'x'.repeat(CHAT_MESSAGE_MAX) })).status, 'ok');
  const { rows } = await server.db.query<{ n: string | number }>('SELECT count(*) AS n FROM chat_messages');
  assert.equal(Number(rows[0]!.n), 1);
});

test('the frame and the console are served as pages with their own assets', async (t) => {
  const server = await testAppFor(t, { env: { CORS_ORIGINS: 'https://lucky-star.example' } });
  const frame = await server.app.inject({ method: 'GET', url: `/chat/frame?account_id=${ACCOUNT_1}` });
  assert.equal(frame.statusCode, 200);
  assert.match(
    frame.headers['content-security-policy'] as string,
    /frame-ancestors 'self' https:\/\/lucky-star\.example/,
  );
  assert.match(frame.body, /https:\/\/lucky-star\.example/);
  const script = /src="(\/chat\/assets\/frame\.[0-9a-f]+\.js)"/.exec(frame.body)?.[1];
  assert.ok(script);
  const asset = await server.app.inject({ method: 'GET', url: script });
  assert.equal(asset.statusCode, 200);
  assert.match(asset.body, /chat_loaded/);
  const agent = await server.app.inject({ method: 'GET', url: '/chat/agent/' });
  assert.equal(agent.statusCode, 200);
  assert.match(agent.body, /Support console/);
  assert.equal((await server.app.inject({ method: 'GET', url: '/chat/frame?account_id=nope' })).statusCode, 422);
});

test('npm run admin -- chat shows and edits an account’s settings; bad pairs change nothing', async (t) => {
  const server = await testAppFor(t);
  const shown = await runAdmin(['chat', ACCOUNT_1], server.db);
  assert.match(shown[0]!, /Chat account .* settings:/);
  const hours = '{"timezone":"Africa/Johannesburg","days":[{"day":1,"from":"08:00","to":"17:00"}]}';
  const edited = await runAdmin(['chat', ACCOUNT_1, 'enable_widget=false', `working_hours=${hours}`], server.db);
  assert.ok(edited.includes('  enable_widget: false'));
  const settings = await call(server.app, 'GET', `/chat/api/widget_settings?account_id=${ACCOUNT_1}`);
  assert.equal((settings.body.data as ChatWidgetSettings).enable_widget, false);
  await assert.rejects(runAdmin(['chat', ACCOUNT_1, 'enable_widget=maybe'], server.db), UsageError);
  await assert.rejects(
    runAdmin(['chat', ACCOUNT_1, 'working_hours={"timezone":"Nowhere/X","days":[]}'], server.db),
    UsageError,
  );
  await assert.rejects(runAdmin(['chat', ACCOUNT_1, 'nonsense=1'], server.db), UsageError);
  await assert.rejects(runAdmin(['chat', 'not-a-uuid'], server.db), UsageError);
  assert.deepEqual(await runAdmin(['chat', '00000000-0000-4000-8000-000000000000'], server.db), [
    'No chat account 00000000-0000-4000-8000-000000000000',
  ]);
});
