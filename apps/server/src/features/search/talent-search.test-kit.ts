import { expect } from 'vitest';
import type {
  TalentSearchPage,
  TalentSearchRequestInput,
} from '@hirelane/domain/search/talent-search.schema';
import { call, type TestApp, type TestResponse } from '../../../test/test-app';
import type { As } from '../campaigns/campaign.test-kit';

/** One person of a test pool, written straight into `candidate` (the triggers index it). */
export type PoolPerson = {
  full_name: string;
  designation?: string;
  current_company?: string;
  current_city?: string;
  country?: string;
  skills?: string[];
  email?: string;
  phone?: string;
  linkedin_url?: string;
  do_not_contact?: boolean;
  summary?: string;
  experience?: {
    title: string;
    company: string;
    start_date: string | null;
    end_date: string | null;
    is_current: boolean;
  }[];
  schools?: string[];
};

/** Inserts the people in ONE multi-row INSERT … SELECT (the shape of a bulk import); returns ids by name. */
export const insertPool = async (
  t: TestApp,
  workspaceId: string,
  people: readonly PoolPerson[],
): Promise<Record<string, string>> => {
  const { rows } = await t.pool.query<{ id: string; full_name: string }>(
    `insert into candidate (workspace_id, full_name, designation, current_company, current_city, country,
        skills, email, phone_numbers, linkedin_url, do_not_contact_at, summary, experience, education, source)
     select $1::uuid, p->>'full_name', p->>'designation', p->>'current_company', p->>'current_city', p->>'country',
        array(select jsonb_array_elements_text(coalesce(p->'skills', '[]'))),
        p->>'email',
        case when p ? 'phone' then array[p->>'phone'] else '{}' end,
        p->>'linkedin_url',
        case when (p->>'do_not_contact')::boolean then now() end,
        p->>'summary',
        coalesce((select jsonb_agg(e || jsonb_build_object('location', null, 'description', ''))
                    from jsonb_array_elements(p->'experience') e), '[]'),
        coalesce((select jsonb_agg(jsonb_build_object('school', s, 'degree', null, 'field_of_study', null,
                                                      'start_date', null, 'end_date', null))
                    from jsonb_array_elements_text(p->'schools') s), '[]'),
        'hirelane_search_engine'
       from jsonb_array_elements($2::jsonb) p
     returning id, full_name`,
    [workspaceId, JSON.stringify(people)],
  );
  return Object.fromEntries(rows.map((row) => [row.full_name, row.id]));
};

export const linkToProject = async (
  t: TestApp,
  workspaceId: string,
  projectId: string,
  candidateIds: readonly string[],
) => {
  await t.pool.query(
    `insert into project_candidate (workspace_id, project_id, candidate_id, stage, source)
     select $1::uuid, $2::uuid, id, 'shortlisted', 'hirelane_search_engine' from unnest($3::uuid[]) id`,
    [workspaceId, projectId, candidateIds],
  );
};

export const searchKit = (t: TestApp) => {
  const run = (as: As, projectId: string, body: TalentSearchRequestInput): Promise<TestResponse> =>
    call(t, 'POST', `/api/project/${projectId}/search/run`, { ...as, body });

  /** A search that must succeed. */
  const search = async (as: As, projectId: string, body: TalentSearchRequestInput) => {
    const response = await run(as, projectId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TalentSearchPage;
  };

  /** The names found (everyone, both exclusions off unless the body says otherwise), sorted. */
  const names = async (
    as: As,
    projectId: string,
    query: string,
    filters: TalentSearchRequestInput['filters'] = {},
  ) => {
    const page = await search(as, projectId, {
      query,
      page_size: 50,
      filters: { exclude_in_project: false, exclude_do_not_contact: false, ...filters },
    });
    return page.results.map((result) => result.full_name).sort();
  };

  return { run, search, names };
};
