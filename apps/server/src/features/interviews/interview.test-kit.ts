import type {
  InterviewDesign,
  PlanProposal,
} from '@hirelane/domain/interviews/interview-design.schema';
import { call, type TestApp } from '../../../test/test-app';

type Who = { cookie: string; workspace: string };

/** The interview design routes of one project, as `who` calls them. */
export const interviewApi = (t: TestApp, who: Who, projectId: string) => {
  const base = `/api/project/${projectId}/interview`;
  return {
    get: () => call(t, 'GET', base, who),
    propose: () => call(t, 'POST', `${base}/plan/propose`, who),
    savePlan: (plan: unknown) => call(t, 'PUT', `${base}/plan`, { ...who, body: plan }),
    saveSettings: (settings: unknown) =>
      call(t, 'PUT', `${base}/settings`, { ...who, body: settings }),
  };
};

export const designOf = (response: { json: () => { data?: unknown } }) =>
  response.json().data as InterviewDesign;
export const proposalOf = (response: { json: () => { data?: unknown } }) =>
  response.json().data as PlanProposal;
