import { configureStore } from '@reduxjs/toolkit';
import { loggedOut } from '../../lib/session';
import { makeUnit, UNIT_TOKEN } from '../../test-utils/fixtures';
import {
  activeCampaignBonusBalanceUpdated,
  balanceUpdated,
  channelJoining,
  finAccountReceived,
  isUnitTokenValid,
  joined,
  joinFailed,
  playBalanceUpdated,
  selectPlayBalance,
  selectPlaysForFun,
  selectTotalBalance,
  selectUnit,
  selectUnitError,
  selectUnitStatus,
  selectUnitToken,
  tokenReceived,
  unitSlice,
  updated,
} from './slice';

const setup = () => configureStore({ reducer: { unit: unitSlice.reducer } });

describe('unit slice', () => {
  it('joins: loading, then success with the unit', () => {
    const store = setup();
    store.dispatch(channelJoining());
    expect(selectUnitStatus(store.getState())).toBe('loading');
    store.dispatch(joined(makeUnit()));
    expect(selectUnitStatus(store.getState())).toBe('success');
    expect(selectUnit(store.getState())?.id).toBe(42);
    expect(selectTotalBalance(store.getState())).toBe(0);
  });

  it('a join failure stores the error; a new join clears it', () => {
    const store = setup();
    store.dispatch(joinFailed('Unable to join channel'));
    expect(selectUnitStatus(store.getState())).toBe('failed');
    expect(selectUnitError(store.getState())).toBe('Unable to join channel');
    store.dispatch(channelJoining());
    expect(selectUnitError(store.getState())).toBeNull();
  });

  it('balance_updated merges the fin account', () => {
    const store = setup();
    store.dispatch(joined(makeUnit({ fin_account: { balance: 100, deposit_balance: 200, bonus_balance: 5 } })));
    store.dispatch(balanceUpdated({ balance: 100, deposit_balance: 5200, bonus_balance: 5 }));
    expect(selectUnit(store.getState())?.fin_account).toEqual({
      balance: 100,
      deposit_balance: 5200,
      bonus_balance: 5,
    });
    expect(selectUnit(store.getState())?.id).toBe(42);
    expect(selectTotalBalance(store.getState())).toBe(5300);
  });

  it('active_campaign_bonus_balance_updated sets the campaign bonus, counted in the total', () => {
    const store = setup();
    store.dispatch(joined(makeUnit({ fin_account: { balance: 1000, deposit_balance: 0, bonus_balance: 0 } })));
    store.dispatch(activeCampaignBonusBalanceUpdated(250));
    expect(selectUnit(store.getState())?.active_campaign_bonus_balance).toBe(250);
    expect(selectTotalBalance(store.getState())).toBe(1250);
  });

  it('any other unit_updated replaces the unit', () => {
    const store = setup();
    store.dispatch(joined(makeUnit()));
    store.dispatch(updated(makeUnit({ id: 43, active_campaign_bonus_balance: 9 })));
    expect(selectUnit(store.getState())?.id).toBe(43);
    expect(selectUnit(store.getState())?.active_campaign_bonus_balance).toBe(9);
  });

  it("a unit pushed after the operator changed the site's config brings its fingerprinting setting", () => {
    const store = setup();
    store.dispatch(joined(makeUnit()));
    expect(store.getState().unit.isFingerprintingEnabled).toBe(false);
    const unit = makeUnit();
    store.dispatch(updated({ ...unit, config: { ...unit.config, fingerprinting_enabled: true } }));
    expect(store.getState().unit.isFingerprintingEnabled).toBe(true);
  });

  it('plays for fun where the site has real money off: the play balance, kept apart from the money', () => {
    const store = setup();
    expect(selectPlaysForFun(store.getState())).toBe(false);
    store.dispatch(joined(makeUnit()));
    expect([selectPlaysForFun(store.getState()), selectPlayBalance(store.getState())]).toEqual([false, null]);
    const config = { ...makeUnit().config, real_money_enabled: false };
    store.dispatch(joined(makeUnit({ config, play_balance: 1_000_000 })));
    expect([selectPlaysForFun(store.getState()), selectPlayBalance(store.getState())]).toEqual([true, 1_000_000]);
    store.dispatch(playBalanceUpdated(990_000));
    store.dispatch(balanceUpdated({ balance: 500, deposit_balance: 0, bonus_balance: 0 }));
    expect(selectPlayBalance(store.getState())).toBe(990_000);
    expect(selectTotalBalance(store.getState())).toBe(500);
  });

  it('a money answer merges its fin account', () => {
    const store = setup();
    store.dispatch(joined(makeUnit()));
    store.dispatch(finAccountReceived({ balance: 0, deposit_balance: 5000, bonus_balance: 0 }));
    expect(selectTotalBalance(store.getState())).toBe(5000);
  });

  it('balance events before the unit is known are ignored', () => {
    const store = setup();
    store.dispatch(balanceUpdated({ balance: 1, deposit_balance: 1, bonus_balance: 1 }));
    expect(selectUnit(store.getState())).toBeNull();
    expect(selectTotalBalance(store.getState())).toBeNull();
  });

  it('keeps the unit token and forgets everything on logout', () => {
    const store = setup();
    store.dispatch(tokenReceived(UNIT_TOKEN));
    store.dispatch(joined(makeUnit()));
    expect(selectUnitToken(store.getState())).toBe(UNIT_TOKEN);
    store.dispatch(loggedOut());
    expect(selectUnitToken(store.getState())).toBeNull();
    expect(selectUnit(store.getState())).toBeNull();
    expect(selectUnitStatus(store.getState())).toBe('idle');
  });

  it('a unit token is valid only when longer than 100 characters', () => {
    expect(isUnitTokenValid('u'.repeat(100))).toBe(false);
    expect(isUnitTokenValid('u'.repeat(101))).toBe(true);
    expect(isUnitTokenValid(null)).toBe(false);
  });
});
