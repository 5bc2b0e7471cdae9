import {
  SCHEDULING_LINK_VARIABLE,
  usesSchedulingLink,
  type VariableValues,
} from '@hirelane/domain/campaigns/template-variables';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { ensureSchedulingLink } from '../calendars/ensure-scheduling-link';
import type { DueEnrollment } from './due-enrollment-store';

/**
 * `{{scheduling_link}}` for one candidate, when the step's texts use it: the link of the
 * campaign's project (made or reused in the batch's transaction). Answers the hold reason when
 * the project cannot make links.
 */
export const fillSchedulingLink = async (
  app: AppContext,
  tx: Executor,
  due: DueEnrollment,
  values: VariableValues,
  templates: readonly string[],
): Promise<string | null> => {
  if (!usesSchedulingLink(...templates)) return null;
  const link = await ensureSchedulingLink(app, tx, {
    workspaceId: due.enrollment.workspaceId,
    projectId: due.campaign.projectId,
    candidateId: due.candidate.id,
    createdBy: null,
  });
  if (!link.ok) return `Not sent: {{${SCHEDULING_LINK_VARIABLE}}} has no link. ${link.problem}`;
  values[SCHEDULING_LINK_VARIABLE] = link.url;
  return null;
};
