import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, listFeatureFlags, updateFeatureFlagsRequest } from './feature-flags';

describe('feature flags', () => {
  it('knows the team inbox flag of SPEC 6, with a label and description', () => {
    expect(FEATURE_FLAGS.map((flag) => flag.key)).toEqual(['team']);
    for (const flag of FEATURE_FLAGS) {
      expect(flag.label.length).toBeGreaterThan(0);
      expect(flag.description.length).toBeGreaterThan(0);
    }
  });

  it('lists every known flag, off unless stored as true, and ignores stored unknown keys', () => {
    expect(listFeatureFlags({})).toEqual([
      expect.objectContaining({ key: 'team', enabled: false }),
    ]);
    expect(listFeatureFlags({ team: true, legacy: true })).toEqual([
      expect.objectContaining({ key: 'team', enabled: true }),
    ]);
    expect(listFeatureFlags({ team: 'yes' })[0]?.enabled).toBe(false);
  });

  it('accepts known flags and refuses unknown keys, non-booleans and an empty change', () => {
    expect(updateFeatureFlagsRequest.parse({ flags: { team: true } })).toEqual({
      flags: { team: true },
    });
    expect(updateFeatureFlagsRequest.safeParse({ flags: { team: true, beta: true } }).success).toBe(
      false,
    );
    expect(updateFeatureFlagsRequest.safeParse({ flags: { team: 'on' } }).success).toBe(false);
    expect(updateFeatureFlagsRequest.safeParse({ flags: {} }).success).toBe(false);
    expect(updateFeatureFlagsRequest.safeParse({}).success).toBe(false);
  });
});
