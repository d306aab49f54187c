/**
 * The back office's promotions (contract/backoffice-promotions.ts): happy hours with their next starts in the site's
 * time zone and a cron checked as the CLI checks it, bonus campaigns and jackpots (a new pot seeded through the
 * ledger, a changed one moving nothing), and the staff member's sites; each change audited, another site's 404.
 * Games per site and the site config are in backoffice-site-settings.test.ts.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AuditEntry } from '../../contract/backoffice';
import type {
  BackofficeBonusCampaign,
  BackofficeHappyHour,
  BackofficeJackpot,
  BackofficeSite,
} from '../../contract/backoffice-promotions';
import { BonusCampaignPaths, campaignTexts, type BonusCampaignsAnswer } from '../../contract/campaigns';
import { ErrorCodes } from '../../contract/errors';
import { createHappyHourScheduler } from '../src/modules/happy-hours/scheduler';
import { testApp, TestClock, type TestApp } from './helpers';
import {
  assertBoError,
  bo,
  HAPPY_HOUR,
  jackpotSeeds,
  listQuery,
  staffMember,
  type SignedInStaff,
} from './support/backoffice';
import { phoneMaker } from './support/users';
import { fundedPlayer } from './support/withdrawals';

/** A Sunday noon, UTC: 14:00 in Johannesburg, 17:30 in Kolkata. */
const NOON = Date.parse('2026-11-29T12:00:00Z');

const messageOf = (answer: { json(): unknown }) => (answer.json() as { error: { message: string } }).error.message;

async function auditOf(t: TestApp, target: string): Promise<AuditEntry[]> {
  const { rows } = await t.db.query<AuditEntry & { staff_id: string }>(
    'SELECT action, staff_id, before, after FROM audit_log WHERE target = $1 ORDER BY id',
    [target],
  );
  return rows.map((row) => ({ ...row, staff_id: Number(row.staff_id) }));
}

