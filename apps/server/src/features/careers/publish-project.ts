import {
  careerPagePath,
  type ProjectPublication,
} from '@hirelane/domain/careers/career-page.schema';
import type { Database, Executor } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { readCareerSettings, setProjectPublished } from './career-page-store';

const publicationOf = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  published: boolean,
): Promise<ProjectPublication> => {
  const page = await readCareerSettings(db, workspaceId);
  const live = published && page?.enabled === true && page.slug !== null;
  return { published, page_path: live && page?.slug ? careerPagePath(page.slug, projectId) : null };
};

/** Whether the project is on the career page; anyone who sees the project may read it. */
export const getProjectPublication = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
): Promise<ProjectPublication> => {
  const access = await loadProjectAccess(db, tenant, projectId);
  return publicationOf(
    db,
    tenant.workspaceId,
    projectId,
    access.project.careerPublishedAt !== null,
  );
};

/** Lists the project on the career page or takes it off; project owners and editors only. */
export const publishProject = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  published: boolean,
): Promise<ProjectPublication> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId, { lock: true });
    requireProjectPermission(access, 'project:settings:edit');
    await setProjectPublished(tx, tenant.workspaceId, projectId, published);
    return publicationOf(tx, tenant.workspaceId, projectId, published);
  });
