import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { careerApplicationForm } from '@hirelane/domain/careers/career-application.schema';
import {
  brandColorSchema,
  careerPagePath,
  careerSlugSchema,
} from '@hirelane/domain/careers/career-page.schema';
import { jobPostingData } from '@hirelane/domain/careers/job-posting';
import { findRequestTextProblem } from '@hirelane/domain/http/request-text';
import type { AppContext } from '../../app-context';
import { PersonSuppressedError } from '../candidates/suppression-check';
import { admitPublicToolRequest } from '../tools/public-tool-rate-limit';
import { openWorkspaceLogo } from '../workspace-settings/open-workspace-logo';
import { applyToProject } from './apply-to-project';
import { checkApplicationResume } from './application-resume';
import {
  findCareerWorkspace,
  findPublishedJob,
  listPublishedJobs,
  type CareerWorkspace,
  type PublishedJob,
} from './career-page-store';
import { CAREER_PAGE_CSS, CAREER_PAGE_CSS_ETAG, careerThemeCss } from './career-page-style';
import {
  CAREER_STYLESHEET_PATH,
  jobPage,
  listingPage,
  messagePage,
  thanksPage,
  type ApplyFormState,
} from './career-page-views';
import { checkFormStart, signFormStart } from './form-timestamp';
import { jsonLd } from './html';
import { readApplicationForm } from './read-application-form';

/** Applications of one IP per hour: a family or an office sharing an address still fits. */
export const CAREER_APPLICATIONS_PER_HOUR = 20;

export const CAREER_MESSAGES = {
  notFoundTitle: 'Page not found',
  notFound: 'This career page or job does not exist, or is no longer published.',
  tooFast: 'Please take a moment to check your details, then send the form again.',
  stale: 'This form was open for a long time. Please check your details and send it again.',
  invalidForm: 'The form could not be checked. Please send it again.',
  fixErrors: 'Please correct the highlighted fields.',
  attachAgain: 'If you attached a resume, please attach it again.',
  rateLimitedTitle: 'Too many applications',
  rateLimited: 'Too many applications were sent from your network. Please try again later.',
  /**
   * For a person erased at their request (decision 036): the recruiters see why in Settings; the
   * public page does not say that these details were erased.
   */
  suppressed:
    'We cannot take an application with these details online. Please contact the team directly.',
} as const;

