import {
  listFeatureFlags,
  type FeatureFlag,
} from '@hirelane/domain/workspace-settings/feature-flags';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import { readFeatureFlags } from './workspace-settings-store';

export const getFeatureFlags = async (
  db: Executor,
  workspaceId: string,
): Promise<FeatureFlag[]> => {
  const stored = await readFeatureFlags(db, workspaceId);
  if (!stored) throw notFound('Workspace not found.');
  return listFeatureFlags(stored);
};
