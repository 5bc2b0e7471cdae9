import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { adminActorOf } from './admin-actor';
import { writeAuditLog } from './audit-log-store';

/** Every write an admin makes while impersonating someone is written to the audit log. */
export const auditImpersonatedWrites = (fastify: FastifyInstance, db: Database): void => {
  fastify.addHook('onResponse', async (request, reply) => {
    const session = request.session;
    if (!session?.impersonatorSessionId || request.method === 'GET' || request.method === 'HEAD')
      return;
    try {
      const actor = await adminActorOf(db, session);
      await writeAuditLog(db, {
        actorUserId: actor.userId,
        actorEmail: actor.email,
        action: 'impersonation.request',
        target: session.user.email,
        details: {
          method: request.method,
          path: request.url.split('?')[0],
          status: reply.statusCode,
        },
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit log write failed');
    }
  });
};