/** No script may run, nothing loads from elsewhere; JSON-LD is data, not script. */
const careerCsp = (production: boolean) =>
  [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');

const jobParams = z.object({ slug: careerSlugSchema, projectId: z.uuid() });
const slugParams = z.object({ slug: careerSlugSchema });
// Malformed addresses are the 404 page and a bad form is the form again: HTML, never the API's JSON.
const config = { access: 'public' as const, textGuard: 'in-route' as const };
const hidden = { hide: true };

/**
 * The public career page (issue 19, decision 039): server-rendered HTML that needs no JavaScript.
 * A page that is off, a project not published (or archived) and any malformed address are the
 * same 404 page.
 */
export const careerPageRoutes =
  (app: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    // A browser posts the form url-encoded when it has no file input; ours has one, but be lenient.
    fastify.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const csp = careerCsp(app.config.isProduction);
    const sendPage = (reply: FastifyReply, status: number, body: string) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', csp)
        .header('cache-control', 'no-cache')
        .send(body);
    const notFoundPage = (reply: FastifyReply) =>
      sendPage(reply, 404, messagePage(CAREER_MESSAGES.notFoundTitle, CAREER_MESSAGES.notFound));

    const findWorkspace = async (params: unknown): Promise<CareerWorkspace | null> => {
      const parsed = slugParams.safeParse(params);
      return parsed.success
        ? ((await findCareerWorkspace(app.db, parsed.data.slug)) ?? null)
        : null;
    };
    const findTarget = async (
      params: unknown,
    ): Promise<{ workspace: CareerWorkspace; job: PublishedJob } | null> => {
      const parsed = jobParams.safeParse(params);
      if (!parsed.success) return null;
      const workspace = await findCareerWorkspace(app.db, parsed.data.slug);
      if (!workspace) return null;
      const job = await findPublishedJob(app.db, workspace.id, parsed.data.projectId);
      return job ? { workspace, job } : null;
    };
    const renderJob = (
      reply: FastifyReply,
      status: number,
      target: { workspace: CareerWorkspace; job: PublishedJob },
      state: Omit<ApplyFormState, 'started'>,
    ) => {
      const { workspace, job } = target;
      const url = `${app.config.appUrl}${careerPagePath(workspace.slug, job.projectId)}`;
      const posting = jobPostingData(
        { ...job, postedAt: job.publishedSince ?? new Date(), url },
        workspace.name,
      );
      const started = signFormStart(app.config.sessionSecret);
      return sendPage(
        reply,
        status,
        jobPage(workspace, job, { ...state, started }, jsonLd(posting)),
      );
    };

    fastify.get(CAREER_STYLESHEET_PATH, { config, schema: hidden }, async (request, reply) => {
      void reply
        .type('text/css; charset=utf-8')
        .header('etag', CAREER_PAGE_CSS_ETAG)
        .header('cache-control', 'public, max-age=86400');
      if (request.headers['if-none-match'] === CAREER_PAGE_CSS_ETAG)
        return reply.status(304).send();
      return reply.send(CAREER_PAGE_CSS);
    });

    fastify.get('/careers/:slug', { config, schema: hidden }, async (request, reply) => {
      const workspace = await findWorkspace(request.params);
      if (!workspace) return notFoundPage(reply);
      return sendPage(
        reply,
        200,
        listingPage(workspace, await listPublishedJobs(app.db, workspace.id)),
      );
    });

    fastify.get('/careers/:slug/logo', { config, schema: hidden }, async (request, reply) => {
      const workspace = await findWorkspace(request.params);
      const fileId = /\/api\/workspace\/logo\/([0-9a-f-]{36})/.exec(workspace?.logoUrl ?? '')?.[1];
      if (!workspace || !fileId) return notFoundPage(reply);
      const logo = await openWorkspaceLogo(app, workspace.id, fileId);
      return reply
        .header('content-type', logo.contentType)
        .header('content-length', logo.size)
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'")
        .send(logo.stream);
    });

    fastify.get('/careers/:slug/theme.css', { config, schema: hidden }, async (request, reply) => {
      const workspace = await findWorkspace(request.params);
      const brand = brandColorSchema.safeParse(workspace?.brandColor);
      if (!workspace || !brand.success) return notFoundPage(reply);
      return (
        reply
          .type('text/css; charset=utf-8')
          // The page links it with ?v={colour}: a new colour is a new address.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(careerThemeCss(brand.data))
      );
    });

    fastify.get('/careers/:slug/:projectId', { config, schema: hidden }, async (request, reply) => {
      const target = await findTarget(request.params);
      if (!target) return notFoundPage(reply);
      return renderJob(reply, 200, target, { values: {}, errors: {} });
    });

    fastify.get(
      '/careers/:slug/:projectId/thanks',
      { config, schema: hidden },
      async (request, reply) => {
        const target = await findTarget(request.params);
        if (!target) return notFoundPage(reply);
        return sendPage(reply, 200, thanksPage(target.workspace, target.job));
      },
    );

    // Any other address under /careers is this page's 404, never the web app's history fallback.
    fastify.get('/careers', { config, schema: hidden }, async (_request, reply) =>
      notFoundPage(reply),
    );
    fastify.get('/careers/*', { config, schema: hidden }, async (_request, reply) =>
      notFoundPage(reply),
    );

    fastify.post(
      '/careers/:slug/:projectId/apply',
      // A public form that any site may link to and post: no cookie gives this route authority.
      { config: { ...config, crossSite: 'allowed' }, schema: hidden },
      async (request: FastifyRequest, reply) => {
        const target = await findTarget(request.params);
        if (!target) return notFoundPage(reply);
        const admission = await admitPublicToolRequest(app.db, 'career-application', request.ip, {
          perWindow: CAREER_APPLICATIONS_PER_HOUR,
          windowSeconds: 3600,
        });
        if (!admission.admitted) {
          void reply.header('retry-after', String(admission.retryAfterSeconds));
          return sendPage(
            reply,
            429,
            messagePage(CAREER_MESSAGES.rateLimitedTitle, CAREER_MESSAGES.rateLimited),
          );
        }
        const { fields, resume, malformed } = await readApplicationForm(request);
        const thanks = `${careerPagePath(target.workspace.slug, target.job.projectId)}/thanks`;
        // The honeypot: people never see it; a bot that fills it is told it worked.
        if (fields.website) return reply.redirect(thanks, 303);
        const values = { ...fields, website: '', started: '' };
        const refuse = (message: string, errors: Record<string, string> = {}) =>
          renderJob(reply, 422, target, {
            values,
            errors,
            message: resume ? `${message} ${CAREER_MESSAGES.attachAgain}` : message,
          });
        const timing = checkFormStart(app.config.sessionSecret, fields.started);
        if (timing === 'too_fast') return refuse(CAREER_MESSAGES.tooFast);
        if (timing === 'stale') return refuse(CAREER_MESSAGES.stale);
        if (timing === 'invalid' || malformed || findRequestTextProblem(fields))
          return refuse(CAREER_MESSAGES.invalidForm);
        const parsed = careerApplicationForm.safeParse(fields);
        if (!parsed.success) {
          const errors: Record<string, string> = {};
          for (const issue of parsed.error.issues) {
            const field = String(issue.path[0] ?? 'form');
            errors[field] ??= issue.message;
          }
          return refuse(CAREER_MESSAGES.fixErrors, errors);
        }
        const checked = resume ? await checkApplicationResume(resume) : null;
        if (checked && !checked.ok)
          return refuse(CAREER_MESSAGES.fixErrors, { resume: checked.reason });
        try {
          await applyToProject(
            app,
            target,
            parsed.data,
            resume && checked?.ok
              ? { ...resume, contentType: checked.contentType, parsed: checked.parsed }
              : null,
            (error) => request.log.error({ err: error }, 'career application mail failed'),
          );
        } catch (error) {
          if (error instanceof PersonSuppressedError) return refuse(CAREER_MESSAGES.suppressed);
          throw error;
        }
        return reply.redirect(thanks, 303);
      },
    );
  };
