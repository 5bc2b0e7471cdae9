import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import { STAGE_LABELS } from '@hirelane/domain/pipeline/stages';
import { Section } from '../../../components/section-card';

/** Who moved the candidate, when, from which stage to which, newest first. */
export function StageHistory({ entries }: { entries: Candidate['stage_history'] }) {
  const sorted = [...entries].sort((a, b) => b.moved_at.localeCompare(a.moved_at));
  return (
    <Section title="Stage history">
      {sorted.length === 0 ? (
        <p className="text-sm text-stone-600">No stage changes yet.</p>
      ) : (
        <ol className="space-y-3">
          {sorted.map((entry) => {
            const who = entry.moved_by
              ? `${entry.moved_by.first_name} ${entry.moved_by.last_name}`.trim()
              : 'Hirelane';
            return (
              <li key={entry._id} className="text-sm">
                <p className="text-stone-900">
                  {entry.from_stage ? (
                    <>
                      {STAGE_LABELS[entry.from_stage]} <span aria-hidden="true">→</span>{' '}
                      <span className="sr-only">to</span> {STAGE_LABELS[entry.to_stage]}
                    </>
                  ) : (
                    <>Added to {STAGE_LABELS[entry.to_stage]}</>
                  )}
                </p>
                <p className="text-stone-600">
                  {who} ·{' '}
                  <time dateTime={entry.moved_at}>{formatRelativeOrDateTime(entry.moved_at)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
