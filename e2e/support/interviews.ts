import { expect, type Page } from '@playwright/test';
import { currentWorkspaceId } from './projects';

/** The job of the interview specs' charlie projects: complete, so Charlie can plan from it. */
export const INTERVIEW_JOB = {
  title: 'Senior Backend Engineer',
  company: 'Acme',
  location: 'Berlin, Germany',
  remote_policy: 'hybrid',
  employment_type: 'full_time',
  seniority: 'senior',
  salary: { min: 80000, max: 100000, currency: 'EUR', period: 'year' },
  description: 'Build and run the services behind our recruiting product.',
  must_have_skills: ['TypeScript', 'PostgreSQL'],
};

/** Calls the API as the signed-in page, in its current workspace; answers the envelope's data. */
export const callApi = async (page: Page, method: 'post' | 'put', path: string, data: unknown) => {
  const workspace = await currentWorkspaceId(page);
  const response = await page.request[method](`${path}?workspace=${workspace}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
};

/** Saves the plan Charlie proposes for the project, so invitations can go. */
export const saveProposedPlan = async (page: Page, projectId: string) => {
  const base = `/api/project/${projectId}`;
  const proposal = (await callApi(page, 'post', `${base}/interview/plan/propose`, {})) as {
    plan: unknown;
  };
  await callApi(page, 'put', `${base}/interview/plan`, proposal.plan);
};
