import { CALL_OUTCOME_LABELS, type CallOutcome } from '@hirelane/domain/calls/call-rules';
import type { CandidateCall } from '@hirelane/domain/calls/candidate-calls.schema';
import { formatDateTime } from '@hirelane/domain/format/format-date';
import { Section } from '../../../components/section-card';
import { useCandidateCalls } from '../api/candidate-calls';

const STATUS_LABELS: Record<string, string> = {
  scheduled: 'Planned',
  placing: 'Dialling',
  in_progress: 'In progress',
  cancelled: 'Not placed',
};

const INTEREST_LABELS: Record<string, string> = {
  interested: 'Interested',
  not_interested: 'Not interested',
  unclear: 'Interest unclear',
};

const outcomeLabel = (call: CandidateCall): string =>
  call.outcome
    ? (CALL_OUTCOME_LABELS[call.outcome as CallOutcome] ?? call.outcome)
    : (STATUS_LABELS[call.status] ?? call.status);

const duration = (seconds: number): string =>
  seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

function CallItem({ call }: { call: CandidateCall }) {
  const when = call.ended_at ?? call.started_at ?? call.scheduled_at;
  return (
    <li className="space-y-1 py-2 text-sm" data-testid="candidate-call">
      <p className="font-medium text-stone-900">
        {outcomeLabel(call)}
        {call.interest ? ` · ${INTEREST_LABELS[call.interest] ?? call.interest}` : ''}
      </p>
      <p className="text-stone-600">
        {formatDateTime(when)} · {call.to_number}
        {call.attempt > 1 ? ` · attempt ${call.attempt}` : ''}
        {call.duration_seconds ? ` · ${duration(call.duration_seconds)}` : ''}
      </p>
      {call.summary ? <p className="text-stone-800">{call.summary}</p> : null}
      {call.detail ? <p className="text-stone-600">{call.detail}</p> : null}
      {call.recording_url ? (
        <a
          href={call.recording_url}
          target="_blank"
          rel="noreferrer noopener"
          className="text-orange-700 underline hover:text-orange-800"
        >
          Listen to the recording
        </a>
      ) : null}
      {call.transcript ? (
        <details>
          <summary className="cursor-pointer text-stone-700">Transcript</summary>
          <p className="mt-1 whitespace-pre-wrap text-stone-700">{call.transcript}</p>
        </details>
      ) : null}
    </li>
  );
}

export function CandidateCallsList({ calls }: { calls: readonly CandidateCall[] }) {
  return (
    <ul className="divide-y divide-stone-100">
      {calls.map((call) => (
        <CallItem key={call._id} call={call} />
      ))}
    </ul>
  );
}

/** The person's AI calls (decision 047): outcome, summary and interest, recording, transcript. */
export function CandidateCalls({
  candidateId,
  projectId,
}: {
  candidateId: string;
  projectId: string;
}) {
  const calls = useCandidateCalls(candidateId, projectId);
  if (!calls.data || calls.data.calls.length === 0) return null;
  return (
    <Section title="AI calls">
      <CandidateCallsList calls={calls.data.calls} />
    </Section>
  );
}
