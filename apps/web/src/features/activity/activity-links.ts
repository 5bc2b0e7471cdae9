import type { ActivityItem, NeedsYouItem } from '@hirelane/domain/activity/activity.schema';

const project = (id: string) => `/app/projects/${encodeURIComponent(id)}`;
const candidatePage = (projectId: string, candidateId: string) =>
  `${project(projectId)}/candidate/${encodeURIComponent(candidateId)}`;
const campaignPage = (projectId: string, campaignId: string) =>
  `${project(projectId)}/campaign/${encodeURIComponent(campaignId)}`;
const pipeline = (projectId: string, query: Record<string, string>) =>
  `${project(projectId)}/pipeline?${new URLSearchParams(query).toString()}`;

/**
 * Where a need is fixed: the project's workflows for approvals; else the one person's page, else
 * the campaign, else the filtered pipeline.
 */
export const needsYouLink = (item: NeedsYouItem): string => {
  // A workflow's e-mail is approved on its runs, listed from the project's workflows.
  if (item.kind === 'workflow_approvals') return `${project(item.project.id)}/workflows`;
  if (item.candidate_id) return candidatePage(item.project.id, item.candidate_id);
  if (item.campaign) return campaignPage(item.project.id, item.campaign.id);
  switch (item.kind) {
    case 'unanswered_replies':
      return pipeline(item.project.id, { stage: 'in_campaign', sub_stage: 'engaging' });
    case 'interviews_to_decide':
      return pipeline(item.project.id, { stage: 'interview_completed' });
    default:
      return pipeline(item.project.id, { stage: 'in_campaign' });
  }
};

/** What an entry of the feed opens, with its label; null when there is no page for it. */
export const activityLink = (item: ActivityItem): { to: string; label: string } | null => {
  if (item.project === null) {
    return item.kind === 'mailbox'
      ? { to: '/app/settings#mailbox', label: 'Open mailboxes' }
      : null;
  }
  switch (item.kind) {
    case 'reply':
    case 'stage_move':
    case 'interview':
      return item.candidate.id
        ? {
            to: candidatePage(item.project.id, item.candidate.id),
            label: `Open ${item.candidate.name}`,
          }
        : null;
    case 'campaign':
      return { to: campaignPage(item.project.id, item.campaign.id), label: 'Open the campaign' };
    case 'import':
      return { to: `${project(item.project.id)}/pipeline`, label: 'Open the pipeline' };
    default:
      return null;
  }
};
