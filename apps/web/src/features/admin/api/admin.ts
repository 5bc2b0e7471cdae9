import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminActionResponse,
  adminUsersResponse,
  adminWorkspacesResponse,
  auditLogResponse,
} from '@hirelane/domain/admin/admin.schema';
import type { PlanName, PlanStatus } from '@hirelane/domain/workspaces/subscription.schema';
import { apiGet, apiPost } from '../../../lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string, page: number) => ['admin', 'users', q, page] as const,
  workspaces: (q: string, page: number) => ['admin', 'workspaces', q, page] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
};

const searchPath = (what: 'users' | 'workspaces', q: string, page: number) =>
  `/api/admin/${what}?${new URLSearchParams({ q, page: String(page) }).toString()}`;

/** GET /api/admin/users: users whose e-mail or name contains q. */
export const useAdminUsers = (q: string, page: number) =>
  useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: async ({ signal }) =>
      (await apiGet(searchPath('users', q, page), adminUsersResponse, { signal })).data,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/workspaces: workspaces whose name or owner e-mail contains q. */
export const useAdminWorkspaces = (q: string, page: number) =>
  useQuery({
    queryKey: adminKeys.workspaces(q, page),
    queryFn: async ({ signal }) =>
      (await apiGet(searchPath('workspaces', q, page), adminWorkspacesResponse, { signal })).data,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/audit-log: every admin action, newest first. */
export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/api/admin/audit-log?page=${page}`, auditLogResponse, {
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export type AdminAction =
  | { kind: 'access'; email: string; is_allowed: boolean; reason: string }
  | {
      kind: 'subscription';
      workspace_id: string;
      plan_name: PlanName;
      plan_status: PlanStatus;
      current_period_end: string | null;
      reason: string;
    }
  | { kind: 'impersonate'; email: string; reason: string }
  | {
      kind: 'credits';
      workspace_id: string;
      amount: number;
      reason: string;
      /** Made when the dialog opens: a retried or doubled submit grants once. */
      idempotency_key: string;
    };

// The dialog shows a refusal next to the reason, so no toast as well.
const SILENT = { silent: true };

const send = async (action: AdminAction) => {
  switch (action.kind) {
    case 'access':
      return apiPost(
        '/api/admin/users/access',
        adminActionResponse,
        {
          email: action.email,
          is_allowed: action.is_allowed,
          reason: action.reason,
        },
        SILENT,
      );
    case 'subscription': {
      const { kind: _kind, ...body } = action;
      return apiPost('/api/admin/workspaces/subscription', adminActionResponse, body, SILENT);
    }
    case 'credits': {
      const { kind: _kind, ...body } = action;
      return apiPost('/api/admin/workspaces/credits', adminActionResponse, body, SILENT);
    }
    case 'impersonate':
      return apiPost(
        '/api/admin/impersonate',
        adminActionResponse,
        {
          email: action.email,
          reason: action.reason,
        },
        SILENT,
      );
  }
};

/** One admin action; afterwards the tables and the audit list are read again. */
export const useAdminAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
