import {
  careerPagePath,
  type CareerPageSettings,
} from '@hirelane/domain/careers/career-page.schema';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import { readCareerSettings, type CareerSettingsRow } from './career-page-store';

export const toCareerPageSettings = (row: CareerSettingsRow): CareerPageSettings => ({
  slug: row.slug,
  enabled: row.enabled,
  brand_color: row.brandColor,
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
