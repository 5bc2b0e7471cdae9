import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findWorkspaceRow } from './workspace-settings-store';
import { countActiveOwners } from '../workspaces/member-store';

export const getWorkspaceDetails = async (
  db: Executor,
  tenant: TenantContext,
): Promise<WorkspaceDetails> => {
  const [row, activeOwners] = await Promise.all([
    findWorkspaceRow(db, tenant.workspaceId),
    countActiveOwners(db, tenant.workspaceId),
  ]);
  if (!row) throw notFound('Workspace not found.');
  return {
    _id: row.id,
    name: row.name,
    logo_url: row.logoUrl,
    role: tenant.role,
    active_owner_count: activeOwners,
    created_at: row.createdAt.toISOString(),
  };
};
