import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditLedgerFilters,
  creditLedgerQuery,
  creditLedgerResponse,
  dailyUsageQuery,
  dailyUsageResponse,
} from '@hirelane/domain/billing/credit-usage.schema';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { exportCreditLedger, ledgerExportName } from './export-credit-ledger';
import { getDailyUsage } from './get-daily-usage';
import { listCreditLedger } from './list-credit-ledger';

const tags = ['billing'];
/** Decision 024: the ledger names who ran what on which candidate, so it is for billing admins. */
const config = { permission: 'workspace:billing:edit' } as const;

/** The credits usage page (Settings → Billing → Usage). */
export const creditUsageRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/subscription/credits/ledger',
      {
        config,
        schema: { tags, querystring: creditLedgerQuery, response: { 200: creditLedgerResponse } },
      },
      async (request) => ({
        success: true,
        data: await listCreditLedger(app.db, requireTenant(request).workspaceId, request.query),
      }),
    );

    fastify.get(
      '/api/subscription/credits/ledger.csv',
      {
        config,
        schema: {
          tags,
          summary: 'The filtered credit ledger (CSV, formula-safe cells)',
          querystring: creditLedgerFilters,
        },
      },
      async (request, reply) => {
        const rows = exportCreditLedger(app.db, requireTenant(request).workspaceId, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${ledgerExportName(request.query)}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(Readable.from(rows));
      },
    );

    fastify.get(
      '/api/subscription/credits/usage-daily',
      {
        config,
        schema: { tags, querystring: dailyUsageQuery, response: { 200: dailyUsageResponse } },
      },
      async (request) => ({
        success: true,
        data: await getDailyUsage(app.db, requireTenant(request).workspaceId, request.query.days),
      }),
    );
  };