describe('back-office happy hours', () => {
  const clock = new TestClock(NOON);
  const t = testApp({ clock });

  it('creates, lists, reads, changes and turns off a happy hour, with its next starts in the site time zone', async () => {
    const marketing = await staffMember(t, clock, 'marketing');
    const created = await bo(t, marketing, 'POST', 'happy_hours', HAPPY_HOUR);
    assert.equal(created.statusCode, 200, created.body);
    const hh = created.json() as BackofficeHappyHour;
    assert.deepEqual(hh, {
      id: hh.id,
      ...HAPPY_HOUR,
      active: true,
      time_zone: 'Africa/Johannesburg',
      // Fridays 18:00 UTC are 20:00 in Johannesburg.
      next_runs: [
        '2026-12-04T20:00:00+02:00',
        '2026-12-11T20:00:00+02:00',
        '2026-12-18T20:00:00+02:00',
        '2026-12-25T20:00:00+02:00',
        '2027-01-01T20:00:00+02:00',
      ],
    });

    const listed = await bo(t, marketing, 'GET', `happy_hours?${listQuery({ filter: { site_id: 1 }, range: [0, 9] })}`);
    assert.equal(listed.statusCode, 200, listed.body);
    const rows = listed.json() as BackofficeHappyHour[];
    assert.deepEqual(
      rows.map((row) => row.name),
      [HAPPY_HOUR.name, 'happy-hour'],
      'newest first, beside the demo one',
    );
    assert.equal(listed.headers['content-range'], 'happy_hours 0-1/2');

    const changed = await bo(t, marketing, 'PUT', `happy_hours/${hh.id}`, {
      ...hh,
      schedule: '30 12 * * *',
      config: { max_bonus: 20000 },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const after = changed.json() as BackofficeHappyHour;
    assert.equal(after.site_id, 1, 'the site stays');
    assert.deepEqual(after.config, { min_deposit: 5000, bonus_percentage: 50, max_bonus: 20000 });
    assert.deepEqual(after.next_runs.slice(0, 2), ['2026-11-29T14:30:00+02:00', '2026-11-30T14:30:00+02:00']);
    assert.deepEqual((await bo(t, marketing, 'GET', `happy_hours/${hh.id}`)).json(), after);

    const off = await bo(t, marketing, 'DELETE', `happy_hours/${hh.id}`);
    assert.equal(off.statusCode, 200, off.body);
    assert.equal((off.json() as BackofficeHappyHour).active, false);

    const trail = await auditOf(t, `happy_hour:${hh.id}`);
    assert.deepEqual(
      trail.map((row) => [row.action, row.staff_id]),
      [
        ['happy_hour.create', marketing.id],
        ['happy_hour.update', marketing.id],
        ['happy_hour.disable', marketing.id],
      ],
    );
    assert.equal(trail[0]!.before, null);
    const { site_id: _site, ...setup } = HAPPY_HOUR;
    assert.deepEqual(trail[1]!.before, { ...setup, active: true });
    assert.equal((trail[1]!.after as { schedule: string }).schedule, '30 12 * * *');
    assert.deepEqual(
      [(trail[2]!.before as { active: boolean }).active, (trail[2]!.after as { active: boolean }).active],
      [true, false],
    );
  });

  it("answers an Indian site's next starts in Kolkata time", async () => {
    const owner = await staffMember(t, clock, 'owner');
    const created = await bo(t, owner, 'POST', 'happy_hours', { ...HAPPY_HOUR, site_id: 3, schedule: '0 18 * * *' });
    assert.equal(created.statusCode, 200, created.body);
    const hh = created.json() as BackofficeHappyHour;
    assert.equal(hh.time_zone, 'Asia/Kolkata');
    assert.deepEqual(hh.next_runs.slice(0, 2), ['2026-11-29T23:30:00+05:30', '2026-11-30T23:30:00+05:30']);
  });

  it('refuses a schedule that is not a cron expression, naming the field, and changes nothing', async () => {
    const marketing = await staffMember(t, clock, 'marketing');
    for (const schedule of ['every friday', '61 18 * * *', '0 18 * *', '* * * * * * *']) {
      const answer = await bo(t, marketing, 'POST', 'happy_hours', { ...HAPPY_HOUR, name: 'bad-cron', schedule });
      assertBoError(answer, 422, ErrorCodes.validation);
      assert.match((answer.json() as { error: { message: string } }).error.message, /^schedule must be a cron/);
    }
    const { rows } = await t.db.query("SELECT 1 FROM happy_hour_configs WHERE name = 'bad-cron'");
    assert.equal(rows.length, 0);

    const demo = (
      await bo(t, marketing, 'GET', `happy_hours?${listQuery({ filter: { site_id: 2 } })}`)
    ).json() as BackofficeHappyHour[];
    const bad = await bo(t, marketing, 'PUT', `happy_hours/${demo[0]!.id}`, { schedule: 'soon' });
    assertBoError(bad, 422, ErrorCodes.validation);
    const still = (await bo(t, marketing, 'GET', `happy_hours/${demo[0]!.id}`)).json() as BackofficeHappyHour;
    assert.equal(still.schedule, demo[0]!.schedule);

    const short = await bo(t, marketing, 'POST', 'happy_hours', { ...HAPPY_HOUR, name: 'short', duration: 5 });
    assertBoError(short, 422, ErrorCodes.validation);
    assert.match(short.body, /duration must be a whole number from 60/);
    const taken = await bo(t, marketing, 'POST', 'happy_hours', { ...HAPPY_HOUR, site_id: 2, name: 'happy-hour' });
    assertBoError(taken, 422, ErrorCodes.validation);
    assert.equal(messageOf(taken), 'name "happy-hour" is already a happy hour of this site');
  });

  it("answers 404 for another site's happy hour, and 403 to a role without promotions", async () => {
    const siteTwo = await staffMember(t, clock, 'marketing', [2]);
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM happy_hour_configs WHERE site_id = 1 LIMIT 1');
    const id = rows[0]!.id;
    assertBoError(await bo(t, siteTwo, 'GET', `happy_hours/${id}`), 404, ErrorCodes.notFound);
    assertBoError(await bo(t, siteTwo, 'PUT', `happy_hours/${id}`, { duration: 600 }), 404, ErrorCodes.notFound);
    assertBoError(await bo(t, siteTwo, 'DELETE', `happy_hours/${id}`), 404, ErrorCodes.notFound);
    assertBoError(await bo(t, siteTwo, 'POST', 'happy_hours', HAPPY_HOUR), 404, ErrorCodes.notFound);
    const mine = (await bo(t, siteTwo, 'GET', 'happy_hours')).json() as BackofficeHappyHour[];
    assert.deepEqual([...new Set(mine.map((row) => row.site_id))], [2]);

    const support = await staffMember(t, clock, 'support');
    assertBoError(await bo(t, support, 'GET', 'happy_hours'), 403, ErrorCodes.backofficeForbidden);
    const finance = await staffMember(t, clock, 'finance');
    assertBoError(await bo(t, finance, 'POST', 'happy_hours', HAPPY_HOUR), 403, ErrorCodes.backofficeForbidden);
  });
});

describe('the happy-hour scheduler and the back office', () => {
  // 12:30 UTC: a config running daily at 12:00 for an hour has a window open now.
  const clock = new TestClock(NOON + 30 * 60_000);
  const t = testApp({ clock, deps: { happyHourScheduler: true } });

  it('opens the window of a config created in the back office at once, without a restart', async () => {
    const marketing = await staffMember(t, clock, 'marketing');
    // The running scheduler has ticked and sleeps until its next moment (at least half a minute away).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const created = await bo(t, marketing, 'POST', 'happy_hours', {
      ...HAPPY_HOUR,
      name: 'lunch',
      schedule: '0 12 * * *',
      duration: 3600,
    });
    assert.equal(created.statusCode, 200, created.body);
    const id = (created.json() as BackofficeHappyHour).id;
    let opened: unknown[] = [];
    for (let tries = 0; tries < 40 && opened.length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      opened = (
        await t.db.query("SELECT starts_at FROM promotion_states WHERE config_id = $1 AND status = 'ongoing'", [id])
      ).rows;
    }
    assert.equal(opened.length, 1, 'the window of 12:00–13:00 UTC opened within two seconds');

    // A node that was not told (its own scheduler, asleep) would have left it closed: the tick is what opened it.
    const idle = createHappyHourScheduler({ db: t.db, bus: t.bus, clock, log: { warn: () => undefined } });
    assert.deepEqual((await idle.tick()).opened, [], 'already open');
  });
});

