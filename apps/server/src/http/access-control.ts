import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionsForRole, roleHasPermission } from '@hirelane/domain/workspaces/permissions';
import { workspaceRoleSchema } from '@hirelane/domain/workspaces/roles';
import { z } from 'zod';
import type { DatabasePool } from '../db/transaction';
import { readCookie, verifySessionCookie } from '../features/auth/session-cookie';
import {
  isLiveAdminSession,
  resolveSession,
  type ResolvedSession,
} from '../features/auth/session-store';
import { HttpError } from './http-error';
import type { RouteAccess } from './request-context';

const uuidSchema = z.uuid();

export const PARTNER_REFUSED = 'Recruiting partners can only use the partner portal.';

export type AccessControlOptions = {
  pool: DatabasePool;
  secret: string;
  cookieName: string;
};

const workspaceParam = (request: FastifyRequest): string | undefined => {
  const value = (request.query as Record<string, unknown> | undefined)?.workspace;
  return typeof value === 'string' ? value : undefined;
};

/** Reads the session cookie and resolves it (with the asked workspace's member) in one query. */
export const sessionFromRequest = async (
  request: FastifyRequest,
  options: AccessControlOptions,
  workspaceId: string | null,
): Promise<ResolvedSession | null> => {
  const raw = readCookie(request.headers.cookie, options.cookieName);
  if (!raw) return null;
  const token = verifySessionCookie(raw, options.secret);
  if (!token) return null;
  return resolveSession(options.pool, token, workspaceId);
};

const isRealAdmin = async (pool: DatabasePool, session: ResolvedSession): Promise<boolean> => {
  if (!session.impersonatorSessionId) return session.user.isAdmin;
  return isLiveAdminSession(pool, session.impersonatorSessionId);
};

/**
 * The one hook that decides who gets in: every route declares its access in
 * its config; `/api` routes default to `workspace`, everything else to `public`.
 */
export const registerAccessControl = (
  app: FastifyInstance,
  options: AccessControlOptions,
): void => {
  app.decorateRequest('session', null);
  app.decorateRequest('tenant', null);

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const isApi = request.url.startsWith('/api/');
    const access: RouteAccess = config.access ?? (isApi ? 'workspace' : 'public');
    if (access === 'public') return;

    let workspaceId: string | null = null;
    if (access === 'workspace') {
      const raw = workspaceParam(request);
      if (!raw)
        throw new HttpError(422, 'The workspace query parameter is required.', [
          { path: 'workspace', message: 'This field is required.' },
        ]);
      if (!uuidSchema.safeParse(raw).success)
        throw new HttpError(422, 'Not a valid workspace id.', [
          { path: 'workspace', message: 'Not a valid workspace id.' },
        ]);
      workspaceId = raw;
    }

    const session = await sessionFromRequest(request, options, workspaceId);
    if (!session) throw new HttpError(401);
    request.session = session;
    // Admin routes are judged by the real admin, so stopping an impersonation of a limited user still works.
    if (access === 'admin') {
      if (!(await isRealAdmin(options.pool, session)))
        throw new HttpError(403, 'Only administrators can do this.');
      return;
    }
    if (isApi && !session.user.isAllowed) throw new HttpError(407);

    if (access === 'workspace' && workspaceId) {
      if (!session.member) throw new HttpError(403, 'You are not a member of this workspace.');
      const role = workspaceRoleSchema.parse(session.member.role);
      // A recruiting partner reaches the partner portal's routes and nothing else (decision 051).
      if (role === 'partner' && config.permission !== 'partner:submissions:create')
        throw new HttpError(403, PARTNER_REFUSED);
      if (config.permission && !roleHasPermission(role, config.permission)) {
        throw new HttpError(403, `You need the ${config.permission} permission to do this.`);
      }
      request.tenant = {
        workspaceId,
        memberId: session.member.id,
        role,
        permissions: permissionsForRole(role),
      };
    }
  });
};

export const requireSession = (request: FastifyRequest): ResolvedSession => {
  if (!request.session) throw new HttpError(401);
  return request.session;
};

export const requireTenant = (request: FastifyRequest) => {
  if (!request.tenant) throw new HttpError(403);
  return request.tenant;
};
