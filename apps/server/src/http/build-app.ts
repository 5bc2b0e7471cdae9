import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { PRODUCT_NAME } from '@hirelane/domain/product/product';
import type { AppContext } from '../app-context';
import { mailboxRoutes } from '../features/accounts/mailbox-routes';
import { calendarRoutes } from '../features/calendars/routes';
import { schedulingRoutes } from '../features/calendars/scheduling-routes';
import { outreachRoutes } from '../features/outreach/outreach-routes';
import { trackingRoutes } from '../features/outreach/tracking-routes';
import { accountRoutes } from '../features/accounts/routes';
import { linkedinExtensionRoutes } from '../features/linkedin/linkedin-extension-routes';
import { linkedinRoutes } from '../features/linkedin/linkedin-routes';
import { callRoutes } from '../features/calls/call-routes';
import { slackRoutes } from '../features/slack/slack-routes';
import { whatsappRoutes } from '../features/whatsapp/whatsapp-routes';
import { whatsappWebhookRoutes } from '../features/whatsapp/whatsapp-webhook-routes';
import { whatsappBusinessRoutes } from '../features/whatsapp/whatsapp-business-routes';
import { whatsappCloudWebhookRoutes } from '../features/whatsapp/whatsapp-cloud-webhook-routes';
import { mountBetterAuth } from '../features/auth/mount-better-auth';
import { authRoutes } from '../features/auth/routes';
import { sessionCookieName } from '../features/auth/session-cookie';
import { adminRoutes } from '../features/admin/routes';
import { auditImpersonatedWrites } from '../features/admin/audit-impersonated-writes';
import { billingRoutes } from '../features/billing/routes';
import { creditUsageRoutes } from '../features/billing/credit-usage-routes';
import { devOutboxRoutes } from '../features/dev-outbox/routes';
import { healthRoutes } from '../features/health/routes';
import { createMetricsRegistry } from '../features/metrics/metrics-registry';
import { metricsRoutes } from '../features/metrics/metrics-routes';
import { registerRequestMetrics } from '../features/metrics/register-request-metrics';
import { onboardingRoutes } from '../features/onboarding/routes';
import { profileRoutes } from '../features/profile/routes';
import { customFieldRoutes } from '../features/pipeline/custom-field-routes';
import { pipelineRoutes } from '../features/pipeline/routes';
import { projectMemberRoutes } from '../features/projects/member-routes';
import { partnerAdminRoutes } from '../features/partners/partner-admin-routes';
import { partnerPortalRoutes } from '../features/partners/partner-portal-routes';
import { campaignAuthoringRoutes } from '../features/campaigns/authoring-routes';
import { campaignRoutes } from '../features/campaigns/routes';
import { projectRoutes } from '../features/projects/routes';
import { interviewRoutes } from '../features/interviews/interview-routes';
import { interviewSessionRoutes } from '../features/interviews/session/interview-session-routes';
import { invitationRoutes } from '../features/interviews/invitations/invitation-routes';
import { interviewVerdictRoutes } from '../features/interviews/verdict/interview-verdict-routes';
import { projectEntityRoutes } from '../features/pipeline/project-routes';
import { savedSearchRoutes } from '../features/search/routes';
import { insightsRoutes } from '../features/insights/routes';
import { reportsRoutes } from '../features/reports/routes';
import { activityRoutes } from '../features/activity/activity-routes';
import { workflowRoutes } from '../features/workflows/workflow-routes';
import { inboxRoutes } from '../features/inbox/inbox-routes';
import { talentSearchRoutes } from '../features/search/talent-search-routes';
import { sourcingRoutes } from '../features/sourcing/sourcing-routes';
import { candidateRoutes } from '../features/candidates/routes';
import { talentSaveRoutes } from '../features/candidates/talent-save-routes';
import { erasureRoutes } from '../features/erasure/erasure-routes';
import { duplicateRoutes } from '../features/duplicates/duplicate-routes';
import { candidateDirectoryRoutes } from '../features/candidates/candidate-directory-routes';
import { importRoutes } from '../features/imports/import-routes';
import { resumeImportRoutes } from '../features/imports/resumes/resume-import-routes';
import { toolRoutes } from '../features/tools/tool-routes';
import { CSV_UPLOAD_LIMITS } from '../features/imports/csv/upload-csv-import';
import { workspaceRoutes } from '../features/workspaces/routes';
import { workspaceSettingsRoutes } from '../features/workspace-settings/routes';
import { careerPageRoutes } from '../features/careers/career-page-routes';
import { extensionRoutes } from '../features/extension/extension-routes';
import { careerSettingsRoutes } from '../features/careers/career-settings-routes';
import { registerAccessControl } from './access-control';
import { registerErrorHandling } from './error-handler';
import { extensionOrigin } from '@hirelane/domain/extension/presence';
import { registerOriginCheck } from './origin-check';
import { registerRequestTextGuard } from './request-text-guard';
import { registerSecurityHeaders } from './security-headers';
import type { RouteAccess } from './request-context';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export type RegisteredRoute = { method: string; url: string; access: RouteAccess };

export type BuiltApp = { fastify: FastifyInstance; routes: RegisteredRoute[] };

