import {
  CAREER_SLUG_TAKEN,
  type CareerPageSettings,
  type UpdateCareerPageRequest,
} from '@hirelane/domain/careers/career-page.schema';
import type { Database } from '../../db/client';
import { conflict } from './career-status-errors';
import { writeCareerSettings } from './career-page-store';
import { toCareerPageSettings } from './get-career-page-settings';

const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
};

/** Sets the page's address and on/off; an address another workspace holds is 409. */
export const updateCareerPageSettings = async (
  db: Database,
  workspaceId: string,
  settings: UpdateCareerPageRequest,
): Promise<CareerPageSettings> => {
  const row = { slug: settings.slug, enabled: settings.enabled, brandColor: settings.brand_color };
  try {
    await writeCareerSettings(db, workspaceId, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CAREER_SLUG_TAKEN);
    throw error;
  }
  return toCareerPageSettings(row);
};
