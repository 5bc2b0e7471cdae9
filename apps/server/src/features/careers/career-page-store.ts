import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { job, project } from '../../db/schema/projects';
import { workspace } from '../../db/schema/workspaces';

/*
 * The career page's columns (workspace.career_slug / career_page_enabled,
 * project.career_published_at) and the public reads. A public read starts from the slug of a
 * page that is on; everything after it is scoped by that workspace's id.
 */

export type CareerWorkspace = {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  brandColor: string | null;
};

export const findCareerWorkspace = async (
  db: Executor,
  slug: string,
): Promise<CareerWorkspace | undefined> => {
  const [row] = await db
    .select({
      id: workspace.id,
      name: workspace.name,
      logoUrl: workspace.logoUrl,
      brandColor: workspace.careerBrandColor,
    })
    .from(workspace)
    .where(and(eq(workspace.careerSlug, slug), eq(workspace.careerPageEnabled, true)));
  return row ? { ...row, slug } : undefined;
};

export type PublishedJob = {
  projectId: string;
  title: string;
  company: string | null;
  location: string | null;
  remotePolicy: string | null;
  employmentType: string | null;
  seniority: string | null;
  description: string | null;
  mustHaveSkills: string[];
  salary: (typeof job.$inferSelect)['salary'];
  /** Null never happens for a listed job (the filter); typed as the column is. */
  publishedSince: Date | null;
};

const publishedJobColumns = {
  projectId: project.id,
  title: job.title,
  company: job.company,
  location: job.location,
  remotePolicy: job.remotePolicy,
  employmentType: job.employmentType,
  seniority: job.seniority,
  description: job.description,
  mustHaveSkills: job.mustHaveSkills,
  salary: job.salary,
  publishedSince: project.careerPublishedAt,
};

const isListed = (workspaceId: string) =>
  and(
    eq(project.workspaceId, workspaceId),
    isNotNull(project.careerPublishedAt),
    isNull(project.archivedAt),
  );

const fromProjectWithJob = (db: Executor) =>
  db
    .select(publishedJobColumns)
    .from(project)
    .innerJoin(job, and(eq(job.id, project.jobId), eq(job.workspaceId, project.workspaceId)));

export const listPublishedJobs = (db: Executor, workspaceId: string): Promise<PublishedJob[]> =>
  fromProjectWithJob(db).where(isListed(workspaceId)).orderBy(asc(job.title), asc(project.id));

export const findPublishedJob = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<PublishedJob | undefined> => {
  const [row] = await fromProjectWithJob(db).where(
    and(isListed(workspaceId), eq(project.id, projectId)),
  );
  return row;
};

export type CareerSettingsRow = {
  slug: string | null;
  enabled: boolean;
  brandColor: string | null;
};

export const readCareerSettings = async (
  db: Executor,
  workspaceId: string,
): Promise<CareerSettingsRow | undefined> => {
  const [row] = await db
    .select({
      slug: workspace.careerSlug,
      enabled: workspace.careerPageEnabled,
      brandColor: workspace.careerBrandColor,
    })
    .from(workspace)
    .where(eq(workspace.id, workspaceId));
  return row;
};

export const writeCareerSettings = async (
  db: Executor,
  workspaceId: string,
  settings: CareerSettingsRow,
): Promise<void> => {
  await db
    .update(workspace)
    .set({
      careerSlug: settings.slug,
      careerPageEnabled: settings.enabled,
      careerBrandColor: settings.brandColor,
    })
    .where(eq(workspace.id, workspaceId));
};

export const setProjectPublished = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  published: boolean,
): Promise<void> => {
  await db
    .update(project)
    // Publishing again keeps the first date: the posting is the same one.
    .set({
      careerPublishedAt: published ? sql`coalesce(${project.careerPublishedAt}, now())` : null,
    })
    .where(and(eq(project.workspaceId, workspaceId), eq(project.id, projectId)));
};
