/**
 * The public offers call (GET hp/bonus_campaigns/offers?site_id): what a visitor reads on /casino-bonuses/, /promo/
 * and the home page. A site's campaigns open now with their terms, with no token and no player's part in them;
 * never another site's, a switched-off, ended or not yet started one; none where real money is off.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BonusCampaignPaths,
  type AcceptBonusCampaignAnswer,
  type BonusCampaignsAnswer,
} from '../../contract/campaigns';
import { ErrorCodes } from '../../contract/errors';
import { DEMO_CAMPAIGNS } from '../src/modules/campaigns/demo';
import { TestClock, testApp } from './helpers';
import { assertError, phoneMaker } from './support/users';
import { call, fundedPlayer, patchConfig } from './support/withdrawals';

const newPhone = phoneMaker(7_850_000);

describe('bonus campaign offers for visitors', () => {
  const clock = new TestClock();
  const t = testApp({ clock });

  const offers = async (siteId: number | string) => {
    const response = await t.app.inject({ method: 'GET', url: `${BonusCampaignPaths.offers}?site_id=${siteId}` });
    return response;
  };
  const titles = async (siteId: number) => {
    const response = await offers(siteId);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as BonusCampaignsAnswer).bonus_campaigns.map((c) => c.title).sort();
  };

  it('answers a visitor the running campaigns with their terms, and no player state', async () => {
    const response = await offers(1);
    assert.equal(response.statusCode, 200, response.body);
    const { bonus_campaigns: list } = response.json() as BonusCampaignsAnswer;
    assert.deepEqual(list.map((c) => c.title).sort(), DEMO_CAMPAIGNS.map((c) => c.title).sort());
    const deposit = list.find((c) => c.type === 'deposit_bonus')!;
    const demo = DEMO_CAMPAIGNS.find((c) => c.type === 'deposit_bonus')!;
    assert.equal(deposit.currency, 'ZAR');
    assert.equal(deposit.bonus_percentage, demo.bonus_percentage);
    assert.equal(deposit.max_bonus, demo.max_bonus);
    assert.equal(deposit.min_deposit, demo.min_deposit);
    assert.equal(deposit.wager_multiple, demo.wager_multiple);
    assert.equal(deposit.expiry_days, demo.expiry_days);
    assert.ok(list.every((c) => c.bonus_state === null));
    assert.equal((await offers(3)).json<BonusCampaignsAnswer>().bonus_campaigns[0]?.currency, 'INR');
  });

  it("never shows a player's part: a taken campaign stays on offer to everyone, with no state", async () => {
    const player = await fundedPlayer(t, newPhone());
    const free = (await offers(1)).json<BonusCampaignsAnswer>().bonus_campaigns.find((c) => c.type === 'free_money')!;
    const accepted = await call<AcceptBonusCampaignAnswer>(t, BonusCampaignPaths.accept(free.id), {
      token: player.token,
    });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    // Neither the unit token nor the player's bearer changes what the call answers.
    const asPlayer = await t.app.inject({
      method: 'GET',
      url: `${BonusCampaignPaths.offers}?site_id=1&token=${encodeURIComponent(player.token)}`,
      headers: { authorization: `Bearer ${player.session.access.token}` },
    });
    assert.equal(asPlayer.statusCode, 200, asPlayer.body);
    const list = asPlayer.json<BonusCampaignsAnswer>().bonus_campaigns;
    assert.ok(list.some((c) => c.id === free.id));
    assert.ok(list.every((c) => c.bonus_state === null));
    assert.ok(!asPlayer.body.includes(player.token));
  });

  it("lists only the site's campaigns open now", async () => {
    const before = await titles(1);
    const add = (title: string, siteId: number, extra: string, values: unknown[] = []) =>
      t.db.query(
        `INSERT INTO bonus_campaigns (site_id, type, title, description, amount, wager_multiple, expiry_days, starts_at,
           ends_at, active)
         VALUES ($1, 'free_money', $2, 'test', 1000, 1, 1, ${extra})`,
        [siteId, title, ...values],
      );
    const now = clock.now();
    const hour = 60 * 60 * 1000;
    await add('Other site', 2, '$3, NULL, true', [new Date(now.getTime() - hour)]);
    await add('Switched off', 1, '$3, NULL, false', [new Date(now.getTime() - hour)]);
    await add('Ended', 1, '$3, $4, true', [new Date(now.getTime() - 2 * hour), new Date(now.getTime() - hour)]);
    await add('Not yet', 1, '$3, NULL, true', [new Date(now.getTime() + hour)]);
    await add('Ends later', 1, '$3, $4, true', [new Date(now.getTime() - hour), new Date(now.getTime() + hour)]);
    assert.deepEqual(await titles(1), [...before, 'Ends later'].sort());
    assert.ok((await titles(2)).includes('Other site'));
    clock.advance(2 * hour);
    assert.deepEqual(await titles(1), [...before, 'Not yet'].sort());
  });

  it('offers nothing where real money is off, and refuses an unknown or malformed site', async () => {
    await patchConfig(t, 3, { real_money_enabled: false });
    assert.deepEqual(await titles(3), []);
    assertError(await offers(999_999), 404, ErrorCodes.siteNotFound);
    assert.equal((await offers('abc')).statusCode, 422);
    assert.equal((await t.app.inject({ method: 'GET', url: BonusCampaignPaths.offers })).statusCode, 422);
  });
});
