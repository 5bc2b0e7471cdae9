import {
  ADMIN_PAGE_SIZE,
  type AdminSearchQuery,
  type AdminUser,
  type AdminWorkspace,
} from '@hirelane/domain/admin/admin.schema';
import type { Database } from '../../db/client';
import { searchUsers, searchWorkspaces } from './admin-search-store';

type Paged<T> = { items: T[]; total: number; page: number; page_size: number };

const pageOf = (page: number) => ({
  limit: ADMIN_PAGE_SIZE,
  offset: (page - 1) * ADMIN_PAGE_SIZE,
});

/** Users whose e-mail or name contains q (or whose id is q), one page, by e-mail. */
export const findUsers = async (
  db: Database,
  query: AdminSearchQuery,
): Promise<Paged<AdminUser>> => ({
  ...(await searchUsers(db, query.q, pageOf(query.page))),
  page: query.page,
  page_size: ADMIN_PAGE_SIZE,
});

/** Workspaces whose name or owner e-mail contains q (or whose id is q), one page, by name. */
export const findWorkspaces = async (
  db: Database,
  query: AdminSearchQuery,
): Promise<Paged<AdminWorkspace>> => ({
  ...(await searchWorkspaces(db, query.q, pageOf(query.page))),
  page: query.page,
  page_size: ADMIN_PAGE_SIZE,
});
