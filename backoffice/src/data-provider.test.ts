import { HttpError } from 'ra-core';
import { createDataProvider, eftExportUrl, totalOf } from './data-provider';
import { CSRF_HEADER } from './http';
import { installFakeFetch, type SentRequest } from './test-utils/fake-fetch';

const params = (url: string) => Object.fromEntries(new URL(url, 'http://console').searchParams);

describe('dataProvider', () => {
  let sent: SentRequest[];

  it('lists in simple REST conventions and reads the total from Content-Range', async () => {
    sent = installFakeFetch(() => ({
      body: [{ id: 7, phone: '+27820000007' }],
      headers: { 'content-range': 'players 0-0/31' },
    }));
    const answer = await createDataProvider().getList('players', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: '0820', site_id: 1 },
    });
    expect(answer).toEqual({ data: [{ id: 7, phone: '+27820000007' }], total: 31 });
    expect(sent[0]?.url.startsWith('/v1/backoffice/players?')).toBe(true);
    expect(params(sent[0]!.url)).toEqual({
      filter: '{"q":"0820","site_id":1}',
      range: '[25,49]',
      sort: '["id","DESC"]',
    });
    expect(sent[0]?.credentials).toBe('same-origin');
    expect(sent[0]?.headers[CSRF_HEADER]).toBeUndefined();
  });

  it("reads a player's transactions from players/<id>/transactions", async () => {
    sent = installFakeFetch(() => ({ body: [], headers: { 'content-range': 'transactions */0' } }));
    const answer = await createDataProvider().getManyReference('player_transactions', {
      target: 'player_id',
      id: 12,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(answer).toEqual({ data: [], total: 0 });
    expect(sent[0]?.url.split('?')[0]).toBe('/v1/backoffice/players/12/transactions');
    expect(params(sent[0]!.url)).toEqual({ filter: '{}', range: '[0,9]', sort: '["created_at","DESC"]' });
  });

  it('sends every change with the CSRF header and the reason', async () => {
    sent = installFakeFetch(() => ({ body: { adjustment: { id: 3, status: 'awaiting_approval' } } }));
    const provider = createDataProvider();
    const answer = await provider.adjust(12, -5000, 'Duplicate deposit refunded');
    expect(answer.adjustment.status).toBe('awaiting_approval');
    await provider.approveWithdrawal(4, 'FNB-778812');
    await provider.rejectWithdrawal(5, 'Account holder does not match');
    await provider.setBlock(12, 'deposit', true, 'Asked to stop depositing');
    expect(sent.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/v1/backoffice/players/12/adjustments', { amount: -5000, reason: 'Duplicate deposit refunded' }],
      ['POST', '/v1/backoffice/withdrawals/4/approve', { reference: 'FNB-778812' }],
      ['POST', '/v1/backoffice/withdrawals/5/reject', { reason: 'Account holder does not match' }],
      ['POST', '/v1/backoffice/players/12/blocks', { block: 'deposit', on: true, reason: 'Asked to stop depositing' }],
    ]);
    expect(sent.every((request) => request.headers[CSRF_HEADER] === '1')).toBe(true);
  });

  it("adds a note through the player's notes", async () => {
    sent = installFakeFetch(() => ({ body: { id: 9, text: 'Called back' } }));
    const { data } = await createDataProvider().create('player_notes', {
      data: { player_id: 12, text: 'Called back' },
    });
    expect(data).toEqual({ id: 9, text: 'Called back' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/v1/backoffice/players/12/notes',
      body: { text: 'Called back' },
    });
  });

  it("puts a refused save's message under the field it names, when the form sent that field", async () => {
    const message = "seed_amount must be at most R50,000.00, the site's jackpot_max_seed_amount";
    installFakeFetch(() => ({ status: 422, body: { error: { code: 'validation_error', message } } }));
    const provider = createDataProvider();
    const data = { site_id: 1, slug: 'mega', seed_amount: 9_000_000, contribution_bp: 10, win_chance_ppm: 5 };
    const refused = await provider.create('jackpots', { data }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).body).toEqual({
      error: { code: 'validation_error', message },
      errors: { seed_amount: message, root: { serverError: message } },
    });

    // A message naming no field the form holds stays a notification only.
    const other = "that name is already taken by another of this site's jackpots";
    installFakeFetch(() => ({ status: 422, body: { error: { code: 'validation_error', message: other } } }));
    const plain = await provider.update('jackpots', { id: 4, data, previousData: { id: 4 } }).catch((e: unknown) => e);
    expect((plain as HttpError).body).toEqual({ error: { code: 'validation_error', message: other } });
  });

  it("reads and saves a site's config at sites/<id>/config", async () => {
    sent = installFakeFetch(({ method }) => ({ body: { max_deposit: method === 'PUT' ? 900000 : 500000 } }));
    const provider = createDataProvider();
    expect((await provider.getOne('site_config', { id: 2 })).data).toEqual({ id: 2, max_deposit: 500000 });
    const saved = await provider.update('site_config', {
      id: 2,
      data: { id: 2, max_deposit: 900000 },
      previousData: { id: 2 },
    });
    expect(saved.data).toEqual({ id: 2, max_deposit: 900000 });
    expect(sent[1]).toMatchObject({
      method: 'PUT',
      url: '/v1/backoffice/sites/2/config',
      body: { max_deposit: 900000 },
    });
  });

  it("turns the contract's error body into an HttpError with the server's message", async () => {
    installFakeFetch(() => ({
      status: 422,
      body: { error: { code: 'fin_ctx:fin_ops:no_funds', message: 'Not enough funds' } },
    }));
    await expect(createDataProvider().adjust(12, -10_000_000, 'Chargeback')).rejects.toMatchObject({
      status: 422,
      message: 'Not enough funds',
      body: { error: { code: 'fin_ctx:fin_ops:no_funds' } },
    });
  });

  it('reads records one by one for references (the lists take named filters only)', async () => {
    sent = installFakeFetch(({ url }) => ({ body: { id: Number(url.split('/').pop()) } }));
    const { data } = await createDataProvider().getMany('players', { ids: [3, 4] });
    expect(data).toEqual([{ id: 3 }, { id: 4 }]);
    expect(sent.map((request) => request.url)).toEqual(['/v1/backoffice/players/3', '/v1/backoffice/players/4']);
  });
});

describe('totalOf', () => {
  it('reads the total after the slash, and refuses a list without it', () => {
    expect(totalOf(new Headers({ 'content-range': 'withdrawals 0-24/1200' }))).toBe(1200);
    expect(() => totalOf(new Headers())).toThrow('Content-Range');
  });
});

describe('eftExportUrl', () => {
  it("is the pending EFT withdrawals' CSV, of one site when chosen", () => {
    expect(eftExportUrl()).toBe('/v1/backoffice/withdrawals/export.csv?method=eft&status=pending');
    expect(eftExportUrl(2)).toBe('/v1/backoffice/withdrawals/export.csv?method=eft&status=pending&site_id=2');
  });
});
