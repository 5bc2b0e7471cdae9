import type { JobInput } from '@hirelane/domain/projects/job.schema';
import {
  firstNameOf,
  formatExpiresOn,
  type InvitationValues,
} from '@hirelane/domain/interviews/render-invitation';
import { interviewLink } from './invitation-token';

/** The template's values for one candidate; the company falls back to the workspace's name. */
export const invitationValues = (input: {
  appUrl: string;
  job: JobInput;
  workspaceName: string;
  person: { firstName: string; fullName: string };
  token: string;
  expiresAt: Date;
}): InvitationValues => ({
  first_name: firstNameOf(input.person.firstName, input.person.fullName),
  full_name: input.person.fullName.trim(),
  job_title: input.job.title,
  company: input.job.company ?? input.workspaceName,
  interview_link: interviewLink(input.appUrl, input.token),
  expires_on: formatExpiresOn(input.expiresAt),
});
