/** @jest-environment node */
import gameFile from '../../content/games.json';
import { STOCK_SLOWDOWN, benchPages, calibratedSlowdown, floorRatio, median, pageSession } from './lighthouse-figures';

describe('calibratedSlowdown', () => {
  it("gives Lighthouse's stock 4× on the host its stock setting was made for", () => {
    expect(calibratedSlowdown(1533)).toBeCloseTo(STOCK_SLOWDOWN, 1);
  });

  it("follows Lighthouse's calculator: 2000 ↦ 6×, 1300 ↦ 3×, 800 ↦ 2×, 150 ↦ 1×", () => {
    expect(calibratedSlowdown(2000)).toBeCloseTo(6, 1);
    expect(calibratedSlowdown(1300)).toBeCloseTo(3, 5);
    expect(calibratedSlowdown(800)).toBeCloseTo(2, 5);
    expect(calibratedSlowdown(150)).toBeCloseTo(1, 5);
  });

  it('slows a fast host more, so that it stands for the same phone', () => {
    expect(calibratedSlowdown(3000)).toBeGreaterThan(10);
    expect(calibratedSlowdown(3000)).toBeLessThan(11);
  });

  it('never speeds up a host slower than the target phone', () => {
    expect(calibratedSlowdown(50)).toBe(1);
  });
});

describe('median', () => {
  it('takes the middle run, whatever order the runs came in', () => {
    expect(median([298, 8, 77, 101, 50, 69, 108])).toBe(77);
  });

  it('is NaN without runs', () => {
    expect(median([])).toBeNaN();
  });
});

describe('benchPages', () => {
  it('measures the lobby, a category, a game page of the catalogue, cash-in and cash-out unless told', () => {
    const pages = ['/', '/games/slots/', `/game/${gameFile[0]!.slug}/`, '/cashin/', '/cashout/'];
    expect(benchPages(undefined)).toEqual(pages);
    expect(benchPages(' ')).toEqual(pages);
  });

  it('takes a comma-separated list, each path with its slashes, once', () => {
    expect(benchPages('/, promo ,/my-account/statement/,/promo/')).toEqual(['/', '/promo/', '/my-account/statement/']);
  });
});

describe('pageSession', () => {
  it('measures the pages behind sign-in as a signed-in player, in any language, and the rest signed out', () => {
    expect(pageSession('/cashin/')).toBe('signed in');
    expect(pageSession('/cashout/atm/')).toBe('signed in');
    expect(pageSession('/zu/cashout/')).toBe('signed in');
    expect(pageSession('/my-account/statement/')).toBe('signed in');
    expect(pageSession('/')).toBe('signed out');
    expect(pageSession('/promo/')).toBe('signed out');
    expect(pageSession('/auth/')).toBe('signed out');
  });

  it('measures every page signed out when SIGNED_OUT is set', () => {
    expect(pageSession('/cashin/', '1')).toBe('signed out');
    expect(pageSession('/cashin/', '0')).toBe('signed in');
  });
});

describe('floorRatio', () => {
  it("gives a page's figure as a multiple of the floor's, one decimal below 100×", () => {
    expect(floorRatio(355, 50)).toBe('7.1×');
    expect(floorRatio(50, 50)).toBe('1.0×');
    expect(floorRatio(20, 50)).toBe('0.4×');
    expect(floorRatio(2450, 1200)).toBe('2.0×');
  });

  it('gives whole multiples from 100×', () => {
    expect(floorRatio(1234, 12)).toBe('103×');
  });

  it('prints "–", never Infinity or NaN, against a floor under 1 ms or without a figure', () => {
    expect(floorRatio(800, 0)).toBe('–');
    expect(floorRatio(0, 0)).toBe('–');
    expect(floorRatio(800, 0.4)).toBe('–');
    expect(floorRatio(NaN, 50)).toBe('–');
    expect(floorRatio(800, NaN)).toBe('–');
  });
});