export type BuildAppOptions = {
  logger: Logger | false;
  trustedOrigins: string[];
  webDistDir?: string;
  /** The registry /metrics shows; main.ts shares it with the METRICS_PORT server. */
  metrics?: Registry;
};

const isAppPath = (url: string): boolean =>
  !/^\/(api|auth|dev|sessioninfo|healthz|readyz|metrics)(\/|\?|$)/.test(url);

export const buildApp = async (app: AppContext, options: BuildAppOptions): Promise<BuiltApp> => {
  const fastify = Fastify({
    loggerInstance: options.logger || undefined,
    logger: options.logger ? undefined : false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: app.config.trustProxy,
  }) as unknown as FastifyInstance;
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  const routes: RegisteredRoute[] = [];
  // Static files of the web app are not part of the route table the isolation test walks.
  let servingStaticFiles = false;
  fastify.addHook('onRoute', (route) => {
    if (servingStaticFiles) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        access: route.config?.access ?? (route.url.startsWith('/api/') ? 'workspace' : 'public'),
      });
    }
  });
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  registerRequestMetrics(fastify);
  registerSecurityHeaders(fastify, app.config.isProduction);
  await fastify.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(app.config.isProduction),
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  registerErrorHandling(fastify);
  registerRequestTextGuard(fastify);
  // Uploads stream part by part; each upload route passes its own limits to request.parts().
  await fastify.register(fastifyMultipart, { limits: CSV_UPLOAD_LIMITS });
  registerOriginCheck(fastify, options.trustedOrigins, extensionOrigin(app.config.extensionId));
  const cookieName = sessionCookieName(app.config.isProduction);
  registerAccessControl(fastify, { pool: app.pool, secret: app.config.sessionSecret, cookieName });
  auditImpersonatedWrites(fastify, app.db);

  mountBetterAuth(fastify, app.auth, app.config.appUrl);
  await fastify.register(healthRoutes(app));
  await fastify.register(metricsRoutes(app, options.metrics ?? createMetricsRegistry(app.pool)));
  await fastify.register(authRoutes(app));
  await fastify.register(workspaceRoutes(app));
  await fastify.register(partnerAdminRoutes(app));
  await fastify.register(partnerPortalRoutes(app));
  await fastify.register(workspaceSettingsRoutes(app));
  await fastify.register(adminRoutes(app, cookieName));
  await fastify.register(onboardingRoutes(app));
  await fastify.register(profileRoutes(app));
  await fastify.register(billingRoutes(app));
  await fastify.register(creditUsageRoutes(app));
  await fastify.register(accountRoutes(app));
  await fastify.register(mailboxRoutes(app));
  await fastify.register(calendarRoutes(app));
  await fastify.register(schedulingRoutes(app));
  await fastify.register(linkedinRoutes(app));
  await fastify.register(linkedinExtensionRoutes(app));
  await fastify.register(whatsappRoutes(app));
  await fastify.register(slackRoutes(app));
  await fastify.register(whatsappWebhookRoutes(app));
  await fastify.register(whatsappBusinessRoutes(app));
  await fastify.register(whatsappCloudWebhookRoutes(app));
  await fastify.register(outreachRoutes(app));
  await fastify.register(callRoutes(app));
  await fastify.register(trackingRoutes(app));
  await fastify.register(projectRoutes(app));
  await fastify.register(projectEntityRoutes(app));
  await fastify.register(projectMemberRoutes(app));
  await fastify.register(savedSearchRoutes(app));
  await fastify.register(talentSearchRoutes(app));
  await fastify.register(sourcingRoutes(app));
  await fastify.register(interviewRoutes(app));
  await fastify.register(invitationRoutes(app));
  await fastify.register(interviewVerdictRoutes(app));
  await fastify.register(pipelineRoutes(app));
  await fastify.register(insightsRoutes(app));
  await fastify.register(reportsRoutes(app));
  await fastify.register(activityRoutes(app));
  await fastify.register(inboxRoutes(app));
  await fastify.register(workflowRoutes(app));
  await fastify.register(customFieldRoutes(app));
  await fastify.register(candidateRoutes(app));
  await fastify.register(talentSaveRoutes(app));
  await fastify.register(erasureRoutes(app));
  await fastify.register(duplicateRoutes(app));
  await fastify.register(candidateDirectoryRoutes(app));
  await fastify.register(importRoutes(app));
  await fastify.register(resumeImportRoutes(app));
  await fastify.register(toolRoutes(app));
  await fastify.register(interviewSessionRoutes(app));
  await fastify.register(campaignRoutes(app));
  await fastify.register(campaignAuthoringRoutes(app));
  await fastify.register(careerSettingsRoutes(app));
  await fastify.register(careerPageRoutes(app));
  await fastify.register(extensionRoutes(app));
  if (!app.config.isProduction && !app.config.smtpUrl) await fastify.register(devOutboxRoutes(app));

  fastify.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    fastify.swagger(),
  );

  const webDistDir = options.webDistDir ?? WEB_DIST_DIR;
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    servingStaticFiles = true;
    await fastify.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      prefix: '/',
    });
  }
  fastify.setNotFoundHandler((request, reply) => {
    if (
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isAppPath(request.url)
    ) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return reply.status(404).send({
      success: false,
      message: `Route ${request.method} ${request.url.split('?')[0]} not found.`,
    });
  });

  await fastify.ready();
  return { fastify, routes };
};
