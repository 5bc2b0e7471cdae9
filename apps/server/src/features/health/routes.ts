import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { countPendingMigrations } from '../../db/migration-status';
import { pingDatabase } from '../../db/ping-database';
import { checkStorage } from '../../integrations/storage/check-storage';

type Check = { name: string; run: () => Promise<string | null> };

/** Each check answers null when fine, or why the process is not ready. */
const readinessChecks = (app: AppContext): Check[] => [
  {
    name: 'database',
    run: async () => {
      await pingDatabase(app.pool);
      return null;
    },
  },
  {
    name: 'migrations',
    run: async () => {
      const pending = await countPendingMigrations(app.pool);
      return pending === 0 ? null : `${pending} migration(s) not applied yet`;
    },
  },
  {
    name: 'storage',
    run: async () => {
      await checkStorage(app.storage);
      return null;
    },
  },
];

/**
 * /healthz: liveness only (the process answers; a restart would not help otherwise).
 * /readyz: ready for traffic only when PostgreSQL answers, every migration is applied and file
 * storage writes and reads (decision 053); a load balancer takes a 503 out of rotation.
 */
export const healthRoutes =
  (app: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    fastify.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
      success: true,
    }));
    fastify.get(
      '/readyz',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const checks = readinessChecks(app);
        const problems: Record<string, string> = {};
        // The database first: without it the migrations check only repeats its error.
        for (const check of checks) {
          if (check.name === 'migrations' && problems.database) continue;
          try {
            const problem = await check.run();
            if (problem) problems[check.name] = problem;
          } catch (error) {
            // The reason goes to the log; the public answer names the check only.
            request.log.warn({ err: error, check: check.name }, 'readiness check failed');
            problems[check.name] = 'unavailable';
          }
        }
        const failing = Object.keys(problems);
        if (failing.length === 0) return { success: true };
        return reply.status(503).send({
          success: false,
          message: `Not ready: ${failing.join(', ')} unavailable.`,
          checks: problems,
        });
      },
    );
  };
