import type { TalentSearchScope } from '../talent-search-engine';
import { YEARS_SQL } from './filters-to-sql';
import { SqlParams } from './sql-params';
import { viewerMemberSql } from './visibility-sql';

/** What a result shows of one person, read for the page's ids only. */
export type ResultRow = {
  id: string;
  full_name: string;
  first_name: string;
  last_name: string;
  designation: string | null;
  current_company: string | null;
  current_city: string | null;
  country: string | null;
  skills: string[];
  experience: unknown;
  seniority: string | null;
  years: number | null;
  has_email: boolean;
  has_phone: boolean;
  has_linkedin: boolean;
  do_not_contact: boolean;
  in_this_project: boolean;
  projects: { _id: string; name: string }[];
};

/**
 * The people whose ids `ids` (a uuid[] expression) holds, with their other projects the viewer
 * may see (decision 014), as a select over `params` (which may hold a search's values already).
 */
export const resultRowsSelect = (
  scope: TalentSearchScope,
  params: SqlParams,
  ids: string,
): string => {
  const workspace = params.add(scope.workspaceId);
  const project = params.add(scope.projectId);
  const visible = scope.viewer.seesEveryProject
    ? 'true'
    : `exists (select 1 from project_member pm where pm.project_id = p.id and pm.workspace_member_id = ${viewerMemberSql(scope, params)})`;
  return `select c.id, c.full_name, c.first_name, c.last_name, c.designation, c.current_company,
       c.current_city, c.country, c.skills, c.experience, s.seniority, ${YEARS_SQL} as years,
       s.has_email, s.has_phone, s.has_linkedin, s.do_not_contact,
       exists (select 1 from project_candidate pc where pc.project_id = ${project}::uuid and pc.candidate_id = c.id) as in_this_project,
       coalesce((select json_agg(json_build_object('_id', p.id, 'name', p.name) order by pc.added_at desc)
                   from project_candidate pc join project p on p.id = pc.project_id
                  where pc.candidate_id = c.id and pc.project_id <> ${project}::uuid and ${visible}), '[]') as projects
  from candidate_search s join candidate c on c.id = s.candidate_id
 where s.workspace_id = ${workspace}::uuid and c.workspace_id = ${workspace}::uuid
   and s.candidate_id = any(${ids})`;
};

/** The page's people with their other projects the viewer may see (decision 014). */
export const resultRowsSql = (
  scope: TalentSearchScope,
  ids: readonly string[],
): { text: string; values: unknown[] } => {
  const params = new SqlParams();
  const text = resultRowsSelect(scope, params, `${params.add(ids)}::uuid[]`);
  return { text, values: params.values };
};