describe('back-office bonus campaigns', () => {
  const clock = new TestClock(NOON);
  const t = testApp({ clock });
  const newPhone = phoneMaker(7_840_000);

  const FREE = {
    site_id: 1,
    type: 'free_money',
    title: 'Weekend gift',
    description: 'On us.',
    amount: 1500,
    wager_multiple: 3,
    expiry_days: 2,
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: null,
  };

  async function currentTitles(token: string): Promise<string[]> {
    const answer = await t.app.inject({ method: 'GET', url: BonusCampaignPaths.currents, query: { token } });
    assert.equal(answer.statusCode, 200, answer.body);
    return (answer.json() as BonusCampaignsAnswer).bonus_campaigns.map((c) => c.title);
  }

  it('creates a campaign players see at once, changes it, and turns it off, each audited', async () => {
    const marketing = await staffMember(t, clock, 'marketing');
    const player = await fundedPlayer(t, newPhone());
    const created = await bo(t, marketing, 'POST', 'bonus_campaigns', FREE);
    assert.equal(created.statusCode, 200, created.body);
    const campaign = created.json() as BackofficeBonusCampaign;
    assert.deepEqual(campaign, {
      id: campaign.id,
      ...FREE,
      translations: {},
      currency: 'ZAR',
      bonus_percentage: null,
      max_bonus: null,
      min_deposit: null,
      active: true,
    });
    assert.ok((await currentTitles(player.token)).includes('Weekend gift'));

    const listed = await bo(t, marketing, 'GET', `bonus_campaigns?${listQuery({ filter: { site_id: 1 } })}`);
    assert.equal(listed.statusCode, 200, listed.body);
    assert.equal((listed.json() as BackofficeBonusCampaign[])[0]!.id, campaign.id);
    assert.match(String(listed.headers['content-range']), /^bonus_campaigns 0-2\/3$/);

    const changed = await bo(t, marketing, 'PUT', `bonus_campaigns/${campaign.id}`, { ...campaign, amount: 2000 });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((changed.json() as BackofficeBonusCampaign).amount, 2000);

    const off = await bo(t, marketing, 'DELETE', `bonus_campaigns/${campaign.id}`);
    assert.equal((off.json() as BackofficeBonusCampaign).active, false);
    assert.ok(!(await currentTitles(player.token)).includes('Weekend gift'), 'players no longer see it');

    const trail = await auditOf(t, `bonus_campaign:${campaign.id}`);
    assert.deepEqual(
      trail.map((row) => row.action),
      ['bonus_campaign.create', 'bonus_campaign.update', 'bonus_campaign.disable'],
    );
    assert.deepEqual(
      [(trail[1]!.before as { amount: number }).amount, (trail[1]!.after as { amount: number }).amount],
      [1500, 2000],
    );
  });

  it('keeps the name and terms in isiZulu and Hindi, audited, which players and visitors receive with the English', async () => {
    const marketing = await staffMember(t, clock, 'marketing');
    const player = await fundedPlayer(t, newPhone());
    const translations = {
      zu: { title: 'Isipho sempelasonto', description: 'Kuvela kithi.' },
      hi: { title: 'सप्ताहांत का उपहार' },
    };
    const created = await bo(t, marketing, 'POST', 'bonus_campaigns', { ...FREE, title: 'Gift', translations });
    assert.equal(created.statusCode, 200, created.body);
    const campaign = created.json() as BackofficeBonusCampaign;
    assert.deepEqual(campaign.translations, translations);

    const currents = await t.app.inject({
      method: 'GET',
      url: BonusCampaignPaths.currents,
      query: { token: player.token },
    });
    const seen = (currents.json() as BonusCampaignsAnswer).bonus_campaigns.find((c) => c.id === campaign.id)!;
    assert.deepEqual([seen.title, seen.translations], ['Gift', translations]);
    assert.deepEqual(campaignTexts(seen, 'hi'), { title: 'सप्ताहांत का उपहार', description: 'On us.' });
    assert.deepEqual(campaignTexts(seen, 'en'), { title: 'Gift', description: 'On us.' });
    const offers = await t.app.inject({ method: 'GET', url: BonusCampaignPaths.offers, query: { site_id: '1' } });
    const offered = (offers.json() as BonusCampaignsAnswer).bonus_campaigns.find((c) => c.id === campaign.id)!;
    assert.equal(offered.translations.zu?.title, 'Isipho sempelasonto');

    // An emptied field (blank, or null as the back office's form sends it) is dropped: the page shows the English.
    const changed = await bo(t, marketing, 'PUT', `bonus_campaigns/${campaign.id}`, {
      ...campaign,
      translations: {
        hi: { title: 'सप्ताहांत का उपहार', description: null },
        zu: { title: ' ', description: 'Kuvela kithi.' },
      },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual((changed.json() as BackofficeBonusCampaign).translations.zu, { description: 'Kuvela kithi.' });
    const trail = await auditOf(t, `bonus_campaign:${campaign.id}`);
    assert.deepEqual(
      [(trail[1]!.before as typeof campaign).translations.zu, (trail[1]!.after as typeof campaign).translations.zu],
      [translations.zu, { description: 'Kuvela kithi.' }],
    );

    const long = await bo(t, marketing, 'PUT', `bonus_campaigns/${campaign.id}`, {
      translations: { hi: { title: 'x'.repeat(201) } },
    });
    assertBoError(long, 422, ErrorCodes.validation);
  });

  it("refuses a deposit bonus without its terms, naming the field, and another site's campaign is 404", async () => {
    const marketing = await staffMember(t, clock, 'marketing');
    const deposit = {
      ...FREE,
      type: 'deposit_bonus',
      title: 'Match',
      amount: null,
      bonus_percentage: 100,
      max_bonus: 5000,
    };
    const answer = await bo(t, marketing, 'POST', 'bonus_campaigns', deposit);
    assertBoError(answer, 422, ErrorCodes.validation);
    assert.match(answer.body, /min_deposit is needed by a deposit bonus campaign/);
    const backwards = await bo(t, marketing, 'POST', 'bonus_campaigns', {
      ...FREE,
      title: 'Backwards',
      ends_at: '2026-10-01T00:00:00.000Z',
    });
    assertBoError(backwards, 422, ErrorCodes.validation);
    assert.match(backwards.body, /ends_at must be after starts_at/);

    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM bonus_campaigns WHERE site_id = 1 LIMIT 1');
    const siteThree = await staffMember(t, clock, 'owner', [3]);
    assertBoError(await bo(t, siteThree, 'GET', `bonus_campaigns/${rows[0]!.id}`), 404, ErrorCodes.notFound);
    assertBoError(await bo(t, siteThree, 'DELETE', `bonus_campaigns/${rows[0]!.id}`), 404, ErrorCodes.notFound);
  });
});

describe('back-office jackpots', () => {
  const clock = new TestClock(NOON);
  const t = testApp({ clock });

  it('seeds a new pot through the ledger, and a change of terms moves no money', async () => {
    const marketing = await staffMember(t, clock, 'marketing');
    const created = await bo(t, marketing, 'POST', 'jackpots', {
      site_id: 3,
      slug: 'mega',
      seed_amount: 250_000,
      contribution_bp: 20,
      win_chance_ppm: 5,
    });
    assert.equal(created.statusCode, 200, created.body);
    const pot = created.json() as BackofficeJackpot;
    assert.deepEqual(pot, {
      id: pot.id,
      site_id: 3,
      slug: 'mega',
      currency: 'INR',
      seed_amount: 250_000,
      contribution_bp: 20,
      win_chance_ppm: 5,
      active: true,
      cycle: 0,
      pot: 250_000,
    });
    assert.deepEqual(await jackpotSeeds(t.db, pot.id), [250_000], 'one seed transfer, from the bonus expense');

    const changed = await bo(t, marketing, 'PUT', `jackpots/${pot.id}`, { ...pot, seed_amount: 400_000, pot: 1 });
    assert.equal(changed.statusCode, 200, changed.body);
    const after = changed.json() as BackofficeJackpot;
    assert.equal(after.seed_amount, 400_000, 'the next cycle seeds the new amount');
    assert.equal(after.pot, 250_000, 'the running pot keeps its money');
    assert.deepEqual(await jackpotSeeds(t.db, pot.id), [250_000]);

    const off = await bo(t, marketing, 'DELETE', `jackpots/${pot.id}`);
    assert.deepEqual(
      [(off.json() as BackofficeJackpot).active, (off.json() as BackofficeJackpot).pot],
      [false, 250_000],
    );

    const listed = await bo(
      t,
      marketing,
      'GET',
      `jackpots?${listQuery({ filter: { site_id: 3 }, sort: ['slug', 'ASC'] })}`,
    );
    assert.deepEqual(
      (listed.json() as BackofficeJackpot[]).map((row) => row.slug),
      ['grand', 'major', 'mega', 'minor'],
    );
    const trail = await auditOf(t, `jackpot:${pot.id}`);
    assert.deepEqual(
      trail.map((row) => row.action),
      ['jackpot.create', 'jackpot.update', 'jackpot.disable'],
    );
    assert.deepEqual(
      [
        (trail[1]!.before as { seed_amount: number }).seed_amount,
        (trail[1]!.after as { seed_amount: number }).seed_amount,
      ],
      [250_000, 400_000],
    );
  });

  it("holds a seed to the site's cap and a chance to one bet in 1,000, when set or changed", async () => {
    const marketing = await staffMember(t, clock, 'marketing');
    const owner = await staffMember(t, clock, 'owner');
    // The demo sites' cap is R50,000.00 (jackpot_max_seed_amount 5,000,000).
    const base = { site_id: 1, slug: 'capped', seed_amount: 5_000_000, contribution_bp: 10, win_chance_ppm: 1_000 };
    const seedTooBig = await bo(t, marketing, 'POST', 'jackpots', { ...base, seed_amount: 5_000_001 });
    assertBoError(seedTooBig, 422, ErrorCodes.validation);
    assert.equal(
      messageOf(seedTooBig),
      "seed_amount must be at most R50,000.00, the site's jackpot_max_seed_amount (its owner sets it in the site config)",
    );
    const tooLikely = await bo(t, marketing, 'POST', 'jackpots', { ...base, win_chance_ppm: 1_001 });
    assertBoError(tooLikely, 422, ErrorCodes.validation);
    assert.equal(
      messageOf(tooLikely),
      'win_chance_ppm must be at most 1000, one bet in 1,000: a pot won more often is mostly its seed',
    );
    const none = await t.db.query("SELECT 1 FROM jackpots WHERE slug = 'capped'");
    assert.equal(none.rows.length, 0, 'nothing made, nothing seeded');

    const made = await bo(t, marketing, 'POST', 'jackpots', base);
    assert.equal(made.statusCode, 200, made.body);
    const pot = made.json() as BackofficeJackpot;
    assertBoError(
      await bo(t, marketing, 'PUT', `jackpots/${pot.id}`, { ...pot, seed_amount: 5_000_001 }),
      422,
      ErrorCodes.validation,
    );
    assert.equal(
      ((await bo(t, marketing, 'GET', `jackpots/${pot.id}`)).json() as BackofficeJackpot).seed_amount,
      5_000_000,
    );
    assert.deepEqual(
      (await auditOf(t, `jackpot:${pot.id}`)).map((row) => row.action),
      ['jackpot.create'],
      'a refused change is not audited',
    );

    // The owner raises the cap, and the seed may follow; lowered again, the jackpot past it may still be switched.
    const raise = await bo(t, owner, 'PUT', 'sites/1/config', { jackpot_max_seed_amount: 10_000_000 });
    assert.equal(raise.statusCode, 200, raise.body);
    const raised = await bo(t, marketing, 'PUT', `jackpots/${pot.id}`, { ...pot, seed_amount: 8_000_000 });
    assert.equal(raised.statusCode, 200, raised.body);
    await bo(t, owner, 'PUT', 'sites/1/config', { jackpot_max_seed_amount: 1_000_000 });
    const off = await bo(t, marketing, 'PUT', `jackpots/${pot.id}`, {
      ...(raised.json() as BackofficeJackpot),
      active: false,
    });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal((off.json() as BackofficeJackpot).seed_amount, 8_000_000);

    // A site whose owner never set a cap seeds nothing: the message says so in its currency.
    await t.db.query("UPDATE sites SET unit_config = unit_config - 'jackpot_max_seed_amount' WHERE id = 3");
    const uncapped = await bo(t, marketing, 'POST', 'jackpots', { ...base, site_id: 3, seed_amount: 100 });
    assertBoError(uncapped, 422, ErrorCodes.validation);
    assert.match(messageOf(uncapped), /^seed_amount must be at most ₹0\.00, /);
  });

  it('refuses bad terms and a slug in use, and answers 404 for another site', async () => {
    const owner = await staffMember(t, clock, 'owner');
    const base = { site_id: 1, slug: 'huge', seed_amount: 1000, contribution_bp: 10, win_chance_ppm: 1 };
    assertBoError(await bo(t, owner, 'POST', 'jackpots', { ...base, contribution_bp: 0 }), 422, ErrorCodes.validation);
    assertBoError(await bo(t, owner, 'POST', 'jackpots', { ...base, slug: 'Big Pot' }), 422, ErrorCodes.validation);
    const taken = await bo(t, owner, 'POST', 'jackpots', { ...base, slug: 'grand' });
    assertBoError(taken, 422, ErrorCodes.validation);
    assert.equal(messageOf(taken), 'slug "grand" is already a jackpot of this site');
    const { rows } = await t.db.query<{ id: string }>("SELECT id FROM jackpots WHERE site_id = 1 AND slug = 'grand'");
    const siteTwo: SignedInStaff = await staffMember(t, clock, 'marketing', [2]);
    assertBoError(await bo(t, siteTwo, 'PUT', `jackpots/${rows[0]!.id}`, { seed_amount: 5 }), 404, ErrorCodes.notFound);
    assertBoError(
      await bo(t, siteTwo, 'GET', `jackpots?${listQuery({ filter: { site_id: 1 } })}`),
      404,
      ErrorCodes.notFound,
    );
  });
});

describe("the staff member's sites", () => {
  const clock = new TestClock(NOON);
  const t = testApp({ clock });

  it('lists only their sites, with name, country, currency and time zone, to every role', async () => {
    const support = await staffMember(t, clock, 'support', [1, 3]);
    const answer = await bo(t, support, 'GET', 'sites');
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(answer.json() as BackofficeSite[], [
      { id: 1, name: 'Lucky Star', country: 'ZA', currency: 'ZAR', time_zone: 'Africa/Johannesburg' },
      { id: 3, name: 'Shubh Play', country: 'IN', currency: 'INR', time_zone: 'Asia/Kolkata' },
    ]);
    assert.equal(answer.headers['content-range'], 'sites 0-1/2');
  });
});
