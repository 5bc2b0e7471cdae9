import {
  careerPagePath,
  type CareerPageSettings,
} from '@hirelane/domain/careers/career-page.schema';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import { readCareerSettings } from './career-page-store';

export const toCareerPageSettings = (row: {
  slug: string | null;
  enabled: boolean;
}): CareerPageSettings => ({
  slug: row.slug,
  enabled: row.enabled,
  page_path: row.enabled && row.slug ? careerPagePath(row.slug) : null,
});

export const getCareerPageSettings = async (
  db: Executor,
  workspaceId: string,
): Promise<CareerPageSettings> => {
  const row = await readCareerSettings(db, workspaceId);
  if (!row) throw notFound('Workspace not found.');
  return toCareerPageSettings(row);
};
