/**
 * The request log never carries a credential: long-poll URLs and GET calls take `?token=<unit token>`, signed-in
 * calls an Authorization header, and whoever reads the log must not be able to act as the player with them.
 */

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SOCKET_PATH } from '../../contract/socket';
import { REDACTED, redactUrl } from '../src/logging';
import { testApp } from './helpers';
import { anonymousUnit } from './support/money';
import { phoneMaker, register } from './support/users';

const newPhone = phoneMaker(8_200_000);

describe('the request log', () => {
  const log: string[] = [];
  const t = testApp({ logStream: { write: (line) => void log.push(line) } });

  const logged = () => log.join('');
  const urls = () =>
    log.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter((url) => url !== undefined);

  test('shows a long-poll socket’s requests without its unit or session token', async () => {
    const unitToken = await anonymousUnit(t.app);
    const connect = `${SOCKET_PATH}/longpoll?token=${encodeURIComponent(unitToken)}&vsn=2.0.0`;
    const opened = await t.app.inject({ method: 'GET', url: connect });
    const session = (opened.json() as { status: number; token: string }).token;
    assert.equal((opened.json() as { status: number }).status, 410, opened.body);
    const heartbeat = JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `${connect}&token=${encodeURIComponent(session)}`,
      headers: { 'content-type': 'application/x-ndjson' },
      payload: heartbeat,
    });
    assert.equal((sent.json() as { status: number }).status, 200, sent.body);

    assert.ok(!logged().includes(unitToken), 'the unit token is in the log');
    assert.ok(!logged().includes(session), 'the long-poll session token is in the log');
    assert.ok(urls().includes(`${SOCKET_PATH}/longpoll?token=${REDACTED}&vsn=2.0.0&token=${REDACTED}`), logged());
  });

  test('shows no Authorization header and no *token* parameter of any call, answered or not', async () => {
    const session = await register(t.app, newPhone());
    const bearer = session.access.token;
    const units = await t.app.inject({
      method: 'GET',
      url: '/v1/hp/users/units',
      headers: { authorization: `Bearer ${bearer}` },
    });
    assert.equal(units.statusCode, 200, units.body);
    const unitToken = (units.json() as { unit_token: string }).unit_token;
    const missing = await t.app.inject({
      method: 'GET',
      url: `/v1/no/such/call?unit_token=${unitToken}&player_token=p-secret-1&acoin_tx_token=a-secret-2&page=2`,
      headers: { authorization: `Bearer ${bearer}` },
    });
    assert.equal(missing.statusCode, 404);

    for (const secret of [bearer, unitToken, 'p-secret-1', 'a-secret-2']) {
      assert.ok(!logged().includes(secret), `${secret.slice(0, 12)}… is in the log`);
    }
    assert.ok(
      urls().some((url) =>
        url.endsWith(`?unit_token=${REDACTED}&player_token=${REDACTED}&acoin_tx_token=${REDACTED}&page=2`),
      ),
    );
  });
});

describe('redactUrl', () => {
  test('hides the value of any parameter named like a token, however the name is written', () => {
    assert.equal(redactUrl('/v1/x'), '/v1/x');
    assert.equal(redactUrl('/v1/x?page=2&types[]=bet'), '/v1/x?page=2&types[]=bet');
    assert.equal(
      redactUrl('/v1/x?Token=a&%74oken=b&authToken=c&refresh_token=d&%ZZtoken=e&flag&page=1'),
      `/v1/x?Token=${REDACTED}&%74oken=${REDACTED}&authToken=${REDACTED}&refresh_token=${REDACTED}` +
        `&%ZZtoken=${REDACTED}&flag&page=1`,
    );
  });
});
