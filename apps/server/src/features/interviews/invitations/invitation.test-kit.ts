import { DEFAULT_INTERVIEW_SETTINGS } from '@hirelane/domain/interviews/interview-settings.schema';
import { DEFAULT_INVITATION_TEMPLATE } from '@hirelane/domain/interviews/invitations.schema';
import { proposeInterviewPlan } from '@hirelane/domain/interviews/propose-interview-plan';
import { jobInputSchema } from '@hirelane/domain/projects/job.schema';
import { call, type TestApp } from '../../../../test/test-app';
import { COMPLETE_JOB } from '../../projects/project.test-kit';

type Who = { cookie: string; workspace: string };

export const savedPlan = () => proposeInterviewPlan(jobInputSchema.parse(COMPLETE_JOB));

/** Saves a plan and the default settings on a charlie project. */
export const saveDesign = async (t: TestApp, who: Who, projectId: string) => {
  for (const [path, body] of [
    ['plan', savedPlan()],
    ['settings', DEFAULT_INTERVIEW_SETTINGS],
  ] as const) {
    const saved = await call(t, 'PUT', `/api/project/${projectId}/interview/${path}`, {
      ...who,
      body,
    });
    if (saved.statusCode !== 200) throw new Error(`design not saved: ${saved.body}`);
  }
};

/** The invitation routes of one project, as `who` calls them. */
export const invitationApi = (t: TestApp, who: Who, projectId: string) => {
  const base = `/api/project/${projectId}/interview/invitations`;
  return {
    list: () => call(t, 'GET', base, who),
    invitees: () => call(t, 'GET', `${base}/candidates`, who),
    preview: (candidateId: string, template = DEFAULT_INVITATION_TEMPLATE) =>
      call(t, 'POST', `${base}/preview`, {
        ...who,
        body: { candidate_id: candidateId, ...template },
      }),
    send: (candidateIds: string[], extra: Record<string, unknown> = {}) =>
      call(t, 'POST', `${base}/send`, {
        ...who,
        body: { candidate_ids: candidateIds, ...DEFAULT_INVITATION_TEMPLATE, ...extra },
      }),
    resend: (invitationId: string) => call(t, 'POST', `${base}/${invitationId}/resend`, who),
    revoke: (invitationId: string) => call(t, 'POST', `${base}/${invitationId}/revoke`, who),
  };
};

/** The token of the interview link in a text. */
export const tokenOfLink = (text: string): string => {
  const match = /\/interview\/([A-Za-z0-9_-]{43})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no interview link in: ${text}`);
  return match[1];
};
