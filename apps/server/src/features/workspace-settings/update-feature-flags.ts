import {
  listFeatureFlags,
  type FeatureFlag,
  type UpdateFeatureFlags,
} from '@hirelane/domain/workspace-settings/feature-flags';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import { mergeFeatureFlags } from './workspace-settings-store';

/** Sets the named flags (only known ones pass the request schema) and leaves the others as they are. */
export const updateFeatureFlags = async (
  db: Executor,
  workspaceId: string,
  update: UpdateFeatureFlags,
): Promise<FeatureFlag[]> => {
  const changes = Object.fromEntries(
    Object.entries(update.flags).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    ),
  );
  const stored = await mergeFeatureFlags(db, workspaceId, changes);
  if (!stored) throw notFound('Workspace not found.');
  return listFeatureFlags(stored);
};
