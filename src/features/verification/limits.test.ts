import { makeUnit } from '../../test-utils/fixtures';
import { levelFromSearch, requiredLevel, verificationLimits } from './limits';

const config = {
  ...makeUnit().config,
  second_level_verification_threshold: 50_000,
  monthly_second_level_verification_threshold: 100_000,
  third_level_verification_threshold: 2_500_000,
  monthly_third_level_verification_threshold: 5_000_000,
};

describe('verificationLimits', () => {
  it("names the four thresholds as SPEC's limits", () => {
    expect(verificationLimits(config)).toEqual({
      unverifiedSingleLimit: 50_000,
      unverifiedMonthlyLimit: 100_000,
      standardSingleLimit: 2_500_000,
      standardMonthlyLimit: 5_000_000,
    });
  });

  it('knows them only when all four are set', () => {
    expect(verificationLimits({ ...config, third_level_verification_threshold: 0 })).toBeNull();
    expect(verificationLimits({ ...config, monthly_third_level_verification_threshold: undefined })).toBeNull();
    expect(verificationLimits(null)).toBeNull();
  });
});

describe('the level Start asks for', () => {
  it('reads ?level= 2 or 3 only', () => {
    expect(levelFromSearch('?level=2')).toBe(2);
    expect(levelFromSearch('?level=3&x=1')).toBe(3);
    expect(levelFromSearch('?level=4')).toBeNull();
    expect(levelFromSearch('')).toBeNull();
    expect(levelFromSearch(undefined)).toBeNull();
  });

  it('asks for none when the player already has that level', () => {
    expect(requiredLevel(2, 'unverified')).toBe(2);
    expect(requiredLevel(3, 'unverified')).toBe(3);
    expect(requiredLevel(2, 'standard')).toBeNull();
    expect(requiredLevel(3, 'standard')).toBe(3);
    expect(requiredLevel(3, 'enhanced')).toBeNull();
    expect(requiredLevel(null, 'unverified')).toBeNull();
  });
});
