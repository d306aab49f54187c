/**
 * Bonus campaigns: the demo sites' campaigns listed and accepted (one open bonus at a time, each campaign once, never
 * for another player's unit), free money credited at accept and a deposit bonus on the first qualifying deposit
 * after it (voucher or card), bets counted towards wagering by the game's contribution with the left-to-wager pushed
 * live, completion releasing the bonus to cash exactly once (also when bets race), expiry forfeiting it (by the sweep
 * and lazily), every move one ledger transfer and the ledger check clean. On PostgreSQL the racing bets interleave.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { StatementAnswer } from '../../contract/statement';
import {
  BonusCampaignPaths,
  type AcceptBonusCampaignAnswer,
  type BonusCampaignAnswer,
  type BonusCampaignsAnswer,
  type BonusState,
} from '../../contract/campaigns';
import { ErrorCodes } from '../../contract/errors';
import type { WalletAnswer } from '../../contract/games';
import type { PromotionsJoinReply } from '../../contract/socket';
import { DEMO_CAMPAIGNS } from '../src/modules/campaigns/demo';
import { createCampaignsService } from '../src/modules/campaigns/service';
import { systemAccount, unitAccount } from '../src/ledger/accounts';
import { checkLedger, describeProblem } from '../src/ledger/check';
import { createLedger, unitChannel } from '../src/ledger/ledger';
import { createUnitsService } from '../src/modules/units/service';
import { unitPromotionsChannel } from '../src/modules/units/promotion-channels';
import { createTopics } from '../src/topics';
import { TestClock, testApp } from './helpers';
import { playerToken, seedTestGames, TEST_GAMES, walletCall } from './support/games';
import { assertError, assertLedgerBalanced, listen, post } from './support/money';
import { callback, startCard } from './support/payments';
import { phoneMaker } from './support/users';
import { call, fundedPlayer, loadVoucher, type Player } from './support/withdrawals';

const newPhone = phoneMaker(7_800_000);
const DAY = 24 * 60 * 60 * 1000;
const FREE = DEMO_CAMPAIGNS.find((c) => c.type === 'free_money')!;
const DEPOSIT = DEMO_CAMPAIGNS.find((c) => c.type === 'deposit_bonus')!;

describe('bonus campaigns', () => {
  const clock = new TestClock();
  let n = 0;
  const ids: Record<string, number> = {};

  const t = testApp({
    clock,
    setUp: async () => {
      await seedTestGames(t.db);
      const { rows } = await t.db.query<{ id: number; title: string }>(
        'SELECT id, title FROM bonus_campaigns WHERE site_id = 1',
      );
      for (const row of rows) ids[row.title] = Number(row.id);
    },
  });

  const freeId = () => ids[FREE.title]!;
  const depositId = () => ids[DEPOSIT.title]!;

  async function player(funds: { cash?: number; deposit?: number; siteId?: number } = {}) {
    const p = await fundedPlayer(t, newPhone(), funds);
    return { ...p, playerToken: await playerToken(t.app, p.session, p.token) };
  }

  const bearerOf = (p: Player) => ({ authorization: `Bearer ${p.session.access.token}` });

  async function get<T>(url: string, p?: Player, headers?: Record<string, string>) {
    const response = await t.app.inject({
      method: 'GET',
      url: p ? `${url}?token=${encodeURIComponent(p.token)}` : url,
      headers,
    });
    return { status: response.statusCode, body: response.json() as T };
  }

  const accept = (id: number, p: Player, withBearer = false) =>
    call<AcceptBonusCampaignAnswer>(
      t,
      BonusCampaignPaths.accept(id),
      { token: p.token },
      withBearer ? p.session : undefined,
    );

  const bet = (p: { playerToken: string }, amount: number, game: string = TEST_GAMES.slot.slug) =>
    walletCall<WalletAnswer>(t.app, ApiPaths.walletBet, {
      player_token: p.playerToken,
      transaction_id: `bc-bet-${++n}`,
      round_id: `bc-round-${n}`,
      game_slug: game,
      amount,
    });

  async function balances(unitId: number) {
    const unit = await createUnitsService({ db: t.db }).view(unitId);
    return { cash: unit.fin_account.balance, campaign: unit.active_campaign_bonus_balance };
  }

  async function stateOf(p: Player): Promise<BonusState | null> {
    const answer = await get<BonusCampaignsAnswer>(BonusCampaignPaths.inBonus, p);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.bonus_campaigns[0]?.bonus_state ?? null;
  }

  it('lists the demo campaigns as current, counts them in the promotions join, and shows one without a token', async () => {
    const p = await player();
    const currents = await get<BonusCampaignsAnswer>(BonusCampaignPaths.currents, p);
    assert.equal(currents.status, 200, JSON.stringify(currents.body));
    assert.deepEqual(
      currents.body.bonus_campaigns.map((c) => c.title).sort(),
      DEMO_CAMPAIGNS.map((c) => c.title).sort(),
    );
    const deposit = currents.body.bonus_campaigns.find((c) => c.type === 'deposit_bonus')!;
    assert.equal(deposit.bonus_percentage, DEPOSIT.bonus_percentage);
    assert.equal(deposit.currency, 'ZAR');
    assert.equal(deposit.bonus_state, null);
    const topics = createTopics({ clock, db: t.db, bus: t.bus }, createUnitsService({ db: t.db }));
    const join = await topics.promotions!.join({ unitId: p.unitId, siteId: 1 }, {});
    const reply = join.response as PromotionsJoinReply;
    assert.equal(reply.available_bonus_campaigns_count, DEMO_CAMPAIGNS.length);
    assert.equal(reply.has_just_started_campaign_bonus, false);

    const one = await get<BonusCampaignAnswer>(BonusCampaignPaths.one(freeId()));
    assert.equal(one.status, 200);
    assert.equal(one.body.bonus_campaign.amount, FREE.amount);
    assert.equal((await get(BonusCampaignPaths.one(999_999))).status, 404);
    assert.deepEqual((await get<BonusCampaignsAnswer>(BonusCampaignPaths.passed, p)).body, { bonus_campaigns: [] });
  });

  it('free money is credited at accept; one open bonus at a time and each campaign once', async () => {
    const p = await player({ cash: 10_000 });
    const news = await listen(t.bus, unitPromotionsChannel(p.unitId));
    const unitNews = await listen(t.bus, unitChannel(p.unitId));
    const accepted = await accept(freeId(), p, true);
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    const state = accepted.body.bonus_state;
    assert.equal(state.status, 'active');
    assert.equal(state.start_amount, FREE.amount);
    assert.equal(state.wager_requirement, FREE.amount! * FREE.wager_multiple);
    assert.equal(state.left_to_wager, state.wager_requirement);
    assert.equal(state.wagered, 0);
    assert.deepEqual(await balances(p.unitId), { cash: 10_000, campaign: FREE.amount });

    const activated = await news.until((m) => m.event === 'campaign_bonus_activated');
    assert.equal(
      (activated.payload as { bonus_campaign: { bonus_state: BonusState } }).bonus_campaign.bonus_state.start_amount,
      FREE.amount,
    );
    const count = await news.until((m) => m.event === 'campaign_bonus_available_count_change');
    assert.deepEqual(count.payload, { available_bonus_campaigns_count: DEMO_CAMPAIGNS.length - 1 });
    await unitNews.until(
      (m) =>
        m.event === 'unit_updated' &&
        JSON.stringify(m.payload) ===
          JSON.stringify({
            action: 'active_campaign_bonus_balance_updated',
            unit: { active_campaign_bonus_balance: FREE.amount },
          }),
    );

    assertError(await accept(freeId(), p), 422, ErrorCodes.campaignAlreadyAccepted);
    assertError(await accept(depositId(), p), 422, ErrorCodes.campaignBonusAlreadyActive);
    const inBonus = await get<BonusCampaignsAnswer>(BonusCampaignPaths.inBonus, p);
    assert.deepEqual(
      inBonus.body.bonus_campaigns.map((c) => [c.id, c.bonus_state?.status]),
      [[freeId(), 'active']],
    );
    const currents = await get<BonusCampaignsAnswer>(BonusCampaignPaths.currents, p);
    assert.deepEqual(
      currents.body.bonus_campaigns.map((c) => c.id),
      [depositId()],
    );
    await news.stop();
    await unitNews.stop();
    await assertLedgerBalanced(t.db);
  });

  it("refuses another player's unit and an anonymous one (403), an unknown or other site's campaign (404)", async () => {
    const owner = await player();
    const other = await player();
    const stranger = { ...owner, session: other.session };
    assertError(await accept(freeId(), stranger, true), 403, ErrorCodes.unitNotOwned);
    for (const path of [BonusCampaignPaths.currents, BonusCampaignPaths.passed, BonusCampaignPaths.inBonus]) {
      const answer = await get(path, owner, bearerOf(other));
      assert.equal(answer.status, 403, path);
    }
    assert.equal((await get(BonusCampaignPaths.one(freeId()), owner, bearerOf(other))).status, 403);
    const anonymous = await post<{ token: string }>(t.app, ApiPaths.createAnonymousUnit, { site_id: 1 });
    assertError(
      await post(t.app, BonusCampaignPaths.accept(freeId()), { token: anonymous.body.token }),
      403,
      ErrorCodes.unitNotOwned,
    );
    assertError(await accept(999_999, owner), 404, ErrorCodes.campaignNotFound);
    const india = await t.db.query<{ id: number }>('SELECT id FROM bonus_campaigns WHERE site_id = 3 LIMIT 1');
    assertError(await accept(Number(india.rows[0]!.id), owner), 404, ErrorCodes.campaignNotFound);
    assert.equal((await balances(owner.unitId)).campaign, 0, 'nothing was credited');
  });

  it('counts each bet by its game: slots 100 %, quick games 50 %, table games 10 %, pushing left to wager live', async () => {
    const p = await player({ cash: 50_000 });
    assert.equal((await accept(freeId(), p)).status, 200);
    const news = await listen(t.bus, unitPromotionsChannel(p.unitId));
    const requirement = FREE.amount! * FREE.wager_multiple;

    assert.equal((await bet(p, 1_000)).status, 200);
    assert.equal((await bet(p, 1_000, TEST_GAMES.roulette.slug)).status, 200);
    assert.equal((await bet(p, 999, TEST_GAMES.wheel.slug)).status, 200);
    const wagered = 1_000 + 100 + 499;
    const state = (await stateOf(p))!;
    assert.equal(state.wagered, wagered);
    assert.equal(state.left_to_wager, requirement - wagered);

    const live = await news.until(
      (m) =>
        m.event === 'campaign_bonus_state_updated' &&
        (m.payload as { bonus_state: BonusState }).bonus_state.wagered === wagered,
    );
    assert.equal((live.payload as { bonus_state: BonusState }).bonus_state.left_to_wager, requirement - wagered);
    assert.equal((await balances(p.unitId)).campaign, FREE.amount, 'bets draw real money, never the locked bonus');
    await news.stop();
  });

  it('a rolled-back bet takes its wagering back: bet and rollback pairs never release a bonus', async () => {
    const p = await player({ cash: 50_000 });
    assert.equal((await accept(freeId(), p)).status, 200);
    const requirement = FREE.amount! * FREE.wager_multiple;
    const rollback = (placed: { transaction_id: string; round_id: string }) =>
      walletCall<WalletAnswer>(t.app, ApiPaths.walletRollback, {
        player_token: p.playerToken,
        game_slug: TEST_GAMES.slot.slug,
        ...placed,
      });
    // The exploit: four pairs of the whole requirement's quarter, each rolled back, used to complete it.
    for (let i = 0; i < 4; i++) {
      const placed = { transaction_id: `bc-pair-${++n}`, round_id: `bc-pair-round-${n}` };
      const answer = await walletCall<WalletAnswer>(t.app, ApiPaths.walletBet, {
        player_token: p.playerToken,
        game_slug: TEST_GAMES.slot.slug,
        amount: requirement / 4,
        ...placed,
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal((await rollback(placed)).status, 200);
      // Delivered again, the rollback takes nothing back twice.
      assert.equal((await rollback(placed)).status, 200);
    }
    // The game hears the bonus beside what bets can draw, so it can show the site's total (SPEC §4).
    const wallet = await walletCall<WalletAnswer>(t.app, ApiPaths.walletBalance, {
      player_token: p.playerToken,
      game_slug: TEST_GAMES.slot.slug,
    });
    assert.deepEqual([wallet.body.balance, wallet.body.bonus], [50_000, FREE.amount]);
    const state = (await stateOf(p))!;
    assert.equal(state.status, 'active');
    assert.equal(state.wagered, 0);
    assert.equal(state.left_to_wager, requirement);
    assert.deepEqual(await balances(p.unitId), { cash: 50_000, campaign: FREE.amount });

    // A bet whose wagering released the bonus has paid out: its rollback is refused and changes nothing.
    const completing = { transaction_id: `bc-done-${++n}`, round_id: `bc-done-round-${n}` };
    await walletCall<WalletAnswer>(t.app, ApiPaths.walletBet, {
      player_token: p.playerToken,
      game_slug: TEST_GAMES.slot.slug,
      amount: requirement,
      ...completing,
    });
    const released = { cash: 50_000 - requirement + FREE.amount!, campaign: 0 };
    assert.deepEqual(await balances(p.unitId), released);
    assertError(await rollback(completing), 422, ErrorCodes.walletBetSettled);
    assert.deepEqual(await balances(p.unitId), released);
    await assertLedgerBalanced(t.db);
    assert.deepEqual((await checkLedger(t.db)).problems.map(describeProblem), []);
  });

  it('completion releases the bonus to cash once, tells the player, and later bets change nothing', async () => {
    const p = await player({ cash: 50_000 });
    assert.equal((await accept(freeId(), p)).status, 200);
    const news = await listen(t.bus, unitPromotionsChannel(p.unitId));
    const requirement = FREE.amount! * FREE.wager_multiple;
    assert.equal((await bet(p, requirement - 1)).status, 200);
    assert.equal((await stateOf(p))!.left_to_wager, 1);
    const last = await bet(p, 5_000);
    assert.equal(last.status, 200);
    assert.equal(last.body.fin_account.balance, 50_000 - requirement + 1 - 5_000 + FREE.amount!);
    const completed = await news.until((m) => m.event === 'campaign_bonus_completed');
    assert.deepEqual(completed.payload, { won_amount: FREE.amount });
    assert.equal(await stateOf(p), null);
    assert.deepEqual(await balances(p.unitId), { cash: 50_000 - requirement + 1 - 5_000 + FREE.amount!, campaign: 0 });

    await bet(p, 5_000);
    assert.equal((await balances(p.unitId)).campaign, 0);
    const passed = await get<BonusCampaignsAnswer>(BonusCampaignPaths.passed, p);
    const done = passed.body.bonus_campaigns[0]!.bonus_state!;
    assert.equal(done.status, 'completed');
    assert.equal(done.won_amount, FREE.amount);
    const releases = await t.db.query(
      `SELECT 1 FROM ledger_transfers WHERE kind = 'campaign_bonus_release' AND metadata->>'bonus_state_id' = $1`,
      [String(done.id)],
    );
    assert.equal(releases.rows.length, 1);

    const statement = await t.app.inject({
      method: 'GET',
      url: `${ApiPaths.statement}?token=${encodeURIComponent(p.token)}&types[]=bonus`,
    });
    const rows = (statement.json() as StatementAnswer).transactions;
    assert.deepEqual(
      rows.map((row) => [row.amount, row.description]),
      [
        [FREE.amount, 'Campaign bonus wagered: now cash'],
        [FREE.amount, 'Campaign bonus'],
      ],
    );
    await news.stop();
    await assertLedgerBalanced(t.db);
  });

  it('bets racing past the requirement complete the bonus exactly once', async () => {
    const p = await player({ cash: 100_000 });
    assert.equal((await accept(freeId(), p)).status, 200);
    const results = await Promise.all(Array.from({ length: 30 }, () => bet(p, 500)));
    assert.ok(results.every((r) => r.status === 200));
    assert.deepEqual(await balances(p.unitId), { cash: 100_000 - 30 * 500 + FREE.amount!, campaign: 0 });
    const { rows } = await t.db.query<{ wagered: string; status: string }>(
      'SELECT wagered::text, status FROM bonus_states WHERE unit_id = $1',
      [p.unitId],
    );
    assert.equal(rows[0]!.status, 'completed');
    assert.ok(Number(rows[0]!.wagered) >= FREE.amount! * FREE.wager_multiple);
    await assertLedgerBalanced(t.db);
  });

  it('a deposit bonus waits for the first qualifying deposit after accepting: voucher, then card', async () => {
    const p = await player({ deposit: 20_000 });
    const accepted = await accept(depositId(), p);
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.equal(accepted.body.bonus_state.status, 'awaiting_deposit');
    assert.equal(accepted.body.bonus_state.start_amount, 0);
    assert.equal((await stateOf(p))!.status, 'awaiting_deposit', 'the deposit before accepting does not count');

    await loadVoucher(t, p.token, DEPOSIT.min_deposit! - 1);
    assert.equal((await stateOf(p))!.status, 'awaiting_deposit', 'below the minimum');
    await loadVoucher(t, p.token, 30_000);
    const state = (await stateOf(p))!;
    assert.equal(state.status, 'active');
    assert.equal(state.start_amount, 30_000);
    assert.equal(state.wager_requirement, 30_000 * DEPOSIT.wager_multiple);
    assert.equal((await balances(p.unitId)).campaign, 30_000);
    await loadVoucher(t, p.token, 100_000);
    assert.equal((await stateOf(p))!.start_amount, 30_000, 'only the first qualifying deposit counts');

    const q = await player();
    assert.equal((await accept(depositId(), q)).status, 200);
    const paymentId = await startCard(t.app, q.token, 200_000);
    assert.equal((await callback(t.app, { payment_id: paymentId, status: 'paid' })).status, 200);
    assert.equal((await callback(t.app, { payment_id: paymentId, status: 'paid' })).status, 200);
    const capped = (await stateOf(q))!;
    assert.equal(capped.start_amount, DEPOSIT.max_bonus, 'the bonus stops at its cap');
    assert.equal((await balances(q.unitId)).campaign, DEPOSIT.max_bonus);
    await assertLedgerBalanced(t.db);
  });

  it('qualifying deposits racing after accepting open the deposit bonus once, for one of them', async () => {
    const p = await player();
    assert.equal((await accept(depositId(), p)).status, 200);
    const amounts = [20_000, 21_000, 22_000, 23_000, 24_000];
    await Promise.all(amounts.map((amount) => loadVoucher(t, p.token, amount)));
    const state = (await stateOf(p))!;
    assert.equal(state.status, 'active');
    assert.ok(amounts.includes(state.start_amount), String(state.start_amount));
    assert.equal(state.wager_requirement, state.start_amount * DEPOSIT.wager_multiple);
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    const unit = await createUnitsService({ db: t.db }).view(p.unitId);
    assert.equal(unit.fin_account.deposit_balance, total, 'every deposit arrived, once');
    assert.equal(unit.active_campaign_bonus_balance, state.start_amount, 'one bonus, the size of one deposit');
    await assertLedgerBalanced(t.db);
  });

  it('expiry forfeits the bonus, lazily on access and by the sweep; an awaiting deposit bonus just ends', async () => {
    const lazy = await player({ cash: 20_000 });
    const swept = await player({ cash: 20_000 });
    const waiting = await player();
    assert.equal((await accept(freeId(), lazy)).status, 200);
    assert.equal((await accept(freeId(), swept)).status, 200);
    assert.equal((await accept(depositId(), waiting)).status, 200);
    const forfeits = async (unitIds: number[]) => {
      const { rows } = await t.db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM ledger_transfers t JOIN bonus_states s ON s.id = (t.metadata->>'bonus_state_id')::bigint
         WHERE t.kind = 'campaign_bonus_forfeit' AND s.unit_id = ANY ($1::bigint[])`,
        [unitIds],
      );
      return Number(rows[0]!.n);
    };
    // Past both campaigns' days: the free money's to wager and the deposit bonus's to deposit.
    const span = Math.max(FREE.expiry_days, DEPOSIT.expiry_days) * DAY + 1;
    clock.advance(span);
    try {
      const passed = await get<BonusCampaignsAnswer>(BonusCampaignPaths.passed, lazy);
      assert.equal(passed.body.bonus_campaigns[0]!.bonus_state!.status, 'expired');
      assert.deepEqual(await balances(lazy.unitId), { cash: 20_000, campaign: 0 });
      assert.equal(await forfeits([lazy.unitId]), 1);

      const news = await listen(t.bus, unitChannel(swept.unitId));
      const campaigns = createCampaignsService({ db: t.db, bus: t.bus, clock, log: console as never });
      assert.ok((await campaigns.sweep()) >= 1);
      assert.deepEqual(await balances(swept.unitId), { cash: 20_000, campaign: 0 });
      await news.until(
        (m) =>
          m.event === 'unit_updated' &&
          (m.payload as { action: string }).action === 'active_campaign_bonus_balance_updated',
      );
      await news.stop();
      const { rows } = await t.db.query<{ status: string }>('SELECT status FROM bonus_states WHERE unit_id = $1', [
        swept.unitId,
      ]);
      assert.equal(rows[0]!.status, 'expired');
      assert.equal(await stateOf(waiting), null);
      await campaigns.sweep();
      assert.equal(
        await forfeits([lazy.unitId, swept.unitId, waiting.unitId]),
        2,
        'each forfeited once, nothing for the awaiting one',
      );
    } finally {
      clock.advance(-span);
    }
    await assertLedgerBalanced(t.db);
  });

  it('the ledger check names a campaign bonus that no active bonus accounts for', async () => {
    const p = await player();
    const ledger = createLedger(t);
    const move = (key: string, from: 'in' | 'out') =>
      ledger.run((_tx, book) =>
        book.transfer({
          idempotencyKey: key,
          from: from === 'in' ? systemAccount('bonus_expense', 'ZAR') : unitAccount(p.unitId, 'campaign_bonus'),
          to: from === 'in' ? unitAccount(p.unitId, 'campaign_bonus') : systemAccount('bonus_expense', 'ZAR'),
          amount: 700,
          kind: 'test_stray',
        }),
      );
    await move(`test:stray:${p.unitId}`, 'in');
    const report = await checkLedger(t.db);
    const accountIdOf = (r: typeof report) => {
      for (const problem of r.problems) if (problem.kind === 'campaign_bonus_mismatch') return problem.accountId;
      return undefined;
    };
    assert.deepEqual(
      report.problems.map(describeProblem).filter((line) => line.includes('campaign bonus')),
      [
        `account ${accountIdOf(report)} (unit ${p.unitId} campaign_bonus ZAR): campaign bonus 700, its active bonus is 0`,
      ],
    );
    await move(`test:stray-back:${p.unitId}`, 'out');
    await assertLedgerBalanced(t.db);
  });
});
