import type { SlackEvent } from './slack-outbox-store';
import { buildSlackMessage, type SlackMessage } from './slack-message';

const VERDICT_WORDS: Record<string, string> = {
  strong_hire: 'Strong hire',
  hire: 'Hire',
  no_hire: 'No hire',
  strong_no_hire: 'Strong no hire',
};

const str = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The words and the button of each kind of notification. */
export const slackMessageFor = (event: SlackEvent, appUrl: string): SlackMessage => {
  const candidateUrl = `${appUrl}/app/projects/${event.project_id ?? ''}/candidate/${event.candidate_id ?? ''}`;
  const projectUrl = `${appUrl}/app/projects/${event.project_id ?? ''}`;
  const name = event.candidate_name || 'A candidate';
  const inProject = event.project_name ? ` (${event.project_name})` : '';
  switch (event.kind) {
    case 'reply_received':
      return buildSlackMessage({
        headline: `${name} replied${inProject}`,
        detail: str(event.facts.subject) || null,
        button: { label: 'Open the candidate', url: candidateUrl },
      });
    case 'interview_completed': {
      const verdict = VERDICT_WORDS[str(event.facts.verdict)] ?? str(event.facts.verdict);
      const score = event.facts.score === null ? '' : ` (score ${str(event.facts.score)})`;
      return buildSlackMessage({
        headline: `${name} completed the interview${inProject}`,
        detail: verdict ? `Verdict: ${verdict}${score}` : null,
        button: { label: 'Open the candidate', url: candidateUrl },
      });
    }
    case 'import_finished': {
      const failed = event.facts.status === 'failed';
      return buildSlackMessage({
        headline: failed
          ? `An import into ${event.project_name ?? 'a project'} failed`
          : `An import into ${event.project_name ?? 'a project'} finished`,
        detail: failed
          ? null
          : `${str(event.facts.created)} added, ${str(event.facts.updated)} updated, ${str(event.facts.rejected)} rejected`,
        button: { label: 'Open the project', url: projectUrl },
      });
    }
    case 'campaign_error':
      return buildSlackMessage({
        headline:
          event.facts.source === 'linkedin'
            ? `LinkedIn account ${str(event.facts.account)} has a problem`
            : `Mailbox ${str(event.facts.account)} stopped sending`,
        detail: `${str(event.facts.problem)}. Campaign steps through it wait until it is fixed.`,
        button: { label: 'Open the integrations', url: `${appUrl}/app/settings#integrations` },
      });
  }
};
