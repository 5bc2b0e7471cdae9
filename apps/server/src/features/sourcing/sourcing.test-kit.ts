import { expect } from 'vitest';
import { scoreTalentMatch, type JobMatchSpec } from '@hirelane/domain/search/job-match';
import { seniorityOfTitle } from '@hirelane/domain/search/match-text';
import type { SourcingRun } from '@hirelane/domain/sourcing/sourcing.schema';
import type {
  TalentSearchRequest,
  TalentSearchResult,
} from '@hirelane/domain/search/talent-search.schema';
import { call, type TestApp } from '../../../test/test-app';
import type { SourcingSearch, SourcingSearchScope } from './sourcing-search-port';

type Who = { cookie: string; workspace: string };

/**
 * A tiny talent search for the agent's tests: everyone of the scope's workspace, scored by the
 * job match and ranked by it (then by name). It reports nobody as do-not-contact or already in
 * the project, so the tests show the agent checks both itself.
 */
export const memorySearch = (
  t: TestApp,
  hooks: { onSearch?: (scope: SourcingSearchScope, page: number) => Promise<void> } = {},
): SourcingSearch & { calls: TalentSearchRequest[] } => {
  const calls: TalentSearchRequest[] = [];
  return {
    calls,
    search: async (scope, request, match: JobMatchSpec | null) => {
      calls.push(request);
      await hooks.onSearch?.(scope, request.page);
      const rows = (
        await t.pool.query<{
          id: string;
          full_name: string;
          designation: string | null;
          current_city: string | null;
          country: string | null;
          skills: string[] | null;
        }>(
          `select id, full_name, designation, current_city, country, skills
             from candidate where workspace_id = $1`,
          [scope.workspaceId],
        )
      ).rows;
      const results: TalentSearchResult[] = rows.map((row) => ({
        _id: row.id,
        origin: 'workspace',
        full_name: row.full_name,
        designation: row.designation,
        current_company: null,
        current_city: row.current_city,
        country: row.country,
        seniority: seniorityOfTitle(row.designation),
        years_of_experience: null,
        skills: row.skills ?? [],
        past_companies: [],
        has_email: false,
        has_phone: false,
        has_linkedin: true,
        do_not_contact: false,
        in_this_project: false,
        projects: [],
        match: match
          ? scoreTalentMatch(match, {
              designation: row.designation,
              seniority: seniorityOfTitle(row.designation),
              current_city: row.current_city,
              country: row.country,
              skills: row.skills ?? [],
              past_titles: [],
            })
          : null,
      }));
      results.sort(
        (a, b) =>
          (b.match?.score ?? 0) - (a.match?.score ?? 0) || a.full_name.localeCompare(b.full_name),
      );
      const start = (request.page - 1) * request.page_size;
      return {
        results: results.slice(start, start + request.page_size),
        total: results.length,
        page: request.page,
        page_size: request.page_size,
        facets: null,
        took_ms: 0,
        pending_index: 0,
        total_is_estimate: false,
      };
    },
  };
};

export const sourcingApi = (t: TestApp, who: Who, projectId: string) => {
  const base = `/api/project/${projectId}/sourcing`;
  return {
    propose: () => call(t, 'POST', `${base}/proposal`, who),
    start: (body: Record<string, unknown>) => call(t, 'POST', `${base}/runs`, { ...who, body }),
    startOk: async (body: Record<string, unknown>) => {
      const response = await call(t, 'POST', `${base}/runs`, { ...who, body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as SourcingRun;
    },
    get: (runId: string) => call(t, 'GET', `${base}/runs/${runId}`, who),
    getOk: async (runId: string) => {
      const response = await call(t, 'GET', `${base}/runs/${runId}`, who);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as SourcingRun;
    },
    cancel: (runId: string) => call(t, 'POST', `${base}/runs/${runId}/cancel`, who),
    reason: (candidateId: string) => call(t, 'GET', `${base}/reasons/${candidateId}`, who),
  };
};
