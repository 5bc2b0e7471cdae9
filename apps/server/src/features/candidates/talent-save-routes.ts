import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import {
  saveTalentRequestSchema,
  saveTalentResponse,
} from '@hirelane/domain/search/talent-search.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { saveTalentToProject, type SaveTalentResult } from './save-talent-to-project';

const tags = ['projects'];

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

/** "3 people saved to the project. 1 was already in it." */
const messageOf = (result: SaveTalentResult): string =>
  [
    `${people(result.added)} saved to the project.`,
    result.already_in_project > 0 ? `${people(result.already_in_project)} already in it.` : null,
    result.skipped_do_not_contact > 0
      ? `${people(result.skipped_do_not_contact)} marked do-not-contact kept shortlisted.`
      : null,
    result.skipped_erased > 0
      ? `${people(result.skipped_erased)} erased at their request not saved.`
      : null,
  ]
    .filter(Boolean)
    .join(' ');

/**
 * Saving search results to a project (issue 17). It writes people and pipeline links, so it lives
 * with the candidates, which may use the pipeline; the search feature may not (eslint table).
 */
export const talentSaveRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/project/:id/search/save-candidates',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: saveTalentRequestSchema,
          response: { 200: saveTalentResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const data = await saveTalentToProject(
          app.db,
          requireTenant(request),
          user.id,
          request.params.id,
          request.body,
        );
        return { success: true, message: messageOf(data), data };
      },
    );
  };
