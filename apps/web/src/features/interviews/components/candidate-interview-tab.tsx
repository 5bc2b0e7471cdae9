import { formatDateTime } from '@hirelane/domain/format/format-date';
import type { CandidateInterview } from '@hirelane/domain/interviews/verdict/candidate-interview.schema';
import { SUB_STAGE_LABELS } from '@hirelane/domain/pipeline/stages';
import { Section } from '../../../components/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { ScoringUnavailableBadge, VerdictBadge } from '../../pipeline/components/verdict-badge';
import { useCandidateInterviewQuery } from '../api/candidate-interview';
import { DealBreakerResults, InterviewAnswers } from './interview-answers';
import { OverruleForm } from './overrule-form';

const personName = (person: { first_name: string; last_name: string } | null) =>
  person ? `${person.first_name} ${person.last_name}`.trim() : 'A former teammate';

function VerdictSummary({ interview }: { interview: CandidateInterview }) {
  const { evaluation, evaluation_status: status } = interview;
  const decision = interview.decisions[0];
  return (
    <Section title="Verdict">
      <div className="flex flex-wrap items-center gap-2">
        {evaluation?.status === 'scored' ? (
          <VerdictBadge verdict={evaluation.verdict} score={evaluation.overall_score} who="AI" />
        ) : status === 'scoring_unavailable' ? (
          <ScoringUnavailableBadge />
        ) : null}
        {decision ? <VerdictBadge verdict={decision.verdict} who="Decision" /> : null}
      </div>
      <p className="mt-2 text-sm text-stone-700">
        {status === 'not_completed'
          ? 'The candidate has not completed the interview yet.'
          : status === 'pending'
            ? 'The interview is being scored.'
            : evaluation?.status === 'scoring_unavailable'
              ? `${evaluation.message} The candidate waits for a person's decision.`
              : evaluation
                ? `Scored by the ${evaluation.evaluator === 'model' ? 'AI model' : 'built-in evaluator'}: ${evaluation.evaluator_label}.`
                : null}
      </p>
      {interview.expired ? (
        <p className="mt-2 text-sm text-stone-600">
          The answers, recordings and quotes were removed after the retention period; the verdict
          and the scores are kept.
        </p>
      ) : null}
    </Section>
  );
}

function Timeline({ timeline }: { timeline: CandidateInterview['timeline'] }) {
  const rows: Array<[string, string | null]> = [
    ['Invitation sent', timeline.sent_at],
    ['Link opened', timeline.opened_at],
    ['Interview started', timeline.started_at],
    ['Interview completed', timeline.completed_at],
    ['Invitation revoked', timeline.revoked_at],
    [
      `Reminders sent: ${timeline.reminders_sent}`,
      timeline.reminders_sent > 0 ? timeline.last_reminder_at : null,
    ],
  ];
  return (
    <Section title="Timeline">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows
          .filter(([label, at]) => at !== null || label.startsWith('Reminders'))
          .map(([label, at]) => (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd className="text-stone-900">
                {at ? <time dateTime={at}>{formatDateTime(at)}</time> : '—'}
              </dd>
            </div>
          ))}
      </dl>
    </Section>
  );
}

/** The invitation e-mail: sent (when, from where), or not sent with the mail server's reason. */
function InvitationEmail({ delivery }: { delivery: CandidateInterview['delivery'] }) {
  const from = delivery.sent_from ?? 'Hirelane’s own mail';
  return (
    <Section title="Invitation e-mail">
      {delivery.delivered_at ? (
        <p className="text-sm text-stone-900">
          <span className="font-medium">Sent</span>{' '}
          <time dateTime={delivery.delivered_at}>{formatDateTime(delivery.delivered_at)}</time>{' '}
          <span className="break-words text-stone-600">from {from}</span>
        </p>
      ) : (
        <p className="text-sm font-medium text-red-800">
          {delivery.error ? 'Failed: not sent' : 'Not sent yet'}
        </p>
      )}
      {delivery.error ? (
        <p className="mt-1 text-sm break-words text-red-800">
          {delivery.delivered_at ? 'The last resend or reminder was not sent: ' : 'Reason: '}
          {delivery.error}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-stone-600">
        Bounces of invitation e-mails are not tracked; a bounce reaches the sending mailbox.
      </p>
    </Section>
  );
}

function DecisionHistory({ decisions }: { decisions: CandidateInterview['decisions'] }) {
  return (
    <Section title="Decision history">
      {decisions.length === 0 ? (
        <p className="text-sm text-stone-600">No one has overruled the verdict.</p>
      ) : (
        <ol className="space-y-3">
          {decisions.map((decision) => (
            <li key={decision._id} className="text-sm">
              <p className="text-stone-900">
                {SUB_STAGE_LABELS[decision.verdict]}: {decision.reason}
              </p>
              <p className="text-stone-600">
                {personName(decision.decided_by)} ·{' '}
                <time dateTime={decision.created_at}>{formatDateTime(decision.created_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** The Interview tab of a candidate in a charlie project (issue 18). */
export function CandidateInterviewTab({
  workspaceId,
  projectId,
  candidateId,
}: {
  workspaceId: string;
  projectId: string;
  candidateId: string;
}) {
  const query = useCandidateInterviewQuery(workspaceId, projectId, candidateId);
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <Spinner /> Loading the interview…
      </p>
    );
  if (query.isError)
    return <p className="text-sm text-red-700">The interview could not be loaded.</p>;
  const interview = query.data;
  if (!interview)
    return (
      <p className="text-sm text-stone-600">
        This candidate has not been invited to the interview.
      </p>
    );
  const decidable =
    interview.evaluation_status === 'scored' ||
    interview.evaluation_status === 'scoring_unavailable';
  const current =
    interview.decisions[0]?.verdict ??
    (interview.evaluation?.status === 'scored' ? interview.evaluation.verdict : null);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-4">
        <VerdictSummary interview={interview} />
        {interview.evaluation ? (
          <DealBreakerResults evaluation={interview.evaluation} questions={interview.questions} />
        ) : null}
        <InterviewAnswers interview={interview} />
      </div>
      <div className="min-w-0 space-y-4">
        {decidable ? (
          <Section title="Overrule the verdict">
            <OverruleForm
              workspaceId={workspaceId}
              projectId={projectId}
              candidateId={candidateId}
              current={current}
            />
          </Section>
        ) : null}
        <DecisionHistory decisions={interview.decisions} />
        <InvitationEmail delivery={interview.delivery} />
        <Timeline timeline={interview.timeline} />
      </div>
    </div>
  );
}
