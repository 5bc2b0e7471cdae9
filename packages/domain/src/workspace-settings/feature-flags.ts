import { z } from 'zod';
import { envelope } from '../http/envelope';

/**
 * The feature flags a workspace can switch (SPEC 6). The key is what workspace.feature_flags
 * stores; `team` is what a project's team_feature reads to show the Inbox item.
 */
export const FEATURE_FLAGS = [
  {
    key: 'team',
    label: 'Team inbox',
    description:
      'Adds Inbox to the sidebar of every project except Charlie projects, where the team follows candidate replies together.',
  },
] as const;

export type FeatureFlagKey = (typeof FEATURE_FLAGS)[number]['key'];
export const FEATURE_FLAG_KEYS = FEATURE_FLAGS.map((flag) => flag.key) as [
  FeatureFlagKey,
  ...FeatureFlagKey[],
];
export const featureFlagKeySchema = z.enum(FEATURE_FLAG_KEYS);

export const featureFlagSchema = z.object({
  key: featureFlagKeySchema,
  label: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const featureFlagsResponse = envelope(z.object({ flags: z.array(featureFlagSchema) }));

export const NO_FLAG_MESSAGE = 'Name at least one feature flag.';

/** PUT body: some known flags with their new value; any other key is refused (422). */
export const updateFeatureFlagsRequest = z.object({
  flags: z
    .partialRecord(featureFlagKeySchema, z.boolean())
    .refine((flags) => Object.keys(flags).length > 0, NO_FLAG_MESSAGE),
});
export type UpdateFeatureFlags = z.infer<typeof updateFeatureFlagsRequest>;

/** Every known flag with its state; a flag never stored is off. */
export const listFeatureFlags = (stored: Record<string, unknown>): FeatureFlag[] =>
  FEATURE_FLAGS.map(({ key, label, description }) => ({
    key,
    label,
    description,
    enabled: stored[key] === true,
  }));
