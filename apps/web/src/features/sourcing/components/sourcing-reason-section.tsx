import type { MatchReason } from '@hirelane/domain/search/talent-search.schema';
import { Section } from '../../../components/section-card';
import { useSourcingReasonQuery } from '../api/sourcing';

const KIND_LABELS: Record<MatchReason['kind'], string> = {
  must_have_skill: 'Must-have skill',
  nice_to_have_skill: 'Nice-to-have skill',
  title: 'Title',
  seniority: 'Seniority',
  location: 'Location',
};

const verdictOf = (reason: MatchReason) =>
  reason.met ? 'Met' : reason.partial ? 'Partly met' : 'Not met';

/** "Why Ria chose them" on the candidate page, for a person the sourcing agent saved here. */
export function SourcingReasonSection({
  projectId,
  candidateId,
}: {
  projectId: string;
  candidateId: string;
}) {
  const query = useSourcingReasonQuery(projectId, candidateId);
  const reason = query.data;
  if (!reason) return null;
  return (
    <Section title="Why Ria chose them">
      <p className="text-sm text-stone-800">{reason.summary}</p>
      {reason.score !== null ? (
        <p className="mt-2 text-sm font-medium text-stone-900">Match {reason.score}/100</p>
      ) : null}
      {reason.reasons.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm text-stone-700">
          {reason.reasons.map((line, index) => (
            <li key={`${line.kind}-${line.label}-${index}`}>
              <span className="font-medium">{KIND_LABELS[line.kind]}:</span> {line.label} —{' '}
              {verdictOf(line)}
              {line.detail ? ` (${line.detail})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-xs text-stone-600">
        Written by {reason.written_by === 'model' ? 'the AI model' : 'the built-in rules'}.
      </p>
    </Section>
  );
}
