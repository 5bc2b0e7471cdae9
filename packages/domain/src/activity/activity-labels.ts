import { countLabel } from '../format/pluralize';
import { STAGE_LABELS } from '../pipeline/stages';
import type { ActivityItem, ActivityKind, NeedsYouItem, NeedsYouKind } from './activity.schema';

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  reply: 'Replies',
  stage_move: 'Stage moves',
  import: 'Imports',
  campaign: 'Campaigns',
  interview: 'Interviews',
  member: 'Teammates',
  mailbox: 'Mailboxes',
};

/** Who did it when nobody did: moves and verdicts made by Hirelane itself (decision 035). */
export const SYSTEM_ACTOR = 'Hirelane';

const IMPORT_NAMES = { csv: 'a CSV', resume: 'resumes' } as const;

const importCounts = (item: Extract<ActivityItem, { kind: 'import' }>): string =>
  [
    countLabel(item.created, 'new candidate'),
    `${item.updated} updated`,
    `${item.merged} merged`,
    `${item.rejected} rejected`,
  ].join(', ');

/** One line saying what happened (the reply's first line is shown apart, as a quote). */
export const describeActivity = (item: ActivityItem): string => {
  switch (item.kind) {
    case 'reply':
      return `${item.candidate.name} replied`;
    case 'stage_move': {
      const who = item.actor ?? SYSTEM_ACTOR;
      const to = STAGE_LABELS[item.to_stage];
      return item.from_stage === null
        ? `${who} moved ${item.candidate.name} to ${to}`
        : `${who} moved ${item.candidate.name} from ${STAGE_LABELS[item.from_stage]} to ${to}`;
    }
    case 'import': {
      const who = item.actor ?? 'Someone';
      const what = IMPORT_NAMES[item.import_kind];
      return item.status === 'failed'
        ? `${who}'s import of ${what} failed`
        : `${who} imported ${what}: ${importCounts(item)}`;
    }
    case 'campaign':
      // Launches from before the feed (migration 0030) have no actor: nobody recorded who.
      return item.actor
        ? `${item.actor} ${item.change} the campaign ${item.campaign.name}`
        : `The campaign ${item.campaign.name} was ${item.change}`;
    case 'interview': {
      const done = `${item.candidate.name} completed the interview`;
      if (item.verdict === null) return `${done}: no verdict yet`;
      const by = item.verdict_by === 'person' ? 'decision' : 'AI';
      return `${done}: ${STAGE_LABELS[item.verdict]} (${by})`;
    }
    case 'member':
      return `${item.actor ?? 'A teammate'} joined the workspace`;
    case 'mailbox':
      return item.problem === 'invalid'
        ? `The mailbox ${item.mailbox.name} can no longer send: ${item.reason}`
        : `The mailbox ${item.mailbox.name} was paused: ${item.reason}`;
  }
};

/** The reply's first non-empty line, trimmed (the feed shows it as a quote). */
export const firstLine = (text: string, max = 200): string => {
  const line = text
    .split(/\r?\n/)
    .map((part) => part.trim())
    .find((part) => part !== '' && !part.startsWith('>'));
  if (line === undefined) return '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const NEEDS_YOU_TEXTS: Record<NeedsYouKind, (count: number) => string> = {
  unanswered_replies: (n) => `${countLabel(n, 'reply', 'replies')} not yet answered`,
  held_candidates: (n) => `${countLabel(n, 'candidate')} held by the campaign`,
  bounced_candidates: (n) => `${countLabel(n, 'candidate')} whose e-mail bounced`,
  interviews_to_decide: (n) => `${countLabel(n, 'interview')} waiting for a decision`,
  failed_sends: (n) => `${countLabel(n, 'send')} failed`,
  workflow_approvals: (n) => `${countLabel(n, 'workflow e-mail')} waiting for approval`,
  interview_slot_offers: (n) => `${countLabel(n, 'interview slot')} to offer`,
};

export const describeNeedsYou = (
  item: Pick<NeedsYouItem, 'kind' | 'count'> & { offer?: NeedsYouItem['offer'] },
): string =>
  item.offer
    ? `Offer an interview slot to ${item.offer.candidate_name}?`
    : NEEDS_YOU_TEXTS[item.kind](item.count);
