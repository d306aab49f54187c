/**
 * Support staff reach the chat agent console with their back-office sign-in: `GET /v1/backoffice/chat` names the
 * console (the sandbox's, or the provider's CHAT_AGENT_CONSOLE_URL, or none), and the sandbox's console takes the
 * back-office session for an agent session named by the staff member's email, which answers the players' chat.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BACKOFFICE_COOKIE, BACKOFFICE_CSRF_HEADER, BackofficePaths } from '../../contract/backoffice';
import { CHAT_SOCKET_PATH, ChatTopics, DEMO_CHAT_ACCOUNTS, type ChatAgentJoinReply } from '../../contract/chat';
import { ErrorCodes as E } from '../../contract/errors';
import { createTestApp, TestClock } from './helpers';
import { createStaff } from '../src/modules/backoffice/staff/service';
import { bo, signIn, staffMember } from './support/backoffice';
import { Harness, join } from './support/realtime';

const clock = new TestClock();

test('GET chat names the sandbox console, else the configured provider console, else none', async (t) => {
  const sandbox = await createTestApp({ clock });
  t.after(() => sandbox.close());
  const support = await staffMember(sandbox, clock, 'support');
  const answer = await bo(sandbox, support, 'GET', 'chat');
  assert.equal(answer.statusCode, 200, answer.body);
  assert.deepEqual(answer.json(), { agent_console_url: '/chat/agent/?backoffice=1' });

  // Without the sandbox: the provider's console when CHAT_AGENT_CONSOLE_URL names one, else no Chat entry at all.
  for (const [url, expected] of [
    ['https://chat.example.com/agent', 'https://chat.example.com/agent'],
    ['', null],
  ] as const) {
    const production = await createTestApp({ clock, env: { SANDBOX: 'off', CHAT_AGENT_CONSOLE_URL: url } });
    t.after(() => production.close());
    const made = await createStaff(
      production.db,
      {
        email: `support-${expected === null ? 'none' : 'url'}@staff.test`,
        role: 'support',
        siteIds: [1],
        enrolled: true,
      },
      { staffId: null, now: clock.now() },
    );
    const session = await signIn(production, clock, {
      email: made.staff.email,
      password: made.password,
      secret: made.totpSecret,
    });
    assert.equal(session.statusCode, 200, session.body);
    const named = await bo(production, session.json() as { token: string }, 'GET', 'chat');
    assert.deepEqual(named.json(), { agent_console_url: expected });
  }
});

test("the sandbox console signs support in with the back-office session, as an agent of their site's chat", async (t) => {
  const server = await createTestApp({ clock });
  const h = new Harness(t);
  h.onCleanup(() => server.close());
  const support = await staffMember(server, clock, 'support', [2, 1]);
  const signInWith = (headers: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: BackofficePaths.sandboxChatAgentSignIn, headers });

  const cookie = `${BACKOFFICE_COOKIE}=${support.token}`;
  const refused = await signInWith({ cookie });
  assert.equal(refused.statusCode, 403, 'a cookie without the CSRF header');
  assert.equal((refused.json() as { error: { code: string } }).error.code, E.backofficeCsrf);
  const nobody = await signInWith({});
  assert.equal(nobody.statusCode, 401);
  const finance = await staffMember(server, clock, 'finance');
  const wrongRole = await signInWith({ authorization: `Bearer ${finance.token}` });
  assert.equal((wrongRole.json() as { error: { code: string } }).error.code, E.backofficeForbidden);

  const signedIn = await signInWith({ cookie, [BACKOFFICE_CSRF_HEADER]: '1' });
  assert.equal(signedIn.statusCode, 200, signedIn.body);
  const { token, agent } = signedIn.json() as { token: string; agent: { name: string; account_id: string } };
  assert.deepEqual(
    { name: agent.name, account_id: agent.account_id },
    {
      name: support.email,
      account_id: DEMO_CHAT_ACCOUNTS[1],
    },
  );
  // Again: the same agent, a new session.
  const again = await signInWith({ authorization: `Bearer ${support.token}` });
  assert.equal(
    (again.json() as { agent: { id: string } }).agent.id,
    (signedIn.json() as { agent: { id: string } }).agent.id,
  );

  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const channel = h.connect(`ws://127.0.0.1:${address.port}${CHAT_SOCKET_PATH}`, { token }).channel(ChatTopics.agent);
  const joined = await join(channel);
  assert.equal(joined.status, 'ok');
  assert.ok(Array.isArray((joined.response as ChatAgentJoinReply).conversations));

  // A staff member with no site that has a chat account has no console to sign in to.
  const india = await staffMember(server, clock, 'support', [3]);
  const none = await signInWith({ authorization: `Bearer ${india.token}` });
  assert.equal((none.json() as { error: { code: string } }).error.code, E.chatAccountNotFound);
});
