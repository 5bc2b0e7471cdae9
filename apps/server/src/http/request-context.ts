import type { Permission } from '@hirelane/domain/workspaces/permissions';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { ResolvedSession } from '../features/auth/session-store';

/**
 * Who may call a route:
 * - public: anyone;
 * - session: a signed-in user (no workspace needed, e.g. listing workspaces);
 * - workspace: an active member of the workspace named by `?workspace=`;
 * - admin: a signed-in admin (the real admin while impersonating).
 */
export type RouteAccess = 'public' | 'session' | 'workspace' | 'admin';

export type TenantContext = {
  workspaceId: string;
  memberId: string;
  role: WorkspaceRole;
  permissions: Permission[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    permission?: Permission;
    /**
     * Skips the Origin check: only for a link whose token is the whole authority and that is
     * posted from outside the app by design (the unsubscribe link of campaign e-mails).
     */
    crossSite?: 'allowed';
    /**
     * The route checks its own text for NUL characters and unpaired surrogates and answers in its
     * own format (the public career page's HTML form), so the JSON guard leaves it alone.
     */
    textGuard?: 'in-route';
    /**
     * Also accepts writes from the browser extension's origin (chrome-extension://<EXTENSION_ID>):
     * only the /api/extension/* routes (decision 044).
     */
    extensionOrigin?: true;
  }
  interface FastifyRequest {
    session: ResolvedSession | null;
    tenant: TenantContext | null;
  }
}

export {};
